import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/lib/db.server";
import { deliverDueEmails } from "~/services/support/mailer.server";
import { enqueueEmail, MAX_EMAIL_ATTEMPTS } from "~/models/email-outbox.server";

/** A local stand-in for the Resend API (RESEND_BASE_URL points the SDK at it). */
const received: Array<{ authorization?: string; body: Record<string, unknown> }> = [];
let failNext = 0;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    if (req.method === "POST" && req.url === "/emails") {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ name: "internal_server_error", message: "temporary failure", statusCode: 500 }));
        return;
      }
      received.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ id: `email_${received.length}` }));
      return;
    }
    res.writeHead(404).end();
  });
});

// Before any hook runs: the environment is read (and kept) on the first database access.
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.env.RESEND_API_KEY = "re_test_key";
process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.env.MAIL_FROM = "Porchlight <test@porchlight.example>";

beforeAll(() => {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const base = { to: "pat@example.com", html: "<p>Hello</p>", text: "Hello", kind: "booking_confirmation" as const };

describe("mailer with Resend", () => {
  it("gives a kind its reader may stop a footer link (and one-click headers when it is not transactional), and a confirmation neither", async () => {
    await enqueueEmail(getDb(), {
      ...base,
      to: "Rae@Example.com",
      subject: "Reminder",
      kind: "booking_reminder",
      html: '<div lang="es"><p>Hola</p></div>',
    });
    await deliverDueEmails();
    const sent = received.at(-1)!.body as { headers?: Record<string, string>; text: string; html: string };
    expect(sent.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(http[^>]+)>$/.exec(sent.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(url).toMatch(/\/hooks\/unsubscribe\/[\w-]+\.reminders\.[\w-]{32}$/);
    expect(sent.text).toMatch(/Dejar de recibir correos como este: http\S+\/unsubscribe\/[\w-]+\.reminders\./);
    expect(sent.html).toMatch(/<a href="http[^"]+\/unsubscribe\/[^"]+">Dejar de recibir correos como este<\/a><\/p><\/div>$/);
    // What the outbox keeps is what was queued.
    const kept = await getDb().selectFrom("email_outbox").select("text").where("subject", "=", "Reminder").executeTakeFirstOrThrow();
    expect(kept.text).toBe("Hello");

    // A receipt answers something the customer did: its footer stops it, without the one-click headers.
    await enqueueEmail(getDb(), { ...base, subject: "Receipt", kind: "payment_receipt" });
    await deliverDueEmails();
    const receipt = received.at(-1)!.body as { headers?: unknown; text: string };
    expect(receipt.headers).toBeUndefined();
    expect(receipt.text).toMatch(/Stop e-mails like this: http\S+\/unsubscribe\/[\w-]+\.receipts\./);

    await enqueueEmail(getDb(), { ...base, subject: "Confirmed" });
    await deliverDueEmails();
    const confirmed = received.at(-1)!.body as { headers?: unknown; text: string };
    expect(confirmed.headers).toBeUndefined();
    expect(confirmed.text).toBe("Hello");
  });

  it("sends queued e-mails through the Resend API and marks them sent", async () => {
    const id = await enqueueEmail(getDb(), { ...base, subject: "First" });
    await deliverDueEmails();
    const row = await getDb().selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
    expect(received.at(-1)).toMatchObject({
      authorization: "Bearer re_test_key",
      body: { from: "Porchlight <test@porchlight.example>", to: "pat@example.com", subject: "First", text: "Hello" },
    });
  });

  it("keeps a failed e-mail queued with back-off, then gives up after the last attempt", async () => {
    const db = getDb();
    failNext = 1;
    const id = await enqueueEmail(db, { ...base, subject: "Retry me" });
    const start = new Date("2030-01-01T00:00:00Z");
    await db.updateTable("email_outbox").set({ next_attempt_at: start.toISOString() }).where("id", "=", id).execute();
    await deliverDueEmails(() => start);
    let row = await db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.last_error).toContain("temporary failure");
    expect(row.next_attempt_at > start.toISOString()).toBe(true);

    // Not due yet: nothing happens.
    await deliverDueEmails(() => start);
    expect((await db.selectFrom("email_outbox").select("attempts").where("id", "=", id).executeTakeFirstOrThrow()).attempts).toBe(1);

    failNext = MAX_EMAIL_ATTEMPTS;
    const later = () => new Date("2031-01-01T00:00:00Z");
    for (let i = 1; i < MAX_EMAIL_ATTEMPTS; i++) {
      await db.updateTable("email_outbox").set({ next_attempt_at: start.toISOString() }).where("id", "=", id).execute();
      await deliverDueEmails(later);
    }
    row = await db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_EMAIL_ATTEMPTS });
    failNext = 0;
  });

  it("never sends one e-mail twice when deliveries overlap", async () => {
    const before = received.length;
    await enqueueEmail(getDb(), { ...base, subject: "Once" });
    await Promise.all([deliverDueEmails(), deliverDueEmails(), deliverDueEmails()]);
    expect(received.slice(before).filter((r) => r.body.subject === "Once")).toHaveLength(1);
  });
});
