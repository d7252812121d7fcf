/** The admin's Service Tiles sub-tab: its messages (spec section 8) and the edit form's choices. */

import { reasons, reasonWith, type ReasonOf } from "../outcome";

/** What a tile's change answers; worded in app/locales/admin-sentences.ts (admin pages only). */
export const TILE_REASONS = /* @__PURE__ */ reasons("tile", [
  "fetchFailed",
  "activated",
  "deactivated",
  "updated",
  "serviceNameRequired",
  "unknown",
  "unknownZip",
  "saveFailed",
  "unknownAction",
  "radiusMax",
  "planType",
  "category",
]);
export type TileReason = ReasonOf<typeof TILE_REASONS>;

export const TILE_RADIUS_MAX = 500;

/** A radius above the most a tile covers. */
export const TILE_RADIUS_MAX_REASON = /* @__PURE__ */ reasonWith("tile.radiusMax" satisfies TileReason, { max: TILE_RADIUS_MAX });
