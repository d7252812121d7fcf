import { Readable } from "node:stream";
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
});
