#!/bin/busybox sh
# PID 1 of the QEMU board: mounts, loads the virtio drivers, starts udev, runs
# homeview on the drm backend with the arguments the host put on the kernel
# command line (hv=--a,b,...), then obeys the host's lines on the console:
# "stats" (SIGUSR1: homeview logs its figures), "soundcheck" (ALSA loopback),
# "bench" (stops homeview, runs bench --backend drm), "kms" (the CRTCs' enable
# and active and the planes' fb as the kernel's atomic state in debugfs holds
# them), "stop" (power off).
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
mount -t tmpfs tmpfs /tmp
mount -t tmpfs tmpfs /run
mkdir -p /dev/pts /dev/shm /var/lib/homeview
mount -t devpts devpts /dev/pts
echo "BOARD: init at $(cut -d' ' -f1 /proc/uptime) s, kernel $(uname -r)"
for m in virtio_pci virtio_gpu virtio_input evdev bochs snd_aloop; do modprobe $m || echo "BOARD: modprobe $m failed"; done
/lib/systemd/systemd-udevd --daemon
udevadm trigger --action=add
udevadm settle -t 10
echo "BOARD: udev settled at $(cut -d' ' -f1 /proc/uptime) s; dri: $(ls /dev/dri 2>/dev/null | tr '\n' ' ')"
for e in /sys/class/input/event*; do [ -e "$e" ] && echo "BOARD: input $(basename $e): $(cat $e/device/name)"; done
DEBUG=$(grep -o hvdebug /proc/cmdline)
ARGS=$(sed -n 's/.*hv=\([^ ]*\).*/\1/p' /proc/cmdline | tr ',' ' ')
cd /tmp
/homeview/homeview --backend drm $ARGS < /dev/null &
HV=$!
echo "BOARD: homeview started (pid $HV) at $(cut -d' ' -f1 /proc/uptime) s: $ARGS"
while read -r cmd; do
  case "$cmd" in
    stats) kill -USR1 $HV ;;
    stop) kill -TERM $HV; wait $HV; echo "BOARD: homeview exited rc=$?"; break ;;
    soundcheck)
      # homeview's sound check through ALSA into the loopback card, captured on
      # its other side into the host's folder (9p) for the host to analyse.
      # Subdevice 7 of each side pairs up, away from the running homeview's own stream.
      modprobe 9pnet_virtio; modprobe 9p; mkdir -p /mnt/host
      mount -t 9p -o trans=virtio,version=9p2000.L host0 /mnt/host
      # The capture runs until the check has played (a slow emulated guest
      # stretches its 2.5 s to more than 5), then a moment for the last
      # note's tail; 60 s caps it. SIGINT makes arecord close the WAV whole.
      arecord -q -D hw:Loopback,1,7 -f S16_LE -c 2 -r 48000 -d 60 /mnt/host/capture.wav &
      REC=$!
      sleep 0.3
      /homeview/homeview sound-check --device hw:Loopback,0,7 2>&1
      echo "BOARD: sound-check rc=$?"
      sleep 0.5; kill -INT $REC
      wait $REC; sync; umount /mnt/host
      echo "BOARD: capture written" ;;
    bench)
      # The bench needs the card: the running homeview lets go of it first.
      # 70 frames: the scenarios that navigate do so every 60 frames.
      # Of Draw Music's 5,000-stroke drawing only the load runs (the largest
      # peak memory): under emulation each builds and paints the drawing for
      # ~100 s, and the other two take the same display path.
      kill -TERM $HV; wait $HV
      /homeview/homeview bench --backend drm --frames ${BENCH_FRAMES:-70} --skip ${BENCH_SKIP:-drawing-5000-strokes,save-5000-strokes} 2>&1
      rc=$?
      # What the guest had left: a bench killed with 137 was the OOM killer.
      echo "BOARD: memory $(grep -E '^(MemTotal|MemAvailable):' /proc/meminfo | tr -s ' ' | tr '\n' ' ')"
      dmesg | grep -E 'Out of memory|oom-kill' | tail -2 | sed 's/^/BOARD: kernel: /'
      echo "BOARD: bench rc=$rc" ;;
    kms)
      grep -q debugfs /proc/mounts || mount -t debugfs debugfs /sys/kernel/debug
      for s in /sys/kernel/debug/dri/*/state; do
        [ -e "$s" ] && grep -E '^plane|^crtc|^[[:space:]]+(fb|enable|active)=' "$s" | tr -d '\t' | tr '\n' ' ' | sed 's/^/BOARD: kms /'; echo
      done
      echo "BOARD: kms done" ;;
    hexdump*) [ -n "$DEBUG" ] && eval "$cmd" ;;
  esac
done
sync
poweroff -f
