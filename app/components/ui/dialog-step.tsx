import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "../use-hydrated";

/**
 * A confirmation or a small form that is its own URL (e.g. /admin?confirm=approve&id=…).
 * Without JavaScript it renders as a step on the page; with JavaScript as a modal <dialog> (the
 * browser traps focus in it and closes it on Escape), and closing it returns to `cancelHref`.
 */
export function DialogStep({ title, cancelHref, children }: { title: string; cancelHref: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, [hydrated]);

  const body = (
    <>
      <h2 id="dialog-step-title" className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </>
  );

  if (!hydrated) {
    return (
      <section aria-labelledby="dialog-step-title" className="rounded-xl border-2 border-primary bg-card p-6 shadow-lg">
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={dialog}
      aria-labelledby="dialog-step-title"
      onClose={() => navigate(cancelHref, { preventScrollReset: true, replace: true })}
      className="m-auto w-full max-w-lg rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
    >
      {body}
    </dialog>
  );
}
