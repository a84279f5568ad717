#!/usr/bin/env bash
# The first step of `npm test`: what the suites need beyond npm, checked before any suite starts.
#   Node 24       the runtime the image runs (`. scripts/node-24.sh` puts it first on PATH)
#   chromium-headless-shell  the Playwright suites drive Debian's Chromium headless shell (Playwright's own download cannot run here)
#   postgresql    the PostgreSQL store, app and replicas suites start a throwaway cluster from its server binaries
#   nginx         the replicas suite puts two app servers behind it
# As root with apt-get, missing packages are installed; otherwise this stops at once with the one command to run.
set -euo pipefail

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 24 ]; then
  echo "npm test needs Node 24 or later (this is $(node --version)): run \`. scripts/node-24.sh && rm -rf node_modules && npm ci\` first." >&2
  exit 1
fi

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || need+=(chromium-headless-shell)
if [ -n "${PG_BIN_DIR:-}" ]; then
  [ -x "$PG_BIN_DIR/initdb" ] || need+=(postgresql)
else
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
fi
[ -x "${NGINX_BIN:-/usr/sbin/nginx}" ] || need+=(nginx)
[ ${#need[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y ${need[*]}"
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs ${need[*]}: run \`sudo sh -c '$command'\` (or set CHROMIUM_PATH, PG_BIN_DIR, NGINX_BIN to where they are), then npm test again." >&2
  exit 1
fi
echo "npm test: installing ${need[*]} from the distribution's packages (once a machine)..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
