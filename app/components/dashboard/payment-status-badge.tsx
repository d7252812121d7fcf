import type { BadgeTone } from "~/components/ui/badge";
import { StatusBadge } from "~/components/ui/status-badge";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "~/domain/payments/payment-status";

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  completed: "success",
  pending: "warning",
  failed: "destructive",
  voided: "neutral",
};

/** A payment's status (spec: 'failed' is displayed though never set). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} labels={PAYMENT_STATUS_LABELS} tones={PAYMENT_STATUS_TONES} />;
}
