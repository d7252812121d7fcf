import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { isUuid } from "~/domain/uuid";
import { slotsForService } from "~/models/booking.server";
import { getActiveService } from "~/models/service.server";

/** The slots of one date for a service (the booking form's fetcher; GET, no side effects). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const serviceId = url.searchParams.get("serviceId");
  const date = url.searchParams.get("date") ?? "";
  const service = isUuid(serviceId) ? await getActiveService(serviceId) : undefined;
  if (!service) return data({ date, slots: [], message: "This service is not available." }, { status: 404 });
  const { slots, message } = await slotsForService(service, date, new Date());
  return data({ date, slots, message }, { headers: { "Cache-Control": "no-store" } });
}
