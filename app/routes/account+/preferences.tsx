import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageErrorBoundary } from "~/components/error-boundary";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/select-field";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useSay, useWords } from "~/components/use-words";
import { ACCOUNT_REASONS } from "~/domain/accounts/data-export";
import { contactPreferencesSchema } from "~/domain/accounts/contact-preferences.schema.server";
import { LANGUAGE_NAMES, LANGUAGES } from "~/domain/language";
import { readFormData } from "~/lib/form.server";
import { invalidFormReply } from "~/lib/refusals.server";
import { redirectWithToast } from "~/lib/toast.server";
import { commonWords } from "~/locales/common";
import { customerHomeWords } from "~/locales/customer-home";
import { contactPreferencesOf, saveContactPreferences } from "~/services/customer-home/index.server";
import { requireCustomer } from "~/services/support/access.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${customerHomeWords[languageOfMatches(matches)].preferences} | Porchlight` },
  { name: "robots", content: "noindex" },
];

/** /account/preferences: what a signed-in customer is sent, by kind and channel, and in which language (decision 0054). */
export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireCustomer(request);
  return data(await contactPreferencesOf(customer), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await requireCustomer(request);
  const submission = parseWithZod(await readFormData(request), { schema: contactPreferencesSchema });
  if (submission.status !== "success") return invalidFormReply(submission);
  await saveContactPreferences(customer, submission.value);
  return redirectWithToast("/account/preferences", { type: "success", description: ACCOUNT_REASONS.preferencesSaved });
}

export default function ContactPreferences() {
  const preferences = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const words = useWords(customerHomeWords);
  const common = useWords(commonWords);
  const say = useSay();
  const busy = useIsPending();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <BackLink to="/account">{common.yourBookings}</BackLink>
      <Card className="space-y-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.preferences}</h1>
        <p className="text-muted-foreground">{words.preferencesLead}</p>
        {failed ? <p role="alert">{say("form.correctFields")}</p> : null}
        <Form method="post" className="space-y-5">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <span className="sr-only">{words.preferences}</span>
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  {words.byEmail}
                </th>
                {preferences.textable ? (
                  <th scope="col" className="px-2 py-2 font-medium">
                    {words.byText}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {preferences.kinds.map((row) => (
                <tr key={row.kind} className="border-t border-border">
                  <th scope="row" id={`kind-${row.kind}`} className="py-3 pr-2 font-normal">
                    {words[`kind_${row.kind}`]}
                  </th>
                  <td className="px-2 py-3">
                    <input
                      type="checkbox"
                      name={`email_${row.kind}`}
                      defaultChecked={row.email}
                      aria-label={`${words[`kind_${row.kind}`]}: ${words.byEmail}`}
                      className="h-5 w-5"
                    />
                  </td>
                  {preferences.textable ? (
                    <td className="px-2 py-3">
                      <input
                        type="checkbox"
                        name={`text_${row.kind}`}
                        defaultChecked={row.text}
                        aria-label={`${words[`kind_${row.kind}`]}: ${words.byText}`}
                        className="h-5 w-5"
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          {preferences.textable ? null : <p className="text-sm text-muted-foreground">{words.textsNeedNumber}</p>}
          <SelectField
            name="language"
            label={words.languageLabel}
            defaultValue={preferences.language}
            options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
          <Button type="submit" disabled={busy}>
            {busy ? words.saving : words.savePreferences}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

export const ErrorBoundary = pageErrorBoundary({});
