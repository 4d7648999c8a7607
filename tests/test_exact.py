"""The exact strategies (offsets and shared objects): optimal against brute force,
infeasibility proved, gaps honest."""

from __future__ import annotations

import csv
import dataclasses
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import BUILTIN
from tflite_memplan.analysis import analyze
from tflite_memplan.bounds import concatenated_ranges, offset_lower_bound, shared_objects_lower_bound
from tflite_memplan.model.reader import load_model
from tflite_memplan.planners import PLANNERS, get_strategy
from tflite_memplan.planners.limits import search_seconds, searching_for
from tflite_memplan.planners.offset import exact
from tflite_memplan.planners.offset.exact import solve_offsets
from tflite_memplan.planners.shared.exact import solve_objects
from tflite_memplan.planners.shared.lower_bound import objects_lower_bound
from tflite_memplan.planners.time_index import range_max
from tflite_memplan.plans import OffsetPlan, validate_plan
from tflite_memplan.records import UsageRecord, align_up

CHALLENGING = Path(__file__).resolve().parents[2] / "shared" / "benchmarks" / "minimalloc-challenging"


def brute_force_arena(records: list[UsageRecord], alignment: int) -> int:
    """The smallest arena, by trying every aligned offset of every record (pinned ones
    fixed) with branch and bound: independent of the canonical-solution argument."""
    naive = sum(align_up(r.size, alignment) for r in records) + max(
        ((r.offline_offset or 0) for r in records), default=0
    )
    best = naive + max((r.size for r in records), default=0)
    offsets: list[int] = []

    def fits(k: int, offset: int) -> bool:
        r = records[k]
        for j in range(k):
            o = records[j]
            live_together = r.size and o.size and r.first <= o.last and o.first <= r.last
            if live_together and offset < offsets[j] + o.size and offsets[j] < offset + r.size:
                return False
        return True

    def place(k: int, height: int) -> None:
        nonlocal best
        if height >= best:
            return
        if k == len(records):
            best = height
            return
        r = records[k]
        choices = [r.offline_offset] if r.offline_offset is not None else range(0, best - r.size + 1, alignment)
        for offset in choices:
            if r.size == 0 and r.offline_offset is None and offset > 0:
                break
            if fits(k, offset):
                offsets.append(offset)
                place(k + 1, max(height, offset + r.size))
                offsets.pop()

    place(0, 0)
    return best


@st.composite
def small_instances(draw: st.DrawFn) -> tuple[list[UsageRecord], int]:
    alignment = draw(st.sampled_from([1, 2, 4]))
    n = draw(st.integers(0, 6))
    pinned_one = draw(st.integers(-1, 2 * n))  # at most one pinned record (pinned ones may not overlap)
    records = []
    for i in range(n):
        first = draw(st.integers(0, 5))
        pinned = draw(st.integers(0, 9)) if i == pinned_one else None
        if pinned is not None and draw(st.booleans()):  # else off the alignment's grid (a model's own plan)
            pinned -= pinned % alignment
        records.append(
            UsageRecord(
                size=draw(st.integers(0, 7)),
                first=first,
                last=first + draw(st.integers(0, 4)),
                tensor=i,
                offline_offset=pinned,
            )
        )
    return records, alignment


@settings(max_examples=150, deadline=None)
@given(instance=small_instances())
def test_the_exact_plan_is_optimal_and_proved(instance: tuple[list[UsageRecord], int]) -> None:
    records, alignment = instance
    result = solve_offsets(records, alignment, time_limit=30)
    assert result.plan is not None
    validate_plan(records, result.plan, alignment)
    assert result.optimal
    assert result.plan.arena_size == brute_force_arena(records, alignment) == result.bound
    assert result.gap == 0.0
    assert "optimal (proved)" in result.plan.note


@settings(max_examples=100, deadline=None)
@given(instance=small_instances())
def test_a_capacity_is_met_or_proved_impossible(instance: tuple[list[UsageRecord], int]) -> None:
    records, alignment = instance
    optimum = brute_force_arena(records, alignment)
    within = solve_offsets(records, alignment, capacity=optimum, time_limit=30)
    assert within.plan is not None and within.plan.arena_size <= optimum
    validate_plan(records, within.plan, alignment)
    if optimum > 0:
        below = solve_offsets(records, alignment, capacity=optimum - 1, time_limit=30)
        assert below.plan is None and below.infeasible


@settings(max_examples=60, deadline=None)
@given(instance=small_instances())
def test_the_bound_never_exceeds_the_optimum(instance: tuple[list[UsageRecord], int]) -> None:
    records, alignment = instance
    assert offset_lower_bound(records, alignment) <= brute_force_arena(records, alignment)


