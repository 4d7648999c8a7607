"""The XNNPACK delegate's per-operator checks, restated as data and small predicates.

While it prepares, the delegate asks of each node whether it can build it into its
own graph (the ``Visit…Node`` functions of ``xnnpack_delegate.cc``, read at
:data:`SOURCE`; learnt from, not copied): the operator, its tensors' types and
quantization (float32/float16; signed 8-bit per tensor, or per channel for filters;
unsigned 8-bit when the build enables it), their ranks (at most :data:`MAX_DIMS`, every
dimension positive), which inputs are constants, scale ratios for quantized
arithmetic, and options (fused activations, paddings, strides, masks). :data:`RULES`
maps each operator to its :class:`Rule`, which names the function it restates;
operators not in it stay with the built-in kernels. Each check is O(the operator's
tensors).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tflite_memplan.model.graph import Operator, Subgraph, Tensor
from tflite_memplan.semantics.litert.mediapipe import DECONVOLUTION, paddings_computable, params
from tflite_memplan.semantics.upstream import LITERT_COMMIT

#: Where the rules were read: LiteRT's repository, file and commit.
SOURCE = f"google-ai-edge/LiteRT tflite/delegates/xnnpack/xnnpack_delegate.cc @ {LITERT_COMMIT}"

#: Whether the wheel's delegate takes unsigned 8-bit quantized operators
#: (``TFLITE_XNNPACK_DELEGATE_FLAG_QU8``): it does (measured: a uint8 ADD and DEQUANTIZE).
UNSIGNED_8BIT = True
#: Whether it takes FULLY_CONNECTED with a float32 filter that is not constant
#: (``…_FLAG_DYNAMIC_FULLY_CONNECTED``): it does not (measured).
DYNAMIC_FULLY_CONNECTED = False
#: ``XNN_MAX_TENSOR_DIMS``.
MAX_DIMS = 6

# Fused activations XNNPACK turns into an output range (ConvertActivationToOutputRange):
# none, RELU, RELU_N1_TO_1, RELU6; TANH, SIGN_BIT and SIGMOID are refused.
_ACTIVATIONS = frozenset({0, 1, 2, 3})
# Paddings it knows (CalculatePadding): SAME, VALID.
_PADDINGS = frozenset({0, 1})

Check = Callable[[Subgraph, Operator, frozenset[int]], bool]


@dataclass(frozen=True)
class Rule:
    """An operator's check: ``check(subgraph, operator, quasi_static)`` says whether the
    delegate takes it; ``visit`` names the function of :data:`SOURCE` it restates."""

    visit: str
    check: Check


# --------------------------------------------------------------------- tensor predicates


def _scales(t: Tensor) -> int:
    """The scales LiteRT keeps: per-channel scales that are all equal count as one."""
    return t.quant_scales if t.scales_vary else min(t.quant_scales, 1)


def _float(t: Tensor) -> bool:
    """CheckTensorFloatType: float32 or float16."""
    return t.dtype in ("float32", "float16")


def _qs8(t: Tensor) -> bool:
    """A per-tensor signed 8-bit quantized tensor (affine, one scale, dimension 0)."""
    return t.dtype == "int8" and t.quantized and _scales(t) == 1 and t.quant_dimension == 0


def _qu8(t: Tensor) -> bool:
    """A per-tensor unsigned 8-bit quantized tensor (one scale, one zero point), if the build takes them."""
    return (
        UNSIGNED_8BIT
        and t.dtype == "uint8"
        and t.quantized
        and _scales(t) == 1
        and len(t.zero_points) == 1
        and t.quant_dimension == 0
    )


def float_or_quantized(t: Tensor) -> bool:
    """CheckTensorFloatOrQUInt8Type: float32, float16 or per-tensor 8-bit quantized."""
    return _float(t) or _qs8(t) or _qu8(t)


def _f32q(t: Tensor) -> bool:
    """CheckTensorFloat32OrQUInt8Type: float32 or per-tensor 8-bit quantized."""
    return t.dtype == "float32" or _qs8(t) or _qu8(t)


def _fqs8(t: Tensor) -> bool:
    """CheckTensorFloatOrQInt8Type: float or per-tensor signed 8-bit."""
    return _float(t) or _qs8(t)


def _q8(t: Tensor) -> bool:
    """CheckTensorQInt8OrQUInt8Type."""
    return _qs8(t) or _qu8(t)


def _filter_qc(t: Tensor, channel_dim: int) -> bool:
    """CheckTensorFloat32OrQCInt8Type: float, int8 quantized per tensor or per channel
    along ``channel_dim`` (per-channel zero point 0), or per-tensor uint8."""
    if _float(t):
        return True
    if t.dtype == "int8" and t.quantized and t.quant_scales:
        if _scales(t) > 1:
            return t.quant_dimension == channel_dim and t.quant_zero_point == 0
        return -128 <= t.quant_zero_point <= 127
    return _qu8(t)


def _filter_fc(t: Tensor) -> bool:
    """CheckTensorFilterType: float, int8/int4/int2 affine-quantized (per channel along 0), uint8."""
    if _float(t):
        return True
    if t.dtype in ("int8", "int4", "int2") and t.quantized and t.quant_scales:
        return _scales(t) == 1 or t.quant_dimension == 0
    return _qu8(t)


def _bias(t: Tensor) -> bool:
    """CheckTensorFloat32OrFloat16OrQCInt32Type."""
    return _float(t) or (t.dtype == "int32" and t.quantized and t.quant_dimension == 0)


def _shape(t: Tensor, low: int = 0, high: int = MAX_DIMS) -> bool:
    """CheckTensorShape: rank in [low, high], every dimension positive."""
    return low <= len(t.shape) <= high and all(d > 0 for d in t.shape)


def _static(sg: Subgraph, t: int, quasi: frozenset[int] = frozenset()) -> bool:
    """CheckTensorStaticAllocation (a constant), or a quasi-static tensor where allowed."""
    return t >= 0 and (sg.tensors[t].has_data or t in quasi)


def _tensors(sg: Subgraph, ids: tuple[int, ...]) -> list[Tensor]:
    """The tensors ``ids`` name; none when one is absent (-1)."""
    return [] if any(t < 0 for t in ids) else [sg.tensors[t] for t in ids]


def _io_tensors(sg: Subgraph, op: Operator, n_in: tuple[int, int], n_out: tuple[int, int] = (1, 1)) -> list[Tensor]:
    """The operator's inputs then outputs, when their counts are in range and none is absent."""
    return _tensors(sg, (*op.inputs, *op.outputs)) if _io(op, n_in, n_out) else []


