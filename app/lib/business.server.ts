import { requireUser } from "./auth.server";
import type { Role } from "./db-schema";

/**
 * Whose back office the business dashboard shows: a provider sees their own business, an admin
 * sees every business. Records an admin creates there (customers, payments) are owned by the
 * admin.
 */
export type BusinessScope = { userId: string; email: string; role: Role; seesAll: boolean };

/** A signed-in provider or admin; anyone else is sent to the provider sign-in and back. */
export async function requireBusiness(request: Request): Promise<BusinessScope> {
  const user = await requireUser(request, { loginPath: "/provider" });
  if (user.role !== "provider" && user.role !== "admin") {
    throw new Response("The business dashboard is for providers and admins.", { status: 403 });
  }
  return { userId: user.id, email: user.email, role: user.role, seesAll: user.role === "admin" };
}
