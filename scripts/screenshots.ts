/**
 * `npm run screenshots`: the README's pictures of the product, taken from the production build on
 * a scratch database with the demo data, so they show what the code does today. Each view is shot
 * on a phone (390×844) and a desktop (1280×800), light and dark, into docs/screenshots/.
 *
 *   --no-build   use the existing build/
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PROVIDER } from "../app/seed/demo-data";
import { chromiumPath, DEMO_LIST, firstServicePath, ROOT, signIn, startServer } from "./bench/support";

const OUT = path.join(ROOT, "docs/screenshots");

type View = { name: string; title: string; path: (base: string) => Promise<string>; as?: "provider" | "admin" };

const SCREENS = {
  phone: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

const VIEWS: View[] = [
  { name: "1-home", title: "Home: a zip code and four categories", path: async () => "/?zip=78701" },
  { name: "2-list", title: "Providers near 78701", path: async () => DEMO_LIST },
  { name: "3-booking", title: "A service page with its booking form", path: async (base) => `${await firstServicePath(base)}?book=1` },
  { name: "4-portal", title: "The provider portal: bookings", path: async () => "/provider/bookings", as: "provider" },
  { name: "5-admin", title: "The admin panel: bookings", path: async () => "/admin/bookings", as: "admin" },
];

async function main() {
  if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "porchlight-shots-"));
  const server = await startServer(path.join(scratch, "app.db"), { seedDemo: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const cookies = {
      provider: await signIn(server.base, "/provider?index", DEMO_PROVIDER.email, DEMO_PROVIDER.password),
      admin: await signIn(server.base, "/admin?index", DEMO_ADMIN.email, DEMO_ADMIN.password),
    };
    fs.mkdirSync(OUT, { recursive: true });
    for (const view of VIEWS) {
      const url = `${server.base}${await view.path(server.base)}`;
      for (const [screenName, screen] of Object.entries(SCREENS)) {
        for (const colorScheme of ["light", "dark"] as const) {
          const { width, height, ...device } = screen;
          const context = await browser.newContext({ viewport: { width, height }, colorScheme, ...device });
          if (view.as) {
            await context.addCookies(
              cookies[view.as].split("; ").map((pair) => {
                const [name, ...value] = pair.split("=");
                return { name, value: value.join("="), url: server.base };
              }),
            );
          }
          const page = await context.newPage();
          await page.goto(url, { waitUntil: "networkidle" });
          const file = path.join(OUT, `${view.name}-${screenName}-${colorScheme}.jpg`);
          await page.screenshot({ path: file, type: "jpeg", quality: 70 });
          await context.close();
          console.log(`${path.relative(ROOT, file)}  ${view.title}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
