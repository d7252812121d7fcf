import type { LoaderFunctionArgs } from "@remix-run/node";
import { businessScope } from "~/domain/accounts/business";
import { refusalToast } from "~/lib/refusals.server";
import { ledgerExport } from "~/services/payments/index.server";
import { requireAccess } from "~/services/support/access.server";

/** /dashboard/payments/export.csv?from=…&to=…: the ledger of a date range for the accountant (decision 0055). */
export async function loader({ request }: LoaderFunctionArgs) {
  const scope = businessScope(await requireAccess(request, "dashboard"));
  const url = new URL(request.url);
  const file = await ledgerExport(scope, { from: url.searchParams.get("from"), to: url.searchParams.get("to") });
  if (!file.ok) throw await refusalToast("/dashboard/payments", file);
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
