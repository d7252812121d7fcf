import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { LINK_CHANNELS, networkShareUrl } from "~/domain/marketing/share";
import { readFormData } from "~/lib/form.server";
import { clientIp } from "~/lib/http.server";
import { saidResponse } from "~/lib/refusals.server";
import { FORM_REASONS } from "~/domain/forms/fields";
import { visitorKey } from "~/lib/security.server";
import { requestLanguage } from "~/lib/language.server";
import { shareService } from "~/services/discovery/index.server";
import { NOT_FOUND_REASONS } from "~/domain/outcome";

/** A share link: records the share, then sends the browser to the network's share page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const channel = z.enum(LINK_CHANNELS).safeParse(params.get("channel"));
  if (!channel.success) return saidResponse(request, 400, FORM_REASONS.unknownAction);
  const visitor = visitorKey(request.headers.get("User-Agent"), clientIp(context));
  const shared = await shareService({
    serviceId: params.get("serviceId"),
    channel: channel.data,
    visitor,
    now: new Date(),
    language: requestLanguage(request).language,
  });
  if (!shared) return saidResponse(request, 404, NOT_FOUND_REASONS.service);
  return redirect(networkShareUrl(channel.data, shared.url, shared.text));
}

/** Shares made in the browser (copied link, the system share sheet) are recorded here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const channel = z.enum(["copy_link", "web_share"]).safeParse(form.get("channel"));
  if (!channel.success) return saidResponse(request, 400, FORM_REASONS.unknownAction);
  const visitor = visitorKey(request.headers.get("User-Agent"), clientIp(context));
  const shared = await shareService({
    serviceId: String(form.get("serviceId") ?? ""),
    channel: channel.data,
    visitor,
    now: new Date(),
    language: requestLanguage(request).language,
  });
  if (!shared) return saidResponse(request, 404, NOT_FOUND_REASONS.service);
  return json({ ok: true });
}
