"""A plan as a picture: the arena's bytes against time, like the TFLite memory blog's figures.

The text views (:mod:`tflite_memplan.report.printplan`) squeeze the arena into 80 columns;
a picture shows at a glance what they cannot: which buffers stack up at the peak,
where the packing leaves holes, and how far the arena sits above the lower bound.

:func:`memory_map_svg` draws two panels sharing one time axis:

- the **memory map**: x is the time step, y the byte offset in the arena (0 at the
  bottom). An offset plan draws every usage record as a box at ``(first, offset)``,
  ``last - first + 1`` steps wide and ``size`` bytes high. A shared-objects plan
  draws one horizontal lane per object and every record inside its object's lane;
  the objects are laid end to end exactly as ``memplan plan`` lays them out
  (:func:`~tflite_memplan.plans.objects_to_offsets`, each start aligned), so the
  two views never disagree. Dashed lines mark the lower bound, a solid line the
  arena (footprint).
- the **live bytes** per step, as bars, with the same lower bound line: the one
  number no plan can beat, and the step (marked in both panels) that sets it.

The figure grows with the model: about :data:`STEP_WIDTH` pixels per time step, from
:data:`WIDTH` up to :data:`MAX_WIDTH`, so a 1,000-operator model gets boxes wide enough
to see and to label. Each byte axis uses one unit for all its ticks, chosen from the
axis maximum; the heading wraps instead of running off the figure; the peak step is
marked behind the boxes, so the buffers live at the peak stay visible; and a legend
is part of the SVG, so a standalone file explains itself.

Every box is a ``<rect class="buffer">`` with a ``<title>`` child, which browsers
show on hover, so the picture explains itself without JavaScript; its
``data-name``, ``data-size``, ``data-first``, ``data-last`` and ``data-offset``
attributes (plus ``data-object`` for shared objects) let tests and scripts read the
plan back out of the picture — they are the records' and the plan's own numbers.
TFLM's "uninitialised" first use (step −1) is drawn from step 0, as the text reports
read it. One ``<rect class="plot-area">`` carries the scales (``data-t0``, ``data-t1``,
``data-bytes``), so a reader can check every box against its record. A model's offline
plan may overlap buffers on purpose: such boxes (``data-offline``) are drawn
translucent with a dashed outline, never as collisions, and the lower bound — which
does not bound such a plan — is not drawn as one. SVG is written as text: no drawing
library, no runtime dependency.

:func:`memory_map_html` wraps the SVG in one self-contained HTML page (inline CSS,
no external resources) with a title, a summary and a legend, so the file can be
attached to a CI run or mailed and opened anywhere. A figure wider than :data:`WIDTH`
gets a frozen y axis and a few lines of inline script to zoom and pan.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from tflite_memplan.analysis import Analysis, PlanResult
from tflite_memplan.bounds import offline_overlap_pairs
from tflite_memplan.errors import LimitError
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan, object_starts, objects_to_offsets
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.report.text import steps_text
from tflite_memplan.semantics import Lifetimes, get_runtime
from tflite_memplan.units import BINARY_UNITS, size_text, trimmed

# Layout, in SVG user units (pixels at 100% zoom).
WIDTH = 1120
"""The figure's width for small models, and its minimum."""
STEP_WIDTH = 8.0
"""Pixels per time step a large model's figure grows by (until :data:`MAX_WIDTH`)."""
MAX_WIDTH = 12_000
#: Most time steps the picture maps to pixels: its coordinates are floats, exact to 2^53
#: (a chain of 2,000 subgraphs each running the next twice has 2^2000 steps under TFLM).
MAX_STEPS = 2**53
"""The widest figure: past ``MAX_WIDTH / STEP_WIDTH`` steps, steps get narrower instead."""
_LEFT, _RIGHT = 88, 170
_MAP_HEIGHT = 430
_GAP = 26
_LIVE_HEIGHT = 130

MIN_BOX_HEIGHT = 2.0
"""A box is at least this high, growing upward from its offset, so a 16-byte buffer
in a megabyte arena is still there to see and hover over; its bottom edge stays exact."""

_FONT = "DejaVu Sans, Verdana, system-ui, sans-serif"
_CHAR_WIDTH = 0.6  # of the font size: a safe average for deciding whether a label fits
_BOLD_CHAR_WIDTH = 0.6  # the same for bold text (DejaVu Sans Bold averages about 0.53)
_INK = "#222"
_GRID = "#e3e3e3"
_BOUND = "#c0392b"
_ARENA = "#1f3a93"
_PEAK = "#d35400"
_UNITS = tuple(reversed(BINARY_UNITS[:3]))  # B, KiB and MiB: the byte axes' units, largest first
_NBSP = "\u00a0"


@dataclass(frozen=True)
class _Frame:
    """Where the plot sits and how steps map onto it."""

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


def figure_width(steps: int) -> int:
    """The SVG's width for ``steps`` time steps: :data:`STEP_WIDTH` pixels a step plus the
    margins, at least :data:`WIDTH` and at most :data:`MAX_WIDTH`."""
    plot = steps * STEP_WIDTH
    return round(min(max(plot + _LEFT + _RIGHT, WIDTH), MAX_WIDTH))


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
    the HTML page's buffer table and ``memplan plan``'s ids use too (a standalone
    SVG, which has no such table, leaves the index out). O(n·d), d the deepest path.
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
    return size_text(n, largest="MiB")


def _nice(raw: float) -> float:
    """The smallest of 1, 2, 5 × 10^k not below ``raw``: tick spacing people read easily."""
    if raw <= 0:
        return 1.0
    mag: float = 10 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw * (1 - 1e-9))


