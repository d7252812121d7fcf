import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeRedirect } from "~/domain/sign-in";
import { THEMES } from "~/domain/theme";
import { serializeTheme } from "~/lib/theme.server";
import { readFormData } from "~/lib/form.server";
import { textResponse } from "~/lib/http.server";

const themeFormSchema = z.object({
  theme: z.enum(THEMES),
  redirectTo: z.string().optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await readFormData(request));
  const parsed = themeFormSchema.safeParse(form);
  if (!parsed.success) {
    return textResponse(400, "Choose light, dark or system.");
  }
  return redirect(safeRedirect(parsed.data.redirectTo, "/"), {
    headers: { "Set-Cookie": serializeTheme(parsed.data.theme) },
  });
}

export async function loader() {
  return redirect("/");
}
