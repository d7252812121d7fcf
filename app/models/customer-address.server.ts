import { newId } from "~/domain/uuid";
import { getDb, type Executor } from "~/lib/db.server";

/** A customer's saved addresses (migration 0044): at most five (a trigger), one default (a unique index). */

export async function listCustomerAddresses(customerId: string) {
  return getDb()
    .selectFrom("customer_addresses")
    .select(["id", "label", "address", "is_default"])
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .limit(5)
    .execute();
}

export async function findDefaultAddress(customerId: string) {
  return getDb()
    .selectFrom("customer_addresses")
    .select(["address"])
    .where("customer_id", "=", customerId)
    .where("is_default", "=", 1)
    .executeTakeFirst();
}

/** Saves an address (the first is the default): "tooMany" when the customer has five already. */
export async function insertCustomerAddress(
  executor: Executor,
  input: { customerId: string; label: string; address: string; makeDefault: boolean },
): Promise<{ id: string } | "tooMany"> {
  const id = newId();
  const hasDefault = await executor
    .selectFrom("customer_addresses")
    .select("id")
    .where("customer_id", "=", input.customerId)
    .where("is_default", "=", 1)
    .executeTakeFirst();
  const makeDefault = input.makeDefault || !hasDefault;
  try {
    if (makeDefault) await clearDefault(executor, input.customerId);
    await executor
      .insertInto("customer_addresses")
      .values({ id, customer_id: input.customerId, label: input.label, address: input.address, is_default: makeDefault ? 1 : 0 })
      .execute();
  } catch (error) {
    if (error instanceof Error && error.message.includes("addresses.tooMany")) return "tooMany";
    throw error;
  }
  return { id };
}

async function clearDefault(executor: Executor, customerId: string) {
  await executor
    .updateTable("customer_addresses")
    .set({ is_default: 0 })
    .where("customer_id", "=", customerId)
    .where("is_default", "=", 1)
    .execute();
}

/** Makes one of the customer's addresses the default; false when it is not theirs. */
export async function setDefaultAddress(executor: Executor, customerId: string, id: string): Promise<boolean> {
  const mine = await executor
    .selectFrom("customer_addresses")
    .select("id")
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  if (!mine) return false;
  await clearDefault(executor, customerId);
  await executor.updateTable("customer_addresses").set({ is_default: 1 }).where("id", "=", id).execute();
  return true;
}

/** Removes one of the customer's addresses; the oldest left becomes the default if it was. False when it is not theirs. */
export async function deleteCustomerAddress(executor: Executor, customerId: string, id: string): Promise<boolean> {
  const removed = await executor
    .deleteFrom("customer_addresses")
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .returning("is_default")
    .executeTakeFirst();
  if (!removed) return false;
  if (removed.is_default === 1) {
    const next = await executor
      .selectFrom("customer_addresses")
      .select("id")
      .where("customer_id", "=", customerId)
      .orderBy("created_at")
      .limit(1)
      .executeTakeFirst();
    if (next) await executor.updateTable("customer_addresses").set({ is_default: 1 }).where("id", "=", next.id).execute();
  }
  return true;
}
