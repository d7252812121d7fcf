import { CONTACT_CHANNELS, CONTACT_KINDS, type ContactChannel, type ContactKind } from "~/domain/accounts/contact-preferences";
import type { Language } from "~/domain/language";
import type { UnsubscribeLink } from "~/lib/signed-links.server";
import { listContactOptOuts, replaceContactOptOuts, stopContact } from "~/models/contact-preferences.server";
import { hasConfirmedNumber, setCustomerLanguage } from "~/models/customer-home.server";
import type { CustomerAccount } from "~/services/support/auth.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * A customer's contact preferences (issue 56, decision 0054): per kind, e-mail and text (texts
 * only once a number of theirs confirmed), and their language.
 */
export async function contactPreferencesOf(customer: CustomerAccount) {
  const [stopped, textable] = await Promise.all([listContactOptOuts(customer.email), hasConfirmedNumber(customer.email)]);
  const off = new Set(stopped.map((row) => `${row.channel}_${row.kind}`));
  return {
    language: customer.language,
    textable,
    kinds: CONTACT_KINDS.map((kind) => ({ kind, email: !off.has(`email_${kind}`), text: !off.has(`text_${kind}`) })),
  };
}

/**
 * Saves the form: a box not ticked stops its kind on its channel. Without a confirmed number the
 * text boxes are not shown, so the choices made for texts before stay as they were.
 */
export async function saveContactPreferences(
  customer: CustomerAccount,
  form: Partial<Record<`${ContactChannel}_${ContactKind}`, "on">> & { language: Language },
  now = new Date(),
) {
  const textable = await hasConfirmedNumber(customer.email);
  const before = await listContactOptOuts(customer.email);
  const stopped: Array<{ kind: ContactKind; channel: ContactChannel }> = [];
  for (const kind of CONTACT_KINDS) {
    for (const channel of CONTACT_CHANNELS) {
      const shown = channel === "email" || textable;
      const off = shown ? form[`${channel}_${kind}`] !== "on" : before.some((row) => row.kind === kind && row.channel === channel);
      if (off) stopped.push({ kind, channel });
    }
  }
  await inTransaction(async (trx) => {
    await replaceContactOptOuts(trx, customer.email, stopped);
    if (form.language !== customer.language)
      await setCustomerLanguage(trx, { customerId: customer.id, email: customer.email, language: form.language, now });
  });
}

/** One click in an e-mail's footer, or a mail program's RFC 8058 post: that kind of e-mail stops. */
export async function stopByUnsubscribeLink(link: UnsubscribeLink) {
  await inTransaction((trx) => stopContact(trx, link.email, link.contactKind, "email"), { queuesEmail: false });
}
