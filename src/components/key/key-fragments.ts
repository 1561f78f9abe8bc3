import { graphql } from "gatsby"

/**
 * The identification key's words, in the page's language (content/site.json, `key`), and what it asks of
 * a species or one of its stages: its traits, one type for both.
 */
export const query = graphql`
  fragment KeyTraits on SpeciesTraits {
    shapes
    colours
    patterns
    places
    encounters
  }

  fragment KeyCopy on SiteConfig {
    key {
      title
      description
      intro
      shapeHeading
      colourHeading
      patternHeading
      sizeHeading
      placeHeading
      monthHeading
      encounterHeading
      shapes {
        beeOrWasp
        ant
        flyOrMosquito
        beetle
        ladybird
        bug
        butterfly
        moth
        caterpillar
        dragonfly
        grasshopper
        mantis
        cockroach
        lacewing
        earwig
        flea
        louse
        silverfish
        larva
      }
      colours {
        black
        brown
        grey
        white
        yellow
        orange
        red
        green
        blue
        metallic
      }
      patterns {
        bands
        spots
        plain
        hairy
      }
      sizes {
        under5
        from5To15
        from15To30
        over30
      }
      places {
        indoors
        bedOrSkin
        garden
        woods
        water
        grass
        trees
      }
      encounters {
        stung
        bit
        rash
        swarmed
        nothing
      }
      matchCount
      exactHeading
      closeHeading
      missesText
      noneText
      appPrompt
      appLink
      clearLink
      shapePageIntro
      noScriptNote
    }
  }
`
