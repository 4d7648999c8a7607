"""Tensors LiteRT's CPU interpreter can size only while it runs, and what they do to its arenas.

A kernel that cannot size an output when it is prepared — its shape depends on the
*value* of an input that is not a constant — either makes it *dynamic*
(``SetTensorToDynamic``: heap memory the tensor owns, never in the arena) or, for
RESHAPE, answers ``kTfLiteOutputShapeNotKnown``: the output keeps an arena slot as
large as its input (so that it can share the input's buffer) and moves to the heap
when it runs unless it did share. Either way the interpreter stops preparing after
that operator, plans the arena for the operators prepared so far, and prepares and
plans the rest while running, one *stretch* at a time (subgraph.cc,
``PrepareOpsStartingAt``). Each stretch sorts and places only the tensors allocated
in it, after the earlier stretches' placements (arena_planner.cc,
``CalculateAllocations``): the sort's ranks restart in every stretch.

IF and WHILE make their outputs dynamic when a subgraph they call has such tensors,
or when their branches' output shapes (IF) or their body's input and output shapes
(WHILE) differ: WHILE's loop state then lives on the heap (if.cc, while.cc), and they
plan the subgraphs they call again before every run (see
:func:`~tflite_memplan.semantics.litert.lifetimes.replanned_subgraphs`). Strings, resources and
variants are always dynamic.

Rules read from LiteRT's kernels (LiteRT sources (``upstream.LITERT``)) and measured with
the probe in ``semantics/litert/probe.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph


@dataclass(frozen=True)
class DynamicRule:
    """An operator whose ``outputs`` (positions; all when None) LiteRT sizes only while
    running when any of the ``inputs`` (positions; always when there are none) is not a
    constant — with ``persistent_ok``, a tensor the interpreter computed while preparing
    (SHAPE's output, a folded constant: ``IsConstantOrPersistentTensor``) counts as one,
    else only the model's own constants do (``IsConstantTensor``); ``deferred``: the
    output keeps its arena slot (kTfLiteOutputShapeNotKnown)."""

    inputs: tuple[int, ...]
    persistent_ok: bool = True
    deferred: bool = False
    outputs: tuple[int, ...] | None = None
    #: only when an output's shape is unknown in the model (a -1 in its signature, or
    #: rank 0); then input 0's unknown shape makes it dynamic too (slice.cc)
    unknown_output: bool = False


#: kernel -> when its outputs are dynamic, from each kernel's Prepare (the file it is in).
DYNAMIC_RULES: dict[str, DynamicRule] = {
    "RESHAPE": DynamicRule((1,), deferred=True),  # reshape.cc
    "STRIDED_SLICE": DynamicRule((1, 2, 3)),  # strided_slice.cc (begin and end unless offset, strides)
    "SLICE": DynamicRule((1, 2), unknown_output=True),  # slice.cc
    "PAD": DynamicRule((1,)),  # pad.cc
    "PADV2": DynamicRule((1,)),
    "MIRROR_PAD": DynamicRule((1,)),  # mirror_pad.cc
    "TILE": DynamicRule((1,)),  # tile.cc
    "FILL": DynamicRule((0,)),  # fill.cc
    "RANGE": DynamicRule((0, 1, 2)),  # range.cc
    "BROADCAST_TO": DynamicRule((1,)),  # broadcast_to.cc
    "TRANSPOSE": DynamicRule((1,)),  # transpose.cc
    "SPLIT": DynamicRule((0,)),  # split.cc
    "SPLIT_V": DynamicRule((1, 2)),  # split_v.cc
    "EXPAND_DIMS": DynamicRule((1,)),  # expand_dims.cc
    "SCATTER_ND": DynamicRule((2,)),  # scatter_nd.cc
    "RESIZE_BILINEAR": DynamicRule((1,)),  # resize_bilinear.cc
    "RESIZE_NEAREST_NEIGHBOR": DynamicRule((1,)),  # resize_nearest_neighbor.cc
    **{
        op: DynamicRule((1,))  # reduce.cc (the axis)
        for op in ("MEAN", "SUM", "REDUCE_PROD", "REDUCE_MAX", "REDUCE_MIN", "REDUCE_ANY", "REDUCE_ALL")
    },
    "ARG_MAX": DynamicRule((1,)),  # arg_min_max.cc
    "ARG_MIN": DynamicRule((1,)),
    "ONE_HOT": DynamicRule((1,)),  # one_hot.cc
    "SPACE_TO_BATCH_ND": DynamicRule((1, 2)),  # space_to_batch_nd.cc
    "BATCH_TO_SPACE_ND": DynamicRule((1, 2)),  # batch_to_space_nd.cc
    "SEGMENT_SUM": DynamicRule((0, 1)),  # segment_sum.cc
    **{f"UNSORTED_SEGMENT_{k}": DynamicRule((1, 2)) for k in ("SUM", "PROD", "MAX", "MIN")},  # unsorted_segment.cc
    "UNIQUE": DynamicRule((), outputs=(0,)),  # unique.cc: always
    "WHERE": DynamicRule((0,)),  # where.cc
    "NON_MAX_SUPPRESSION_V4": DynamicRule((2,), outputs=(0,)),  # non_max_suppression.cc
    "NON_MAX_SUPPRESSION_V5": DynamicRule((2,), outputs=(0, 1)),
    "TOPK_V2": DynamicRule((1,)),  # topk_v2.cc
    "RANDOM_UNIFORM": DynamicRule((0,)),  # random_ops.cc
    "RANDOM_STANDARD_NORMAL": DynamicRule((0,)),
    "MULTINOMIAL": DynamicRule((0, 1)),
    "SPARSE_TO_DENSE": DynamicRule((1,)),  # sparse_to_dense.cc
    "TRANSPOSE_CONV": DynamicRule((0,), persistent_ok=False),  # transpose_conv.cc
    "CONV_3D_TRANSPOSE": DynamicRule((0,)),  # conv3d_transpose.cc
    "DILATE": DynamicRule((1,), persistent_ok=False),  # dilate.cc
    "RFFT2D": DynamicRule((1,)),  # rfft2d.cc
    "EMBEDDING_LOOKUP_SPARSE": DynamicRule(()),  # embedding_lookup_sparse.cc: always
}
#: Types whose tensors are dynamic from the start (subgraph.cc, SetTensorParametersReadWrite),
#: except VAR_HANDLE's resource id (in the persistent arena).
DYNAMIC_DTYPES = frozenset({"string", "resource", "variant"})


@dataclass(frozen=True)
class DynamicFacts:
    """What one subgraph's dynamic tensors do: ``heap`` the outputs on the heap and
    never in the arena; ``deferred`` the outputs that keep an arena slot and move to
    the heap when they run unless computed in place; ``stretches`` the operators after
    which preparation stops (each ends a stretch of the arena's planning); ``dynamic``
    whether a caller sees it as a subgraph with dynamic tensors."""

    heap: frozenset[int]
    deferred: frozenset[int]
    stretches: tuple[int, ...]

    @property
    def dynamic(self) -> bool:
        return bool(self.stretches)


def _constant(sg: Subgraph, t: int, prepared: set[int], persistent_ok: bool) -> bool:
    """A constant to the interpreter: stored with data (a data vector of no bytes
    counts: ``Tensor.empty_data``), or, with ``persistent_ok``, computed while preparing."""
    tensor = sg.tensors[t] if t >= 0 else None
    return tensor is None or tensor.has_data or tensor.empty_data or (persistent_ok and t in prepared)


def _runtime_sized(sg: Subgraph, op: Operator, rule: DynamicRule, prepared: set[int]) -> bool:
    """Whether the rule makes the outputs dynamic: always (no inputs named), or an input
    it names is known only while running."""
    if rule.unknown_output:
        outputs = [sg.tensors[t] for t in op.outputs if t >= 0]
        if not any(not t.shape or t.is_dynamic for t in outputs):
            return False
        if op.inputs and op.inputs[0] >= 0 and sg.tensors[op.inputs[0]].is_dynamic:
            return True
    if not rule.inputs:
        return True
    named = [op.inputs[k] for k in rule.inputs if k < len(op.inputs)]
    return any(not _constant(sg, t, prepared, rule.persistent_ok) for t in named)


def _differ(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Shapes while.cc counts as different: not equal, unless one is a scalar and the
    other a single element of rank 1 (``[]`` against ``[1]``)."""
    if a == b:
        return False
    return (a[0] if a else 0) + (b[0] if b else 0) != 1


def _output_shapes(sg: Subgraph) -> tuple[tuple[int, ...], ...]:
    return tuple(sg.tensors[t].shape for t in sg.outputs if t >= 0)


#: Operators that run subgraphs and make their outputs dynamic when those are.
DYNAMIC_CALLERS = frozenset({"IF", "WHILE", "STABLEHLO_CASE", "STABLEHLO_COMPOSITE"})


def _control_flow_dynamic(graph: ModelGraph, op: Operator, facts: dict[int, DynamicFacts]) -> bool:
    """Whether IF, WHILE or a StableHLO case or composite makes its outputs dynamic
    (if.cc, while.cc, stablehlo_case.cc, stablehlo_composite.cc ``Prepare``): when a
    subgraph it runs has dynamic tensors, or its branches' output shapes differ, or
    the loop body's output shapes differ from its inputs'."""
    subgraphs = graph.subgraphs
    if op.opcode != "WHILE":
        called = [k for k in op.called_subgraphs if 0 < k < len(subgraphs)]
        if not called or len(called) != len(op.called_subgraphs):
            return False
        if any(facts[k].dynamic for k in called):
            return True
        return len({_output_shapes(subgraphs[k]) for k in called}) > 1
    k = op.options.get("body_subgraph_index")
    if not isinstance(k, int) or not 0 < k < len(subgraphs):
        return False
    body = subgraphs[k]
    if facts[k].dynamic:
        return True
    pairs = zip(body.inputs, body.outputs, strict=False)
    return any(i >= 0 and o >= 0 and _differ(body.tensors[i].shape, body.tensors[o].shape) for i, o in pairs)


def _subgraph_facts(
    graph: ModelGraph, sg: Subgraph, prepared: set[int], facts: dict[int, DynamicFacts]
) -> DynamicFacts:
    heap: set[int] = set()
    deferred: set[int] = set()
    stretches: list[int] = []
    for i, op in enumerate(sg.operators):
        outputs = [t for t in op.outputs if t >= 0]
        rule = DYNAMIC_RULES.get(op.opcode)
        if op.opcode in DYNAMIC_CALLERS:
            rule = DynamicRule(()) if _control_flow_dynamic(graph, op, facts) else None
        elif op.opcode == "READ_VARIABLE" and any(not sg.tensors[t].shape for t in outputs):
            rule = DynamicRule(())  # read_variable.cc: a scalar (or unranked) value
        elif rule is not None and not _runtime_sized(sg, op, rule, prepared):
            rule = None
        if rule is not None:
            chosen = outputs if rule.outputs is None else [op.outputs[k] for k in rule.outputs if k < len(op.outputs)]
            (deferred if rule.deferred else heap).update(t for t in chosen if t >= 0)
        typed = op.opcode != "VAR_HANDLE" and any(sg.tensors[t].dtype in DYNAMIC_DTYPES for t in outputs)
        if rule is not None or typed:
            stretches.append(i)
    return DynamicFacts(frozenset(heap), frozenset(deferred), tuple(stretches))


def dynamic_facts(graph: ModelGraph, prepared_outputs: Callable[[Subgraph], set[int]]) -> dict[int, DynamicFacts]:
    """:class:`DynamicFacts` of every subgraph, callees before their callers (the loader
    has refused models whose subgraphs call themselves). ``prepared_outputs(sg)`` gives
    the outputs the kernels compute while preparing (they count as constants).
    O(operators)."""
    facts: dict[int, DynamicFacts] = {}
    state: dict[int, bool] = {}
    order: list[int] = []
    stack: list[tuple[int, bool]] = [(k, False) for k in reversed(range(len(graph.subgraphs)))]
    while stack:
        k, done = stack.pop()
        if done:
            order.append(k)
            continue
        if k in state:
            continue
        state[k] = True
        stack.append((k, True))
        for op in graph.subgraphs[k].operators:
            stack.extend((c, False) for c in op.called_subgraphs if 0 <= c < len(graph.subgraphs) and c not in state)
    for k in order:
        sg = graph.subgraphs[k]
        facts[k] = _subgraph_facts(graph, sg, prepared_outputs(sg), facts)
    return facts
