// @ts-check
// What a build's "compile gatsby files" spends outside our code: Gatsby compiles gatsby-config.ts and
// gatsby-node.ts with Parcel, whose project root is the site's folder and which leaves out only its own
// cache and .git. On Linux without watchman, @parcel/watcher reads the whole folder to compare it with
// the last build's snapshot (getEventsSince, on a warm build) and again to write the next one
// (writeSnapshot, on every build): node_modules/ and public/ included. This times both, three times each
// (the first also reads the disk when the page cache is cold), with Parcel's own options.
//
// Usage, from the project: node scripts/experiments/parcel-crawl.mjs [SITE_FOLDER]
import path from "node:path"
import process from "node:process"
import watcher from "@parcel/watcher"

const root = path.resolve(process.argv[2] ?? ".")
const ignore = [path.join(root, ".cache/.parcel-cache"), path.join(root, ".git"), path.join(root, ".hg")]
const snapshot = path.join(root, ".cache/parcel-crawl-snapshot.txt")
for (let run = 1; run <= 3; run++) {
  const started = performance.now()
  await watcher.writeSnapshot(root, snapshot, { ignore })
  const written = performance.now()
  await watcher.getEventsSince(root, snapshot, { ignore })
  const compared = performance.now()
  console.log(
    `${root} run ${run}: writeSnapshot ${Math.round(written - started)} ms, getEventsSince ${Math.round(compared - written)} ms`,
  )
}
