/**
 * Administration: service tiles and location settings, applications and the network, the audit log
 * and the outbox. The one door of app/services/admin: routes and other features import from here;
 * the files beside it are its own (app/services/README.md).
 *
 * - admin-changes: tiles and location settings
 * - application-review: applications decided into tiles, and the network
 * - admin-records: the audit log and the outboxes (e-mails and texts)
 */
export { locationSettingsPage, setLocationSetting, setTileActive, tilesPage, updateTile } from "./admin-changes.server";
export { applicationsPage, decideOnApplication, networkPage, demoLogin, type ApplicationDecided } from "./application-review.server";
export { auditPage, outboxEmail, outboxPage, textOutboxPage } from "./admin-records.server";
