import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { alertsLanguageSchema, textAlertsSchema } from "~/domain/texts/text-alerts.schema.server";
import { TEXT_REASONS } from "~/domain/texts/texts";
import { formConstraints } from "~/lib/form-constraints.server";
import { consentContextOf } from "~/lib/http.server";
import { invalidFormReply, refusalReply, refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { SignedInUser } from "~/services/support/access.server";
import { alertsLanguageOf, saveTextAlerts, setAlertsLanguage, stopTextAlerts, textAlertsOf } from "~/services/texts/index.server";

/**
 * A person's own alerts by text (decision 0034): the owner's Schedule and a team member's /team
 * both show the card and post the same intents, answered here.
 */
export async function personalTexts(person: SignedInUser) {
  const [textAlerts, alertsLanguage] = await Promise.all([textAlertsOf(person), alertsLanguageOf(person)]);
  return { textAlerts, textAlertsConstraint: formConstraints(textAlertsSchema), alertsLanguage };
}

/** The answer to the card's posts, or null when the intent is another's. */
export async function personalTextsAction(
  person: SignedInUser,
  form: FormData,
  path: string,
  request: Request,
  context: AppLoadContext | undefined,
  now: Date,
) {
  const intent = form.get("intent");
  if (intent === "text-alerts") {
    const submission = parseWithZod(form, { schema: textAlertsSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "text-alerts" as const } });
    const outcome = await saveTextAlerts(person, submission.value, consentContextOf(request, context), now);
    if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "text-alerts" as const } });
    return redirectWithToast(`${path}#text-alerts`, { type: "success", description: TEXT_REASONS.alertsSaved });
  }
  if (intent === "alerts-language") {
    const submission = parseWithZod(form, { schema: alertsLanguageSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "alerts-language" as const } });
    await setAlertsLanguage(person, submission.value.language);
    return redirectWithToast(`${path}#alerts-language`, { type: "success", description: TEXT_REASONS.languageSaved });
  }
  if (intent === "text-alerts-stop") {
    const outcome = await stopTextAlerts(person);
    if (!outcome.ok) return refusalToast(`${path}#text-alerts`, outcome);
    return redirectWithToast(`${path}#text-alerts`, { type: "success", description: TEXT_REASONS.alertsStopped });
  }
  return null;
}
