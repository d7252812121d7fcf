import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { safeRedirect, SIGN_IN_MESSAGES } from "~/domain/sign-in";
import { signInSchema } from "~/domain/sign-in.schema.server";
import { admits, AREAS, type Area } from "./access.server";
import { authenticate, commitUserSession, SignInError } from "./auth.server";
import { requestWithForm } from "~/lib/form.server";
import { clientIp } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { takeSignInAttempt } from "./limits.server";

/**
 * The sign-in of the portal and the admin panel: limited per account and address in the
 * database (successful sign-ins never count), checked by the FormStrategy, and only a user
 * the area admits gets a session (anyone else is told 'Access Denied', as by requireAccess, and
 * stays signed out).
 */
export async function signInAction(request: Request, form: FormData, context: AppLoadContext, area: Area) {
  const { signInPath, denied } = AREAS[area];
  const submission = parseWithZod(form, { schema: signInSchema });
  const reply = (status: number, formErrors?: string[]) =>
    data({ lastResult: submission.reply({ formErrors, hideFields: ["password"] }) }, { status });
  if (submission.status !== "success") return reply(400);

  const attempt = await takeSignInAttempt(submission.value.email, clientIp(context));
  if (!attempt.ok) {
    log.warn("sign-in limit reached", { path: signInPath });
    return reply(429, [SIGN_IN_MESSAGES.tooMany]);
  }
  let user;
  try {
    user = await authenticate(requestWithForm(request, form));
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    if (attempt.addressOverLimit) {
      log.warn("sign-in limit of the address reached", { path: signInPath });
      return reply(429, [SIGN_IN_MESSAGES.tooMany]);
    }
    return reply(400, [error.message]);
  }
  await attempt.succeeded();
  if (!admits(area, user.role)) {
    return redirectWithToast(signInPath, { type: "error", title: "Access Denied", description: denied });
  }
  const headers = new Headers({ "Set-Cookie": await commitUserSession(request, user.id) });
  return redirectWithToast(
    safeRedirect(submission.value.redirectTo, signInPath),
    { type: "success", description: SIGN_IN_MESSAGES.signedIn },
    { headers },
  );
}
