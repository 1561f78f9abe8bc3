import { useEffect, useState } from "react"

/**
 * The visitor's current year. The first render uses `buildYear` so the static HTML and the first
 * client render agree (no hydration mismatch); a page built last year then updates after mount.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear)
  useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])
  return year
}
