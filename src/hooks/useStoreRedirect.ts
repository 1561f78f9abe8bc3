import { useEffect } from "react"
import { storeForDevice, type AppStoreLink } from "../lib/app-stores"

/**
 * Sends a phone on to its own store's page (the app page's purpose, for a QR code scanned from the
 * desktop site). `replace`, so Back returns to where the visitor was before the site. A browser that
 * is not a phone, or one whose store content does not name, stays and chooses from the links.
 */
export function useStoreRedirect(stores: ReadonlyArray<AppStoreLink>): void {
  useEffect(() => {
    const store = storeForDevice(navigator.userAgent, navigator.maxTouchPoints)
    const target = stores.find((entry) => entry.store === store)
    if (target) window.location.replace(target.url)
  }, [stores])
}
