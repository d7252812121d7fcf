import { useContext } from "react";
import { useLanguage, useWords } from "~/components/use-words";
import { cardWords } from "~/locales/discovery";
import { fill } from "~/locales/words";
import { ServerRendering } from "~/components/server-rendering";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import type { ServiceCardView } from "~/domain/discovery/service-card";
import { AvailabilityBadge, CredentialBadges, ServiceFacts } from "./service-facts";
import { ServiceLogo } from "./service-logo";

export function ServiceCard({ service, href }: { service: ServiceCardView; href: string }) {
  const words = useWords(cardWords);
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
      aria-labelledby={`service-${service.id}`}
    >
      <div className="flex items-start gap-4">
        <ServiceLogo logoUrl={service.logoUrl} businessName={service.businessName} />
        <div className="min-w-0 flex-1">
          <h3 id={`service-${service.id}`} className="text-lg leading-tight font-semibold">
            {service.serviceName}
          </h3>
          <p className="text-muted-foreground">{service.businessName}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <AvailabilityBadge service={service} />
            {service.isPremium ? <Badge tone="primary">{words.premium}</Badge> : null}
          </div>
        </div>
      </div>
      <CredentialBadges credentials={service.credentials} />
      <ServiceFacts service={service} reviewsHref={`${href}#reviews`} />
      <ButtonLink
        to={href}
        className="mt-auto w-full"
        aria-label={fill(words.bookNowLabel, { service: service.serviceName, business: service.businessName })}
      >
        {words.bookNow}
      </ButtonLink>
    </article>
  );
}

/**
 * One card of a list, as a list item: on the server from the template kept for its service
 * (service-card-markup.server.tsx); in the browser React renders the card, hydrating the same markup.
 */
export function ServiceCardItem({ service, href }: { service: ServiceCardView; href: string }) {
  const language = useLanguage();
  const markup = useContext(ServerRendering)?.serviceCardMarkup(service, href, language);
  if (markup) return <li dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <li>
      <ServiceCard service={service} href={href} />
    </li>
  );
}
