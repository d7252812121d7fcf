import type { LoaderFunctionArgs } from "@remix-run/node";
import { isUuid } from "~/domain/uuid";
import { requireAccess } from "~/services/auth.server";
import { textResponse } from "~/lib/http.server";
import { findOutboxEmail } from "~/models/email-outbox.server";

/** The HTML of a recorded e-mail, sandboxed: no scripts, no requests, no access to the site. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAccess(request, "admin");
  const email = isUuid(params.emailId) ? await findOutboxEmail(params.emailId) : undefined;
  if (!email) return textResponse(404, "E-mail not found");
  return new Response(email.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'",
      "Cache-Control": "private, no-store",
    },
  });
}
