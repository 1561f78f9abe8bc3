import { useCallback, useState } from "react"

export type ToastModule = typeof import("react-hot-toast")

let toastModule: Promise<ToastModule> | null = null

/** Shared by every caller: the module is fetched once, on first use. */
function loadToastModule(): Promise<ToastModule> {
  toastModule ??= import("react-hot-toast")
  return toastModule
}

/**
 * react-hot-toast, fetched only when a toast is about to be needed rather than with the page:
 * most visitors never send the form, and every kilobyte of JavaScript counts on a cheap phone.
 * `load` starts the fetch (call it as the form starts sending); `Toaster` is null until it arrives.
 */
export function useLazyToast() {
  const [loaded, setLoaded] = useState<ToastModule | null>(null)
  const load = useCallback(async () => {
    const module = await loadToastModule()
    setLoaded(module)
    return module
  }, [])
  return { Toaster: loaded?.Toaster ?? null, load }
}
