import { useSay, useWords } from "~/components/use-words";
import { teamTabWords } from "~/locales/portal-team";

/** The services a team member performs, as ticked boxes (the add form and the member's page post `service_ids`). */
export function MemberServicesFieldset({
  services,
  chosen,
  error,
}: {
  services: ReadonlyArray<{ id: string; name: string }>;
  chosen: ReadonlySet<string>;
  error?: string;
}) {
  const words = useWords(teamTabWords);
  const say = useSay();
  return (
    <fieldset id="member-services" className="space-y-2" aria-describedby={error ? "service_ids-error" : undefined}>
      <legend className="text-sm font-medium">{words.servicesTheyPerform}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {services.map((service) => (
          <label key={service.id} className="flex items-center gap-2 rounded-lg border border-border p-2">
            <input type="checkbox" name="service_ids" value={service.id} defaultChecked={chosen.has(service.id)} className="h-4 w-4" />
            {service.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id="service_ids-error" className="text-sm text-destructive">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A member's optional photo: JPEG, PNG, GIF or WebP up to 2 MB, checked by its bytes on the server. */
export function MemberPhotoField({ error, label }: { error?: string; label?: string }) {
  const words = useWords(teamTabWords);
  const say = useSay();
  return (
    <div className="space-y-1.5">
      <label htmlFor="member-photo" className="block text-sm font-medium">
        {label ?? words.photoOptional}
      </label>
      <input
        id="member-photo"
        type="file"
        name="photo"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "member-photo-error" : "member-photo-hint"}
        className="block w-full text-sm"
      />
      {error ? (
        <p id="member-photo-error" className="text-sm text-destructive">
          {say(error)}
        </p>
      ) : (
        <p id="member-photo-hint" className="text-sm text-muted-foreground">
          {words.photoHint}
        </p>
      )}
    </div>
  );
}
