import { readInEnglish } from "../support/english";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPublicText, PublicFetchError, type PublicFetchOptions } from "~/lib/public-fetch.server";

/**
 * Fetching an address a user typed, against a server on 127.0.0.1 that the tests allow by name:
 * every way out of the public internet is refused, and every bound holds.
 */
let server: http.Server;
let base: string;
const OPTIONS: PublicFetchOptions = {
  maxBytes: 100_000,
  timeoutMs: 2_000,
  maxRedirects: 3,
  userAgent: "test",
  accept: "text/calendar",
  allowHosts: ["127.0.0.1"],
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url!, "http://127.0.0.1");
    const hops = Number(url.searchParams.get("hops") ?? 0);
    switch (url.pathname) {
      case "/cal.ics":
        if (request.headers["if-none-match"] === '"abc"' || request.headers["if-modified-since"] === "Mon, 07 Jan 2030 15:00:00 GMT") {
          return void response.writeHead(304).end();
        }
        return void response.writeHead(200, { ETag: '"abc"', "Last-Modified": "Mon, 07 Jan 2030 15:00:00 GMT" }).end("BEGIN:VCALENDAR");
      case "/gzip.ics":
        return void response.writeHead(200, { "Content-Encoding": "gzip" }).end(zlib.gzipSync("BEGIN:VCALENDAR gzipped"));
      case "/bomb.ics":
        // 10 MB of nothing, compressed to a few kilobytes.
        return void response.writeHead(200, { "Content-Encoding": "gzip" }).end(zlib.gzipSync(Buffer.alloc(10_000_000, 32)));
      case "/large.ics": {
        response.writeHead(200);
        const chunk = Buffer.alloc(10_000, 65);
        for (let i = 0; i < 20; i++) response.write(chunk);
        return void response.end();
      }
      case "/declared-large.ics":
        return void response.writeHead(200, { "Content-Length": "5000000" }).end();
      case "/slow.ics":
        response.writeHead(200);
        return void response.write("BEGIN:VCALENDAR");
      case "/hop":
        return void response.writeHead(302, { Location: hops > 0 ? `/hop?hops=${hops - 1}` : "/cal.ics" }).end();
      case "/to-loopback":
        return void response
          .writeHead(302, { Location: `http://127.0.0.2:${url.port || (server.address() as AddressInfo).port}/cal.ics` })
          .end();
      case "/to-metadata":
        return void response.writeHead(301, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
      case "/to-file":
        return void response.writeHead(302, { Location: "file:///etc/passwd" }).end();
      default:
        return void response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(address: string, options: Partial<PublicFetchOptions> = {}) {
  try {
    await fetchPublicText(new URL(address), { ...OPTIONS, ...options });
  } catch (error) {
    // Why, as its owner reads it in English (the error carries its reason, decision 0047).
    if (error instanceof PublicFetchError) return { failure: error.failure, message: readInEnglish(error.message) };
    throw error;
  }
  throw new Error(`${address} was fetched`);
}

describe("fetchPublicText", () => {
  it("reads a calendar with its ETag and Last-Modified, and asks again with them", async () => {
    const first = await fetchPublicText(new URL(`${base}/cal.ics`), OPTIONS);
    expect(first).toMatchObject({ changed: true, body: "BEGIN:VCALENDAR", etag: '"abc"', lastModified: "Mon, 07 Jan 2030 15:00:00 GMT" });
    expect(await fetchPublicText(new URL(`${base}/cal.ics`), { ...OPTIONS, etag: '"abc"' })).toMatchObject({ changed: false });
    expect(await fetchPublicText(new URL(`${base}/cal.ics`), { ...OPTIONS, lastModified: "Mon, 07 Jan 2030 15:00:00 GMT" })).toMatchObject({
      changed: false,
    });
  });

  it("decompresses, and bounds what it decompresses", async () => {
    expect(await fetchPublicText(new URL(`${base}/gzip.ics`), OPTIONS)).toMatchObject({ body: "BEGIN:VCALENDAR gzipped" });
    expect(await failure(`${base}/bomb.ics`)).toMatchObject({ failure: "too-large" });
  });

  it("stops reading at its size, whether the server declares it or streams it", async () => {
    expect(await failure(`${base}/large.ics`, { maxBytes: 100_000 })).toMatchObject({ failure: "too-large" });
    expect(await failure(`${base}/large.ics`, { maxBytes: 150_000 })).toMatchObject({ failure: "too-large" });
    expect(await failure(`${base}/declared-large.ics`)).toMatchObject({ failure: "too-large" });
  });

  it("gives up at its deadline on a server that stops answering", async () => {
    const started = Date.now();
    expect(await failure(`${base}/slow.ics`, { timeoutMs: 300 })).toMatchObject({ failure: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("follows up to three redirects, and no more", async () => {
    expect(await fetchPublicText(new URL(`${base}/hop?hops=2`), OPTIONS)).toMatchObject({ changed: true, url: `${base}/cal.ics` });
    expect(await failure(`${base}/hop?hops=3`)).toEqual({ failure: "redirects", message: "The address redirected more than 3 times." });
  });

  it("refuses private addresses, directly and through redirects, and anything but http(s)", async () => {
    const port = new URL(base).port;
    for (const address of [
      `http://127.0.0.2:${port}/cal.ics`,
      `http://[::1]:${port}/cal.ics`,
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      expect(await failure(address)).toMatchObject({ failure: "address" });
    }
    expect(await failure(`${base}/cal.ics`, { allowHosts: [] })).toMatchObject({ failure: "address" });
    expect(await failure(`${base}/to-loopback`)).toMatchObject({ failure: "address" });
    expect(await failure(`${base}/to-metadata`)).toMatchObject({ failure: "address" });
    expect(await failure(`${base}/to-file`)).toMatchObject({ failure: "scheme" });
    expect(await failure("ftp://calendar.example.com/cal.ics")).toMatchObject({ failure: "scheme" });
    expect(await failure(`http://user:secret@127.0.0.1:${port}/cal.ics`)).toMatchObject({ failure: "scheme" });
  });

  it("says what went wrong in words, with the product's bounds", async () => {
    expect((await failure(`${base}/declared-large.ics`, { maxBytes: 5_000_000 - 1 })).message).toBe("The calendar is larger than 5 MB.");
    expect((await failure(`${base}/slow.ics`, { timeoutMs: 1_000 })).message).toBe("The calendar server did not answer within 1 second.");
    expect(await failure(`${base}/missing.ics`)).toEqual({
      failure: "status",
      message:
        "The calendar server answered 404 (not found): the address may have been reset; copy it again from your calendar's settings.",
    });
  });
});
