/**
 * The business dashboard: its overview, customers and scheduling (its Payments belong to
 * app/services/payments). The one door of app/services/dashboard: routes and other features import
 * from here; the files beside it are its own (app/services/README.md).
 *
 * - dashboard: the overview's figures and week
 * - customers: the customer list and adding one
 * - scheduling: the scheduling page and booking a job for a customer
 */
export { dashboardFigures, dashboardOverview } from "./dashboard.server";
export { addCustomer, customersPage } from "./customers.server";
export { scheduleJob, schedulingPage } from "./scheduling.server";
