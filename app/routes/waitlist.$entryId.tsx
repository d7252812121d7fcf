import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { NotFoundCard } from "~/components/not-found-card";
import { checkConstraints, CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { ErrorAlert, FormError } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getFormProps, useForm } from "~/components/use-form";
import { OfferCard } from "~/components/waitlist/offer-card";
import { windowLabels, WindowFields, windowDefaults } from "~/components/waitlist/window-fields";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { requestLanguage } from "~/lib/language.server";
import { fill } from "~/locales/words";
import { waitlistWords } from "~/locales/waitlist";
import { INVALID_FORM, NOT_FOUND_REASONS } from "~/domain/outcome";
import { FORM_REASONS } from "~/domain/forms/fields";
import { WAITLIST_REASONS } from "~/domain/waitlist/waitlist";
import { offerBookingSchema, waitlistWindowsSchema, windowRowsOf } from "~/domain/waitlist/waitlist.schema.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { clientIp, textResponse } from "~/lib/http.server";
import { invalidFormReply, invariantResponse, refusalReply, refusalToast } from "~/lib/refusals.server";
import { openWaitlistLink, waitlistPath } from "~/lib/signed-links.server";
import { newSubmissionKey, submissionOf } from "~/lib/submission-key.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  bookWaitlistOffer,
  changeWaitlistEntry,
  declineWaitlistOffer,
  leaveWaitlist,
  waitlistEntryPage,
} from "~/services/waitlist/index.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${waitlistWords[languageOfMatches(matches)].entryTitle} | Porchlight` },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = NOT_FOUND_REASONS.waitlistEntry;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = openWaitlistLink(params.entryId, url.searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = await waitlistEntryPage(link, new Date(), requestLanguage(request).language);
  invariantResponse(page, NOT_FOUND);
  return data(
    {
      ...page,
      changing: url.searchParams.get("change") === "1" && page.entry.status === "waiting",
      submissionKey: newSubmissionKey(),
      constraints: formConstraints(waitlistWindowsSchema),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const link = openWaitlistLink(params.entryId, form.get("token") ?? new URL(request.url).searchParams.get("token"));
  invariantResponse(link, NOT_FOUND);
  const page = waitlistPath(link.entryId);
  const now = new Date();
  const intent = form.get("intent");
  if (intent === "book") {
    const submission = parseWithZod(form, { schema: offerBookingSchema });
    const value = submission.status === "success" ? submission.value : null;
    const booked = await bookWaitlistOffer({
      link,
      form: value,
      ip: clientIp(context),
      once: submissionOf(form, "waitlist-booking", { entryId: link.entryId, form: value }),
      now,
    });
    // Refused (the offer ended meanwhile, a field too long): said on the page, with what was typed kept.
    if (!booked.ok)
      return data(
        {
          // A field the schema refused: its own message, not the generic one.
          offerError:
            booked.code === INVALID_FORM && submission.status === "error"
              ? (Object.values(submission.error ?? {})[0]?.[0] ?? booked.message)
              : booked.message,
          offerValues: {
            service_address: String(form.get("service_address") ?? "").slice(0, 200),
            special_requests: String(form.get("special_requests") ?? "").slice(0, 1000),
          },
        },
        { status: booked.status },
      );
    if (booked.payment) return redirect(booked.payment, 303);
    if (booked.duplicate) return redirect(booked.path, 303);
    return redirectWithToast(booked.path, { type: "success", description: WAITLIST_REASONS.booked });
  }
  if (intent === "decline") {
    const declined = await declineWaitlistOffer(link, now);
    return declined.ok
      ? redirectWithToast(page, {
          type: "success",
          description: declined.ended ? WAITLIST_REASONS.declinedLast : WAITLIST_REASONS.declined,
        })
      : refusalToast(page, declined);
  }
  if (intent === "leave") {
    const left = await leaveWaitlist(link, now);
    return left.ok ? redirectWithToast(page, { type: "success", description: WAITLIST_REASONS.left }) : refusalToast(page, left);
  }
  if (intent === "change") {
    const submission = parseWithZod(form, { schema: waitlistWindowsSchema });
    if (submission.status !== "success") return invalidFormReply(submission);
    const changed = await changeWaitlistEntry({ link, windows: windowRowsOf(submission.value), now });
    if (!changed.ok) return refusalReply(submission, changed);
    return redirectWithToast(page, { type: "success", description: WAITLIST_REASONS.changed });
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

export default function WaitlistEntryPage() {
  const { entry, offer, nextSteps, changing, submissionKey, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const self = `/waitlist/${entry.id}?token=${entry.token}`;
  const windowWords = useWords(waitlistWords);
  const words = windowWords;
  const say = useSay();
  const ended: Record<string, string> = { left: words.endedLeft, lapsed: words.endedLapsed };
  const [form, fields] = useForm({
    id: "waitlist-change-form",
    lastResult: actionData && "lastResult" in actionData ? actionData.lastResult : undefined,
    constraint: constraints,
    defaultValue: windowDefaults(entry.rows),
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{words.entryTitle}</h1>
        <p className="text-muted-foreground">
          {entry.serviceName
            ? fill(words.serviceBy, { service: entry.serviceName, business: entry.businessName ?? "" })
            : words.noLongerBookable}
        </p>
      </div>

      {entry.status === "booked" ? (
        <p role="status" className="rounded-xl border border-success bg-success-soft p-4">
          {words.bookedFromList}{" "}
          {entry.bookingHref ? (
            <Link className="font-medium underline" to={entry.bookingHref}>
              {words.seeBooking}
            </Link>
          ) : null}
        </p>
      ) : ended[entry.status] ? (
        <p role="status" className="rounded-xl border border-border bg-muted p-4">
          {ended[entry.status]}
        </p>
      ) : null}

      {actionData && "offerError" in actionData && !offer ? <ErrorAlert>{say(actionData.offerError)}</ErrorAlert> : null}
      {offer && entry.serviceName ? (
        <OfferCard
          offer={offer}
          serviceId={entry.serviceId}
          token={entry.token}
          action={self}
          submissionKey={submissionKey}
          error={actionData && "offerError" in actionData ? actionData.offerError : null}
          values={actionData && "offerValues" in actionData ? actionData.offerValues : null}
        />
      ) : null}

      {entry.status === "waiting" ? (
        <Card className="space-y-3 p-6">
          <h2 className="text-lg font-semibold">{words.yourPlace}</h2>
          <p>{entry.place}</p>
          {entry.paused ? <p>{words.paused}</p> : null}
          {entry.lastOffer && !offer ? (
            <p className="text-sm text-muted-foreground">
              {entry.lastOffer === "declined" ? words.lastDeclined : words.lastLapsed} {words.stayOnList}
            </p>
          ) : null}
        </Card>
      ) : null}

      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold">{words.yourWindows}</h2>
        {changing ? (
          <Form method="post" action={self} className="space-y-4" {...getFormProps(form)}>
            <FormErrorSummary form={form} labels={windowLabels(windowWords)} />
            <FormError errors={form.errors} />
            <input type="hidden" name="token" value={entry.token} />
            <input type="hidden" name="intent" value="change" />
            <WindowFields fields={fields} minDate={entry.minDate ?? ""} maxDate={entry.maxDate ?? ""} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit">{words.saveWindows}</Button>
              <ButtonLink to={self} variant="ghost">
                {words.keepWindows}
              </ButtonLink>
            </div>
          </Form>
        ) : (
          <>
            <ul className="list-disc space-y-1 pl-5">
              {entry.windows.map((window) => (
                <li key={window}>{window}</li>
              ))}
            </ul>
            {entry.status === "waiting" ? (
              <Link className="inline-block text-sm font-medium text-primary underline" to={`${self}&change=1`}>
                {words.changeWindows}
              </Link>
            ) : null}
          </>
        )}
      </Card>

      {entry.status === "waiting" ? (
        <>
          <Card className="space-y-2 p-6">
            <h2 className="text-lg font-semibold">{words.whatNext}</h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </Card>
          <Form method="post" action={self}>
            <input type="hidden" name="token" value={entry.token} />
            <input type="hidden" name="intent" value="leave" />
            <Button type="submit" variant="outline">
              {words.leave}
            </Button>
          </Form>
        </>
      ) : null}
    </div>
  );
}

function EntryNotFound() {
  const words = useWords(waitlistWords);
  const say = useSay();
  return <NotFoundCard title={say(NOT_FOUND_REASONS.waitlistEntry)}>{words.entryNotFoundHint}</NotFoundCard>;
}

export const ErrorBoundary = pageErrorBoundary({ 404: () => <EntryNotFound /> });
