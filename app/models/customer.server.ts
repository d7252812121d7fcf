import { sql } from "kysely";
import type { CustomerForm } from "~/domain/dashboard/customers.schema.server";
import { newId } from "~/domain/uuid";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import type { BusinessScope } from "~/domain/accounts/business";
import { getDb, inJsonList, type Executor } from "~/lib/db.server";
import { customerSearchText } from "~/domain/discovery/search-text";
import { phoneDigitsOf, textSearchOf } from "~/lib/text-search.server";
import type { PageRequest } from "~/domain/pagination";
import { keysetPage } from "~/lib/keyset.server";

export class DuplicateCustomerError extends Error {
  constructor() {
    super("a customer with this e-mail is already in the business");
    this.name = "DuplicateCustomerError";
  }
}

const CUSTOMER_COLUMNS = [
  "c.id",
  "c.name",
  "c.email",
  "c.phone",
  "c.address",
  "c.status",
  "c.total_bookings",
  "c.total_spent_cents",
  "c.created_at",
  "c.owner_user_id",
  "u.email as owner_email",
] as const;

function customersOf(scope: BusinessScope) {
  return getDb()
    .selectFrom("customers as c")
    .leftJoin("users as u", "u.id", "c.owner_user_id")
    .select(CUSTOMER_COLUMNS)
    .$if(!scope.seesAll, (qb) => qb.where("c.owner_user_id", "=", scope.userId));
}

/**
 * The business's customers (an admin sees all), newest first, a page at a time, searched by name or
 * e-mail folded for case and accents, or by phone as typed or as digits. Three or more characters
 * use the trigram index; fewer are looked for row by row.
 */
export async function searchCustomers(scope: BusinessScope, q: string, page: PageRequest) {
  const search = textSearchOf(q);
  let query = customersOf(scope);
  if (search.kind === "indexed") {
    query = query.where(sql<boolean>`c.rowid in (select rowid from customers_fts where customers_fts match ${search.match})`);
  } else if (search.kind === "scan") {
    const { needle, typed, digits } = search;
    query = query.where((eb) =>
      eb.or([
        eb(sql`instr(c.search_text, ${needle})`, ">", 0),
        eb(sql`instr(c.phone, ${typed})`, ">", 0),
        ...(digits ? [eb(sql`instr(${phoneDigitsOf("c.phone")}, ${digits})`, ">", 0)] : []),
      ]),
    );
  }
  return keysetPage(query, {
    sortColumn: "c.created_at",
    idColumn: "c.id",
    descending: true,
    page,
    key: (row) => [row.created_at, row.id],
  });
}

/** The business's newest customers, for choosing one in a form (payments, scheduling). */
export async function listCustomerChoices(scope: BusinessScope, limit = 200) {
  return customersOf(scope).orderBy("c.created_at", "desc").orderBy("c.id", "desc").limit(limit).execute();
}

/** The customers of these owners (a business and the admin booking for it), newest first. */
export async function listCustomersOwnedBy(ownerUserIds: readonly string[], limit = 200) {
  return getDb()
    .selectFrom("customers as c")
    .leftJoin("users as u", "u.id", "c.owner_user_id")
    .select(["c.id", "c.name", "c.email", "c.owner_user_id", "u.email as owner_email"])
    .where("c.owner_user_id", "in", inJsonList(ownerUserIds))
    .orderBy("c.created_at", "desc")
    .orderBy("c.id")
    .limit(limit)
    .execute();
}

export async function createCustomer(executor: Executor, scope: BusinessScope, form: CustomerForm): Promise<string> {
  const id = newId();
  try {
    await executor
      .insertInto("customers")
      .values({
        id,
        owner_user_id: scope.userId,
        name: form.name,
        email: form.email.toLowerCase(),
        phone: form.phone,
        address: form.address ?? "",
        search_text: customerSearchText({ name: form.name, email: form.email.toLowerCase() }),
      })
      .execute();
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: customers\.owner_user_id, customers\.email/.test(error.message)) {
      throw new DuplicateCustomerError();
    }
    throw error;
  }
  return id;
}

/** One customer (whose business may use it is the access gate's question). */
export async function findCustomer(id: string, executor: Executor = getDb()) {
  return executor.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The language of a customer's latest booking: what they read in when no booking is at hand (English if none). */
export async function findCustomerLanguage(id: string, executor: Executor = getDb()): Promise<Language> {
  const row = await executor
    .selectFrom("bookings")
    .select("language")
    .where("customer_id", "=", id)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** Keeps a customer's booking count true; called in the transaction that books or cancels. */
export async function adjustCustomerBookings(executor: Executor, customerId: string, delta: number) {
  await executor
    .updateTable("customers")
    .set((eb) => ({ total_bookings: sql<number>`max(0, ${eb.ref("total_bookings")} + ${delta})` }))
    .where("id", "=", customerId)
    .execute();
}

/** Keeps a customer's total spent true when money comes in (+) or goes back (-); called in the transaction that records it. */
export async function addCustomerSpending(executor: Executor, customerId: string, cents: number) {
  await executor
    .updateTable("customers")
    .set({ total_spent_cents: sql<number>`max(0, total_spent_cents + ${cents})` })
    .where("id", "=", customerId)
    .execute();
}

/**
 * The provider's customer for a booking made online: found by e-mail (any case) or added, and
 * counted one booking more. Called in the booking's transaction; returns the customer's id.
 */
export async function recordOnlineCustomer(
  executor: Executor,
  customer: { ownerUserId: string; name: string; email: string; phone: string; address: string },
): Promise<string> {
  const row = await executor
    .insertInto("customers")
    .values({
      id: newId(),
      owner_user_id: customer.ownerUserId,
      name: customer.name,
      email: customer.email.toLowerCase(),
      phone: customer.phone,
      address: customer.address,
      total_bookings: 1,
      search_text: customerSearchText({ name: customer.name, email: customer.email.toLowerCase() }),
    })
    .onConflict((oc) =>
      oc.columns(["owner_user_id", "email"]).doUpdateSet((eb) => ({
        total_bookings: eb("customers.total_bookings", "+", 1),
        phone: eb.ref("excluded.phone"),
        address: sql<string>`case when excluded.address <> '' then excluded.address else customers.address end`,
      })),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
