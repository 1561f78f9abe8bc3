import sharp from "sharp"
import { shareImageSvg, wrapText } from "../../../src/node/host"
import { SHARE_IMAGE } from "../../../src/lib/share-image"

describe("share image", () => {
  it("wraps the tagline at spaces", () => {
    expect(wrapText("Your pocket insect identification expert", 26)).toEqual([
      "Your pocket insect",
      "identification expert",
    ])
  })

  it("draws the brand and the tagline from content, escaped", () => {
    const svg = shareImageSvg("Bugs & <Co>", "Your pocket insect identification expert")
    expect(svg).toContain("Bugs &#38; &#60;Co&#62;")
    expect(svg).toContain(">Your pocket insect<")
    expect(svg).toContain(">identification expert<")
  })

  it("renders as a 1200x630 PNG", async () => {
    const png = await sharp(Buffer.from(shareImageSvg("BugLens", "Your pocket insect identification expert")))
      .png()
      .toBuffer()
    const { width, height, format } = await sharp(png).metadata()
    expect({ width, height, format }).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, format: "png" })
  })
})
