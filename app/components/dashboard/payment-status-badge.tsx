import type { BadgeTone } from "~/components/ui/badge";
import { StatusBadge } from "~/components/ui/status-badge";
import type { PaymentStatus } from "~/domain/payments/payment-status";
import { useWords } from "~/components/use-words";
import { paymentsTabWords } from "~/locales/dashboard-payments";

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  completed: "success",
  pending: "warning",
  failed: "destructive",
  voided: "neutral",
};

/** A payment's status (spec: 'failed' is displayed though never set). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const words = useWords(paymentsTabWords);
  const labels = { pending: words.pending, completed: words.completed, failed: words.failed, voided: words.voided };
  return <StatusBadge status={status} labels={labels} tones={PAYMENT_STATUS_TONES} />;
}
