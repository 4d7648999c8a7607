"""The TFLite GPU delegate's memory strategies that memplan had no exact planner for.

TFLite's ``memory_management`` (``tflite/delegates/gpu/common/memory_management``)
has two entry points: ``AssignObjectsToTensors`` (shared objects) and
``AssignOffsetsToTensors`` (offsets in one buffer). The shared strategies ``NAIVE``,
``EQUALITY``, ``GREEDY_IN_ORDER``, ``GREEDY_BY_BREADTH`` and ``GREEDY_BY_SIZE`` were
already memplan's (``shared_naive``, ``equality``, ``greedy_in_order``,
``shared_greedy_by_breadth``, ``greedy_by_size_improved``); this module adds the rest,
each reproducing TFLite step for step and tie for tie (same total, same object ids,
same offsets, on records listed by first use as the delegate lists them):

- :func:`min_cost_flow_objects`: ``MINCOSTFLOW``, TFLite's graph and search;
- :func:`best_greedy_objects`: ``GREEDY_BEST``, the better of two;
- :func:`gpu_greedy_by_size_offsets`: the offset ``GREEDY_BY_SIZE``;
- :func:`laid_end_to_end`: every other offset strategy, the shared objects end to end
  (``ObjectsToOffsets``).

``tests/test_gpu_oracle.py`` checks every planner registered with a ``tflite-gpu``
``upstream`` against a table TFLite's own C++ produced (``tests/gpu_oracle/``).
``MINCOSTFLOW`` keeps its costs in C ``int``: the plans are TFLite's while sums of
sizes fit in 31 bits, as real tensors do.
"""

from __future__ import annotations

import dataclasses
import functools
import heapq
from collections.abc import Callable, Sequence

from tflite_memplan.planners.shared.best import GREEDY_CANDIDATES
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan
from tflite_memplan.records import UsageRecord, align_up

_NONE = -1  # TFLite's kNotAssigned, for ids
_FAR = 1 << 64  # TFLite's kNotAssigned (size_t max), for distances and gap sizes
_INT_MAX = (1 << 31) - 1  # MINCOSTFLOW's "not reached"

Objects = tuple[list[int], list[int]]  # (object id per record, object sizes)
SharedPlanner = Callable[[Sequence[UsageRecord], int], SharedObjectsPlan]
OffsetPlanner = Callable[[Sequence[UsageRecord], int], OffsetPlan]


def _first_use_stable(records: Sequence[UsageRecord]) -> list[int]:
    """Indices by first use, ties in the given order (a stable sort). O(n log n)."""
    return sorted(range(len(records)), key=lambda i: records[i].first)


# ----------------------------------------------------------------------------- MINCOSTFLOW


