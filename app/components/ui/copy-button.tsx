import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Button } from "./button";

const SHOWN_MS = 3_000;

/** Copies a text to the clipboard where JavaScript runs (nothing without it: the text is on the page to select). */
export function CopyButton({ text, label, copied = "Copied." }: { text: string; label: string; copied?: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<string | null>(null);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!hydrated) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(copied);
    } catch {
      setStatus("Could not copy: select the text and copy it.");
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus(null), SHOWN_MS);
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={copy}>
        {label}
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {status}
      </span>
    </span>
  );
}
