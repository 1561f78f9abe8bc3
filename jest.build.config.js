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
  testTimeout: 300_000,
  // One build at a time: two at once would fight over the machine's two cores.
  maxWorkers: 1,
}
