import { createCookieSessionStorage } from "@remix-run/node";
import type { TypedValues } from "~/domain/forms/typed-values";
import { baseCookieOptions } from "./cookies.server";
import { singleton } from "./singleton.server";

/** The cookie carrying a form's typed values across a language switch, read (and cleared) by the next page. */
export const TYPED_COOKIE = "typed";
const KEY = "typed";

function storage() {
  return singleton("typedValuesStorage", () =>
    createCookieSessionStorage({ cookie: { name: TYPED_COOKIE, ...baseCookieOptions(), maxAge: 120 } }),
  );
}

export async function typedValuesCookie(typed: TypedValues): Promise<string> {
  const session = await storage().getSession();
  session.flash(KEY, typed);
  return storage().commitSession(session);
}

/** The values a switch carried to this page, and the header that clears them; nothing when none came. */
export async function readTypedValues(request: Request): Promise<{ typed: TypedValues | null; setCookie: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${TYPED_COOKIE}=`)) return { typed: null, setCookie: null };
  const session = await storage().getSession(header);
  const typed = (session.get(KEY) as TypedValues | undefined) ?? null;
  return { typed, setCookie: await storage().commitSession(session) };
}
