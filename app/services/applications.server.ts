import { parseStoredServiceNames, storedServiceNamesSchema } from "~/domain/application.schema.server";
import { effectiveAvailability } from "~/domain/availability";
import { availabilitySchema, parseAvailabilityJson } from "~/domain/availability.schema.server";
import { findCatalogueEntry } from "~/domain/catalogue";
import {
  applicationApprovedEmail,
  applicationRejectedEmail,
  providerApplicationEmail,
  providerWelcomeEmail,
} from "~/domain/email-templates";
import { newId } from "~/domain/uuid";
import { decideApplication } from "~/models/application-review.server";
import { recordAudit } from "~/models/audit.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { createMedia } from "~/models/media.server";
import { monogramLogo } from "~/lib/monogram.server";
import {
  ApplicationInsertError,
  findPendingApplication,
  insertApplication,
  LogoStorageError,
  PendingApplicationError,
  type ApplicationSubmission,
} from "~/models/provider-application.server";
import { createServiceTile } from "~/models/service.server";
import { createUser, EmailTakenError, type AuthUser } from "~/models/user.server";
import { inTransaction } from "./transaction.server";

/**
 * Joining the network: an application (with its account, logo and confirmation e-mail), the
 * portal sign-up, and an admin's review (tiles, e-mail and audit entry), each in one transaction.
 */

function isDuplicateEmail(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message);
}

/**
 * Spec section 4, in one transaction: the account (role provider, which creates its profile),
 * the logo, the application (pending) and the confirmation e-mail commit together or not at
 * all. Throws EmailTakenError, PendingApplicationError, LogoStorageError,
 * ApplicationInsertError, or whatever else failed.
 */
export async function submitApplication(input: ApplicationSubmission): Promise<{ applicationId: string; userId: string }> {
  const { details, account } = input;
  return inTransaction(async (trx) => {
    let user: { id: string; email: string };
    if (account.kind === "new") {
      try {
        user = await createUser(trx, { email: account.email, passwordHash: account.passwordHash, role: "provider" });
      } catch (error) {
        // Two applications with one e-mail at the same moment: the UNIQUE index decides.
        if (isDuplicateEmail(error)) throw new EmailTakenError(account.email.trim().toLowerCase());
        throw error;
      }
    } else {
      if (await findPendingApplication(account.userId, trx)) throw new PendingApplicationError();
      user = { id: account.userId, email: account.email };
    }

    let logoUrl: string | null = null;
    if (input.logo) {
      try {
        logoUrl = (await createMedia(trx, input.logo)).url;
      } catch (error) {
        throw new LogoStorageError({ cause: error });
      }
    }

    const applicationId = newId();
    try {
      await insertApplication(trx, {
        id: applicationId,
        user_id: user.id,
        business_name: details.business_name,
        owner_name: details.owner_name,
        email: user.email,
        phone: details.phone,
        zip_code: details.zip_code,
        service_radius: details.service_radius,
        category: details.category,
        website: details.website ?? null,
        logo_url: logoUrl,
        services_provided: JSON.stringify(storedServiceNamesSchema.parse(details.services_provided)),
        custom_services: details.custom_services.length ? JSON.stringify(storedServiceNamesSchema.parse(details.custom_services)) : null,
        licenses: details.licenses,
        insurance: details.insurance,
        years_in_business: details.years_in_business,
        additional_info: details.additional_info ?? null,
        plan_type: details.plan_type,
        availability: JSON.stringify(availabilitySchema.parse(details.availability)),
        status: "pending",
        reviewed_at: null,
        review_note: null,
        reviewed_by: null,
      });
    } catch (error) {
      // The database's own words stay in the log; the applicant reads a plain reason.
      throw new ApplicationInsertError("your application could not be saved. Please try again.", { cause: error });
    }

    await enqueueEmail(
      trx,
      providerApplicationEmail({
        email: user.email,
        businessName: details.business_name,
        ownerName: details.owner_name,
        portalUrl: input.portalUrl,
      }),
    );
    return { applicationId, userId: user.id };
  });
}

/**
 * Approves a pending application in one transaction: its status, one active tile per provided
 * service (catalogue entries with the catalogue's description, starting price and response
 * time; custom ones without), the coverage index (through createServiceTile), the e-mail to the
 * provider and the audit entry.
 */
export async function approveApplication(id: string, options: { adminId: string; origin: string; now?: Date }) {
  const now = options.now ?? new Date();
  return inTransaction(async (trx) => {
    const application = await decideApplication(trx, id, { status: "approved", adminId: options.adminId, note: null, now });
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
  return inTransaction(async (trx) => {
    const application = await decideApplication(trx, id, { status: "rejected", adminId: options.adminId, note: options.reason, now });
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

/** Portal sign-up: the provider account and its welcome e-mail, together. */
export async function signUpProvider(input: {
  email: string;
  password: string;
  businessName: string;
  ownerName: string;
  origin: string;
}): Promise<AuthUser> {
  return inTransaction(async (trx) => {
    const user = await createUser(trx, { email: input.email, password: input.password, role: "provider" });
    await enqueueEmail(
      trx,
      providerWelcomeEmail({
        email: user.email,
        businessName: input.businessName,
        ownerName: input.ownerName,
        portalUrl: `${input.origin}/provider`,
        joinUrl: `${input.origin}/join`,
      }),
    );
    return user;
  });
}
