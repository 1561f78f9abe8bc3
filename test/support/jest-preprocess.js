const babelJest = require("babel-jest").default

module.exports = babelJest.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
})
