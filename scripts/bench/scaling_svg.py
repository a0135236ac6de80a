#!/usr/bin/env python3
"""Renders transit-bench's scaling series (views 100 ... 100,000; ns per view per frame;
engine vs lua5.4 vs LuaJIT) from its --json file as an SVG (Python standard library only).

    python3 scripts/bench/scaling_svg.py bench.json docs/benchmark-scaling.svg
"""
import json
import math
import sys

SERIES = [("engine", "Transit engine", "#d1495b"),
          ("engine_steady", "engine, steady frames only", "#edae49"),
          ("lua54", "lua5.4 (tween_baseline.lua)", "#2e4057"),
          ("luajit", "LuaJIT (tween_baseline.lua)", "#00798c")]
W, H = 760, 400
LEFT, RIGHT, TOP, BOTTOM = 70, 260, 40, 50


def points(figures, key):
    """(views, median, min, max) of scaling.<key>.<views>, by views."""
    out = []
    for f in figures:
        parts = f["name"].split(".")
        if len(parts) == 3 and parts[0] == "scaling" and parts[1] == key and parts[2].isdigit():
            out.append((int(parts[2]), f["value"], f["min"], f["max"]))
    return sorted(out)


def main(source, target):
    with open(source) as fh:
        data = json.load(fh)
    series = [(label, colour, points(data["figures"], key)) for key, label, colour in SERIES]
    series = [s for s in series if s[2]]
    if not series:
        sys.exit("no scaling figures in " + source)
    xs = [p[0] for s in series for p in s[2]]
    ys = [v for s in series for p in s[2] for v in p[1:] if v and v > 0]
    x0, x1 = math.log10(min(xs)), math.log10(max(xs))
    y0, y1 = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))
    pw, ph = W - LEFT - RIGHT, H - TOP - BOTTOM

    def px(v):
        return LEFT + (math.log10(v) - x0) / max(x1 - x0, 1e-9) * pw

    def py(v):
        return TOP + ph - (math.log10(v) - y0) / max(y1 - y0, 1e-9) * ph

    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">' % (W, H),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="22" font-size="14">Tween: ns per view per frame (median, min-max bars; log-log)</text>' % LEFT]
    for e in range(y0, y1 + 1):
        for m in (1, 2, 5):
            v = m * 10 ** e
            if 10 ** y0 <= v <= 10 ** y1:
                y = py(v)
                svg.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>' % (LEFT, y, LEFT + pw, y))
                svg.append('<text x="%d" y="%.1f" text-anchor="end">%g</text>' % (LEFT - 6, y + 4, v))
    for v in sorted(set(xs)):
        x = px(v)
        svg.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>' % (x, TOP, x, TOP + ph))
        svg.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (x, TOP + ph + 18, format(v, ",")))
    svg.append('<text x="%d" y="%d" text-anchor="middle">views</text>' % (LEFT + pw / 2, H - 10))
    svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#888"/>' % (LEFT, TOP, pw, ph))
    for i, (label, colour, pts) in enumerate(series):
        path = " ".join("%s%.1f,%.1f" % ("M" if j == 0 else "L", px(v), py(m)) for j, (v, m, _, _) in enumerate(pts))
        svg.append('<path d="%s" fill="none" stroke="%s" stroke-width="2"/>' % (path, colour))
        for v, m, lo, hi in pts:
            svg.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s"/>' % (px(v), py(lo), px(v), py(hi), colour))
            svg.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"><title>%s, %s views: %.1f ns</title></circle>'
                       % (px(v), py(m), colour, label, format(v, ","), m))
        ly = TOP + 10 + i * 20
        svg.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="2"/>' % (W - RIGHT + 12, ly, W - RIGHT + 32, ly, colour))
        svg.append('<text x="%d" y="%d">%s</text>' % (W - RIGHT + 38, ly + 4, label))
    if data.get("date"):
        svg.append('<text x="%d" y="%d" fill="#888" font-size="10">transit-bench, %s</text>' % (W - RIGHT + 12, TOP + ph, data["date"]))
    svg.append("</svg>")
    with open(target, "w") as fh:
        fh.write("\n".join(svg) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
