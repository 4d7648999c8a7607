"""Property tests: every planner, on random records, makes a valid, aligned,
deterministic plan no smaller than the lower bound and no larger than naive."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tflite_memplan.bounds import live_bytes_by_step, naive_bytes, offset_lower_bound, shared_objects_lower_bound
from tflite_memplan.planners import OFFSET, PLANNERS, SHARED_OBJECTS
from tflite_memplan.plans import objects_to_offsets, validate_plan
from tflite_memplan.records import UsageRecord, align_up


@st.composite
def record_lists(draw: st.DrawFn) -> list[UsageRecord]:
    n = draw(st.integers(min_value=0, max_value=40))
    out = []
    for _ in range(n):
        first = draw(st.integers(min_value=0, max_value=30))
        length = draw(st.integers(min_value=0, max_value=10))
        size = draw(st.integers(min_value=0, max_value=4096))
        whole = draw(st.booleans()) and first == 0
        out.append(UsageRecord(size=size, first=first, last=first + length, whole_run=whole))
    return out


alignments = st.sampled_from([1, 4, 16, 64])


@settings(max_examples=150, deadline=None)
@given(records=record_lists(), alignment=alignments)
def test_offset_planners_are_valid_bounded_and_deterministic(records: list[UsageRecord], alignment: int) -> None:
    lower = offset_lower_bound(records)
    for strategy in PLANNERS.values():
        if strategy.family != OFFSET:
            continue
        plan = strategy.plan(records, alignment)
        validate_plan(records, plan, alignment)
        assert all(o % alignment == 0 for o in plan.offsets)
        assert plan.footprint >= lower
        assert plan.footprint <= sum(align_up(r.size, alignment) for r in records)
        assert strategy.plan(records, alignment) == plan


@settings(max_examples=100, deadline=None)
@given(records=record_lists())
def test_lower_bound_is_the_busiest_step(records: list[UsageRecord]) -> None:
    live = live_bytes_by_step(records)
    brute = max((sum(r.size for r in records if r.first <= t <= r.last) for t in range(0, 41)), default=0)
    assert offset_lower_bound(records) == brute == max(live.values(), default=0)
    assert naive_bytes(records) >= offset_lower_bound(records)


@settings(max_examples=60, deadline=None)
@given(records=record_lists())
def test_shared_object_planners_are_valid_bounded_and_deterministic(records: list[UsageRecord]) -> None:
    lower = shared_objects_lower_bound(records)
    for strategy in PLANNERS.values():
        if strategy.family != SHARED_OBJECTS:
            continue
        plan = strategy.plan(records, 1)
        validate_plan(records, plan)
        assert lower <= plan.footprint <= naive_bytes(records)
        assert strategy.plan(records, 1) == plan
        as_offsets = objects_to_offsets(records, plan)
        validate_plan(records, as_offsets)
        assert as_offsets.arena_size <= plan.footprint


@settings(max_examples=60, deadline=None)
@given(records=record_lists(), alignment=alignments)
def test_best_is_never_worse_than_the_runtime_planners(records: list[UsageRecord], alignment: int) -> None:
    best = PLANNERS["best"].plan(records, alignment)
    validate_plan(records, best, alignment)
    for name in ("tflm_greedy", "greedy_by_size"):
        assert best.arena_size <= PLANNERS[name].plan(records, alignment).arena_size
