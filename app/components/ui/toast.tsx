import { useEffect, useState } from "react";
import { cx } from "./cx";
import { XIcon } from "./icons";
import { useHydrated } from "../use-hydrated";
import { useSay, useWords } from "../use-words";
import { commonWords } from "~/locales/common";

export type ToastMessage = { type: "success" | "error" | "info"; title?: string; description: string };

const STYLES: Record<ToastMessage["type"], string> = {
  success: "border-success bg-card text-card-foreground",
  info: "border-border bg-card text-card-foreground",
  error: "border-destructive bg-destructive-soft text-foreground",
};

const DISPLAY_MS = 5000;

/**
 * The one place toasts appear: a polite live region that always exists, so screen readers
 * announce what is put into it. Without JavaScript the toast simply stays on the page; with
 * it, it fades after about five seconds and can be dismissed.
 */
export function ToastRegion({ toast }: { toast: ToastMessage | null }) {
  const hydrated = useHydrated();
  const say = useSay();
  const { dismiss } = useWords(commonWords);
  const [visible, setVisible] = useState<ToastMessage | null>(toast);

  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = window.setTimeout(() => setVisible(null), DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const shown = hydrated ? visible : toast;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end"
    >
      {shown ? (
        <div
          data-testid="toast"
          className={cx(
            "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg",
            STYLES[shown.type],
            hydrated && "toast-timed",
          )}
        >
          <div className="flex-1">
            {shown.title ? <p className={cx("font-semibold", shown.type === "error" && "text-destructive")}>{say(shown.title)}</p> : null}
            <p className="text-sm">{say(shown.description)}</p>
          </div>
          {hydrated ? (
            <button type="button" onClick={() => setVisible(null)} className="rounded p-1 text-muted-foreground hover:bg-muted">
              <XIcon className="h-4 w-4" />
              <span className="sr-only">{dismiss}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
