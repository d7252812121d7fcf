import { describe, expect, it } from "vitest";
import { STANDARD_HOURS, type Availability } from "~/domain/schedule/availability";
import { weeklyHoursIn } from "~/locales/schedule";

const closed = { available: false, startTime: "08:00", endTime: "18:00" };
const week = (days: Partial<Availability>): Availability => ({
  monday: closed,
  tuesday: closed,
  wednesday: closed,
  thursday: closed,
  friday: closed,
  saturday: closed,
  sunday: closed,
  ...days,
});

describe("a working week in a line", () => {
  it("runs days next to each other with the same hours together, in each language", () => {
    expect(weeklyHoursIn("en", STANDARD_HOURS)).toBe("Mon–Sat 8:00 AM–6:00 PM");
    expect(weeklyHoursIn("es", STANDARD_HOURS)).toBe("lun–sáb 8:00 a. m.–6:00 p. m.");
  });

  it("breaks a run at a day off or at other hours, and says when there are no working days", () => {
    const hours = week({
      monday: { available: true, startTime: "09:00", endTime: "17:00" },
      tuesday: { available: true, startTime: "09:00", endTime: "17:00" },
      thursday: { available: true, startTime: "09:00", endTime: "17:00" },
      saturday: { available: true, startTime: "10:00", endTime: "13:30" },
    });
    expect(weeklyHoursIn("en", hours)).toBe("Mon–Tue 9:00 AM–5:00 PM, Thu 9:00 AM–5:00 PM, Sat 10:00 AM–1:30 PM");
    expect(weeklyHoursIn("es", hours)).toBe("lun–mar 9:00 a. m.–5:00 p. m., jue 9:00 a. m.–5:00 p. m., sáb 10:00 a. m.–1:30 p. m.");
    expect(weeklyHoursIn("en", week({}))).toBe("No working days");
    expect(weeklyHoursIn("es", week({}))).toBe("Ningún día de trabajo");
  });
});
