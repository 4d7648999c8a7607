"""The planners' orders, breadths and offset checks computed in numpy give what their
Python versions (kept for values past int64) give: sizes scaled by a power of two keep
every order and every tie, and push the scaled records onto the Python path."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.strategies import alignments, record_lists
from tflite_memplan import plans
from tflite_memplan.errors import PlanError
from tflite_memplan.planners.compiled import native
from tflite_memplan.planners.offset import greedy_by_size
from tflite_memplan.planners.offset.greedy_by_breadth import greedy_by_breadth
from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size_order
from tflite_memplan.planners.offset.strip_packing import strip_packing
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy, tflm_order
from tflite_memplan.planners.shared.by_breadth import _serving_order
from tflite_memplan.planners.time_index import served_at
from tflite_memplan.records import UsageRecord

HUGE = 1 << 70  # past int64


def _scaled(records: list[UsageRecord], factor: int) -> list[UsageRecord]:
    return [dataclasses.replace(r, size=r.size * factor) for r in records]


def _whole_run(records: list[UsageRecord], draw: st.DataObject) -> list[UsageRecord]:
    """Some records made whole-run, some without a tensor, as the tflite semantics makes them."""
    flags = draw.draw(st.lists(st.sampled_from((0, 1, 2)), min_size=len(records), max_size=len(records)))
    return [
        dataclasses.replace(r, whole_run=f == 1, tensor=-1 if f == 2 else r.tensor)
        for r, f in zip(records, flags, strict=True)
    ]


@settings(max_examples=200, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(offline="any", few_sizes=few)), data=st.data())
def test_orders_sorted_in_numpy_are_the_python_ones(records: list[UsageRecord], data: st.DataObject) -> None:
    records = _whole_run(records, data)
    assert greedy_by_size_order(records) == greedy_by_size_order(_scaled(records, HUGE))
    assert tflm_order(records) == tflm_order(_scaled(records, HUGE))
    sizes = [r.size for r in records]
    step = data.draw(st.lists(st.integers(0, 5), min_size=len(records), max_size=len(records)))
    assert _serving_order(step, sizes) == _serving_order(step, [s * HUGE for s in sizes])
    assert _serving_order(step, sizes) == sorted(range(len(sizes)), key=lambda i: (step[i], -sizes[i], i))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(records=st.booleans().flatmap(lambda few: record_lists(offline="any", few_sizes=few)), data=st.data())
def test_tied_orders_sorted_as_machine_code_are_the_python_ones(
    records: list[UsageRecord], data: st.DataObject, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ties under TFLite's comparator: libstdc++'s introsort as machine code on the keys'
    # ranks (from the first record here) against the emulation on the keys themselves.
    if native(greedy_by_size.SORT_KERNEL, shipped_only=True) is None:
        pytest.skip("the sort's machine code does not load here")
    monkeypatch.setattr(greedy_by_size, "COMPILED_FROM", 0)
    records = _whole_run(records, data)
    assert greedy_by_size_order(records) == greedy_by_size_order(_scaled(records, HUGE))


def test_tied_orders_of_synthetic_graphs_as_machine_code_are_the_python_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.synthetic import synthetic_graph
    from tflite_memplan.semantics import SEMANTICS

    if native(greedy_by_size.SORT_KERNEL, shipped_only=True) is None:
        pytest.skip("the sort's machine code does not load here")
    for kind in ("wide_branches", "transformer"):
        records = SEMANTICS["tflm"].lifetimes(synthetic_graph(kind, 3000, 0)).records
        python = greedy_by_size_order(records)
        monkeypatch.setattr(greedy_by_size, "COMPILED_FROM", 0)
        assert greedy_by_size_order(records) == python
        monkeypatch.setattr(greedy_by_size, "COMPILED_FROM", 1 << 62)


@settings(max_examples=200, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(few_sizes=few)))
def test_breadths_summed_in_numpy_serve_as_in_python(records: list[UsageRecord]) -> None:
    # 2^60 times each size: the breadths pass 2^62 (Python ints) wherever four bytes are live.
    scaled = _scaled(records, 1 << 60)
    if sum(r.size for r in scaled) >= 2**62:
        assert served_at(records) == served_at(scaled)


@settings(max_examples=100, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(offline="any", few_sizes=few)), alignment=alignments)
def test_breadth_best_fit_sorts_its_records_as_in_python(records: list[UsageRecord], alignment: int) -> None:
    # A record of 2^70 bytes at a step of its own sends the sort (and the breadths) to
    # Python; it is served first, alone, and every other record keeps its offset.
    plan = greedy_by_breadth(records, alignment)
    far = [*records, UsageRecord(size=HUGE, first=10**6, last=10**6)]
    assert greedy_by_breadth(far, alignment).offsets[:-1] == plan.offsets


@pytest.mark.parametrize("planner", (tflm_greedy, greedy_by_breadth, strip_packing), ids=lambda p: p.__name__)
@settings(max_examples=100, deadline=None)
@given(records=st.booleans().flatmap(lambda few: record_lists(offline="any", few_sizes=few)), alignment=alignments)
def test_offsets_checked_in_numpy_agree_with_python(planner, records: list[UsageRecord], alignment: int) -> None:
    plan = planner(records, alignment)
    assert plans._offsets_fine(records, plan, alignment)
    plans._check_offsets(records, plan, alignment)  # does not raise
    wrong = [
        dataclasses.replace(plan, arena_size=plan.arena_size + 1),
        *(
            dataclasses.replace(plan, offsets=(*plan.offsets[:i], plan.offsets[i] + d, *plan.offsets[i + 1 :]))
            for i in range(min(len(records), 3))
            for d in (-(plan.offsets[i] + 1), 1)
        ),
    ]
    for bad in wrong:
        try:
            plans._check_offsets(records, bad, alignment)
        except PlanError:
            assert not plans._offsets_fine(records, bad, alignment)
        else:
            assert plans._offsets_fine(records, bad, alignment)
