/**
 * Quotes and conversations: customers ask several providers, providers answer with quotes, a quote
 * is booked (by the booking feature), and both sides talk in threads. The one door of app/services/quotes: routes and other
 * features import from here; the files beside it are its own (app/services/README.md).
 *
 * - quote-requests: the customer's request to several providers
 * - quotes: a provider's answer or refusal, and the pages that show requests and quotes
 * - threads: messages between a customer and a provider, by page or by e-mail, and their moderation
 * - response-times: how fast a provider answers, kept up to date
 */
export { quoteRequestPage, requestQuotes } from "./quote-requests.server";
export { answerWithQuote, declineRequest, providerRequestsPage, providerThreadPage, requestPage } from "./quotes.server";
export {
  adminThreadPage,
  customerThreadPage,
  hideReportedMessage,
  postMessage,
  providerConversationsPage,
  replyByEmail,
  replyByText,
  reportConversation,
  reportedThreads,
} from "./threads.server";
export { refreshLeavingResponseTimes } from "./response-times.server";
