import type { GatsbyConfig } from "gatsby"

const config: GatsbyConfig = {
  // Static hosts serve /privacy/index.html at /privacy/; keep every URL in that one form.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    // Outside src/: a generated file inside the watched tree retriggers Tailwind's scan in develop.
    typesOutputPath: "types/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-postcss",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    "gatsby-plugin-mdx",
  ],
}

export default config
