import { featureModel } from "../content-model"
import { checkValue } from "./fields"
import { isPlainObject, type ContentFile, type ContentProblem } from "./problems"

/** The feature cards: at least one, each sound, no two with the same order. */
export function checkFeatureCards(features: readonly ContentFile[]): ContentProblem[] {
  return features.length === 0
    ? [{ file: "content/features/", message: "holds no feature cards; expected at least one .json file" }]
    : [
        ...features.flatMap(({ file, data }) => checkValue(data, featureModel, file, "")),
        ...checkFeatureOrders(features),
      ]
}

function checkFeatureOrders(features: readonly ContentFile[]): ContentProblem[] {
  const firstWithOrder = new Map<unknown, string>()
  const problems: ContentProblem[] = []
  for (const { file, data } of features) {
    const order = isPlainObject(data) ? data.order : undefined
    if (!Number.isInteger(order)) continue
    const first = firstWithOrder.get(order)
    if (first) {
      problems.push({
        file,
        message: `"order" is ${order}, the same as in ${first}; expected each card to have its own order`,
      })
    } else {
      firstWithOrder.set(order, file)
    }
  }
  return problems
}
