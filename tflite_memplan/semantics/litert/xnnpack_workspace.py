"""XNNPACK's workspace: where the delegate's partitions keep their interior tensors.

Each partition the XNNPACK delegate forms (:mod:`~tflite_memplan.semantics.litert.xnnpack`)
becomes one XNNPACK *runtime*. The delegate defines one XNNPACK *value* per TFLite tensor
the partition touches (``xnnpack_delegate.cc``, ``Subgraph::Create``): the partition's
inputs and outputs are *external* (they stay in LiteRT's arena), constants and the
outputs of the operators it unpacks are *static*, and every other tensor is *internal*;
some operators add internal values of their own (FULLY_CONNECTED without
``keep_num_dims`` reshapes its input to 2-D, a binary operator with a fused activation
writes a temporary its clamp reads, BATCH_MATMUL with ``adj_x`` transposes its left
operand, a dynamically quantized convolution input gets an int8 copy with per-row
parameters). Internal value ids follow the external ones: ``len(tensors)`` plus
the rank of the tensor among the partition's non-external tensors, in index order, then
the operators' own values in the order the operators are visited.

When the runtime is reshaped (the delegate's Prepare, at ``allocate_tensors``), XNNPACK
plans its internal values and the operators' own workspaces in one arena
(``xnn_plan_memory`` in ``src/runtime.c`` and ``src/memory-planner.c``, read at
:data:`SOURCE`; learnt from, not copied):

- a value's size is its bytes rounded up to :data:`EXTRA_BYTES` and then to
  :data:`ALIGNMENT` (64 on x86-64); a dynamically quantized value adds its quantization
  parameters and row sums, each rounded the same way;
- an operator's workspace (reductions of non-float32 tensors keep their accumulators:
  output elements × accumulator bytes + :data:`EXTRA_BYTES`) is a record alive for that
  operator only, with an id after every value;
- a value lives from the first to the last node that reads or writes it;
- *in place*: the output of a unary or binary element-wise, copy, softmax or reshape
  node takes its input's memory when both are internal, of equal size, the input has one
  consumer and so has the output (the input chain's root then lives until the output's
  consumer);
- placement: records sorted by size, largest first (glibc's ``qsort`` is a stable merge
  sort: equal sizes keep id order); each goes into the smallest gap between the live
  blocks already placed that overlap it in time (the gap before the first block
  included), or after the last;
- the workspace is that arena plus ``2 × XNN_EXTRA_BYTES`` (sparse kernels read past
  it), allocated only when the arena is not empty. One workspace is shared by every
  runtime of the delegate (all partitions, all subgraphs) and only grows: it ends as
  large as the largest runtime's need.

XNNPACK also rewrites the runtime before planning it (``xnn_subgraph_optimize``): a PAD
feeding a convolution becomes the convolution's padding, copies (resource reads and
writes) fold into their neighbours, a clamp folds into the clamping node before it (or
goes when it does nothing), and a dynamically quantized FULLY_CONNECTED or
BATCH_MATMUL packs its float input itself (the delegate's convert node and its int8
value go). Removed nodes leave the order of the others unchanged, which is all the
planner looks at.

A float32 or int8 BATCH_MATMUL whose right-hand side is not constant packs it into its own
workspace in the layout of the GEMM micro-kernel XNNPACK picks for the CPU (``--cpu``; the
tiles are :mod:`~tflite_memplan.semantics.litert.xnnpack_weights`'). A dynamically
quantized FULLY_CONNECTED or BATCH_MATMUL packs its input there too (after the right-hand
side, at the next 64 bytes): ``mr`` quantized rows per thread, or the whole input when
inlining would not pay, by the thread count and a cache heuristic
(``xnn_subgraph_optimize_packed_lhs`` sets the flag;
:func:`~tflite_memplan.semantics.litert.xnnpack_weights.packed_lhs_bytes` sizes it). That is
the only thing the thread count changes (measured at 1 and 2 threads). Not modelled: the
right-hand side of other types (:data:`PACKED_RHS`) and the packed input on the arm64
families, for which memplan has no ``mr`` (:data:`PACKED_LHS`); the figure is then too low
and the report says so.

Complexity: O(values + nodes) to build a runtime; the placement is O(n² log n) for n
planned records, as XNNPACK's own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import pairwise

from tflite_memplan.model.dtypes import element_bytes, element_count
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.records import align_up
from tflite_memplan.semantics.litert.mediapipe import DECONVOLUTION
from tflite_memplan.semantics.litert.xnnpack import Delegation, Partition
from tflite_memplan.semantics.litert.xnnpack_weights import (
    L2Cache,
    check_family,
    dynamic_rhs_bytes,
    host_l2_cache,
    packed_lhs_bytes,
)
from tflite_memplan.semantics.upstream import XNNPACK_COMMIT

#: Where the rules were read: XNNPACK at the commit LiteRT pins for the wheel
#: (``tflite/tools/cmake/modules/xnnpack.cmake`` at ``xnnpack_rules.SOURCE``'s commit).
SOURCE = f"google/XNNPACK src/runtime.c, src/memory-planner.c, src/subgraph.c @ {XNNPACK_COMMIT}"
#: ``XNN_EXTRA_BYTES``: what XNNPACK may read past a tensor.
EXTRA_BYTES = 16
#: ``XNN_ALLOCATION_ALIGNMENT`` on x86-64 (16 on arm64).
ALIGNMENT = 64
#: What the workspace adds to the planned arena (``2 * XNN_EXTRA_BYTES``).
READ_PAST = 2 * EXTRA_BYTES
#: The operator workspace memplan does not model (taken as none): a BATCH_MATMUL other than
#: float32 or int8 with a right-hand side that is not constant packs it into its workspace
#: while running, in the layout of the GEMM micro-kernel XNNPACK picks for the CPU.
PACKED_RHS = "BATCH_MATMUL with a right-hand side that is not constant"
#: A dynamically quantized FULLY_CONNECTED or BATCH_MATMUL (float input, 8-bit or
#: narrower weights) quantizes and packs its input inline (``xnn_subgraph_optimize_packed_lhs``)
#: into a workspace sized by the micro-kernel's tiles, a cache heuristic and the threads:
#: not modelled where memplan has no ``mr`` for the family (arm64) or the type (int2, or
#: a BATCH_MATMUL with int4 weights).
PACKED_LHS = "dynamically quantized FULLY_CONNECTED and BATCH_MATMUL (their input packed inline)"

_UNARY = frozenset(
    {
        "ABS", "CEIL", "COS", "DEQUANTIZE", "ELU", "EXP", "FLOOR", "GELU", "HARD_SWISH", "LEAKY_RELU",
        "LOGISTIC", "LOG", "NEG", "QUANTIZE", "RELU", "RELU6", "RELU_N1_TO_1", "ROUND", "RSQRT", "SIN",
        "SQRT", "SQUARE", "TANH",
    }
)  # fmt: skip
_BINARY = frozenset({"ADD", "DIV", "MAXIMUM", "MINIMUM", "MUL", "PRELU", "SQUARED_DIFFERENCE", "SUB"})
_CLAMPED_BINARY = frozenset({"ADD", "DIV", "MUL", "SUB"})  # the ones with a fused activation
_REDUCE = frozenset({"MEAN", "SUM", "REDUCE_MAX", "REDUCE_MIN"})
_INF = float("inf")
#: A fused activation as the output range XNNPACK clamps to (ConvertActivationToOutputRange).
_RANGE = {0: (-_INF, _INF), 1: (0.0, _INF), 2: (-1.0, 1.0), 3: (0.0, 6.0)}
#: The unary operators the delegate defines as a clamp.
_CLAMPS = {"RELU": (0.0, _INF), "RELU6": (0.0, 6.0), "RELU_N1_TO_1": (-1.0, 1.0)}
#: Node kinds that clamp their own output (``has_clamp``): a clamp after them folds in.
_HAS_CLAMP = frozenset({"pooling", "convolution", "transpose_conv", "fully_connected"})
#: Node kinds whose output may take its input's memory (``optimize_tensor_allocation_for_in_place_operations``).
IN_PLACE = frozenset({"unary", "binary", "copy", "softmax", "reshape"})


def round_size(nbytes: int) -> int:
    """``xnn_get_rounded_size``: up to the extra bytes, then to the allocation alignment."""
    return align_up(align_up(nbytes, EXTRA_BYTES), ALIGNMENT)


@dataclass(frozen=True)
class Value:
    """One XNNPACK value of a runtime: its id, its bytes (unrounded; 0 for external and
    static values, which the workspace does not hold) and, for a dynamically quantized
    value, the extra bytes its parameters take (already rounded)."""

    id: int
    nbytes: int
    internal: bool
    tensor: int = -1  # the TFLite tensor it stands for, -1 for the delegate's own
    extra: int = 0
    external: bool = False  # an input or output of the partition (LiteRT's tensor)
    external_output: bool = False

    @property
    def size(self) -> int:
        return round_size(self.nbytes) + self.extra


@dataclass(frozen=True)
class Node:
    """One XNNPACK node: its kind (``IN_PLACE`` kinds may reuse), the values it reads and
    writes, the bytes of its own workspace (0: none), and the TFLite operator it came from."""

    kind: str
    inputs: tuple[int, ...]
    outputs: tuple[int, ...]
    workspace: int = 0
    operator: int = -1
    clamp: tuple[float, float] | None = None  # a unary clamp's bounds


@dataclass(frozen=True)
class Runtime:
    """What XNNPACK plans for one partition: its values (by id) and nodes in order."""

    values: dict[int, Value]
    nodes: tuple[Node, ...]


@dataclass(frozen=True)
class Placed:
    """A planned record: a value's (or, with ``operator >= 0``, a node's workspace) bytes,
    its inclusive node interval and offset; ``reuses`` the value whose memory it takes."""

    id: int
    size: int
    first: int
    last: int
    offset: int
    reuses: int = -1
    operator: int = -1


@dataclass(frozen=True)
class RuntimePlan:
    """One runtime's plan: the arena XNNPACK planned and the workspace it needs, and how
    many values and nodes the runtime has (its value ids run from 0 to ``values`` − 1),
    and each node's kind, input and output counts (``cleared``: a node a fusion emptied)."""

    subgraph: int
    partition: int
    arena: int
    records: tuple[Placed, ...]
    values: int = 0
    nodes: int = 0
    kinds: tuple[tuple[str, int, int], ...] = ()

    @property
    def workspace(self) -> int:
        return self.arena + READ_PAST if self.arena else 0


