/**
 * A customer's own Porchlight (issue 56, decision 0051): what they made with their address, once a
 * sign-in link proved it. The one door of app/services/customer-home (app/services/README.md);
 * signing in is the accounts feature's.
 *
 * - home: the customer's lists, each with the signed link of its page, and booking a past job again
 * - data-export: "Download my data", built by the background process (decision 0052)
 * - erasure: "Delete my account and data" (decision 0053)
 * - preferences: what the customer is sent, and one click to stop a kind (decision 0054)
 * - addresses: up to five saved addresses, one the default
 */
export {
  customerHome,
  HOME_LISTS,
  HOME_PER_PAGE,
  bookingFormDefaults,
  quoteFormDefaults,
  type CustomerHome,
  type HomeList,
} from "./home.server";
export { askForDataExport, buildDueDataExports, dataExportsOf, downloadDataExport } from "./data-export.server";
export { eraseCustomer } from "./erasure.server";
export { contactPreferencesOf, saveContactPreferences, stopByUnsubscribeLink } from "./preferences.server";
export { addSavedAddress, makeDefaultAddress, removeSavedAddress, savedAddressesOf } from "./addresses.server";
