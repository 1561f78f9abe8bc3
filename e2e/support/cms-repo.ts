import { spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import { DECAP_SERVER_PORT, startDecapServer as startDecapServerOn } from "../../scripts/decap-server"
import { copySite, type SiteCopy } from "../../test/content-builds/site-copy"

export { DECAP_SERVER_PORT }

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

/** Starts decap-server on the copy, as `npm run cms` does on the working tree; resolves once it listens. */
export function startDecapServer(): Promise<ChildProcess> {
  return startDecapServerOn(CMS_REPO_DIR)
}
