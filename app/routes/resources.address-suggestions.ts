import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ADDRESS_SUGGESTION_MIN_CHARS } from "~/domain/booking";
import { isUuid } from "~/domain/uuid";
import { suggestAddresses } from "~/models/place-suggestion.server";
import { getActiveService } from "~/models/service.server";

/** Suggestions for the booking form's address field, from our zip table near the service. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const serviceId = url.searchParams.get("serviceId");
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  if (q.trim().length < ADDRESS_SUGGESTION_MIN_CHARS) return { suggestions: [] };
  const service = isUuid(serviceId) ? await getActiveService(serviceId) : undefined;
  if (!service) return json({ suggestions: [] }, { status: 404 });
  const suggestions = await suggestAddresses(q, { lat: service.lat, lng: service.lng, radiusMiles: service.service_radius });
  return json({ suggestions }, { headers: { "Cache-Control": "private, max-age=300" } });
}
