import { ADDRESS_REASONS } from "~/domain/accounts/saved-addresses";
import { refuse, type Outcome } from "~/domain/outcome";
import { isUuid } from "~/domain/uuid";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { deleteCustomerAddress, insertCustomerAddress, listCustomerAddresses, setDefaultAddress } from "~/models/customer-address.server";
import type { CustomerAccount } from "~/services/support/auth.server";
import { madeBy, priorOf } from "~/services/support/submissions.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/** A customer's saved addresses (issue 56): up to five, one the default, which fills the booking form. */
export async function savedAddressesOf(customer: CustomerAccount) {
  const rows = await listCustomerAddresses(customer.id);
  return rows.map((row) => ({ id: row.id, label: row.label, address: row.address, isDefault: row.is_default === 1 }));
}

/** Saves an address; the same form posted twice saves it once. */
export async function addSavedAddress(
  customer: CustomerAccount,
  form: { label?: string; address: string; default?: "on" },
  once: OneTimeSubmission,
): Promise<Outcome> {
  return decideInTransaction(async (trx) => {
    if (await priorOf(trx, once)) return { ok: true };
    const saved = await insertCustomerAddress(trx, {
      customerId: customer.id,
      label: form.label ?? "",
      address: form.address,
      makeDefault: form.default === "on",
    });
    if (saved === "tooMany") return refuse(409, ADDRESS_REASONS.tooMany);
    await madeBy(trx, once, saved.id);
    return { ok: true };
  });
}

export async function makeDefaultAddress(customer: CustomerAccount, id: unknown): Promise<Outcome> {
  if (!isUuid(id)) return refuse(404, ADDRESS_REASONS.notFound);
  return decideInTransaction(async (trx) =>
    (await setDefaultAddress(trx, customer.id, id)) ? { ok: true } : refuse(404, ADDRESS_REASONS.notFound),
  );
}

export async function removeSavedAddress(customer: CustomerAccount, id: unknown): Promise<Outcome> {
  if (!isUuid(id)) return refuse(404, ADDRESS_REASONS.notFound);
  return decideInTransaction(async (trx) =>
    (await deleteCustomerAddress(trx, customer.id, id)) ? { ok: true } : refuse(404, ADDRESS_REASONS.notFound),
  );
}
