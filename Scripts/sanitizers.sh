#!/usr/bin/env bash
# The sanitizer stage: the core's unit tests (Canvas, Runtime, Synth) under
# AddressSanitizer with leak checking, and the audio engine's tests (the rings
# between the frame thread and the audio thread) under ThreadSanitizer. Each is
# its own small package (Tests/Sanitizers/*, the same sources by symbolic link)
# built into its own scratch folder, so the normal build is not invalidated.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root=$PWD
supp="$root/Tests/Sanitizers/lsan.supp"

run() {  # run NAME SANITIZER [swift test args...]
  local name=$1 sanitizer=$2
  shift 2
  local log
  log=$(mktemp)
  ( cd "Tests/Sanitizers/$name" &&
    swift build --build-tests --scratch-path "$root/.build/$sanitizer" -Xswiftc -sanitize="$sanitizer" 2>&1 |
      grep -E "error:|warning: .*\.swift" || true )
  if ! ( cd "Tests/Sanitizers/$name" &&
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 LSAN_OPTIONS="suppressions=$supp:print_suppressions=0" \
      TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --scratch-path "$root/.build/$sanitizer" "$@" >"$log" 2>&1 ); then
    grep -E -B2 -A30 "ERROR: (Address|Leak|Thread)Sanitizer|WARNING: ThreadSanitizer|recorded an issue" "$log" | awk 'NR <= 150'
    echo "sanitizers: $name ($sanitizer) FAILED (full log: $log)" >&2
    return 1
  fi
  grep -E "^✔ Test run|Test run with" "$log" | sed "s/^/sanitizers: $sanitizer: /"
  rm -f "$log"
}

run Address address
run Thread thread