def test_a_pin_off_the_alignment_grid_can_follow_another_buffer_by_hand() -> None:
    # Two pinned 5-byte buffers at 0 and 5 (a model's own plan need not be aligned), then
    # 5, 5 and 2 bytes at 4-byte alignment from 12: 12 + 8 + 4 + 5 = 29 with the 2 bytes
    # in the middle (largest first ends at 12 + 8 + 8 + 2 = 30). The search once raised
    # the second pin's lowest offset to the first's aligned end (8), found no plan
    # below 30 and called 30 optimal.
    records = [
        UsageRecord(size=5, first=1, last=1, offline_offset=0),
        UsageRecord(size=5, first=1, last=1, offline_offset=5),
        UsageRecord(size=5, first=1, last=1),
        UsageRecord(size=5, first=1, last=1),
        UsageRecord(size=2, first=1, last=1),
    ]
    result = solve_offsets(records, 4, time_limit=30)
    assert result.plan is not None
    validate_plan(records, result.plan, 4)
    assert result.plan.arena_size == 29 == brute_force_arena(records, 4)
    assert result.optimal


def test_the_alignment_aware_bound_by_hand() -> None:
    # 65 B and 1 B live together at 64-byte alignment: one of them ends at least 129 B up
    # (65 rounded to 128 below the 1, or 1 rounded to 64 below the 65); the live bytes say 66.
    records = [UsageRecord(size=65, first=0, last=1), UsageRecord(size=1, first=1, last=2)]
    assert offset_lower_bound(records, 64) == 129
    assert offset_lower_bound(records, 1) == 66
    assert brute_force_arena(records, 64) == 129


def test_the_pure_python_kernel_finds_the_same_plans(monkeypatch: pytest.MonkeyPatch) -> None:
    # Without numba (the `exact` extra) the same kernel runs as Python.
    records = [
        UsageRecord(size=s, first=f, last=e, tensor=i)
        for i, (s, f, e) in enumerate([(4, 0, 1), (3, 1, 2), (5, 0, 0), (2, 2, 3), (6, 3, 3), (1, 0, 3)])
    ]
    monkeypatch.setattr(exact, "PYTHON_FIRST_BUFFERS", 0)  # no first try as Python
    compiled = solve_offsets(records, 1, time_limit=30)
    monkeypatch.setattr(exact, "_kernel", lambda: exact._search)
    python = solve_offsets(records, 1, time_limit=30)
    assert python.plan == compiled.plan and python.optimal and compiled.optimal


def test_the_time_limit_leaves_the_start_plan_with_its_gap() -> None:
    # No time to search: the start plan comes back, with the gap to the bound.
    records = [UsageRecord(size=s, first=f, last=f + 1) for s, f in [(8, 0), (8, 1), (4, 2), (16, 1)]]
    start = OffsetPlan((0, 8, 16, 24), 40)
    validate_plan(records, start, 1)
    result = solve_offsets(records, 1, time_limit=0, start_plan=start)
    assert result.plan is not None and result.plan.arena_size == 40 and not result.optimal
    bound = offset_lower_bound(records)
    assert result.bound == bound and result.gap == pytest.approx((40 - bound) / 40)
    assert "from optimal" in result.plan.note


def test_the_registry_strategy_is_never_worse_than_best() -> None:
    records = [
        UsageRecord(size=s, first=f, last=f + w) for s, f, w in [(5, 0, 2), (3, 1, 1), (7, 2, 3), (2, 0, 5), (4, 4, 1)]
    ]
    assert get_strategy("exact")(records, 1).arena_size <= get_strategy("best")(records, 1).arena_size


def _challenging(name: str) -> list[UsageRecord]:
    with (CHALLENGING / f"{name}.1048576.csv").open() as f:
        rows = list(csv.DictReader(f))
    return [UsageRecord(size=int(r["size"]), first=int(r["lower"]), last=int(r["upper"]) - 1) for r in rows]


@pytest.mark.skipif(not CHALLENGING.is_dir(), reason="needs ../shared/benchmarks")
@pytest.mark.parametrize("name", ["B", "K"])
def test_minimallocs_challenging_instances_fit_their_capacity(name: str) -> None:
    # Every heuristic overflows 1 MiB; the canonical search fits them (seconds). K needs
    # the dynamic decomposition: without it no plan was found in minutes.
    records = _challenging(name)
    assert get_strategy("best")(records, 1).arena_size > 1_048_576
    result = solve_offsets(records, 1, capacity=1_048_576, time_limit=300)
    assert result.plan is not None
    validate_plan(records, result.plan, 1)
    assert result.plan.arena_size <= 1_048_576


RESULTS = Path(__file__).resolve().parents[1] / "benchmarks" / "EXACT_RESULTS.md"


def _table_nodes(name: str) -> int:
    """The nodes benchmarks/EXACT_RESULTS.md reports for instance ``name`` (its sixth column)."""
    for line in RESULTS.read_text().splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if cells[0] == name and len(cells) > 5:
            return int(cells[5].replace(",", ""))
    raise AssertionError(f"no row for {name} in {RESULTS.name}")


