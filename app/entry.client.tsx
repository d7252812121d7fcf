import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { beforeHydration } from "~/components/hydration-gate";

/**
 * The page hydrates only once nothing in it can suspend, and at default priority, in one task
 * (decision 0050). React 18 otherwise leaves the document dehydrated while RemixBrowser waits for
 * single fetch's data (or a lazy form for its code), and a date typed or a box ticked in that
 * window forces a synchronous hydration that fails: "Root did not complete" (error #345;
 * remix#10214, react-router#12763), and the page never gets its script.
 */
void Promise.all([remixDataDecoded(), beforeHydration()]).then(() =>
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  ),
);

/**
 * Single fetch's data decoded, before React renders anything. RemixBrowser's first call starts the
 * decoding and throws its promise (to suspend); called here first, with nothing rendering, the
 * promise is caught and waited for, and the render that hydrates finds the data ready.
 */
function remixDataDecoded(): Promise<unknown> {
  try {
    (RemixBrowser as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown.catch(() => undefined);
  }
  // Nothing to wait for (or a version of Remix that no longer works this way): hydrate as before.
  return Promise.resolve();
}
