import { Link } from "@remix-run/react";
import { useWords } from "~/components/use-words";
import { cardWords } from "~/locales/discovery";
import { fill } from "~/locales/words";
import type { ReactNode } from "react";
import { KeepTogether } from "~/components/ui/keep-together";
import { CheckCircleIcon, ClockIcon, MapPinIcon, StarIcon } from "~/components/ui/icons";
import { Badge } from "~/components/ui/badge";
import { Stars } from "~/components/reviews/stars";
import type { ServiceCardView } from "~/domain/discovery/service-card";

export function AvailabilityBadge({ service }: { service: Pick<ServiceCardView, "availableNow" | "availabilityLabel"> }) {
  return (
    <Badge tone={service.availableNow ? "success" : "neutral"}>
      <KeepTogether text={service.availabilityLabel} />
    </Badge>
  );
}

/** One fact: its icon and (for screen readers) its name in the `<dt>`, which is all a `<dl>`'s row may hold besides the `<dd>`. */
export function Fact({ term, icon, children }: { term: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className={icon ? "flex w-4 shrink-0 justify-center text-muted-foreground" : "sr-only"}>
        {icon}
        <span className={icon ? "sr-only" : undefined}>{term}</span>
      </dt>
      {children}
    </div>
  );
}

/**
 * Rating, response time, area and price, as a description list. The rating is the mean of the
 * service's verified reviews, and its count links to them; a service without any says so.
 */
export function ServiceFacts({ service, reviewsHref }: { service: ServiceCardView; reviewsHref: string }) {
  const icon = "h-4 w-4";
  const words = useWords(cardWords);
  return (
    <dl className="grid gap-1.5 text-sm">
      {service.rating ? (
        <Fact term={words.rating}>
          <dd className="flex flex-wrap items-center gap-x-2">
            <Stars rating={Number(service.rating)} />
            <span className="font-semibold" aria-hidden="true">
              {service.rating}
            </span>
            <Link to={reviewsHref} className="text-muted-foreground underline underline-offset-2 hover:text-foreground">
              ({service.reviews})
            </Link>
          </dd>
        </Fact>
      ) : (
        <Fact term={words.rating} icon={<StarIcon className={icon} />}>
          <dd className="text-muted-foreground">{service.reviews}</dd>
        </Fact>
      )}
      <Fact term={words.responseTime} icon={<ClockIcon className={icon} />}>
        <dd>
          {fill(words.respondsWithin, { time: service.responseTime })}
          {service.responseRate ? <span className="block text-sm text-muted-foreground">{service.responseRate}</span> : null}
        </dd>
      </Fact>
      <Fact term={words.jobLength} icon={<ClockIcon className={icon} />}>
        <dd>{fill(words.jobsTakeAbout, { duration: service.duration })}</dd>
      </Fact>
      <Fact term={words.area} icon={<MapPinIcon className={icon} />}>
        <dd>{service.area}</dd>
      </Fact>
      <Fact
        term={words.priceRange}
        icon={
          <span aria-hidden="true" className="font-semibold">
            $
          </span>
        }
      >
        <dd className="font-semibold">{service.priceRange}</dd>
      </Fact>
      {service.dueNow ? (
        <Fact term={words.paidWhenBooking} icon={<CheckCircleIcon className={icon} />}>
          <dd>{service.dueNow}</dd>
        </Fact>
      ) : null}
    </dl>
  );
}

/** What Porchlight verified, each with when and until when (the service page says more). */
export function CredentialBadges({ credentials }: { credentials: ServiceCardView["credentials"] }) {
  const words = useWords(cardWords);
  if (credentials.length === 0) return null;
  return (
    <ul aria-label={words.verifiedByPorchlight} className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium text-success">
      {credentials.map((badge) => (
        <li key={badge} className="inline-flex items-center gap-1">
          <CheckCircleIcon className="h-3.5 w-3.5 shrink-0" />
          {badge}
        </li>
      ))}
    </ul>
  );
}
