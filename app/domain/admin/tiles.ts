/** The admin's Service Tiles sub-tab: its messages (spec section 8) and the edit form's choices. */

export const TILE_MESSAGES = {
  fetchFailed: "Failed to fetch services",
  activated: "Service tile activated",
  deactivated: "Service tile deactivated",
  updated: "Service updated successfully",
  serviceNameRequired: "Please enter the service name",
  unknown: "Unknown service tile.",
  unknownZip: "We could not find this zip code. Please check it.",
  saveFailed: "The tile could not be saved. Please try again.",
  unknownAction: "Unknown action.",
} as const;

export const TILE_RADIUS_MAX = 500;