@dataclass(frozen=True)
class XnnpackWorkspace:
    """The delegate's one workspace: each runtime's plan and the bytes it ends with."""

    plans: tuple[RuntimePlan, ...]
    unmodelled: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        """The shared workspace only grows: the largest runtime's need."""
        return max((p.workspace for p in self.plans), default=0)


# ------------------------------------------------------------------- building a runtime


def _nbytes(sg: Subgraph, t: int) -> int:
    """A tensor's bytes as the interpreter sized it (0 when unknown: the planner skips it)."""
    x = sg.tensors[t]
    size = element_bytes(x.dtype)
    return element_count(x.shape) * size if size and all(d >= 0 for d in x.shape) else 0


def _used_tensors(sg: Subgraph, p: Partition, unpacked: frozenset[int]) -> list[int]:
    """The tensors the delegate defines values for, sorted: every input and output of
    the partition's nodes but those it unpacked while preparing, except the inputs it
    turns into parameters (shapes, axes, paddings, permutations, begins and sizes)."""
    used: set[int] = set()
    for i in p.nodes:
        if i in unpacked:
            continue
        op = sg.operators[i]
        if op.opcode in ("MEAN", "PAD", "REDUCE_MAX", "REDUCE_MIN", "SUM", "RESHAPE", "RESIZE_BILINEAR"):
            ins: tuple[int, ...] = op.inputs[:1]
        elif op.opcode in ("STRIDED_SLICE", "SLICE", "TRANSPOSE"):
            ins = op.inputs[:1]
        elif op.opcode == "SPLIT":
            ins = op.inputs[1:2]
        elif op.opcode == "TRANSPOSE_CONV":
            ins = op.inputs[1:]
        else:
            ins = op.inputs
        used.update(t for t in (*ins, *op.outputs) if t >= 0)
    return sorted(used)


