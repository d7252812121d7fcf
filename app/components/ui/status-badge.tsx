import { Badge, type BadgeTone } from "./badge";
import { statusWords } from "~/domain/statuses";

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
  const known = Object.hasOwn(labels, status) ? (status as S) : null;
  return <Badge tone={known ? tones[known] : "neutral"}>{known ? labels[known] : statusWords(status)}</Badge>;
}
