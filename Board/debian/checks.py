#!/usr/bin/env python3
"""The Debian board's checks: the HomeView package on Debian 12 with systemd
as PID 1 (Board/debian/README.md).

boot 1 (virtio-gpu 1280x800, multitouch): the service active as user homeview,
  READY=1, the face = the headless render, the boot time split, the exposure
  score, kill -9 and kill -STOP (watchdog) restarts, a broken config (key path
  in the journal, failed after the start limit, fixed and restarted), SIGHUP;
  MPD and the service share the sound card through ALSA's dmix (the package's
  /etc/alsa/conf.d/50-homeview.conf), also across a restart of the service;
  then a reboot.
BOARD_ONLY=sound runs boot 1 as far as the shared sound card's check only.
boot 2 (no display at start): active and waiting for a display; a display
  hot-added shows the same face and data; the upgrade keeps the conffile edit
  and the data; remove keeps /var/lib/homeview; purge removes it, the user
  stays locked."""
import argparse, json, os, re, shutil, subprocess, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from debian_board import DebianBoard, CheckFailed  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "qemu"))
from board import compare, read_png, write_ppm  # noqa: E402

ap = argparse.ArgumentParser()
for a in ("out", "kernel", "initrd", "disk", "homeview", "config", "data", "changed"):
    ap.add_argument("--" + a, required=True)
args = ap.parse_args()
results, figures = [], {}
sound_only = os.environ.get("BOARD_ONLY", "") == "sound"


def check(name, fn):
    t = time.monotonic()
    try:
        detail = fn()
        results.append((name, True))
        print(f"debian-board: PASS {name}: {detail} ({time.monotonic() - t:.1f} s)", flush=True)
    except Exception as e:  # a broken harness is a failure too, never a pass
        results.append((name, False))
        print(f"debian-board: FAIL {name}: {e if isinstance(e, CheckFailed) else repr(e)}", flush=True)


def reference(w, h, screen="face", settings=None):
    """`screen` as a headless run renders it from the same config and a copy
    of the same data (with `settings` as its settings.json, if given)."""
    path = os.path.join(args.out, f"reference-{screen}-{w}x{h}.png")
    data = os.path.join(args.out, "reference-data")
    shutil.rmtree(data, ignore_errors=True)
    shutil.copytree(args.data, data)
    if settings:
        shutil.copy(settings, os.path.join(data, "settings.json"))
    r = subprocess.run([args.homeview, "snapshot", screen, "--backend", "headless", "--config", args.config,
                        "--data", data, "--size", f"{w}x{h}", "--out", path], capture_output=True, text=True)
    if r.returncode != 0:
        raise CheckFailed(f"headless snapshot failed: {r.stderr.strip()}")
    return read_png(path)


def same_picture(board, name, expected, seconds=20):
    """The screen equals `expected` within `seconds`: the face is painted beside
    the frame thread and replaces the first frame's dark placeholder when it
    arrives (seconds under TCG)."""
    deadline = time.monotonic() + seconds
    while True:
        actual = board.screendump(os.path.join(board.out, f"{name}.ppm"))
        share, worst, diff = compare(actual, expected)
        if share <= 0.002 or time.monotonic() >= deadline:
            break
        time.sleep(0.5)
    if share > 0.002:
        if diff:
            write_ppm(os.path.join(board.out, f"{name}-diff.ppm"), diff)
        raise CheckFailed(f"{name}: {share * 100:.2f} % of pixels differ by more than 8 (largest {worst}); "
                          f"see {board.out}/{name}-diff.ppm")
    return f"{share * 100:.3f} % of pixels off"


def main_pid(b):
    return int(b.out1("systemctl show -p MainPID --value homeview.service") or 0)


def first_frames(b):
    """How many 'first frame on screen' lines the unit's journal has this boot."""
    return int(b.out1("journalctl -b -u homeview.service -o cat | grep -c 'first frame on screen' || true") or 0)


def wait_first_frame(b, count, timeout=180):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if first_frames(b) >= count:
            return
        time.sleep(0.5)
    raise CheckFailed(f"no first frame within {timeout} s: {b.out1('journalctl -b -u homeview.service -o cat | tail -8')}")