@pytest.mark.skipif(not CHALLENGING.is_dir(), reason="needs ../shared/benchmarks")
@pytest.mark.parametrize("name", ["C", "J", "K"])
def test_the_search_visits_the_nodes_the_results_table_reports(name: str) -> None:
    # Speeding the search up (its kernel, the driver that splits parts off) must not change
    # what it searches: the node counts measured for the table stay exact. Compiled only:
    # as Python these take minutes (test_exact_compiled checks Python and numba agree).
    pytest.importorskip("numba")
    records = _challenging(name)
    result = solve_offsets(records, 1, capacity=1_048_576, time_limit=300)
    assert result.plan is not None and result.plan.arena_size <= 1_048_576
    validate_plan(records, result.plan, 1)
    assert result.nodes == _table_nodes(name)


@settings(max_examples=100, deadline=None)
@given(values=st.lists(st.integers(0, 10**12), min_size=1, max_size=40), data=st.data())
def test_range_max_is_the_max_of_each_slice(values: list[int], data: st.DataObject) -> None:
    n = len(values)
    pairs = data.draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(1, n)), max_size=30))
    ranges = [(min(a, b - 1), max(a + 1, b)) for a, b in pairs]
    lo = np.array([a for a, _ in ranges], np.int64)
    hi = np.array([b for _, b in ranges], np.int64)
    got = range_max(np.array(values, np.int64), lo, hi)
    assert got.tolist() == [max(values[a:b]) for a, b in ranges]
    cells, owner = concatenated_ranges(lo, hi)
    assert list(zip(owner.tolist(), cells.tolist(), strict=True)) == [
        (k, c) for k, (a, b) in enumerate(ranges) for c in range(a, b)
    ]


# --- shared objects ------------------------------------------------------------------------


def brute_force_objects(records: list[UsageRecord]) -> int:
    """The smallest sum of object sizes over every partition of the records into objects
    whose members are never live together (each record joins a group or starts one)."""
    best = sum(r.size for r in records)

    def place(k: int, groups: list[list[UsageRecord]]) -> None:
        nonlocal best
        if k == len(records):
            best = min(best, sum(max(r.size for r in g) for g in groups))
            return
        r = records[k]
        for g in groups:
            if all(o.last < r.first or r.last < o.first for o in g):
                g.append(r)
                place(k + 1, groups)
                g.pop()
        groups.append([r])
        place(k + 1, groups)
        groups.pop()

    place(0, [])
    return best


@settings(max_examples=150, deadline=None)
@given(instance=small_instances())
def test_exact_objects_is_optimal_and_proved(instance: tuple[list[UsageRecord], int]) -> None:
    records = [dataclasses.replace(r, offline_offset=None) for r in instance[0]]
    start = PLANNERS["best_greedy"](records, 1)
    plan = solve_objects(records, start, node_limit=10**6)
    validate_plan(records, plan, 1)
    assert plan.footprint == brute_force_objects(records) <= start.footprint
    assert plan.note == "optimal (proved)"
    assert shared_objects_lower_bound(records) <= plan.footprint


def test_exact_objects_beats_the_greedies_where_they_miss() -> None:
    # Found by a random search: every greedy ends at 20 bytes here, the optimum is 19
    # (brute force).
    records = [
        UsageRecord(size=s, first=f, last=e, tensor=i)
        for i, (s, f, e) in enumerate([(3, 5, 7), (5, 4, 6), (3, 1, 3), (9, 0, 3), (2, 0, 1), (6, 3, 4), (7, 5, 5)])
    ]
    plan = PLANNERS["exact_objects"](records, 1)
    validate_plan(records, plan, 1)
    assert PLANNERS["best_greedy"](records, 1).footprint == 20
    assert plan.footprint == brute_force_objects(records) == 19
    assert plan.note == "optimal (proved)"


def test_the_objects_bound_sees_what_positional_maximums_miss() -> None:
    # X and Y (10 B) at steps 0 and 2, p and q (5 B) over 0-1 and 1-2: positional
    # maximums sum to 15, but whichever object takes X and Y, p and q overlap and each
    # meets one of them, so every plan costs 20 (brute force).
    records = [
        UsageRecord(size=s, first=f, last=e, tensor=i)
        for i, (s, f, e) in enumerate([(10, 0, 0), (10, 2, 2), (5, 0, 1), (5, 1, 2)])
    ]
    assert shared_objects_lower_bound(records) == 15
    assert brute_force_objects(records) == 20
    proved = objects_lower_bound(records, upper=20)
    assert (proved.positional, proved.bytes, proved.proved) == (15, 20, True)
    assert proved.describe().startswith("search over assignments")
    searched = objects_lower_bound(records, upper=10**6)  # no plan to meet: the search finds the optimum
    assert (searched.bytes, searched.proved) == (20, False)


