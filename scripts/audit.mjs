// Lighthouse 12, mobile profile with simulated throttling, on Debian's Chromium, against the
// production build served like a static host (scripts/serve-static.mjs: _headers, compression).
// Five runs of the home page in the light theme, printed as medians with TBT and the longest
// main-thread task of the load, and one of every other page; then one run per page with the browser
// asking for the dark theme. Fails when a gate in performance-budget.json fails: accessibility, best
// practices and SEO below 100 or CLS above 0 in either theme, the home page's JavaScript over budget, or its median TBT over
// lighthouse.homeMaximumMedianTbtMs. The same pages in every other language of content/site.json get
// one run each in the light theme, under the same gates (their home page's JavaScript included); their
// medians would cost minutes and the default language's pages already measure the same code.
// The performance score is printed, not gated: on a shared 2-core machine it moves from run to run.
// Last, the home page of the app variant (both stores, three full-size screenshots; built into
// .variants/app by the browser tests' global setup): three runs in the light theme and one in the
// dark, gated on the same categories and CLS, the JavaScript budget and the performance median, and
// as many runs with observed (devtools) throttling, gated on their median LCP (performance-budget.json,
// appVariant).
// Usage: npm run audit [-- --runs N]
import { spawn, execSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const PORT = 9300
const APP_VARIANT_PORT = 9310
const APP_VARIANT = ".variants/app/public"
const APP_VARIANT_RUNS = 3
const PAGES = ["/", "/privacy/", "/terms/"]
const [, ...otherLanguages] = JSON.parse(readFileSync("content/site.json", "utf8")).languages ?? ["en"]
const LANGUAGE_PAGES = otherLanguages.flatMap((language) => PAGES.map((path) => `/${language}${path}`))
const HOMES = ["/", ...otherLanguages.map((language) => `/${language}/`)]
const runsArg = process.argv.indexOf("--runs")
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5
const budget = JSON.parse(readFileSync("performance-budget.json", "utf8"))

execSync("node scripts/build-if-needed.mjs", { stdio: "inherit" })
if (!existsSync(`${APP_VARIANT}/index.html`)) {
  console.error(`The app variant is not built (${APP_VARIANT}): npm run test:e2e builds it in its global setup.`)
  process.exit(1)
}
const server = spawn("node", ["scripts/serve-static.mjs", "public", String(PORT)], { stdio: "ignore" })
const appServer = spawn("node", ["scripts/serve-static.mjs", APP_VARIANT, String(APP_VARIANT_PORT)], {
  stdio: "ignore",
})
await new Promise((resolve) => setTimeout(resolve, 500))

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-background-networking",
]
const launch = (extraFlags = []) =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  })
// prefers-color-scheme: dark, as a phone in dark mode asks for it.
const DARK_SCHEME = "--blink-settings=preferredColorScheme=0"

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function measure(lhr) {
  const audits = lhr.audits
  const requests = audits["network-requests"].details.items
  const bytes = (filter) => requests.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility?.score,
    "best-practices": lhr.categories["best-practices"]?.score,
    seo: lhr.categories.seo?.score,
    fcp: audits["first-contentful-paint"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    // Lighthouse's long tasks (50 ms and more), timed like TBT on the simulated phone; 0 when none.
    longestTask: Math.max(0, ...(audits["long-tasks"]?.details?.items ?? []).map((task) => task.duration)),
    cls: audits["cumulative-layout-shift"].numericValue,
    jsBytes: bytes((item) => item.resourceType === "Script"),
    totalBytes: bytes(() => true),
  }
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; such a
// run measured nothing, so it is repeated rather than counted.
const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

async function audit(
  chrome,
  path,
  categories = ALL_CATEGORIES,
  { attempts = 3, port = PORT, throttlingMethod = "simulate" } = {},
) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(`http://localhost:${port}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod,
    })
    if (!lhr.runtimeError) return lhr
    console.warn(`${path}: ${lhr.runtimeError.code}, running again`)
    if (attempt === attempts) throw new Error(`${path}: ${lhr.runtimeError.message}`)
  }
}

/** Medians of `runs` audits of every page in this browser, noting every category below 100 on the way. */
async function auditPages(chrome, runs, label, pages = PAGES, port = PORT) {
  const medians = {}
  for (const path of pages) {
    const measured = []
    for (let run = 0; run < runs; run++) {
      // Accessibility, best practices and SEO do not move with timing: a page's first run checks
      // them, and its further runs measure performance alone, which saves about a minute.
      const lhr = await audit(chrome, path, run === 0 ? ALL_CATEGORIES : ["performance"], { port })
      measured.push(measure(lhr))
      for (const [id, category] of Object.entries(lhr.categories)) {
        if (id !== "performance" && category.score < 1) {
          const failing = category.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
            .map((audit) => audit.id)
          failures.push(`${label} ${path} run ${run + 1}: ${id} ${category.score} (${failing.join(", ")})`)
        }
      }
    }
    medians[path] = Object.fromEntries(
      Object.keys(measured[0]).map((key) => [
        key,
        median(measured.map((r) => r[key]).filter((value) => value !== undefined)),
      ]),
    )
  }
  return medians
}

const failures = []
const results = {}
const observedAppVariant = {}
try {
  for (const [theme, flags, runs] of [
    ["light", [], RUNS],
    ["dark", [DARK_SCHEME], 1],
  ]) {
    const chrome = await launch(flags)
    try {
      // A fresh browser's first load pays one-off costs (disk cache, fonts, V8's snapshot) that
      // would land in the gated home page's TBT; it is run and not counted.
      if (theme === "light") await audit(chrome, PAGES[0], ["performance"])
      // Medians only where a gate reads one (the home page's TBT); the other pages' gates (categories,
      // CLS) hold in every run, so one run each tells the same in a minute and a half less.
      results[theme] =
        runs > 1
          ? {
              ...(await auditPages(chrome, runs, theme, PAGES.slice(0, 1))),
              ...(await auditPages(chrome, 1, theme, PAGES.slice(1))),
            }
          : await auditPages(chrome, runs, theme)
      if (theme === "light") results.languages = await auditPages(chrome, 1, "light", LANGUAGE_PAGES)
      const runsHere = theme === "light" ? APP_VARIANT_RUNS : 1
      results[`app variant, ${theme}`] = await auditPages(
        chrome,
        runsHere,
        `app variant, ${theme}`,
        ["/"],
        APP_VARIANT_PORT,
      )
      // Observed rather than simulated: see the LCP gate below.
      const observed = []
      for (let run = 0; run < runsHere; run++) {
        const lhr = await audit(chrome, "/", ["performance"], { port: APP_VARIANT_PORT, throttlingMethod: "devtools" })
        observed.push(measure(lhr))
      }
      observedAppVariant[theme] = {
        fcp: median(observed.map(({ fcp }) => fcp)),
        lcp: median(observed.map(({ lcp }) => lcp)),
        lcps: observed.map(({ lcp }) => Math.round(lcp)),
      }
    } finally {
      await chrome.kill()
    }
  }
} finally {
  server.kill()
  appServer.kill()
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => `${Math.round(value)} ms`
for (const [theme, pages] of Object.entries(results)) {
  const runs = { light: RUNS, "app variant, light": APP_VARIANT_RUNS }[theme] ?? 1
  const heading = theme === "languages" ? "other languages, light theme" : `${theme} theme`
  console.log(
    `\nLighthouse, ${heading}, ${runs > 1 ? `median of ${runs} runs for /, 1 run for the others` : "1 run"}, mobile, simulated throttling\n`,
  )
  console.log("| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | longest task | CLS | JS | total |")
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
  for (const [path, r] of Object.entries(pages)) {
    console.log(
      `| ${path} | ${r.performance.toFixed(2)} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${ms(r.longestTask)} | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
    )
  }
}
console.log(
  "\nLighthouse, app variant, observed (devtools throttling: the same network and CPU, measured in a real trace)\n",
)
console.log("| theme | FCP | LCP (median) | LCP of each run |\n| --- | --- | --- | --- |")
for (const [theme, r] of Object.entries(observedAppVariant)) {
  console.log(`| ${theme} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${r.lcps.join(", ")} ms |`)
}
results.appVariantObserved = observedAppVariant
mkdirSync("test-results", { recursive: true })
writeFileSync("test-results/lighthouse.json", JSON.stringify(results, null, 2))

