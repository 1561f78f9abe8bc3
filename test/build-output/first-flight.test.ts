import { type ChildProcess, spawn } from "child_process"
import { get } from "http"
import path from "path"
import { isPage, listFiles, routeOf } from "../../src/build/public-files"
import { builtFile } from "./built-file"

/**
 * TCP's first round trip carries ten segments of 1460 bytes. A page that fits paints one round trip
 * (150 ms on Lighthouse's slow 4G) sooner than one that does not, and the site's pages all fit.
 */
const FIRST_FLIGHT_BYTES = 10 * 1460
const PORT = 9160
const publicDir = path.resolve(__dirname, "../../public")

/**
 * The bytes of a response from the test server (HTTP/1.1), as Lighthouse measures it: status line,
 * headers and the compressed body. A real host adds a few headers of its own (server, etag, request
 * id) but speaks HTTP/2, whose HPACK coding makes the headers about a quarter smaller than these.
 */
function responseBytes(route: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ port: PORT, path: route, headers: { "accept-encoding": "br" } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length
      }
      response.on("data", (chunk: Buffer) => (bytes += chunk.length))
      response.on("end", () => resolve(bytes))
    }).on("error", reject)
  })
}

describe("every page, with its headers", () => {
  let server: ChildProcess
  let routes: string[]

  beforeAll(async () => {
    routes = (await listFiles(publicDir)).filter(isPage).map(routeOf)
    server = spawn("node", ["scripts/serve-static.mjs", publicDir, String(PORT)], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    await new Promise((resolve) => server.stdout?.once("data", resolve))
  })

  afterAll(() => server.kill())

  it(`arrives in TCP's first round trip (${FIRST_FLIGHT_BYTES} bytes), compressed as a host sends it`, async () => {
    const sizes = await Promise.all(routes.map(async (route) => [route, await responseBytes(route)] as const))
    expect(routes).toEqual(expect.arrayContaining(["/", "/de/", "/es/", "/privacy/", "/de/404/"]))
    const tooLarge = sizes.filter(([, bytes]) => bytes > FIRST_FLIGHT_BYTES)
    expect(tooLarge).toEqual([])
  })
})

describe("every page's first frame", () => {
  it("waits until the header is whole, so no control moves aside for one parsed later", async () => {
    const pages = (await listFiles(publicDir)).filter(isPage).map((file) => ({
      file,
      html: builtFile(file).toString("utf8"),
    }))
    // The content editor (/admin/) is Decap's page, not the site's.
    const sitePages = pages.filter(({ html }) => html.includes("<header"))
    expect(sitePages.length).toBeGreaterThanOrEqual(12)
    const waits = sitePages.map(({ file, html }) => {
      const target = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(html)?.[1]
      const header = html.indexOf("</header>")
      const targetAt = target === undefined ? -1 : html.indexOf(`id="${target}"`)
      return { file, afterHeader: header > 0 && targetAt > header }
    })
    expect(waits.filter(({ afterHeader }) => !afterHeader)).toEqual([])
  })
})
