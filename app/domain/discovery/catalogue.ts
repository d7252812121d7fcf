import type { CategoryId } from "./categories";
import { formatDollars } from "../payments/money";

export type CatalogueEntry = {
  name: string;
  category: CategoryId;
  description: string;
  details: string[];
  responseTimeMinutes: number;
  rating: number;
  priceFromCents: number;
  /** Shown after the starting price ("per room"); null when the price is per job. */
  priceUnit: string | null;
  /** How long a job usually takes; the provider can change it per service. */
  durationMinutes: number;
};

/** The ten provided services of spec section 3 with their starting prices (section 9). */
export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: "Plumbing",
    category: "home-services",
    description: "Leak repairs, drain cleaning, fixture and water heater installation.",
    details: ["Leak detection and repair", "Drain and sewer cleaning", "Fixture installation", "Water heater service"],
    responseTimeMinutes: 60,
    rating: 4.8,
    priceFromCents: 8900,
    priceUnit: null,
    durationMinutes: 60,
  },
  {
    name: "Electrical",
    category: "home-services",
    description: "Licensed electrical repairs, wiring, lighting and panel upgrades.",
    details: ["Outlet and switch repair", "Lighting installation", "Panel upgrades", "Safety inspections"],
    responseTimeMinutes: 120,
    rating: 4.9,
    priceFromCents: 9900,
    priceUnit: null,
    durationMinutes: 60,
  },
  {
    name: "HVAC",
    category: "home-services",
    description: "Heating and air conditioning tune-ups, repairs and installations.",
    details: ["AC repair", "Furnace service", "Seasonal tune-ups", "Thermostat installation"],
    responseTimeMinutes: 120,
    rating: 4.7,
    priceFromCents: 7900,
    priceUnit: null,
    durationMinutes: 90,
  },
  {
    name: "Handyman",
    category: "home-services",
    description: "Small repairs and odd jobs around the house, done right the first time.",
    details: ["Furniture assembly", "Drywall patching", "Door and cabinet repair", "Mounting and hanging"],
    responseTimeMinutes: 180,
    rating: 4.6,
    priceFromCents: 6900,
    priceUnit: null,
    durationMinutes: 60,
  },
  {
    name: "Painting",
    category: "home-services",
    description: "Interior and exterior painting with careful prep and clean-up.",
    details: ["Interior walls and ceilings", "Exterior painting", "Trim and cabinets", "Colour consultation"],
    responseTimeMinutes: 1440,
    rating: 4.7,
    priceFromCents: 15000,
    priceUnit: "per room",
    durationMinutes: 180,
  },
  {
    name: "House Cleaning",
    category: "home-services",
    description: "Regular, deep and move-out cleaning by vetted cleaners.",
    details: ["Standard cleaning", "Deep cleaning", "Move-in and move-out", "Eco-friendly products"],
    responseTimeMinutes: 240,
    rating: 4.8,
    priceFromCents: 12000,
    priceUnit: "per visit",
    durationMinutes: 120,
  },
  {
    name: "Landscaping",
    category: "home-services",
    description: "Lawn care, planting, trimming and seasonal yard clean-ups.",
    details: ["Mowing and edging", "Hedge trimming", "Planting and mulching", "Seasonal clean-up"],
    responseTimeMinutes: 1440,
    rating: 4.6,
    priceFromCents: 8000,
    priceUnit: "per visit",
    durationMinutes: 90,
  },
  {
    name: "Security Systems",
    category: "home-services",
    description: "Alarm, camera and smart-lock installation and monitoring set-up.",
    details: ["Camera installation", "Alarm systems", "Smart locks", "Monitoring set-up"],
    responseTimeMinutes: 1440,
    rating: 4.8,
    priceFromCents: 19900,
    priceUnit: "installation",
    durationMinutes: 120,
  },
  {
    name: "Moving Services",
    category: "home-services",
    description: "Local moves, packing and heavy lifting with careful crews.",
    details: ["Local moves", "Packing and unpacking", "Furniture moving", "Loading help"],
    responseTimeMinutes: 1440,
    rating: 4.5,
    priceFromCents: 12000,
    priceUnit: "per hour",
    durationMinutes: 180,
  },
  {
    name: "Car Detailing",
    category: "automotive-home-services",
    description: "Mobile interior and exterior detailing at your driveway.",
    details: ["Hand wash and wax", "Interior deep clean", "Paint correction", "Ceramic coating"],
    responseTimeMinutes: 240,
    rating: 4.9,
    priceFromCents: 8900,
    priceUnit: null,
    durationMinutes: 120,
  },
];

export function findCatalogueEntry(name: string): CatalogueEntry | undefined {
  const wanted = name.trim().toLowerCase();
  return CATALOGUE.find((entry) => entry.name.toLowerCase() === wanted);
}

/** "From $150 per room", "From $89". */
export function startingPriceLabel(entry: Pick<CatalogueEntry, "priceFromCents" | "priceUnit">): string {
  const dollars = formatDollars(entry.priceFromCents);
  return entry.priceUnit ? `From ${dollars} ${entry.priceUnit}` : `From ${dollars}`;
}

/** A new service's job length: the catalogue's, else an hour (tutoring, medical and custom services). */
export function defaultDurationMinutes(serviceName: string): number {
  return findCatalogueEntry(serviceName)?.durationMinutes ?? 60;
}
