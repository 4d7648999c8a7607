"""Best-fit greedy by size: TFLite's CPU arena planner (``simple_memory_arena``).

Records are placed in TFLite's order — records live for the whole run first (graph
inputs, by tensor index), then by size, largest first, then by first use, earliest
first — each into the *smallest* gap, among the buffers live at the same time, that
holds it (best fit); with no such gap, after the highest of them. Offsets are
rounded up to ``alignment`` (64 bytes in TFLite). Not the GPU delegate's
``GREEDY_BY_SIZE`` offsets (a stable sort by size alone, gaps measured after
alignment): those are ``gpu_greedy_by_size``.

Records that rank equal under that order (same size and first use) are *not*
ordered further: TFLite sorts with ``std::sort``, which is not stable, so their
order — and their offsets — is whatever libstdc++'s introsort makes of the input
order. :func:`greedy_by_size_order` runs an emulation of that sort on the records
as given, so records listed in TFLite's own order (as the ``tflite`` semantics
does) are placed exactly as TFLite places them. For at most 16 records the sort is
stable, so equal records keep the given order.

Complexity: O(n log n + Σ kᵢ log kᵢ), kᵢ the placed records overlapping record i in
time (TFLite itself scans every placed record: O(n²)); quadratic only when most
records overlap most others, and then O(n) in numpy per placement, or amortised
O(log n) where no gap below could hold the record (as tflm_greedy; checked by
``benchmarks/growth.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from tflite_memplan._libstdcxx import INTROSORT_CALLS, SORT_THRESHOLD, introsort, sort_stack, std_sort
from tflite_memplan.planners.compiled import Kernel, native
from tflite_memplan.planners.offset.placed import Ends, aligned, place_in_order
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

    in_numpy = _order_in_numpy(records)
    if in_numpy is not None:
        return in_numpy
    # The comparator as one tuple per record, compared in C: whole-run records
    # (0, index) before the others (1, -size, first); equal tuples are TFLite's ties.
    keys = [
        (0, r.tensor if r.tensor >= 0 else i) if r.whole_run else (1, -r.size, r.first) for i, r in enumerate(records)
    ]
    if len(set(keys)) == len(keys):
        # No ties: every sort gives the one order, so timsort in C gives introsort's.
        return sorted(range(len(keys)), key=keys.__getitem__)
    return std_sort(range(len(keys)), keys.__getitem__)


def _order_in_numpy(records: Sequence[UsageRecord]) -> list[int] | None:
    """TFLite's order from its comparator's keys in numpy: sorted by them when no two
    records tie (then every sort gives the one order); with ties, from
    :data:`COMPILED_FROM` records, libstdc++'s introsort run as machine code
    (:data:`SORT_KERNEL`) on the keys' ranks, which compare as the keys do. ``None``
    otherwise (ties in fewer records or without the machine code, or a value past
    int64): the emulation then runs in Python. O(n log n)."""
    try:
        whole = np.array([r.whole_run for r in records], bool)
        index = np.array([r.tensor if r.tensor >= 0 else i for i, r in enumerate(records)], np.int64)
        size = np.array([r.size for r in records], np.int64)
        first = np.array([r.first for r in records], np.int64)
    except OverflowError:
        return None
    # The comparator's keys, last the first compared: (0, index) or (1, -size, first).
    by = (np.where(whole, 0, first), np.where(whole, index, -size), ~whole)
    order = np.lexsort(by)
    same = np.ones(max(len(order) - 1, 0), bool)
    for key in by:
        ranked = key[order]
        same &= ranked[1:] == ranked[:-1]
    if not same.any():
        return order.tolist()  # type: ignore[no-any-return]
    n = len(records)
    kernel = n >= COMPILED_FROM and native(SORT_KERNEL, shipped_only=True)
    if not kernel:
        return None
    ranks = np.empty(n, np.int64)
    ranks[order] = np.concatenate(([0], np.cumsum(~same)))
    positions = np.arange(n, dtype=np.int64)
    kernel(ranks, positions, np.zeros(sort_stack(n), np.int64), n, SORT_THRESHOLD)
    return positions.tolist()


def _sort_positions(ranks: Any, positions: Any, stack: Any, count: int, threshold: int) -> None:
    """libstdc++'s ``std::sort`` of ``positions`` by ``ranks`` (int64 arrays)."""
    introsort(ranks, positions, stack, count, threshold)


#: Records from which TFLite's order with ties is sorted as machine code where it
#: loads (below, the Python emulation takes under 0.05 s).
COMPILED_FROM = 10_000

#: libstdc++'s introsort as machine code, from the LLVM IR that ships.
SORT_KERNEL = Kernel(
    _sort_positions,
    scalars=frozenset({"count", "threshold"}),
    uses=(introsort, *INTROSORT_CALLS),
)


def greedy_by_size(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """Best-fit placement in TFLite's order; see the module docstring.

    Records with an offline offset are fixed first. The placed records that overlap
    a new one in time come from :class:`~tflite_memplan.planners.offset.placed.Placed`
    in offset order (equal offsets in placement order, as in TFLite's ordered list),
    so each placement costs O(log n + k log k) for the k overlapping records instead
    of a scan of every placed record (O(n) in numpy when thousands overlap).
    """
    fixed = [i for i, r in enumerate(records) if r.offline_offset is not None]
    online = [i for i in greedy_by_size_order(records) if records[i].offline_offset is None]
    return place_in_order(
        records, fixed + online, alignment, _best_fit, _best_fit_vectorised, place_empty=False, runs=True
    )


def _best_fit(keys: list[int], placed: Ends, size: int, alignment: int) -> int:
    """TFLite's walk over the placed records overlapping in time, by offset."""
    n, ends = placed.n, placed.ends
    best: int | None = None
    best_gap: int | None = None
    cursor = 0
    for key in keys:
        placed_at = key // n
        aligned_cursor = -(-cursor // alignment) * alignment  # align_up, inlined: the hottest loop
        gap = placed_at - aligned_cursor
        if gap >= size and (best_gap is None or gap < best_gap):
            # TFLite accepts a gap by its aligned size but remembers the
            # unaligned one for later comparisons; the asymmetry decides ties.
            best, best_gap = aligned_cursor, placed_at - cursor
        end = ends[key % n]
        if end > cursor:
            cursor = end
    return best if best is not None else align_up(cursor, alignment)


def _best_fit_vectorised(offsets: np.ndarray, ends: np.ndarray, before: np.ndarray, size: int, alignment: int) -> int:
    """:func:`_best_fit` over arrays: the cursor before each record is the highest end
    before it; the accepted gaps are found one after the other, each the first later
    fitting one whose aligned gap is below the last accepted's unaligned gap. (That
    bound may rise from one accepted gap to the next, so each is sought among every
    later fitting gap, not among those that passed the bounds before it.)"""
    if not len(offsets):
        return 0
    cursor = before
    start = aligned(cursor, alignment)
    gap = offsets - start
    unaligned = offsets - cursor
    fits = np.flatnonzero(gap >= size)
    best: int | None = None
    at = 0  # the next accepted gap's position in `fits`
    while at < len(fits):
        j = int(fits[at])
        best = int(start[j])
        later = np.flatnonzero(gap[fits[at + 1 :]] < unaligned[j])
        if not len(later):
            break
        at += 1 + int(later[0])
    if best is not None:
        return best
    return int(aligned(np.maximum(ends.max(keepdims=True), 0), alignment)[0])
