"""TensorFlow Lite Micro's usage records (``micro_allocation_info``), byte for byte.

What TFLM does, and so what this module does:

- **Time** is an "allocation scope" counter. A subgraph's inputs and outputs are
  marked at the scope current when it starts (0 for the main graph); every operator
  opens a new scope; an IF, WHILE or CALL_ONCE opens one more scope per subgraph it
  calls and marks that subgraph inline, before its own inputs are marked used. So
  the main graph's operator k runs at step k+1 when there is no control flow.
- **Lifetimes**: a tensor is created at the scope of the operator that outputs it
  (inputs: the subgraph's start) and last used at the latest scope that reads or
  writes it; a subgraph's outputs are kept to the end of that subgraph.
- **Planned**: tensors without buffer data, not variables (those live in the
  persistent tail), with a non-zero size, plus the outputs of operators that point
  them at persistent memory before planning (VAR_HANDLE) are left out. Sizes are
  rounded up to 16 bytes.
- **Scratch buffers** requested by kernels in Prepare are planned with the tensors,
  each alive for its operator's scopes (including the scopes of called subgraphs).
- **Order** (which the planner's tie-breaks depend on): every subgraph's tensors by
  index, subgraph after subgraph, then scratch buffers in request order (Prepare runs
  subgraph by subgraph, operator by operator).
- A tensor no executed operator touches keeps TFLM's "uninitialised" lifetime -1;
  TFLM still plans it there, so memplan does too.
"""

from __future__ import annotations

from dataclasses import dataclass

from tflite_memplan.model.graph import ModelGraph, Operator
from tflite_memplan.recall import recall
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.lifetimes import Lifetimes, Step
from tflite_memplan.semantics.tflm import NAME
from tflite_memplan.semantics.tflm.ethos_u import is_ethos_u, runs
from tflite_memplan.semantics.tflm.scratch import TFLM_KERNELS, TFLM_UNPLANNED_OUTPUT_OPS, tflm_scratch_requests
from tflite_memplan.semantics.tflm.tail import tflm_tail
from tflite_memplan.semantics.tflm.targets import BUFFER_ALIGNMENT, DEFAULT_TARGET, Build, BuildOptions, resolve_build

#: ``MicroMemoryPlanner::AddBuffer(int size, int first_time_used, int last_time_used)``.
_MAX_PLANNED_BYTES = 2**31 - 1
_UNINITIALISED = -1
# Only these operators make TFLM mark a called subgraph inline (micro_allocation_info).
_INLINE_CALLS = frozenset({"IF", "WHILE", "CALL_ONCE"})


@dataclass(frozen=True)
class _Walk:
    """One subgraph's marks relative to the scope it starts at, its called subgraphs
    not entered: what one ``MarkAllocationLifetimes`` call does to its own entries."""

    span: int  # scopes it opens, its callees' included
    first: dict[int, int]
    last: dict[int, int]
    scratch_span: dict[int, tuple[int, int]]
    calls: tuple[tuple[int, int, int], ...]  # (callee, scope it starts at, operator calling it)


def _walk(graph: ModelGraph, s: int, spans: dict[int, int]) -> _Walk:
    """Mark subgraph ``s`` from scope 0 as TFLM does, taking each callee's span from
    ``spans``. TFLM overwrites both ends of a tensor's entry whenever it is (re)created."""
    sg = graph.subgraphs[s]
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    scratch: dict[int, tuple[int, int]] = {}
    calls: list[tuple[int, int, int]] = []
    scope = 0
    for t in (*sg.inputs, *sg.outputs):
        first[t] = last[t] = scope
    for op in sg.operators:
        scope += 1
        for t in op.outputs:
            if t >= 0:
                first[t] = last[t] = scope
        start = scope
        if op.opcode in _INLINE_CALLS:
            for callee in op.called_subgraphs:
                scope += 1
                calls.append((callee, scope, op.index))
                scope += spans[callee]
        for t in (*op.inputs, *op.outputs):
            if t >= 0:
                last[t] = scope
        scratch[op.index] = (start, scope)
    for t in sg.outputs:
        last[t] = scope
    return _Walk(scope, first, last, scratch, tuple(calls))


@dataclass(frozen=True)
class _Marks:
    """Every tensor's and scratch buffer's scopes, and the steps, for the whole model."""

    first: dict[tuple[int, int], int]
    last: dict[tuple[int, int], int]
    scratch_span: dict[tuple[int, int], tuple[int, int]]
    steps: tuple[Step, ...]
    note: str | None


#: Steps listed one by one up to this many; beyond (subgraphs called from many
#: places), only each subgraph's last call is listed, the one the records refer to.
MAX_STEPS = 100_000


