import { Link } from "@remix-run/react";
import { ClockIcon, MapPinIcon, StarIcon } from "~/components/ui/icons";
import { Badge } from "~/components/ui/badge";
import type { ServiceCardView } from "~/domain/service-card";

export function AvailabilityBadge({ service }: { service: Pick<ServiceCardView, "availableNow" | "availabilityLabel"> }) {
  return <Badge tone={service.availableNow ? "success" : "neutral"}>{service.availabilityLabel}</Badge>;
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
        <StarIcon className="h-4 w-4 text-amber-600 dark:text-amber-400" />
        {service.rating ? (
          <dd>
            <span className="font-semibold">{service.rating}</span>
            <span className="sr-only"> out of 5</span>{" "}
            <Link to={reviewsHref} className="text-muted-foreground underline underline-offset-2 hover:text-foreground">
              ({service.reviews})
            </Link>
          </dd>
        ) : (
          <dd className="text-muted-foreground">{service.reviews}</dd>
        )}
      </div>
      <div className="flex items-center gap-2">
        <dt className="sr-only">Response time</dt>
        <ClockIcon className="h-4 w-4 text-muted-foreground" />
        <dd>Responds within {service.responseTime}</dd>
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
    </dl>
  );
}
