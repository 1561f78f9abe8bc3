/**
 * Real `gatsby build`s of a copy of the site with content/ changed as an editor would change it.
 * Slow (a build each), so separate from the unit tests: `npm run test:content`.
 */
module.exports = {
  roots: ["<rootDir>/test/content-builds"],
  testEnvironment: "node",
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/test/support/jest-preprocess.js",
  },
  testTimeout: 300_000,
  // One build at a time: two at once would fight over the machine's two cores.
  maxWorkers: 1,
}
