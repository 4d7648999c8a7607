"""Reorder a model's operators to lower a runtime's peak, and write the reordered model.

Each runtime that can be reordered states the main subgraph as an
:class:`~tflite_memplan.semantics.order.OrderProblem` from its own lifetimes (its
registry entry's ``order_problem``: TFLM's in ``semantics/tflm/order.py``, LiteRT's
in ``semantics/litert/order.py``). Operators whose order may matter beyond dataflow
keep their stored relative order (:func:`~tflite_memplan.semantics.order.is_fixed`).
:func:`reorder` searches the order (:func:`~tflite_memplan.reorder.search.best_order`),
writes it into the file (:func:`~tflite_memplan.model.operator_order.reorder_operators`:
nothing else changes) and re-reads and re-plans the written model, so every figure it
reports is the one memplan computes for that file.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.defaults import REORDER_TIME_LIMIT
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.model.metadata import MetadataError
from tflite_memplan.model.operator_order import reorder_operators
from tflite_memplan.model.reader import parse_model
from tflite_memplan.reorder.search import MAX_ORDER_OPERATORS, best_order
from tflite_memplan.semantics import DEFAULT_SEMANTICS, SEMANTICS, Runtime, get_runtime
from tflite_memplan.semantics.order import OrderProblem, OrderResult

#: Seconds :func:`reorder` searches by default.
DEFAULT_TIME_LIMIT = REORDER_TIME_LIMIT
#: Seconds ``analyze`` and ``compare`` search for a better order to mention.
HINT_TIME_LIMIT = 1.0
#: The runtimes whose operator order can be searched.
REORDERABLE = tuple(name for name, rt in SEMANTICS.items() if rt.order_problem is not None)


def _reorderable(semantics: str) -> Runtime:
    runtime = get_runtime(semantics)
    if runtime.order_problem is None:
        raise MemplanError(f"operators are reordered under the {' or '.join(REORDERABLE)} semantics, not {semantics}")
    return runtime


def order_problem(
    graph: ModelGraph, semantics: str = DEFAULT_SEMANTICS, options: Mapping[str, Any] | None = None
) -> OrderProblem:
    """The main subgraph's ordering problem under ``semantics`` with its options. Raises
    :class:`MemplanError` past :data:`~tflite_memplan.reorder.search.MAX_ORDER_OPERATORS`
    operators (the search's memory grows with their square)."""
    problem = _reorderable(semantics).order_problem
    assert problem is not None
    n = len(graph.main.operators)
    if n > MAX_ORDER_OPERATORS:
        raise MemplanError(
            f"its main subgraph has {n:,} operators; the order search takes at most {MAX_ORDER_OPERATORS:,}"
        )
    return problem(graph, dict(options or {}))


@dataclass(frozen=True)
class Reordered:
    """The outcome: ``order[k]`` is the stored index of the operator run k-th;
    ``before``/``after`` the model and the reordered one planned with the runtime's
    ``order_strategies`` (``after`` None when no order lowers the peak); ``data`` the
    model to write: None when no order lowers the peak or, unless ``forced``, when the
    new order lowers the peak but not what the device needs (``Analysis.needed``)."""

    search: OrderResult
    before: Analysis
    after: Analysis | None
    data: bytes | None
    forced: bool = False  # written although what the device needs does not drop

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

    @property
    def needed_drops(self) -> bool:
        """The new order lowers what the device needs, not only the peak."""
        return self.after is not None and self.after.needed < self.before.needed


def reorder(
    data: bytes,
    path: str = "<bytes>",
    *,
    semantics: str = DEFAULT_SEMANTICS,
    time_limit: float = DEFAULT_TIME_LIMIT,
    options: Mapping[str, Any] | None = None,
    replace_plan: bool = False,
    force: bool = False,
) -> Reordered:
    """Search the main subgraph's operator order with the lowest peak under
    ``semantics`` (one of :data:`REORDERABLE`) and, when it lowers what the device needs
    (``Analysis.needed``: under TFLM the minimum ``tensor_arena``, not only the peak) — or
    with ``force``, when it lowers the peak — return the model written in that order.

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
            "(optimize with reordering reorders and plans in one go)"
        )
    opts = dict(options or {})
    compared = _reorderable(semantics).order_strategies
    result = best_order(order_problem(graph, semantics, opts), time_limit=time_limit)
    before = analyze(graph, semantics, compared, semantics_options=opts)
    if result.peak >= result.stored_peak or result.order == tuple(range(len(result.order))):
        return Reordered(result, before, None, None)
    try:
        written = reorder_operators(data, 0, result.order)
    except MetadataError as e:
        raise MemplanError(f"{path}: cannot reorder: {e}") from None
    reread = dataclasses.replace(parse_model(written, path), offline_offsets=None)
    after = analyze(reread, semantics, compared, semantics_options=opts)
    if after.needed >= before.needed and not force:
        return Reordered(result, before, after, None)
    return Reordered(result, before, after, written, forced=after.needed >= before.needed)


def search_order(
    graph: ModelGraph,
    semantics: str = DEFAULT_SEMANTICS,
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
