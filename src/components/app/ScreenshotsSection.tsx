import DeviceScreenshot from "./DeviceScreenshot"
import SectionHeading from "../SectionHeading"
import type { SharpImageData } from "../../lib/responsive-picture"

interface ScreenshotsSectionProps {
  heading: string
  intro: string
  screenshots: Queries.AppScreenshotsFragment["screenshots"]
  /** The default language's code, for an alt text shown for want of a translation. */
  defaultLanguage: string
  untranslated: ReadonlyArray<string>
  lang?: Readonly<Record<string, string | undefined>>
}

/** The app itself, in screenshots: a section of its own, shown only when content has screenshots. */
export default function ScreenshotsSection({
  heading,
  intro,
  screenshots,
  defaultLanguage,
  untranslated,
  lang = {},
}: ScreenshotsSectionProps) {
  const shown = (screenshots ?? []).filter((shot) => shot.image?.childImageSharp?.gatsbyImageData)
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="screenshots-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="screenshots-heading"
          heading={heading}
          intro={intro}
          lang={{ heading: lang.screenshotsHeading, intro: lang.screenshotsIntro }}
        />
        <ul className="mt-12 grid justify-items-center gap-10 md:grid-cols-3">
          {shown.map((shot) => (
            <li key={shot.imagePath}>
              <DeviceScreenshot
                image={shot.image!.childImageSharp!.gatsbyImageData as SharpImageData}
                alt={shot.alt}
                lang={untranslated.includes(`app.screenshots[${shot.imagePath}].alt`) ? defaultLanguage : undefined}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
