#!/usr/bin/env bash
# Builds the Debian package for this machine's architecture:
#   .build/package/homeview_VERSION_ARCH.deb
# Options: --version V (default 0.0~gitN.HASH: N commits, HASH the head),
#          --out DIR, --binary FILE (package an already built release binary).
# Prints the package's path last. Packaging/README.md says what goes where.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
export PATH="/opt/swift/usr/bin:$PATH"

version="" out="$repo/.build/package" binary=""
while (($#)); do
  case $1 in
    --version) version=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    *) echo "package.sh: unknown option '$1' (--version V, --out DIR, --binary FILE)" >&2; exit 2 ;;
  esac
done
if [[ -z $version ]]; then
  # The repository has no tags yet: the commit count orders versions.
  version="0.0~git$(git rev-list --count HEAD).$(git rev-parse --short=7 HEAD)"
fi
arch=$(dpkg --print-architecture)

if [[ -z $binary ]]; then
  # Release, with the Swift runtime linked in: a device has no toolchain.
  log=$(mktemp)
  if ! swift build -c release --static-swift-stdlib --product homeview >"$log" 2>&1; then
    cat "$log" >&2; rm -f "$log"; exit 1
  fi
  rm -f "$log"
  binary=$(swift build -c release --static-swift-stdlib --show-bin-path)/homeview
fi

mkdir -p "$out"
root=$(mktemp -d "$out/root.XXXXXX")
trap 'rm -rf "$root"' EXIT
chmod 0755 "$root"
umask 022
put() {  # put MODE SOURCE DEST
  install -D -m "$1" "$2" "$root$3"
}
put 0755 "$binary" /usr/bin/homeview
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/homeview"
put 0644 Packaging/homeview.json /etc/homeview/homeview.json
put 0644 Packaging/homeview.service /lib/systemd/system/homeview.service
put 0644 Packaging/homeview.sysusers /usr/lib/sysusers.d/homeview.conf
put 0644 Packaging/homeview.tmpfiles /usr/lib/tmpfiles.d/homeview.conf
put 0644 Packaging/homeview.udev /lib/udev/rules.d/70-homeview.rules
put 0644 Packaging/homeview.modules-load /usr/lib/modules-load.d/homeview.conf
put 0644 Packaging/homeview.asound /etc/alsa/conf.d/50-homeview.conf
put 0644 Config/demo.script /usr/share/homeview/demo.script
for s in Config/drawmusic-*.script; do put 0644 "$s" "/usr/share/homeview/$(basename "$s")"; done
put 0644 Packaging/copyright /usr/share/doc/homeview/copyright
# The about panel reads the version from here (never from dpkg's database).
printf '%s\n' "$version" | install -D -m 0644 /dev/stdin "$root/usr/share/homeview/version"
# A native package's changelog: one entry for this build.
mkdir -p "$root/usr/share/doc/homeview"
{
  echo "homeview ($version) unstable; urgency=medium"
  echo
  echo "  * Built from commit $(git rev-parse --short=12 HEAD)."
  echo
  echo " -- HomeView developers <homeview@users.noreply.github.com>  $(date -R -d "@$(git log -1 --format=%ct)")"
} | gzip -9n >"$root/usr/share/doc/homeview/changelog.gz"
# The manual page is the program's own --help.
mkdir -p "$root/usr/share/man/man1"
{
  echo '.TH HOMEVIEW 1 "" "homeview '"$version"'" "User Commands"'
  echo '.SH NAME'
  echo 'homeview \- smart display firmware (DRM/KMS, libinput, ALSA, Cairo)'
  echo '.SH DESCRIPTION'
  echo '.nf'
  "$root/usr/bin/homeview" --help | sed -e 's/\\/\\e/g' -e 's/^\./\\\&./' -e "s/^'/\\\\\\&'/"
  echo '.fi'
  echo '.SH FILES'
  echo '/etc/homeview/homeview.json, /var/lib/homeview/'
} | gzip -9n >"$root/usr/share/man/man1/homeview.1.gz"

# Depends: the package of every library the binary names (NEEDED), found
# through dpkg -S, then the fonts the screens draw with, and systemd (the
# unit, systemd-sysusers and systemd-tmpfiles in the maintainer scripts).
needed=$(readelf -d "$root/usr/bin/homeview" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
# Libraries opened at first use (dlopen) are in no NEEDED entry: each such C
# shim names its soname as `#define C…_LIBRARY "…"` (libcurl, libical).
# SDL2, for the desktop window only, is no dependency of the device package.
needed="$needed $(sed -n 's/^#define C[A-Z0-9]*_LIBRARY "\(.*\)"$/\1/p' Sources/C*/shim.h)"
deps=()
for lib in $needed; do
  path=$(ldconfig -p | awk -v l="$lib" '$1 == l && p == "" { p = $NF } END { print p }')
  [[ -n $path ]] || { echo "package.sh: $lib (NEEDED by homeview) is not in ldconfig's cache" >&2; exit 1; }
  pkg=""
  for p in "$path" "$(readlink -f "$path")" "/usr$path" "${path#/usr}"; do
    pkg=$(dpkg -S "$p" 2>/dev/null | awk -F: 'NR == 1 { print $1 }') && [[ -n $pkg ]] && break
  done
  [[ -n $pkg ]] || { echo "package.sh: no Debian package owns $path ($lib)" >&2; exit 1; }
  deps+=("$pkg")
done
mapfile -t fonts < <(grep -v '^#' Packaging/font-packages | grep .)
depends=$(printf '%s\n' "${deps[@]}" | sort -u | paste -sd, | sed 's/,/, /g')
depends="$depends, $(printf '%s\n' "${fonts[@]}" | paste -sd, | sed 's/,/, /g'), systemd"

mkdir -p "$root/DEBIAN"
install -m 0755 Packaging/postinst Packaging/prerm Packaging/postrm "$root/DEBIAN/"
printf '%s\n' /etc/homeview/homeview.json /etc/alsa/conf.d/50-homeview.conf >"$root/DEBIAN/conffiles"
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: homeview
Version: $version
Architecture: $arch
Maintainer: HomeView developers <homeview@users.noreply.github.com>
Installed-Size: $size
Depends: $depends
Section: misc
Priority: optional
Description: smart display firmware
 HomeView owns a touch panel's screen through DRM/KMS, reads touch through
 libinput, plays sound through ALSA and draws clock faces, a personal home,
 a smart-home dashboard, Now Playing, recipes and Draw Music with Cairo and
 Pango. It runs as the systemd service homeview.service, as the system user
 homeview; the config is /etc/homeview/homeview.json, the user's data (the
 household, settings, drawings) lives in /var/lib/homeview.
CONTROL
deb="$out/homeview_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
