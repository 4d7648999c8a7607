"""Every strategy labelled ``tflite-gpu:…`` against what TFLite GPU's own code answered.

The table (tests/gpu_oracle/table.csv, PROVENANCE.md there) holds, for 2,500 seeded
random record sets and the GPU records of the sample and per-kernel models, TFLite's
total and a canonical hash of its whole plan (object of every record and object
sizes, or offset of every record) for each of its seven strategies in both families.
A planner agrees when both are equal. TFLite's offsets from a shared strategy
(``ObjectsToOffsets``) ignore the alignment, so those are compared at alignment 1 and
checked to be valid (and the same objects, starts rounded up) at the case's alignment.
Cases whose records are not listed by first use check only the strategies that do not
assume that order.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from tests.gpu_oracle import reference
from tests.gpu_oracle.generate import all_cases
from tests.gpu_oracle.table import COLUMNS, objects_hash, offsets_hash, read_table
from tflite_memplan.planners import PLANNERS, Strategy, tflite_gpu
from tflite_memplan.plans import OffsetPlan, Plan, SharedObjectsPlan, validate_plan
from tflite_memplan.records import UsageRecord, align_up

all_cases = cache(all_cases)
read_table = cache(read_table)
#: TFLite's strategies that assume records listed by first use (on other lists TFLite's
#: plans can be invalid; memplan sorts first): checked on such lists only.
ASSUME_FIRST_USE = {"EQUALITY", "GREEDY_IN_ORDER", "MINCOSTFLOW"}
UPSTREAM = {s.upstream: s for s in PLANNERS.values() if s.upstream.startswith("tflite-gpu:")}


def _column(upstream: str) -> str:
    _, family, strategy = upstream.split(":")
    return f"{family}:{strategy}"


def _answer(plan: Plan) -> tuple[str, str]:
    if isinstance(plan, OffsetPlan):
        return str(plan.arena_size), offsets_hash(plan.offsets)
    return str(sum(plan.object_sizes)), objects_hash(plan.object_of, plan.object_sizes)


def test_every_tflite_strategy_has_one_planner() -> None:
    assert sorted(_column(u) for u in UPSTREAM) == sorted(COLUMNS)


@pytest.mark.parametrize("upstream", sorted(UPSTREAM))
def test_planner_reproduces_tflite(upstream: str) -> None:
    strategy: Strategy = UPSTREAM[upstream]
    column = _column(upstream)
    table = read_table()
    laid_out = column.startswith("offset:") and column != "offset:GREEDY_BY_SIZE"
    wrong = []
    cases = all_cases()
    if column.split(":")[1] in ASSUME_FIRST_USE:
        cases = [case for case in cases if case.by_first_use]
    for case in cases:
        records = [UsageRecord(size, first, last) for size, first, last in case.records]
        alignment = 1 if laid_out else case.alignment
        plan = strategy(records, alignment)
        validate_plan(records, plan, alignment)
        if _answer(plan) != table[case.name][column]:
            wrong.append((case.name, _answer(plan), table[case.name][column]))
        if laid_out and case.alignment > 1:
            aligned = strategy(records, case.alignment)
            validate_plan(records, aligned, case.alignment)
            assert isinstance(plan, OffsetPlan) and isinstance(aligned, OffsetPlan)
            starts = sorted(set(plan.offsets))
            moved = dict(zip(starts, sorted(set(aligned.offsets)), strict=True))
            assert all(moved[a] == b for a, b in zip(plan.offsets, aligned.offsets, strict=True))
            assert all(align_up(b, case.alignment) == b for b in aligned.offsets)
    assert not wrong, f"{len(wrong)} of {len(cases)} cases differ from TFLite, e.g. {wrong[:3]}"


def test_table_covers_the_model_records() -> None:
    names = {c.name for c in all_cases()}
    assert any(n.startswith("sample:") for n in names) and any(n.startswith("kernel:") for n in names)
    assert len(names) == len(read_table())


# The golden cases of issue 38, TFLite's answers (from the same harness).
def _records(*triples: tuple[int, int, int]) -> list[UsageRecord]:
    return [UsageRecord(size, first, last) for size, first, last in triples]


def test_min_cost_flow_breaks_ties_as_tflite() -> None:
    records = _records((1, 0, 0), (2, 1, 2), (1, 2, 3))
    assert PLANNERS["min_cost_flow"](records) == SharedObjectsPlan((0, 1, 0), (1, 2))
    assert PLANNERS["offset_min_cost_flow"](records).offsets == (0, 1, 0)


def test_gpu_greedy_by_size_sorts_by_size_alone() -> None:
    records = _records((1, 1, 1), (1, 0, 2))
    assert PLANNERS["gpu_greedy_by_size"](records).offsets == (0, 1)
    assert PLANNERS["greedy_by_size"](records).offsets == (1, 0)  # LiteRT CPU: by first use among equals


def test_gpu_greedy_by_size_measures_gaps_after_alignment() -> None:
    records = _records((1, 0, 4), (1, 0, 2), (1, 1, 3), (1, 1, 2), (1, 2, 3), (1, 3, 5))
    plan = PLANNERS["gpu_greedy_by_size"](records, 64)
    assert plan.offsets == (0, 64, 128, 192, 256, 64)
    assert plan.arena_size == 257


def test_greedy_by_breadth_offsets_are_the_breadth_objects_end_to_end() -> None:
    records = _records((2, 0, 0), (1, 1, 1), (1, 1, 1))
    assert PLANNERS["greedy_by_breadth"](records).arena_size == 3
    assert PLANNERS["breadth_best_fit"](records).arena_size == 2


def test_best_greedy_is_tflites_better_of_two() -> None:
    records = _records((7, 0, 2), (2, 2, 3), (5, 3, 5), (6, 4, 5))
    assert PLANNERS["best_greedy"](records).footprint == 14
    assert PLANNERS["offset_best_greedy"](records).arena_size == 14
    assert PLANNERS["best_greedy_all"](records).footprint == 13


def test_records_not_by_first_use_still_give_valid_plans() -> None:
    records = _records((4, 3, 4), (2, 0, 1), (4, 0, 0), (3, 2, 5), (1, 1, 3))
    for strategy in UPSTREAM.values():
        validate_plan(records, strategy(records, 1), 1)


# The planners' shortcuts against plain transcriptions, on inputs larger than the table's.
def test_gpu_greedy_by_size_shortcuts_change_no_offset() -> None:
    rng = random.Random(38)
    for alignment in (1, 64):
        # Wide: 700 records around one step (the numpy path), and a random tail.
        records = [UsageRecord(rng.choice((8, 16, 100, 64)), rng.randint(0, 3), rng.randint(3, 6)) for _ in range(700)]
        records += [UsageRecord(rng.randint(1, 200), t, t + rng.randint(0, 4)) for t in range(7, 300)]
        records.sort(key=lambda r: r.first)
        plan = PLANNERS["gpu_greedy_by_size"](records, alignment)
        offsets, arena = reference.greedy_by_size_offsets(records, alignment)
        assert plan == OffsetPlan(tuple(offsets), arena)


def test_min_cost_flow_shortcuts_change_no_object() -> None:
    rng = random.Random(38)
    for _ in range(40):
        n = rng.randint(20, 60)
        records = []
        for _ in range(n):
            first = rng.randint(0, n)
            records.append(UsageRecord(rng.choice((4, 8, rng.randint(1, 64))), first, first + rng.choice((0, 1, 3, n))))
        records.sort(key=lambda r: r.first)
        object_of, sizes = reference.min_cost_flow(records)
        assert PLANNERS["min_cost_flow"](records) == SharedObjectsPlan(tuple(object_of), tuple(sizes))


def test_min_cost_flow_compiled_and_numpy_searches_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    """With numba, searches of many records run compiled and find the edges that improve a
    distance by a walk down a tree of bounds; smaller ones, and all without numba, run the
    numpy search, which tries every edge. Compiled on every size here: TFLite's answer on
    every oracle case, and the numpy search's chains on inputs from one record to trees
    several levels deep, with few sizes, so ties abound."""
    pytest.importorskip("numba")
    monkeypatch.setattr(tflite_gpu, "_COMPILE_FROM", 0)
    wrong = []
    for case in all_cases():
        if case.by_first_use:
            records = [UsageRecord(size, first, last) for size, first, last in case.records]
            answer = _answer(tflite_gpu.min_cost_flow_objects(records))
            if answer != read_table()[case.name]["shared:MINCOSTFLOW"]:
                wrong.append(case.name)
    assert not wrong
    rng = random.Random(40)
    for n in (1, 2, 3, 9, 70, 300):
        records = []
        for _ in range(n):
            first = rng.randint(0, n // 2)
            size = rng.choice((4, 8, 16, rng.randint(1, 64)))
            records.append(UsageRecord(size, first, first + rng.choice((0, 1, 5, 30))))
        records.sort(key=lambda r: r.first)
        assert tflite_gpu._flow_chains(records) == tflite_gpu._flow_chains_numpy(records), n
