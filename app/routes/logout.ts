import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect, SIGN_IN_REASONS } from "~/domain/accounts/sign-in";
import { destroyUserSession } from "~/services/support/auth.server";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormData } from "~/lib/form.server";

/** Sign-out is a POST (a link could be followed by a prefetch or a crawler). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const headers = new Headers({ "Set-Cookie": await destroyUserSession(request) });
  return redirectWithToast(
    safeRedirect(form.get("redirectTo"), "/"),
    { type: "success", description: SIGN_IN_REASONS.signedOut },
    { headers },
  );
}

export async function loader() {
  return redirect("/");
}
