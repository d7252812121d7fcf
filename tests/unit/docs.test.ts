import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 53: the README stays a first screen, and every decision record reads the same way.
const root = path.resolve(__dirname, "../..");
const decisionsDir = path.join(root, "docs/decisions");
const records = readdirSync(decisionsDir).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe("docs", () => {
  it("keeps the README under 10 KB", () => {
    expect(statSync(path.join(root, "README.md")).size).toBeLessThan(10 * 1024);
  });

  it("numbers the decision records once each, without gaps", () => {
    const numbers = records.map((name) => Number(name.slice(0, 4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(records)("%s has the template's header and sections in order", (name) => {
    const text = readFileSync(path.join(decisionsDir, name), "utf8");
    expect(text).toMatch(/^# .+\n\n- \*\*Date:\*\* \d{4}-\d{2}-\d{2}\n- \*\*Status:\*\* (Proposed|Accepted|Superseded by \d{4})/);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(["Context", "Decision", "Consequences"]);
  });
});
