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
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterable, Iterator, Sequence
from itertools import accumulate, islice

from tflite_memplan.records import UsageRecord


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
        self._start_counts = [0] * (len(self._steps) + 1)  # Fenwick tree over start ranks
        self._taken: set[int] = set()
        self._started = _Ranks()  # ranks whose bucket holds an item

    def _rank(self, first: int) -> int:
        k = bisect_left(self._steps, first)
        if k == len(self._steps) or self._steps[k] != first:
            raise KeyError(f"step {first} was not among the firsts this index was built for")
        return k

    def add(self, item: int, first: int, last: int) -> None:
        """Record ``item`` as live over ``[first, last]``. O(log T), plus the insert of
        a short sorted chunk the first time a step gets an item (see :class:`_Ranks`)."""
        lo = self._rank(first)
        hi = bisect_right(self._steps, last)  # exclusive
        if not self._starts[lo]:
            self._started.add(lo)
        self._starts[lo].append(item)
        k = lo + 1
        while k < len(self._start_counts):
            self._start_counts[k] += 1
            k += k & -k
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
        """Every item whose interval intersects ``[first, last]``, each once. O(log T + k)."""
        rank = self._rank(first)
        out: list[int] = []
        node = rank + self._size
        tree = self._tree
        while node:
            if tree[node]:
                out.extend(tree[node])
            node >>= 1
        for k in self._started.between(rank + 1, bisect_right(self._steps, last)):
            out.extend(self._starts[k])
        return out

    def take(self, step: int) -> list[int]:
        """Every item live at ``step`` that no earlier call took; takes them.

        Each canonical node on the step's path holds only items live at the step, so
        once visited it is emptied: an item is looked at once per node that holds it,
        O(n log T) over all calls, however many items each step has live. Consumes
        the index: do not call :meth:`overlapping` or :meth:`count` afterwards.
        """
        taken = self._taken
        out: list[int] = []
        node = self._rank(step) + self._size
        tree = self._tree
        while node:
            for item in tree[node]:
                if item not in taken:
                    taken.add(item)
                    out.append(item)
            tree[node] = []
            node >>= 1
        return out

    def count(self, first: int, last: int) -> int:
        """How many items :meth:`overlapping` would return, without listing them. O(log T)."""
        rank = self._rank(first)
        total = 0
        node = rank + self._size
        while node:
            total += len(self._tree[node])
            node >>= 1
        return total + self._started_before(bisect_right(self._steps, last)) - self._started_before(rank + 1)

    def _started_before(self, rank: int) -> int:
        """Items whose first step has a rank below ``rank`` (a Fenwick prefix sum)."""
        total = 0
        counts = self._start_counts
        while rank:
            total += counts[rank]
            rank -= rank & -rank
        return total


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

    def between(self, low: int, high: int) -> list[int]:
        """The values ``v`` with ``low <= v < high``, ascending."""
        out: list[int] = []
        for chunk in islice(self._chunks, max(bisect_right(self._heads, low) - 1, 0), None):
            if chunk[0] >= high:
                break
            out.extend(chunk[bisect_left(chunk, low) : bisect_left(chunk, high)])
            if chunk[-1] >= high:
                break
        return out


def profiles_by_breadth(records: Sequence[UsageRecord], todo: Iterable[int]) -> Iterator[tuple[int, list[int]]]:
    """For each step, busiest first (by the bytes of all ``records`` live there), the
    step and the records of ``todo`` live there and not yet yielded.

    Steps go by breadth descending, ties the earlier step first; steps with nothing
    left are skipped. Only steps where some record starts are visited: every record
    live at any other step is live at the latest start before it too. Breadths come
    from a difference array; the records from :meth:`TimeIndex.take`. O(n log n) in
    all, even when thousands of records are live at every step.
    """
    steps = sorted({r.first for r in records})
    diff = [0] * (len(steps) + 1)
    for r in records:
        diff[bisect_left(steps, r.first)] += r.size
        diff[bisect_right(steps, r.last)] -= r.size
    breadth = list(accumulate(diff[:-1]))
    live = TimeIndex(steps)
    for i in todo:
        live.add(i, records[i].first, records[i].last)
    for k in sorted(range(len(steps)), key=lambda k: (-breadth[k], k)):
        profile = live.take(steps[k])
        if profile:
            yield steps[k], profile
