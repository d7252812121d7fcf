import { consentOfForm, textConsentRefusal } from "~/services/notifications/index.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import type { ConsentContext } from "~/lib/http.server";
import { findCategory } from "~/domain/discovery/categories";
import { categoryLabelIn } from "~/locales/discovery";
import { formatPlace, type LocationSettings } from "~/domain/places/location";
import { refuse, refuseForm, type Outcome } from "~/domain/outcome";
import type { RequestEmailData } from "~/locales/en/quote-emails";
import { newRequestEmailFor, requestReceivedEmailFor } from "~/locales/quote-emails";
import { findUserLanguages } from "~/models/user.server";
import { jobTypeWordsOf } from "~/locales/quote-answers";
import { checkUploadedPhotos, type KeptPhoto } from "~/domain/quotes/photos";
import { ANY_JOB_TYPE, jobTypeChoices, MAX_PROVIDERS_PER_REQUEST, noProvidersForTypeReason, QUOTE_REASONS } from "~/domain/quotes/quotes";
import { firstNameAndInitial } from "~/domain/forms/fields";
import type { QuoteRequestForm } from "~/domain/quotes/quotes.schema.server";
import { localClock, timeZoneOfPlace } from "~/domain/time";
import { newId } from "~/domain/uuid";
import type { HoneypotVerdict } from "~/domain/forms/honeypot";
import type { Executor } from "~/lib/db.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { madeBy, priorOf } from "~/services/support/submissions.server";
import { log } from "~/lib/logger.server";
import { requestPath } from "~/lib/signed-links.server";
import type { UploadedFile } from "~/lib/form.server";
import { findCoverers } from "~/models/area-index.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { getLocationSettings } from "~/models/location-settings.server";
import { createMedia } from "~/models/media.server";
import { insertQuoteRequest } from "~/models/quote-request.server";
import { getListedService, listServiceTypesCovering, searchServices, type ServiceCard } from "~/models/service.server";
import { insertThread } from "~/models/thread.server";
import { findZipCode } from "~/models/zip-code.server";
import { zipSchema } from "~/domain/places/zip.schema.server";
import { orFailure } from "~/services/support/failure.server";
import { takeQuoteRequest } from "~/services/support/limits.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/**
 * "Get a quote" (docs/decisions/0018): a customer's job goes to the providers who cover their
 * zip (from the list: the list's own ranking, at most five providers; from a service page: that
 * provider alone), each in a thread of its own, and the customer gets the request's signed link.
 */

/** The earliest "today" of any US zip (Hawaii's): the date field's minimum before the zip is known. */
const EARLIEST_US_ZONE = "Pacific/Honolulu";

/**
 * The form's page: the service it was asked from (if any) and what to fill in first. From
 * anywhere else the category and zip come first (`step: "place"`, with their messages once
 * `checkPlace` says they were sent), then the job's details with the job types offered there.
 */
export async function quoteRequestPage(input: {
  serviceId: string | null;
  category: string | null;
  zip: string | null;
  /** The category and zip were sent by the first step (their messages are due), or "Change" was chosen. */
  checkPlace: boolean;
  change: boolean;
  now: Date;
  language?: Language;
}) {
  const minDate = localClock(input.now, EARLIEST_US_ZONE).date;
  const typedZip = zipSchema.safeParse(input.zip ?? "");
  const zip = typedZip.success ? typedZip.data : "";
  if (input.serviceId !== null) {
    const service = await getListedService(input.serviceId, input.now);
    if (!service || !service.provider_user_id) return undefined;
    return {
      step: "details" as const,
      service: { id: service.id, name: service.service_name, businessName: service.business_name },
      category: service.category,
      categoryName: categoryLabelIn(input.language ?? DEFAULT_LANGUAGE, service.category),
      zip,
      placeLabel: null,
      jobTypes: null,
      placeErrors: {},
      minDate,
    };
  }
  const category = findCategory(input.category);
  const place = category && zip ? await findZipCode(zip) : undefined;
  // The job's choices are the types offered where the job is: known once the category and zip are.
  const jobTypes =
    category && place
      ? jobTypeChoices(await listServiceTypesCovering(place, category.id, input.now), jobTypeWordsOf(input.language ?? DEFAULT_LANGUAGE))
      : null;
  const placeErrors: { category?: string; zip?: string } = {};
  if (input.checkPlace && !input.change) {
    if (!category) placeErrors.category = QUOTE_REASONS.category;
    if (!typedZip.success) placeErrors.zip = typedZip.error.issues[0]?.message;
    else if (category && !place) placeErrors.zip = QUOTE_REASONS.zipUnknown;
  }
  return {
    step: jobTypes && !input.change ? ("details" as const) : ("place" as const),
    service: null,
    category: category?.id ?? "",
    categoryName: category ? categoryLabelIn(input.language ?? DEFAULT_LANGUAGE, category.id) : null,
    zip: zip || (input.zip ?? "").slice(0, 10),
    placeLabel: place ? `${place.city}, ${place.state} ${place.zip}` : null,
    jobTypes,
    placeErrors,
    minDate,
  };
}

