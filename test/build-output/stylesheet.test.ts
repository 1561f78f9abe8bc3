import { builtFile } from "./built-file"

describe("the stylesheet every page inlines", () => {
  it("declares Tailwind's properties with @property, without the fallback block for browsers before 2024", () => {
    // The stylesheet the home page names: older builds' files stay in public/ beside it.
    const href = /<style data-href="([^"]+\.css)"/.exec(builtFile("index.html").toString("utf8"))?.[1]
    expect(href).toBeDefined()
    const css = builtFile(href!).toString("utf8")
    expect(css).toMatch(/@property --tw-/)
    expect(css).not.toContain("@layer properties")
  })
})
