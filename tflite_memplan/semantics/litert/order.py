"""The main subgraph's operator-order problem under LiteRT's CPU rules, from its own lifetimes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.semantics.litert import DEFAULT_DELEGATE
from tflite_memplan.semantics.litert.lifetimes import litert_lifetimes
from tflite_memplan.semantics.order import OrderProblem, is_fixed, producers


def litert_order_problem(graph: ModelGraph, options: Mapping[str, Any] | None = None) -> OrderProblem:
    """The main subgraph's ordering problem under LiteRT's CPU rules
    (:mod:`tflite_memplan.semantics.litert.lifetimes`): exact sizes; a tensor computed in place
    is its root's buffer, which stays until the last reader of any tensor sharing it
    (the in-place choices do not depend on the order); graph inputs, outputs and
    tensors nobody reads are never freed; kernel temporaries count as their
    operator's scratch. Control flow's subgraphs have arenas of their own there.
    ``options["threads"]`` is the thread count (default 1); a ``delegate`` other than
    none is refused (XNNPACK regroups the operators). Raises
    :class:`~tflite_memplan.errors.MemplanError` when the stored order is not a
    dataflow order or a tensor has two writers. O(tensors + ops).
    """
    if (options or {}).get("delegate", DEFAULT_DELEGATE) != "none":
        raise MemplanError(
            "the operator order is searched for the built-in kernels only: ask for the delegate none "
            "(XNNPACK, LiteRT's default, regroups the operators)"
        )
    sg = graph.main
    writers = producers(sg)
    lifetimes = litert_lifetimes(graph, (options or {}).get("threads") or 1, delegate="none")
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
    unread = {t for t in range(len(sg.tensors)) if writers[t] >= 0 and t not in read and t not in roots}
    return OrderProblem(
        sizes=tuple(sizes),
        producers=tuple(writers),
        reads=reads,
        writes=tuple(tuple(t for t in op.outputs if t >= 0) for op in sg.operators),
        scratch=tuple(scratch),
        outputs=frozenset(kept | unread),
        fixed=tuple(op.index for op in sg.operators if is_fixed(sg, op)),
    )
