import { sql } from "kysely";
import { bookingSearchText, customerSearchText } from "~/domain/discovery/search-text";
import { toE164 } from "~/domain/texts/texts";
import { inJsonList, type Executor } from "~/lib/db.server";
import { refreshServiceRating } from "./review.server";

/**
 * Erasing a customer (issue 56, decision 0053), inside the caller's one transaction: every row made
 * with the address gets the pseudonym, the free text that could name them is emptied, copies of
 * their name, address, e-mail and phone in e-mails, texts and the audit log are replaced, their
 * photos, sign-in links and account are deleted. Money rows stay as they are, under the pseudonym.
 */

/** What the person is named as afterwards, everywhere a name is shown. */
export const ERASED_NAME = "Deleted customer";
export const FORMER_REVIEWER = "A former customer";
/**
 * Where a consent's number was: a consent's number must be a US number, so it becomes one from the
 * range the North American Numbering Plan keeps for fiction (555-0100 to 0199), which rings nobody.
 */
export const ERASED_PHONE = "+15555550100";
/** What stands where the person's own words were (a request's description must be 20 characters or more). */
const ERASED_TEXT = "[Erased at the customer's request]";

export type ErasureCounts = {
  bookings: number;
  requests: number;
  conversations: number;
  waitlist: number;
  reviews: number;
  emails: number;
  texts: number;
};

const lowerIs = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) = ${email}`;

/** The person's identifiers as they were stored: every spelling of their e-mail, name, phone and address. */
async function identifiersOf(trx: Executor, email: string) {
  const rows = await sql<{ value: string | null; kind: string }>`
    select customer_email as value, 'email' as kind from bookings where lower(customer_email) = ${email}
    union select customer_name, 'name' from bookings where lower(customer_email) = ${email}
    union select customer_phone, 'phone' from bookings where lower(customer_email) = ${email}
    union select service_address, 'address' from bookings where lower(customer_email) = ${email}
    union select customer_email, 'email' from quote_requests where lower(customer_email) = ${email}
    union select customer_name, 'name' from quote_requests where lower(customer_email) = ${email}
    union select customer_phone, 'phone' from quote_requests where lower(customer_email) = ${email}
    union select customer_email, 'email' from waitlist_entries where lower(customer_email) = ${email}
    union select customer_name, 'name' from waitlist_entries where lower(customer_email) = ${email}
    union select customer_phone, 'phone' from waitlist_entries where lower(customer_email) = ${email}
    union select customer_email, 'email' from threads where lower(customer_email) = ${email}
    union select customer_name, 'name' from threads where lower(customer_email) = ${email}
    union select customer_email, 'email' from booking_series where lower(customer_email) = ${email}
    union select customer_name, 'name' from booking_series where lower(customer_email) = ${email}
    union select email, 'email' from customers where lower(email) = ${email}
    union select name, 'name' from customers where lower(email) = ${email}
    union select phone, 'phone' from customers where lower(email) = ${email}
    union select address, 'address' from customers where lower(email) = ${email}`.execute(trx);
  const of = (kind: string) => [
    ...new Set(rows.rows.filter((row) => row.kind === kind && row.value && row.value.trim().length >= 3).map((row) => row.value!)),
  ];
  const phones = of("phone");
  const e164 = [...new Set(phones.map((phone) => toE164(phone)).filter((phone): phone is string => phone !== null))];
  return { emails: [...new Set([email, ...of("email")])], names: of("name"), phones, e164, addresses: of("address") };
}

/** Replaces every identifier in a text column of the rows `where` picks, longest first (an address may hold a name). */
async function replaceIn(
  trx: Executor,
  table: string,
  column: string,
  identifiers: readonly string[],
  replacement: string,
  where = sql`1 = 1`,
) {
  for (const identifier of [...identifiers].sort((a, b) => b.length - a.length)) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}, ${identifier}, ${replacement})
      where ${where} and instr(${sql.ref(column)}, ${identifier}) > 0`.execute(trx);
  }
}

