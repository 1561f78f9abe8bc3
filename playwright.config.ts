import { defineConfig, devices, type Project } from "@playwright/test"
import { FORM_ENDPOINT_PORT, SITE_VARIANTS, variantDir } from "./e2e/support/site-variants"
import { args as CHROMIUM_ARGS } from "./scripts/chromium-args.json"

const PORT = 9100
export const BASE_URL = `http://localhost:${PORT}`
/** The same build behind the headers of public/_headers, as a real static host sends them. */
export const HEADERS_PORT = 9200
/** The same again as Netlify reads _headers: it cannot detach a header a broader rule set. */
export const NETLIFY_HEADERS_PORT = 9201

/** Debian's Chromium at a laptop's size; Playwright's own channel build is not installed. */
const desktop = { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 800 } }

/** A small phone, touch only. */
const mobile = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

/**
 * The editor's limits. CI runs it beside two builds on two cores, where Decap's 5 MB bundle and its
 * first listing of every species took 33 s once; it times nothing, so it gets room, not a ceiling.
 */
const EDITOR_TIME = { timeout: 90_000, expect: { timeout: 15_000 } }

/** The browser editor's projects: `npm run check` runs them beside the builds (they time nothing). */
const EDITOR_PROJECTS = ["cms-repo", "cms", "cms-translations"]

/**
 * `E2E_SUITE=editor` runs only the editor's projects, `E2E_SUITE=site` every other; unset, all of
 * them, the editor's last. A dependency on a project the suite leaves out is dropped: it only orders.
 */
function suite(projects: Project[]): Project[] {
  const chosen = process.env.E2E_SUITE
  if (!chosen) return projects
  if (chosen !== "editor" && chosen !== "site") throw new Error(`E2E_SUITE is "editor" or "site", not "${chosen}"`)
  const kept = projects.filter(({ name }) => EDITOR_PROJECTS.includes(name!) === (chosen === "editor"))
  const names = kept.map(({ name }) => name!)
  return kept.map((project) => ({
    ...project,
    dependencies: project.dependencies?.filter((dependency) => names.includes(dependency)),
  }))
}

/**
 * End-to-end tests against the production build, served as a static host serves it, in Debian's
 * Chromium (no browser download: see README). e2e/delivery/ tests builds with another contact
 * delivery mode (e2e/support/site-variants.ts), built by the `variants` setup project.
 */
