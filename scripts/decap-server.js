// @ts-check
// Decap's local proxy (decap-server) on a folder, as `npm run cms` runs it on the working tree: for the
// browser editor's tests (e2e/support/cms-repo.ts) and the editor's benchmark (scripts/bench-editor.mjs).
// CommonJS, like shared-build-folder.js, so that both the TypeScript tests and the ES-module scripts
// share this one file.
const { spawn } = require("child_process")
const net = require("net")
const path = require("path")

/** Decap's local proxy listens here; /admin/ on localhost looks for it at this port. */
const DECAP_SERVER_PORT = 8081

/**
 * Whether something listens on `port` on this machine.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portIsOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "localhost")
    socket.once("connect", () => (socket.end(), resolve(true)))
    socket.once("error", () => resolve(false))
  })
}

/**
 * Starts decap-server on `repoDir`; resolves once it listens.
 * @param {string} repoDir
 */
async function startDecapServer(repoDir) {
  if (await portIsOpen(DECAP_SERVER_PORT))
    throw new Error(`Port ${DECAP_SERVER_PORT} is taken: stop the other decap-server`)
  const server = spawn(process.execPath, [path.resolve(__dirname, "../node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(DECAP_SERVER_PORT), GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  })
  for (let attempt = 0; attempt < 100 && !(await portIsOpen(DECAP_SERVER_PORT)); attempt++) {
    if (server.exitCode !== null) throw new Error("decap-server exited before it listened")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return server
}

module.exports = { DECAP_SERVER_PORT, startDecapServer }
