import { Component, type ErrorInfo, type ReactNode } from "react"

interface PageErrorBoundaryProps {
  children: ReactNode
}

interface PageErrorBoundaryState {
  error: Error | null
}

/**
 * Catches an error thrown while rendering a page and shows the router's default error screen in
 * its place, instead of a blank page. Its text is deliberately not content: it must render even
 * when the content itself is what broke.
 */
export default class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  state: PageErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Error while rendering the page:", error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <main role="alert" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-bold text-forest-900">Unexpected Application Error!</h2>
        <h3 className="mt-4 text-lg italic text-muted">{error.message}</h3>
        {process.env.NODE_ENV !== "production" && error.stack ? (
          <pre className="mt-6 overflow-x-auto rounded-lg bg-leaf-50 p-4 text-sm text-ink">{error.stack}</pre>
        ) : null}
      </main>
    )
  }
}
