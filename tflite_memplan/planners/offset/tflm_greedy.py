"""TFLite Micro's ``GreedyMemoryPlanner``, reproduced decision for decision.

TFLM sorts the buffers once — offline-planned buffers first in the order they were
added, then the others by size, largest first, equal sizes with the *later-added*
buffer first (its sort runs over the buffers in reverse order and is stable) — and
places each at the lowest offset that fits: it walks the already-placed buffers that
are live at the same time in offset order and takes the first gap large enough
(first fit). Records must be given in TFLM's own order (tensors of every subgraph by
index, then scratch buffers in request order) for the tie-breaks to match.

TFLM walks its whole offset-ordered list of placed buffers for every placement,
skipping those not live at the same time: O(n²), minutes of Python at 50,000
records. Here a :class:`~tflite_memplan.planners.time_index.TimeIndex` hands over
just the placed buffers that overlap in time, which are then sorted by offset and
walked exactly as TFLM walks them. Among equal offsets TFLM's list keeps insertion
order (a new entry goes after existing equal ones); the sort key (offset, placement
number) keeps that order too — though it could not change the outcome: once the first
buffer of a run of equal offsets leaves too small a gap, so do the rest of the run,
and the candidate offset after the run is the aligned maximum of all their ends.

Complexity: O(n log n + Σ kᵢ log kᵢ), kᵢ the number of earlier-placed records that
overlap record i in time — about O(n·a log a) for graphs where a buffers overlap any
one buffer; O(n² log n) only when most records overlap most others.
"""

from __future__ import annotations

from collections.abc import Sequence

from tflite_memplan.planners.time_index import TimeIndex
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, align_up


def tflm_order(records: Sequence[UsageRecord]) -> list[int]:
    """The order in which TFLM's planner places the records."""
    offline = [i for i, r in enumerate(records) if r.offline_offset is not None]
    online = [i for i, r in enumerate(records) if r.offline_offset is None]
    online.sort(key=lambda i: (-records[i].size, -i))
    return offline + online


def tflm_greedy(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """First-fit placement in TFLM's order; see the module docstring."""
    n = len(records)
    offsets = [0] * n
    index = TimeIndex(r.first for r in records)
    # A placed record is an int key = offset * n + placement number: sorting keys
    # sorts by offset, equal offsets in placement order, like TFLM's linked list.
    # Offline offsets are never negative in a valid plan, but floor division keeps
    # the encoding exact even if one were.
    ends: list[int] = [0] * n  # by placement number: offset + size
    for seq, i in enumerate(tflm_order(records)):
        r = records[i]
        if r.offline_offset is not None:
            candidate = r.offline_offset
        else:
            candidate = 0
            prior_end: int | None = None
            size = r.size
            for key in sorted(index.overlapping(r.first, r.last)):
                if prior_end is not None:
                    candidate = max(candidate, align_up(prior_end, alignment))
                if key // n - candidate >= size:
                    break
                prior_end = ends[key % n]
            else:
                if prior_end is not None:
                    candidate = max(candidate, align_up(prior_end, alignment))
        offsets[i] = candidate
        ends[seq] = candidate + r.size
        index.add(candidate * n + seq, r.first, r.last)
    arena = max((offsets[i] + r.size for i, r in enumerate(records)), default=0)
    return OffsetPlan(tuple(offsets), arena)
