/**
 * Tests of what `gatsby build` produces, slow or needing a build, so separate from the unit tests
 * (`npm run test:build`): test/build-output reads the project's own public/ (run `npm run build`
 * first); test/content-builds builds a copy of the site with content/ changed as an editor would.
 */
module.exports = {
  roots: ["<rootDir>/test/build-output", "<rootDir>/test/content-builds"],
  testEnvironment: "node",
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/test/support/jest-preprocess.js",
  },
  // Above site-copy.ts's build guard: a hook that builds a copy takes 35-70 s alone, over 300 s in CI's
  // second phase with two busy loops beside it (#44); the guard, not this, ends a hung build.
  testTimeout: 1_200_000,
  // One build at a time: two at once would fight over the machine's two cores.
  maxWorkers: 1,
}
