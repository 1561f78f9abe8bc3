/** Unit tests in jsdom. Browser end-to-end tests live in e2e/ and run with Playwright. */
module.exports = {
  roots: ["<rootDir>/test"],
  // Tests of the build output, run by `npm run test:build` (jest.build.config.js).
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/test/content-builds/", "<rootDir>/test/build-output/"],
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/test/support/jest-preprocess.js",
  },
  // gatsby and @mdx-js/react ship ES modules that Jest must compile too.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js)/)"],
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    // A page's own stylesheet is text in the page; its rules are the browser tests' to check.
    "\\.pcss$": "<rootDir>/test/__mocks__/stylesheet-text.js",
  },
  globals: {
    __PATH_PREFIX__: "",
  },
  setupFiles: ["<rootDir>/test/support/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/test/support/setup.ts"],
}
