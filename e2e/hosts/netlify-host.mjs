// A static host like Netlify's, for the browser tests of the "netlify" delivery mode: it serves a
// build with its _headers (scripts/serve-static.mjs) and, like Netlify Forms, takes URL-encoded
// posts to any page whose form-name is a form registered in the built HTML.
//   GET /__submissions   what arrived, as JSON (test only)
// Usage: node e2e/hosts/netlify-host.mjs <folder> [port=9220]
import { createServer } from "node:http"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { staticHost } from "../../scripts/serve-static.mjs"

const root = process.argv[2]
const port = Number(process.argv[3] ?? 9220)
// Netlify reads _headers without detaching (`! Name`), so this host does too.
const serveFile = staticHost(root, { host: "netlify" })
const submissions = []

/** The forms Netlify's build bot would register: <form data-netlify="true" name="..."> on the home page. */
function registeredForms() {
  const home = join(root, "index.html")
  if (!existsSync(home)) return []
  const forms = readFileSync(home, "utf8").match(/<form\b[^>]*>/g) ?? []
  return forms.filter((tag) => tag.includes('data-netlify="true"')).map((tag) => /\bname="([^"]+)"/.exec(tag)?.[1])
}

createServer(async (request, response) => {
  if (request.method === "GET" && request.url === "/__submissions") {
    response.writeHead(200, { "content-type": "application/json" })
    return response.end(JSON.stringify(submissions))
  }
  if (request.method !== "POST") return serveFile(request, response)
  let body = ""
  for await (const chunk of request) body += chunk
  const fields = Object.fromEntries(new URLSearchParams(body))
  if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
    response.writeHead(415).end()
    return undefined
  }
  if (!registeredForms().includes(fields["form-name"])) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Form not found")
    return undefined
  }
  submissions.push({ path: request.url, fields })
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
  return response.end(
    '<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>Thank you</title><h1>Thank you!</h1></html>',
  )
}).listen(port, () => console.log(`Serving ${root}/ with Netlify-style forms at http://localhost:${port}`))
