"""Greedy in order: the TFLite GPU delegate's ``GREEDY_IN_ORDER`` shared objects.

The simplest strategy that lets objects grow: walk records by first use, keep a pool
of objects nobody is using, and give each record the pooled object whose size is
closest to its own — possibly growing it. It sees records one at a time, so it cannot
foresee that a big record later would have liked the object it just grew.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, insort
from collections.abc import Sequence

from tflite_memplan.planners.shared.common import first_use_order
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord


def greedy_in_order_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Records by first use, each into the free object closest in size (grown if needed).

    The rule, as in TFLite: among free objects (whose last record ended before this
    record's first step) take the smallest one at least as large as the record (lowest
    id among equal sizes); but if the largest smaller one (highest id among equal
    sizes) is *strictly* closer in size, grow that one instead. With no free object, a
    new one of the record's size. ``alignment`` is ignored.

    Complexity: O(n log n) lookups; the free pool is a sorted list, so an insertion or
    removal shifts O(m) entries, O(n·m) worst case with m objects (fast in practice).
    """
    object_of = [0] * len(records)
    sizes: list[int] = []
    in_use: list[tuple[int, int]] = []  # (last step, object id)
    pool: list[tuple[int, int]] = []  # free objects as (size, object id), sorted
    for i in first_use_order(records):
        r = records[i]
        while in_use and in_use[0][0] < r.first:
            _, obj = heapq.heappop(in_use)
            insort(pool, (sizes[obj], obj))
        pick: int | None = None
        if pool:
            k = bisect_left(pool, (r.size, -1))
            waste = 0
            if k < len(pool):
                pick, waste = k, pool[k][0] - r.size
            if k > 0 and (pick is None or r.size - pool[k - 1][0] < waste):
                pick = k - 1
        if pick is None:
            obj = len(sizes)
            sizes.append(r.size)
        else:
            _, obj = pool.pop(pick)
            sizes[obj] = max(sizes[obj], r.size)
        object_of[i] = obj
        heapq.heappush(in_use, (r.last, obj))
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))
