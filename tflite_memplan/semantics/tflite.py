"""TensorFlow Lite's (LiteRT's) CPU usage records (``ArenaPlanner``).

What the CPU interpreter does, and so what this module does, for the main subgraph
(each subgraph a control-flow operator calls has an arena of its own in TFLite):

- **Time**: operator k runs at step k; graph inputs are allocated at step 0.
- **Planned**: read-write arena tensors — no buffer data, not variables (those go to
  a separate persistent arena), not strings/resources/variants (heap), not empty, and
  not the outputs of SHAPE/RANK, which the kernels compute while preparing and keep
  outside the arena. Sizes are the exact byte counts; offsets are aligned (64 bytes
  by default, ``kDefaultTensorAlignment``).
- **Freed** after the last operator that reads the tensor. Graph inputs and outputs
  are never freed, and neither is a produced tensor nobody reads.
- **In place**: some kernels declare that their output may reuse an input's buffer:
  ADD/SUB/MUL/DIV (input 0 or 1), SOFTMAX and DYNAMIC_UPDATE_SLICE (input 0), and
  RESHAPE/SQUEEZE/EXPAND_DIMS/BITCAST which leave the data unmodified (input 0). The
  output then is an alias, not a record, and the root buffer lives until the last
  reader of any of its aliases. Not for graph inputs or outputs, constants or
  variables, and — unless the data is unmodified — only when input and output have
  the same size (larger than 4 bytes) and neither the input nor its root buffer has
  another reader.
- **Order**: the records come in the order TFLite lists the tensors before sorting
  them for placement (see :func:`allocation_list`), because its sort is not stable
  and the offsets of equally ranked tensors depend on that order.
- **Kernel temporaries** share the arena: memplan models CONV_2D's im2col buffer and
  MEAN's three arena temporaries (see :func:`kernel_temporaries`). Each is allocated
  and freed at its operator's step and is listed, sorted and placed like a tensor.
  Operators whose temporaries are not modelled (SVDF, LSTMs, TRANSPOSE_CONV, hybrid
  kernels, ...) are named in a warning.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tflite_memplan.dtypes import BY_NAME, element_count
from tflite_memplan.libstdcxx import std_sort, unordered_set_order
from tflite_memplan.model import ModelGraph, Operator, Subgraph
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import Alias, Lifetimes, Step

_NEVER = -1


@dataclass(frozen=True)
class InPlaceRule:
    inputs: tuple[int, ...]  # which inputs the output may reuse, tried in order
    data_unmodified: bool


IN_PLACE_OPS: dict[str, InPlaceRule] = {
    **{op: InPlaceRule((0, 1), False) for op in ("ADD", "SUB", "MUL", "DIV")},
    **{op: InPlaceRule((0,), False) for op in ("SOFTMAX", "DYNAMIC_UPDATE_SLICE")},
    **{op: InPlaceRule((0,), True) for op in ("RESHAPE", "SQUEEZE", "EXPAND_DIMS", "BITCAST")},
}
# Tensors this small (a scalar) are never overwritten in place.
_SCALAR_BYTES = 4
# Kernels that compute these outputs while preparing (their value depends only on
# shapes) store them outside the arena.
PREPARE_TIME_OUTPUT_OPS = frozenset({"SHAPE", "RANK"})
# Tensors of these types hold pointers to heap data and are never in the arena.
HEAP_DTYPES = frozenset({"string", "resource", "variant"})


# ---------------------------------------------------------------- kernel temporaries


@dataclass(frozen=True)
class KernelTemporary:
    """A tensor a kernel adds to the subgraph for its own use while it runs.

    ``index`` is the tensor index the runtime gives it (the kernels append their
    tensors after the model's, operator by operator, when each is prepared); it only
    matters for the order of the operator's ``unordered_set``. ``size`` 0 means the
    temporary is not in the arena (the kernel made it dynamic): it is still filed in
    the set, so it still moves the others in the iteration order.
    """

    node: int
    index: int
    size: int
    name: str


# Tensors kernels add while preparing although no arena temporary comes of them
# (reserved for paths the model does not take). Measured on ai-edge-litert 2.3.0:
# FULLY_CONNECTED adds 6 (for its hybrid path), float and int8 alike.
_UNPLACED_TENSORS = {"FULLY_CONNECTED": 6}
# Tensors kernels add when the interpreter is built (``Init``, before any Prepare).
_INIT_TENSORS = {"SVDF": 6}
# Operators that place temporaries in the arena which memplan does not model.
UNMODELLED_TEMPORARY_OPS = frozenset(
    {
        "SVDF",
        "LSTM",
        "UNIDIRECTIONAL_SEQUENCE_LSTM",
        "BIDIRECTIONAL_SEQUENCE_LSTM",
        "RNN",
        "UNIDIRECTIONAL_SEQUENCE_RNN",
        "BIDIRECTIONAL_SEQUENCE_RNN",
        "TRANSPOSE_CONV",
        "BATCH_MATMUL",
        "CONV_3D",
        "CONV_3D_TRANSPOSE",
        "SUM",
        "REDUCE_PROD",
        "REDUCE_MAX",
        "REDUCE_MIN",
        "REDUCE_ANY",
        "REDUCE_ALL",
        "RFFT2D",
        "TFLite_Detection_PostProcess",
    }
)
# Operators with a hybrid kernel (float activations, 8-bit weights), whose extra
# temporaries (quantized input, scaling factors, accumulators, ...) are not modelled.
_HYBRID_OPS = frozenset({"CONV_2D", "DEPTHWISE_CONV_2D", "FULLY_CONNECTED", "EMBEDDING_LOOKUP"})
# MEAN accumulates in a wider type: bytes per output element of its sum temporary.
_MEAN_ACCUMULATOR_BYTES = {"float32": 4, "int8": 4, "uint8": 4, "int16": 4, "int32": 8, "int64": 8}
_INT32_BYTES = 4


def _dtype_bytes(dtype: str) -> int | None:
    """Bytes per element of a whole-byte type, ``None`` for packed or pointer types."""
    bits = BY_NAME[dtype].bits if dtype in BY_NAME else None
    return bits // 8 if bits is not None and bits % 8 == 0 else None


def _known_shape(sg: Subgraph, t: int) -> tuple[int, ...] | None:
    if t < 0 or t >= len(sg.tensors):
        return None
    tensor = sg.tensors[t]
    return tensor.shape if tensor.nbytes is not None else None


def _is_hybrid(sg: Subgraph, op: Operator) -> bool:
    """Float activations with 8-bit (or 4-bit) weights: TFLite's hybrid kernels."""
    if op.opcode not in _HYBRID_OPS or len(op.inputs) < 2 or min(op.inputs[:2]) < 0:
        return False
    x, w = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]]
    if op.opcode == "EMBEDDING_LOOKUP":
        x = sg.tensors[op.outputs[0]] if op.outputs and op.outputs[0] >= 0 else x
    return x.dtype == "float32" and w.dtype in ("int8", "uint8", "int4")


