import type { SlotCheck } from "~/domain/schedule/slots";
import { chooseAssignee, weekAround } from "~/domain/team/team";
import type { Executor } from "~/lib/db.server";
import { claimCells } from "~/models/booking.server";
import { bookedMinutesOf } from "~/models/team.server";

export type Assignee = { userId: string; cells: number[] };

/**
 * Who does a job at a free start (decision 0032): the provider alone; the person asked for while
 * free (a series and a move keep theirs); else the free member with the fewest booked minutes that
 * week. Read inside the booking's transaction, so two bookings are assigned one after the other.
 */
export async function assigneeFor(
  trx: Executor,
  input: { providerUserId: string; check: Extract<SlotCheck, { ok: true }>; timeZone: string; prefer?: string | null },
): Promise<Assignee> {
  const { check } = input;
  if (!check.free) return { userId: input.providerUserId, cells: check.cells };
  const preferred = input.prefer ? check.free.find((person) => person.userId === input.prefer) : undefined;
  if (preferred) return preferred;
  if (check.free.length === 1) return check.free[0];
  const minutes = await bookedMinutesOf(
    trx,
    check.free.map((person) => person.userId),
    weekAround(check.startsAt, input.timeZone),
  );
  return chooseAssignee(check.free, minutes)!;
}

/** Assigns a booking's job and claims that person's cells: the database refuses a cell they already hold. */
export async function claimJob(trx: Executor, bookingId: string, assignee: Assignee) {
  await claimCells(trx, { providerUserId: assignee.userId, bookingId, cells: assignee.cells });
}
