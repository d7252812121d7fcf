import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/**
 * A small Stripe on 127.0.0.1: the real `stripe` package talks to it (STRIPE_API_URL) and it
 * answers the endpoints the product uses; its hosted pages are plain HTML forms that work without
 * JavaScript, and it signs its events as Stripe does. No test reaches the internet.
 */

type Obj = Record<string, unknown> & { id: string };

export type FakeStripeOptions = {
  webhookSecret: string;
  /** Where events go: a URL (the app's /hooks/stripe), or a function (in-process tests). */
  deliver: string | ((body: string, signature: string) => Promise<void>);
  /** Deliver checkout events this long after the customer is sent back (to see "confirming…"). */
  webhookDelayMs?: number;
  /** A fixed port (the browser tests' app is told it in advance); a free one otherwise. */
  port?: number;
  /**
   * Keep events instead of delivering them: `held` lists them, and the test delivers them when
   * and as often as it likes (late, twice, out of order) with `deliver`.
   */
  holdEvents?: boolean;
};

/** An answer the test puts in Stripe's mouth for the next matching request (a 500, a refusal for good). */
export type ScriptedAnswer = {
  method: string;
  path: RegExp;
  status: number;
  error: { type: string; message: string; code?: string };
  /** Answer like this this many times (1 unless told); Infinity for always. */
  times?: number;
  /** Do the work anyway and only then answer with the error (Stripe failed after acting). */
  afterActing?: boolean;
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const signer = new Stripe("sk_test_fake_signer");

const newId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString("hex")}`;

/** Stripe's form encoding (`a[b][0][c]=1`) read back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        const next = path[i + 1];
        node[part] ??= /^\d+$/.test(next) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

export async function startFakeStripe(options: FakeStripeOptions) {
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const accounts = new Map<string, Obj>();
  const disputes = new Map<string, Obj>();
  const requests: Array<{ method: string; path: string; body: Record<string, unknown>; key: string | null }> = [];
  const events: Obj[] = [];
  /** Events kept back (holdEvents), oldest first. */
  const held: Obj[] = [];
  /** Payment methods whose off-session charges are declined. */
  const declining = new Set<string>();
  /** Payment intents whose refunds Stripe refuses for good (as when they were refunded in Stripe's dashboard). */
  const refusingRefunds = new Set<string>();
  const scripted: ScriptedAnswer[] = [];
  /** Stripe answers a request sent again with the same idempotency key as it answered the first. */
  const idempotent = new Map<string, [number, unknown]>();
  let base = "";

  async function deliver(event: Obj) {
    const body = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.webhookSecret });
    if (typeof options.deliver === "function") await options.deliver(body, signature);
    else {
      await fetch(options.deliver, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      });
    }
  }

  async function send(type: string, object: Obj) {
    // A copy as it is now: a later change to the object does not rewrite what this event said.
    const event = {
      id: newId("evt"),
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    if (options.holdEvents) held.push(event);
    else await deliver(event);
    return event;
  }

  function later(work: () => Promise<unknown>) {
    if (!options.webhookDelayMs) return work();
    setTimeout(() => void work().catch(() => undefined), options.webhookDelayMs);
    return Promise.resolve();
  }

  function createIntent(params: Record<string, unknown>, status: "succeeded" | "requires_payment_method"): Obj {
    const intent: Obj = {
      id: newId("pi"),
      object: "payment_intent",
      amount: Number(params.amount),
      currency: params.currency ?? "usd",
      status,
      customer: params.customer ?? null,
      payment_method: params.payment_method ?? null,
      application_fee_amount: params.application_fee_amount ? Number(params.application_fee_amount) : null,
      transfer_data: params.transfer_data ?? null,
      metadata: params.metadata ?? {},
      latest_charge: newId("ch"),
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(intent.id, intent);
    return intent;
  }

  /** The customer pays on the hosted page: the session completes and its event is sent. */
  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") throw new Error(`session ${sessionId} is not open`);
    if (session.mode === "payment") {
      const intentData = (session.payment_intent_data ?? {}) as Record<string, unknown>;
      // A page that keeps the card (setup_future_usage) leaves a customer and a payment method on its intent.
      const keeps = intentData.setup_future_usage === "off_session" ? { customer: newId("cus"), payment_method: newId("pm") } : {};
      const intent = createIntent(
        {
          ...intentData,
          ...keeps,
          amount: session.amount_total,
          currency: "usd",
          metadata: { ...(session.metadata as object), ...((intentData.metadata as object) ?? {}) },
        },
        "succeeded",
      );
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
    } else {
      const customer = (session.customer as string | null) ?? newId("cus");
      const setupIntent: Obj = { id: newId("seti"), object: "setup_intent", status: "succeeded", customer, payment_method: newId("pm") };
      setupIntents.set(setupIntent.id, setupIntent);
      Object.assign(session, { status: "complete", payment_status: "no_payment_required", setup_intent: setupIntent.id, customer });
    }
    return session;
  }

  /** A customer's bank disputes a payment: Stripe takes the money back and sends `charge.dispute.created`. */
  async function openDispute(intentId: string, options: { amount?: number; reason?: string; dueInDays?: number } = {}) {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no payment intent ${intentId}`);
    const dispute: Obj = {
      id: newId("du"),
      object: "dispute",
      amount: options.amount ?? intent.amount,
      currency: "usd",
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: options.reason ?? "product_not_received",
      status: "needs_response",
      evidence: {},
      evidence_details: {
        due_by: Math.floor(Date.now() / 1000) + (options.dueInDays ?? 7) * 86_400,
        has_evidence: false,
        submission_count: 0,
      },
      created: Math.floor(Date.now() / 1000),
    };
    disputes.set(dispute.id, dispute);
    await send("charge.dispute.created", dispute);
    return dispute;
  }

  /** The bank decides: the dispute is won or lost, and `charge.dispute.closed` is sent. */
  async function closeDispute(disputeId: string, status: "won" | "lost") {
    const dispute = disputes.get(disputeId)!;
    dispute.status = status;
    await send("charge.dispute.closed", dispute);
    return dispute;
  }

  async function expireSession(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") return session;
    session.status = "expired";
    await send("checkout.session.expired", session);
    return session;
  }

  /** Stripe's answer to one request: a scripted failure, an idempotent replay, or the work itself. */
  async function answer(method: string, path: string, params: Record<string, unknown>, key: string | null): Promise<[number, unknown]> {
    if (key && idempotent.has(`${method} ${path} ${key}`)) return idempotent.get(`${method} ${path} ${key}`)!;
    const script = scripted.find((s) => s.method === method && s.path.test(path));
    if (script) {
      script.times = (script.times ?? 1) - 1;
      if (script.times <= 0) scripted.splice(scripted.indexOf(script), 1);
      if (script.afterActing) await api(method, path, params);
      const failure: [number, unknown] = [script.status, { error: script.error }];
      // Stripe keeps the answer of a request it began, a 5xx too: the same key gets it again.
      if (key) idempotent.set(`${method} ${path} ${key}`, failure);
      return failure;
    }
    const result = await api(method, path, params);
    if (key && result[0] < 500) idempotent.set(`${method} ${path} ${key}`, result);
    return result;
  }

  async function api(method: string, path: string, params: Record<string, unknown>): Promise<[number, unknown]> {
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = newId("cs");
      const lineItems = (params.line_items as Array<Record<string, any>>) ?? [];
      const amount = lineItems.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
      const session: Obj = {
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        url: `${base}/checkout/${id}`,
        amount_total: params.mode === "payment" ? amount : null,
        currency: "usd",
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        payment_intent: null,
        setup_intent: null,
        payment_intent_data: params.payment_intent_data ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        expires_at: params.expires_at ? Number(params.expires_at) : Math.floor(Date.now() / 1000) + 86_400,
        line_items: lineItems,
        locale: params.locale ?? "auto",
      };
      sessions.set(id, session);
      return [200, session];
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === "POST") {
      const session = sessions.get(match[1]);
      if (!session) return [404, { error: { type: "invalid_request_error", message: "No such checkout session" } }];
      if (session.status !== "open")
        return [400, { error: { type: "invalid_request_error", message: "Only open sessions can be expired" } }];
      await expireSession(session.id);
      return [200, session];
    }
    if ((match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === "GET") {
      const session = sessions.get(match[1]);
      return session ? [200, session] : [404, { error: { type: "invalid_request_error", message: "No such checkout session" } }];
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const declined = declining.has(String(params.payment_method));
      const intent = createIntent(params, declined ? "requires_payment_method" : "succeeded");
      if (declined) {
        intent.last_payment_error = { type: "card_error", code: "card_declined", message: "Your card was declined." };
        await send("payment_intent.payment_failed", intent);
        return [402, { error: { type: "card_error", code: "card_declined", message: "Your card was declined.", payment_intent: intent } }];
      }
      await send("payment_intent.succeeded", intent);
      return [200, intent];
    }
    if (method === "GET" && path === "/v1/payment_intents") {
      const data = [...intents.values()].filter((pi) => !params.customer || pi.customer === params.customer);
      return [200, { object: "list", data: data.reverse(), has_more: false, url: path }];
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = [...refunds.values()].filter((re) => !params.payment_intent || re.payment_intent === params.payment_intent);
      return [200, { object: "list", data: data.reverse(), has_more: false, url: path }];
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === "GET") {
      const intent = intents.get(match[1]);
      return intent ? [200, intent] : [404, { error: { type: "invalid_request_error", message: "No such payment_intent" } }];
    }
    if ((match = /^\/v1\/setup_intents\/([^/]+)$/.exec(path)) && method === "GET") {
      const intent = setupIntents.get(match[1]);
      return intent ? [200, intent] : [404, { error: { type: "invalid_request_error", message: "No such setup_intent" } }];
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(params.payment_intent));
      if (!intent) return [404, { error: { type: "invalid_request_error", message: "No such payment_intent" } }];
      const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + Number(r.amount), 0);
      const amount = params.amount ? Number(params.amount) : Number(intent.amount) - refunded;
      if (refusingRefunds.has(intent.id)) {
        return [
          400,
          { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge has already been refunded." } },
        ];
      }
      if (amount <= 0 || refunded + amount > Number(intent.amount)) {
        return [400, { error: { type: "invalid_request_error", message: "Refund amount is greater than the unrefunded amount" } }];
      }
      const refund: Obj = {
        id: newId("re"),
        object: "refund",
        amount,
        status: "succeeded",
        payment_intent: intent.id,
        reverse_transfer: params.reverse_transfer === "true",
        refund_application_fee: params.refund_application_fee === "true",
        metadata: params.metadata ?? {},
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    if ((match = /^\/v1\/disputes\/([^/]+)$/.exec(path)) && method === "POST") {
      const dispute = disputes.get(match[1]);
      if (!dispute) return [404, { error: { type: "invalid_request_error", message: "No such dispute" } }];
      if (dispute.status !== "needs_response" && dispute.status !== "warning_needs_response")
        return [400, { error: { type: "invalid_request_error", message: "This dispute is already closed or under review" } }];
      Object.assign(dispute.evidence as object, params.evidence ?? {});
      if (params.submit === "true") {
        dispute.status = "under_review";
        const details = dispute.evidence_details as Record<string, unknown>;
        Object.assign(details, { has_evidence: true, submission_count: Number(details.submission_count) + 1 });
        await send("charge.dispute.updated", dispute);
      }
      return [200, dispute];
    }
    if (method === "POST" && path === "/v1/customers") {
      return [
        200,
        { id: newId("cus"), object: "customer", email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {} },
      ];
    }
    if (method === "POST" && path === "/v1/accounts") {
      const account: Obj = {
        id: newId("acct"),
        object: "account",
        type: params.type ?? "express",
        email: params.email ?? null,
        charges_enabled: false,
        details_submitted: false,
        metadata: params.metadata ?? {},
      };
      accounts.set(account.id, account);
      return [200, account];
    }
    if ((match = /^\/v1\/accounts\/([^/]+)$/.exec(path)) && method === "GET") {
      const account = accounts.get(match[1]);
      return account ? [200, account] : [404, { error: { type: "invalid_request_error", message: "No such account" } }];
    }
    if (method === "POST" && path === "/v1/account_links") {
      const account = accounts.get(String(params.account));
      if (!account) return [404, { error: { type: "invalid_request_error", message: "No such account" } }];
      const query = new URLSearchParams({ return_url: String(params.return_url), refresh_url: String(params.refresh_url) });
      return [
        200,
        { object: "account_link", url: `${base}/connect/${account.id}?${query}`, expires_at: Math.floor(Date.now() / 1000) + 300 },
      ];
    }
    return [404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  async function page(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    let match: RegExpExecArray | null;
    if (url.pathname === "/health") return void res.writeHead(200).end("ok");
    if ((match = /^\/checkout\/([^/]+)$/.exec(url.pathname)) && req.method === "GET") {
      const session = sessions.get(match[1]);
      if (!session) return void res.writeHead(404).end("No such session");
      if (session.status !== "open")
        return void res.writeHead(410, { "Content-Type": "text/html" }).end(html("This checkout has expired", ""));
      const what = session.mode === "payment" ? `Pay $${(Number(session.amount_total) / 100).toFixed(2)}` : "Save your card";
      return void res
        .writeHead(200, { "Content-Type": "text/html" })
        .end(
          html(
            "Fake Checkout",
            `<p>${what}</p><form method="post" action="/checkout/${session.id}/pay"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button type="submit">${what}</button></form><p><a href="${session.cancel_url}">Back</a></p>`,
          ),
        );
    }
    if ((match = /^\/checkout\/([^/]+)\/pay$/.exec(url.pathname)) && req.method === "POST") {
      const session = sessions.get(match[1]);
      if (!session || session.status !== "open") return void res.writeHead(410).end("This checkout has expired");
      const card = new URLSearchParams(body).get("card") ?? "";
      await completeCheckout(session.id);
      if (card.replace(/\s/g, "") === "4000000000000341" && session.setup_intent) {
        // Stripe's test card that saves but declines later.
        declining.add(String(setupIntents.get(String(session.setup_intent))?.payment_method));
      }
      await later(() => send("checkout.session.completed", session));
      const success = String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id);
      return void res.writeHead(303, { Location: success }).end();
    }
    if ((match = /^\/connect\/([^/]+)$/.exec(url.pathname))) {
      const account = accounts.get(match[1]);
      if (!account) return void res.writeHead(404).end("No such account");
      if (req.method === "GET") {
        return void res
          .writeHead(200, { "Content-Type": "text/html" })
          .end(html("Fake Express onboarding", `<form method="post"><button type="submit">Finish onboarding</button></form>`));
      }
      Object.assign(account, { charges_enabled: true, details_submitted: true });
      await send("account.updated", account);
      return void res.writeHead(303, { Location: url.searchParams.get("return_url") ?? "/" }).end();
    }
    res.writeHead(404).end("Not found");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", base);
      const work = url.pathname.startsWith("/v1/")
        ? (async () => {
            const params = req.method === "GET" ? Object.fromEntries(url.searchParams) : parseStripeForm(body);
            const key = req.method === "POST" ? ((req.headers["idempotency-key"] as string | undefined) ?? null) : null;
            requests.push({ method: req.method ?? "GET", path: url.pathname, body: params, key });
            const [status, payload] = await answer(req.method ?? "GET", url.pathname, params, key);
            res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") }).end(JSON.stringify(payload));
          })()
        : page(req, res, url, body);
      work.catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
      });
    });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get url() {
      return base;
    },
    sessions,
    intents,
    refunds,
    accounts,
    disputes,
    requests,
    events,
    held,
    declining,
    refusingRefunds,
    completeCheckout,
    expireSession,
    openDispute,
    closeDispute,
    send,
    /** Delivers a kept event (again, if it was delivered before). */
    deliver,
    /** The next requests matching answer so (a 500, or a refusal for good). */
    script: (answerAs: ScriptedAnswer) => void scripted.push({ ...answerAs }),
    /** Forgets the answers scripted and not given yet. */
    clearScripts: () => void (scripted.length = 0),
    /** Forgets scripted answers, kept events and the cards and charges it refuses. */
    reset() {
      scripted.length = 0;
      held.length = 0;
      declining.clear();
      refusingRefunds.clear();
    },
    /** Forgets everything it made and heard too (between property runs, so memory stays flat over many). */
    forgetAll() {
      this.reset();
      for (const store of [sessions, intents, setupIntents, refunds, idempotent]) store.clear();
      requests.length = 0;
      events.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
