"""The offset strategies greedy_by_breadth and strip_packing, the fast tflm_greedy, and
the time index under them: hand-checked cases, then algorithm-specific properties on
random records (the fast tflm_greedy against its reference, the time index against
brute force)."""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.cases import CHAIN, EIGHT, recs
from tests.strategies import alignments, record_lists
from tflite_memplan.bounds import offset_lower_bound
from tflite_memplan.planners.offset import strip_packing as skyline
from tflite_memplan.planners.offset.best import best_of
from tflite_memplan.planners.offset.greedy_by_breadth import greedy_by_breadth
from tflite_memplan.planners.offset.naive import naive_offsets
from tflite_memplan.planners.offset.strip_packing import strip_packing
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy
from tflite_memplan.planners.time_index import TimeIndex, _Ranks
from tflite_memplan.plans import OffsetPlan, validate_plan
from tflite_memplan.records import UsageRecord, align_up


def reference_tflm_greedy(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """The straightforward O(n²) TFLM first fit the fast version must match exactly.

    Offline-planned records first in index order, then by size descending, equal sizes
    later index first; each walks every placed record in offset order (equal offsets
    in placement order), skipping those not live at the same time, and takes the
    first gap large enough.
    """
    offline = [i for i, r in enumerate(records) if r.offline_offset is not None]
    online = [i for i, r in enumerate(records) if r.offline_offset is None]
    online.sort(key=lambda i: (-records[i].size, -i))
    offsets = [0] * len(records)
    by_offset: list[int] = []  # placed records, in offset order (ties: earlier placed first)
    keys: list[int] = []  # their offsets, for bisect
    for i in offline + online:
        r = records[i]
        if r.offline_offset is not None:
            candidate = r.offline_offset
        else:
            candidate = 0
            prior_end: int | None = None
            for j in by_offset:
                other = records[j]
                if other.first > r.last or r.first > other.last:
                    continue
                if prior_end is not None:
                    candidate = max(candidate, align_up(prior_end, alignment))
                if offsets[j] - candidate >= r.size:
                    break
                prior_end = offsets[j] + other.size
            else:
                if prior_end is not None:
                    candidate = max(candidate, align_up(prior_end, alignment))
        offsets[i] = candidate
        pos = bisect_right(keys, candidate)
        keys.insert(pos, candidate)
        by_offset.insert(pos, i)
    arena = max((offsets[i] + r.size for i, r in enumerate(records)), default=0)
    return OffsetPlan(tuple(offsets), arena)


def reference_strip_packing(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
    """The skyline packing as the module docstring states it, in O(n·(n + T)), that the
    fast version (runs kept by span, a heap, a fit tree) must match exactly.

    The skyline is a height per elementary span between lifetime boundaries; its lowest
    segment is the leftmost span of least height and every span after it as high. The
    best record lying within it goes there, else the segment rises to its lower
    neighbour.
    """
    offsets = [0] * len(records)
    todo = [i for i, r in enumerate(records) if r.offline_offset is None and r.size > 0]
    offline = [i for i, r in enumerate(records) if r.offline_offset is not None]
    bounds = sorted({records[i].first for i in todo + offline} | {records[i].last + 1 for i in todo + offline})
    height = [0] * (len(bounds) - 1)

    def spans(i: int) -> range:
        return range(bisect_left(bounds, records[i].first), bisect_left(bounds, records[i].last + 1))

    for i in offline:
        offsets[i] = records[i].offline_offset or 0
        for k in spans(i):
            height[k] = max(height[k], align_up(offsets[i] + records[i].size, alignment))
    unplaced = sorted(todo, key=lambda i: (records[i].first - records[i].last, -records[i].size, records[i].first, i))
    while unplaced:
        low = min(height)
        lo = hi = height.index(low)
        while hi + 1 < len(height) and height[hi + 1] == low:
            hi += 1
        fit = next((i for i in unplaced if lo <= spans(i).start and spans(i).stop - 1 <= hi), None)
        if fit is None:
            beside = [height[k] for k in (lo - 1, hi + 1) if 0 <= k < len(height)]
            height[lo : hi + 1] = [min(beside)] * (hi + 1 - lo)
            continue
        unplaced.remove(fit)
        offsets[fit] = low
        for k in spans(fit):
            height[k] = align_up(low + records[fit].size, alignment)
    arena = max((offsets[i] + r.size for i, r in enumerate(records)), default=0)
    return OffsetPlan(tuple(offsets), arena)


# --- hand-checked cases -------------------------------------------------------------


def test_greedy_by_breadth_eight_records_reach_the_lower_bound() -> None:
    # Breadths (bytes live) by step: t0 32, t1 60, t2 64, t3 80, t4 88, t5 124, t6 74,
    # t7 114, t8 50; visited t5, t7, t4, t3, t6, t2, t1, t8, t0.
    # t5: 64[5,7]@0; 36[2,5] above it @64; 16[3,5] above both @100; 8[4,5] @116.
    # t7: 40[7,8] sees only the 64 -> @64; 10[6,8] sees 64@0 and 40@64 -> @104.
    # t4: 28[1,4] sees 36@64, 16@100, 8@116: gap [0,64) of 64 >= 28 -> @0.
    # t1: 32[0,1] sees 28@0 -> @28. Arena max(28+32, 64+36, 100+16, 116+8, 104+10) = 124.
    plan = greedy_by_breadth(EIGHT)
    validate_plan(EIGHT, plan)
    assert plan.offsets == (28, 0, 64, 100, 116, 0, 104, 64)
    assert plan.arena_size == 124 == offset_lower_bound(EIGHT)


def test_greedy_by_breadth_places_the_busiest_step_first() -> None:
    # Breadths: t0 100+20 = 120, t1 60+60+20 = 140, t2 60. t1 first, largest first
    # (equal sizes: earlier first use, then lower index): 60[1,1]@0, 60[1,2]@60,
    # 20[0,1]@120; then t0: 100[0,0] sees only the 20 at 120 -> gap [0,120) -> @0.
    records = recs((100, 0, 0), (60, 1, 1), (60, 1, 2), (20, 0, 1))
    plan = greedy_by_breadth(records)
    validate_plan(records, plan)
    assert plan.offsets == (0, 0, 60, 120)
    assert plan.arena_size == 140 == offset_lower_bound(records)


def test_greedy_by_breadth_takes_the_smallest_gap() -> None:
    # All at step 1 except the gaps' makers. Step 0 (breadth 200+64+32+16+12 = 324)
    # places 200@0, 64@200, 32@264, 16@296, 12@312 (each above the others). Step 1
    # (200+32+12+8 = 252): the 8 sees 200@0, 32@264, 12@312: gaps [200,264) of 64 and
    # [296,312) of 16 -> the smaller one, @296.
    records = recs((200, 0, 1), (64, 0, 0), (32, 0, 1), (16, 0, 0), (12, 0, 1), (8, 1, 1))
    plan = greedy_by_breadth(records)
    validate_plan(records, plan)
    assert plan.offsets == (0, 200, 264, 296, 312, 296)


def test_strip_packing_chain() -> None:
    # Ranks (longest life, then largest): 64, 32, 16, 8[1,2], 8[4,5]. Skyline [0..5]@0:
    # 64[2,3]@0 -> [0,1]@0 [2,3]@64 [4,5]@0. [0,1]@0 holds 16[0,1] -> @16. [4,5]@0
    # holds 8[4,5] -> @8. [4,5]@8 holds nothing -> raised to 64. [0,1]@16 holds nothing
    # -> raised to 64, so [0,5]@64: 32[3,4]@64; then [0,2]@64 takes 8[1,2]@64.
    plan = strip_packing(CHAIN)
    validate_plan(CHAIN, plan)
    assert plan.offsets == (0, 64, 0, 64, 0)
    assert plan.arena_size == 96


def test_strip_packing_chain_aligned() -> None:
    # As above with every skyline height rounded up to 128: 64 -> 128, 16 -> 128 (and
    # merges with [2,3]), 8 -> 128 (merges too), then 32 and 8 both at 128.
    plan = strip_packing(CHAIN, 128)
    validate_plan(CHAIN, plan, 128)
    assert plan.offsets == (0, 128, 0, 128, 0)
    assert plan.arena_size == 160


def test_strip_packing_eight_records_reach_138_not_124() -> None:
    # Ranks: 36[2,5], 28[1,4], 64[5,7], 16[3,5], 10[6,8], 40[7,8], 32[0,1], 8[4,5].
    # [0..8]@0: 36@0 -> [0,1]@0 [2,5]@36 [6,8]@0.  [0,1]@0: 32@0 -> @32.
    # [6,8]@0: 10[6,8]@0 -> @10; [6,8]@10: 40[7,8]@10 -> [6,6]@10 [7,8]@50.
    # [6,6]@10: nothing -> raised to 36 ([2,6]); [0,1]@32: nothing -> [0,6]@36.
    # [0,6]@36: 28[1,4]@36 -> [0,0]@36 [1,4]@64 [5,6]@36 [7,8]@50.
    # [0,0]@36 -> raised to 64 ([0,4]); [5,6]@36 -> raised to 50 ([5,8]).
    # [5,8]@50: 64[5,7]@50 -> [5,7]@114 [8,8]@50 -> raised to 114; [0,4]@64 -> 114.
    # [0,8]@114: 16[3,5]@114 -> top 130; the rest is raised to 130; 8[4,5]@130 -> 138.
    plan = strip_packing(EIGHT)
    validate_plan(EIGHT, plan)
    assert plan.offsets == (0, 36, 0, 114, 130, 50, 0, 10)
    assert plan.arena_size == 138


def test_strip_packing_starts_above_offline_records() -> None:
    # The offline 32 at 16 over steps 0..1 puts the skyline at 48 there; the 8[0,0]
    # goes on it at 48, although [0,16) is free; the 20[2,2] goes at 0.
    records = [
        UsageRecord(size=32, first=0, last=1, offline_offset=16),
        UsageRecord(size=8, first=0, last=0),
        UsageRecord(size=20, first=2, last=2),
    ]
    plan = strip_packing(records)
    validate_plan(records, plan)
    assert plan.offsets == (16, 48, 0)


def test_tflm_greedy_skips_buffers_not_live_and_keeps_the_max_end() -> None:
    # Order (size desc, equal sizes later first): 100[2,2]@0, 100[0,0]@0 (no overlap),
    # 50[1,1]@0 (none), then 30[0,2] walks all three at 0: 0-0 < 30, end 100;
    # 0-100 < 30, end 100; 0-100 < 30, end 50 -> candidate max(100, 100, 50) = 100.
    records = recs((100, 0, 0), (100, 2, 2), (50, 1, 1), (30, 0, 2))
    plan = tflm_greedy(records)
    validate_plan(records, plan)
    assert plan.offsets == (0, 0, 0, 100)
    assert plan == reference_tflm_greedy(records)


def test_tflm_greedy_golden_cases_match_the_reference() -> None:
    five = recs((10, 0, 1), (20, 1, 2), (30, 2, 3), (40, 3, 4), (50, 0, 1))
    assert tflm_greedy(five).offsets == (50, 70, 40, 0, 0)
    for records in (five, EIGHT, CHAIN):
        for alignment in (1, 16, 128):
            assert tflm_greedy(records, alignment) == reference_tflm_greedy(records, alignment)


def test_time_index_reports_each_overlapping_item_once() -> None:
    # [0,3], [2,2], [5,9]; a query [1,5] meets all three, [4,4] none, [6,6] only the last.
    index = TimeIndex([0, 2, 5, 1, 4, 6])
    index.add(10, 0, 3)
    index.add(11, 2, 2)
    index.add(12, 5, 9)
    assert sorted(index.overlapping(1, 5)) == [10, 11, 12]
    assert index.overlapping(4, 4) == []
    assert index.overlapping(6, 6) == [12]


# --- properties on random records ---------------------------------------------------
# Validity, bounds, determinism and kept offline offsets of every offset strategy are
# checked registry-wide in test_properties.py.


@settings(max_examples=300, deadline=None)
@given(records=record_lists(max_length=30, offline="any"), alignment=alignments)
def test_fast_tflm_greedy_equals_the_reference(records: list[UsageRecord], alignment: int) -> None:
    assert tflm_greedy(records, alignment) == reference_tflm_greedy(records, alignment)


@pytest.fixture(params=("python", "machine code"))
def packing_loop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """strip_packing's loop as Python on lists, or as machine code from its shipped IR
    from the first record on (skipped where that IR cannot be loaded)."""
    if request.param == "machine code":
        if skyline._kernel() is None:
            pytest.skip("strip_packing's machine code does not load here (it ships for x86-64 Linux, needs llvmlite)")
        monkeypatch.setattr(skyline, "COMPILED_FROM", 0)
    else:
        monkeypatch.setattr(skyline, "_kernel", lambda: pytest.fail("the Python loop was asked for"))
        monkeypatch.setattr(skyline, "COMPILED_FROM", 1 << 62)
    return str(request.param)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(records=record_lists(max_length=30, offline="any"), alignment=alignments)
def test_fast_strip_packing_equals_the_reference(records: list[UsageRecord], alignment: int, packing_loop: str) -> None:
    assert strip_packing(records, alignment) == reference_strip_packing(records, alignment)


def test_fast_strip_packing_equals_the_reference_on_larger_graphs(packing_loop: str) -> None:
    # A few hundred records with long and short lives mixed, so the fit tree's pruning
    # and the skyline's merges are exercised beyond what small lists reach.
    rng = random.Random(7)
    for trial in range(20):
        records = [
            UsageRecord(
                size=rng.choice((16, 48, 64, rng.randint(1, 5000))),
                first=(first := rng.randint(0, 150)),
                last=first + (rng.randint(0, 120) if rng.random() < 0.2 else rng.randint(0, 4)),
                offline_offset=rng.randint(0, 2000) if rng.random() < 0.02 else None,
            )
            for _ in range(rng.randint(50, 300))
        ]
        for alignment in (1, 16, 64):
            assert strip_packing(records, alignment) == reference_strip_packing(records, alignment), (trial, alignment)


def test_strip_packing_keeps_heights_beyond_int64_keys_in_python(packing_loop: str) -> None:
    # An offline buffer near 2**61 puts the skyline's floor there: a run's key (height
    # shifted by the span bits) no longer fits int64, so the loop runs as Python.
    records = [UsageRecord(64, 0, 3, offline_offset=1 << 61), *recs((16, 0, 1), (32, 1, 2), (8, 2, 3), (48, 0, 3))]
    plan = strip_packing(records, 16)
    validate_plan(records, plan, 16)
    assert plan == reference_strip_packing(records, 16)
    assert min(plan.offsets[1:]) == (1 << 61) + 64  # everything above the offline buffer


def test_both_packing_loops_agree_on_large_synthetic_graphs() -> None:
    # The machine code from COMPILED_FROM records on, the Python loop below: the same
    # plans on the synthetic graphs the benchmarks time (a few thousand records each).
    from tests.synthetic import synthetic_graph
    from tflite_memplan.semantics import SEMANTICS

    if skyline._kernel() is None:
        pytest.skip("strip_packing's machine code does not load here")
    for kind in ("chain", "wide_branches", "unet", "transformer"):
        records = SEMANTICS["tflm"].lifetimes(synthetic_graph(kind, 3000, 0)).records
        machine = strip_packing(records, 16)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(skyline, "COMPILED_FROM", 1 << 62)
            assert strip_packing(records, 16) == machine, kind


@settings(max_examples=100, deadline=None)
@given(
    intervals=st.lists(st.tuples(st.integers(0, 30), st.integers(0, 12)), max_size=30),
    query=st.tuples(st.integers(0, 30), st.integers(0, 12)),
)
def test_time_index_matches_brute_force(intervals: list[tuple[int, int]], query: tuple[int, int]) -> None:
    qf, ql = query[0], query[0] + query[1]
    index = TimeIndex([f for f, _ in intervals] + [qf])
    for item, (f, length) in enumerate(intervals):
        index.add(item, f, f + length)
    found = index.overlapping(qf, ql)
    expected = [i for i, (f, length) in enumerate(intervals) if f <= ql and qf <= f + length]
    assert sorted(found) == expected
    assert index.count(qf, ql) == len(expected)
    for many in (0, 1, len(expected), len(expected) + 1):  # None exactly when `many` or more overlap
        listed = index.fewer_than(qf, ql, many)
        assert (listed is None) == (len(expected) >= many)
        assert listed is None or sorted(listed) == expected


@settings(max_examples=50, deadline=None)
@given(
    intervals=st.lists(st.tuples(st.integers(0, 300), st.integers(0, 120)), max_size=60),
    query=st.tuples(st.integers(0, 300), st.integers(0, 150)),
    many=st.integers(0, 70),
)
def test_time_index_lists_long_queries_by_their_started_steps(
    intervals: list[tuple[int, int]], query: tuple[int, int], many: int
) -> None:
    # Queries over more than _FEW_STEPS steps go through the sorted started steps,
    # shorter ones look at every step: both must find the same items.
    qf, ql = query[0], query[0] + query[1]
    index = TimeIndex([f for f, _ in intervals] + [qf])
    for item, (f, length) in enumerate(intervals):
        index.add(item, f, f + length)
        if item % 7 == 0:
            index.fewer_than(qf, ql, many)  # steps started so far sorted in between adds
    expected = [i for i, (f, length) in enumerate(intervals) if f <= ql and qf <= f + length]
    listed = index.fewer_than(qf, ql, many)
    assert (listed is None) == (len(expected) >= many)
    assert listed is None or sorted(listed) == expected


@settings(max_examples=100, deadline=None)
@given(values=st.lists(st.integers(0, 200), unique=True, max_size=60), low=st.integers(0, 200), span=st.integers(0, 80))
def test_start_ranks_in_chunks_match_a_sorted_list(values: list[int], low: int, span: int) -> None:
    ranks = _Ranks()
    ranks.CHUNK = 2  # chunks split after 4 values, so a few dozen make many chunks
    for v in values:
        ranks.add(v)
    assert ranks.between(low, low + span) == sorted(v for v in values if low <= v < low + span)


def test_a_time_index_of_many_distinct_starts() -> None:
    # Was: one sorted list of the steps that have an item, each new step inserted with a
    # memmove of every later one — O(n²): `memplan solve` on a million buffers, each with
    # its own start, placed by size (so in no order of time), spent minutes here.
    n = 200_000
    order = list(range(n))
    random.Random(1).shuffle(order)
    index = TimeIndex(range(n))
    for i in order:  # about a second; the single list took ~15 s (a benchmark, not a timed test)
        index.add(i, i, i + 2)
    assert sorted(index.overlapping(10, 11)) == [8, 9, 10, 11]


def test_best_stops_at_a_plan_that_meets_the_lower_bound() -> None:
    # CHAIN's tflm_greedy plan is optimal (it meets the bound): a later candidate cannot
    # win, so it is not run; a non-optimal first candidate lets the later ones run.
    assert tflm_greedy(CHAIN, 16).arena_size == offset_lower_bound(CHAIN, 16)
    ran: list[str] = []

    def watched(name: str, planner):  # type: ignore[no-untyped-def]
        def plan(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
            ran.append(name)
            return planner(records, alignment)

        return name, plan

    plan = best_of([watched("tflm_greedy", tflm_greedy), watched("strip_packing", strip_packing)])(CHAIN, 16)
    assert ran == ["tflm_greedy"] and plan.note == "winner: tflm_greedy"
    ran.clear()
    plan = best_of([watched("naive", naive_offsets), watched("tflm_greedy", tflm_greedy)])(CHAIN, 16)
    assert ran == ["naive", "tflm_greedy"] and plan.note == "winner: tflm_greedy"
