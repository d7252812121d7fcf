import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { saidResponse } from "~/lib/refusals.server";
import { shortLinkTarget } from "~/services/texts/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/** A text's short link (decision 0034): on to the signed page it was made for. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const target = await shortLinkTarget(params.code);
  if (!target) return saidResponse(request, 404, NOT_FOUND_REASONS.shortLink);
  return redirect(target, { status: 302, headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } });
}
