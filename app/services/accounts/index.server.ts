/**
 * Accounts and sign-in: a provider applies to join, and people sign in with a password or a link
 * (the session itself is app/services/support/auth.server.ts). The one door of
 * app/services/accounts: routes and other features import from here; the files beside it are its
 * own (app/services/README.md).
 *
 * - applications: the join form and its outcome
 * - sign-in: password and link sign-in, with their limits
 * - customer-sign-in: a customer's link to their own pages (decision 0051)
 */
export { applyToJoin, joinPage, signUpProvider, submittedApplication } from "./applications.server";
export { signInAction, signInLinkAction, signInLinkPage, signInWithLink } from "./sign-in.server";
export {
  customerSignInLinkPage,
  requestCustomerSignInLink,
  requestErasureConfirmation,
  signInCustomerWithLink,
  signOutCustomer,
} from "./customer-sign-in.server";
