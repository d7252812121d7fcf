import type { CategoryId } from "~/domain/discovery/categories";
import type { PaymentMethod, RecordedCard } from "~/domain/payments/payments";
import type { PlanType } from "~/lib/db-schema";

/** Demo providers: Austin area first (every category covers 78701), then LA and New York. */
export type HoursPreset = "always" | "weekdays" | "extended" | "weekends" | "unset";

export type SeedService =
  | string
  | {
      name: string;
      description: string;
      priceFromCents?: number;
      priceToCents?: number;
      priceUnit?: string;
      responseMinutes?: number;
    };

export type SeedProvider = {
  business: string;
  owner: string;
  category: CategoryId;
  zip: string;
  radius: number;
  plan: PlanType;
  hours: HoursPreset;
  /** The mean the provider's seeded reviews aim at (app/seed/reviews.server.ts). */
  rating: number;
  /** Popularity: about one in thirty becomes a seeded review on a completed booking. */
  reviews: number;
  services: SeedService[];
  /** Minutes kept free after each job (0 when unset). */
  bufferMinutes?: 15 | 30 | 60;
  /** Days off: starting this many days from the seed's today, for this many days. */
  daysOffFromNow?: [number, number];
  /** Logo colour (a palette colour when unset): the monogram logo's tile. */
  logo?: [number, number, number];
};

const HOME: CategoryId = "home-services";
const AUTO: CategoryId = "automotive-home-services";
const MED: CategoryId = "medical-home-services";
const TUTOR: CategoryId = "tutoring-teaching-services";

export const DEMO_ADMIN = { email: "admin@example.com", password: "porchlight-admin" } as const;
export const DEMO_PROVIDER = { email: "provider@example.com", password: "porchlight-provider" } as const;

/**
 * The demo provider's payments. `booking` is the index of the demo provider's seeded booking
 * (app/seed/demo.server.ts seedBookings: 0 and 1 upcoming, 4 six days ago and 5 thirteen days ago,
 * both completed); its customer pays. A card was taken on the provider's own terminal: only its
 * brand and last four digits are kept. Newest first.
 */
export const DEMO_PAYMENTS: ReadonlyArray<{
  booking: number | null;
  customerEmail: string;
  amountCents: number;
  method: PaymentMethod;
  card: RecordedCard | null;
  notes: string;
  minutesAgo: number;
}> = [
  {
    booking: 4,
    customerEmail: "ava.robinson@example.org",
    amountCents: 18900,
    method: "cash",
    card: null,
    notes: "Paid in cash after the repair",
    minutesAgo: 0,
  },
  {
    booking: 1,
    customerEmail: "ethan.walker@example.org",
    amountCents: 7500,
    method: "venmo",
    card: null,
    notes: "Venmo request sent",
    minutesAgo: 120,
  },
  {
    booking: 0,
    customerEmail: "olivia.bennett@example.org",
    amountCents: 5000,
    method: "credit",
    card: { brand: "mastercard", last4: "4444" },
    notes: "Deposit for the upcoming visit",
    minutesAgo: 26 * 60,
  },
  {
    booking: 5,
    customerEmail: "noah.campbell@example.org",
    amountCents: 12900,
    method: "check",
    card: null,
    notes: "Check #1042",
    minutesAgo: 12 * 24 * 60,
  },
];

export const DEMO_PROVIDER_PROFILE: SeedProvider = {
  business: "Lone Star Home Pros",
  owner: "Maria Delgado",
  category: HOME,
  zip: "78701",
  radius: 25,
  plan: "premium",
  hours: "extended",
  rating: 4.9,
  reviews: 212,
  services: ["Plumbing", "Handyman", "Electrical"],
  bufferMinutes: 30,
  logo: [154, 52, 18],
};

