#!/usr/bin/env bash
# The Debian board's initramfs: only what mounting the root disk takes. Debian's
# kernel has virtio and ext4 as modules; busybox loads them, mounts /dev/vda
# and hands over to systemd on it (the root filesystem has the rest of the
# modules, which udev loads as on any Debian machine).
#
# Usage: build-initrd.sh KERNEL_VERSION OUT.cpio
set -euo pipefail
K=$1
out=$2
R=$(mktemp -d)
trap 'rm -rf "$R"' EXIT
mkdir -p "$R"/{bin,sbin,proc,sys,dev,newroot}
cp /bin/busybox "$R/bin/busybox"
for a in sh mount umount mkdir modprobe switch_root sleep echo cat; do ln -s busybox "$R/bin/$a"; done
ln -s ../bin/busybox "$R/sbin/modprobe"
for m in virtio_pci virtio_blk ext4; do
  modprobe -S "$K" --show-depends "$m" | awk '$1=="insmod"{print $2}'
done | sort -u | while read -r ko; do
  mkdir -p "$R$(dirname "$ko")"
  cp "$ko" "$R$ko"
done
cp /lib/modules/"$K"/modules.{order,builtin,builtin.modinfo} "$R/lib/modules/$K/"
depmod -b "$R" "$K"
cat >"$R/init" <<'INIT'
#!/bin/sh
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
for m in virtio_pci virtio_blk ext4; do modprobe $m; done
i=0
while [ ! -b /dev/vda ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
mount -t ext4 -o rw /dev/vda /newroot || { echo "initrd: cannot mount /dev/vda"; exec sh; }
umount /proc /sys
mount --move /dev /newroot/dev
exec switch_root /newroot /sbin/init
INIT
chmod +x "$R/init"
(cd "$R" && find . -print0 | cpio --null -o -H newc --quiet) >"$out"