def _hybrid(sg: Subgraph, op: Operator) -> bool:
    """A float input with an 8-bit (or narrower) integer filter: quantized while running."""
    if op.opcode not in ("FULLY_CONNECTED", "CONV_2D", "BATCH_MATMUL") or len(op.inputs) < 2 or min(op.inputs[:2]) < 0:
        return False
    return sg.tensors[op.inputs[0]].dtype in ("float32", "float16") and sg.tensors[op.inputs[1]].dtype in (
        "int8",
        "int4",
        "int2",
    )


def redefines_filter(sg: Subgraph, op: Operator) -> bool:
    """Whether the delegate defines a value of its own for ``op``'s filter (a static
    channelwise-quantized copy of the TFLite tensor's description, ``kernel_id`` in
    ``Visit…Node``): a dynamically quantized FULLY_CONNECTED, CONV_2D or BATCH_MATMUL, and
    a FULLY_CONNECTED with an 8-bit input and an 8-bit or narrower filter."""
    if _hybrid(sg, op):
        return True
    if op.opcode != "FULLY_CONNECTED" or len(op.inputs) < 2 or min(op.inputs[:2]) < 0:
        return False
    return sg.tensors[op.inputs[0]].dtype == "int8" and sg.tensors[op.inputs[1]].dtype in ("int8", "int4", "int2")


def _reduce_workspace(sg: Subgraph, op: Operator) -> int:
    """``xnn_reshape_reduce_nd``: a non-float32 reduction keeps one accumulator per output
    element (int32 for 8-bit sums and means, the data type itself for 8-bit min and max)."""
    x = sg.tensors[op.inputs[0]]
    if x.dtype == "float32":
        return 0
    minmax = op.opcode in ("REDUCE_MAX", "REDUCE_MIN")
    accumulator = (1 if x.dtype in ("int8", "uint8") else 2) if minmax else 4
    return element_count(sg.tensors[op.outputs[0]].shape) * accumulator + EXTRA_BYTES


