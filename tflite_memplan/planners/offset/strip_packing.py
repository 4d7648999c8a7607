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

Complexity: the loop runs O(n + T) times (a placement adds at most two segments, a
raise removes one, T distinct lifetime boundaries; each heap entry is popped once),
each at most a heap operation plus a best-fit query. The query searches a segment
tree over the records by first step, pruning subtrees that cannot hold a better
record or any fitting one: O(log² n) when few records straddle the segment's end,
O(n) at worst. So O(n log² n) on typical graphs, O(n²) at worst. At 50,000 records
the constant is what counts, so the loop is one function over flat lists of ints
(see ``_pack``).
"""

from __future__ import annotations

from collections.abc import Sequence
from heapq import heapify, heappop, heappush, heappushpop
from operator import add

import numpy as np
import numpy.typing as npt

from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, align_up, distinct, tree_leaves

_NONE = 1 << 62  # "no record" in rank minima and last-step maxima; beyond any rank or span


def strip_packing(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """Best-fit skyline packing; see the module docstring."""
    sizes = [r.size for r in records]
    offsets = [0] * len(records)
    offline = [i for i, r in enumerate(records) if r.offline_offset is not None]
    for i in offline:
        offsets[i] = records[i].offline_offset or 0
    size = np.array(sizes, dtype=np.int64)
    free = size > 0
    free[offline] = False
    if free.any():
        _pack(records, size, np.flatnonzero(free), offline, alignment, offsets)
    return OffsetPlan(tuple(offsets), max(map(add, offsets, sizes), default=0))


def _tree(leaves: npt.NDArray[np.int64], empty: int, reduce: np.ufunc) -> list[int]:
    """A segment tree as a flat list (node v's children are 2v and 2v+1, leaves from
    ``len // 2``) of ``reduce`` over ``leaves``, padded with ``empty``. O(n)."""
    size = tree_leaves(len(leaves))
    tree = np.full(2 * size, empty, dtype=np.int64)
    tree[size : size + len(leaves)] = leaves
    while size > 1:
        tree[size // 2 : size] = reduce(tree[size : 2 * size : 2], tree[size + 1 : 2 * size : 2])
        size //= 2
    out: list[int] = tree.tolist()
    return out


def _pack(
    records: Sequence[UsageRecord],
    size: npt.NDArray[np.int64],
    todo: npt.NDArray[np.intp],
    offline: list[int],
    alignment: int,
    offsets: list[int],
) -> None:
    """Pack the records numbered ``todo`` (``size`` their sizes, by record) into ``offsets``.

    Time is compressed to elementary spans between lifetime boundaries (span k covers
    steps ``[bounds[k], bounds[k+1])``; a record covers a contiguous run of spans).

    The skyline is a partition of the spans into maximal runs of equal height, kept by
    span: a run starting at span ``lo`` ends at ``hi_of[lo]``, one ending at ``hi``
    starts at ``lo_of[hi]``, and ``key_of[lo]`` is ``height << shift | lo`` (-1 where
    no run starts). Every live run has an entry with its key in a heap of ints (a key
    orders runs lowest, then leftmost); an entry whose key is no longer its span's is
    stale and skipped. Placing a record in the lowest run leaves the pieces beside it at
    that height, left of every other run as low, so the left piece (else the right one)
    is the next lowest and is taken without the heap.

    The fit index is a segment tree over the records to place, in order of first span:
    below each node, the best (minimum) rank and the minimum and maximum last span of
    the unplaced ones. Placing a record updates its ancestors up to the first that does
    not change. (Bounds over all records, placed or not, would need no update, but a
    node holding a placed long record next to short ones would then be searched to
    its leaves by every query: 20x slower on such inputs.)
    """
    placed = np.concatenate((todo, np.array(offline, dtype=np.intp)))
    m = len(todo)
    firsts = np.array([r.first for r in records], dtype=np.int64)[placed]
    lasts = np.array([r.last for r in records], dtype=np.int64)[placed]
    bounds = distinct(np.concatenate((firsts, lasts + 1)))
    span_first = np.searchsorted(bounds, firsts)
    span_last = np.searchsorted(bounds, lasts + 1) - 1
    spans = len(bounds) - 1

    # The skyline starts above the offline records.
    floor = np.zeros(spans, dtype=np.int64)
    for k, i in enumerate(offline, start=m):
        top = align_up(offsets[i] + records[i].size, alignment)
        run = floor[span_first[k] : span_last[k] + 1]
        np.maximum(run, top, out=run)
    starts = np.flatnonzero(np.concatenate(([True], floor[1:] != floor[:-1])))
    ends = np.append(starts[1:] - 1, spans - 1)

    # Best-fit ranks: longest lifetime, then largest, then earliest, then lowest index.
    sizes = size[todo]
    by_rank = np.lexsort((todo, firsts[:m], -sizes, firsts[:m] - lasts[:m]))
    rank_of = np.empty(m, dtype=np.int64)
    rank_of[by_rank] = np.arange(m)
    by_first = np.lexsort((rank_of, span_first[:m]))  # the leaves, left to right
    leaf_first = span_first[by_first]
    pos_of_rank = np.empty(m, dtype=np.int64)
    pos_of_rank[rank_of[by_first]] = np.arange(m)

    # Per rank, everything placing it needs. Heights are multiples of the alignment,
    # so a record's top is its height plus its size rounded up.
    record_at: list[int] = todo[by_rank].tolist()
    first_at: list[int] = span_first[by_rank].tolist()
    last_at: list[int] = span_last[by_rank].tolist()
    height_at: list[int] = align_up(sizes[by_rank], alignment).tolist()
    leaf_at: list[int] = pos_of_rank.tolist()
    # Leaves whose first span is >= / <= span k start at from_span[k] / end before to_span[k].
    from_span: list[int] = np.searchsorted(leaf_first, np.arange(spans), "left").tolist()
    to_span: list[int] = np.searchsorted(leaf_first, np.arange(spans), "right").tolist()

    rank = _tree(rank_of[by_first], _NONE, np.minimum)
    min_last = _tree(span_last[by_first], _NONE, np.minimum)
    max_last = _tree(span_last[by_first], -1, np.maximum)
    leaves = len(rank) // 2

    shift = spans.bit_length()
    mask = (1 << shift) - 1
    final = spans - 1
    key_of = [-1] * spans
    hi_of = [0] * spans
    lo_of = [0] * spans
    heap: list[int] = []
    for lo, hi, h in zip(starts.tolist(), ends.tolist(), floor[starts].tolist(), strict=True):
        key_of[lo] = h << shift | lo
        hi_of[lo] = hi
        lo_of[hi] = lo
        heap.append(h << shift | lo)
    heapify(heap)

    key = heappop(heap)
    remaining = m
    partial: list[int] = []  # nodes to search, empty between queries
    while True:
        lo = key & mask
        if key_of[lo] != key:  # stale
            key = heappop(heap)
            continue
        hi = hi_of[lo]

        # The best record within [lo, hi]: canonical nodes of the leaves whose first
        # span is in [lo, hi]; those whose records all end by hi are candidates, those
        # with some that do are searched below, best child first.
        best = _NONE
        a = from_span[lo] + leaves
        b = to_span[hi] + leaves
        while a < b:
            if a & 1:
                r = rank[a]
                if r < best:
                    if max_last[a] <= hi:
                        best = r
                    elif min_last[a] <= hi:
                        partial.append(a)
                a += 1
            if b & 1:
                b -= 1
                r = rank[b]
                if r < best:
                    if max_last[b] <= hi:
                        best = r
                    elif min_last[b] <= hi:
                        partial.append(b)
            a >>= 1
            b >>= 1
        while partial:
            v = partial.pop()
            if rank[v] >= best:
                continue
            v += v
            r = rank[v]
            r2 = rank[v + 1]
            if r2 < r:
                v += 1
                r, r2 = r2, r
            if r >= best:
                continue
            if max_last[v] <= hi:
                best = r
                continue
            w = v ^ 1
            if r2 < best:
                if max_last[w] <= hi:
                    best = r2
                elif min_last[w] <= hi:
                    partial.append(w)
            if min_last[v] <= hi:
                partial.append(v)

        h = key >> shift
        if best == _NONE:
            # Nothing fits: raise the run to its lower neighbour and merge (with both
            # if they are as high). A lone run spans every span and everything fits it.
            if lo and (hi == final or key_of[lo_of[lo - 1]] >> shift <= key_of[hi + 1] >> shift):
                before = lo_of[lo - 1]
                key_of[lo] = -1
                if hi < final and key_of[hi + 1] >> shift == key_of[before] >> shift:
                    key_of[hi + 1] = -1
                    hi = hi_of[hi + 1]
                hi_of[before] = hi
                lo_of[hi] = before
                key = heappop(heap)  # the run keeps the key of the one before, queued
            else:
                after = hi + 1
                key = (key_of[after] >> shift) << shift | lo
                key_of[after] = -1
                hi = hi_of[after]
                key_of[lo] = key
                hi_of[lo] = hi
                lo_of[hi] = lo
                key = heappushpop(heap, key)
            continue

        offsets[record_at[best]] = h
        remaining -= 1
        if not remaining:
            return
        v = leaf_at[best] + leaves
        rank[v] = r = _NONE
        min_last[v] = low = _NONE
        max_last[v] = high = -1
        while v > 1:
            u = v ^ 1
            x = rank[u]
            if x < r:
                r = x
            x = min_last[u]
            if x < low:
                low = x
            x = max_last[u]
            if x > high:
                high = x
            v >>= 1
            if r == rank[v] and low == min_last[v] and high == max_last[v]:
                break
            rank[v] = r
            min_last[v] = low
            max_last[v] = high

        # Spans [first, last] rise to top; the pieces beside them stay at h, and the
        # middle merges with a neighbour as high that it touches.
        first = first_at[best]
        last = last_at[best]
        top = h + height_at[best]
        mid_hi = last
        if last == hi and hi < final and key_of[hi + 1] >> shift == top:
            mid_hi = hi_of[hi + 1]
            key_of[hi + 1] = -1
        if first == lo and lo and key_of[lo_of[lo - 1]] >> shift == top:
            before = lo_of[lo - 1]
            key_of[lo] = -1
            hi_of[before] = mid_hi
            lo_of[mid_hi] = before
        else:
            key_of[first] = top << shift | first
            hi_of[first] = mid_hi
            lo_of[mid_hi] = first
            heappush(heap, top << shift | first)
        if last < hi:
            right = h << shift | (last + 1)
            key_of[last + 1] = right
            hi_of[last + 1] = hi
            lo_of[hi] = last + 1
        if first > lo:
            hi_of[lo] = first - 1
            lo_of[first - 1] = lo
            if last < hi:
                heappush(heap, right)
        elif last < hi:
            key = right
        else:
            key = heappop(heap)
