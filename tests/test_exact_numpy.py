"""The exact search's numpy kernel (the core install's, for larger searches) against the
list kernel and the compiled one: node for node the same search, the same plans."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_exact import CHALLENGING, _challenging, _table_nodes
from tests.test_exact_compiled import RECORDS, first_of_b
from tflite_memplan.planners import compiled
from tflite_memplan.planners.offset import exact
from tflite_memplan.planners.offset.exact import solve_offsets
from tflite_memplan.planners.offset.exact_numpy import NUMPY_SEARCH
from tflite_memplan.plans import validate_plan
from tflite_memplan.records import UsageRecord


def _searched(
    monkeypatch: pytest.MonkeyPatch, kernel: object, records: list[UsageRecord], alignment: int, **options: object
) -> tuple[object, ...]:
    """What :func:`solve_offsets` establishes with ``kernel`` for every search, parts included."""
    monkeypatch.setattr(exact, "PYTHON_FIRST_BUFFERS", 0)
    monkeypatch.setattr(exact, "NUMPY_FROM_BUFFERS", 10**9)  # the list kernel stays the list kernel
    monkeypatch.setattr(exact, "_kernel", lambda: kernel)
    result = solve_offsets(records, alignment, time_limit=600, **options)  # type: ignore[arg-type]
    return result.plan, result.nodes, result.bound, result.optimal, result.infeasible


@st.composite
def cases(draw: st.DrawFn) -> tuple[list[UsageRecord], int, int | None, int]:
    """Small searches: overlapping lifetimes, zero sizes, pins on and off the alignment
    grid, alignments above 1, a capacity or none, and node limits that stop mid-search."""
    alignment = draw(st.sampled_from((1, 1, 2, 4, 8)))
    records = []
    for _ in range(draw(st.integers(1, 14))):
        first = draw(st.integers(0, 12))
        size = draw(st.one_of(st.just(0), st.integers(1, 9), st.integers(1, 40)))
        pin = draw(st.one_of(st.none(), st.integers(0, 60), st.integers(0, 8).map(lambda k: k * alignment)))
        pin = pin if draw(st.integers(0, 7)) == 0 else None
        records.append(UsageRecord(size=size, first=first, last=first + draw(st.integers(0, 5)), offline_offset=pin))
    capacity = draw(st.one_of(st.none(), st.integers(1, 150)))
    return records, alignment, capacity, draw(st.sampled_from((3, 40, 2_000)))


@settings(max_examples=300, deadline=None)
@given(case=cases())
def test_the_numpy_kernel_takes_the_list_kernels_steps(case: tuple[list[UsageRecord], int, int | None, int]) -> None:
    records, alignment, capacity, nodes = case
    with pytest.MonkeyPatch.context() as monkeypatch:
        listed = _searched(monkeypatch, exact._search, records, alignment, capacity=capacity, node_limit=nodes)
        numpy = _searched(monkeypatch, NUMPY_SEARCH, records, alignment, capacity=capacity, node_limit=nodes)
    assert numpy == listed
    if numpy[0] is not None:
        validate_plan(records, numpy[0], alignment)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(case=cases())
def test_the_numpy_kernel_resumes_where_it_paused(case: tuple[list[UsageRecord], int, int | None, int]) -> None:
    # Slices of 1 and 3 nodes: every return and resume (and the driver's parts between) on the way.
    records, alignment, capacity, nodes = case
    with pytest.MonkeyPatch.context() as monkeypatch:
        whole = _searched(monkeypatch, NUMPY_SEARCH, records, alignment, capacity=capacity, node_limit=nodes)
        for size in (1, 3):
            monkeypatch.setattr(exact, "_PYTHON_SLICE", size)
            assert (
                _searched(monkeypatch, NUMPY_SEARCH, records, alignment, capacity=capacity, node_limit=nodes) == whole
            )


def test_the_numpy_kernel_and_the_compiled_one_agree_on_a_real_search(monkeypatch: pytest.MonkeyPatch) -> None:
    # MiniMalloc's instance B's first 80 buffers by start: about a thousand nodes, parts split off.
    if not (CHALLENGING / "B.1048576.csv").exists():
        pytest.skip("MiniMalloc's instances are not here")
    records = first_of_b()
    numpy = _searched(monkeypatch, NUMPY_SEARCH, records, 1)
    assert numpy[1] > 1_000 and numpy[3]  # type: ignore[operator]
    assert numpy == _searched(monkeypatch, exact._search, records, 1)
    kernel = compiled.native(exact.KERNEL) or compiled.compiled(exact.KERNEL)
    if kernel is not None:
        assert numpy == _searched(monkeypatch, kernel, records, 1)


@pytest.mark.skipif(not CHALLENGING.is_dir(), reason="needs ../shared/benchmarks")
@pytest.mark.parametrize("name", ["J", "K"])  # about a second each; C (30,642 nodes) takes several
def test_the_numpy_kernel_visits_the_nodes_the_results_table_reports(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    records = _challenging(name)
    plan, nodes, *_ = _searched(monkeypatch, NUMPY_SEARCH, records, 1, capacity=1_048_576)
    assert plan is not None
    validate_plan(records, plan, 1)  # type: ignore[arg-type]
    assert nodes == _table_nodes(name)


def test_without_numba_a_larger_search_runs_on_the_numpy_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    # The core install: the list kernel below NUMPY_FROM_BUFFERS buffers, the numpy one from it.
    used: list[object] = []
    real = NUMPY_SEARCH.bind

    def bind(*args: object) -> object:
        used.append(len(args[1]))  # type: ignore[arg-type]
        return real(*args)

    monkeypatch.setattr(NUMPY_SEARCH, "bind", bind)
    monkeypatch.setattr(exact, "_kernel", lambda: exact._search)
    monkeypatch.setattr(exact, "PYTHON_FIRST_BUFFERS", 0)
    solve_offsets(RECORDS, 1, time_limit=30)
    assert used == []  # six buffers: lists
    monkeypatch.setattr(exact, "NUMPY_FROM_BUFFERS", 6)
    again = solve_offsets(RECORDS, 1, time_limit=30)
    assert used and min(used) >= 6 and again.optimal and again.plan is not None and again.plan.arena_size == 17
