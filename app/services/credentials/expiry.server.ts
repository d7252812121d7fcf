import { credentialLapsedCustomerEmailFor } from "~/locales/notices";
import { LAPSE_NOTICE_KIND } from "~/domain/credentials/credentials";
import { credentialLapsedEmail, credentialReminderEmail } from "~/locales/credential-emails";
import { unnamedProviderWords } from "~/locales/unnamed-provider";
import { credentialRecipient } from "./recipient.server";
import { PERSONAL_KINDS, REMINDER_DAYS, reminderDue, tileRequirements, type Requirement } from "~/domain/credentials/credentials";
import type { Executor } from "~/lib/db.server";
import { publicOrigin } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { bookingPath } from "~/lib/signed-links.server";
import { recordAudit } from "~/models/audit.server";
import {
  listBusinessTiles,
  listCredentialRules,
  listCredentialsDue,
  listLicensedTrades,
  listUpcomingBookingsOf,
  listVerifiedCredentials,
  markReminded,
  moveCredential,
  type CredentialRecord,
} from "~/models/credential.server";
import { bookingsWithEmail, enqueueEmail } from "~/models/email-outbox.server";
import { inTransaction } from "~/services/support/transaction.server";

const BATCH = 100;

/**
 * The clock's work on credentials, each step a compare-and-set so it happens once on whichever
 * machine: reminders 30, 7 and 1 days before a lapse, and the state at the lapse. The lists never
 * wait for this (they compare the expiry with the clock); this tells people.
 */
export async function sweepCredentials(now: Date): Promise<{ reminded: number; lapsed: number }> {
  let reminded = 0;
  let lapsed = 0;
  const due = await listCredentialsDue(now, REMINDER_DAYS, BATCH);
  if (due.length === 0) return { reminded, lapsed };
  const [rules, trades] = await Promise.all([listCredentialRules(), listLicensedTrades()]);
  for (const credential of due) {
    try {
      if (new Date(credential.expires_at) <= now) {
        if (await lapse(credential, { rules, trades }, now)) lapsed++;
      } else {
        const days = reminderDue({ expiresAt: credential.expires_at, remindedDays: credential.reminded_days }, now);
        if (days !== null && (await remind(credential, days, { rules, trades }, now))) reminded++;
      }
    } catch (error) {
      log.error("credential sweep step failed", { error, credentialId: credential.id });
    }
  }
  return { reminded, lapsed };
}

type Rules = { rules: Awaited<ReturnType<typeof listCredentialRules>>; trades: Awaited<ReturnType<typeof listLicensedTrades>> };

const meets = (requirement: Requirement, credential: { kind: string; state: string }) =>
  requirement.kind === credential.kind && (!requirement.state || requirement.state === credential.state);

/** The business's tiles whose listing needs this credential (when no other verified one stands in for it). */
async function tilesNeeding(credential: CredentialRecord, { rules, trades }: Rules, now: Date) {
  const [tiles, others] = await Promise.all([
    listBusinessTiles(credential.provider_user_id),
    listVerifiedCredentials([credential.provider_user_id], now),
  ]);
  const standIns = others.filter((other) => other.holder_user_id === credential.holder_user_id);
  return tiles.filter((tile) =>
    tileRequirements({ category: tile.category, state: tile.state, serviceType: tile.service_type }, rules, trades).some(
      (requirement) =>
        meets(requirement, credential) &&
        (credential.holder_user_id === credential.provider_user_id || PERSONAL_KINDS.includes(requirement.kind)) &&
        !standIns.some((other) => meets(requirement, other)),
    ),
  );
}

async function remind(credential: CredentialRecord, days: number, rules: Rules, now: Date): Promise<boolean> {
  const listed =
    credential.holder_user_id === credential.provider_user_id ? await tilesNeeding(credential, rules, new Date(credential.expires_at)) : [];
  return inTransaction(async (trx) => {
    if (!(await markReminded(trx, credential.id, days, credential.reminded_days))) return false;
    await enqueueEmail(
      trx,
      credentialReminderEmail({
        ...credentialRecipient(credential),
        expiresOn: credential.expires_on,
        expiresAt: new Date(credential.expires_at),
        now,
        listed: listed.map((tile) => tile.service_name),
      }),
    );
    return true;
  });
}

/**
 * A credential lapsed: its state follows the clock, the business is told which tiles left the
 * lists (or which member gets no new jobs), and each customer with an upcoming booking of those
 * tiles is told that it stands.
 */
async function lapse(credential: CredentialRecord, rules: Rules, now: Date): Promise<boolean> {
  const isOwner = credential.holder_user_id === credential.provider_user_id;
  const tiles = await tilesNeeding(credential, rules, now);
  const memberLosesJobs = !isOwner && tiles.length > 0;
  const unlisted = isOwner ? tiles : [];
  const bookings = await listUpcomingBookingsOf(
    unlisted.map((tile) => tile.id),
    now,
  );
  const memberEmail = memberLosesJobs ? credential.holder_email : undefined;
  return inTransaction(async (trx) => {
    if (!(await moveCredential(trx, credential.id, { to: "expired", by: "clock", now }))) return false;
    await tell(trx, credential, { unlisted: unlisted.map((tile) => tile.service_name), memberLosesJobs, memberEmail });
    // A customer hears once about their booking, though a licence and a check lapse together.
    const told = await bookingsWithEmail(
      trx,
      bookings.map((booking) => booking.id),
      LAPSE_NOTICE_KIND,
    );
    for (const booking of bookings.filter((upcoming) => !told.has(upcoming.id))) {
      await enqueueEmail(
        trx,
        credentialLapsedCustomerEmailFor({
          language: booking.language,
          email: booking.customer_email,
          customerName: booking.customer_name,
          businessName: credential.business_name ?? unnamedProviderWords[booking.language].yourProvider,
          serviceType: booking.service_type,
          reference: booking.reference,
          date: booking.preferred_date,
          bookingUrl: `${publicOrigin()}${bookingPath(booking.id, booking.language)}`,
        }),
        { bookingId: booking.id },
      );
    }
    await recordAudit(trx, {
      actorUserId: null,
      action: "credential.expire",
      entity: "credential",
      entityId: credential.id,
      details: {
        kind: credential.kind,
        number: credential.number,
        unlisted: unlisted.map((tile) => tile.id),
        customersTold: bookings.length,
      },
    });
    return true;
  });
}

async function tell(
  trx: Executor,
  credential: CredentialRecord,
  input: { unlisted: string[]; memberLosesJobs: boolean; memberEmail: string | undefined },
) {
  const email = credentialLapsedEmail({
    ...credentialRecipient(credential),
    unlisted: input.unlisted,
    memberName: input.memberLosesJobs ? credential.member_name : null,
  });
  await enqueueEmail(trx, email);
  if (input.memberEmail) await enqueueEmail(trx, { ...email, to: input.memberEmail });
}
