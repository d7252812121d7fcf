import { useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A form that stays on its page after a success (the action redirects back to the same URL with
 * a toast) is not mounted again, and useForm keeps its last errors and values until told
 * otherwise. This resets it when its submission ends without action data, that is, when the
 * action redirected: the old error goes and the fields are ready for the next entry. A refused
 * submission comes back as action data and keeps what the user typed.
 */
export function useResetAfterSuccess(form: { reset: () => void }, pending: boolean) {
  const actionData = useActionData();
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending && actionData == null) form.reset();
    wasPending.current = pending;
  }, [pending, actionData, form]);
}
