"""Greedy offset planners on operators with thousands of operands: the vectorised walk
gives the same plans as the Python one, and a wide operator plans in well under a
second (timings themselves live in ``benchmarks/``)."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.strategies import alignments, record_lists
from tflite_memplan.planners.offset import placed
from tflite_memplan.planners.offset.greedy_by_breadth import greedy_by_breadth
from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy
from tflite_memplan.planners.shared import common
from tflite_memplan.planners.shared.by_breadth import greedy_by_breadth_objects
from tflite_memplan.planners.shared.by_size import greedy_by_size_objects
from tflite_memplan.planners.tflite_gpu import gpu_greedy_by_size_offsets
from tflite_memplan.plans import validate_plan
from tflite_memplan.records import UsageRecord

PLANNERS = (tflm_greedy, greedy_by_size, greedy_by_breadth)
SHARED = (greedy_by_size_objects, greedy_by_breadth_objects)


def assert_same_walks(planner, records: list[UsageRecord], alignment: int) -> None:
    """The planner places every record as the Python walk does when every query is
    answered from the numpy arrays instead, and the plan is valid."""
    python = planner(records, alignment)
    try:
        placed.MANY = 0  # every query answered from the numpy arrays
        vectorised = planner(records, alignment)
    finally:
        placed.MANY = 512
    assert vectorised == python
    validate_plan(records, vectorised, alignment)


@pytest.mark.parametrize("planner", PLANNERS, ids=lambda p: p.__name__)
@settings(max_examples=150, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(offline="any", few_sizes=few)), alignment=alignments)
def test_the_vectorised_walk_places_every_record_as_the_python_walk(
    planner, records: list[UsageRecord], alignment: int
) -> None:
    assert_same_walks(planner, records, alignment)


def test_litert_best_fit_over_arrays_seeks_each_accepted_gap_among_all_later_ones() -> None:
    # LiteRT's walk accepts a gap by its aligned size and bounds the next by the accepted
    # one's unaligned size, a bound that can rise. With buffers at [0, 116), [256, 321),
    # [512, 628) and [780, 896), 116 bytes aligned to 64: gaps at 128 (aligned 128,
    # unaligned 140), 384 (128, 191), then 640 (140 < 191): 640. The arrays' walk once
    # dropped the 640 gap against the first bound (140 is not below 140) and said 384.
    records = [UsageRecord(116, 0, 0, offline_offset=o) for o in (0, 512, 780)]
    records += [UsageRecord(65, 0, 0, offline_offset=256), UsageRecord(116, 0, 0)]
    assert greedy_by_size(records, 64).offsets[-1] == 640
    assert_same_walks(greedy_by_size, records, 64)


@pytest.mark.parametrize("planner", PLANNERS, ids=lambda p: p.__name__)
@settings(max_examples=100, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(offline="any", few_sizes=few)), alignment=alignments)
def test_records_all_live_at_one_step_place_as_the_python_walk(
    planner, records: list[UsageRecord], alignment: int
) -> None:
    # Every record reaches step 40, so every query meets every placed record: the
    # vectorised walk answers from the whole table and its kept running maximum.
    records = [
        UsageRecord(size=r.size, first=r.first, last=max(r.last, 40), tensor=r.tensor, offline_offset=r.offline_offset)
        for r in records
    ]
    assert_same_walks(planner, records, alignment)


@pytest.mark.parametrize("planner", PLANNERS, ids=lambda p: p.__name__)
@settings(max_examples=60, deadline=None)
@given(records=record_lists(few_sizes=True), alignment=alignments)
def test_arenas_of_petabytes_stay_vectorised_and_place_as_the_python_walk(
    planner, records: list[UsageRecord], alignment: int
) -> None:
    # Byte sizes near 2^50 (a hostile model's shapes): the numpy walk keeps offsets,
    # not offset·n keys, so it still applies, and places exactly as the Python walk.
    huge = [UsageRecord(size=r.size << 40, first=r.first, last=r.last, tensor=r.tensor) for r in records]
    assert_same_walks(planner, huge, alignment)


def _wide(inputs: int) -> list[UsageRecord]:
    """One operator reading ``inputs`` tensors of assorted sizes (all live at steps
    0..1) and writing one (step 1), plus a SPLIT-like fan-out of outputs each read
    by its own later operator (distinct lifetimes that all overlap at step 2)."""
    records = [UsageRecord(size=16 * (1 + i % 7), first=0, last=1, tensor=i) for i in range(inputs)]
    records.append(UsageRecord(size=64, first=1, last=1, tensor=inputs))
    records += [UsageRecord(size=16 * (1 + i % 5), first=2, last=3 + i, tensor=inputs + 1 + i) for i in range(inputs)]
    return records


@pytest.mark.parametrize("planner", PLANNERS, ids=lambda p: p.__name__)
def test_a_wide_operator_plans_to_a_valid_packed_arena(planner) -> None:
    records = _wide(3_000)
    plan = planner(records, 16)
    validate_plan(records, plan, 16)
    # Every input is live at once: the arena holds at least all of them.
    assert plan.arena_size >= sum(r.size for r in records[:3_000])


@pytest.mark.parametrize("planner", SHARED, ids=lambda p: p.__name__)
@settings(max_examples=150, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(few_sizes=few)))
def test_the_vectorised_object_search_picks_the_same_objects(planner, records: list[UsageRecord]) -> None:
    python = planner(records)
    many, few = common.MANY_OBJECTS, common.FEW_MISSING
    try:
        common.MANY_OBJECTS = 0  # every search past the walk:
        common.FEW_MISSING = -1  # in numpy,
        vectorised = planner(records)
        common.FEW_MISSING = len(records)  # among the objects of the records missing it
        among_few = planner(records)
    finally:
        common.MANY_OBJECTS, common.FEW_MISSING = many, few
    assert vectorised == python
    assert among_few == python
    validate_plan(records, vectorised)


@pytest.mark.parametrize("planner", SHARED, ids=lambda p: p.__name__)
def test_a_wide_operator_gets_valid_shared_objects(planner) -> None:
    records = _wide(1_000)
    plan = planner(records)
    validate_plan(records, plan)
    assert len(plan.object_sizes) >= 1_000  # the inputs are all live at once


@pytest.mark.parametrize("planner", (tflm_greedy, greedy_by_size), ids=lambda p: p.__name__)
@settings(max_examples=150, deadline=None)
@given(records=record_lists(offline="any"), alignment=alignments, own=st.sampled_from((1, 2, 64)))
def test_components_of_time_placed_apart_give_the_same_plan(
    planner, records: list[UsageRecord], alignment: int, own: int
) -> None:
    # One Placed for every record (as before) against one per component of time
    # (components of fewer than `own` records sharing one).
    def one(rs):
        whole = placed.Placed(rs)
        return [(whole, j) for j in range(len(rs))]

    module = sys.modules[planner.__module__]
    try:
        module.placed_in_parts = one
        whole = planner(records, alignment)
    finally:
        module.placed_in_parts = placed.placed_in_parts
    try:
        placed.OWN_PART = own
        parts = planner(records, alignment)
    finally:
        placed.OWN_PART = 64
    assert parts == whole
    validate_plan(records, parts, alignment)


@pytest.mark.parametrize("planner", (tflm_greedy, greedy_by_size), ids=lambda p: p.__name__)
def test_an_unused_tensor_beside_a_wide_operator_keeps_the_fast_path(planner, monkeypatch) -> None:
    # Was: 2.5 s for tflm_greedy on the fuzzer's operands-inputs-20000 — TFLM gives the
    # unused tensor [-1, -1], no other record overlaps it, so "every placed record
    # overlaps" never held and each placement filtered the whole table in numpy.
    records = [UsageRecord(size=64, first=0, last=1, tensor=i) for i in range(3_000)]
    records.append(UsageRecord(size=64, first=-1, last=-1, tensor=3_000))
    walks = []
    arrays = placed.Placed.arrays
    monkeypatch.setattr(placed.Placed, "arrays", lambda self, j: walks.append(1) or arrays(self, j))
    plan = planner(records, 16)
    validate_plan(records, plan, 16)
    assert plan.arena_size == 3_000 * 64
    assert walks == []  # every placement on top in O(log n), none through the table


#: Ways to have :class:`placed.Placed` answer every query instead of the listed walk.
PLACED_ONLY = {
    "its own lists": lambda m: m.setattr(placed, "_earlier_neighbours", lambda records, order: None),
    "the time index": lambda m: m.setattr(placed, "LISTED_PAIRS", -1),  # no lists at all
}


@pytest.mark.parametrize("answered_by", PLACED_ONLY)
@pytest.mark.parametrize("planner", (*PLANNERS, gpu_greedy_by_size_offsets), ids=lambda p: p.__name__)
@settings(max_examples=150, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(offline="any", few_sizes=few)), alignment=alignments)
def test_the_listed_walk_places_every_record_as_placed_does(
    planner, answered_by: str, records: list[UsageRecord], alignment: int
) -> None:
    # place_in_order walks each record's earlier neighbours from one list made up front,
    # with no Placed; against Placed answering every query, from its own neighbour lists
    # or from its time index.
    listed = planner(records, alignment)
    with pytest.MonkeyPatch.context() as m:
        PLACED_ONLY[answered_by](m)
        by_placed = planner(records, alignment)
    assert by_placed == listed
    validate_plan(records, listed, alignment)


def test_the_listed_walk_gives_way_to_placed_when_one_record_meets_many(monkeypatch) -> None:
    # One operator's 600 operands: each meets 599 others, past MANY, so Placed answers.
    records = _wide(600)
    calls = []
    arrays = placed.Placed.arrays
    monkeypatch.setattr(placed.Placed, "arrays", lambda self, j: calls.append(1) or arrays(self, j))
    monkeypatch.setattr(placed.Placed, "top_past_every_gap", lambda self, j, size: None)
    plan = tflm_greedy(records, 16)
    validate_plan(records, plan, 16)
    assert calls  # the numpy walk ran


@st.composite
def runs_of_records_alike(draw: st.DrawFn) -> list[UsageRecord]:
    """Records in runs of identical ones (one operator's operands), so that first fits
    continue runs, among others that meet them or not."""
    records: list[UsageRecord] = []
    for _ in range(draw(st.integers(1, 8))):
        first = draw(st.integers(0, 6))
        record = UsageRecord(draw(st.sampled_from((16, 24, 64, 100))), first, first + draw(st.integers(0, 4)))
        records += [record] * draw(st.integers(1, 40))
    return draw(st.permutations(records)) if draw(st.booleans()) else records


@pytest.mark.parametrize("planner", (tflm_greedy, greedy_by_size), ids=lambda p: p.__name__)
@settings(max_examples=200, deadline=None)
@given(records=runs_of_records_alike(), alignment=alignments)
def test_runs_continued_without_walking_place_as_the_python_walk(
    planner, records: list[UsageRecord], alignment: int
) -> None:
    assert_same_walks(planner, records, alignment)


def test_a_wide_operator_beside_a_buffer_it_misses_plans_as_the_runtimes_do() -> None:
    # The fuzzer's "twice" shape, smaller: 600 operands live over [0, 1], 600 over
    # [0, 2], two results; the second result misses the first 600 in time, so they go
    # one above the other past it, runs that continue without walking.
    from tests.test_offset_strategies import reference_tflm_greedy
    from tests.test_planners import _reference_greedy_by_size

    records = [UsageRecord(64, 0, 1) for _ in range(600)] + [UsageRecord(64, 0, 2) for _ in range(600)]
    records += [UsageRecord(600 * 64, 1, 2), UsageRecord(600 * 64, 2, 2)]
    for alignment in (1, 16, 48):
        assert tflm_greedy(records, alignment) == reference_tflm_greedy(records, alignment), alignment
        assert greedy_by_size(records, alignment).offsets == _reference_greedy_by_size(records, alignment)
