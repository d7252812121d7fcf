import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_IDS, findCategory, isCategoryId } from "~/domain/discovery/categories";
import { categoryLabelIn, categoryWords } from "~/locales/discovery";

const categoryLabel = (value: string | null | undefined) => categoryLabelIn("en", value);

describe("CATEGORIES", () => {
  it("has the spec's four categories, in order, with exact names and descriptions", () => {
    expect(CATEGORIES.map(({ id }) => ({ id, name: categoryWords.en[id], description: categoryWords.en[`${id}.description`] }))).toEqual([
      {
        id: "home-services",
        name: "Home Services",
        description: "Cleaning, repairs, maintenance, and more",
      },
      {
        id: "automotive-home-services",
        name: "Automotive Home Services",
        description: "Mobile car care, detailing, and repairs",
      },
      {
        id: "medical-home-services",
        name: "Medical Home Services",
        description: "In-home healthcare and wellness services",
      },
      {
        id: "tutoring-teaching-services",
        name: "Tutoring or Teaching Services",
        description: "Educational support and skill development",
      },
    ]);
  });

  it("gives every category an icon and a colour style, all distinct", () => {
    const icons = CATEGORIES.map((category) => category.icon);
    const tones = CATEGORIES.map((category) => category.tone);
    expect(icons.every((icon) => icon.length > 0)).toBe(true);
    expect(new Set(icons).size).toBe(4);
    expect(new Set(tones).size).toBe(4);
  });
});

describe("isCategoryId", () => {
  it.each(CATEGORY_IDS)("accepts %s", (id) => {
    expect(isCategoryId(id)).toBe(true);
  });

  it.each([
    "Home Services",
    "HOME-SERVICES",
    " home-services",
    "home",
    "",
    null,
    undefined,
    42,
    { id: "home-services" },
    ["home-services"],
  ])("rejects %j", (value) => {
    expect(isCategoryId(value)).toBe(false);
  });
});

describe("findCategory", () => {
  it("finds a category by exact id", () => {
    expect(findCategory("medical-home-services")?.id).toBe("medical-home-services");
  });

  it("returns undefined for anything else", () => {
    expect(findCategory("Medical Home Services")).toBeUndefined();
    expect(findCategory("")).toBeUndefined();
    expect(findCategory(null)).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
  });
});

describe("categoryLabel", () => {
  it.each([
    ["home-services", "Home Services"],
    ["automotive-home-services", "Automotive Home Services"],
    ["medical-home-services", "Medical Home Services"],
    ["tutoring-teaching-services", "Tutoring or Teaching Services"],
  ])("maps %s to %s", (id, name) => {
    expect(categoryLabel(id)).toBe(name);
  });

  it("ignores surrounding whitespace around a known id", () => {
    expect(categoryLabel("  home-services \n")).toBe("Home Services");
  });

  it("shows any other value raw (trimmed)", () => {
    expect(categoryLabel("Pet Care")).toBe("Pet Care");
    expect(categoryLabel("plumbing")).toBe("plumbing");
    expect(categoryLabel("HOME-SERVICES")).toBe("HOME-SERVICES");
    expect(categoryLabel("  Pet Care  ")).toBe("Pet Care");
  });

  it.each([[""], ["   "], ["\t\n"], [null], [undefined]])("shows 'Not specified' for %j", (value) => {
    expect(categoryLabel(value)).toBe("Not specified");
    expect(categoryLabelIn("es", value)).toBe("Sin especificar");
  });
});
