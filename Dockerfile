# syntax=docker/dockerfile:1
#
# The production image: the compiled server and the web build, on production dependencies only,
# run by an unprivileged user. A thin wrapper over the steps `npm test` and the memory bench use
# (npm ci, npm run build:web, npm run build:server, npm start); docs/deploy.md says how to run it.
# NOTE: not built where it was written (no Docker engine there); the steps inside it were run.
#
# NODE_ENV=production: no demo data unless SEED_DEMO_DATA=true, and the server refuses to start
# until PAYMENTS_ACQUIRER names the acquirer (docs/security.md, "Production checklist").
#
#   docker build -t repetytor .
#   docker run -p 8080:8080 -v repetytor-data:/data -e PAYMENTS_ACQUIRER=monobank -e MONOBANK_TOKEN=… repetytor
#   docker run -p 8080:8080 --env-file /etc/repetytor.env repetytor      (DATABASE_URL, JWT_SECRET, …)

ARG NODE_VERSION=20.20

# ---- build: every dependency, the web client and the server compiled ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Electron is the desktop build's, not the server's: do not download its binary here.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# Install scripts are not needed: sharp, argon2 and esbuild come as prebuilt platform packages.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# Install scripts were skipped above; the web build needs tldraw's client patched (patches/).
RUN npx patch-package && npm run build:web && npm run build:server

# ---- runtime: production dependencies and the two builds ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
# Without the sources beside it, start.mjs runs the builds as they are.
COPY scripts/start.mjs ./scripts/start.mjs
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Readiness: the database answers and has every migration of this build.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/users/v1/open/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node, not npm, as the container's process: SIGTERM reaches the server, which drains and stops.
CMD ["node", "scripts/start.mjs"]
