#!/bin/sh
# ESLint and Prettier side by side: each takes about 15 s on a fresh checkout (no caches), one
# after the other twice that. Fails when either fails. Their caches go by content, so a checkout
# or a stash (new modification times) does not make them read everything again.
eslint . --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ --max-warnings 0 &
eslint_pid=$!
prettier --check --cache --cache-strategy content .
prettier_status=$?
wait "$eslint_pid"
eslint_status=$?
[ "$eslint_status" -eq 0 ] && [ "$prettier_status" -eq 0 ]
