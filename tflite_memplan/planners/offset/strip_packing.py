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

    def _pull(self, v: int) -> None:
        a, b = 2 * v, 2 * v + 1
        self.rank[v] = min(self.rank[a], self.rank[b])
        self.min_last[v] = min(self.min_last[a], self.min_last[b])
        self.max_last[v] = max(self.max_last[a], self.max_last[b])

    def remove(self, p: int) -> None:
        v = self.size + p
        self.rank[v], self.min_last[v], self.max_last[v] = _NONE, _NONE, -1
        v >>= 1
        while v:
            self._pull(v)
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
        stack.sort(key=lambda v: -rank[v])  # most promising popped first
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


def _pack(
    records: Sequence[UsageRecord], todo: list[int], offline: list[int], alignment: int, offsets: list[int]
) -> None:
    # Compress time to elementary spans between lifetime boundaries: span k covers
    # steps [bounds[k], bounds[k+1]); a record covers a contiguous run of spans.
    bounds = sorted({records[i].first for i in todo + offline} | {records[i].last + 1 for i in todo + offline})
    spans = len(bounds) - 1

    def span_range(r: UsageRecord) -> tuple[int, int]:
        return bisect_left(bounds, r.first), bisect_left(bounds, r.last + 1) - 1

    # The skyline starts above the offline records.
    floor = [0] * spans
    for i in offline:
        r = records[i]
        lo, hi = span_range(r)
        top = align_up(offsets[i] + r.size, alignment)
        for k in range(lo, hi + 1):
            floor[k] = max(floor[k], top)

    # Skyline segments: a doubly linked list of maximal runs of equal height, with a
    # heap of (height, first span, id) to find the lowest; ids of changed segments die.
    seg_lo: list[int] = []
    seg_hi: list[int] = []
    seg_h: list[int] = []
    prev: list[int] = []
    nxt: list[int] = []
    alive: list[bool] = []
    heap: list[tuple[int, int, int]] = []

    def new_segment(lo: int, hi: int, h: int, before: int, after: int) -> int:
        s = len(seg_lo)
        seg_lo.append(lo)
        seg_hi.append(hi)
        seg_h.append(h)
        prev.append(before)
        nxt.append(after)
        alive.append(True)
        if before >= 0:
            nxt[before] = s
        if after >= 0:
            prev[after] = s
        heapq.heappush(heap, (h, lo, s))
        return s

    def kill(s: int) -> None:
        alive[s] = False

    last_seg = -1
    k = 0
    while k < spans:
        j = k
        while j + 1 < spans and floor[j + 1] == floor[k]:
            j += 1
        last_seg = new_segment(k, j, floor[k], last_seg, -1)
        k = j + 1

    # Best-fit ranks: longest lifetime, then largest, then earliest, then lowest index.
    by_rank = sorted(todo, key=lambda i: (records[i].first - records[i].last, -records[i].size, records[i].first, i))
    rank_of = {i: q for q, i in enumerate(by_rank)}
    by_first = sorted(todo, key=lambda i: (span_range(records[i])[0], rank_of[i]))
    first_span = [span_range(records[i])[0] for i in by_first]
    last_span = [span_range(records[i])[1] for i in by_first]
    pos_of_rank = [0] * len(todo)
    for p, i in enumerate(by_first):
        pos_of_rank[rank_of[i]] = p
    index = _FitIndex(first_span, last_span, [rank_of[i] for i in by_first])

    remaining = len(todo)
    while remaining:
        h, lo, s = heapq.heappop(heap)
        if not alive[s]:
            continue
        hi = seg_hi[s]
        rank = index.best_within(lo, hi)
        before, after = prev[s], nxt[s]
        kill(s)
        if rank == _NONE:
            # Nothing fits: raise to the lower neighbour and merge with it (and with
            # the other one too if it is just as high). There is always a neighbour:
            # a lone segment spans every step, so every record fits it.
            h_before = seg_h[before] if before >= 0 else _NONE
            h_after = seg_h[after] if after >= 0 else _NONE
            h = min(h_before, h_after)
            if h_before == h:
                kill(before)
                lo, before = seg_lo[before], prev[before]
            if h_after == h:
                kill(after)
                hi, after = seg_hi[after], nxt[after]
            new_segment(lo, hi, h, before, after)
            continue
        i = by_rank[rank]
        index.remove(pos_of_rank[rank])
        remaining -= 1
        offsets[i] = h
        r = records[i]
        f, la = span_range(r)
        top = align_up(h + r.size, alignment)
        # Split the segment into [lo, f-1] at h, [f, la] at top, [la+1, hi] at h; the
        # middle piece merges with a neighbour of the same height when it touches it.
        if f > lo:
            before = new_segment(lo, f - 1, h, before, -1)
        mid_lo, mid_hi = f, la
        if f == lo and before >= 0 and seg_h[before] == top:
            kill(before)
            mid_lo, before = seg_lo[before], prev[before]
        if la == hi and after >= 0 and seg_h[after] == top:
            kill(after)
            mid_hi, after = seg_hi[after], nxt[after]
        mid = new_segment(mid_lo, mid_hi, top, before, after)
        if la < hi:
            new_segment(la + 1, hi, h, mid, after)
