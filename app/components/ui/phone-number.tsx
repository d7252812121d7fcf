import { telHref } from "~/domain/forms/fields";

/**
 * A phone number as a tap-to-call link that never breaks across lines ("(512) 555-" / "0102" reads
 * as two numbers); nothing for no number (an erased customer's), never a link with no name.
 */
export function PhoneNumber({ number }: { number: string }) {
  if (!number.trim()) return null;
  return (
    <a className="whitespace-nowrap underline" href={telHref(number)}>
      {number}
    </a>
  );
}
