/** Times ("8:00 AM", "8:00 AM CST") and US phone numbers: read as one, so never split across lines. */
const UNBREAKABLE = /(\d{1,2}:\d{2}\s[AP]M(?:\s[A-Z]{2,4}\b)?|\(\d{3}\) \d{3}-\d{4})/;

/**
 * Text whose times and phone numbers never break across two lines on a narrow screen ("9:00" /
 * "AM" reads as two things); the rest of the text wraps as usual.
 */
export function KeepTogether({ text }: { text: string }) {
  const parts = text.split(UNBREAKABLE);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
