import { useNavigation } from "@remix-run/react";

/**
 * While a page loads after a click (JavaScript only; without it the browser shows its own
 * progress), say what is loading. The spec's text for the service page is 'Loading service
 * details...'.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location;
  const text = !loading ? "" : navigation.location.pathname.startsWith("/service/") ? "Loading service details..." : "Loading...";
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-40 flex justify-center">
      {text ? <p className="mt-2 rounded-full bg-primary px-4 py-1 text-sm font-medium text-primary-foreground shadow">{text}</p> : null}
    </div>
  );
}
