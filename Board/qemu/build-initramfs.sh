#!/usr/bin/env bash
# Builds the QEMU board's initramfs: busybox-static as init, the virtio/input
# kernel modules of Debian's linux-image-amd64 (with their dependencies and a
# depmod), systemd-udevd (libinput needs udev's database, and hot-plug needs its
# events), the homeview binary with the libraries ldd names, fonts, fontconfig,
# libinput's data files and the board's config.
#
# Usage: build-initramfs.sh HOMEVIEW_BINARY OUT_DIR   (writes OUT_DIR/initramfs.cpio)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
bin=$1
out=$2
K=$(ls /lib/modules | sort -V | tail -1)
R=$out/rootfs
rm -rf "$R"
mkdir -p "$R"/{bin,sbin,usr/bin,usr/sbin,proc,sys,dev,tmp,run,etc,lib64,root,var/lib,homeview}

cp /bin/busybox "$R/bin/busybox"
for a in $(/bin/busybox --list); do [ -e "$R/bin/$a" ] || ln -s busybox "$R/bin/$a"; done
# The kernel's request_module() runs /sbin/modprobe.
ln -sf ../bin/busybox "$R/sbin/modprobe"

# Kernel modules with their dependencies (paths kept), then depmod for busybox modprobe.
# bochs: the display the board hot-adds (virtio-gpu cannot be hot-plugged);
# snd_aloop: the ALSA loopback card the sound check plays into; 9p: the host
# folder the capture is written to.
mods="virtio_pci virtio_gpu virtio_input evdev bochs snd_aloop 9pnet_virtio 9p"
for m in $mods; do
  modprobe -S "$K" --show-depends "$m" | awk '$1=="insmod"{print $2}'
done | sort -u | while read -r ko; do
  mkdir -p "$R$(dirname "$ko")"
  cp "$ko" "$R$ko"
done
cp /lib/modules/"$K"/modules.{order,builtin,builtin.modinfo} "$R/lib/modules/$K/" 2>/dev/null || true
depmod -b "$R" "$K"

# udev: the daemon, udevadm and the rules that tag input devices for libinput.
mkdir -p "$R/lib/systemd" "$R/lib/udev/rules.d" "$R/etc/udev"
cp /lib/systemd/systemd-udevd "$R/lib/systemd/"
cp /bin/udevadm "$R/bin/udevadm"
for r in 50-udev-default 60-input-id 60-evdev 60-persistent-input 60-drm 70-touchpad 80-libinput-device-groups 90-libinput-fuzz-override 99-systemd; do
  [ -e /lib/udev/rules.d/$r.rules ] && cp /lib/udev/rules.d/$r.rules "$R/lib/udev/rules.d/"
done
helpers=""
for h in /lib/udev/libinput-device-group /lib/udev/libinput-fuzz-extract /lib/udev/libinput-fuzz-to-zero; do
  [ -e "$h" ] && { cp "$h" "$R/lib/udev/"; helpers="$helpers $h"; }
done
echo 'udev_log=err' > "$R/etc/udev/udev.conf"

# homeview and every shared library (ldd), plus the dynamic loader.
cp "$bin" "$R/homeview/homeview"
cp /usr/bin/arecord "$R/usr/bin/"
for b in "$bin" /lib/systemd/systemd-udevd /bin/udevadm /usr/bin/arecord $helpers; do
  ldd "$b" | awk '/=> \//{print $3} /^\s*\/lib64/{print $1}'
done | sort -u | while read -r so; do
  mkdir -p "$R$(dirname "$so")"
  cp -L "$so" "$R$so"
done
cp -L /lib64/ld-linux-x86-64.so.2 "$R/lib64/"

# Data files: fonts and fontconfig (with its cache, so the first frame does not
# scan fonts), libinput's quirks, the config and household fixture.
mkdir -p "$R/usr/share" "$R/var/cache"
cp -a /usr/share/fonts "$R/usr/share/"
cp -a /etc/fonts "$R/etc/"
[ -d /var/cache/fontconfig ] && cp -a /var/cache/fontconfig "$R/var/cache/"
cp -a /usr/share/libinput "$R/usr/share/"
cp -a /usr/share/alsa "$R/usr/share/"            # alsa.conf: snd_pcm_open needs it
[ -d /usr/share/libwacom ] && cp -a /usr/share/libwacom "$R/usr/share/"
mkdir -p "$R/etc/homeview"
python3 "$here/make-config.py" "$repo" "$R/etc/homeview"

echo 'root:x:0:0:root:/root:/bin/sh' > "$R/etc/passwd"
printf 'root:x:0:\ninput:x:101:\nvideo:x:44:\naudio:x:29:\n' > "$R/etc/group"
cp "$here/init.sh" "$R/init"
chmod +x "$R/init"
# Uncompressed: the kernel unpacks it faster than it inflates gzip under TCG.
(cd "$R" && find . -print0 | cpio --null -o -H newc --quiet) > "$out/initramfs.cpio"
echo "board: initramfs $(du -sh "$R" | cut -f1) ($(ls "$R"/lib/modules/"$K" -R | grep -c '\.ko$') modules, kernel $K)"
