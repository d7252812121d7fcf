import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BOOKING_MACHINE, isEnded } from "~/domain/booking/booking-lifecycle";
import { CHARGE_MACHINE, hasLanded, REFUND_MACHINE } from "~/domain/payments/money-states";
import { DISPUTE_MACHINE, disputeStateOf } from "~/domain/payments/disputes";
import { BILL_MACHINE } from "~/domain/billing/bill";
import { payoutOf } from "~/domain/payments/settlement";
import type { StateMachine } from "~/domain/state-machine";
import { HOUR, MINUTE, startPayments } from "../support/payments";

/**
 * The whole money machine as a property (docs/decisions/0022): random sequences of bookings,
 * payments, late or repeated events, Stripe's failures, declines, clock jumps, moves and endings,
 * against the real use cases and the fake Stripe. Each state stays reachable by its table, and the
 * ledger ends matching Stripe's and the policy's to the cent. MONEY_SEED replays a run.
 */
const money = await startPayments({ holdEvents: true });
const { stripe, getDb, payments } = money;
afterAll(() => stripe.close());

const remote = /^(libsql|https?):\/\//.test(process.env.DATABASE_URL ?? "");
const RUNS = Number(process.env.MONEY_RUNS ?? (remote ? 100 : 1_000));
const SEED = process.env.MONEY_SEED ? Number(process.env.MONEY_SEED) : undefined;

const PRICE = 12_000;
const DEPOSIT = 2_500;
const FULL_PRICE = 8_000;
const TIMES = ["09:00", "13:00"] as const;

type Kind = "deposit" | "full" | "saved";
type By = "customer" | "provider" | "admin";
type Step =
  | { do: "book"; slot: 0 | 1; kind: Kind; agrees?: boolean }
  | { do: "pay"; slot: 0 | 1; late: boolean }
  | { do: "pay-due"; slot: 0 | 1 }
  | { do: "deliver"; pick: number }
  | { do: "redeliver"; pick: number }
  | { do: "tick"; hours: number }
  | { do: "fail"; what: "charge-500" | "charge-500-after" | "refund-500" | "refund-refused" | "decline"; slot: 0 | 1 }
  | { do: "cancel"; slot: 0 | 1; by: By }
  | { do: "no-show"; slot: 0 | 1 }
  | { do: "complete"; slot: 0 | 1 }
  /** The day of the job comes (the clock goes to half an hour before its start, the sweep runs), and it is done. */
  | { do: "work"; slot: 0 | 1 }
  | { do: "move"; slot: 0 | 1; days: number }
  | { do: "refund"; slot: 0 | 1; cents: number }
  /** The bill after the job (decision 0055): a percent of the booked price, approved, paid by card with a tip, or recorded as cash. */
  | { do: "bill"; slot: 0 | 1; percent: number }
  | { do: "approve"; slot: 0 | 1 }
  | { do: "pay-bill"; slot: 0 | 1; tip: number }
  | { do: "cash"; slot: 0 | 1; tipCents: number }
  /** A customer's bank disputes the booking's latest landed payment, and Stripe's decision comes (decision 0056). */
  | { do: "dispute"; slot: 0 | 1; outcome: "won" | "lost" | null };

const slot = fc.constantFrom(0 as const, 1 as const);
const TROUBLE = ["charge-500", "charge-500-after", "refund-500", "refund-refused", "decline"] as const;
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ do: fc.constant("book" as const), slot, kind: fc.constantFrom<Kind>("deposit", "full", "saved") }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant("pay" as const), slot, late: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant("pay-due" as const), slot }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant("deliver" as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant("redeliver" as const), pick: fc.nat(40) }) },
  { weight: 4, arbitrary: fc.record({ do: fc.constant("tick" as const), hours: fc.constantFrom(1, 6, 23, 25, 47, 49, 72, 120, 170) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant("fail" as const),
      what: fc.constantFrom(...TROUBLE),
      slot,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      do: fc.constant("cancel" as const),
      slot,
      by: fc.constantFrom<By>("customer", "customer", "provider", "admin"),
    }),
  },
  { weight: 2, arbitrary: fc.record({ do: fc.constant("no-show" as const), slot }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant("complete" as const), slot }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant("work" as const), slot }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant("move" as const), slot, days: fc.constantFrom(-5, -2, -1, 1, 2, 6) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant("refund" as const), slot, cents: fc.constantFrom(100, 1_000, 2_500, 50_000) }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant("bill" as const), slot, percent: fc.constantFrom(10, 50, 100, 110, 150) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant("approve" as const), slot }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant("pay-bill" as const), slot, tip: fc.constantFrom(0, 15, 20) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant("cash" as const), slot, tipCents: fc.constantFrom(0, 500) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant("dispute" as const),
      slot,
      outcome: fc.constantFrom<"won" | "lost" | null>("won", "lost", null),
    }),
  },
);

