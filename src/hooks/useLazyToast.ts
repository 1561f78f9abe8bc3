import { useCallback, useState, type ComponentType } from "react"

export type ToastModule = typeof import("react-hot-toast")

interface LoadedToast {
  toast: ToastModule
  Toaster: ComponentType
}

let loading: Promise<LoadedToast> | null = null

/** Shared by every caller: react-hot-toast and the site's toaster are fetched once, on first use. */
function loadToast(): Promise<LoadedToast> {
  loading ??= Promise.all([import("react-hot-toast"), import("../components/SiteToaster")]).then(
    ([toast, { default: Toaster }]) => ({ toast, Toaster }),
  )
  return loading
}

/**
 * react-hot-toast, fetched only when a toast is about to be needed rather than with the page:
 * most visitors never send the form, and every kilobyte of JavaScript counts on a cheap phone.
 * `load` starts the fetch (call it as the form starts sending); `Toaster` (SiteToaster) is null
 * until it arrives.
 */
export function useLazyToast() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  const load = useCallback(async () => {
    const loaded = await loadToast()
    // A function is taken by useState as an updater: wrapped, so the component itself is kept.
    setToaster(() => loaded.Toaster)
    return loaded.toast
  }, [])
  return { Toaster, load }
}
