#!/usr/bin/env bash
# Installs the Debian packages HomeView needs, and only those that are missing.
# Idempotent: a machine that has everything runs no apt-get at all.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev
  libdrm-dev libinput-dev libudev-dev libasound2-dev
)
# The fonts the screens draw with: one list, which the package depends on too.
mapfile -t fonts < <(grep -v '^#' "$(dirname "$0")/../Packaging/font-packages" | grep .)
packages+=("${fonts[@]}")
# The Debian package (Scripts/package.sh: readelf, strip) and its checks: lintian, and
# systemd-analyze (systemd) for the unit's exposure score.
packages+=(binutils lintian systemd)
# The desktop window backend: SDL2's headers at build time (libSDL2 itself is
# opened at run time); its test runs it under Xvfb, clicks with xdotool and
# takes screenshots with xwd (x11-apps).
packages+=(libsdl2-dev xvfb xdotool x11-apps)
# The MQTT provider (Home Assistant): libmosquitto, and the broker and its
# clients the tests start on 127.0.0.1.
packages+=(libmosquitto-dev mosquitto mosquitto-clients)
# Your own calendar, weather and music: libical (iCalendar) and libcurl (HTTP,
# CalDAV), libmpdclient (MPD); the servers the tests start on 127.0.0.1
# (radicale for CalDAV, mpd, python3's http.server for HTTP) and sox, which
# makes the tests' tagged songs.
packages+=(libical-dev libcurl4-openssl-dev libmpdclient-dev radicale mpd python3 sox)
# The QEMU board (Board/qemu): a stock Debian kernel and busybox as the guest's
# init; cpio packs the initramfs. QEMU itself comes from bookworm-backports
# (below): virtio-multitouch-pci, the host-driven touchscreen, needs QEMU >= 8.1.
board_packages=(linux-image-amd64 busybox-static cpio kmod udev alsa-utils python3)
# The Debian board (Board/debian): debootstrap builds its root filesystem,
# mke2fs packs the disk.
board_packages+=(debootstrap e2fsprogs)
# HOMEVIEW_NO_BOARD=1 (building on a Pi: no amd64 kernel there) leaves the boards out.
[[ -n "${HOMEVIEW_NO_BOARD:-}" ]] || packages+=("${board_packages[@]}")

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

# QEMU >= 8.1 from bookworm-backports (bookworm's own 7.2 has no virtio-multitouch-pci).
qemu_ok() {
  command -v qemu-system-x86_64 >/dev/null || return 1
  # grep -c reads to the end: grep -q would stop early and QEMU's next write
  # would die of SIGPIPE, failing the pipeline under pipefail.
  qemu-system-x86_64 -device help 2>/dev/null | grep -c virtio-multitouch-pci >/dev/null
}
if ! qemu_ok && [[ -z "${HOMEVIEW_NO_BOARD:-}" ]]; then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  if [[ "$codename" == bookworm ]]; then
    list=/etc/apt/sources.list.d/homeview-backports.list
    if [[ ! -e $list ]]; then
      # Backports from the same mirror the machine already uses for bookworm.
      mirror=$(awk '/^URIs:/ && $2 !~ /security/ && m == "" { m = $2 } END { print m }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
      [[ -n "$mirror" ]] || mirror=$(awk '/^deb / && $2 !~ /security/ && m == "" { m = $2 } END { print m }' /etc/apt/sources.list 2>/dev/null || true)
      if [[ -n "$mirror" ]]; then
        echo "deb $mirror bookworm-backports main" | $sudo tee $list >/dev/null
      fi
    fi
    echo "setup: installing qemu-system-x86 from bookworm-backports (the board's touchscreen needs QEMU >= 8.1)"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
      -t bookworm-backports qemu-system-x86 >/dev/null || echo "setup: warning: QEMU could not be installed; the board test will skip" >&2
  else
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends qemu-system-x86 >/dev/null \
      || echo "setup: warning: QEMU could not be installed; the board test will skip" >&2
  fi
fi

# The Debian board's root filesystem, cached in /var/cache/homeview-board (only
# the first build of a package list pays, ~3.5 min). Its package list is the
# Depends of the package last built; on a fresh clone the board test builds it
# after building the package, printing that time apart from its own.
if [[ -z "${HOMEVIEW_NO_BOARD:-}" && $(id -u) -eq 0 ]] && command -v debootstrap >/dev/null; then
  here=$(cd "$(dirname "$0")/.." && pwd)
  deb=$(ls -t "$here"/.build/debian-board/packages/homeview_*.deb "$here"/.build/package/homeview_*.deb 2>/dev/null | grep -v '0.0~git0.old' | head -n1 || true)
  if [[ -n "$deb" ]]; then
    "$here/Board/debian/build-image.sh" "$deb" >/dev/null || echo "setup: warning: the Debian board image could not be built; its test will say why" >&2
  fi
fi

if ! command -v swift >/dev/null; then
  for d in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
    [[ -x $d/swift ]] && { echo "setup: swift found in $d; add it to PATH"; break; }
  done
  echo "setup: the Swift 6 toolchain is not on PATH (swift.org ships it for Debian 12)" >&2
  exit 1
fi
