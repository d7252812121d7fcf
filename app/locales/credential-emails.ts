import { layout, type EmailContent } from "./email-layout";
import type { CredentialKind } from "~/domain/credentials/credential-kinds";
import type { Language } from "~/domain/language";
import { credentialKindWords } from "./discovery";
import { longDateIn } from "./clock";
import { defineWords, fill } from "./words";

/**
 * What Porchlight tells a business about its credentials (decision 0035) in the business's
 * language (issue 54): verified, not verified, expiring and expired.
 */
export const credentialEmailWords = defineWords(
  {
    backgroundCheck: "Background check {number}",
    kindNumber: "{kind} {number} ({state})",
    heldBy: "{credential} for {holder}",
    verifiedSubject: "Verified: {credential}",
    verifiedHeading: "Your credential is verified",
    verifiedIntro: "We checked {credential} for {business}. Customers now read:",
    onYourPages: "On your pages",
    seeCredentials: "See your credentials",
    rejectedSubject: "Not verified: {credential}",
    rejectedHeading: "We could not verify your credential",
    rejectedIntro: "We checked {credential} for {business} and could not verify it.",
    reason: "Reason",
    sendAgain: "Send it again",
    withinADay: "within a day",
    inDays: "in {days} days",
    reminderSubject: "{credential} expires {when}",
    reminderHeading: "A credential expires {when}",
    reminderIntro: "{credential} for {business} is valid through {date}. Send the renewed one so that we can check it in time.",
    neededToList: "Needed to list",
    addRenewed: "Add the renewed credential",
    lapsedSubject: "{credential} has expired",
    lapsedHeading: "A credential has expired",
    lapsedIntro:
      "{credential} for {business} has expired. Bookings already made stay as they are; what needs it waits until a renewed one is verified.",
    noLongerListed: "No longer listed",
    notGivenJobs: "Not given new jobs",
  },
  {
    backgroundCheck: "Verificación de antecedentes {number}",
    kindNumber: "{kind} {number} ({state})",
    heldBy: "{credential} de {holder}",
    verifiedSubject: "Verificada: {credential}",
    verifiedHeading: "Su credencial está verificada",
    verifiedIntro: "Revisamos {credential} de {business}. Los clientes ahora leen:",
    onYourPages: "En sus páginas",
    seeCredentials: "Ver sus credenciales",
    rejectedSubject: "No verificada: {credential}",
    rejectedHeading: "No pudimos verificar su credencial",
    rejectedIntro: "Revisamos {credential} de {business} y no pudimos verificarla.",
    reason: "Motivo",
    sendAgain: "Enviarla de nuevo",
    withinADay: "en menos de un día",
    inDays: "en {days} días",
    reminderSubject: "{credential} vence {when}",
    reminderHeading: "Una credencial vence {when}",
    reminderIntro: "{credential} de {business} está vigente hasta el {date}. Envíe la renovada para que podamos revisarla a tiempo.",
    neededToList: "Necesaria para aparecer",
    addRenewed: "Agregar la credencial renovada",
    lapsedSubject: "{credential} venció",
    lapsedHeading: "Una credencial venció",
    lapsedIntro:
      "{credential} de {business} venció. Las reservas ya hechas siguen igual; lo que la necesita espera hasta que se verifique una renovada.",
    noLongerListed: "Ya no aparece",
    notGivenJobs: "Sin trabajos nuevos",
  },
);

/** A credential as its business reads it in an e-mail: "Licence TX-M-12345 (TX)", "Background check BC-9 for Maria". */
export type CredentialNamed = { kind: CredentialKind; number: string; state: string; holderName: string | null };

export function credentialNameIn(language: Language, credential: CredentialNamed): string {
  const words = credentialEmailWords[language];
  const name =
    credential.kind === "background_check"
      ? fill(words.backgroundCheck, { number: credential.number })
      : fill(words.kindNumber, {
          kind: credentialKindWords[language][credential.kind],
          number: credential.number,
          state: credential.state,
        });
  return credential.holderName ? fill(words.heldBy, { credential: name, holder: credential.holderName }) : name;
}

/**
 * When a credential lapses, in the days actually left (a reminder may go late: a credential
 * verified with 10 days left gets its "30 days" reminder then, and says 10).
 */
export function lapseWordsIn(language: Language, expiresAt: Date, now: Date): string {
  const left = Math.ceil((expiresAt.getTime() - now.getTime()) / 86_400_000);
  const words = credentialEmailWords[language];
  return left <= 1 ? words.withinADay : fill(words.inDays, { days: left });
}

/** Whom a credential's e-mail goes to, in the business's language. */
export type ToBusiness = { email: string; businessName: string; credential: CredentialNamed; portalUrl: string; language: Language };

function named(input: ToBusiness) {
  return { credential: credentialNameIn(input.language, input.credential), business: input.businessName };
}

export function credentialVerifiedEmail(input: ToBusiness & { statement: string }): EmailContent {
  const words = credentialEmailWords[input.language];
  return {
    to: input.email,
    kind: "credential_verified",
    subject: fill(words.verifiedSubject, named(input)),
    ...layout({
      lang: input.language,
      heading: words.verifiedHeading,
      intro: fill(words.verifiedIntro, named(input)),
      facts: [[words.onYourPages, input.statement]],
      action: { label: words.seeCredentials, url: input.portalUrl },
    }),
  };
}

export function credentialRejectedEmail(input: ToBusiness & { reason: string }): EmailContent {
  const words = credentialEmailWords[input.language];
  return {
    to: input.email,
    kind: "credential_rejected",
    subject: fill(words.rejectedSubject, named(input)),
    ...layout({
      lang: input.language,
      heading: words.rejectedHeading,
      intro: fill(words.rejectedIntro, named(input)),
      facts: [[words.reason, input.reason]],
      action: { label: words.sendAgain, url: input.portalUrl },
    }),
  };
}

export function credentialReminderEmail(
  input: ToBusiness & { expiresOn: string; expiresAt: Date; now: Date; listed: string[] },
): EmailContent {
  const words = credentialEmailWords[input.language];
  const when = lapseWordsIn(input.language, input.expiresAt, input.now);
  const date = longDateIn(input.language, input.expiresOn);
  return {
    to: input.email,
    kind: "credential_reminder",
    subject: fill(words.reminderSubject, { ...named(input), when }),
    ...layout({
      lang: input.language,
      heading: fill(words.reminderHeading, { when }),
      intro: fill(words.reminderIntro, { ...named(input), date }),
      facts: input.listed.length > 0 ? [[words.neededToList, input.listed.join(", ")]] : [],
      action: { label: words.addRenewed, url: input.portalUrl },
    }),
  };
}

export function credentialLapsedEmail(input: ToBusiness & { unlisted: string[]; memberName: string | null }): EmailContent {
  const words = credentialEmailWords[input.language];
  const facts: Array<[string, string]> = [];
  if (input.unlisted.length > 0) facts.push([words.noLongerListed, input.unlisted.join(", ")]);
  if (input.memberName) facts.push([words.notGivenJobs, input.memberName]);
  return {
    to: input.email,
    kind: "credential_lapsed",
    subject: fill(words.lapsedSubject, named(input)),
    ...layout({
      lang: input.language,
      heading: words.lapsedHeading,
      intro: fill(words.lapsedIntro, named(input)),
      facts,
      action: { label: words.addRenewed, url: input.portalUrl },
    }),
  };
}
