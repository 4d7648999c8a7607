"""Best-fit greedy by size: TFLite's CPU arena planner (``simple_memory_arena``).

Records are placed in TFLite's order — records live for the whole run first (graph
inputs, by tensor index), then by size, largest first, then by first use, earliest
first — each into the *smallest* gap, among the buffers live at the same time, that
holds it (best fit); with no such gap, after the highest of them. Offsets are
rounded up to ``alignment`` (64 bytes in TFLite). This is also the GPU delegate's
``GREEDY_BY_SIZE`` offset strategy.

Records that rank equal under that order (same size and first use) are *not*
ordered further: TFLite sorts with ``std::sort``, which is not stable, so their
order — and their offsets — is whatever libstdc++'s introsort makes of the input
order. :func:`greedy_by_size_order` runs an emulation of that sort on the records
as given, so records listed in TFLite's own order (as the ``tflite`` semantics
does) are placed exactly as TFLite places them. For at most 16 records the sort is
stable, so equal records keep the given order.

Complexity: O(n²) worst case — each placement scans the placed records in offset
order, as TFLite does; the sort is O(n log n).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from tflite_memplan.libstdcxx import std_sort
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, align_up


def greedy_by_size_order(records: Sequence[UsageRecord]) -> list[int]:
    """Positions of ``records`` in the order TFLite places them (see the module docstring).

    The comparator is TFLite's strict weak ordering: whole-run records before the
    others and among themselves by tensor index (by position for records that hold
    no tensor, ``tensor == -1``); then size descending; then first use ascending;
    anything else is a tie, left to the sort. When every record carries the
    runtime's own ``rank`` (the ``tflite`` semantics sets it), that order is used.
    """
    if records and all(r.rank is not None for r in records):
        return sorted(range(len(records)), key=lambda i: records[i].rank)  # type: ignore[arg-type, return-value]

    def index(i: int) -> int:
        return records[i].tensor if records[i].tensor >= 0 else i

    def less(i: int, j: int) -> bool:
        a, b = records[i], records[j]
        if a.whole_run:
            return not b.whole_run or index(i) < index(j)
        if b.whole_run:
            return False
        if a.size != b.size:
            return a.size > b.size
        return a.first < b.first

    return std_sort(range(len(records)), less)


def best_fit_offset(
    records: Sequence[UsageRecord], offsets: Sequence[int], by_offset: Sequence[int], i: int, alignment: int
) -> int:
    """Offset for record ``i`` by best fit among the placed records ``by_offset``."""
    r = records[i]
    best: int | None = None
    best_gap: int | None = None
    cursor = 0
    for j in by_offset:
        other = records[j]
        if other.first > r.last or r.first > other.last:
            continue
        aligned = align_up(cursor, alignment)
        gap = offsets[j] - aligned
        if gap >= r.size and (best_gap is None or gap < best_gap):
            # TFLite accepts a gap by its aligned size but remembers the unaligned
            # one for later comparisons; the asymmetry decides some ties.
            best, best_gap = aligned, offsets[j] - cursor
        cursor = max(cursor, offsets[j] + other.size)
        if best_gap == 0:
            break
    return best if best is not None else align_up(cursor, alignment)


def greedy_by_size(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """Best-fit placement in TFLite's order; see the module docstring."""
    offsets = [0] * len(records)
    by_offset: list[int] = []
    keys: list[int] = []
    for i in greedy_by_size_order(records):
        r = records[i]
        if r.offline_offset is not None:
            offsets[i] = r.offline_offset
        elif r.size == 0:
            continue
        else:
            offsets[i] = best_fit_offset(records, offsets, by_offset, i, alignment)
        pos = bisect_right(keys, offsets[i])
        keys.insert(pos, offsets[i])
        by_offset.insert(pos, i)
    arena = max((offsets[i] + r.size for i, r in enumerate(records)), default=0)
    return OffsetPlan(tuple(offsets), arena)
