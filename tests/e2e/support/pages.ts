/**
 * The pages every page-wide check visits (layout.spec.ts: widths; html-validity.spec.ts: the HTML
 * checker): those with fixed addresses, by who sees them. Each spec adds the pages of the rows it
 * makes (a booking's, a quote's, a conversation's).
 */
export const PUBLIC_PAGES = [
  "/",
  "/?zip=12",
  "/?zip=78701",
  "/?zip=78701&category=home-services",
  "/?lang=es",
  "/?zip=12&lang=es",
  "/?zip=78701&lang=es",
  "/?zip=78701&category=home-services&lang=es",
  "/requests/new",
  "/requests/new?category=home-services&zip=78701",
  "/join",
  "/provider",
  "/provider?tab=signup",
  "/admin",
  "/sign-in/link",
  "/account/sign-in",
  "/account/link",
  "/privacy",
] as const;

export const PORTAL_PAGES = [
  "/provider/services",
  "/provider/requests",
  "/provider/messages",
  "/provider/areas",
  "/provider/schedule",
  "/provider/marketing",
  "/provider/bookings",
  "/provider/reviews",
  "/provider/credentials",
  "/provider/team",
  "/provider/waitlist",
  "/dashboard",
  "/dashboard/scheduling",
  "/dashboard/customers",
  "/dashboard/payments",
] as const;

export const ADMIN_PAGES = [
  "/admin",
  "/admin/tiles",
  "/admin/bookings",
  "/admin/bookings?view=calendar",
  "/admin/reviews",
  "/admin/messages",
  "/admin/network",
  "/admin/settings",
  "/admin/credentials",
  "/admin/credentials/settings",
  "/admin/outbox",
  "/admin/outbox/texts",
  "/admin/audit",
] as const;
