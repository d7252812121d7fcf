import type { LoaderFunctionArgs } from "@remix-run/node";
import { ACCOUNT_REASONS } from "~/domain/accounts/data-export";
import { isUuid } from "~/domain/uuid";
import { saidResponse } from "~/lib/refusals.server";
import { downloadDataExport } from "~/services/customer-home/index.server";
import { requireCustomer } from "~/services/support/access.server";

/** /account/exports/:id: a customer's data file, to them alone, while it is kept (decision 0052). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireCustomer(request);
  const file = isUuid(params.exportId) ? await downloadDataExport(customer, params.exportId) : null;
  if (!file) throw saidResponse(request, 410, ACCOUNT_REASONS.exportGone);
  return new Response(new Uint8Array(file.zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="porchlight-data-${file.requestedAt.slice(0, 10)}.zip"`,
      "Content-Length": String(file.zip.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
