"""Property tests over the whole registry: every planner in ``PLANNERS``, on random
records (offline-pinned ones included) and on synthetic graphs, makes a valid plan that
is deterministic, leaves its input alone, is no smaller than its family's lower bound
and no larger than its family's no-reuse baseline; offset planners keep every pinned
offset, even where a model's offline plan aliases buffers on purpose.

Each test is parametrised once over ``sorted(PLANNERS)``, so a new strategy is covered
as soon as it is registered. Algorithm-specific properties (equivalence with reference
implementations, optimality of a proxy) live beside each algorithm's own tests.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.strategies import alignments, record_lists
from tests.synthetic import KINDS, synthetic_graph
from tflite_memplan.bounds import (
    live_bytes_by_step,
    naive_bytes,
    offline_overlaps,
    offset_lower_bound,
    shared_objects_lower_bound,
)
from tflite_memplan.planners import OFFSET, PLANNERS, SHARED_OBJECTS
from tflite_memplan.plans import OffsetPlan, Plan, SharedObjectsPlan, objects_to_offsets, validate_plan
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics import SEMANTICS

NAMES = sorted(PLANNERS)


def padded_naive(records: Sequence[UsageRecord], alignment: int) -> int:
    """No reuse, every buffer padded to the alignment, stacked above the pinned ones:
    no offset planner places a buffer higher than on top of everything before it."""
    pinned_top = max((r.offline_offset + r.size for r in records if r.offline_offset is not None), default=0)
    return align_up(pinned_top, alignment) + sum(
        align_up(r.size, alignment) for r in records if r.offline_offset is None
    )


def pinned_offsets(records: Sequence[UsageRecord], plan: OffsetPlan) -> tuple[list[int], list[int]]:
    """(where the plan put each pinned record, where the model pinned it)."""
    pinned = [i for i, r in enumerate(records) if r.offline_offset is not None]
    return [plan.offsets[i] for i in pinned], [records[i].offline_offset or 0 for i in pinned]


def plan_checked(name: str, records: list[UsageRecord], alignment: int) -> Plan:
    """Plan with ``PLANNERS[name]``; check the plan validates, is deterministic and left
    ``records`` unchanged, and that it has the family's plan type."""
    strategy = PLANNERS[name]
    before = list(records)
    plan = strategy(records, alignment)
    assert records == before, "the planner changed its input"
    assert strategy(records, alignment) == plan, "a second run made another plan"
    assert isinstance(plan, OffsetPlan if strategy.family == OFFSET else SharedObjectsPlan)
    validate_plan(records, plan, alignment)
    return plan


def check_offset_plan(records: list[UsageRecord], plan: OffsetPlan, alignment: int) -> None:
    kept, pinned = pinned_offsets(records, plan)
    assert kept == pinned
    assert offset_lower_bound(records) <= plan.arena_size <= padded_naive(records, alignment)


def check_shared_plan(records: list[UsageRecord], plan: SharedObjectsPlan, alignment: int) -> None:
    assert shared_objects_lower_bound(records) <= plan.footprint <= naive_bytes(records)
    # Every object is as large as its largest record, no larger, and in use.
    largest: dict[int, int] = {}
    for r, obj in zip(records, plan.object_of, strict=True):
        largest[obj] = max(largest.get(obj, 0), r.size)
    assert largest == dict(enumerate(plan.object_sizes))
    # Laid end to end it is a valid offset plan. Shared objects are the GPU delegate's
    # pool, to which TFLM's offline plan does not apply: the pins are not kept there.
    unpinned = [dataclasses.replace(r, offline_offset=None) for r in records]
    laid = objects_to_offsets(unpinned, plan, alignment)
    validate_plan(unpinned, laid, alignment)
    assert laid.arena_size <= sum(align_up(s, alignment) for s in plan.object_sizes)
    if alignment == 1:
        assert laid.arena_size == plan.footprint


def check_family(name: str, records: list[UsageRecord], plan: Plan, alignment: int) -> None:
    if PLANNERS[name].family == OFFSET:
        assert isinstance(plan, OffsetPlan)
        check_offset_plan(records, plan, alignment)
    else:
        assert isinstance(plan, SharedObjectsPlan)
        check_shared_plan(records, plan, alignment)


