/**
 * Credentials (issue 38; decision 0035): licences, insurance, background checks and
 * certifications as records an admin checked, with their dates. The one door of
 * app/services/credentials (app/services/README.md).
 *
 * - credentials: the portal's records, sending one for checking, withdrawing it, its private document
 * - review: the admin's queue (verify, reject) and the settings (category rules, licensed trades, lookup pages)
 * - expiry: the clock's reminders and lapses, and whom they tell
 * - public: what customers may be told (verified, unexpired records only)
 * - listing: what keeps a business's tiles out of the lists, and its members from a service's jobs
 */
export {
  checkedDocument,
  credentialDocument,
  credentialFormToday,
  credentialsPage,
  recordCredential,
  submitCredential,
  withdrawCredential,
} from "./credentials.server";
export {
  ALREADY_VERIFIED,
  changeCredentialSettings,
  credentialQueue,
  credentialSettingsPage,
  rejectCredential,
  verifyCredential,
  withdrawVerification,
} from "./review.server";
export { sweepCredentials } from "./expiry.server";
export { credentialFacts, verifiedCredentialsOf } from "./public.server";
export { listingFacts, listingGaps, missingAtApproval, unlistedTiles, type MemberGap, type TileGap } from "./listing.server";
