import { Form } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { KeepTogether } from "~/components/ui/keep-together";
import { Textarea } from "~/components/ui/textarea";
import { cx } from "~/components/ui/cx";
import { useIsPending } from "~/components/use-is-pending";
import { MESSAGE_MAX, REPORT_REASON_MAX } from "~/domain/quotes";

export type MessageView = {
  id: string;
  mine: boolean;
  who: string;
  /** Null for a message an administrator hid. */
  text: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  viaEmail: boolean;
  at: string;
};

/** A conversation's messages, oldest first, each with who wrote it and when (an ordered list, read top to bottom). */
export function ThreadMessages({ messages, empty }: { messages: readonly MessageView[]; empty: string }) {
  if (messages.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ol aria-label="Messages" className="space-y-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cx(
            "max-w-[90%] space-y-1 rounded-xl border p-3 sm:max-w-[75%]",
            message.mine ? "ml-auto border-primary bg-primary-soft" : "border-border bg-card",
          )}
        >
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <span className="font-semibold">{message.who}</span>
            <span className="text-muted-foreground">
              <KeepTogether text={message.at} />
            </span>
            {message.viaEmail ? <Badge>by e-mail</Badge> : null}
            {message.hidden ? <Badge tone="warning">Hidden</Badge> : null}
          </p>
          {message.text === null ? (
            <p className="text-sm text-muted-foreground italic">This message was hidden by Porchlight.</p>
          ) : (
            <p className="break-words whitespace-pre-line">{message.text}</p>
          )}
          {message.hiddenReason ? <p className="text-sm text-muted-foreground">Hidden: {message.hiddenReason}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Writing a message: plain text, posted to the page (works without JavaScript). */
export function MessageForm({
  action,
  hidden,
  error,
  body,
}: {
  action: string;
  hidden: Record<string, string>;
  error: string | null;
  body: string;
}) {
  const sending = useIsPending({ formAction: action, match: { intent: "message" } });
  return (
    <Form method="post" action={action} preventScrollReset className="space-y-2" key={error ? "retry" : "fresh"}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Textarea name="body" label="Your message" rows={4} maxLength={MESSAGE_MAX} required defaultValue={body} error={error} />
      <Button type="submit" name="intent" value="message" disabled={sending}>
        {sending ? "Sending..." : "Send message"}
      </Button>
    </Form>
  );
}

/** "Report": an administrator may then read the conversation (a native disclosure, keyboard-operable). */
export function ReportForm({
  action,
  hidden,
  reported,
  error,
}: {
  action: string;
  hidden: Record<string, string>;
  reported: boolean;
  error: string | null;
}) {
  if (reported)
    return (
      <p className="text-sm text-muted-foreground">You or the other side reported this conversation; an administrator will read it.</p>
    );
  return (
    <details className="rounded-lg border border-border p-3" open={error ? true : undefined}>
      <summary className="cursor-pointer font-medium">Report</summary>
      <Form method="post" action={action} className="mt-3 space-y-2">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm">An administrator will read this conversation and may hide messages that break our rules.</p>
        <Textarea name="reason" label="What is wrong?" rows={2} maxLength={REPORT_REASON_MAX} required error={error} />
        <Button type="submit" name="intent" value="report" variant="destructive" size="sm">
          Report this conversation
        </Button>
      </Form>
    </details>
  );
}
