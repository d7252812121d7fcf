import type { LoaderFunctionArgs } from "@remix-run/node";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { pdfResponse } from "~/lib/http.server";
import { requestLanguage } from "~/lib/language.server";
import { invariantResponse } from "~/lib/refusals.server";
import { openBillLink } from "~/lib/signed-links.server";
import { billPdf } from "~/services/payments/index.server";

/** /bills/:id/receipt.pdf?token=…: the bill, or its receipt once paid, as a PDF (decision 0055). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = openBillLink(params.billId, url.searchParams.get("token"));
  invariantResponse(link, NOT_FOUND_REASONS.payment);
  const pdf = await billPdf(link, requestLanguage(request).language);
  invariantResponse(pdf, NOT_FOUND_REASONS.payment);
  return pdfResponse(pdf, `porchlight-receipt-${link.billId.slice(0, 8)}.pdf`);
}
