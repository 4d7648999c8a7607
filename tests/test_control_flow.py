"""TFLM's allocation scopes under control flow: memplan walks each subgraph once and
must give exactly what TFLM's re-marking at every call gives (a reference below),
however the subgraphs call each other."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor, TensorKind
from tflite_memplan.semantics.lifetimes import Step
from tflite_memplan.semantics.tflm import lifetimes as tflm


def _reference(graph: ModelGraph):
    """TFLM's MarkAllocationLifetimes as it runs: every call marks its subgraph anew."""
    first: dict = {}
    last: dict = {}
    scratch: dict = {}
    steps: list[Step] = []
    scope = 0

    def mark(s: int) -> None:
        nonlocal scope
        sg = graph.subgraphs[s]
        for t in (*sg.inputs, *sg.outputs):
            first[(s, t)] = last[(s, t)] = scope
        if s == 0:
            steps.append(Step(scope, s, None, "graph inputs"))
        for op in sg.operators:
            scope += 1
            steps.append(Step(scope, s, op.index, op.opcode))
            for t in op.outputs:
                first[(s, t)] = last[(s, t)] = scope
            start = scope
            if op.opcode in ("IF", "WHILE", "CALL_ONCE"):
                for callee in op.called_subgraphs:
                    scope += 1
                    mark(callee)
            for t in (*op.inputs, *op.outputs):
                last[(s, t)] = scope
            scratch[(s, op.index)] = (start, scope)
        for t in sg.outputs:
            last[(s, t)] = scope

    mark(0)
    return first, last, scratch, tuple(steps)


def _tensor(i: int) -> Tensor:
    return Tensor(index=i, name=f"t{i}", shape=(4,), dtype="float32", nbytes=16, kind=TensorKind.INTERMEDIATE)


@st.composite
def call_graphs(draw) -> ModelGraph:
    """Up to 6 subgraphs; a subgraph calls only later ones (no cycles), possibly the
    same one twice (IF with then == else) or from several places."""
    n = draw(st.integers(1, 6))
    subgraphs = []
    for s in range(n):
        n_tensors = draw(st.integers(2, 5))
        ops = []
        for o in range(draw(st.integers(0, 4))):
            later = list(range(s + 1, n))
            kind = draw(st.sampled_from(["ADD", "IF", "WHILE", "CALL_ONCE"] if later else ["ADD"]))
            callees: tuple[int, ...] = ()
            if kind != "ADD":
                k = 1 if kind == "CALL_ONCE" else 2
                callees = tuple(draw(st.sampled_from(later)) for _ in range(k))
            ins = tuple(draw(st.lists(st.integers(0, n_tensors - 1), max_size=2)))
            outs = tuple(draw(st.lists(st.integers(0, n_tensors - 1), max_size=2)))
            ops.append(Operator(index=o, opcode=kind, inputs=ins, outputs=outs, called_subgraphs=callees))
        ins = tuple(draw(st.lists(st.integers(0, n_tensors - 1), max_size=2, unique=True)))
        outs = tuple(draw(st.lists(st.integers(0, n_tensors - 1), max_size=2, unique=True)))
        tensors = tuple(_tensor(i) for i in range(n_tensors))
        subgraphs.append(
            Subgraph(index=s, name=f"sg{s}", tensors=tensors, operators=tuple(ops), inputs=ins, outputs=outs)
        )
    return ModelGraph(path="calls", subgraphs=tuple(subgraphs))


@settings(max_examples=200, deadline=None)
@given(call_graphs())
def test_each_subgraph_walked_once_gives_tflms_marks(graph: ModelGraph) -> None:
    first, last, scratch, steps = _reference(graph)
    marks = tflm._mark(graph)
    assert (marks.first, marks.last, marks.scratch_span) == (first, last, scratch)
    assert marks.steps == steps and marks.note is None


