// A stand-in for a form service (Formspree, Basin, ...) for the browser tests of the "endpoint"
// delivery mode. It takes URL-encoded posts at /messages and records what arrives.
//
// Tests run in parallel, so each one marks its messages with a token of its own, in parentheses at
// the end of the message ("... (t-123)"), and scripts the answers for that token alone:
//   POST /__script  {"token": "t-123", "answers": ["500", "200"]}   answers in order, then 200
//   GET  /__received?token=t-123                                   {"delivered": [...], "attempts": 2}
// An answer is "200", "500", "200@1500" (200 after 1.5 s), "hang" (never answers) or "down" (drops
// the connection unanswered, as a service that is down does).
// Usage: node e2e/hosts/form-endpoint.mjs [port=9301]
import { createServer } from "node:http"

const port = Number(process.argv[2] ?? 9301)
/** token -> the answers still to give, and what arrived. */
const scripts = new Map()

function entryFor(token) {
  if (!scripts.has(token)) scripts.set(token, { answers: [], delivered: [], attempts: 0 })
  return scripts.get(token)
}

async function bodyOf(request) {
  let body = ""
  for await (const chunk of request) body += chunk
  return body
}

function json(response, status, value) {
  response.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" })
  response.end(JSON.stringify(value))
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url, `http://localhost:${port}`)
  if (request.method === "POST" && url.pathname === "/__script") {
    const { token, answers } = JSON.parse(await bodyOf(request))
    entryFor(token).answers.push(...answers)
    return json(response, 200, { ok: true })
  }
  if (request.method === "GET" && url.pathname === "/__received") {
    const { delivered, attempts } = entryFor(url.searchParams.get("token"))
    return json(response, 200, { delivered, attempts })
  }
  if (request.method === "GET" && url.pathname === "/") return json(response, 200, { ok: true })
  if (request.method !== "POST" || url.pathname !== "/messages") return json(response, 404, { error: "not found" })

  const fields = Object.fromEntries(new URLSearchParams(await bodyOf(request)))
  const token = /\(([^()]+)\)$/.exec(fields.message ?? "")?.[1] ?? "no token"
  const entry = entryFor(token)
  entry.attempts += 1
  const [answer, after = "0"] = (entry.answers.shift() ?? "200").split("@")
  if (answer === "down") return request.socket.destroy()
  if (answer === "hang") return undefined
  await new Promise((resolve) => setTimeout(resolve, Number(after)))
  if (answer !== "200") return json(response, Number(answer), { error: "the service failed" })
  entry.delivered.push({ fields, contentType: request.headers["content-type"], accept: request.headers.accept })
  // A browser posting the form itself (no JavaScript) gets a page, as Formspree and the like answer.
  if (!String(request.headers.accept).includes("application/json")) {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    return response.end(
      '<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>Thanks</title><h1>Thanks, your message arrived</h1></html>',
    )
  }
  return json(response, 200, { ok: true })
})

server.listen(port, () => console.log(`Form endpoint at http://localhost:${port}/messages`))
