import { telHref } from "~/domain/forms/fields";

/** A phone number as a tap-to-call link that never breaks across lines ("(512) 555-" / "0102" reads as two numbers). */
export function PhoneNumber({ number }: { number: string }) {
  return (
    <a className="whitespace-nowrap underline" href={telHref(number)}>
      {number}
    </a>
  );
}
