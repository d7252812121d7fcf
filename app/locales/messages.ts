import type { Language } from "~/domain/language";
import { reasonIn } from "./reasons";

/** A failure on our side ends with its request's id (app/services/support/failure.server.ts). */
const WITH_REQUEST_ID = /^(.+) \(Request ([0-9A-Za-z-]+)\)$/;
const REQUEST_WORD: { readonly [L in Language]: string } = { en: "Request", es: "Referencia" };

/**
 * A failure's sentence worded by `say`, its request id kept as it is (a reader quotes it to
 * support); undefined for a message without one.
 */
export function sayFailureIn(
  language: Language,
  message: string,
  say: (language: Language, message: string) => string,
): string | undefined {
  const failure = WITH_REQUEST_ID.exec(message);
  return failure ? `${say(language, failure[1]!)} (${REQUEST_WORD[language]} ${failure[2]})` : undefined;
}

/**
 * A reason's id (decision 0047) in its words in `language`. Anything else is said as it came: a
 * person's own words (a provider's service name, Stripe's reason), which stay as written.
 */
export function sayIn(language: Language, message: string): string {
  const failure = sayFailureIn(language, message, sayIn);
  if (failure !== undefined) return failure;
  return reasonIn(language, message) ?? message;
}
