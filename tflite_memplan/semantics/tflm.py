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

from dataclasses import dataclass, field

from tflite_memplan.model.graph import ModelGraph, Operator
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.lifetimes import Lifetimes, Step
from tflite_memplan.semantics.tflm_scratch import TFLM_KERNELS, TFLM_UNPLANNED_OUTPUT_OPS, tflm_scratch_requests
from tflite_memplan.semantics.tflm_tail import tflm_tail
from tflite_memplan.semantics.tflm_targets import DEFAULT_TARGET, get_target

TFLM_BUFFER_ALIGNMENT = 16
_UNINITIALISED = -1
# Only these operators make TFLM mark a called subgraph inline (micro_allocation_info).
_INLINE_CALLS = frozenset({"IF", "WHILE", "CALL_ONCE"})


@dataclass
class _Marker:
    """Mutable state of one marking pass (kept private; the result is immutable)."""

    graph: ModelGraph
    first: dict[tuple[int, int], int] = field(default_factory=dict)
    last: dict[tuple[int, int], int] = field(default_factory=dict)
    scratch_span: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    scope: int = 0

    def created(self, sg: int, t: int) -> None:
        # TFLM overwrites both ends whenever a tensor is (re)created.
        self.first[(sg, t)] = self.scope
        self.last[(sg, t)] = self.scope

    def used(self, sg: int, t: int) -> None:
        self.last[(sg, t)] = self.scope

    def mark(self, s: int) -> None:
        sg = self.graph.subgraphs[s]
        for t in sg.inputs:
            self.created(s, t)
        for t in sg.outputs:
            self.created(s, t)
        if s == 0:
            self.steps.append(Step(self.scope, s, None, "graph inputs"))
        for op in sg.operators:
            self.scope += 1
            self.steps.append(Step(self.scope, s, op.index, op.opcode))
            for t in op.outputs:
                if t >= 0:
                    self.created(s, t)
            start = self.scope
            if op.opcode in _INLINE_CALLS:
                for callee in op.called_subgraphs:
                    self.scope += 1
                    self.mark(callee)
            for t in op.inputs:
                if t >= 0:
                    self.used(s, t)
            for t in op.outputs:
                if t >= 0:
                    self.used(s, t)
            self.scratch_span[(s, op.index)] = (start, self.scope)
        for t in sg.outputs:
            self.used(s, t)


def _unplanned_outputs(op: Operator) -> tuple[int, ...]:
    return tuple(t for t in op.outputs if t >= 0) if op.opcode in TFLM_UNPLANNED_OUTPUT_OPS else ()


def tflm_lifetimes(
    graph: ModelGraph,
    target: str = DEFAULT_TARGET,
    resource_variables: int | None = None,
    recording: bool | None = None,
) -> Lifetimes:
    """Usage records exactly as TFLM hands them to ``GreedyMemoryPlanner``, and the
    persistent tail it allocates on ``target`` (see :mod:`tflm_tail`; ``resource_variables``
    and ``recording`` are passed on). O(tensors + ops)."""
    build = get_target(target)
    marker = _Marker(graph)
    marker.mark(0)
    warnings: list[str] = list(graph.notes)

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
                    size=align_up(t.nbytes, TFLM_BUFFER_ALIGNMENT),
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
    for sg in graph.subgraphs:
        for op in sg.operators:
            requests = tflm_scratch_requests(graph, sg, op, pointer_bytes=build.pointer_bytes)
            if requests is None:
                where = f"{op.opcode} (operator {op.index} of subgraph {sg.index})"
                (unknown_ops if op.is_custom or op.opcode in TFLM_KERNELS else unsupported).append(where)
                continue
            first, last = marker.scratch_span.get((sg.index, op.index), (_UNINITIALISED, _UNINITIALISED))
            for n, req in enumerate(requests):
                records.append(
                    UsageRecord(
                        size=align_up(req.nbytes, TFLM_BUFFER_ALIGNMENT),
                        first=first,
                        last=last,
                        subgraph=sg.index,
                        name=f"{op.opcode}#{op.index} scratch {n}: {req.reason}",
                        kind="scratch",
                        operator=(sg.index, op.index),
                    )
                )

    if unknown_size:
        warnings.append(f"{len(unknown_size)} tensors of unknown size are not planned: {', '.join(unknown_size[:5])}")
    if unsupported:
        warnings.append(
            f"TFLite Micro has no kernel for the builtin operator{'s' if len(set(unsupported)) > 1 else ''} "
            f"{', '.join(sorted(set(unsupported))[:5])}: TFLM cannot run this model as it is"
        )
    tail = tflm_tail(graph, records, build, recording=recording, resource_variables=resource_variables)
    # A custom operator memplan does not know may request scratch (head) and keep
    # persistent data (tail); a builtin TFLM lacks was reported above.
    unknown = sorted((set(unknown_ops) | set(tail.unknown_ops)) - set(unsupported))
    if unknown:
        warnings.append(
            f"memory needs unknown for operators {', '.join(unknown[:5])}: the real TFLM head and tail may be larger"
        )
    return Lifetimes(
        semantics="tflm",
        records=tuple(records),
        steps=tuple(marker.steps),
        warnings=tuple(warnings),
        tail=tail,
    )
