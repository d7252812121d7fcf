import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { saidResponse } from "~/lib/refusals.server";
import { credentialDocument } from "~/services/credentials/index.server";
import { type SignedInUser } from "~/services/support/access.server";
import { getUser } from "~/services/support/auth.server";

const EXTENSIONS = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" } as const;

/**
 * A credential's document (decision 0035): private, for its business, its holder and admins,
 * through the gate; never cached on the way, never a public address. Anyone else is told there
 * is no such credential.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) throw redirect(`/provider?${new URLSearchParams({ redirectTo: new URL(request.url).pathname })}`);
  const found = await credentialDocument(user as SignedInUser, params.credentialId ?? "");
  if (!found.ok) throw saidResponse(request, found.status, found.message);
  const { document } = found;
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Type": document.content_type,
      "Content-Length": String(document.size),
      "Content-Disposition": `inline; filename="credential-${document.id.slice(0, 8)}.${EXTENSIONS[document.content_type]}"`,
      // An image is shown sandboxed; a PDF needs the browser's viewer, which a sandbox refuses. A PDF
      // may be framed by Porchlight's own pages (the admin's review shows it beside its fields).
      "Content-Security-Policy":
        document.content_type === "application/pdf"
          ? "default-src 'none'; object-src 'self'; frame-ancestors 'self'"
          : "default-src 'none'; sandbox",
      ...(document.content_type === "application/pdf" ? { "X-Frame-Options": "SAMEORIGIN" } : {}),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
