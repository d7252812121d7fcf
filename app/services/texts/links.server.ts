import { findShortLink } from "~/models/text.server";

/** Where a text's short link (/b/…) leads: the signed path it was made for, or null for no such code. */
export async function shortLinkTarget(code: string | undefined): Promise<string | null> {
  if (!code || !/^[A-Za-z0-9_-]{12}$/.test(code)) return null;
  return (await findShortLink(code))?.path ?? null;
}
