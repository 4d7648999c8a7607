"""Reorder a model's operators to lower a runtime's peak, and write the reordered model.

:func:`tflm_order_problem` states the main subgraph as an
:class:`~tflite_memplan.reorder.search.OrderProblem` under TFLM's rules (the sizes it
plans, rounded to 16 bytes; each operator's scratch buffers; its lifetimes: a tensor
lives from the operator writing it to the last one reading it, graph outputs to the
end; see :mod:`tflite_memplan.semantics.tflm.lifetimes`). Operators whose order may matter
beyond dataflow keep their stored relative order: those touching resource or
variable tensors, control flow (its called subgraphs run inside it; their bytes
count as the operator's scratch), custom operators (they may keep state) and random
number generators. :func:`tflite_order_problem` does the same under LiteRT's CPU
rules (exact sizes, in-place operators sharing their input's buffer, kernel
temporaries). :func:`reorder` searches the order
(:func:`~tflite_memplan.reorder.search.best_order`), writes it into the file
(:func:`~tflite_memplan.model.operator_order.reorder_operators`: nothing else
changes) and re-reads and re-plans the written model, so every figure it reports is
the one memplan computes for that file.
"""

from __future__ import annotations

import dataclasses
import math
from bisect import bisect_left, bisect_right
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.bounds import live_bytes_by_step
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.model.metadata import MetadataError
from tflite_memplan.model.operator_order import reorder_operators
from tflite_memplan.model.reader import parse_model
from tflite_memplan.records import align_up
from tflite_memplan.reorder.search import OrderProblem, OrderResult, best_order
from tflite_memplan.semantics.litert.lifetimes import tflite_lifetimes
from tflite_memplan.semantics.tflm.lifetimes import TFLM_BUFFER_ALIGNMENT, tflm_lifetimes
from tflite_memplan.semantics.tflm.scratch import TFLM_UNPLANNED_OUTPUT_OPS, tflm_scratch_requests
from tflite_memplan.semantics.tflm.targets import DEFAULT_TARGET, get_target

#: Operators that read or write state outside their tensors' dataflow.
STATEFUL_OPS = frozenset(
    {"VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE", "CALL_ONCE", "IF", "WHILE", "CALL", "MULTINOMIAL"}
)
#: Seconds :func:`reorder` searches by default.
DEFAULT_TIME_LIMIT = 5.0
#: Seconds ``analyze`` and ``compare`` search for a better order to mention.
HINT_TIME_LIMIT = 1.0
#: Strategies the before/after comparison plans with: the runtime's own planner and memplan's best.
COMPARED = {"tflm": ("tflm_greedy", "best"), "tflite": ("greedy_by_size", "best")}


def is_fixed(sg: Subgraph, op: Operator) -> bool:
    """Whether ``op`` keeps its stored order relative to the other fixed operators."""
    if op.opcode in STATEFUL_OPS or op.opcode.startswith("RANDOM") or op.is_custom or op.called_subgraphs:
        return True
    return any(t >= 0 and sg.tensors[t].is_variable for t in (*op.inputs, *op.outputs))


def _producers(sg: Subgraph) -> list[int]:
    """The operator writing each tensor (-1: none). Raises :class:`MemplanError` when a
    tensor has two writers or the stored order is not a dataflow order."""
    producers = [-1] * len(sg.tensors)
    for op in sg.operators:
        for t in op.outputs:
            if t < 0:
                continue
            if producers[t] >= 0:
                raise MemplanError(f"tensor {sg.tensors[t].name} is written by two operators")
            producers[t] = op.index
    for op in sg.operators:
        late = [t for t in op.inputs if t >= 0 and producers[t] >= op.index]
        if late:
            raise MemplanError(
                f"operator {op.index} ({op.opcode}) reads {sg.tensors[late[0]].name} before it is written: "
                "the stored order is not a dataflow order"
            )
    return producers