def _option(op: Operator, *names: str, default: int = 1) -> int:
    for name in names:
        if name in op.options:
            return int(op.options[name])  # type: ignore[call-overload]
    return default


def _conv_im2col(sg: Subgraph, op: Operator) -> list[int] | None:
    """Sizes of CONV_2D's arena temporaries: ``[]``, ``[im2col bytes]``, or ``None``.

    With one thread TFLite unrolls the input patches (im2col) whenever the
    convolution is not a plain 1×1, stride 1, undilated one — whatever the padding —
    for float and integer inputs alike. The buffer is
    ``[N, OH, OW, KH·KW·Cin]`` of the input's type. ``None``: not modelled (hybrid,
    grouped, unknown shapes).
    """
    if len(op.inputs) < 2 or not op.outputs or min(op.inputs[0], op.inputs[1], op.outputs[0]) < 0:
        return None
    x_shape = _known_shape(sg, op.inputs[0])
    w_shape = _known_shape(sg, op.inputs[1])
    y_shape = _known_shape(sg, op.outputs[0])
    if x_shape is None or w_shape is None or y_shape is None or len(x_shape) != 4 or len(w_shape) != 4:
        return None
    if len(y_shape) != 4 or _is_hybrid(sg, op) or x_shape[3] != w_shape[3]:
        return None
    item = _dtype_bytes(sg.tensors[op.inputs[0]].dtype)
    if item is None:
        return None
    _, kh, kw, cin = w_shape
    strides = (_option(op, "stride_w"), _option(op, "stride_h"))
    dilations = (
        _option(op, "dilation_w_factor", "dilation_wfactor"),
        _option(op, "dilation_h_factor", "dilation_hfactor"),
    )
    if (kh, kw) == (1, 1) and strides == (1, 1) and dilations == (1, 1):
        return []
    n, oh, ow, _ = y_shape
    return [n * oh * ow * kh * kw * cin * item]


