import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/lib/db.server";
import { deliverDueEmails } from "~/services/support/mailer.server";
import { enqueueEmail } from "~/models/email-outbox.server";

const email = {
  to: "customer@example.com",
  subject: "Booking confirmed",
  html: "<p>Hi</p>",
  text: "Hi",
  kind: "booking_confirmation" as const,
};

afterEach(() => vi.restoreAllMocks());

describe("mailer without RESEND_API_KEY", () => {
  it("records each e-mail as logged and prints one line for it", async () => {
    delete process.env.RESEND_API_KEY;
    process.env.LOG_LEVEL = "info";
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const id = await enqueueEmail(getDb(), email);
    await deliverDueEmails();
    const row = await getDb().selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "logged", attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
    const lines = write.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.includes("email logged"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("customer@example.com");
  });

  it("rolls the e-mail back with the transaction that queued it", async () => {
    const db = getDb();
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, { ...email, subject: "never sent" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.selectFrom("email_outbox").select("id").where("subject", "=", "never sent").executeTakeFirst()).toBeUndefined();
  });
});