export const SEED_PROVIDERS: SeedProvider[] = [
  // Home services, Austin area
  {
    business: "Capital City Plumbing",
    owner: "James Carter",
    category: HOME,
    zip: "78702",
    radius: 20,
    plan: "premium",
    hours: "always",
    rating: 4.8,
    reviews: 341,
    services: ["Plumbing"],
    logo: [30, 64, 175],
  },
  {
    business: "Barton Creek Electric",
    owner: "Priya Natarajan",
    category: HOME,
    zip: "78704",
    radius: 25,
    plan: "premium",
    hours: "weekdays",
    rating: 4.9,
    reviews: 128,
    services: ["Electrical", "Security Systems"],
    logo: [202, 138, 4],
  },
  {
    business: "Hill Country HVAC",
    owner: "Tom Becker",
    category: HOME,
    zip: "78738",
    radius: 30,
    plan: "community",
    hours: "extended",
    rating: 4.6,
    reviews: 77,
    services: ["HVAC"],
    bufferMinutes: 15,
    logo: [8, 145, 178],
  },
  {
    business: "Eastside Handy Co.",
    owner: "Luis Ortega",
    category: HOME,
    zip: "78702",
    radius: 15,
    plan: "community",
    hours: "weekdays",
    rating: 4.5,
    reviews: 41,
    services: ["Handyman", "Painting"],
  },
  {
    business: "Sparkle & Shine Cleaning",
    owner: "Aisha Johnson",
    category: HOME,
    zip: "78705",
    radius: 15,
    plan: "premium",
    hours: "weekends",
    rating: 4.7,
    reviews: 265,
    services: ["House Cleaning"],
    logo: [147, 51, 234],
  },
  {
    business: "Green Oak Landscaping",
    owner: "Ben Whitaker",
    category: HOME,
    zip: "78746",
    radius: 20,
    plan: "community",
    hours: "weekdays",
    rating: 4.4,
    reviews: 58,
    services: ["Landscaping"],
    daysOffFromNow: [3, 4],
    logo: [22, 101, 52],
  },
  {
    business: "Lakeway Painting Studio",
    owner: "Chloe Martin",
    category: HOME,
    zip: "78738",
    radius: 25,
    plan: "community",
    hours: "unset",
    rating: 4.3,
    reviews: 19,
    services: ["Painting"],
  },
  {
    business: "Guardian Smart Security",
    owner: "Derek Lee",
    category: HOME,
    zip: "78731",
    radius: 35,
    plan: "premium",
    hours: "weekdays",
    rating: 4.8,
    reviews: 96,
    services: ["Security Systems"],
    logo: [15, 23, 42],
  },
  {
    business: "ATX Movers Collective",
    owner: "Sam Rivera",
    category: HOME,
    zip: "78745",
    radius: 40,
    plan: "community",
    hours: "extended",
    rating: 4.2,
    reviews: 143,
    services: ["Moving Services"],
  },
  {
    business: "Round Rock Rooter",
    owner: "Gary Holt",
    category: HOME,
    zip: "78664",
    radius: 30,
    plan: "community",
    hours: "always",
    rating: 4.1,
    reviews: 64,
    services: [
      "Plumbing",
      {
        name: "Water Heater Replacement",
        description: "Tank and tankless water heaters supplied and fitted the same week.",
        priceFromCents: 45000,
        priceToCents: 120000,
        responseMinutes: 240,
      },
    ],
  },
  {
    business: "Georgetown Home Services",
    owner: "Ellen Park",
    category: HOME,
    zip: "78626",
    radius: 35,
    plan: "premium",
    hours: "weekdays",
    rating: 4.7,
    reviews: 88,
    services: ["HVAC", "Electrical"],
    logo: [190, 18, 60],
  },
  {
    business: "Cedar Park Fix-It",
    owner: "Noah Brooks",
    category: HOME,
    zip: "78613",
    radius: 20,
    plan: "community",
    hours: "weekdays",
    rating: 4.0,
    reviews: 12,
    services: ["Handyman"],
  },
  {
    business: "Pflugerville Pure Clean",
    owner: "Rosa Jimenez",
    category: HOME,
    zip: "78660",
    radius: 25,
    plan: "community",
    hours: "extended",
    rating: 4.6,
    reviews: 39,
    services: [
      "House Cleaning",
      {
        name: "Window Washing",
        description: "Streak-free interior and exterior windows, screens and tracks.",
        priceFromCents: 9500,
        priceUnit: "per visit",
        responseMinutes: 1440,
      },
    ],
  },
  {
    business: "South Congress Pest Control",
    owner: "Ray Dawson",
    category: HOME,
    zip: "78704",
    radius: 25,
    plan: "premium",
    hours: "weekdays",
    rating: 4.5,
    reviews: 102,
    services: [
      {
        name: "Pest Control",
        description: "Safe treatments for ants, roaches, rodents and termites.",
        priceFromCents: 12500,
        responseMinutes: 480,
      },
    ],
  },
  {
    business: "Mueller Appliance Repair",
    owner: "Hannah Cole",
    category: HOME,
    zip: "78723",
    radius: 20,
    plan: "community",
    hours: "weekdays",
    rating: 4.4,
    reviews: 27,
    services: [
      {
        name: "Appliance Repair",
        description: "Washers, dryers, fridges and ovens repaired at home.",
        priceFromCents: 8500,
        priceToCents: 25000,
        responseMinutes: 300,
      },
    ],
  },

  // Automotive home services
  {
    business: "Driveway Detail ATX",
    owner: "Marcus Young",
    category: AUTO,
    zip: "78701",
    radius: 20,
    plan: "premium",
    hours: "extended",
    rating: 4.9,
    reviews: 187,
    services: ["Car Detailing"],
    logo: [37, 99, 235],
  },
  {
    business: "Wrench-on-Wheels",
    owner: "Kevin O'Brien",
    category: AUTO,
    zip: "78704",
    radius: 25,
    plan: "community",
    hours: "weekdays",
    rating: 4.6,
    reviews: 74,
    services: [
      {
        name: "Mobile Mechanic",
        description: "Brakes, belts, batteries and diagnostics at your home or office.",
        priceFromCents: 9500,
        priceToCents: 60000,
        responseMinutes: 180,
      },
    ],
  },
  {
    business: "Quick Lube Mobile",
    owner: "Jasmine Reed",
    category: AUTO,
    zip: "78745",
    radius: 20,
    plan: "community",
    hours: "always",
    rating: 4.3,
    reviews: 51,
    services: [
      {
        name: "Mobile Oil Change",
        description: "Synthetic oil change in your driveway in 30 minutes.",
        priceFromCents: 7900,
        responseMinutes: 90,
      },
    ],
  },
  {
    business: "Clear View Glass",
    owner: "Omar Haddad",
    category: AUTO,
    zip: "78757",
    radius: 30,
    plan: "premium",
    hours: "weekdays",
    rating: 4.7,
    reviews: 66,
    services: [
      {
        name: "Windshield Repair",
        description: "Chip repair and full windshield replacement, insurance billing handled.",
        priceFromCents: 6000,
        priceToCents: 45000,
        responseMinutes: 240,
      },
    ],
  },
  {
    business: "Tire Rescue Austin",
    owner: "Lena Fischer",
    category: AUTO,
    zip: "78741",
    radius: 25,
    plan: "community",
    hours: "always",
    rating: 4.2,
    reviews: 33,
    services: [
      {
        name: "Mobile Tire Service",
        description: "Flat repair, rotation and new tires fitted where you are.",
        priceFromCents: 4500,
        responseMinutes: 60,
      },
    ],
  },
  {
    business: "Spark Battery Service",
    owner: "Dev Patel",
    category: AUTO,
    zip: "78702",
    radius: 20,
    plan: "community",
    hours: "extended",
    rating: 4.5,
    reviews: 22,
    services: [
      {
        name: "Battery Replacement",
        description: "Battery testing and replacement with a 3-year warranty.",
        priceFromCents: 14900,
        responseMinutes: 45,
      },
    ],
  },
  {
    business: "Bee Cave Auto Spa",
    owner: "Grace Kim",
    category: AUTO,
    zip: "78738",
    radius: 25,
    plan: "premium",
    hours: "weekends",
    rating: 4.8,
    reviews: 49,
    services: [
      "Car Detailing",
      {
        name: "Ceramic Coating",
        description: "Multi-year ceramic protection applied by certified installers.",
        priceFromCents: 59900,
        responseMinutes: 2880,
      },
    ],
    logo: [13, 148, 136],
  },

  // Medical home services
  {
    business: "CareFirst Home Nursing",
    owner: "Dr. Angela Brooks",
    category: MED,
    zip: "78705",
    radius: 30,
    plan: "premium",
    hours: "always",
    rating: 4.9,
    reviews: 158,
    services: [
      {
        name: "In-Home Nursing",
        description: "Registered nurses for wound care, medication management and post-surgery visits.",
        priceFromCents: 9500,
        priceUnit: "per hour",
        responseMinutes: 120,
      },
    ],
    logo: [225, 29, 72],
  },
  {
    business: "MoveWell Mobile PT",
    owner: "Chris Nguyen, DPT",
    category: MED,
    zip: "78731",
    radius: 25,
    plan: "premium",
    hours: "weekdays",
    rating: 4.8,
    reviews: 91,
    services: [
      {
        name: "Physical Therapy at Home",
        description: "One-to-one physical therapy sessions in your living room.",
        priceFromCents: 12000,
        priceUnit: "per session",
        responseMinutes: 1440,
      },
    ],
  },
  {
    business: "Austin Mobile Lab Draw",
    owner: "Patricia Gomez",
    category: MED,
    zip: "78701",
    radius: 20,
    plan: "community",
    hours: "weekdays",
    rating: 4.6,
    reviews: 45,
    services: [
      {
        name: "Mobile Phlebotomy",
        description: "Blood draws at home, delivered to your lab the same day.",
        priceFromCents: 6500,
        responseMinutes: 240,
      },
    ],
  },
  {
    business: "Golden Years Companion Care",
    owner: "Robert Hill",
    category: MED,
    zip: "78745",
    radius: 30,
    plan: "community",
    hours: "extended",
    rating: 4.7,
    reviews: 63,
    services: [
      {
        name: "Elder Care Visits",
        description: "Companionship, meal help and medication reminders.",
        priceFromCents: 3200,
        priceUnit: "per hour",
        responseMinutes: 480,
      },
    ],
  },
  {
    business: "Hydrate ATX",
    owner: "Dr. Sofia Alvarez",
    category: MED,
    zip: "78703",
    radius: 25,
    plan: "premium",
    hours: "always",
    rating: 4.5,
    reviews: 112,
    services: [
      {
        name: "Mobile IV Therapy",
        description: "Hydration and vitamin IVs administered by licensed nurses.",
        priceFromCents: 17500,
        responseMinutes: 60,
      },
    ],
  },
  {
    business: "Soothe Home Massage",
    owner: "Mia Thompson, LMT",
    category: MED,
    zip: "78746",
    radius: 20,
    plan: "community",
    hours: "weekends",
    rating: 4.8,
    reviews: 37,
    services: [
      {
        name: "In-Home Massage Therapy",
        description: "Licensed therapists bring the table, linens and calm.",
        priceFromCents: 11000,
        priceUnit: "per hour",
        responseMinutes: 720,
      },
    ],
  },
  {
    business: "Round Rock Respiratory Care",
    owner: "Dr. Alan Price",
    category: MED,
    zip: "78664",
    radius: 35,
    plan: "community",
    hours: "weekdays",
    rating: 4.3,
    reviews: 14,
    services: [
      {
        name: "Respiratory Therapy",
        description: "CPAP set-up, oxygen checks and breathing therapy at home.",
        priceFromCents: 9000,
        responseMinutes: 1440,
      },
    ],
  },

  // Tutoring or teaching services
  {
    business: "Longhorn Math Tutors",
    owner: "Emily Chen",
    category: TUTOR,
    zip: "78705",
    radius: 15,
    plan: "premium",
    hours: "extended",
    rating: 4.9,
    reviews: 204,
    services: [
      {
        name: "Math Tutoring",
        description: "Pre-algebra to calculus with tutors from UT Austin.",
        priceFromCents: 5500,
        priceUnit: "per hour",
        responseMinutes: 180,
      },
    ],
    logo: [79, 70, 229],
  },
  {
    business: "Test Prep Texas",
    owner: "Michael Ross",
    category: TUTOR,
    zip: "78731",
    radius: 25,
    plan: "premium",
    hours: "weekdays",
    rating: 4.7,
    reviews: 119,
    services: [
      {
        name: "SAT & ACT Prep",
        description: "Diagnostic tests, strategy and weekly practice plans.",
        priceFromCents: 7500,
        priceUnit: "per hour",
        responseMinutes: 1440,
      },
    ],
  },
  {
    business: "Keys & Chords Music",
    owner: "Olivia Grant",
    category: TUTOR,
    zip: "78704",
    radius: 20,
    plan: "community",
    hours: "weekends",
    rating: 4.8,
    reviews: 56,
    services: [
      {
        name: "Piano Lessons",
        description: "Beginner to advanced piano lessons in your home.",
        priceFromCents: 4500,
        priceUnit: "per lesson",
        responseMinutes: 1440,
      },
      {
        name: "Guitar Lessons",
        description: "Acoustic and electric guitar for all ages.",
        priceFromCents: 4000,
        priceUnit: "per lesson",
        responseMinutes: 1440,
      },
    ],
  },
  {
    business: "Hola Austin Spanish",
    owner: "Carmen Ruiz",
    category: TUTOR,
    zip: "78702",
    radius: 20,
    plan: "community",
    hours: "extended",
    rating: 4.6,
    reviews: 31,
    services: [
      {
        name: "Spanish Lessons",
        description: "Conversational Spanish for kids and adults.",
        priceFromCents: 3500,
        priceUnit: "per hour",
        responseMinutes: 600,
      },
    ],
  },
  {
    business: "Bright Readers",
    owner: "Julia Foster",
    category: TUTOR,
    zip: "78759",
    radius: 25,
    plan: "community",
    hours: "weekdays",
    rating: 4.5,
    reviews: 23,
    services: [
      {
        name: "Reading Support",
        description: "Phonics and reading comprehension for grades K-5.",
        priceFromCents: 4000,
        priceUnit: "per hour",
        responseMinutes: 1440,
      },
    ],
  },
  {
    business: "Code Camp at Home",
    owner: "Ethan Wright",
    category: TUTOR,
    zip: "78701",
    radius: 25,
    plan: "premium",
    hours: "always",
    rating: 4.4,
    reviews: 47,
    services: [
      {
        name: "Coding for Kids",
        description: "Scratch, Python and web projects for ages 8 to 16.",
        priceFromCents: 6000,
        priceUnit: "per hour",
        responseMinutes: 120,
      },
    ],
  },
  {
    business: "Science Scholars",
    owner: "Dr. Naomi Levy",
    category: TUTOR,
    zip: "78613",
    radius: 30,
    plan: "community",
    hours: "unset",
    rating: 4.2,
    reviews: 9,
    services: [{ name: "Science Tutoring", description: "Biology, chemistry and physics through AP level." }],
  },

  // Beverly Hills and Santa Monica
  {
    business: "Beverly Hills Concierge Cleaning",
    owner: "Isabella Rossi",
    category: HOME,
    zip: "90210",
    radius: 15,
    plan: "premium",
    hours: "extended",
    rating: 4.9,
    reviews: 301,
    services: ["House Cleaning"],
    logo: [161, 98, 7],
  },
  {
    business: "Rodeo Drive Detailing",
    owner: "Andre Laurent",
    category: AUTO,
    zip: "90210",
    radius: 20,
    plan: "premium",
    hours: "always",
    rating: 4.8,
    reviews: 142,
    services: ["Car Detailing"],
  },
  {
    business: "Westside Home Health",
    owner: "Dr. Karen Wu",
    category: MED,
    zip: "90210",
    radius: 20,
    plan: "community",
    hours: "weekdays",
    rating: 4.6,
    reviews: 58,
    services: [
      {
        name: "In-Home Nursing",
        description: "Skilled nursing visits across the Westside.",
        priceFromCents: 11000,
        priceUnit: "per hour",
        responseMinutes: 180,
      },
    ],
  },
  {
    business: "Santa Monica Surf City Plumbing",
    owner: "Jake Morrison",
    category: HOME,
    zip: "90401",
    radius: 15,
    plan: "community",
    hours: "always",
    rating: 4.5,
    reviews: 88,
    services: ["Plumbing"],
  },
  {
    business: "Bayside Tutors",
    owner: "Rachel Stein",
    category: TUTOR,
    zip: "90401",
    radius: 15,
    plan: "premium",
    hours: "extended",
    rating: 4.7,
    reviews: 64,
    services: [
      {
        name: "Math Tutoring",
        description: "Middle and high school math, in person.",
        priceFromCents: 8000,
        priceUnit: "per hour",
        responseMinutes: 240,
      },
    ],
  },

  // New York
  {
    business: "Manhattan Maintenance Co.",
    owner: "Tony Russo",
    category: HOME,
    zip: "10001",
    radius: 10,
    plan: "premium",
    hours: "always",
    rating: 4.6,
    reviews: 412,
    services: ["Handyman", "Electrical"],
    logo: [71, 85, 105],
  },
  {
    business: "Chelsea Cleaners Collective",
    owner: "Nina Petrova",
    category: HOME,
    zip: "10011",
    radius: 8,
    plan: "community",
    hours: "weekdays",
    rating: 4.4,
    reviews: 97,
    services: ["House Cleaning"],
  },
  {
    business: "Empire Mobile Tutors",
    owner: "David Kim",
    category: TUTOR,
    zip: "10001",
    radius: 12,
    plan: "community",
    hours: "extended",
    rating: 4.8,
    reviews: 73,
    services: [
      {
        name: "SAT & ACT Prep",
        description: "Small-group and private prep across Manhattan.",
        priceFromCents: 9500,
        priceUnit: "per hour",
        responseMinutes: 480,
      },
    ],
  },
];

/** Applications waiting for review (they have accounts but no tiles yet). */
export const PENDING_APPLICATIONS: Array<Omit<SeedProvider, "rating" | "reviews" | "hours"> & { daysAgo: number }> = [
  {
    business: "Zilker Zen Yoga",
    owner: "Harper Lane",
    category: MED,
    zip: "78704",
    radius: 20,
    plan: "community",
    services: [{ name: "Private Yoga Sessions", description: "Gentle and therapeutic yoga at home." }],
    daysAgo: 1,
  },
  {
    business: "Tarrytown Tree Care",
    owner: "Walter Greene",
    category: HOME,
    zip: "78703",
    radius: 25,
    plan: "premium",
    services: ["Landscaping", { name: "Tree Trimming", description: "Certified arborists for pruning and removal." }],
    daysAgo: 2,
  },
  {
    business: "Mobile Car Wash Pros",
    owner: "Diego Sanchez",
    category: AUTO,
    zip: "78745",
    radius: 30,
    plan: "community",
    services: ["Car Detailing"],
    daysAgo: 4,
  },
];
