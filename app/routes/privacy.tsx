import type { MetaFunction } from "@remix-run/node";
import { Card } from "~/components/ui/card";

export const meta: MetaFunction = () => [
  { title: "Privacy | Porchlight" },
  { name: "description", content: "What Porchlight keeps about you, who sees it, and how texts and e-mails work." },
];

/** What Porchlight keeps and why, in plain words: linked from every texts box and the footer. */
export default function Privacy() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Card className="space-y-6 p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">Privacy</h1>
        <section aria-labelledby="what" className="space-y-2">
          <h2 id="what" className="text-xl font-semibold">
            What we keep
          </h2>
          <p>
            When you book, ask for a quote or join a waitlist, we keep what you type: your name, e-mail address, phone number, the
            job&apos;s address and notes, and the times. The business you chose sees them so it can do the job; Porchlight&apos;s team sees
            them to help when something goes wrong. We do not sell them or share them with anyone else.
          </p>
          <p>
            Payments are made on Stripe&apos;s page: we keep what was paid and when, never your card number. E-mails come from Porchlight
            about what you made here, and each one has its link.
          </p>
        </section>
        <section aria-labelledby="texts-heading" id="texts" className="space-y-2">
          <h2 id="texts-heading" className="text-xl font-semibold">
            Texts
          </h2>
          <p>
            We text a number only when you ticked the box beside it, and only after that number replies YES to our first text. We keep the
            words you agreed to, with the time, the page and the address you agreed from, as carriers require.
          </p>
          <p>
            The texts are about what you made (a booking, a quote request, a waitlist entry): how many depends on it, and the box says so.
            Message and data rates may apply. Reply STOP to any text to stop them all, START to have them again, HELP for help. We never use
            your number for marketing, and never share it for anyone else&apos;s.
          </p>
        </section>
        <section aria-labelledby="yours" className="space-y-2">
          <h2 id="yours" className="text-xl font-semibold">
            Your data
          </h2>
          <p>To see, correct or delete what we keep about you, ask the business you booked: it reaches Porchlight&apos;s team for you.</p>
        </section>
      </Card>
    </div>
  );
}
