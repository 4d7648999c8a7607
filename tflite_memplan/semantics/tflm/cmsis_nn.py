"""The scratch buffers TFLM's CMSIS-NN kernels request in Prepare, per class of core.

With ``OPTIMIZED_KERNEL_DIR=cmsis_nn`` TFLM swaps whole kernel files: ADD, BATCH_MATMUL,
CONV_2D, DEPTHWISE_CONV_2D, FULLY_CONNECTED, MAXIMUM, MINIMUM, MUL, PAD, PADV2,
AVERAGE_POOL_2D, MAX_POOL_2D, SOFTMAX, SVDF, TRANSPOSE, TRANSPOSE_CONV and
UNIDIRECTIONAL_SEQUENCE_LSTM come from ``kernels/cmsis_nn/`` for every data type; every
other builtin keeps its reference kernel (:mod:`.scratch`). Each rule here is one such
kernel's Prepare: when it calls ``RequestScratchBufferInArena`` and with how many bytes,
which CMSIS-NN's ``*_get_buffer_size*`` functions decide from the shapes and the core's
class — ``none`` (Cortex-M0/M0+/M3), ``dsp`` (M4/M7/M33) or ``mve`` (M55/M85) — and, in
two places, the compiler (armclang-only fast paths). Read from TFLM's ``kernels/cmsis_nn/``
and CMSIS-NN's ``Source/`` at the commits ``upstream.TFLM_SOURCES`` names; what each
kernel keeps in the tail is in :mod:`.kernel_data`.
"""

from __future__ import annotations

from collections.abc import Mapping

from tflite_memplan.model.dtypes import FLOAT32, INT16, INT32
from tflite_memplan.records import align_up
from tflite_memplan.semantics.tflm.requests import KernelNode, ScratchRequest, ScratchRule, int16_transpose_conv
from tflite_memplan.semantics.tflm.requests import c_div as _c_div
from tflite_memplan.semantics.tflm.requests import conv_geometry as _geometry
from tflite_memplan.semantics.tflm.requests import int_option as _int_option

#: CMSIS-NN's ``CH_IN_BLOCK_MVE``: input channels an MVE depthwise kernel handles at once.
_CH_IN_BLOCK_MVE = 124
#: ``REVERSE_TCOL_EFFICIENT_THRESHOLD``: input channels above which transpose
#: convolution runs as a reversed convolution.
_REVERSE_THRESHOLD = 16
#: ``CONVERT_DW_CONV_WITH_ONE_INPUT_CH_AND_OUTPUT_CH_ABOVE_THRESHOLD``, by compiler.
_ONE_INPUT_CHANNEL_THRESHOLD = {"gcc": 1, "armclang": 8}


