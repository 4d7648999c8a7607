"""The validator must catch every kind of broken plan, or the other tests prove nothing."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.strategies import record_lists
from tflite_memplan.errors import PlanError
from tflite_memplan.planners.offset.naive import naive_offsets
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan, validate_plan
from tflite_memplan.records import UsageRecord, conflicts

A = UsageRecord(size=32, first=0, last=2)
B = UsageRecord(size=16, first=2, last=3)
C = UsageRecord(size=16, first=3, last=4)


def test_conflict_is_inclusive_on_both_ends() -> None:
    assert conflicts(A, B)
    assert not conflicts(A, C)
    assert conflicts(B, C)


def test_a_correct_plan_passes() -> None:
    validate_plan([A, B, C], OffsetPlan((0, 32, 0), 48))


@pytest.mark.parametrize(
    ("plan", "message"),
    [
        (OffsetPlan((0, 16, 0), 32), "overlaps"),
        (OffsetPlan((0, 32), 48), "2 offsets for 3 records"),
        (OffsetPlan((0, 32, -16), 48), "negative offset"),
        (OffsetPlan((0, 32, 0), 40), "differs from the highest record end 48"),
        (OffsetPlan((0, 32, 0), 64), "differs from the highest record end 48"),
    ],
)
def test_broken_offset_plans_are_rejected(plan: OffsetPlan, message: str) -> None:
    with pytest.raises(PlanError, match=message):
        validate_plan([A, B, C], plan)


def test_misaligned_offset_is_rejected() -> None:
    with pytest.raises(PlanError, match="not a multiple of 64"):
        validate_plan([A, B, C], OffsetPlan((0, 32, 0), 48), 64)


def test_offline_offsets_must_be_kept_but_may_overlap_each_other() -> None:
    x = UsageRecord(size=32, first=0, last=1, offline_offset=0)
    y = UsageRecord(size=32, first=0, last=1, offline_offset=0)
    validate_plan([x, y], OffsetPlan((0, 0), 32))
    with pytest.raises(PlanError, match="moved from its offline offset"):
        validate_plan([x, y], OffsetPlan((0, 32), 64))


def test_shared_objects_checks() -> None:
    validate_plan([A, B, C], SharedObjectsPlan((0, 1, 0), (32, 16)))
    with pytest.raises(PlanError, match="share object 0 while both are live"):
        validate_plan([A, B, C], SharedObjectsPlan((0, 0, 1), (32, 16)))
    with pytest.raises(PlanError, match="does not fit object 1"):
        validate_plan([A, B, C], SharedObjectsPlan((1, 0, 1), (32, 16)))
    with pytest.raises(PlanError, match="missing object 2"):
        validate_plan([A, B, C], SharedObjectsPlan((0, 2, 0), (32, 16)))


def test_records_reject_empty_intervals_and_negative_sizes() -> None:
    with pytest.raises(ValueError, match="empty"):
        UsageRecord(size=1, first=3, last=2)
    with pytest.raises(ValueError, match=">= 0"):
        UsageRecord(size=-1, first=0, last=0)


# --- on random records: what the registry-wide property tests rely on ----------------------


def with_offset(records: list[UsageRecord], plan: OffsetPlan, i: int, offset: int) -> OffsetPlan:
    """``plan`` with record ``i`` moved to ``offset`` (and the arena fitted to it)."""
    offsets = list(plan.offsets)
    offsets[i] = offset
    return OffsetPlan(tuple(offsets), max(o + r.size for o, r in zip(offsets, records, strict=True)))


@settings(max_examples=100, deadline=None)
@given(records=record_lists(offline="apart"), data=st.data())
def test_a_buffer_moved_onto_a_live_neighbour_is_caught(records: list[UsageRecord], data: st.DataObject) -> None:
    plan = naive_offsets(records)
    validate_plan(records, plan)
    pairs = [
        (i, j)
        for i, a in enumerate(records)
        for j, b in enumerate(records)
        if i != j and a.size and b.size and a.offline_offset is None and conflicts(a, b)
    ]
    assume(pairs)
    i, j = data.draw(st.sampled_from(pairs))
    with pytest.raises(PlanError, match="overlaps"):
        validate_plan(records, with_offset(records, plan, i, plan.offsets[j]))


@settings(max_examples=100, deadline=None)
@given(records=record_lists(offline="any"), data=st.data())
def test_a_pinned_buffer_moved_is_caught(records: list[UsageRecord], data: st.DataObject) -> None:
    plan = naive_offsets(records)
    validate_plan(records, plan)  # pinned buffers may alias each other
    pinned = [i for i, r in enumerate(records) if r.offline_offset is not None]
    assume(pinned)
    i = data.draw(st.sampled_from(pinned))
    with pytest.raises(PlanError, match="moved from its offline offset"):
        validate_plan(records, with_offset(records, plan, i, plan.offsets[i] + data.draw(st.integers(1, 64))))


@settings(max_examples=300, deadline=None)
@given(records=record_lists(offline="any"), data=st.data())
def test_the_overlap_sweep_agrees_with_checking_every_pair(records: list[UsageRecord], data: st.DataObject) -> None:
    # Random offsets, many of them overlapping: the validator refuses exactly the plans in
    # which some pair live together overlaps in bytes, pairs of offline records excepted.
    offsets = [r.offline_offset if r.offline_offset is not None else data.draw(st.integers(0, 96)) for r in records]
    plan = OffsetPlan(tuple(offsets), max((o + r.size for o, r in zip(offsets, records, strict=True)), default=0))
    broken = any(
        a.size
        and b.size
        and conflicts(a, b)
        and (a.offline_offset is None or b.offline_offset is None)
        and offsets[i] < offsets[j] + b.size
        and offsets[j] < offsets[i] + a.size
        for i, a in enumerate(records)
        for j, b in enumerate(records[:i])
    )
    if broken:
        with pytest.raises(PlanError, match="overlaps"):
            validate_plan(records, plan)
    else:
        validate_plan(records, plan)
