import { test as setup } from "@playwright/test"
import { freshCmsRepo } from "./support/cms-repo"

/** A throwaway copy of the repository for e2e/cms/ and then e2e/cms-translations/ to change. */
setup("a fresh copy of the repository for the browser editor", () => {
  freshCmsRepo()
})
