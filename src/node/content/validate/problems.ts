/**
 * What validation takes and gives: the files an editor wrote, as the build read them, and the
 * problems found in them, each naming the file and the field.
 */

export interface ContentProblem {
  /** The file, relative to the project, e.g. content/features/03-extensive-database.json. */
  file: string
  /** What is wrong, starting with the field, e.g. `"icon" is "bugg"; expected one of: ...`. */
  message: string
}

export interface ContentFile {
  file: string
  data: unknown
}

export interface LegalFile {
  file: string
  /** The frontmatter, with dates as the text the editor wrote (YAML would turn 2025-02-30 into March). */
  frontmatter: unknown
  body: string
}

/** A file that translates another into one language: content/site.de.json, content/legal/privacy.de.mdx. */
export interface TranslationFile {
  file: string
  /** The file it translates, content/site.json. */
  source: string
  language: string
  /** The JSON, or for a legal page its frontmatter. */
  data: unknown
  /** A legal page's text. */
  body?: string
}

/** What the build knows of an image file in content/: its format and size, or null when it is not there. */
export interface ImageFacts {
  /** png, jpeg, webp, or another format the site does not take (gif, svg...). */
  format: string
  width: number
  height: number
}

export interface ContentInput {
  /** An image by its path inside content/; absent, the images are not checked (unit tests of copy). */
  imageFacts?: (relativePath: string) => ImageFacts | null
  /** content/site.json, or null when there is none. */
  site: ContentFile | null
  features: readonly ContentFile[]
  legal: readonly LegalFile[]
  /** The insect guide's species, content/species/*.json; none is a site without the guide. */
  species?: readonly ContentFile[]
  /** Every translation file, of any of the above. */
  translations?: readonly TranslationFile[]
}

export const SITE_FILE = "content/site.json"

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.message}`
}