def _mean_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """Sizes of MEAN's four temporaries, or ``None`` when not modelled.

    In order: an int32 index per input dimension, the resolved axes (an int32 per
    entry of the constant axis tensor), the accumulator (one per output element, in
    int32 for 8/16-bit integers, float32 for floats, int64 for int32/int64), and a
    normalized-shape tensor the kernel keeps dynamic (size 0: not in the arena).
    """
    if len(op.inputs) < 2 or not op.outputs or min(op.inputs[0], op.inputs[1], op.outputs[0]) < 0:
        return None
    x, axis, y = (sg.tensors[t] for t in (op.inputs[0], op.inputs[1], op.outputs[0]))
    accumulator = _MEAN_ACCUMULATOR_BYTES.get(x.dtype)
    if not axis.has_data or accumulator is None or x.nbytes is None or y.nbytes is None:
        return None
    return [
        len(x.shape) * _INT32_BYTES,
        element_count(axis.shape) * _INT32_BYTES,
        element_count(y.shape) * accumulator,
        0,
    ]


_TEMPORARY_RULES = {"CONV_2D": ("im2col",), "MEAN": ("index", "resolved axes", "accumulator", "normalized dims")}


def kernel_temporaries(sg: Subgraph) -> tuple[list[KernelTemporary], list[str]]:
    """The kernel temporaries memplan models, and the operators whose it does not.

    Returns the temporaries in operator order (each operator's in its
    ``node->temporaries`` order) and the sorted names of the operators present whose
    temporaries are not modelled (``"CONV_2D (hybrid)"`` etc. for a kernel variant).
    Indices follow the runtime's numbering: the model's tensors, then those kernels
    add when the interpreter is built, then those they add when prepared, in
    operator order. They are exact as long as no unmodelled operator adds tensors.
    """
    next_index = len(sg.tensors) + sum(_INIT_TENSORS.get(op.opcode, 0) for op in sg.operators)
    temporaries: list[KernelTemporary] = []
    unmodelled: set[str] = set()
    for i, op in enumerate(sg.operators):
        if op.opcode in UNMODELLED_TEMPORARY_OPS:
            unmodelled.add(op.opcode)
            continue
        if _is_hybrid(sg, op):
            unmodelled.add(f"{op.opcode} (hybrid)")
            continue
        next_index += _UNPLACED_TENSORS.get(op.opcode, 0)
        sizes: list[int] | None = None
        if op.opcode == "CONV_2D":
            sizes = _conv_im2col(sg, op)
        elif op.opcode == "MEAN":
            sizes = _mean_temporaries(sg, op)
        else:
            continue
        if sizes is None:
            unmodelled.add(op.opcode)
            continue
        labels = _TEMPORARY_RULES[op.opcode]
        for label, size in zip(labels, sizes, strict=False):
            temporaries.append(KernelTemporary(i, next_index, size, f"{op.opcode}#{i} {label}"))
            next_index += 1
    return temporaries, sorted(unmodelled)


def _arena_tensor(sg: Subgraph, t: int) -> bool:
    tensor = sg.tensors[t]
    return not tensor.has_data and not tensor.is_variable


def _root_of(root: dict[int, int], t: int) -> int:
    """The tensor whose buffer ``t`` ends up in, following chains of in-place ops."""
    while t in root:
        t = root[t]
    return t


