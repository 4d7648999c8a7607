"""Helpers shared by the shared-objects planners (the TFLite GPU delegate's family)."""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Sequence

import numpy as np

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


#: Objects from which :meth:`ObjectPool.best_free` looks in numpy instead of one by one.
MANY_OBJECTS = 256


class ObjectPool:
    """Shared objects being filled: each object's size and members, and which object
    a record should go to.

    Greedy assignment looks at every object for one free over the record's interval.
    With a few dozen objects that is a scan that bisects each object's members; an
    operator with thousands of operands makes thousands of objects, so from
    :data:`MANY_OBJECTS` on every member's interval is kept in flat numpy arrays too
    and the busy objects are found in one pass. Both paths pick the same object
    (tested). O(m log k) or O(n) in numpy per record, m objects, k members each.
    """

    def __init__(self, records: Sequence[UsageRecord]) -> None:
        self.sizes: list[int] = []
        self.members: list[list[tuple[int, int]]] = []  # per object: sorted disjoint (first, last)
        n = max(len(records), 1)
        self._size = np.zeros(n, np.int64)
        self._first = np.zeros(n, np.int64)
        self._last = np.zeros(n, np.int64)
        self._object = np.zeros(n, np.int64)
        self._count = 0
        self._vectorised = sum(r.size for r in records) < 2**62

    def best_free(self, r: UsageRecord, closest: bool) -> int | None:
        """The object ``r`` goes to, ``None`` when none is free over its interval.

        ``closest=False``: the smallest free object (every object is then at least
        as large as ``r``). ``closest=True``: the smallest free one that holds ``r``,
        else the largest smaller one. Ties: the lowest id."""
        if self._vectorised and len(self.sizes) >= MANY_OBJECTS:
            return self._best_free_vectorised(r, closest)
        best: int | None = None
        for obj, spans in enumerate(self.members):
            if best is not None and not _better(self.sizes[obj], self.sizes[best], r.size, closest):
                continue
            if is_free(spans, r):
                best = obj
        return best

    def _best_free_vectorised(self, r: UsageRecord, closest: bool) -> int | None:
        m, k = len(self.sizes), self._count
        busy = np.zeros(m, bool)
        live = (self._first[:k] <= r.last) & (self._last[:k] >= r.first)
        busy[self._object[:k][live]] = True
        free = np.flatnonzero(~busy)
        if not len(free):
            return None
        sizes = self._size[free]
        if closest:
            fits = sizes >= r.size
            if fits.any():
                return int(free[fits][np.argmin(sizes[fits])])
            return int(free[np.argmax(sizes)])
        return int(free[np.argmin(sizes)])

    def new(self, size: int) -> int:
        self.sizes.append(size)
        self.members.append([])
        self._size[len(self.sizes) - 1] = size
        return len(self.sizes) - 1

    def grow(self, obj: int, size: int) -> None:
        self.sizes[obj] = max(self.sizes[obj], size)
        self._size[obj] = self.sizes[obj]

    def occupy(self, obj: int, r: UsageRecord) -> None:
        occupy(self.members[obj], r)
        k = self._count
        self._first[k], self._last[k], self._object[k] = r.first, r.last, obj
        self._count += 1


def _better(candidate: int, best: int, wanted: int, closest: bool) -> bool:
    """Is an object of size ``candidate`` strictly preferable to one of size ``best``?

    Without ``closest``, the smaller. With it, objects that hold ``wanted`` beat those
    that do not; among those that do the smaller wins, among the others the larger."""
    if not closest:
        return candidate < best
    if best < wanted:
        return candidate > best
    return wanted <= candidate < best
