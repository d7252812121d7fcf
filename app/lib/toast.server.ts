import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { baseCookieOptions } from "./cookies.server";
import { singleton } from "./singleton.server";

/** The flash message's cookie, read (and cleared) by the next page. */
export const TOAST_COOKIE = "toast";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().optional(),
  description: z.string(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

function getToastStorage() {
  return singleton("toastStorage", () => createCookieSessionStorage({ cookie: { name: TOAST_COOKIE, ...baseCookieOptions() } }));
}

const TOAST_KEY = "toast";

/** Errors read 'Error' (spec section 8) unless a title is given. */
function normalize(input: ToastInput): Toast {
  const toast = toastSchema.parse(input);
  return toast.type === "error" && !toast.title ? { ...toast, title: "Error" } : toast;
}

export async function createToastHeader(input: ToastInput): Promise<string> {
  const storage = getToastStorage();
  const session = await storage.getSession();
  session.flash(TOAST_KEY, normalize(input));
  return storage.commitSession(session);
}

/** Redirects and shows a toast on the next page, with or without JavaScript. */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await createToastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) the flashed toast. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const storage = getToastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  // `has` before `get`: reading a flash value removes it from the session.
  if (!session.has(TOAST_KEY)) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": await storage.destroySession(session) }),
  };
}
