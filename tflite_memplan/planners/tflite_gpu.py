"""The TFLite GPU delegate's memory strategies that memplan had no exact planner for.

TFLite's ``memory_management`` (``tflite/delegates/gpu/common/memory_management``)
has two entry points: ``AssignObjectsToTensors`` (shared objects) and
``AssignOffsetsToTensors`` (offsets in one buffer). The shared strategies ``NAIVE``,
``EQUALITY``, ``GREEDY_IN_ORDER``, ``GREEDY_BY_BREADTH`` and ``GREEDY_BY_SIZE`` were
already memplan's (``shared_naive``, ``equality``, ``greedy_in_order``,
``shared_greedy_by_breadth``, ``greedy_by_size_improved``); this module adds the rest,
each reproducing TFLite step for step and tie for tie (same total, same object ids,
same offsets; in the order the records are given, except that ``MINCOSTFLOW``, like
``EQUALITY`` and ``GREEDY_IN_ORDER``, takes them by first use, stably, as TFLite assumes
them — on other lists TFLite's own plans can be invalid):

- :func:`min_cost_flow_objects`: ``MINCOSTFLOW``, TFLite's graph and search;
- :func:`best_greedy_objects`: ``GREEDY_BEST``, the better of two;
- :func:`gpu_greedy_by_size_offsets`: the offset ``GREEDY_BY_SIZE``;
- :func:`laid_end_to_end`: every other offset strategy, the shared objects end to end
  (``ObjectsToOffsets``).

``tests/test_gpu_oracle.py`` checks every planner registered with a ``tflite-gpu``
``upstream`` against a table TFLite's own C++ produced (``tests/gpu_oracle/``).
``MINCOSTFLOW`` keeps its costs in C ``int``: the plans are TFLite's while sums of
sizes fit in 31 bits, as real tensors do. Some planners take shortcuts TFLite does not
(records no reuse edge touches left out of the flow search, the compiled flow search
skipping edges that improve nothing; placed records found through a time index):
``tests/gpu_oracle/reference.py`` transcribes TFLite's loops plainly, and the tests
check the shortcuts change no plan.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from tflite_memplan.planners.compiled import Kernel, compiled, native
from tflite_memplan.planners.offset.greedy_by_breadth import best_fit_vectorised
from tflite_memplan.planners.offset.placed import Ends, place_in_order
from tflite_memplan.planners.shared.best import GREEDY_CANDIDATES, best_greedy_with_name
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan
from tflite_memplan.records import UsageRecord, align_up, tree_leaves

_INT_MAX = (1 << 31) - 1  # MINCOSTFLOW's "not reached"
_COMPILE_FROM = 150  # MINCOSTFLOW searches this many records or more compiled, when numba is installed
_FEW = 24  # without numba, MINCOSTFLOW relaxes this many edges or fewer in Python, more in numpy

SharedPlanner = Callable[[Sequence[UsageRecord], int], SharedObjectsPlan]
OffsetPlanner = Callable[[Sequence[UsageRecord], int], OffsetPlan]


def _first_use_stable(records: Sequence[UsageRecord]) -> list[int]:
    """Indices by first use, ties in the given order (a stable sort). O(n log n)."""
    return sorted(range(len(records)), key=lambda i: records[i].first)


# ----------------------------------------------------------------------------- MINCOSTFLOW


def _min_cost_flow(records: Sequence[UsageRecord]) -> list[list[int]]:
    """TFLite's ``MinCostFlowAssignment`` on records listed by first use; its chains
    (each a new object's records in order), by their first record.

    TFLite's flow goes from a source through a left vertex per record (it may be
    followed) and a right vertex per record (it needs an object) to a sink; the right
    vertex is fed from the source at the record's size (a new object) or from the left
    vertex of a record freed before it starts, at the size it grows by. It augments
    shortest paths found by SPFA in rounds (a queue per round, each vertex's edges in
    the order they were added), so ties go to the first path that reached each vertex's
    final distance; the objects are the chains of saturated reuse edges, numbered by
    their first record. This runs that same search, edge for edge and tie for tie; a
    vertex's edges are kept implicitly (every unit of flow is one of four flags per
    record), and a left vertex's reuse edges, which reach every later record that
    starts after it ends, are relaxed in one numpy step.

    Records that no reuse edge touches (nothing ends before they start and nothing
    starts after they end: the operands of one wide operator) are left out of the
    search: each can only open an object of its own, and its path (source, its right
    vertex, sink) shares no vertex but the source and the sink with any other, so it
    changes no other path's choice (checked against TFLite on the oracle's cases and
    against a transcription on random ones).

    Cost: TFLite's own search is n augmentations, each an SPFA over O(n²) edges, so
    Θ(n³) time and O(n²) memory. Here the edges are implicit (O(n) memory) and, with
    numba, a scan meets only the edges that improve a distance (see
    :func:`_flow_search`). Measured on graph-like records, each search scans about 4n
    vertices and improves about one right vertex per left-vertex scan, so the work is
    about n² scans of O(log n): some 25 times faster than TFLite's C++ at 1,000 records
    and the gap widening as n³ against n² log n (benchmarks/MIN_COST_FLOW_RESULTS.md);
    still quadratic, so tens of thousands of records take minutes. Without numba the
    numpy search (:func:`_flow_chains_numpy`) tries every edge: Θ(n³), minutes at 2,000.
    """
    n = len(records)
    firsts = [r.first for r in records]
    lasts = [r.last for r in records]
    reusable_from = [bisect_right(firsts, last, lo=j + 1) for j, last in enumerate(lasts)]
    ended = list(itertools.accumulate(lasts, min))  # the earliest end among records 0..i
    touched = [
        reusable_from[i] < n or (i > 0 and ended[i - 1] < firsts[i])  # a reuse edge out, or one in
        for i in range(n)
    ]
    inner = [i for i in range(n) if touched[i]]
    chains: dict[int, list[int]] = {i: [i] for i in range(n) if not touched[i]}
    for chain in _flow_chains([records[i] for i in inner]):
        chains[inner[chain[0]]] = [inner[k] for k in chain]
    return [chains[head] for head in sorted(chains)]


def _flow_chains(records: Sequence[UsageRecord]) -> list[list[int]]:
    """The search of :func:`_min_cost_flow` on records listed by first use: its chains.
    Compiled (:func:`_flow_search`) from :data:`_COMPILE_FROM` records on, when numba
    is installed; in numpy (:func:`_flow_chains_numpy`) below, where it takes well under
    the second that importing numba and loading the compiled code cost."""
    n = len(records)
    if not n:
        return []
    kernel = _flow_kernel() if n >= _COMPILE_FROM else None
    if kernel is None:
        return _flow_chains_numpy(records)
    firsts = [r.first for r in records]
    size = np.array([r.size for r in records], np.int64)
    # Left vertex j reaches right vertices reusable_from[j]..n-1 (records starting after j ends).
    reusable_from = np.array([bisect_right(firsts, r.last, lo=j + 1) for j, r in enumerate(records)], np.int64)
    opened = np.zeros(n, np.bool_)  # source -> R(i) carries flow: i opens an object
    follows = np.full(n, -1, np.int64)  # L(j) -> R(follows[j]) carries flow
    kernel(size, reusable_from, opened, follows, *_flow_space(n))
    return _chains(opened.tolist(), follows.tolist())


def _flow_space(n: int) -> tuple[np.ndarray, ...]:
    """:func:`_flow_search`'s working arrays for ``n`` records, as it expects them."""
    vertices = 2 * n + 2
    leaves = tree_leaves(n)
    return (
        np.ones(n, np.bool_),  # src_left: source -> L(j) unused
        np.ones(n, np.bool_),  # to_sink: R(i) -> sink unused
        np.full(n, -1, np.int64),  # followed: R(i) is fed from L(followed[i])
        np.empty(vertices, np.int64),  # dist
        np.zeros(vertices, np.int64),  # prev
        np.zeros(vertices, np.int64),  # mark
        np.empty(vertices, np.int64),  # current
        np.empty(vertices, np.int64),  # following
        np.empty(2 * n, np.int64),  # lowered
        np.empty(2 * n, np.int64),  # offers
        # Node k >= 1 covers leaves below it; leaf leaves + i is R(i) (padding: never entered).
        np.full(2 * leaves, -_INT_MAX, np.int64),  # top: >= every distance below
        np.full(2 * leaves, -_INT_MAX, np.int64),  # top_less: >= every distance minus size below
    )


