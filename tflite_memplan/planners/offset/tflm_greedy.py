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
records. Here :class:`~tflite_memplan.planners.offset.placed.Placed` hands over
just the placed buffers that overlap in time, in offset order, which are walked
exactly as TFLM walks them (vectorised when thousands overlap, as around an
operator with thousands of inputs). Among equal offsets TFLM's list keeps insertion
order (a new entry goes after existing equal ones); the key (offset, placement
number) keeps that order too — though it could not change the outcome: once the first
buffer of a run of equal offsets leaves too small a gap, so do the rest of the run,
and the candidate offset after the run is the aligned maximum of all their ends.

Complexity: O(n log n + Σ kᵢ log kᵢ), kᵢ the number of earlier-placed records that
overlap record i in time, while kᵢ stays below ``placed.MANY``; O(n) in numpy per
placement beyond — so O(n²) in C, not in Python, when every record overlaps every other,
except where no gap below could hold the record (one operator with 20,000 operands,
a deep chain of nested calls): then it goes on top in amortised O(log n)
(:meth:`~tflite_memplan.planners.offset.placed.Placed.top_past_every_gap`).
``benchmarks/growth.py`` checks the bound on those shapes as the input doubles.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tflite_memplan.planners.offset.placed import Ends, aligned, place_in_order
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord


def tflm_order(records: Sequence[UsageRecord]) -> list[int]:
    """The order in which TFLM's planner places the records."""
    offline = [i for i, r in enumerate(records) if r.offline_offset is not None]
    online = [i for i, r in enumerate(records) if r.offline_offset is None]
    try:
        size = np.array([records[i].size for i in online], np.int64)
    except OverflowError:  # past int64: sorted in Python
        online.sort(key=lambda i: (-records[i].size, -i))
        return offline + online
    at = np.array(online, np.int64)
    ordered: list[int] = at[np.lexsort((-at, -size))].tolist()
    return offline + ordered


def tflm_greedy(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """First-fit placement in TFLM's order; see the module docstring."""
    return place_in_order(records, tflm_order(records), alignment, _first_fit, _first_fit_vectorised, runs=True)


def _first_fit(keys: list[int], placed: Ends, size: int, alignment: int) -> int:
    """TFLM's walk: the candidate rises to each walked buffer's aligned end until a
    buffer starts at least ``size`` above it."""
    n, ends = placed.n, placed.ends
    candidate = 0
    for key in keys:
        if key // n - candidate >= size:
            return candidate
        end = -(-ends[key % n] // alignment) * alignment  # align_up, inlined: the hottest loop
        if end > candidate:
            candidate = end
    return candidate


def _first_fit_vectorised(offsets: np.ndarray, ends: np.ndarray, before: np.ndarray, size: int, alignment: int) -> int:
    """:func:`_first_fit` over arrays: the candidate before each buffer is the aligned
    highest end before it (alignment is monotone)."""
    if not len(offsets):
        return 0
    candidate = aligned(before, alignment)
    fits = np.flatnonzero(offsets - candidate >= size)
    return int(candidate[fits[0]]) if len(fits) else int(aligned(ends.max(keepdims=True), alignment)[0])
