import type { Insertable } from "kysely";
import type { Executor } from "~/lib/db.server";
import type { BookingsTable } from "~/lib/db-schema";

export type NewBooking = Insertable<BookingsTable>;

/** Inserts a booking; the partial unique index refuses a second live booking of a slot. */
export async function insertBooking(executor: Executor, booking: NewBooking): Promise<string> {
  await executor.insertInto("bookings").values(booking).execute();
  return booking.id;
}
