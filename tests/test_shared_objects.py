"""Shared-objects planners (the TFLite GPU delegate's family), the shared-objects lower
bound and ``objects_to_offsets``: golden cases, hand-checked cases, and properties of
particular strategies and bounds."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from hypothesis import example, given, settings

from tests.cases import CHAIN, EIGHT, recs
from tests.strategies import record_lists
from tflite_memplan import bounds
from tflite_memplan.bounds import (
    naive_bytes,
    offset_lower_bound,
    positional_maximums,
    shared_objects_lower_bound,
)
from tflite_memplan.planners import PLANNERS
from tflite_memplan.planners.shared.best import GREEDY_CANDIDATES, best_greedy_with_name
from tflite_memplan.planners.shared.by_breadth import greedy_by_breadth_objects
from tflite_memplan.planners.shared.by_size import greedy_by_size_improved_objects, greedy_by_size_objects
from tflite_memplan.planners.shared.in_order import greedy_in_order_objects
from tflite_memplan.planners.shared.min_cost_flow import min_cost_flow_objects
from tflite_memplan.planners.shared.simple import equality_objects, naive_objects
from tflite_memplan.plans import SharedObjectsPlan, objects_to_offsets, validate_plan
from tflite_memplan.records import UsageRecord

Planner = Callable[[Sequence[UsageRecord], int], SharedObjectsPlan]


def plan_of(planner: Planner, records: list[UsageRecord]) -> SharedObjectsPlan:
    plan = planner(records, 1)
    validate_plan(records, plan)
    return plan


# --- DESIGN.md golden cases -------------------------------------------------------------


def test_eight_records_golden() -> None:
    assert positional_maximums(EIGHT) == (64, 40, 16, 8)
    assert shared_objects_lower_bound(EIGHT) == 128
    for name in ("shared_greedy_by_breadth", "greedy_by_size_improved", "min_cost_flow", "best_greedy"):
        assert plan_of(PLANNERS[name], EIGHT).footprint == 128, name
    assert plan_of(greedy_in_order_objects, EIGHT).footprint == 130
    assert plan_of(naive_objects, EIGHT).footprint == 234 == naive_bytes(EIGHT)


def test_eight_records_greedy_in_order_step_by_step() -> None:
    # By first use: 32 → new A; 28 → new B (A is busy until 1); 36 → A freed, grows
    # to 36; 16 → new C; 8 → new D; 64 → B freed (last 4), grows to 64; 10 → free are
    # A 36, C 16, D 8: the smallest ≥ 10 is C (waste 6), D is closer (short by 2), so D
    # grows to 10; 40 → free A 36 grows to 40. 40 + 64 + 16 + 10 = 130.
    plan = plan_of(greedy_in_order_objects, EIGHT)
    assert plan.object_of == (0, 1, 0, 2, 3, 1, 3, 0)
    assert plan.object_sizes == (40, 64, 16, 10)


def test_chain_golden() -> None:
    assert shared_objects_lower_bound(CHAIN) == 96
    names = ("greedy_in_order", "greedy_by_size_improved", "shared_greedy_by_breadth", "min_cost_flow", "best_greedy")
    for name in names:
        assert sorted(plan_of(PLANNERS[name], CHAIN).object_sizes) == [32, 64], name


# --- hand-checked cases, one or more per strategy ------------------------------------------


def test_naive_one_object_per_record() -> None:
    records = recs((5, 0, 0), (7, 0, 0), (5, 1, 1))
    plan = plan_of(naive_objects, records)
    assert plan == SharedObjectsPlan((0, 1, 2), (5, 7, 5))


def test_equality_reuses_only_equal_sizes_most_recently_freed_first() -> None:
    # Two 8-byte objects (0 and 1) are freed at step 3, object 0 first (it ended
    # earlier); the 4-byte record finds no 4-byte object and gets a new one; the next
    # 8-byte record takes the object freed last, 1.
    records = recs((8, 0, 1), (8, 0, 2), (4, 3, 3), (8, 3, 3))
    plan = plan_of(equality_objects, records)
    assert plan == SharedObjectsPlan((0, 1, 2, 1), (8, 8, 4))


def test_equality_never_resizes() -> None:
    # The chain: 16 → A; 8 → B; 64 → C (no free 64); 32 → D; 8 at step 4 → B again
    # (free since step 2). 16 + 8 + 64 + 32 = 120.
    plan = plan_of(equality_objects, CHAIN)
    assert plan == SharedObjectsPlan((0, 1, 2, 3, 1), (16, 8, 64, 32))


def test_greedy_in_order_prefers_the_larger_object_on_equal_waste() -> None:
    # Free at step 1: objects of 8 and 12 bytes; a 10-byte record wastes 2 in the 12
    # and grows the 8 by 2; only a strictly closer smaller object wins, so the 12.
    plan = plan_of(greedy_in_order_objects, recs((8, 0, 0), (12, 0, 0), (10, 1, 1)))
    assert plan == SharedObjectsPlan((0, 1, 1), (8, 12))


def test_greedy_in_order_grows_a_strictly_closer_smaller_object() -> None:
    # Free: 8 and 20. The 20 would waste 10, growing the 8 costs 2: grow it. 10 + 20 = 30.
    plan = plan_of(greedy_in_order_objects, recs((8, 0, 0), (20, 0, 0), (10, 1, 1)))
    assert plan == SharedObjectsPlan((0, 1, 0), (10, 20))


def test_greedy_by_size_best_fit_on_the_chain() -> None:
    # Largest first: 64 [2,3] → A; 32 [3,4] overlaps it → B; 16 [0,1]: A and B are both
    # free, the smaller (B, 32) is taken; 8 [1,2] overlaps A's [2,3] and B's [0,1] → new
    # C (8); 8 [4,5]: A and C are free, C is smaller. 64 + 32 + 8 = 104: best fit is not
    # optimal here (the lower bound is 96).
    plan = plan_of(greedy_by_size_objects, CHAIN)
    assert plan == SharedObjectsPlan((1, 2, 0, 1, 2), (64, 32, 8))


def test_greedy_by_size_improved_on_the_chain() -> None:
    # Positional maximums [64, 32]: the 64 has position 0, every other record 1.
    # 64 [2,3] → new A. Distances to A: 16 [0,1] gap 1, 8 [4,5] gap 1; 8 [1,2] and
    # 32 [3,4] overlap. Position 1, best gap 1, larger first: 16 → A, then 8 [4,5] → A.
    # Left: 32 and 8 [1,2], both with no usable object; larger first: 32 → new B; 8
    # [1,2] is 1 step from B's [3,4] → B. 64 + 32 = 96, the lower bound.
    plan = plan_of(greedy_by_size_improved_objects, CHAIN)
    assert plan == SharedObjectsPlan((0, 1, 0, 1, 0), (64, 32))


def test_greedy_by_breadth_grows_the_largest_smaller_object() -> None:
    # Breadth 30 at step 0 (20 + 10) and at step 2 (30): the tie goes to step 0. Its
    # records, largest first: 20 → A, 10 → B. Step 2: 30 fits neither free object, so
    # the larger, A, grows to 30. 30 + 10 = 40.
    plan = plan_of(greedy_by_breadth_objects, recs((10, 0, 1), (20, 0, 1), (30, 2, 2)))
    assert plan == SharedObjectsPlan((1, 0, 0), (30, 10))


def test_greedy_by_breadth_on_the_chain() -> None:
    # Breadth by step: 16, 24, 72, 96, 40. Step 3: 64 → A, 32 → B. Step 2: 8 [1,2]
    # overlaps A, fits B. Step 4: 8 [4,5] overlaps B's [3,4], fits A. Step 1: 16 [0,1]
    # overlaps B's [1,2], fits A. 64 + 32 = 96.
    plan = plan_of(greedy_by_breadth_objects, CHAIN)
    assert plan == SharedObjectsPlan((0, 1, 0, 1, 0), (64, 32))


def test_min_cost_flow_minimises_its_proxy_not_the_footprint() -> None:
    # 10 [0,0], 1 [1,1], 10 [2,2]. One object for all three would cost 10, but the flow
    # prices a chain as its first size plus every rise along it: 10 → 1 → 10 costs
    # 10 + 0 + 9 = 19, while 10 → 10 plus a new 1 costs 10 + 0 + 1 = 11. So the flow picks
    # {10, 1} = 11 where greedy in order (and the lower bound) reach 10. Min-cost flow is
    # therefore *not* guaranteed to beat the greedy strategies.
    records = recs((10, 0, 0), (1, 1, 1), (10, 2, 2))
    plan = plan_of(min_cost_flow_objects, records)
    assert plan == SharedObjectsPlan((0, 1, 0), (10, 1))
    assert plan_of(greedy_in_order_objects, records).footprint == 10 == shared_objects_lower_bound(records)


def test_min_cost_flow_shares_a_growing_chain() -> None:
    # 4 [0,0] → 6 [1,1] → 9 [2,2]: rising chain costs 4 + 2 + 3 = 9 = its true size.
    plan = plan_of(min_cost_flow_objects, recs((4, 0, 0), (6, 1, 1), (9, 2, 2)))
    assert plan == SharedObjectsPlan((0, 0, 0), (9,))


def test_best_greedy_names_the_winner() -> None:
    # On the chain plain greedy by size loses (104); the first listed of the winners,
    # greedy by size improved (96), is returned.
    name, plan = best_greedy_with_name(CHAIN)
    assert (name, plan.footprint) == ("greedy_by_size_improved", 96)
    # Where only greedy in order reaches the minimum, it wins.
    records = recs((10, 0, 0), (1, 1, 1), (10, 2, 2))
    assert best_greedy_with_name(records)[1].footprint == 10


def test_best_greedy_runs_no_candidate_after_a_plan_at_the_lower_bound() -> None:
    # On the chain greedy by size improved meets the bound (96): no later candidate can be
    # strictly smaller, so none runs.
    def never(records: Sequence[UsageRecord], alignment: int) -> SharedObjectsPlan:
        raise AssertionError("a candidate ran after a plan met the lower bound")

    assert shared_objects_lower_bound(CHAIN) == 96
    name, plan = best_greedy_with_name(CHAIN, 1, (GREEDY_CANDIDATES[0], ("never", never)))
    assert (name, plan.footprint) == ("greedy_by_size_improved", 96)


def test_shared_objects_lower_bound_counts_positions() -> None:
    # Step 0: 5, 3; step 1: 4, 4, 1. Position maxima: [5, 4, 1] → 10, above the busiest
    # step's bytes (9): no two of the three positions can share an object at step 1.
    records = recs((5, 0, 0), (3, 0, 0), (4, 1, 1), (4, 1, 1), (1, 1, 1))
    assert positional_maximums(records) == (5, 4, 1)
    assert shared_objects_lower_bound(records) == 10
    assert offset_lower_bound(records) == 9
    assert shared_objects_lower_bound([]) == 0


def test_objects_to_offsets_lays_objects_end_to_end() -> None:
    plan = plan_of(greedy_by_size_improved_objects, CHAIN)  # objects 64, 32
    offsets = objects_to_offsets(CHAIN, plan)
    validate_plan(CHAIN, offsets)
    assert offsets.offsets == (0, 64, 0, 64, 0)
    assert offsets.arena_size == 96
    aligned = objects_to_offsets(CHAIN, plan, 128)
    validate_plan(CHAIN, aligned, 128)
    assert aligned.offsets == (0, 128, 0, 128, 0)
    assert aligned.arena_size == 160


# --- properties --------------------------------------------------------------------------------
# Validity, bounds, determinism, purity, object sizes and the end-to-end layout of every
# shared-objects strategy (empty input included) are checked registry-wide in
# test_properties.py; these are the properties of particular strategies and bounds.

#: The ranges these tests have always drawn from: up to 30 records, sizes to 5000, steps to 28.
small_records = record_lists(max_records=30, max_size=5000, max_time=20, max_length=8)


@settings(max_examples=100, deadline=None)
@given(records=small_records)
def test_equality_only_shares_equal_sizes(records: list[UsageRecord]) -> None:
    plan = equality_objects(records)
    assert all(r.size == plan.object_sizes[o] for r, o in zip(records, plan.object_of, strict=True))


@settings(max_examples=100, deadline=None)
@given(records=small_records)
def test_best_greedy_is_the_smallest_greedy(records: list[UsageRecord]) -> None:
    name, plan = best_greedy_with_name(records)
    footprints = {n: p(records, 1).footprint for n, p in GREEDY_CANDIDATES}
    assert plan.footprint == min(footprints.values()) == footprints[name]


@settings(max_examples=100, deadline=None)
@given(records=small_records)
@example(records=recs((7, 0, 2), (2, 2, 3), (5, 3, 5), (6, 4, 5)))  # greedy in order wins: 13 against 14
@example(records=recs((10, 0, 0), (1, 1, 1), (10, 2, 2)))
def test_best_greedy_is_what_running_every_candidate_gives(records: list[UsageRecord]) -> None:
    # The loop stops at a plan that meets the lower bound; the winner must still be the
    # first listed of the smallest, as if every candidate ran (TFLite's GREEDY_BEST too:
    # its first two, the second only when strictly smaller).
    plans = [(n, p(records, 1)) for n, p in GREEDY_CANDIDATES]
    smallest = min(p.footprint for _, p in plans)
    assert best_greedy_with_name(records) == next((n, p) for n, p in plans if p.footprint == smallest)
    (a, by_size), (b, by_breadth) = plans[:2]
    expected = (b, by_breadth) if by_breadth.footprint < by_size.footprint else (a, by_size)
    assert best_greedy_with_name(records, 1, GREEDY_CANDIDATES[:2]) == expected


@settings(max_examples=100, deadline=None)
@given(records=small_records)
def test_lower_bounds_agree_with_brute_force(records: list[UsageRecord]) -> None:
    maxima: list[int] = []
    for t in range(0, 30):
        live = sorted((r.size for r in records if r.first <= t <= r.last), reverse=True)
        maxima = [max(a, b) for a, b in itertools.zip_longest(maxima, live, fillvalue=0)]
    assert list(positional_maximums(records)) == maxima
    assert shared_objects_lower_bound(records) >= offset_lower_bound(records)
    try:
        bounds.LIVE_SET_ENTRIES = 0  # the segment tree, never the sorted live sets
        assert list(positional_maximums(records)) == maxima
    finally:
        bounds.LIVE_SET_ENTRIES = 32


def chain_proxy_cost(records: Sequence[UsageRecord], plan: SharedObjectsPlan) -> int:
    """What min-cost flow minimises: per object, its first record's size plus each rise."""
    total = 0
    for obj in range(len(plan.object_sizes)):
        sizes = [
            r.size
            for r in sorted(
                (r for r, o in zip(records, plan.object_of, strict=True) if o == obj), key=lambda r: r.first
            )
        ]
        total += sizes[0] + sum(max(0, b - a) for a, b in itertools.pairwise(sizes))
    return total


def brute_force_proxy(records: Sequence[UsageRecord]) -> int:
    """Cheapest chain cover by trying every choice of predecessor for every record."""
    order = sorted(range(len(records)), key=lambda i: (records[i].first, i))
    options = [[None] + [j for j in order if records[j].last < records[i].first] for i in order]
    best = None
    for choice in itertools.product(*options):
        used = [j for j in choice if j is not None]
        if len(used) != len(set(used)):
            continue
        cost = sum(
            records[i].size if j is None else max(0, records[i].size - records[j].size)
            for i, j in zip(order, choice, strict=True)
        )
        best = cost if best is None else min(best, cost)
    return best or 0


@settings(max_examples=100, deadline=None)
@given(records=record_lists(max_records=6, max_size=5000, max_time=20, max_length=8))
def test_min_cost_flow_is_optimal_for_its_proxy(records: list[UsageRecord]) -> None:
    plan = min_cost_flow_objects(records)
    assert chain_proxy_cost(records, plan) == brute_force_proxy(records)
    # The proxy never undercounts: each chain's maximum is at most its proxy.
    assert plan.footprint <= chain_proxy_cost(records, plan)
