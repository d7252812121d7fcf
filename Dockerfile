# syntax=docker/dockerfile:1
# Porchlight: one container with the app and its embedded SQLite database in /data.
# The build steps live in scripts/build-production.sh and the start in scripts/docker-start.sh,
# which scripts/checks/production.ts runs too, so what the image does is tested without Docker.
# Run it with SESSION_SECRET and APP_URL (the public address every e-mail link is built from):
# the server refuses to start in production without them.

FROM node:24-bookworm-slim AS base
WORKDIR /app

# 1. Dependencies, with the native build of better-sqlite3.
FROM base AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund

# Litestream, for backups (scripts/docker-start.sh): a binary, not a dependency of the app.
FROM base AS litestream
COPY scripts/fetch-litestream.sh ./
RUN sh fetch-litestream.sh /usr/local/bin/litestream

# 2. The production build, then only what the running server needs.
FROM deps AS build
COPY . .
RUN bash scripts/build-production.sh

# 3. The slim runtime, as a non-root user.
FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=file:/data/app.db \
    SEED_DEMO=false
RUN mkdir -p /data && chown node:node /data
# Compiled JavaScript only (build/server is the server with the app bundled in,
# build/remix/client the browser's files): no sources, no TypeScript tooling at run time.
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build/server ./build/server
COPY --from=build --chown=node:node /app/build/remix/client ./build/remix/client
COPY --from=build --chown=node:node /app/scripts/docker-start.sh ./scripts/docker-start.sh
COPY --from=litestream /usr/local/bin/litestream /usr/local/bin/litestream
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "scripts/docker-start.sh"]