def _calling(n: int, calls: int) -> ModelGraph:
    """Subgraph i runs one operator that calls subgraph i + 1 ``calls`` times (IF with
    then == else when 2); the last one runs an ADD."""
    subgraphs = []
    for s in range(n):
        last = s == n - 1
        op = Operator(
            index=0,
            opcode="ADD" if last else ("IF" if calls == 2 else "CALL_ONCE"),
            inputs=(0,),
            outputs=(1,),
            called_subgraphs=() if last else (s + 1,) * calls,
        )
        tensors = (_tensor(0), _tensor(1))
        subgraphs.append(Subgraph(index=s, name=f"sg{s}", tensors=tensors, operators=(op,), inputs=(0,), outputs=(1,)))
    return ModelGraph(path="calls", subgraphs=tuple(subgraphs))


def test_a_30_subgraph_diamond_is_marked_without_walking_every_call() -> None:
    # TFLM marks the innermost subgraph 2^29 times; the scopes are what that gives:
    # subgraph i opens span(i) = 1 + 2 (1 + span(i + 1)) scopes, span(29) = 1, and the
    # second (last) call of subgraph i + 1 starts 3 + span(i + 1) after subgraph i does.
    graph = _calling(30, 2)
    span = {29: 1}
    for i in range(28, -1, -1):
        span[i] = 1 + 2 * (1 + span[i + 1])
    start = [0]
    for i in range(29):
        start.append(start[-1] + 3 + span[i + 1])
    marks = tflm._mark(graph)
    assert marks.last[(0, 1)] == span[0]
    assert [marks.first[(i, 0)] for i in range(30)] == start
    assert marks.note is not None and "last call only" in marks.note
    records = tflm.tflm_lifetimes(graph).records
    assert len(records) == 60


def test_a_long_chain_of_calls_needs_no_deep_recursion() -> None:
    # Deeper than Python's default recursion limit.
    graph = _calling(2_000, 1)
    marks = tflm._mark(graph)
    assert marks.first[(1_999, 0)] == 2 * 1_999
    assert len(marks.steps) == 2_001


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10**9), st.integers(0, 10**6), st.integers(1, 64)), min_size=1, max_size=12))
def test_live_bytes_over_a_huge_horizon_are_listed_where_they_change(spans) -> None:
    from tflite_memplan.bounds import live_bytes_by_step, peak_step
    from tflite_memplan.records import UsageRecord

    records = [UsageRecord(size=size, first=first, last=first + length) for first, length, size in spans]

    def brute(t: int) -> int:
        return sum(r.size for r in records if r.first <= t <= r.last)

    live = live_bytes_by_step(records)
    steps = sorted(live)
    assert all(live[t] == brute(t) for t in steps)
    # Between two listed steps nothing starts or ends.
    ends = {r.first for r in records} | {r.last + 1 for r in records}
    assert all(t in live for t in ends if t <= max(r.last for r in records))
    t, peak = peak_step(records)
    assert peak == max(brute(r.first) for r in records) == brute(t)
    assert t == min(r.first for r in records if brute(r.first) == peak)


def test_a_diamond_plans_and_says_why_its_plan_view_is_refused() -> None:
    from tflite_memplan.analysis import analyze
    from tflite_memplan.errors import LimitError
    from tflite_memplan.plans import validate_plan
    from tflite_memplan.report.printplan import memory_plan_text

    a = analyze(_calling(30, 2), "tflm")
    validate_plan(a.records, a.primary.plan)
    assert a.lower_bound_bytes == a.primary.footprint == 16 * 60
    with pytest.raises(LimitError, match=r"^the plan runs over 2,147,483,646 steps; the plan view draws at most"):
        memory_plan_text(a.records, a.primary.plan)


def test_tflm_says_when_a_buffer_is_beyond_its_32_bit_planner() -> None:
    graph = _calling(1, 1)
    big = Tensor(index=1, name="big", shape=(2**30, 4), dtype="float32", nbytes=2**34, kind=TensorKind.INTERMEDIATE)
    sg = graph.subgraphs[0]
    graph = ModelGraph(path="big", subgraphs=(Subgraph(0, "sg0", (sg.tensors[0], big), sg.operators, (0,), (1,)),))
    warnings = tflm.tflm_lifetimes(graph).warnings
    assert any(
        w.startswith("TFLM plans sizes and steps as 32-bit ints: 1 buffers are beyond it (big: 17,179,869,184 bytes")
        for w in warnings
    )
