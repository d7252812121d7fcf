import { FORM_STARTED_FIELD } from "~/domain/forms/honeypot";
import { formStartedValue } from "~/lib/honeypot.server";
import { getToast } from "~/lib/toast.server";
import { adminSayIn } from "~/locales/admin-sentences";

/** Builds requests the way the browser sends them to our server. */
export const ORIGIN = "http://localhost:3000";

export function getRequest(path: string, init: { cookie?: string } = {}) {
  return new Request(`${ORIGIN}${path}`, { headers: init.cookie ? { Cookie: init.cookie } : {} });
}

export function postForm(path: string, fields: Record<string, string | string[]>, init: { cookie?: string } = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...(init.cookie ? { Cookie: init.cookie } : {}) },
  });
}

/** "a=1; Path=/; HttpOnly" -> "a=1", for sending a Set-Cookie back as a Cookie header. */
export function cookieFrom(setCookie: string | null): string {
  if (!setCookie) throw new Error("expected a Set-Cookie header");
  return setCookie.split(";")[0];
}

/** Runs a loader/action and returns what it threw or returned, as a Response when it is one. */
export async function settle<T>(promise: Promise<T>): Promise<T | Response> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type Settled = { status: number; headers: Headers; data: any };

/** Normalises what a loader or action produced: a plain value, `data(value, init)` or a Response. */
export async function run(result: Promise<unknown>): Promise<Settled> {
  const value = await settle(result);
  if (value instanceof Response) {
    const text = await value.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: value.status, headers: value.headers, data };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const wrapped = value as { data: unknown; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), data: wrapped.data };
  }
  return { status: 200, headers: new Headers(), data: value };
}

export const context = { cspNonce: "test-nonce", requestId: "test-request", clientIp: "203.0.113.7", requestStart: 0 };

/** A public form's signed "shown at" field, as a person sends it: the form was shown `msAgo` before. */
export function shownBefore(msAgo = 10_000): Record<string, string> {
  return { [FORM_STARTED_FIELD]: formStartedValue(Date.now() - msAgo) };
}

/** The flash toast a response set, as the next page would read it; null when it set none. */
export async function toastOf(result: { headers: Headers }) {
  const cookie = result.headers.getSetCookie().find((value) => value.startsWith("toast="));
  return cookie ? (await getToast(getRequest("/", { cookie: cookieFrom(cookie) }))).toast : null;
}

/** The toast a response sets, its words as an English reader reads them (decision 0047). */
export async function toastInEnglish(result: { headers: Headers }) {
  const toast = await toastOf(result);
  return (
    toast && {
      ...toast,
      ...(toast.title === undefined ? {} : { title: adminSayIn("en", toast.title) }),
      ...(toast.description === undefined ? {} : { description: adminSayIn("en", toast.description) }),
    }
  );
}

/**
 * A form's refusals as an English reader sees them: a reason's id worded (decision 0047; the
 * admin's wording covers every page's), a sentence as it is. Tests compare what a person reads, so an id left unworded cannot pass.
 */
export function inEnglish(errors: Record<string, string[] | null | undefined> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, messages]) => [field, (messages ?? []).map((message) => adminSayIn("en", message))]),
  );
}