/** How a scenario's booking starts: its kind, and whether its customer pays and Stripe's event lands before the rest. */
const opening = fc.record({
  kind: fc.constantFrom<Kind>("deposit", "full", "saved"),
  pays: fc.boolean(),
  lands: fc.boolean(),
  // What Stripe will do next, set up once the booking is paid: most sequences meet some trouble.
  trouble: fc.option(fc.constantFrom(...TROUBLE), { nil: null }),
  // Then time passes: a saved card (a job 7 days ahead) is charged 120 hours on.
  wait: fc.constantFrom(0, 0, 47, 120, 121, 150),
  // And the customer opens the pay link (after a declined charge, it owes that).
  paysDue: fc.boolean(),
  // The customer agrees at booking that their card be charged after the job, up to a cap (decision 0055).
  agrees: fc.boolean(),
  // Then, often, the job is done and billed (decision 0055): approved when asked, paid by card with a tip or in cash.
  billed: fc.option(
    fc.record({
      percent: fc.constantFrom(10, 50, 100, 110, 150),
      approves: fc.boolean(),
      tip: fc.constantFrom(0, 15, 20),
      cash: fc.boolean(),
    }),
    { nil: null },
  ),
});

const scenario = fc.record({
  // Mondays around the spring and autumn daylight-saving changes of 2030 (March 10, November 3) and a plain week.
  start: fc.constantFrom("2030-03-04T15:00:00Z", "2030-10-28T14:00:00Z", "2030-06-03T14:00:00Z"),
  freeCancelHours: fc.constantFrom(0, 24, 48, 72, 168),
  openings: fc.array(opening, { minLength: 1, maxLength: 2 }),
  steps: fc.array(step, { minLength: 0, maxLength: 18 }),
});

type Booked = {
  id: string;
  kind: Kind;
  payment: string | null;
  expectedFee: number | null;
  /** The ledger's rows when the booking ended: refunds an admin makes later come out of the fee it kept. */
  rowsAtEnd: Set<string> | null;
  /** How many requests Stripe had seen when it ended: after that, nothing but its fee is charged. */
  requestsAtEnd: number | null;
};

/** Whether a row could have gone from one state to another through its table's moves (several may happen in one step). */
function reachable<S extends string>(machine: StateMachine<S, string>, from: string, to: string): boolean {
  if (from === to) return true;
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const move of machine.moves()) {
      if (move.from !== at || seen.has(move.to)) continue;
      if (move.to === to) return true;
      seen.add(move.to);
      queue.push(move.to);
    }
  }
  return false;
}

let runs = 0;
/** What the runs reached, printed at the end: a property that never books tests nothing. */
const reached = new Map<string, number>();
const note = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);

type Opening = {
  kind: Kind;
  pays: boolean;
  lands: boolean;
  trouble: (typeof TROUBLE)[number] | null;
  wait: number;
  paysDue: boolean;
  billed: { percent: number; approves: boolean; tip: number; cash: boolean } | null;
  agrees: boolean;
};

/** The steps a scenario opens with: each booking made, and (mostly) paid, its event landing or kept. */
function openingSteps(openings: readonly Opening[]): Step[] {
  return openings.flatMap((o, i): Step[] => {
    const at = i as 0 | 1;
    return [
      { do: "book", slot: at, kind: o.kind, agrees: o.agrees },
      ...(o.pays ? [{ do: "pay", slot: at, late: false } as Step] : []),
      ...(o.pays && o.lands ? [{ do: "deliver", pick: 0 } as Step] : []),
      ...(o.trouble ? [{ do: "fail", what: o.trouble, slot: at } as Step] : []),
      ...(o.wait ? [{ do: "tick", hours: o.wait } as Step] : []),
      ...(o.paysDue ? [{ do: "pay-due", slot: at } as Step] : []),
      ...(o.billed
        ? ([
            { do: "work", slot: at },
            { do: "bill", slot: at, percent: o.billed.percent },
            ...(o.billed.approves ? [{ do: "approve", slot: at }] : []),
            o.billed.cash ? { do: "cash", slot: at, tipCents: 500 } : { do: "pay-bill", slot: at, tip: o.billed.tip },
            { do: "deliver", pick: 0 },
          ] as Step[])
        : []),
    ];
  });
}

