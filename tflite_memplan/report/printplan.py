"""TFLite Micro's ``PrintMemoryPlan`` view of an offset plan, character for character.

Engineers compare memplan with a device log, so the plain text must be exactly what
TFLM prints: one header line per buffer, then one row per time step in which every
live buffer fills the columns of its byte range with its character. The Rich view
in :func:`rich_memory_plan` draws the same rows in colour with a legend.

Format (from ``GreedyMemoryPlanner::PrintMemoryPlan``):

- header ``C (id=I): size=S, offset=O, first_used=F last_used=L``; ``C`` is ``*`` for a
  buffer used at a single step, else the ordinal character of ``I`` (0-9, a-z, A-Z,
  wrapping modulo 62);
- rows for ``t = 0 … max(last_used)``: ``width`` columns of ``.``; a buffer live at
  ``t`` fills columns ``[O·W/M, (O+S)·W/M)`` (integer division, ``M`` the larger of
  ``W`` and the highest ``offset + size``), ``!`` where two buffers collide;
  printed as ``%4d: %s (%dk)`` with the kilobytes live rounded up.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence

from rich.console import Group
from rich.text import Text

from tflite_memplan.defaults import PRINTPLAN_WIDTH
from tflite_memplan.errors import LimitError
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, ceil_div
from tflite_memplan.report.text import steps_text

_ORDINALS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
DEFAULT_WIDTH = PRINTPLAN_WIDTH


def ordinal_char(i: int, record: UsageRecord) -> str:
    """The character TFLM draws buffer ``i`` with."""
    return "*" if record.first == record.last else _ORDINALS[i % len(_ORDINALS)]


#: Most rows the plan views print: TFLM prints one per step, and subgraphs called
#: inline many times can make steps run to 2^31.
MAX_ROWS = 100_000


def _rows(
    records: Sequence[UsageRecord], plan: OffsetPlan, width: int, *, offline_collide: bool = True
) -> list[tuple[int, str, int]]:
    """``(t, row, live bytes)`` for every step from 0 to the last ``last_used``.

    TFLM marks every overlap ``!``; with ``offline_collide=False`` two buffers that both
    have offline offsets (a model's own plan, aliasing on purpose) do not count as a
    collision: the later one is drawn. A sweep that draws, at each step, only the live
    buffers wide enough to fill a column, in index order; the live bytes are kept as
    a running sum. Buffers live at once lie apart, so at most ``width`` of them fill a
    column (more only where offline offsets overlap on purpose): O(n log n + T·(d log d
    + width)) for T steps and d such buffers live at once — not T·a, a the buffers live
    at once, which one operator with 20,000 inputs makes 20,000² cells."""
    scale = max(width, max((o + r.size for r, o in zip(records, plan.offsets, strict=True)), default=0))
    max_time = max((r.last for r in records), default=0)
    if max_time >= MAX_ROWS:
        raise LimitError(f"the plan runs over {max_time + 1:,} steps; the plan view draws at most {MAX_ROWS:,}")
    steps = max(max_time, 0) + 1
    change = [0] * (steps + 1)  # live bytes: + at the first step, - after the last
    for r in records:
        if r.last >= 0:
            change[max(r.first, 0)] += r.size
            change[r.last + 1] -= r.size
    spans = [
        (off * width // scale, (off + r.size) * width // scale) for r, off in zip(records, plan.offsets, strict=True)
    ]
    drawn = sorted((i for i, (lo, hi) in enumerate(spans) if hi > lo), key=lambda i: records[i].first)
    rows = []
    active: list[int] = []
    k = 0
    live = 0
    for t in range(steps):
        live += change[t]
        while k < len(drawn) and records[drawn[k]].first <= t:
            active.append(drawn[k])
            k += 1
        active = sorted(i for i in active if records[i].last >= t)
        line = ["."] * width
        pinned = [False] * width
        for i in active:
            r = records[i]
            c = ordinal_char(i, r)
            fixed = r.offline_offset is not None
            for col in range(*spans[i]):
                intended = fixed and pinned[col] and not offline_collide
                line[col] = c if line[col] == "." or intended else "!"
                pinned[col] = fixed
        rows.append((t, "".join(line), live))
    return rows


def memory_plan_text(records: Sequence[UsageRecord], plan: OffsetPlan, width: int = DEFAULT_WIDTH) -> str:
    """The exact text TFLM's ``PrintMemoryPlan`` prints for this plan (see :func:`_rows`)."""
    lines = [
        f"{ordinal_char(i, r)} (id={i}): size={r.size}, offset={off}, first_used={r.first} last_used={r.last}"
        for i, (r, off) in enumerate(zip(records, plan.offsets, strict=True))
    ]
    lines += [f"{t:4d}: {row} ({ceil_div(live, 1024)}k)" for t, row, live in _rows(records, plan, width)]
    return "\n".join(lines) + "\n"


def rich_plan_width(records: Sequence[UsageRecord], columns: int) -> int:
    """Row width that fits a terminal of ``columns``: room for ``"  12: "``, the live
    kilobytes and the peak mark (at least 8)."""
    steps = max((r.last for r in records), default=0)
    kib = ceil_div(sum(r.size for r in records), 1024)
    overhead = max(4, len(str(steps))) + 2 + len(f" ({kib}k)") + len("  ◀ peak")
    return max(8, columns - overhead)


_PALETTE = ("cyan", "magenta", "green", "yellow", "blue", "red", "bright_cyan", "bright_magenta", "bright_green")


def rich_memory_plan(
    records: Sequence[UsageRecord], plan: OffsetPlan, width: int = DEFAULT_WIDTH, columns: int = 80
) -> Group:
    """The same rows in colour, the peak row marked, and a legend of characters
    (``columns`` wide: longer buffer names are folded within their column).

    Unlike TFLM's text, buffers a model's offline plan overlaps on purpose are not
    drawn as collisions, and steps read from 0."""
    rows = _rows(records, plan, width, offline_collide=False)
    peak = max(rows, key=lambda r: r[2])[0] if rows else -1
    style_of = {ordinal_char(i, r): _PALETTE[i % len(_PALETTE)] for i, r in enumerate(records) if r.first != r.last}
    body = []
    for t, row, live in rows:
        line = _line(f"{t:4d}: ", style="bold" if t == peak else "")
        for run in _runs(row):
            ch = run[0]
            line.append(run, style="red bold" if ch == "!" else style_of.get(ch, "dim" if ch == "." else "white"))
        line.append(f" ({ceil_div(live, 1024)}k)")
        if t == peak:
            line.append("  ◀ peak", style="bold red")
        body.append(line)
    return Group(*body, Text(""), *_legend(records, plan, style_of, columns))


def _line(text: str, style: str = "") -> Text:
    """A line of the view, laid out already: Rich need not wrap it (half its time on a
    long plan), and shows it whole when printed uncropped."""
    return Text(text, style=style, no_wrap=True, overflow="ignore")


def _runs(row: str) -> list[str]:
    """``row`` cut where the character changes: one styled span per run, not per column."""
    return [m.group(0) for m in _RUN.finditer(row)]


_RUN = re.compile(r"(.)\1*", re.DOTALL)


def _legend(records: Sequence[UsageRecord], plan: OffsetPlan, style_of: dict[str, str], columns: int) -> list[Text]:
    """The legend's lines: a titled table of each buffer's character, name, bytes,
    offset and steps, ``columns`` wide where it can be (a name longer than its column
    goes on in the lines below). Laid out here, not by a Rich ``Table``, which
    measures every cell of every row: seconds for a few thousand buffers, a minute
    for 20,000. O(n + total length of the names)."""
    header = ("char", "buffer", "bytes", "offset", "steps")
    right = (False, False, True, True, False)
    cells = [
        (ordinal_char(i, r), r.name or r.kind, f"{r.size:,}", f"{off:,}", steps_text(r.first, r.last))
        for i, (r, off) in enumerate(zip(records, plan.offsets, strict=True))
    ]
    widths = [max([len(h), *(len(c[k]) for c in cells)]) for k, h in enumerate(header)]
    others = sum(widths) - widths[1] + 3 * (len(header) - 1)
    widths[1] = max(len(header[1]), min(widths[1], columns - others))

    def laid_out(row: Sequence[str]) -> str:
        return " │ ".join(c.rjust(w) if r else c.ljust(w) for c, w, r in zip(row, widths, right, strict=True))

    lines = [
        _line("Legend", style="italic"),
        _line(laid_out(header).replace("│", "┃"), style="bold"),
        _line("━╇━".join("━" * w for w in widths)),
    ]
    for row in cells:
        char, name, *rest = row
        folded = textwrap.wrap(name, widths[1]) if len(name) > widths[1] else [name]
        first = laid_out((char, folded[0], *rest))
        line = _line(first[: widths[0]], style=style_of.get(char, "white"))
        line.append(first[widths[0] :])
        lines.append(line)
        lines += [_line(laid_out(("", more, "", "", ""))) for more in folded[1:]]
    return lines
