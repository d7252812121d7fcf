import type { LoaderFunctionArgs } from "@remix-run/node";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { pdfResponse } from "~/lib/http.server";
import { requestLanguage } from "~/lib/language.server";
import { invariantResponse } from "~/lib/refusals.server";
import { openPaymentLink } from "~/lib/signed-links.server";
import { paymentPdf } from "~/services/payments/index.server";

/** /payments/:id/receipt.pdf?token=…: a paid charge's receipt as a PDF (decision 0055). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const link = openPaymentLink(params.paymentId, new URL(request.url).searchParams.get("token"));
  invariantResponse(link, NOT_FOUND_REASONS.payment);
  const pdf = await paymentPdf(link, requestLanguage(request).language);
  invariantResponse(pdf, NOT_FOUND_REASONS.payment);
  return pdfResponse(pdf, `porchlight-receipt-${link.paymentId.slice(0, 8)}.pdf`);
}
