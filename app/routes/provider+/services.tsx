import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { requireAccess } from "~/services/access.server";
import { portalServices } from "~/services/portal.server";
import { sectionErrorBoundary } from "~/components/error-boundary";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  return portalServices(user.id);
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
