// @ts-check
// How long the pages' GraphQL queries take, without the rest of a build: bootstraps Gatsby in a built
// site folder as `gatsby build` does (sourcing, schema, pages), then runs every page's query, one after
// the other, ROUNDS times, and prints each round's wall and CPU time, and each template's share of the
// wall time with its time a page (a page that costs more as the guide grows shows there). The first
// round also warms V8 and
// Gatsby's caches; compare the later ones. A build's "run queries in workers" also saves each result
// and its page's dependencies, and its wall time moved by a third between two builds of the same code
// here, which hid a change to the resolvers; this moves by less than the change did.
//
// To compare two versions of the build code, run it in one copy after each version's files are
// copied in, taking turns (bootstrapping compiles the copy's gatsby-node again):
//   npm run bench:guide -- --species 1000 --photos 0 --cold-only --keep --no-floor
//   cd <the folder it kept> && node <project>/scripts/experiments/page-query-time.mjs [ROUNDS]
import { createRequire } from "node:module"
import path from "node:path"
import process from "node:process"

process.env.gatsby_executing_command = "build"
process.env.NODE_ENV = "production"
process.env.GATSBY_TELEMETRY_DISABLED = "1"

const site = process.cwd()
const require = createRequire(path.join(site, "package.json"))
const report = require("gatsby-cli/lib/reporter").default
const { setStore } = require("gatsby-cli/lib/reporter/redux")
const { bootstrap } = require("gatsby/dist/bootstrap")
const { store } = require("gatsby/dist/redux")
const { GraphQLRunner } = require("gatsby/dist/query/graphql-runner")

const rounds = Number(process.argv[2] ?? 5)
/** @typedef {import("gatsby/dist/commands/types").IProgram} Program */
/**
 * Of the program gatsby-cli passes (create-cli.js), what bootstrapping reads: Gatsby's type of it is
 * the whole command line's, develop's and serve's options included.
 * @type {Partial<Program>}
 */
const program = {
  directory: site,
  sitePackageJson: require("./package.json"),
  report,
  // The reporter keeps Gatsby's store and reads only its own slices of it; its type names those
  // slices alone, so it does not match the store of Gatsby's type.
  setStore: /** @type {Program["setStore"]} */ (/** @type {unknown} */ (setStore)),
  useYarn: false,
}
await bootstrap({ program: /** @type {Program} */ (program) })
const state = store.getState()
const pages = [...state.pages.values()]
const runner = new GraphQLRunner(store, {})
for (let round = 1; round <= rounds; round++) {
  const started = process.hrtime.bigint()
  const cpuBefore = process.cpuUsage()
  let failed = 0
  /** Each template's pages and the wall time of their queries this round. */
  const byTemplate = new Map()
  for (const page of pages) {
    const { query } = state.components.get(page.componentPath) ?? {}
    if (!query) continue
    const pageStarted = process.hrtime.bigint()
    const result = await runner.query(
      query,
      { ...page, ...page.context },
      { parentSpan: undefined, queryName: page.path, componentPath: page.componentPath },
    )
    if (result.errors) failed++
    const template = byTemplate.get(page.componentPath) ?? { pages: 0, ns: 0n }
    template.pages++
    template.ns += process.hrtime.bigint() - pageStarted
    byTemplate.set(page.componentPath, template)
  }
  const cpu = process.cpuUsage(cpuBefore)
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6
  console.log(
    `round ${round}: ${pages.length} pages' queries in ${wallMs.toFixed(0)} ms, ` +
      `${((cpu.user + cpu.system) / 1e3).toFixed(0)} ms of CPU; ${failed} with errors`,
  )
  for (const [componentPath, { pages: count, ns }] of byTemplate) {
    const ms = Number(ns) / 1e6
    console.log(
      `  ${path.relative(site, componentPath).padEnd(36)} ${String(count).padStart(6)} pages ` +
        `${ms.toFixed(0).padStart(7)} ms, ${(ms / count).toFixed(2)} ms a page`,
    )
  }
}
process.exit(0)