def finish():
    failed = [n for n, ok in results if not ok]
    if figures:
        print("debian-board: figures: " + ", ".join(f"{k} {v:.1f}" for k, v in figures.items()), flush=True)
    print(f"debian-board: {len(results) - len(failed)} of {len(results)} checks passed", flush=True)
    sys.exit(1 if failed else 0)


class SoundOnly(Exception):
    """BOARD_ONLY=sound: boot 1 ends after the shared sound card's check."""


SHARED_SOUND = "MPD and the service share the sound card (dmix), also across a restart"


def dmix_semaphore(b):
    """The shared dmix's semaphore (the package's ipc_key 4806) as
    /proc/sysvipc/sem lists it: (semid, perms, owner, group), or None."""
    line = b.out1("awk '$1 == 4806 { print $2, $3, $5, $6 }' /proc/sysvipc/sem")
    if not line:
        return None
    semid, perms, uid, gid = line.split()
    owner = b.out1(f"getent passwd {uid} | cut -d: -f1") or uid
    group = b.out1(f"getent group {gid} | cut -d: -f1") or gid
    return semid, perms, owner, group


def shared_sound_card(b):
    """MPD (user mpd) and the hardened service (user homeview) play on ALSA's
    `default` at once, mixed by the dmix of the package's
    /etc/alsa/conf.d/50-homeview.conf, with the unit as shipped (PrivateTmp=yes:
    on a current kernel dmix hands nothing over /tmp, only SysV shared memory
    and a semaphore of group audio): both processes hold the card's playback
    device, MPD plays without an error, and MPD's tone arrives on the
    loopback's capture side. Then the service is restarted while MPD plays (a
    watchdog restart, an upgrade): the dmix's semaphore, which the service
    created, must survive its stop (RemoveIPC=yes would remove it under MPD),
    and both hold the card again. QEMU gives the board no sound card:
    snd-aloop's loopback is card 0."""
    b.sh("modprobe snd-aloop && grep -q Loopback /proc/asound/cards")
    b.sh("test -f /etc/alsa/conf.d/50-homeview.conf && test ! -e /etc/asound.conf"
         " && ! test -d /etc/systemd/system/homeview.service.d")
    unit = b.out1("systemctl show -p PrivateTmp -p RemoveIPC homeview.service | tr '\\n' ' '")
    b.sh("cp /root/mpd.conf /etc/mpd.conf"
         " && install -d -o mpd -g audio /srv/music && install -o mpd -m 0644 /root/tone.wav /srv/music/")
    # MPD's start given TCG's time.
    b.sh("mkdir -p /etc/systemd/system/mpd.service.d"
         " && printf '[Service]\\nTimeoutStartSec=600\\n' >/etc/systemd/system/mpd.service.d/board.conf"
         " && systemctl daemon-reload")
    # The service opened `default` at its start, before the card was there:
    # restarted, it opens the dmix first (it creates the shared memory and the
    # semaphore), and MPD joins it.
    frames = first_frames(b)
    b.sh("systemctl restart homeview.service")
    wait_first_frame(b, frames + 1)
    status, text = b.sh("systemctl restart mpd.service", timeout=650, check=False)
    if status != 0:
        raise CheckFailed(f"MPD did not start: {text}\n{b.out1('journalctl -b -u mpd.service -o cat | tail -12')}")
    # mpc names the host: minbase resolves no "localhost".
    mpc = "mpc -h 127.0.0.1"
    b.sh(f"{mpc} -q --wait update && {mpc} -q clear && {mpc} -q add tone.wav && {mpc} -q repeat on && {mpc} -q play", timeout=180)

    def both_play(when):
        hv, mpd = main_pid(b), b.out1("pidof mpd")
        holders = {name: int(b.out1(f"ls -l /proc/{pid}/fd | grep -c '/dev/snd/pcmC0D0p' || true") or 0)
                   for name, pid in (("homeview", hv), ("mpd", mpd))}
        status = b.until(f"{mpc} status", r"\[playing\]", timeout=60).string
        if "ERROR" in status or not all(holders.values()):
            log = b.out1("journalctl -b -u homeview.service -u mpd.service -o cat | grep -iE 'alsa|audio|sound|dmix|pcm' | tail -8")
            raise CheckFailed(f"{when}: the card's playback device held by {holders}; mpc: {status!r}; log:\n{log}")
        # The dmix's mix, read back on the loopback's other side: MPD's tone
        # (arecord reports overruns on stderr even with -q: TCG reads slowly).
        level = b.out1("arecord -q -D hw:Loopback,1,0 -f S16_LE -r 48000 -c 2 -d 1 -t raw 2>/dev/null | od -An -td2 -v"
                       " | awk '{for (i = 1; i <= NF; i++) { s += $i * $i; n++ }} END { print int(sqrt(s / n)) }'")
        if int(level or 0) < 1000:
            raise CheckFailed(f"{when}: the loopback's capture is silent (RMS {level}) though MPD plays")
        return f"{when}: homeview (pid {hv}) and mpd (pid {mpd}) hold pcmC0D0p, mpc [playing], capture RMS {level}"

    first = both_play("both started")
    sem = dmix_semaphore(b)
    if not sem or sem[1] != "660" or sem[3] != "audio":
        raise CheckFailed(f"the dmix's semaphore (key 4806) is {sem} (wanted mode 660, group audio)")
    frames = first_frames(b)
    b.sh("systemctl restart homeview.service")
    wait_first_frame(b, frames + 1)
    after = dmix_semaphore(b)
    if not after or after[0] != sem[0]:
        raise CheckFailed(f"the service's restart replaced the dmix's semaphore {sem} with {after}: "
                          f"MPD mixes under the removed one ({unit})")
    again = both_play("service restarted while MPD plays")
    b.sh(f"{mpc} -q stop")
    return (f"{unit}; {first}; semaphore {sem[0]} (owner {sem[2]}, group {sem[3]}, mode {sem[1]}) "
            f"kept across the restart; {again}")


