import { isCategoryId, type CategoryId } from "~/domain/discovery/categories";
import type { CardWords } from "~/domain/discovery/service-card";
import { FALLBACKS, responseTimeAmount, shownRating, type BadgeWords } from "~/domain/discovery/service-list";
import { WEEKDAY_LABELS, formatTime12h } from "./en/time";
import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import { formatPlace } from "~/domain/places/location";
import { verifiedDate } from "~/domain/credentials/credentials";
import { type Weekday } from "~/domain/time";
import { durationIn, spanishClock } from "./clock";
import { defineWords } from "./words";
import type { CredentialKind } from "~/domain/credentials/credential-kinds";

/** The list: its heading, search, sort and filters, the quote prompt and the empty states. */
export const listWords = defineWords(
  {
    backToCategories: "Back to categories",
    title: "{category} in {place}",
    servicesIn: "Services in {place}",
    oneService: "1 service available",
    services: "{count} services available",
    searchAndSort: "Search and sort services",
    search: "Search",
    searchPlaceholder: "Search services...",
    sortBy: "Sort by",
    show: "Show",
    apply: "Apply",
    "sort.rating": "Highest Rated",
    "sort.price": "Price: Low to High",
    "sort.response": "Fastest Response",
    "filter.all": "All Services",
    "filter.available": "Available Now",
    "filter.premium": "Premium Only",
    "filter.verified": "Verified Providers",
    notSureOfCost: "Not sure what it costs?",
    quotePitch: "Describe the job once and get quotes from up to five providers here who do that kind of job.",
    getQuote: "Get a quote",
    near: "{category} near {place}",
    notFound: "Don't see what you're looking for?",
    joinNetwork: "Join Our Network - Become a Service Provider",
    unknownZip: "We couldn't find zip code {zip}",
    checkZip: "Check the number, or try a nearby zip code.",
    noMatch: "No services match your search",
    tryOtherWords: "Try other words, or show all services.",
    clearSearch: "Clear search and filters",
    noneYet: "No {category} cover {zip} yet",
    tryAnother: "Try another category or a nearby zip code. Providers join every week.",
    chooseAnother: "Choose another category",
  },
  {
    backToCategories: "Volver a las categorías",
    title: "{category} en {place}",
    servicesIn: "Servicios en {place}",
    oneService: "1 servicio disponible",
    services: "{count} servicios disponibles",
    searchAndSort: "Buscar y ordenar servicios",
    search: "Buscar",
    searchPlaceholder: "Buscar servicios...",
    sortBy: "Ordenar por",
    show: "Mostrar",
    apply: "Aplicar",
    "sort.rating": "Mejor calificados",
    "sort.price": "Precio: de menor a mayor",
    "sort.response": "Respuesta más rápida",
    "filter.all": "Todos los servicios",
    "filter.available": "Disponibles ahora",
    "filter.premium": "Solo Premium",
    "filter.verified": "Profesionales verificados",
    notSureOfCost: "¿No sabe cuánto cuesta?",
    quotePitch: "Describa el trabajo una vez y reciba presupuestos de hasta cinco profesionales de la zona que hacen ese tipo de trabajo.",
    getQuote: "Pedir un presupuesto",
    near: "{category} cerca de {place}",
    notFound: "¿No encuentra lo que busca?",
    joinNetwork: "Únase a nuestra red: ofrezca sus servicios",
    unknownZip: "No encontramos el código postal {zip}",
    checkZip: "Revise el número o pruebe con un código postal cercano.",
    noMatch: "Ningún servicio coincide con su búsqueda",
    tryOtherWords: "Pruebe con otras palabras o muestre todos los servicios.",
    clearSearch: "Borrar la búsqueda y los filtros",
    noneYet: "Todavía no hay {category} en {zip}",
    tryAnother: "Pruebe con otra categoría o con un código postal cercano. Cada semana se unen profesionales nuevos.",
    chooseAnother: "Elegir otra categoría",
  },
);

/** A card's own words (its facts' names and its button); the facts themselves are worded by `cardWordsOf`. */
export const cardWords = defineWords(
  {
    premium: "Premium",
    bookNow: "Book Now",
    bookNowLabel: "Book Now: {service} by {business}",
    rating: "Rating",
    responseTime: "Response time",
    respondsWithin: "Responds within {time}",
    jobLength: "Job length",
    jobsTakeAbout: "Jobs take about {duration}",
    area: "Area",
    priceRange: "Price range",
    paidWhenBooking: "Paid when booking",
    verifiedByPorchlight: "Verified by Porchlight",
    stars: "{rating} out of 5 stars",
  },
  {
    premium: "Premium",
    bookNow: "Reservar",
    bookNowLabel: "Reservar: {service} de {business}",
    rating: "Calificación",
    responseTime: "Tiempo de respuesta",
    respondsWithin: "Responde en un plazo de {time}",
    jobLength: "Duración del trabajo",
    jobsTakeAbout: "Cada trabajo dura aproximadamente {duration}",
    area: "Zona",
    priceRange: "Rango de precios",
    paidWhenBooking: "Se paga al reservar",
    verifiedByPorchlight: "Verificado por Porchlight",
    stars: "{rating} de 5 estrellas",
  },
);

