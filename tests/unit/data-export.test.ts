import { describe, expect, it } from "vitest";
import { DATA_EXPORT_MACHINE, toCsv } from "~/domain/accounts/data-export";

describe("a data export's CSV", () => {
  it("quotes what needs quoting and keeps numbers and empty fields as they are", () => {
    const csv = toCsv(
      ["a", "b", "c"],
      [
        { a: 'say "hi", then go', b: 12, c: null },
        { a: "two\nlines", b: undefined, c: "plain" },
      ],
    );
    expect(csv).toBe('a,b,c\r\n"say ""hi"", then go",12,\r\n"two\nlines",,plain\r\n');
  });

  it("never lets a spreadsheet run a text as a formula", () => {
    expect(toCsv(["x"], [{ x: '=HYPERLINK("http://evil")' }, { x: "+1" }, { x: "-2" }, { x: "@SUM(A1)" }, { x: "ok" }])).toBe(
      'x\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\nok\r\n',
    );
  });
});

describe("a data export's states", () => {
  it("is built once, and only a stale build goes back to the queue", () => {
    expect(DATA_EXPORT_MACHINE.sources("building", "builder")).toEqual(["queued"]);
    expect(DATA_EXPORT_MACHINE.sources("queued", "sweep")).toEqual(["building"]);
    expect(DATA_EXPORT_MACHINE.targets("ready", "builder")).toEqual([]);
    expect(DATA_EXPORT_MACHINE.allows("failed", "queued", "sweep")).toBe(false);
  });
});