def _io(op: Operator, n_in: tuple[int, int], n_out: tuple[int, int] = (1, 1)) -> bool:
    """CheckNumInputsAndOutputs."""
    return n_in[0] <= len(op.inputs) <= n_in[1] and n_out[0] <= len(op.outputs) <= n_out[1]


def _opt(op: Operator, key: str, default: object = 0) -> object:
    return op.options.get(key, default)


def _activation(op: Operator) -> bool:
    return _opt(op, "fused_activation_function") in _ACTIVATIONS


def _scale_ratio(a: Tensor, b: Tensor, low: float, high: float) -> bool:
    """CheckTensorsInputOutputScale: for equal 8-bit types, low <= scale_a / scale_b < high."""
    if a.dtype != b.dtype or a.dtype not in ("int8", "uint8") or not a.quant_scale or not b.quant_scale:
        return True
    return low <= a.quant_scale / b.quant_scale < high


def _product_scale(a: Tensor, b: Tensor, y: Tensor, low: float, high: float) -> bool:
    """CheckTensorsInputProductOutputScale: for equal 8-bit types, low <= scale_a · scale_b / scale_y < high."""
    if not a.dtype == b.dtype == y.dtype or a.dtype not in ("int8", "uint8"):
        return True
    if not (a.quant_scale and b.quant_scale and y.quant_scale):
        return True
    return low <= a.quant_scale * b.quant_scale / y.quant_scale < high


