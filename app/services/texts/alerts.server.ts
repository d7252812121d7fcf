import { refuseForm, type Outcome } from "~/domain/outcome";
import { alertsConsentVersion, nationalOf, TEXT_REASONS, toE164 } from "~/domain/texts/texts";
import type { ConsentContext } from "~/lib/http.server";
import { textsEnabled } from "~/lib/sms-transport.server";
import { recordAudit } from "~/models/audit.server";
import { findUserTextConsent, setUserTextConsent } from "~/models/text.server";
import { findUserLanguage, setUserLanguage } from "~/models/user.server";
import type { Language } from "~/domain/language";
import type { SignedInUser } from "~/services/support/access.server";
import { providerClock } from "~/services/support/business-clock.server";
import { askForYes, recordConsent } from "~/services/notifications/index.server";
import { inTransaction } from "~/services/support/transaction.server";

/**
 * A provider's or team member's own alerts by text (decision 0034): a new job is texted to the
 * person doing it when they ticked the box here, with the same kind of consent record a
 * customer's is, and confirmed the same way: the number is asked at once, and alerts go once it
 * answers YES (decision 0039).
 */
export async function textAlertsOf(person: SignedInUser) {
  const consent = await findUserTextConsent(person.id);
  return {
    enabled: textsEnabled(),
    phone: consent ? nationalOf(consent.phone) : null,
    since: consent ? consent.consented_at.slice(0, 10) : null,
    optedOut: consent?.number_status === "opted_out",
    awaitingYes: Boolean(consent && !consent.confirmed_at),
  };
}

export async function saveTextAlerts(
  person: SignedInUser,
  form: { phone: string; text_consent?: "on" },
  context: ConsentContext,
  now: Date,
): Promise<Outcome> {
  if (!toE164(form.phone)) return refuseForm({ phone: [TEXT_REASONS.phoneForTexts] });
  if (form.text_consent !== "on") return refuseForm({ text_consent: [TEXT_REASONS.consentNeeded] });
  const { timeZone } = await providerClock(person.id);
  await inTransaction(async (trx) => {
    const version = alertsConsentVersion(context.language);
    const consentId = await recordConsent(trx, { phone: form.phone, version, context, now, userId: person.id });
    if (!consentId) return;
    await setUserTextConsent(trx, person.id, consentId);
    if (textsEnabled())
      await askForYes(
        trx,
        { id: consentId, phone: toE164(form.phone)!, language: context.language },
        { kind: "alerts" },
        { timeZone, now },
      );
    await recordAudit(trx, {
      actorUserId: person.id,
      action: "texts.alerts_on",
      entity: "user",
      entityId: person.id,
      details: { consent_id: consentId },
    });
  });
  return { ok: true };
}

export async function stopTextAlerts(person: SignedInUser): Promise<Outcome> {
  // Already off (a second tap): nothing to change, and the answer is the same.
  if (!(await findUserTextConsent(person.id))) return { ok: true };
  await inTransaction(async (trx) => {
    await setUserTextConsent(trx, person.id, null);
    await recordAudit(trx, { actorUserId: person.id, action: "texts.alerts_off", entity: "user", entityId: person.id, details: {} });
  });
  return { ok: true };
}

/** The language of a person's own e-mails and texts about their jobs. */
export function alertsLanguageOf(person: SignedInUser): Promise<Language> {
  return findUserLanguage(person.id);
}

export async function setAlertsLanguage(person: SignedInUser, language: Language): Promise<Outcome> {
  await inTransaction(async (trx) => {
    if (!(await setUserLanguage(trx, person.id, language))) return;
    await recordAudit(trx, {
      actorUserId: person.id,
      action: "account.language",
      entity: "user",
      entityId: person.id,
      details: { language },
    });
  });
  return { ok: true };
}
