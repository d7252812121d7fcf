import type { BusinessScope } from "~/domain/accounts/business";
import { DASHBOARD_CUSTOMER_REASONS } from "~/domain/dashboard/customers";
import type { CustomerForm } from "~/domain/dashboard/customers.schema.server";
import { refuse, type Outcome } from "~/domain/outcome";
import type { PageRequest } from "~/domain/pagination";
import { createCustomer, DuplicateCustomerError, searchCustomers } from "~/models/customer.server";
import { orFailure } from "~/services/support/failure.server";
import { decideInTransaction } from "~/services/support/transaction.server";

/** The business dashboard's Customers tab. */

/** A keyset page of the business's customers (every business's for an admin), by name, e-mail or phone. */
export async function customersPage(scope: BusinessScope, q: string, page: PageRequest) {
  return orFailure({ message: DASHBOARD_CUSTOMER_REASONS.loadFailed, log: "loading customers failed" }, async () => ({
    ok: true,
    ...(await searchCustomers(scope, q, page)),
  }));
}

/** Adds a customer to the business; one e-mail is one customer of a business (the UNIQUE index decides). */
export async function addCustomer(scope: BusinessScope, form: CustomerForm): Promise<Outcome<{ id: string }>> {
  return orFailure({ message: DASHBOARD_CUSTOMER_REASONS.failed, log: "saving a customer failed" }, () =>
    decideInTransaction(async (trx) => {
      try {
        return { ok: true, id: await createCustomer(trx, scope, form) };
      } catch (error) {
        if (error instanceof DuplicateCustomerError) return refuse(409, DASHBOARD_CUSTOMER_REASONS.duplicate, "email");
        throw error;
      }
    }),
  );
}
