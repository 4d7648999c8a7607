"""The main subgraph's operator-order problem under TFLM's rules, from its own lifetimes.

Sizes, rounding, which tensors are planned and each operator's scratch buffers are
what :func:`~tflite_memplan.semantics.tflm.lifetimes.tflm_lifetimes` records, so the
planned-tensor rule is written once. A tensor lives from the operator writing it to
the last one reading it, graph outputs to the end; a control-flow operator's called
subgraphs run inside it, so the most bytes they hold at once count as its scratch.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Mapping
from typing import Any

from tflite_memplan.bounds import live_bytes_by_step
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.semantics.lifetimes import Lifetimes
from tflite_memplan.semantics.order import OrderProblem, is_fixed, producers
from tflite_memplan.semantics.tflm.lifetimes import tflm_lifetimes


def tflm_order_problem(graph: ModelGraph, options: Mapping[str, Any] | None = None) -> OrderProblem:
    """The main subgraph's ordering problem under the runtime's ``options`` (the target and
    its build). Raises :class:`~tflite_memplan.errors.MemplanError` when the stored
    order is not a dataflow order or a tensor has two writers. O(tensors + ops)."""
    sg = graph.main
    writers = producers(sg)
    lifetimes = tflm_lifetimes(graph, **dict(options or {}))
    sizes = [0] * len(sg.tensors)
    scratch = [0] * len(sg.operators)
    for r in lifetimes.records:
        if r.kind == "scratch" and r.operator is not None and r.operator[0] == 0:
            scratch[r.operator[1]] += r.size
        elif r.kind == "tensor" and r.subgraph == 0 and r.tensor >= 0:
            sizes[r.tensor] = r.size
    if any(op.called_subgraphs for op in sg.operators):
        for index, inner in _called_bytes(lifetimes, graph).items():
            scratch[index] += inner
    return OrderProblem(
        sizes=tuple(sizes),
        producers=tuple(writers),
        reads=tuple(tuple(t for t in op.inputs if t >= 0) for op in sg.operators),
        writes=tuple(tuple(t for t in op.outputs if t >= 0) for op in sg.operators),
        scratch=tuple(scratch),
        outputs=frozenset(sg.outputs),
        fixed=tuple(op.index for op in sg.operators if is_fixed(sg, op)),
    )


def _called_bytes(lifetimes: Lifetimes, graph: ModelGraph) -> dict[int, int]:
    """Per main-graph control-flow operator: the most bytes its called subgraphs (and
    their operators' scratch) hold at once while it runs."""
    sg = graph.main
    inner = live_bytes_by_step(
        [r for r in lifetimes.records if r.subgraph != 0 or (r.operator is not None and r.operator[0] != 0)]
    )
    changes = sorted(inner.items())  # the bytes from each listed step to the next one
    starts = [s.time for s in lifetimes.steps if s.subgraph == 0 and s.operator is not None]
    ends = [*starts[1:], (changes[-1][0] + 1) if changes else 0]
    out = {}
    for op, start, end in zip(sg.operators, starts, ends, strict=True):
        if op.called_subgraphs:
            k = max(bisect_right(changes, (start, math.inf)) - 1, 0)  # the change in force at start
            during = [v for t, v in changes[k : bisect_left(changes, (end, -math.inf))] if t < end]
            out[op.index] = max(during, default=0)
    return out
