/**
 * Where the contact form's messages go, as chosen in content/site.json (`contact.delivery`):
 * - simulated: the spec's behaviour, nothing leaves the browser;
 * - netlify: Netlify Forms, posted to the site itself;
 * - endpoint: any form service that takes an HTML form post (Formspree, Basin, Getform, ...).
 * Pure helpers shared by the form, the legal pages and the build (validation, CSP).
 */
export type ContactDelivery = Pick<Queries.SiteConfigContactDelivery, "mode" | "url">

export const SIMULATED: ContactDelivery = { mode: "simulated", url: null }

/** The form's name as Netlify registers it from the built HTML, and the hidden field that names it. */
export const NETLIFY_FORM_NAME = "contact"
/**
 * A field people never see and bots fill in. Formspree reads this name as its own honeypot, and
 * Netlify is told the name with `netlify-honeypot`, so both services drop such posts themselves too.
 */
export const HONEYPOT_FIELD = "_gotcha"

/**
 * An https address, or an http one on this machine so that tests can post to a local endpoint; no
 * user name, password or #fragment. Also the browser editor's pattern for the field.
 */
export const FORM_ENDPOINT_PATTERN = /^(https:\/\/[A-Za-z0-9.-]+|http:\/\/(localhost|127\.0\.0\.1))(:\d+)?(\/[^\s#]*)?$/

export function isFormEndpoint(text: string): boolean {
  return FORM_ENDPOINT_PATTERN.test(text)
}

export function sendsMessages(delivery: ContactDelivery): boolean {
  return delivery.mode === "netlify" || delivery.mode === "endpoint"
}

/** Where the form posts: the site itself for Netlify, the service's address for an endpoint. */
function postUrl(delivery: ContactDelivery): string | null {
  if (delivery.mode === "netlify") return "/"
  if (delivery.mode === "endpoint" && delivery.url) return delivery.url
  return null
}

/** The origin a browser must be allowed to post to and fetch from (CSP), when it is another site's. */
export function formServiceOrigin(delivery: ContactDelivery): string | null {
  return delivery.mode === "endpoint" && delivery.url ? new URL(delivery.url).origin : null
}

/** Who receives the messages, as the privacy policy names them. */
export function formServiceName(delivery: ContactDelivery): string | null {
  if (delivery.mode === "netlify") return "Netlify"
  if (delivery.mode === "endpoint" && delivery.url) return new URL(delivery.url).hostname
  return null
}

/**
 * The attributes of the <form> element. With a service, the form also works without JavaScript:
 * the browser posts it there itself. Netlify's build bot registers the form from these attributes
 * in the built HTML. Netlify gets no `action`: a post to the page itself shows Netlify's own
 * confirmation page.
 */
export function formAttributes(delivery: ContactDelivery): Record<string, string> {
  if (delivery.mode === "netlify") {
    return { name: NETLIFY_FORM_NAME, "data-netlify": "true", "netlify-honeypot": HONEYPOT_FIELD }
  }
  if (delivery.mode === "endpoint" && delivery.url) return { action: delivery.url }
  return {}
}

/** The field that carries the page's language in a message sent from a page not in the default language. */
export const LANGUAGE_FIELD = "language"

export interface MessageFields {
  name: string
  email: string
  message: string
  language?: string
}

/** The request that delivers a message: a URL-encoded form post, as each service documents it. */
export function deliveryRequest(delivery: ContactDelivery, fields: MessageFields): { url: string; init: RequestInit } {
  const url = postUrl(delivery)
  if (!url) throw new Error(`The contact form cannot post in mode "${delivery.mode}"`)
  const body = new URLSearchParams(delivery.mode === "netlify" ? { "form-name": NETLIFY_FORM_NAME } : {})
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return {
    url,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: body.toString(),
    },
  }
}

/** Resolves when the service took the message (any 2xx); rejects on any other answer, a network error or `timeoutMs`. */
export async function postMessage(delivery: ContactDelivery, fields: MessageFields, timeoutMs: number): Promise<void> {
  const { url, init } = deliveryRequest(delivery, fields)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, { ...init, signal: controller.signal })
    if (!response.ok) throw new Error(`The form service answered ${response.status}`)
  } finally {
    clearTimeout(timer)
  }
}
