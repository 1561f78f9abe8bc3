import { spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import path from "path"
import { copySite, type SiteCopy } from "../../test/content-builds/site-copy"

/** Decap's local proxy listens here; /admin/ on localhost looks for it at this port. */
export const DECAP_SERVER_PORT = 8081

const root = path.resolve(__dirname, "../..")
export const CMS_REPO_DIR = path.join(root, ".variants", "cms-repo")

function git(...args: string[]) {
  const result = spawnSync("git", args, { cwd: CMS_REPO_DIR, encoding: "utf8" })
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`)
}

/** A throwaway copy of the repository for the browser editor to change: the site's sources, committed. */
export function freshCmsRepo(): SiteCopy {
  // Every species: /admin/'s configuration, built from the whole site, has a translation entry for
  // each, and Decap fails on an entry whose file is missing.
  const site = copySite(CMS_REPO_DIR, { species: "all" })
  fs.writeFileSync(path.join(CMS_REPO_DIR, ".gitignore"), "node_modules\n.cache\npublic\n")
  git("init", "--quiet", "--initial-branch=main")
  git("add", "--all")
  git(
    "-c",
    "user.name=BugLens tests",
    "-c",
    "user.email=tests@buglens.app",
    "commit",
    "--quiet",
    "-m",
    "Content as it is",
  )
  return site
}

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "localhost")
    socket.once("connect", () => (socket.end(), resolve(true)))
    socket.once("error", () => resolve(false))
  })
}

/** Starts decap-server on the copy, as `npm run cms` does on the working tree; resolves once it listens. */
export async function startDecapServer(): Promise<ChildProcess> {
  if (await portIsOpen(DECAP_SERVER_PORT))
    throw new Error(`Port ${DECAP_SERVER_PORT} is taken: stop the other decap-server`)
  const server = spawn(process.execPath, [path.join(root, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(DECAP_SERVER_PORT), GIT_REPO_DIRECTORY: CMS_REPO_DIR, LOG_LEVEL: "warn" },
    stdio: "inherit",
  })
  for (let attempt = 0; attempt < 100 && !(await portIsOpen(DECAP_SERVER_PORT)); attempt++) {
    if (server.exitCode !== null) throw new Error("decap-server exited before it listened")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return server
}