# --- every planner -------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=150, deadline=None)
@given(records=record_lists(whole_run=True, offline="apart"), alignment=alignments)
def test_valid_deterministic_pure_and_within_the_family_bounds(
    name: str, records: list[UsageRecord], alignment: int
) -> None:
    assert not offline_overlaps(records)  # the generator keeps pinned buffers apart
    plan = plan_checked(name, records, alignment)
    check_family(name, records, plan, alignment)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=100, deadline=None)
@given(records=record_lists(max_time=25, max_length=30, offline="any"), alignment=alignments)
def test_pinned_offsets_are_kept_where_the_offline_plan_aliases_buffers(
    name: str, records: list[UsageRecord], alignment: int
) -> None:
    # The live-bytes bound does not hold for aliasing pinned buffers: only validity,
    # determinism, purity and the pins themselves are checked.
    plan = plan_checked(name, records, alignment)
    if isinstance(plan, OffsetPlan):
        kept, pinned = pinned_offsets(records, plan)
        assert kept == pinned


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=60, deadline=None)
@given(
    kind=st.sampled_from(sorted(KINDS)),
    n=st.integers(min_value=2, max_value=80),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    semantics=st.sampled_from(sorted(SEMANTICS)),
)
def test_valid_and_bounded_on_synthetic_graphs(name: str, kind: str, n: int, seed: int, semantics: str) -> None:
    records = list(SEMANTICS[semantics].lifetimes(synthetic_graph(kind, n, seed)).records)
    alignment = SEMANTICS[semantics].default_alignment
    assert records
    plan = plan_checked(name, records, alignment)
    check_family(name, records, plan, alignment)


@pytest.mark.parametrize("name", NAMES)
def test_no_records_make_an_empty_plan(name: str) -> None:
    plan = plan_checked(name, [], 1)
    assert plan.footprint == 0
    if isinstance(plan, OffsetPlan):
        assert plan.offsets == ()
    else:
        assert (plan.object_of, plan.object_sizes) == ((), ())


def test_the_registry_has_both_families() -> None:
    assert {s.family for s in PLANNERS.values()} == {OFFSET, SHARED_OBJECTS}


# --- the bounds and the meta-strategy -----------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(records=record_lists())
def test_lower_bound_is_the_busiest_step(records: list[UsageRecord]) -> None:
    live = live_bytes_by_step(records)
    brute = max((sum(r.size for r in records if r.first <= t <= r.last) for t in range(0, 41)), default=0)
    assert offset_lower_bound(records) == brute == max(live.values(), default=0)
    assert naive_bytes(records) >= offset_lower_bound(records)


@settings(max_examples=100, deadline=None)
@given(records=record_lists(offline="none"), alignment=alignments)
def test_aligned_lower_bound_is_its_definition(records: list[UsageRecord], alignment: int) -> None:
    # At each step: the live rounded sizes, less the largest rounding among them.
    def at(t: int) -> int:
        live = [r for r in records if r.first <= t <= r.last]
        rounded = [align_up(r.size, alignment) for r in live]
        return sum(rounded) - max((x - r.size for x, r in zip(rounded, live, strict=True)), default=0)

    assert offset_lower_bound(records, alignment) == max((at(t) for t in range(0, 41)), default=0)


@settings(max_examples=60, deadline=None)
@given(records=record_lists(whole_run=True, offline="apart"), alignment=alignments)
def test_best_and_exact_are_never_above_the_smallest_heuristic_plan(records: list[UsageRecord], alignment: int) -> None:
    best = PLANNERS["best"](records, alignment)
    others = [
        s(records, alignment).footprint
        for s in PLANNERS.values()
        if s.family == OFFSET and s.name not in ("best", "exact")
    ]
    assert best.footprint <= min(others)  # the heuristics' smallest, or a short search's improvement
    assert best.footprint == min(others) or best.note == "winner: exact search"
    assert PLANNERS["exact"](records, alignment).footprint <= min(others)
