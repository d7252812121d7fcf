import { Badge, type BadgeTone } from "~/components/ui/badge";

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "warning" },
  confirmed: { label: "Confirmed", tone: "success" },
  "in-progress": { label: "In progress", tone: "primary" },
  completed: { label: "Completed", tone: "neutral" },
  cancelled: { label: "Cancelled", tone: "destructive" },
};

/** The one badge for a booking's status, wherever bookings are listed. */
export function BookingStatusBadge({ status }: { status: string }) {
  const known = STATUS[status] ?? { label: status, tone: "neutral" as const };
  return <Badge tone={known.tone}>{known.label}</Badge>;
}
