import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { drawableText, receiptPdf } from "~/lib/receipt-pdf.server";

/** A bill's receipt as a PDF (decision 0055): any name draws, a long bill flows onto a second page, and it is quick. */
describe("the receipt PDF", () => {
  it("draws what the standard font can, and a '?' for the rest, never failing", () => {
    expect(drawableText("−$25 · café “Sí” 日本 😀")).toBe("-$25 · café “Sí” ?? ?");
  });

  it("is a PDF of one page for a bill, more for a long one, in a few milliseconds", async () => {
    const row = (i: number) => ({ label: `Line ${i} with a long description of the work that was done`, value: "$10" });
    const document = (rows: number) => ({
      title: "Receipt: Ana's Plumbing",
      subtitle: "Drain cleaning on Tuesday, January 8, 2030. Done by Ana Ortiz. Booking reference: PL-7K3M9Q",
      sections: [
        { heading: "Bill", rows: [...Array.from({ length: rows }, (_, i) => row(i)), { label: "Total", value: "$10", strong: true }] },
      ],
      footer: "Porchlight · PL-7K3M9Q",
      language: "en",
    });
    const started = performance.now();
    const short = await receiptPdf(document(5));
    const elapsed = performance.now() - started;
    expect(Buffer.from(short.slice(0, 5)).toString()).toBe("%PDF-");
    expect(short.byteLength).toBeLessThan(20_000);
    expect(elapsed).toBeLessThan(500);
    const pages = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();
    expect(await pages(short)).toBe(1);
    expect(await pages(await receiptPdf(document(80)))).toBeGreaterThan(1);
  });
});
