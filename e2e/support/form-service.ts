import type { APIRequestContext, Page } from "@playwright/test"
import { expect } from "../fixtures"
import { FORM_ENDPOINT_PORT } from "./site-variants"

const ENDPOINT = `http://localhost:${FORM_ENDPOINT_PORT}`

export interface ReceivedMessage {
  fields: Record<string, string>
  contentType: string
  accept: string
}

/** Tells the stand-in form service (e2e/hosts/form-endpoint.mjs) how to answer this token's messages. */
export async function scriptAnswers(request: APIRequestContext, token: string, answers: string[]): Promise<void> {
  await request.post(`${ENDPOINT}/__script`, { data: { token, answers } })
}

/** What reached the form service for this token: the messages it took, and how many posts came. */
export async function received(
  request: APIRequestContext,
  token: string,
): Promise<{ delivered: ReceivedMessage[]; attempts: number }> {
  return (await request.get(`${ENDPOINT}/__received?token=${encodeURIComponent(token)}`)).json()
}

/** A visitor's message, marked with the test's own token so tests running side by side don't mix. */
export function messageFor(token: string) {
  return { name: "Ada Lovelace", email: "ada@example.org", message: `Which beetle has seven spots? (${token})` }
}

export async function fillIn(page: Page, message: ReturnType<typeof messageFor>): Promise<void> {
  await page.getByLabel("Name").fill(message.name)
  await page.getByLabel("Email").fill(message.email)
  await page.getByLabel("Message").fill(message.message)
}

export async function expectFieldsToHold(page: Page, message: ReturnType<typeof messageFor>): Promise<void> {
  await expect(page.getByLabel("Name")).toHaveValue(message.name)
  await expect(page.getByLabel("Email")).toHaveValue(message.email)
  await expect(page.getByLabel("Message")).toHaveValue(message.message)
}
