import { parseStoredServiceNames } from "~/domain/accounts/application.schema.server";
import { APPLICATION_REVIEW_REASONS, notPendingReason, summarizeServices } from "~/domain/accounts/application";
import { effectiveAvailability } from "~/domain/schedule/availability";
import { parseAvailabilityJson } from "~/domain/schedule/availability.schema.server";
import { findCatalogueEntry } from "~/domain/discovery/catalogue";
import { findUserLanguage } from "~/models/user.server";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { applicationApprovedEmail, applicationRejectedEmail } from "~/locales/account-emails";
import { refuse, type Outcome, type Refusal } from "~/domain/outcome";
import type { PageRequest } from "~/domain/pagination";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import { monogramLogo } from "~/lib/monogram.server";
import { isDemoDatabase } from "~/models/app-meta.server";
import { DEMO_ADMIN } from "~/seed/demo-data";
import { decideApplication, findApplication, listApplications } from "~/models/application-review.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { createMedia } from "~/models/media.server";
import { createServiceTile } from "~/models/service.server";
import type { BusinessScope } from "~/domain/accounts/business";
import type { Requirement } from "~/domain/credentials/credentials";
import { missingAtApproval } from "~/services/credentials/index.server";
import { businessClock } from "~/services/support/business-clock.server";
import { orFailure } from "~/services/support/failure.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/**
 * The admin's review of applications (Applications and Join Network): the lists, and the
 * decision, which turns a pending application into tiles (or a rejection), e-mails the provider
 * and is audited, in one transaction.
 */

/** Whether the admin sign-in may show the demo's example login (a database seeded with demo data). */
export async function demoLogin(): Promise<{ email: string; password: string } | null> {
  return (await isDemoDatabase()) ? DEMO_ADMIN : null;
}

/**
 * The Applications sub-tab: a keyset page of applications, and the one the admin is about to
 * approve or reject (while it is still pending).
 */
export async function applicationsPage(page: PageRequest, confirm: { decision: string | null; id: string | null }) {
  const decision = confirm.decision === "approve" || confirm.decision === "reject" ? confirm.decision : null;
  const [found, confirming] = await Promise.all([
    orFailure({ message: APPLICATION_REVIEW_REASONS.fetchFailed, log: "loading applications failed" }, async () => ({
      ok: true,
      ...(await listApplications(page)),
    })),
    decision && isUuid(confirm.id) ? findApplication(confirm.id) : Promise.resolve(undefined),
  ]);
  return {
    applications: found.ok
      ? {
          ok: true as const,
          links: found.links,
          rows: found.rows.map((application) => ({ ...application, servicesSummary: summarizeServices(application.services) })),
        }
      : found,
    confirm:
      decision && confirming && confirming.status === "pending"
        ? {
            decision,
            id: confirming.id,
            business: confirming.business_name,
            zip: confirming.zip_code,
            missing: await missingAtApprovalOf(confirming, new Date()),
          }
        : null,
  };
}

/** Join Network: every application, read only, a keyset page at a time, with the marketplace's zone to date them in. */
export async function networkPage(admin: BusinessScope, page: PageRequest) {
  const { timeZone } = await businessClock(admin);
  return orFailure({ message: APPLICATION_REVIEW_REASONS.fetchFailed, log: "loading applications failed" }, async () => {
    const { rows, links } = await listApplications(page);
    return {
      ok: true,
      links,
      timeZone,
      applications: rows.map((application) => ({
        id: application.id,
        business: application.business_name,
        category: application.category,
        owner: application.owner_name,
        email: application.email,
        phone: application.phone,
        zip: application.zip_code,
        applied: application.created_at,
      })),
    };
  });
}

/** What the tiles of an application approved at `now` wait for: none when they are listed at once. */
async function missingAtApprovalOf(
  application: { user_id: string | null; category: string; zip_code: string; services_provided: string; custom_services: string | null },
  now: Date,
): Promise<Requirement[]> {
  return missingAtApproval(
    {
      providerUserId: application.user_id,
      category: application.category,
      zip: application.zip_code,
      services: [...parseStoredServiceNames(application.services_provided), ...parseStoredServiceNames(application.custom_services)],
    },
    now,
  );
}

/** The applicant's language, the one their account was made in (older applications have no account: English). */
async function applicantLanguage(trx: Executor, userId: string | null): Promise<Language> {
  return userId ? findUserLanguage(userId, trx) : DEFAULT_LANGUAGE;
}

async function notPending(trx: Executor, id: string): Promise<Refusal> {
  const current = await findApplication(id, trx);
  return refuse(409, notPendingReason(current?.status ?? null));
}

/** What a decision did: the admin's toast says it (locales/admin.ts). */
export type ApplicationDecided = { decided: "approved" | "rejected"; business: string; zip: string; missing: Requirement[] };

