import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeRedirect } from "~/domain/accounts/sign-in";
import { THEMES } from "~/domain/theme";
import { serializeTheme } from "~/lib/theme.server";
import { readFormData } from "~/lib/form.server";
import { saidResponse } from "~/lib/refusals.server";
import { FORM_REASONS } from "~/domain/forms/fields";

const themeFormSchema = z.object({
  theme: z.enum(THEMES),
  redirectTo: z.string().optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await readFormData(request));
  const parsed = themeFormSchema.safeParse(form);
  if (!parsed.success) {
    return saidResponse(request, 400, FORM_REASONS.chooseTheme);
  }
  const headers = { "Set-Cookie": serializeTheme(parsed.data.theme) };
  // The form without JavaScript names the page to return to; the switch's fetcher stays put.
  if (parsed.data.redirectTo === undefined) return json({ theme: parsed.data.theme }, { headers });
  return redirect(safeRedirect(parsed.data.redirectTo, "/"), { headers });
}

export async function loader() {
  return redirect("/");
}
