import { beforeAll, describe, expect, it, vi } from "vitest";
import { CREDENTIAL_REASONS } from "~/domain/credentials/credentials";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { getDb } from "~/lib/db.server";
import { teamsOf } from "~/models/team.server";
import { getActiveService } from "~/models/service.server";
import { createUser } from "~/models/user.server";
import { loader as documentLoader } from "~/routes/credentials.$credentialId.document";
import { applyToJoin } from "~/services/accounts/index.server";
import { choosableMembers } from "~/services/booking/index.server";
import {
  changeCredentialSettings,
  credentialDocument,
  credentialQueue,
  credentialsPage,
  rejectCredential,
  submitCredential,
  sweepCredentials,
  verifyCredential,
  withdrawCredential,
} from "~/services/credentials/index.server";
import { bookServiceOnline } from "~/services/booking/index.server";
import { serviceListPage, servicePage } from "~/services/discovery/index.server";
import { addTeamMember, portalFrame, saveTeamSettings, teamPage } from "~/services/portal/index.server";
import { bookWaitlistOffer, joinPage, joinWaitlist, waitlistEntryPage } from "~/services/waitlist/index.server";
import { cancelBookingAsCustomer } from "~/services/booking/index.server";
import { bookingToken, idToken, openBookingLink, openWaitlistLink } from "~/lib/signed-links.server";
import { loader as slotsLoader } from "~/routes/resources+/slots";
import type { SignedInUser } from "~/services/support/access.server";
import { bookAsCustomer } from "../support/bookings";
import { createTestTile } from "../support/factories";
import { commitUserSession } from "~/services/support/auth.server";
import { action as credentialsAction } from "~/routes/admin+/credentials";
import { context, cookieFrom, getRequest, postForm, run, toastOf } from "../support/requests";

/**
 * Credentials as checked records (decision 0035), on both engines: sent with a document, verified
 * or rejected by an admin, a medical tile listed only while its licence and check are verified,
 * leaving the list the instant one lapses, reminders told once, and documents shown to nobody else.
 */

// Monday 2030-01-07, 09:00 in Austin (CST).
const NOW = new Date("2030-01-07T15:00:00Z");
// Valid through March 31: lapses at the start of April 1 in Austin (CDT by then), 05:00 UTC.
const EXPIRES_ON = "2030-03-31";
const LAPSE = new Date("2030-04-01T05:00:00Z");
const PDF = { bytes: new TextEncoder().encode("%PDF-1.7\n1 0 obj\n%%EOF\n") };

let owner: SignedInUser;
let admin: SignedInUser;
let stranger: SignedInUser;
let tileId: string;

const user = async (email: string, role: "provider" | "admin"): Promise<SignedInUser> => ({
  ...(await createUser(getDb(), { email, password: "a-long-password", role })),
  role,
});
const listed = async (now: Date, filter: "all" | "verified" = "all") =>
  (
    await serviceListPage({ zip: "78701", category: "medical-home-services", query: { q: "", sort: "rating", filter, page: 1 }, now })
  ).services.map((service) => service.id);
const send = (
  who: SignedInUser,
  fields: Partial<Parameters<typeof submitCredential>[1]["fields"]> = {},
  document: typeof PDF | null = PDF,
) =>
  submitCredential(who, {
    fields: {
      kind: "licence",
      issuer: "Texas Medical Board",
      state: "TX",
      number: "TX-M-12345",
      expires_on: EXPIRES_ON,
      holder: "owner",
      ...fields,
    },
    document,
    now: NOW,
  });