def _in_place_roots(sg: Subgraph, refcounts: list[int]) -> dict[int, int]:
    """Map each in-place output to the root tensor whose buffer it reuses.

    Decided once, in execution order, from the reference counts before sharing (one
    per reading operator, plus one for a graph input or output): only an operator's
    first output may share, with the first of its eligible inputs that qualifies. An
    operator that overwrites its input needs that input, and the root of its alias
    chain, to have no other reader, and equal sizes larger than a scalar.
    """
    root: dict[int, int] = {}
    inputs, outputs = set(sg.inputs), set(sg.outputs)
    for op in sg.operators:
        rule = IN_PLACE_OPS.get(op.opcode)
        if rule is None or not op.outputs or op.outputs[0] < 0:
            continue
        out = op.outputs[0]
        if out in outputs or not _arena_tensor(sg, out):
            continue
        modifies = not rule.data_unmodified
        chosen = None
        for k in rule.inputs:
            if k >= len(op.inputs) or op.inputs[k] < 0:
                continue
            x = op.inputs[k]
            size_x, size_out = sg.tensors[x].nbytes, sg.tensors[out].nbytes
            if modifies and (size_x != size_out or (size_x or 0) <= _SCALAR_BYTES or refcounts[x] != 1):
                continue
            if x in inputs or not _arena_tensor(sg, x):
                continue
            chosen = x
            break
        if chosen is None:
            continue
        r = _root_of(root, chosen)
        if modifies and refcounts[r] > 1:
            continue
        root[out] = r
    return root


def allocation_list(sg: Subgraph, temporaries: Sequence[KernelTemporary] = ()) -> list[int]:
    """Tensor indices in the order TFLite's planner hands them to its sort.

    The planner files every tensor under the operator before which it is allocated,
    in one ``std::unordered_set<int>`` per operator: operator 0's set receives the
    variables (index order), then the graph inputs, then its outputs; operator i's
    set its outputs. The list is those sets concatenated in operator order, each in
    its iteration order (for a few outputs: reversed). A tensor filed under two
    operators is listed where it first appears. Kernel ``temporaries`` are filed
    under their operator after its outputs, keyed by their runtime tensor index
    (the list holds those indices too, all ``>= len(sg.tensors)``).

    Complexity: O(k²) per operator for its k tensors (see ``unordered_set_order``).
    """
    variables = [t.index for t in sg.tensors if t.is_variable]
    ops = sg.operators
    node_keys: list[list[int]] = [[] for _ in range(max(len(ops), 1))]
    node_keys[0] = variables + [t for t in sg.inputs if t >= 0]
    for i, op in enumerate(ops):
        node_keys[i].extend(t for t in op.outputs if t >= 0)
    for temp in temporaries:
        node_keys[temp.node].append(temp.index)
    listed: dict[int, None] = {}
    for keys in node_keys:
        for t in unordered_set_order(keys):
            listed.setdefault(t, None)
    return list(listed)