def _min_cost_flow(records: Sequence[UsageRecord]) -> Objects:
    """TFLite's ``MinCostFlowAssignment``: a flow from a source through a left vertex per
    record (may be followed) and a right vertex per record (needs an object) to a sink;
    the right vertex is fed from the source at the record's size (a new object) or from
    the left vertex of a record freed before it starts at the size it grows by. Shortest
    augmenting paths by SPFA in rounds, each edge in insertion order; the objects are
    the chains of saturated reuse edges."""
    n = len(records)
    source, sink = 2 * n, 2 * n + 1
    dst: list[int] = []
    cap: list[int] = []
    cost: list[int] = []
    out: list[list[int]] = [[] for _ in range(sink + 1)]

    def edge(a: int, b: int, c: int) -> None:
        out[a].append(len(dst))
        out[b].append(len(dst) + 1)
        dst.extend((b, a))  # the edge, then its reverse (index ^ 1)
        cap.extend((1, 0))
        cost.extend((c, -c))

    freed: list[int] = []
    in_use: list[tuple[int, int]] = []
    for i, r in enumerate(records):
        while in_use and in_use[0][0] < r.first:
            freed.append(heapq.heappop(in_use)[1])
        heapq.heappush(in_use, (r.last, i))
        edge(source, i, 0)
        edge(n + i, sink, 0)
        edge(source, n + i, r.size)
        for j in freed:
            edge(j, n + i, max(0, r.size - records[j].size))

    prev_edge = [0] * (sink + 1)
    while True:
        dist = [_INT_MAX] * (sink + 1)
        queued = [0] * (sink + 1)
        dist[source] = 0
        round_, current = 1, [source]
        queued[source] = round_
        while current:
            round_ += 1
            following: list[int] = []
            for v in current:
                dv = dist[v]
                for e in out[v]:
                    if cap[e] > 0:
                        u = dst[e]
                        nd = dv + cost[e]
                        if nd < dist[u]:
                            dist[u] = nd
                            prev_edge[u] = e
                            if queued[u] != round_:
                                following.append(u)
                                queued[u] = round_
            current = following
        if dist[sink] == _INT_MAX:
            break
        v = sink
        while v != source:
            e = prev_edge[v]
            cap[e] -= 1
            cap[e ^ 1] += 1
            v = dst[e ^ 1]

    ids = [_NONE] * n
    sizes: list[int] = []
    for e in out[source]:
        head = dst[e]
        if cap[e] != 0 or not n <= head < 2 * n:
            continue
        obj, size = len(sizes), 0
        t = head - n
        while t >= 0:  # each left vertex has at most one saturated reuse edge: a chain
            ids[t] = obj
            size = max(size, records[t].size)
            nxt = -1
            for f in out[t]:
                if cap[f] == 0 and n <= dst[f] < 2 * n and ids[dst[f] - n] == _NONE:
                    nxt = dst[f] - n
                    break
            t = nxt
        sizes.append(size)
    return ids, sizes


def min_cost_flow_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """TFLite GPU's ``MINCOSTFLOW`` (see :func:`_min_cost_flow`), on the records by first
    use; ``alignment`` is ignored (shared objects are separate buffers)."""
    order = _first_use_stable(records)
    ids, sizes = _min_cost_flow([records[i] for i in order])
    object_of = [0] * len(records)
    for k, i in enumerate(order):
        object_of[i] = ids[k]
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))


# ----------------------------------------------------------------------------- GREEDY_BEST


def best_greedy_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """TFLite GPU's ``GREEDY_BEST``: ``GREEDY_BY_SIZE`` (memplan's
    ``greedy_by_size_improved``), unless ``GREEDY_BY_BREADTH`` (``shared_greedy_by_breadth``)
    makes a strictly smaller plan; the ``note`` names the winner. O(n·a log n)."""
    (size_name, by_size), (breadth_name, by_breadth) = GREEDY_CANDIDATES[:2]
    name, plan = size_name, by_size(records, alignment)
    other = by_breadth(records, alignment)
    if other.footprint < plan.footprint:
        name, plan = breadth_name, other
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
    between the records already placed that meet it in time, else above the highest
    of them. A gap runs from the *aligned* end of the placed records below it to the
    next one's start, so its size is measured after alignment; the arena is the
    highest unaligned end. O(n²).
    """
    offsets = [0] * len(records)
    placed: list[int] = []  # records placed so far, by offset (ties in placing order)
    arena = 0
    for i in sorted(range(len(records)), key=lambda i: -records[i].size):
        r = records[i]
        best_gap, best_at, low = _FAR, -1, 0
        for j in placed:
            q = records[j]
            if q.last < r.first or q.first > r.last:
                continue
            at = offsets[j]
            if at >= low and r.size <= at - low < best_gap:
                best_gap, best_at = at - low, low
            low = max(low, align_up(at + q.size, alignment))
        if best_at < 0:
            best_at = low
        k = 0
        while k < len(placed) and offsets[placed[k]] <= best_at:
            k += 1
        placed.insert(k, i)
        offsets[i] = best_at
        arena = max(arena, best_at + r.size)
    return OffsetPlan(tuple(offsets), arena)