const gates = budget.lighthouse
for (const [theme, pages] of Object.entries(results)) {
  if (theme === "appVariantObserved") continue
  for (const [path, r] of Object.entries(pages)) {
    for (const [category, minimum] of Object.entries(gates.minimumScores)) {
      if (r[category] < minimum) failures.push(`${theme} ${path}: ${category} median ${r[category]} < ${minimum}`)
    }
    if (r.cls > gates.maximumCls) failures.push(`${theme} ${path}: CLS ${r.cls} > ${gates.maximumCls}`)
  }
}
for (const path of HOMES) {
  const { jsBytes } = results.light[path] ?? results.languages[path]
  if (jsBytes > budget.home.javascriptBytes) {
    failures.push(`${path}: ${kb(jsBytes)} of JavaScript > budget ${kb(budget.home.javascriptBytes)}`)
  }
}
// The home page with both stores and three screenshots: still fast, still within the JavaScript budget.
// Its LCP is gated as observed, not as simulated: the simulation treats the document as one download,
// so the page's last 1.4 KB of HTML (the footer's end and the scripts), which arrive one round trip
// after the first 14.6 KB, delay its simulated paint by that round trip and more, though the hero
// arrives whole in the first flight (README, Performance). The simulated LCP is printed above.
for (const theme of ["light", "dark"]) {
  const { performance, jsBytes } = results[`app variant, ${theme}`]["/"]
  const { lcp } = observedAppVariant[theme]
  const { minimumPerformance, maximumObservedLcpMs } = budget.appVariant
  if (performance < minimumPerformance) {
    failures.push(`app variant, ${theme} /: performance ${performance} < ${minimumPerformance}`)
  }
  if (lcp > maximumObservedLcpMs) {
    failures.push(`app variant, ${theme} /: observed LCP ${ms(lcp)} > ${maximumObservedLcpMs} ms`)
  }
  if (jsBytes > budget.home.javascriptBytes) {
    failures.push(`app variant, ${theme} /: ${kb(jsBytes)} of JavaScript > budget ${kb(budget.home.javascriptBytes)}`)
  }
}
const home = results.light["/"]
if (home.tbt > gates.homeMaximumMedianTbtMs) {
  failures.push(`/: median TBT ${ms(home.tbt)} > ${gates.homeMaximumMedianTbtMs} ms`)
}
if (failures.length > 0) {
  console.error(`\nAudit failed:\n- ${[...new Set(failures)].join("\n- ")}`)
  process.exit(1)
}
console.log(
  `\nAudit passed: accessibility, best practices and SEO 100 and CLS 0 in both themes and every language, every home page's JavaScript within budget, home median TBT within ${gates.homeMaximumMedianTbtMs} ms; the app variant's home at performance ${budget.appVariant.minimumPerformance}+ and observed LCP within ${budget.appVariant.maximumObservedLcpMs} ms.`,
)