# What the person made (not caches).
DATA_SUM = "cd /var/lib/homeview && find . -type f ! -path './.cache/*' | sort | xargs md5sum"
ref = reference(1280, 800)
disk = args.disk

# ---------------- boot 1 ----------------
b1 = DebianBoard("boot1", os.path.join(args.out, "boot1"), args.kernel, args.initrd, disk,
                 ["virtio-gpu-pci,id=gpu,xres=1280,yres=800", "virtio-multitouch-pci,id=touch1"])
data_before = None
try:
    b1.wait_shell()

    def active_as_homeview():
        b1.until("systemctl is-active homeview.service", r"^active$", timeout=240)
        wait_first_frame(b1, 1)
        pid = main_pid(b1)
        user = b1.out1(f"ps -o user= -p {pid}")
        if user != "homeview":
            raise CheckFailed(f"runs as {user!r}")
        status = b1.out1("systemctl show -p StatusText --value homeview.service")
        # The closed device list lets libinput open the touchscreen.
        touch = b1.out1("journalctl -b -u homeview.service -o cat | grep -m1 'input: added .*touch' || true")
        if not touch:
            raise CheckFailed(f"no touchscreen: {b1.out1('journalctl -b -u homeview.service -o cat | grep input: | head -3')}")
        # Type=notify: "active" (not "activating") means systemd got READY=1.
        return f"active (READY=1 received) as {user}, pid {pid}; STATUS={status!r}; {touch.strip()!r}"
    check("boot → homeview.service active as user homeview", active_as_homeview)
    if sound_only:
        check(SHARED_SOUND, lambda: shared_sound_card(b1))
        raise SoundOnly
    check("the face on screen equals the headless render", lambda: same_picture(b1, "boot1-face", ref))

    def boot_split():
        init_us = int(b1.out1("systemctl show -p UserspaceTimestampMonotonic --value"))
        unit_us = int(b1.out1("systemctl show -p ExecMainStartTimestampMonotonic --value homeview.service"))
        line = b1.out1("journalctl -b -u homeview.service -o cat | grep -m1 'first frame on screen'")
        m = re.search(r"([\d.]+) s after kernel start", line)
        if not m:
            raise CheckFailed(f"no boot time in {line!r}")
        frame = float(m.group(1))
        figures["kernel"], figures["to unit"], figures["to frame"] = init_us / 1e6, (unit_us - init_us) / 1e6, frame - unit_us / 1e6
        return (f"kernel + initramfs {init_us / 1e6:.1f} s, systemd → unit start {(unit_us - init_us) / 1e6:.1f} s, "
                f"unit start → first frame {frame - unit_us / 1e6:.1f} s (first frame {frame:.1f} s after kernel start)")
    check("boot time split", boot_split)

    def exposure():
        text = b1.out1("systemd-analyze security --no-pager homeview.service")
        m = re.search(r"Overall exposure level for homeview.service: ([\d.]+) (\w+)", text)
        if not m or float(m.group(1)) > 2.0:
            raise CheckFailed(text[-300:])
        figures["exposure"] = float(m.group(1))
        return m.group(0)
    check("systemd-analyze security on the board ≤ 2.0", exposure)
    data_before = b1.out1(DATA_SUM)

    def kill9():
        pid = main_pid(b1)
        frames = first_frames(b1)
        t = time.monotonic()
        b1.sh(f"kill -9 {pid}")
        wait_first_frame(b1, frames + 1, timeout=120)
        took = time.monotonic() - t
        figures["kill -9 → frame"] = took
        new = main_pid(b1)
        if new == pid or new == 0:
            raise CheckFailed(f"main pid {pid} → {new}")
        if took > 60:
            raise CheckFailed(f"the next frame took {took:.1f} s (> 60 s)")
        picture = same_picture(b1, "after-kill9", ref)
        after = b1.out1(DATA_SUM)
        if after != data_before:
            raise CheckFailed(f"the data folder changed:\n{data_before}\n→\n{after}")
        return f"pid {pid} → {new}, next frame {took:.1f} s after the kill; same face ({picture}); data folder unchanged"
    check("kill -9 → restarted by systemd", kill9)

    def hang():
        pid = main_pid(b1)
        frames = first_frames(b1)
        t = time.monotonic()
        b1.sh(f"kill -STOP {pid}")
        wait_first_frame(b1, frames + 1, timeout=150)
        took = time.monotonic() - t
        figures["kill -STOP → frame"] = took
        log = b1.out1("journalctl -b -u homeview.service -o cat | grep -ci watchdog || true")
        if int(log or 0) == 0:
            raise CheckFailed("no watchdog line in the journal")
        return f"pid {pid} stopped; the watchdog killed it, next frame {took:.1f} s later (WatchdogSec=30)"
    check("kill -STOP → the watchdog restarts it", hang)

    def broken_config():
        b1.sh("cp /etc/homeview/homeview.json /root/good.json")
        b1.sh("sed -i 's/\"start\": \"face\"/\"start\": 5/' /etc/homeview/homeview.json")
        b1.sh("journalctl --rotate >/dev/null 2>&1; systemctl restart homeview.service", check=False)
        b1.until("systemctl is-failed homeview.service", r"^failed$", timeout=180, every=2)
        restarts = int(b1.out1("systemctl show -p NRestarts --value homeview.service"))
        line = b1.out1("journalctl -b -u homeview.service -p err -o cat | grep -m1 'homeview.json: start' || true")
        if "homeview.json: start:" not in line:
            raise CheckFailed(f"no key path in the journal's errors: {b1.out1('journalctl -b -u homeview.service -o cat | tail -5')}")
        time.sleep(5)
        if b1.out1("systemctl is-failed homeview.service") != "failed":
            raise CheckFailed("it left the failed state by itself")
        b1.sh("cp /root/good.json /etc/homeview/homeview.json")
        frames = first_frames(b1)
        b1.sh("systemctl reset-failed homeview.service; systemctl restart homeview.service", timeout=180)
        wait_first_frame(b1, frames + 1)
        return (f"journal (-p err): {line!r}; failed after {restarts} automatic restarts (the limit, 5 starts in 120 s, "
                f"counts the kill -9 and watchdog restarts before), no storm; fixed + reset-failed + restart → active")
    check("a broken /etc config → key path, failed after the start limit, fixed", broken_config)

    def reload_household():
        pid = main_pid(b1)
        b1.sh("install -o homeview -g homeview -m 0640 /root/settings-changed.json /var/lib/homeview/settings.json")
        b1.sh("systemctl reload homeview.service")
        line = b1.until("journalctl -b -u homeview.service -o cat | grep 'reload: applied' | tail -n 1", r"reload: applied .*household", timeout=60)
        if main_pid(b1) != pid:
            raise CheckFailed(f"the service restarted ({pid} → {main_pid(b1)})")
        # The weather face on screen is drawn from the household.
        expected = reference(1280, 800, "face", args.changed)
        end = time.monotonic() + 30
        while True:
            try:
                picture = same_picture(b1, "after-reload", expected)
                break
            except CheckFailed:
                if time.monotonic() > end:
                    raise
                time.sleep(2)
        return f"{line.string.strip()!r}; same pid {pid}; the face shows the new weather ({picture})"
    check("SIGHUP: a changed household shows without a restart", reload_household)
    data_before = b1.out1(DATA_SUM)
    check(SHARED_SOUND, lambda: shared_sound_card(b1))

    def reboot():
        b1.console("systemctl reboot")
        b1.proc.wait(timeout=120)
        return "clean reboot (QEMU exits on reboot; boot 2 is the same disk)"
    check("reboot", reboot)