def runtime(
    sg: Subgraph,
    p: Partition,
    unpacked: frozenset[int],
    cpu: str | None = None,
    threads: int = 1,
    l2: L2Cache | None = None,
) -> Runtime:
    """The runtime XNNPACK builds for partition ``p`` of ``sg`` (see the module docstring);
    ``unpacked``: the operators the delegate unpacked while preparing (their outputs are
    static); ``threads`` and the ``l2`` cache (default: this machine's) size the input a
    dynamically quantized layer packs. O(the partition's tensors and operators)."""
    family = check_family(cpu)
    cache = host_l2_cache() if l2 is None else l2
    tensors = _used_tensors(sg, p, unpacked)
    quasi = {sg.operators[i].outputs[0] for i in unpacked}
    inputs, outputs = set(p.inputs), set(p.outputs)
    values: dict[int, Value] = {}
    of_tensor: dict[int, int] = {}
    external = 0
    internal = len(tensors)
    for t in tensors:
        static = sg.tensors[t].has_data or t in quasi
        # A resource stands for its variable, a value the delegate keeps outside the
        # workspace (external flags) but defines with a new id, after the reserved ones:
        # it describes it by its proxy tensor, which is neither input nor output.
        resource = sg.tensors[t].dtype == "resource"
        is_external = (t in inputs and not static) or t in outputs or resource
        if is_external and not resource:
            vid, external = external, external + 1
        else:
            vid, internal = internal, internal + 1
        of_tensor[t] = vid
        keep = not is_external and not static
        values[vid] = Value(vid, _nbytes(sg, t) if keep else 0, keep, t, 0, is_external, t in outputs)

    def new_value(nbytes: int, extra: int = 0) -> int:
        nonlocal internal
        vid, internal = internal, internal + 1
        values[vid] = Value(vid, nbytes, nbytes > 0, -1, extra)
        return vid

    nodes: list[Node] = []
    for i in p.nodes:
        if i in unpacked:
            continue
        op = sg.operators[i]
        ins = tuple(of_tensor[t] for t in op.inputs if t >= 0 and t in of_tensor)
        outs = tuple(of_tensor[t] for t in op.outputs if t >= 0)
        code = op.opcode
        if code in _CLAMPS:
            nodes.append(Node("unary", ins[:1], outs, 0, i, _CLAMPS[code]))
        elif code in _UNARY:
            nodes.append(Node("unary", ins[:1], outs, 0, i))
        elif code in _BINARY:
            act = op.int_option("fused_activation_function")
            if code in _CLAMPED_BINARY and act != 0:
                temporary = new_value(values[outs[0]].nbytes or _nbytes(sg, op.outputs[0]))
                nodes.append(Node("binary", ins, (temporary,), 0, i))
                nodes.append(Node("unary", (temporary,), outs, 0, i, _RANGE.get(act, (-_INF, _INF))))
            else:
                nodes.append(Node("binary", ins, outs, 0, i))
        elif code in ("MAX_POOL_2D", "AVERAGE_POOL_2D"):
            if op.options.get("filter_width", 0) == 1 and op.options.get("filter_height", 0) == 1:  # a clamp
                bounds = _RANGE.get(op.int_option("fused_activation_function"), (-_INF, _INF))
                nodes.append(Node("unary", ins[:1], outs, 0, i, bounds))
            else:
                nodes.append(Node("pooling", ins, outs, 0, i))
        elif code == "RESHAPE":
            nodes.append(Node("reshape", ins[:1], outs, 0, i))
        elif code == "SOFTMAX":
            nodes.append(Node("softmax", ins, outs, 0, i))
        elif code == "VAR_HANDLE":  # it only names the resource: no node
            continue
        elif code == "READ_VARIABLE":  # a copy out of the variable
            nodes.append(Node("copy", ins[:1], outs, 0, i))
        elif code == "ASSIGN_VARIABLE":  # a copy into it
            nodes.append(Node("copy", ins[1:2], ins[:1], 0, i))
        elif code in _REDUCE:
            nodes.append(Node("reduce", ins[:1], outs, _reduce_workspace(sg, op), i))
        elif code == "FULLY_CONNECTED":
            x = ins[0]
            if not op.options.get("keep_num_dims", False):
                reshaped = new_value(_nbytes(sg, op.inputs[0]))
                nodes.append(Node("reshape", (x,), (reshaped,), 0, i))
                x = reshaped
            lhs = 0
            if _hybrid(sg, op):  # packed inline: the convert node goes, its value stays unused
                new_value(0)
                lhs = packed_lhs_bytes(sg, op, family, threads, cache) or 0
            if redefines_filter(sg, op):
                new_value(0)
            nodes.append(Node("fully_connected", (x, *ins[1:]), outs, lhs, i))
        elif code == "CONV_2D" and _hybrid(sg, op):
            x = _quantize_input(sg, op, ins[0], nodes, new_value, i, nonbatch=3)
            new_value(0)  # the filter, redefined
            nodes.append(Node("convolution", (x, *ins[1:]), outs, 0, i))
        elif code == "BATCH_MATMUL":
            a = ins[0]
            if op.options.get("adj_x", False):  # the delegate transposes the left operand first
                transposed = new_value(_nbytes(sg, op.inputs[0]))
                nodes.append(Node("transpose", (a,), (transposed,), 0, i))
                a = transposed
            packs = (0 if _constant(sg, op.inputs[1], unpacked) else dynamic_rhs_bytes(sg, op, family)) or 0
            if _hybrid(sg, op):  # packed inline, as FULLY_CONNECTED, after the right-hand side
                new_value(0)  # the right-hand side, redefined
                new_value(0)
                lhs = packed_lhs_bytes(sg, op, family, threads, cache) or 0
                packs = (align_up(packs, ALIGNMENT) + lhs) if lhs else packs
            nodes.append(Node("batch_matmul", (a, *ins[1:]), outs, packs, i))
        elif code in ("CONV_2D", "DEPTHWISE_CONV_2D"):
            nodes.append(Node("convolution", ins, outs, 0, i))
        elif code == "PAD":
            nodes.append(Node("pad", ins[:1], outs, 0, i))
        elif code == DECONVOLUTION:  # MediaPipe's: the node TRANSPOSE_CONV becomes
            nodes.append(Node("transpose_conv", ins, outs, 0, i))
        else:
            nodes.append(Node(code.lower(), ins, outs, 0, i))
    return Runtime(values, _common(sg, values, _fuse(sg, values, nodes)))


