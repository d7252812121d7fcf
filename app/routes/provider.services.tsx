import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatLocalDay, timeZoneOfPlace } from "~/domain/time";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { categoryLabel } from "~/domain/categories";
import { formatServiceArea } from "~/domain/location";
import { requireAccess } from "~/services/auth.server";
import { getLocationSettings } from "~/models/location-settings.server";
import { findLatestApplication } from "~/models/provider-application.server";
import { listProviderServices } from "~/models/service.server";
import { sectionErrorBoundary } from "~/components/error-boundary";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const [services, application, settings] = await Promise.all([
    listProviderServices(user.id),
    findLatestApplication(user.id),
    getLocationSettings(),
  ]);
  return {
    services: services.map((service) => ({
      id: service.id,
      name: service.service_name,
      category: categoryLabel(service.category),
      active: service.is_active === 1,
      area: formatServiceArea(
        { zip: service.zip_code, city: service.city, state: service.state, radiusMiles: service.service_radius },
        { ...settings, show_service_areas: true },
      ),
    })),
    pending:
      application?.status === "pending"
        ? {
            services: application.services,
            category: categoryLabel(application.category),
            submittedAt: formatLocalDay(application.created_at, timeZoneOfPlace(application)),
          }
        : null,
  };
}

export default function ProviderServices() {
  const { services, pending } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-xl font-semibold">Your services</h2>
        {services.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No service tiles yet. They appear here when an admin approves your application.</p>
        ) : (
          <ul className="mt-4 divide-y divide-border">
            {services.map((service) => (
              <li key={service.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">{service.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {service.category} · {service.area}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={service.active ? "success" : "neutral"}>{service.active ? "Active" : "Inactive"}</Badge>
                  {service.active ? (
                    <Link className="text-sm font-medium text-primary underline" to={`/service/${service.id}`}>
                      View page<span className="sr-only"> for {service.name}</span>
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {pending ? (
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Awaiting review</h2>
          <p className="text-sm text-muted-foreground">
            Submitted {pending.submittedAt} · {pending.category}. Each of these becomes a service tile once approved.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {pending.services.map((name) => (
              <li key={name}>
                <Badge tone="warning">{name}</Badge>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "Back to the provider portal" });
