"""LiteRT CPU kernel temporaries: tensors kernels add to the arena while they run.

TFLite's kernels append tensors of their own to the subgraph when they are built
(``Init``) or prepared, and the arena planner places them like any other tensor at their
operator's step. memplan models those whose sizes it knows exactly from the operator's
shapes and options (CONV_2D and CONV_3D, the reductions, BATCH_MATMUL, SVDF, the LSTMs,
ADD_N, RFFT2D, STABLEHLO_REDUCE_WINDOW, the detection post-processing; the float RNNs, which reserve tensors but place
none; the hybrid kernels, see :mod:`~tflite_memplan.semantics.litert.hybrid`; each rule
names the kernel source it was read from and was measured on ``upstream.LITERT``), the
temporaries kernels keep on the heap instead (TRANSPOSE_CONV, CONV_3D_TRANSPOSE: they
take no arena bytes but still take part in the arena's tie-breaks), and names the
operators whose temporaries it does not know, so a report can say its figure is a lower
one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from math import isqrt

from tflite_memplan.model.dtypes import FLOAT32, FLOAT64, INT16, INT32, INT64, element_bytes, element_count
from tflite_memplan.model.graph import Operator, Subgraph
from tflite_memplan.semantics.litert.conv import dilated, option, unrolls
from tflite_memplan.semantics.litert.hybrid import hybrid_temporaries, is_hybrid


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
    heap: int = 0  # bytes the kernel keeps on the heap for it instead (a dynamic temporary)
    persistent: int = 0  # bytes it takes in the persistent arena instead


@dataclass(frozen=True)
class _Dynamic:
    """A temporary the kernel makes dynamic: ``heap`` bytes outside the arena."""

    heap: int


@dataclass(frozen=True)
class _Persistent:
    """A temporary in the persistent arena (kTfLiteArenaRwPersistent), not this one."""

    bytes: int


# Kernels that add a block of tensors when first prepared and take their temporaries
# from it, the rest unused (measured on ``upstream.LITERT``): FULLY_CONNECTED adds 6
# and uses them only for its hybrid path (fully_connected.cc); BATCH_MATMUL adds 7 and
# uses 2, or all 7 when hybrid (batch_matmul.cc).
_PREPARE_BLOCK = {"FULLY_CONNECTED": 6, "BATCH_MATMUL": 7}
# Tensors kernels add when the interpreter is built (``Init``, before any Prepare);
# those kernels take their temporaries from this block (svdf.cc,
# unidirectional_sequence_lstm.cc).
_INIT_TENSORS = {
    "SVDF": 6,
    "UNIDIRECTIONAL_SEQUENCE_LSTM": 12,
    "ADD_N": 1,
    # the float RNN kernels reserve tensors in Init and use them only for their hybrid
    # path (basic_rnn.cc, unidirectional_sequence_rnn.cc, bidirectional_sequence_rnn.cc)
    "RNN": 6,
    "UNIDIRECTIONAL_SEQUENCE_RNN": 6,
    "BIDIRECTIONAL_SEQUENCE_RNN": 9,
    # LSTM's full kernel: 12 temporaries and 9 ledgers for its sparse hybrid path (lstm.cc)
    "LSTM": 21,
    "BIDIRECTIONAL_SEQUENCE_LSTM": 19,  # bidirectional_sequence_lstm.cc
    "TFLite_Detection_PostProcess": 2,  # detection_postprocess.cc
    "STABLEHLO_REDUCE_WINDOW": 2,  # stablehlo_reduce_window.cc
}
# LSTMOptions.kernel_type: the basic kernel (5 inputs) reserves no tensors.
_LSTM_BASIC_KERNEL = 1
# Operators that place temporaries in the arena which memplan does not model.
UNMODELLED_TEMPORARY_OPS = frozenset(
    {
        # custom operators LiteRT ships whose kernels add tensors (roll.cc, irfft2d.cc, ...)
        "Roll",
        "Irfft2d",
        "UnidirectionalSequenceGRU",
    }
)
# Reductions that accumulate do it in a wider type: bytes per output element of the accumulator.
_ACCUMULATOR_BYTES = {"float32": FLOAT32, "int8": INT32, "uint8": INT32, "int16": INT32, "int32": INT64, "int64": INT64}
_ACCUMULATING_REDUCTIONS = frozenset({"MEAN", "SUM", "REDUCE_PROD"})
_REDUCTIONS = _ACCUMULATING_REDUCTIONS | {"REDUCE_MAX", "REDUCE_MIN", "REDUCE_ANY", "REDUCE_ALL"}
_INT32_BYTES = INT32


def _known_shape(sg: Subgraph, t: int) -> tuple[int, ...] | None:
    if t < 0 or t >= len(sg.tensors):
        return None
    tensor = sg.tensors[t]
    return tensor.shape if tensor.nbytes is not None else None


def _in_arena(sg: Subgraph, t: int) -> bool:
    """Whether tensor ``t`` is an arena tensor (kTfLiteArenaRw) rather than a constant, a
    variable or a persistent-arena output (DEQUANTIZE of a constant, DENSIFY): a filter
    computed into the arena — a graph input, DEQUANTIZE of a DENSIFY output (sparse
    float16 weights) — keeps the convolution off its multithreaded path (conv.cc).
    Folded and heap filters are not told apart. O(operators)."""
    tensor = sg.tensors[t]
    if tensor.has_data or tensor.is_variable:
        return False
    for op in sg.operators:
        if t in op.outputs:
            source = op.inputs[0] if op.inputs else -1
            constant = source >= 0 and sg.tensors[source].has_data
            return not (op.opcode == "DENSIFY" or (op.opcode == "DEQUANTIZE" and constant))
    return True


def multithreaded_float_conv(sg: Subgraph, op: Operator, threads: int) -> bool:
    """Whether a float CONV_2D runs TFLite's multithreaded kernel (conv.cc: Eigen's
    spatial convolution on its thread pool) at ``threads`` threads: two or more, not
    dilated, its filter not an arena tensor (:func:`_in_arena`)."""
    if op.opcode != "CONV_2D" or len(op.inputs) < 2 or min(op.inputs[:2]) < 0 or threads < 2:
        return False
    if sg.tensors[op.inputs[0]].dtype != "float32" or is_hybrid(sg, op):
        return False
    return not dilated(op, "wh") and not _in_arena(sg, op.inputs[1])


def _conv_im2col(sg: Subgraph, op: Operator, threads: int = 1) -> list[int | _Persistent] | None:
    """Sizes of CONV_2D's arena temporaries: ``[]``, ``[im2col bytes]``, the filter's
    transposed copy in the persistent arena, or ``None``.

    With one thread TFLite unrolls the input patches (im2col) whenever the
    convolution is not a plain 1×1, stride 1, undilated one — whatever the padding —
    for float and integer inputs alike. The buffer is
    ``[N, OH, OW, KH·KW·Cin]`` of the input's type. With two or more threads an
    undilated float convolution takes the multithreaded path instead: no im2col, and a
    transposed copy of the filter in the persistent arena (filed with this operator's
    temporaries, not placed in this arena; measured on ``upstream.LITERT``) — unless its
    filter is an arena tensor (:func:`_in_arena`), when it unrolls as with one thread.
    ``None``: not modelled (hybrid, grouped, unknown shapes).
    """
    if len(op.inputs) < 2 or not op.outputs or min(op.inputs[0], op.inputs[1], op.outputs[0]) < 0:
        return None
    x_shape = _known_shape(sg, op.inputs[0])
    w_shape = _known_shape(sg, op.inputs[1])
    y_shape = _known_shape(sg, op.outputs[0])
    if x_shape is None or w_shape is None or y_shape is None or len(x_shape) != 4 or len(w_shape) != 4:
        return None
    if len(y_shape) != 4 or is_hybrid(sg, op) or x_shape[3] != w_shape[3]:
        return None
    item = element_bytes(sg.tensors[op.inputs[0]].dtype)
    if item is None:
        return None
    _, kh, kw, cin = w_shape
    if multithreaded_float_conv(sg, op, threads):
        return [_Persistent(sg.tensors[op.inputs[1]].nbytes or 0)]
    if not unrolls(op, (kh, kw), "wh"):
        return []
    n, oh, ow, _ = y_shape
    return [n * oh * ow * kh * kw * cin * item]


def _reduce_temporaries(sg: Subgraph, op: Operator) -> list[int | _Dynamic] | None:
    """Sizes of a reduction's four temporaries (MEAN, SUM, REDUCE_PROD, REDUCE_MAX,
    REDUCE_MIN, REDUCE_ANY, REDUCE_ALL share ``reduce.cc``), or ``None`` when not modelled.

    In order: an int32 index per input dimension, the resolved axes (an int32 per
    entry of the constant axis tensor), the accumulator, and a normalized-shape tensor
    the kernel keeps dynamic (an int32 per input dimension on the heap). Only the reductions that
    accumulate (MEAN, SUM, REDUCE_PROD) size the accumulator, one element per output
    element, in int32 for 8/16-bit integers, float32 for floats, int64 for
    int32/int64; the others leave it empty. Measured on ``upstream.LITERT``.
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
    dims = len(x.shape) * _INT32_BYTES
    # quantized SUM never fills its normalized dims (EvalSum's quantized path)
    normalized = 0 if op.opcode == "SUM" and x.dtype in ("int8", "uint8", "int16") else dims
    return [dims, element_count(axis.shape) * _INT32_BYTES, accumulator, _Dynamic(normalized)]


