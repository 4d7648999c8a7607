"""Best fit, operator by operator, the busiest operators first ("greedy by breadth").

The offset variant of the TFLite GPU delegate's ``GREEDY_BY_BREADTH`` idea (Pisarchyk
and Lee, "Efficient Memory Management for Deep Neural Net Inference", 2020; the
delegate itself only ships the shared-objects variant). An operator's *breadth* is
the bytes live while it runs. The busiest step decides the arena, so its records are
placed first, largest first, packed against each other; then the next busiest
step's records that are not yet placed, and so on. Each record goes by best fit: the
smallest gap, among the placed records overlapping it in time, that holds it
(measured from the aligned end of the records below it); with no such gap, just above
the highest of them. Ties: equal breadths take the earlier step first; within a
step, equal sizes take the earlier first use, then the lower record index; equal
gaps take the lowest.

Only steps where some record starts are visited: any other step's live set is a
subset of an earlier step's (same or smaller breadth), so it has nothing left to
place by the time it would come up. Records with an offline offset keep it and are
placed before everything else; zero-size records sit at offset 0.

Complexity: O(n log n + Σ kᵢ log kᵢ), kᵢ the number of already-placed records
overlapping record i in time (found through
:class:`~tflite_memplan.planners.offset.placed.Placed`, in offset order) — about
O(n·a log a) when a records overlap any one; O(n) in numpy per placement when
thousands do.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tflite_memplan.planners.offset.placed import Ends, aligned, place_in_order
from tflite_memplan.planners.time_index import served_at
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord


def best_fit_among(keys: list[int], placed: Ends, size: int, alignment: int) -> int:
    """Best-fit offset for ``size`` bytes, given the sorted keys of the placed records
    overlapping it in time. A gap starts at the aligned highest end of the records
    below it. O(k)."""
    n, ends = placed.n, placed.ends
    best: int | None = None
    best_gap = 0
    prev = 0
    for key in keys:
        gap = key // n - prev
        if gap >= size and (best is None or gap < best_gap):
            best, best_gap = prev, gap
            if gap == size:
                break  # nothing can fit tighter
        end = -(-ends[key % n] // alignment) * alignment  # align_up, inlined: the hottest loop
        if end > prev:
            prev = end
    return prev if best is None else best


def best_fit_vectorised(offsets: np.ndarray, ends: np.ndarray, before: np.ndarray, size: int, alignment: int) -> int:
    """:func:`best_fit_among` over arrays: the smallest gap that holds ``size``, the
    lowest of equal ones."""
    if not len(offsets):
        return 0
    start = aligned(before, alignment)
    gap = offsets - start
    fits = np.flatnonzero(gap >= size)
    if len(fits):
        return int(start[fits[np.argmin(gap[fits])]])
    return int(aligned(ends.max(keepdims=True), alignment)[0])


def greedy_by_breadth(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """Best-fit placement, the busiest steps' records first; see the module docstring."""
    fixed = [i for i, r in enumerate(records) if r.offline_offset is not None]
    step, _ = served_at(records)
    todo = [i for i, r in enumerate(records) if r.offline_offset is None and r.size > 0]
    try:
        at = np.array(todo, np.int64)
        size = np.array([records[i].size for i in todo], np.int64)
        first = np.array([records[i].first for i in todo], np.int64)
        todo = at[np.lexsort((at, first, -size, np.array(step, np.int64)[at]))].tolist()
    except OverflowError:  # past int64: sorted in Python
        todo.sort(key=lambda i: (step[i], -records[i].size, records[i].first, i))
    return place_in_order(records, fixed + todo, alignment, best_fit_among, best_fit_vectorised)
