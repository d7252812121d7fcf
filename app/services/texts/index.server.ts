/**
 * Text messages (decision 0034): what Twilio posts (a number's keywords and answers, the status
 * of our texts), a person's own alerts, and the short links texts carry. The one door of
 * app/services/texts. Queuing texts and sending them is support's (texts.server.ts, texter.server.ts),
 * since every feature that tells a customer something may text them.
 *
 * - hooks: texts received and status callbacks
 * - alerts: a provider's or team member's own alerts
 * - links: the short links' targets
 */
export { receiveText, textStatusReported, type ReceivedText } from "./hooks.server";
export { alertsLanguageOf, saveTextAlerts, setAlertsLanguage, stopTextAlerts, textAlertsOf } from "./alerts.server";
export { shortLinkTarget } from "./links.server";
