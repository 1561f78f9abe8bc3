/**
 * The identification key's words in a page's language: each question's heading and its answers'
 * labels, from content's key copy and the months' names. Remembered by the page's data object, so a
 * choice, which re-renders the key, builds none of them again.
 */
import { drawingOf, keyPath, shapeDrawingOf } from "./guide"
import { COLOUR_SWATCHES, KEY_QUESTIONS, SHAPE_DRAWINGS, SHAPES, answerLabelKey, type KeyQuestion } from "./key-traits"
import { memoizeByObject } from "./memoize"

/** The key page's site data: its copy, and what every guide page has. */
export type KeySite = NonNullable<Queries.KeyPageQuery["siteConfig"]>

/** An answer's label in the page's language: content's key labels, and the months' names. */
export function answerLabel(site: KeySite, question: KeyQuestion, answer: string): string {
  const { key } = site
  const labels: Record<KeyQuestion, Readonly<Record<string, string>>> = {
    shape: key.shapes,
    colour: key.colours,
    pattern: key.patterns,
    size: key.sizes,
    place: key.places,
    encounter: key.encounters,
    month: Object.fromEntries(site.monthNames.map((name, index) => [String(index + 1), name])),
  }
  return labels[question][question === "month" ? answer : answerLabelKey(answer)] ?? answer
}

/** Each question's heading and its answers' labels, in the page's language. */
export const questionsOf = memoizeByObject((site: KeySite, _: void) =>
  KEY_QUESTIONS.map(({ question, trait, answers }) => ({
    question,
    trait,
    heading: site.key[`${question}Heading`],
    answers: (answers as readonly string[]).map((answer) => ({
      answer,
      label: answerLabel(site, question, answer),
      swatch: question === "colour" ? COLOUR_SWATCHES[answer as keyof typeof COLOUR_SWATCHES] : undefined,
    })),
  })),
)

export type KeyQuestions = ReturnType<typeof questionsOf>

export const headingOf = (questions: KeyQuestions, question: KeyQuestion) =>
  questions.find((entry) => entry.question === question)!.heading

/** The labels of a question's answers, joined: "black, yellow". */
export function answerLabels(questions: KeyQuestions, question: KeyQuestion, answers: readonly string[]): string {
  const labels = questions.find((entry) => entry.question === question)!.answers
  return answers.map((answer) => labels.find((entry) => entry.answer === answer)?.label ?? answer).join(", ")
}

/** The shape buttons: each shape's label, its page and its drawing. */
export const shapeChoicesOf = memoizeByObject((site: KeySite, _: void) =>
  SHAPES.map((shape) => {
    const drawn = SHAPE_DRAWINGS[shape]
    return {
      shape,
      label: answerLabel(site, "shape", shape),
      path: keyPath(site.language, site.defaultLanguage, shape),
      drawing: "shape" in drawn ? shapeDrawingOf(drawn.shape) : drawingOf(drawn.order),
    }
  }),
)