def _fuse(sg: Subgraph, values: dict[int, Value], nodes: list[Node]) -> tuple[Node, ...]:
    """``xnn_subgraph_fusion``, over the values in id order, each with one consumer and a
    producer: a PAD of the two spatial dimensions of a 4-D tensor (with zero, the zero
    point when quantized, as PAD pads) feeding a convolution becomes the convolution's
    padding, unless the convolution has SAME padding and a stride (only without a stride
    does XNNPACK turn SAME into explicit padding when it defines the node); a copy reading
    an internal value is folded into the value's producer, and a copy producing one into
    its consumer, when nothing in between uses the copy's other side. A removed node
    stays an empty slot: XNNPACK compacts them away later, which moves no node past
    another, and the order is all the planner looks at."""
    nodes = list(nodes)
    consumers = _consumers(Runtime(values, tuple(nodes)))
    producer: dict[int, int] = {}
    first_consumer: dict[int, int] = {}
    for n, node in enumerate(nodes):
        for v in node.outputs:
            producer[v] = n
        for v in node.inputs:
            first_consumer.setdefault(v, n)
    cleared: set[int] = set()

    def unused_between(v: int, a: int, b: int) -> bool:
        return all(v not in (*nodes[m].inputs, *nodes[m].outputs) for m in range(a + 1, b))

    for v in sorted(values):
        if consumers.get(v, 0) != 1 or v not in producer or v not in first_consumer:
            continue
        p, c = producer[v], first_consumer[v]
        if nodes[p].kind == "pad" and nodes[c].kind == "convolution" and _pad_fuses(sg, nodes[p], nodes[c]):
            nodes[c] = replace(nodes[c], inputs=(nodes[p].inputs[0], *nodes[c].inputs[1:]))
            if first_consumer.get(nodes[p].inputs[0]) == p:
                first_consumer[nodes[p].inputs[0]] = c
            nodes[p] = Node("cleared", (), (), 0, nodes[p].operator)
            cleared.add(v)
        internal = v not in cleared and not values[v].external
        if nodes[c].kind == "copy" and internal and unused_between(nodes[c].outputs[0], p, c):
            out = nodes[c].outputs[0]
            producer[out] = p
            nodes[p] = replace(nodes[p], outputs=tuple(out if o == v else o for o in nodes[p].outputs))
            nodes[c] = Node("cleared", (), (), 0, nodes[c].operator)
            cleared.add(v)
        elif nodes[p].kind == "copy" and internal and unused_between(nodes[p].inputs[0], p, c):
            source = nodes[p].inputs[0]
            inputs = list(nodes[c].inputs)
            inputs[inputs.index(v)] = source
            nodes[c] = replace(nodes[c], inputs=tuple(inputs))
            if first_consumer.get(source) == p:
                first_consumer[source] = c
            nodes[p] = Node("cleared", (), (), 0, nodes[p].operator)
            cleared.add(v)
    return tuple(nodes)


