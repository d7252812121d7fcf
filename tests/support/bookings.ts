import type { ServiceCard } from "~/models/service.server";
import { bookService } from "~/services/booking/index.server";

/** A customer's e-mail from their name ("Amy Adams" → amy.adams@example.org). */
export const emailOfName = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`;

/** A customer's own booking of a service through the booking use case, as the form makes it. */
export function bookAsCustomer(
  service: ServiceCard,
  booking: { name: string; date: string; time: string; now: Date; member?: string | null; address?: string },
) {
  return bookService({
    service,
    request: {
      customer_name: booking.name,
      customer_email: emailOfName(booking.name),
      customer_phone: "(512) 555-0142",
      preferred_date: booking.date,
      preferred_time: booking.time,
      service_address: booking.address ?? "1100 Congress Ave, Austin, TX 78701",
    },
    origin: "http://localhost:3000",
    now: booking.now,
    actor: { kind: "customer" },
    member: booking.member,
  });
}
