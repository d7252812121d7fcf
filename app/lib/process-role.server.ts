/**
 * Which part of Porchlight this process is (decision 0048). One process alone does everything;
 * under WEB_CONCURRENCY > 1 the primary starts web processes, which answer requests, and one
 * background process, which sends, sweeps and reads outside data. The primary names each in
 * PORCHLIGHT_ROLE.
 */
export type ProcessRole = "single" | "web" | "background";

export const PROCESS_ROLE_VARIABLE = "PORCHLIGHT_ROLE";

export function processRole(): ProcessRole {
  const role = process.env[PROCESS_ROLE_VARIABLE];
  // The primary is unnamed: it is "single" until it starts children, and does no work of theirs.
  return role === "web" || role === "background" ? role : "single";
}

/** The message a web process sends (through the primary) when a commit queued something to send. */
export type BackgroundNudge = { type: "porchlight:nudge"; sender: string };

export const isBackgroundNudge = (message: unknown): message is BackgroundNudge =>
  typeof message === "object" && message !== null && (message as BackgroundNudge).type === "porchlight:nudge";

/**
 * In a web process, asks the background process to run a sender now instead of at its next
 * round; answers false where this process sends for itself.
 */
export function nudgeBackgroundProcess(sender: string): boolean {
  if (processRole() !== "web" || !process.send || !process.connected) return false;
  const nudge: BackgroundNudge = { type: "porchlight:nudge", sender };
  process.send(nudge);
  return true;
}