@settings(max_examples=150, deadline=None)
@given(instance=small_instances(), budget=st.integers(0, 6))
def test_the_objects_bound_lies_between_positional_maximums_and_the_optimum(
    instance: tuple[list[UsageRecord], int], budget: int
) -> None:
    records = instance[0]
    optimum = brute_force_objects(records)
    naive = sum(r.size for r in records)
    for upper in (optimum, naive + 1):
        bound = objects_lower_bound(records, upper, node_limit=budget)
        assert shared_objects_lower_bound(records) == bound.positional <= bound.bytes <= optimum
        assert bound.proved == (bound.bytes == upper)
    assert objects_lower_bound(records, naive + 1, node_limit=10**6).bytes == optimum


# --- models ----------------------------------------------------------------------------------

SAMPLES = sorted((Path(__file__).resolve().parents[1] / "sample_models").glob("*.tflite"))
DEV_SET = sorted((Path(__file__).resolve().parents[2] / "shared" / "models").glob("*.tflite"))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_every_sample_plan_is_proved_optimal_under_tflite_alignment(path: Path) -> None:
    # LiteRT aligns offsets to 64 B: the live bytes alone prove only some samples
    # optimal; the alignment-aware bound with the exact search proves them all.
    result = analyze(load_model(str(path)), "litert", ["best", "exact"], semantics_options=BUILTIN)
    best, found = result.plans
    assert result.lower_bound_bytes >= offset_lower_bound(result.records)
    assert result.lower_bound_bytes <= found.footprint <= best.footprint
    assert found.footprint == result.lower_bound_bytes
    assert found.plan.note == "optimal (proved)"


@pytest.mark.skipif(not DEV_SET, reason="needs ../shared/models")
@pytest.mark.parametrize("path", DEV_SET, ids=lambda p: p.name)
def test_dev_set_exact_plans_are_valid_and_never_above_best(path: Path) -> None:
    for semantics in ("litert", "tflm"):
        result = analyze(load_model(str(path)), semantics, ["best", "exact"])  # plans are validated inside
        best, found = result.plans
        assert found.footprint <= best.footprint
        if result.offline is not None and result.offline.overlapping:
            assert found.plan.note == "pinned buffers overlap: not searched"  # Vela aliases on purpose
            continue
        assert result.lower_bound_bytes <= found.footprint
        proved = found.plan.note == "optimal (proved)"
        assert proved or found.footprint > result.lower_bound_bytes


def test_compare_says_when_the_alignment_makes_the_bound(cli) -> None:
    sample = SAMPLES[[p.name for p in SAMPLES].index("skip_connection_f32.tflite")]
    result = cli("compare", sample, "--semantics", "litert", "--delegate", "none", "--strategies", "best,exact")
    assert result.exit_code == 0, result.stderr
    text = " ".join(result.stdout.split())
    analysis = analyze(load_model(str(sample)), "litert", ["exact"], semantics_options=BUILTIN)
    live, aligned = offset_lower_bound(analysis.records), offset_lower_bound(analysis.records, 64)
    assert live < aligned == analysis.plans[0].footprint
    assert f"offset lower bound: {live:,} B live at the peak, {aligned:,} B once offsets are 64-byte aligned" in text
    assert "exact: optimal (proved)" in text


def test_a_time_limit_replaces_the_node_budgets() -> None:
    # skip_connection under LiteRT: the heuristics give 416 B, the search proves 400 B.
    sample = SAMPLES[[p.name for p in SAMPLES].index("skip_connection_f32.tflite")]
    records = analyze(load_model(str(sample)), "litert", ["exact"], semantics_options=BUILTIN).records
    assert PLANNERS["exact"](records, 64).note == "optimal (proved)"
    with searching_for(0):  # no time at all: the heuristics' plan and its gap
        plan = PLANNERS["exact"](records, 64)
        objects = PLANNERS["exact_objects"](records, 1)
    assert plan.arena_size > offset_lower_bound(records, 64) and "from optimal" in plan.note
    validate_plan(records, objects, 1)
    with searching_for(30):
        assert PLANNERS["exact"](records, 64).note == "optimal (proved)"
    assert search_seconds() is None


def test_compare_takes_a_time_limit(cli) -> None:
    sample = SAMPLES[[p.name for p in SAMPLES].index("skip_connection_f32.tflite")]
    result = cli(
        "compare", sample, "--semantics", "litert", "--delegate", "none", "--strategies", "exact", "--time-limit", "0"
    )
    assert result.exit_code == 0, result.stderr
    assert "exact: ≤ 3.8 % from optimal" in result.stdout
    bad = cli("compare", sample, "--time-limit", "-1")
    assert bad.exit_code == 2 and "Traceback" not in bad.stderr
