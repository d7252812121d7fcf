import { getFormProps, useForm } from "~/components/use-form";
import { KeepTogether } from "~/components/ui/keep-together";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraints } from "~/lib/form-constraints.server";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { FormError } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { inputClasses } from "~/components/ui/text-field";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { ANALYTICS_DAYS, SOCIAL_REASONS, SOCIAL_PLATFORM_LABELS, SOCIAL_PLATFORMS } from "~/domain/marketing/social";
import { socialPostSchema } from "~/domain/marketing/social.schema.server";
import { requireAccess } from "~/services/support/access.server";
import { invalidFormReply, refusalReply } from "~/lib/refusals.server";
import { refuse } from "~/domain/outcome";
import { redirectWithToast } from "~/lib/toast.server";
import { marketingPage, postToSocial } from "~/services/portal/index.server";
import { readFormData } from "~/lib/form.server";
import { asStrings, firstString } from "~/components/ui/form-values";
import { sectionErrorBoundary } from "~/components/error-boundary";
import { useIsPending } from "~/components/use-is-pending";
import { languageOfMatches, useWords } from "~/components/use-words";
import { requestLanguage } from "~/lib/language.server";
import { marketingWords } from "~/locales/portal-marketing";
import { portalWords } from "~/locales/portal";
import { fill } from "~/locales/words";

export const meta: MetaFunction = ({ matches }) => {
  const language = languageOfMatches(matches);
  return [{ title: `${marketingWords[language].title} | ${portalWords[language].title} | Porchlight` }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccess(request, "provider");
  return { ...(await marketingPage(user, requestLanguage(request).language)), constraints: formConstraints(socialPostSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccess(request, "provider");
  const submission = parseWithZod(await readFormData(request), { schema: socialPostSchema });
  if (submission.status !== "success") {
    // Spec: a missing service or platform gets one message.
    const missing = Boolean(submission.error?.service_id || submission.error?.platforms);
    return missing ? refusalReply(submission, refuse(400, SOCIAL_REASONS.missing)) : invalidFormReply(submission);
  }
  const { service_id: serviceId, platforms, content } = submission.value;
  // A post left empty is worded in the language the business works in.
  const outcome = await postToSocial(user, { serviceId, platforms, content, language: requestLanguage(request).language });
  if (!outcome.ok) return refusalReply(submission, outcome);
  return redirectWithToast("/provider/marketing", { type: "success", description: outcome.message });
}

export default function ProviderMarketing() {
  const { services, posts, analytics, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "social-post",
    lastResult: actionData?.lastResult,
    constraint: constraints,
    shouldValidate: "onSubmit",
  });
  const posting = useIsPending();
  const chosen = new Set(asStrings(fields.platforms.initialValue));
  const words = useWords(marketingWords);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.postTitle}</h2>
        <p className="text-sm text-muted-foreground">{words.postLead}</p>
        {services.length === 0 ? (
          <p className="text-muted-foreground">{words.postOnceActive}</p>
        ) : (
          <Form method="post" className="space-y-4" {...getFormProps(form)} noValidate>
            <FormErrorSummary form={form} labels={{ service_id: words.service, content: words.postText, platforms: words.platforms }} />
            <FormError errors={form.errors} />
            <Select
              id={fields.service_id.id}
              label={words.service}
              name="service_id"
              options={services.map((service) => ({ value: service.id, label: service.name }))}
              defaultValue={firstString(fields.service_id.initialValue) ?? services[0].id}
              key={`service-${firstString(fields.service_id.initialValue) ?? ""}`}
            />
            <Textarea meta={fields.content} label={words.postTextOptional} placeholder={words.postPlaceholder} />
            <fieldset id={fields.platforms.id} className="space-y-2">
              <legend className="text-sm font-medium">{words.platforms}</legend>
              <div className="grid grid-cols-2 gap-2">
                {SOCIAL_PLATFORMS.map((platform) => (
                  <label key={platform} className="flex items-center gap-2 rounded-lg border border-border p-2">
                    <input type="checkbox" name="platforms" value={platform} defaultChecked={chosen.has(platform)} className="h-4 w-4" />
                    {SOCIAL_PLATFORM_LABELS[platform]}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" disabled={posting}>
              {posting ? words.posting : words.post}
            </Button>
          </Form>
        )}
      </Card>

      <Card className="space-y-4 p-6">
        <h2 className="text-xl font-semibold">{words.analytics}</h2>
        <p className="text-sm text-muted-foreground">{fill(words.analyticsLead, { days: ANALYTICS_DAYS })}</p>
        {analytics.length === 0 ? (
          <p className="text-muted-foreground">{words.noServices}</p>
        ) : (
          <DataTable
            caption={words.analytics}
            columns={[words.service, words.pageViews, words.bookings, words.shares]}
            minWidth="min-w-0"
            stackOnPhones
          >
            {analytics.map((row) => (
              <tr key={row.id} className="border-b border-border">
                <th scope="row" className="px-3 py-2 font-medium max-sm:block">
                  {row.service_name}
                </th>
                <td data-label={words.pageViews} className="px-3 py-2">
                  {row.views}
                </td>
                <td data-label={words.bookings} className="px-3 py-2">
                  {row.bookings}
                </td>
                <td data-label={words.shares} className="px-3 py-2">
                  {row.shares}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>

      <Card className="space-y-3 p-6">
        <h2 className="text-xl font-semibold">{words.share}</h2>
        {services.map((service) => (
          <div key={service.id} className="space-y-1">
            <label htmlFor={`share-${service.id}`} className="block text-sm font-medium">
              {service.name}
            </label>
            <input id={`share-${service.id}`} readOnly value={service.url} className={inputClasses} />
          </div>
        ))}
        {services.length === 0 ? <p className="text-muted-foreground">{words.noActiveServices}</p> : null}
      </Card>

      <Card className="space-y-3 p-6">
        <h2 className="text-xl font-semibold">{words.history}</h2>
        {posts.length === 0 ? (
          <p className="text-muted-foreground">{words.noPosts}</p>
        ) : (
          <ul className="divide-y divide-border">
            {posts.map((post) => (
              <li key={post.id} className="space-y-1 py-3">
                <p className="text-sm text-muted-foreground">
                  <KeepTogether text={post.postedAt} /> · {post.serviceName ?? words.removedService} ·{" "}
                  {post.platforms.map((p) => SOCIAL_PLATFORM_LABELS[p.platform]).join(", ")}
                </p>
                <p>{post.content}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export const ErrorBoundary = sectionErrorBoundary({ to: "/provider", label: "backToPortal" });
