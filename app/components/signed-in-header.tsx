import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { useWords } from "./use-words";
import { commonWords } from "~/locales/common";
import { fill } from "~/locales/words";

/** The portal's and the admin panel's header: title, 'Welcome, {email}', and Sign Out (a POST). */
export function SignedInHeader({
  title,
  email,
  signOutTo,
  children,
}: {
  title: string;
  email: string;
  signOutTo: string;
  children?: ReactNode;
}) {
  const words = useWords(commonWords);
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        {/* One line on a phone, beside Sign Out: the page's own content starts on the first screen. */}
        <h1 className="text-xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-sm break-all text-muted-foreground sm:text-base">{fill(words.welcomeEmail, { email })}</p>
      </div>
      <div className="flex items-center gap-3">
        {children}
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value={signOutTo} />
          <Button type="submit" variant="outline">
            {words.signOut}
          </Button>
        </Form>
      </div>
    </header>
  );
}