def byte_ticks(top: int, target: int = 6) -> list[tuple[float, str]]:
    """About ``target`` ticks from 0 to ``top`` bytes: ``(bytes, label)`` at round numbers.

    One unit for the whole axis, chosen from ``top`` (MiB from 2 MiB, KiB from 2 KiB,
    else B), so an axis never reads "1.46 MiB" above "1,000 KiB".
    """
    name, unit = next((n, u) for n, u in _UNITS if top >= 2 * u or u == 1)
    if top <= 0:
        return [(0.0, f"0 {name}")]
    span = top / unit
    mag = 10 ** math.floor(math.log10(span / target))
    candidates = [m * mag for m in (0.5, 1, 2, 5, 10) if unit > 1 or m * mag >= 1] or [1.0]
    # The round step whose tick count comes closest to the target; the coarser on a tie.
    step = min(candidates, key=lambda c: (abs(span / c - target), -c))
    count = int(top / unit / step + 1e-9)
    return [(k * step * unit, f"{trimmed(k * step)} {name}") for k in range(count + 1)]


def step_ticks(frame: _Frame, min_spacing: float = 22.0) -> list[int]:
    """Step numbers to label: every step when there is room, else every 2nd, 5th, 10th, …"""
    every = int(_nice(min_spacing / frame.step_width)) if frame.step_width < min_spacing else 1
    first = align_up(frame.t0, every)
    return list(range(first, frame.t1 + 1, every))


def time_axis_label(lifetimes: Lifetimes) -> str:
    """What the time axis counts, in the semantics' own words (from its named steps).

    ``"time step (0 = graph inputs; step k+1 runs operator k)"`` under TFLM,
    ``"time step (step k runs operator k; 9 = graph outputs)"`` under the GPU delegate's
    rules: steps that run no operator are named by the semantics, and when operator k
    of the main subgraph always runs at step k + c the axis says so.
    """
    steps = lifetimes.steps
    shifts = {s.time - s.operator for s in steps if s.operator is not None}
    if len(shifts) == 1:
        (c,) = shifts
        rule = [f"step k{c:+d} runs operator k" if c else "step k runs operator k"]
    else:
        rule = ["one operator a step, called subgraphs inline"] if shifts else []
    first_op = min((s.time for s in steps if s.operator is not None), default=math.inf)
    named = [(s.time, f"{s.time} = {s.opcode}") for s in steps if s.operator is None]
    parts = [n for t, n in named if t < first_op] + rule + [n for t, n in named if t >= first_op]
    return f"time step ({'; '.join(parts)})" if parts else "time step"


