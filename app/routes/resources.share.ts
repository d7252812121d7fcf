import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { LINK_CHANNELS, networkShareUrl, shareText, type ShareChannel } from "~/domain/share";
import { isUuid } from "~/domain/uuid";
import { readFormData } from "~/lib/form.server";
import { clientIp, publicOrigin, textResponse } from "~/lib/http.server";
import { visitorKey } from "~/lib/security.server";
import { getActiveService } from "~/models/service.server";
import { recordShare } from "~/models/share.server";

async function shareTarget(serviceId: string | null) {
  const service = isUuid(serviceId) ? await getActiveService(serviceId) : undefined;
  if (!service) return null;
  const url = `${publicOrigin()}/service/${service.id}`;
  return { service, url, text: shareText({ serviceName: service.service_name, businessName: service.business_name }) };
}

/** Counts the share once per visitor, channel and day; crawlers are never counted. */
async function count(request: Request, ip: string, target: NonNullable<Awaited<ReturnType<typeof shareTarget>>>, channel: ShareChannel) {
  const visitor = visitorKey(request.headers.get("User-Agent"), ip);
  if (visitor) await recordShare({ serviceId: target.service.id, channel, url: target.url, content: target.text, visitor });
}

/** A share link: records the share, then sends the browser to the network's share page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const channel = z.enum(LINK_CHANNELS).safeParse(params.get("channel"));
  if (!channel.success) return textResponse(400, "Unknown share channel");
  const target = await shareTarget(params.get("serviceId"));
  if (!target) return textResponse(404, "Service not found");
  await count(request, clientIp(context), target, channel.data);
  return redirect(networkShareUrl(channel.data, target.url, target.text));
}

/** Shares made in the browser (copied link, the system share sheet) are recorded here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const channel = z.enum(["copy_link", "web_share"]).safeParse(form.get("channel"));
  if (!channel.success) return json({ ok: false }, { status: 400 });
  const target = await shareTarget(String(form.get("serviceId") ?? ""));
  if (!target) return json({ ok: false }, { status: 404 });
  await count(request, clientIp(context), target, channel.data);
  return json({ ok: true });
}