def _chains(opened: list[bool], follows: list[int]) -> list[list[int]]:
    """The objects the flow found: from each record that opens one, the records that
    follow it in turn. O(n)."""
    chains = []
    for head in (i for i, opens in enumerate(opened) if opens):
        chain = [head]
        while follows[chain[-1]] >= 0:
            chain.append(follows[chain[-1]])
        chains.append(chain)
    return chains


def _flow_search(
    size: np.ndarray,
    reusable_from: np.ndarray,
    opened: np.ndarray,
    follows: np.ndarray,
    src_left: np.ndarray,
    to_sink: np.ndarray,
    followed: np.ndarray,
    dist: np.ndarray,
    prev: np.ndarray,
    mark: np.ndarray,
    current: np.ndarray,
    following: np.ndarray,
    lowered: np.ndarray,
    offers: np.ndarray,
    top: np.ndarray,
    top_less: np.ndarray,
) -> None:
    """TFLite's successive shortest paths, SPFA in rounds, on the implicit graph; fills
    ``opened`` and ``follows`` (see :func:`_flow_chains`); the other arrays are its
    working space (:func:`_flow_space`), so it allocates nothing and runs as machine
    code without numba's runtime.

    Plain loops over numpy arrays, for numba to compile. Vertices: L(j) = j, R(i) = n + i,
    then source and sink; every unit of flow is one of four flags per record. A vertex's
    edges are relaxed in TFLite's insertion order (source: L(0), R(0), L(1), …; L(j):
    back to the source, then R(i) for i ascending; R(i): to the sink, back to the
    source, back to the left vertex feeding it; sink: back to each R(i)), a strict
    improvement only, queued once per round.

    The one shortcut: a left vertex's reuse edges are not tried one by one. The offer to
    R(i) from L(j) at distance d is ``max(d, d + size_i - size_j)``, lower than R(i)'s
    distance D iff ``D > d`` and ``D - size_i > d - size_j``. A binary tree over the right
    vertices keeps, per node, upper bounds of both left sides over its leaves (the
    leaves exact); the scan walks the tree left to right from its first reusable
    vertex, entering only nodes where both bounds pass, so it meets exactly the edges
    that improve a distance, in TFLite's order. Distances only fall within a search, so
    a bound stays an upper bound; a node is made the larger of its children's whenever
    the walk leaves it. O(log n) per improvement and per scan, instead of O(n)."""
    n = size.shape[0]
    source = 2 * n
    sink = source + 1
    inf = _INT_MAX
    leaves = top.shape[0] // 2
    it = 0
    while True:
        dist[:] = inf
        top[1 : leaves + n] = inf
        top_less[1:leaves] = inf
        for i in range(n):
            top_less[leaves + i] = inf - size[i]
        dist[source] = 0
        it += 1
        mark[source] = it
        current[0] = source
        count = 1
        while count:
            it += 1
            queued = 0
            for q in range(count):
                v = current[q]
                dv = dist[v]
                c = 0  # the vertices v's edges improve, in TFLite's edge order, and their offers
                if v == source:
                    for i in range(n):
                        if src_left[i] and dv < dist[i]:
                            lowered[c] = i
                            offers[c] = dv
                            c += 1
                        if not opened[i] and dv + size[i] < dist[n + i]:
                            lowered[c] = n + i
                            offers[c] = dv + size[i]
                            c += 1
                elif v == sink:
                    for i in range(n):
                        if not to_sink[i] and dv < dist[n + i]:
                            lowered[c] = n + i
                            offers[c] = dv
                            c += 1
                elif v < n:
                    if not src_left[v] and dv < dist[source]:
                        lowered[c] = source
                        offers[c] = dv
                        c += 1
                    lo = reusable_from[v]
                    less = dv - size[v]
                    skip = follows[v]
                    k = leaves + lo
                    while lo < n:  # the walk over the reusable right vertices, if any
                        if top[k] > dv and top_less[k] > less:
                            if k < leaves:
                                k *= 2  # enter: its left child first
                                continue
                            i = k - leaves
                            if i != skip:  # the leaf is exact: the offer improves
                                lowered[c] = n + i
                                offers[c] = max(dv, less + size[i])
                                c += 1
                                top[k] = offers[c - 1]  # exact again before the walk leaves it
                                top_less[k] = offers[c - 1] - size[i]
                        while k & 1:  # leave right children, tightening their parents
                            k >>= 1
                            top[k] = max(top[2 * k], top[2 * k + 1])
                            top_less[k] = max(top_less[2 * k], top_less[2 * k + 1])
                        if k == 0:
                            break
                        k += 1
                else:
                    i = v - n
                    if to_sink[i] and dv < dist[sink]:
                        lowered[c] = sink
                        offers[c] = dv
                        c += 1
                    if opened[i]:
                        u = source
                        offer = dv - size[i]
                    else:
                        u = followed[i]
                        offer = dv - max(0, size[i] - size[u]) if u >= 0 else inf
                    if u >= 0 and offer < dist[u]:
                        lowered[c] = u
                        offers[c] = offer
                        c += 1
                for m in range(c):  # lower them; queue each once a round
                    u = lowered[m]
                    dist[u] = offers[m]
                    prev[u] = v
                    if n <= u < source:  # a right vertex: its leaf stays exact
                        top[leaves + u - n] = offers[m]
                        top_less[leaves + u - n] = offers[m] - size[u - n]
                    if mark[u] != it:
                        mark[u] = it
                        following[queued] = u
                        queued += 1
            current, following = following, current
            count = queued
        if dist[sink] == inf:
            return
        _push(prev, n, src_left, opened, to_sink, follows, followed)


