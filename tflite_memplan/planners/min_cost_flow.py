"""Min-cost flow for shared objects (TFLite GPU's ``MINCOSTFLOW``).

A shared-objects plan is a set of chains: each object holds a sequence of records,
each ending before the next begins. Choosing, for every record, which earlier record
(if any) it follows in its object is an assignment problem, solved exactly as a
min-cost flow. What is minimised is a proxy, not the footprint: a chain costs its
first record's size plus every step *up* in size along it (``max(0, next - prev)``),
which is at least the object's true size (the chain's maximum) and equal to it only
when the chain never dips and rises again. So the flow is optimal for the proxy, not
for the real objective, and it can lose to a greedy strategy.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

import numpy as np

from tflite_memplan.planners.shared_common import first_use_order
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord

_UNREACHED = np.int64(1 << 62)


class _FlowGraph:
    """A unit-capacity residual graph; edges come in pairs, edge e and its reverse e ^ 1.

    Each vertex keeps its out-edges in insertion order as numpy arrays (targets,
    costs, residual capacity), so one vertex's edges are relaxed in a single
    vectorised step; targets and costs never change, only capacities do.
    """

    def __init__(self, vertices: int) -> None:
        self._targets: list[list[int]] = [[] for _ in range(vertices)]
        self._costs: list[list[int]] = [[] for _ in range(vertices)]
        self.tail: list[int] = []  # edge -> the vertex it leaves
        self.slot: list[int] = []  # edge -> its place in its tail's out-edges

    def add(self, src: int, dst: int, cost: int) -> None:
        for a, b, c in ((src, dst, cost), (dst, src, -cost)):
            self.tail.append(a)
            self.slot.append(len(self._targets[a]))
            self._targets[a].append(b)
            self._costs[a].append(c)

    def freeze(self) -> None:
        """Turn the per-vertex lists into arrays; forward edges start with capacity 1."""
        per_vertex: list[list[int]] = [[] for _ in self._targets]
        for e, a in enumerate(self.tail):
            per_vertex[a].append(e)
        self.edges = [np.array(es, dtype=np.int64) for es in per_vertex]
        self.targets = [np.array(t, dtype=np.int64) for t in self._targets]
        self.costs = [np.array(c, dtype=np.int64) for c in self._costs]
        self.residual = [es % 2 == 0 for es in self.edges]

    def push(self, e: int) -> None:
        """Send one unit along edge ``e``."""
        self.residual[self.tail[e]][self.slot[e]] = False
        self.residual[self.tail[e ^ 1]][self.slot[e ^ 1]] = True

    def saturated(self, e: int) -> bool:
        return not self.residual[self.tail[e]][self.slot[e]]

    def shortest_path(self, source: int, sink: int) -> list[int] | None:
        """Edges of a cheapest source→sink path over edges with capacity left, or None.

        Bellman-Ford in rounds, as TFLite runs it: each round relaxes the out-edges of
        the vertices improved in the previous round, in the order they were improved,
        reading distances as they stand (so an improvement can ripple within a round);
        a vertex's edges are taken in insertion order and only a strict improvement
        replaces a vertex's incoming edge. These orders pick among equally cheap paths,
        and so decide which of several optimal flows — and which plan — comes out.
        Relaxing one vertex's edges at once is the same as one by one: no two of them
        share a target and none returns to the vertex, so they cannot interact.
        """
        n = len(self.edges)
        dist = np.full(n, _UNREACHED, dtype=np.int64)
        via = np.full(n, -1, dtype=np.int64)
        queued_in_round = np.zeros(n, dtype=np.int64)
        dist[source] = 0
        all_targets, all_costs, all_edges, residual = self.targets, self.costs, self.edges, self.residual
        current = [source]
        rounds = 0
        while current:
            rounds += 1
            upcoming: list[int] = []
            for v in current:
                targets = all_targets[v]
                candidate = all_costs[v] + dist[v]
                better = residual[v] & (candidate < dist[targets])
                improved = targets[better]
                if not improved.size:
                    continue
                dist[improved] = candidate[better]
                via[improved] = all_edges[v][better]
                fresh = improved[queued_in_round[improved] != rounds]
                queued_in_round[fresh] = rounds
                upcoming.extend(fresh.tolist())
            current = upcoming
        if dist[sink] == _UNREACHED:
            return None
        path = []
        v = sink
        while v != source:
            e = int(via[v])
            path.append(e)
            v = self.tail[e]
        return path


def min_cost_flow_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Exact min-cost flow over the reuse graph, then one object per chain.

    Records are taken by first use (ties by index). Vertices: a "left" copy L_i and
    a "right" copy R_i of each record, a source and a sink. Edges (capacity 1):
    source→L_i (cost 0); R_i→sink (cost 0); source→R_i (cost size_i: record i opens a
    new object); L_j→R_i for each record j that ended before i begins (cost
    ``max(0, size_i - size_j)``: i follows j in j's object, growing it). The flow
    saturates every R_i, so each record either opens an object or follows exactly
    one predecessor, and each record is followed at most once. The flow is found by
    successive shortest augmenting paths (Bellman-Ford in rounds, TFLite's order, no
    new dependency); chains are then read off from the saturated L_j→R_i edges, and
    an object's size is the largest record in its chain. ``alignment`` is ignored.

    Complexity: the graph has V = 2n + 2 vertices and E = O(n²) reuse edges (every
    pair of records that do not overlap in time). Each of the n augmentations is one
    Bellman-Ford run, O(V·E) worst case, so O(n⁴) worst case and O(n²) memory;
    in practice each run settles in a few rounds, about O(n²) each, for O(n³).
    """
    n = len(records)
    order = first_use_order(records)
    source, sink = 2 * n, 2 * n + 1
    graph = _FlowGraph(2 * n + 2)
    ended: list[int] = []  # positions (in `order`) of records that ended, in order of ending
    in_use: list[tuple[int, int]] = []  # (last step, position)
    for pos, i in enumerate(order):
        r = records[i]
        while in_use and in_use[0][0] < r.first:
            ended.append(heapq.heappop(in_use)[1])
        heapq.heappush(in_use, (r.last, pos))
        graph.add(source, pos, 0)
        graph.add(n + pos, sink, 0)
        graph.add(source, n + pos, r.size)
        for prev in ended:
            graph.add(prev, n + pos, max(0, r.size - records[order[prev]].size))

    graph.freeze()
    while (path := graph.shortest_path(source, sink)) is not None:
        for e in path:
            graph.push(e)

    object_of = [-1] * n
    sizes: list[int] = []
    for e, target in zip(graph.edges[source].tolist(), graph.targets[source].tolist(), strict=True):
        head = target - n
        if not 0 <= head < n or not graph.saturated(e):
            continue  # not a used source→R edge, i.e. not a record that opened an object
        obj = len(sizes)
        size = 0
        pos: int | None = head
        while pos is not None:
            object_of[order[pos]] = obj
            size = max(size, records[order[pos]].size)
            pos = _successor(graph, pos, n)
        sizes.append(size)
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))


def _successor(graph: _FlowGraph, pos: int, n: int) -> int | None:
    """The record following ``pos`` in its chain: the target of L_pos's used edge to some R."""
    for e, target in zip(graph.edges[pos].tolist(), graph.targets[pos].tolist(), strict=True):
        if n <= target < 2 * n and graph.saturated(e):
            return target - n
    return None
