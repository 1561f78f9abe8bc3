import "@testing-library/jest-dom"
import { setupIntersectionMocking, resetIntersectionMocking } from "react-intersection-observer/test-utils"
import { addPopoverStyle, installPopoverPolyfill, resetPopovers } from "./popover"

/** jsdom has no matchMedia; react-hot-toast and the reduced-motion check need one. */
export function stubMatchMedia(reducedMotion = false): void {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reducedMotion && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  })
}

installPopoverPolyfill()
addPopoverStyle()

beforeEach(() => {
  // Any console error or warning fails the test (hydration and act() warnings included). A test
  // that expects one asserts it and then clears the mock.
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
  stubMatchMedia()
  setupIntersectionMocking(jest.fn)
  // jsdom lays nothing out, so it cannot scroll; record the calls instead.
  Element.prototype.scrollIntoView = jest.fn()
})

afterEach(() => {
  expect(jest.mocked(console.error).mock.calls).toEqual([])
  expect(jest.mocked(console.warn).mock.calls).toEqual([])
  jest.restoreAllMocks()
  resetIntersectionMocking()
  resetPopovers()
  jest.useRealTimers()
})
