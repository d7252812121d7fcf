import type { ReactElement } from "react";
import { LanguageContext } from "~/components/use-words";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/language";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import type { ServiceCardView } from "~/domain/discovery/service-card";
import { ServiceCard } from "./service-card";
import { AvailabilityBadge } from "./service-facts";

/**
 * A list's cards as markup kept per service (docs/decisions/0037): React renders a card once, with
 * stand-ins for the link and the badge, which differ per request and are spliced in later. The
 * result is what React writes for the same card, so the browser hydrates it as usual
 * (tests/unit/service-card-markup.test.ts).
 */

const HREF = "/__porchlight_card_href__";
const LABEL = "__porchlight_card_badge__";
const MAX_TEMPLATES = 1_000;
const MAX_BADGES = 500;

type Slot = { slot: "href" | "badge" };
type Template = Array<string | Slot>;

const templates = new Map<string, Template | null>();
const badges = new Map<string, string>();

const render = (element: ReactElement, language: Language) =>
  renderToString(
    <LanguageContext.Provider value={language}>
      <StaticRouter location="/">{element}</StaticRouter>
    </LanguageContext.Provider>,
  );

/** As React escapes an attribute's value. */
const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#x27;"));

/** Kept most recently used last; the oldest goes first. */
function remember<T>(map: Map<string, T>, key: string, value: T, max: number): T {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
  return value;
}

function compile(view: ServiceCardView, language: Language): Template | null {
  const html = render(<ServiceCard service={{ ...view, availableNow: false, availabilityLabel: LABEL }} href={HREF} />, language);
  const badge = render(<AvailabilityBadge service={{ availableNow: false, availabilityLabel: LABEL }} />, language);
  const pieces = html.split(badge);
  // Anything but one badge, or a stand-in left elsewhere, and the card is rendered as it is.
  if (pieces.length !== 2) return null;
  const template: Template = [];
  pieces.forEach((piece, index) => {
    if (index > 0) template.push({ slot: "badge" });
    piece.split(HREF).forEach((text, at) => {
      if (at > 0) template.push({ slot: "href" });
      template.push(text);
    });
  });
  return template.some((part) => typeof part === "string" && (part.includes(HREF) || part.includes(LABEL))) ? null : template;
}

function badgeMarkup(service: Pick<ServiceCardView, "availableNow" | "availabilityLabel">): string {
  const key = `${service.availableNow ? 1 : 0}${service.availabilityLabel}`;
  const kept = badges.get(key);
  if (kept !== undefined) return kept;
  // A badge's markup has no words of its own: its label is already in the page's language.
  return remember(badges, key, render(<AvailabilityBadge service={service} />, DEFAULT_LANGUAGE), MAX_BADGES);
}

/** The card's markup, or null when it cannot be made from a template (the caller renders it). */
export function serviceCardMarkup(service: ServiceCardView, href: string, language: Language = DEFAULT_LANGUAGE): string | null {
  const { availableNow, availabilityLabel, ...rest } = service;
  // A card's own words (its button, its facts' names) are the language's: a template per language.
  const key = `${language}${JSON.stringify(rest)}`;
  const template = remember(templates, key, templates.has(key) ? (templates.get(key) ?? null) : compile(service, language), MAX_TEMPLATES);
  if (!template) return null;
  const link = escapeAttribute(href);
  let html = "";
  for (const part of template) {
    html += typeof part === "string" ? part : part.slot === "href" ? link : badgeMarkup({ availableNow, availabilityLabel });
  }
  return html;
}
