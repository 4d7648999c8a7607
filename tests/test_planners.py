"""Planners on hand-checkable cases (DESIGN.md golden cases and our own)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings

from tests.cases import CHAIN, EIGHT, recs
from tests.strategies import alignments, record_lists
from tflite_memplan.bounds import naive_bytes, offset_lower_bound
from tflite_memplan.errors import UnknownStrategyError
from tflite_memplan.planners import PLANNERS, get_strategy
from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size
from tflite_memplan.planners.offset.naive import naive_offsets
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy
from tflite_memplan.plans import validate_plan
from tflite_memplan.records import UsageRecord


def test_eight_records_bounds_and_greedy_by_size() -> None:
    assert naive_bytes(EIGHT) == 234
    assert offset_lower_bound(EIGHT) == 124
    plan = greedy_by_size(EIGHT)
    validate_plan(EIGHT, plan)
    assert plan.arena_size == 124


def test_chain_greedy_by_size_offsets() -> None:
    plan = greedy_by_size(CHAIN)
    validate_plan(CHAIN, plan)
    assert plan.offsets == (0, 64, 0, 64, 0)
    assert plan.arena_size == 96


def test_chain_with_128_byte_alignment() -> None:
    plan = greedy_by_size(CHAIN, 128)
    validate_plan(CHAIN, plan, 128)
    assert plan.offsets == (0, 128, 0, 128, 0)
    assert plan.arena_size == 160


def test_tflm_greedy_golden_five_buffers() -> None:
    records = recs((10, 0, 1), (20, 1, 2), (30, 2, 3), (40, 3, 4), (50, 0, 1))
    plan = tflm_greedy(records)
    validate_plan(records, plan)
    assert plan.offsets == (50, 70, 40, 0, 0)
    assert plan.arena_size == 90


def test_tflm_greedy_is_first_fit_not_best_fit() -> None:
    # A 64-byte buffer lives at [0,0] at offset 0 and a 32-byte one at [0,0] above
    # it; after them, gaps of 64 (low) and of 32 (between) are free at step 1 when
    # only the big buffer at offset 96 is live... first fit takes the lowest gap.
    records = recs((96, 0, 0), (32, 1, 1), (16, 0, 1), (16, 1, 1))
    plan = tflm_greedy(records)
    validate_plan(records, plan)
    # order: 96 (id0), 32 (id1), 16 (id3, later id first), 16 (id2)
    # 96@0; 32[1,1]@0; id3 16[1,1] -> after 32 -> 32; id2 16[0,1] overlaps 96@0 and
    # 32@0 and 16@32 -> first gap after all of them: 96.
    assert plan.offsets == (0, 0, 96, 32)


def test_tflm_greedy_equal_sizes_place_the_later_buffer_first() -> None:
    records = recs((16, 0, 1), (16, 0, 1))
    assert tflm_greedy(records).offsets == (16, 0)
    # greedy_by_size keeps the given order for equal sizes and first uses
    assert greedy_by_size(records).offsets == (0, 16)


def test_tflm_greedy_keeps_offline_offsets_and_fills_gaps() -> None:
    records = [
        UsageRecord(size=32, first=0, last=2, offline_offset=64),
        UsageRecord(size=48, first=0, last=1),
        UsageRecord(size=16, first=1, last=2),
    ]
    plan = tflm_greedy(records)
    validate_plan(records, plan)
    # offline first at 64; then 48 fits in [0,64); 16 overlaps both -> first gap of
    # 16 after the 48 at 0 is [48, 64).
    assert plan.offsets == (64, 0, 48)
    assert plan.arena_size == 96


def test_greedy_by_size_prefers_the_smallest_gap_tflm_the_first() -> None:
    # Long-lived W, Y, V with short-lived X, Z between them leave two gaps at step 1:
    # [200, 264) of 64 bytes and [296, 312) of 16. An 8-byte buffer at step 1 goes in
    # the 16-byte gap by best fit (TFLite) and in the lower one by first fit (TFLM).
    records = recs((200, 0, 2), (64, 0, 0), (32, 0, 2), (16, 0, 0), (12, 0, 2), (8, 1, 1))
    best = greedy_by_size(records)
    first = tflm_greedy(records)
    validate_plan(records, best)
    validate_plan(records, first)
    assert best.offsets == (0, 200, 264, 296, 312, 296)
    assert first.offsets == (0, 200, 264, 296, 312, 200)


def test_whole_run_records_go_first_in_index_order() -> None:
    records = [
        UsageRecord(size=8, first=0, last=3, whole_run=True),
        UsageRecord(size=100, first=1, last=2),
        UsageRecord(size=4, first=0, last=3, whole_run=True),
    ]
    plan = greedy_by_size(records, 4)
    validate_plan(records, plan, 4)
    assert plan.offsets == (0, 12, 8)


def test_greedy_by_size_leaves_ties_to_introsort_beyond_16_records() -> None:
    # 17 equivalent records (same size and first use), all live at once. TFLite's
    # std::sort moves the median of positions 1, 8, 16 (all equal: position 8) to the
    # front, then its partition swaps the equal elements pairwise from both ends,
    # reversing positions 1..16; the final insertion sort keeps that order.
    records = [UsageRecord(size=16, first=0, last=0) for _ in range(17)]
    plan = greedy_by_size(records)
    placed = [8, 16, 15, 14, 13, 12, 11, 10, 9, 0, 7, 6, 5, 4, 3, 2, 1]
    assert [plan.offsets[i] for i in placed] == [16 * k for k in range(17)]
    # Up to 16 records the sort is a stable insertion sort: the given order is kept.
    assert greedy_by_size(records[:16]).offsets == tuple(16 * k for k in range(16))


@settings(max_examples=200, deadline=None)
@given(records=record_lists(max_size=80, max_time=40, max_length=6, whole_run=True))
def test_greedy_by_size_order_without_ties_is_the_emulated_introsort(records: list[UsageRecord]) -> None:
    # Records without an equal (whole run, size, first use) skip the emulation: the
    # order must be the one libstdc++'s introsort (emulated) gives them.
    from tflite_memplan._libstdcxx import std_sort
    from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size_order

    def keys(rs: list[UsageRecord]) -> list[tuple[int, ...]]:
        return [
            (0, r.tensor if r.tensor >= 0 else i) if r.whole_run else (1, -r.size, r.first) for i, r in enumerate(rs)
        ]

    every = keys(records)
    distinct = [r for r, k in zip(records, every, strict=True) if every.count(k) == 1]
    assume(len(set(keys(distinct))) == len(distinct))
    assert greedy_by_size_order(distinct) == std_sort(range(len(distinct)), keys(distinct).__getitem__)


def test_naive_lays_everything_end_to_end() -> None:
    plan = naive_offsets(CHAIN, 16)
    validate_plan(CHAIN, plan, 16)
    assert plan.offsets == (0, 16, 32, 96, 128)
    assert plan.arena_size == 136


def test_zero_size_records_take_no_space() -> None:
    records = recs((0, 0, 5), (16, 0, 5), (0, 1, 1))
    for strategy in PLANNERS.values():
        plan = strategy(records)
        validate_plan(records, plan)
        assert plan.footprint == 16, strategy.name


def test_unknown_strategy_lists_the_known_ones() -> None:
    with pytest.raises(UnknownStrategyError, match=r"unknown strategy 'bogus'; choose from: .*tflm_greedy"):
        get_strategy("bogus")


def _reference_greedy_by_size(records: list[UsageRecord], alignment: int) -> tuple[int, ...]:
    """TFLite's placement loop transcribed literally: scan every placed record in offset order."""
    from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size_order

    offsets = [0] * len(records)
    placed: list[int] = []  # in offset order, equal offsets in placement order
    order = [i for i, r in enumerate(records) if r.offline_offset is not None]
    order += [i for i in greedy_by_size_order(records) if records[i].offline_offset is None]
    for i in order:
        r = records[i]
        if r.offline_offset is not None:
            offsets[i] = r.offline_offset
        elif r.size == 0:
            continue
        else:
            best, best_gap, cursor = None, None, 0
            for j in placed:
                o = records[j]
                if o.last < r.first or o.first > r.last:
                    continue
                aligned = -(-cursor // alignment) * alignment
                if aligned + r.size <= offsets[j] and (best_gap is None or offsets[j] - aligned < best_gap):
                    best, best_gap = aligned, offsets[j] - cursor
                cursor = max(cursor, offsets[j] + o.size)
            offsets[i] = best if best is not None else -(-cursor // alignment) * alignment
        k = 0
        while k < len(placed) and offsets[placed[k]] <= offsets[i]:
            k += 1
        placed.insert(k, i)
    return tuple(offsets)


@settings(max_examples=300, deadline=None)
@given(
    records=record_lists(max_size=100, max_time=12, max_length=6, whole_run=True, offline="any"),
    alignment=alignments,
)
def test_greedy_by_size_matches_the_literal_tflite_loop(records: list[UsageRecord], alignment: int) -> None:
    plan = greedy_by_size(records, alignment)
    validate_plan(records, plan, alignment)
    assert plan.offsets == _reference_greedy_by_size(records, alignment)


def test_greedy_by_size_places_offline_records_first() -> None:
    records = [UsageRecord(size=8, first=0, last=1, offline_offset=0), UsageRecord(size=64, first=0, last=1)]
    plan = greedy_by_size(records)
    validate_plan(records, plan)
    assert plan.offsets == (0, 8)


def test_kept_plans_answer_equal_records_and_hash_a_tuple_once() -> None:
    from tflite_memplan.planners import memo

    records = tuple(UsageRecord(size=16 * (1 + i % 3), first=i, last=i + 2, tensor=i) for i in range(50))
    key = memo._key(records)
    assert memo._key(records) is key  # the same tuple again: its hash is not computed again
    assert memo._key(list(records)) == key and memo._key(list(records)) is not key  # a list: keyed afresh
    plan = PLANNERS["greedy_by_size"](records, 16)
    assert PLANNERS["greedy_by_size"](list(records), 16) is plan  # equal records: the kept plan
    changed = (*records[:-1], UsageRecord(size=999, first=49, last=51, tensor=49))
    assert PLANNERS["greedy_by_size"](changed, 16) is not plan


def test_a_layout_is_checked_once_whichever_strategy_made_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # compare validates every strategy's plan; where several agree (as the greedies do on a
    # model whose buffers are all live at once) the layout is checked once. Anything
    # else — another layout, another alignment, other records, the other family — is
    # checked again, and a wrong plan still fails.
    from tflite_memplan.planners import memo
    from tflite_memplan.plans import OffsetPlan, PlanError, SharedObjectsPlan

    checked: list[object] = []
    monkeypatch.setattr(memo, "validate_plan", lambda records, plan, alignment: checked.append(plan))
    records = tuple(UsageRecord(size=16, first=i, last=i + 1, tensor=i) for i in range(6))
    first = OffsetPlan((0, 16, 0, 16, 0, 16), 32, note="winner: a")
    memo.validate_once(records, first, 16)
    memo.validate_once(records, OffsetPlan(first.offsets, 32, note="winner: b"), 16)  # another object, same layout
    assert checked == [first]
    memo.validate_once(records, first, 1)
    memo.validate_once(list(records), first, 16)  # equal records: the same check
    memo.validate_once((*records[:-1], UsageRecord(size=8, first=5, last=6)), first, 16)
    memo.validate_once(records, SharedObjectsPlan((0, 16, 0, 16, 0, 16), (32,)), 16)
    assert len(checked) == 4
    monkeypatch.undo()
    with pytest.raises(PlanError):
        memo.validate_once(records, OffsetPlan((0, 0, 0, 16, 0, 16), 32), 16)


@pytest.mark.parametrize("name", ["tflm_greedy", "greedy_by_size", "breadth_best_fit", "gpu_greedy_by_size"])
def test_a_model_planned_offline_throughout_keeps_every_offset(name: str) -> None:
    # optimize re-plans each candidate's offsets pinned: with nothing left to walk for,
    # every record sits at its offline offset (pinned ones may overlap), the arena the
    # highest end, and a scratch buffer placed after them still avoids them.
    pinned = [UsageRecord(64, i % 3, i % 3 + 1, offline_offset=32 * (i % 4)) for i in range(700)]
    plan = PLANNERS[name](pinned, 16)
    assert plan.offsets == tuple(r.offline_offset for r in pinned)
    assert plan.arena_size == 32 * 3 + 64
    with_scratch = [*pinned, UsageRecord(48, 2, 2)]
    plan = PLANNERS[name](with_scratch, 16)
    validate_plan(with_scratch, plan, 16)
    assert plan.offsets[:-1] == tuple(r.offline_offset for r in pinned) and plan.offsets[-1] >= 32 * 3 + 64
