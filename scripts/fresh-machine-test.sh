#!/usr/bin/env bash
# Proves that `git clone … && npm ci && npm test` passes on a fresh machine with only Node 24 and git:
# a podman container from the node:24-bookworm-slim image (plus git), as root, cloning this
# repository's committed HEAD. Prints how long `npm ci` and `npm test` took.
# Needs podman and the base image (see ../shared/TOOLCHAIN.md, Containers); takes 15-25 minutes.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
image=ledgerline-fresh-machine

# No ca-certificates package: it would replace the base image's bundle, which trusts what this machine trusts.
podman build --network host --pull=never -t "$image" -f - "$repo/scripts" <<'CONTAINERFILE'
FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends git && rm -rf /var/lib/apt/lists/*
CONTAINERFILE

podman run --rm --network host --no-healthcheck -v "$repo:/origin:ro" "$image" bash -c '
  set -euo pipefail
  git config --global --add safe.directory "*"
  git clone -q /origin /app && cd /app
  echo "fresh machine: $(. /etc/os-release; echo "$PRETTY_NAME"), Node $(node --version), npm $(npm --version), commit $(git rev-parse --short HEAD)"
  s=$(date +%s); npm ci --no-audit --no-fund --loglevel=error; ci=$(( $(date +%s) - s ))
  s=$(date +%s); npm test; t=$(( $(date +%s) - s ))
  echo "fresh machine: npm ci ${ci} s, npm test ${t} s"
'
