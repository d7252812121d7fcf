import { Form } from "@remix-run/react";
import { PhotoList } from "~/components/quotes/photo-list";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { checkPhotoFiles, PhotoField } from "~/components/quotes/photo-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { KeepTogether } from "~/components/ui/keep-together";
import { Textarea } from "~/components/ui/textarea";
import { cx } from "~/components/ui/cx";
import { useIsPending } from "~/components/use-is-pending";
import { FormError } from "~/components/ui/alert";
import { checkConstraints } from "~/components/form-checks";
import { useWords } from "~/components/use-words";
import { threadWords } from "~/locales/threads";
import { fill } from "~/locales/words";
import { getFormProps, useForm, type FormConstraints, type FormErrors, type SubmissionResult } from "~/components/use-form";

export type MessageView = {
  id: string;
  mine: boolean;
  /** Written by the other side since the reader last opened the conversation. */
  unread: boolean;
  who: string;
  /** Null for a message an administrator hid. */
  text: string | null;
  /** Its photos' URLs (none once hidden). */
  photos: readonly string[];
  /** Why attachments of a reply by e-mail were not added (for its author only). */
  notes: readonly string[];
  hidden: boolean;
  hiddenReason: string | null;
  viaEmail: boolean;
  viaText: boolean;
  at: string;
};

/** A conversation's messages, oldest first, each with who wrote it and when (an ordered list, read top to bottom). */
export function ThreadMessages({ messages, empty }: { messages: readonly MessageView[]; empty: string }) {
  const words = useWords(threadWords);
  if (messages.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  const unread = messages.filter((message) => message.unread).length;
  return (
    <>
      {unread > 0 ? (
        <p className="text-sm font-medium">
          {fill(words.sinceYouLooked, { count: unread === 1 ? words.newMessage : fill(words.newMessages, { count: unread }) })}
        </p>
      ) : null}
      <ol aria-label={words.messages} className="space-y-3">
        {messages.map((message, index) => (
          <li
            key={message.id}
            // The newest is where a message just sent lands (`#latest`), and takes the focus.
            {...(index === messages.length - 1 ? { id: "latest", tabIndex: -1 } : {})}
            className={cx(
              "max-w-[90%] space-y-1 rounded-xl border p-3 sm:max-w-[75%]",
              message.mine ? "ml-auto border-primary bg-primary-soft" : "border-border bg-card",
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="font-semibold">{message.mine ? words.you : message.who}</span>
              <span className="text-muted-foreground">
                <KeepTogether text={message.at} />
              </span>
              {message.unread ? <Badge tone="warning">{words.new}</Badge> : null}
              {message.viaEmail ? <Badge>{words.byEmail}</Badge> : null}
              {message.viaText ? <Badge>{words.byText}</Badge> : null}
              {message.hidden ? <Badge tone="warning">{words.hidden}</Badge> : null}
            </p>
            {message.text === null ? (
              <p className="text-sm text-muted-foreground italic">{words.hiddenByPorchlight}</p>
            ) : message.text ? (
              <p className="break-words whitespace-pre-line">{message.text}</p>
            ) : null}
            <PhotoList
              photos={message.photos}
              label={message.mine ? words.photosFromYou : fill(words.photosFrom, { who: message.who })}
              alt={(position, count) => fill(message.mine ? words.photoFromYou : words.photoFrom, { position, count, who: message.who })}
            />
            {message.notes.length > 0 ? (
              <ul aria-label={words.notAdded} className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {message.notes.map((note, i) => (
                  <li key={`${i}:${note}`} className="break-words">
                    {note}
                  </li>
                ))}
              </ul>
            ) : null}
            {message.hiddenReason ? (
              <p className="text-sm text-muted-foreground">{fill(words.hiddenBecause, { reason: message.hiddenReason })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The browser's checks of a message: the text's constraints, then the photos'. */
function checkMessage({ form, formData }: { form: HTMLFormElement; formData: FormData }): FormErrors {
  const errors = checkConstraints({ form });
  const photos = checkPhotoFiles(formData);
  if (photos) errors.photos = [photos];
  return errors;
}

/** Writing a message: text and up to three photos, posted to the page (works without JavaScript). */
export function MessageForm({
  action,
  hidden,
  lastResult,
  constraint,
}: {
  action: string;
  hidden: Record<string, string>;
  /** The action's reply to this form's last post, if it was refused. */
  lastResult?: SubmissionResult;
  /** The message schema's checks, from the page's loader. */
  constraint: FormConstraints;
}) {
  const sending = useIsPending({ formAction: action, match: { intent: "message" } });
  const [form, fields] = useForm({ id: "message", lastResult, constraint, onValidate: checkMessage, shouldValidate: "onSubmit" });
  const words = useWords(threadWords);
  return (
    <Form method="post" encType="multipart/form-data" action={action} preventScrollReset className="space-y-2" {...getFormProps(form)}>
      <FormErrorSummary form={form} labels={{ body: words.yourMessage, photos: words.photos }} />
      <FormError errors={form.errors} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Textarea meta={fields.body} label={words.yourMessage} rows={4} />
      <PhotoField meta={fields.photos} />
      <Button type="submit" name="intent" value="message" disabled={sending}>
        {sending ? words.sending : words.send}
      </Button>
    </Form>
  );
}

/** "Report": an administrator may then read the conversation (a native disclosure, keyboard-operable). */
export function ReportForm({
  action,
  hidden,
  reported,
  lastResult,
  constraint,
}: {
  action: string;
  hidden: Record<string, string>;
  reported: boolean;
  lastResult?: SubmissionResult;
  /** The report schema's checks, from the page's loader. */
  constraint: FormConstraints;
}) {
  const [form, fields] = useForm({ id: "report", lastResult, constraint, onValidate: checkConstraints, shouldValidate: "onSubmit" });
  const words = useWords(threadWords);
  if (reported) return <p className="text-sm text-muted-foreground">{words.reported}</p>;
  const refused = Object.keys(form.allErrors).length > 0;
  return (
    <details className="rounded-lg border border-border p-3" open={refused ? true : undefined}>
      <summary className="cursor-pointer font-medium">{words.report}</summary>
      <Form method="post" action={action} className="mt-3 space-y-2" {...getFormProps(form)}>
        <FormErrorSummary form={form} labels={{ reason: words.whatIsWrong }} />
        <FormError errors={form.errors} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm">{words.reportExplained}</p>
        <Textarea meta={fields.reason} label={words.whatIsWrong} rows={2} />
        <Button type="submit" name="intent" value="report" variant="destructive" size="sm">
          {words.reportThis}
        </Button>
      </Form>
    </details>
  );
}
