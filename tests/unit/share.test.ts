import { describe, expect, it } from "vitest";
import { LINK_CHANNELS, networkShareUrl, SHARE_CHANNELS, SHARE_LABELS } from "~/domain/marketing/share";

const URL_ = "https://porchlight.example/service/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b?ref=share&x=1";
const ENCODED_URL = "https%3A%2F%2Fporchlight.example%2Fservice%2F6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b%3Fref%3Dshare%26x%3D1";
const TEXT = "Drain Cleaning by Lone Star Plumbing & Sons on Porchlight";
const ENCODED_TEXT = "Drain%20Cleaning%20by%20Lone%20Star%20Plumbing%20%26%20Sons%20on%20Porchlight";

describe("share constants", () => {
  it("lists the channels and labels the link channels", () => {
    expect(SHARE_CHANNELS).toEqual(["facebook", "x", "linkedin", "email", "web_share", "copy_link"]);
    expect(LINK_CHANNELS).toEqual(["facebook", "x", "linkedin", "email"]);
    expect(LINK_CHANNELS.map((channel) => SHARE_LABELS[channel])).toEqual(["Facebook", "X", "LinkedIn", "Email"]);
    for (const channel of LINK_CHANNELS) expect(SHARE_CHANNELS).toContain(channel);
  });
});

describe("networkShareUrl", () => {
  it("builds the Facebook sharer link with the encoded URL", () => {
    expect(networkShareUrl("facebook", URL_, TEXT)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${ENCODED_URL}`);
  });

  it("builds the X intent with the encoded URL and text", () => {
    expect(networkShareUrl("x", URL_, TEXT)).toBe(`https://x.com/intent/post?url=${ENCODED_URL}&text=${ENCODED_TEXT}`);
  });

  it("builds the LinkedIn share link with the encoded URL", () => {
    expect(networkShareUrl("linkedin", URL_, TEXT)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED_URL}`);
  });

  it("builds a mailto link with the text as subject and text plus URL as body", () => {
    expect(networkShareUrl("email", URL_, TEXT)).toBe(`mailto:?subject=${ENCODED_TEXT}&body=${ENCODED_TEXT}%0A${ENCODED_URL}`);
  });

  it("keeps the shared URL intact through the query string", () => {
    for (const channel of ["facebook", "x", "linkedin"] as const) {
      const link = new URL(networkShareUrl(channel, URL_, TEXT));
      expect(link.protocol).toBe("https:");
      expect(link.searchParams.get(channel === "facebook" ? "u" : "url")).toBe(URL_);
    }
    expect(new URL(networkShareUrl("x", URL_, TEXT)).searchParams.get("text")).toBe(TEXT);
    const mail = new URL(networkShareUrl("email", URL_, TEXT));
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe(TEXT);
    expect(mail.searchParams.get("body")).toBe(`${TEXT}\n${URL_}`);
  });

  it("encodes characters that would break a link", () => {
    const text = `Plumbing "24/7" #1 in Austin? 100% + café`;
    const link = networkShareUrl("x", URL_, text);
    expect(link).not.toMatch(/[ "#]/);
    expect(new URL(link).searchParams.get("text")).toBe(text);
    expect(link).toContain("text=Plumbing%20%2224%2F7%22%20%231%20in%20Austin%3F%20100%25%20%2B%20caf%C3%A9");
  });
});
