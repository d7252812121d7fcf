import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { safeRedirect, SIGN_IN_MESSAGES, signInSchema } from "~/domain/sign-in";
import { authenticate, commitUserSession, SignInError } from "./auth.server";
import type { Role } from "./db-schema";
import { clientIp } from "./http.server";
import { log } from "./logger.server";
import { getSignInLimiter } from "./rate-limit.server";
import { redirectWithToast } from "./toast.server";

/**
 * The sign-in action shared by the portal and the admin panel: rate limited per IP, checked by
 * the FormStrategy, and only a user with `role` gets a session (anyone else is told
 * 'Access Denied' and stays signed out).
 */
export async function signInAction(
  request: Request,
  context: AppLoadContext,
  options: { role: Role; loginPath: string; defaultRedirect: string; deniedMessage: string },
) {
  const form = await request.clone().formData();
  const submission = parseWithZod(form, { schema: signInSchema });
  const reply = (status: number, formErrors?: string[]) =>
    data({ lastResult: submission.reply({ formErrors, hideFields: ["password"] }) }, { status });

  if (!getSignInLimiter().hit(clientIp(context)).ok) {
    log.warn("sign-in rate limit reached", { path: options.loginPath });
    return reply(429, [SIGN_IN_MESSAGES.tooMany]);
  }
  if (submission.status !== "success") return reply(400);

  let user;
  try {
    user = await authenticate(request);
  } catch (error) {
    if (error instanceof SignInError) return reply(400, [error.message]);
    throw error;
  }
  if (user.role !== options.role) {
    return redirectWithToast(options.loginPath, { type: "error", title: "Access Denied", description: options.deniedMessage });
  }
  const headers = new Headers({ "Set-Cookie": await commitUserSession(request, user.id) });
  return redirectWithToast(
    safeRedirect(submission.value.redirectTo, options.defaultRedirect),
    { type: "success", description: SIGN_IN_MESSAGES.signedIn },
    { headers },
  );
}
