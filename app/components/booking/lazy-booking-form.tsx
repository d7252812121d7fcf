import { lazy, Suspense, type ComponentProps } from "react";
import type { BookingForm as Form } from "./booking-form";
import * as eager from "./booking-form-eager.server";

type Loaded = { default: typeof Form };

/**
 * The booking form, whose code (and conform's) only pages that show it download: a service page
 * without `?book=1` needs none of it. On the server the form is there at once (a thenable that
 * resolves synchronously, so React never suspends and the HTML is complete without JavaScript);
 * in the browser it is fetched when the form is first shown, and a server-rendered form is
 * hydrated when it arrives.
 */
const LazyForm = lazy(() =>
  eager.BookingForm
    ? ({ then: (resolve: (value: Loaded) => void) => resolve({ default: eager.BookingForm }) } as unknown as Promise<Loaded>)
    : import("./booking-form").then((module) => ({ default: module.BookingForm })),
);

export function LazyBookingForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<p className="text-muted-foreground">Loading the booking form...</p>}>
      <LazyForm {...props} />
    </Suspense>
  );
}
