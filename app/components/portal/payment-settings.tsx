import { Form } from "@remix-run/react";
import { getFormProps, useForm, type FormConstraints, type SubmissionResult } from "~/components/use-form";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { FormError } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { RadioGroup } from "~/components/ui/radio-group";
import { useIsPending } from "~/components/use-is-pending";
import { ONLINE_PAYMENT_REASONS } from "~/domain/payments/online-payments";
import { typedPolicy } from "~/domain/payments/typed-policy";
import { policyWordsIn } from "~/locales/policy";
import { scheduleWords } from "~/locales/schedule";
import { paymentSettingsWords } from "~/locales/portal-services";
import { fill } from "~/locales/words";
import { useLanguage, useSay, useWords } from "~/components/use-words";

export type PaymentAccountView = { connected: boolean; chargesEnabled: boolean; detailsSubmitted: boolean } | null;

export type PaymentRuleView = {
  serviceId: string;
  rule: "none" | "deposit" | "full";
  priceDollars: string;
  depositDollars: string;
  depositPercent: string;
  dueNow: string | null;
  price: string | null;
};

/** Where the provider's share of online payments goes: their connected Stripe account (Express onboarding). */
export function StripeAccountCard({ online, account }: { online: boolean; account: PaymentAccountView }) {
  const connecting = useIsPending({ match: { intent: "connect-stripe" } });
  const words = useWords(paymentSettingsWords);
  const say = useSay();
  if (!online) return <p className="text-sm text-muted-foreground">{say(ONLINE_PAYMENT_REASONS.notConfigured)}</p>;
  if (account?.chargesEnabled) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="success">{words.stripeConnected}</Badge> {words.customersCanPay}
      </p>
    );
  }
  return (
    <Form method="post" className="space-y-2">
      <p className="text-sm">
        {say(ONLINE_PAYMENT_REASONS.needsAccount)} {words.stripeAsks}
      </p>
      <Button type="submit" name="intent" value="connect-stripe" disabled={connecting}>
        {account ? words.finishStripe : words.connectStripe}
      </Button>
    </Form>
  );
}

/** One service's payment rule: paid on site, a deposit (an amount or a percent of the price), or the full price when booking. */
export function PaymentRuleForm({
  serviceName,
  view,
  canTakeOnline,
  lastResult,
  constraint,
}: {
  serviceName: string;
  view: PaymentRuleView;
  canTakeOnline: boolean;
  lastResult?: SubmissionResult;
  /** The payment rule schema's checks, from the page's loader. */
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({
    id: `payment-${view.serviceId}`,
    lastResult,
    constraint,
    defaultValue: {
      payment_rule: view.rule,
      price: view.priceDollars,
      deposit_amount: view.depositDollars,
      deposit_percent: view.depositPercent,
    },
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending({ match: { intent: "payment-rule", service_id: view.serviceId } });
  const words = useWords(paymentSettingsWords);
  const say = useSay();
  const ruleOptions = [
    { value: "none", label: words.paidOnSite },
    { value: "deposit", label: words.deposit },
    { value: "full", label: words.fullPrice },
  ];
  return (
    // Refused, the form comes back open, its errors showing (without JavaScript the page is new, the disclosure shut).
    <details className="rounded-lg border border-border p-3" open={Object.keys(form.allErrors).length > 0 ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium">
        {fill(words.whenBooking, { due: view.dueNow ?? words.paidOnSiteShort })}
        <span className="sr-only"> ({serviceName})</span>
      </summary>
      <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
        <FormErrorSummary
          form={form}
          labels={{
            payment_rule: words.customersPay,
            price: words.price,
            deposit_amount: words.depositAmount,
            deposit_percent: words.depositPercent,
          }}
        />
        <FormError errors={form.errors} />
        <input type="hidden" name="service_id" value={view.serviceId} />
        <fieldset disabled={!canTakeOnline} className="space-y-3 disabled:opacity-70">
          <RadioGroup meta={fields.payment_rule} legend={words.customersPay} options={ruleOptions} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field meta={fields.price} label={words.price} inputMode="decimal" hint={words.priceHint} />
            <Field meta={fields.deposit_amount} label={words.depositAmount} inputMode="decimal" />
            <Field meta={fields.deposit_percent} label={words.depositPercent} inputMode="numeric" />
          </div>
          <Button type="submit" name="intent" value="payment-rule" size="sm" disabled={saving}>
            {words.save}
          </Button>
        </fieldset>
        {canTakeOnline ? null : <p className="text-sm text-muted-foreground">{say(ONLINE_PAYMENT_REASONS.needsAccount)}</p>}
      </Form>
    </details>
  );
}

/** The provider's cancellation policy: what every booking made from now on promises its customer. */
export function CancellationPolicyForm({
  policy,
  words,
  lastResult,
  constraint,
}: {
  policy: { freeCancelHours: number; lateFeePercent: number; noShowFeePercent: number };
  words: string[];
  lastResult?: SubmissionResult;
  /** The policy schema's checks, from the page's loader. */
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({
    id: "cancellation-policy",
    lastResult,
    constraint,
    defaultValue: {
      free_cancel_hours: String(policy.freeCancelHours),
      late_fee_percent: String(policy.lateFeePercent),
      no_show_fee_percent: String(policy.noShowFeePercent),
    },
    shouldValidate: "onSubmit",
  });
  const saving = useIsPending({ match: { intent: "policy" } });
  const language = useLanguage();
  const text = scheduleWords[language];
  // The preview follows what is typed (with JavaScript); until the fields make a policy, the saved one's words.
  const typed = typedPolicy({
    freeCancelHours: fields.free_cancel_hours.value,
    lateFeePercent: fields.late_fee_percent.value,
    noShowFeePercent: fields.no_show_fee_percent.value,
  });
  const preview = typed ? policyWordsIn(language, typed, null) : words;
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormErrorSummary
        form={form}
        labels={{ free_cancel_hours: text.freeCancelHours, late_fee_percent: text.lateFee, no_show_fee_percent: text.noShowFee }}
      />
      <FormError errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field meta={fields.free_cancel_hours} type="number" label={text.freeCancelHours} />
        <Field meta={fields.late_fee_percent} type="number" label={text.lateFee} />
        <Field meta={fields.no_show_fee_percent} type="number" label={text.noShowFee} />
      </div>
      <div className="rounded-lg bg-muted p-3 text-sm" aria-live="polite">
        <p className="font-medium">{text.customersRead}</p>
        <ul className="list-disc pl-5">
          {preview.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <Button type="submit" name="intent" value="policy" disabled={saving}>
        {saving ? text.saving : text.savePolicy}
      </Button>
    </Form>
  );
}
