#!/usr/bin/env python3
"""Writes Config/drawmusic-island.script (1280x800) and
Config/drawmusic-island-portrait.script (720x1280, Touch Display 2 upright):
Draw Music's demonstration picture, drawn stroke by stroke in its order (a wave, an
island, a palm trunk, palm leaves, water ripples, a sun with rays).

The picture is written here once in drawing units (the 360 x 480 canvas every
drawing is stored in); scripts take screen points, so each size gets its own
file, mapped through that size's canvas rect."""
import math, os

def wave(x0, x1, y, amp, period, n=28):
    return [(x0 + (x1 - x0) * i / n, y + amp * math.sin(2 * math.pi * (x0 + (x1 - x0) * i / n) / period)) for i in range(n + 1)]

def dome(x0, x1, base, top, n=30):
    cx, rx = (x0 + x1) / 2, (x1 - x0) / 2
    return [(cx - rx * math.cos(math.pi * i / n), base - (base - top) * math.sin(math.pi * i / n) ** 0.8) for i in range(n + 1)]

def curve(p0, c, p1, n=20):
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0], (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1]) for t in (i / n for i in range(n + 1))]

def leaf(base, angle, length, width, n=12):
    """A pointed loop: out along one side to the tip, back along the other."""
    ux, uy = math.cos(angle), math.sin(angle)
    nx, ny = -uy, ux
    out = []
    for side in (1, -1):
        for i in range(n + 1):
            t = i / n if side == 1 else 1 - i / n
            bulge = width * math.sin(math.pi * t) * side
            out.append((base[0] + ux * length * t + nx * bulge, base[1] + uy * length * t + ny * bulge))
    return out

def circle(c, r, n=28, start=-math.pi / 2):
    return [(c[0] + r * math.cos(start + 2 * math.pi * i / n), c[1] + r * math.sin(start + 2 * math.pi * i / n)) for i in range(n + 1)]

crown = (140, 128)
steps = [
    ("blue", [wave(8, 186, 318, 9, 62), wave(180, 352, 318, 9, 62)]),
    ("orange", [dome(70, 296, 322, 238)]),
    ("peach", [curve((178, 250), (186, 170), crown), curve((194, 246), (200, 168), (crown[0] + 10, crown[1] + 2))]),
    ("green", [leaf(crown, math.radians(a), l, 13) for a, l in [(200, 78), (235, 70), (270, 62), (310, 70), (345, 76), (160, 60)]]),
    ("light-blue", [wave(30 + 70 * k, 80 + 70 * k, 372 + 26 * (k % 2), 4, 25, 12) for k in range(4)] + [wave(60, 130, 430, 4, 25, 12), wave(200, 270, 430, 4, 25, 12)]),
    ("black", [circle((292, 84), 22)]),
    ("orange", [[(292 + 31 * math.cos(a), 84 + 31 * math.sin(a)), (292 + 44 * math.cos(a), 84 + 44 * math.sin(a))] for a in (math.radians(d) for d in range(0, 360, 45))]),
]

def script(rect, label):
    x0, y0, w, h = rect
    s = w / 360
    lines = [f"# The island drawing from the Draw Music reference ({label}), made by", "# Scripts/drawmusic-island.py: edit the picture there, not here.", "expect-screen drawmusic"]
    count = 0
    for colour, strokes in steps:
        lines.append(f"tap @drawmusic.swatch.{colour}")
        for pts in strokes:
            length = sum(math.dist(a, b) for a, b in zip(pts, pts[1:]))
            seconds = max(0.2, round(length / 260, 2))
            coords = " ".join(f"{x0 + x * s:.1f} {y0 + y * s:.1f}" for x, y in pts)
            lines.append(f"path {coords} {seconds}")
            count += 1
    lines.append(f"expect drawmusic.strokes {count}")
    return "\n".join(lines) + "\n"

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Config")
open(os.path.join(root, "drawmusic-island.script"), "w").write(script((16, 16, 576, 768), "1280x800 landscape"))
# 720x1280 is 800 x 1422.2 points; the canvas is 3:4 at 66 % of the height, centred.
scale = 0.9
px = lambda v: round(v * scale) / scale
hmax = 1280 / scale * 0.66 - 16
w = px(hmax * 3 / 4)
h = px(w * 4 / 3)
open(os.path.join(root, "drawmusic-island-portrait.script"), "w").write(script((px((800 - w) / 2), px(16), w, h), "720x1280 portrait"))
