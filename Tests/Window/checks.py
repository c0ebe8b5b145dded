#!/usr/bin/env python3
"""The window backend for real: homeview in an SDL2 window on Xvfb, clicked with
xdotool, photographed with xwd and compared with headless renders of the same
screens (Tests/Window/README.md)."""
import argparse
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import threading
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(here, "..", "..", "Board", "qemu"))
from board import compare, read_png, write_ppm  # noqa: E402
from xwd import read_xwd  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--homeview", required=True)
ap.add_argument("--repo", required=True)
ap.add_argument("--out", required=True)
args = ap.parse_args()

# 800×480 (a real panel) keeps the pictures small; 1 pt = 0.6 px there.
W, H, SCALE = 800, 480, 0.6
started = time.time()
shutil.rmtree(args.out, ignore_errors=True)
os.makedirs(args.out)
failures = []


class CheckFailed(Exception):
    pass


def check(name, fn):
    t = time.time()
    try:
        detail = fn()
        print(f"window: {name}: ok{f' ({detail})' if detail else ''} [{time.time() - t:.1f} s]", flush=True)
    except Exception as e:  # noqa: BLE001 — every failure is reported, the run goes on
        failures.append(name)
        print(f"window: {name}: FAILED: {e}", flush=True)


# ---- the config: the repository's, with the demo clock and files of our own ----
household = os.path.join(args.out, "household.json")
shutil.copy(os.path.join(args.repo, "Config/household.json"), household)
good_household = open(household).read()
cfg = json.load(open(os.path.join(args.repo, "Config/homeview.json")))
cfg["clock"] = {"mode": "fixed"}
cfg["household"] = household
cfg["demo"] = os.path.join(args.repo, "Config", cfg.get("demo", "demo.script"))
cfg["dataFolder"] = os.path.join(args.out, "data")
cfg.pop("backend", None)
config = os.path.join(args.out, "homeview.json")
json.dump(cfg, open(config, "w"), indent=2)


def headless(screen):
    """The headless render of `screen` with the same config and size."""
    path = os.path.join(args.out, f"headless-{screen}.png")
    r = subprocess.run([args.homeview, "snapshot", screen, "--config", config, "--size", f"{W}x{H}", "--out", path],
                       capture_output=True, text=True, cwd=args.out)
    if r.returncode != 0:
        raise CheckFailed(f"headless snapshot {screen} failed: {r.stderr.strip()}")
    return read_png(path)


def headless_by_touch(name, script, start="face"):
    """The headless render after a gesture script from `start` (the same taps)."""
    path = os.path.join(args.out, f"{name}.script")
    open(path, "w").write(script + f"\nsnapshot headless-{name}\n")
    r = subprocess.run([args.homeview, "--backend", "headless", "--script", path, "--config", config, "--start", start,
                        "--size", f"{W}x{H}", "--out", args.out], capture_output=True, text=True, cwd=args.out)
    if r.returncode != 0:
        raise CheckFailed(f"headless run of {path} failed: {r.stderr.strip()}")
    return read_png(os.path.join(args.out, f"headless-{name}.png"))


def same_picture(actual, expected, name, tolerance=8):
    share, worst, diff = compare(actual, expected, tolerance)
    if share > 0.002:
        if diff:
            write_ppm(os.path.join(args.out, f"{name}-diff.ppm"), diff)
        write_ppm(os.path.join(args.out, f"{name}-actual.ppm"), actual)
        raise CheckFailed(f"{share * 100:.2f} % of pixels differ by more than {tolerance} (largest {worst}); see {args.out}/{name}-diff.ppm")
    return f"{share * 100:.3f} % of pixels differ by more than {tolerance}, largest difference {worst}"


# ---- Xvfb on a display number it picks itself ----
xvfb_log = open(os.path.join(args.out, "xvfb.log"), "w")
rfd, wfd = os.pipe()
xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(wfd), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                        pass_fds=(wfd,), stdout=xvfb_log, stderr=xvfb_log)
os.close(wfd)
number = b""
deadline = time.time() + 15
while not number.endswith(b"\n") and time.time() < deadline:
    if select.select([rfd], [], [], 0.5)[0]:
        chunk = os.read(rfd, 16)
        if not chunk:
            break
        number += chunk
if not number.strip():
    xvfb.kill()
    print(f"window: SKIPPED: Xvfb did not start (see {args.out}/xvfb.log)")
    sys.exit(0)
env = dict(os.environ, DISPLAY=":" + number.decode().strip())
env.pop("WAYLAND_DISPLAY", None)
print(f"window: Xvfb on {env['DISPLAY']}", flush=True)


