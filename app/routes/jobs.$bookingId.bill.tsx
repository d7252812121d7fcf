import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { BillForm } from "~/components/billing/bill-form";
import { BillLines } from "~/components/billing/bill-lines";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { checkConstraints, CHECK_AS_YOU_TYPE } from "~/components/form-checks";
import { FormError } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { BackLink } from "~/components/ui/back-link";
import { commonWords } from "~/locales/common";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { Select } from "~/components/ui/select";
import { getFormProps, useForm } from "~/components/use-form";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { BILL_REASONS, MARKED_METHODS } from "~/domain/billing/bill";
import { billFormSchema, markBillPaidSchema } from "~/domain/billing/bill.schema.server";
import { FORM_REASONS } from "~/domain/forms/fields";
import { NOT_FOUND_REASONS } from "~/domain/outcome";
import { formConstraints } from "~/lib/form-constraints.server";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";
import { requestLanguage } from "~/lib/language.server";
import { invalidFormReply, invariantResponse, refusalReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { billWords } from "~/locales/billing";
import { fill } from "~/locales/words";
import { billFormPage, markBillPaid, writeBill } from "~/services/payments/index.server";
import { requireAccess, requireOwnership } from "~/services/support/access.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${billWords[languageOfMatches(matches)].title} | Porchlight` },
  { name: "robots", content: "noindex" },
];

/**
 * /jobs/:bookingId/bill: the bill after the job (decision 0055), for whoever may complete it (the
 * owner, the member doing it, an admin): the form once the job is completed, then the bill, its
 * state and "Mark as paid" for a payment taken outside Porchlight.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "jobs");
  const booking = await requireOwnership(user, { booking: params.bookingId ?? "" });
  const page = await billFormPage(booking, requestLanguage(request).language);
  invariantResponse(page, NOT_FOUND_REASONS.booking);
  return data(
    {
      ...page,
      back: user.role === "member" ? "/team" : user.role === "admin" ? "/admin/bookings" : "/provider/bookings",
      billConstraints: formConstraints(billFormSchema),
      paidConstraints: formConstraints(markBillPaidSchema),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ params, request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "jobs");
  const booking = await requireOwnership(user, { booking: params.bookingId ?? "" });
  const here = new URL(request.url).pathname;
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "write") {
    const submission = parseWithZod(form, { schema: billFormSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "write" as const } });
    const outcome = await writeBill(booking, submission.value, new Date());
    // Posted twice, the first post's bill is the answer.
    if (!outcome.ok && outcome.message === BILL_REASONS.alreadyBilled)
      return redirectWithToast(here, { type: "info", description: outcome.message });
    if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "write" as const } });
    return redirectWithToast(here, { type: "success", description: BILL_REASONS.written });
  }
  if (intent === "mark-paid") {
    const submission = parseWithZod(form, { schema: markBillPaidSchema });
    if (submission.status !== "success") return invalidFormReply(submission, { extra: { form: "mark-paid" as const } });
    const outcome = await markBillPaid(booking, submission.value, new Date());
    if (!outcome.ok && outcome.message === BILL_REASONS.nothingDue)
      return redirectWithToast(here, { type: "info", description: outcome.message });
    if (!outcome.ok) return refusalReply(submission, outcome, { extra: { form: "mark-paid" as const } });
    return redirectWithToast(here, { type: "success", description: BILL_REASONS.markedPaid });
  }
  throw textResponse(400, FORM_REASONS.unknownAction);
}

function MarkPaidForm({
  due,
  constraint,
  lastResult,
}: {
  due: string;
  constraint: ReturnType<typeof formConstraints>;
  lastResult?: unknown;
}) {
  const words = useWords(billWords);
  const [form, fields] = useForm({
    id: "mark-paid",
    lastResult: lastResult as never,
    constraint,
    onValidate: checkConstraints,
    ...CHECK_AS_YOU_TYPE,
  });
  const saving = useIsPending({ match: { intent: "mark-paid" } });
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <h3 className="text-lg font-semibold">{words.markPaid}</h3>
      <p className="text-muted-foreground">
        {fill(words.markPaidLead, {})} {`${words.due}: ${due}`}
      </p>
      <FormErrorSummary form={form} labels={{ method: words.howPaid, reference: words.paymentReference, tip_amount: words.tipReceived }} />
      <FormError errors={form.errors} />
      <Select
        meta={fields.method}
        label={words.howPaid}
        options={MARKED_METHODS.map((method) => ({ value: method, label: words[method] }))}
      />
      <Field meta={fields.reference} label={words.paymentReference} hint={words.paymentReferenceHint} />
      <Field meta={fields.tip_amount} label={words.tipReceived} inputMode="decimal" />
      <Button type="submit" name="intent" value="mark-paid" disabled={saving}>
        {saving ? words.saving : words.markPaid}
      </Button>
    </Form>
  );
}

export default function JobBill() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { form?: "write" | "mark-paid"; lastResult?: never } | undefined;
  const words = useWords(billWords);
  const say = useSay();
  const common = useWords(commonWords);
  const { booking, bill, start } = page;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <BackLink to={page.back}>{common.backToBookings}</BackLink>
      <Card className="space-y-5 p-6 sm:p-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{fill(words.billFor, { customer: booking.customerName })}</h1>
          <p className="text-muted-foreground">
            {booking.service} · {booking.when} · <span className="font-mono">{booking.reference}</span>
          </p>
        </div>
        {bill ? (
          <>
            <p>
              <Badge tone={bill.status === "paid" ? "success" : "primary"}>
                {bill.status === "due" ? words.due_status : words[bill.status]}
              </Badge>
            </p>
            <BillLines bill={bill} caption={words.title} />
            {bill.status !== "paid" ? (
              <MarkPaidForm
                due={bill.due}
                constraint={page.paidConstraints}
                lastResult={actionData?.form === "mark-paid" ? actionData.lastResult : undefined}
              />
            ) : bill.paidMethod ? (
              <p>
                {words.method}: {words[bill.paidMethod]}
                {bill.paidReference ? ` · ${bill.paidReference}` : ""}
              </p>
            ) : null}
          </>
        ) : booking.status !== "completed" ? (
          <p role="status">{say(BILL_REASONS.notCompleted)}</p>
        ) : start ? (
          <>
            <p className="text-muted-foreground">{words.billLead}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{words.agreed}</dt>
              <dd>{start.agreed ?? words.noAgreed}</dd>
              {start.applied ? (
                <>
                  <dt className="text-muted-foreground">{words.alreadyPaid}</dt>
                  <dd>{start.applied}</dd>
                </>
              ) : null}
            </dl>
            <p className="text-sm text-muted-foreground">{words.approvalNote}</p>
            <BillForm
              start={start}
              constraint={page.billConstraints}
              lastResult={actionData?.form === "write" ? actionData.lastResult : undefined}
            />
          </>
        ) : null}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider/bookings", label: "backToBookings" });
