import { featureModel } from "../content-model"
import { checkValue, isPlainObject, repeatedKeys } from "./fields"
import type { ContentFile, ContentProblem } from "./problems"

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
  const orderOf = ({ data }: ContentFile) => {
    const order = isPlainObject(data) ? data.order : undefined
    return Number.isInteger(order) ? order : undefined
  }
  return repeatedKeys(features, orderOf).map(({ entry, key, first }) => ({
    file: entry.file,
    message: `"order" is ${key}, the same as in ${first}; expected each card to have its own order`,
  }))
}
