export const CATEGORIES = [
  {
    id: "home-services",
    name: "Home Services",
    description: "Cleaning, repairs, maintenance, and more",
    icon: "home",
    tone: "blue",
  },
  {
    id: "automotive-home-services",
    name: "Automotive Home Services",
    description: "Mobile car care, detailing, and repairs",
    icon: "car",
    tone: "amber",
  },
  {
    id: "medical-home-services",
    name: "Medical Home Services",
    description: "In-home healthcare and wellness services",
    icon: "heart",
    tone: "rose",
  },
  {
    id: "tutoring-teaching-services",
    name: "Tutoring or Teaching Services",
    description: "Educational support and skill development",
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

/** Spec section 3: known ids show their name, any other value is shown raw, empty shows 'Not specified'. */
export function categoryLabel(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return "Not specified";
  return findCategory(trimmed)?.name ?? trimmed;
}

/**
 * A small integer per category for the coverage index's category dimension; -1 for values
 * outside the four (shown raw, never searched for).
 */
export function categoryCode(value: string): number {
  return CATEGORY_IDS.indexOf(value as CategoryId);
}

export const ALL_CATEGORY_CODES = { min: 0, max: CATEGORY_IDS.length - 1 } as const;
