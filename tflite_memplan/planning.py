"""Plan a model file in one call: read it, optionally search its operator order, analyze.

What every planning command does first, as a library function, so a program gets the
same figures as the command line: :func:`plan_file`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.reader import load_model
from tflite_memplan.model.shapes import parse_shape_override
from tflite_memplan.model.verify import DEFAULT_MODEL_LIMIT
from tflite_memplan.reorder.rewrite import REORDERABLE, apply_order, search_order
from tflite_memplan.semantics import DEFAULT_SEMANTICS, canonical_semantics


def plan_file(
    path: str,
    semantics: str = DEFAULT_SEMANTICS,
    strategies: Sequence[str] = (),
    alignment: int | None = None,
    options: Mapping[str, Any] | None = None,
    input_shapes: Sequence[str] = (),
    reorder: bool | None = None,
    limit: int = DEFAULT_MODEL_LIMIT,
    optional: Collection[str] = (),
) -> Analysis:
    """Load and plan the model at ``path`` (see :func:`~tflite_memplan.analysis.analyze`).

    ``input_shapes`` are ``NAME=D1,D2,...`` overrides of dynamic input dimensions;
    ``limit`` the largest file read. ``reorder`` searches the main subgraph's operator
    order (runtimes in :data:`~tflite_memplan.reorder.rewrite.REORDERABLE` only):
    False records a better order in ``operator_order`` (and what the device would need
    in it, ``order_needed``) when the model can be reordered, True plans the model in
    that order; None does not search. ``optional``: strategies taken from a set, which a
    large model leaves out (see :func:`~tflite_memplan.analysis.analyze`).
    """
    semantics = canonical_semantics(semantics)
    if reorder and semantics not in REORDERABLE:
        raise MemplanError(f"the operator order is searched under the {' or '.join(REORDERABLE)} semantics only")
    overrides = dict(parse_shape_override(s) for s in input_shapes)
    graph = load_model(path, overrides, limit)
    order = None
    if reorder is not None and semantics in REORDERABLE:
        try:
            order = search_order(graph, semantics, options)
        except MemplanError as e:
            if reorder:
                raise MemplanError(f"{path}: {e}") from None
        if reorder and order is not None:
            graph = apply_order(graph, order.order)
    result = analyze(graph, semantics, strategies or None, alignment, options, optional=optional)
    order_needed = None
    if reorder is False and order is not None and order.peak < order.stored_peak:
        # a hint is judged on what the device needs, not on the peak alone
        order_needed = analyze(apply_order(graph, order.order), semantics, None, alignment, options).needed
    return dataclasses.replace(result, operator_order=order, reordered=bool(reorder), order_needed=order_needed)
