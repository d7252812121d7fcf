#!/usr/bin/env bash
# npm run test:dates: the unit, integration and HTTP tests and the no-JavaScript browser tests
# again at other moments (a Sunday, month and year ends, both daylight-saving days, working hours
# in summer), the clock moved by libfaketime for the tests and the server alike. A test that
# passes today and fails on another day is a defect; CI runs at one moment and cannot find it.
# Chromium keeps the real clock (libfaketime stalls it); with JavaScript off it computes no dates.
# Needs faketime (Debian: apt-get install faketime) and the build (npm run build). ~3 min a moment.
set -euo pipefail
cd "$(dirname "$0")/../.."

command -v faketime >/dev/null || { echo "test:dates needs faketime (Debian: apt-get install faketime)" >&2; exit 1; }
[[ -f build/server/index.js ]] || { echo "test:dates needs the build: npm run build" >&2; exit 1; }

MOMENTS=(
  "2026-11-29 18:00:00" # a Sunday, noon in Austin
  "2026-12-01 05:50:00" # 23:50 on the last day of November in Austin, already December in UTC
  "2027-01-01 05:55:00" # a new year in UTC, the old one in Austin
  "2027-03-14 08:30:00" # spring forward in the United States
  "2027-07-06 15:00:00" # a Tuesday's working hours under daylight-saving time
  "2027-11-07 07:30:00" # fall back
)
if [[ $# -gt 0 ]]; then MOMENTS=("$@"); fi

chromium="$(npx tsx -e 'import { findChromium, thisMachine } from "./scripts/chromium"; console.log(findChromium(thisMachine())?.path ?? "")')"
[[ -n "$chromium" ]] || { echo "test:dates needs Chromium: npx tsx scripts/ensure-chromium.ts" >&2; exit 1; }
real_clock_chromium="$(mktemp)"
trap 'rm -f "$real_clock_chromium"' EXIT
printf '#!/bin/sh\nunset LD_PRELOAD FAKETIME FAKETIME_DONT_FAKE_MONOTONIC\nexec %q "$@"\n' "$chromium" >"$real_clock_chromium"
chmod +x "$real_clock_chromium"

failed=()
for moment in "${MOMENTS[@]}"; do
  # An offset, not a start time: every process started later (the server, each worker) agrees.
  offset=$(($(date -ud "$moment" +%s) - $(date +%s)))
  echo "# the tests at $moment UTC"
  if ! FAKETIME_DONT_FAKE_MONOTONIC=1 CHROMIUM_PATH="$real_clock_chromium" faketime -f "+${offset}" \
    bash -c 'npx vitest run --project unit --project integration --project http && npx playwright test --project=no-js --retries=0'; then
    failed+=("$moment")
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  printf '# failed at: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "# every moment passed"
