import { readInEnglish } from "../support/english";
import { beforeAll, describe, expect, it } from "vitest";
import { businessScope, type BusinessScope } from "~/domain/accounts/business";
import { newId } from "~/domain/uuid";
import { getDb } from "~/lib/db.server";
import { createCustomer } from "~/models/customer.server";
import { insertBooking } from "~/models/booking.server";
import { insertPayment } from "~/models/payment.server";
import { createUser } from "~/models/user.server";
import { ownership, requireOwnership } from "~/services/support/access.server";
import { createTestTile, testBookingRow } from "../support/factories";
import { settle } from "../support/requests";
import { sayIn } from "~/locales/messages";

/**
 * The access gate's ownership form: a business acts on its own records, an admin on anyone's;
 * a public record (a service) of another business is refused as theirs (403), a private one as
 * unknown (404), and a malformed id like a missing one.
 */
let alice: BusinessScope;
let bob: BusinessScope;
let admin: BusinessScope;
const records: Record<"service" | "inactiveService" | "booking" | "customer" | "payment", string> = {
  service: "",
  inactiveService: "",
  booking: "",
  customer: "",
  payment: "",
};

async function scope(email: string, role: "provider" | "admin") {
  const user = await createUser(getDb(), { email, passwordHash: "x", role });
  return businessScope({ id: user.id, email: user.email, role });
}

beforeAll(async () => {
  alice = await scope("alice@access.example", "provider");
  bob = await scope("bob@access.example", "provider");
  admin = await scope("admin@access.example", "admin");
  records.service = await createTestTile({ zipCode: "78701", providerUserId: alice.userId });
  records.inactiveService = await createTestTile({ zipCode: "78701", providerUserId: alice.userId, isActive: false });
  records.booking = await insertBooking(getDb(), testBookingRow({ provider_user_id: alice.userId, service_id: records.service }));
  records.customer = await createCustomer(getDb(), alice, { name: "Carla Diaz", email: "carla@access.example", phone: "(512) 555-0101" });
  records.payment = newId();
  await insertPayment(getDb(), {
    id: records.payment,
    owner_user_id: alice.userId,
    customer_id: records.customer,
    booking_id: null,
    amount_cents: 1000,
    method: "cash",
    status: "completed",
    created_at: new Date().toISOString(),
  });
});

describe("ownership", () => {
  it.each(["service", "booking", "customer", "payment"] as const)("lets the owner and an admin act on a %s", async (kind) => {
    const target = { [kind]: records[kind] } as { [K in typeof kind]: string };
    expect(await ownership(alice, target)).toMatchObject({ ok: true, kind, id: records[kind], ownerUserId: alice.userId });
    expect(await ownership(admin, target)).toMatchObject({ ok: true, kind, ownerUserId: alice.userId, actor: { userId: admin.userId } });
  });

  it("refuses another business's service as theirs (403): service pages are public", async () => {
    const refused = await ownership(bob, { service: records.service });
    expect(refused).toMatchObject({ ok: false, status: 403 });
    expect(sayIn("en", (refused as { message: string }).message)).toBe("You can only schedule jobs for your own services.");
  });

  it.each([
    ["booking", "Booking not found"],
    ["customer", "Customer not found"],
    ["payment", "Payment not found"],
  ] as const)("refuses another business's %s as if it did not exist (404)", async (kind, message) => {
    const target = { [kind]: records[kind] } as { [K in typeof kind]: string };
    expect(readInEnglish(await ownership(bob, target))).toEqual({ ok: false, status: 404, message });
  });

  it("refuses unknown and malformed ids, and a service customers cannot book, with 404", async () => {
    for (const id of [newId(), "not-a-uuid", "", "../etc/passwd"]) {
      expect(readInEnglish(await ownership(admin, { booking: id }))).toMatchObject({
        ok: false,
        status: 404,
        message: "Booking not found",
      });
    }
    const inactive = await ownership(alice, { service: records.inactiveService });
    expect(inactive).toMatchObject({ ok: false, status: 404 });
    expect(sayIn("en", (inactive as { message: string }).message)).toBe("This service is not available for scheduling.");
  });

  it("is thrown by requireOwnership, as plain text or as a toast back to the list", async () => {
    const user = { id: bob.userId, email: bob.email, role: "provider" as const };
    const plain = (await settle(requireOwnership(user, { booking: records.booking }))) as Response;
    expect(plain.status).toBe(404);
    expect(readInEnglish(await plain.text())).toBe("Booking not found");
    const toast = (await settle(requireOwnership(user, { booking: records.booking }, { refusedTo: "/provider/bookings" }))) as Response;
    expect(toast.status).toBe(302);
    expect(toast.headers.get("Location")).toBe("/provider/bookings");
  });
});
