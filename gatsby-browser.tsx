import "./src/styles/global.css"

export { wrapPageElement } from "./src/gatsby/wrap-page-element"
export { replaceHydrateFunction } from "./src/gatsby/hydrate"
export { onClientEntry } from "./src/gatsby/not-found-path"
