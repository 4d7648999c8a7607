"""Hypothesis generators shared by every test that plans random records: the one home
of random usage records and of the alignments they are planned at.

``record_lists()`` draws lists of :class:`~tflite_memplan.records.UsageRecord`; its
keyword arguments set the ranges (how many records, how large, how late, how long)
and what kinds of records may appear (zero sizes, whole-run inputs, records pinned at
an offline offset). Each list first draws a few traits of its own — a palette of
sizes, a horizon, a longest life — so equal sizes, equal first steps and equal gaps
(every planner's tie-breaks) are common rather than rare, while every value in the
stated ranges can still be drawn.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from hypothesis import strategies as st

from tflite_memplan.records import UsageRecord, conflicts

#: Alignments records are planned at: unaligned, TFLite's 4, TFLM's 16 and TFLite CPU's 64.
alignments = st.sampled_from([1, 4, 16, 64])

#: ``"none"``: no record is pinned. ``"apart"``: about one record in six is pinned at an
#: offline offset, and no two pinned records live at a common step share a byte (a plan
#: made around them obeys the live-bytes lower bound). ``"any"``: pinned offsets are drawn
#: freely and may alias buffers that are live together, as a model's own offline plan may
#: (Vela writes such plans); only tests about intended overlaps want these.
Offline = Literal["none", "apart", "any"]

# Offline offsets: often on 64-byte boundaries (as offline planners write them), else anywhere.
_offline_offsets = st.one_of(st.integers(0, 8).map(lambda k: 64 * k), st.integers(0, 1000))


@st.composite
def record_lists(
    draw: st.DrawFn,
    *,
    max_records: int = 40,
    max_size: int = 4096,
    max_time: int = 30,
    max_length: int = 10,
    zero_sizes: bool = True,
    few_sizes: bool = False,
    in_time_order: bool = False,
    whole_run: bool = False,
    offline: Offline = "none",
) -> list[UsageRecord]:
    """Up to ``max_records`` records, sizes ``0..max_size`` (``1..`` without
    ``zero_sizes``), first steps ``0..max_time``, each live ``0..max_length`` steps
    after its first (``last - first``).

    - ``few_sizes``: every size comes from the list's palette of at most five sizes, so
      nearly every record ties with another in size.
    - ``in_time_order``: each record starts 0–2 steps after the one before (capped at
      ``max_time``), as a graph's tensors do in execution order.
    - ``whole_run``: records starting at step 0 may be whole-run (graph inputs,
      allocated before the first operator).
    - ``offline``: see :data:`Offline`.
    """
    low = 0 if zero_sizes else 1
    n = draw(st.integers(min_value=0, max_value=max_records))
    palette = draw(st.lists(st.integers(min_value=low, max_value=max_size), min_size=1, max_size=5))
    sizes = st.sampled_from(palette)
    if not few_sizes:
        sizes = st.one_of(sizes, st.integers(min_value=low, max_value=max_size))
    # A short horizon packs records into few steps: equal first steps and overlaps galore.
    horizon = draw(st.integers(min_value=0, max_value=max_time))
    # Most lives are short; a few are long (skip connections, graph inputs).
    longest = draw(st.integers(min_value=0, max_value=max_length))
    lengths = st.one_of(st.integers(0, min(3, longest)), st.integers(0, longest))
    out: list[UsageRecord] = []
    step = 0
    for _ in range(n):
        if in_time_order:
            step = min(step + draw(st.integers(min_value=0, max_value=2)), max_time)
            first = step
        else:
            first = draw(st.integers(min_value=0, max_value=horizon))
        record = UsageRecord(
            size=draw(sizes),
            first=first,
            last=first + draw(lengths),
            whole_run=whole_run and first == 0 and draw(st.booleans()),
        )
        if offline != "none" and draw(st.integers(0, 5)) == 0:
            pinned = [r for r in out if r.offline_offset is not None]
            offset = _apart(record, draw(_offline_offsets), pinned) if offline == "apart" else draw(_offline_offsets)
            record = dataclasses.replace(record, offline_offset=offset)
        out.append(record)
    return out


def _apart(record: UsageRecord, offset: int, pinned: list[UsageRecord]) -> int:
    """``offset``, or just above every pinned record live with ``record`` when it would
    share a byte with one of them."""
    spans = [(p.offline_offset or 0, (p.offline_offset or 0) + p.size) for p in pinned if conflicts(p, record)]
    clash = any(start < end and start < offset + record.size and offset < end for start, end in spans)
    return max(end for _, end in spans) if record.size and clash else offset
