// What a visitor's first search costs: serves a built public/ as the static host does, opens the
// guide in Chromium, types a query and counts the bytes that arrive (as sent, compressed) from the
// first keystroke until the results are listed: the files' bodies, and apart from them the HTTP/1.1
// response headers this server sends with each (on HTTP/2 and 3, which the hosts named in the README
// speak, a header repeated from an earlier response is sent as an index of a byte or two). Used by
// `npm run bench:guide`; on its own: `node scripts/first-search.mjs public [query] [path]`.
import { createServer } from "node:http"
import { fileURLToPath } from "node:url"
import fs from "node:fs"
import path from "node:path"
import { chromium } from "playwright"
import { staticHost } from "./serve-static.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const { args: CHROMIUM_ARGS } = JSON.parse(fs.readFileSync(path.join(root, "scripts/chromium-args.json"), "utf8"))

/**
 * Bytes downloaded by the first search of `query` on `pagePath` (the files' bodies, total and per
 * file; the response headers apart), and how many results Pagefind reported.
 */
export async function firstSearch(publicDir, { query = "insect", pagePath = "/insects/" } = {}) {
  const server = createServer(staticHost(publicDir))
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" })
    const field = page.locator("#guide-search-field")
    await field.waitFor({ state: "visible" })
    const files = []
    const counting = []
    page.on("requestfinished", (request) =>
      counting.push(
        request.sizes().then(({ responseBodySize, responseHeadersSize }) =>
          files.push({
            url: new URL(request.url()).pathname,
            bytes: responseBodySize,
            headerBytes: responseHeadersSize,
          }),
        ),
      ),
    )
    await field.fill(query)
    const status = page.getByRole("status").filter({ hasText: query })
    await status.waitFor({ timeout: 60_000 })
    await page.waitForLoadState("networkidle")
    await Promise.all(counting)
    return {
      query,
      status: (await status.textContent())?.trim() ?? "",
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      headerBytes: files.reduce((sum, file) => sum + file.headerBytes, 0),
      files: files.sort((a, b) => b.bytes - a.bytes),
    }
  } finally {
    await browser.close()
    server.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [publicDir = "public", query, pagePath] = process.argv.slice(2)
  const result = await firstSearch(publicDir, { query, pagePath })
  console.log(
    `first search "${result.query}": ${(result.bytes / 1024).toFixed(0)} KB in ${result.files.length} files, ${(result.headerBytes / 1024).toFixed(0)} KB more of HTTP/1.1 headers (${result.status})`,
  )
  for (const file of result.files.slice(0, 8))
    console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.url}`)
}