/**
 * An admin approves or rejects a pending application (a rejection with an optional reason the
 * provider receives). An application decided meanwhile is refused and nothing changes.
 */
export async function decideOnApplication(input: {
  adminId: string;
  applicationId: string;
  decision: "approve" | "reject";
  reason: string | null;
  now?: Date;
}): Promise<Outcome<ApplicationDecided>> {
  if (!isUuid(input.applicationId)) return refuse(404, APPLICATION_REVIEW_REASONS.unknown);
  const options = { adminId: input.adminId, origin: publicOrigin(), now: input.now ?? new Date() };
  return orFailure(
    {
      message: APPLICATION_REVIEW_REASONS.decisionFailed,
      log: "application decision failed",
      details: { id: input.applicationId, intent: input.decision },
    },
    () =>
      input.decision === "approve"
        ? approveApplication(input.applicationId, options)
        : rejectApplication(input.applicationId, { ...options, reason: input.reason }),
  );
}

/**
 * Approves a pending application in one transaction: its status, one active tile per provided
 * service (catalogue entries with the catalogue's description, starting price and response
 * time; custom ones without), the coverage index (through createServiceTile), the e-mail to the
 * provider and the audit entry.
 */
async function approveApplication(
  id: string,
  options: { adminId: string; origin: string; now: Date },
): Promise<Outcome<ApplicationDecided>> {
  const { now } = options;
  // Read before the decision: the credentials and rules it reads are not the transaction's to change.
  const pending = await findApplication(id);
  const missing = pending ? await missingAtApprovalOf(pending, now) : [];
  return decideInTransaction(async (trx) => {
    const application = await decideApplication(trx, id, { status: "approved", adminId: options.adminId, note: null, now });
    if (!application) return notPending(trx, id);
    const services = [...parseStoredServiceNames(application.services_provided), ...parseStoredServiceNames(application.custom_services)];
    const availability = effectiveAvailability(parseAvailabilityJson(application.availability));
    // A provider without a logo of their own gets a monogram, so every card shows a logo.
    const logoUrl = application.logo_url ?? (await createMedia(trx, monogramLogo(application.business_name))).url;
    const tileIds: string[] = [];
    for (const serviceName of services) {
      const catalogue = findCatalogueEntry(serviceName);
      tileIds.push(
        await createServiceTile(trx, {
          applicationId: application.id,
          providerUserId: application.user_id,
          serviceName,
          businessName: application.business_name,
          ownerName: application.owner_name,
          phone: application.phone,
          email: application.email,
          zipCode: application.zip_code,
          serviceRadius: application.service_radius,
          planType: application.plan_type,
          category: application.category,
          logoUrl,
          isActive: true,
          description: catalogue?.description ?? null,
          priceFromCents: catalogue?.priceFromCents ?? null,
          priceUnit: catalogue?.priceUnit ?? null,
          responseTimeMinutes: catalogue?.responseTimeMinutes ?? null,
          availability,
          createdAt: now.toISOString(),
        }),
      );
    }
    await enqueueEmail(
      trx,
      applicationApprovedEmail({
        language: await applicantLanguage(trx, application.user_id),
        email: application.email,
        businessName: application.business_name,
        ownerName: application.owner_name,
        services,
        zip: application.zip_code,
        portalUrl: `${options.origin}/provider`,
        missing,
      }),
    );
    await recordAudit(trx, {
      actorUserId: options.adminId,
      action: "application.approve",
      entity: "provider_application",
      entityId: id,
      details: { business: application.business_name, zip: application.zip_code, tiles: tileIds },
    });
    return { ok: true, decided: "approved", business: application.business_name, zip: application.zip_code, missing };
  });
}

/** Rejects a pending application, stores and e-mails the optional reason, and audits it. */
async function rejectApplication(
  id: string,
  options: { adminId: string; reason: string | null; origin: string; now: Date },
): Promise<Outcome<ApplicationDecided>> {
  const { now } = options;
  return decideInTransaction(async (trx) => {
    const application = await decideApplication(trx, id, { status: "rejected", adminId: options.adminId, note: options.reason, now });
    if (!application) return notPending(trx, id);
    await enqueueEmail(
      trx,
      applicationRejectedEmail({
        language: await applicantLanguage(trx, application.user_id),
        email: application.email,
        businessName: application.business_name,
        ownerName: application.owner_name,
        reason: options.reason,
        joinUrl: `${options.origin}/join`,
      }),
    );
    await recordAudit(trx, {
      actorUserId: options.adminId,
      action: "application.reject",
      entity: "provider_application",
      entityId: id,
      details: { business: application.business_name, reason: options.reason },
    });
    return { ok: true, decided: "rejected", business: application.business_name, zip: application.zip_code, missing: [] };
  });
}