# ------------------------------------------------------------------------------ rules

# Unary operators: which type check each applies to its input and output (VisitUnaryNode).
_UNARY_FLOAT = (
    *("ABS", "CEIL", "COS", "EXP", "FLOOR", "GELU", "HARD_SWISH", "LOG", "NEG"),
    *("RELU_N1_TO_1", "RELU", "RELU6", "ROUND", "RSQRT", "SIN", "SQRT", "SQUARE"),
)


def _unary(types: Callable[[Tensor], bool], types_out: Callable[[Tensor], bool] | None = None) -> Check:
    def check(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
        ts = _io_tensors(sg, op, (1, 1))
        return bool(ts) and _shape(ts[0]) and types(ts[0]) and (types_out or types)(ts[1])

    return check


def _leaky_relu(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
    if not _unary(float_or_quantized)(sg, op, quasi):
        return False
    alpha = op.float_option("alpha", 0.0)
    if alpha == 0.0 or alpha != alpha:
        return False
    x, y = sg.tensors[op.inputs[0]], sg.tensors[op.outputs[0]]
    if x.quant_scale and y.quant_scale and x.dtype in ("int8", "uint8") and y.dtype in ("int8", "uint8"):
        positive = x.quant_scale / y.quant_scale
        negative = positive * alpha
        if not 1 / 256 <= positive <= 128 or not -127.99609375 <= negative <= 128 or abs(negative) < 1 / 256:
            return False
    return True


def _quantize(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
    if not _unary(float_or_quantized)(sg, op, quasi):
        return False
    x, y = sg.tensors[op.inputs[0]], sg.tensors[op.outputs[0]]
    if _float(x):
        return True
    return (
        x.dtype == y.dtype
        and _scale_ratio(x, y, 1 / 256, float("inf"))
        and (not x.quant_scale or not y.quant_scale or x.quant_scale / y.quant_scale <= 128)
    )


def _binary(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
    """VisitBinaryNode: ADD, MUL, SUB take float or 8-bit (same types, scale ranges);
    DIV, MAXIMUM, MINIMUM, PRELU, SQUARED_DIFFERENCE float only; PRELU's slope constant
    or quasi-static (a DEQUANTIZE of float16 weights the delegate unpacks)."""
    ts = _io_tensors(sg, op, (2, 2))
    if not ts or not _shape(ts[0]) or not _shape(ts[1]):
        return False
    a, b, y = ts
    if op.opcode in ("ADD", "MUL", "SUB"):
        if (
            not (float_or_quantized(a) and float_or_quantized(b) and float_or_quantized(y))
            or not a.dtype == b.dtype == y.dtype
        ):
            return False
    elif not (_float(a) and _float(b) and _float(y)):
        return False
    if op.opcode in ("ADD", "SUB") and not (_scale_ratio(a, y, 1 / 1024, 256) and _scale_ratio(b, y, 1 / 1024, 256)):
        return False
    if op.opcode == "MUL" and not _product_scale(a, b, y, 1 / 65536, 256):
        return False
    if op.opcode == "PRELU" and not _static(sg, op.inputs[1], quasi):
        return False
    return _activation(op)


def _pool_params(op: Operator) -> bool:
    """CheckPoolingParams and the padding."""
    sw, sh = op.int_option("stride_w"), op.int_option("stride_h")
    fw, fh = op.int_option("filter_width"), op.int_option("filter_height")
    if min(sw, sh, fw, fh) <= 0 or sw > fw or sh > fh:
        return False
    if fw == 1 and fh == 1 and max(sw, sh) > 1:
        return False
    return _opt(op, "padding") in _PADDINGS and _activation(op)


def _average_pool(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (1, 1))
    return bool(ts) and _float(ts[0]) and _float(ts[1]) and _pool_params(op)


def _max_pool(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (1, 1))
    return bool(ts) and _f32q(ts[0]) and float_or_quantized(ts[1]) and _pool_params(op)


def _conv(depthwise: bool) -> Check:
    """VisitConv2DNode / VisitDepthwiseConv2DNode: 4-D input and output of one type,
    a constant (or quasi-static) 4-D filter and 1-D bias, float or 8-bit (a float
    input with an int8 filter is dynamically quantized, CONV_2D only)."""

    def check(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
        if not _io(op, (3, 3)) or op.inputs[2] < 0:
            return False
        ts = _tensors(sg, (*op.inputs, *op.outputs))
        if not ts:
            return False
        x, w, b, y = ts
        if not (float_or_quantized(x) and _shape(x, 4, 4) and _filter_qc(w, 3 if depthwise else 0) and _shape(w, 4, 4)):
            return False
        if not _static(sg, op.inputs[1], quasi) or not (
            _bias(b) and _shape(b, 1, 1) and _static(sg, op.inputs[2], quasi)
        ):
            return False
        if _float(w) and b.dtype != w.dtype and not (w.dtype == "float16" and b.dtype == "float32"):
            return False
        if not (float_or_quantized(y) and _shape(y, 4, 4)):
            return False
        filter_type = "float32" if op.inputs[1] in quasi else w.dtype
        dynamic = not depthwise and x.dtype == "float32" and filter_type == "int8"
        if x.dtype != y.dtype or (x.dtype != filter_type and not dynamic):
            return False
        if min(op.int_option("stride_w"), op.int_option("stride_h")) <= 0:
            return False
        if min(op.int_option("dilation_wfactor", default=1), op.int_option("dilation_hfactor", default=1)) <= 0:
            return False
        if depthwise:
            multiplier = op.int_option("depth_multiplier", default=1)
            if multiplier <= 0 or w.shape[3] % multiplier:
                return False
        elif x.shape[3] // w.shape[3] == 0:
            return False
        return _opt(op, "padding") in _PADDINGS and _activation(op)

    return check


def _fully_connected(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
    """VisitFullyConnectedNode (not version 8; default weights format)."""
    if op.version == 8 or _opt(op, "weights_format") != 0 or not _io(op, (2, 3)):
        return False
    x, w = (sg.tensors[t] if t >= 0 else None for t in op.inputs[:2])
    if x is None or w is None or op.outputs[0] < 0 or not float_or_quantized(x) or not _shape(w, 2, 2):
        return False
    w_type = "float32" if op.inputs[1] in quasi else w.dtype
    dynamic_filter = DYNAMIC_FULLY_CONNECTED and w_type == "float32"
    if not dynamic_filter and not (_filter_fc(w) and _static(sg, op.inputs[1], quasi)):
        return False
    if len(op.inputs) >= 3 and op.inputs[2] >= 0:
        b = sg.tensors[op.inputs[2]]
        if not (DYNAMIC_FULLY_CONNECTED and b.dtype == "float32"):
            count = 1
            for d in b.shape:
                count *= d
            if count != w.shape[0] or not _bias(b) or not _static(sg, op.inputs[2], quasi):
                return False
        if (
            w_type in ("float32", "float16")
            and b.dtype != w_type
            and not (w_type == "float16" and b.dtype == "float32")
        ):
            return False
    y = sg.tensors[op.outputs[0]]
    if not float_or_quantized(y):
        return False
    narrow = ("int2", "int4", "int8")
    dynamic = x.dtype in ("float32", "float16") and w_type in narrow
    srq = x.dtype == "int8" and w_type in narrow
    if x.dtype != y.dtype or (x.dtype != w_type and not (dynamic or srq)):
        return False
    if not dynamic and w_type == "int8" and w.quant_zero_point != 0:
        return False
    if (w_type == "int4" and w.shape[1] % 2 == 1) or (w_type == "int2" and w.shape[1] % 4):
        return False
    return _activation(op)


def _concatenation(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    if not _io(op, (2, 5)):
        return False
    ts = _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    y, xs = ts[-1], ts[:-1]
    axis = op.int_option("axis")
    if not float_or_quantized(y) or any(axis >= len(x.shape) for x in xs):
        return False
    if y.dtype == "uint8" and any(
        x.quant_scale != y.quant_scale or x.quant_zero_point != y.quant_zero_point for x in xs
    ):
        return False
    return all(float_or_quantized(x) for x in xs)


def _reduce(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    """VisitReduceNode (MEAN, SUM, REDUCE_MAX, REDUCE_MIN): constant int32 axes of rank ≤ 1."""
    ts = _io_tensors(sg, op, (2, 2))
    if not ts:
        return False
    x, axes, y = ts
    if not float_or_quantized(x) or axes.dtype != "int32" or len(axes.shape) > 1 or not _static(sg, op.inputs[1]):
        return False
    count = axes.shape[0] if axes.shape else 1
    values = axes.values or ()
    if count <= 0 or count > MAX_DIMS or (count == 1 and values[:1] == (0,) and not x.shape):
        return False
    return float_or_quantized(y)


def _pad(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (2, 2))
    if not ts:
        return False
    x, paddings, y = ts
    if not (float_or_quantized(x) and _shape(x, 1) and paddings.dtype == "int32" and _static(sg, op.inputs[1])):
        return False
    if paddings.shape != (len(x.shape), 2) or len(x.shape) > MAX_DIMS:
        return False
    if paddings.values is not None and any(v < 0 for v in paddings.values):
        return False
    return float_or_quantized(y) and _shape(y, 1)


def _reshape(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    if not _io(op, (1, 2)) or op.inputs[0] < 0 or op.outputs[0] < 0:
        return False
    x, y = sg.tensors[op.inputs[0]], sg.tensors[op.outputs[0]]
    if not (float_or_quantized(x) and _shape(x) and float_or_quantized(y) and _shape(y)):
        return False
    if y.dtype in ("int8", "uint8") and (x.quant_scale != y.quant_scale or x.quant_zero_point != y.quant_zero_point):
        return False
    if len(op.inputs) == 2 and op.inputs[1] >= 0:
        shape = sg.tensors[op.inputs[1]]
        if shape.dtype != "int32" or not _static(sg, op.inputs[1]):
            return False
        if len(shape.shape) != 1 and any(d != 1 for d in shape.shape[:-1]):
            return False
        new = shape.values
    else:
        option = op.options.get("new_shape")
        new = tuple(option) if isinstance(option, list | tuple) else ()
    return new != (-1,)


def _softmax(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (1, 1))
    return bool(ts) and op.float_option("beta", 1.0) == 1.0 and _float(ts[0]) and _float(ts[1])


def _transpose(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (2, 2))
    return (
        bool(ts)
        and float_or_quantized(ts[0])
        and _shape(ts[0])
        and _static(sg, op.inputs[1])
        and float_or_quantized(ts[2])
    )


def _resize_bilinear(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (2, 2))
    if not ts:
        return False
    x, size, y = ts
    ok = _f32q(x) and _shape(x, 4, 4) and size.dtype == "int32" and _static(sg, op.inputs[1])
    return (
        ok
        and size.shape == (2,)
        and all(v > 0 for v in size.values or (1,))
        and float_or_quantized(y)
        and _shape(y, 4, 4)
    )


def _split(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    if not _io(op, (2, 2), (2, 4)) or op.int_option("num_splits") != len(op.outputs):
        return False
    ts = _tensors(sg, (*op.inputs, *op.outputs))
    return (
        bool(ts) and ts[0].dtype == "int32" and _static(sg, op.inputs[0]) and all(float_or_quantized(t) for t in ts[1:])
    )


def _slice(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (3, 3))
    if not ts:
        return False
    x, begin, size, y = ts
    for t, k in ((begin, 1), (size, 2)):
        if len(t.shape) != 1 or not _static(sg, op.inputs[k]) or t.dtype not in ("int32", "int64"):
            return False
    return begin.shape == size.shape and float_or_quantized(x) and float_or_quantized(y)


def _strided_slice(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    if any(_opt(op, k) for k in ("ellipsis_mask", "new_axis_mask", "shrink_axis_mask")) or not _io(op, (4, 4)):
        return False
    ts = _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    x, begin, end, strides, y = ts
    for t, k in ((strides, 3), (begin, 1), (end, 2)):
        if len(t.shape) != 1 or not _static(sg, op.inputs[k]) or t.dtype != "int32":
            return False
    if strides.shape[0] > MAX_DIMS or any(v != 1 for v in strides.values or ()):
        return False
    return begin.shape == end.shape == strides.shape and float_or_quantized(x) and float_or_quantized(y)


def _space_depth(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    """VisitDepthToSpaceNode / VisitSpaceToDepthNode: block size above 1."""
    ts = _io_tensors(sg, op, (1, 1))
    in_ok = float_or_quantized if op.opcode == "DEPTH_TO_SPACE" else _f32q
    return bool(ts) and in_ok(ts[0]) and float_or_quantized(ts[1]) and op.int_option("block_size") > 1


def _batch_matmul(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io_tensors(sg, op, (2, 2))
    if not ts:
        return False
    a, b, y = ts
    channel = len(b.shape) - (2 if _opt(op, "adj_y", False) else 1)
    if (
        not (float_or_quantized(a) and _filter_qc(b, channel) and float_or_quantized(y))
        or len(a.shape) < 2
        or len(b.shape) < 2
    ):
        return False
    dynamic = a.dtype == "float32" and b.dtype == "int8"
    if b.dtype == "int8" and not dynamic and b.quant_zero_point != 0:
        return False
    return a.dtype == b.dtype or dynamic


def _transpose_conv(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
    if not _io(op, (3, 4)):
        return False
    shape, w, x = (sg.tensors[t] if t >= 0 else None for t in op.inputs[:3])
    if shape is None or w is None or x is None or op.outputs[0] < 0:
        return False
    if shape.dtype != "int32" or len(shape.shape) != 1 or not _static(sg, op.inputs[0]):
        return False
    if not (_shape(w, 4, 4) and _static(sg, op.inputs[1], quasi) and _f32q(x) and _shape(x, 4, 4)):
        return False
    if not _filter_qc(w, 0):
        return False
    if len(op.inputs) == 4 and op.inputs[3] >= 0:
        b = sg.tensors[op.inputs[3]]
        if not (_bias(b) and _shape(b, 1, 1) and _static(sg, op.inputs[3], quasi)):
            return False
    y = sg.tensors[op.outputs[0]]
    return _f32q(y) and _shape(y, 4, 4) and _opt(op, "padding") in _PADDINGS and _activation(op)


def _mediapipe_deconvolution(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
    """VisitMediaPipeDeconvolutionNode: three inputs and one output, all float32 (float16
    weights only through a DEQUANTIZE the delegate unpacks), a 4-D image, filter and
    output and a 1-D bias, the filter and bias constant or quasi-static, positive strides
    and paddings the delegate can compute (:mod:`.mediapipe`)."""
    ts = _io_tensors(sg, op, (3, 3))
    if not ts or any(t.dtype != "float32" for t in ts):
        return False
    x, w, b, y = ts
    if not (_shape(x, 4, 4) and _shape(w, 4, 4) and _shape(b, 1, 1) and _shape(y, 4, 4)):
        return False
    if not (_static(sg, op.inputs[1], quasi) and _static(sg, op.inputs[2], quasi)):
        return False
    p = params(op)
    if p.stride_w <= 0 or p.stride_h <= 0:
        return False
    return paddings_computable(p, (x.shape[1], x.shape[2]), (w.shape[1], w.shape[2]), (y.shape[1], y.shape[2]))


def _never(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    return False


#: Operator -> its check. Operators not named here stay with the built-in kernels.
RULES: Mapping[str, Rule] = {
    **{op: Rule("VisitUnaryNode", _unary(_float)) for op in _UNARY_FLOAT},
    "DEQUANTIZE": Rule("VisitUnaryNode", _unary(_q8, _float)),
    "ELU": Rule("VisitUnaryNode", _unary(_fqs8)),
    "LOGISTIC": Rule("VisitUnaryNode", _unary(float_or_quantized)),
    "TANH": Rule("VisitUnaryNode", _unary(float_or_quantized)),
    "LEAKY_RELU": Rule("VisitUnaryNode", _leaky_relu),
    "QUANTIZE": Rule("VisitUnaryNode", _quantize),
    **{
        op: Rule("VisitBinaryNode", _binary)
        for op in ("ADD", "DIV", "MAXIMUM", "MINIMUM", "MUL", "PRELU", "SQUARED_DIFFERENCE", "SUB")
    },
    "AVERAGE_POOL_2D": Rule("VisitAveragePool2DNode", _average_pool),
    "MAX_POOL_2D": Rule("VisitMaxPool2DNode", _max_pool),
    "BATCH_MATMUL": Rule("VisitBatchMatMulNode", _batch_matmul),
    "CONCATENATION": Rule("VisitConcatenationNode", _concatenation),
    "CONV_2D": Rule("VisitConv2DNode", _conv(False)),
    "DEPTHWISE_CONV_2D": Rule("VisitDepthwiseConv2DNode", _conv(True)),
    "DEPTH_TO_SPACE": Rule("VisitDepthToSpaceNode", _space_depth),
    "SPACE_TO_DEPTH": Rule("VisitSpaceToDepthNode", _space_depth),
    "EXPAND_DIMS": Rule("VisitExpandDimsNode (refuses every node)", _never),
    "FULLY_CONNECTED": Rule("VisitFullyConnectedNode", _fully_connected),
    **{op: Rule("VisitReduceNode", _reduce) for op in ("MEAN", "SUM", "REDUCE_MAX", "REDUCE_MIN")},
    "PAD": Rule("VisitPadNode", _pad),
    "RESHAPE": Rule("VisitReshapeNode", _reshape),
    "RESIZE_BILINEAR": Rule("VisitResizeBilinearNode", _resize_bilinear),
    "SLICE": Rule("VisitSliceNode", _slice),
    "SOFTMAX": Rule("VisitSoftmaxNode", _softmax),
    "SPLIT": Rule("VisitSplitNode", _split),
    "STRIDED_SLICE": Rule("VisitStridedSliceNode", _strided_slice),
    "TRANSPOSE": Rule("VisitTransposeNode", _transpose),
    "TRANSPOSE_CONV": Rule("VisitTransposeConvNode", _transpose_conv),
    DECONVOLUTION: Rule("VisitMediaPipeDeconvolutionNode", _mediapipe_deconvolution),
}
#: Operators XNNPACK can take that memplan does not model: they are assumed to stay
#: with the built-in kernels (a report names them). The scaled-dot-attention composite
#: and MediaPipe's pooling custom operators (its transposed convolution is in :data:`RULES`).
UNMODELLED = frozenset({"STABLEHLO_COMPOSITE", "MaxPoolingWithArgmax2D", "MaxUnpooling2D"})
#: The resource-variable operators: taken through :class:`_Resources`, not :data:`RULES`.
VARIABLE_OPS = frozenset({"VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE"})