const sent = async (outcome: Awaited<ReturnType<typeof submitCredential>>) => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.id;
};
const statusOf = async (id: string) =>
  (await getDb().selectFrom("credentials").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
const emailsTo = (to: string, kind: string) =>
  getDb().selectFrom("email_outbox").select(["subject", "text"]).where("to", "=", to).where("kind", "=", kind).execute();

let licenceId: string;
let checkId: string;

beforeAll(async () => {
  owner = await user("nurse-owner@example.com", "provider");
  admin = await user("credentials-admin@example.com", "admin");
  stranger = await user("other-business@example.com", "provider");
  tileId = await createTestTile({
    zipCode: "78701",
    providerUserId: owner.id,
    category: "medical-home-services",
    serviceName: "In-Home Nursing",
    businessName: "CareFirst Home Nursing",
    ownerName: "Dr. Angela Brooks",
  });
});

describe("a medical provider's credentials", () => {
  it("keeps the tile out of the list and unbookable until a licence and a background check are verified", async () => {
    expect(await listed(NOW)).not.toContain(tileId);
    expect(await servicePage({ serviceId: tileId, reviewPage: 1, booking: null, now: NOW })).toBeUndefined();
    licenceId = await sent(await send(owner));
    checkId = await sent(await send(owner, { kind: "background_check", issuer: "Checkr", number: "BC-7781" }));
    expect(await statusOf(licenceId)).toBe("submitted");
    // Submitted is not verified: still nothing listed, nothing shown.
    expect(await listed(NOW)).not.toContain(tileId);
    const page = await credentialsPage(owner, NOW);
    expect(page.tiles).toEqual([
      { id: tileId, name: "In-Home Nursing", needs: ["Licence (TX)", "Background check"], missing: ["Licence (TX)", "Background check"] },
    ]);
    // The same page in Spanish (issue 54).
    const spanish = await credentialsPage(owner, NOW, "es");
    expect(spanish.tiles[0]).toMatchObject({ needs: ["Licencia (TX)", "Verificación de antecedentes"] });
    expect(spanish.credentials.map((credential) => credential.statusLabel)).toEqual(["Esperando verificación", "Esperando verificación"]);
    // The portal says it: its banner names the tile held out and why, Services shows it not listed, with no page to view.
    const frame = await portalFrame(owner, null, NOW);
    expect(frame).toMatchObject({
      unlisted: [{ id: tileId, name: "In-Home Nursing", missing: ["Licence (TX)", "Background check"] }],
      listedCount: 0,
    });
  });

  it("shows the admin the queue with each document and the issuer's lookup page; verifying is audited and e-mailed", async () => {
    const queue = await credentialQueue({ after: null, before: null, perPage: 10 });
    const row = queue.rows.find((credential) => credential.id === licenceId)!;
    expect(row).toMatchObject({
      kind: "Licence",
      number: "TX-M-12345",
      state: "TX",
      lookupUrl: "https://www.tdlr.texas.gov/LicenseSearch/",
      documentIsPdf: true,
    });
    expect(await verifyCredential(admin.id, licenceId, NOW)).toEqual({ ok: true });
    // Verified once: a second verify (another admin, a double post) finds it decided, and says by whom and when.
    expect(await verifyCredential(admin.id, licenceId, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message:
        "Licence TX-M-12345 (TX) was already verified by credentials-admin@example.com on Jan 7, 2030, 9:00 AM CST: your verification changed nothing.",
    });
    expect(await listed(NOW)).not.toContain(tileId);
    expect(await verifyCredential(admin.id, checkId, NOW)).toEqual({ ok: true });
    expect(await listed(NOW)).toContain(tileId);
    const [email] = await emailsTo(owner.email, "credential_verified");
    expect(email.text).toContain("Licence TX-M-12345 verified by Porchlight on Jan 7, 2030 · valid to March 2030");
    const audit = await getDb().selectFrom("audit_log").select(["action", "actor_user_id"]).where("entity_id", "=", licenceId).execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "credential.submit", actor_user_id: owner.id },
        { action: "credential.verify", actor_user_id: admin.id },
      ]),
    );
  });

  it("says exactly what was checked on the page, in the card's badge and in JSON-LD", async () => {
    const page = (await servicePage({ serviceId: tileId, reviewPage: 1, booking: null, now: NOW }))!;
    expect(page.service.credentialStatements).toEqual([
      "Licence TX-M-12345 verified by Porchlight on Jan 7, 2030 · valid to March 2030",
      "Background check on Angela verified Jan 2030 · valid to March 2030",
    ]);
    expect(page.service.credentials).toEqual([
      "Licence verified Jan 2030 · to Mar 2030",
      "Background check verified Jan 2030 · to Mar 2030",
    ]);
    const jsonLd = JSON.parse(page.seo.jsonLd);
    expect(jsonLd.hasCredential.map((credential: { identifier?: string }) => credential.identifier)).toEqual(["TX-M-12345", undefined]);
    expect(await listed(NOW, "verified")).toContain(tileId);
  });

  it("rejects with a reason, e-mailed and audited; a rejected credential cannot be verified after", async () => {
    const insurance = await sent(await send(owner, { kind: "insurance", issuer: "State Farm", number: "GL-1" }));
    expect(await rejectCredential(admin.id, insurance, "The policy number is not on the insurer's records.", NOW)).toEqual({ ok: true });
    expect(await statusOf(insurance)).toBe("rejected");
    expect((await emailsTo(owner.email, "credential_rejected"))[0].text).toContain("The policy number is not on the insurer's records.");
    expect(await verifyCredential(admin.id, insurance, NOW)).toMatchObject({ ok: false, status: 409 });
    const page = (await servicePage({ serviceId: tileId, reviewPage: 1, booking: null, now: NOW }))!;
    expect(page.service.credentialStatements.join(" ")).not.toContain("Insurance");
  });

  it("refuses a document by its bytes, whatever its name, and one over 10 MB, keeping nothing", async () => {
    const before = await getDb()
      .selectFrom("credentials")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(await send(owner, {}, { bytes: new TextEncoder().encode("<svg onload=alert(1)>") })).toMatchObject({
      ok: false,
      fieldErrors: { document: [CREDENTIAL_REASONS.documentType] },
    });
    expect(
      await submitCredential(owner, {
        fields: { kind: "licence", issuer: "X", state: "TX", number: "1", expires_on: EXPIRES_ON, holder: "owner" },
        document: { tooLarge: true },
        now: NOW,
      }),
    ).toMatchObject({
      ok: false,
      status: 413,
      fieldErrors: { document: [CREDENTIAL_REASONS.documentSize] },
    });
    expect(await send(owner, {}, null)).toMatchObject({ ok: false, fieldErrors: { document: [CREDENTIAL_REASONS.document] } });
    // Another business's team member cannot be named as the holder.
    expect(await send(owner, { holder: stranger.id })).toMatchObject({ ok: false, fieldErrors: { holder: [CREDENTIAL_REASONS.holder] } });
    const after = await getDb()
      .selectFrom("credentials")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("opens a document for its business and admins only; anyone else is told there is no such credential", async () => {
    expect(await credentialDocument(owner, licenceId)).toMatchObject({ ok: true, document: { content_type: "application/pdf" } });
    expect(await credentialDocument(admin, licenceId)).toMatchObject({ ok: true });
    expect(await credentialDocument(stranger, licenceId)).toMatchObject({ ok: false, status: 404 });
    // Through the route: signed out, sent to sign in; never a public address.
    const anonymous = await run(
      documentLoader({ request: getRequest(`/credentials/${licenceId}/document`), params: { credentialId: licenceId }, context }),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/provider\?redirectTo=/);
  });
});