def _f(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _attrs(**kw: object) -> str:
    # Integers (most attributes, one per buffer and step) need no quoting.
    return "".join(
        f' {_attr_name(k)}="{v}"' if type(v) is int else f" {_attr_name(k)}={quoteattr(str(v))}"
        for k, v in kw.items()
        if v is not None
    )


@functools.cache
def _attr_name(keyword: str) -> str:
    """class_ (a Python keyword with a trailing underscore) becomes class; data_name data-name."""
    return keyword.rstrip("_").replace("_", "-")


def _text(x: float, y: float, s: str, size: float = 11, anchor: str = "start", **kw: object) -> str:
    return f'<text x="{_f(x)}" y="{_f(y)}" font-size="{size}" text-anchor="{anchor}"{_attrs(**kw)}>{escape(s)}</text>'


def _wrap(text: str, width: float, size: float, *, bold: bool = False, max_lines: int = 3) -> list[str]:
    """``text`` broken at spaces (not at no-break spaces) into lines about ``width``
    pixels wide; a word too long for a line is shortened in the middle ("…"), and the
    last line ends in "…" when more would not fit in ``max_lines``. So text is never
    clipped by the figure's edge."""
    chars = max(8, int(width / (size * (_BOLD_CHAR_WIDTH if bold else _CHAR_WIDTH))))

    def shorten(word: str, room: int) -> str:
        if len(word) <= room:
            return word
        keep = room - 1
        return word[: (keep + 1) // 2] + "…" + word[len(word) - keep // 2 :]

    lines: list[str] = []
    for word in text.split(" "):
        word = shorten(word, chars)
        if lines and len(lines[-1]) + 1 + len(word) <= chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = shorten(lines[-1], chars - 1).rstrip() + "…"
    return lines


@dataclass(frozen=True)
class _Layout:
    """Where each record sits: the plan's offsets, or its shared objects laid end to end."""

    offsets: tuple[int, ...]
    objects: tuple[int | None, ...]
    lanes: tuple[tuple[int, int, int], ...]  # (object, start, size) of every object holding a buffer
    span: int  # bytes from 0 to the highest record end
    overlaps: tuple[tuple[int, int], ...] = ()  # buffers an offline plan puts on the same bytes, live together


def _layout(analysis: Analysis, result: PlanResult) -> _Layout:
    """An offset plan as it is; a shared-objects plan as ``memplan plan`` shows it:
    :func:`objects_to_offsets` with the analysis's alignment, so both views agree."""
    records, plan = analysis.records, result.plan
    if isinstance(plan, OffsetPlan):
        layout = _Layout(plan.offsets, (None,) * len(records), (), plan.arena_size)
        # what a model's offline plan aliases on purpose
        return dataclasses.replace(layout, overlaps=tuple(offline_overlap_pairs(records, plan.offsets)))
    assert isinstance(plan, SharedObjectsPlan)
    laid = objects_to_offsets(records, plan, analysis.alignment)
    starts = object_starts(plan, analysis.alignment)
    lanes = tuple((o, start, size) for o, (start, size) in enumerate(zip(starts, plan.object_sizes, strict=True)))
    return _Layout(laid.offsets, plan.object_of, lanes, laid.arena_size)


def memory_map_svg(analysis: Analysis, result: PlanResult | None = None) -> str:
    """The plan ``result`` (default: the analysis's primary plan) as a standalone SVG document.

    O(n + T) elements for n records and T steps.
    """
    return _svg(_scene(analysis, result or analysis.primary, standalone=True))


_RightLabel = tuple[float, str, str, int]  # (y, text, colour, priority: lower wins a clash)


@dataclass(frozen=True)
class _Scene:
    """Everything the drawing steps share: the plan laid out, the texts, the panels and
    their scales. Built once by :func:`_scene`; every drawing step only reads it."""

    analysis: Analysis
    result: PlanResult
    standalone: bool
    layout: _Layout
    frame: _Frame
    width: int
    is_objects: bool
    bound: int  # the plan family's lower bound
    bound_applies: bool  # False when the model's offline plan overlaps live buffers on purpose
    top: int  # bytes at the top of the map
    live: dict[int, int]
    live_top: int  # bytes at the top of the live panel
    heading: tuple[str, ...]
    subtitle: tuple[str, ...]
    map_y0: float

    @property
    def records(self) -> tuple[UsageRecord, ...]:
        return self.analysis.records

    @property
    def overlaps(self) -> tuple[tuple[int, int], ...]:
        return self.layout.overlaps

    @property
    def span(self) -> int:
        return self.layout.span

    @property
    def span_name(self) -> str:
        """What the solid line is: the footprint of a shared-objects plan whose layout adds
        no alignment padding, else the arena."""
        return "footprint" if self.is_objects and self.span == self.result.footprint else "arena"

    @property
    def map_bottom(self) -> float:
        return self.map_y0 + _MAP_HEIGHT

    @property
    def live_y0(self) -> float:
        return self.map_bottom + _GAP

    @property
    def live_bottom(self) -> float:
        return self.live_y0 + _LIVE_HEIGHT

    @property
    def x1(self) -> float:
        return self.frame.x0 + self.frame.width

    @property
    def text_width(self) -> float:
        return _text_width(self.width)

    @property
    def scale(self) -> float:
        """Map pixels per byte."""
        return _MAP_HEIGHT / self.top

    def map_y(self, b: float) -> float:
        return self.map_bottom - b * self.scale

    def live_y(self, b: float) -> float:
        return self.live_bottom - b * _LIVE_HEIGHT / self.live_top

    @cached_property
    def legend_rows(self) -> list[list[tuple[float, tuple[str, str, str]]]]:
        return _legend_rows(self)

    def shown_first(self, r: UsageRecord) -> int:
        """The step a box starts at: TFLM's "uninitialised" first use (−1) reads as 0."""
        return max(r.first, 0)


def _text_width(width: int) -> float:
    """Room for text that should read on a figure's first screen (heading, legend)."""
    return min(width, WIDTH) - _LEFT - 20


def _scene(analysis: Analysis, result: PlanResult, *, standalone: bool) -> _Scene:
    """Layout and scales: where the buffers sit, how steps and bytes map to pixels, and
    the heading (wrapped to fit) that decides where the plot starts."""
    records = analysis.records
    layout = _layout(analysis, result)
    t0 = min((max(r.first, 0) for r in records), default=0)
    t1 = max((r.last for r in records), default=t0)
    steps = max(t1, t0) - t0 + 1
    if steps > MAX_STEPS:
        raise LimitError(f"the model runs 2^{steps.bit_length() - 1} steps or more; the memory map draws at most 2^53")
    width = figure_width(steps)
    is_objects = isinstance(result.plan, SharedObjectsPlan)
    bound = analysis.shared_objects_lower_bound_bytes if is_objects else analysis.lower_bound_bytes
    bound_applies = is_objects or (analysis.lower_bound_applies and result.footprint >= bound)
    live = {t: b for t, b in analysis.live_bytes().items() if t >= 0}
    heading = _wrap(_heading(analysis, result, layout, bound, bound_applies), _text_width(width), 15, bold=True)
    subtitle = _wrap(_subtitle(analysis, is_objects, bound_applies), _text_width(width), 11.5)
    last_heading = 24 + 19 * (len(heading) - 1)
    return _Scene(
        analysis=analysis,
        result=result,
        standalone=standalone,
        layout=layout,
        frame=_Frame(_LEFT, width - _LEFT - _RIGHT, t0, max(t1, t0)),
        width=width,
        is_objects=is_objects,
        bound=bound,
        bound_applies=bound_applies,
        top=max(layout.span, bound if bound_applies else 0, 1),
        live=live,
        live_top=max(max(live.values(), default=0), analysis.lower_bound_bytes, layout.span, 1),
        heading=tuple(heading),
        subtitle=tuple(subtitle),
        map_y0=last_heading + 18 + 15 * (len(subtitle) - 1) + 22,
    )


def _unbroken(n: int) -> str:
    """Bytes for running text that wraps: the number never parted from its unit."""
    return format_bytes(n).replace(" ", _NBSP)


def _heading(analysis: Analysis, result: PlanResult, layout: _Layout, bound: int, bound_applies: bool) -> str:
    """``"model: strategy (semantics) — planned head 2 KiB, lower bound 2 KiB (+0.0%).
    Minimum tensor_arena (cortex-m4): 3,696 B"``: the planned area under the runtime's name
    for it, then what a device must provide where the runtime's arena is modelled (the
    figure to declare, with its build); never a negative overhead: an offline plan that
    overlaps buffers on purpose says so instead."""
    model = Path(analysis.graph.path).name or "model"
    offline = analysis.offline
    is_objects = isinstance(result.plan, SharedObjectsPlan)
    origin = "offline plan" if offline is not None and offline.complete and not is_objects else result.strategy
    head = get_runtime(analysis.lifetimes.semantics).head_label if analysis.arena is not None else "arena"
    size = f"{'footprint' if is_objects else head} {_unbroken(result.footprint)}"
    if is_objects and layout.span != result.footprint:
        size += f" (laid out end to end, aligned to {analysis.alignment}{_NBSP}B: {_unbroken(layout.span)})"
    name = "shared-objects lower bound" if is_objects else "lower bound"
    if not bound_applies:
        judged = f"{name}: does not apply (offline{_NBSP}plan)"
    elif bound:
        judged = f"{name} {_unbroken(bound)} (+{100 * (result.footprint - bound) / bound:.1f}%)"
    else:
        judged = f"{name} {_unbroken(bound)}"
    arena = analysis.arena
    needed = "" if arena is None else f". {arena.needed_title}: {arena.needed:,}{_NBSP}B"
    return f"{model}: {origin} ({analysis.lifetimes.semantics}) — {size}, {judged}{needed}"


def _more_refusals(analysis: Analysis) -> tuple[str, ...]:
    """Where else the runtime would stop, after the first."""
    return analysis.runnability.reasons[1:] if analysis.runnability is not None else ()


def _subtitle(analysis: Analysis, is_objects: bool, bound_applies: bool) -> str:
    runs = analysis.runnability
    cannot = f"Cannot run {runs.answer().removeprefix('no, ')}. " if runs is not None and not runs.runnable else ""
    text = cannot + (
        "One lane per shared object, as high as the object; each box is a buffer living in that object."
        if is_objects
        else "Each box is a buffer: wide as the steps it is live, high as its bytes, at its offset. Hover for details."
    )
    if not bound_applies:
        text += (
            " The model's offline plan overlaps some buffers on purpose (hatched); the live-bytes "
            "lower bound assumes live buffers never share bytes, so it does not bound this plan."
        )
    return text


def _svg(s: _Scene, drawing_id: str | None = None) -> str:
    """The figure, step by step, back to front: title, axes, the peak (behind the boxes),
    lanes, boxes, what an offline plan overlaps on purpose, the boxes' labels, the arena
    and bound lines, the live-bytes panel and the legend.

    ``drawing_id`` wraps the drawing in a group the HTML page's frozen y axis reuses."""
    out = _title(s)
    if drawing_id:
        out.append(f'<g id="{drawing_id}">')
    out += _background(s)
    out += _axes(s)
    out += _peak(s)
    lanes, right_labels = _lanes(s)
    out += lanes
    boxes, labels = _boxes(s)
    out += boxes
    out += _intended_overlaps(s)
    out += labels
    out += _map_lines(s, right_labels)
    out += _live_panel(s)
    out += _legend(s)
    if drawing_id:
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _height(s: _Scene) -> float:
    return _legend_top(s) + 18 * len(s.legend_rows) + 4


def _hline(s: _Scene, y: float, colour: str, cls: str | None = None, dashed: bool = False) -> str:
    """A line across the plot at height ``y``."""
    return (
        f'<line{_attrs(class_=cls)} x1="{_f(s.frame.x0)}" y1="{_f(y)}" x2="{_f(s.x1)}" y2="{_f(y)}" '
        f'stroke="{colour}" stroke-width="1.5"' + (' stroke-dasharray="6 4"' if dashed else "") + "/>"
    )


def _title(s: _Scene) -> list[str]:
    """The SVG element and its accessible title (the heading, unwrapped)."""
    ns = ' xmlns="http://www.w3.org/2000/svg"' if s.standalone else ""
    height = _f(_height(s))
    return [
        f'<svg{ns} width="{s.width}" height="{height}" viewBox="0 0 {s.width} {height}" '
        f'font-family="{_FONT}" fill="{_INK}" role="img" aria-labelledby="memplan-title">',
        f'<title id="memplan-title">{escape(" ".join(s.heading))}</title>',
    ]


def _background(s: _Scene) -> list[str]:
    """White paper, the heading and the subtitle, each wrapped to the first screen's width."""
    out = [f'<rect width="{s.width}" height="{_f(_height(s))}" fill="#fff"/>']
    for k, line in enumerate(s.heading):
        out.append(_text(_LEFT, 24 + 19 * k, line, 15, font_weight="bold", class_="heading"))
    below = 24 + 19 * (len(s.heading) - 1) + 18
    for k, line in enumerate(s.subtitle):
        out.append(_text(_LEFT, below + 15 * k, line, 11.5, fill="#555", class_="subtitle"))
    return out


def _axes(s: _Scene) -> list[str]:
    """Both panels' frames, grid lines, tick labels (one unit per axis) and axis titles."""
    frame = s.frame
    out = [
        f'<rect class="plot-area" x="{_f(frame.x0)}" y="{_f(s.map_y0)}" width="{_f(frame.width)}" '
        f'height="{_MAP_HEIGHT}" fill="#fafafa" stroke="#999"'
        f"{_attrs(data_t0=frame.t0, data_t1=frame.t1, data_bytes=s.top)}/>",
        f'<rect class="live-area" x="{_f(frame.x0)}" y="{_f(s.live_y0)}" width="{_f(frame.width)}" '
        f'height="{_LIVE_HEIGHT}" fill="#fafafa" stroke="#999"{_attrs(data_bytes=s.live_top)}/>',
    ]
    for t in step_ticks(frame):
        x = frame.x(t + 0.5)
        for a, b in ((s.map_y0, s.map_bottom), (s.live_y0, s.live_bottom)):
            out.append(f'<line x1="{_f(x)}" y1="{_f(a)}" x2="{_f(x)}" y2="{_f(b)}" stroke="{_GRID}"/>')
        out.append(
            f'<line x1="{_f(x)}" y1="{_f(s.live_bottom)}" x2="{_f(x)}" y2="{_f(s.live_bottom + 4)}" stroke="#666"/>'
        )
        out.append(_text(x, s.live_bottom + 16, str(t), 10.5, "middle", class_="x-tick"))
    # Centred under the first screen of a wide figure, where a reader starts.
    mid = frame.x0 + min(frame.width, WIDTH - _LEFT - _RIGHT) / 2
    out.append(_text(mid, s.live_bottom + 36, time_axis_label(s.analysis.lifetimes), 12, "middle", class_="x-title"))
    for b, label in byte_ticks(s.top):
        y = s.map_y(b)
        out.append(f'<line x1="{_f(frame.x0)}" y1="{_f(y)}" x2="{_f(s.x1)}" y2="{_f(y)}" stroke="{_GRID}"/>')
        out.append(_text(frame.x0 - 6, y + 4, label, 10.5, "end", class_="y-tick", data_panel="map"))
    for b, label in byte_ticks(s.live_top, 3):
        out.append(_text(frame.x0 - 6, s.live_y(b) + 4, label, 10.5, "end", class_="y-tick", data_panel="live"))
    for title, y0, height in (("arena offset", s.map_y0, _MAP_HEIGHT), ("live bytes", s.live_y0, _LIVE_HEIGHT)):
        mid = y0 + height / 2
        out.append(_text(16, mid, title, 12, "middle", transform=f"rotate(-90 16 {_f(mid)})"))
    return out


def _peak(s: _Scene) -> list[str]:
    """The peak step, marked behind everything that follows — a tinted column and a
    dotted line the boxes and bars cover, so the buffers live at the peak stay in
    sight — with a marker and its description above the map."""
    analysis, frame = s.analysis, s.frame
    if not s.records:
        return [_text(frame.x0 + frame.width / 2, s.map_y0 + _MAP_HEIGHT / 2, "no buffers planned", 14, "middle")]
    t = analysis.peak_time
    px = frame.x(t + 0.5)
    peak_text = f"peak: {analysis.lifetimes.describe_step(t)}, {format_bytes(analysis.peak_bytes)} live"
    anchor = "start" if px < frame.x0 + frame.width * 0.6 else "end"
    top = s.map_y0 - 6
    return [
        f'<rect class="peak-band" x="{_f(frame.x(t))}" y="{_f(s.map_y0)}" width="{_f(frame.step_width)}" '
        f'height="{_f(s.live_bottom - s.map_y0)}" fill="{_PEAK}" fill-opacity="0.08"/>',
        f'<line class="peak" x1="{_f(px)}" y1="{_f(top)}" x2="{_f(px)}" y2="{_f(s.live_bottom)}" '
        f'stroke="{_PEAK}" stroke-width="1.2" stroke-dasharray="2 3"{_attrs(data_step=t)}/>',
        f'<path class="peak-marker" d="M{_f(px - 4)} {_f(top - 1)} L{_f(px + 4)} {_f(top - 1)} L{_f(px)} '
        f'{_f(s.map_y0)} Z" fill="{_PEAK}"/>',
        _text(
            px + (6 if anchor == "start" else -6), s.map_y0 - 8, peak_text, 11, anchor, fill=_PEAK, font_weight="bold"
        ),
    ]


def _lanes(s: _Scene) -> tuple[list[str], list[_RightLabel]]:
    """Shared-object lanes behind the buffers, and their labels beside the plot."""
    tenants: dict[int, int] = {}
    for o in s.layout.objects:
        if o is not None:
            tenants[o] = tenants.get(o, 0) + 1
    out: list[str] = []
    labels: list[_RightLabel] = []
    for o, start, size in s.layout.lanes:
        y, h = s.map_y(start + size), size * s.scale
        out.append(
            f'<rect class="lane" x="{_f(s.frame.x0)}" y="{_f(y)}" width="{_f(s.frame.width)}" height="{_f(h)}" '
            f'fill="{"#f0f0f0" if o % 2 else "#f7f7f7"}" stroke="#bbb" stroke-width="0.5"'
            f"{_attrs(data_object=o, data_offset=start, data_size=size)}>"
            f"<title>{escape(f'object {o}: {size:,} bytes, {tenants.get(o, 0)} buffers')}</title></rect>"
        )
        labels.append((y + h / 2 + 4, f"object {o}: {format_bytes(size)}", "#555", 2))
    return out, labels


def _boxes(s: _Scene) -> tuple[list[str], list[str]]:
    """One hoverable box per buffer, and the labels that fit inside them (drawn on top).

    Buffers at a model's offline offsets are translucent with a dashed outline, so
    buffers it overlaps on purpose show through each other; of two labels that
    would land on each other there, only the first is drawn."""
    lifetimes, frame = s.analysis.lifetimes, s.frame
    short_names = box_labels(s.records)
    seen_in_object: dict[int, int] = {}
    out: list[str] = []
    labels: list[str] = []
    pinned_label_spots: set[tuple[int, int]] = set()
    for i, (r, off, obj) in enumerate(zip(s.records, s.layout.offsets, s.layout.objects, strict=True)):
        first = s.shown_first(r)
        steps = max(r.last - first + 1, 0)  # 0 for a buffer never used
        x, w = frame.x(first), steps * frame.step_width
        h = max(r.size * s.scale, MIN_BOX_HEIGHT) if r.size else 0.0
        y = s.map_y(off) - h
        if obj is None:
            fill, where = record_colour(i), f"offset {off:,}"
        else:
            k = seen_in_object.get(obj, 0)
            seen_in_object[obj] = k + 1
            fill, where = object_colour(obj, k), f"shared object {obj} (lane at byte {off:,})"
        offline = r.offline_offset is not None and obj is None
        if offline:
            where += " (the model's offline plan)"
            style = 'fill-opacity="0.6" stroke="#333" stroke-width="0.8" stroke-dasharray="3 2"'
        else:
            style = 'stroke="#fff" stroke-width="0.6"'
        name = record_label(r)
        tip = (
            f"{name}\n{r.size:,} bytes ({format_bytes(r.size)})\n"
            f"live steps {steps_text(r.first, r.last)}: {steps} step{'s' if steps != 1 else ''}\n"
            f"from {lifetimes.describe_step(first)}\nto {lifetimes.describe_step(r.last)}\n{where}"
        )
        out.append(
            f'<rect class="buffer" x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{_f(h)}" fill="{fill}" {style}'
            f"{_attrs(data_index=i, data_name=name, data_size=r.size, data_first=r.first, data_last=r.last)}"
            f"{_attrs(data_offset=off, data_object=obj, data_offline='true' if offline else None)}>"
            f"<title>{escape(tip)}</title></rect>"
        )
        *names, index = short_names[i]
        if offline:
            spot = (round(x), round(y))
            if spot in pinned_label_spots:
                continue
            pinned_label_spots.add(spot)
        label = _box_label(x, y, w, h, names, None if s.standalone else index)
        if label:
            labels.append(label)
    return out, labels


def _intended_overlaps(s: _Scene) -> list[str]:
    """Where a model's offline plan puts two live buffers on the same bytes, a neutral
    hatch with a tooltip saying so — never a collision mark: the runtime does it on purpose."""
    pairs = s.overlaps
    if not pairs:
        return []
    out = [
        '<defs><pattern id="memplan-overlap" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#333" stroke-width="1.2" '
        'stroke-opacity="0.45"/></pattern></defs>'
    ]
    records, offsets, frame = s.records, s.layout.offsets, s.frame
    for j, i in pairs:
        a, b = records[j], records[i]
        t0, t1 = max(s.shown_first(a), s.shown_first(b)), min(a.last, b.last)
        lo, hi = max(offsets[j], offsets[i]), min(offsets[j] + a.size, offsets[i] + b.size)
        y = s.map_y(hi)
        tip = (
            f"{record_label(a)} and {record_label(b)} share bytes [{lo:,}, {hi:,}) at steps {t0}..{t1}: "
            "the model's offline plan overlaps them on purpose"
        )
        out.append(
            f'<rect class="overlap" x="{_f(frame.x(t0))}" y="{_f(y)}" width="{_f((t1 - t0 + 1) * frame.step_width)}" '
            f'height="{_f(max(s.map_y(lo) - y, MIN_BOX_HEIGHT))}" fill="url(#memplan-overlap)"'
            f"{_attrs(data_buffers=f'{j} {i}')}><title>{escape(tip)}</title></rect>"
        )
    return out


def _box_label(
    x: float, y: float, w: float, h: float, names: Sequence[str], index: str | None, font: float = 10.0
) -> str:
    """The first name that fits inside the box, across or — in a tall narrow box —
    rotated upward; else the index, across only. Empty when nothing fits."""

    def length(s: str) -> float:
        return len(s) * font * _CHAR_WIDTH + 6

    across = h >= font + 3
    for s in names:
        if across and length(s) <= w:
            return _text(x + 3, y + min(h / 2, 14) + font / 2 - 1, s, font, pointer_events="none")
        if w >= font + 4 and length(s) <= h:
            cx, cy = x + font + 2, y + h - 4
            return _text(cx, cy, s, font, pointer_events="none", transform=f"rotate(-90 {_f(cx)} {_f(cy)})")
    if index is not None and across and length(index) <= w:
        return _text(x + 3, y + min(h / 2, 14) + font / 2 - 1, index, font, pointer_events="none")
    return ""


def _map_lines(s: _Scene, right_labels: list[_RightLabel]) -> list[str]:
    """The arena (solid) and the lower bound (dashed) across the map, labelled beside it.

    No bound line when the bound does not apply (an offline plan that overlaps live
    buffers on purpose): it would stand above the arena and read as a shortfall."""
    arena_y = s.map_y(s.span)
    out = [_hline(s, arena_y, _ARENA, "arena")]
    labels = list(right_labels)
    if not s.bound_applies:
        labels.append((arena_y + 4, f"{s.span_name} {format_bytes(s.span)}", _ARENA, 0))
    elif s.span == s.bound:
        out.append(_hline(s, arena_y, _BOUND, "lower-bound", dashed=True))
        same = "footprint = bound" if s.is_objects else "arena = lower bound"
        labels.append((arena_y + 4, f"{same} {format_bytes(s.span)}", _ARENA, 0))
    else:
        bound_y = s.map_y(s.bound)
        out.append(_hline(s, bound_y, _BOUND, "lower-bound", dashed=True))
        labels.append((arena_y + 4, f"{s.span_name} {format_bytes(s.span)}", _ARENA, 0))
        bound_label = "shared-objects bound" if s.is_objects else "lower bound"
        labels.append((bound_y + 4, f"{bound_label} {format_bytes(s.bound)}", _BOUND, 1))
    out += _place_right_labels(labels, s.x1 + 6, s.map_y0, s.map_bottom + 4)
    return out


def _live_panel(s: _Scene) -> list[str]:
    """Live bytes per step as bars, with the offset lower bound (the bars' peak) and the arena."""
    analysis, frame = s.analysis, s.frame
    out: list[str] = []
    # One bar a step; where steps are listed sparsely (see live_bytes_by_step), one bar
    # for each run of steps with the same bytes.
    starts = sorted(t for t in s.live if frame.t0 <= t <= frame.t1) or [frame.t0]
    for t, end in zip(starts, [*starts[1:], frame.t1 + 1], strict=True):
        b = s.live.get(t, 0)
        x = frame.x(t)
        hot = t == analysis.peak_time and b > 0
        tip = f"{analysis.lifetimes.describe_step(t)}\n{b:,} bytes live ({format_bytes(b)})" + ("\npeak" if hot else "")
        width = max((end - t) * frame.step_width - 1, 0.5)
        out.append(
            f'<rect class="live" x="{_f(x + 0.5)}" y="{_f(s.live_y(b))}" width="{_f(width)}" '
            f'height="{_f(b * _LIVE_HEIGHT / s.live_top)}" fill="{_PEAK if hot else "#7f8fa6"}"'
            f"{_attrs(data_step=t, data_bytes=b)}><title>{escape(tip)}</title></rect>"
        )
    lb = analysis.lower_bound_bytes
    lb_y, ar_y = s.live_y(lb), s.live_y(s.span)
    out += [_hline(s, lb_y, _BOUND, dashed=True), _hline(s, ar_y, _ARENA)]
    applies = analysis.lower_bound_applies
    labels = [(lb_y + 4, f"{'lower bound' if applies else 'most live'} {format_bytes(lb)}", _BOUND, 0)]
    if s.span != lb:
        labels.append((ar_y + 4, f"{s.span_name} {format_bytes(s.span)}", _ARENA, 1))
    out += _place_right_labels(labels, s.x1 + 6, s.live_y0 - 6, s.live_bottom + 4)
    return out


def _legend_top(s: _Scene) -> float:
    return s.live_bottom + 60


def _legend_items(s: _Scene) -> list[tuple[str, str, str]]:
    """``(key, swatch SVG at the origin, text)`` for each mark this figure uses."""
    swatch = (
        f'<rect x="0" y="-9" width="5" height="10" fill="{record_colour(0)}"/>'
        f'<rect x="5" y="-9" width="5" height="10" fill="{record_colour(1)}"/>'
        f'<rect x="10" y="-9" width="5" height="10" fill="{record_colour(2)}"/>'
    )
    items = [("buffer", swatch, "buffer: as wide as the steps it is live, as high as its bytes")]
    if s.is_objects:
        lane = '<rect x="0" y="-9" width="15" height="10" fill="#f0f0f0" stroke="#bbb" stroke-width="0.5"/>'
        items.append(("lane", lane, "shared object (lane)"))
    if any(r.offline_offset is not None for r in s.records) and not s.is_objects:
        dashed = (
            f'<rect x="0" y="-9" width="15" height="10" fill="{record_colour(0)}" fill-opacity="0.6" stroke="#333" '
            'stroke-width="0.8" stroke-dasharray="3 2"/>'
        )
        items.append(("offline", dashed, "offline offset from the model"))
    if s.overlaps:
        hatch = (
            '<rect x="0" y="-9" width="15" height="10" fill="#fff" stroke="#999" stroke-width="0.5"/>'
            '<path d="M0 -4 L5 -9 M0 1 L10 -9 M5 1 L15 -9 M10 1 L15 -4" stroke="#333" stroke-opacity="0.6"/>'
        )
        items.append(("overlap", hatch, "bytes the offline plan shares on purpose"))
    line = '<line x1="0" y1="-4" x2="15" y2="-4" stroke="{}" stroke-width="1.5"{}/>'
    items.append(("arena", line.format(_ARENA, ""), s.span_name))
    if s.is_objects:
        bound_text = "lower bounds: shared objects (map), most bytes live at once (below)"
    elif s.bound_applies:
        bound_text = "lower bound: most bytes live at once"
    else:
        bound_text = "most bytes live at once (no bound for this offline plan)"
    items.append(("lower-bound", line.format(_BOUND, ' stroke-dasharray="6 4"'), bound_text))
    items.append(("peak", f'<rect x="0" y="-9" width="15" height="10" fill="{_PEAK}"/>', "peak step"))
    return items


def _legend_rows(s: _Scene) -> list[list[tuple[float, tuple[str, str, str]]]]:
    """The legend's items placed left to right, wrapping within the first screen."""
    rows: list[list[tuple[float, tuple[str, str, str]]]] = [[]]
    x = 0.0
    for item in _legend_items(s):
        w = 20 + len(item[2]) * 10.5 * 0.56 + 24
        if rows[-1] and x + w > s.text_width:
            rows.append([])
            x = 0.0
        rows[-1].append((x, item))
        x += w
    return rows


def _legend(s: _Scene) -> list[str]:
    """The legend, in the SVG itself: a standalone file explains its own marks."""
    out = ['<g class="legend">']
    for k, row in enumerate(s.legend_rows):
        y = _legend_top(s) + 18 * k
        for x, (key, swatch, text) in row:
            out.append(
                f'<g class="legend-item" data-key="{key}" transform="translate({_f(_LEFT + x)} {_f(y)})">'
                f"{swatch}{_text(20, 0, text, 10.5)}</g>"
            )
    out.append("</g>")
    return out


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

_WIDE_CSS = """
.zoom { font-size: 13px; margin: 4px 0; color: #555; }
.zoom button { font-size: 13px; min-width: 2.4em; }
.figure { overflow: auto; cursor: grab; max-height: 95vh; }
.figure.dragging { cursor: grabbing; user-select: none; }
.track { display: flex; width: max-content; }
.track svg { flex: none; display: block; }
.track svg.y-axis { position: sticky; left: 0; z-index: 1; }
"""

# Zoom (buttons, Ctrl/⌘ + wheel) and drag-to-pan for a figure wider than the window.
# The y axis is a second SVG showing the drawing's left margin, kept in view by CSS.
_ZOOM_SCRIPT = """
(() => {
  const fig = document.getElementById("memplan-figure");
  const [axis, map] = fig.querySelectorAll("svg");
  const W = +map.getAttribute("width"), H = +map.getAttribute("height"), L = +axis.getAttribute("width");
  let z = 1;
  function zoom(next, cx = fig.clientWidth / 2) {
    const at = (fig.scrollLeft + cx) / z;
    z = Math.min(4, Math.max(fig.clientWidth / W, next));
    for (const [svg, w] of [[map, W], [axis, L]]) {
      svg.style.width = w * z + "px";
      svg.style.height = H * z + "px";
    }
    axis.style.marginRight = -L * z + "px";
    fig.scrollLeft = at * z - cx;
  }
  for (const b of document.querySelectorAll("[data-zoom]")) {
    const v = b.dataset.zoom;
    b.addEventListener("click", () => zoom(v === "in" ? z * 1.5 : v === "out" ? z / 1.5 : v === "fit" ? 0 : 1));
  }
  fig.addEventListener("wheel", (e) => {
    if (!e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    zoom(z * Math.exp(-e.deltaY / 300), e.clientX - fig.getBoundingClientRect().left);
  }, { passive: false });
  let drag = null;
  fig.addEventListener("pointerdown", (e) => {
    if (e.button === 0 && e.target !== fig) drag = [e.clientX, e.clientY, fig.scrollLeft, fig.scrollTop];
  });
  fig.addEventListener("pointermove", (e) => {
    if (!drag) return;
    fig.classList.add("dragging");
    fig.scrollLeft = drag[2] - (e.clientX - drag[0]);
    fig.scrollTop = drag[3] - (e.clientY - drag[1]);
  });
  for (const end of ["pointerup", "pointerleave"]) {
    fig.addEventListener(end, () => { drag = null; fig.classList.remove("dragging"); });
  }
})();
"""


def _figure_html(s: _Scene) -> str:
    """The SVG for the page: as it is when it fits :data:`WIDTH`; wider, with a zoom bar,
    a y axis that stays in view while the map scrolls, and the zoom/pan script."""
    if s.width <= WIDTH:
        return f'<div class="figure">\n{_svg(s)}</div>\n'
    height = _f(_height(s))
    axis_width = _LEFT - 2
    axis = (
        f'<svg class="y-axis" aria-hidden="true" width="{axis_width}" height="{height}" '
        f'viewBox="0 0 {axis_width} {height}" style="margin-right: -{axis_width}px">'
        '<use href="#memplan-drawing"/></svg>\n'
    )
    bar = (
        '<div class="zoom">Zoom <button type="button" data-zoom="out" title="zoom out">−</button> '
        '<button type="button" data-zoom="fit" title="the whole figure">fit</button> '
        '<button type="button" data-zoom="1" title="actual size">100%</button> '
        '<button type="button" data-zoom="in" title="zoom in">+</button> '
        f"· {s.frame.steps:,} steps, {s.width:,} px wide: drag to pan, Ctrl + wheel to zoom</div>\n"
    )
    return (
        f'{bar}<div class="figure" id="memplan-figure">\n<div class="track">\n{axis}'
        f"{_svg(s, 'memplan-drawing')}</div>\n</div>\n<script>{_ZOOM_SCRIPT}</script>\n"
    )


def memory_map_html(analysis: Analysis, result: PlanResult | None = None) -> str:
    """One self-contained HTML page: title, summary, legend, the SVG inline, and the buffers.

    No external resources (fonts, styles, images, scripts): the page renders offline,
    hover text comes from the SVG's ``<title>`` elements. A figure wider than
    :data:`WIDTH` adds an inline script to zoom and pan; a smaller one has none.
    """
    result = result or analysis.primary
    s = _scene(analysis, result, standalone=False)
    records, layout = analysis.records, s.layout
    model = Path(analysis.graph.path).name or "model"
    bound = analysis.lower_bound_bytes
    bound_text = f"{bound:,} B ({format_bytes(bound)})"
    if not analysis.lower_bound_applies:
        bound_text += " — does not apply: the model's offline plan overlaps live buffers on purpose"
    first = min((max(r.first, 0) for r in records), default=0)
    last = max((r.last for r in records), default=-1)
    rows = [("Runs", analysis.runnability.answer())] if analysis.runnability is not None else []
    rows += [("Also refused", r) for r in _more_refusals(analysis)]
    rows += [
        ("Model", analysis.graph.path),
        ("Semantics", f"{analysis.lifetimes.semantics} (alignment {analysis.alignment} B)"),
        ("Strategy", f"{result.strategy} ({result.family.replace('_', ' ')})"),
    ]
    if analysis.offline is not None:
        rows.append(("Plan origin", analysis.offline.describe()))
    rows += [
        ("Buffers planned", f"{len(records)} over steps {first}..{last}"),
        (
            "Footprint" if s.is_objects else "Planned arena",
            f"{result.footprint:,} B ({format_bytes(result.footprint)})",
        ),
    ]
    if s.is_objects and layout.span != result.footprint:
        rows.append(
            (
                f"Laid out end to end (aligned to {analysis.alignment} B)",
                f"{layout.span:,} B ({format_bytes(layout.span)})",
            )
        )
    rows.append(("Lower bound (most bytes live at once)", bound_text))
    if s.is_objects:
        so = analysis.shared_objects_bound
        rows.append(("Shared-objects lower bound", f"{so.bytes:,} B ({format_bytes(so.bytes)}), by {so.describe()}"))
    if not s.is_objects and not s.bound_applies:
        rows.append(("Overhead over lower bound", "none: offline plan"))
    elif s.bound:
        which = "shared-objects lower bound" if s.is_objects else "lower bound"
        rows.append((f"Overhead over {which}", f"{100 * (result.footprint - s.bound) / s.bound:.1f}%"))
    rows += [
        ("Naive (no reuse)", f"{analysis.naive_bytes:,} B ({format_bytes(analysis.naive_bytes)})"),
        ("Peak", f"{analysis.lifetimes.describe_step(analysis.peak_time)}: {analysis.peak_bytes:,} B live"),
    ]
    summary = "\n".join(f"<tr><td>{escape(k)}</td><td>{escape(v)}</td></tr>" for k, v in rows)
    where = "object" if s.is_objects else "offset"
    buffers = "\n".join(
        f'<tr><td class="n">{i}</td><td>{escape(record_label(r))}</td><td class="n">{r.size:,}</td>'
        f'<td class="n">{max(r.first, 0)}</td><td class="n">{r.last}</td>'
        f'<td class="n">{obj if s.is_objects else f"{off:,}"}</td></tr>'
        for i, (r, off, obj) in enumerate(zip(records, layout.offsets, layout.objects, strict=True))
    )
    axis = time_axis_label(analysis.lifetimes).removeprefix("time step (").removesuffix(")")
    legend = [
        f"Horizontal: time steps ({axis or 'one step a column'}). Vertical: bytes of the arena, offset 0 at the "
        "bottom.",
        "Coloured boxes: one per buffer, spanning the steps it is live and the bytes it occupies; hover for its "
        "name, size, lifetime and " + ("shared object." if s.is_objects else "offset."),
        "Solid blue line: the arena the plan needs. Dashed red line: the lower bound — the most bytes live at any "
        "one step, which no plan can beat"
        + (
            "."
            if analysis.lower_bound_applies
            else " unless, as here, the model's offline plan overlaps buffers on purpose (hatched)."
        ),
        "Bottom panel: bytes live at each step; the orange bar and the dotted line mark the peak step.",
    ]
    title = f"memplan: {model} — {result.strategy}"
    css = _CSS + (_WIDE_CSS if s.width > WIDTH else "")
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>{escape(title)}</title>\n'
        f"<style>{css}</style>\n</head>\n<body>\n"
        f"<h1>{escape(title)}</h1>\n"
        f"{_figure_html(s)}"
        f'<table class="summary">\n{summary}\n</table>\n'
        f"<ul>\n" + "\n".join(f"<li>{escape(x)}</li>" for x in legend) + "\n</ul>\n"
        f"<details>\n<summary>All {len(records)} buffers</summary>\n<table>\n"
        f'<tr><th class="n">#</th><th>buffer</th><th class="n">bytes</th><th class="n">first</th>'
        f'<th class="n">last</th><th class="n">{where}</th></tr>\n{buffers}\n</table>\n</details>\n'
        "</body>\n</html>\n"
    )