def _push(prev: Any, n: int, src_left: Any, opened: Any, to_sink: Any, follows: Any, followed: Any) -> None:
    """Push one unit of flow along the path ``prev`` found, sink to source: each edge
    on it takes the unit, or gives back the unit it carried when walked backwards.
    Plain loops over the flags (lists in Python, arrays compiled), so both searches
    run it: :func:`_flow_chains_numpy` as Python, :func:`_flow_search` compiled into
    it. O(path)."""
    source = 2 * n
    sink = source + 1
    u = sink
    while u != source:
        v = prev[u]
        if v == source:
            if u < n:
                src_left[u] = False
            else:
                opened[u - n] = True
        elif u == source:
            if v < n:
                src_left[v] = True
            else:
                opened[v - n] = False
        elif u == sink:
            to_sink[v - n] = False
        elif v == sink:
            to_sink[u - n] = True
        elif v < n:  # L(v) -> R(u): flow
            follows[v] = u - n
            followed[u - n] = v
        else:  # R(v) -> L(u): flow cancelled
            if follows[u] == v - n:
                follows[u] = -1
            if followed[v - n] == u:
                followed[v - n] = -1
        u = v


#: The search as machine code: its bool arrays (the others are int64 arrays).
FLOW_KERNEL = Kernel(_flow_search, booleans=frozenset({"opened", "src_left", "to_sink"}), uses=(_push,))


