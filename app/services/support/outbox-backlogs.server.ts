import { outboxBacklog } from "~/models/outbox-lease.server";

/**
 * The outboxes' backlogs for operators' metrics: rows due now and the age of the oldest, in
 * seconds. A backlog that grows, or an oldest age past a few minutes, says sending is stuck.
 */
export async function outboxBacklogs(now: Date) {
  const [email, text] = await Promise.all([outboxBacklog("email_outbox", now), outboxBacklog("text_outbox", now)]);
  const age = (backlog: { oldestDueAt: string | null }) =>
    backlog.oldestDueAt ? Math.max(0, (now.getTime() - Date.parse(backlog.oldestDueAt)) / 1000) : 0;
  return [
    { outbox: "email", due: email.due, oldestDueSeconds: age(email) },
    { outbox: "text", due: text.due, oldestDueSeconds: age(text) },
  ];
}
