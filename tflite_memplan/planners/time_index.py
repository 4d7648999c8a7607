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
so sparse or huge time values cost nothing extra.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable


class TimeIndex:
    """Items added with an inclusive step interval, queried by overlap with another.

    Build it from every ``first`` that will ever be added or queried (intervals may
    end anywhere). Items are opaque; callers typically add ints that encode what
    they need (an offset and a sequence number). Query results come in no
    particular order.
    """

    def __init__(self, firsts: Iterable[int]) -> None:
        self._steps = sorted(set(firsts))
        size = 1
        while size < max(1, len(self._steps)):
            size *= 2
        self._size = size
        self._tree: list[list[int]] = [[] for _ in range(2 * size)]
        self._starts: list[list[int]] = [[] for _ in range(len(self._steps))]

    def _rank(self, first: int) -> int:
        k = bisect_left(self._steps, first)
        if k == len(self._steps) or self._steps[k] != first:
            raise KeyError(f"step {first} was not among the firsts this index was built for")
        return k

    def add(self, item: int, first: int, last: int) -> None:
        """Record ``item`` as live over ``[first, last]``. O(log T)."""
        lo = self._rank(first)
        hi = bisect_right(self._steps, last)  # exclusive
        self._starts[lo].append(item)
        lo += self._size
        hi += self._size
        tree = self._tree
        while lo < hi:
            if lo & 1:
                tree[lo].append(item)
                lo += 1
            if hi & 1:
                hi -= 1
                tree[hi].append(item)
            lo >>= 1
            hi >>= 1

    def overlapping(self, first: int, last: int) -> list[int]:
        """Every item whose interval intersects ``[first, last]``, each once. O(log T + k + s).

        ``s`` counts the distinct start steps inside ``(first, last]``.
        """
        rank = self._rank(first)
        out: list[int] = []
        node = rank + self._size
        tree = self._tree
        while node:
            if tree[node]:
                out.extend(tree[node])
            node >>= 1
        starts = self._starts
        for k in range(rank + 1, bisect_right(self._steps, last)):
            if starts[k]:
                out.extend(starts[k])
        return out

    def count(self, first: int, last: int) -> int:
        """How many items :meth:`overlapping` would return, without listing them.
        O(log T + s)."""
        rank = self._rank(first)
        total = 0
        node = rank + self._size
        while node:
            total += len(self._tree[node])
            node >>= 1
        starts = self._starts
        return total + sum(len(starts[k]) for k in range(rank + 1, bisect_right(self._steps, last)))
