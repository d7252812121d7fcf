#!/usr/bin/env bash
# The production build, exactly as the Docker image makes it (Dockerfile, build stage) and as
# scripts/check-production.ts tests it: install everything, build, then drop devDependencies.
# Nothing the running server needs may be a devDependency.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --include=dev --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund
