import type { Language } from "~/domain/language";
import { visitWordsIn } from "./clock";
import { quoteReasonWords } from "./reasons-quotes";
import { busyCalendarReasonWords, teamReasonWords, travelReasonWords } from "./reasons-business";
import { billReasonWords, disputeReasonWords, paymentReasonWords } from "./reasons-business";
import { cardRefusalWords, ledgerReasonWords, onlinePaymentReasonWords } from "./reasons-business";
import { applicationReasonWords } from "./reasons-forms";
import { fill } from "./words";
import {
  adminBookingReasonWords,
  bookingReasonWords,
  bookingStatusWords,
  customerChangeReasonWords,
  lifecycleReasonWords,
  schedulingReasonWords,
  seriesReasonWords,
  slotReasonWords,
  waitlistReasonWords,
} from "./reasons-booking";
import {
  credentialReasonWords,
  dashboardCustomerReasonWords,
  reviewReasonWords,
  scheduleReasonWords,
  serviceAreaReasonWords,
  socialReasonWords,
  textReasonWords,
} from "./reasons-business";
import {
  accountReasonWords,
  addressReasonWords,
  erasureReasonWords,
  formReasonWords,
  hoursReasonWords,
  notFoundReasonWords,
  signInReasonWords,
  zipReasonWords,
} from "./reasons-forms";

/**
 * The words of the reasons the domain gives (decision 0047), and how a reason is worded. The
 * public catalogues are `reasons-*.ts`, one per area and one block per feature, keyed by the
 * reason's id; they import the ids' types only: this module is in every page's JavaScript (through
 * messages.ts), and the domain's modules would come along with values.
 */

/** Every public feature's reasons; a feature's are added here when its table moves. */
const REASON_CATALOGUES = [
  billReasonWords,
  disputeReasonWords,
  lifecycleReasonWords,
  bookingStatusWords,
  formReasonWords,
  notFoundReasonWords,
  zipReasonWords,
  hoursReasonWords,
  serviceAreaReasonWords,
  socialReasonWords,
  adminBookingReasonWords,
  schedulingReasonWords,
  scheduleReasonWords,
  bookingReasonWords,
  waitlistReasonWords,
  signInReasonWords,
  accountReasonWords,
  addressReasonWords,
  erasureReasonWords,
  textReasonWords,
  dashboardCustomerReasonWords,
  customerChangeReasonWords,
  credentialReasonWords,
  reviewReasonWords,
  slotReasonWords,
  seriesReasonWords,
  quoteReasonWords,
  teamReasonWords,
  paymentReasonWords,
  onlinePaymentReasonWords,
  ledgerReasonWords,
  cardRefusalWords,
  applicationReasonWords,
  busyCalendarReasonWords,
  travelReasonWords,
];

/** Every public reason's words by id, in every language. */
export const REASON_WORDS = mergedWords(REASON_CATALOGUES);

/** Every reason's id, for the checks that no page shows one unworded. */
export const REASON_IDS: readonly string[] = Object.keys(REASON_WORDS.en).filter((id) => !id.includes("#"));

/**
 * A feature's reasons, each worded. A reason may have its own words for one of the values it
 * carries (`"lifecycle.changed#status.en_route"`), where a language says that case its own way, and
 * one with a `{count}` its words for a count of one (`"social.posted#one"`), which both languages'
 * plurals take for exactly 1.
 */
export type ReasonWords<Reason extends string> = Record<Reason, string> & Partial<Record<`${Reason}#${string}`, string>>;

/** Words by language, keyed by reason id: one feature's catalogue, or all of them merged. */
type Catalogue = { readonly [L in Language]: Readonly<Record<string, string>> };

/** One lookup of every catalogue's words, by language. */
export function mergedWords(catalogues: readonly Catalogue[]): Catalogue {
  return {
    en: Object.assign({}, ...catalogues.map((catalogue) => catalogue.en)),
    es: Object.assign({}, ...catalogues.map((catalogue) => catalogue.es)),
  };
}

/** A reason's id and its values (`reasonWith`: "area.tooMany?max=20"). */
const WITH_VALUES = /^([\w.]+)\?(.*)$/;

/** A value that is a start in the service's own zone (`reasonWith`'s dates and times): "2026-12-08T10:00". */
const LOCAL_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** `message`'s words in `language` when it is one of the catalogue's ids (with its values filled in); else undefined. */
export function wordsOfReason(catalogue: Catalogue, language: Language, message: string): string | undefined {
  const words = catalogue[language];
  if (Object.hasOwn(words, message)) return words[message];
  const withValues = WITH_VALUES.exec(message);
  const id = withValues?.[1];
  if (!withValues || !id || !Object.hasOwn(words, id)) return undefined;
  const given = [...new URLSearchParams(withValues[2])];
  const cases = [
    ...given.map(([, value]) => `${id}#${value}`),
    ...given.filter(([name, value]) => name === "count" && value === "1").map(() => `${id}#one`),
  ];
  const template = words[cases.find((key) => Object.hasOwn(words, key)) ?? id]!;
  // A value is worded in the same language where it is a reason itself (a booking's status, why a
  // visit cannot be had) or a local start (a visit's date and time); one given several times is a list.
  const worded = (value: string) =>
    LOCAL_START.test(value)
      ? visitWordsIn(language, { date: value.slice(0, 10), time: value.slice(11) })
      : (wordsOfReason(catalogue, language, value) ?? value);
  const values: Record<string, string> = {};
  for (const [name, value] of given) values[name] = name in values ? `${values[name]}; ${worded(value)}` : worded(value);
  return fill(template, values);
}

/** A reason's words in `language`; undefined for anything that is not a reason's id. */
export function reasonIn(language: Language, message: string): string | undefined {
  return wordsOfReason(REASON_WORDS, language, message);
}
