"""Helpers shared by the shared-objects planners (the TFLite GPU delegate's family)."""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Sequence

from tflite_memplan.records import UsageRecord


def first_use_order(records: Sequence[UsageRecord]) -> list[int]:
    """Record indices by first use, ties by index: the order the GPU delegate walks.

    The in-order strategies (and the flow graph) assume that once an object is freed
    every later record starts after it was freed; that holds only in this order, so
    they sort rather than trust the caller's order. O(n log n).
    """
    return sorted(range(len(records)), key=lambda i: (records[i].first, i))


def is_free(spans: list[tuple[int, int]], r: UsageRecord) -> bool:
    """True when no interval of an object (``spans``: disjoint, sorted by first step)
    meets ``[r.first, r.last]``; only the two neighbours of r's place need checking.
    O(log k), k the object's records."""
    k = bisect_left(spans, (r.first, r.last))
    if k < len(spans) and spans[k][0] <= r.last:
        return False
    return not (k > 0 and spans[k - 1][1] >= r.first)


def occupy(spans: list[tuple[int, int]], r: UsageRecord) -> None:
    """Add ``r``'s interval to an object's sorted ``spans``. O(k)."""
    insort(spans, (r.first, r.last))
