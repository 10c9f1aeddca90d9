#!/usr/bin/env bash
# Makes sure the browser tests have Debian's Chromium. Called by `npm test` (and so by .ci/run):
# installs it with apt-get where it can (root), otherwise stops at once with one line naming the
# command to run. CHROMIUM_PATH points at another Chromium instead.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages="chromium fonts-liberation"

if [ -x "$chromium_path" ]; then
  exit 0
fi

if [ "$chromium_path" != /usr/bin/chromium ]; then
  echo "No Chromium at CHROMIUM_PATH=$chromium_path: point it at one, or unset it and run \`sudo apt-get install -y $packages\`" >&2
  exit 1
fi

if [ "$EUID" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The browser tests need Debian's Chromium: run \`sudo apt-get update && sudo apt-get install -y $packages\`, then npm test again" >&2
  exit 1
fi

echo "Installing Debian's Chromium for the browser tests ($packages)"
export DEBIAN_FRONTEND=noninteractive
# shellcheck disable=SC2086 # the package list is words on purpose
apt-get update -qq && apt-get install -y -qq $packages >/dev/null
if [ ! -x "$chromium_path" ]; then
  echo "apt-get installed $packages but $chromium_path is still missing" >&2
  exit 1
fi
