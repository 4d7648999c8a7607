"""Finding the placed records that overlap a new one in time, without scanning them all.

Greedy offset planners place one record at a time and must look at every already
placed record whose interval intersects the new one's. Scanning all placed records
makes each placement O(n); with this index a placement costs O(log n + k), k the
number of overlapping records actually reported.

A placed record ``[f, l]`` overlaps a query ``[qf, ql]`` exactly when it contains
``qf``, or starts in ``(qf, ql]``. The two cases are disjoint, and each has its own
structure: a segment tree for stabbing queries (a record is stored in the O(log T)
canonical nodes covering its interval; the records containing a step are those on
the path from that step's leaf to the root) and one bucket per start step. Steps are
compressed to the distinct ``first`` values of the records the index is built for,
so sparse or huge time values cost nothing extra. Counting (without listing) adds a
Fenwick tree of how many records start at each step, so a count is O(log T) even
when thousands of distinct start steps fall inside the query.

:func:`served_at` answers the by-breadth planners' question of time: at which of
the steps, visited busiest first, each record is first live.
"""

from __future__ import annotations

import sys
from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterable, Sequence
from itertools import accumulate, islice

import numpy as np

from tflite_memplan.records import UsageRecord, distinct, tree_leaves


class TimeIndex:
    """Items added with an inclusive step interval, queried by overlap with another.

    Build it from every ``first`` that will ever be added or queried (intervals may
    end anywhere). Items are opaque; callers typically add ints that encode what
    they need (an offset and a sequence number). Query results come in no
    particular order. Tree nodes and start buckets are made when first used, and the
    counts of :meth:`count` when it is first called: most callers never count, and a
    list per step of a 50,000-step model is time spent in the allocator and the
    garbage collector.
    """

    def __init__(self, firsts: Iterable[int]) -> None:
        self._steps = sorted(set(firsts))
        self._rank_of = {step: k for k, step in enumerate(self._steps)}
        self._size = tree_leaves(len(self._steps))
        self._tree: list[list[int] | None] = [None] * (2 * self._size)
        self._starts: list[list[int] | None] = [None] * len(self._steps)
        self._start_counts: list[int] | None = None  # Fenwick tree over start ranks, once counted
        self._started = _Ranks()  # ranks whose bucket holds an item, but for ...
        self._unsorted: list[int] = []  # ... these, added to it when a query needs it

    def _rank(self, first: int) -> int:
        try:
            return self._rank_of[first]
        except KeyError:
            raise KeyError(f"step {first} was not among the firsts this index was built for") from None

    def add(self, item: int, first: int, last: int) -> None:
        """Record ``item`` as live over ``[first, last]``. O(log T), plus the insert of
        a short sorted chunk the first time a step gets an item (see :class:`_Ranks`)."""
        lo = self._rank_of[first]  # a KeyError: not among the firsts the index was built for
        hi = bisect_right(self._steps, last)  # exclusive
        bucket = self._starts[lo]
        if bucket is None:
            self._starts[lo] = [item]
            self._unsorted.append(lo)
        else:
            bucket.append(item)
        if self._start_counts is not None:
            _fenwick_add(self._start_counts, lo)
        lo += self._size
        hi += self._size
        tree = self._tree
        while lo < hi:
            if lo & 1:
                node = tree[lo]
                if node is None:
                    tree[lo] = [item]
                else:
                    node.append(item)
                lo += 1
            if hi & 1:
                hi -= 1
                node = tree[hi]
                if node is None:
                    tree[hi] = [item]
                else:
                    node.append(item)
            lo >>= 1
            hi >>= 1

    def overlapping(self, first: int, last: int) -> list[int]:
        """Every item whose interval intersects ``[first, last]``, each once. O(log T + k)."""
        found = self.fewer_than(first, last, sys.maxsize)
        assert found is not None
        return found

    def fewer_than(self, first: int, last: int, many: int) -> list[int] | None:
        """:meth:`overlapping` when fewer than ``many`` items overlap, else ``None``,
        known as soon as ``many`` are found: O(log T + min(k, many)), so a query that
        thousands of records overlap costs no more than one that ``many`` do."""
        if many <= 0:
            return None
        rank = self._rank(first)
        out: list[int] = []
        node = rank + self._size
        tree = self._tree
        while node:
            items = tree[node]
            if items:
                if len(out) + len(items) >= many:
                    return None
                out.extend(items)
            node >>= 1
        end = bisect_right(self._steps, last)
        if end - rank - 1 <= _FEW_STEPS:  # a few steps: each one's bucket
            buckets: Iterable[list[int] | None] = self._starts[rank + 1 : end]
        else:  # many: only those that hold items
            started = self._started
            for k in self._unsorted:
                started.add(k)
            self._unsorted.clear()
            ranks = started.between(rank + 1, end, many - len(out))
            if len(ranks) >= many - len(out):  # each with an item at least
                return None
            buckets = map(self._starts.__getitem__, ranks)
        for items in buckets:
            if items:
                if len(out) + len(items) >= many:
                    return None
                out.extend(items)
        return out

    def count(self, first: int, last: int) -> int:
        """How many items :meth:`overlapping` would return, without listing them. O(log T)
        (the first call O(T), to build the counts of items by start step)."""
        rank = self._rank(first)
        total = 0
        node = rank + self._size
        tree = self._tree
        while node:
            items = tree[node]
            if items:
                total += len(items)
            node >>= 1
        if self._start_counts is None:
            self._start_counts = _fenwick([len(b) if b else 0 for b in self._starts])
        counts = self._start_counts
        return total + _fenwick_sum(counts, bisect_right(self._steps, last)) - _fenwick_sum(counts, rank + 1)


