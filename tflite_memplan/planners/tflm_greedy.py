"""TFLite Micro's ``GreedyMemoryPlanner``, reproduced decision for decision.

TFLM sorts the buffers once — offline-planned buffers first in the order they were
added, then the others by size, largest first, equal sizes with the *later-added*
buffer first (its sort runs over the buffers in reverse order and is stable) — and
places each at the lowest offset that fits: it walks the already-placed buffers that
are live at the same time in offset order and takes the first gap large enough
(first fit). Records must be given in TFLM's own order (tensors of every subgraph by
index, then scratch buffers in request order) for the tie-breaks to match.

Complexity: O(n²) in the worst case — each placement walks the placed buffers in
offset order — which is also what TFLM does; a few thousand records take well under
a second.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

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
    offsets = [0] * len(records)
    by_offset: list[int] = []  # placed records, in offset order (ties: earlier placed first)
    keys: list[int] = []  # their offsets, for bisect
    for i in tflm_order(records):
        r = records[i]
        if r.offline_offset is not None:
            candidate = r.offline_offset
        else:
            candidate = 0
            prior_end: int | None = None
            for j in by_offset:
                other = records[j]
                if other.first > r.last or r.first > other.last:
                    continue
                if prior_end is not None:
                    candidate = max(candidate, align_up(prior_end, alignment))
                if offsets[j] - candidate >= r.size:
                    break
                prior_end = offsets[j] + other.size
            else:
                if prior_end is not None:
                    candidate = max(candidate, align_up(prior_end, alignment))
        offsets[i] = candidate
        pos = bisect_right(keys, candidate)
        keys.insert(pos, candidate)
        by_offset.insert(pos, i)
    arena = max((offsets[i] + r.size for i, r in enumerate(records)), default=0)
    return OffsetPlan(tuple(offsets), arena)
