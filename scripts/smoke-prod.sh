#!/usr/bin/env bash
# Reproduces the Docker image's steps without Docker: a fresh copy, npm ci, build,
# prune dev dependencies, start in production as the image would, probe, stop.
# With SMOKE_REUSE_BUILD=1 (CI, right after npm test built this tree) the fresh copy
# takes that dist/ instead of building a third time.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${SMOKE_PORT:-3390}"
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

git -C "$src" ls-files -z | (cd "$src" && xargs -0 cp --parents -t "$work")
cd "$work"
npm ci --no-audit --no-fund --loglevel=error
if [ "${SMOKE_REUSE_BUILD:-}" = 1 ] && [ -f "$src/dist/manifest.json" ]; then
  cp -R "$src/dist" "$work/dist"
else
  npm run build --silent
fi
npm prune --omit=dev --no-audit --no-fund --loglevel=error

NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" node dist/server/start.js > "$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 50); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$port/healthz" | grep -q '"ok"'
curl -fsS "http://127.0.0.1:$port/readyz" | grep -q '"ready"'
curl -fsS "http://127.0.0.1:$port/" | grep -q '<h1'
# The social card is drawn by the server, so the pruned install must still hold satori, resvg and the font.
curl -fsS -o "$work/card.png" "http://127.0.0.1:$port/images/og/default.png"
test "$(head -c 4 "$work/card.png" | tail -c 3)" = "PNG"
curl -fsS -X POST -H 'content-type: application/json' \
  -d '{"name":"Smoke Test","email":"smoke@example.com","phone":"+1 555 0100","comment":"smoke"}' \
  "http://127.0.0.1:$port/api/contact" | grep -q '"success":true'
kill -TERM "$pid"
wait "$pid"
echo "smoke-prod: the pruned production install serves /healthz, /readyz, / and a social card, and stores a message; SIGTERM exits 0"
