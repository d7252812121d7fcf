import http from "node:http";
import { STANDARD_HOURS } from "~/domain/schedule/availability";
import { getDb } from "~/lib/db.server";
import { createUser } from "~/models/user.server";
import { addVerifiedCredential, createTestTile } from "../../support/factories";
import { shownBefore } from "../../support/requests";

export { signIn } from "../../../scripts/checks/support";

/** Requests a browser would make to the real server (tests/support/http-server.ts). */

/** A complete, valid provider application (new account), as the join form sends it. */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    business_name: "Odd Names Plumbing",
    owner_name: "Ora Odd",
    email: `applicant-${Math.random().toString(36).slice(2)}@example.com`,
    password: "secret-pass",
    phone: "(512) 555-0123",
    zip_code: "78701",
    service_radius: "25",
    category: "home-services",
    plan_type: "community",
    services_provided: "Plumbing",
    years_in_business: "4",
    licenses: "TX plumbing license",
    insurance: "General liability",
    ...shownBefore(),
    ...overrides,
  };
}

/** A provider (who signs in with `email` and `password`) and their bookable Plumbing tile at 78701; returns the tile's id. */
export async function bookableService(email: string, password: string): Promise<string> {
  const provider = await createUser(getDb(), { email, password, role: "provider" });
  // Plumbing in Texas is a licensed trade: listed and bookable with a verified licence (decision 0035).
  await addVerifiedCredential({ providerUserId: provider.id }, { kind: "licence", state: "TX" });
  return createTestTile({ zipCode: "78701", providerUserId: provider.id, serviceName: "Plumbing", availability: STANDARD_HOURS });
}

/** A POST with headers fetch() will not send as given (Host among them); its status and text. */
export function rawPost(base: string, path: string, body: string, headers: Record<string, string>) {
  const url = new URL(base);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path, method: "POST", headers: { ...headers, "Content-Length": Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Streams `megabytes` of body to `path` in chunks, without a Content-Length (after `lead`, the
 * start of a form); resolves at the response, whenever the server answers.
 */
export function streamChunkedBody(base: string, path: string, megabytes: number, headers: Record<string, string>, lead = "") {
  return new Promise<{ status: number; ms: number; body: string }>((resolve, reject) => {
    const started = performance.now();
    const url = new URL(path, base);
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: "POST",
        headers: { Origin: base, "Transfer-Encoding": "chunked", ...headers },
      },
      (response) => {
        const ms = performance.now() - started;
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms, body }));
        response.on("error", () => resolve({ status: response.statusCode ?? 0, ms, body }));
      },
    );
    request.on("error", () => undefined);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    if (lead) request.write(lead);
    const pump = () => {
      while (sent < megabytes * 1024 * 1024) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
    setTimeout(() => reject(new Error("no answer in 10 s")), 10_000).unref();
  });
}
