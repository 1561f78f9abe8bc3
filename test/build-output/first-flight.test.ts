import { type ChildProcess, spawn } from "child_process"
import { readFileSync } from "fs"
import { get } from "http"
import { brotliCompressSync, constants } from "zlib"
import path from "path"
import { isPage, listFiles, routeOf } from "../../src/node/host"
import { buildVariant, type SiteVariantName, variantDir } from "../../e2e/support/site-variants"
import { builtFile } from "./built-file"

/**
 * TCP's first round trip carries ten segments of 1460 bytes. A page that fits paints one round trip
 * (150 ms on Lighthouse's slow 4G) sooner than one that does not, and the site's pages all fit.
 */
const FIRST_FLIGHT_BYTES = 10 * 1460

/**
 * The shipped build; the site as it will launch: content that names both stores and shows three
 * full-size screenshots (the `app` variant of the browser tests); and a guide split over several
 * index pages (the `guide-pages` variant). Variants are built here when their sources changed.
 */
const BUILDS: ReadonlyArray<{ name: string; publicDir: string; port: number; variant?: SiteVariantName }> = [
  { name: "the shipped content", publicDir: path.resolve(__dirname, "../../public"), port: 9160 },
  {
    name: "the launch content (app variant)",
    publicDir: path.join(variantDir("app"), "public"),
    port: 9161,
    variant: "app",
  },
  {
    name: "a guide over several pages (guide-pages variant)",
    publicDir: path.join(variantDir("guide-pages"), "public"),
    port: 9162,
    variant: "guide-pages",
  },
]

/**
 * The bytes of a response from the test server (HTTP/1.1), as Lighthouse measures it: status line,
 * headers and the compressed body. A real host adds a few headers of its own (server, etag, request
 * id) but speaks HTTP/2, whose HPACK coding makes the headers about a quarter smaller than these.
 */
function responseBytes(port: number, route: string): Promise<{ headers: number; body: number }> {
  return new Promise((resolve, reject) => {
    get({ port, path: route, headers: { "accept-encoding": "br" } }, (response) => {
      let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        headers += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length
      }
      let body = 0
      response.on("data", (chunk: Buffer) => (body += chunk.length))
      response.on("end", () => resolve({ headers, body }))
    }).on("error", reject)
  })
}

/**
 * The insect guide's pages are long, and what must arrive in the first round trip is their first
 * screen, which the browser paints as soon as it has it: on a species' page everything up to the
 * answer to "is it dangerous?", on the index everything up to its lists, on the key its questions.
 * The rest may follow.
 */
const FIRST_SCREEN_ENDS: ReadonlyArray<[RegExp, string]> = [
  // The identification key: its questions; the species it lists follow.
  [/\/insects\/key\/([^/]+\/)?$/, 'aria-labelledby="key-results"'],
  [/\/insects\/[^/]+\/$/, 'aria-labelledby="recognise-heading"'],
  [/\/insects\/(page\/\d+\/)?$/, 'id="species"'],
]

/** The bytes of a guide page's first screen, compressed as the host compresses the whole page. */
function firstScreenBytes(publicDir: string, route: string): number | null {
  const end = FIRST_SCREEN_ENDS.find(([pattern]) => pattern.test(route))?.[1]
  if (!end) return null
  const html = readFileSync(path.join(publicDir, route, "index.html"), "utf8")
  const at = html.indexOf(end)
  if (at < 0) throw new Error(`${route} has no ${end}, where its first screen ends`)
  return brotliCompressSync(Buffer.from(html.slice(0, at)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length
}

describe.each(BUILDS)("every page of $name, with its headers", ({ name, publicDir, port, variant }) => {
  let server: ChildProcess
  let routes: string[]

  beforeAll(async () => {
    if (variant) await buildVariant(variant)
    routes = (await listFiles(publicDir)).filter(isPage).map(routeOf)
    server = spawn("node", ["scripts/serve-static.mjs", publicDir, String(port)], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    await new Promise((resolve) => server.stdout?.once("data", resolve))
  }, 600_000)

  afterAll(() => server.kill())

  it(`arrives in TCP's first round trip (${FIRST_FLIGHT_BYTES} bytes), compressed as a host sends it`, async () => {
    const sizes = await Promise.all(
      routes.map(async (route) => {
        const { headers, body } = await responseBytes(port, route)
        return [route, headers + (firstScreenBytes(publicDir, route) ?? body)] as const
      }),
    )
    // Printed so that a change sees how close each page is to the edge.
    console.log(`${name}:\n${sizes.map(([route, bytes]) => `${bytes} B  ${route}`).join("\n")}`)
    expect(routes).toEqual(expect.arrayContaining(["/", "/de/", "/es/", "/privacy/", "/de/404/"]))
    const tooLarge = sizes.filter(([, bytes]) => bytes > FIRST_FLIGHT_BYTES)
    expect(tooLarge).toEqual([])
  })
})

describe("every page's first frame", () => {
  it("waits until the header is whole, so no control moves aside for one parsed later", async () => {
    const pages = (await listFiles(BUILDS[0]!.publicDir)).filter(isPage).map((file) => ({
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
