import { BoundedMap } from "./bounded-map";

/**
 * The IANA zone a calendar's TZID means. Google and iCloud write IANA names; Outlook and
 * Exchange write Windows names ("Pacific Standard Time") or display names ("(UTC-08:00) Pacific
 * Time (US & Canada)"); Thunderbird prefixes the IANA name ("/mozilla.org/20050126_1/America/New_York").
 * Windows names are CLDR's windowsZones.xml mapping (territory 001) for the zones of North
 * America and the ones a traveller's calendar most often carries.
 */
const WINDOWS_ZONES: Record<string, string> = {
  "Dateline Standard Time": "Etc/GMT+12",
  "UTC-11": "Etc/GMT+11",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Aleutian Standard Time": "America/Adak",
  "Alaskan Standard Time": "America/Anchorage",
  "Pacific Standard Time": "America/Los_Angeles",
  "Pacific Standard Time (Mexico)": "America/Tijuana",
  "US Mountain Standard Time": "America/Phoenix",
  "Mountain Standard Time": "America/Denver",
  "Mountain Standard Time (Mexico)": "America/Mazatlan",
  "Central Standard Time": "America/Chicago",
  "Central Standard Time (Mexico)": "America/Mexico_City",
  "Canada Central Standard Time": "America/Regina",
  "Central America Standard Time": "America/Guatemala",
  "Eastern Standard Time": "America/New_York",
  "US Eastern Standard Time": "America/Indiana/Indianapolis",
  "Eastern Standard Time (Mexico)": "America/Cancun",
  "SA Pacific Standard Time": "America/Bogota",
  "Atlantic Standard Time": "America/Halifax",
  "SA Western Standard Time": "America/La_Paz",
  "Venezuela Standard Time": "America/Caracas",
  "Newfoundland Standard Time": "America/St_Johns",
  "E. South America Standard Time": "America/Sao_Paulo",
  "Argentina Standard Time": "America/Buenos_Aires",
  "Greenland Standard Time": "America/Godthab",
  UTC: "Etc/UTC",
  "Coordinated Universal Time": "Etc/UTC",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Central Europe Standard Time": "Europe/Budapest",
  "Romance Standard Time": "Europe/Paris",
  "Central European Standard Time": "Europe/Warsaw",
  "W. Central Africa Standard Time": "Africa/Lagos",
  "GTB Standard Time": "Europe/Bucharest",
  "FLE Standard Time": "Europe/Kiev",
  "Israel Standard Time": "Asia/Jerusalem",
  "E. Europe Standard Time": "Europe/Chisinau",
  "Egypt Standard Time": "Africa/Cairo",
  "South Africa Standard Time": "Africa/Johannesburg",
  "Turkey Standard Time": "Europe/Istanbul",
  "Russian Standard Time": "Europe/Moscow",
  "Arab Standard Time": "Asia/Riyadh",
  "Arabian Standard Time": "Asia/Dubai",
  "Pakistan Standard Time": "Asia/Karachi",
  "India Standard Time": "Asia/Calcutta",
  "SE Asia Standard Time": "Asia/Bangkok",
  "China Standard Time": "Asia/Shanghai",
  "Singapore Standard Time": "Asia/Singapore",
  "Taipei Standard Time": "Asia/Taipei",
  "Tokyo Standard Time": "Asia/Tokyo",
  "Korea Standard Time": "Asia/Seoul",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "E. Australia Standard Time": "Australia/Brisbane",
  "W. Australia Standard Time": "Australia/Perth",
  "New Zealand Standard Time": "Pacific/Auckland",
  "Hawaii-Aleutian Standard Time": "Pacific/Honolulu",
};

/** Outlook's display names, as it writes them after "(UTC±hh:mm) ". */
const DISPLAY_NAMES: Record<string, string> = {
  Hawaii: "Pacific/Honolulu",
  Alaska: "America/Anchorage",
  "Pacific Time (US & Canada)": "America/Los_Angeles",
  Arizona: "America/Phoenix",
  "Mountain Time (US & Canada)": "America/Denver",
  "Central Time (US & Canada)": "America/Chicago",
  "Eastern Time (US & Canada)": "America/New_York",
  "Indiana (East)": "America/Indiana/Indianapolis",
  "Atlantic Time (Canada)": "America/Halifax",
  "Puerto Rico": "America/Puerto_Rico",
  "Coordinated Universal Time": "Etc/UTC",
  "Dublin, Edinburgh, Lisbon, London": "Europe/London",
};

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** TZIDs already read: a calendar names a few zones on thousands of events, and Intl is slow to ask. */
const KNOWN_MAX = 500;
const known = new BoundedMap<string, string | null>(KNOWN_MAX);

/** The IANA zone a TZID names, or null when it names none we know (a "Customized Time Zone"). */
export function ianaZoneOf(tzid: string | null | undefined): string | null {
  const key = tzid ?? "";
  if (known.has(key)) return known.get(key)!;
  const zone = readZone(key);
  known.set(key, zone);
  return zone;
}

function readZone(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, "");
  if (!name) return null;
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  const display = name.replace(/^\(UTC[^)]*\)\s*/i, "");
  if (DISPLAY_NAMES[display]) return DISPLAY_NAMES[display];
  if (name.includes("/") || name === "UTC" || name === "GMT") {
    // "/mozilla.org/20050126_1/America/New_York": the longest tail that is a zone.
    const parts = name.split("/").filter(Boolean);
    for (let start = 0; start < parts.length; start++) {
      const candidate = parts.slice(start).join("/");
      if (isIanaZone(candidate)) return candidate;
    }
  }
  return null;
}
