#!/usr/bin/env bash
# Installs the Debian packages HomeView needs, and only those that are missing.
# Idempotent: a machine that has everything runs no apt-get at all.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev
  libdrm-dev libinput-dev libudev-dev libasound2-dev
  fonts-inter fonts-roboto-unhinted fonts-dejavu-extra fonts-bebas-neue
  fonts-quicksand fonts-material-design-icons-iconfont fonts-comic-neue
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null; then
  for d in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
    [[ -x $d/swift ]] && { echo "setup: swift found in $d; add it to PATH"; break; }
  done
  echo "setup: the Swift 6 toolchain is not on PATH (swift.org ships it for Debian 12)" >&2
  exit 1
fi