/** The four categories' names and descriptions, by their ids. */
export const categoryWords = defineWords(
  {
    "home-services": "Home Services",
    "home-services.description": "Cleaning, repairs, maintenance, and more",
    "automotive-home-services": "Automotive Home Services",
    "automotive-home-services.description": "Mobile car care, detailing, and repairs",
    "medical-home-services": "Medical Home Services",
    "medical-home-services.description": "In-home healthcare and wellness services",
    "tutoring-teaching-services": "Tutoring or Teaching Services",
    "tutoring-teaching-services.description": "Educational support and skill development",
    unspecified: "Not specified",
  } satisfies Record<`${CategoryId}${"" | ".description"}` | "unspecified", string>,
  {
    "home-services": "Servicios para el hogar",
    "home-services.description": "Limpieza, reparaciones, mantenimiento y más",
    "automotive-home-services": "Servicios para su auto a domicilio",
    "automotive-home-services.description": "Cuidado, limpieza a fondo y reparación de autos donde usted esté",
    "medical-home-services": "Servicios médicos a domicilio",
    "medical-home-services.description": "Atención médica y de bienestar en su casa",
    "tutoring-teaching-services": "Clases particulares y enseñanza",
    "tutoring-teaching-services.description": "Apoyo escolar y desarrollo de habilidades",
    unspecified: "Sin especificar",
  },
);

/** Spec section 3, in a language: a known id shows its name, any other value is shown raw, empty shows "Not specified". */
export function categoryLabelIn(language: Language, value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return categoryWords[language].unspecified;
  return isCategoryId(trimmed) ? categoryWords[language][trimmed] : trimmed;
}

/** The kinds of credential Porchlight checks, by their ids. */
export const credentialKindWords = defineWords(
  {
    licence: "Licence",
    insurance: "Insurance",
    background_check: "Background check",
    certification: "Certification",
  } satisfies Record<CredentialKind, string>,
  {
    licence: "Licencia",
    insurance: "Seguro",
    background_check: "Verificación de antecedentes",
    certification: "Certificación",
  },
);

const englishDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const englishMonth = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "numeric" });

const ENGLISH_BADGE: BadgeWords = {
  notOnline: "Not taking online bookings",
  noTimes: (weeks) => `No open times in the next ${weeks} weeks`,
  now: "Available Now",
  at: (day, time) => {
    const named =
      day.kind === "weekday"
        ? WEEKDAY_LABELS[day.weekday]
        : day.kind === "date"
          ? englishDay.format(new Date(`${day.date}T00:00:00Z`))
          : day.kind;
    return `Available ${named} from ${formatTime12h(time)}`;
  },
};