def tflite_lifetimes(graph: ModelGraph) -> Lifetimes:
    """Usage records of the main subgraph as TFLite's ``ArenaPlanner`` derives them.

    The records come in TFLite's allocation-list order (:func:`allocation_list`),
    kernel temporaries included (``kind="scratch"``, ``tensor=-1``).
    O(tensors + ops), plus O(k²) for each operator with k outputs and temporaries.
    """
    sg = graph.main
    n = len(sg.tensors)
    ops: tuple[Operator, ...] = sg.operators
    last_op = max(len(ops) - 1, 0)

    # Reference counts as the planner keeps them: one per reading operator, plus one
    # for each graph output and input so that those are never freed.
    variables = [t.index for t in sg.tensors if t.is_variable]
    refcounts = [0] * n
    for t in sg.outputs:
        refcounts[t] += 1
    for t in variables:
        refcounts[t] += 1
    for t in sg.inputs:
        refcounts[t] += 1
    shared_counts = list(refcounts)
    for op in ops:
        for t in op.inputs:
            if t >= 0:
                refcounts[t] += 1
    root = _in_place_roots(sg, refcounts)

    def find(t: int) -> int:
        return _root_of(root, t)

    for op in ops:
        for t in op.inputs:
            if t >= 0:
                shared_counts[find(t)] += 1

    temporaries, unmodelled_ops = kernel_temporaries(sg)
    temp_at = {temp.index: temp for temp in temporaries}
    width = max([n, *(t + 1 for t in temp_at)])
    alloc = [_NEVER] * width
    dealloc = [_NEVER] * width
    size_of = [tensor.nbytes or 0 for tensor in sg.tensors] + [0] * (width - n)
    for temp in temporaries:
        # Allocated before and freed after their own operator.
        alloc[temp.index] = dealloc[temp.index] = temp.node
        size_of[temp.index] = temp.size
    for t in variables + list(sg.inputs):
        alloc[t] = 0
    for i, op in enumerate(ops):
        for t in op.outputs:
            if t >= 0 and alloc[t] == _NEVER:
                alloc[t] = i
        for t in op.inputs:
            if t < 0:
                continue
            r = find(t)
            shared_counts[r] -= 1
            if shared_counts[r] == 0 and alloc[r] != _NEVER and dealloc[r] == _NEVER:
                dealloc[r] = i

    warnings = list(graph.notes)
    records: list[UsageRecord] = []
    unknown: list[str] = []
    prepared = {t for op in ops if op.opcode in PREPARE_TIME_OUTPUT_OPS for t in op.outputs}
    # TFLite sorts more entries than it places in this arena: variables (placed in
    # the persistent arena) and in-place aliases (skipped when placed). With an
    # unstable sort they can move equally ranked records, so the sort runs here over
    # every entry and each record keeps its rank.
    entries: list[int] = []
    for t in allocation_list(sg, temporaries):
        if t in temp_at:
            if temp_at[t].size > 0:  # size 0: the kernel keeps it out of the arena
                entries.append(t)
            continue
        tensor = sg.tensors[t]
        if tensor.is_variable:
            entries.append(t)
            continue
        if t in prepared or alloc[t] == _NEVER or not _arena_tensor(sg, t):
            continue
        if tensor.dtype in HEAP_DTYPES or tensor.nbytes == 0:
            continue
        if tensor.nbytes is None:
            unknown.append(tensor.name)
            continue
        entries.append(t)

    def whole_run(t: int) -> bool:
        return alloc[t] == 0 and dealloc[t] == _NEVER

    def less(a: int, b: int) -> bool:
        if whole_run(a):
            return not whole_run(b) or a < b
        if whole_run(b):
            return False
        size_a, size_b = size_of[a], size_of[b]
        if size_a != size_b:
            return size_a > size_b
        return alloc[a] < alloc[b]

    rank = {t: k for k, t in enumerate(std_sort(entries, less))}
    for t in entries:
        if t in temp_at:
            temp = temp_at[t]
            records.append(
                UsageRecord(
                    size=temp.size,
                    first=temp.node,
                    last=temp.node,
                    subgraph=0,
                    tensor=-1,
                    name=temp.name,
                    kind="scratch",
                    operator=(0, temp.node),
                    rank=rank[t],
                )
            )
            continue
        tensor = sg.tensors[t]
        if t in root or tensor.is_variable:
            continue
        never_freed = dealloc[t] == _NEVER
        records.append(
            UsageRecord(
                size=tensor.nbytes or 0,
                first=alloc[t],
                last=last_op if never_freed else dealloc[t],
                subgraph=0,
                tensor=t,
                name=tensor.name,
                whole_run=whole_run(t),
                rank=rank[t],
            )
        )
    if unknown:
        warnings.append(f"{len(unknown)} tensors of unknown size are not planned: {', '.join(unknown[:5])}")
    if len(graph.subgraphs) > 1:
        warnings.append(
            f"TFLite gives each of the other {len(graph.subgraphs) - 1} subgraphs an arena of its own; "
            "only the main subgraph's arena is planned"
        )
    if unmodelled_ops:
        warnings.append(
            "kernel temporaries of these operators share TFLite's arena but are not modelled, so the real "
            f"arena is larger and its offsets differ: {', '.join(unmodelled_ops)}"
        )
    aliases = tuple(Alias(0, t, sg.tensors[t].name, find(t)) for t in sorted(root))
    steps = tuple(Step(i, 0, i, op.opcode) for i, op in enumerate(ops))
    return Lifetimes(semantics="tflite", records=tuple(records), aliases=aliases, steps=steps, warnings=tuple(warnings))
