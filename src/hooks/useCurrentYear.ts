import { useHydrated } from "./useHydrated"

/**
 * The visitor's current year. While hydrating it is `buildYear`, what the static HTML was rendered
 * with, so there is no mismatch; then the real year. A page built last year shows this year.
 */
export function useCurrentYear(buildYear: number): number {
  return useHydrated() ? new Date().getFullYear() : buildYear
}
