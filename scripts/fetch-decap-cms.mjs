// @ts-check
// Decap CMS for /admin/: the prebuilt bundle of the `decap-cms` npm package, pinned by version and
// integrity, unpacked into node_modules/.cache/decap-cms/. Only its dist/ is needed: installing the
// package as a dependency would add ~640 packages built for React 19 (Gatsby runs React 18) and a
// screenful of peer-dependency warnings to every `npm install`. Runs as `postinstall`; does nothing
// when the bundle is already there, so `npm run cms` works offline after the first install.
// Usage: node scripts/fetch-decap-cms.mjs
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const DECAP_CMS = JSON.parse(readFileSync(new URL("decap-cms.json", import.meta.url), "utf8"))
const DECAP_CMS_DIR = join(DECAP_CMS.directory, DECAP_CMS.version)

if (existsSync(join(DECAP_CMS_DIR, "decap-cms.js"))) process.exit(0)

const work = mkdtempSync(join(tmpdir(), "decap-cms-"))
try {
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", `decap-cms@${DECAP_CMS.version}`, "--json", "--pack-destination", work], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  )
  if (packed.integrity !== DECAP_CMS.integrity) {
    throw new Error(`decap-cms@${DECAP_CMS.version} has integrity ${packed.integrity}; expected ${DECAP_CMS.integrity}`)
  }
  execFileSync("tar", ["-xzf", join(work, packed.filename), "-C", work, "package/dist"])
  mkdirSync(DECAP_CMS_DIR, { recursive: true })
  // The entry and its lazily loaded chunks, without source maps or the unbranded `cms.js` copy.
  for (const file of readdirSync(join(work, "package/dist")).filter((name) =>
    /decap-cms\.js(\.LICENSE\.txt)?$/.test(name),
  )) {
    renameSync(join(work, "package/dist", file), join(DECAP_CMS_DIR, file))
  }
  console.log(`Decap CMS ${DECAP_CMS.version} unpacked into ${DECAP_CMS_DIR}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
