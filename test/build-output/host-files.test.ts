import { type ChildProcess, spawn } from "child_process"
import { get } from "http"
import path from "path"
import { HOST_LIMITS, hostFileProblems, isPage, listFiles, routeOf } from "../../src/node/host"
import { builtFile } from "./built-file"

const publicDir = path.resolve(__dirname, "../../public")
const HOSTS = { cloudflare: 9161, netlify: 9162 } as const
type Host = keyof typeof HOSTS

/** A header's lines in a response, as the browser receives them (one string each). */
function headerLines(host: Host, route: string, name: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    get({ port: HOSTS[host], path: route }, (response) => {
      response.resume()
      const values: string[] = []
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        if (response.rawHeaders[i]!.toLowerCase() === name) values.push(response.rawHeaders[i + 1]!)
      }
      resolve(values)
    }).on("error", reject)
  })
}

const policyHeaders = (host: Host, route: string) => headerLines(host, route, "content-security-policy")

/** A browser reads a comma in a CSP header as the start of another policy, and enforces every one. */
const policiesOf = (headers: string[]) => headers.flatMap((value) => value.split(","))

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

  it("carry one policy, which forbids eval, on every page, every 404 and every unknown path", async () => {
    const routes = (await listFiles(publicDir)).filter(isPage).map(routeOf)
    const sitePaths = [...routes.filter((route) => !route.startsWith("/admin/")), "/nope/", "/de/nope/", "/es/nope/"]
    const policies = await Promise.all(
      sitePaths.map(async (route) => [route, policiesOf(await policyHeaders(host, route))] as const),
    )
    expect(policies.filter(([, list]) => list.length !== 1)).toEqual([])
    expect(policies.filter(([, list]) => list.some((policy) => /'(unsafe|wasm-unsafe)-eval'/.test(policy)))).toEqual([])
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
      ? "give the editor its own policy alone"
      : "send the editor both policies: Netlify cannot detach one",
    async () => {
      const policies = policiesOf(await policyHeaders(host, "/admin/"))
      expect(policies.filter((policy) => policy.includes("'unsafe-eval'"))).toHaveLength(1)
      expect(policies).toHaveLength(host === "cloudflare" ? 1 : 2)
    },
  )
})