def _callees_first(graph: ModelGraph) -> list[int]:
    """Subgraphs reachable from the main one, each after every subgraph it calls
    (iterative post-order; the reader refused call cycles). O(subgraphs + calls)."""
    calls = [
        [c for op in sg.operators if op.opcode in _INLINE_CALLS for c in op.called_subgraphs] for sg in graph.subgraphs
    ]
    order: list[int] = []
    seen = {0}
    stack = [(0, iter(calls[0]))]
    while stack:
        s, pending = stack[-1]
        callee = next(pending, None)
        if callee is None:
            order.append(s)
            stack.pop()
        elif callee not in seen:
            seen.add(callee)
            stack.append((callee, iter(calls[callee])))
    return order


def _mark(graph: ModelGraph) -> _Marks:
    """TFLM's allocation scopes (``AllocationInfoBuilder::MarkAllocationLifetimes``).

    TFLM marks a called subgraph again at every call, so a subgraph called from many
    places (a diamond of subgraphs calling the next one twice) costs it time
    exponential in the depth. Each call overwrites the subgraph's entries, so only its
    last call decides them: memplan walks each subgraph once (:func:`_walk`), places
    it at the scope its last call starts at, and lists steps call by call only up to
    :data:`MAX_STEPS`. O(tensors + operators + calls), however deep the calls go."""
    order = _callees_first(graph)
    spans: dict[int, int] = {}
    walks: dict[int, _Walk] = {}
    for s in order:
        walks[s] = _walk(graph, s, spans)
        spans[s] = walks[s].span
    start = {0: 0}  # scope the last call of each subgraph starts at
    calls = {0: 1}  # how many times each subgraph is marked
    for s in reversed(order):  # callers before callees
        for callee, at, _ in walks[s].calls:
            start[callee] = max(start.get(callee, 0), start[s] + at)
            calls[callee] = calls.get(callee, 0) + calls[s]
    first: dict[tuple[int, int], int] = {}
    last: dict[tuple[int, int], int] = {}
    scratch: dict[tuple[int, int], tuple[int, int]] = {}
    for s, walk in walks.items():
        base = start[s]
        first.update(((s, t), base + v) for t, v in walk.first.items())
        last.update(((s, t), base + v) for t, v in walk.last.items())
        scratch.update(((s, o), (base + a, base + b)) for o, (a, b) in walk.scratch_span.items())
    total = sum(calls[s] * len(graph.subgraphs[s].operators) for s in walks)
    if total <= MAX_STEPS:
        return _Marks(first, last, scratch, _steps(graph, walks), None)
    steps = [Step(0, 0, None, "graph inputs")]
    for s in order:
        ops = graph.subgraphs[s].operators
        steps += [Step(start[s] + walks[s].scratch_span[op.index][0], s, op.index, op.opcode) for op in ops]
    note = f"subgraphs are called {total:,} times in all: steps listed for each subgraph's last call only"
    return _Marks(first, last, scratch, tuple(sorted(steps, key=lambda x: x.time)), note)


def _steps(graph: ModelGraph, walks: dict[int, _Walk]) -> tuple[Step, ...]:
    """Every step in order, callees inline at each call (an explicit stack, not recursion)."""
    by_operator: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for s, walk in walks.items():
        for callee, offset, caller in walk.calls:
            by_operator.setdefault((s, caller), []).append((callee, offset))
    steps = [Step(0, 0, None, "graph inputs")]
    stack = [(0, 0, iter(graph.subgraphs[0].operators))]
    while stack:
        s, base, ops = stack[-1]
        op = next(ops, None)
        if op is None:
            stack.pop()
            continue
        at = base + walks[s].scratch_span[op.index][0]
        steps.append(Step(at, s, op.index, op.opcode))
        # Callees run inside this operator's span; push them last first.
        for callee, offset in reversed(by_operator.get((s, op.index), ())):
            stack.append((callee, base + offset, iter(graph.subgraphs[callee].operators)))
    return tuple(steps)


def _unplanned_outputs(op: Operator) -> tuple[int, ...]:
    return tuple(t for t in op.outputs if t >= 0) if op.opcode in TFLM_UNPLANNED_OUTPUT_OPS else ()


