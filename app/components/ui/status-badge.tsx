import { Badge, type BadgeTone } from "./badge";
import { labelOfStatus } from "~/domain/statuses";

/**
 * The one status badge: a status is always shown by its vocabulary's label ("Pending",
 * "En route"), never as the stored word, so every list reads alike.
 */
export function StatusBadge<S extends string>({
  status,
  labels,
  tones,
}: {
  status: string;
  labels: Record<S, string>;
  tones: Record<S, BadgeTone>;
}) {
  const tone = Object.hasOwn(tones, status) ? tones[status as S] : "neutral";
  return <Badge tone={tone}>{labelOfStatus(labels, status)}</Badge>;
}
