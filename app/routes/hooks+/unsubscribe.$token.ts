import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { textResponse } from "~/lib/http.server";
import { openUnsubscribeLink } from "~/lib/signed-links.server";
import { stopByUnsubscribeLink } from "~/services/customer-home/index.server";

/**
 * RFC 8058's one click (decision 0054): a mail program posts `List-Unsubscribe=One-Click` here
 * from its own servers, without an Origin; the token's signature is the proof, as a webhook's is.
 */
export async function action({ params }: ActionFunctionArgs) {
  const link = openUnsubscribeLink(params.token);
  if (!link) return textResponse(404, "This unsubscribe link is not one of Porchlight's.");
  await stopByUnsubscribeLink(link);
  return textResponse(200, "Unsubscribed.");
}

/** Opened in a browser: the page that asks. */
export async function loader({ params }: LoaderFunctionArgs) {
  throw redirect(`/unsubscribe/${encodeURIComponent(params.token ?? "")}`);
}
