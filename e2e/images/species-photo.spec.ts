import { SITE_VARIANTS, VARIANT_PHOTO } from "../support/site-variants"
import { cspViolations, expect, gotoHydrated, recordCspViolations, test } from "../fixtures"

/** The photo's width on a species page in CSS pixels (SpeciesPhoto). */
const DRAWN_WIDTH = 160

/** The hosts whose image CDN a variant names (content/site.json, images.resizedBy), and their URL shapes. */
const HOSTS = [
  {
    host: "Netlify Image CDN",
    port: SITE_VARIANTS.netlify.port,
    photoOf: SITE_VARIANTS.netlify.images!.photoOf,
    widthOf: (url: URL) =>
      url.pathname === "/.netlify/images" && /^\/static\/.+\.jpg$/.test(url.searchParams.get("url") ?? "")
        ? Number(url.searchParams.get("w"))
        : null,
  },
  {
    host: "Cloudflare image resizing",
    port: SITE_VARIANTS.endpoint.port,
    photoOf: SITE_VARIANTS.endpoint.images!.photoOf,
    widthOf: (url: URL) => {
      const match = /^\/cdn-cgi\/image\/width=(\d+),format=auto\/static\/.+\.jpg$/.exec(url.pathname)
      return match ? Number(match[1]) : null
    },
  },
]

for (const { host, port, photoOf, widthOf } of HOSTS) {
  test.describe(`a species photo resized by ${host}`, () => {
    test.use({ baseURL: `http://localhost:${port}` })

    test("offers the widths a screen needs, gets the one it needs as AVIF, and keeps its place", async ({ page }) => {
      await recordCspViolations(page)
      const photoResponse = page.waitForResponse((response) => widthOf(new URL(response.url())) !== null)
      await gotoHydrated(page, `/insects/${photoOf}/`)
      const photo = page.getByRole("figure").getByRole("img")

      // One candidate per screen density, each the host's CDN URL of the photo the build copied.
      const srcset = (await photo.getAttribute("srcset")) ?? ""
      // Candidates are separated by a comma and a space; a Cloudflare URL holds commas of its own.
      const candidates = srcset.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/))
      expect(candidates.map(([, descriptor]) => descriptor)).toEqual(["160w", "320w", "480w"])
      for (const [url, descriptor] of candidates) {
        expect(widthOf(new URL(url!, page.url())), url).toBe(Number.parseInt(descriptor!, 10))
      }
      await expect(photo).toHaveAttribute("sizes", `${DRAWN_WIDTH}px`)
      await expect(photo).toHaveAttribute("width", String(VARIANT_PHOTO.width))
      await expect(photo).toHaveAttribute("height", String(VARIANT_PHOTO.height))

      // The browser took the width its screen needs, resized, in the newest format it accepts.
      const response = await photoResponse
      const scale = await page.evaluate(() => window.devicePixelRatio)
      expect(widthOf(new URL(response.url()))).toBe(DRAWN_WIDTH * scale)
      expect(response.headers()["content-type"]).toBe("image/avif")
      // Drawn from the width taken (naturalWidth counts it at the candidate's density), and that
      // file is the photo resized to it, not the original.
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(DRAWN_WIDTH)
      const served = await photo.evaluate(async (image: HTMLImageElement) => {
        const bitmap = await createImageBitmap(await (await fetch(image.currentSrc)).blob())
        return { width: bitmap.width, height: bitmap.height }
      })
      expect(served).toEqual({
        width: DRAWN_WIDTH * scale,
        height: Math.round((DRAWN_WIDTH * scale * VARIANT_PHOTO.height) / VARIANT_PHOTO.width),
      })

      // In the first screen, so loaded at once, and laid out at its own proportions before it came.
      await expect(photo).not.toHaveAttribute("loading", "lazy")
      await expect(photo).toBeInViewport()
      const box = (await photo.boundingBox())!
      expect(box.height).toBeCloseTo((box.width * VARIANT_PHOTO.height) / VARIANT_PHOTO.width, 0)
      // The observer's buffer holds every shift since the page began; takeRecords reads it at once.
      const shift = await page.evaluate(() => {
        const observer = new PerformanceObserver(() => undefined)
        observer.observe({ type: "layout-shift", buffered: true })
        const entries = observer.takeRecords()
        observer.disconnect()
        return entries.reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)
      })
      expect(shift).toBe(0)
      expect(await cspViolations(page)).toEqual([])
    })

    test("answers a browser without AVIF or WebP with the photo's own format", async ({ page, request }) => {
      await page.goto(`/insects/${photoOf}/`)
      const src = (await page.getByRole("figure").getByRole("img").getAttribute("src"))!
      const response = await request.get(src, { headers: { accept: "image/jpeg,image/*;q=0.8" } })
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("image/jpeg")
    })
  })
}