async function runScenario(input: { start: string; freeCancelHours: number; openings: Opening[]; steps: Step[] }) {
  runs += 1;
  stripe.forgetAll();
  let clock = new Date(input.start);
  const policy = { freeCancelHours: input.freeCancelHours, lateFeePercent: 50, noShowFeePercent: 100 };
  const provider = await money.providerWithAccount(`machine-${runs}-${Math.random().toString(36).slice(2)}@example.com`, policy);
  const tiles: Record<Kind, string> = {
    deposit: await money.tileWithRule(provider.id, { payment_rule: "deposit", deposit_cents: DEPOSIT, price_from_cents: PRICE }),
    full: await money.tileWithRule(provider.id, { payment_rule: "full", price_from_cents: FULL_PRICE }),
    saved: "",
  };
  tiles.saved = tiles.deposit;
  const admin = await money.createUser(getDb(), {
    email: `machine-admin-${runs}-${Math.random()}@example.com`,
    passwordHash: "x",
    role: "admin",
  });
  const slots: Array<Booked | null> = [null, null];
  const delivered: unknown[] = [];
  const seenStates = new Map<string, string>();

  const local = (days: number) => new Date(clock.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const rowsOf = async () => {
    const ids = slots.filter((s): s is Booked => s !== null).map((s) => s.id);
    if (ids.length === 0) return { bookings: [], ledger: [] };
    const [bookings, ledger] = await Promise.all([
      getDb().selectFrom("bookings").selectAll().where("id", "in", ids).execute(),
      getDb().selectFrom("payments").selectAll().where("booking_id", "in", ids).execute(),
    ]);
    return { bookings, ledger };
  };

  async function deliver(event: unknown) {
    const body = JSON.stringify(event);
    const verified = payments.verifiedEvent(body, money.signed(body));
    if (!verified) throw new Error("the fake's event did not verify");
    await payments.applyStripeEvent(verified, clock);
    delivered.push(event);
  }

  /** What the policy the customer saw makes this ending cost, computed here from the ledger as it stands. */
  async function expectedFee(booking: Booked, ending: "cancel" | "no-show", by: By) {
    const row = await getDb().selectFrom("bookings").selectAll().where("id", "=", booking.id).executeTakeFirstOrThrow();
    const ledger = await getDb().selectFrom("payments").selectAll().where("booking_id", "=", booking.id).execute();
    const landed = ledger.filter((r) => r.kind === "charge" && hasLanded(r.state ?? "")).reduce((s, r) => s + r.amount_cents, 0);
    const back = ledger.filter((r) => r.kind === "refund" && r.state !== "failed").reduce((s, r) => s + r.amount_cents, 0);
    const inFlight = ledger.filter((r) => r.kind === "charge" && r.state === "sent").reduce((s, r) => s + r.amount_cents, 0);
    const due = ledger.filter((r) => r.purpose === "due");
    const chargeable =
      row.stripe_payment_method_id &&
      due.some((r) => r.state === "scheduled" || r.state === "sending") &&
      !due.some((r) => hasLanded(r.state ?? "") || r.state === "sent")
        ? row.amount_due_cents
        : 0;
    const price = row.price_cents ?? 0;
    const start = new Date(row.starts_at).getTime();
    const asked =
      ending === "no-show"
        ? Math.round((price * policy.noShowFeePercent) / 100)
        : by !== "customer"
          ? 0
          : clock.getTime() > start - policy.freeCancelHours * HOUR
            ? Math.round((price * policy.lateFeePercent) / 100)
            : 0;
    return Math.min(asked, landed - back + inFlight + chargeable);
  }

  async function act(s: Step) {
    const booked = "slot" in s ? slots[s.slot] : null;
    switch (s.do) {
      case "book": {
        if (booked) return;
        // A saved card is for jobs more than six days ahead; the others are paid at once.
        const days = s.kind === "saved" ? 7 : 2;
        const made = await money.book(tiles[s.kind], local(days), TIMES[s.slot], clock, { chargeAfterJob: s.agrees });
        note(made.ok ? `booked ${s.kind}` : `booking refused: ${made.message}`);
        if (made.ok)
          slots[s.slot] = {
            id: money.bookingIdOf(made.path),
            kind: s.kind,
            payment: made.payment,
            expectedFee: null,
            rowsAtEnd: null,
            requestsAtEnd: null,
          };
        return;
      }
      case "pay": {
        if (!booked?.payment) return;
        const session = stripe.sessions.get(money.sessionIdOf(booked.payment));
        if (!session || session.status === "complete") return;
        // The customer who kept the page open pays after all (after the hold ran out, or a cancellation).
        if (session.status !== "open" && !s.late) return;
        session.status = "open";
        await money.pay(booked.payment);
        return;
      }
      case "pay-due": {
        // The customer opens the pay link (the e-mail's, the booking page's "Pay now") after a declined charge.
        if (!booked) return;
        const before = await getDb()
          .selectFrom("bookings")
          .select(["status", "checkout_session_id"])
          .where("id", "=", booked.id)
          .executeTakeFirstOrThrow();
        const due = await getDb()
          .selectFrom("payments")
          .select("state")
          .where("booking_id", "=", booked.id)
          .where("purpose", "=", "due")
          .execute();
        // Paid on a page already, its event not landed yet: "confirming" is the truth then, not a new page.
        const current = before.checkout_session_id ? stripe.sessions.get(before.checkout_session_id) : undefined;
        const paidAwaitingEvent = current?.mode === "payment" && current.status === "complete";
        const owes =
          (before.status === "confirmed" || before.status === "en_route") &&
          !paidAwaitingEvent &&
          due.some((r) => r.state === "failed") &&
          !due.some((r) => hasLanded(r.state ?? "") || r.state === "sent");
        const page = await payments.checkoutFor(booked.id, clock);
        note(page.ok ? "paid what was due on a new page" : `pay link: ${page.message}`);
        // A declined charge still owed is always payable from the link.
        if (owes && !page.ok) throw new Error(`a declined charge could not be paid: ${page.message}`);
        if (!page.ok) return;
        const session = stripe.sessions.get(money.sessionIdOf(page.url));
        const { status } = await getDb().selectFrom("bookings").select("status").where("id", "=", booked.id).executeTakeFirstOrThrow();
        // A booking still held opens its hold's page (a card-saving one for a saved card); a confirmed one owes a declined charge: a payment page.
        if (!session || (status !== "pending" && session.mode !== "payment"))
          throw new Error(`the pay link of a ${status} booking opened a ${session?.mode ?? "missing"} page`);
        if (session.status === "open") await money.pay(page.url);
        return;
      }
      case "deliver":
        if (stripe.held.length > 0) await deliver(stripe.held.splice(s.pick % stripe.held.length, 1)[0]);
        return;
      case "redeliver":
        if (delivered.length > 0) await deliver(delivered[s.pick % delivered.length]);
        return;
      case "tick":
        clock = new Date(clock.getTime() + s.hours * HOUR);
        await payments.paymentSweep(clock);
        return;
      case "fail": {
        const error = { type: "api_error", message: "Stripe is having a moment" };
        if (s.what === "charge-500") stripe.script({ method: "POST", path: /^\/v1\/payment_intents$/, status: 500, error });
        if (s.what === "charge-500-after")
          stripe.script({ method: "POST", path: /^\/v1\/payment_intents$/, status: 500, error, afterActing: true });
        if (s.what === "refund-500") stripe.script({ method: "POST", path: /^\/v1\/refunds$/, status: 500, error });
        if (s.what === "refund-refused")
          stripe.script({
            method: "POST",
            path: /^\/v1\/refunds$/,
            status: 400,
            error: { type: "invalid_request_error", message: "Charge has already been refunded." },
          });
        if (s.what === "decline" && booked) {
          const row = await getDb()
            .selectFrom("bookings")
            .select("stripe_payment_method_id")
            .where("id", "=", booked.id)
            .executeTakeFirstOrThrow();
          if (row.stripe_payment_method_id) stripe.declining.add(row.stripe_payment_method_id);
        }
        return;
      }
      case "cancel": {
        if (!booked) return;
        const fee = await expectedFee(booked, "cancel", s.by);
        const requestsBefore = stripe.requests.length;
        const outcome =
          s.by === "customer"
            ? await money.cancelBookingAsCustomer({ link: money.linkOf(booked.id), origin: "http://localhost:3000", now: clock })
            : await money.changeStatus({
                booking: s.by === "provider" ? await money.asProvider(provider.id, booked.id) : await ownedByAdmin(booked.id),
                to: "cancelled",
                reason: "Something came up.",
                origin: "http://localhost:3000",
                now: clock,
              });
        if (outcome.ok) Object.assign(booked, { expectedFee: fee, rowsAtEnd: await rowIds(booked.id), requestsAtEnd: requestsBefore });
        return;
      }
      case "no-show": {
        if (!booked) return;
        const fee = await expectedFee(booked, "no-show", "provider");
        const requestsBefore = stripe.requests.length;
        const outcome = await money.changeStatus({
          booking: await money.asProvider(provider.id, booked.id),
          to: "no_show",
          origin: "http://localhost:3000",
          now: clock,
        });
        if (outcome.ok) Object.assign(booked, { expectedFee: fee, rowsAtEnd: await rowIds(booked.id), requestsAtEnd: requestsBefore });
        return;
      }
      case "work":
      case "complete": {
        if (!booked) return;
        if (s.do === "work") {
          const { starts_at } = await getDb()
            .selectFrom("bookings")
            .select("starts_at")
            .where("id", "=", booked.id)
            .executeTakeFirstOrThrow();
          const dayOf = new Date(new Date(starts_at).getTime() - 30 * MINUTE);
          if (dayOf > clock) {
            clock = dayOf;
            await payments.paymentSweep(clock);
          }
        }
        for (const to of ["en_route", "in_progress", "completed"] as const) {
          await money.changeStatus({
            booking: await money.asProvider(provider.id, booked.id),
            to,
            origin: "http://localhost:3000",
            now: clock,
          });
        }
        return;
      }
      case "move": {
        if (!booked) return;
        const row = await getDb()
          .selectFrom("bookings")
          .select(["preferred_date", "preferred_time"])
          .where("id", "=", booked.id)
          .executeTakeFirstOrThrow();
        const date = new Date(Date.parse(`${row.preferred_date}T00:00:00Z`) + s.days * 86_400_000).toISOString().slice(0, 10);
        await money.rescheduleBooking({
          link: money.linkOf(booked.id),
          date,
          time: row.preferred_time,
          origin: "http://localhost:3000",
          now: clock,
        });
        return;
      }
      case "refund": {
        if (!booked) return;
        await payments.refundBooking({ booking: await ownedByAdmin(booked.id), amountCents: s.cents, reason: "Goodwill", now: clock });
        return;
      }
      case "bill": {
        if (!booked) return;
        const row = await getDb().selectFrom("bookings").select("price_cents").where("id", "=", booked.id).executeTakeFirstOrThrow();
        const amountCents = Math.round(((row.price_cents ?? PRICE) * s.percent) / 100);
        const written = await payments.writeBill(
          await money.asProvider(provider.id, booked.id),
          { lines: [{ kind: "labour", label: "The job", amountCents, taxable: false }], taxRateBp: 0 },
          clock,
        );
        note(written.ok ? `billed at ${s.percent}%` : `bill: ${written.message}`);
        return;
      }
      case "approve": {
        const bill = booked ? await billOf(booked.id) : undefined;
        if (bill) note((await payments.approveBill(billLinkOf(bill.id), clock)).ok ? "bill approved" : "approve refused");
        return;
      }
      case "pay-bill": {
        const bill = booked ? await billOf(booked.id) : undefined;
        if (!bill) return;
        const page = await payments.payBill(billLinkOf(bill.id), { tip: { kind: "percent", percent: s.tip } }, clock);
        note(page.ok ? "bill page opened" : `pay bill: ${page.message}`);
        if (page.ok && stripe.sessions.get(money.sessionIdOf(page.url))?.status === "open") await money.pay(page.url);
        return;
      }
      case "cash": {
        if (!booked || !(await billOf(booked.id))) return;
        const marked = await payments.markBillPaid(
          await money.asProvider(provider.id, booked.id),
          { method: "cash", reference: null, tipCents: s.tipCents },
          clock,
        );
        note(marked.ok ? "bill paid in cash" : `cash: ${marked.message}`);
        return;
      }
      case "dispute": {
        if (!booked) return;
        const landedCharge = await getDb()
          .selectFrom("payments")
          .select("stripe_id")
          .where("booking_id", "=", booked.id)
          .where("kind", "=", "charge")
          .where("state", "in", ["succeeded", "partially_refunded"])
          .where("stripe_id", "is not", null)
          .orderBy("created_at", "desc")
          .executeTakeFirst();
        const intent = landedCharge?.stripe_id ? stripe.intents.get(landedCharge.stripe_id) : undefined;
        if (!intent || [...stripe.disputes.values()].some((d) => d.payment_intent === intent.id)) return;
        const opened = await stripe.openDispute(intent.id);
        if (s.outcome) await stripe.closeDispute(opened.id, s.outcome);
        note(`disputed, ${s.outcome ?? "open"}`);
        return;
      }
    }
  }

  const billOf = (bookingId: string) => getDb().selectFrom("bills").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
  const billLinkOf = (billId: string) =>
    money.links.openBillLink(billId, new URL(`http://x${money.links.billPath(billId)}`).searchParams.get("token"))!;

  async function rowIds(bookingId: string) {
    return new Set((await getDb().selectFrom("payments").select("id").where("booking_id", "=", bookingId).execute()).map((r) => r.id));
  }

  async function ownedByAdmin(bookingId: string) {
    const owned = await money.ownership({ userId: admin.id, email: admin.email, role: "admin", seesAll: true }, { booking: bookingId });
    if (!owned.ok) throw new Error(owned.message);
    return owned;
  }

  /** After every step: states only move along their tables, and no charge is refunded past what it took. */
  async function checkStep(label: string) {
    const { bookings, ledger } = await rowsOf();
    const ids = bookings.map((b) => b.id);
    if (ids.length > 0) {
      const [bills, disputes] = await Promise.all([
        getDb().selectFrom("bills").select(["id", "status"]).where("booking_id", "in", ids).execute(),
        getDb().selectFrom("disputes").select(["id", "status"]).where("booking_id", "in", ids).execute(),
      ]);
      for (const [machine, rows] of [
        [BILL_MACHINE, bills],
        [DISPUTE_MACHINE, disputes],
      ] as const) {
        for (const row of rows) {
          const before = seenStates.get(row.id);
          if (before && !reachable(machine as StateMachine<string, string>, before, row.status))
            throw new Error(`${label}: ${machine.name} ${before} → ${row.status}`);
          seenStates.set(row.id, row.status);
        }
      }
    }
    for (const booking of bookings) {
      const before = seenStates.get(booking.id);
      if (before && !reachable(BOOKING_MACHINE, before, booking.status)) throw new Error(`${label}: booking ${before} → ${booking.status}`);
      seenStates.set(booking.id, booking.status);
    }
    for (const row of ledger) {
      if (!row.state) continue;
      const machine = (row.kind === "charge" ? CHARGE_MACHINE : REFUND_MACHINE) as StateMachine<string, string>;
      const before = seenStates.get(row.id);
      if (before && !reachable(machine, before, row.state)) throw new Error(`${label}: ${row.kind} ${before} → ${row.state}`);
      if (!before && !machine.initial.includes(row.state) && !reachable(machine, machine.initial[0], row.state))
        throw new Error(`${label}: ${row.kind} written as ${row.state}`);
      seenStates.set(row.id, row.state);
      if (row.kind === "charge") {
        const refunded = ledger.filter((r) => r.refund_of === row.id && r.state !== "failed").reduce((s, r) => s + r.amount_cents, 0);
        if (refunded > row.amount_cents) throw new Error(`${label}: charge of ${row.amount_cents} refunded ${refunded}`);
      }
    }
  }

  /** Stripe answers everything still owed, and every event lands. */
  async function quiesce() {
    stripe.clearScripts();
    for (let round = 0; round < 8; round++) {
      while (stripe.held.length > 0) await deliver(stripe.held.shift());
      const { ledger } = await rowsOf();
      if (!ledger.some((r) => r.state === "sending")) return;
      await payments.paymentSweep(new Date(clock.getTime() + 2 * MINUTE));
    }
  }

  for (const [i, s] of [...openingSteps(input.openings), ...input.steps].entries()) {
    await act(s);
    await checkStep(`step ${i + 1} (${JSON.stringify(s)})`);
  }
  await quiesce();
  await checkStep("after Stripe answered everything");

  const { bookings, ledger } = await rowsOf();
  for (const booking of bookings) note(`ended as ${booking.status}`);
  for (const row of ledger) note(`${row.kind} ${row.purpose} ${row.state}`);
  for (const booking of bookings) {
    const model = slots.find((b) => b?.id === booking.id)!;
    const rows = ledger.filter((r) => r.booking_id === booking.id);
    const charges = rows.filter((r) => r.kind === "charge");
    const refunds = rows.filter((r) => r.kind === "refund");
    const sum = (list: typeof rows) => list.reduce((s, r) => s + r.amount_cents, 0);
    const landed = sum(charges.filter((r) => hasLanded(r.state ?? "")));
    const keptByLedger = landed - sum(refunds.filter((r) => r.state === "succeeded"));
    const where = `booking ${booking.status} (${model.kind})`;

    // Nothing is left unsettled once Stripe has answered.
    expect(
      rows.filter((r) => r.state === "sending" || r.state === "sent").map((r) => `${r.kind} ${r.state}`),
      where,
    ).toEqual([]);

    // The ledger keeps what Stripe keeps, to the cent.
    const intents = [...stripe.intents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>)?.booking_id === booking.id && pi.status === "succeeded",
    );
    const keptByStripe =
      intents.reduce((s, pi) => s + Number(pi.amount), 0) -
      [...stripe.refunds.values()]
        .filter((re) => intents.some((pi) => pi.id === re.payment_intent))
        .reduce((s, re) => s + Number(re.amount), 0);
    expect(keptByLedger, `${where}: the ledger keeps what Stripe keeps`).toBe(keptByStripe);

    // Once it ended, nothing of it but its fee is charged: what was not sent is void, and nothing sends it again.
    if (model.requestsAtEnd !== null) {
      const owedNoMore = new Set(charges.filter((r) => r.purpose !== "fee").map((r) => r.id));
      const sentAfter = stripe.requests
        .slice(model.requestsAtEnd)
        .filter((r) => r.method === "POST" && r.path === "/v1/payment_intents")
        .filter((r) => owedNoMore.has((r.body.metadata as Record<string, string> | undefined)?.payment_row_id ?? ""));
      expect(sentAfter.length, `${where}: charged after it ended`).toBe(0);
    }

    // What the policy gives the booking.
    // Refunds Stripe refused for good moved nothing (each is flagged for a person): the booking may keep that much more.
    const failedRefunds = sum(refunds.filter((r) => r.state === "failed"));
    if (isEnded(booking.status)) {
      // What an admin gives back after the ending comes off the fee the booking keeps.
      const atEnd = model.rowsAtEnd ?? new Set(rows.map((r) => r.id));
      const adminAfter = refunds.filter((r) => r.purpose === "admin" && !atEnd.has(r.id));
      if (booking.status === "expired") expect(booking.fee_cents, where).toBe(0);
      else expect(booking.fee_cents, `${where}: the fee the policy asks`).toBe(Math.max(0, model.expectedFee! - sum(adminAfter)));
      const target = Math.min(landed - sum(adminAfter.filter((r) => r.state === "succeeded")), booking.fee_cents);
      if (failedRefunds === 0) expect(keptByLedger, `${where}: keeps its fee`).toBe(target);
      else {
        expect(keptByLedger, `${where}: keeps its fee, and never less`).toBeGreaterThanOrEqual(target);
        expect(keptByLedger, `${where}: keeps no more than its fee and what Stripe refused to give back`).toBeLessThanOrEqual(
          target + failedRefunds,
        );
      }
    } else {
      // A live or completed booking keeps its deposit or price once (a second payment of it goes back).
      const duePaid = sum(charges.filter((r) => r.purpose === "due" && hasLanded(r.state ?? "")));
      const dueBack = sum(refunds.filter((r) => r.purpose === "settlement" && r.state === "succeeded"));
      expect(duePaid - dueBack, `${where}: its deposit or price, once`).toBeLessThanOrEqual(booking.amount_due_cents + failedRefunds);
      if (booking.status === "pending") expect(keptByLedger, where).toBe(0);
      // A saved card is never left due on a job that is done, and is charged 48 hours before the start as it stands now.
      if (booking.status === "completed")
        expect(
          charges.filter((r) => r.state === "scheduled"),
          where,
        ).toEqual([]);
      for (const scheduled of charges.filter((r) => r.state === "scheduled"))
        expect(scheduled.due_at, `${where}: charged 48 hours before its start`).toBe(
          new Date(new Date(booking.starts_at).getTime() - 48 * HOUR).toISOString(),
        );
    }

    // A billed job keeps no more than its bill and the tip paid with it (decision 0055), and a bill paid by card was paid by a charge that landed.
    const bill = await billOf(booking.id);
    if (bill) {
      note(`bill ${bill.status}${bill.paid_method ? ` (${bill.paid_method})` : ""}`);
      expect(keptByLedger, `${where}: keeps no more than its bill and tip`).toBeLessThanOrEqual(
        bill.total_cents + bill.tip_cents + failedRefunds,
      );
      const adminBack = sum(refunds.filter((r) => r.purpose === "admin" && r.state === "succeeded"));
      if (adminBack === 0 && failedRefunds === 0)
        expect(keptByLedger, `${where}: keeps what it was paid, up to its bill`).toBe(Math.min(landed, bill.total_cents + bill.tip_cents));
      if (bill.paid_method === "credit")
        expect(
          charges.some((r) => r.bill_id === bill.id && hasLanded(r.state ?? "")),
          `${where}: a bill paid by card has its charge`,
        ).toBe(true);
    }

    // A dispute moves only along its table, and a lost one comes off the payout (decision 0056).
    const disputes = await getDb().selectFrom("disputes").selectAll().where("booking_id", "=", booking.id).execute();
    for (const dispute of disputes) {
      note(`dispute ${dispute.status}`);
      const atStripe = [...stripe.disputes.values()].find((d) => d.id === dispute.stripe_dispute_id);
      expect(dispute.status, `${where}: the dispute stands where Stripe says`).toBe(disputeStateOf(String(atStripe?.status)));
    }
    const lost = disputes.filter((d) => d.status === "lost").reduce((s, d) => s + d.amount_cents, 0);
    const payout = payoutOf(rows, lost);
    expect(payout.payoutCents, `${where}: payout is charges less refunds, fees and lost disputes`).toBe(
      payout.paidCents - payout.refundedCents - payout.platformFeeCents - lost,
    );

    // One receipt per movement: a card payment's own, or its bill's when it paid the bill; a bill paid otherwise has one too.
    const outbox = await getDb().selectFrom("email_outbox").select("kind").where("booking_id", "=", booking.id).execute();
    const count = (kinds: string[]) => outbox.filter((e) => kinds.includes(e.kind)).length;
    const billPaidOtherwise = bill?.status === "paid" && bill.paid_method !== "credit" ? 1 : 0;
    expect(count(["payment_receipt", "payment_late_refund", "bill_receipt"]), `${where}: a receipt per payment`).toBe(
      charges.filter((r) => hasLanded(r.state ?? "")).length + billPaidOtherwise,
    );
    expect(count(["refund_receipt"]), `${where}: a receipt per refund`).toBe(refunds.filter((r) => r.state === "succeeded").length);
  }
}

describe("the money machine", () => {
  it(`keeps money in step with the booking over ${RUNS} random sequences`, { timeout: 3_600_000 }, async () => {
    await fc.assert(fc.asyncProperty(scenario, runScenario), {
      numRuns: RUNS,
      ...(SEED !== undefined ? { seed: SEED } : {}),
      // A failure prints its seed and the shrunk sequence (replay with MONEY_SEED).
      verbose: 1,
      endOnFailure: false,
    });
    console.log(
      `# the money machine reached, over ${RUNS} sequences:\n${[...reached]
        .sort()
        .map(([what, n]) => `#   ${what}: ${n}`)
        .join("\n")}`,
    );
  });
});