export type QuoteRequestInput = {
  form: QuoteRequestForm | null;
  photos: UploadedFile[];
  /** A photo went past its size: the form comes back with that message and everything typed. */
  photoTooLarge: boolean;
  honeypot: HoneypotVerdict;
  ip: string;
  origin: string;
  /** The form's one-time submission: posted again, it finds this request (docs/decisions/0026). */
  once?: OneTimeSubmission;
  /** Where the form came from, recorded when its box for texts is ticked (decision 0034). */
  consent?: ConsentContext;
  /** The page's language: the request's, and the booking's made from it. */
  language?: Language;
  now: Date;
};

/**
 * The providers a request goes to: from a service page that provider, when they cover the zip;
 * from the list the first five providers in the list's own order offering the job's type (any
 * type for "Something else"; a provider with several matching tiles is asked once, for their
 * highest ranked one).
 */
async function recipientsOf(form: QuoteRequestForm, point: { lat: number; lng: number }, now: Date): Promise<ServiceCard[]> {
  if (form.service_id) {
    const service = await getListedService(form.service_id, now);
    if (!service?.provider_user_id || service.category !== form.category) return [];
    const coverers = await findCoverers(point, service.category);
    const covers = coverers.serviceIds.includes(service.id) || coverers.providerUserIds.includes(service.provider_user_id);
    return covers ? [service] : [];
  }
  const ranked = await searchServices({
    point,
    category: form.category,
    q: "",
    sort: "rating",
    filter: "all",
    page: 1,
    perPage: 30,
    serviceType: jobTypeOf(form),
    now,
  });
  const providers = new Set<string>();
  const chosen: ServiceCard[] = [];
  for (const service of ranked.services) {
    if (!service.provider_user_id || providers.has(service.provider_user_id)) continue;
    providers.add(service.provider_user_id);
    chosen.push(service);
    if (chosen.length === MAX_PROVIDERS_PER_REQUEST) break;
  }
  return chosen;
}

/** The service type a request from the list asks for, or null for "Something else" (and from a service's page). */
function jobTypeOf(form: QuoteRequestForm): string | null {
  if (form.service_id || !form.service_type || form.service_type === ANY_JOB_TYPE) return null;
  return form.service_type;
}

export async function requestQuotes(
  input: QuoteRequestInput,
): Promise<Outcome<{ requestId: string; sentTo: number; duplicate?: boolean }>> {
  const fieldErrors: Record<string, string[]> = {};
  const photos = checkUploadedPhotos(input.photos, input.photoTooLarge);
  if (photos.error) fieldErrors.photos = [photos.error];
  const form = input.form;
  const place = form ? await findZipCode(form.zip) : undefined;
  if (form && !place) fieldErrors.zip = [QUOTE_REASONS.zipUnknown];
  if (form?.needed_date && place && form.needed_date < localClock(input.now, timeZoneOfPlace(place)).date) {
    fieldErrors.needed_date = [QUOTE_REASONS.neededDatePast];
  }
  if (form) Object.assign(fieldErrors, textConsentRefusal(form));
  if (!form || !place || Object.keys(fieldErrors).length > 0) {
    return refuseForm(Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined, input.photoTooLarge ? 413 : 400);
  }
  if (input.honeypot !== "ok") {
    log.warn("quote request refused as a bot's", { honeypot: input.honeypot });
    return refuse(400, QUOTE_REASONS.bot);
  }
  const recipients = await recipientsOf(form, place, input.now);
  const jobType = jobTypeOf(form);
  if (recipients.length === 0 && !form.service_id && jobType) {
    return refuseForm({ service_type: [noProvidersForTypeReason(jobType)] });
  }
  if (recipients.length === 0) return refuse(400, form.service_id ? QUOTE_REASONS.serviceGone : QUOTE_REASONS.noProviders);
  const allowance = await takeQuoteRequest(input.ip, input.now);
  if (!allowance.ok) {
    log.warn("quote request rate limit reached");
    return refuse(429, QUOTE_REASONS.tooMany);
  }
  const settings = await getLocationSettings();
  const outcome = await orFailure({ message: QUOTE_REASONS.failed, log: "quote request failed" }, () =>
    decideInTransaction((trx) => saveRequest(trx, { ...input, form, place, settings, photos: photos.photos, recipients })),
  );
  // A refused or repeated post did not make a request: it does not count toward the hour's.
  if (!outcome.ok || outcome.duplicate) await allowance.giveBack();
  else log.info("quote request sent", { requestId: outcome.requestId, providers: outcome.sentTo });
  return outcome;
}

