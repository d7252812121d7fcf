#!/usr/bin/env bash
# npm run test:shell: the unit and integration suites again with the shell a developer may have
# (the app just run on another port, their own APP_URL, live-looking Resend and Stripe keys, a
# far-off zone, a production NODE_ENV). The test runner sets what the tests depend on and clears
# what would change results (tests/support/test-env.ts), so they pass as they do in a clean shell.
set -euo pipefail
cd "$(dirname "$0")/../.."

export NODE_ENV=production PORT=3777 HOST=0.0.0.0 APP_URL=https://shell.example TZ=Pacific/Kiritimati
export SESSION_SECRET=short RESEND_API_KEY=re_from_the_shell STRIPE_SECRET_KEY=sk_live_from_the_shell
export ADMIN_EMAIL=shell@example.com PAGE_CACHE_MB=0 FORM_MIN_FILL_MS=60000 BOOKING_ATTEMPTS_PER_HOUR=1
npx vitest run --project unit --project integration </dev/null
