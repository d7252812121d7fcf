import { cardWordsOf } from "~/locales/discovery";
import { describe, expect, it } from "vitest";
import {
  cityStateLabel,
  fullPlace,
  DEFAULT_LOCATION_SETTINGS,
  formatPlace,
  isLocationSettingName,
  LOCATION_SETTING_NAMES,
  type LocationSettings,
} from "~/domain/places/location";

/** A place with its radius, as an English reader reads it on a card. */
const formatServiceArea = cardWordsOf("en").serviceArea;

const AUSTIN = { zip: "78701", city: "Austin", state: "TX" };

function settings(
  show_city_names: boolean,
  show_state_in_location: boolean,
  show_zip_with_city: boolean,
  show_service_areas: boolean,
): LocationSettings {
  return { show_city_names, show_state_in_location, show_zip_with_city, show_service_areas };
}

describe("setting names and defaults", () => {
  it("recognises only the known names", () => {
    for (const name of LOCATION_SETTING_NAMES) expect(isLocationSettingName(name)).toBe(true);
    expect(isLocationSettingName("show_country")).toBe(false);
    expect(isLocationSettingName("SHOW_CITY_NAMES")).toBe(false);
    expect(isLocationSettingName("")).toBe(false);
    expect(isLocationSettingName(null)).toBe(false);
    expect(isLocationSettingName(1)).toBe(false);
  });
});

// [city, state, zipWithCity, serviceAreas] -> formatPlace, formatServiceArea (radius 25)
const COMBINATIONS: [boolean, boolean, boolean, boolean, string, string][] = [
  [false, false, false, false, "78701", "78701"],
  [false, false, false, true, "78701", "78701 (25-mile radius)"],
  [false, false, true, false, "78701", "78701"],
  [false, false, true, true, "78701", "78701 (25-mile radius)"],
  [false, true, false, false, "78701", "78701"],
  [false, true, false, true, "78701", "78701 (25-mile radius)"],
  [false, true, true, false, "78701", "78701"],
  [false, true, true, true, "78701", "78701 (25-mile radius)"],
  [true, false, false, false, "Austin", "Austin"],
  [true, false, false, true, "Austin", "Austin (25-mile radius)"],
  [true, false, true, false, "Austin 78701", "Austin 78701"],
  [true, false, true, true, "Austin 78701", "Austin 78701 (25-mile radius)"],
  [true, true, false, false, "Austin, TX", "Austin, TX"],
  [true, true, false, true, "Austin, TX", "Austin, TX (25-mile radius)"],
  [true, true, true, false, "Austin, TX 78701", "Austin, TX 78701"],
  [true, true, true, true, "Austin, TX 78701", "Austin, TX 78701 (25-mile radius)"],
];

describe("formatPlace", () => {
  it.each(COMBINATIONS)("city=%s state=%s zipWithCity=%s areas=%s -> %j", (city, state, zipWithCity, areas, expected) => {
    expect(formatPlace(AUSTIN, settings(city, state, zipWithCity, areas))).toBe(expected);
  });

  it("falls back to the zip when the city is unknown, whatever the settings", () => {
    for (const [city, state, zipWithCity, areas] of COMBINATIONS) {
      const current = settings(city, state, zipWithCity, areas);
      expect(formatPlace({ zip: "73301", city: null, state: "TX" }, current)).toBe("73301");
      expect(formatPlace({ zip: "73301", city: "", state: "TX" }, current)).toBe("73301");
      expect(formatPlace({ zip: "73301" }, current)).toBe("73301");
    }
  });

  it("leaves the state out when it is unknown", () => {
    const all = settings(true, true, true, true);
    expect(formatPlace({ zip: "78701", city: "Austin", state: null }, all)).toBe("Austin 78701");
    expect(formatPlace({ zip: "78701", city: "Austin", state: "" }, settings(true, true, false, true))).toBe("Austin");
  });

  it("uses the defaults to show 'City, ST'", () => {
    expect(formatPlace({ zip: "90210", city: "Beverly Hills", state: "CA" }, DEFAULT_LOCATION_SETTINGS)).toBe("Beverly Hills, CA");
  });
});

describe("formatServiceArea", () => {
  it.each(COMBINATIONS)("city=%s state=%s zipWithCity=%s areas=%s -> %j", (city, state, zipWithCity, areas, _place, expected) => {
    expect(formatServiceArea({ ...AUSTIN, radiusMiles: 25 }, settings(city, state, zipWithCity, areas))).toBe(expected);
  });

  it("shows the tile's own radius", () => {
    const current = settings(true, true, false, true);
    expect(formatServiceArea({ ...AUSTIN, radiusMiles: 5 }, current)).toBe("Austin, TX (5-mile radius)");
    expect(formatServiceArea({ ...AUSTIN, radiusMiles: 100 }, current)).toBe("Austin, TX (100-mile radius)");
  });

  it("falls back to the zip for an unknown city and still shows the radius", () => {
    expect(formatServiceArea({ zip: "73301", city: null, state: null, radiusMiles: 50 }, DEFAULT_LOCATION_SETTINGS)).toBe(
      "73301 (50-mile radius)",
    );
  });
});

describe("cityStateLabel", () => {
  it("shows 'City, ST' when both are known", () => {
    expect(cityStateLabel(AUSTIN)).toBe("Austin, TX");
    expect(cityStateLabel({ zip: "10001", city: "New York", state: "NY" })).toBe("New York, NY");
  });

  it("follows formatPlace: the city alone without a state, the zip without a city", () => {
    expect(cityStateLabel({ zip: "78701", city: "Austin", state: null })).toBe("Austin");
    expect(cityStateLabel({ zip: "78701", city: null, state: "TX" })).toBe("78701");
    expect(cityStateLabel({ zip: "78701", city: "", state: "" })).toBe("78701");
    expect(cityStateLabel({ zip: "78701" })).toBe("78701");
  });
});

describe("fullPlace", () => {
  it("names every part for admins and addresses, the zip alone without a city", () => {
    expect(fullPlace({ zip: "78701", city: "Austin", state: "TX" })).toBe("Austin, TX 78701");
    expect(fullPlace({ zip: "78701", city: "Austin", state: null })).toBe("Austin 78701");
    expect(fullPlace({ zip: "78701", city: null, state: "TX" })).toBe("78701");
  });
});
