import { lazy, Suspense, type ComponentProps } from "react";
import type { BookingForm as Form } from "./booking-form";
import * as eager from "./booking-form-eager.server";
import { hydrateAfter } from "~/components/hydration-gate";
import { useWords } from "~/components/use-words";
import { bookingWords } from "~/locales/booking";

type Loaded = { default: typeof Form };

/** A thenable that resolves at once: React's lazy() then renders without suspending. */
const resolved = (value: Loaded) => ({ then: (resolve: (loaded: Loaded) => void) => resolve(value) }) as unknown as Promise<Loaded>;

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
const load = () =>
  (loading ??= import("./booking-form").then((module) => {
    loaded = { default: module.BookingForm };
    return loaded;
  }));

// A page that opens with the form (?book=1) fetches its code while the page's other modules
// load, and hydrates once it is there: the form hydrates with the page, never on its own.
if (typeof document !== "undefined" && new URLSearchParams(window.location.search).get("book") === "1") hydrateAfter(load());

/**
 * The booking form's code is downloaded only by pages that show it. On the server the form is there
 * at once, so the HTML is complete without JavaScript; in the browser it is fetched when the form
 * is first shown (or, for ?book=1, before the page hydrates).
 */
const LazyForm = lazy(() => (eager.BookingForm ? resolved({ default: eager.BookingForm }) : loaded ? resolved(loaded) : load()));

export function LazyBookingForm(props: ComponentProps<typeof Form>) {
  const { loadingForm } = useWords(bookingWords);
  return (
    <Suspense fallback={<p className="text-muted-foreground">{loadingForm}</p>}>
      <LazyForm {...props} />
    </Suspense>
  );
}
