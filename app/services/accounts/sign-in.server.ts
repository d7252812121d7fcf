import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { signInLinkEmail } from "~/locales/account-emails";
import type { Language } from "~/domain/language";
import { safeRedirect, SIGN_IN_LINK_MINUTES, SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { signInLinkSchema, signInSchema } from "~/domain/accounts/sign-in.schema.server";
import { admits, AREAS, homeOf, type Area } from "~/services/support/access.server";
import { memberSignedIn } from "~/services/portal/index.server";
import { authenticate, commitUserSession, SignInError } from "~/services/support/auth.server";
import { requestWithForm } from "~/lib/form.server";
import { knownDevice, rememberDevice } from "~/lib/device-cookie.server";
import { clientIp, publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { newStoredToken, signInLinkPath, storedTokenHash } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { insertSignInLink, isLiveSignInLink, useSignInLink } from "~/models/sign-in-link.server";
import { findUserByEmail, findUserById } from "~/models/user.server";
import { takeSignInAttempt, takeSignInLinkRequest } from "~/services/support/limits.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * The sign-in of the portal and the admin panel: limited per account and address in the database,
 * checked by the FormStrategy, and a session only for a user the area admits (anyone else is told
 * 'Access Denied' and stays signed out). A team member goes to their own jobs.
 */
export async function signInAction(request: Request, form: FormData, context: AppLoadContext, area: Area) {
  const { signInPath, denied } = AREAS[area];
  const submission = parseWithZod(form, { schema: signInSchema });
  const reply = (status: number, formErrors?: string[]) =>
    data({ lastResult: submission.reply({ formErrors, hideFields: ["password"] }) }, { status });
  if (submission.status !== "success") return reply(400);

  const attempt = await takeSignInAttempt(
    submission.value.email,
    clientIp(context),
    new Date(),
    await knownDevice(request, submission.value.email),
  );
  if (!attempt.ok) {
    log.warn("sign-in limit reached", { path: signInPath });
    return reply(429, [SIGN_IN_REASONS.tooMany]);
  }
  let user;
  try {
    user = await authenticate(requestWithForm(request, form));
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    if (attempt.addressOverLimit) {
      log.warn("sign-in limit of the address reached", { path: signInPath });
      return reply(429, [SIGN_IN_REASONS.tooMany]);
    }
    return reply(400, [error.message]);
  }
  await attempt.succeeded();
  // Team members sign in where their business does, and go to their own jobs.
  const memberOfTheTeam = area === "provider" && admits("team", user.role);
  if (!admits(area, user.role) && !memberOfTheTeam) {
    return redirectWithToast(signInPath, { type: "error", title: SIGN_IN_REASONS.accessDenied, description: denied });
  }
  const headers = new Headers({ "Set-Cookie": await commitUserSession(request, user.id) });
  headers.append("Set-Cookie", await rememberDevice(request, user.email));
  if (memberOfTheTeam) await inTransaction((trx) => memberSignedIn(trx, user.id), { queuesEmail: false });
  return redirectWithToast(
    memberOfTheTeam ? homeOf(user.role!) : safeRedirect(submission.value.redirectTo, signInPath),
    { type: "success", description: SIGN_IN_REASONS.signedIn },
    { headers },
  );
}

/**
 * An e-mailed one-time sign-in link, offered when failed sign-ins locked the account: the answer
 * is the same whether an account uses the e-mail or not, and only a provider's or an admin's
 * account is sent one, in the language of the page it was asked from.
 */
export async function signInLinkAction(form: FormData, context: AppLoadContext, area: Area, language: Language) {
  const { signInPath } = AREAS[area];
  const submission = parseWithZod(form, { schema: signInLinkSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const allowance = await takeSignInLinkRequest(submission.value.email, clientIp(context));
  if (!allowance.ok) {
    log.warn("sign-in link limit reached", { path: signInPath });
    return data({ lastResult: submission.reply({ formErrors: [SIGN_IN_REASONS.tooManyLinks] }) }, { status: 429 });
  }
  const user = await findUserByEmail(submission.value.email);
  if (user && (admits("dashboard", user.role) || admits("team", user.role))) {
    const { token, hash } = newStoredToken();
    const expiresAt = new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000);
    await inTransaction(async (trx) => {
      await insertSignInLink(trx, { tokenHash: hash, userId: user.id, expiresAt });
      await enqueueEmail(
        trx,
        signInLinkEmail({
          email: user.email,
          url: `${publicOrigin()}${signInLinkPath(token, language)}`,
          minutes: SIGN_IN_LINK_MINUTES,
          language,
        }),
      );
    });
    log.info("sign-in link sent", { userId: user.id });
  }
  return redirectWithToast(signInPath, { type: "success", description: SIGN_IN_REASONS.linkSent });
}

/** Whether a sign-in link's page may offer to sign in (the token is not used yet, nor expired). */
export async function signInLinkPage(token: string | null) {
  const hash = storedTokenHash(token);
  return { usable: hash !== null && (await isLiveSignInLink(hash, new Date())) };
}

/**
 * Signs in with a link: it is spent in one atomic update (with the account's other links), so
 * it works once, and the browser goes to its role's home. Null when it cannot be used.
 */
export async function signInWithLink(request: Request, token: unknown): Promise<Response | null> {
  const hash = storedTokenHash(token);
  if (!hash) return null;
  const userId = await inTransaction((trx) => useSignInLink(trx, hash, new Date()), { queuesEmail: false });
  const user = userId ? await findUserById(userId) : undefined;
  if (!user || !(admits("dashboard", user.role) || admits("team", user.role))) return null;
  if (user.role === "member") await inTransaction((trx) => memberSignedIn(trx, user.id), { queuesEmail: false });
  log.info("signed in with a link", { userId: user.id });
  const headers = new Headers({ "Set-Cookie": await commitUserSession(request, user.id) });
  headers.append("Set-Cookie", await rememberDevice(request, user.email));
  return redirectWithToast(homeOf(user.role), { type: "success", description: SIGN_IN_REASONS.signedIn }, { headers });
}
