import { z } from "zod";
import { MIN_CHARGE_CENTS, ONLINE_PAYMENT_REASONS, type PaymentRule } from "./online-payments";
import { MAX_FREE_CANCEL_HOURS } from "./typed-policy";
import { parseAmountToCents, PAYMENT_REASONS } from "./payments";
import { reasonWith } from "../outcome";
import { ADMIN_BOOKING_REASONS } from "../booking/admin-bookings";
import { optionalText, requiredText } from "../forms/fields.schema.server";

/** An amount in dollars, its refusal worded as the field's: "Price: Please use at most 2 decimal places". */
const dollars = (refusal: typeof PAYMENT_REASONS.priceAmount | typeof PAYMENT_REASONS.depositAmount) =>
  optionalText(20).transform((value, ctx) => {
    if (!value) return null;
    const amount = parseAmountToCents(value);
    if (!amount.ok) {
      ctx.addIssue({ code: "custom", message: reasonWith(refusal, { reason: amount.error }) });
      return z.NEVER;
    }
    return amount.cents;
  });

const percent = (message: string, min = 0) => z.coerce.number({ error: message }).int(message).min(min, message).max(100, message);

/** A service's payment rule (portal, Services): paid on site, a deposit, or the full price when booking. */
export const paymentRuleSchema = z
  .object({
    service_id: z.uuid(ONLINE_PAYMENT_REASONS.serviceChoice),
    payment_rule: z.enum(["none", "deposit", "full"], { error: ONLINE_PAYMENT_REASONS.ruleChoice }),
    price: dollars(PAYMENT_REASONS.priceAmount),
    deposit_amount: dollars(PAYMENT_REASONS.depositAmount),
    deposit_percent: z.preprocess(
      (value) => (value === "" ? undefined : value),
      percent(ONLINE_PAYMENT_REASONS.depositPercent, 1).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.payment_rule === "deposit" && value.deposit_amount === null && value.deposit_percent === undefined) {
      ctx.addIssue({ code: "custom", path: ["deposit_amount"], message: ONLINE_PAYMENT_REASONS.depositRequired });
    }
    if (value.payment_rule === "deposit" && value.deposit_amount !== null && value.deposit_amount < MIN_CHARGE_CENTS) {
      ctx.addIssue({ code: "custom", path: ["deposit_amount"], message: ONLINE_PAYMENT_REASONS.depositMinimum });
    }
    const needsPrice = value.payment_rule === "full" || (value.payment_rule === "deposit" && value.deposit_amount === null);
    if (needsPrice && (value.price === null || value.price < MIN_CHARGE_CENTS)) {
      ctx.addIssue({ code: "custom", path: ["price"], message: ONLINE_PAYMENT_REASONS.priceRequired });
    }
  })
  .transform((value) => ({
    serviceId: value.service_id,
    priceCents: value.price,
    rule: {
      kind: value.payment_rule,
      depositCents: value.payment_rule === "deposit" ? value.deposit_amount : null,
      depositPercent: value.payment_rule === "deposit" && value.deposit_amount === null ? (value.deposit_percent ?? null) : null,
    } satisfies PaymentRule,
  }));

/** A provider's cancellation policy (portal, Schedule). */
export const cancellationPolicySchema = z
  .object({
    free_cancel_hours: z.coerce
      .number({ error: ONLINE_PAYMENT_REASONS.cancelHours })
      .int(ONLINE_PAYMENT_REASONS.cancelHours)
      .min(0, ONLINE_PAYMENT_REASONS.cancelHours)
      .max(MAX_FREE_CANCEL_HOURS, ONLINE_PAYMENT_REASONS.cancelHours),
    late_fee_percent: percent(ONLINE_PAYMENT_REASONS.feePercent),
    no_show_fee_percent: percent(ONLINE_PAYMENT_REASONS.feePercent),
  })
  .transform((value) => ({
    freeCancelHours: value.free_cancel_hours,
    lateFeePercent: value.late_fee_percent,
    noShowFeePercent: value.no_show_fee_percent,
  }));

/** An admin's refund (Bookings list): how much, and why (audited, and the customer reads it). */
export const refundFormSchema = z
  .object({
    booking_id: z.uuid(ADMIN_BOOKING_REASONS.invalidBookingId),
    amount: requiredText(ONLINE_PAYMENT_REASONS.refundAmount, 20),
    reason: requiredText(ONLINE_PAYMENT_REASONS.refundReason, 300, { multiline: true }),
  })
  .transform((value, ctx) => {
    const amount = parseAmountToCents(value.amount);
    if (!amount.ok || amount.cents === 0) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: amount.ok ? ONLINE_PAYMENT_REASONS.refundAboveZero : amount.error });
      return z.NEVER;
    }
    return { bookingId: value.booking_id, amountCents: amount.cents, reason: value.reason };
  });