def _svdf_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """SVDF's arena temporaries (svdf.cc): a scratch of batch × filters (float32, or
    int32 for int8), and for int8 an int32 output accumulator of units × batch.
    ``None`` for the hybrid kernel (float input, 8-bit weights) or unknown shapes."""
    if len(op.inputs) < 3 or min(op.inputs[:3]) < 0:
        return None
    x, features = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]]
    if x.nbytes is None or features.nbytes is None or x.dtype not in ("float32", "int8"):
        return None
    if len(x.shape) != 2 or len(features.shape) != 2:  # svdf.cc reads two dimensions of each, unchecked
        return None
    if x.dtype == "float32" and features.dtype != "float32":
        return None
    batch, filters = x.shape[0], features.shape[0]
    scratch = batch * filters * _INT32_BYTES  # float32 and int32 alike
    if x.dtype == "float32":
        return [scratch]
    units = filters // max(option(op, "rank"), 1)
    return [scratch, units * batch * _INT32_BYTES]


def _lstm_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """UNIDIRECTIONAL_SEQUENCE_LSTM's arena temporaries (unidirectional_sequence_lstm.cc),
    for batch b and cell c: float, one scratch of b × (5c + 16) elements (4c + 16 without
    an input gate, CIFG); int8 (8x8→16), four int16 b × c buffers, an int8 and an int32
    one. ``None`` for the hybrid kernel (float input, 8-bit weights) or unknown shapes."""
    if len(op.inputs) < 5 or op.inputs[0] < 0 or op.inputs[4] < 0:
        return None
    x, to_output = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[4]]
    if x.nbytes is None or len(x.shape) != 3 or len(to_output.shape) != 2:
        return None
    batch = x.shape[1] if op.options.get("time_major") else x.shape[0]
    cells = to_output.shape[0]
    if x.dtype == "int8":
        buffer = batch * cells
        return [INT16 * buffer] * 4 + [buffer, INT32 * buffer]
    if x.dtype != "float32" or to_output.dtype != "float32":
        return None
    cifg = op.inputs[1] < 0
    return [batch * ((4 if cifg else 5) * cells + 16) * FLOAT32]


