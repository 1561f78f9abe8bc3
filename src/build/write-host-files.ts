import { promises as fs } from "fs"
import path from "path"
import { headersFile, robotsTxt, type AdminArea } from "./host-headers"
import { isPage, listFiles, routeOf } from "./public-files"
import { SHARE_IMAGE } from "../lib/share-image"
import { writeShareImage } from "./share-image"

interface SiteFacts {
  brand: string
  tagline: string
  siteUrl: string
  /** The form service's origin when messages go to another site (the CSP must allow it). */
  formOrigin: string | null
  /** The content editor, which has a policy of its own and is kept out of search engines. */
  admin: AdminArea
}

/**
 * Writes what a static host needs beside the pages: the share image, robots.txt, and _headers,
 * last, because it lists every file of the build.
 */
export async function writeHostFiles(publicDir: string, site: SiteFacts): Promise<void> {
  await writeShareImage(path.join(publicDir, SHARE_IMAGE.path), site.brand, site.tagline)
  await fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt(site.siteUrl, [site.admin.path]))
  const files = (await listFiles(publicDir)).filter((file) => file !== "/_headers")
  const pages = await Promise.all(
    files
      .filter((file) => isPage(file) && !file.startsWith(site.admin.path))
      .map(async (file) => ({
        route: routeOf(file),
        html: await fs.readFile(path.join(publicDir, file), "utf8"),
      })),
  )
  await fs.writeFile(path.join(publicDir, "_headers"), headersFile(pages, files, site.formOrigin, site.admin))
}
