import { useCallback, useEffect, useRef, useState } from "react"
import type { ReadIndexFile } from "../lib/guide-search"
import { numberFormat } from "../lib/guide"
import { cachedReader, fetchFromSite } from "../lib/index-files"
import { keyEntryPath, readKey, type KeyResult } from "../lib/key-index"
import {
  SHAPES,
  choicesFromQuery,
  keepUnchangedAnswers,
  queryOfChoices,
  type KeyChoices,
  type KeyQuestion,
} from "../lib/key-traits"

/** The species that fit a visitor's choices: how many, the exact matches and the close ones listed. */
export interface KeyAnswer {
  count: number
  exact: KeyResult[]
  close: KeyResult[]
}

export type KeyState =
  /** As the page was built: its shape's species, or none chosen. */
  | { status: "built" }
  /**
   * Reading the answer to new choices, with the last answer still on screen, if there was one. The
   * count is the one on screen until the new choices' is known (their species to list come after):
   * a choice made before the last one's species were read keeps the last count, not the page's.
   */
  | { status: "reading"; shown?: KeyAnswer; count?: number }
  | ({ status: "done" } & KeyAnswer)
  | { status: "unavailable" }

/** How many exact and how many close matches are listed; the count says how many fit. */
const SHOWN = 30

/** The longest a choice waits for its count before its URL is recorded all the same. */
const RECORD_WITHIN_MS = 1000

/** Runs `task` once the next frame has been painted. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** Whether the visitor sees the count of the choices in `state`. */
const countShown = (state: KeyState) => state.status !== "reading" || state.count !== undefined

/** The choices a location holds: a shape page's shape (/insects/key/beetle/), and its query's. */
export function choicesAt(pathname: string, search: string): KeyChoices {
  const choices = choicesFromQuery(search)
  const shape = pathname.split("/").filter(Boolean).pop()
  if (shape && (SHAPES as readonly string[]).includes(shape) && !choices.shape?.includes(shape)) {
    choices.shape = SHAPES.filter((answer) => answer === shape || choices.shape?.includes(answer))
  }
  return choices
}

/**
 * The identification key's choices and the species that fit them. The choices live in the URL: the
 * page starts from its own (a shared link, a shape page), each choice adds a history entry on the
 * key's own path, and back and forward restore the choices of their entry. A choice's entry is
 * added once its count is on screen: a new entry sets the browser fetching and decoding the page's
 * icons again, on the page's main thread, ahead of the count (docs/architecture.md,
 * "Identification key"). The key's entry file is
 * read once the page is idle; the bitsets of the answers chosen and the record blocks of the species
 * listed once the choices differ from the page's as built (src/lib/key-index.ts).
 */
export function useIdentificationKey(
  language: string,
  locale: string,
  keyPath: string,
  builtChoices: KeyChoices,
  read: ReadIndexFile = fetchFromSite,
) {
  const [choices, setChoices] = useState<KeyChoices>(builtChoices)
  const [state, setState] = useState<KeyState>({ status: "built" })
  const reader = useRef<ReadIndexFile | null>(null)
  const latest = useRef(choices)
  const built = useRef(queryOfChoices(builtChoices))
  /** The URLs of choices made whose history entries wait for their count (record). */
  const unrecorded = useRef<string[]>([])

  /** Adds the history entries of the choices made so far, in the order they were made. */
  const record = useCallback(() => {
    for (const url of unrecorded.current.splice(0)) window.history.pushState(null, "", url)
  }, [])

  const show = useCallback(
    async (chosen: KeyChoices) => {
      const next = keepUnchangedAnswers(latest.current, chosen)
      latest.current = next
      setChoices(next)
      if (queryOfChoices(next) === built.current) {
        setState({ status: "built" })
        return
      }
      // The last answer stays until the next is read: the count does not jump back to the whole
      // guide and down again with each choice.
      setState((current) =>
        current.status === "reading"
          ? { status: "reading", shown: current.shown, count: current.count }
          : { status: "reading", shown: current.status === "done" ? current : undefined },
      )
      try {
        reader.current ??= cachedReader(read)
        const found = await readKey(next, language, reader.current, SHOWN, (count) => {
          if (latest.current === next)
            setState((current) => (current.status === "reading" ? { ...current, count } : current))
        })
        if (latest.current === next) setState({ status: "done", ...found })
      } catch {
        // Read the entry again next time: after a deploy, the files an entry named before are gone.
        reader.current = null
        if (latest.current === next) setState({ status: "unavailable" })
      }
    },
    [language, read],
  )

  // The key's entry (a small file per language, docs/search.md) read, and the count's
  // number format made, once the page is idle: a visitor reads the questions before choosing, and the
  // first choice then waits only for its answers' bitsets and the species it lists.
  useEffect(() => {
    const prefetch = () => {
      numberFormat(locale).format(0)
      reader.current ??= cachedReader(read)
      reader.current(keyEntryPath(language)).catch(() => (reader.current = null))
    }
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(prefetch, 0)
      return () => clearTimeout(timer)
    }
    const idle = window.requestIdleCallback(prefetch)
    return () => window.cancelIdleCallback(idle)
  }, [language, locale, read])

  useEffect(() => {
    const fromLocation = () => show(choicesAt(window.location.pathname, window.location.search))
    if (window.location.search) void fromLocation()
    // Back or forward before a choice's entry was added: the location's choices replace it.
    const moved = () => {
      unrecorded.current = []
      void fromLocation()
    }
    window.addEventListener("popstate", moved)
    return () => {
      window.removeEventListener("popstate", moved)
      unrecorded.current = []
    }
  }, [show])

  // A choice's history entry once its count has been painted, or at the latest RECORD_WITHIN_MS after it.
  useEffect(() => {
    if (unrecorded.current.length === 0) return
    if (countShown(state)) return afterNextPaint(record)
    const timer = setTimeout(record, RECORD_WITHIN_MS)
    return () => clearTimeout(timer)
  }, [state, record])

  /** Adds or removes one answer, and records the choices in the URL. */
  const toggle = useCallback(
    (question: KeyQuestion, answer: string) => {
      const current = latest.current[question] ?? []
      const next = {
        ...latest.current,
        [question]: current.includes(answer) ? current.filter((chosen) => chosen !== answer) : [...current, answer],
      }
      const normal = choicesFromQuery(queryOfChoices(next))
      unrecorded.current.push(`${keyPath}${queryOfChoices(normal)}`)
      void show(normal)
    },
    [keyPath, show],
  )

  const clear = useCallback(() => {
    unrecorded.current.push(keyPath)
    void show({})
  }, [keyPath, show])

  return { choices, state, toggle, clear }
}