# The integer full LSTM kernel with 8-bit activations and a 16-bit cell (8x8_16) takes
# five intermediate tensors (their scales); 8x8_8, with twelve, is not modelled.
_LSTM_8X8_16_INTERMEDIATES = 5


def _full_lstm_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """LSTM's full kernel (lstm.cc), the first of the tensors it reserved when built.
    Float: one scratch buffer of batch × 5 cells floats (4 without an input gate,
    CIFG). Integer (int8 input, 8x8_16): four int16 batch × cells buffers, an int8 and
    an int32 one. ``None`` for the basic kernel, the 8x8_8 kernel, or unknown shapes."""
    if op.options.get("kernel_type") == _LSTM_BASIC_KERNEL or len(op.inputs) < 5 or min(op.inputs[0], op.inputs[4]) < 0:
        return None
    x, to_output = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[4]]
    if len(x.shape) < 2 or len(to_output.shape) != 2:
        return None
    batch, cells = x.shape[0], to_output.shape[0]
    if x.dtype == "int8" and len(op.intermediates) == _LSTM_8X8_16_INTERMEDIATES:
        return [INT16 * batch * cells] * 4 + [batch * cells, INT32 * batch * cells]
    if x.dtype != "float32" or to_output.dtype != "float32":
        return None
    return [batch * (4 if op.inputs[1] < 0 else 5) * cells * FLOAT32]