except SoundOnly:
    pass
finally:
    if b1.proc.poll() is None:
        b1.proc.kill()
        b1.proc.wait()

if sound_only:
    finish()

# ---------------- boot 2: no display at first ----------------
b2 = DebianBoard("boot2", os.path.join(args.out, "boot2"), args.kernel, args.initrd, disk, [])
try:
    b2.wait_shell()

    def waiting():
        b2.until("systemctl is-active homeview.service", r"^active$", timeout=240)
        status = b2.until("systemctl show -p StatusText --value homeview.service", r"waiting for a display", timeout=60)
        return f"active with no display; STATUS={status.string!r}"
    check("no display: started, ready and waiting", waiting)

    def hotplug():
        b2.qmp.cmd("device_add", driver="bochs-display", id="gpu", xres=800, yres=480)
        wait_first_frame(b2, 1)
        picture = same_picture(b2, "boot2-face", reference(800, 480, "face", args.changed))
        after = b2.out1(DATA_SUM)
        if data_before is not None and after != data_before:
            raise CheckFailed(f"the data folder changed across the reboot:\n{data_before}\n→\n{after}")
        return f"a display plugged in → the same face ({picture}); drawings and data kept across the reboot"
    check("after the reboot: the face and the drawings kept", hotplug)

    def upgrade():
        old = b2.out1("dpkg-query -W -f '${Version}' homeview")
        conf = b2.out1("md5sum /etc/homeview/homeview.json")
        data = b2.out1(DATA_SUM)
        frames = first_frames(b2)
        # dpkg, what apt runs underneath (apt's package lists cost ~30 s a call under TCG).
        b2.sh("dpkg -i /root/homeview-new.deb", timeout=400)
        new = b2.out1("dpkg-query -W -f '${Version}' homeview")
        if new == old or not old.startswith("0.0~git0.old"):
            raise CheckFailed(f"the version went from {old!r} to {new!r}")
        if conf != b2.out1("md5sum /etc/homeview/homeview.json"):
            raise CheckFailed("the edited conffile was replaced")
        if data != b2.out1(DATA_SUM):
            raise CheckFailed("the data folder changed")
        wait_first_frame(b2, frames + 1)
        b2.until("systemctl is-active homeview.service", r"^active$", timeout=60)
        return f"{old} → {new}: edited /etc/homeview/homeview.json and /var/lib/homeview kept, service restarted"
    check("upgrade keeps the conffile edit and the data", upgrade)

    def remove_purge():
        b2.sh("dpkg --remove homeview", timeout=400)
        if b2.sh("test -e /usr/bin/homeview", check=False)[0] == 0:
            raise CheckFailed("/usr/bin/homeview is still there after remove")
        if b2.sh("test -s /var/lib/homeview/faces/current-face", check=False)[0] != 0:
            raise CheckFailed("remove deleted the data folder")
        if b2.out1("systemctl is-active homeview.service || true") == "active":
            raise CheckFailed("still running after remove")
        b2.sh("dpkg --purge homeview", timeout=400)
        left = b2.out1("ls -d /var/lib/homeview /etc/homeview /lib/systemd/system/homeview.service 2>/dev/null || true")
        if left:
            raise CheckFailed(f"purge left {left}")
        user = b2.out1("passwd -S homeview")
        if " L " not in f" {user} ":
            raise CheckFailed(f"the user is not locked: {user}")
        return f"remove kept /var/lib/homeview; purge removed it, /etc/homeview and the unit; user stays: {user!r}"
    check("remove keeps the data, purge removes it", remove_purge)
finally:
    b2.poweroff()

finish()
