"""The shared-objects planners make exactly the plans of their straightforward references.

Each ``reference_*`` function below is a planner as it was before it was rewritten for
speed, copied verbatim (only renamed), so a change of any choice — an object id, a
tie-break — shows up as a different ``object_of`` or ``object_sizes``. These tests
check equivalence only; how fast the planners run is measured in ``benchmarks/``.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.strategies import record_lists
from tests.synthetic import KINDS, synthetic_graph
from tflite_memplan import bounds
from tflite_memplan.bounds import positional_maximums
from tflite_memplan.planners.shared import by_size
from tflite_memplan.planners.shared.best import GREEDY_CANDIDATES, best_greedy_with_name
from tflite_memplan.planners.shared.by_breadth import greedy_by_breadth_objects
from tflite_memplan.planners.shared.by_size import greedy_by_size_improved_objects, greedy_by_size_objects
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import SEMANTICS

# --- references (verbatim copies of the quadratic implementations) ---------------------------


def _reference_gap(a: UsageRecord, b: UsageRecord) -> float:
    """Steps between two intervals (>= 1 when disjoint); infinite when they overlap."""
    if a.last < b.first:
        return b.first - a.last
    if b.last < a.first:
        return a.first - b.last
    return math.inf


def reference_greedy_by_size_improved_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """TFLite GPU's distance-priority greedy by size for shared objects.

    Each record gets a *position*: the last index k with positional maximum
    ``m[k] >= size`` (:func:`~tflite_memplan.bounds.positional_maximums`), i.e. the
    smallest lower-bound object it could stand in for. Repeatedly take the unassigned
    record that is best by (position ascending, best distance ascending, size
    descending, index ascending), where its best distance is the smallest time gap to
    a record of an object it does not conflict with. Put it in that object (growing it
    if needed), or in a new object when no such object exists; then update every
    unassigned record's distance to that object — an overlap rules the object out for
    good. Ties between objects at equal distance keep the object found first, which
    is the lowest id when the best has to be recomputed after an object is ruled out
    (TFLite's comment says "the largest one", its code does not). ``alignment`` is
    ignored.

    Complexity: quadratic, O(n²) for picking (each of n rounds scans all records, as
    TFLite does) plus O(n·m) per round in the worst case when ruled-out objects force
    best-distance recomputations, O(n²·m) overall; memory O(n·m) for the distances.
    """
    n = len(records)
    maxima = positional_maximums(records)
    # m is non-increasing, so negated it is sorted and a bisection counts the m[k] >= size.
    negated = [-v for v in maxima]
    position = [bisect_right(negated, -r.size) - 1 for r in records]
    best_dist: list[float] = [math.inf] * n
    best_obj = [-1] * n
    dist: list[list[float]] = [[] for _ in range(n)]
    object_of = [-1] * n
    sizes: list[int] = []
    unassigned = set(range(n))
    for _ in range(n):
        i = min(unassigned, key=lambda j: (position[j], best_dist[j], -records[j].size, j))
        unassigned.discard(i)
        r = records[i]
        new_object = best_dist[i] == math.inf
        if new_object:
            obj = len(sizes)
            sizes.append(r.size)
        else:
            obj = best_obj[i]
            sizes[obj] = max(sizes[obj], r.size)
        object_of[i] = obj
        for j in unassigned:
            if not new_object and dist[j][obj] == math.inf:
                continue
            d = _reference_gap(records[j], r)
            if new_object:
                dist[j].append(d)
            elif d == math.inf:
                dist[j][obj] = math.inf
                if best_obj[j] == obj:
                    _reference_recompute_best(j, dist, best_dist, best_obj)
            else:
                dist[j][obj] = min(dist[j][obj], d)
            if d < best_dist[j]:
                best_dist[j], best_obj[j] = d, obj
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))


def _reference_recompute_best(j: int, dist: list[list[float]], best_dist: list[float], best_obj: list[int]) -> None:
    """Best object of record ``j`` from scratch: the lowest id at the smallest distance."""
    best_dist[j] = math.inf
    for obj, d in enumerate(dist[j]):
        if d < best_dist[j]:
            best_dist[j], best_obj[j] = d, obj


def _reference_free(records: Sequence[UsageRecord], members: list[int], r: UsageRecord) -> bool:
    """No member of the object meets ``r`` in time."""
    return all(records[k].last < r.first or records[k].first > r.last for k in members)


def reference_greedy_by_size_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Plain greedy by size: largest record first (ties: earlier first use, then index),
    each into the smallest object free over its interval (ties: lowest id), else a new
    one. Every object is scanned, every member checked: O(n²)."""
    members: list[list[int]] = []
    sizes: list[int] = []
    object_of = [-1] * len(records)
    for i in sorted(range(len(records)), key=lambda i: (-records[i].size, records[i].first, i)):
        free = [o for o in range(len(sizes)) if _reference_free(records, members[o], records[i])]
        if free:
            obj = min(free, key=lambda o: (sizes[o], o))
        else:
            obj = len(sizes)
            sizes.append(records[i].size)
            members.append([])
        members[obj].append(i)
        object_of[i] = obj
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))


