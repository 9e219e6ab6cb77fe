# syntax=docker/dockerfile:1

# --- build: compile TypeScript with the full toolchain ---------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# --- production dependencies only, installed on the same base so native modules match --
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------
FROM node:24-bookworm-slim AS runtime
# ffmpeg decodes uploads and encodes MP3; pocketsphinx with its US English model is the
# default recogniser (the same packages scripts/system-deps.sh installs, minus test data).
RUN apt-get update \
  && apt-get install -y --no-install-recommends espeak-ng ffmpeg pocketsphinx pocketsphinx-en-us \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only for the app; only the data directory is writable.
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/src ./dist/src
COPY --from=build /app/dist/migrations ./dist/migrations
COPY --from=build /app/dist/web ./dist/web
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]

USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Started directly, not through npm: `npm start` would run prestart (system packages, a build).
CMD ["node", "--max-semi-space-size=16", "dist/src/main.js"]
