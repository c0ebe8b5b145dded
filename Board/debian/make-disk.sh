#!/usr/bin/env bash
# The board's disk: a copy of the cached Debian root filesystem with the
# kernel's modules, a root shell on the serial console (the host drives the
# checks through it), the older HomeView package installed with dpkg as an
# admin would, the test's edits to its config and the user's data folder,
# packed into an ext4 image (mke2fs -d: no loop mount needed).
#
# Usage: make-disk.sh ROOTFS KERNEL_VERSION OLD.deb NEW.deb CONFIG DATA_DIR OUT.img [FILE...]
# (the FILEs go to /root for the checks)
set -euo pipefail
rootfs=$1 K=$2 old=$3 new=$4 config=$5 data=$6 img=$7
shift 7
work="$img.root"
rm -rf "$work" "$img"
cp -a "$rootfs" "$work"

# Debian's kernel (the host's linux-image-amd64): the modules this board
# loads (disk, display, input, sound), with their dependencies and a depmod.
for m in virtio_pci virtio_blk ext4 virtio_gpu virtio_input evdev bochs snd_aloop; do
  modprobe -S "$K" --show-depends "$m" | awk '$1=="insmod"{print $2}'
done | sort -u | while read -r ko; do
  mkdir -p "$work$(dirname "$ko")"
  cp "$ko" "$work$ko"
done
cp /lib/modules/"$K"/modules.{order,builtin,builtin.modinfo} "$work/lib/modules/$K/" 2>/dev/null || true
depmod -b "$work" "$K"

echo '/dev/vda / ext4 defaults 0 1' >"$work/etc/fstab"
# The serial console logs root in; the shell echoes nothing and prompts with
# nothing, so the host reads only what its commands print.
mkdir -p "$work/etc/systemd/system/serial-getty@ttyS0.service.d"
cat >"$work/etc/systemd/system/serial-getty@ttyS0.service.d/autologin.conf" <<'CONF'
[Service]
ExecStart=
ExecStart=-/sbin/agetty --autologin root --noclear --keep-baud 115200 %I dumb
CONF
cat >"$work/root/.profile" <<'PROFILE'
stty -echo -onlcr 2>/dev/null
PS1='' PS2=''
export SYSTEMD_PAGER='' SYSTEMD_COLORS=0 TERM=dumb
echo board-shell-ready
PROFILE
cp "$old" "$work/root/homeview-old.deb"
cp "$new" "$work/root/homeview-new.deb"
for f in "$@"; do cp "$f" "$work/root/"; done

# Installed as an admin would (dpkg runs the maintainer scripts chrooted).
mount -t proc proc "$work/proc"
chroot "$work" dpkg -i /root/homeview-old.deb >"$img.dpkg.log" 2>&1 || { umount "$work/proc"; cat "$img.dpkg.log" >&2; exit 1; }
umount "$work/proc"
# The admin's edit of the conffile, and the user's data.
cp "$config" "$work/etc/homeview/homeview.json"
cp -a "$data"/. "$work/var/lib/homeview/"
chroot "$work" chown -R homeview:homeview /var/lib/homeview

size=$(( $(du -sm "$work" | cut -f1) + 700 ))
mke2fs -q -t ext4 -L root -d "$work" "$img" "${size}M" >/dev/null
rm -rf "$work"
