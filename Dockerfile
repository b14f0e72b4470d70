# syntax=docker/dockerfile:1
# One image for every replica: the standalone build, its static files, public/ and the starter content/.
# Settings (DATA_DIR, DATABASE_URL, SITE_URL, …) come from the environment at run time: one image serves
# any database. The CMS's data lives outside the image: one container keeps SQLite and the uploads in the
# volume at /data; several share a Postgres database (DATABASE_URL, PAYLOAD_SECRET) and mount one uploads
# folder (UPLOADS_DIR) or use one S3 bucket (S3_BUCKET, see docs/operations.md). Backups (npm run backup) run from a
# checkout of the same version, not in here.

FROM node:24-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `npm install` keeps every version the lockfile pins. `npm ci` refuses this lockfile: it was written
# against a registry mirror that lacks some other platforms' optional binaries of next (404 there), so
# their entries are missing, and `npm ci` wants an entry for every optional package of every platform.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
WORKDIR /app
# jemalloc, which hands the memory a burst of renders freed back to the system; glibc's malloc keeps much
# of it (scripts/lib/standalone.ts, serverEnv, sets the same for npm start). Linked to one path for any
# architecture.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libjemalloc2 \
    && rm -rf /var/lib/apt/lists/* \
    && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
# HOSTNAME is server.js's listening address (Docker sets it to the container's name otherwise). server.js
# is the site's own server (server/main.ts): it hides Next's internal headers and owns SIGTERM: /readyz
# 503, drain, exit 0.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/content ./content
# Files stay root's: the server only reads them. It writes the CMS's data to /data (mount a volume there:
# the database, uploads and sign-in secret; pending migrations run as the server starts, one replica at a
# time under a Postgres advisory lock) and the snapshots to /tmp.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
