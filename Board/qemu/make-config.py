#!/usr/bin/env python3
"""Writes the board's configs from Config/homeview.json, so the board runs what
the device ships, with what a test needs changed: the fixed demo clock (a
screendump must equal the headless render), the face as the first screen, no
ambient mode or clicks during the run, a look for a display every second, and
no demo script. legacy.json also forces legacy KMS; sleep.json runs the
simulated clock inside a sleep window whose screen-off mode is `sleep`.

Usage: make-config.py REPO OUT_DIR  (writes OUT_DIR/homeview.json, legacy.json, sleep.json, household.json)"""
import json, os, shutil, sys

repo, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
c = json.load(open(os.path.join(repo, "Config/homeview.json")))
# The household file is named relative to the config's folder; the copy sits beside ours.
shutil.copy(os.path.join(repo, "Config", c.get("household", "household.json")), os.path.join(out, "household.json"))
c.pop("demo", None)
c["start"] = "face"
c["clock"] = {"mode": "fixed", "time": "2026-04-01T10:09:00"}
c["dataFolder"] = "/var/lib/homeview"
c.setdefault("audio", {})["clicks"] = False
c.setdefault("idle", {})["ambientAfterSeconds"] = 86400
c["idle"].pop("sleep", None)
c["drm"] = {"retrySeconds": 1}
c["household"] = "household.json"
json.dump(c, open(os.path.join(out, "homeview.json"), "w"), indent=2)
c["drm"]["api"] = "legacy"
json.dump(c, open(os.path.join(out, "legacy.json"), "w"), indent=2)
c["drm"].pop("api")
# Half an hour into the window, with the clock running: the panel starts dark.
c["clock"] = {"mode": "simulated", "time": "2026-04-01T23:30:00"}
c["idle"]["sleep"] = {"from": "23:00", "to": "07:00"}
c["idle"]["screenOff"] = "sleep"
json.dump(c, open(os.path.join(out, "sleep.json"), "w"), indent=2)
