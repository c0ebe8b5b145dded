#!/usr/bin/env python3
"""The board's config and the user's data, made on the host with the same binary:
- OUT/guest.json: the shipped /etc/homeview/homeview.json as an admin would edit
  it for the test: the fixed demo clock (a screendump must equal the headless
  render), no ambient mode or sleep window, no clicks, a look for a display
  every second. It still names no household;
- OUT/data/: a data folder a person made: settings.json with the household (as
  the first-run flow writes it), a changed thermostat (a headless dashboard
  run), the island drawing (a headless Draw Music run), a chosen face;
- OUT/settings-changed.json: that settings.json with another household (other
  weather, which the chosen face shows), for the reload check;
- OUT/mpd.conf (MPD playing on ALSA's `default`, which the package's
  /etc/alsa/conf.d/50-homeview.conf makes the shared dmix) and OUT/tone.wav (a
  440 Hz tone MPD plays).
Usage: make-data.py REPO HOMEVIEW OUT"""
import json, math, os, shutil, struct, subprocess, sys, wave

repo, homeview, out = sys.argv[1:4]
data = os.path.join(out, "data")
shutil.rmtree(data, ignore_errors=True)
os.makedirs(data)
household = json.load(open(os.path.join(repo, "Config/household.json")))
json.dump({"household": household}, open(os.path.join(data, "settings.json"), "w"), indent=2)
changed = json.loads(json.dumps(household))
changed["weather"].update({"condition": "Sunny", "high": 75, "low": 58, "humidity": 40})
json.dump({"household": changed}, open(os.path.join(out, "settings-changed.json"), "w"), indent=2)

c = json.load(open(os.path.join(repo, "Packaging/homeview.json")))
c["clock"] = {"mode": "fixed", "time": "2026-04-01T10:09:00"}
c["idle"] = {"ambientAfterSeconds": 86400}
c.setdefault("audio", {})["clicks"] = False
c["drm"] = {"retrySeconds": 1}
json.dump(c, open(os.path.join(out, "guest.json"), "w"), indent=2)


open(os.path.join(out, "mpd.conf"), "w").write("""music_directory "/srv/music"
db_file "/var/lib/mpd/tag_cache"
state_file "/var/lib/mpd/state"
log_file "syslog"
user "mpd"
bind_to_address "127.0.0.1"
audio_output {
  type "alsa"
  name "display"
  device "default"
}
""")
with wave.open(os.path.join(out, "tone.wav"), "wb") as w:
    w.setnchannels(1)
    w.setsampwidth(2)
    w.setframerate(48000)
    w.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(2 * math.pi * 440 * i / 48000))) for i in range(48000 * 40)))


def run(start, script):
    path = os.path.join(out, f"{start}.script")
    open(path, "w").write(script)
    r = subprocess.run([homeview, "--backend", "headless", "--config", os.path.join(out, "guest.json"), "--data", data,
                        "--start", start, "--script", path, "--out", os.path.join(out, "headless-" + start)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"make-data.py: headless {start} run failed: {r.stderr.strip()}")


run("dashboard", "expect-screen dashboard\ntap @dashboard.up\nwait 1\nexpect dashboard.temperature 69\n")
# The cloud saves the drawings.
run("drawmusic", open(os.path.join(repo, "Config/drawmusic-island.script")).read() + "\ntap @drawmusic.cloud\nwait 1\n")
os.makedirs(os.path.join(data, "faces"), exist_ok=True)
# The weather face: drawn from the household, so a reload's new household shows on it.
open(os.path.join(data, "faces", "current-face"), "w").write("weather\n")
print("\n".join(sorted(os.path.relpath(os.path.join(d, f), data) for d, _, fs in os.walk(data) for f in fs)))
