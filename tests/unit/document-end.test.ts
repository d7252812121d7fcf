import { Readable, Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { documentEndLast } from "~/lib/document-end.server";

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(documentEndLast()));
}

describe("the page's stream", () => {
  it("ends with </body></html>, after what streamed behind it", async () => {
    expect(await through(["<html><body><p>é</p></body></html>", "<script>late()</script>"])).toBe(
      "<html><body><p>é</p><script>late()</script></body></html>",
    );
  });

  it("finds the end split across chunks, and keeps a character split across them whole", async () => {
    const page = "<html><body>café ☕</body></html><script>data()</script>";
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(documentEndLast()));
      expect(out).toBe("<html><body>café ☕<script>data()</script></body></html>");
    }
  });

  it("passes a page without that end as it is", async () => {
    expect(await through(["<p>a</", "body> and </html", "> apart</p>"])).toBe("<p>a</body> and </html> apart</p>");
  });

  it("drops the zero bytes React 18 pads a chunk with when a character does not fit at its end", async () => {
    // Text long enough to fill most of React's 2 KB buffer, then a two-byte character at every
    // offset across its end: one of them lands where one byte is left.
    const pages = async (pipeThroughEnd: boolean) => {
      const bodies: Buffer[] = [];
      for (let filler = 0; filler < 300; filler += 1) {
        const element = createElement(
          "div",
          null,
          createElement("span", null, "x".repeat(600)),
          createElement("span", null, "x".repeat(600)),
          createElement("span", null, "x".repeat(600)),
          createElement("p", null, `${"y".repeat(filler)}· free`),
        );
        bodies.push(await rendered(element, pipeThroughEnd));
      }
      return bodies;
    };
    const zeros = (bodies: Buffer[]) => bodies.filter((body) => body.includes(0)).length;
    // React itself pads (so this test can fail), and the page's stream never passes it on.
    expect(zeros(await pages(false))).toBeGreaterThan(0);
    const through = await pages(true);
    expect(zeros(through)).toBe(0);
    expect(through.every((body) => body.toString("utf8").includes("· free</p>"))).toBe(true);
  });
});

function rendered(element: ReturnType<typeof createElement>, pipeThroughEnd: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        if (pipeThroughEnd) pipe(documentEndLast()).pipe(sink);
        else pipe(sink);
      },
      onShellError: reject,
    });
  });
}
