import { describe, expect, it } from "vitest";
import { REPLY_SOURCE_MAX_CHARS, extractReply, REPLY_ABOVE_LINE, REPLY_ABOVE_LINE_ES } from "~/domain/quotes/reply-text";

/** The new text of a reply, whatever the mail program quoted below it. */
describe("extractReply", () => {
  it("keeps Gmail's reply above its one-line attribution", () => {
    const text = [
      "Tuesday at 10 works for me.",
      "",
      "On Wed, Nov 25, 2026 at 10:02 AM Porchlight <bookings@porchlight.example> wrote:",
      "",
      "> New message from Pros A",
      "> Can we come Tuesday?",
    ].join("\n");
    expect(extractReply(text)).toBe("Tuesday at 10 works for me.");
  });

  it("keeps Gmail's reply above an attribution wrapped over two lines", () => {
    const text = [
      "Yes please, the ceiling too.",
      "",
      "On Wed, Nov 25, 2026 at 10:02 AM Porchlight Marketplace Notifications <",
      "reply+0123@in.porchlight.example> wrote:",
      "> quoted",
    ].join("\n");
    expect(extractReply(text)).toBe("Yes please, the ceiling too.");
  });

  it("keeps Apple Mail's reply above its attribution", () => {
    const text = [
      "Sounds good!",
      "",
      "Sent from my iPhone",
      "",
      "> On 25 Nov 2026, at 10:02, Porchlight <bookings@porchlight.example> wrote:",
      ">",
      "> Hello",
    ].join("\n");
    expect(extractReply(text)).toBe("Sounds good!");
    const desktop = ["See you then.", "", "On 25 Nov 2026, at 10:02, Porchlight <bookings@porchlight.example> wrote:", "", "> Hello"].join(
      "\n",
    );
    expect(extractReply(desktop)).toBe("See you then.");
  });

  it("keeps Outlook's reply above its header block, its rule or its Original Message line", () => {
    const headers = [
      "We can do Thursday instead.",
      "",
      "From: Porchlight <bookings@porchlight.example>",
      "Sent: Wednesday, November 25, 2026 10:02 AM",
      "To: Dana Writer <dana@example.org>",
      "Subject: New message from Pros A",
      "",
      "Can we come Tuesday?",
    ].join("\r\n");
    expect(extractReply(headers)).toBe("We can do Thursday instead.");
    const rule = [
      "Thursday then.",
      "",
      "________________________________",
      "From: Porchlight <bookings@porchlight.example>",
      "Sent: …",
    ].join("\n");
    expect(extractReply(rule)).toBe("Thursday then.");
    const original = ["Thursday.", "-----Original Message-----", "From: Porchlight"].join("\n");
    expect(extractReply(original)).toBe("Thursday.");
  });

  it("keeps what is above our own reply line, and drops a signature", () => {
    const text = ["Is parking available?", "", "--", "Dana Writer", "", REPLY_ABOVE_LINE, "New message from Pros A"].join("\n");
    expect(extractReply(text)).toBe("Is parking available?");
    expect(extractReply(`Thanks!\n\n${REPLY_ABOVE_LINE}\n\nold text`)).toBe("Thanks!");
  });

  it("reads a Spanish-speaking customer's reply: our Spanish line, Gmail's Spanish attribution, and lines starting with El", () => {
    expect(extractReply(`Sí, el martes.\n\n${REPLY_ABOVE_LINE_ES}\n\nMensaje nuevo de Pros A`)).toBe("Sí, el martes.");
    const gmail = [
      "Perfecto, gracias.",
      "",
      "El mié, 25 nov 2026 a las 10:02, Porchlight (<reply+0123@in.porchlight.example>) escribió:",
      "> citado",
    ];
    expect(extractReply(gmail.join("\n"))).toBe("Perfecto, gracias.");
    const own = "El perro estará en el patio.\nEl portón está abierto.\n\nEnviado desde mi iPhone";
    expect(extractReply(own)).toBe("El perro estará en el patio.\nEl portón está abierto.");
  });

  it("keeps a reply's own lines that merely mention a day or start with On", () => {
    const text = "On Tuesday I am out until noon.\nFrom 1pm anything works.\n\nThanks";
    expect(extractReply(text)).toBe(text);
  });

  it("drops control characters an e-mail may carry, keeping lines and tabs", () => {
    expect(extractReply("Fine\u0000 by\u000c me\tthanks\r\nDana")).toBe("Fine by me\tthanks\nDana");
  });

  it("gives nothing for a reply that is only the quoted message", () => {
    expect(extractReply("> quoted only\n> more")).toBe("");
    expect(extractReply("   \n")).toBe("");
  });

  it("reads a reply out of a huge e-mail in linear time, and only its first 64 KB", () => {
    const body = [
      "Yes, Thursday works.",
      "",
      "On Wed, Nov 25, 2026 at 10:02 AM Porchlight wrote:",
      ...Array.from({ length: 500_000 }, (_, i) => `> line ${i}`),
    ];
    const started = performance.now();
    expect(extractReply(body.join("\n"))).toBe("Yes, Thursday works.");
    // 20,000 lines once took 6.5 s: each line trimmed every line again.
    const unquoted = Array.from({ length: 500_000 }, (_, i) => `line ${i}`).join("\n");
    expect(extractReply(unquoted).length).toBeLessThanOrEqual(REPLY_SOURCE_MAX_CHARS);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
