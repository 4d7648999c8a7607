"""A plan as a picture: the arena's bytes against time, like the TFLite memory blog's figures.

The text views (:mod:`tflite_memplan.report.printplan`) squeeze the arena into 80 columns;
a picture shows at a glance what they cannot: which buffers stack up at the peak,
where the packing leaves holes, and how far the arena sits above the lower bound.

:func:`memory_map_svg` draws two panels sharing one time axis:

- the **memory map**: x is the time step, y the byte offset in the arena (0 at the
  bottom). An offset plan draws every usage record as a box at ``(first, offset)``,
  ``last - first + 1`` steps wide and ``size`` bytes high. A shared-objects plan
  draws one horizontal lane per object (objects laid end to end, each lane as high
  as its object) and every record inside its object's lane. Dashed lines mark the
  lower bound, a solid line the arena (footprint).
- the **live bytes** per step, as bars, with the same lower bound line: the one
  number no plan can beat, and the step (marked in both panels) that sets it.

Every box is a ``<rect class="buffer">`` with a ``<title>`` child, which browsers
show on hover, so the picture explains itself without JavaScript; its
``data-name``, ``data-size``, ``data-first``, ``data-last`` and ``data-offset``
attributes (plus ``data-object`` for shared objects) let tests and scripts read the
plan back out of the picture. One ``<rect class="plot-area">`` carries the scales
(``data-t0``, ``data-t1``, ``data-bytes``), so a reader can check every box against
its record. SVG is written as text: no drawing library, no runtime dependency.

:func:`memory_map_html` wraps the SVG in one self-contained HTML page (inline CSS,
no scripts, no external resources) with a title, a summary and a legend, so the
file can be attached to a CI run or mailed and opened anywhere.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from tflite_memplan.analysis import Analysis, PlanResult
from tflite_memplan.bounds import shared_objects_lower_bound
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan
from tflite_memplan.records import UsageRecord, horizon

# Layout, in SVG user units (pixels at 100% zoom).
WIDTH = 1120
_LEFT, _RIGHT, _TOP = 78, 170, 64
_MAP_HEIGHT = 430
_GAP = 26
_LIVE_HEIGHT = 130
_BOTTOM = 58
HEIGHT = _TOP + _MAP_HEIGHT + _GAP + _LIVE_HEIGHT + _BOTTOM

MIN_BOX_HEIGHT = 2.0
"""A box is at least this high, growing upward from its offset, so a 16-byte buffer
in a megabyte arena is still there to see and hover over; its bottom edge stays exact."""

_FONT = "DejaVu Sans, Verdana, system-ui, sans-serif"
_CHAR_WIDTH = 0.6  # of the font size: a safe average for deciding whether a label fits
_INK = "#222"
_GRID = "#e3e3e3"
_BOUND = "#c0392b"
_ARENA = "#1f3a93"
_PEAK = "#d35400"
_KIB, _MIB = 1024, 1024 * 1024


@dataclass(frozen=True)
class _Frame:
    """Where the plot sits and how steps and bytes map onto it."""

    x0: float
    width: float
    t0: int
    t1: int

    @property
    def steps(self) -> int:
        return self.t1 - self.t0 + 1

    @property
    def step_width(self) -> float:
        return self.width / self.steps

    def x(self, t: float) -> float:
        return self.x0 + (t - self.t0) * self.step_width


def record_label(r: UsageRecord) -> str:
    """What a buffer is called in the picture: its tensor name, or what the scratch buffer serves."""
    if r.name:
        return r.name
    if r.kind == "scratch" and r.operator is not None:
        return f"scratch of operator {r.operator[1]} (subgraph {r.operator[0]})"
    return f"{r.kind} {r.tensor}" if r.tensor >= 0 else r.kind


def box_labels(records: Sequence[UsageRecord]) -> list[list[str]]:
    """Labels to try inside each box, longest first; the first that fits is drawn.

    TFLite names are long paths whose last component repeats ("…/Conv2d_3/Relu6",
    "…/Conv2d_4/Relu6"), so a repeated "Relu6" in every box says nothing. Tried in
    order: the shortest tail of the path no other buffer shares ("Conv2d_3/Relu6"),
    that tail's first component ("Conv2d_3"), and the buffer's index ("#7"), which
    the HTML page's buffer table and ``memplan plan``'s ids use too. O(n·d), d the
    deepest path.
    """
    parts = [record_label(r).split("/") for r in records]
    counts: dict[str, int] = {}
    for p in parts:
        for k in range(1, len(p) + 1):
            tail = "/".join(p[-k:])
            counts[tail] = counts.get(tail, 0) + 1
    out = []
    for i, p in enumerate(parts):
        k = next((k for k in range(1, len(p) + 1) if counts["/".join(p[-k:])] == 1), len(p))
        out.append(list(dict.fromkeys(["/".join(p[-k:]), p[-k], f"#{i}"])))
    return out


def record_colour(i: int) -> str:
    """Record ``i``'s fill: hues a golden angle apart, so neighbours in runtime order differ.

    Depends only on the record's index in the runtime's order — the same for every
    strategy, so two pictures of one model colour each tensor alike.
    """
    hue = (i * 137.508) % 360
    lightness = (62, 72, 54)[i % 3]
    return f"hsl({hue:.1f}, 62%, {lightness}%)"


def object_colour(obj: int, k: int) -> str:
    """Shared-objects plans colour by object, as the blog's Figure 2 does; the ``k``-th
    record within an object alternates lightness so consecutive tenants stay apart."""
    hue = (obj * 137.508) % 360
    return f"hsl({hue:.1f}, 58%, {(60, 72)[k % 2]}%)"


def format_bytes(n: float) -> str:
    """Bytes for a label: exact below 1 KiB, else KiB/MiB with at most two decimals."""
    if abs(n) < _KIB:
        return f"{n:,.0f} B"
    if abs(n) < _MIB:
        return f"{_trim(n / _KIB)} KiB"
    return f"{_trim(n / _MIB)} MiB"


def _trim(v: float) -> str:
    return f"{v:,.2f}".rstrip("0").rstrip(".")


def _nice(raw: float) -> float:
    """The smallest of 1, 2, 5 × 10^k not below ``raw``: tick spacing people read easily."""
    if raw <= 0:
        return 1.0
    mag = 10 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw * (1 - 1e-9))


def byte_ticks(top: int, target: int = 6) -> list[int]:
    """About ``target`` ticks from 0 to ``top`` at round numbers of B, KiB or MiB."""
    if top <= 0:
        return [0]
    unit = _MIB if top >= 2 * _MIB else _KIB if top >= 2 * _KIB else 1
    step = max(1, round(_nice(top / unit / target) * unit))
    return list(range(0, top + 1, step))


def step_ticks(frame: _Frame, min_spacing: float = 22.0) -> list[int]:
    """Step numbers to label: every step when there is room, else every 2nd, 5th, 10th, …"""
    every = int(_nice(min_spacing / frame.step_width)) if frame.step_width < min_spacing else 1
    first = -(-frame.t0 // every) * every
    return list(range(first, frame.t1 + 1, every))


def _f(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _attrs(**kw: object) -> str:
    return "".join(f" {k.replace('_', '-')}={quoteattr(str(v))}" for k, v in kw.items() if v is not None)


def _text(x: float, y: float, s: str, size: float = 11, anchor: str = "start", **kw: object) -> str:
    return f'<text x="{_f(x)}" y="{_f(y)}" font-size="{size}" text-anchor="{anchor}"{_attrs(**kw)}>{escape(s)}</text>'


def _layout(analysis: Analysis, result: PlanResult) -> tuple[list[int], list[int | None], list[int], int]:
    """``(offset of each record, object of each record or None, lane starts, bytes spanned)``.

    Shared objects are laid end to end in id order with no padding, each record at
    its object's start, so the picture's y axis is bytes for both plan families.
    """
    records, plan = analysis.records, result.plan
    if isinstance(plan, OffsetPlan):
        return list(plan.offsets), [None] * len(records), [], plan.arena_size
    assert isinstance(plan, SharedObjectsPlan)
    starts, cursor = [], 0
    for size in plan.object_sizes:
        starts.append(cursor)
        cursor += size
    return [starts[o] for o in plan.object_of], list(plan.object_of), starts, cursor


def memory_map_svg(analysis: Analysis, result: PlanResult | None = None) -> str:
    """The plan ``result`` (default: the analysis's primary plan) as a standalone SVG document.

    O(n + T) elements for n records and T steps.
    """
    return _svg(analysis, result or analysis.primary, standalone=True)


def _svg(analysis: Analysis, result: PlanResult, *, standalone: bool) -> str:
    records = analysis.records
    offsets, objects, lane_starts, span = _layout(analysis, result)
    live = analysis.live_bytes()
    t0, t1 = horizon(records)
    frame = _Frame(_LEFT, WIDTH - _LEFT - _RIGHT, t0, max(t1, t0))
    is_objects = isinstance(result.plan, SharedObjectsPlan)
    bound = shared_objects_lower_bound(records) if is_objects else analysis.lower_bound_bytes
    bound_name = "shared-objects lower bound" if is_objects else "lower bound"
    top = max(span, bound, 1)
    map_y0 = _TOP
    map_bottom = _TOP + _MAP_HEIGHT
    scale = _MAP_HEIGHT / top

    def map_y(b: float) -> float:
        return map_bottom - b * scale

    live_y0 = map_bottom + _GAP
    live_bottom = live_y0 + _LIVE_HEIGHT
    live_top = max(max(live.values(), default=0), analysis.lower_bound_bytes, span, 1)

    def live_y(b: float) -> float:
        return live_bottom - b * _LIVE_HEIGHT / live_top

    out: list[str] = []
    ns = ' xmlns="http://www.w3.org/2000/svg"' if standalone else ""
    out.append(
        f'<svg{ns} width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'font-family="{_FONT}" fill="{_INK}" role="img" aria-labelledby="memplan-title">'
    )
    model = Path(analysis.graph.path).name or "model"
    heading = (
        f"{model}: {result.strategy} ({analysis.lifetimes.semantics}) — "
        f"{'footprint' if is_objects else 'arena'} {format_bytes(span)}, {bound_name} {format_bytes(bound)}"
    )
    if bound:
        heading += f" (+{100 * (span - bound) / bound:.1f}%)"
    out.append(f'<title id="memplan-title">{escape(heading)}</title>')
    out.append(f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>')
    out.append(_text(_LEFT, 24, heading, 15, font_weight="bold"))
    subtitle = (
        "Each box is a buffer: wide as the steps it is live, high as its bytes, at its offset. Hover for details."
        if not is_objects
        else "One lane per shared object, as high as the object; each box is a buffer living in that object."
    )
    out.append(_text(_LEFT, 42, subtitle, 11.5, fill="#555"))

    # Plot frames and grids.
    out.append(
        f'<rect class="plot-area" x="{_f(frame.x0)}" y="{_f(map_y0)}" width="{_f(frame.width)}" '
        f'height="{_MAP_HEIGHT}" fill="#fafafa" stroke="#999"'
        f"{_attrs(data_t0=frame.t0, data_t1=frame.t1, data_bytes=top)}/>"
    )
    out.append(
        f'<rect class="live-area" x="{_f(frame.x0)}" y="{_f(live_y0)}" width="{_f(frame.width)}" '
        f'height="{_LIVE_HEIGHT}" fill="#fafafa" stroke="#999"{_attrs(data_bytes=live_top)}/>'
    )
    for t in step_ticks(frame):
        x = frame.x(t + 0.5)
        for a, b in ((map_y0, map_bottom), (live_y0, live_bottom)):
            out.append(f'<line x1="{_f(x)}" y1="{a}" x2="{_f(x)}" y2="{_f(b)}" stroke="{_GRID}"/>')
        out.append(f'<line x1="{_f(x)}" y1="{_f(live_bottom)}" x2="{_f(x)}" y2="{_f(live_bottom + 4)}" stroke="#666"/>')
        out.append(_text(x, live_bottom + 16, str(t), 10.5, "middle"))
    out.append(_text(frame.x0 + frame.width / 2, live_bottom + 36, "time step (0 = graph inputs)", 12, "middle"))
    for b in byte_ticks(top):
        y = map_y(b)
        out.append(
            f'<line x1="{_f(frame.x0)}" y1="{_f(y)}" x2="{_f(frame.x0 + frame.width)}" y2="{_f(y)}" stroke="{_GRID}"/>'
        )
        out.append(_text(frame.x0 - 6, y + 4, format_bytes(b), 10.5, "end"))
    for b in byte_ticks(live_top, 3):
        out.append(_text(frame.x0 - 6, live_y(b) + 4, format_bytes(b), 10.5, "end"))
    out.append(
        _text(
            18,
            map_y0 + _MAP_HEIGHT / 2,
            "arena offset",
            12,
            "middle",
            transform=f"rotate(-90 18 {_f(map_y0 + _MAP_HEIGHT / 2)})",
        )
    )
    out.append(
        _text(
            18,
            live_y0 + _LIVE_HEIGHT / 2,
            "live bytes",
            12,
            "middle",
            transform=f"rotate(-90 18 {_f(live_y0 + _LIVE_HEIGHT / 2)})",
        )
    )

    # Shared-object lanes behind the buffers.
    right_labels: list[tuple[float, str, str, int]] = []  # (y, text, colour, priority)
    if is_objects:
        plan = result.plan
        assert isinstance(plan, SharedObjectsPlan)
        tenants: dict[int, int] = {}
        for o in objects:
            assert o is not None
            tenants[o] = tenants.get(o, 0) + 1
        for o, (start, size) in enumerate(zip(lane_starts, plan.object_sizes, strict=True)):
            y, h = map_y(start + size), size * scale
            out.append(
                f'<rect class="lane" x="{_f(frame.x0)}" y="{_f(y)}" width="{_f(frame.width)}" height="{_f(h)}" '
                f'fill="{"#f0f0f0" if o % 2 else "#f7f7f7"}" stroke="#bbb" stroke-width="0.5"'
                f"{_attrs(data_object=o, data_offset=start, data_size=size)}>"
                f"<title>{escape(f'object {o}: {size:,} bytes, {tenants.get(o, 0)} buffers')}</title></rect>"
            )
            right_labels.append((y + h / 2 + 4, f"object {o}: {format_bytes(size)}", "#555", 2))

    # The buffers.
    short_names = box_labels(records)
    seen_in_object: dict[int, int] = {}
    labels: list[str] = []
    for i, (r, off, obj) in enumerate(zip(records, offsets, objects, strict=True)):
        x, w = frame.x(r.first), (r.last - r.first + 1) * frame.step_width
        h = max(r.size * scale, MIN_BOX_HEIGHT) if r.size else 0.0
        y = map_y(off) - h
        if obj is None:
            fill, where = record_colour(i), f"offset {off:,}"
        else:
            k = seen_in_object.get(obj, 0)
            seen_in_object[obj] = k + 1
            fill, where = object_colour(obj, k), f"shared object {obj} (lane at byte {off:,})"
        name = record_label(r)
        first, last = analysis.lifetimes.describe_step(r.first), analysis.lifetimes.describe_step(r.last)
        tip = (
            f"{name}\n{r.size:,} bytes ({format_bytes(r.size)})\n"
            f"live [{r.first}, {r.last}]: {r.last - r.first + 1} step{'s' if r.last > r.first else ''}\n"
            f"from {first}\nto {last}\n{where}"
        )
        out.append(
            f'<rect class="buffer" x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{_f(h)}" fill="{fill}" '
            f'stroke="#fff" stroke-width="0.6"'
            f"{_attrs(data_index=i, data_name=name, data_size=r.size, data_first=r.first, data_last=r.last)}"
            f"{_attrs(data_offset=off, data_object=obj)}><title>{escape(tip)}</title></rect>"
        )
        label = _box_label(x, y, w, h, short_names[i])
        if label:
            labels.append(label)
    out.extend(labels)

    # Arena and lower bound in the map.
    arena_y, bound_y = map_y(span), map_y(bound)
    out.append(
        f'<line x1="{_f(frame.x0)}" y1="{_f(arena_y)}" x2="{_f(frame.x0 + frame.width)}" y2="{_f(arena_y)}" '
        f'stroke="{_ARENA}" stroke-width="1.5"/>'
    )
    out.append(
        f'<line class="lower-bound" x1="{_f(frame.x0)}" y1="{_f(bound_y)}" x2="{_f(frame.x0 + frame.width)}" '
        f'y2="{_f(bound_y)}" stroke="{_BOUND}" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    if span == bound:
        same = "footprint = bound" if is_objects else "arena = lower bound"
        right_labels.append((arena_y + 4, f"{same} {format_bytes(span)}", _ARENA, 0))
    else:
        right_labels.append((arena_y + 4, f"{'footprint' if is_objects else 'arena'} {format_bytes(span)}", _ARENA, 0))
        right_labels.append(
            (
                bound_y + 4,
                f"{bound_name.split()[0]} bound {format_bytes(bound)}"
                if is_objects
                else f"lower bound {format_bytes(bound)}",
                _BOUND,
                1,
            )
        )
    out.extend(_place_right_labels(right_labels, frame.x0 + frame.width + 6, map_y0, map_bottom + 4))

    # Live bytes per step, and the offset lower bound (the peak of this curve).
    for t in range(frame.t0, frame.t1 + 1):
        b = live.get(t, 0)
        x = frame.x(t)
        hot = t == analysis.peak_time and b > 0
        tip = f"{analysis.lifetimes.describe_step(t)}\n{b:,} bytes live ({format_bytes(b)})" + ("\npeak" if hot else "")
        out.append(
            f'<rect class="live" x="{_f(x + 0.5)}" y="{_f(live_y(b))}" width="{_f(max(frame.step_width - 1, 0.5))}" '
            f'height="{_f(b * _LIVE_HEIGHT / live_top)}" fill="{_PEAK if hot else "#7f8fa6"}"'
            f"{_attrs(data_step=t, data_bytes=b)}><title>{escape(tip)}</title></rect>"
        )
    lb_y = live_y(analysis.lower_bound_bytes)
    out.append(
        f'<line x1="{_f(frame.x0)}" y1="{_f(lb_y)}" x2="{_f(frame.x0 + frame.width)}" y2="{_f(lb_y)}" '
        f'stroke="{_BOUND}" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    ar_y = live_y(span)
    out.append(
        f'<line x1="{_f(frame.x0)}" y1="{_f(ar_y)}" x2="{_f(frame.x0 + frame.width)}" y2="{_f(ar_y)}" '
        f'stroke="{_ARENA}" stroke-width="1.5"/>'
    )
    lx = frame.x0 + frame.width + 6
    live_labels = [(lb_y + 4, f"lower bound {format_bytes(analysis.lower_bound_bytes)}", _BOUND, 0)]
    if span != analysis.lower_bound_bytes:
        live_labels.append((ar_y + 4, f"{'footprint' if is_objects else 'arena'} {format_bytes(span)}", _ARENA, 1))
    out.extend(_place_right_labels(live_labels, lx, live_y0 - 6, live_bottom + 4))

    # The peak step, marked through both panels.
    if records:
        px = frame.x(analysis.peak_time + 0.5)
        out.append(
            f'<line class="peak" x1="{_f(px)}" y1="{map_y0 - 6}" x2="{_f(px)}" y2="{_f(live_bottom)}" '
            f'stroke="{_PEAK}" stroke-width="1.2" stroke-dasharray="2 3"{_attrs(data_step=analysis.peak_time)}/>'
        )
        peak_text = (
            f"peak: {analysis.lifetimes.describe_step(analysis.peak_time)}, {format_bytes(analysis.peak_bytes)} live"
        )
        anchor = "start" if px < frame.x0 + frame.width * 0.6 else "end"
        out.append(
            _text(
                px + (4 if anchor == "start" else -4), map_y0 - 8, peak_text, 11, anchor, fill=_PEAK, font_weight="bold"
            )
        )
    else:
        out.append(_text(frame.x0 + frame.width / 2, map_y0 + _MAP_HEIGHT / 2, "no buffers planned", 14, "middle"))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _box_label(x: float, y: float, w: float, h: float, candidates: Sequence[str], font: float = 10.0) -> str:
    """The first candidate that fits inside the box, across or — in a tall narrow box —
    rotated upward; the index (last candidate) only across. Empty when nothing fits."""

    def length(s: str) -> float:
        return len(s) * font * _CHAR_WIDTH + 6

    for k, s in enumerate(candidates):
        if h >= font + 3 and length(s) <= w:
            return _text(x + 3, y + min(h / 2, 14) + font / 2 - 1, s, font, pointer_events="none")
        if k < len(candidates) - 1 and w >= font + 4 and length(s) <= h:
            cx, cy = x + font + 2, y + h - 4
            return _text(cx, cy, s, font, pointer_events="none", transform=f"rotate(-90 {_f(cx)} {_f(cy)})")
    return ""


def _place_right_labels(
    labels: Sequence[tuple[float, str, str, int]], x: float, y_min: float, y_max: float, gap: float = 12.0
) -> list[str]:
    """Labels beside the plot at their lines' heights, dropping any that would overlap one
    of higher priority (lower number), so small lanes never smear the arena's label."""
    placed: list[float] = []
    out = []
    for y, s, colour, _ in sorted(labels, key=lambda item: item[3]):
        y = min(max(y, y_min + 10), y_max)
        if any(abs(y - p) < gap for p in placed):
            continue
        placed.append(y)
        out.append(_text(x, y, s, 10.5, fill=colour))
    return out


_CSS = """
body { font-family: DejaVu Sans, Verdana, system-ui, sans-serif; color: #222; margin: 24px; background: #fff; }
h1 { font-size: 20px; margin: 0 0 6px; }
p, li, td, th, summary { font-size: 13px; }
table { border-collapse: collapse; }
td, th { padding: 2px 10px 2px 0; text-align: left; }
td.n, th.n { text-align: right; }
.summary td:first-child { color: #555; }
.figure { overflow-x: auto; }
"""


def memory_map_html(analysis: Analysis, result: PlanResult | None = None) -> str:
    """One self-contained HTML page: title, summary, legend, the SVG inline, and the buffers.

    No scripts and no external resources (fonts, styles, images): the page renders
    offline, hover text comes from the SVG's ``<title>`` elements.
    """
    result = result or analysis.primary
    records = analysis.records
    offsets, objects, _, span = _layout(analysis, result)
    is_objects = isinstance(result.plan, SharedObjectsPlan)
    model = Path(analysis.graph.path).name or "model"
    bound = analysis.lower_bound_bytes
    rows = [
        ("Model", analysis.graph.path),
        ("Semantics", f"{analysis.lifetimes.semantics} (alignment {analysis.alignment} B)"),
        ("Strategy", f"{result.strategy} ({result.family.replace('_', ' ')})"),
        ("Buffers planned", f"{len(records)} over steps {horizon(records)[0]}..{horizon(records)[1]}"),
        ("Footprint" if is_objects else "Planned arena", f"{span:,} B ({format_bytes(span)})"),
        ("Lower bound (most bytes live at once)", f"{bound:,} B ({format_bytes(bound)})"),
    ]
    if is_objects:
        so = shared_objects_lower_bound(records)
        rows.append(("Shared-objects lower bound", f"{so:,} B ({format_bytes(so)})"))
    rows += [
        ("Naive (no reuse)", f"{analysis.naive_bytes:,} B ({format_bytes(analysis.naive_bytes)})"),
        ("Peak", f"{analysis.lifetimes.describe_step(analysis.peak_time)}: {analysis.peak_bytes:,} B live"),
    ]
    if bound:
        rows.insert(6, ("Overhead over lower bound", f"{100 * (span - bound) / bound:.1f}%"))
    summary = "\n".join(f"<tr><td>{escape(k)}</td><td>{escape(v)}</td></tr>" for k, v in rows)
    where = "object" if is_objects else "offset"
    buffers = "\n".join(
        f'<tr><td class="n">{i}</td><td>{escape(record_label(r))}</td><td class="n">{r.size:,}</td>'
        f'<td class="n">{r.first}</td><td class="n">{r.last}</td>'
        f'<td class="n">{obj if is_objects else f"{off:,}"}</td></tr>'
        for i, (r, off, obj) in enumerate(zip(records, offsets, objects, strict=True))
    )
    legend = [
        "Horizontal: time steps (0 holds the graph inputs; step k runs one operator). Vertical: bytes of the arena, "
        "offset 0 at the bottom.",
        "Coloured boxes: one per buffer, spanning the steps it is live and the bytes it occupies; hover for its "
        "name, size, lifetime and " + ("shared object." if is_objects else "offset."),
        "Solid blue line: the arena the plan needs. Dashed red line: the lower bound — the most bytes live at any "
        "one step, which no plan can beat.",
        "Bottom panel: bytes live at each step; the orange bar and the dotted line mark the peak step.",
    ]
    title = f"memplan: {model} — {result.strategy}"
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>{escape(title)}</title>\n'
        f"<style>{_CSS}</style>\n</head>\n<body>\n"
        f"<h1>{escape(title)}</h1>\n"
        f'<div class="figure">\n{_svg(analysis, result, standalone=False)}</div>\n'
        f'<table class="summary">\n{summary}\n</table>\n'
        f"<ul>\n" + "\n".join(f"<li>{escape(s)}</li>" for s in legend) + "\n</ul>\n"
        f"<details>\n<summary>All {len(records)} buffers</summary>\n<table>\n"
        f'<tr><th class="n">#</th><th>buffer</th><th class="n">bytes</th><th class="n">first</th>'
        f'<th class="n">last</th><th class="n">{where}</th></tr>\n{buffers}\n</table>\n</details>\n'
        "</body>\n</html>\n"
    )