/** Folders whose tests run in a project of their own (on a variant build, or the editor), not on the site's. */
const OWN_PROJECT_FOLDERS = [
  "delivery/**",
  "cms/**",
  "cms-translations/**",
  "rtl/**",
  "app/**",
  "guide-pages/**",
  "images/**",
]

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on two cores: without trace recording, two left a sixth of the CPU idle while both waited on
  // the page (a 1 s send, a 15 s timeout, cards fading in one after another).
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: BASE_URL,
    // On a developer's machine a failed test keeps its trace: every action with the DOM before and
    // after it (the screencast left out: 15 % of the suite's CPU time for a film of what the snapshots
    // show). CI records none: recording cost another 10 % of a run that waits on its two cores (68
    // tests: 92 CPU-s with the full trace, 78 with snapshots only, 70 without), and a failure there
    // still leaves its error, a screenshot and the page's accessibility tree (error-context.md); the
    // same test run locally gives the trace.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: suite([
    // Setup: the variants of the site that the variant projects and the audit need (e2e/variants.setup.ts),
    // and a throwaway repository for the browser editor (e2e/cms-repo.setup.ts).
    { name: "variants", testMatch: "variants.setup.ts" },
    { name: "cms-repo", testMatch: "cms-repo.setup.ts" },
    {
      name: "desktop",
      testIgnore: ["mobile/**", ...OWN_PROJECT_FOLDERS],
      use: desktop,
    },
    {
      name: "mobile",
      // Axe runs once per theme, in every language: light at a laptop's size, dark on a phone (with
      // the menu open there). The site's files (manifest, robots.txt, share image) and the hosts'
      // headers are the same bytes whatever the screen: the desktop project checks them (what a
      // visitor does under those headers runs at both sizes, csp-interactions.spec.ts).
      testIgnore: [
        "desktop/**",
        ...OWN_PROJECT_FOLDERS,
        "accessibility.spec.ts",
        "languages-accessibility.spec.ts",
        "site-files.spec.ts",
        "host-headers.spec.ts",
      ],
      use: mobile,
    },
    // The pages again in the dark theme: screenshots at a laptop's size; axe and screenshots on a
    // phone in dark mode.
    {
      name: "desktop-dark",
      testMatch: ["screenshots.spec.ts"],
      use: { ...desktop, colorScheme: "dark" },
    },
    {
      name: "mobile-dark",
      testMatch: ["accessibility.spec.ts", "languages-accessibility.spec.ts", "screenshots.spec.ts"],
      use: { ...mobile, colorScheme: "dark" },
    },
    {
      // Builds with a form service instead of the simulated send; desktop only, the form is the same.
      name: "delivery",
      testMatch: "delivery/**/*.spec.ts",
      dependencies: ["variants"],
      use: desktop,
    },
    // A build with Arabic added (not shipped): right-to-left, at a laptop's size and a phone's.
    {
      name: "rtl-desktop",
      dependencies: ["variants"],
      testMatch: "rtl/**/*.spec.ts",
      use: { ...desktop, baseURL: `http://localhost:${SITE_VARIANTS.rtl.port}` },
    },
    {
      name: "rtl-mobile",
      dependencies: ["variants"],
      testMatch: "rtl/**/*.spec.ts",
      use: { ...mobile, baseURL: `http://localhost:${SITE_VARIANTS.rtl.port}` },
    },
    // A build whose content names both app stores and three full-size screenshots (#18).
    {
      name: "app-desktop",
      dependencies: ["variants"],
      testMatch: "app/**/*.spec.ts",
      testIgnore: "app/mobile/**",
      use: { ...desktop, baseURL: `http://localhost:${SITE_VARIANTS.app.port}` },
    },
    {
      name: "app-mobile",
      dependencies: ["variants"],
      testMatch: "app/**/*.spec.ts",
      testIgnore: "app/desktop/**",
      use: { ...mobile, baseURL: `http://localhost:${SITE_VARIANTS.app.port}` },
    },
    // A build whose guide lists three species a page, as a large guide is split (#25).
    {
      name: "guide-pages",
      dependencies: ["variants"],
      testMatch: "guide-pages/**/*.spec.ts",
      use: { ...mobile, baseURL: `http://localhost:${SITE_VARIANTS["guide-pages"].port}` },
    },
    // The two hosts' builds, whose photos their image CDNs resize (served by serve-static.mjs).
    {
      name: "images",
      dependencies: ["variants"],
      testMatch: "images/**/*.spec.ts",
      use: mobile,
    },
    {
      // The browser editor at /admin/, under its own CSP, against decap-server on a throwaway copy.
      name: "cms",
      testMatch: "cms/**/*.spec.ts",
      // Last when all projects run (it builds a copy of the site, which must not slow the timed tests
      // of the others); \`npm run check\` runs it beside the builds instead, with E2E_SUITE=editor.
      dependencies: [
        "cms-repo",
        "desktop",
        "mobile",
        "desktop-dark",
        "mobile-dark",
        "delivery",
        "rtl-desktop",
        "rtl-mobile",
        "app-desktop",
        "app-mobile",
        "guide-pages",
        "images",
      ],
      use: { ...desktop, baseURL: `http://localhost:${HEADERS_PORT}` },
      ...EDITOR_TIME,
    },
    {
      // The translations in the browser editor, after e2e/cms/ on the same repository.
      name: "cms-translations",
      testMatch: "cms-translations/**/*.spec.ts",
      dependencies: ["cms"],
      use: { ...desktop, baseURL: `http://localhost:${HEADERS_PORT}` },
      ...EDITOR_TIME,
    },
  ]),
  // Started in order: the first builds the site if needed, the second serves that build.
  webServer: [
    {
      command: `node scripts/build-if-needed.mjs && npx gatsby serve --port ${PORT}`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
    },
    {
      command: `node scripts/serve-static.mjs public ${HEADERS_PORT}`,
      url: `http://localhost:${HEADERS_PORT}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve-static.mjs public ${NETLIFY_HEADERS_PORT} --host netlify`,
      url: `http://localhost:${NETLIFY_HEADERS_PORT}`,
      reuseExistingServer: !process.env.CI,
    },
    // The variants are built by the `variants` project, after these start: the hosts read files per request.
    {
      command: `node scripts/serve-static.mjs ${variantDir("endpoint")}/public ${SITE_VARIANTS.endpoint.port}`,
      port: SITE_VARIANTS.endpoint.port,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node e2e/hosts/netlify-host.mjs ${variantDir("netlify")}/public ${SITE_VARIANTS.netlify.port}`,
      port: SITE_VARIANTS.netlify.port,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve-static.mjs ${variantDir("rtl")}/public ${SITE_VARIANTS.rtl.port}`,
      port: SITE_VARIANTS.rtl.port,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve-static.mjs ${variantDir("app")}/public ${SITE_VARIANTS.app.port}`,
      port: SITE_VARIANTS.app.port,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve-static.mjs ${variantDir("guide-pages")}/public ${SITE_VARIANTS["guide-pages"].port}`,
      port: SITE_VARIANTS["guide-pages"].port,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node e2e/hosts/form-endpoint.mjs ${FORM_ENDPOINT_PORT}`,
      url: `http://localhost:${FORM_ENDPOINT_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
