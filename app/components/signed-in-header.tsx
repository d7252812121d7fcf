import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "./ui/button";

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
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">Welcome, {email}</p>
      </div>
      <div className="flex items-center gap-3">
        {children}
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value={signOutTo} />
          <Button type="submit" variant="outline">
            Sign Out
          </Button>
        </Form>
      </div>
    </header>
  );
}
