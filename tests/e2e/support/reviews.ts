import { expect, type Page } from "@playwright/test";
import { readDb, startsSoon } from "./e2e";

/**
 * The signed-in provider takes a customer's booking through its lifecycle from the portal, to
 * completed: on its day (the provider can set out from an hour before), asked once before the
 * customer is told they are on the way.
 */
export async function completeFromPortal(page: Page, customerName: string) {
  startsSoon(customerName);
  await page.goto("/provider/bookings");
  const row = page.getByRole("listitem").filter({ hasText: customerName });
  await row.locator("summary", { hasText: /^Mark en route/ }).click();
  await row.getByRole("button", { name: `Yes, tell ${customerName}` }).click();
  await expect(row.getByText("En route", { exact: true })).toBeVisible();
  for (const [action, status] of [
    [/^Start job/, "In progress"],
    [/^Mark completed/, "Completed"],
  ] as const) {
    await row.getByRole("button", { name: action }).click();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }
}

/** The path and query of the review link in a completed booking's invitation e-mail. */
export function reviewLinkOf(bookingId: string): string {
  const db = readDb();
  const invite = db.prepare("select text from email_outbox where booking_id = ? and kind = 'review_invite'").get(bookingId) as
    { text: string } | undefined;
  db.close();
  const match = /(http\S+\/reviews\/new\?token=\S+)/.exec(invite?.text ?? "");
  if (!match) throw new Error(`No review invitation for booking ${bookingId}`);
  const link = new URL(match[1]);
  return `${link.pathname}${link.search}`;
}
