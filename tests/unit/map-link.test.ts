import { describe, expect, it } from "vitest";
import { mapSearchUrl } from "~/domain/places/maps";

describe("the map link of a booking", () => {
  it("searches by coordinates when the address was placed", () => {
    expect(mapSearchUrl({ service_lat: 30.27, service_lng: -97.74, service_address: "1100 Congress Ave" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=30.27%2C-97.74",
    );
  });

  it("searches by the address when it has no coordinates", () => {
    expect(mapSearchUrl({ service_lat: null, service_lng: null, service_address: " 1 Main St, Austin " })).toBe(
      "https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Austin",
    );
  });

  it("is not offered without an address, even when the zip code gave coordinates", () => {
    expect(mapSearchUrl({ service_lat: 30.27, service_lng: -97.74, service_address: "" })).toBeNull();
    expect(mapSearchUrl({ service_lat: 30.27, service_lng: -97.74, service_address: "   " })).toBeNull();
    expect(mapSearchUrl({ service_lat: null, service_lng: null, service_address: null })).toBeNull();
  });
});
