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
the constant is what counts, so the loop is one function over flat sequences of ints
(``_skyline``), run as machine code from its shipped LLVM IR when llvmlite (the
``exact`` extra) is installed: 0.1 s instead of 0.5–1.3 s of Python at 50,000 records.
"""

from __future__ import annotations

from collections.abc import Sequence
from heapq import heappop, heappush, heappushpop
from operator import add
from typing import Any

import numpy as np
import numpy.typing as npt

from tflite_memplan.planners.compiled import Kernel, Native, native
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


def _tree(leaves: npt.NDArray[np.int64], empty: int, reduce: np.ufunc) -> npt.NDArray[np.int64]:
    """A segment tree as a flat array (node v's children are 2v and 2v+1, leaves from
    ``len // 2``) of ``reduce`` over ``leaves``, padded with ``empty``. O(n)."""
    size = tree_leaves(len(leaves))
    tree = np.full(2 * size, empty, dtype=np.int64)
    tree[size : size + len(leaves)] = leaves
    while size > 1:
        tree[size // 2 : size] = reduce(tree[size : 2 * size : 2], tree[size + 1 : 2 * size : 2])
        size //= 2
    return tree


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
    The skyline and the fit index (see :func:`_skyline`) are set up in numpy; then the
    packing loop runs, as machine code from :data:`COMPILED_FROM` records where its
    LLVM IR ships (:func:`_kernel`), else as Python on lists.
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

    # The runs: a key per run, its height << shift | its first span (Python ints here:
    # a floor may be near 2**62), its first span by its last and back.
    shift = spans.bit_length()
    key_of = [-1] * spans
    hi_of = [0] * spans
    lo_of = [0] * spans
    heap: list[int] = []
    for lo, hi, h in zip(starts.tolist(), ends.tolist(), floor[starts].tolist(), strict=True):
        key_of[lo] = h << shift | lo
        hi_of[lo] = hi
        lo_of[hi] = lo
        heap.append(h << shift | lo)
    heap.sort()  # a heap

    # Per rank, everything placing it needs. Heights are multiples of the alignment,
    # so a record's top is its height plus its size rounded up.
    height_at = align_up(sizes[by_rank], alignment)
    trees = [
        _tree(rank_of[by_first], _NONE, np.minimum),
        _tree(span_last[by_first], _NONE, np.minimum),
        _tree(span_last[by_first], -1, np.maximum),
    ]
    scalars = (len(trees[0]) // 2, shift, spans - 1, len(heap), m)
    # Machine code needs every key in int64: the skyline never rises above the floor plus every height.
    kernel = m >= COMPILED_FROM and (int(floor.max()) + sum(height_at.tolist())) << shift < 1 << 63 and _kernel()
    if kernel:
        heap += [0] * (2 * m)  # the array heap's room: a placement pushes at most two runs
    sequences = [
        *trees, key_of, hi_of, lo_of, heap, [0] * _PARTIAL,
        # Leaves whose first span is >= / <= span k start at from_span[k] / end before to_span[k].
        np.searchsorted(leaf_first, np.arange(spans), "left"),
        np.searchsorted(leaf_first, np.arange(spans), "right"),
        todo[by_rank], span_first[by_rank], span_last[by_rank], height_at, pos_of_rank, offsets,
    ]  # fmt: skip
    if kernel:
        arrays = [np.asarray(values, dtype=np.int64) for values in sequences]
        kernel(*arrays, *scalars)
        offsets[:] = arrays[-1].tolist()
    else:
        _skyline(*[v.tolist() if isinstance(v, np.ndarray) else v for v in sequences], *scalars)  # type: ignore[call-arg]  # mypy: the list may fill every parameter


def _skyline(  # type: ignore[no-untyped-def]
    rank, min_last, max_last, key_of, hi_of, lo_of, heap, partial,
    from_span, to_span, record_at, first_at, last_at, height_at, leaf_at, offsets,
    leaves, shift, final, count, remaining,
) -> None:  # fmt: skip
    """The packing loop: place the ``remaining`` records, best rank first where each
    fits, writing their heights into ``offsets`` (by record). Plain loops over
    indexable ints, so the same code runs as Python on lists and as machine code on
    int64 arrays (:data:`KERNEL`); only the heap's operations differ between the two
    (:func:`_heap_pop` and the others).

    The skyline is a partition of the spans into maximal runs of equal height, kept by
    span: a run starting at span ``lo`` ends at ``hi_of[lo]``, one ending at ``hi``
    starts at ``lo_of[hi]``, and ``key_of[lo]`` is ``height << shift | lo`` (-1 where
    no run starts). Every live run has an entry with its key in ``heap`` (its first
    ``count`` entries; a key orders runs lowest, then leftmost); an entry whose key is
    no longer its span's is stale and skipped. Placing a record in the lowest run leaves
    the pieces beside it at that height, left of every other run as low, so the left
    piece (else the right one) is the next lowest and is taken without the heap.

    The fit index is a segment tree over the records to place, in order of first span
    (``leaves`` of them, leaf of rank r at ``leaf_at[r]``): below each node, the best
    (minimum) rank and the minimum and maximum last span of the unplaced ones. Placing a
    record updates its ancestors up to the first that does not change. (Bounds over all
    records, placed or not, would need no update, but a node holding a placed long
    record next to short ones would then be searched to its leaves by every query: 20x
    slower on such inputs.) ``partial`` holds the nodes a query still has to search.
    """
    mask = (1 << shift) - 1
    key = _heap_pop(heap, count)
    count -= 1
    while True:
        lo = key & mask
        if key_of[lo] != key:  # stale
            key = _heap_pop(heap, count)
            count -= 1
            continue
        hi = hi_of[lo]

        # The best record within [lo, hi]: canonical nodes of the leaves whose first
        # span is in [lo, hi]; those whose records all end by hi are candidates, those
        # with some that do are searched below, best child first.
        best = _NONE
        searching = 0  # nodes in partial
        a = from_span[lo] + leaves
        b = to_span[hi] + leaves
        while a < b:
            if a & 1:
                r = rank[a]
                if r < best:
                    if max_last[a] <= hi:
                        best = r
                    elif min_last[a] <= hi:
                        partial[searching] = a
                        searching += 1
                a += 1
            if b & 1:
                b -= 1
                r = rank[b]
                if r < best:
                    if max_last[b] <= hi:
                        best = r
                    elif min_last[b] <= hi:
                        partial[searching] = b
                        searching += 1
            a >>= 1
            b >>= 1
        while searching:
            searching -= 1
            v = partial[searching]
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
                    partial[searching] = w
                    searching += 1
            if min_last[v] <= hi:
                partial[searching] = v
                searching += 1

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
                key = _heap_pop(heap, count)  # the run keeps the key of the one before, queued
                count -= 1
            else:
                after = hi + 1
                key = (key_of[after] >> shift) << shift | lo
                key_of[after] = -1
                hi = hi_of[after]
                key_of[lo] = key
                hi_of[lo] = hi
                lo_of[hi] = lo
                key = _heap_pushpop(heap, count, key)
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
            _heap_push(heap, count, top << shift | first)
            count += 1
        right = h << shift | (last + 1)
        if last < hi:
            key_of[last + 1] = right
            hi_of[last + 1] = hi
            lo_of[hi] = last + 1
        if first > lo:
            hi_of[lo] = first - 1
            lo_of[first - 1] = lo
            if last < hi:
                _heap_push(heap, count, right)
                count += 1
        elif last < hi:
            key = right
        else:
            key = _heap_pop(heap, count)
            count -= 1


# The heap's operations: heapq's on the Python list (``count``, its length, unused);
# compiled, on an int64 array whose first ``count`` entries are the heap (numba compiles
# the ``_array_*`` functions in their place: :data:`KERNEL`). The same keys come out in
# the same order either way: a heap always yields its smallest key.


def _heap_pop(heap: list[int], count: int) -> int:
    return heappop(heap)


def _heap_push(heap: list[int], count: int, key: int) -> None:
    heappush(heap, key)


def _heap_pushpop(heap: list[int], count: int, key: int) -> int:
    return heappushpop(heap, key)


def _array_heap_pop(heap: Any, count: int) -> int:
    """Remove and return the smallest of ``heap[:count]``. O(log count)."""
    smallest = heap[0]
    count -= 1
    if count:
        _sift_down(heap, count, heap[count])
    return smallest  # type: ignore[no-any-return]


def _array_heap_push(heap: Any, count: int, key: int) -> None:
    """Add ``key`` to ``heap[:count]`` (its room at ``heap[count]``). O(log count)."""
    i = count
    while i:
        parent = (i - 1) >> 1
        if heap[parent] <= key:
            break
        heap[i] = heap[parent]
        i = parent
    heap[i] = key


def _array_heap_pushpop(heap: Any, count: int, key: int) -> int:
    """Add ``key`` to ``heap[:count]``, then remove and return the smallest. O(log count)."""
    if not count or key <= heap[0]:
        return key
    smallest = heap[0]
    _sift_down(heap, count, key)
    return smallest  # type: ignore[no-any-return]


def _sift_down(heap: Any, count: int, key: int) -> None:
    """Put ``key`` in the root of ``heap[:count]`` and sift it down."""
    i = 0
    while True:
        child = 2 * i + 1
        if child >= count:
            break
        if child + 1 < count and heap[child + 1] < heap[child]:
            child += 1
        if heap[child] >= key:
            break
        heap[i] = heap[child]
        i = child
    heap[i] = key


#: Records to place from which the loop runs as machine code where it can (below, its
#: load costs more than it saves: 0.1 s against about 0.1 s of Python at 10,000).
COMPILED_FROM = 10_000

#: The most nodes a fit query holds at once: two a tree level where it starts, one more
#: where it descends (a tree of up to 2**63 leaves).
_PARTIAL = 3 * 64

#: The packing loop as machine code: every argument an int64 array but the scalars.
KERNEL = Kernel(
    _skyline,
    scalars=frozenset({"leaves", "shift", "final", "count", "remaining"}),
    uses=(_sift_down,),
    overloads=((_heap_pop, _array_heap_pop), (_heap_push, _array_heap_push), (_heap_pushpop, _array_heap_pushpop)),
)


def _kernel() -> Native | None:
    """:func:`_skyline` as machine code from the LLVM IR that ships (built once per
    machine, then loaded: :func:`~tflite_memplan.planners.compiled.native`), or None:
    never compiled by numba, whose import alone would cost more than the loop."""
    return native(KERNEL, shipped_only=True)
