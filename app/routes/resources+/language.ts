import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/domain/accounts/sign-in";
import { isFormId, typedValuesOf } from "~/domain/forms/typed-values";
import { parseLanguage } from "~/domain/language";
import { readFormData } from "~/lib/form.server";
import { saidResponse } from "~/lib/refusals.server";
import { FORM_REASONS } from "~/domain/forms/fields";
import { languageCookie } from "~/lib/language.server";
import { typedValuesCookie } from "~/lib/typed-values.server";

/**
 * The header's language switch on a page with a form, without JavaScript (issue 54): the page's
 * form is posted here; the language is remembered and what was typed goes back to the same page,
 * in the other language, in its fields.
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const language = parseLanguage(url.searchParams.get("lang"));
  if (!language) return saidResponse(request, 400, FORM_REASONS.chooseLanguage);
  const back = new URL(safeRedirect(url.searchParams.get("back"), "/"), url.origin);
  back.searchParams.set("lang", language);
  const headers = new Headers({ "Set-Cookie": languageCookie(language) });
  const form = url.searchParams.get("form");
  if (isFormId(form)) headers.append("Set-Cookie", await typedValuesCookie(typedValuesOf(form, await readFormData(request))));
  return redirect(`${back.pathname}${back.search}${back.hash}`, { status: 303, headers });
}

export async function loader() {
  return redirect("/");
}
