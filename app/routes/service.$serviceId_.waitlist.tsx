import { parseWithZod } from "@conform-to/zod/v4";
import { requestLanguage } from "~/lib/language.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { contactLabels, ContactFields } from "~/components/booking/contact-fields";
import { bookingWords } from "~/locales/booking";
import { useWords } from "~/components/use-words";
import { pageErrorBoundary } from "~/components/error-boundary";
import { checkConstraints, CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { HoneypotFields } from "~/components/honeypot-fields";
import { NotFoundCard } from "~/components/not-found-card";
import { SubmissionKeyField } from "~/components/submission-key-field";
import { FormError } from "~/components/ui/alert";
import { BackLink } from "~/components/ui/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { WINDOW_LABELS, WindowFields } from "~/components/waitlist/window-fields";
import { WAITLIST_MESSAGES, windowField } from "~/domain/waitlist/waitlist";
import { waitlistJoinSchema, windowRowsOf } from "~/domain/waitlist/waitlist.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";
import { clientIp, consentContextOf } from "~/lib/http.server";
import { invariantResponse, refusalReply } from "~/lib/refusals.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { redirectWithToast } from "~/lib/toast.server";
import { joinPage, joinWaitlist } from "~/services/waitlist/index.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.join ? `Join the waitlist: ${data.join.serviceName} | Porchlight` : "Join the waitlist | Porchlight" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = await joinPage(params.serviceId, new URL(request.url).searchParams.get("date"), new Date());
  invariantResponse(page, "Service not found");
  return { ...page, formStarted: formStartedValue(), submissionKey: newSubmissionKey(), constraints: formConstraints(waitlistJoinSchema) };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: waitlistJoinSchema });
  const value = submission.status === "success" ? submission.value : null;
  const outcome = await joinWaitlist({
    serviceId: params.serviceId,
    form: value,
    windows: value ? windowRowsOf(value) : [],
    honeypot: checkHoneypot(formData),
    ip: clientIp(context),
    consent: consentContextOf(request, context),
    language: requestLanguage(request).language,
    once: submissionOf(formData, "waitlist", { serviceId: params.serviceId, form: value }),
    now: new Date(),
  });
  if (!outcome.ok) return refusalReply(submission, outcome);
  if (outcome.duplicate) return redirect(outcome.path, 303);
  return redirectWithToast(outcome.path, { type: "success", description: WAITLIST_MESSAGES.joined });
}

export default function JoinWaitlist() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const join = page.join;
  const postTo = join ? `/service/${join.serviceId}/waitlist` : "";
  const contact = contactLabels(useWords(bookingWords));
  const [form, fields] = useForm({
    id: "waitlist-form",
    lastResult: actionData?.lastResult,
    constraint: page.constraints,
    defaultValue: join ? { [windowField(1, "from")]: join.day, [windowField(1, "part")]: "any" } : {},
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const sending = useIsPending({ formAction: postTo });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to={join ? `/service/${join.serviceId}` : "/"}>{join ? "Back to the service" : "Back to Home"}</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">Join the waitlist</h1>
      {join ? (
        <>
          <p className="text-lg text-muted-foreground">
            {join.serviceName} by {join.businessName}. Tell us when you could have the visit: we offer you the first time that opens in your
            windows (times in {join.timeZoneLabel}).
          </p>
          {join.freeNow ? (
            <section
              aria-labelledby="free-now"
              className="space-y-2 rounded-xl border-2 border-primary bg-primary-soft p-4 text-primary-soft-foreground"
            >
              <h2 id="free-now" className="font-semibold">
                These times are free now: book one
              </h2>
              <p className="text-sm">
                {join.freeNow.dayLabel}: {join.freeNow.times.join(", ")}
                {join.freeNow.more > 0 ? ` and ${join.freeNow.more} more` : ""}. The waitlist is for times that are taken.
              </p>
              <ButtonLink to={`/service/${join.serviceId}?book=1&date=${join.day}`} size="sm">
                Book one of these times
              </ButtonLink>
            </section>
          ) : null}
          <Card className="p-6 sm:p-8">
            <Form method="post" action={postTo} className="space-y-5" {...getFormProps(form)}>
              <FormErrorSummary form={form} labels={{ ...contact, ...WINDOW_LABELS }} />
              <FormError errors={form.errors} />
              <HoneypotFields formStarted={page.formStarted} />
              <SubmissionKeyField value={page.submissionKey} />
              <ContactFields fields={fields} consent="waitlist" />
              <WindowFields fields={fields} minDate={join.minDate} maxDate={join.maxDate} />
              <Button type="submit" size="lg" disabled={sending}>
                {sending ? "Joining..." : "Join the waitlist"}
              </Button>
            </Form>
          </Card>
          <Card className="space-y-2 p-6">
            <h2 className="text-lg font-semibold">How the waitlist works</h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {join.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </Card>
        </>
      ) : (
        <p role="status" className="rounded-xl border border-border bg-muted p-4">
          {page.closed}
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({
  404: () => <NotFoundCard title="Service Not Found">{"The service you're looking for is not available."}</NotFoundCard>,
});
