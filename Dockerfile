# syntax=docker/dockerfile:1
# Build stage: install everything, build, then drop dev dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 loads the prebuilt binary in its package; package.json's allowScripts denies its
# node-gyp build. An npm too old to read allowScripts compiles it instead, with these and the image's headers.
ENV npm_config_nodedir=/usr/local
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm ci runs the prepare script, which finds no content/ yet and leaves the generated modules to the build.
COPY scripts/prepare.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: the build output, production dependencies and content only, as a non-root user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# 8 MB semi-spaces and an old generation that grows by half: V8 would size the heap for throughput, not for a memory budget (decision 0022, scripts/lib/server-node-flags.ts).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "dist/server/start.js"]
