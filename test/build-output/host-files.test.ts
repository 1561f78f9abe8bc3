import { type ChildProcess, spawn } from "child_process"
import { get } from "http"
import path from "path"
import { HOST_LIMITS, hostFileProblems, isPage, listFiles, routeOf } from "../../src/node/host"
import { builtFile } from "./built-file"

const publicDir = path.resolve(__dirname, "../../public")
const HOSTS = { cloudflare: 9161, netlify: 9162 } as const
type Host = keyof typeof HOSTS

/** A response as the browser receives it: a header's lines (one string each) and the body. */
function responseOf(host: Host, route: string, name: string): Promise<{ values: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    get({ port: HOSTS[host], path: route }, (response) => {
      const values: string[] = []
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        if (response.rawHeaders[i]!.toLowerCase() === name) values.push(response.rawHeaders[i + 1]!)
      }
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ values, body }))
    }).on("error", reject)
  })
}

const headerLines = async (host: Host, route: string, name: string) => (await responseOf(host, route, name)).values

/**
 * Every policy a browser enforces on a document: each in the Content-Security-Policy header (a comma
 * starts another) and the one in the page's <meta>.
 */
async function policiesOn(host: Host, route: string): Promise<{ header: string[]; meta: string[] }> {
  const { values, body } = await responseOf(host, route, "content-security-policy")
  const meta = [...body.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map(
    (match) => match[1]!,
  )
  return { header: values.flatMap((value) => value.split(",")), meta }
}

/** Whether a policy lets a script run a string (eval, new Function): it says nothing of scripts, or allows it. */
const allowsEval = (policy: string) =>
  !/(^|;)\s*(script-src|default-src)\s/.test(policy) || /'unsafe-eval'/.test(policy)

describe("the host files", () => {
  const headers = builtFile("_headers").toString("utf8")
  const redirects = builtFile("_redirects").toString("utf8")

  it("stay within Cloudflare Pages' documented limits", () => {
    expect(hostFileProblems(headers, redirects)).toEqual([])
    const rules = headers.split("\n").filter((line) => line.startsWith("/"))
    expect(rules.length).toBeLessThanOrEqual(HOST_LIMITS.headerRules)
  })

  it("hold no rule for a single page, so the number of rules does not grow with the pages", async () => {
    const routes = new Set((await listFiles(publicDir)).filter(isPage).map(routeOf))
    const rules = headers.split("\n").filter((line) => line.startsWith("/"))
    expect(rules.filter((rule) => routes.has(rule))).toEqual([])
  })
})

describe.each(Object.keys(HOSTS) as Host[])("every response from a host that reads _headers as %s does", (host) => {
  let server: ChildProcess

  beforeAll(async () => {
    server = spawn("node", ["scripts/serve-static.mjs", publicDir, String(HOSTS[host]), "--host", host], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    await new Promise((resolve) => server.stdout?.once("data", resolve))
  })

  afterAll(() => server.kill())

  it("forbid eval on every page, every 404 and every unknown path, by the page's own policy, and framing by the header", async () => {
    const routes = (await listFiles(publicDir)).filter(isPage).map(routeOf)
    const sitePaths = [...routes.filter((route) => !route.startsWith("/admin/")), "/nope/", "/de/nope/", "/es/nope/"]
    const policies = await Promise.all(sitePaths.map(async (route) => ({ route, ...(await policiesOn(host, route)) })))
    expect(policies.filter(({ meta }) => meta.length !== 1).map(({ route }) => route)).toEqual([])
    expect(policies.filter(({ meta }) => meta.some(allowsEval)).map(({ route }) => route)).toEqual([])
    expect(
      policies.filter(({ header }) => header.join() !== "frame-ancestors 'none'").map(({ route }) => route),
    ).toEqual([])
  })

  it("let a browser keep each of Gatsby's hashed bundles for a year, wherever in public/ it is, and ask again for a page", async () => {
    // _headers is made from the top of public/ alone (write-host-files.ts): a bundle deeper down would fail here.
    const bundles = (await listFiles(publicDir)).filter(
      (file) => !file.startsWith("/admin/") && /[-.][0-9a-f]{16,}\.(js|css)$/.test(file),
    )
    expect(bundles.length).toBeGreaterThan(5)
    const kept = await Promise.all(
      bundles.map(async (file) => ({ file, cacheControl: (await headerLines(host, file, "cache-control")).join() })),
    )
    expect(kept.filter(({ cacheControl }) => cacheControl !== "public, max-age=31536000, immutable")).toEqual([])
    expect(await headerLines(host, "/insects/", "cache-control")).toEqual(["public, max-age=0, must-revalidate"])
  })

  it("let a browser keep the search index's files for a year, and ask again for each language's entry", async () => {
    const files = (await listFiles(publicDir)).filter((file) => file.startsWith("/search/"))
    const entry = files.find((file) => /^\/search\/[a-z]{2}\.json$/.test(file))
    const indexFile = files.find((file) => file.startsWith("/search/files/"))
    expect(await headerLines(host, indexFile!, "cache-control")).toEqual(["public, max-age=31536000, immutable"])
    expect(await headerLines(host, entry!, "cache-control")).not.toContainEqual(expect.stringContaining("immutable"))
  })

  it(
    host === "cloudflare"
      ? "give the editor its own policy alone, which lets it compile its schema"
      : "send the editor its own policy and the header's, which says nothing of scripts: Netlify cannot detach one",
    async () => {
      const { header, meta } = await policiesOn(host, "/admin/")
      expect(meta).toEqual([])
      expect(header.filter((policy) => policy.includes("'unsafe-eval'"))).toHaveLength(1)
      expect(header).toHaveLength(host === "cloudflare" ? 1 : 2)
      expect(header.every(allowsEval)).toBe(true)
    },
  )
})