def _fenwick(values: list[int]) -> list[int]:
    """A Fenwick tree (1-based) over ``values``, built in O(n)."""
    tree = [0, *values]
    for k in range(1, len(tree)):
        parent = k + (k & -k)
        if parent < len(tree):
            tree[parent] += tree[k]
    return tree


def _fenwick_add(tree: list[int], index: int) -> None:
    """One more at ``index`` (0-based). O(log n)."""
    k = index + 1
    while k < len(tree):
        tree[k] += 1
        k += k & -k


def _fenwick_sum(tree: list[int], end: int) -> int:
    """The sum of the values before ``end`` (0-based, exclusive). O(log n)."""
    total = 0
    while end:
        total += tree[end]
        end -= end & -end
    return total


#: Queries over at most this many steps look at each step's bucket; longer ones list
#: the steps that have items first (a model's one whole-run record spans all its steps).
_FEW_STEPS = 32


class _Ranks:
    """Distinct ints kept ascending in chunks of at most :data:`CHUNK` × 2.

    One sorted list would do, but inserting into it moves every larger value: with a
    million distinct start steps (``memplan solve`` on a CSV of a million buffers, each
    starting at its own step) that was O(n²) memmoves. Here an insert moves at most one
    chunk, O(log n + CHUNK); listing the k values in a range is O(log n + k).
    """

    CHUNK = 512

    def __init__(self) -> None:
        self._chunks: list[list[int]] = []
        self._heads: list[int] = []  # each chunk's lowest value

    def add(self, value: int) -> None:
        if not self._chunks:
            self._chunks.append([value])
            self._heads.append(value)
            return
        c = max(bisect_right(self._heads, value) - 1, 0)
        chunk = self._chunks[c]
        insort(chunk, value)
        self._heads[c] = chunk[0]
        if len(chunk) > 2 * self.CHUNK:
            upper = chunk[self.CHUNK :]
            del chunk[self.CHUNK :]
            self._chunks.insert(c + 1, upper)
            self._heads.insert(c + 1, upper[0])

    def between(self, low: int, high: int, most: int | None = None) -> list[int]:
        """The values ``v`` with ``low <= v < high``, ascending; only the first ``most``
        of them when given."""
        out: list[int] = []
        for chunk in islice(self._chunks, max(bisect_right(self._heads, low) - 1, 0), None):
            if chunk[0] >= high:
                break
            out.extend(chunk[bisect_left(chunk, low) : bisect_left(chunk, high)])
            if chunk[-1] >= high or (most is not None and len(out) >= most):
                break
        return out if most is None else out[:most]


def served_at(records: Sequence[UsageRecord]) -> tuple[list[int], list[int]]:
    """For each record, when greedy by breadth serves it — the rank, by breadth
    descending (ties: earlier step), of the busiest step where some record starts
    within its interval — and how many records live at that step are served earlier.

    A record is served at the first step in that order where it is live; the steps
    where some record starts include its own first step, so it has one. The breadths
    come from a difference array (in numpy while they fit int64); the busiest step
    within each record's interval from :func:`range_max`. O(n log n) time, O(n) memory.
    """
    n = len(records)
    if not n:
        return [], []
    firsts = np.array([r.first for r in records], np.int64)
    lasts = np.array([r.last for r in records], np.int64)
    steps = distinct(firsts)
    lo = np.searchsorted(steps, firsts)  # step ranks live over lo..hi, inclusive
    hi = np.searchsorted(steps, lasts, "right") - 1
    sizes = [r.size for r in records]
    if sum(sizes) < 2**62:  # the breadths fit int64: a difference array in numpy
        size = np.array(sizes, np.int64)
        change = np.zeros(len(steps) + 1, np.int64)
        np.add.at(change, lo, size)
        np.add.at(change, hi + 1, -size)
        by_breadth = np.argsort(-np.cumsum(change[:-1]), kind="stable")  # ties: the earlier step
    else:
        diff = [0] * (len(steps) + 1)  # Python ints: sizes sum past int64
        for size_, a, b in zip(sizes, lo.tolist(), hi.tolist(), strict=True):
            diff[a] += size_
            diff[b + 1] -= size_
        breadth = list(accumulate(diff[:-1]))
        by_breadth = np.array(sorted(range(len(steps)), key=lambda k: (-breadth[k], k)), np.int64)
    rank = np.empty(len(steps), np.int64)
    rank[by_breadth] = np.arange(len(steps))
    served = -range_max(-rank, lo, hi + 1)  # the best rank over each record's steps
    # Live at the step served (started by it, not ended before it), less those served there.
    at_step = steps[by_breadth][served]
    live = np.searchsorted(np.sort(firsts), at_step, "right") - np.searchsorted(np.sort(lasts), at_step, "left")
    live -= np.bincount(served, minlength=len(steps))[served]
    return served.tolist(), live.tolist()


def range_max(values: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """``values[lo[k]:hi[k]].max()`` for every k (each range non-empty), without a slice
    and a call per range: a sparse table built one level at a time in numpy, each range
    the maximum of two overlapping blocks of 2**level values. O((S + n) log S) time,
    O(S + n) memory."""
    length = hi - lo
    level = np.frexp(length.astype(np.float64))[1] - 1  # floor(log2(length)), exact below 2**53
    out = np.empty(len(lo), np.int64)
    table = values
    for j in range(int(level.max()) + 1 if len(lo) else 0):
        if j:
            table = np.maximum(table[: -(1 << (j - 1))], table[1 << (j - 1) :])  # maximum over 2**j values
        at = np.flatnonzero(level == j)
        out[at] = np.maximum(table[lo[at]], table[hi[at] - (1 << j)])
    return out
