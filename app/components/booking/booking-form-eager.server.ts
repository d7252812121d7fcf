// The booking form as the server renders it: statically, so the page's HTML carries the form
// for browsers without JavaScript. Remix leaves `.server` modules out of the browser build,
// where lazy-booking-form.tsx fetches the form's code when it is first shown.
export { BookingForm } from "./booking-form";
