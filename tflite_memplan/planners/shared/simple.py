"""The two simplest shared-objects strategies: no sharing, and sharing by equal size.

Both are baselines from the TFLite GPU delegate (``NAIVE`` and ``EQUALITY``).
``equality`` is what a runtime can do when buffers cannot be resized or reinterpreted
(e.g. GPU textures of a fixed shape): reuse only a free buffer of the exact same size.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from tflite_memplan.planners.shared.common import first_use_order
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord


def naive_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """One object per record, in record order: the no-reuse baseline. O(n).

    ``alignment`` is ignored: shared objects are separate buffers.
    """
    return SharedObjectsPlan(tuple(range(len(records))), tuple(r.size for r in records))


def equality_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Reuse a free object only when its size equals the record's, else make a new one.

    Walks records by first use. An object becomes free once its last record's last
    step is before the current record's first step; objects are freed in order of that
    last step (ties by object id) and, among free objects of the wanted size, the one
    freed most recently is reused — the GPU delegate keeps a stack per size. Sizes are
    never changed, so ``alignment`` is irrelevant and ignored.

    Complexity: O(n log n) — a heap of objects in use, a dict of stacks of free ones.
    """
    object_of = [0] * len(records)
    sizes: list[int] = []
    in_use: list[tuple[int, int]] = []  # (last step, object id)
    free_by_size: dict[int, list[int]] = {}
    for i in first_use_order(records):
        r = records[i]
        while in_use and in_use[0][0] < r.first:
            _, obj = heapq.heappop(in_use)
            free_by_size.setdefault(sizes[obj], []).append(obj)
        stack = free_by_size.get(r.size)
        if stack:
            obj = stack.pop()
        else:
            obj = len(sizes)
            sizes.append(r.size)
        object_of[i] = obj
        heapq.heappush(in_use, (r.last, obj))
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))
