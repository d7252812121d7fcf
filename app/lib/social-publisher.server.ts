import type { SocialPlatform } from "~/domain/marketing/social";

export type PublishResult = "recorded" | "posted" | "failed";

/** Where a provider's social post goes. A real adapter would call each network's API. */
export interface SocialPublisher {
  readonly name: string;
  publish(post: { platform: SocialPlatform; content: string; url: string }): Promise<PublishResult>;
}

/**
 * Porchlight holds no accounts on the social networks, so this publisher makes no network
 * call: it only says the post was recorded. The portal shows the recorded posts, ready to be
 * sent by a real adapter later.
 */
export const localSocialPublisher: SocialPublisher = {
  name: "local",
  async publish() {
    return "recorded";
  },
};
