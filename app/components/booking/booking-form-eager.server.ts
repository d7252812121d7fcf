// The booking form as the server renders it: statically, so the page's HTML carries the form
// for browsers without JavaScript. In the browser build this module is an empty stub
// (vite.config.ts), and lazy-booking-form.tsx fetches the form's code when it is first shown.
export { BookingForm } from "./booking-form";