export async function eraseCustomerRecords(
  trx: Executor,
  input: { email: string; pseudonymEmail: string; removeReviews: boolean },
): Promise<ErasureCounts> {
  const email = input.email.trim().toLowerCase();
  const pseudonym = { name: ERASED_NAME, email: input.pseudonymEmail };
  const ids = await identifiersOf(trx, email);
  const everything = [...ids.emails, ...ids.names, ...ids.phones, ...ids.e164, ...ids.addresses];

  const bookings = await trx
    .selectFrom("bookings")
    .select(["id", "reference", "service_id", "text_consent_id"])
    .where(lowerIs("customer_email", email))
    .execute();
  const requests = await trx
    .selectFrom("quote_requests")
    .select(["id", "photo_ids", "text_consent_id"])
    .where(lowerIs("customer_email", email))
    .execute();
  const entries = await trx
    .selectFrom("waitlist_entries")
    .select(["id", "text_consent_id"])
    .where(lowerIs("customer_email", email))
    .execute();
  const threads = await trx.selectFrom("threads").select("id").where(lowerIs("customer_email", email)).execute();
  const bookingIds = bookings.map((row) => row.id);
  const threadIds = threads.map((row) => row.id);
  const consentIds = [
    ...new Set([...bookings, ...requests, ...entries].map((row) => row.text_consent_id).filter((id): id is string => !!id)),
  ];

  // Photos the person sent: their bytes go; the messages and requests forget them.
  const messages =
    threadIds.length === 0
      ? []
      : await trx
          .selectFrom("thread_messages")
          .select(["id", "photo_ids"])
          .where("thread_id", "in", inJsonList(threadIds))
          .where("author", "=", "customer")
          .execute();
  const photoIds = [...requests, ...messages].flatMap((row) => {
    try {
      const parsed: unknown = JSON.parse(row.photo_ids);
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
    } catch {
      return [];
    }
  });
  if (photoIds.length > 0) await trx.deleteFrom("media").where("id", "in", inJsonList(photoIds)).execute();

  for (const booking of bookings) {
    await trx
      .updateTable("bookings")
      .set({
        customer_name: pseudonym.name,
        customer_email: pseudonym.email,
        customer_phone: "",
        service_address: "",
        service_lat: null,
        service_lng: null,
        special_requests: null,
        search_text: bookingSearchText({ customer_name: pseudonym.name, customer_email: pseudonym.email, reference: booking.reference }),
      })
      .where("id", "=", booking.id)
      .execute();
  }
  if (bookingIds.length > 0)
    await replaceIn(
      trx,
      "bookings",
      "cancellation_reason",
      everything,
      pseudonym.name,
      sql`id in (select value from json_each(${JSON.stringify(bookingIds)}))`,
    );
  await trx
    .updateTable("booking_series")
    .set({ customer_name: pseudonym.name, customer_email: pseudonym.email })
    .where(lowerIs("customer_email", email))
    .execute();
  await trx
    .updateTable("quote_requests")
    .set({ customer_name: pseudonym.name, customer_email: pseudonym.email, customer_phone: "", description: ERASED_TEXT, photo_ids: "[]" })
    .where(lowerIs("customer_email", email))
    .execute();
  await trx
    .updateTable("threads")
    .set({ customer_name: pseudonym.name, customer_email: pseudonym.email })
    .where(lowerIs("customer_email", email))
    .execute();
  if (threadIds.length > 0) {
    const inThreads = sql`thread_id in (select value from json_each(${JSON.stringify(threadIds)}))`;
    await trx
      .updateTable("thread_messages")
      .set({ body: ERASED_TEXT, photo_ids: "[]", attachment_notes: "[]" })
      .where("thread_id", "in", inJsonList(threadIds))
      .where("author", "=", "customer")
      .execute();
    await replaceIn(trx, "thread_messages", "body", everything, pseudonym.name, inThreads);
  }
  await trx
    .updateTable("waitlist_entries")
    .set({ customer_name: pseudonym.name, customer_email: pseudonym.email, customer_phone: "" })
    .where(lowerIs("customer_email", email))
    .execute();
  await trx.updateTable("waitlist_offers").set({ customer_email: pseudonym.email }).where(lowerIs("customer_email", email)).execute();

  // Each business's own record of the person: kept for its ledger, under the pseudonym.
  const customers = await trx.selectFrom("customers").select("id").where(lowerIs("email", email)).execute();
  for (const customer of customers) {
    await trx
      .updateTable("customers")
      .set({ name: pseudonym.name, email: pseudonym.email, phone: "", address: "", search_text: customerSearchText(pseudonym) })
      .where("id", "=", customer.id)
      .execute();
  }
  if (customers.length > 0) {
    await replaceIn(
      trx,
      "payments",
      "notes",
      everything,
      pseudonym.name,
      sql`customer_id in (select value from json_each(${JSON.stringify(customers.map((row) => row.id))}))`,
    );
  }

  // Consents keep what was agreed to and when (the wording), not who or from where.
  if (consentIds.length > 0)
    await trx
      .updateTable("text_consents")
      .set({ phone: ERASED_PHONE, page: "", ip: "", user_agent: "" })
      .where("id", "in", inJsonList(consentIds))
      .execute();
  // A number that said STOP is kept so that it is never texted again (decision 0053); any other goes,
  // unless someone else's consent names it too (a phone a household shares stays theirs).
  if (ids.e164.length > 0) {
    await trx
      .deleteFrom("text_numbers")
      .where("phone", "in", inJsonList(ids.e164))
      .where("status", "!=", "opted_out")
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("text_consents as c").select("c.id").whereRef("c.phone", "=", "text_numbers.phone"))),
      )
      .execute();
  }

  // Outboxes: the person's unsent mail and texts go; what was sent keeps its kind and time only. A
  // row is theirs when it went to their address, is about their booking or conversation, or was
  // sent under their consent. What merely holds the same street or phone is not picked: a
  // household shares those, and a namesake shares a name, and their mail stays as it is.
  const threadHexes = threadIds.map((id) => id.replace(/-/g, ""));
  const toThem = sql<boolean>`lower("to") in (select value from json_each(${JSON.stringify(ids.emails.map((each) => each.toLowerCase()))}))`;
  const emailRows = sql<boolean>`(${toThem}
    or booking_id in (select value from json_each(${JSON.stringify(bookingIds)}))
    or exists (select 1 from json_each(${JSON.stringify(threadHexes)}) where instr(coalesce(reply_to, ''), value) > 0))`;
  const emailsDeleted = await trx.deleteFrom("email_outbox").where(emailRows).where("status", "=", "queued").executeTakeFirst();
  const emailsErased = await trx
    .updateTable("email_outbox")
    .set({ subject: ERASED_TEXT, text: ERASED_TEXT, html: ERASED_TEXT, reply_to: null })
    .where(emailRows)
    .executeTakeFirst();
  await trx.updateTable("email_outbox").set({ to: pseudonym.email }).where(toThem).execute();
  const textRows = sql<boolean>`(consent_id in (select value from json_each(${JSON.stringify(consentIds)}))
    or booking_id in (select value from json_each(${JSON.stringify(bookingIds)})))`;
  const textsDeleted = await trx.deleteFrom("text_outbox").where(textRows).where("status", "in", ["held", "queued"]).executeTakeFirst();
  await trx.updateTable("text_outbox").set({ body: ERASED_TEXT, fallback_email: null, to_phone: "" }).where(textRows).execute();

  // Reviews: kept as a former customer's, or removed, as the person chose.
  let reviews = 0;
  if (bookingIds.length > 0) {
    const written = await trx
      .selectFrom("reviews")
      .select(["id", "service_id"])
      .where("booking_id", "in", inJsonList(bookingIds))
      .execute();
    reviews = written.length;
    if (input.removeReviews && written.length > 0) {
      await trx.deleteFrom("review_invitations").where("booking_id", "in", inJsonList(bookingIds)).execute();
      await trx
        .deleteFrom("reviews")
        .where("id", "in", inJsonList(written.map((row) => row.id)))
        .execute();
      for (const serviceId of new Set(written.map((row) => row.service_id))) await refreshServiceRating(trx, serviceId);
    } else if (written.length > 0) {
      await trx
        .updateTable("reviews")
        .set({ reviewer_name: FORMER_REVIEWER })
        .where("id", "in", inJsonList(written.map((row) => row.id)))
        .execute();
      for (const column of ["body", "reply"]) {
        await replaceIn(
          trx,
          "reviews",
          column,
          everything,
          pseudonym.name,
          sql`booking_id in (select value from json_each(${JSON.stringify(bookingIds)}))`,
        );
      }
    }
  }

  const theirRecords = [
    ...bookingIds,
    ...requests.map((row) => row.id),
    ...entries.map((row) => row.id),
    ...threadIds,
    ...customers.map((row) => row.id),
  ];
  await replaceIn(
    trx,
    "audit_log",
    "details",
    everything,
    pseudonym.name,
    sql`entity_id in (select value from json_each(${JSON.stringify(theirRecords)}))`,
  );
  await trx.deleteFrom("email_sign_in_links").where("email", "=", email).execute();
  await trx.deleteFrom("contact_opt_outs").where("email", "=", email).execute();
  await trx
    .deleteFrom("rate_limits")
    .where(sql<boolean>`instr(key, ${email}) > 0`)
    .execute();
  await trx.deleteFrom("customer_accounts").where("email", "=", email).execute();

  return {
    bookings: bookings.length,
    requests: requests.length,
    conversations: threads.length,
    waitlist: entries.length,
    reviews,
    emails: Number(emailsDeleted.numDeletedRows) + Number(emailsErased.numUpdatedRows),
    texts: Number(textsDeleted.numDeletedRows),
  };
}