@recall()
def tflm_lifetimes(
    graph: ModelGraph,
    target: str | Build = DEFAULT_TARGET,
    resource_variables: int | None = None,
    recording: bool | None = None,
    **build_options: str | None,
) -> Lifetimes:
    """Usage records exactly as TFLM hands them to ``GreedyMemoryPlanner``, and the
    persistent tail it allocates on ``target`` (see :mod:`tflm_tail`; ``resource_variables``
    and ``recording`` are passed on). ``build_options`` (``kernels``, ``simd``,
    ``compiler``, ``optimized_for``, ``esp_nn_version``: :class:`BuildOptions`) change the
    build from the target's defaults (:func:`make_build`). O(tensors + ops)."""
    build = resolve_build(target, BuildOptions(**build_options))
    marker = _mark(graph)
    warnings: list[str] = list(graph.notes)
    if marker.note:
        warnings.append(marker.note)
    chosen_for = graph.offline_plan_builds
    if graph.offline_offsets is not None and chosen_for and build.name not in chosen_for:
        warnings.append(
            f"the model's offline plan was chosen by memplan optimize for {', '.join(chosen_for)}, not for "
            f"{build.name}: on this build another plan may need less (optimize it for this build too)"
        )

    skipped: set[tuple[int, int]] = set()
    for sg in graph.subgraphs:
        for op in sg.operators:
            skipped.update((sg.index, t) for t in _unplanned_outputs(op))

    records: list[UsageRecord] = []
    offline = graph.offline_offsets
    unknown_size: list[str] = []
    global_index = 0
    for sg in graph.subgraphs:
        for t in sg.tensors:
            key = (sg.index, t.index)
            fixed = offline[global_index] if offline is not None else -1
            global_index += 1
            if t.has_data or key in skipped:
                continue
            # An offline-planned variable is placed in the head at its given offset.
            if t.is_variable and fixed < 0:
                continue
            if t.nbytes is None:
                unknown_size.append(f"{t.name} (subgraph {sg.index})")
                continue
            if t.nbytes == 0:
                continue
            records.append(
                UsageRecord(
                    size=align_up(t.nbytes, BUFFER_ALIGNMENT),
                    first=marker.first.get(key, _UNINITIALISED),
                    last=marker.last.get(key, _UNINITIALISED),
                    subgraph=sg.index,
                    tensor=t.index,
                    name=t.name,
                    offline_offset=fixed if fixed >= 0 else None,
                )
            )

    unknown_ops: list[str] = []
    unsupported: list[str] = []
    npu_only: list[str] = []  # the NPU's operator in a build without its kernel
    for sg in graph.subgraphs:
        for op in sg.operators:
            requests = tflm_scratch_requests(graph, sg, op, target=build)
            if requests is None:
                where = f"{op.opcode} (operator {op.index} of subgraph {sg.index})"
                if is_ethos_u(op) and not runs(op, build):
                    npu_only.append(where)
                    continue
                (unknown_ops if op.is_custom or op.opcode in TFLM_KERNELS else unsupported).append(where)
                continue
            first, last = marker.scratch_span.get((sg.index, op.index), (_UNINITIALISED, _UNINITIALISED))
            for n, req in enumerate(requests):
                records.append(
                    UsageRecord(
                        size=align_up(req.nbytes, BUFFER_ALIGNMENT),
                        first=first,
                        last=last,
                        subgraph=sg.index,
                        name=f"{op.opcode}#{op.index} scratch {n}: {req.reason}",
                        kind="scratch",
                        operator=(sg.index, op.index),
                    )
                )

    too_big = [r for r in records if r.size > _MAX_PLANNED_BYTES or r.last > _MAX_PLANNED_BYTES]
    if too_big:
        r = max(too_big, key=lambda r: r.size)
        warnings.append(
            f"TFLM plans sizes and steps as 32-bit ints: {len(too_big)} buffers are beyond it "
            f"({r.name}: {r.size:,} bytes, steps {r.first:,}..{r.last:,}); TFLM cannot allocate this model"
        )
    if unknown_size:
        warnings.append(f"{len(unknown_size)} tensors of unknown size are not planned: {', '.join(unknown_size[:5])}")
    tail = tflm_tail(graph, records, build, recording=recording, resource_variables=resource_variables)
    # A custom operator memplan does not know may request scratch (head) and keep
    # persistent data (tail); a builtin TFLM lacks, or the NPU's operator on a build
    # without the NPU, is no memory question: the model does not run (tflm_runnability).
    unknown = sorted((set(unknown_ops) | set(tail.unknown_ops)) - set(unsupported) - set(npu_only))
    if unknown:
        warnings.append(
            f"memory needs unknown for operators {', '.join(unknown[:5])}: the real TFLM head and tail may be larger"
        )
    return Lifetimes(
        semantics=NAME,
        records=tuple(records),
        steps=marker.steps,
        warnings=tuple(warnings),
        tail=tail,
    )
