#!/usr/bin/env bash
# Installs what is missing, builds, and runs the demo on the default backend
# (headless on a desktop: the demo's PNGs; drm on a device). `--window` opens
# the screens in a desktop window instead (the window backend), by mouse.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
export PATH="/opt/swift/usr/bin:$PATH"
# Built as the device's binary is (Scripts/package.sh, the boards): the Swift
# runtime linked in, so the demo's figures (--stats: peak memory) are the
# appliance's, and every release build of the tree shares one set of flags.
swift build -c release --static-swift-stdlib --product homeview
args=()
window=false
explicit=false
for a in "$@"; do
  case "$a" in
    --window) window=true ;;
    --backend) explicit=true; args+=("$a") ;;
    *) args+=("$a") ;;
  esac
done
if $window; then
  args=(--backend window "${args[@]}")
elif ! $explicit && [[ -n "${WAYLAND_DISPLAY:-}${DISPLAY:-}" ]]; then
  # On a desktop `auto` would open a window; the demo stays the headless script.
  args=(--backend headless "${args[@]}")
fi
exec .build/release/homeview "${args[@]}"
