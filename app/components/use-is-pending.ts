import { useFormAction, useNavigation } from "@remix-run/react";

function pathOf(action: string | undefined): string | null {
  if (action === undefined) return null;
  const url = new URL(action, "http://porchlight.invalid");
  return `${url.pathname}${url.searchParams.has("index") ? "?index" : ""}`;
}

/**
 * Whether this form's submission (and, by default, the page it leads to) is under way, so its
 * button says so and is not pressed twice. A navigation is this form's when it posts to its action
 * with every field in `match` (the intent, the row's id), so one form never marks another on the
 * page busy.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  match,
  state = "non-idle",
}: {
  formAction?: string;
  formMethod?: "POST" | "GET";
  match?: Record<string, string>;
  state?: "submitting" | "loading" | "non-idle";
} = {}): boolean {
  const contextual = useFormAction();
  const navigation = useNavigation();
  const inState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  if (!inState || navigation.formMethod?.toUpperCase() !== formMethod) return false;
  if (pathOf(navigation.formAction) !== pathOf(formAction ?? contextual)) return false;
  return Object.entries(match ?? {}).every(([name, value]) => navigation.formData?.get(name) === value);
}