describe("two admins at once", () => {
  it("tells the second admin, rejecting from a stale page, that it was verified (by whom, when), and lets them withdraw the verification", async () => {
    const other = await user("second-admin@example.com", "admin");
    const business = await user("stale-page@example.com", "provider");
    await createTestTile({ zipCode: "78701", providerUserId: business.id, serviceName: "Wound Care", category: "medical-home-services" });
    const id = await sent(await send(business, { number: "TX-M-999" }));
    expect(await verifyCredential(admin.id, id, NOW)).toEqual({ ok: true });

    const cookie = cookieFrom(await commitUserSession(getRequest("/"), other.id));
    const reject = (intent: string) =>
      run(
        credentialsAction({
          request: postForm("/admin/credentials", { intent, credential_id: id, reason: "Forged document" }, { cookie }),
          params: {},
          context,
        }),
      );
    const stale = await reject("reject");
    expect(stale.status).toBe(409);
    expect(stale.data.stale).toEqual({
      message:
        "Licence TX-M-999 (TX) was already verified by credentials-admin@example.com on Jan 7, 2030, 9:00 AM CST: your rejection changed nothing.",
      withdrawable: true,
      reason: "Forged document",
    });
    expect(await statusOf(id)).toBe("verified");

    const withdrawn = await reject("withdraw-verification");
    expect(withdrawn.status).toBe(302);
    expect(await toastOf(withdrawn)).toMatchObject({ description: CREDENTIAL_REASONS.revoked });
    expect(await getDb().selectFrom("credentials").select(["status", "reason"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
      status: "rejected",
      reason: "Forged document",
    });
    expect(await emailsTo("stale-page@example.com", "credential_rejected")).toHaveLength(1);
    // Rejected now, a verification from a stale page is told so too, and changes nothing.
    expect(await verifyCredential(admin.id, id, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^Licence TX-M-999 \(TX\) was already rejected on .+: your verification changed nothing\.$/),
    });
  });
});

