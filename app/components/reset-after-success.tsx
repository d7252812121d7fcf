import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ToastMessage } from "~/components/ui/toast";

/**
 * After a post that ends in a new success toast, its form is reset and the disclosure holding it
 * closes, so nothing invites a second submission; a refused post keeps what was typed. Without
 * JavaScript the page loaded afresh does the same. Rendered once, in the root layout.
 */
export function ResetFormsAfterSuccess({ toast }: { toast: ToastMessage | null }) {
  const navigation = useNavigation();
  const submitted = useRef<HTMLFormElement | null>(null);
  const toastBefore = useRef<ToastMessage | null | undefined>(undefined);

  useEffect(() => {
    // Capture: seen before the form's own handler and Remix's, whichever sends it.
    const remember = (event: Event) => {
      if (event.target instanceof HTMLFormElement && event.target.method.toLowerCase() === "post") submitted.current = event.target;
    };
    document.addEventListener("submit", remember, true);
    return () => document.removeEventListener("submit", remember, true);
  }, []);

  useEffect(() => {
    if (navigation.state === "submitting") {
      if (toastBefore.current === undefined) toastBefore.current = toast;
      return;
    }
    if (navigation.state !== "idle" || toastBefore.current === undefined) return;
    const form = submitted.current;
    const succeeded = toast !== toastBefore.current && toast?.type === "success";
    submitted.current = null;
    toastBefore.current = undefined;
    if (!form || !form.isConnected || !succeeded) return;
    form.reset();
    for (let parent = form.parentElement; parent; parent = parent.parentElement) {
      if (parent instanceof HTMLDetailsElement) parent.open = false;
    }
  }, [navigation.state, toast]);

  return null;
}
