import { Badge, type BadgeTone } from "~/components/ui/badge";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "~/domain/payments";

const TONES: Record<PaymentStatus, BadgeTone> = { completed: "success", pending: "warning", failed: "destructive" };

/** The one badge for a payment's status (spec: 'failed' is displayed though never set). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const known = status in TONES ? (status as PaymentStatus) : null;
  return <Badge tone={known ? TONES[known] : "neutral"}>{known ? PAYMENT_STATUS_LABELS[known] : status}</Badge>;
}
