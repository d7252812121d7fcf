import { telHref } from "~/domain/fields";

/**
 * A phone number that never breaks across lines ("(512) 555-" / "0102" reads as two numbers),
 * as a tap-to-call link when `link` is set.
 */
export function PhoneNumber({ number, link = false }: { number: string; link?: boolean }) {
  if (!link) return <span className="whitespace-nowrap">{number}</span>;
  return (
    <a className="whitespace-nowrap underline" href={telHref(number)}>
      {number}
    </a>
  );
}
