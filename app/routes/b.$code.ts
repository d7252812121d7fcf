import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { shortLinkTarget } from "~/services/texts/index.server";

/** A text's short link (decision 0034): on to the signed page it was made for. */
export async function loader({ params }: LoaderFunctionArgs) {
  const target = await shortLinkTarget(params.code);
  if (!target) return textResponse(404, "This link is not known. Open the page from your e-mail instead.");
  return redirect(target, { status: 302, headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}
