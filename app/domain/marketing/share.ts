export const SHARE_CHANNELS = ["facebook", "x", "linkedin", "email", "web_share", "copy_link"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
export const LINK_CHANNELS = ["facebook", "x", "linkedin", "email"] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];

export const SHARE_LABELS: Record<LinkChannel, string> = {
  facebook: "Facebook",
  x: "X",
  linkedin: "LinkedIn",
  email: "Email",
};

/** Spec: the copied indicator shows for 2 seconds. */
export const COPIED_INDICATOR_MS = 2000;

/** Where each network's share dialog lives; none needs JavaScript on our side. */
export function networkShareUrl(channel: LinkChannel, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (channel) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "x":
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "email":
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n${url}`)}`;
  }
}
