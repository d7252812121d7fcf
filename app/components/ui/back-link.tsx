import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ArrowLeftIcon } from "./icons";

/** "Back to …": a plain link one level up (spec: back actions step back one level). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeftIcon className="h-4 w-4" />
      {children}
    </Link>
  );
}
