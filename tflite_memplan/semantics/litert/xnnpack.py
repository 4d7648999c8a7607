"""Which operators LiteRT's XNNPACK delegate takes, and the partitions they form.

``ai-edge-litert``'s interpreter applies XNNPACK by default (its builtin op resolver
creates the delegate lazily and applies it at the first ``allocate_tensors``). The
delegate walks the execution plan once and asks, operator by operator, whether it can
build the operator into its own graph (the ``Visit…Node`` checks of
``tflite/delegates/xnnpack/xnnpack_delegate.cc``, read at ``xnnpack_rules.SOURCE``): the checks
look at the operator, its tensors' types, quantization, ranks, which inputs are
constant, and its options; :mod:`~tflite_memplan.semantics.litert.xnnpack_rules`
restates them (``RULES``), one per operator, each naming the function it was read from.

Two operators are special (``PrepareOpsToDelegate``): DEQUANTIZE of a constant float16
or int8 tensor to float32, and DENSIFY of a constant sparse tensor, are *unpacked* by
the delegate while it prepares, and taken only if no operator the delegate refuses
reads their output. Their outputs are *quasi-static*: a convolution or fully-connected
layer accepts them where it wants a constant.

The nodes taken are then grouped the way TFLite's partitioning helper does it
(``PartitionGraphIntoIndependentNodeSubsets`` in ``tflite/graph_info.cc``, greedy,
with a chain of control edges between operators that may have side effects: those
touching resource tensors, IF, WHILE, CALL_ONCE): epoch after epoch, every node whose
inputs are ready and whose kind (delegated or not) matches the epoch's first joins it.
Each delegated group becomes one node whose inputs are the tensors it reads from
outside (constants included) and whose outputs are the tensors other groups read or
the graph returns, both sorted; the execution plan is the groups in epoch order.

:func:`delegated_subgraph` returns the subgraph as the interpreter then plans it: the
partitions are operators named ``DELEGATE``, their interior tensors are never
allocated, and the operators left to the built-in kernels keep their temporaries.

Build flags: the delegate in the ``upstream.LITERT`` wheel takes signed and
unsigned 8-bit quantized operators, but not FULLY_CONNECTED with a non-constant float
filter (measured; ``xnnpack_rules.UNSIGNED_8BIT``, ``DYNAMIC_FULLY_CONNECTED``).

Complexity: O(operators × tensors per operator) for the checks; the partitioning
visits each node once per epoch, O(epochs × operators).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.recall import recall
from tflite_memplan.semantics.litert.xnnpack_rules import RULES, UNMODELLED, VARIABLE_OPS, float_or_quantized
from tflite_memplan.semantics.upstream import LITERT_COMMIT, short

#: The partitioning helper, read at the same commit as ``xnnpack_rules.SOURCE``.
PARTITION_SOURCE = f"google-ai-edge/LiteRT tflite/graph_info.cc, tflite/core/subgraph.cc @ {short(LITERT_COMMIT)}"
#: The opcode memplan gives a delegate partition's node.
DELEGATE_OP = "DELEGATE"


class _Resources:
    """The delegate's bookkeeping of resource variables (``ResourceInfo``): a resource
    tensor whose VAR_HANDLE came first gets a *proxy value*, the first tensor read from
    or assigned to it; later reads and assignments must match its type and shape. The
    VAR_HANDLE nodes are taken at the end (:meth:`handles_taken`)."""

    def __init__(self) -> None:
        self.handle: dict[int, int] = {}  # resource tensor -> its VAR_HANDLE's position
        self.proxy: dict[int, int] = {}  # resource tensor -> proxy value tensor

    def visit(self, sg: Subgraph, i: int, op: Operator) -> bool:
        """VisitVarHandleNode (records, never taken at once), VisitReadVariableNode,
        VisitAssignVariableNode."""
        if op.opcode == "VAR_HANDLE":
            if op.outputs and op.outputs[0] >= 0:
                self.handle[op.outputs[0]] = i
            return False
        if op.opcode == "READ_VARIABLE":
            if len(op.inputs) < 1 or len(op.outputs) < 1 or min(op.inputs[0], op.outputs[0]) < 0:
                return False
            value = op.outputs[0]
            if not sg.tensors[value].shape or not float_or_quantized(sg.tensors[value]):
                return False
        else:  # ASSIGN_VARIABLE
            if len(op.inputs) < 2 or min(op.inputs[:2]) < 0 or not float_or_quantized(sg.tensors[op.inputs[1]]):
                return False
            value = op.inputs[1]
        resource = op.inputs[0]
        if resource not in self.handle:
            return False
        if resource in self.proxy:
            old, new = sg.tensors[self.proxy[resource]], sg.tensors[value]
            return old.dtype == new.dtype and old.shape == new.shape
        self.proxy[resource] = value
        return True

    def handles_taken(self) -> set[int]:
        """The VAR_HANDLE nodes whose resource got a proxy value (a VAR_HANDLE nothing
        reads or assigns stays with the built-in kernels; measured on the wheel)."""
        return {i for resource, i in self.handle.items() if resource in self.proxy}


def _unpacks(sg: Subgraph, op: Operator, quasi: Collection[int]) -> bool:
    """Whether the delegate unpacks this node's constant output while it prepares:
    DEQUANTIZE of a dense constant (or quasi-static) float16 or quantized int8 tensor
    to float32; DENSIFY of a constant sparse float16, int8 or float32 tensor."""
    if len(op.inputs) != 1 or len(op.outputs) != 1 or op.inputs[0] < 0 or op.outputs[0] < 0:
        return False
    x, y = sg.tensors[op.inputs[0]], sg.tensors[op.outputs[0]]
    if op.opcode == "DEQUANTIZE":
        typed = x.dtype == "float16" or (x.dtype == "int8" and x.quantized)
        return not x.sparse and (x.has_data or op.inputs[0] in quasi) and typed and y.dtype == "float32"
    if op.opcode == "DENSIFY":
        return x.has_data and x.sparse and x.dtype in ("float16", "int8", "float32") and y.dtype == x.dtype
    return False


def quasi_static(sg: Subgraph) -> dict[int, int]:
    """The tensors the delegate treats as quasi-static while it prepares, each with the
    node producing it: the outputs of the nodes it could unpack (:func:`_unpacks`), whether
    or not a refused consumer later keeps the node with TFLite. O(operators)."""
    producers: dict[int, int] = {}
    for i, op in enumerate(sg.operators):
        if op.opcode not in VARIABLE_OPS and _unpacks(sg, op, producers.keys()):
            producers[op.outputs[0]] = i
    return producers


def block_quantized_input(sg: Subgraph, op: Operator) -> str | None:
    """The type of the first tensor ``op`` reads that is quantized block by block or along
    several axes, if any: XNNPACK takes blockwise int4 weights (qb4w), which memplan does
    not judge, and some kernels refuse such int8 ones (:mod:`.runnable`)."""
    found = (sg.tensors[t] for t in op.inputs if t >= 0 and sg.tensors[t].block_quantized)
    return next((t.dtype for t in found), None)


def delegated_nodes(sg: Subgraph) -> tuple[frozenset[int], frozenset[int], tuple[str, ...]]:
    """The operators (positions) XNNPACK takes from ``sg``, as ``PrepareOpsToDelegate``
    decides, those of them it unpacks while preparing (their outputs are static), and the
    operators present that memplan assumes it leaves though it might not
    (:data:`UNMODELLED`). O(operators)."""
    producer = quasi_static(sg)
    quasi: set[int] = set()
    unpack: set[int] = set()
    taken: set[int] = set()
    resources = _Resources()
    for i, op in enumerate(sg.operators):
        if op.opcode in VARIABLE_OPS:
            if resources.visit(sg, i, op):
                taken.add(i)
            continue
        if op.outputs and producer.get(op.outputs[0]) == i:
            unpack.add(i)
            quasi.add(op.outputs[0])
            continue
        rule = RULES.get(op.opcode)
        if rule is not None and rule.check(sg, op, frozenset(quasi)):
            taken.add(i)
            continue
        for t in op.inputs:  # a refused node reads it: the unpacking node stays too
            if t in producer:
                unpack.discard(producer[t])
    blockwise = {op.opcode for op in sg.operators if block_quantized_input(sg, op)}
    unmodelled = sorted(
        {op.opcode for op in sg.operators if op.opcode in UNMODELLED}
        | {f"{opcode} (blockwise or multi-axis quantized input)" for opcode in blockwise}
    )
    return frozenset(taken | unpack | resources.handles_taken()), frozenset(unpack), tuple(unmodelled)


@dataclass(frozen=True)
class Partition:
    """One group of nodes the delegate runs as a single node: the original operator
    positions, the tensors it reads from outside and those it hands out (sorted)."""

    nodes: tuple[int, ...]
    inputs: tuple[int, ...]
    outputs: tuple[int, ...]


@dataclass(frozen=True)
class NodeSubset:
    delegated: bool
    nodes: tuple[int, ...]
    inputs: tuple[int, ...]
    outputs: tuple[int, ...]


def _side_effects(sg: Subgraph, op: Operator) -> bool:
    """OpMightHaveSideEffect: a resource tensor in or out, or IF, WHILE, CALL_ONCE."""
    touched = (t for t in (*op.inputs, *op.outputs) if t >= 0)
    return op.opcode in ("IF", "WHILE", "CALL_ONCE") or any(sg.tensors[t].dtype == "resource" for t in touched)


def partition(sg: Subgraph, taken: frozenset[int]) -> tuple[NodeSubset, ...]:
    """The node subsets TFLite's greedy partitioning forms (see the module docstring),
    in execution order. O(epochs × operators)."""
    ops = sg.operators
    ready = {t: -2 for t in range(len(sg.tensors))}  # -2: always ready, -1: not yet, else the epoch
    for op in ops:
        for t in op.outputs:
            if t >= 0:
                ready[t] = -1
    edges: list[tuple[int, int]] = []
    last = -1
    for i, op in enumerate(ops):
        if _side_effects(sg, op):
            if last >= 0:
                edges.append((last, i))
            last = i
    incoming = [0] * len(ops)
    for _, j in edges:
        incoming[j] += 1
    epoch_of = [-1] * len(ops)
    subsets: list[_Forming] = []
    while True:
        current = _Forming()
        subsets.append(current)
        epoch = len(subsets) - 1
        while True:
            progressed = False
            for i, op in enumerate(ops):
                if epoch_of[i] != -1 or incoming[i] or any(t >= 0 and ready[t] == -1 for t in op.inputs):
                    continue
                kind = i in taken
                if current.delegated is None:
                    current.delegated = kind
                if current.delegated != kind:
                    continue
                epoch_of[i] = epoch
                current.nodes.append(i)
                for t in op.outputs:
                    if t >= 0:
                        ready[t] = epoch
                for t in op.inputs:
                    if t >= 0 and ready[t] != epoch:
                        current.inputs.append(t)
                        if ready[t] >= 0:
                            subsets[ready[t]].outputs.append(t)
                for a, b in edges:
                    if a == i:
                        incoming[b] -= 1
                progressed = True
            if not progressed:
                break
        if not current.nodes:
            subsets.pop()
            break
    for t in sg.outputs:
        if t >= 0 and ready[t] >= 0:
            subsets[ready[t]].outputs.append(t)
    return tuple(
        NodeSubset(bool(s.delegated), tuple(s.nodes), tuple(sorted(set(s.inputs))), tuple(sorted(set(s.outputs))))
        for s in subsets
    )


@dataclass
class _Forming:
    """A node subset while :func:`partition` forms it: whether its nodes are delegated
    (None before the first), its nodes, and the tensors crossing its boundary."""

    delegated: bool | None = None
    nodes: list[int] = field(default_factory=list)
    inputs: list[int] = field(default_factory=list)
    outputs: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Delegation:
    """What XNNPACK does to one subgraph: the nodes it takes, its partitions, the
    execution plan (original operator positions, or ``None`` for a partition's node,
    which :func:`delegated_subgraph` numbers after the model's), and the operators
    memplan assumed it leaves without modelling them."""

    subgraph: int
    taken: frozenset[int]
    partitions: tuple[Partition, ...]
    plan: tuple[int | None, ...]
    unmodelled: tuple[str, ...]
    unpacked: frozenset[int]  # the DEQUANTIZE and DENSIFY nodes it unpacks while preparing


def execution_plan(sg: Subgraph, d: Delegation | None) -> tuple[int | None, ...]:
    """The plan TFLite runs ``sg`` by: each operator it keeps, by position, and None for a
    partition's node; every operator when ``d`` (the delegation) is None."""
    return d.plan if d is not None else tuple(range(len(sg.operators)))


def delegation(sg: Subgraph) -> Delegation:
    """XNNPACK's delegation of ``sg`` (see the module docstring)."""
    taken, unpacked, unmodelled = delegated_nodes(sg)
    if not taken:
        return Delegation(sg.index, taken, (), tuple(range(len(sg.operators))), unmodelled, unpacked)
    subsets = partition(sg, taken)
    plan: list[int | None] = []
    parts: list[Partition] = []
    for s in subsets:
        if s.delegated:
            parts.append(Partition(s.nodes, s.inputs, s.outputs))
            plan.append(None)
        else:
            plan.extend(s.nodes)
    return Delegation(sg.index, taken, tuple(parts), tuple(plan), unmodelled, unpacked)


def delegated_subgraph(sg: Subgraph, d: Delegation) -> Subgraph:
    """``sg`` as the interpreter plans it once XNNPACK replaced its partitions: the
    operators in execution-plan order, each partition one ``DELEGATE`` operator
    (index ``len(sg.operators) + k``) reading its inputs and writing its outputs."""
    if not d.partitions:
        return sg
    parts = iter(enumerate(d.partitions))
    operators: list[Operator] = []
    for position in d.plan:
        if position is not None:
            operators.append(sg.operators[position])
            continue
        k, p = next(parts)
        operators.append(Operator(index=len(sg.operators) + k, opcode=DELEGATE_OP, inputs=p.inputs, outputs=p.outputs))
    return replace(sg, operators=tuple(operators))


@recall()
def delegated_graph(graph: ModelGraph) -> tuple[ModelGraph, tuple[Delegation, ...]]:
    """Every subgraph as XNNPACK leaves it (the interpreter applies the delegate to each
    subgraph), and each subgraph's :class:`Delegation`. Remembered for the same graph:
    the lifetimes and the verdict (:mod:`.runnable`) both ask for it."""
    delegations = tuple(delegation(sg) for sg in graph.subgraphs)
    subgraphs = tuple(delegated_subgraph(sg, d) for sg, d in zip(graph.subgraphs, delegations, strict=True))
    return replace(graph, subgraphs=subgraphs), delegations
