import { parseStoredServiceNames } from "~/domain/application";
import { effectiveAvailability, parseAvailabilityJson } from "~/domain/availability";
import { findCatalogueEntry } from "~/domain/catalogue";
import { applicationApprovedEmail, applicationRejectedEmail } from "~/domain/email-templates";
import { getDb, type Executor } from "~/lib/db.server";
import type { ApplicationStatus } from "~/lib/db-schema";
import { recordAudit } from "./audit.server";
import { enqueueEmail } from "./email-outbox.server";
import { createServiceTile } from "./service.server";

/**
 * The applications, newest first (spec: provider_applications select all by created_at desc),
 * one page at a time, and how many there are.
 */
export async function listApplications(options: { page: number; perPage: number }) {
  const db = getDb();
  const [rows, count] = await Promise.all([listApplicationRows(options), db.selectFrom("provider_applications").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}

async function listApplicationRows(options: { page: number; perPage: number }) {
  const rows = await getDb()
    .selectFrom("provider_applications")
    .select([
      "id",
      "business_name",
      "owner_name",
      "email",
      "phone",
      "logo_url",
      "category",
      "services_provided",
      "custom_services",
      "zip_code",
      "service_radius",
      "status",
      "created_at",
      "reviewed_at",
      "review_note",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .execute();
  return rows.map(({ services_provided, custom_services, ...row }) => ({
    ...row,
    services: [...parseStoredServiceNames(services_provided), ...parseStoredServiceNames(custom_services)],
  }));
}

export async function findApplication(id: string) {
  return getDb().selectFrom("provider_applications").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The application was decided already (or never existed): nothing is changed. */
export class ApplicationNotPendingError extends Error {
  constructor(status: ApplicationStatus | null) {
    super(
      status === null
        ? "This application no longer exists."
        : `This application was already ${status}; only pending applications can be approved or rejected.`,
    );
    this.name = "ApplicationNotPendingError";
  }
}

/** Claims a pending application for a decision; the WHERE on status makes double decisions impossible. */
async function decide(
  trx: Executor,
  id: string,
  decision: { status: "approved" | "rejected"; adminId: string; note: string | null; now: Date },
) {
  const result = await trx
    .updateTable("provider_applications")
    .set({
      status: decision.status,
      reviewed_at: decision.now.toISOString(),
      reviewed_by: decision.adminId,
      review_note: decision.note,
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const current = await trx.selectFrom("provider_applications").select("status").where("id", "=", id).executeTakeFirst();
    throw new ApplicationNotPendingError(current?.status ?? null);
  }
}

/**
 * Approves a pending application in one transaction: its status, one active tile per provided
 * service (catalogue entries with the catalogue's description, starting price and response
 * time; custom ones without), the coverage index (through createServiceTile), the e-mail to the
 * provider and the audit entry.
 */
export async function approveApplication(id: string, options: { adminId: string; origin: string; now?: Date }) {
  const now = options.now ?? new Date();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await decide(trx, id, { status: "approved", adminId: options.adminId, note: null, now });
      const application = await trx.selectFrom("provider_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      const services = [...parseStoredServiceNames(application.services_provided), ...parseStoredServiceNames(application.custom_services)];
      const availability = effectiveAvailability(parseAvailabilityJson(application.availability));
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
            logoUrl: application.logo_url,
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
          email: application.email,
          businessName: application.business_name,
          ownerName: application.owner_name,
          services,
          zip: application.zip_code,
          portalUrl: `${options.origin}/provider`,
        }),
      );
      await recordAudit(trx, {
        actorUserId: options.adminId,
        action: "application.approve",
        entity: "provider_application",
        entityId: id,
        details: { business: application.business_name, zip: application.zip_code, tiles: tileIds },
      });
      return { businessName: application.business_name, zip: application.zip_code, tileIds };
    });
}

/** Rejects a pending application, stores and e-mails the optional reason, and audits it. */
export async function rejectApplication(id: string, options: { adminId: string; reason: string | null; origin: string; now?: Date }) {
  const now = options.now ?? new Date();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await decide(trx, id, { status: "rejected", adminId: options.adminId, note: options.reason, now });
      const application = await trx.selectFrom("provider_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      await enqueueEmail(
        trx,
        applicationRejectedEmail({
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
      return { businessName: application.business_name };
    });
}
