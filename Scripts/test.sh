#!/usr/bin/env bash
# Installs what is missing, builds (no warnings allowed from our code) and runs
# every test.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
export PATH="/opt/swift/usr/bin:$PATH"

log=$(mktemp)
build_started=$SECONDS
swift build --build-tests 2>&1 | tee "$log"
echo "test.sh: stage build: $((SECONDS - build_started)) s"
# SwiftPM's notice about pkg-config's -pthread is the one accepted warning.
if grep -E "warning:" "$log" | grep -c -v "prohibited flag(s): -pthread" >/dev/null; then
  echo "test.sh: the build printed warnings (above); HomeView builds warning-free" >&2
  exit 1
fi
# Each stage prints its wall time when it ends.
stage() {  # stage NAME COMMAND...
  local name=$1 t0=$SECONDS
  shift
  "$@"
  echo "test.sh: stage $name: $((SECONDS - t0)) s"
}
# Every test of `swift test list` once, in parallel processes (Scripts/unit-tests.sh).
stage "unit tests" Scripts/unit-tests.sh
# Board/raspberrypi/apply against a stock boot tree (a few seconds of CPU).
stage raspberrypi Board/raspberrypi/test
# Reliability (issue 12): ~6 minutes together on two cores.
# Mutated inputs through the real parsers and loaders, from Tests/Fuzz/corpus.
stage fuzz .build/debug/homeview-fuzz --seconds 60
# The core's tests under AddressSanitizer, the audio rings under ThreadSanitizer.
stage sanitizers Scripts/sanitizers.sh
# Six virtual hours of gallery and ambient across midnight; fails if resident
# memory grows more than 2 MB after the first hour.
stage soak .build/debug/homeview soak --hours 6 --size 320x200

# ---- stage: the desktop window backend under Xvfb (Tests/Window/README.md) ----
# Prints "window: SKIPPED: reason" where Xvfb, xdotool or xwd cannot be had.
window_started=$SECONDS
Tests/Window/test
echo "window: stage took $((SECONDS - window_started)) s"
# ---- end of the window stage ----

# The real driver path: a Linux kernel in QEMU with homeview on drm + libinput
# (prints "board: SKIPPED: reason" where QEMU cannot be had).
stage board Board/qemu/test

# ---- stage: the appliance (Board/debian/README.md) ----
# The Debian package (lintian-clean) installed on Debian 12 with systemd as
# PID 1 in QEMU: boot, watchdog, restarts, reload, reboot, upgrade, remove,
# purge. Prints its stage time (budget 12 minutes) and "debian-board: SKIPPED:
# reason" where QEMU or the image cannot be had.
stage debian-board Board/debian/test
# ---- end of the appliance stage ----
