/**
 * The server's memory under a busy day's traffic at once (issue 39): 16 clients booking, asking for
 * quotes and writing messages with photos, sending signed Stripe events and asking for uncached
 * lists, on a server of its own with online payment on (Stripe's API pointed at an address that
 * answers nothing).
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { signId } from "../../app/lib/signed-links.server";
import { coveredListUrls, residentMb, residentTreeMb, SECRET, sleep, startServer } from "./support";
import type { Row } from "./table";

const CLIENTS = 16;
const WEBHOOK_SECRET = "whsec_bench_0123456789";
const MIX = { list: 35, booking: 20, quote: 10, message: 15, event: 20 } as const;
type Action = keyof typeof MIX;

/** A phone photo's size in bytes, behind a JPEG's first bytes (photos are judged by those). */
const photo = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(600_000 + Math.floor(Math.random() * 900_000))]);

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      return name ? [[name, /value="([^"]*)"/.exec(tag)?.[1] ?? ""]] : [];
    }),
  );

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

function chooseAction(): Action {
  let roll = Math.random() * Object.values(MIX).reduce((a, b) => a + b, 0);
  for (const [action, weight] of Object.entries(MIX) as Array<[Action, number]>) if ((roll -= weight) < 0) return action;
  return "list";
}

export async function mixedLoadMemory(database: string, options: { quick: boolean }, webProcesses = 1): Promise<Row[]> {
  const server = await startServer(database, {
    seedDemo: true,
    webProcesses,
    env: {
      STRIPE_SECRET_KEY: "sk_test_bench",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: "http://127.0.0.1:9",
      STRIPE_NETWORK_RETRIES: "0",
      QUOTE_REQUESTS_PER_HOUR: "1000000",
      // Settings to try on the server (e.g. '{"NODE_OPTIONS":"--max-semi-space-size=4"}').
      ...(process.env.BENCH_SERVER_ENV ? (JSON.parse(process.env.BENCH_SERVER_ENV) as Record<string, string>) : {}),
    },
  });
  const base = server.base;
  const origin = { Origin: base };
  const db = new Database(database, { readonly: true, fileMustExist: true });
  const serviceIds = (
    db.prepare("select id from services where is_active = 1 and category = 'home-services'").all() as Array<{ id: string }>
  ).map((row) => row.id);
  // A request for quotes names the job's zip: the service's own, which its area covers.
  const quoted = db.prepare("select id, zip_code as zip from services where is_active = 1 and category = 'home-services'").all() as Array<{
    id: string;
    zip: string;
  }>;
  const listUrls = coveredListUrls(database, 12_000, 20261127);
  const threads: string[] = [];
  const counts: Record<Action, number> = { list: 0, booking: 0, quote: 0, message: 0, event: 0 };
  const failures: string[] = [];
  let next = 0;

  const actions: Record<Action, () => Promise<void>> = {
    list: async () => {
      const response = await fetch(`${base}${listUrls[next++ % listUrls.length]}`, { headers: { "Accept-Encoding": "gzip" } });
      await expectStatus(response, [200], "list");
    },
    booking: async () => {
      const path = `/service/${pick(serviceIds)}?book=1`;
      const page = await (await fetch(`${base}${path}`)).text();
      const date = /name="preferred_date"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="preferred_date"/.exec(page);
      const times = [...page.matchAll(/<input[^>]*name="preferred_time"[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !tag.includes("disabled"));
      if (!date || times.length === 0) return;
      const body = new URLSearchParams({
        ...hiddenFields(page),
        customer_name: "Mixed Load",
        customer_email: `mixed.${randomUUID().slice(0, 8)}@example.org`,
        customer_phone: "(512) 555-0142",
        preferred_date: date[1] ?? date[2],
        preferred_time: /value="([^"]+)"/.exec(pick(times))![1],
        service_address: "1100 Congress Ave, Austin, TX 78701",
      });
      const response = await fetch(`${base}${path}`, { method: "POST", body, headers: origin, redirect: "manual" });
      // Another client may have taken the time meanwhile: the form comes back with the reason.
      await expectStatus(response, [302, 303, 200, 409], "booking");
    },
    quote: async () => {
      const { id: serviceId, zip } = pick(quoted);
      const page = await (await fetch(`${base}/requests/new?service=${serviceId}`)).text();
      const form = new FormData();
      for (const [name, value] of Object.entries({
        ...hiddenFields(page),
        service_id: serviceId,
        category: "home-services",
        zip,
        description: "Water stains on the ceiling under the upstairs bathroom; photos attached.",
        needed: "flexible",
        customer_name: "Mixed Load",
        customer_email: `quote.${randomUUID().slice(0, 8)}@example.org`,
        customer_phone: "(512) 555-0143",
      }))
        form.append(name, value);
      for (let i = 0; i < 1 + Math.floor(Math.random() * 3); i++)
        form.append("photos", new Blob([photo()], { type: "image/jpeg" }), `photo-${i}.jpg`);
      const response = await fetch(`${base}/requests/new`, { method: "POST", body: form, headers: origin, redirect: "manual" });
      await expectStatus(response, [302, 303], "quote");
      const requestId = /\/requests\/([0-9a-f-]{36})/.exec(response.headers.get("location") ?? "")?.[1];
      if (requestId) {
        for (const row of db.prepare("select id from threads where request_id = ?").all(requestId) as Array<{ id: string }>)
          threads.push(row.id);
      }
    },
    message: async () => {
      if (threads.length === 0) return actions.quote();
      const threadId = pick(threads);
      const token = signId("thread", threadId, SECRET);
      const page = await (await fetch(`${base}/messages/${threadId}?token=${token}`)).text();
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...hiddenFields(page), token, body: `Is Tuesday morning possible? (${randomUUID()})` }))
        form.append(name, value);
      if (Math.random() < 0.5) form.append("photos", new Blob([photo()], { type: "image/jpeg" }), "photo.jpg");
      const response = await fetch(`${base}/messages/${threadId}`, { method: "POST", body: form, headers: origin, redirect: "manual" });
      await expectStatus(response, [302, 303], "message");
    },
    event: async () => {
      const payload = JSON.stringify(checkoutCompleted());
      const stamp = Math.floor(Date.now() / 1000);
      const signature = createHmac("sha256", WEBHOOK_SECRET).update(`${stamp}.${payload}`).digest("hex");
      const response = await fetch(`${base}/hooks/stripe`, {
        method: "POST",
        body: payload,
        headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${stamp},v1=${signature}` },
      });
      await expectStatus(response, [200], "event");
    },
  };

  async function expectStatus(response: Response, allowed: number[], what: string) {
    const text = await response.text();
    if (!allowed.includes(response.status) && failures.length < 5) {
      const reason =
        [...text.matchAll(/(?:role="alert"|-error")[^>]*>([^<]+)</g)].map((match) => match[1]).join(" / ") || text.slice(0, 80);
      failures.push(`${what} answered ${response.status} (${reason})`);
    }
  }

  try {
    await sleep(2000);
    // One process: its resident set. A primary with its web processes and background process:
    // their memory counted once per page (docs/decisions/0049), their RSS added up beside it.
    const group = webProcesses > 1;
    const memory = () => (group ? residentTreeMb(server.pid).once : residentMb(server.pid).rss);
    const idle = memory();
    const seconds = options.quick ? 20 : 60;
    const until = Date.now() + seconds * 1000;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, memory())), 250);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < until) {
          const action = chooseAction();
          await actions[action]();
          counts[action] += 1;
        }
      }),
    );
    clearInterval(sampler);
    const tree = residentTreeMb(server.pid);
    const after = group ? tree.once : tree.rss;
    peak = Math.max(peak, after, group ? 0 : residentMb(server.pid).peak);
    if (failures.length) throw new Error(`mixed load: ${failures.join("; ")}`);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const mb = (values: number[]) => values.map((value) => value.toFixed(0)).join(" + ");
    const load = `${(total / seconds).toFixed(0)} actions/s: ${Object.entries(counts)
      .map(([action, count]) => `${count} ${action}`)
      .join(", ")}`;
    return [
      {
        what: `RSS under mixed load for ${seconds} s (${CLIENTS} clients: bookings, quote requests and messages with photos, Stripe events, uncached lists)${
          group ? `, the primary, ${webProcesses} web processes and the background process together, each page counted once (PSS)` : ""
        }`,
        value: group
          ? `${after.toFixed(0)} MB (${mb(tree.onceEach)}; peak ${peak.toFixed(0)} MB; idle ${idle.toFixed(0)} MB; their RSS added up, shared pages in each: ${tree.rss.toFixed(0)} MB, ${mb(tree.each)}; ${load})`
          : `${after.toFixed(0)} MB (peak ${peak.toFixed(0)} MB; idle ${idle.toFixed(0)} MB; ${load})`,
        goal: `≤ ${200 * webProcesses} MB`,
        // The plateau, as the list-only row judges it; the peak is there to be read.
        met: after <= 200 * webProcesses,
      },
    ];
  } finally {
    db.close();
    await server.stop();
  }
}

/** Stripe's `checkout.session.completed` for a page the server never made (recorded, then nothing to apply). */
function checkoutCompleted() {
  const session = `cs_test_${randomBytes(12).toString("hex")}`;
  return {
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: session,
        object: "checkout.session",
        amount_subtotal: 12500,
        amount_total: 12500,
        currency: "usd",
        customer_details: { email: "mixed@example.org", name: "Mixed Load", phone: null, tax_exempt: "none", tax_ids: [] },
        metadata: { booking_id: randomUUID() },
        mode: "payment",
        payment_intent: `pi_${randomBytes(12).toString("hex")}`,
        payment_status: "paid",
        status: "complete",
        success_url: "http://127.0.0.1/bookings",
        url: null,
      },
    },
  };
}
