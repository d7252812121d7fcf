import { Link } from "@remix-run/react";
import { KeepTogether } from "~/components/ui/keep-together";
import { CheckCircleIcon, ClockIcon, MapPinIcon, StarIcon } from "~/components/ui/icons";
import { Badge } from "~/components/ui/badge";
import { Stars } from "~/components/reviews/stars";
import type { ServiceCardView } from "~/domain/service-card";

export function AvailabilityBadge({ service }: { service: Pick<ServiceCardView, "availableNow" | "availabilityLabel"> }) {
  return (
    <Badge tone={service.availableNow ? "success" : "neutral"}>
      <KeepTogether text={service.availabilityLabel} />
    </Badge>
  );
}

/**
 * Rating, response time, area and price, as a description list. The rating is the mean of the
 * service's verified reviews, and its count links to them; a service without any says so.
 */
export function ServiceFacts({ service, reviewsHref }: { service: ServiceCardView; reviewsHref: string }) {
  return (
    <dl className="grid gap-1.5 text-sm">
      <div className="flex items-center gap-2">
        <dt className="sr-only">Rating</dt>
        {service.rating ? (
          <dd className="flex flex-wrap items-center gap-x-2">
            <Stars rating={Number(service.rating)} />
            <span className="font-semibold" aria-hidden="true">
              {service.rating}
            </span>
            <Link to={reviewsHref} className="text-muted-foreground underline underline-offset-2 hover:text-foreground">
              ({service.reviews})
            </Link>
          </dd>
        ) : (
          <>
            <StarIcon className="h-4 w-4 text-muted-foreground" />
            <dd className="text-muted-foreground">{service.reviews}</dd>
          </>
        )}
      </div>
      <div className="flex items-center gap-2">
        <dt className="sr-only">Response time</dt>
        <ClockIcon className="h-4 w-4 text-muted-foreground" />
        <dd>
          Responds within {service.responseTime}
          {service.responseRate ? <span className="block text-sm text-muted-foreground">{service.responseRate}</span> : null}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="sr-only">Job length</dt>
        <ClockIcon className="h-4 w-4 text-muted-foreground" />
        <dd>Jobs take about {service.duration}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="sr-only">Area</dt>
        <MapPinIcon className="h-4 w-4 text-muted-foreground" />
        <dd>{service.area}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="sr-only">Price range</dt>
        <span aria-hidden="true" className="w-4 text-center font-semibold text-muted-foreground">
          $
        </span>
        <dd className="font-semibold">{service.priceRange}</dd>
      </div>
      {service.dueNow ? (
        <div className="flex items-center gap-2">
          <dt className="sr-only">Paid when booking</dt>
          <CheckCircleIcon className="h-4 w-4 text-muted-foreground" />
          <dd>{service.dueNow}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What Porchlight verified, each with when and until when (the service page says more). */
export function CredentialBadges({ credentials }: { credentials: ServiceCardView["credentials"] }) {
  if (credentials.length === 0) return null;
  return (
    <ul aria-label="Verified by Porchlight" className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium text-success">
      {credentials.map((badge) => (
        <li key={badge} className="inline-flex items-center gap-1">
          <CheckCircleIcon className="h-3.5 w-3.5 shrink-0" />
          {badge}
        </li>
      ))}
    </ul>
  );
}
