"""LiteRT CPU kernel temporaries: tensors kernels add to the arena while they run.

TFLite's kernels append tensors of their own to the subgraph when they are built
(``Init``) or prepared, and the arena planner places them like any other tensor at their
operator's step. memplan models those whose sizes it knows exactly from the operator's
shapes and options (CONV_2D's im2col buffer, the reductions' buffers) and names the operators
whose temporaries it does not know, so a report can say its figure is a lower one.
"""

from __future__ import annotations

from dataclasses import dataclass

from tflite_memplan.model.dtypes import element_bytes, element_count
from tflite_memplan.model.graph import Operator, Subgraph


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
        "RFFT2D",
        "TFLite_Detection_PostProcess",
    }
)
# Operators with a hybrid kernel (float activations, 8-bit weights), whose extra
# temporaries (quantized input, scaling factors, accumulators, ...) are not modelled.
_HYBRID_OPS = frozenset({"CONV_2D", "DEPTHWISE_CONV_2D", "FULLY_CONNECTED", "EMBEDDING_LOOKUP"})
# Reductions that accumulate do it in a wider type: bytes per output element of the accumulator.
_ACCUMULATOR_BYTES = {"float32": 4, "int8": 4, "uint8": 4, "int16": 4, "int32": 8, "int64": 8}
_ACCUMULATING_REDUCTIONS = frozenset({"MEAN", "SUM", "REDUCE_PROD"})
_REDUCTIONS = _ACCUMULATING_REDUCTIONS | {"REDUCE_MAX", "REDUCE_MIN", "REDUCE_ANY", "REDUCE_ALL"}
_INT32_BYTES = 4


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


def _conv_im2col(sg: Subgraph, op: Operator, threads: int = 1) -> list[int] | None:
    """Sizes of CONV_2D's arena temporaries: ``[]``, ``[im2col bytes]``, ``[0]`` or ``None``.

    With one thread TFLite unrolls the input patches (im2col) whenever the
    convolution is not a plain 1×1, stride 1, undilated one — whatever the padding —
    for float and integer inputs alike. The buffer is
    ``[N, OH, OW, KH·KW·Cin]`` of the input's type. With two or more threads an
    undilated float convolution takes the multithreaded path instead: no im2col, and a
    transposed copy of the filter in the persistent arena (``[0]``: filed, not in this
    arena; measured on ai-edge-litert 2.3.0). ``None``: not modelled (hybrid, grouped,
    unknown shapes).
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
    item = element_bytes(sg.tensors[op.inputs[0]].dtype)
    if item is None:
        return None
    _, kh, kw, cin = w_shape
    strides = (_option(op, "stride_w"), _option(op, "stride_h"))
    dilations = (
        _option(op, "dilation_w_factor", "dilation_wfactor"),
        _option(op, "dilation_h_factor", "dilation_hfactor"),
    )
    if threads > 1 and dilations == (1, 1) and sg.tensors[op.inputs[0]].dtype == "float32":
        return [0]
    if (kh, kw) == (1, 1) and strides == (1, 1) and dilations == (1, 1):
        return []
    n, oh, ow, _ = y_shape
    return [n * oh * ow * kh * kw * cin * item]


def _reduce_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """Sizes of a reduction's four temporaries (MEAN, SUM, REDUCE_PROD, REDUCE_MAX,
    REDUCE_MIN, REDUCE_ANY, REDUCE_ALL share ``reduce.cc``), or ``None`` when not modelled.

    In order: an int32 index per input dimension, the resolved axes (an int32 per
    entry of the constant axis tensor), the accumulator, and a normalized-shape tensor
    the kernel keeps dynamic (size 0: not in the arena). Only the reductions that
    accumulate (MEAN, SUM, REDUCE_PROD) size the accumulator, one element per output
    element, in int32 for 8/16-bit integers, float32 for floats, int64 for
    int32/int64; the others leave it empty. Measured on ai-edge-litert 2.3.0.
    """
    if len(op.inputs) < 2 or not op.outputs or min(op.inputs[0], op.inputs[1], op.outputs[0]) < 0:
        return None
    x, axis, y = (sg.tensors[t] for t in (op.inputs[0], op.inputs[1], op.outputs[0]))
    if not axis.has_data or x.has_data or x.nbytes is None or y.nbytes is None:
        return None  # a computed axis or a constant input: the kernel goes dynamic or folds it
    accumulator = 0
    if op.opcode in _ACCUMULATING_REDUCTIONS:
        per_element = _ACCUMULATOR_BYTES.get(x.dtype)
        if per_element is None:
            return None
        accumulator = element_count(y.shape) * per_element
    return [len(x.shape) * _INT32_BYTES, element_count(axis.shape) * _INT32_BYTES, accumulator, 0]


_TEMPORARY_RULES = {
    "CONV_2D": ("im2col",),
    **{op: ("index", "resolved axes", "accumulator", "normalized dims") for op in _REDUCTIONS},
}


def kernel_temporaries(sg: Subgraph, threads: int = 1) -> tuple[list[KernelTemporary], list[str]]:
    """The kernel temporaries memplan models, and the operators whose it does not,
    for an interpreter running ``threads`` threads.

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
            sizes = _conv_im2col(sg, op, threads)
        elif op.opcode in _REDUCTIONS:
            sizes = _reduce_temporaries(sg, op)
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
