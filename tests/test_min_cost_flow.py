"""The fast min-cost-flow planner against a transcription of TFLite's own procedure.

``reference_min_cost_flow`` is memplan's former ``min_cost_flow``: TFLite GPU's
``MINCOSTFLOW`` step by step (every reuse edge materialised, successive shortest paths
by Bellman-Ford in rounds, TFLite's edge order). It is exact but about cubic, so it is
kept here only as the oracle: the fast planner must reach the same optimal proxy cost
(first size plus every rise, per chain) on every input. Plans themselves may differ
where several assignments are equally cheap; see the planner module's docstring.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import given, settings

from tests.cases import recs
from tests.strategies import record_lists
from tests.synthetic import synthetic_graph
from tflite_memplan.planners.shared.common import first_use_order
from tflite_memplan.planners.shared.min_cost_flow import min_cost_flow_objects
from tflite_memplan.plans import SharedObjectsPlan, validate_plan
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import SEMANTICS

# --- the reference: the former implementation, unchanged ------------------------------

_UNREACHED = np.int64(1 << 62)


class _ReferenceFlowGraph:
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


def reference_min_cost_flow(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
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
    graph = _ReferenceFlowGraph(2 * n + 2)
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


def _successor(graph: _ReferenceFlowGraph, pos: int, n: int) -> int | None:
    """The record following ``pos`` in its chain: the target of L_pos's used edge to some R."""
    for e, target in zip(graph.edges[pos].tolist(), graph.targets[pos].tolist(), strict=True):
        if n <= target < 2 * n and graph.saturated(e):
            return target - n
    return None


# --- helpers ---------------------------------------------------------------------------


def proxy_cost(records: Sequence[UsageRecord], plan: SharedObjectsPlan) -> int:
    """What the flow minimises: per object, its first record's size plus every rise along it."""
    members: dict[int, list[UsageRecord]] = {}
    for r, obj in zip(records, plan.object_of, strict=True):
        members.setdefault(obj, []).append(r)
    total = 0
    for chain in members.values():
        sizes = [r.size for r in sorted(chain, key=lambda r: r.first)]
        total += sizes[0] + sum(max(0, b - a) for a, b in itertools.pairwise(sizes))
    return total


def check_against_reference(records: Sequence[UsageRecord]) -> SharedObjectsPlan:
    plan = min_cost_flow_objects(records)
    validate_plan(records, plan)
    expected = reference_min_cost_flow(records)
    assert proxy_cost(records, plan) == proxy_cost(records, expected)
    # Objects are numbered by first use of their first record (their sizes, the largest
    # record in each, are checked for every planner in test_properties.py).
    heads = [
        min((r.first, i) for i, r in enumerate(records) if plan.object_of[i] == obj)
        for obj in range(len(plan.object_sizes))
    ]
    assert heads == sorted(heads)
    return plan


# --- tests -----------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(records=record_lists(max_records=60, max_size=300, max_time=30, max_length=4))
def test_same_optimal_proxy_cost_as_tflites_procedure(records: list[UsageRecord]) -> None:
    plan = check_against_reference(records)
    backwards = list(reversed(records))  # equal first steps now tie the other way round
    assert proxy_cost(backwards, min_cost_flow_objects(backwards)) == proxy_cost(records, plan)


@pytest.mark.parametrize(
    "records",
    [
        # DESIGN.md's eight records and chain, and the two hand-checked cases of test_shared_objects.
        recs((32, 0, 1), (28, 1, 4), (36, 2, 5), (16, 3, 5), (8, 4, 5), (64, 5, 7), (10, 6, 8), (40, 7, 8)),
        recs((16, 0, 1), (8, 1, 2), (64, 2, 3), (32, 3, 4), (8, 4, 5)),
        recs((10, 0, 0), (1, 1, 1), (10, 2, 2)),
        recs((4, 0, 0), (6, 1, 1), (9, 2, 2)),
    ],
)
def test_identical_to_tflites_procedure_on_hand_checked_cases(records: list[UsageRecord]) -> None:
    assert min_cost_flow_objects(records) == reference_min_cost_flow(records)


@pytest.mark.parametrize("kind", ["chain", "wide_branches", "unet", "transformer"])
def test_same_proxy_cost_on_synthetic_graphs(kind: str) -> None:
    check_against_reference(SEMANTICS["gpu"].lifetimes(synthetic_graph(kind, 150, seed=3)).records)


def test_sizes_beyond_machine_integers() -> None:
    # The proxy of 2**70 → 1 → 2**70 is 2**71 - 1: a 1-byte object beside one of 2**70 is cheaper.
    records = recs((2**70, 0, 0), (1, 1, 1), (2**70, 2, 2))
    assert min_cost_flow_objects(records) == SharedObjectsPlan((0, 1, 0), (2**70, 1))


def test_thousands_of_records_make_a_valid_plan() -> None:
    # Beyond what the reference can check in a test run (it is about cubic); how long the
    # planner takes is measured in benchmarks/, not asserted here.
    records = SEMANTICS["tflm"].lifetimes(synthetic_graph("wide_branches", 3000, seed=0)).records
    plan = min_cost_flow_objects(records)
    validate_plan(records, plan)
