"""Best-fit strip packing in the time × address plane, after Sekiyama et al. 2018.

"Profile-guided memory optimization for deep neural networks" (Sekiyama, Imamichi,
Imai, Raymond) treats each record as a rectangle whose horizontal position is fixed
(its lifetime) and whose vertical position (its offset) is free, and packs them with
the best-fit heuristic of Burke, Kendall and Whitwell for strip packing. The packing
keeps a *skyline*: for every step, the height below which everything is taken. It
repeatedly takes the lowest skyline segment (lowest offset, then earliest step) and
puts there the unplaced record that fits it best — a record fits when its lifetime
lies within the segment's steps; best is the longest lifetime, then the largest
size, then the earliest first use, then the lowest index. When nothing fits, the
segment is raised to the lower of its neighbours' heights and merges with it (the
space below is given up). Unlike greedy placement, it looks at records by where they
can go rather than going through them in a fixed order.

Why every plan is valid: the skyline at a step is never below the top of a record
placed over that step (placing raises it to the new top, raising only lifts it), and
a record is only ever placed at the height of a segment spanning its whole lifetime.
Offsets stay aligned because every skyline height is kept a multiple of
``alignment`` (a record's top is rounded up before it becomes the new height).
Records with an offline offset keep it; the skyline starts above them (space below
them at their steps is not reused). Zero-size records sit at offset 0.

Complexity: the loop runs at most 3n + T times (a placement adds at most two
segments; a raise removes one; T distinct lifetime boundaries), each a heap
operation plus a best-fit query. The query searches a segment tree over the records
by first step, pruning subtrees that cannot hold a better record or any fitting one:
O(log² n) when few records straddle the segment's end, O(n) at worst. So
O(n log² n) on typical graphs, O(n²) at worst.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, align_up

_NONE = 1 << 62  # "no record" in rank minima; larger than any rank or step


class _FitIndex:
    """Unplaced records by first step; finds the best one lying within a step range.

    Leaves, in order of first step, hold each record's best-fit rank (0 = best) and
    its last step; inner nodes keep the minimum rank and the minimum and maximum last
    step of their unplaced records.
    """

    def __init__(self, firsts: list[int], lasts: list[int], ranks: list[int]) -> None:
        self.firsts = firsts
        size = 1
        while size < max(1, len(firsts)):
            size *= 2
        self.size = size
        self.rank = [_NONE] * (2 * size)
        self.min_last = [_NONE] * (2 * size)
        self.max_last = [-1] * (2 * size)
        for p, (last, rank) in enumerate(zip(lasts, ranks, strict=True)):
            self.rank[size + p] = rank
            self.min_last[size + p] = self.max_last[size + p] = last
        for v in range(size - 1, 0, -1):
            self._pull(v)

    def _pull(self, v: int) -> bool:
        """Node ``v``'s aggregates from its children; whether they changed."""
        rank, min_last, max_last = self.rank, self.min_last, self.max_last
        a, b = 2 * v, 2 * v + 1
        r = rank[a] if rank[a] < rank[b] else rank[b]
        low = min_last[a] if min_last[a] < min_last[b] else min_last[b]
        high = max_last[a] if max_last[a] > max_last[b] else max_last[b]
        if r == rank[v] and low == min_last[v] and high == max_last[v]:
            return False
        rank[v], min_last[v], max_last[v] = r, low, high
        return True

    def remove(self, p: int) -> None:
        """Take leaf ``p`` out; its ancestors are updated up to the first that does not
        change (usually a few levels up: another record keeps a node's minimum)."""
        v = self.size + p
        self.rank[v], self.min_last[v], self.max_last[v] = _NONE, _NONE, -1
        v >>= 1
        while v and self._pull(v):
            v >>= 1

    def best_within(self, start: int, end: int) -> int:
        """The smallest rank among unplaced records with ``start <= first`` and ``last <= end``."""
        lo = bisect_left(self.firsts, start) + self.size
        hi = bisect_right(self.firsts, end) + self.size
        stack: list[int] = []
        while lo < hi:
            if lo & 1:
                stack.append(lo)
                lo += 1
            if hi & 1:
                hi -= 1
                stack.append(hi)
            lo >>= 1
            hi >>= 1
        rank, min_last, max_last = self.rank, self.min_last, self.max_last
        stack.sort(key=rank.__getitem__, reverse=True)  # most promising popped first (stable)
        best = _NONE
        while stack:
            v = stack.pop()
            if rank[v] >= best or min_last[v] > end:
                continue
            if max_last[v] <= end:
                best = rank[v]
                continue
            a, b = 2 * v, 2 * v + 1
            if rank[a] < rank[b]:
                stack.extend((b, a))
            else:
                stack.extend((a, b))
        return best


