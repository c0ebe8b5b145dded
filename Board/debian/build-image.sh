#!/usr/bin/env bash
# The Debian board's root filesystem: Debian 12 (minbase) by debootstrap from
# this machine's own apt mirror, with systemd as init and the runtime
# packages the HomeView package depends on, so the test installs the .deb
# without reaching the network. Cached: only the first build of a given
# package list pays (a few minutes); later calls print the cached path.
#
# Usage: build-image.sh HOMEVIEW.deb   (its Depends make the package list)
# Prints the rootfs folder last. HOMEVIEW_BOARD_CACHE overrides the cache
# folder (/var/cache/homeview-board).
set -euo pipefail
cache=${HOMEVIEW_BOARD_CACHE:-/var/cache/homeview-board}
suite=bookworm
# What the board itself needs: systemd as PID 1, udev, kmod, agetty for the
# serial console's root shell, procps (pidof); MPD with mpc and alsa-utils
# (arecord) for the shared sound card's check (MPD and HomeView on one dmix).
base=(systemd systemd-sysv udev kmod util-linux procps mpd mpc alsa-utils)
# The package's Depends, names only (no versions or alternatives).
mapfile -t depends < <(dpkg-deb -f "$1" Depends | tr ',' '\n' | sed 's/[(|].*//; s/ //g' | grep .)
list=$(printf '%s\n' "${base[@]}" "${depends[@]}" | sort -u)
key=$(printf '%s\n%s\n' "$suite" "$list" | sha256sum | cut -c1-16)
root="$cache/rootfs-$key"
if [[ -e "$root/.complete" ]]; then
  touch "$root"
  echo "$root"
  exit 0
fi

[[ $(id -u) -eq 0 ]] || { echo "build-image.sh: debootstrap needs root" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "build-image.sh: debootstrap is not installed (Scripts/setup.sh installs it)" >&2; exit 1; }
# The mirror the machine already uses for Debian 12.
mirror=$(awk '/^URIs:/ && $2 !~ /security/ && m == "" { m = $2 } END { print m }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
[[ -n "$mirror" ]] || mirror=$(awk '/^deb / && $2 !~ /security/ && m == "" { m = $2 } END { print m }' /etc/apt/sources.list 2>/dev/null || true)
[[ -n "$mirror" ]] || { echo "build-image.sh: no Debian mirror in /etc/apt/sources.list*" >&2; exit 1; }

start=$(date +%s)
mkdir -p "$cache"
rm -rf "$root" "$root.tmp"
echo "board image: debootstrap $suite from $mirror with $(echo "$list" | wc -l) packages (once per machine and package list)" >&2
debootstrap --variant=minbase --include="$(echo "$list" | paste -sd,)" "$suite" "$root.tmp" "$mirror" >"$cache/debootstrap-$key.log" 2>&1 \
  || { tail -20 "$cache/debootstrap-$key.log" >&2; exit 1; }
# The mirror's own sources, the apt cache emptied, a hostname, fontconfig's cache.
echo "deb $mirror $suite main" >"$root.tmp/etc/apt/sources.list"
chroot "$root.tmp" apt-get clean
echo homeview-board >"$root.tmp/etc/hostname"
chroot "$root.tmp" sh -c 'command -v fc-cache >/dev/null && fc-cache -s || true'
echo "$list" >"$root.tmp/.packages"
touch "$root.tmp/.complete"
mv "$root.tmp" "$root"
# Images of other package lists go once unused for a week (another branch
# may still build with one).
find "$cache" -maxdepth 1 -name 'rootfs-*' ! -path "$root" -mtime +7 -exec rm -rf {} +
echo "board image: built in $(($(date +%s) - start)) s, $(du -sh "$root" | cut -f1)" >&2
echo "$root"
