import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ADDRESS_SUGGESTION_MIN_CHARS } from "~/domain/booking/booking";
import { addressSuggestions } from "~/services/discovery/index.server";

/** Suggestions for the booking form's address field, from our zip table near the service. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  if (q.trim().length < ADDRESS_SUGGESTION_MIN_CHARS) return { suggestions: [] };
  const suggestions = await addressSuggestions(url.searchParams.get("serviceId"), q);
  if (!suggestions) return json({ suggestions: [] }, { status: 404 });
  return json({ suggestions }, { headers: { "Cache-Control": "private, max-age=300" } });
}
