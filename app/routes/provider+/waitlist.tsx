import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { readFormData } from "~/lib/form.server";
import { refusalToast } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAccess } from "~/services/support/access.server";
import { providerWaitlist, switchWaitlist } from "~/services/waitlist/index.server";
import { requestLanguage } from "~/lib/language.server";
import { useWords } from "~/components/use-words";
import { providerWaitlistWords } from "~/locales/waitlist";
import { fill } from "~/locales/words";

const PATH = "/provider/waitlist";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  return providerWaitlist(user, {
    date: new URL(request.url).searchParams.get("date"),
    now: new Date(),
    language: requestLanguage(request).language,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const form = await readFormData(request);
  const on = form.get("waitlist") === "on";
  const outcome = await switchWaitlist(user, { serviceId: String(form.get("service_id") ?? ""), on, now: new Date() });
  if (!outcome.ok) return refusalToast(PATH, outcome);
  const words = providerWaitlistWords[requestLanguage(request).language];
  return redirectWithToast(PATH, { type: "success", description: on ? words.opened : words.closedToast });
}

export default function ProviderWaitlist() {
  const { services, offers, date } = useLoaderData<typeof loader>();
  const words = useWords(providerWaitlistWords);
  return (
    <div className="space-y-6">
      <Card className="space-y-2 p-6">
        <h2 className="text-xl font-semibold">{words.title}</h2>
        <p className="text-sm text-muted-foreground">{words.lead}</p>
      </Card>
      {services.length === 0 ? (
        <Card className="p-6">
          <p className="text-muted-foreground">{words.noTiles}</p>
        </Card>
      ) : (
        services.map((service) => (
          <Card key={service.id} className="space-y-4 p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-lg font-semibold">{service.name}</h3>
              <Badge tone={service.waitlistOn ? "success" : "neutral"}>{service.waitlistOn ? words.open : words.closed}</Badge>
            </div>
            <Form method="post" action={PATH}>
              <input type="hidden" name="service_id" value={service.id} />
              <input type="hidden" name="waitlist" value={service.waitlistOn ? "off" : "on"} />
              <Button type="submit" variant="outline" size="sm">
                {service.waitlistOn ? words.close : words.openIt}
                <span className="sr-only">{fill(words.forService, { service: service.name })}</span>
              </Button>
            </Form>
            <p className="text-sm">
              {service.waiting === 0
                ? words.nobody
                : service.waiting === 1
                  ? words.oneWaiting
                  : fill(words.manyWaiting, { count: service.waiting })}
            </p>
            {service.entries.length > 0 ? (
              <ol className="list-decimal space-y-2 pl-5 text-sm">
                {service.entries.map((entry) => (
                  <li key={entry.id}>
                    <span className="font-medium">{entry.name}</span> · {fill(words.joined, { when: entry.joined })}
                    <span className="block text-muted-foreground">{entry.windows.join("; ")}</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </Card>
        ))
      )}
      <Card className="space-y-4 p-6">
        <h3 className="text-lg font-semibold">{words.offersTitle}</h3>
        <Form method="get" action={PATH} className="flex flex-wrap items-end gap-3">
          <Field name="date" type="date" label={words.day} defaultValue={date} />
          <Button type="submit" variant="outline">
            {words.showOffers}
          </Button>
        </Form>
        {offers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{words.noOffers}</p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {offers.map((offer) => (
              <li key={offer.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {offer.time} · {offer.service} · {offer.customer}
                </span>
                <span>
                  {words[`offer_${offer.status}`]}
                  {offer.until ? fill(words.until, { when: offer.until }) : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