async function saveRequest(
  trx: Executor,
  input: Omit<QuoteRequestInput, "photos"> & {
    form: QuoteRequestForm;
    place: { zip: string; city: string; state: string };
    settings: LocationSettings;
    photos: KeptPhoto[];
    recipients: ServiceCard[];
  },
): Promise<Outcome<{ requestId: string; sentTo: number; duplicate?: boolean }>> {
  const { form, now } = input;
  const prior = await priorOf(trx, input.once);
  if (prior) return { ok: true, requestId: prior, sentTo: 0, duplicate: true };
  const id = newId();
  // Asked from a service's page, the job is that service's type.
  const jobType = form.service_id ? (input.recipients[0]?.service_type ?? null) : jobTypeOf(form);
  const photoIds: string[] = [];
  for (const photo of input.photos) photoIds.push((await createMedia(trx, photo)).id);
  const textConsentId = await consentOfForm(trx, form, input.consent, now, "quote");
  await insertQuoteRequest(trx, {
    id,
    text_consent_id: textConsentId,
    category: form.category,
    zip_code: form.zip,
    description: form.description,
    needed: form.needed,
    needed_date: form.needed_date,
    customer_name: form.customer_name,
    customer_email: form.customer_email,
    customer_phone: form.customer_phone,
    service_id: form.service_id ?? null,
    service_type: jobType,
    photo_ids: JSON.stringify(photoIds),
    created_at: now.toISOString(),
    language: input.language ?? DEFAULT_LANGUAGE,
  });
  const data: RequestEmailData = {
    customerName: form.customer_name,
    customerEmail: form.customer_email,
    category: form.category,
    jobType,
    place: formatPlace({ zip: form.zip, city: input.place.city, state: input.place.state }, { ...input.settings, show_city_names: true }),
    description: form.description,
    needed: form.needed,
    neededDate: form.needed_date,
  };
  // Each business is told in the language it chose for its e-mails.
  const businessLanguages = await findUserLanguages(
    input.recipients.flatMap((service) => (service.provider_user_id ? [service.provider_user_id] : [])),
    trx,
  );
  for (const service of input.recipients) {
    const threadId = newId();
    await insertThread(trx, {
      id: threadId,
      request_id: id,
      service_id: service.id,
      provider_user_id: service.provider_user_id,
      customer_name: form.customer_name,
      customer_email: form.customer_email,
      answer: "waiting",
      sent_at: now.toISOString(),
    });
    const businessLanguage = businessLanguages.get(service.provider_user_id ?? "") ?? DEFAULT_LANGUAGE;
    await enqueueEmail(
      trx,
      newRequestEmailFor(data, {
        to: service.email,
        customer: firstNameAndInitial(form.customer_name),
        serviceName: service.service_name,
        url: `${input.origin}/provider/messages/${threadId}`,
        language: businessLanguage,
      }),
    );
  }
  const language = input.language ?? DEFAULT_LANGUAGE;
  await enqueueEmail(
    trx,
    requestReceivedEmailFor(
      { ...data, language },
      { providers: input.recipients.map((service) => service.business_name), url: `${input.origin}${requestPath(id, language)}` },
    ),
  );
  await madeBy(trx, input.once, id);
  return { ok: true, requestId: id, sentTo: input.recipients.length };
}
