import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/text-field";
import { useHydrated } from "~/components/use-hydrated";
import { COPIED_INDICATOR_MS, type LinkChannel } from "~/domain/marketing/share";
import { useWords } from "~/components/use-words";
import { commonWords } from "~/locales/common";
import { serviceWords } from "~/locales/service";

type ShareLink = { channel: LinkChannel; label: string; href: string };

/**
 * Sharing a service page. The network links go through /resources/share, which records the
 * share and sends the browser on: no JavaScript needed. With JavaScript: copy to the
 * clipboard, and the browser's own share sheet where it has one.
 */
export function SharePanel({
  serviceId,
  url,
  title,
  text,
  links,
}: {
  serviceId: string;
  url: string;
  title: string;
  text: string;
  links: ShareLink[];
}) {
  const hydrated = useHydrated();
  const words = useWords(serviceWords);
  const common = useWords(commonWords);
  const recorder = useFetcher();
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  const [canShare, setCanShare] = useState(false);
  const timer = useRef<number>();

  useEffect(() => {
    setCanShare(typeof navigator.share === "function");
    return () => window.clearTimeout(timer.current);
  }, []);

  function flash(message: string, error = false) {
    setStatus({ message, error });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus(null), COPIED_INDICATOR_MS);
  }

  function record(channel: "copy_link" | "web_share") {
    recorder.submit({ serviceId, channel }, { method: "post", action: "/resources/share" });
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      flash(words.copied);
      record("copy_link");
    } catch {
      flash(words.copyFailed, true);
    }
  }

  async function share() {
    try {
      await navigator.share({ title, text, url });
      flash(words.shared);
      record("web_share");
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) flash(words.shareFailed, true);
    }
  }

  return (
    <section aria-labelledby="share-heading" className="space-y-3">
      <h2 id="share-heading" className="text-lg font-semibold">
        {words.share}
      </h2>
      {hydrated ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={copy}>
            {words.copyLink}
          </Button>
          {canShare ? (
            <Button variant="outline" size="sm" onClick={share}>
              {words.shareEllipsis}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor="share-url" className="block text-sm font-medium">
            {words.linkToService}
          </label>
          <input id="share-url" type="text" readOnly value={url} className={inputClasses} />
        </div>
      )}
      <ul className="flex flex-wrap gap-2" aria-label={words.shareOn}>
        {links.map((link) => (
          <li key={link.channel}>
            <a
              href={link.href}
              rel="nofollow noopener noreferrer"
              {...(link.channel === "email" ? {} : { target: "_blank" })}
              className={buttonClasses("ghost", "sm", "border border-border")}
            >
              {link.label}
              {link.channel === "email" ? null : <span className="sr-only">{common.opensInNewTab}</span>}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className={status?.error ? "text-sm font-medium text-destructive" : "text-sm font-medium text-success"}>
        {status?.message ?? ""}
      </p>
    </section>
  );
}