def strip_packing(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """Best-fit skyline packing; see the module docstring."""
    offsets = [0] * len(records)
    todo = [i for i, r in enumerate(records) if r.offline_offset is None and r.size > 0]
    offline = [i for i, r in enumerate(records) if r.offline_offset is not None]
    for i in offline:
        offsets[i] = records[i].offline_offset or 0
    if todo:
        _pack(records, todo, offline, alignment, offsets)
    arena = max((offsets[i] + r.size for i, r in enumerate(records)), default=0)
    return OffsetPlan(tuple(offsets), arena)


class _Skyline:
    """The skyline: a doubly linked list of maximal runs of spans at equal height, with a
    heap of ``(height, first span, id)`` to find the lowest run. Runs that change are
    killed and replaced by new ones, so heap entries of dead ids are skipped."""

    def __init__(self, floor: Sequence[int]) -> None:
        self.lo: list[int] = []
        self.hi: list[int] = []
        self.h: list[int] = []
        self.prev: list[int] = []
        self.next: list[int] = []
        self.alive: list[bool] = []
        self.heap: list[tuple[int, int, int]] = []
        last, k = -1, 0
        while k < len(floor):
            j = k
            while j + 1 < len(floor) and floor[j + 1] == floor[k]:
                j += 1
            last = self.add(k, j, floor[k], last, -1)
            k = j + 1

    def add(self, lo: int, hi: int, h: int, before: int, after: int) -> int:
        s = len(self.lo)
        self.lo.append(lo)
        self.hi.append(hi)
        self.h.append(h)
        self.prev.append(before)
        self.next.append(after)
        self.alive.append(True)
        if before >= 0:
            self.next[before] = s
        if after >= 0:
            self.prev[after] = s
        heapq.heappush(self.heap, (h, lo, s))
        return s

    def pop_lowest(self) -> int:
        """Remove and return the lowest live run (leftmost among equals)."""
        while True:
            _, _, s = heapq.heappop(self.heap)
            if self.alive[s]:
                self.alive[s] = False
                return s

    def raise_to_neighbour(self, s: int) -> None:
        """Nothing fits run ``s``: raise it to its lower neighbour and merge with it (and
        with the other one too if just as high). A lone run spans every step, and every
        record fits it, so there is always a neighbour."""
        lo, hi, before, after = self.lo[s], self.hi[s], self.prev[s], self.next[s]
        h_before = self.h[before] if before >= 0 else _NONE
        h_after = self.h[after] if after >= 0 else _NONE
        h = min(h_before, h_after)
        if h_before == h:
            self.alive[before] = False
            lo, before = self.lo[before], self.prev[before]
        if h_after == h:
            self.alive[after] = False
            hi, after = self.hi[after], self.next[after]
        self.add(lo, hi, h, before, after)

    def place(self, s: int, first: int, last: int, top: int) -> None:
        """Spans ``[first, last]`` of run ``s`` rise to ``top``: split the run into
        ``[lo, first-1]``, ``[first, last]`` at ``top`` and ``[last+1, hi]``; the middle piece
        merges with a neighbour of the same height that it touches."""
        lo, hi, h, before, after = self.lo[s], self.hi[s], self.h[s], self.prev[s], self.next[s]
        if first > lo:
            before = self.add(lo, first - 1, h, before, -1)
        mid_lo, mid_hi = first, last
        if first == lo and before >= 0 and self.h[before] == top:
            self.alive[before] = False
            mid_lo, before = self.lo[before], self.prev[before]
        if last == hi and after >= 0 and self.h[after] == top:
            self.alive[after] = False
            mid_hi, after = self.hi[after], self.next[after]
        mid = self.add(mid_lo, mid_hi, top, before, after)
        if last < hi:
            self.add(last + 1, hi, h, mid, after)


def _pack(
    records: Sequence[UsageRecord], todo: list[int], offline: list[int], alignment: int, offsets: list[int]
) -> None:
    # Compress time to elementary spans between lifetime boundaries: span k covers
    # steps [bounds[k], bounds[k+1]); a record covers a contiguous run of spans.
    bounds = sorted({records[i].first for i in todo + offline} | {records[i].last + 1 for i in todo + offline})

    spans: dict[int, tuple[int, int]] = {
        i: (bisect_left(bounds, records[i].first), bisect_left(bounds, records[i].last + 1) - 1) for i in todo + offline
    }

    # The skyline starts above the offline records.
    floor = [0] * (len(bounds) - 1)
    for i in offline:
        lo, hi = spans[i]
        top = align_up(offsets[i] + records[i].size, alignment)
        for k in range(lo, hi + 1):
            floor[k] = max(floor[k], top)
    skyline = _Skyline(floor)

    # Best-fit ranks: longest lifetime, then largest, then earliest, then lowest index.
    by_rank = sorted(todo, key=lambda i: (records[i].first - records[i].last, -records[i].size, records[i].first, i))
    rank_of = {i: q for q, i in enumerate(by_rank)}
    by_first = sorted(todo, key=lambda i: (spans[i][0], rank_of[i]))
    pos_of_rank = [0] * len(todo)
    for pos, i in enumerate(by_first):
        pos_of_rank[rank_of[i]] = pos
    index = _FitIndex(
        [spans[i][0] for i in by_first],
        [spans[i][1] for i in by_first],
        [rank_of[i] for i in by_first],
    )

    remaining = len(todo)
    while remaining:
        s = skyline.pop_lowest()
        rank = index.best_within(skyline.lo[s], skyline.hi[s])
        if rank == _NONE:
            skyline.raise_to_neighbour(s)
            continue
        i = by_rank[rank]
        index.remove(pos_of_rank[rank])
        remaining -= 1
        offsets[i] = skyline.h[s]
        first, last = spans[i]
        skyline.place(s, first, last, align_up(skyline.h[s] + records[i].size, alignment))
