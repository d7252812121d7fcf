import { describe, expect, it } from "vitest";
import { hideContactDetails as hideWith } from "~/domain/quotes/contact-masking";
import { hideContactDetailsIn, threadServerWords } from "~/locales/thread-server";

/** The note an English reader sees where contact details were. */
const CONTACT_HIDDEN = threadServerWords.en.contactHidden;
const hideContactDetails = (text: string) => hideWith(text, CONTACT_HIDDEN);

/**
 * Contact details before a booking (issue 33): every way of writing one below is hidden, and
 * none of the ordinary sentences is touched.
 */
const CONTACTS = [
  // Phone numbers, every way people write them.
  "(512) 555-0199",
  "512.555.0199",
  "512-555-0199",
  "+1 512 555 0199",
  "1-512-555-0199",
  "5125550199",
  "15125550199",
  "512 555 0199",
  "512 555 01 99",
  "5 1 2 5 5 5 0 1 9 9",
  "512-555-O199",
  "5l2 555 0199",
  "five one two 555 0199",
  "five-one-two five-five-five zero-one-nine-nine",
  "Five One Two Five Five Five Zero One Nine Nine",
  "five one two five five five oh one nine nine",
  "512 five five five 0199",
  "５１２－５５５－０１９９",
  "(５１２) ５５５ ０１９９",
  "512/555/0199",
  "512_555_0199",
  "512 - 555 - 0199",
  "+1 (512) 555-0199",
  "1 (512) 555 0199",
  "(512)555-0199",
  "(214)555-0123",
  "214.555.0123",
  // E-mail addresses, plain and spelled out.
  "jane.doe@gmail.com",
  "jane.doe＠gmail.com",
  "JANE.DOE@GMAIL.COM",
  "jane.doe @ gmail.com",
  "jane dot doe at gmail dot com",
  "jane.doe at gmail dot com",
  "jane (at) gmail (dot) com",
  "jane [at] gmail [dot] com",
  "jane_doe+quotes@example.org",
  "jd@mail.example.co",
  "jane at yahoo.com",
  "bob.smith at outlook dot net",
  "ｊａｎｅ＠ｇｍａｉｌ．ｃｏｍ",
  // Chat links.
  "wa.me/15125550199",
  "https://wa.me/15125550199",
  "t.me/janedoe",
  "m.me/jane.doe",
];

const ORDINARY = [
  "$120.50 for 2 hours",
  "The quote is $1,250 for 3 rooms (12 x 14 ft).",
  "Can you come on 11/30 at 10:30?",
  "Tuesday 2026-12-01 at 10:30 works for me.",
  "Tuesday 2026-12-01 10:30 works for me.",
  "The job is at 1200 Congress Ave, Austin, TX 78701.",
  "3 bedrooms, 2 baths, about 1,800 square feet.",
  "We are in zip 78701, near 6th Street.",
  "Arrive between 9 and 11 please.",
  "It takes 2 to 3 hours, maybe 4.",
  "Unit 12B, gate code is not needed.",
  "I need 20 gallons of paint and 2 rollers.",
  "Built in 1998, last painted in 2015.",
  "The fence is 150 feet long and 6 feet high.",
  "Call me when you are at the house.",
  "We will be at home all day.",
  "I'll be at the office. Come by later.",
  "Meet at the front door at 9.",
  "The price includes parts and labor.",
  "Oh, and the dog is friendly.",
  "One more thing: the back door sticks.",
  "Two windows and one door need new trim.",
  "Five stars for the last job, thank you!",
  "Room 1 is 12 by 10, room 2 is 14 by 12.",
  "Order #48213 arrived on 12/02/2026.",
  "Invoice 2026-0042 for $89.99.",
  "Model XR-2000, serial 7741.",
  "Flight lands at 3:45 PM on 12/1.",
  "Between 8:00 and 17:30 on weekdays.",
  "Apartment 4B, floor 3, building 2.",
  "A 10 x 12 deck, 2 coats of stain.",
  "We have 1 cat and 2 dogs.",
  "The quote said 45 minutes, it took 90.",
  "Dot the i's and cross the t's on the contract.",
  "My score was 9 out of 10.",
  "Lot 17, block 4, phase 2 of the development.",
  "The HOA allows work from 8 to 6.",
  "Pay $30 now and $90 after, total $120.",
  "Use the 2nd driveway on the left.",
  "Highway 290 exit 12, then 3 miles.",
  "It was 72 degrees inside, 40 outside.",
  "See you at 10 a.m. tomorrow.",
  "The .com site had the wrong hours.",
  "Email is fine, or message me here.",
];

describe("contact details before a booking", () => {
  it(`hides all ${CONTACTS.length} written-out contacts, in a sentence`, () => {
    expect(CONTACTS.length).toBeGreaterThanOrEqual(40);
    for (const contact of CONTACTS) {
      const hidden = hideContactDetails(`Sure, reach me at ${contact} any time.`);
      expect(hidden, contact).toContain(CONTACT_HIDDEN);
      // Nothing of the number or the address is left beside the note.
      expect(hidden.replace(CONTACT_HIDDEN, "").replace(/\D/g, ""), contact).toBe("");
      expect(hidden, contact).not.toMatch(/gmail|yahoo|outlook|example|wa\.me|t\.me|m\.me|janedoe|jane\.doe/i);
    }
  });

  it(`leaves all ${ORDINARY.length} ordinary sentences exactly as written`, () => {
    expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
    for (const sentence of ORDINARY) expect(hideContactDetails(sentence), sentence).toBe(sentence);
  });

  it("hides two contacts in one message and keeps the words around them", () => {
    expect(hideContactDetails("Text 512 555 0199 or mail dana@example.org, thanks")).toBe(
      `Text ${CONTACT_HIDDEN} or mail ${CONTACT_HIDDEN}, thanks`,
    );
  });
});

describe("the note in the reader's language", () => {
  it("hides a number for a Spanish reader in Spanish words, and leaves the note alone when hidden again", () => {
    const hidden = hideContactDetailsIn("es", "Llámeme al 512-555-0142 o escriba a ana@example.com");
    expect(hidden).toBe("Llámeme al [datos de contacto ocultos hasta reservar] o escriba a [datos de contacto ocultos hasta reservar]");
    expect(hideContactDetailsIn("es", hidden)).toBe(hidden);
    expect(hideContactDetailsIn("en", "Call 512-555-0142")).toBe(`Call ${CONTACT_HIDDEN}`);
  });
});
