/**
 * Recurring jobs: the scheduler the server starts, and the jobs it runs that belong to no one
 * screen. The one door of app/services/jobs: routes and other features import from here; the files
 * beside it are its own (app/services/README.md).
 *
 * - scheduler: starts and stops the minute's jobs (money, reminders, response times)
 * - reminders: the providers' morning summaries
 */
export { startScheduler, stopScheduler } from "./scheduler.server";
