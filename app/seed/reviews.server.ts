import { reviewEditableUntil } from "~/domain/reviews/reviews";
import { firstNameAndInitial } from "~/domain/forms/fields";
import { addDaysToDate, instantOf, localClock, timeZoneOfPlace } from "~/domain/time";
import { newId } from "~/domain/uuid";
import type { Executor } from "~/lib/db.server";
import { insertBooking } from "~/models/booking.server";
import { insertReview, refreshServiceRating, saveReply } from "~/models/review.server";
import type { SeedProvider } from "./demo-data";

/**
 * The demo's ratings, written the only way ratings exist: each review belongs to a completed
 * booking of the tile, and the tile's numbers are computed from its reviews. `reviews` in
 * demo-data.ts is a provider's popularity; about one in thirty becomes a seeded review (some
 * providers have none and read "New · no reviews yet").
 */
const REVIEWS_PER_POPULARITY = 30;

const FIRST_NAMES = [
  "Olivia",
  "Ethan",
  "Sophia",
  "Liam",
  "Ava",
  "Noah",
  "Mia",
  "Lucas",
  "Harper",
  "Mateo",
  "Zoë",
  "Amir",
  "Grace",
  "Diego",
];
const LAST_NAMES = ["Bennett", "Walker", "Martinez", "Turner", "Robinson", "Campbell", "Nguyen", "Okafor", "Schmidt", "Patel", "Ávila"];

const TEXTS: Record<number, readonly (string | null)[]> = {
  5: [
    "On time, explained everything before starting and left the place spotless. Would book again.",
    "Quick to respond and fixed it on the first visit. Fair price too.",
    "Friendly, careful and clearly knows the trade. Highly recommend.",
    null,
    "Came the same week and did exactly what was quoted.",
  ],
  4: [
    "Good work and a fair price. Arrived a little later than the window, but called ahead.",
    "Solid job. Took a bit longer than expected but the result is great.",
    null,
  ],
  3: ["The job got done, but I had to follow up twice to get a time.", "Okay overall; the price ended up higher than the estimate."],
  2: ["Showed up late and the fix needed a second visit."],
  1: ["Never finished the job and stopped answering messages."],
};

const REPLIES = [
  "Thank you for the kind words. It was a pleasure working with you!",
  "Thanks for the feedback. We have adjusted our scheduling so arrival windows are tighter.",
];

/** n star values whose mean is as close to `target` as whole stars allow. */
export function starsFor(target: number, n: number): number[] {
  const total = Math.min(5 * n, Math.max(n, Math.round(target * n)));
  const base = Math.floor(total / n);
  const raised = total - base * n;
  const stars = Array.from({ length: n }, (_, i) => (i < raised ? base + 1 : base));
  // A little spread where the sum allows it: two 4s become a 3 and a 5.
  const fours = stars.flatMap((star, i) => (star === 4 ? [i] : []));
  if (n >= 6 && fours.length >= 2) {
    stars[fours[0]] = 3;
    stars[fours[1]] = 5;
  }
  return stars;
}

export async function seedReviews(
  trx: Executor,
  providers: Array<{ profile: SeedProvider; userId: string; tiles: Array<{ id: string; name: string }> }>,
  now: Date,
): Promise<number> {
  let written = 0;
  let person = 0;
  for (const { profile, userId, tiles } of providers) {
    for (const [position, tile] of tiles.entries()) {
      const count = Math.max(0, Math.round(profile.reviews / REVIEWS_PER_POPULARITY) - position * 2);
      if (count === 0) continue;
      const place = await trx
        .selectFrom("services as s")
        .innerJoin("zip_codes as z", "z.zip", "s.zip_code")
        .select(["s.duration_minutes", "z.time_zone", "z.state", "s.created_at"])
        .where("s.id", "=", tile.id)
        .executeTakeFirstOrThrow();
      const timeZone = timeZoneOfPlace(place);
      const today = localClock(now, timeZone).date;
      const target = Math.max(1, Math.min(5, profile.rating - position * 0.1));
      for (const [k, rating] of starsFor(target, count).entries()) {
        person += 1;
        const name = `${FIRST_NAMES[person % FIRST_NAMES.length]} ${LAST_NAMES[(person * 7) % LAST_NAMES.length]}`;
        const date = addDaysToDate(today, -(4 + ((k * 9 + position * 5) % 110)));
        const time = ["09:00", "11:00", "14:00", "16:00"][k % 4];
        const startsAt = instantOf(date, time, timeZone);
        const finishedAt = new Date(startsAt.getTime() + place.duration_minutes * 60_000);
        const bookingId = newId();
        await insertBooking(trx, {
          id: bookingId,
          service_id: tile.id,
          provider_user_id: userId,
          customer_id: null,
          customer_name: name,
          customer_email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${person}@example.org`,
          customer_phone: `(512) 555-${String(1000 + person).slice(-4)}`,
          service_type: tile.name,
          preferred_date: date,
          preferred_time: time,
          time_zone: timeZone,
          duration_minutes: place.duration_minutes,
          starts_at: startsAt.toISOString(),
          special_requests: null,
          status: "completed",
          status_changed_at: finishedAt.toISOString(),
          provider_notified: 1,
          created_at: new Date(startsAt.getTime() - 3 * 86_400_000).toISOString(),
          cancelled_at: null,
          cancelled_by: null,
          cancellation_reason: null,
        });
        const texts = TEXTS[rating];
        const at = new Date(finishedAt.getTime() + 20 * 3_600_000);
        const reviewId = await insertReview(trx, {
          bookingId,
          serviceId: tile.id,
          providerUserId: userId,
          rating,
          body: texts[(person + k) % texts.length],
          reviewerName: firstNameAndInitial(name),
          at,
          editableUntil: reviewEditableUntil(at),
        });
        if (reviewId && k % 3 === 0) {
          await saveReply(trx, {
            reviewId,
            providerUserId: userId,
            reply: REPLIES[rating >= 4 ? 0 : 1],
            at: new Date(at.getTime() + 5 * 3_600_000),
          });
        }
        written += 1;
      }
      await refreshServiceRating(trx, tile.id);
    }
  }
  return written;
}