def _flow_kernel() -> Any:
    """:func:`_flow_search` as machine code loaded without numba once built
    (:func:`~tflite_memplan.planners.compiled.native`), else compiled by numba
    (:func:`~tflite_memplan.planners.compiled.compiled`); None without numba (then
    :func:`_flow_chains_numpy` searches)."""
    return native(FLOW_KERNEL) or compiled(FLOW_KERNEL)


def _flow_chains_numpy(records: Sequence[UsageRecord]) -> list[list[int]]:
    """:func:`_flow_chains` without numba: the same search, each left vertex's edges relaxed
    in one numpy step (few edges in Python). About 5× faster than :func:`_flow_search`
    run as Python, 10–50× slower than it compiled."""
    n = len(records)
    if not n:
        return []
    source, sink = 2 * n, 2 * n + 1
    size = np.array([r.size for r in records], np.int64)
    sizes = size.tolist()
    firsts = [r.first for r in records]
    # Left vertex j reaches right vertices reusable_from[j]..n-1 (records starting after j ends).
    reusable_from = [bisect_right(firsts, r.last, lo=j + 1) for j, r in enumerate(records)]
    from_source_left = [True] * n  # source -> L(j) unused
    opened = [False] * n  # source -> R(i) carries flow: i opens an object
    to_sink = [True] * n  # R(i) -> sink unused
    follows = [-1] * n  # L(j) -> R(follows[j]) carries flow
    followed = [-1] * n  # R(i) is fed from L(followed[i])
    # Vertices: L(j) = j, R(i) = n + i, then source and sink.
    dist = np.empty(2 * n + 2, np.int64)
    queued = np.zeros(2 * n + 2, np.int64)
    prev = [0] * (2 * n + 2)
    round_ = 0
    while True:
        dist.fill(_INT_MAX)
        dist[source] = 0
        round_ += 1
        queued[source] = round_
        current = [source]
        while current:
            round_ += 1
            following: list[int] = []
            for v in current:
                dv = int(dist[v])
                if v == source and n <= _FEW:
                    for i in range(n):
                        if from_source_left[i] and dv < dist[i]:
                            _relax_one(i, dv, v, dist, prev, queued, round_, following)
                        if not opened[i] and dv + sizes[i] < dist[n + i]:
                            _relax_one(n + i, dv + sizes[i], v, dist, prev, queued, round_, following)
                elif v == source:
                    # L(i) at 0, then R(i) at its size, for i in order: interleaved.
                    left = np.flatnonzero(np.array(from_source_left) & (dv < dist[:n]))
                    right = np.flatnonzero(~np.array(opened) & (dv + size < dist[n : 2 * n])) + n
                    targets = np.sort(np.concatenate((left * 2, (right - n) * 2 + 1)))
                    order = np.where(targets % 2 == 0, targets // 2, targets // 2 + n)
                    values = dv + np.where(order < n, 0, size[order % n])
                    _relax(order, values, v, dist, prev, queued, round_, following)
                elif v == sink and n <= _FEW:
                    for i in range(n):
                        if not to_sink[i] and dv < dist[n + i]:
                            _relax_one(n + i, dv, v, dist, prev, queued, round_, following)
                elif v == sink:
                    back = np.flatnonzero(~np.array(to_sink) & (dv < dist[n : 2 * n])) + n
                    _relax(back, np.full(len(back), dv), v, dist, prev, queued, round_, following)
                elif v < n:
                    j = v
                    if not from_source_left[j] and dv < dist[source]:
                        _relax_one(source, dv, v, dist, prev, queued, round_, following)
                    lo = reusable_from[j]
                    if n - lo <= _FEW:
                        grow, skip = sizes[j], follows[j]
                        for i in range(lo, n):
                            if i != skip:
                                nd = dv + max(0, sizes[i] - grow)
                                if nd < dist[n + i]:
                                    _relax_one(n + i, nd, v, dist, prev, queued, round_, following)
                    else:
                        nd = dv + np.maximum(size[lo:] - sizes[j], 0)
                        better = nd < dist[n + lo : 2 * n]
                        if follows[j] >= 0:
                            better[follows[j] - lo] = False
                        if better.any():
                            hit = better.nonzero()[0]
                            _relax(hit + (n + lo), nd[hit], v, dist, prev, queued, round_, following)
                else:
                    i = v - n
                    if to_sink[i] and dv < dist[sink]:
                        _relax_one(sink, dv, v, dist, prev, queued, round_, following)
                    if opened[i]:
                        if dv - sizes[i] < dist[source]:
                            _relax_one(source, dv - sizes[i], v, dist, prev, queued, round_, following)
                    elif followed[i] >= 0:
                        j = followed[i]
                        nd = dv - max(0, sizes[i] - sizes[j])
                        if nd < dist[j]:
                            _relax_one(j, nd, v, dist, prev, queued, round_, following)
            current = following
        if dist[sink] == _INT_MAX:
            break
        _push(prev, n, from_source_left, opened, to_sink, follows, followed)
    return _chains(opened, follows)


def _relax(
    targets: np.ndarray,
    values: np.ndarray,
    v: int,
    dist: np.ndarray,
    prev: list[int],
    queued: np.ndarray,
    round_: int,
    following: list[int],
) -> None:
    """Lower ``dist[targets]`` to ``values`` (already known to be lower), reached from
    ``v``; queue those not yet queued this round, in order."""
    if not len(targets):
        return
    dist[targets] = values
    for u in targets.tolist():
        prev[u] = v
    fresh = targets[queued[targets] != round_]
    queued[fresh] = round_
    following.extend(fresh.tolist())


def _relax_one(
    u: int, value: int, v: int, dist: np.ndarray, prev: list[int], queued: np.ndarray, round_: int, following: list[int]
) -> None:
    dist[u] = value
    prev[u] = v
    if queued[u] != round_:
        queued[u] = round_
        following.append(u)


def min_cost_flow_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """TFLite GPU's ``MINCOSTFLOW`` (see :func:`_min_cost_flow`) on the records by first
    use (stably: records already so listed, as the delegate lists them, keep their
    order); ``alignment`` is ignored (shared objects are separate buffers)."""
    order = _first_use_stable(records)
    object_of = [0] * len(records)
    object_sizes = []
    for obj, chain in enumerate(_min_cost_flow([records[i] for i in order])):
        for k in chain:
            object_of[order[k]] = obj
        object_sizes.append(max(records[order[k]].size for k in chain))
    return SharedObjectsPlan(tuple(object_of), tuple(object_sizes))


# ----------------------------------------------------------------------------- GREEDY_BEST


def best_greedy_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """TFLite GPU's ``GREEDY_BEST``: ``GREEDY_BY_SIZE`` (memplan's
    ``greedy_by_size_improved``), unless ``GREEDY_BY_BREADTH`` (``shared_greedy_by_breadth``)
    makes a strictly smaller plan; the ``note`` names the winner. When the first meets the
    lower bound, the second cannot be smaller and is not run. O(n·a log n)."""
    name, plan = best_greedy_with_name(records, alignment, GREEDY_CANDIDATES[:2])
    return dataclasses.replace(plan, note=f"winner: {name}")


# ----------------------------------------------------------------------------- ObjectsToOffsets


def above_pins(planner: OffsetPlanner) -> OffsetPlanner:
    """``planner`` for records some of which carry an offline offset (TFLM's metadata,
    which the GPU delegate never sees): those keep it, the rest are planned by
    ``planner`` on their own and moved up above the highest pinned end (aligned).
    Records without pins go to ``planner`` unchanged. O(n) on top of ``planner``."""

    @functools.wraps(planner)
    def planned(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        if all(r.offline_offset is None for r in records):
            return planner(records, alignment)
        free = [i for i, r in enumerate(records) if r.offline_offset is None]
        inner = planner([records[i] for i in free], alignment)
        base = align_up(max(r.offline_offset + r.size for r in records if r.offline_offset is not None), alignment)
        offsets = [r.offline_offset or 0 for r in records]
        for k, i in enumerate(free):
            offsets[i] = base + inner.offsets[k]
        arena = max((off + r.size for off, r in zip(offsets, records, strict=True)), default=0)
        return OffsetPlan(tuple(offsets), arena, inner.note)

    return planned


def laid_end_to_end(objects: SharedPlanner) -> OffsetPlanner:
    """The offset strategy TFLite GPU makes of a shared-objects one (``ObjectsToOffsets``):
    the objects end to end in id order, every record at its object's start (zero-byte
    records too). TFLite ignores the alignment there; memplan's offsets are aligned, so
    each start is rounded up to ``alignment`` (with 1, TFLite's offsets). O(n + m)."""

    def offsets(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        plan = objects(records, alignment)
        starts, cursor = [], 0
        for size in plan.object_sizes:
            start = align_up(cursor, alignment)
            starts.append(start)
            cursor = start + size
        where = tuple(starts[obj] for obj in plan.object_of)
        arena = max((off + r.size for off, r in zip(where, records, strict=True)), default=0)
        return OffsetPlan(where, arena, plan.note)

    offsets.__name__ = f"{getattr(objects, '__name__', 'objects')}_laid_end_to_end"
    return above_pins(offsets)


# ----------------------------------------------------------------------------- offsets: GREEDY_BY_SIZE


@above_pins
def gpu_greedy_by_size_offsets(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """TFLite GPU's ``GreedyBySizeAssignment``: records largest first (a stable sort by
    size alone, ties in record order); each goes into the smallest gap that holds it
    between the records already placed that meet it in time (the lowest such gap among
    equals), else above the highest of them. A gap runs from the *aligned* highest end
    of the records below it to the next one's start, so its size is measured after
    alignment; the arena is the highest unaligned end. Zero-byte records are placed
    like any other.

    TFLite scans every placed record for each one: O(n²). Here the placed records that
    overlap in time come from :func:`~tflite_memplan.planners.offset.placed.place_in_order`
    in offset order (equal offsets in placement order, as TFLite's ordered list keeps
    them): O(log n + k log k) per record for k overlapping, O(n) in numpy when
    thousands overlap, amortised O(log n) when no gap below could hold the record.
    """
    order = sorted(range(len(records)), key=lambda i: -records[i].size)
    # best_fit_vectorised: the same rule over arrays, when thousands overlap.
    return place_in_order(records, order, alignment, _smallest_aligned_gap, best_fit_vectorised)


def _smallest_aligned_gap(keys: list[int], placed: Ends, size: int, alignment: int) -> int:
    """TFLite GPU's walk over the placed records overlapping in time, by offset: the
    first smallest gap of at least ``size`` bytes above an aligned cursor, else the
    aligned top."""
    best, best_gap, cursor = -1, -1, 0
    for key in keys:
        at = key // placed.n
        gap = at - cursor
        if gap >= size and (best < 0 or gap < best_gap):
            best, best_gap = cursor, gap
        cursor = max(cursor, align_up(placed.ends[key % placed.n], alignment))
    return best if best >= 0 else cursor
