import Database from "better-sqlite3";
import { test, type APIRequestContext } from "@playwright/test";
import { addDaysToDate, localClock, weekdayOfDate } from "../../../app/domain/time";

/** Whether this run has JavaScript (each test runs in the "js" and the "no-js" project). */
export const hasJs = () => test.info().project.name === "js";

/** The server's database, read-only, for checks the UI cannot show (the e-mail outbox). */
export function readDb() {
  return new Database(process.env.E2E_DATABASE_FILE ?? "data/e2e-3100/app.db", { readonly: true, fileMustExist: true });
}

/** The `n`-th Monday-to-Saturday date after today in Austin, so tests never book in the past. */
export function upcomingWorkday(n: number): string {
  let date = localClock(new Date(), "America/Chicago").date;
  let found = 0;
  while (found < n) {
    date = addDaysToDate(date, 1);
    if (weekdayOfDate(date) !== "sunday") found += 1;
  }
  return date;
}

export function nextSunday(): string {
  let date = addDaysToDate(localClock(new Date(), "America/Chicago").date, 1);
  while (weekdayOfDate(date) !== "sunday") date = addDaysToDate(date, 1);
  return date;
}

/** The signed "shown at" field of a public form's page, for a test that posts the form itself. */
export async function shownForm(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const value = /name="form_started" value="([^"]+)"/.exec(html)?.[1];
  if (!value) throw new Error(`No form_started field on ${path}`);
  return { form_started: value };
}
