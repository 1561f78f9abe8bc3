// @ts-check
// `npm run cms`: edit the site in the browser on your own machine, offline. Starts the development
// site (http://localhost:8000, editor at /admin/) and Decap's local git proxy (decap-server, port
// 8081), which saves what the editor publishes straight into this working tree's content/ files.
// Ctrl+C stops both.
import { spawn } from "node:child_process"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const children = [
  spawn("npx", ["decap-server"], { stdio: "inherit", env: { ...env, PORT: "8081" } }),
  spawn("npx", ["gatsby", "develop"], { stdio: "inherit", env }),
]
console.log("Content editor: http://localhost:8000/admin/ (the site itself at http://localhost:8000)")

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0))
process.on("SIGINT", () => stopAll(0))
process.on("SIGTERM", () => stopAll(0))
