import { useState } from "react";
import { FieldError, inputClasses } from "~/components/ui/text-field";
import { SERVICE_RADIUS } from "~/domain/places/service-area";
import { useHydrated } from "../use-hydrated";
import { useWords } from "~/components/use-words";
import { joinWords } from "~/locales/join";
import { fill } from "~/locales/words";

function initialRadius(value: unknown): number {
  const number = typeof value === "string" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(number) && number >= SERVICE_RADIUS.min && number <= SERVICE_RADIUS.max ? number : SERVICE_RADIUS.default;
}

/**
 * The service radius (spec: a slider, 5 to 100 miles, step 5, default 25, its value shown
 * beside it). Without JavaScript a range input cannot show its value, so the page starts with
 * a number input; once hydrated it becomes the slider with an <output>. Both are named
 * `service_radius`.
 */
export function RadiusField({ id, defaultValue, error }: { id: string; defaultValue: unknown; error?: string }) {
  const hydrated = useHydrated();
  const words = useWords(joinWords);
  const errorId = `${id}-error`;
  const [radius, setRadius] = useState(() => initialRadius(defaultValue));
  const common = {
    id,
    name: "service_radius",
    min: SERVICE_RADIUS.min,
    max: SERVICE_RADIUS.max,
    step: SERVICE_RADIUS.step,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {words.radiusLabel}
      </label>
      {hydrated ? (
        <div className="flex items-center gap-4">
          <input
            {...common}
            type="range"
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
            className="h-2 flex-1 cursor-pointer accent-[var(--primary)]"
          />
          <output htmlFor={id} aria-live="polite" className="w-24 text-right font-semibold tabular-nums">
            {fill(words.radiusMiles, { radius })}
          </output>
        </div>
      ) : (
        <input {...common} type="number" inputMode="numeric" defaultValue={radius} className={`${inputClasses} max-w-40`} />
      )}
      <p className="text-sm text-muted-foreground">{fill(words.radiusHint, SERVICE_RADIUS)}</p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
