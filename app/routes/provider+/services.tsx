import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraints } from "~/lib/form-constraints.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { loader as portalLoader } from "./_layout";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { requireAccess } from "~/services/support/access.server";
import { portalServices } from "~/services/portal/index.server";
import { connectStripe, setServicePayment } from "~/services/payments/index.server";
import { PaymentRuleForm, StripeAccountCard } from "~/components/portal/payment-settings";
import { ONLINE_PAYMENT_REASONS } from "~/domain/payments/online-payments";
import { paymentRuleSchema } from "~/domain/payments/online-payments.schema.server";
import { readFormData } from "~/lib/form.server";
import { refusalReply, refusalToast, invalidFormReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";

import { sectionErrorBoundary } from "~/components/error-boundary";
import { requestLanguage } from "~/lib/language.server";
import { languageOfMatches, useLanguage } from "~/components/use-words";
import { servicesTabWords } from "~/locales/portal-services";
import { portalWords } from "~/locales/portal";
import { requirementListIn } from "~/locales/credentials";
import { fill } from "~/locales/words";

export const meta: MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [{ title: `${servicesTabWords[language].title} | ${portalWords[language].title} | Porchlight` }];
};

const PATH = "/provider/services";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const backFromStripe = new URL(request.url).searchParams.get("stripe") === "returned";
  const page = await portalServices(user, { backFromStripe }, requestLanguage(request).language);
  // Back from Stripe's page: say how it ended, on the page without the marker in its address.
  if (backFromStripe)
    return redirectWithToast(
      PATH,
      page.payments.account?.chargesEnabled
        ? { type: "success", description: ONLINE_PAYMENT_REASONS.stripeConnected }
        : { type: "info", description: ONLINE_PAYMENT_REASONS.stripeUnfinished },
    );
  return { ...page, constraints: formConstraints(paymentRuleSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const form = await readFormData(request);
  if (form.get("intent") === "connect-stripe") {
    const onboarding = await connectStripe(user);
    // Stripe's onboarding page, by a plain 303: it sends the provider back here.
    if (!onboarding.ok) return refusalToast(PATH, onboarding);
    return redirect(onboarding.url, 303);
  }
  const submission = parseWithZod(form, { schema: paymentRuleSchema });
  const serviceId = String(form.get("service_id") ?? "");
  if (submission.status !== "success") return invalidFormReply(submission, { extra: { serviceId } });
  const outcome = await setServicePayment(user, submission.value);
  if (!outcome.ok) return refusalReply(submission, outcome, { extra: { serviceId } });
  return redirectWithToast(PATH, { type: "success", description: ONLINE_PAYMENT_REASONS.ruleSaved });
}

export default function ProviderServices() {
  const { services, pending, payments, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const canTakeOnline = payments.online && Boolean(payments.account?.chargesEnabled);
  const rules = new Map(payments.rules.map((rule) => [rule.serviceId, rule]));
  // Held out of the lists until what it needs is verified (the portal's frame read it): no page to view yet.
  const frame = useRouteLoaderData<typeof portalLoader>("routes/provider+/_layout");
  const notListed = new Map((frame?.portal?.unlisted ?? []).map((tile) => [tile.id, tile.missing]));
  const language = useLanguage();
  const words = servicesTabWords[language];
  return (
    <div className="space-y-6">
      <Card className="space-y-3 p-6">
        <h2 className="text-xl font-semibold">{words.onlinePayments}</h2>
        <StripeAccountCard online={payments.online} account={payments.account} />
      </Card>
      <Card className="p-6">
        <h2 className="text-xl font-semibold">{words.yourServices}</h2>
        {services.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{words.noTiles}</p>
        ) : (
          <ul className="mt-4 divide-y divide-border">
            {services.map((service) => (
              <li key={service.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                {/* At least 16rem wide, so on a phone it takes the whole line instead of squeezing its form beside the badge. */}
                <div className="min-w-0 flex-1 basis-64 space-y-2">
                  <p className="font-semibold">{service.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {service.category} · {service.area}
                  </p>
                  {rules.get(service.id) ? (
                    <PaymentRuleForm
                      serviceName={service.name}
                      view={rules.get(service.id)!}
                      canTakeOnline={canTakeOnline}
                      lastResult={actionData?.serviceId === service.id ? actionData.lastResult : undefined}
                      constraint={constraints}
                    />
                  ) : null}
                </div>
                {notListed.get(service.id) ? (
                  <div className="min-w-0 basis-64 space-y-1">
                    <Badge tone="warning">{words.notListed}</Badge>
                    <p className="text-sm">
                      {fill(words.cannotBookUntil, { needs: requirementListIn(language, notListed.get(service.id)!) })}{" "}
                      <Link className="font-medium text-primary underline" to="/provider/credentials">
                        {words.sendForChecking}
                        <span className="sr-only">{fill(words.forService, { service: service.name })}</span>
                      </Link>
                    </p>
                  </div>
                ) : (
                  <div className="flex items-center gap-3">
                    <Badge tone={service.active ? "success" : "neutral"}>{service.active ? words.active : words.inactive}</Badge>
                    {service.active ? (
                      <Link className="text-sm font-medium text-primary underline" to={`/service/${service.id}`}>
                        {words.viewPage}
                        <span className="sr-only">{fill(words.forService, { service: service.name })}</span>
                      </Link>
                    ) : null}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {pending ? (
        <Card className="p-6">
          <h2 className="text-xl font-semibold">{words.awaitingReview}</h2>
          <p className="text-sm text-muted-foreground">
            {fill(words.submitted, { date: pending.submittedAt, category: pending.category })}
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

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
