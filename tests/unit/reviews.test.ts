import { cardWordsOf } from "~/locales/discovery";
import { sayIn } from "~/locales/messages";
import { firstNameAndInitial } from "~/domain/forms/fields";
import { describe, expect, it } from "vitest";
import {
  bayesianRating,
  catalogueMean,
  reviewEditableUntil,
  reviewLinkExpiry,
  reviewReminderAt,
  RATING_PRIOR_WEIGHT,
} from "~/domain/reviews/reviews";
import { moderationFormSchema, replyFormSchema, reviewFormSchema } from "~/domain/reviews/reviews.schema.server";
import { newReviewNonce, signReviewToken, verifyReviewToken } from "~/lib/signed-links.server";

const ratingSummary = cardWordsOf("en").ratingSummary;
const NO_REVIEWS_LABEL = "New · no reviews yet";

describe("bayesianRating", () => {
  it("pulls a small count toward the catalogue mean and leaves a large one near its own mean", () => {
    const mean = 4.5;
    const single = bayesianRating(5, 1, mean);
    const many = bayesianRating(200 * 4.8, 200, mean);
    expect(single).toBeCloseTo((RATING_PRIOR_WEIGHT * 4.5 + 5) / (RATING_PRIOR_WEIGHT + 1), 12);
    expect(many).toBeGreaterThan(4.79);
    expect(many).toBeGreaterThan(single);
  });

  it("gives a service without reviews exactly the catalogue mean", () => {
    expect(bayesianRating(0, 0, 4.2)).toBe(4.2);
  });

  it("ranks more reviews at the same mean higher when that mean is above the catalogue's", () => {
    expect(bayesianRating(50, 10, 4.5)).toBeGreaterThan(bayesianRating(25, 5, 4.5));
    expect(bayesianRating(30, 10, 4.5)).toBeLessThan(bayesianRating(15, 5, 4.5));
  });

  it("uses a fixed prior when nobody has reviewed anything yet", () => {
    expect(catalogueMean({ ratingSum: 0, reviewCount: 0 })).toBeNull();
    expect(bayesianRating(5, 1, null)).toBeCloseTo((5 * 4.5 + 5) / 6, 12);
    expect(catalogueMean({ ratingSum: 9, reviewCount: 2 })).toBe(4.5);
  });
});

describe("ratingSummary", () => {
  it("shows no number for a service without reviews", () => {
    expect(ratingSummary({ rating: null, review_count: 0 })).toEqual({ rating: null, reviews: NO_REVIEWS_LABEL });
    expect(NO_REVIEWS_LABEL).toBe("New · no reviews yet");
  });

  it.each([
    [4.8, 1, "4.8", "1 review"],
    [4.94, 2, "4.9", "2 reviews"],
    [4.96, 127, "5.0", "127 reviews"],
    [3, 1234, "3.0", "1,234 reviews"],
  ])("shows %d from %d reviews as %s (%s)", (rating, count, shown, reviews) => {
    expect(ratingSummary({ rating, review_count: count })).toEqual({ rating: shown, reviews });
  });
});

describe("firstNameAndInitial", () => {
  it.each([
    ["Jane Doe", "Jane D."],
    ["  jane   van der berg ", "jane B."],
    ["Prince", "Prince"],
    ["Zoë Ångström", "Zoë Å."],
    ["", "A customer"],
  ])("shows %j as %j", (name, shown) => {
    expect(firstNameAndInitial(name)).toBe(shown);
  });
});

describe("review windows", () => {
  const at = new Date("2026-03-07T18:00:00Z");
  it("links last 30 days, remind after 3, and edits stay open 7 days", () => {
    expect(reviewLinkExpiry(at).toISOString()).toBe("2026-04-06T18:00:00.000Z");
    expect(reviewReminderAt(at).toISOString()).toBe("2026-03-10T18:00:00.000Z");
    expect(reviewEditableUntil(at).toISOString()).toBe("2026-03-14T18:00:00.000Z");
  });
});

describe("review form", () => {
  it.each(["", "0", "6", "4.5", "five"])("refuses the rating %j with the rating message", (rating) => {
    const result = reviewFormSchema.safeParse({ rating, body: "" });
    expect(result.success).toBe(false);
    expect(sayIn("en", result.error!.issues[0].message)).toBe("Please choose a rating from 1 to 5 stars.");
  });

  it("takes 1 to 5 stars and an optional text of at most 2,000 characters", () => {
    expect(reviewFormSchema.parse({ rating: "5" })).toEqual({ rating: 5 });
    expect(reviewFormSchema.parse({ rating: "1", body: "x".repeat(2000) }).body).toHaveLength(2000);
    expect(reviewFormSchema.safeParse({ rating: "3", body: "x".repeat(2001) }).success).toBe(false);
    expect(reviewFormSchema.safeParse({ rating: "3", body: "bell\u0007" }).success).toBe(false);
    expect(reviewFormSchema.parse({ rating: "3", body: "line one\nline two" }).body).toBe("line one\nline two");
  });

  it("requires a reply text and a hiding reason", () => {
    expect(sayIn("en", replyFormSchema.safeParse({ reviewId: "x", reply: "  " }).error!.issues[0].message)).toBe("Please write a reply.");
    expect(sayIn("en", moderationFormSchema.safeParse({ intent: "hide", reviewId: "x", reason: "" }).error!.issues[0].message)).toBe(
      "Please give a reason for hiding this review.",
    );
    expect(moderationFormSchema.parse({ intent: "restore", reviewId: "x" })).toEqual({ intent: "restore", reviewId: "x" });
  });
});

describe("review token", () => {
  const claims = {
    bookingId: "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
    nonce: newReviewNonce(),
    expiresAt: new Date("2026-04-06T18:00:00Z"),
  };
  const token = signReviewToken(claims, "first-secret-0123456789");

  it("verifies under the signing secret or an older one still listed", () => {
    expect(verifyReviewToken(token, ["first-secret-0123456789"])).toEqual(claims);
    expect(verifyReviewToken(token, ["newer-secret-0123456789", "first-secret-0123456789"])).toEqual(claims);
  });

  it("refuses another secret, a changed booking, nonce or expiry, and junk", () => {
    expect(verifyReviewToken(token, ["other-secret-0123456789"])).toBeNull();
    const [booking, nonce, expires, signature] = token.split(".");
    const other = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    expect(verifyReviewToken([other, nonce, expires, signature].join("."), ["first-secret-0123456789"])).toBeNull();
    expect(verifyReviewToken([booking, newReviewNonce(), expires, signature].join("."), ["first-secret-0123456789"])).toBeNull();
    expect(
      verifyReviewToken([booking, nonce, String(Number(expires) + 86_400), signature].join("."), ["first-secret-0123456789"]),
    ).toBeNull();
    for (const junk of [null, undefined, "", "abc", `${token}x`, token.replace(/\./g, "-"), "a".repeat(5000)]) {
      expect(verifyReviewToken(junk, ["first-secret-0123456789"])).toBeNull();
    }
  });

  it("gives every invitation a fresh nonce", () => {
    expect(newReviewNonce()).not.toBe(newReviewNonce());
    expect(newReviewNonce()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