describe("the clock", () => {
  it("reminds 30, 7 and 1 days before, each once", async () => {
    const days = (n: number) => new Date(LAPSE.getTime() - n * 86_400_000);
    expect((await sweepCredentials(days(31))).reminded).toBe(0);
    expect((await sweepCredentials(days(30))).reminded).toBe(2);
    expect((await sweepCredentials(days(29))).reminded).toBe(0);
    expect((await sweepCredentials(days(7))).reminded).toBe(2);
    expect((await sweepCredentials(days(0.5))).reminded).toBe(2);
    expect((await sweepCredentials(days(0.4))).reminded).toBe(0);
    const reminders = await emailsTo(owner.email, "credential_reminder");
    expect(reminders.map((email) => email.subject)).toEqual(
      expect.arrayContaining([
        "Licence TX-M-12345 (TX) expires in 30 days",
        "Licence TX-M-12345 (TX) expires in 7 days",
        "Licence TX-M-12345 (TX) expires within a day",
      ]),
    );
    expect(reminders[0].text).toContain("Needed to list: In-Home Nursing");
  });

  it("says the days actually left when a reminder goes late (verified with 10 days left, or after a pause)", async () => {
    const lateOwner = await user("late-reminders@example.com", "provider");
    await createTestTile({ zipCode: "78701", providerUserId: lateOwner.id, serviceName: "Gutter Cleaning", businessName: "Late Gutters" });
    const late = await sent(
      await send(lateOwner, { kind: "certification", issuer: "American Heart Association", number: "CPR-1", expires_on: "2030-01-16" }),
    );
    expect(await verifyCredential(admin.id, late, NOW)).toMatchObject({ ok: true });
    // Verified on the 7th, valid through the 16th: the 30-day reminder goes now, with 10 days left.
    await sweepCredentials(NOW);
    // The server was down from the 8th: the 7-day reminder goes on the 15th, with 2 days left.
    await sweepCredentials(new Date("2030-01-15T15:00:00Z"));
    const subjects = (await emailsTo(lateOwner.email, "credential_reminder")).map((email) => email.subject);
    expect(subjects).toEqual(["Certification CPR-1 (TX) expires in 10 days", "Certification CPR-1 (TX) expires in 2 days"]);
    // It lapses here, not in the tests after.
    expect((await sweepCredentials(new Date("2030-01-17T15:00:00Z"))).lapsed).toBe(1);
  });

  it("tells a business that chose Spanish in Spanish: verified, not verified, expiring and expired (issue 54)", async () => {
    const spanishOwner = {
      ...(await createUser(getDb(), { email: "es-owner@example.com", password: "a-long-password", role: "provider", language: "es" })),
      role: "provider" as const,
    };
    await createTestTile({
      zipCode: "78701",
      providerUserId: spanishOwner.id,
      serviceName: "Gutter Cleaning",
      businessName: "Canaletas Sol",
    });
    const spanishEmails = (kind: string) =>
      getDb()
        .selectFrom("email_outbox")
        .select(["subject", "text", "html"])
        .where("to", "=", spanishOwner.email)
        .where("kind", "=", kind)
        .execute();
    const refused = await sent(await send(spanishOwner, { kind: "insurance", issuer: "Acme", number: "INS-9" }));
    await rejectCredential(admin.id, refused, "La póliza no aparece en los registros.", NOW);
    expect((await spanishEmails("credential_rejected"))[0]).toMatchObject({
      subject: "No verificada: Seguro INS-9 (TX)",
      text: expect.stringContaining("Motivo: La póliza no aparece en los registros."),
    });

    const cpr = await sent(
      await send(spanishOwner, { kind: "certification", issuer: "American Heart Association", number: "CPR-2", expires_on: "2030-01-16" }),
    );
    expect(await verifyCredential(admin.id, cpr, NOW)).toMatchObject({ ok: true });
    const [verified] = await spanishEmails("credential_verified");
    expect(verified.subject).toBe("Verificada: Certificación CPR-2 (TX)");
    expect(verified.html).toContain('lang="es"');
    // What customers read, said in the business's language.
    expect(verified.text).toContain("En sus páginas: Certificación de American Heart Association CPR-2");

    await sweepCredentials(NOW);
    expect((await spanishEmails("credential_reminder")).map((email) => email.subject)).toEqual([
      "Certificación CPR-2 (TX) vence en 10 días",
    ]);
    expect((await sweepCredentials(new Date("2030-01-17T15:00:00Z"))).lapsed).toBe(1);
    expect((await spanishEmails("credential_lapsed")).map((email) => email.subject)).toEqual(["Certificación CPR-2 (TX) venció"]);
  });

  it("takes the tile out of the list at the instant its licence lapses, refuses new bookings, and tells both sides once", async () => {
    const service = (await getActiveService(tileId))!;
    const booked = await bookAsCustomer(service, { name: "Pat Patient", date: "2030-04-02", time: "10:00", now: NOW });
    expect(booked.ok).toBe(true);
    const justBefore = new Date(LAPSE.getTime() - 1_000);
    expect(await listed(justBefore)).toContain(tileId);
    // Nobody has run anything: the list reads the clock.
    expect(await listed(LAPSE)).not.toContain(tileId);
    expect(await listed(LAPSE, "verified")).not.toContain(tileId);
    const refused = await bookServiceOnline({
      serviceId: tileId,
      form: null,
      postedDate: "2030-04-02",
      honeypot: "ok",
      ip: "203.0.113.9",
      now: LAPSE,
    });
    expect(refused).toMatchObject({ ok: false, status: 404 });
    // Nor may anyone join its waitlist; a moment before, they could.
    expect(await joinPage(tileId, null, justBefore)).toBeDefined();
    expect(await joinPage(tileId, null, LAPSE)).toBeUndefined();
    // The pickers' times answer for it no more.
    const slotsAt = async (now: Date) => {
      vi.setSystemTime(now);
      try {
        return (await slotsLoader({
          request: getRequest(`/resources/slots?serviceId=${tileId}&date=2030-04-02`),
          params: {},
          context,
        })) as Response;
      } finally {
        vi.useRealTimers();
      }
    };
    expect((await slotsAt(justBefore)).status).toBe(200);
    expect((await slotsAt(LAPSE)).status).toBe(404);
    // An offer made from its waitlist ten minutes before the lapse cannot be booked after it.
    const quinn = await bookAsCustomer(service, { name: "Quinn Queue", date: "2030-04-02", time: "12:00", now: NOW });
    if (!quinn.ok) throw new Error(quinn.message);
    const tenBefore = new Date(LAPSE.getTime() - 10 * 60_000);
    const joined = await joinWaitlist({
      serviceId: tileId,
      form: { customer_name: "Wren Wait", customer_email: "wren.wait@example.org", customer_phone: "(512) 555-0142" },
      windows: [{ from: "2030-04-02", part: "between", start: "12:00", end: "12:30" }],
      honeypot: "ok",
      ip: "203.0.113.77",
      now: tenBefore,
    });
    if (!joined.ok) throw new Error(joined.message);
    const entryId = /\/waitlist\/([^?]+)/.exec(joined.path)![1];
    expect(
      (
        await cancelBookingAsCustomer({
          link: openBookingLink(quinn.id, bookingToken(quinn.id))!,
          origin: "http://localhost:3000",
          now: tenBefore,
        })
      ).ok,
    ).toBe(true);
    const entryLink = openWaitlistLink(entryId, idToken("waitlist", entryId))!;
    expect((await waitlistEntryPage(entryLink, tenBefore))?.offer).toBeTruthy();
    expect(
      await bookWaitlistOffer({ link: entryLink, form: {}, ip: "203.0.113.78", now: new Date(LAPSE.getTime() + 60_000) }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await sweepCredentials(LAPSE)).toEqual({ reminded: 0, lapsed: 2 });
    expect(await sweepCredentials(LAPSE)).toEqual({ reminded: 0, lapsed: 0 });
    expect(await statusOf(licenceId)).toBe("expired");
    const [lapsed] = await emailsTo(owner.email, "credential_lapsed");
    expect(lapsed.text).toContain("No longer listed: In-Home Nursing");
    const customer = await emailsTo("pat.patient@example.org", "credential_lapsed_customer");
    // Told once, though the licence and the check lapsed together.
    expect(customer).toHaveLength(1);
    expect(customer[0].text).toContain("Your booking is unchanged");
    // The booking stays.
    const booking = await getDb()
      .selectFrom("bookings")
      .select("status")
      .where("customer_email", "=", "pat.patient@example.org")
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe("confirmed");
    const audit = await getDb()
      .selectFrom("audit_log")
      .select("actor_user_id")
      .where("entity_id", "=", licenceId)
      .where("action", "=", "credential.expire")
      .execute();
    expect(audit).toEqual([{ actor_user_id: null }]);
  });

  it("lists the tile again once a renewed licence and check are verified; a withdrawn one stops counting at once", async () => {
    const licence = await sent(
      await submitCredential(owner, {
        fields: {
          kind: "licence",
          issuer: "Texas Medical Board",
          state: "TX",
          number: "TX-M-20000",
          expires_on: "2031-12-31",
          holder: "owner",
        },
        document: PDF,
        now: LAPSE,
      }),
    );
    const check = await sent(
      await submitCredential(owner, {
        fields: { kind: "background_check", issuer: "Checkr", state: "TX", number: "BC-2", expires_on: "2031-12-31", holder: "owner" },
        document: PDF,
        now: LAPSE,
      }),
    );
    await verifyCredential(admin.id, licence, LAPSE);
    await verifyCredential(admin.id, check, LAPSE);
    expect(await listed(LAPSE)).toContain(tileId);
    expect(await withdrawCredential(owner, licence, LAPSE)).toEqual({ ok: true });
    expect(await listed(LAPSE)).not.toContain(tileId);
    expect(await withdrawCredential(stranger, check, LAPSE)).toMatchObject({ ok: false, status: 404 });
    // An expired licence from another state never stands in for this state's.
    await changeCredentialSettings(admin.id, { change: "rules", rules: { "medical-home-services": ["background_check"] } });
    expect(await listed(LAPSE)).toContain(tileId);
    await changeCredentialSettings(admin.id, {
      change: "rules",
      rules: { "medical-home-services": ["licence", "background_check"], "tutoring-teaching-services": ["background_check"] },
    });
    expect(await listed(LAPSE)).not.toContain(tileId);
  });
});

describe("a team member's check", () => {
  it("gives a tutoring member whose background check lapsed no new jobs of the service, while the owner's stays", async () => {
    const tutorOwner = await user("tutor-owner@example.com", "provider");
    const tutoring = await createTestTile({
      zipCode: "78701",
      providerUserId: tutorOwner.id,
      category: "tutoring-teaching-services",
      serviceName: "Math Tutoring",
      businessName: "Bright Minds",
    });
    const added = await addTeamMember(tutorOwner, { name: "Maria Lopez", email: "maria@bright.example", service_ids: [tutoring] }, NOW);
    if (!added.ok) throw new Error(added.message);
    await saveTeamSettings(tutorOwner, { ownerTakesJobs: true, customersChoose: true });
    const ownerCheck = await sent(
      await submitCredential(tutorOwner, {
        fields: { kind: "background_check", issuer: "Checkr", state: "TX", number: "BC-10", expires_on: "2031-01-31", holder: "owner" },
        document: PDF,
        now: NOW,
      }),
    );
    const mariaCheck = await sent(
      await submitCredential(tutorOwner, {
        fields: {
          kind: "background_check",
          issuer: "Checkr",
          state: "TX",
          number: "BC-11",
          expires_on: EXPIRES_ON,
          holder: added.memberId,
        },
        document: PDF,
        now: NOW,
      }),
    );
    await verifyCredential(admin.id, ownerCheck, NOW);
    const service = (await getActiveService(tutoring))!;
    // Unverified, Maria is not offered, and Team says so beside her.
    expect((await choosableMembers(service, NOW)).map((person) => person.name)).toEqual(["Test"]);
    const withheld = async (now: Date) =>
      (await teamPage(tutorOwner, "en", now)).members.find((member) => member.id === added.memberId)?.withheld;
    expect(await withheld(NOW)).toEqual([{ service: "Math Tutoring", needs: "background check" }]);
    await verifyCredential(admin.id, mariaCheck, NOW);
    expect(await withheld(NOW)).toEqual([]);
    expect(await withheld(LAPSE)).toEqual([{ service: "Math Tutoring", needs: "background check" }]);
    expect((await choosableMembers(service, NOW)).map((person) => person.name)).toEqual(["Test", "Maria"]);
    const page = (await servicePage({ serviceId: tutoring, reviewPage: 1, booking: null, now: NOW }))!;
    expect(page.service.credentialStatements).toContain("Background check on Maria verified Jan 2030 · valid to March 2030");
    // Her check lapses: she is not given new jobs, the tile stays listed on the owner's.
    expect((await choosableMembers(service, LAPSE)).map((person) => person.name)).toEqual(["Test"]);
    const team = (await teamsOf([tutorOwner.id], LAPSE)).get(tutorOwner.id)!;
    expect(team.members.find((member) => member.user_id === added.memberId)?.serviceIds.has(tutoring)).toBe(false);
    const tutoringList = await serviceListPage({
      zip: "78701",
      category: "tutoring-teaching-services",
      query: { q: "", sort: "rating", filter: "all", page: 1 },
      now: LAPSE,
    });
    expect(tutoringList.services.map((tile) => tile.id)).toContain(tutoring);
    await sweepCredentials(LAPSE);
    const [told] = await emailsTo("maria@bright.example", "credential_lapsed");
    expect(told.text).toContain("Not given new jobs: Maria Lopez");
  });
});

describe("the application form", () => {
  const details = {
    business_name: "Lone Star Home Health",
    owner_name: "Sam Reyes",
    phone: "(512) 555-0199",
    zip_code: "78701",
    service_radius: 25,
    category: "medical-home-services" as const,
    plan_type: "community" as const,
    services_provided: ["In-Home Nursing"],
    custom_services: [],
    availability: STANDARD_HOURS,
    years_in_business: 4,
    licenses: "RN licence",
    insurance: "GL",
    email: "lonestar@example.com",
    password: "a-long-password",
    credential: { kind: "licence" as const, issuer: "Texas Board of Nursing", state: "TX", number: "RN-998877", expires_on: "2031-06-30" },
  };
  const apply = (overrides: Partial<Parameters<typeof applyToJoin>[0]>) =>
    applyToJoin({
      applicant: null,
      details: details as never,
      zip: "78701",
      logo: null,
      logoTooLarge: false,
      credentialDocument: PDF,
      honeypot: "ok",
      ip: "203.0.113.40",
      origin: "http://localhost:3000",
      now: NOW,
      language: "en",
      ...overrides,
    });

  it("asks for the document of a credential begun, and refuses one already expired, beside its fields", async () => {
    expect(await apply({ credentialDocument: null })).toMatchObject({
      ok: false,
      fieldErrors: { credential_document: [CREDENTIAL_REASONS.document] },
    });
    expect(
      await apply({ details: { ...details, credential: { ...details.credential, expires_on: "2029-12-31" } } as never }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { "credential.expires_on": [CREDENTIAL_REASONS.expired] },
    });
  });

  it("sends the credential with the application, waiting for checking", async () => {
    const outcome = await apply({});
    if (!outcome.ok) throw new Error(outcome.message);
    const credential = await getDb()
      .selectFrom("credentials")
      .selectAll()
      .where("application_id", "=", outcome.applicationId)
      .executeTakeFirstOrThrow();
    expect(credential).toMatchObject({ kind: "licence", number: "RN-998877", status: "submitted", expires_at: "2031-07-01T05:00:00.000Z" });
  });
});