class _Nodes:
    """The nodes being rewritten, with who reads and who writes each value kept up to date,
    so that a rewrite costs O(the nodes it touches), not O(all nodes)."""

    def __init__(self, values: dict[int, Value], nodes: tuple[Node, ...]) -> None:
        self.work = list(nodes)
        self.readers: dict[int, set[int]] = {}
        self.writers: dict[int, set[int]] = {}
        self.outputs = {v.id for v in values.values() if v.external_output}
        for n, node in enumerate(self.work):
            self._index(n, node, True)

    def _index(self, n: int, node: Node, add: bool) -> None:
        for table, ids in ((self.readers, node.inputs), (self.writers, node.outputs)):
            for v in set(ids):
                (table.setdefault(v, set()).add if add else table[v].discard)(n)

    def set(self, n: int, node: Node) -> None:
        self._index(n, self.work[n], False)
        self.work[n] = node
        self._index(n, node, True)

    def consumers(self, v: int) -> int:
        """As :func:`_consumers` counts them."""
        return len(self.readers.get(v, ())) + (v in self.outputs)

    def writer(self, v: int, before: int | None = None) -> int | None:
        """The first node writing ``v`` (before node ``before``), or None."""
        found = [m for m in self.writers.get(v, ()) if before is None or m < before]
        return min(found) if found else None


def _common(sg: Subgraph, values: dict[int, Value], nodes: tuple[Node, ...]) -> tuple[Node, ...]:
    """``xnn_subgraph_optimize_common_subgraphs``, the rewrites that change what is
    planned, node by node until nothing changes: MAXIMUM or MINIMUM with a constant
    scalar becomes a clamp; a clamp folds into the node producing its input when that
    input has no other consumer and the producer clamps (a convolution, pooling, fully
    connected layer or another clamp); a clamp with no bounds goes (its consumers read
    its input, or its input's producer writes its output) or becomes a copy; MUL(x, x)
    becomes a square, and a float SUM or MEAN of a square a sum or mean of squares of x
    (:func:`_sum_of_squares`). Each pass
    is O(nodes); a pass repeats only after a rewrite."""
    g = _Nodes(values, nodes)
    changed = True
    while changed:
        changed = False
        for n in range(len(g.work)):
            node = g.work[n]
            if _squares(sg, node):  # mul(x, x) becomes sqr(x)
                node = replace(node, kind="unary", inputs=node.inputs[:1])
                g.set(n, node)
                changed = True
            if node.kind == "reduce" and sg.operators[node.operator].opcode in _SQUARED_REDUCE and node.inputs:
                changed |= _sum_of_squares(sg, values, g, n)
                node = g.work[n]
            if node.kind == "binary" and sg.operators[node.operator].opcode in ("MAXIMUM", "MINIMUM"):
                scalar = [v for v in node.inputs if _static_scalar(sg, values[v])]
                other = [v for v in node.inputs if v not in scalar]
                if scalar and len(other) == 1 and _rank(sg, values[scalar[0]]) <= _rank(sg, values[other[0]]):
                    bound = (0.0, _INF) if sg.operators[node.operator].opcode == "MAXIMUM" else (-_INF, 0.0)
                    node = replace(node, kind="unary", inputs=(other[0],), clamp=bound)
                    g.set(n, node)
                    changed = True
            if node.clamp is None or not node.inputs:
                continue
            source = node.inputs[0]
            p = g.writer(source, before=n)
            if (
                g.consumers(source) <= 1
                and p is not None
                and (g.work[p].kind in _HAS_CLAMP or g.work[p].clamp is not None)
            ):
                bounds = g.work[p].clamp
                if bounds is not None:
                    lo, hi = node.clamp
                    bounds = (min(max(bounds[0], lo), hi), min(max(bounds[1], lo), hi))
                outputs = tuple(node.outputs[0] if o == source else o for o in g.work[p].outputs)
                g.set(p, replace(g.work[p], outputs=outputs, clamp=bounds))
                g.set(n, Node("cleared", (), (), 0, node.operator))
                changed = True
            elif node.clamp == (-_INF, _INF):
                _short_circuit(values, g, n)
                changed = True
    return tuple(g.work)


#: The reductions XNNPACK turns into a sum or mean of squares when they read a square.
_SQUARED_REDUCE = frozenset({"SUM", "MEAN"})


def _squares(sg: Subgraph, node: Node) -> bool:
    """A MUL of a value by itself (``mul_to_sqr`` makes it a square)."""
    same = len(node.inputs) == 2 and node.inputs[0] == node.inputs[1]
    return node.kind == "binary" and same and sg.operators[node.operator].opcode == "MUL"


def _is_square(sg: Subgraph, node: Node) -> bool:
    """A square node: SQUARE, or a MUL of a value by itself (``mul_to_sqr``), unclamped."""
    return node.kind == "unary" and node.clamp is None and sg.operators[node.operator].opcode in ("SQUARE", "MUL")


