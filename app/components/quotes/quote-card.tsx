import { Link } from "@remix-run/react";
import { Stars } from "~/components/reviews/stars";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { ClockIcon } from "~/components/ui/icons";
import { useWords } from "~/components/use-words";
import { cardWords } from "~/locales/discovery";
import { quotePageWords } from "~/locales/quotes";
import { fill } from "~/locales/words";
import { QuoteLines, type QuoteView } from "./quote-lines";

export type AnswerView = {
  threadId: string;
  businessName: string;
  serviceName: string;
  rating: string | null;
  reviews: string;
  responseTime: string;
  answer: string;
  declineReason: string | null;
  messagesHref: string;
  /** "2 new messages" from the provider since the customer last opened the conversation. */
  unread: string | null;
  quote: (QuoteView & { status: string; expired: boolean; acceptHref: string | null }) | null;
};

/** One provider's answer to a request, for comparing side by side: who, how rated, how quick, and their quote. */
export function QuoteCard({ answer }: { answer: AnswerView }) {
  const headingId = `answer-${answer.threadId}`;
  const quote = answer.quote;
  const words = useWords(quotePageWords);
  const card = useWords(cardWords);
  const business = { business: answer.businessName };
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg leading-tight font-semibold">
          {answer.businessName}
        </h3>
        <p className="text-sm text-muted-foreground">{answer.serviceName}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {answer.rating ? (
            <>
              <Stars rating={Number(answer.rating)} /> <span className="font-semibold">{answer.rating}</span>
            </>
          ) : null}
          <span className="text-muted-foreground">{answer.rating ? `(${answer.reviews})` : answer.reviews}</span>
        </p>
        <p className="flex items-center gap-2 text-sm">
          <ClockIcon className="h-4 w-4 text-muted-foreground" /> {fill(card.respondsWithin, { time: answer.responseTime })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={quote ? "primary" : answer.declineReason ? "destructive" : "neutral"}>{answer.answer}</Badge>
        {quote?.expired ? <Badge tone="warning">{words.expired}</Badge> : null}
        {quote?.status === "accepted" ? <Badge tone="success">{words.accepted}</Badge> : null}
      </div>
      {answer.declineReason ? <p className="text-sm">“{answer.declineReason}”</p> : null}
      {quote ? <QuoteLines quote={quote} caption={fill(words.quoteFrom, business)} /> : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {quote?.acceptHref ? (
          <ButtonLink to={quote.acceptHref} aria-label={fill(words.acceptAndChooseLabel, business)}>
            {words.acceptAndChoose}
          </ButtonLink>
        ) : null}
        <Link to={answer.messagesHref} className="inline-flex items-center text-sm font-medium text-primary underline">
          {fill(words.messagesWith, business)}
        </Link>
        {answer.unread ? <Badge tone="warning">{answer.unread}</Badge> : null}
      </div>
    </article>
  );
}