def tflm_order_problem(graph: ModelGraph, target: str = DEFAULT_TARGET) -> OrderProblem:
    """The main subgraph's ordering problem under TFLM's rules (module docstring).

    Raises :class:`MemplanError` when the stored order is not a dataflow order (an
    operator reads a tensor written later) or a tensor has two writers.
    """
    sg = graph.main
    producers = _producers(sg)
    unplanned = {t for op in sg.operators if op.opcode in TFLM_UNPLANNED_OUTPUT_OPS for t in op.outputs}
    planned = [
        0
        if t.has_data or t.is_variable or not t.nbytes or t.index in unplanned
        else align_up(t.nbytes, TFLM_BUFFER_ALIGNMENT)
        for t in sg.tensors
    ]
    return OrderProblem(
        sizes=tuple(planned),
        producers=tuple(producers),
        reads=tuple(tuple(t for t in op.inputs if t >= 0) for op in sg.operators),
        writes=tuple(tuple(t for t in op.outputs if t >= 0) for op in sg.operators),
        scratch=_scratch(graph, target),
        outputs=frozenset(sg.outputs),
        fixed=tuple(op.index for op in sg.operators if is_fixed(sg, op)),
    )


def tflite_order_problem(graph: ModelGraph, threads: int = 1) -> OrderProblem:
    """The main subgraph's ordering problem under LiteRT's CPU rules
    (:mod:`tflite_memplan.semantics.litert.lifetimes`): exact sizes; a tensor computed in place
    is its root's buffer, which stays until the last reader of any tensor sharing it
    (the in-place choices do not depend on the order); graph inputs, outputs and
    tensors nobody reads are never freed; kernel temporaries count as their
    operator's scratch. Control flow's subgraphs have arenas of their own there.
    Raises as :func:`tflm_order_problem`.
    """
    sg = graph.main
    producers = _producers(sg)
    lifetimes = tflite_lifetimes(graph, threads)
    sizes = [0] * len(sg.tensors)
    scratch = [0] * len(sg.operators)
    for r in lifetimes.records:
        if r.kind == "scratch" and r.operator is not None:
            scratch[r.operator[1]] += r.size
        elif r.tensor >= 0:
            sizes[r.tensor] = r.size
    roots = {alias.tensor: alias.of for alias in lifetimes.aliases}
    reads = tuple(
        tuple(dict.fromkeys(u for t in op.inputs if t >= 0 for u in (t, roots.get(t, t)))) for op in sg.operators
    )
    read = {t for ts in reads for t in ts}
    kept = {roots.get(t, t) for t in (*sg.inputs, *sg.outputs) if t >= 0}
    unread = {t for t in range(len(sg.tensors)) if producers[t] >= 0 and t not in read and t not in roots}
    return OrderProblem(
        sizes=tuple(sizes),
        producers=tuple(producers),
        reads=reads,
        writes=tuple(tuple(t for t in op.outputs if t >= 0) for op in sg.operators),
        scratch=tuple(scratch),
        outputs=frozenset(kept | unread),
        fixed=tuple(op.index for op in sg.operators if is_fixed(sg, op)),
    )


def order_problem(graph: ModelGraph, semantics: str = "tflm", options: Mapping[str, Any] | None = None) -> OrderProblem:
    """The ordering problem under ``semantics`` (``tflm`` or ``tflite``) with its options
    (``target`` for TFLM, ``threads`` for TFLite; the others do not change sizes)."""
    opts = dict(options or {})
    if semantics == "tflm":
        return tflm_order_problem(graph, opts.get("target") or DEFAULT_TARGET)
    if semantics == "tflite":
        return tflite_order_problem(graph, opts.get("threads") or 1)
    raise MemplanError(f"operators are reordered under the tflm or tflite semantics, not {semantics}")


def _scratch(graph: ModelGraph, target: str) -> tuple[int, ...]:
    """Per main-graph operator: its scratch buffers, rounded; for control flow, the most
    bytes its called subgraphs hold at once while it runs (what it adds to the peak)."""
    sg = graph.main
    out = []
    for op in sg.operators:
        requests = tflm_scratch_requests(graph, sg, op, pointer_bytes=get_target(target).pointer_bytes) or ()
        out.append(sum(align_up(r.nbytes, TFLM_BUFFER_ALIGNMENT) for r in requests))
    if not any(op.called_subgraphs for op in sg.operators):
        return tuple(out)
    lifetimes = tflm_lifetimes(graph, target)
    inner = live_bytes_by_step(
        [r for r in lifetimes.records if r.subgraph != 0 or (r.operator is not None and r.operator[0] != 0)]
    )
    changes = sorted(inner.items())  # the bytes from each listed step to the next one
    starts = [s.time for s in lifetimes.steps if s.subgraph == 0 and s.operator is not None]
    ends = [*starts[1:], (changes[-1][0] + 1) if changes else 0]
    for op, start, end in zip(sg.operators, starts, ends, strict=True):
        if op.called_subgraphs:
            k = max(bisect_right(changes, (start, math.inf)) - 1, 0)  # the change in force at start
            during = [v for t, v in changes[k : bisect_left(changes, (end, -math.inf))] if t < end]
            out[op.index] += max(during, default=0)
    return tuple(out)


