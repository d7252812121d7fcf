import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import type { Language } from "~/domain/language";
import { CUSTOMER_HOME_PATH, CUSTOMER_SIGN_IN_PATH, safeRedirect, SIGN_IN_LINK_MINUTES, SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { signInLinkSchema } from "~/domain/accounts/sign-in.schema.server";
import { ERASURE_PATH } from "~/domain/accounts/erasure";
import { refuse, type Outcome } from "~/domain/outcome";
import { clientIp, publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { customerSignInLinkPath, newStoredToken, storedTokenHash } from "~/lib/signed-links.server";
import { redirectWithToast } from "~/lib/toast.server";
import { customerSignInLinkEmail } from "~/locales/account-emails";
import { ensureCustomerAccount, insertEmailSignInLink, isLiveEmailSignInLink, useEmailSignInLink } from "~/models/customer-account.server";
import { madeAnythingWith } from "~/models/customer-home.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { commitCustomerSession, destroyCustomerSession } from "~/services/support/auth.server";
import { takeSignInLinkRequest } from "~/services/support/limits.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * A customer asks to see what they made (decision 0051): a one-time link goes to the address when
 * anything was booked or asked for with it, and the answer is the same either way, so the form
 * tells no one whose address it is. Limited per address and per network as a business's links are.
 */
export async function requestCustomerSignInLink(form: FormData, context: AppLoadContext, language: Language) {
  const submission = parseWithZod(form, { schema: signInLinkSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const { email } = submission.value;
  const allowance = await takeSignInLinkRequest(email, clientIp(context));
  if (!allowance.ok) {
    log.warn("customer sign-in link limit reached", { path: CUSTOMER_SIGN_IN_PATH });
    return data({ lastResult: submission.reply({ formErrors: [SIGN_IN_REASONS.tooManyLinks] }) }, { status: 429 });
  }
  await sendCustomerLink(email, language, safeRedirect(form.get("redirectTo"), CUSTOMER_HOME_PATH), "home");
  return redirectWithToast(CUSTOMER_SIGN_IN_PATH, { type: "success", description: SIGN_IN_REASONS.customerLinkSent });
}

/** The link, sent only where something was made with the address (the callers answer the same either way). */
async function sendCustomerLink(email: string, language: Language, redirectTo: string, purpose: "home" | "erasure") {
  if (!(await madeAnythingWith(email))) return;
  const { token, hash } = newStoredToken();
  const expiresAt = new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000);
  const back = redirectTo === CUSTOMER_HOME_PATH ? "" : `&${new URLSearchParams({ redirectTo })}`;
  const url = `${publicOrigin()}${customerSignInLinkPath(token, language)}${back}`;
  await inTransaction(async (trx) => {
    await insertEmailSignInLink(trx, { tokenHash: hash, email, expiresAt });
    await enqueueEmail(trx, customerSignInLinkEmail({ email, url, minutes: SIGN_IN_LINK_MINUTES, language, purpose }));
  });
  log.info("customer sign-in link sent", { purpose });
}

/**
 * An admin asks, for a person who wrote in, that they confirm erasing their data (decision 0053):
 * the person gets a one-time link to the page that says what happens and asks them. Nothing is
 * erased on the admin's word; the answer is the same whether the address is known or not.
 */
export async function requestErasureConfirmation(email: string, language: Language): Promise<Outcome> {
  const allowance = await takeSignInLinkRequest(email, "admin");
  if (!allowance.ok) return refuse(429, SIGN_IN_REASONS.tooManyLinks);
  await sendCustomerLink(email, language, ERASURE_PATH, "erasure");
  return { ok: true };
}

/** Whether a customer's link may still offer to sign in. */
export async function customerSignInLinkPage(token: string | null) {
  const hash = storedTokenHash(token);
  return { usable: hash !== null && (await isLiveEmailSignInLink(hash, new Date())) };
}

/**
 * Signs a customer in with their link: it is spent (with the address's other links) in the same
 * transaction that makes their account the first time and starts the session, so it works once.
 * Null when the link cannot be used.
 */
export async function signInCustomerWithLink(request: Request, token: unknown, redirectTo: unknown, language: Language) {
  const hash = storedTokenHash(token);
  if (!hash) return null;
  const cookie = await inTransaction(
    async (trx) => {
      const email = await useEmailSignInLink(trx, hash, new Date());
      if (!email) return null;
      const account = await ensureCustomerAccount(trx, email, language);
      return commitCustomerSession(request, trx, account.id);
    },
    { queuesEmail: false },
  );
  if (!cookie) return null;
  log.info("customer signed in with a link");
  return redirectWithToast(
    safeRedirect(redirectTo, CUSTOMER_HOME_PATH),
    { type: "success", description: SIGN_IN_REASONS.signedIn },
    { headers: { "Set-Cookie": cookie } },
  );
}

export async function signOutCustomer(request: Request) {
  const cookie = await destroyCustomerSession(request);
  return redirectWithToast("/", { type: "success", description: SIGN_IN_REASONS.customerSignedOut }, { headers: { "Set-Cookie": cookie } });
}
