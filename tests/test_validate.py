"""The validator must catch every kind of broken plan, or the other tests prove nothing."""

from __future__ import annotations

import itertools
from unittest import mock

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tests.strategies import record_lists
from tflite_memplan import plans
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
    # which some pair live together overlaps in bytes, pairs of offline records excepted —
    # checking the pairs in numpy first (few per record) or only by the sweep.
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
    sized = [r for r in records if r.size]
    together = sum(conflicts(a, b) for i, a in enumerate(sized) for b in sized[:i])
    for pairs in (plans.PAIRS_PER_RECORD, -1):
        with mock.patch.object(plans, "PAIRS_PER_RECORD", pairs):
            free = plans._overlap_free(records, offsets)  # False also where there are too many pairs
            assert not (free and broken)
            if together <= pairs * len(sized):  # listed: the pairs decide
                assert free == (not broken)
            if broken:
                with pytest.raises(PlanError, match="overlaps"):
                    validate_plan(records, plan)
            else:
                validate_plan(records, plan)


@settings(max_examples=200, deadline=None)
@given(records=record_lists(offline="any"), data=st.data())
def test_both_sweeps_refuse_the_same_plans_naming_the_same_record(
    records: list[UsageRecord], data: st.DataObject
) -> None:
    # Few records live at once keep their ranges in a sorted list, many in a max-tree:
    # forced each way, the same plans pass and the same message names the same pair.
    offsets = [r.offline_offset if r.offline_offset is not None else data.draw(st.integers(0, 96)) for r in records]
    plan = OffsetPlan(tuple(offsets), max((o + r.size for o, r in zip(offsets, records, strict=True)), default=0))
    outcomes = []
    for few in (plans._FEW_LIVE, 0):
        with mock.patch.object(plans, "_FEW_LIVE", few):
            try:
                validate_plan(records, plan)
                outcomes.append("")
            except PlanError as exc:
                outcomes.append(str(exc))
    assert outcomes[0] == outcomes[1]


def test_the_lowest_numbered_record_met_is_named() -> None:
    # Record 3 at [0, 64) meets records 1 and 2 (and 0, offline): the lowest is named.
    records = [
        UsageRecord(size=8, first=0, last=1, offline_offset=40),
        UsageRecord(size=16, first=0, last=1),
        UsageRecord(size=16, first=0, last=1),
        UsageRecord(size=64, first=1, last=1),
    ]
    with pytest.raises(PlanError, match=r"record 3 .* overlaps record 0 "):
        validate_plan(records, OffsetPlan((40, 0, 16, 0), 64))
    pinned_only = [records[0], records[3]]
    with pytest.raises(PlanError, match=r"record 1 .* overlaps record 0 "):
        validate_plan(pinned_only, OffsetPlan((40, 0), 64))


@pytest.mark.parametrize("offline", [False, True])
def test_many_live_records_each_wrong_plan_is_caught(offline: bool) -> None:
    # 6,000 records live at once (one operator's inputs): the max-tree sweep. Laid end to
    # end, highest index lowest, the plan is right; each way of breaking it is caught.
    n = 6000
    sizes = [4 * (1 + i % 7) for i in range(n)]
    ends = list(itertools.accumulate(reversed(sizes)))[::-1]
    offsets = [end - size for end, size in zip(ends, sizes, strict=True)]
    records = [
        UsageRecord(size, 0, 1, offline_offset=off if offline and i % 2 else None)
        for i, (size, off) in enumerate(zip(sizes, offsets, strict=True))
    ]
    assert plans._most_live(records, range(n)) > plans._FEW_LIVE
    plan = OffsetPlan(tuple(offsets), ends[0])
    validate_plan(records, plan)
    onto = with_offset(records, plan, 4000, offsets[4001] + 4)  # placed (even) record onto its neighbour
    with pytest.raises(PlanError, match=r"record 4001 .* overlaps record 4000 "):
        validate_plan(records, onto)
    if offline:
        with pytest.raises(PlanError, match="moved from its offline offset"):
            validate_plan(records, with_offset(records, plan, 4001, offsets[4001] + 4))
    with pytest.raises(PlanError, match="differs from the highest record end"):
        validate_plan(records, OffsetPlan(plan.offsets, plan.arena_size + 1))
    with pytest.raises(PlanError, match="not a multiple of 8"):
        validate_plan(records, plan, 8)


def test_many_pairs_go_to_the_sweep_which_lets_pinned_buffers_alias() -> None:
    # 40 pinned buffers at one offset, all live at once: 780 pairs, past the few per record
    # checked in numpy, so the sweep decides — and pinned buffers may share bytes.
    records = [UsageRecord(size=1, first=0, last=0, offline_offset=0) for _ in range(40)]
    assert not plans._overlap_free(records, [0] * 40)  # not listed: left to the sweep
    validate_plan(records, OffsetPlan((0,) * 40, 1))
    moved = [*records[:-1], UsageRecord(size=1, first=0, last=0)]  # one of them planned: it may not alias
    with pytest.raises(PlanError, match="overlaps"):
        validate_plan(moved, OffsetPlan((0,) * 40, 1))


@settings(max_examples=300, deadline=None)
@given(records=record_lists(offline="none"), data=st.data())
def test_ranges_checked_where_records_start_agree_with_every_pair(
    records: list[UsageRecord], data: st.DataObject
) -> None:
    # The check for many records live at few steps: disjoint at every step where one starts
    # exactly when no two records live together overlap in bytes; None past its bound.
    sized = [r for r in records if r.size]
    assume(sized)
    offsets = [data.draw(st.integers(0, 96)) for _ in sized]
    broken = any(
        conflicts(a, b) and offsets[i] < offsets[j] + b.size and offsets[j] < offsets[i] + a.size
        for i, a in enumerate(sized)
        for j, b in enumerate(sized[:i])
    )
    first, last, start = (np.array(v, np.int64) for v in ([r.first for r in sized], [r.last for r in sized], offsets))
    end = start + np.array([r.size for r in sized], np.int64)
    assert plans._disjoint_where_they_start(first, last, start, end, 10**6) == (not broken)
    live = sum(len({r.first for r in sized if r.first >= s.first and r.first <= s.last}) for s in sized)
    assert plans._disjoint_where_they_start(first, last, start, end, live - 1) is None
    assert plans._disjoint_where_they_start(first, last, start, end, live) is not None


def test_thousands_of_inputs_at_one_step_are_checked_without_the_sweep() -> None:
    # One operator's 6,000 graph inputs and its output: 18 million pairs, but 6,001 ranges
    # where records start. The plan is decided in numpy; a broken one still names the pair.
    n = 6000
    records = [*(UsageRecord(16, 0, 1) for _ in range(n)), UsageRecord(64, 1, 2)]
    offsets = [16 * i for i in range(n)] + [16 * n]
    assert plans._overlap_free(records, offsets)
    validate_plan(records, OffsetPlan(tuple(offsets), 16 * n + 64))
    broken = [*offsets[:-1], 16 * n - 8]  # the output onto the last input
    assert not plans._overlap_free(records, broken)
    with pytest.raises(PlanError, match=rf"record {n} .* overlaps record {n - 1} "):
        validate_plan(records, OffsetPlan(tuple(broken), 16 * n + 56))
