"""Property tests: every planner, on random records, makes a valid, aligned,
deterministic plan no smaller than the lower bound and no larger than naive."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tflite_memplan.bounds import live_bytes_by_step, naive_bytes, offset_lower_bound
from tflite_memplan.planners import OFFSET, PLANNERS
from tflite_memplan.plans import validate_plan
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
