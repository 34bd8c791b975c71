#!/usr/bin/env bash
# Node 24 LTS and npm 12 for a machine whose node is older (README "On a fresh machine", .ci/run),
# both from the npm registry through the npm already there: `npm pack node-linux-<arch>@24` (the
# binary is package/bin/node in it) and `npm pack npm@12`, laid out as a Node install in a cache
# folder (NODE24_CACHE, default ~/.cache/featherlogin-node24) that later runs reuse. Prints the line
# that puts them first on PATH, or nothing when `node` is 24 or newer already:
#   eval "$(bash scripts/node24.sh)"
set -euo pipefail

major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -ge 24 ]; then exit 0; fi
command -v npm >/dev/null || { echo "scripts/node24.sh: needs npm (any version) to fetch Node 24" >&2; exit 1; }

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "scripts/node24.sh: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/featherlogin-node24}"

if [ ! -x "$cache/bin/node" ] || [ ! -x "$cache/bin/npm" ]; then
  mkdir -p "$(dirname "$cache")"
  work=$(mktemp -d "$cache.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent --loglevel=error "node-linux-$arch@24" npm@12 >/dev/null)
  mkdir -p "$work/node/bin" "$work/node/lib/node_modules/npm" "$work/unpacked"
  tar -xzf "$work"/node-linux-"$arch"-*.tgz -C "$work/unpacked"
  mv "$work/unpacked/package/bin/node" "$work/node/bin/node"
  tar -xzf "$work"/npm-*.tgz -C "$work/node/lib/node_modules/npm" --strip-components=1
  # As a Node install lays them out: npm and npx run with the node beside them (their #! is env node).
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/node/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/node/bin/npx"
  chmod +x "$work/node/bin/node" "$work/node/lib/node_modules/npm/bin/npm-cli.js" "$work/node/lib/node_modules/npm/bin/npx-cli.js"
  "$work/node/bin/node" --version >/dev/null
  rm -rf "$cache"
  mv "$work/node" "$cache"
fi
echo "export PATH=\"$cache/bin:\$PATH\""
