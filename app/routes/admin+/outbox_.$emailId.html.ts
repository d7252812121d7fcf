import type { LoaderFunctionArgs } from "@remix-run/node";
import { saidResponse } from "~/lib/refusals.server";
import { requireAccess } from "~/services/support/access.server";
import { outboxEmail } from "~/services/admin/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/** The HTML of a recorded e-mail, sandboxed: no scripts, no requests, no access to the site. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAccess(request, "admin");
  const found = await outboxEmail(admin, params.emailId);
  if (!found) return saidResponse(request, 404, NOT_FOUND_REASONS.email);
  return new Response(found.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'",
      "Cache-Control": "private, no-store",
    },
  });
}