def reference_greedy_by_breadth_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Plain greedy by breadth: the steps where a record starts by the bytes live there
    (descending, ties: earlier step), each step's unassigned live records by size
    (descending, ties: index), each into the smallest free object that holds it, else
    the largest free smaller one, grown (ties: lowest id), else a new one. Breadths
    summed and objects scanned afresh every time: O(n²)."""
    n = len(records)
    steps = sorted({r.first for r in records})
    breadth = {s: sum(r.size for r in records if r.first <= s <= r.last) for s in steps}
    members: list[list[int]] = []
    sizes: list[int] = []
    object_of = [-1] * n
    for step in sorted(steps, key=lambda s: (-breadth[s], s)):
        live = [i for i in range(n) if object_of[i] < 0 and records[i].first <= step <= records[i].last]
        for i in sorted(live, key=lambda i: (-records[i].size, i)):
            r = records[i]
            free = [o for o in range(len(sizes)) if _reference_free(records, members[o], r)]
            holding = [o for o in free if sizes[o] >= r.size]
            if holding:
                obj = min(holding, key=lambda o: (sizes[o], o))
            elif free:
                obj = min(free, key=lambda o: (-sizes[o], o))
                sizes[obj] = r.size
            else:
                obj = len(sizes)
                sizes.append(r.size)
                members.append([])
            members[obj].append(i)
            object_of[i] = obj
    return SharedObjectsPlan(tuple(object_of), tuple(sizes))


# --- equivalence ----------------------------------------------------------------------------


def tied_records(max_records: int = 40) -> st.SearchStrategy[list[UsageRecord]]:
    """Records on a short horizon drawn from few sizes and lengths, so equal sizes,
    equal steps and equal distances (every tie-break) are the rule, not the exception."""
    return record_lists(max_records=max_records, max_size=100, max_time=30, max_length=10, few_sizes=True)


def chain_like_records(max_records: int = 60) -> st.SearchStrategy[list[UsageRecord]]:
    """Mostly short records starting one after another, like a graph's tensors, plus a
    few long-lived ones (skip connections, graph inputs)."""
    return record_lists(
        max_records=max_records,
        max_size=64,
        max_time=2 * max_records,
        max_length=40,
        few_sizes=True,
        in_time_order=True,
    )


def assert_same(fast: SharedObjectsPlan, reference: SharedObjectsPlan) -> None:
    assert (fast.object_of, fast.object_sizes) == (reference.object_of, reference.object_sizes)


@settings(max_examples=600, deadline=None)
@given(records=st.one_of(tied_records(), chain_like_records()))
def test_greedy_by_size_improved_matches_reference(records: list[UsageRecord]) -> None:
    assert_same(greedy_by_size_improved_objects(records), reference_greedy_by_size_improved_objects(records))


@settings(max_examples=200, deadline=None)
@given(records=st.one_of(tied_records(), chain_like_records()))
def test_greedy_by_size_improved_matches_reference_on_the_paths_for_wide_inputs(records: list[UsageRecord]) -> None:
    # What meets a record in time from the time index, as when live sets are too large,
    # and every class's stretches found through the tree, as for small classes.
    try:
        bounds.LIVE_SET_ENTRIES = 0
        by_size.NUMPY_SEEDING = 0
        assert_same(greedy_by_size_improved_objects(records), reference_greedy_by_size_improved_objects(records))
    finally:
        bounds.LIVE_SET_ENTRIES = 32
        by_size.NUMPY_SEEDING = 32


@settings(max_examples=100, deadline=None)
@given(records=st.one_of(tied_records(max_records=120), chain_like_records(max_records=150)))
def test_greedy_by_size_improved_matches_reference_on_more_records(records: list[UsageRecord]) -> None:
    assert_same(greedy_by_size_improved_objects(records), reference_greedy_by_size_improved_objects(records))


@pytest.mark.parametrize("semantics", ["tflm", "litert", "gpu"])
@pytest.mark.parametrize("kind", KINDS)
def test_greedy_by_size_improved_matches_reference_on_synthetic_graphs(kind: str, semantics: str) -> None:
    records = SEMANTICS[semantics].lifetimes(synthetic_graph(kind, 400, 7)).records
    assert_same(greedy_by_size_improved_objects(records), reference_greedy_by_size_improved_objects(records))


@settings(max_examples=100, deadline=None)
@given(records=tied_records())
def test_best_greedy_matches_reference(records: list[UsageRecord]) -> None:
    # best_greedy with the reference in place of greedy_by_size_improved.
    expected_name, expected = "", None
    for name, planner in GREEDY_CANDIDATES:
        if name == "greedy_by_size_improved":
            planner = reference_greedy_by_size_improved_objects
        plan = planner(records, 1)
        if expected is None or plan.footprint < expected.footprint:
            expected_name, expected = name, plan
    name, plan = best_greedy_with_name(records)
    assert name == expected_name
    assert expected is not None
    assert_same(plan, expected)


GREEDIES = {
    "shared_greedy_by_size": (greedy_by_size_objects, reference_greedy_by_size_objects),
    "shared_greedy_by_breadth": (greedy_by_breadth_objects, reference_greedy_by_breadth_objects),
}


@pytest.mark.parametrize("name", GREEDIES)
@settings(max_examples=300, deadline=None)
@given(records=st.one_of(tied_records(), chain_like_records(), tied_records(max_records=120)))
def test_greedy_matches_its_plain_rule(name: str, records: list[UsageRecord]) -> None:
    fast, reference = GREEDIES[name]
    assert_same(fast(records), reference(records))


@pytest.mark.parametrize("name", GREEDIES)
def test_greedy_matches_its_plain_rule_on_a_wide_operator(name: str) -> None:
    # 400 operands live at once, then their consumers: past MANY_OBJECTS busy objects
    # the pool looks in numpy, which must pick as the plain rule does.
    records = [UsageRecord(size=16 * (1 + i % 7), first=0, last=1 + i % 3, tensor=i) for i in range(400)]
    records += [UsageRecord(size=16 * (1 + i % 5), first=2 + i % 4, last=9, tensor=400 + i) for i in range(300)]
    fast, reference = GREEDIES[name]
    assert_same(fast(records), reference(records))


@pytest.mark.parametrize("semantics", ["tflm", "gpu"])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", GREEDIES)
def test_greedy_matches_its_plain_rule_on_synthetic_graphs(name: str, kind: str, semantics: str) -> None:
    records = SEMANTICS[semantics].lifetimes(synthetic_graph(kind, 300, 3)).records
    fast, reference = GREEDIES[name]
    assert_same(fast(records), reference(records))
