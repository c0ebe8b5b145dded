#!/usr/bin/env bash
# Installs what is missing, builds, and runs the demo on the default backend.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product homeview
.build/release/homeview "$@"
