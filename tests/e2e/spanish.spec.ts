import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hasJs } from "./support/e2e";

/**
 * Spanish (issue 54, its first pages: the frame and home's zip and category steps), with and
 * without JavaScript: the header's switch gives the same page in Spanish at its `lang` address
 * and remembers the choice; a browser that asks for Spanish gets it unasked.
 */
test.describe("Spanish", () => {
  test("the switch gives home in Spanish, keeps it, and gives it back in English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/[?&]lang=es/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Encuentre servicios en su zona" })).toBeVisible();
    await expect(page).toHaveTitle("Encuentre servicios locales | Porchlight");

    // A refused zip is told in Spanish, beside the field and at the form's top.
    await page.getByRole("button", { name: "Buscar servicios" }).click();
    await expect(page.getByText("Escriba un código postal", { exact: true })).toBeVisible();
    await expect(page.locator("#form-errors")).toHaveText("1 cosa por corregir: Código postal");
    await page.getByPlaceholder("Escriba su código postal").fill("78701");
    await page.getByRole("button", { name: "Buscar servicios" }).click();
    await expect(page.getByRole("heading", { name: "Servicios en 78701" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Servicios para el hogar/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cambiar código postal" })).toBeVisible();

    // Remembered: a page without the parameter is in Spanish too.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Ayuda local de confianza, a la puerta de su casa" })).toBeVisible();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Find Services in Your Area" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Trusted local help, right at your door" })).toBeVisible();
  });

  test.describe("a browser that asks for Spanish", () => {
    test.use({ locale: "es-MX", viewport: { width: 320, height: 640 } });

    test("gets home in Spanish, whole at 320 px and accessible", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("link", { name: "Únase a la red" })).toBeVisible();
      await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en");
      // Search engines find each language's address, both ways, and the default.
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/\?lang=es$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/\?lang=en$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // axe is a script: the project with scripting checks the page (the markup is the server's either way).
      if (hasJs()) {
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      }
    });

    test("is told a page is missing in Spanish", async ({ page }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
      await expect(page).toHaveTitle("Página no encontrada | Porchlight");
    });
  });
});
