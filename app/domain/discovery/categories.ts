/** The four categories of spec section 3: their ids, icons and tones (their words are in app/locales/discovery.ts). */
export const CATEGORIES = [
  {
    id: "home-services",
    icon: "home",
    tone: "blue",
  },
  {
    id: "automotive-home-services",
    icon: "car",
    tone: "amber",
  },
  {
    id: "medical-home-services",
    icon: "heart",
    tone: "rose",
  },
  {
    id: "tutoring-teaching-services",
    icon: "book",
    tone: "emerald",
  },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category["id"];
export type CategoryIcon = Category["icon"];
export type CategoryTone = Category["tone"];

export const CATEGORY_IDS = CATEGORIES.map((category) => category.id) as [CategoryId, ...CategoryId[]];

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && CATEGORY_IDS.includes(value as CategoryId);
}

export function findCategory(id: string | null | undefined): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}

/**
 * A small integer per category for the coverage index's category dimension; -1 for values
 * outside the four (shown raw, never searched for).
 */
export function categoryCode(value: string): number {
  return CATEGORY_IDS.indexOf(value as CategoryId);
}

export const ALL_CATEGORY_CODES = { min: 0, max: CATEGORY_IDS.length - 1 } as const;
