import { reasons, type ReasonOf } from "../outcome";
/** A business's customers: the answers (decision 0047), worded in app/locales/reasons-business.ts. */
export const DASHBOARD_CUSTOMER_REASONS = /* @__PURE__ */ reasons("customers", [
  "name",
  "emailRequired",
  "email",
  "phoneRequired",
  "phone",
  "duplicate",
  "added",
  "failed",
  "loadFailed",
]);
export type DashboardCustomerReason = ReasonOf<typeof DASHBOARD_CUSTOMER_REASONS>;
