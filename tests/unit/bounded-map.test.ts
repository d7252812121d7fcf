import { describe, expect, it } from "vitest";
import { BoundedMap } from "~/domain/schedule/bounded-map";

describe("BoundedMap", () => {
  it("keeps up to its bound, starts again empty past it, and replaces a key it holds without starting again", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    map.set("a", 10);
    expect([...map]).toEqual([
      ["a", 10],
      ["b", 2],
    ]);
    map.set("c", 3);
    expect([...map]).toEqual([["c", 3]]);
  });
});
