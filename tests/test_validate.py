"""The validator must catch every kind of broken plan, or the other tests prove nothing."""

from __future__ import annotations

import pytest

from tflite_memplan.errors import PlanError
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