@dataclass(frozen=True)
class Reordered:
    """The outcome: ``order[k]`` is the stored index of the operator run k-th;
    ``before``/``after`` the model and the written one planned with the semantics'
    :data:`COMPARED` strategies; ``data`` the written model (None when no order lowers the peak)."""

    search: OrderResult
    before: Analysis
    after: Analysis | None
    data: bytes | None

    @property
    def order(self) -> tuple[int, ...]:
        return self.search.order

    @property
    def peak_before(self) -> int:
        return self.before.peak_bytes

    @property
    def peak_after(self) -> int:
        return self.after.peak_bytes if self.after is not None else self.peak_before

    def verdict(self) -> str:
        return self.search.verdict()


def reorder(
    data: bytes,
    path: str = "<bytes>",
    *,
    semantics: str = "tflm",
    time_limit: float = DEFAULT_TIME_LIMIT,
    options: Mapping[str, Any] | None = None,
    replace_plan: bool = False,
) -> Reordered:
    """Search the main subgraph's operator order with the lowest peak under
    ``semantics`` (``tflm`` or ``tflite``) and, when it is lower than the stored
    order's, return the model written in that order.

    Refuses (``MemplanError``) a model carrying an offline plan (its offsets were
    chosen for the stored order) unless ``replace_plan`` (the caller plans it again:
    it is ignored here), and one whose stored order is not a dataflow order.
    ``options`` are the semantics' options (``target``, ``threads``…).
    """
    graph = parse_model(data, path)
    if replace_plan:
        graph = dataclasses.replace(graph, offline_offsets=None)
    if graph.offline_offsets is not None:
        raise MemplanError(
            f"{path} carries an offline plan made for its stored order: reorder the model without it "
            "(memplan optimize --reorder reorders and plans in one go)"
        )
    opts = dict(options or {})
    result = best_order(order_problem(graph, semantics, opts), time_limit=time_limit)
    before = analyze(graph, semantics, COMPARED[semantics], semantics_options=opts)
    if result.peak >= result.stored_peak or result.order == tuple(range(len(result.order))):
        return Reordered(result, before, None, None)
    try:
        written = reorder_operators(data, 0, result.order)
    except MetadataError as e:
        raise MemplanError(f"{path}: cannot reorder: {e}") from None
    reread = dataclasses.replace(parse_model(written, path), offline_offsets=None)
    after = analyze(reread, semantics, COMPARED[semantics], semantics_options=opts)
    return Reordered(result, before, after, written)


def search_order(
    graph: ModelGraph,
    semantics: str = "tflm",
    options: Mapping[str, Any] | None = None,
    time_limit: float = HINT_TIME_LIMIT,
) -> OrderResult:
    """The best order of the main subgraph under ``semantics`` found in ``time_limit``
    seconds. Raises :class:`MemplanError` when the model cannot be reordered (an
    offline plan made for its stored order, or a stored order that is not a dataflow
    order)."""
    if graph.offline_offsets is not None:
        raise MemplanError("it carries an offline plan made for its stored order, so it cannot be reordered")
    return best_order(order_problem(graph, semantics, options), time_limit=time_limit)


def apply_order(graph: ModelGraph, order: tuple[int, ...]) -> ModelGraph:
    """``graph`` with its main subgraph's operators run in ``order`` (renumbered), as
    :func:`reorder` would write it."""
    ops = graph.main.operators
    main = dataclasses.replace(
        graph.main, operators=tuple(dataclasses.replace(ops[o], index=k) for k, o in enumerate(order))
    )
    return dataclasses.replace(graph, subgraphs=(main, *graph.subgraphs[1:]))
