import fs from "fs"
import path from "path"
import { DRAWN_ORDERS, drawingOf } from "../src/lib/guide"
import { fillTemplate } from "../src/lib/fill-template"
import { isCurrentPath, normalizePath } from "../src/lib/paths"

describe("fillTemplate", () => {
  it("fills known placeholders and keeps unknown ones", () => {
    expect(fillTemplate("© {year} {brand} {later}", { year: 2026, brand: "BugLens" })).toBe("© 2026 BugLens {later}")
  })

  it("fills a placeholder every time it appears", () => {
    expect(fillTemplate("{brand}, {brand}!", { brand: "BugLens" })).toBe("BugLens, BugLens!")
  })
})

describe("paths", () => {
  it.each([
    ["/privacy", "/privacy"],
    ["/privacy/", "/privacy"],
    ["/privacy/index.html", "/privacy"],
    ["/", "/"],
    ["", "/"],
  ])("normalizes %p to %p", (input, expected) => {
    expect(normalizePath(input)).toBe(expected)
  })

  it("matches a link to the page it names only", () => {
    expect(isCurrentPath("/privacy/", "/privacy")).toBe(true)
    expect(isCurrentPath("/privacy/", "/terms/")).toBe(false)
    expect(isCurrentPath("/privacy/", "/")).toBe(false)
  })
})

describe("the guide's drawings", () => {
  it("are a file in static/drawings/ for every order drawn, and the beetle for any other", () => {
    const files = fs.readdirSync(path.join(__dirname, "../static/drawings")).sort()
    expect(files).toEqual(DRAWN_ORDERS.map((order) => `${order.toLowerCase()}.svg`))
    expect(drawingOf("Hymenoptera")).toBe("/drawings/hymenoptera.svg")
    expect(drawingOf("Ephemeroptera")).toBe("/drawings/coleoptera.svg")
  })
})
