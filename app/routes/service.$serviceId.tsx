import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ServiceFacts, AvailabilityBadge } from "~/components/services/service-facts";
import { ServiceLogo } from "~/components/services/service-logo";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ArrowLeftIcon, MailIcon, PhoneIcon, UserIcon } from "~/components/ui/icons";
import { formatServiceArea } from "~/domain/location";
import { toServiceCardView } from "~/domain/service-card";
import { listStateParams, parseListState } from "~/domain/service-list";
import { isUuid } from "~/domain/uuid";
import { getLocationSettings } from "~/models/location-settings.server";
import { getActiveService } from "~/models/service.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.service
      ? `${data.service.serviceName} by ${data.service.businessName} | Porchlight`
      : "Service Not Found | Porchlight",
  },
];

const PLAN_LABELS: Record<string, string> = { community: "Community (free)", premium: "Premium" };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const listState = parseListState(url.searchParams);
  const backHref = listState ? `/?${listStateParams(listState)}` : null;
  const id = params.serviceId;
  const [service, settings] = await Promise.all([
    isUuid(id) ? getActiveService(id) : Promise.resolve(undefined),
    getLocationSettings(),
  ]);
  if (!service) return data({ service: null, backHref }, { status: 404 });

  const view = toServiceCardView(service, settings, new Date());
  return {
    backHref,
    service: {
      ...view,
      serviceArea: formatServiceArea(
        { zip: service.zip_code, city: service.city, state: service.state, radiusMiles: service.service_radius },
        { ...settings, show_service_areas: true },
      ),
      phone: service.phone,
      email: service.email,
      ownerName: service.owner_name,
      planLabel: PLAN_LABELS[service.plan_type] ?? service.plan_type,
    },
    bookHref: `?${new URLSearchParams([...url.searchParams.entries()].filter(([key]) => key !== "book").concat([["book", "1"]]))}`,
  };
}

export default function ServicePage() {
  const loaderData = useLoaderData<typeof loader>();
  const { service, backHref } = loaderData;

  if (!service) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold">Service Not Found</h1>
          <p className="mt-2 text-muted-foreground">The service you're looking for is not available.</p>
          <ButtonLink to="/" className="mt-6">
            Back to Home
          </ButtonLink>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <Link
        to={backHref ?? "/"}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        {backHref ? "Back to services" : "Back to Home"}
      </Link>

      <Card className="space-y-6 p-6 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <ServiceLogo logoUrl={service.logoUrl} businessName={service.businessName} size="lg" />
          <div className="flex-1 space-y-2">
            <h1 className="text-3xl font-bold tracking-tight">{service.serviceName}</h1>
            <p className="text-lg text-muted-foreground">{service.businessName}</p>
            <div className="flex flex-wrap gap-2">
              <Badge tone="primary">{service.categoryLabel}</Badge>
              <AvailabilityBadge service={service} />
              {service.isPremium ? <Badge tone="warning">Premium</Badge> : null}
            </div>
          </div>
        </div>

        {service.description ? <p className="text-base">{service.description}</p> : null}

        <div className="grid gap-6 sm:grid-cols-2">
          <ServiceFacts service={service} />
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-medium">Service area</dt>
              <dd>{service.serviceArea}</dd>
            </div>
            <div className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 text-muted-foreground" />
              <dt className="sr-only">Phone</dt>
              <dd>
                <a className="underline" href={`tel:${service.phone.replace(/[^\d+]/g, "")}`}>
                  {service.phone}
                </a>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <MailIcon className="h-4 w-4 text-muted-foreground" />
              <dt className="sr-only">Email</dt>
              <dd>
                <a className="underline" href={`mailto:${service.email}`}>
                  {service.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Plan type</dt>
              <dd>{service.planLabel}</dd>
            </div>
            <div className="flex items-center gap-2">
              <UserIcon className="h-4 w-4 text-muted-foreground" />
              <dt className="sr-only">Owner</dt>
              <dd>Owner: {service.ownerName}</dd>
            </div>
          </dl>
        </div>

        <ButtonLink to={loaderData.bookHref!} size="lg" preventScrollReset>
          Book This Service
        </ButtonLink>
      </Card>
    </div>
  );
}