def _bidirectional_lstm_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """BIDIRECTIONAL_SEQUENCE_LSTM, float (bidirectional_sequence_lstm.cc): a gate
    scratch per direction, batch × 5 cells floats (4 without an input gate, CIFG), the
    forward one 16 floats longer per row. ``None`` for other types or unknown shapes."""
    if len(op.inputs) < 22 or min(op.inputs[0], op.inputs[4], op.inputs[21]) < 0:
        return None
    x, fw, bw = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[4]], sg.tensors[op.inputs[21]]
    if x.dtype != "float32" or fw.dtype != "float32" or len(x.shape) != 3 or len(fw.shape) != 2 or len(bw.shape) != 2:
        return None
    batch = x.shape[1] if op.options.get("time_major", True) else x.shape[0]
    fw_gates, bw_gates = (4 if op.inputs[k] < 0 else 5 for k in (1, 18))
    return [batch * (fw_gates * fw.shape[0] + 16) * FLOAT32, batch * bw_gates * bw.shape[0] * FLOAT32]


def _rfft2d_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """RFFT2D (rfft2d.cc), with a constant fft_length H × W: the FFT's integer work area
    (2 + √L int32, L = max(H, W/2)), its double work area (L/2 + W/4), and two double
    buffers of H and H × (W + 2). A computed fft_length makes them dynamic (not modelled)."""
    if len(op.inputs) < 2 or op.inputs[1] < 0 or not sg.tensors[op.inputs[1]].has_data:
        return None
    length = sg.tensors[op.inputs[1]].values
    if length is None or len(length) != 2:
        return None
    h, w = (int(v) for v in length)
    largest = max(h, w // 2)
    return [(2 + isqrt(largest)) * INT32, (largest // 2 + w // 4) * FLOAT64, h * FLOAT64, h * (w + 2) * FLOAT64]


def _reduce_window_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """STABLEHLO_REDUCE_WINDOW (stablehlo_reduce_window.cc): the input dilated by the base
    dilations, then padded (or cropped) by the padding, both of the input's type and
    always allocated, even when neither changes anything."""
    if not op.inputs or op.inputs[0] < 0:
        return None
    x = sg.tensors[op.inputs[0]]
    item = element_bytes(x.dtype)
    dilations, padding = op.options.get("base_dilations"), op.options.get("padding")
    rank = len(x.shape)
    if item is None or x.nbytes is None or not isinstance(dilations, tuple) or not isinstance(padding, tuple):
        return None
    if len(dilations) != rank or len(padding) != 2 * rank:
        return None
    dilated = [(n - 1) * d + 1 for n, d in zip(x.shape, dilations, strict=True)]
    padded = [n + padding[2 * k] + padding[2 * k + 1] for k, n in enumerate(dilated)]
    return [element_count(tuple(dilated)) * item, element_count(tuple(padded)) * item]


def _detection_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """TFLite_Detection_PostProcess (detection_postprocess.cc): the decoded boxes (4
    floats per box) and the scores (a float per box and class)."""
    if len(op.inputs) < 2 or min(op.inputs[:2]) < 0:
        return None
    boxes, classes = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]]
    if len(boxes.shape) != 3 or len(classes.shape) != 3:
        return None
    return [boxes.shape[1] * 4 * FLOAT32, classes.shape[1] * classes.shape[2] * FLOAT32]


def _conv_3d_temporaries(sg: Subgraph, op: Operator) -> list[int] | None:
    """CONV_3D (conv3d.cc, the generic optimized kernel): an im2col of the input's type,
    batch × output voxels × the filter's first four dimensions, unless a 1×1×1 filter
    with stride and dilation 1."""
    if len(op.inputs) < 2 or not op.outputs or min(op.inputs[0], op.inputs[1], op.outputs[0]) < 0:
        return None
    x, w, y = (sg.tensors[t] for t in (op.inputs[0], op.inputs[1], op.outputs[0]))
    item = element_bytes(x.dtype)
    if item is None or x.nbytes is None or y.nbytes is None or len(w.shape) != 5 or len(y.shape) != 5:
        return None
    if not unrolls(op, w.shape[:3], "dwh"):
        return []
    return [element_count(y.shape[:4]) * element_count(w.shape[:4]) * item]


def _conv_3d_transpose_temporaries(sg: Subgraph, op: Operator) -> list[_Dynamic] | None:
    """CONV_3D_TRANSPOSE (conv3d_transpose.cc): the generic optimized kernel's col2im,
    float32, input voxels × the filter's first four dimensions, always dynamic (on the
    heap); none when dilated (the reference kernel runs)."""
    if len(op.inputs) < 3 or min(op.inputs[1], op.inputs[2]) < 0:
        return None
    w, x = sg.tensors[op.inputs[1]], sg.tensors[op.inputs[2]]
    if len(w.shape) != 5 or len(x.shape) != 5 or x.nbytes is None:
        return None
    if dilated(op, "dwh"):
        return []
    return [_Dynamic(element_count(x.shape[1:4]) * element_count(w.shape[:4]) * FLOAT32)]


def _transpose_conv_temporaries(sg: Subgraph, op: Operator) -> list[int | _Dynamic] | None:
    """TRANSPOSE_CONV's temporaries (transpose_conv.cc, the optimized kernel LiteRT
    registers), all dynamic, so on the heap and not in the arena: col2im (input
    height × width rows, out-channels × kernel height × width columns, float32 or
    int32), the filter transposed (as large as the filter), and for 8/16-bit inputs an
    accumulator per output element (the bias's type: int32, int64 for int16). The
    inputs are output shape, filter, input[, bias]. ``None`` for the hybrid kernel,
    a computed output shape or filter, or unknown shapes."""
    if len(op.inputs) < 3 or min(op.inputs[:3]) < 0 or not op.outputs or op.outputs[0] < 0:
        return None
    shape, w, x = (sg.tensors[t] for t in op.inputs[:3])
    y = sg.tensors[op.outputs[0]]
    if not shape.has_data or not w.has_data or x.nbytes is None or y.nbytes is None or len(w.shape) != 4:
        return None
    if x.dtype == "float32" and w.dtype != "float32":
        return None
    col2im = element_count(x.shape[1:3]) * element_count(w.shape[:3]) * FLOAT32  # int32 is as wide
    temps: list[int | _Dynamic] = [_Dynamic(col2im), _Dynamic(w.nbytes or 0)]
    if x.dtype in ("int8", "uint8", "int16"):
        bias = sg.tensors[op.inputs[3]] if len(op.inputs) > 3 and op.inputs[3] >= 0 else None
        per_element = element_bytes(bias.dtype) if bias is not None else (INT64 if x.dtype == "int16" else INT32)
        temps.append(_Dynamic(element_count(y.shape) * (per_element or INT32)))
    return temps


def _add_n_temporaries(sg: Subgraph, op: Operator, threads: int) -> list[int] | None:
    """ADD_N's accumulator (add_n.cc): one input's elements per thread, for
    min(max(1, inputs / 2), threads) threads, of the inputs' type."""
    if not op.inputs or op.inputs[0] < 0:
        return None
    x = sg.tensors[op.inputs[0]]
    if x.nbytes is None:
        return None
    return [min(max(1, len(op.inputs) // 2), threads) * x.nbytes]


def _batch_matmul_temporaries(sg: Subgraph, op: Operator) -> list[int | _Persistent] | None:
    """BATCH_MATMUL's temporaries (batch_matmul.cc; it adds seven tensors when prepared
    and uses two unless hybrid): both operands transposed, as large as each; the
    right-hand one goes to the persistent arena when that operand is a constant
    (transposed once), so it is filed here with no arena bytes."""
    if len(op.inputs) < 2 or min(op.inputs[:2]) < 0:
        return None
    lhs, rhs = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[1]]
    if lhs.nbytes is None or rhs.nbytes is None or (lhs.dtype == "float32" and rhs.dtype != "float32"):
        return None
    return [lhs.nbytes, _Persistent(rhs.nbytes) if rhs.has_data else rhs.nbytes]


_Sizes = Sequence[int | _Dynamic | _Persistent]
_Rule = Callable[[Subgraph, Operator, int], _Sizes | None]  # (subgraph, operator, threads)


def _single_threaded(rule: Callable[[Subgraph, Operator], _Sizes | None]) -> _Rule:
    return lambda sg, op, _threads: rule(sg, op)


# Each kernel's temporaries: their labels, in node->temporaries order, and the rule that sizes them.
_TEMPORARY_RULES: dict[str, tuple[tuple[str, ...], _Rule]] = {
    "CONV_2D": (("im2col",), _conv_im2col),
    "BATCH_MATMUL": (("transposed lhs", "transposed rhs"), _single_threaded(_batch_matmul_temporaries)),
    "ADD_N": (("accumulator",), _add_n_temporaries),
    "TRANSPOSE_CONV": (("col2im", "transposed filter", "accumulator"), _single_threaded(_transpose_conv_temporaries)),
    "SVDF": (("scratch", "output accumulator"), _single_threaded(_svdf_temporaries)),
    "UNIDIRECTIONAL_SEQUENCE_LSTM": (
        ("scratch", "scratch 1", "scratch 2", "scratch 3", "scratch 4", "scratch 5"),
        _single_threaded(_lstm_temporaries),
    ),
    "LSTM": (
        ("scratch", "scratch 1", "scratch 2", "scratch 3", "scratch 4", "scratch 5"),
        _single_threaded(_full_lstm_temporaries),
    ),
    "BIDIRECTIONAL_SEQUENCE_LSTM": (
        ("forward scratch", "backward scratch"),
        _single_threaded(_bidirectional_lstm_temporaries),
    ),
    "CONV_3D": (("im2col",), _single_threaded(_conv_3d_temporaries)),
    "CONV_3D_TRANSPOSE": (("col2im",), _single_threaded(_conv_3d_transpose_temporaries)),
    "TFLite_Detection_PostProcess": (("decoded boxes", "scores"), _single_threaded(_detection_temporaries)),
    "STABLEHLO_REDUCE_WINDOW": (("dilated input", "padded input"), _single_threaded(_reduce_window_temporaries)),
    "RFFT2D": (
        ("integer work area", "double work area", "row buffer", "complex buffer"),
        _single_threaded(_rfft2d_temporaries),
    ),
    **{
        op: (("index", "resolved axes", "accumulator", "normalized dims"), _single_threaded(_reduce_temporaries))
        for op in _REDUCTIONS
    },
}


def _init_block(op: Operator) -> int:
    """How many tensors ``op``'s kernel adds in ``Init`` (:data:`_INIT_TENSORS`)."""
    basic = op.opcode == "LSTM" and op.options.get("kernel_type") == _LSTM_BASIC_KERNEL
    return 0 if basic else _INIT_TENSORS.get(op.opcode, 0)


def tensors_added(sg: Subgraph, prepared: Mapping[int, int]) -> int:
    """How many tensors the kernels add to ``sg``: every operator's ``Init`` block (the
    interpreter builds them all, delegated or not), and what the operators prepared —
    ``prepared`` counts each one's modelled temporaries — add when first prepared (a
    block of :data:`_PREPARE_BLOCK`, or one tensor per temporary). O(operators)."""
    added = sum(_init_block(op) for op in sg.operators)
    for i, temporaries in prepared.items():
        op = sg.operators[i]
        if op.opcode not in _INIT_TENSORS:
            added += _PREPARE_BLOCK.get(op.opcode, temporaries)
    return added


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
    init_at: dict[int, int] = {}  # where each operator's Init block starts, by node index
    next_index = len(sg.tensors)
    # Init runs when the nodes are added, in node order (a delegate may have reordered
    # the execution plan since, see xnnpack.py); Prepare in execution-plan order.
    for op in sorted(sg.operators, key=lambda o: o.index):
        init_at[op.index] = next_index
        next_index += _init_block(op)
    init_base = [init_at[op.index] for op in sg.operators]
    temporaries: list[KernelTemporary] = []
    unmodelled: set[str] = set()
    for i, op in enumerate(sg.operators):
        if op.opcode in UNMODELLED_TEMPORARY_OPS:
            unmodelled.add(op.opcode)
            continue
        from_init = op.opcode in _INIT_TENSORS
        base = init_base[i] if from_init else next_index
        if is_hybrid(sg, op):
            slots = hybrid_temporaries(sg, op)
            if slots is None:
                unmodelled.add(f"{op.opcode} (hybrid)")
                continue
            for k, slot in enumerate(slots):  # the block's first tensors, or one added after another
                arena, persistent = (0, slot.bytes) if slot.persistent else (slot.bytes, 0)
                name = f"{op.opcode}#{i} {slot.label}"
                temporaries.append(KernelTemporary(i, base + k, arena, name, persistent=persistent))
            if not from_init:
                next_index += _PREPARE_BLOCK.get(op.opcode, len(slots))
            continue
        if op.opcode not in _TEMPORARY_RULES:
            next_index += _PREPARE_BLOCK.get(op.opcode, 0)
            continue
        labels, rule = _TEMPORARY_RULES[op.opcode]
        try:
            sizes = rule(sg, op, threads)
        except (IndexError, KeyError, TypeError, ValueError, ZeroDivisionError, OverflowError):
            sizes = None  # a broken model (odd options or shapes): unknown, which the caller reports
        if sizes is None:
            unmodelled.add(op.opcode)
            continue
        for k, (label, size) in enumerate(zip(labels, sizes, strict=False)):
            heap = size.heap if isinstance(size, _Dynamic) else 0
            persistent = size.bytes if isinstance(size, _Persistent) else 0
            arena = size if isinstance(size, int) else 0
            temporaries.append(KernelTemporary(i, base + k, arena, f"{op.opcode}#{i} {label}", heap, persistent))
        if not from_init:
            next_index += _PREPARE_BLOCK.get(op.opcode, len(sizes))
    return temporaries, sorted(unmodelled)
