import { describe, expect, it } from "vitest";
import { namesToChooseFrom } from "~/domain/team/team";

describe("the names customers choose among", () => {
  it("are first names, with the last name's initial where two share one", () => {
    expect(
      namesToChooseFrom([{ name: "Dr. Angela Brooks" }, { name: "Sam Lee" }, { name: "sam Kim" }, { name: "Cher" }]).map(
        (person) => person.shown,
      ),
    ).toEqual(["Angela", "Sam L.", "sam K.", "Cher"]);
  });
});
