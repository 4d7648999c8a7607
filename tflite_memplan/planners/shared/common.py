"""Helpers shared by the shared-objects planners (the TFLite GPU delegate's family)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
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


#: Busy objects :meth:`ObjectPool.place` passes one by one before it looks further.
MANY_OBJECTS = 16
#: Then, when at most this many placed records miss the new one's interval, only their
#: objects can be free and only they are checked; else numpy checks every placement.
FEW_MISSING = 16


class ObjectPool:
    """Shared objects being filled: each object's size and members, and which object
    a record should go to.

    Greedy assignment wants the preferred object (by size) free over the record's
    interval. Objects are kept sorted by (size, id), so the search walks them in order
    of preference and stops at the first free one: it passes only busy objects, each
    holding a placed record that meets the record in time, so a few on graphs. Each
    object's members are kept as one sorted list of their first and last steps in
    turn (members are disjoint, so it is sorted), and "free" is one bisection: the
    record's first step must fall before a member's first step, beyond its last. An operator with
    thousands of operands makes thousands of busy objects, so past
    :data:`MANY_OBJECTS` of them the objects of the few placed records that miss the
    record in time are checked (only they can be free), or, where many miss it, every
    member's interval, kept in flat numpy arrays too, finds the busy objects in one
    pass. Every path picks the same object (tested). O(b log k + log m) per record, b
    the busy objects passed, k members an object, m objects; past :data:`MANY_OBJECTS`,
    O(log n + f log k) for f records missing it, else O(n) in numpy.
    """

    def __init__(self, records: Sequence[UsageRecord]) -> None:
        self.sizes: list[int] = []
        self._bounds: list[list[int]] = []  # per object: first, last, first, last, ... of its members, ascending
        self._radix = len(records) + 1  # object ids are below it
        self._keys: list[int] = []  # size * radix + id per object, ascending: by (size, id)
        # Every placement (first, last, object), in numpy up to `_synced` (filled on demand).
        self._placed: tuple[list[int], list[int], list[int]] = ([], [], [])
        n = max(len(records), 1)
        self._arrays = (np.zeros(n, np.int64), np.zeros(n, np.int64), np.zeros(n, np.int64))
        self._synced = 0
        self._sizes = np.zeros(n, np.int64)  # `sizes` as an array, kept up to date
        self._vectorised = sum(r.size for r in records) < 2**62
        # Placements as (last, number) and (first, number), sorted, once asked for (see _free_among_few).
        self._steps: tuple[list[tuple[int, int]], list[tuple[int, int]]] | None = None

    def _first_free(self, keys: list[int], first: int, last: int, budget: int) -> tuple[int, int]:
        """The first object of ``keys`` (in their order) free over ``[first, last]``, or -1,
        passing at most ``budget`` busy ones; and the budget left. O(k log m)."""
        radix, bounds = self._radix, self._bounds
        for key in keys:
            if not budget:
                break
            o = key % radix
            steps = bounds[o]
            k = bisect_left(steps, first)  # odd: a member spans `first`
            if not k & 1 and (k == len(steps) or steps[k] > last):
                return o, budget
            budget -= 1
        return -1, budget

    def place(self, first: int, last: int, size: int, closest: bool, busy: int = 0) -> int:
        """Put a record (``[first, last]``, ``size`` bytes) into the object it goes to,
        or a new one when none is free over its interval; return the object's id.
        ``busy``: how many objects the caller knows to be busy over the interval (all
        of them: no search; past :data:`MANY_OBJECTS`: straight to numpy). One call a
        record, so the search runs on local names.

        ``closest=False``: the smallest free object (every object is then at least as
        large as the record). ``closest=True``: the smallest free one that holds the
        record, else the largest smaller one, grown to ``size``. Ties: the lowest id."""
        keys, radix, bounds = self._keys, self._radix, self._bounds
        obj = -1
        if busy < len(keys):
            budget = len(keys) + 1  # busy objects to pass before numpy
            if self._vectorised:
                budget = MANY_OBJECTS if busy < MANY_OBJECTS else 0
            start = bisect_left(keys, size * radix) if closest else 0
            # Those that hold it, smallest first; then the smaller ones, largest first, ties by id.
            obj, budget = self._first_free(keys[start:] if start else keys, first, last, budget)
            top = start if closest else 0
            while top and obj < 0 and budget:
                low = bisect_left(keys, keys[top - 1] // radix * radix, 0, top)
                obj, budget = self._first_free(keys[low:top], first, last, budget)
                top = low
            if obj < 0 and not budget:
                among_few = self._free_among_few(first, last, size, closest)
                obj = self._best_free_vectorised(first, last, size, closest) if among_few is None else among_few
        if obj < 0:
            obj = len(self.sizes)
            self.sizes.append(size)
            if self._vectorised:
                self._sizes[obj] = size
            bounds.append([first, last])
            insort(keys, size * radix + obj)
        else:
            old = self.sizes[obj]
            if size > old:
                del keys[bisect_left(keys, old * radix + obj)]
                insort(keys, size * radix + obj)
                self.sizes[obj] = size
                if self._vectorised:
                    self._sizes[obj] = size
            steps = bounds[obj]
            k = bisect_left(steps, first)
            steps[k:k] = first, last
        placed_firsts, placed_lasts, placed_objects = self._placed
        placed_firsts.append(first)
        placed_lasts.append(last)
        placed_objects.append(obj)
        if self._steps is not None:
            number = len(placed_objects) - 1
            insort(self._steps[0], (last, number))
            insort(self._steps[1], (first, number))
        return obj

    def _free_among_few(self, first: int, last: int, size: int, closest: bool) -> int | None:
        """:meth:`place`'s pick when at most :data:`FEW_MISSING` placed records miss
        ``[first, last]`` (an operator with thousands of operands, beside a few other
        buffers): only their objects can be free, so only those are checked. None when
        more miss it (then numpy looks at every placement). The placements are kept by
        last and by first step from the first question on: O(log n + f log k) a
        question, f the records that miss it; O(n) (a list insert, in C) a placement."""
        if self._steps is None:
            numbered = range(len(self._placed[0]))
            self._steps = (
                sorted(zip(self._placed[1], numbered, strict=True)),
                sorted(zip(self._placed[0], numbered, strict=True)),
            )
        by_last, by_first = self._steps
        before = bisect_left(by_last, (first,))  # those ending before `first`
        after = len(by_first) - bisect_right(by_first, (last, len(by_first)))  # starting after `last`
        if before + after > FEW_MISSING:
            return None
        objects = self._placed[2]
        missing = {objects[k] for _, k in by_last[:before]} | {objects[k] for _, k in by_first[len(by_first) - after :]}
        free = []
        for o in sorted(missing):
            steps = self._bounds[o]
            k = bisect_left(steps, first)
            if not k & 1 and (k == len(steps) or steps[k] > last):
                free.append(o)
        if not free:
            return -1
        sizes = self.sizes
        holding = [o for o in free if sizes[o] >= size] if closest else free
        if holding:
            return min(holding, key=lambda o: (sizes[o], o))
        return min(free, key=lambda o: (-sizes[o], o))  # the largest, grown

    def _best_free_vectorised(self, first: int, last: int, size: int, closest: bool) -> int:
        """:meth:`place`'s pick in numpy, -1 when no object is free. O(n)."""
        k, done = len(self._placed[0]), self._synced
        for array, values in zip(self._arrays, self._placed, strict=True):
            array[done:k] = values[done:k]
        self._synced = k
        placed_firsts, placed_lasts, placed_objects = (array[:k] for array in self._arrays)
        busy = np.zeros(len(self.sizes), bool)
        busy[placed_objects[(placed_firsts <= last) & (placed_lasts >= first)]] = True
        free = np.flatnonzero(~busy)
        if not len(free):
            return -1
        sizes = self._sizes[free]
        if closest:
            fits = sizes >= size
            if fits.any():
                return int(free[fits][np.argmin(sizes[fits])])
            return int(free[np.argmax(sizes)])
        return int(free[np.argmin(sizes)])