def _ceil_div(n: int, m: int) -> int:
    return -(-n // m)


def _c_mod(a: int, b: int) -> int:
    """C's ``%``: the remainder takes the dividend's sign."""
    return a - _c_div(a, b) * b


def _conv_s8_general(depth: int, simd: str) -> int:
    """``arm_convolve_s8_get_buffer_size`` (``_mve`` on MVE cores), ``depth`` = KW·KH·Cin."""
    return 64 * _ceil_div(depth, 16) if simd == "mve" else 4 * align_up(depth, 4)


def _conv_1xn_mve(in_w: int, pad_w: int, kernel_w: int, out_w: int, stride_w: int, channels: int) -> int:
    """``arm_convolve_1_x_n_s8_get_buffer_size_mve``, with C's division and remainder."""
    total_pad = (out_w - 1) * stride_w + kernel_w - in_w
    asym_pad = _c_mod(total_pad, 2)
    right = max(1, _c_div(pad_w + asym_pad + stride_w - 1, stride_w)) if pad_w + asym_pad != 0 else 0
    left = max(1, _c_div(pad_w + stride_w - 1, stride_w)) if pad_w != 0 else 0
    middle = max(out_w - (right + left), 0)
    if right + middle + left != out_w:
        return _conv_s8_general(kernel_w * channels, "mve")
    pad_left = pad_w * channels
    pad_right = right * channels if asym_pad != 0 else pad_left
    elements_left = kernel_w * channels
    return max(elements_left + pad_left, elements_left - channels + pad_right)


def conv_s8_buffer(
    node: KernelNode, in_shape: tuple[int, ...], filter_hw: tuple[int, int], filter_c: int, out_w: int
) -> int:
    """``arm_convolve_wrapper_s8_get_buffer_size``: the 1x1 paths, 1xN on MVE, else general."""
    _, in_h, in_w, in_c = in_shape
    kernel_h, kernel_w = filter_hw
    g = _geometry(node, kernel_h, kernel_w, in_h, in_w)
    simd, armclang = node.target.simd, node.target.compiler == "armclang"
    unit_dilation = g["dil_w"] == 1 and g["dil_h"] == 1
    if g["pad_w"] == 0 and g["pad_h"] == 0 and kernel_w == 1 and kernel_h == 1 and unit_dilation and in_c == filter_c:
        fast = g["stride_w"] == 1 and g["stride_h"] == 1
        return 4 * in_c if fast and simd == "dsp" and armclang else 0
    depth = kernel_w * kernel_h * in_c
    one_by_n = in_h == 1 and g["dil_w"] == 1 and kernel_h == 1 and (g["stride_w"] * in_c) % 4 == 0
    if simd == "mve" and one_by_n and in_c == filter_c:
        return _conv_1xn_mve(in_w, g["pad_w"], kernel_w, out_w, g["stride_w"], in_c)
    return _conv_s8_general(depth, simd)


def _conv(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """CONV_2D (cmsis_nn/conv.cc): int8 input (int8 or int4 filter) asks for the s8
    wrapper's buffer when it is not 0; int16 always asks for ``arm_convolve_s16``'s;
    float asks for nothing. There is no int4-unpacking buffer."""
    data, weights, out = node.input(0), node.input(1), node.output(0)
    if data is None or weights is None or out is None or len(data.shape) != 4 or len(weights.shape) != 4:
        return None
    _, kernel_h, kernel_w, filter_c = weights.shape
    if data.dtype == "int8":
        size = conv_s8_buffer(node, data.shape, (kernel_h, kernel_w), filter_c, out.shape[2])
        return (ScratchRequest(size, "CMSIS-NN convolution buffer"),) if size > 0 else ()
    if data.dtype == "int16":
        depth = data.shape[3] * kernel_w * kernel_h
        size = 64 * _ceil_div(depth, 8) if node.target.simd == "mve" else 2 * depth * INT16
        return (ScratchRequest(size, "CMSIS-NN int16 convolution buffer"),)
    return ()


def _depthwise_conv(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """DEPTHWISE_CONV_2D (cmsis_nn/depthwise_conv.cc): only int8 inputs ask, for the s8 or
    s4 wrapper's buffer, when it is not 0; int16 and float ask for nothing. None where
    TFLM reads an unset stride (MVE, one input channel, a 1xN filter on a 1-high input)."""
    data, weights, out = node.input(0), node.input(1), node.output(0)
    if data is None or weights is None or out is None or len(data.shape) != 4 or len(weights.shape) != 4:
        return None
    if data.dtype != "int8":
        return ()
    batch, in_h, in_w, in_c = data.shape
    _, kernel_h, kernel_w, out_c = weights.shape
    g = _geometry(node, kernel_h, kernel_w, in_h, in_w)
    simd = node.target.simd
    one_to_one = in_c == out_c and batch == 1 and g["dil_w"] == 1 and g["dil_h"] == 1
    if weights.dtype == "int4":
        size = (496 * kernel_w * kernel_h if simd == "mve" else in_c * kernel_w * kernel_h * 2) if one_to_one else 0
    elif simd == "mve":
        threshold = _ONE_INPUT_CHANNEL_THRESHOLD[node.target.compiler]
        if in_c == 1 and out_c > threshold:
            unit = g["pad_w"] == 0 and g["pad_h"] == 0 and kernel_w == 1 and kernel_h == 1
            if not unit and in_h == 1 and kernel_h == 1 and g["dil_w"] == 1:
                return None  # TFLM asks with a stride it never set: not predictable
            conv = 0 if unit else _conv_s8_general(kernel_w * kernel_h, "mve")
            size = conv + out_c * kernel_h * kernel_w
        else:
            size = 4 * _CH_IN_BLOCK_MVE * kernel_w * kernel_h if one_to_one else 0
    elif simd == "dsp" and one_to_one:
        three_by_three = kernel_w == 3 and kernel_h == 3 and g["pad_h"] <= 1 and g["pad_w"] <= 1
        size = 0 if three_by_three else in_c * kernel_w * kernel_h * 2
    else:
        size = 0
    return (ScratchRequest(size, "CMSIS-NN depthwise buffer"),) if size > 0 else ()


def _fully_connected(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """FULLY_CONNECTED (cmsis_nn/fully_connected.cc), int8 input and int8 filter only.
    With an output of rank above 2 and an accumulation depth a multiple of 4 it runs
    as a 1x1 convolution: a per-tensor filter asks for ``output_depth`` int32 pairs
    (armclang on DSP also for the 1x1 buffer). Otherwise, on MVE only, the kernel sums
    go to scratch unless they are kept in the tail (a speed build with a constant filter
    and bias: :mod:`.kernel_data`)."""
    data, weights, out = node.input(0), node.input(1), node.output(0)
    if data is None or weights is None or out is None or not out.shape or not weights.shape:
        return None
    if data.dtype != "int8" or weights.dtype != "int8":
        return ()
    depth, accum = out.shape[-1], weights.shape[-1]
    requests = []
    if len(out.shape) > 2 and accum % 4 == 0:
        if weights.quant_scales <= 1:
            requests.append(ScratchRequest(depth * 2 * INT32, "CMSIS-NN per-tensor multipliers and shifts"))
        if node.target.simd == "dsp" and node.target.compiler == "armclang":
            requests.append(ScratchRequest(4 * accum, "CMSIS-NN 1x1 convolution buffer"))
        return tuple(requests)
    if node.target.simd == "mve" and not kernel_sums_in_tail(node):
        requests.append(ScratchRequest(depth * INT32, "CMSIS-NN kernel sums"))
    return tuple(requests)


def kernel_sums_in_tail(node: KernelNode) -> bool:
    """Whether CMSIS-NN keeps FULLY_CONNECTED's kernel sums in the tail: built for speed,
    with a constant filter and a constant (or no) bias."""
    weights, bias = node.input(1), node.input(2)
    constant = weights is not None and weights.has_data and (bias is None or bias.has_data)
    return node.target.optimized_for == "speed" and constant


def _svdf(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """SVDF (cmsis_nn/svdf.cc): the reference kernel's buffers (int8: filter activations and
    unit sums; float: filter activations), and on MVE built for size the kernel sums."""
    data, weights = node.input(0), node.input(1)
    if data is None or weights is None or len(data.shape) < 1 or not weights.shape:
        return None
    batch, filters = data.shape[0], weights.shape[0]
    rank = int(node.option("rank", 1) or 1)  # type: ignore[call-overload]
    if data.dtype == "int8":
        requests = [
            ScratchRequest(batch * filters * INT32, "SVDF int32 filter activations"),
            ScratchRequest(batch * (filters // rank) * INT32, "SVDF int32 unit sums"),
        ]
        if node.target.simd == "mve" and node.target.optimized_for == "size":
            requests.append(ScratchRequest(filters * INT32, "CMSIS-NN kernel sums"))
        return tuple(requests)
    if data.dtype == "float32":
        return (ScratchRequest(batch * filters * FLOAT32, "SVDF float filter activations"),)
    return ()


def _batch_matmul(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """BATCH_MATMUL (cmsis_nn/batch_matmul.cc): int8 on MVE asks for one int32 per output
    column (the right operand's last dimension, or its second last with ``adj_y``)."""
    lhs, rhs = node.input(0), node.input(1)
    if lhs is None or rhs is None or len(rhs.shape) < 2:
        return None
    if lhs.dtype != "int8" or node.target.simd != "mve":
        return ()
    columns = rhs.shape[-2] if node.option("adj_y", False) else rhs.shape[-1]
    return (ScratchRequest(columns * INT32, "CMSIS-NN batch matmul buffer"),)


def _transpose_conv(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """TRANSPOSE_CONV (cmsis_nn/transpose_conv.cc). int8 always makes two requests, even of
    0 bytes: the column buffer, then the reversed-convolution buffer (used when the
    strides are at most 2 and there are more than 16 input channels). int16: the int64
    accumulators, then an int64 copy of an int16 bias."""
    weights, data, out = node.input(1), node.input(2), node.output(0)
    if weights is None or data is None or out is None or len(data.shape) != 4 or len(weights.shape) != 4:
        return None
    if data.dtype == "int16":
        return int16_transpose_conv(node)
    if data.dtype != "int8":
        return ()
    _, _, in_w, in_c = data.shape
    out_c, kernel_h, kernel_w, _ = weights.shape
    stride_h, stride_w = _int_option(node, "stride_h"), _int_option(node, "stride_w")
    reverse = stride_w <= 2 and stride_h <= 2 and in_c > _REVERSE_THRESHOLD
    if reverse:
        columns = _conv_s8_general(in_c * kernel_w * kernel_h, node.target.simd)
        reversed_conv = in_c * kernel_w * kernel_h * out_c
    else:  # CMSIS-NN sizes the row with the height stride
        columns = ((in_w - 1) * stride_w + max(kernel_w, stride_h)) * out_c * max(kernel_h, stride_h) * INT32
        reversed_conv = 0
    return (
        ScratchRequest(columns, "CMSIS-NN transpose convolution columns"),
        ScratchRequest(reversed_conv, "CMSIS-NN reversed convolution buffer"),
    )


def _average_pool(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """AVERAGE_POOL_2D (cmsis_nn/pooling.cc): int8/int16 on DSP cores ask for one int32 per
    channel; no DSP and MVE cores ask for nothing, nor does float."""
    data = node.input(0)
    if data is None or len(data.shape) != 4:
        return None
    if data.dtype not in ("int8", "int16") or node.target.simd != "dsp":
        return ()
    return (ScratchRequest(data.shape[3] * INT32, "CMSIS-NN average pool buffer"),)


def _lstm(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """UNIDIRECTIONAL_SEQUENCE_LSTM (cmsis_nn/unidirectional_sequence_lstm.cc): three gate
    buffers of batch × state cell-state elements for int8/int16 activations with an int16
    cell, four for float (the reference kernel always asks for four)."""
    data, hidden, cell = node.input(0), node.input(18), node.input(19)
    if data is None or hidden is None or cell is None or len(hidden.shape) < 2 or not data.shape:
        return None
    if cell.dtype not in ("float32", "int16"):
        return ()
    batch = data.shape[1] if node.option("time_major", False) else data.shape[0]
    count = 3 if data.dtype in ("int8", "int16") and cell.dtype == "int16" else 4
    size = batch * hidden.shape[1] * (INT16 if cell.dtype == "int16" else INT32)
    return tuple(ScratchRequest(size, f"LSTM gate buffer {i}") for i in range(count))


def _nothing(_: KernelNode) -> tuple[ScratchRequest, ...]:
    return ()


#: The kernels CMSIS-NN replaces, and what each asks for in Prepare.
RULES: Mapping[str, ScratchRule] = {
    "ADD": _nothing,
    "AVERAGE_POOL_2D": _average_pool,
    "BATCH_MATMUL": _batch_matmul,
    "CONV_2D": _conv,
    "DEPTHWISE_CONV_2D": _depthwise_conv,
    "FULLY_CONNECTED": _fully_connected,
    "MAXIMUM": _nothing,
    "MAX_POOL_2D": _nothing,
    "MINIMUM": _nothing,
    "MUL": _nothing,
    "PAD": _nothing,
    "PADV2": _nothing,
    "SOFTMAX": _nothing,
    "SVDF": _svdf,
    "TRANSPOSE": _nothing,
    "TRANSPOSE_CONV": _transpose_conv,
    "UNIDIRECTIONAL_SEQUENCE_LSTM": _lstm,
}
