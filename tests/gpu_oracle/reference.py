"""Plain transcriptions of two TFLite GPU planners, for tests only: every edge and every
placed record visited as TFLite visits them, no shortcut. The planners in
``tflite_memplan.planners.tflite_gpu`` take shortcuts (records no reuse edge touches
left out of the flow search; placed records found through a time index, in numpy when
many) that must not change a plan; tests/test_gpu_oracle.py compares them with these
on inputs larger than the oracle's.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from tflite_memplan.records import UsageRecord, align_up

_NONE = -1
_FAR = 1 << 64
_INT_MAX = (1 << 31) - 1


def greedy_by_size_offsets(records: Sequence[UsageRecord], alignment: int) -> tuple[list[int], int]:
    """The offset GREEDY_BY_SIZE: stable by size, every placed record scanned by offset."""
    offsets = [0] * len(records)
    placed: list[int] = []
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
    return offsets, arena


def min_cost_flow(records: Sequence[UsageRecord]) -> tuple[list[int], list[int]]:
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
