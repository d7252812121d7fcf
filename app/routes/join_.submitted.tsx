import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NotFoundCard } from "~/components/not-found-card";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckCircleIcon } from "~/components/ui/icons";
import { pageErrorBoundary } from "~/components/error-boundary";
import { invariantResponse } from "~/lib/refusals.server";
import { openApplicationLink } from "~/lib/signed-links.server";
import { submittedApplication } from "~/services/accounts/index.server";

export const meta: MetaFunction = () => [{ title: "Application submitted | Porchlight" }, { name: "robots", content: "noindex" }];

/**
 * The page an applicant lands on after applying: what we received, where the confirmation went
 * and what happens next. Its link carries a token made for this application, so nobody else
 * can read it; a wrong or missing token is a plain 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const link = openApplicationLink(params.get("application"), params.get("token"));
  invariantResponse(link, "Application not found");
  const application = await submittedApplication(link);
  invariantResponse(application, "Application not found");
  return data({ application }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ApplicationSubmitted() {
  const { application } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <CheckCircleIcon className="h-10 w-10 shrink-0 text-success" />
          <div className="space-y-1">
            <h1 className="text-3xl font-bold tracking-tight">Application submitted</h1>
            <p className="text-lg text-muted-foreground">
              Thank you. We received the application for <strong className="text-foreground">{application.businessName}</strong>.
            </p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-muted-foreground">Confirmation sent to</dt>
            <dd className="font-semibold break-all">{application.email}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted-foreground">Submitted</dt>
            <dd className="font-semibold">{application.submittedOn}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-muted-foreground">Service area</dt>
            <dd className="font-semibold">{application.place}</dd>
          </div>
        </dl>
        <section aria-labelledby="next-steps" className="space-y-2 rounded-xl bg-muted p-4">
          <h2 id="next-steps" className="font-semibold">
            What happens next
          </h2>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              {application.decided
                ? "Your application has been reviewed; the e-mail with the decision is on its way."
                : "Our team reviews your application, usually within two business days."}
            </li>
            <li>
              {application.needs.length > 0
                ? `We e-mail you the decision. Once approved, your services appear to customers in your area when Porchlight has verified: ${application.needs.join(", ")} (what ${application.categoryLabel} services need there). Send ${application.needs.length > 1 ? "them" : "it"} from the provider portal's Credentials page.`
                : "We e-mail you the decision. Once approved, your services appear to customers in your area."}
            </li>
            <li>Sign in to the provider portal with your e-mail and password to see your status at any time.</li>
          </ol>
        </section>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/provider">Open the provider portal</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({
  404: () => (
    <NotFoundCard title="Application not found">
      This link is incomplete. Your confirmation e-mail has the details of your application.
    </NotFoundCard>
  ),
});