const count = (value: number, one: string, many: string) => `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

/** "$50-100", "From $150 per room", "Up to $200"; without a price, the spec's fallback range. */
function englishPriceRange(price: { fromCents: number | null; toCents: number | null; unit: string | null }): string {
  const unit = price.unit ? ` ${price.unit}` : "";
  const { fromCents, toCents } =
    price.fromCents === null && price.toCents === null ? { fromCents: FALLBACKS.priceFromCents, toCents: FALLBACKS.priceToCents } : price;
  if (fromCents !== null && toCents !== null) return `${formatDollars(fromCents)}-${formatDollars(toCents).slice(1)}${unit}`;
  if (fromCents !== null) return `From ${formatDollars(fromCents)}${unit}`;
  return `Up to ${formatDollars(toCents as number)}${unit}`;
}

const englishMonthOf = (date: string) => englishMonth.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));

const ENGLISH_CARD: CardWords = {
  category: (category) => categoryLabelIn("en", category),
  ratingSummary: (service) => {
    const rating = shownRating(service);
    return { rating, reviews: rating === null ? "New · no reviews yet" : count(service.review_count, "review", "reviews") };
  },
  responseTime: (minutes) => {
    const { unit, value } = responseTimeAmount(minutes);
    return count(value, unit, `${unit}s`);
  },
  responseRate: (percent) => (percent === null ? null : `Answers ${percent}% of requests within a day`),
  serviceArea: (place, settings) => {
    const base = formatPlace(place, settings);
    return settings.show_service_areas ? `${base} (${place.radiusMiles}-mile radius)` : base;
  },
  priceRange: englishPriceRange,
  duration: (minutes) => durationIn("en", minutes),
  credential: (credential) =>
    `${credentialKindWords.en[credential.kind]} verified ${englishMonthOf(verifiedDate(credential))} · to ${englishMonthOf(credential.expiresOn)}`,
  dueNow: (mode, cents) =>
    !mode ? null : mode === "full" ? `Pay ${formatDollars(cents)} when booking` : `${formatDollars(cents)} deposit to book`,
};

const SPANISH_WEEKDAYS: Record<Weekday, string> = {
  monday: "el lunes",
  tuesday: "el martes",
  wednesday: "el miércoles",
  thursday: "el jueves",
  friday: "el viernes",
  saturday: "el sábado",
  sunday: "el domingo",
};
const spanishDay = new Intl.DateTimeFormat("es-US", { timeZone: "UTC", day: "numeric", month: "short" });
const spanishMonth = new Intl.DateTimeFormat("es-US", { timeZone: "UTC", month: "short", year: "numeric" });

const SPANISH_BADGE: BadgeWords = {
  notOnline: "No acepta reservas en línea",
  noTimes: (weeks) => `Sin horarios libres en las próximas ${weeks} semanas`,
  now: "Disponible ahora",
  at: (day, time) => {
    const named =
      day.kind === "today"
        ? "hoy"
        : day.kind === "tomorrow"
          ? "mañana"
          : day.kind === "weekday"
            ? SPANISH_WEEKDAYS[day.weekday]
            : `el ${spanishDay.format(new Date(`${day.date}T00:00:00Z`))}`;
    // "a partir de la 1:00 p. m.", "de las 9:00 a. m.".
    return `Disponible ${named} a partir de ${Number(time.slice(0, 2)) % 12 === 1 ? "la" : "las"} ${spanishClock(time)}`;
  },
};

/** The units the catalogue of services prices by (a provider's own words stay as written). */
const SPANISH_UNITS: Readonly<Record<string, string>> = {
  "per hour": "por hora",
  "per room": "por habitación",
  "per visit": "por visita",
  installation: "por instalación",
};

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("es-US")} ${count === 1 ? one : many}`;
const monthOf = (date: string) => spanishMonth.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));

const SPANISH_CARD: CardWords = {
  category: (category) => categoryLabelIn("es", category),
  ratingSummary: (service) => {
    const rating = shownRating(service);
    return { rating, reviews: rating === null ? "Nuevo · aún sin reseñas" : plural(service.review_count, "reseña", "reseñas") };
  },
  responseTime: (minutes) => {
    const { unit, value } = responseTimeAmount(minutes);
    const [one, many] = { minute: ["minuto", "minutos"], hour: ["hora", "horas"], day: ["día", "días"] }[unit];
    return plural(value, one, many);
  },
  responseRate: (percent) => (percent === null ? null : `Responde al ${percent} % de las solicitudes en un día`),
  serviceArea: (place, settings) => {
    const base = formatPlace(place, settings);
    return settings.show_service_areas ? `${base} (radio de ${place.radiusMiles} millas)` : base;
  },
  // A range is figures only; "from" and "up to" are words. The catalogue's units are ours to translate.
  priceRange: (price) => {
    const unit = price.unit ? { ...price, unit: SPANISH_UNITS[price.unit] ?? price.unit } : price;
    if (price.fromCents === null && price.toCents === null) return englishPriceRange(unit);
    const tail = unit.unit ? ` ${unit.unit}` : "";
    if (price.toCents === null) return `Desde ${formatDollars(price.fromCents!)}${tail}`;
    if (price.fromCents === null) return `Hasta ${formatDollars(price.toCents)}${tail}`;
    return englishPriceRange(unit);
  },
  duration: (minutes) => durationIn("es", minutes),
  credential: (credential) =>
    `${credentialKindWords.es[credential.kind]}: verificación de ${monthOf(verifiedDate(credential))} · vigente hasta ${monthOf(credential.expiresOn)}`,
  dueNow: (mode, cents) =>
    !mode ? null : mode === "full" ? `Pague ${formatDollars(cents)} al reservar` : `Depósito de ${formatDollars(cents)} para reservar`,
};

/** How cards word their facts in a language. */
export function cardWordsOf(language: Language): CardWords {
  return language === "es" ? SPANISH_CARD : ENGLISH_CARD;
}

/** How availability badges are worded in a language. */
export function badgeWordsOf(language: Language): BadgeWords {
  return language === "es" ? SPANISH_BADGE : ENGLISH_BADGE;
}
