import { expect, test, type Page } from "@playwright/test";
import { hasJs, upcomingWorkday, runName } from "./support/e2e";
import { completeFromPortal, reviewLinkOf } from "./support/reviews";
import { bookThroughForm, createAdmin, createProvider } from "./support/factories";
import { signIn } from "./support/session";
import { schemaOrgProblems } from "../support/schema-org";

async function structuredData(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? "null");
}

test("a completed job's customer reviews it from the e-mail, the provider replies, an admin hides it", async ({ page, context }) => {
  // Three people's pages in turn: 20 s and more on a loaded 2-core machine.
  test.setTimeout(60_000);
  const provider = await createProvider({ serviceName: "Plumbing" });
  const name = `Rita ${runName()} Reviewer`;
  const { id } = await bookThroughForm(page.request, provider.serviceId, { name, date: upcomingWorkday(3), time: "10:00" });

  // The provider takes the job through to completed.
  await signIn(page, provider);
  await completeFromPortal(page, name);

  // Before any review the service is new, and its page says so without a number.
  await page.goto(`/service/${provider.serviceId}`);
  await expect(page.getByText("New · no reviews yet").first()).toBeVisible();
  expect((await structuredData(page)).aggregateRating).toBeUndefined();

  // The customer opens the link from their e-mail (signed out: a fresh browser context).
  const customer = await context.browser()!.newPage({ javaScriptEnabled: hasJs(), baseURL: new URL(page.url()).origin });
  await customer.goto(reviewLinkOf(id));
  await expect(customer.getByRole("heading", { name: `How did ${provider.business} do?` })).toBeVisible();
  await expect(customer.getByText(`Rita R.`)).toBeVisible();

  // Stars are a native radio group: sending none is refused and the text is kept.
  await customer.getByLabel("Your review (optional)").fill("Quick, tidy and friendly. <b>Recommended</b>");
  await customer.getByRole("button", { name: "Publish review" }).click();
  await expect(customer.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(customer.getByLabel("Your review (optional)")).toHaveValue("Quick, tidy and friendly. <b>Recommended</b>");
  await customer.getByRole("radio", { name: "4 stars" }).check();
  await customer.getByRole("button", { name: "Publish review" }).click();

  await expect(customer).toHaveURL(new RegExp(`/service/${provider.serviceId}#reviews$`));
  await expect(customer.getByRole("status").getByText("Thank you! Your review is published.")).toBeVisible();
  const reviews = customer.locator("#reviews");
  await expect(reviews.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(reviews.getByText("Quick, tidy and friendly. <b>Recommended</b>")).toBeVisible();
  await expect(reviews.getByText("Verified booking", { exact: true })).toBeVisible();
  await expect(customer.getByRole("link", { name: "(1 review)" })).toBeVisible();
  const jsonLd = await structuredData(customer);
  expect(schemaOrgProblems(jsonLd)).toEqual([]);
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  await customer.close();

  // The provider replies from the portal.
  await page.goto("/provider/reviews");
  await page.getByLabel("Reply publicly").fill("Thanks, Rita! See you next time.");
  await page.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByRole("status").getByText("Your reply is published.")).toBeVisible();
  await page.goto(`/service/${provider.serviceId}`);
  await expect(page.locator("#reviews").getByText("Thanks, Rita! See you next time.")).toBeVisible();

  // An admin hides the review with a reason; the rating goes back to none.
  const admin = await createAdmin();
  await page.context().clearCookies();
  await signIn(page, admin, "/admin");
  await page.goto("/admin/reviews");
  const review = page.getByRole("article", { name: "Review by Rita R." }).filter({ hasText: provider.business });
  await review.getByRole("button", { name: "Hide review" }).click();
  await expect(review.getByText("Please give a reason for hiding this review.")).toBeVisible();
  await review.getByLabel(/Reason for hiding/).fill("Contains a phone number");
  await review.getByRole("button", { name: "Hide review" }).click();
  await expect(page.getByRole("status").getByText("Review hidden. The customer and the provider have been told.")).toBeVisible();
  await page.goto(`/service/${provider.serviceId}`);
  await expect(page.getByText("New · no reviews yet").first()).toBeVisible();
  await expect(page.locator("#reviews").getByText("Quick, tidy and friendly.")).toHaveCount(0);
});

test("a forged review link is refused with a clear message", async ({ page }) => {
  const response = await page.goto("/reviews/new?token=not-a-real-token");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("This review link is not valid. Please use the link from your e-mail.")).toBeVisible();
});

test("service pages are described to search engines and listed in the sitemap", async ({ page, request }) => {
  const provider = await createProvider({ serviceName: "Gutter Cleaning" });
  await page.goto(`/service/${provider.serviceId}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^Gutter Cleaning by ${provider.business}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/service/${provider.serviceId}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `Gutter Cleaning by ${provider.business} | Porchlight`,
  );
  expect(schemaOrgProblems(await structuredData(page))).toEqual([]);

  const robots = await (await request.get("/robots.txt")).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)![1];
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  expect(sitemap).toContain(`/service/${provider.serviceId}</loc>`);
});
