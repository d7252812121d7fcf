import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { LINK_CHANNELS, networkShareUrl, shareText } from "~/domain/share";
import { isUuid } from "~/domain/uuid";
import { publicOrigin, textResponse } from "~/lib/http.server";
import { getActiveService } from "~/models/service.server";
import { recordShare } from "~/models/share.server";

async function shareTarget(request: Request, serviceId: string | null) {
  const service = isUuid(serviceId) ? await getActiveService(serviceId) : undefined;
  if (!service) return null;
  const url = `${publicOrigin(request)}/service/${service.id}`;
  return { service, url, text: shareText({ serviceName: service.service_name, businessName: service.business_name }) };
}

/** A share link: records the share, then sends the browser to the network's share page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const channel = z.enum(LINK_CHANNELS).safeParse(params.get("channel"));
  if (!channel.success) return textResponse(400, "Unknown share channel");
  const target = await shareTarget(request, params.get("serviceId"));
  if (!target) return textResponse(404, "Service not found");
  await recordShare({ serviceId: target.service.id, channel: channel.data, url: target.url, content: target.text });
  return redirect(networkShareUrl(channel.data, target.url, target.text));
}

/** Shares made in the browser (copied link, the system share sheet) are recorded here. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const channel = z.enum(["copy_link", "web_share"]).safeParse(form.get("channel"));
  if (!channel.success) return data({ ok: false }, { status: 400 });
  const target = await shareTarget(request, String(form.get("serviceId") ?? ""));
  if (!target) return data({ ok: false }, { status: 404 });
  await recordShare({ serviceId: target.service.id, channel: channel.data, url: target.url, content: target.text });
  return { ok: true };
}
