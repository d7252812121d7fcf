/**
 * Team: what a provider's team member sees and does in their own area, /team (decision 0032).
 * The one door of app/services/team (app/services/README.md). The owner's side of the team (adding
 * and removing members) is the portal's.
 *
 * - jobs: the member's own jobs, today and the week, with the customers' contact
 */
export { memberJobsPage } from "./jobs.server";