def _sum_of_squares(sg: Subgraph, values: dict[int, Value], g: _Nodes, n: int) -> bool:
    """``reduce_sum_to_square``: a float SUM or MEAN of a square reads the square's input
    instead (``reduce_sum_squared`` / ``reduce_mean_squared``); the square goes when nothing
    else reads it (``xnn_subgraph_clean_up``), and its value with it. True on a rewrite."""
    node = g.work[n]
    source = node.inputs[0]
    p = g.writer(source, before=n)
    if p is None or not _is_square(sg, g.work[p]) or values[source].tensor < 0:
        return False
    if sg.tensors[values[source].tensor].dtype not in ("float32", "float16"):
        return False
    g.set(n, replace(node, inputs=(g.work[p].inputs[0], *node.inputs[1:])))
    if g.consumers(source) == 0:
        g.set(p, Node("cleared", (), (), 0, g.work[p].operator))
    return True


def _short_circuit(values: dict[int, Value], g: _Nodes, n: int) -> None:
    """Remove clamp ``n`` that does nothing (``short_circuit``): when its output is the
    partition's, the producer of its input writes that output instead (a copy stays when
    the input has no producer or is an output itself); otherwise its consumers read its
    input."""
    node = g.work[n]
    source, out = node.inputs[0], node.outputs[0]
    if values[out].external_output:
        p = g.writer(source)
        if p is None or values[source].external_output:
            g.set(n, replace(node, kind="copy", clamp=None))
            return
        g.set(p, replace(g.work[p], outputs=tuple(out if o == source else o for o in g.work[p].outputs)))
        source, out = out, source  # readers of the old input now read the output
    g.set(n, Node("cleared", (), (), 0, node.operator))
    for m in sorted(g.readers.get(out, ())):
        g.set(m, replace(g.work[m], inputs=tuple(source if v == out else v for v in g.work[m].inputs)))


def _static_scalar(sg: Subgraph, v: Value) -> bool:
    return v.tensor >= 0 and sg.tensors[v.tensor].has_data and element_count(sg.tensors[v.tensor].shape) == 1


def _rank(sg: Subgraph, v: Value) -> int:
    return len(sg.tensors[v.tensor].shape) if v.tensor >= 0 else 0


def _pad_fuses(sg: Subgraph, pad_node: Node, conv_node: Node) -> bool:
    """Whether a PAD fuses into the convolution reading it (see :func:`_fuse`)."""
    pad, conv = sg.operators[pad_node.operator], sg.operators[conv_node.operator]
    if conv_node.inputs[0] != pad_node.outputs[0]:
        return False
    strided = (conv.options.get("stride_h", 1), conv.options.get("stride_w", 1)) != (1, 1)
    if conv.options.get("padding") == 0 and strided:
        return False  # SAME with a stride: XNNPACK computes TensorFlow's padding while running
    paddings = sg.tensors[pad.inputs[1]].values if len(pad.inputs) > 1 and pad.inputs[1] >= 0 else None
    rank = len(sg.tensors[pad.outputs[0]].shape)
    return rank == 4 and paddings is not None and len(paddings) == 8 and not any(paddings[k] for k in (0, 1, 6, 7))


#: ``XNN_EXTRA_QUANTIZATION_PARAMS``: per-row entries XNNPACK may read past the last row.
_EXTRA_QUANTIZATION_PARAMS = 15


def _quantize_input(
    sg: Subgraph, op: Operator, x: int, nodes: list[Node], new_value: Callable[[int, int], int], i: int, nonbatch: int
) -> int:
    """The dynamically quantized (int8) copy of a float input and the node converting to
    it (``xnn_define_dynamically_quantized_tensor_value``): its elements, then per row (the
    dimensions before the last ``nonbatch``) an 8-byte quantization parameter and a 4-byte
    row sum, each with :data:`_EXTRA_QUANTIZATION_PARAMS` more and rounded on its own."""
    shape = sg.tensors[op.inputs[0]].shape
    rows = element_count(shape[: len(shape) - nonbatch])
    extra = round_size((rows + _EXTRA_QUANTIZATION_PARAMS) * 8) + round_size((rows + _EXTRA_QUANTIZATION_PARAMS) * 4)
    quantized = new_value(element_count(shape), extra)
    nodes.append(Node("unary", (x,), (quantized,), 0, i))
    return quantized


# ------------------------------------------------------------------------ planning it


def _consumers(rt: Runtime) -> dict[int, int]:
    """How many nodes read each value (a repeated input counts once), plus one for an
    external output (``xnn_subgraph_analyze_consumers_and_producers``)."""
    count: dict[int, int] = {}
    for node in rt.nodes:
        for v in set(node.inputs):
            count[v] = count.get(v, 0) + 1
    for value in rt.values.values():
        if value.external_output:
            count[value.id] = count.get(value.id, 0) + 1
    return count