def x(*cmd, check_rc=True):
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=20)
    if check_rc and r.returncode != 0:
        raise CheckFailed(f"{' '.join(cmd)}: {r.stderr.strip() or r.returncode}")
    return r.stdout


# ---- homeview in its window; its log read as it comes ----
# With no DRM card to own, `auto` must pick the window itself (a desktop session is there).
own_card = any(n.startswith("card") for n in os.listdir("/dev/dri")) if os.path.isdir("/dev/dri") else False
backend = ["--backend", "window"] if own_card else []
hv = subprocess.Popen([args.homeview, *backend, "--config", config, "--size", f"{W}x{H}", "--start", "face",
                       "--out", os.path.join(args.out, "snapshots")],
                      env=env, cwd=args.out, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
log_lines = []
log_file = open(os.path.join(args.out, "homeview.log"), "w")


def pump():
    for line in hv.stderr:
        log_lines.append(line.rstrip("\n"))
        log_file.write(line)
        log_file.flush()


threading.Thread(target=pump, daemon=True).start()


def wait_for(pattern, timeout=15, after=0):
    """The first log line from index `after` on matching `pattern`: (index, match)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        for i in range(after, len(log_lines)):
            m = re.search(pattern, log_lines[i])
            if m:
                return i, m
        if hv.poll() is not None:
            raise CheckFailed(f"homeview exited ({hv.returncode}) before '{pattern}'; log: {args.out}/homeview.log")
        time.sleep(0.05)
    raise CheckFailed(f"no '{pattern}' in the log within {timeout} s; log: {args.out}/homeview.log")


window = None


def screenshot(name):
    path = os.path.join(args.out, f"{name}.xwd")
    x("xwd", "-id", window, "-silent", "-out", path)
    return read_xwd(path)


def settled(name, expected, timeout=6, tolerance=8):
    """Screenshots until the window shows `expected` (animations finishing)."""
    deadline = time.time() + timeout
    while True:
        shot = screenshot(name)
        try:
            return same_picture(shot, expected, name, tolerance)
        except CheckFailed:
            if time.time() > deadline:
                raise
            time.sleep(0.3)


def key(name):
    x("xdotool", "windowfocus", "--sync", window)
    x("xdotool", "key", name)


def opens_a_window():
    global window
    wait_for(r"screen: face")
    window = x("xdotool", "search", "--sync", "--name", "^HomeView").split()[0]
    size = x("xdotool", "getwindowgeometry", window)
    if f"{W}x{H}" not in size:
        raise CheckFailed(f"the window is not {W}x{H} on a 1280x800 desktop: {size.strip()}")
    how = "auto picked it" if not own_card else "--backend window (a DRM card is here)"
    if not own_card:
        wait_for(r"a desktop session is here .*opening a window")
    return f"{how}; " + next(line for line in log_lines if "window: x11" in line).split("homeview: ")[-1]


def face_matches_headless():
    return settled("face", headless("face"))


def clicks_walk_to_home():
    i, _ = wait_for(r"screen: face")
    x("xdotool", "mousemove", "--window", window, str(W // 2), str(H // 2), "click", "1")
    i, _ = wait_for(r"screen: recognition", after=i)
    i, _ = wait_for(r"screen: home", after=i, timeout=20)
    return "face → recognition → home by one click and the recognition's timeout"


home = None


def home_matches_headless():
    global home
    # The same tap, headless: the home as the click reaches it.
    home = headless_by_touch("home", f"tap {W / SCALE / 2:.1f} {H / SCALE / 2:.1f}\nwait 5\nexpect-screen home")
    return settled("home", home)


def f12_writes_png():
    shown = screenshot("f12-window")
    mark = len(log_lines)
    key("F12")
    _, m = wait_for(r"snapshot: (\S+\.png)", after=mark)
    path = m.group(1) if m.group(1).startswith("/") else os.path.join(args.out, m.group(1))
    # Exactly what the window shows.
    return f"{os.path.relpath(path, args.out)}: " + same_picture(read_png(path), shown, "f12")


def f5_keeps_running_with_a_broken_household():
    mark = len(log_lines)
    before = screenshot("f5-before")
    open(household, "w").write(good_household[: len(good_household) // 2])
    try:
        return broken_reload(mark, before)
    finally:
        # Back to the fixture for the checks after this one, settled.
        mark = len(log_lines)
        open(household, "w").write(good_household)
        key("F5")
        wait_for(r"reload: restarted the session|reload: nothing changed", after=mark)
        time.sleep(1.5)


def broken_reload(mark, before):
    key("F5")
    _, m = wait_for(r"error: reload: (.*household\.json.*)", after=mark)
    time.sleep(0.5)
    if hv.poll() is not None:
        raise CheckFailed("homeview exited after the bad reload")
    # The notice along the bottom: its red edge at the left, over the home.
    w, h, px = screenshot("f5-broken")
    ex, ey = int(14 * SCALE), H - int(58 * SCALE)
    r, g, b = px[(ey * w + ex) * 3:(ey * w + ex) * 3 + 3]
    if not (r > 200 and g < 110 and b < 110):
        raise CheckFailed(f"no error notice in the window (pixel {ex},{ey} is {r},{g},{b})")
    share, _, _ = compare((w, H // 2, px[: w * 3 * (H // 2)]), (w, H // 2, before[2][: w * 3 * (H // 2)]))
    if share > 0.002:
        raise CheckFailed("the screen above the notice changed: the old state was not kept")
    # A good file again, one value changed: the reload applies it to the running
    # home (61° instead of 54°) and the notice goes; the rest stays as it was.
    mark = len(log_lines)
    open(household, "w").write(good_household.replace('"temperature": 54', '"temperature": 61'))
    key("F5")
    _, applied = wait_for(r"reload: (applied .*household.*)", after=mark)
    # The restarted session paints its pictures (the avatar) on the painter
    # threads a few frames later: compare once two screenshots agree.
    deadline = time.time() + 5
    last = None
    while True:
        w, h, px = screenshot("f5-fixed")
        r, g, b = px[(ey * w + ex) * 3:(ey * w + ex) * 3 + 3]
        notice_gone = not (r > 200 and g < 110 and b < 110)
        _, _, diff = compare((w, h, px), before, 40)
        changed = [i // 3 for i in range(0, len(diff[2]), 3) if diff[2][i] == 255 and diff[2][i + 1] == 0]
        if (changed and notice_gone and px == last) or time.time() > deadline:
            break
        last = px
        time.sleep(0.2)
    if not notice_gone:
        raise CheckFailed("the error notice is still in the window after a good reload")
    if not changed:
        raise CheckFailed("the reloaded household changed nothing on the home")
    xs, ys = [i % w for i in changed], [i // w for i in changed]
    box = (min(xs), min(ys), max(xs), max(ys))
    # The weather card (its temperature) and nothing else changed.
    card = (364, 160, 647, 233)
    if box[0] < card[0] or box[1] < card[1] or box[2] > card[2] or box[3] > card[3]:
        raise CheckFailed(f"the good reload changed pixels outside the weather card: {box}")
    return f"logged '{m.group(1)[:60]}…' and showed the notice; a good file: '{applied.group(1)}', changed only {box}, notice gone"


def f1_overlay_damages_its_corner():
    before = screenshot("f1-before")
    key("F1")
    deadline = time.time() + 5
    while True:
        w, h, px = screenshot("f1-overlay")
        share, _, diff = compare((w, h, px), before)
        if share > 0.01 or time.time() > deadline:
            break
        time.sleep(0.2)
    changed = [i // 3 for i in range(0, len(diff[2]), 3) if diff[2][i] == 255 and diff[2][i + 1] == 0]
    if not changed:
        raise CheckFailed("F1 changed nothing in the window")
    xs = [i % w for i in changed]
    ys = [i // w for i in changed]
    box = (min(xs), min(ys), max(xs), max(ys))
    if box[0] < W // 2 or box[3] > H // 2:
        raise CheckFailed(f"the overlay changed pixels outside the top-right corner: {box}")
    key("F1")
    return f"changed pixels inside {box}; F1 again: " + settled("f1-off", before)


def quits_on_sigterm():
    hv.send_signal(signal.SIGTERM)
    try:
        rc = hv.wait(10)
    except subprocess.TimeoutExpired:
        hv.kill()
        raise CheckFailed("homeview did not stop within 10 s of SIGTERM")
    if rc != 0:
        raise CheckFailed(f"homeview exited {rc}")
    return "exit 0"


try:
    check("opens a window", opens_a_window)
    if window:
        check("the face matches its headless render", face_matches_headless)
        check("clicks walk face → recognition → home", clicks_walk_to_home)
        check("the home matches its headless render", home_matches_headless)
        if home:
            check("F12 writes the PNG", f12_writes_png)
            check("F5 with a broken household keeps running and says why", f5_keeps_running_with_a_broken_household)
            check("F1 draws the overlay in its own corner", f1_overlay_damages_its_corner)
    check("SIGTERM stops it", quits_on_sigterm)
finally:
    if hv.poll() is None:
        hv.kill()
    xvfb.terminate()
    xvfb.wait(5)

elapsed = time.time() - started
if failures:
    print(f"window: {len(failures)} of the checks failed ({', '.join(failures)}) in {elapsed:.1f} s; files in {args.out}")
    sys.exit(1)
print(f"window: all checks passed in {elapsed:.1f} s")
