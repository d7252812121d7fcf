import { parseWithZod } from "@conform-to/zod/v4";
import { commonWords } from "~/locales/common";
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
import { windowLabels, WindowFields } from "~/components/waitlist/window-fields";
import { type LanguageFormHandle, languageOfMatches, useSay } from "~/components/use-words";
import { waitlistWords } from "~/locales/waitlist";
import { serviceWords } from "~/locales/service";
import { fill } from "~/locales/words";
import { WAITLIST_REASONS, windowField } from "~/domain/waitlist/waitlist";
import { waitlistJoinSchema, windowRowsOf } from "~/domain/waitlist/waitlist.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { checkHoneypot, formStartedValue } from "~/lib/honeypot.server";
import { clientIp, consentContextOf } from "~/lib/http.server";
import { invariantResponse, refusalReply } from "~/lib/refusals.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { redirectWithToast } from "~/lib/toast.server";
import { joinPage, joinWaitlist } from "~/services/waitlist/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/** The join form, when the page shows it: the language switch keeps what was typed in it. */
export const handle: LanguageFormHandle = {
  languageForm: (data) => ((data as { join?: unknown } | undefined)?.join ? "waitlist-form" : null),
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title: `${(() => {
      const words = waitlistWords[languageOfMatches(matches)];
      return data?.join ? fill(words.titleFor, { service: data.join.serviceName }) : words.title;
    })()} | Porchlight`,
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = await joinPage(
    params.serviceId,
    new URL(request.url).searchParams.get("date"),
    new Date(),
    requestLanguage(request).language,
  );
  invariantResponse(page, NOT_FOUND_REASONS.service);
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
  return redirectWithToast(outcome.path, { type: "success", description: WAITLIST_REASONS.joined });
}

export default function JoinWaitlist() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const join = page.join;
  const postTo = join ? `/service/${join.serviceId}/waitlist` : "";
  const contact = contactLabels(useWords(bookingWords));
  const words = useWords(waitlistWords);
  const common = useWords(commonWords);
  const say = useSay();
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
      <BackLink to={join ? `/service/${join.serviceId}` : "/"}>{join ? words.backToService : common.backHome}</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
      {join ? (
        <>
          <p className="text-lg text-muted-foreground">
            {fill(words.pitch, { service: join.serviceName, business: join.businessName, zone: join.timeZoneLabel })}
          </p>
          {join.freeNow ? (
            <section
              aria-labelledby="free-now"
              className="space-y-2 rounded-xl border-2 border-primary bg-primary-soft p-4 text-primary-soft-foreground"
            >
              <h2 id="free-now" className="font-semibold">
                {words.freeNow}
              </h2>
              <p className="text-sm">
                {fill(words.freeNowList, { day: join.freeNow.dayLabel, times: join.freeNow.times.join(", ") })}
                {join.freeNow.more > 0 ? fill(words.andMore, { count: join.freeNow.more }) : ""}
                {words.freeNowNote}
              </p>
              <ButtonLink to={`/service/${join.serviceId}?book=1&date=${join.day}`} size="sm">
                {words.bookOne}
              </ButtonLink>
            </section>
          ) : null}
          <Card className="p-6 sm:p-8">
            <Form method="post" action={postTo} className="space-y-5" {...getFormProps(form)}>
              <FormErrorSummary form={form} labels={{ ...contact, ...windowLabels(words) }} />
              <FormError errors={form.errors} />
              <HoneypotFields formStarted={page.formStarted} />
              <SubmissionKeyField value={page.submissionKey} />
              <ContactFields fields={fields} consent="waitlist" />
              <WindowFields fields={fields} minDate={join.minDate} maxDate={join.maxDate} />
              <Button type="submit" size="lg" disabled={sending}>
                {sending ? words.joining : words.join}
              </Button>
            </Form>
          </Card>
          <Card className="space-y-2 p-6">
            <h2 className="text-lg font-semibold">{words.howItWorks}</h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {join.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </Card>
        </>
      ) : (
        <p role="status" className="rounded-xl border border-border bg-muted p-4">
          {say(page.closed)}
        </p>
      )}
    </div>
  );
}

function ServiceNotFound() {
  const words = useWords(serviceWords);
  return <NotFoundCard title={words.notFound}>{words.notAvailable}</NotFoundCard>;
}

export const ErrorBoundary = pageErrorBoundary({ 404: () => <ServiceNotFound /> });