def plan(rt: Runtime) -> tuple[int, tuple[Placed, ...]]:
    """XNNPACK's memory plan of a runtime: the arena's bytes and every planned record."""
    first: dict[int, int] = {}
    last: dict[int, int] = {}
    for n, node in enumerate(rt.nodes):
        for v in (*node.inputs, *node.outputs):
            first.setdefault(v, n)
            last[v] = n
    consumers = _consumers(rt)
    first_consumer: dict[int, int] = {}
    for n, node in enumerate(rt.nodes):
        for v in node.inputs:
            first_consumer.setdefault(v, n)
    size = {v.id: v.size for v in rt.values.values() if v.internal and v.id in first}
    reuse: dict[int, int] = {}
    for node in rt.nodes:
        if node.kind not in IN_PLACE or not node.outputs:
            continue
        out = node.outputs[0]
        source = next(
            (
                v
                for v in node.inputs
                if v in size
                and out in size
                and consumers.get(v, 0) == 1
                and rt.values[v].nbytes == rt.values[out].nbytes
            ),
            None,
        )
        if source is None or consumers.get(out, 0) != 1:
            continue
        root = source
        while root in reuse:
            root = reuse[root]
        reuse[out] = root
        last[root] = first_consumer[out]
    num_values = max(rt.values, default=-1) + 1
    records: list[tuple[int, int, int, int, int]] = []  # (id, size, first, last, operator)
    for vid in sorted(size):
        if vid not in reuse:
            records.append((vid, size[vid], first[vid], last[vid], -1))
    for n, node in enumerate(rt.nodes):
        if node.workspace:
            records.append((num_values + n, round_size(node.workspace), n, n, n))
    order = sorted(records, key=lambda r: -r[1])  # stable: equal sizes keep id order
    placed: list[Placed] = []
    arena = 0
    for vid, nbytes, lo, hi, operator in order:
        live = sorted((p.offset, p.offset + p.size) for p in placed if p.first <= hi and lo <= p.last)
        offset = _offset(live, nbytes)
        placed.append(Placed(vid, nbytes, lo, hi, offset, -1, operator))
        arena = max(arena, offset + nbytes)
    at = {p.id: p for p in placed}
    for out, root in reuse.items():
        placed.append(Placed(out, 0, first[out], last[out], at[root].offset, root))
    return arena, tuple(sorted(placed, key=lambda p: p.id))


def _offset(live: list[tuple[int, int]], nbytes: int) -> int:
    """``find_value_alloc_offset``: the smallest gap that fits among the coalesced live
    blocks (sorted by start), the one before the first block included; else the end."""
    if not live:
        return 0
    blocks = [list(live[0])]
    for start, end in live[1:]:
        if start > blocks[-1][1]:
            blocks.append([start, end])
        elif end > blocks[-1][1]:
            blocks[-1][1] = end
    best, offset = None, blocks[-1][1]
    if blocks[0][0] >= nbytes:
        best, offset = blocks[0][0], 0
    for (_, end), (start, _) in pairwise(blocks):
        gap = start - end
        if gap >= nbytes and (best is None or gap < best):
            best, offset = gap, end
    return offset


def xnnpack_workspace(
    graph: ModelGraph,
    delegations: tuple[Delegation, ...],
    cpu: str | None = None,
    threads: int = 1,
    l2: L2Cache | None = None,
) -> XnnpackWorkspace:
    """The delegate's workspace for ``graph`` (the model as read, before delegation) and
    its delegation of each subgraph, run on ``threads`` threads: one plan per partition,
    in subgraph order. ``l2``: the L2 cache XNNPACK's heuristic consults (bytes, line
    bytes; default: this machine's)."""
    family = check_family(cpu)
    cache = host_l2_cache() if l2 is None else l2
    plans: list[RuntimePlan] = []
    unmodelled: set[str] = set()
    for d in delegations:
        sg = graph.subgraphs[d.subgraph]
        if not d.partitions:
            continue
        unpacked = d.unpacked
        for k, p in enumerate(d.partitions):
            rt = runtime(sg, p, unpacked & set(p.nodes), family, threads, cache)
            arena, records = plan(rt)
            plans.append(
                RuntimePlan(
                    d.subgraph,
                    k,
                    arena,
                    records,
                    max(rt.values, default=-1) + 1,
                    len(rt.nodes),
                    tuple((n.kind, len(n.inputs), len(n.outputs)) for n in rt.nodes),
                )
            )
            for i in p.nodes:
                op = sg.operators[i]
                if (
                    op.opcode == "BATCH_MATMUL"
                    and not _constant(sg, op.inputs[1], unpacked)
                    and dynamic_rhs_bytes(sg, op, family) is None
                ):
                    unmodelled.add(PACKED_RHS)
                if (
                    op.opcode in ("FULLY_CONNECTED", "BATCH_MATMUL")
                    and _hybrid(sg, op)
                    and packed_lhs_bytes(sg, op, family, threads, cache) is None
                ):
                    unmodelled.add(PACKED_LHS)
    return XnnpackWorkspace(tuple(plans), tuple(sorted(unmodelled)))


def _constant(sg: Subgraph, t: int, unpacked: frozenset[int]) -> bool:
    return sg.tensors[t].has_data or any(sg.operators[i].outputs[0] == t for i in unpacked)
