"""Which operators LiteRT's XNNPACK delegate takes, and the partitions they form.

``ai-edge-litert``'s interpreter applies XNNPACK by default (its builtin op resolver
creates the delegate lazily and applies it at the first ``allocate_tensors``). The
delegate walks the execution plan once and asks, operator by operator, whether it can
build the operator into its own graph (the ``Visit…Node`` checks of
``tflite/delegates/xnnpack/xnnpack_delegate.cc``, read at :data:`SOURCE`): the checks
look at the operator, its tensors' types, quantization, ranks, which inputs are
constant, and its options. :data:`RULES` restates them as data and small predicates,
one per operator, each naming the function it was read from.

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

Build flags: the delegate in the ``ai-edge-litert`` 2.3.0 wheel takes signed 8-bit
quantized operators (measured); :data:`UNSIGNED_8BIT` and
:data:`DYNAMIC_FULLY_CONNECTED` say what memplan assumes for the two others, which
depend on how the wheel was built.

Complexity: O(operators × tensors per operator) for the checks; the partitioning
visits each node once per epoch, O(epochs × operators).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor

#: Where the rules were read: LiteRT's repository, file and commit.
SOURCE = "google-ai-edge/LiteRT tflite/delegates/xnnpack/xnnpack_delegate.cc @ f67457790c9c2ab67347d6fe53270e8d3df20868"
#: The partitioning helper.
PARTITION_SOURCE = "google-ai-edge/LiteRT tflite/graph_info.cc, tflite/core/subgraph.cc @ f67457790c9c"

#: Whether the wheel's delegate takes unsigned 8-bit quantized operators (``TFLITE_XNNPACK_DELEGATE_FLAG_QU8``).
UNSIGNED_8BIT = True
#: Whether it takes FULLY_CONNECTED with a float32 filter that is not constant.
DYNAMIC_FULLY_CONNECTED = True
#: ``XNN_MAX_TENSOR_DIMS``.
MAX_DIMS = 6
#: The opcode memplan gives a delegate partition's node.
DELEGATE_OP = "DELEGATE"

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
        and t.quant_zero_points == 1
        and t.quant_dimension == 0
    )


def _fq(t: Tensor) -> bool:
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


def _tensors(sg: Subgraph, ids: tuple[int, ...]) -> list[Tensor] | None:
    return None if any(t < 0 for t in ids) else [sg.tensors[t] for t in ids]


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


# ------------------------------------------------------------------------------ rules

# Unary operators: which type check each applies to its input and output (VisitUnaryNode).
_UNARY_FLOAT = (
    "ABS CEIL COS EXP FLOOR GELU HARD_SWISH LOG NEG RELU_N1_TO_1 RELU RELU6 ROUND RSQRT SIN SQRT SQUARE".split()
)


def _unary(types: Callable[[Tensor], bool], types_out: Callable[[Tensor], bool] | None = None) -> Check:
    def check(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
        ts = _io(op, (1, 1)) and _tensors(sg, (*op.inputs, *op.outputs))
        return bool(ts) and _shape(ts[0]) and types(ts[0]) and (types_out or types)(ts[1])

    return check


def _leaky_relu(sg: Subgraph, op: Operator, quasi: frozenset[int]) -> bool:
    if not _unary(_fq)(sg, op, quasi):
        return False
    alpha = float(_opt(op, "alpha", 0.0))  # type: ignore[arg-type]
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
    if not _unary(_fq)(sg, op, quasi):
        return False
    x, y = sg.tensors[op.inputs[0]], sg.tensors[op.outputs[0]]
    if _float(x):
        return True
    return (
        x.dtype == y.dtype
        and _scale_ratio(x, y, 1 / 256, float("inf"))
        and (not x.quant_scale or not y.quant_scale or x.quant_scale / y.quant_scale <= 128)
    )


def _binary(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    """VisitBinaryNode: ADD, MUL, SUB take float or 8-bit (same types, scale ranges);
    DIV, MAXIMUM, MINIMUM, PRELU, SQUARED_DIFFERENCE float only."""
    ts = _io(op, (2, 2)) and _tensors(sg, (*op.inputs, *op.outputs))
    if not ts or not _shape(ts[0]) or not _shape(ts[1]):
        return False
    a, b, y = ts
    if op.opcode in ("ADD", "MUL", "SUB"):
        if not (_fq(a) and _fq(b) and _fq(y)) or not a.dtype == b.dtype == y.dtype:
            return False
    elif not (_float(a) and _float(b) and _float(y)):
        return False
    if op.opcode in ("ADD", "SUB"):
        if not (_scale_ratio(a, y, 1 / 1024, 256) and _scale_ratio(b, y, 1 / 1024, 256)):
            return False
    if op.opcode == "MUL" and a.dtype in ("int8", "uint8") and a.quant_scale and b.quant_scale and y.quant_scale:
        if not 1 / 65536 <= a.quant_scale * b.quant_scale / y.quant_scale < 256:
            return False
    if op.opcode == "PRELU" and not _static(sg, op.inputs[1]):
        return False
    return _activation(op)


def _pool_params(op: Operator) -> bool:
    """CheckPoolingParams and the padding."""
    sw, sh = int(_opt(op, "stride_w")), int(_opt(op, "stride_h"))  # type: ignore[call-overload]
    fw, fh = int(_opt(op, "filter_width")), int(_opt(op, "filter_height"))  # type: ignore[call-overload]
    if min(sw, sh, fw, fh) <= 0 or sw > fw or sh > fh:
        return False
    if fw == 1 and fh == 1 and max(sw, sh) > 1:
        return False
    return _opt(op, "padding") in _PADDINGS and _activation(op)


def _average_pool(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (1, 1)) and _tensors(sg, (*op.inputs, *op.outputs))
    return bool(ts) and _float(ts[0]) and _float(ts[1]) and _pool_params(op)


def _max_pool(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (1, 1)) and _tensors(sg, (*op.inputs, *op.outputs))
    return bool(ts) and _f32q(ts[0]) and _fq(ts[1]) and _pool_params(op)


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
        if not (_fq(x) and _shape(x, 4, 4) and _filter_qc(w, 3 if depthwise else 0) and _shape(w, 4, 4)):
            return False
        if not _static(sg, op.inputs[1], quasi) or not (
            _bias(b) and _shape(b, 1, 1) and _static(sg, op.inputs[2], quasi)
        ):
            return False
        if _float(w) and b.dtype != w.dtype and not (w.dtype == "float16" and b.dtype == "float32"):
            return False
        if not (_fq(y) and _shape(y, 4, 4)):
            return False
        filter_type = "float32" if op.inputs[1] in quasi else w.dtype
        dynamic = not depthwise and x.dtype == "float32" and filter_type == "int8"
        if x.dtype != y.dtype or (x.dtype != filter_type and not dynamic):
            return False
        if min(int(_opt(op, "stride_w")), int(_opt(op, "stride_h"))) <= 0:  # type: ignore[call-overload]
            return False
        if min(int(_opt(op, "dilation_wfactor", 1)), int(_opt(op, "dilation_hfactor", 1))) <= 0:  # type: ignore[call-overload]
            return False
        if depthwise:
            multiplier = int(_opt(op, "depth_multiplier", 1))  # type: ignore[call-overload]
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
    if x is None or w is None or op.outputs[0] < 0 or not _fq(x) or not _shape(w, 2, 2):
        return False
    w_type = "float32" if op.inputs[1] in quasi else w.dtype
    if not (DYNAMIC_FULLY_CONNECTED and w_type == "float32"):
        if not _filter_fc(w) or not _static(sg, op.inputs[1], quasi):
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
    if not _fq(y):
        return False
    narrow = ("int2", "int4", "int8")
    dynamic = x.dtype in ("float32", "float16") and w_type in narrow
    srq = x.dtype == "int8" and w_type in narrow
    if x.dtype != y.dtype or (x.dtype != w_type and not (dynamic or srq)):
        return False
    if not dynamic and w_type == "int8" and w.quant_zero_point != 0:
        return False
    if w_type == "int4" and w.shape[1] % 2 == 1 or w_type == "int2" and w.shape[1] % 4:
        return False
    return _activation(op)


def _concatenation(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    if not _io(op, (2, 5)):
        return False
    ts = _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    y, xs = ts[-1], ts[:-1]
    axis = int(_opt(op, "axis"))  # type: ignore[call-overload]
    if not _fq(y) or any(axis >= len(x.shape) for x in xs):
        return False
    if y.dtype == "uint8" and any(
        x.quant_scale != y.quant_scale or x.quant_zero_point != y.quant_zero_point for x in xs
    ):
        return False
    return all(_fq(x) for x in xs)


def _reduce(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    """VisitReduceNode (MEAN, SUM, REDUCE_MAX, REDUCE_MIN): constant int32 axes of rank ≤ 1."""
    ts = _io(op, (2, 2)) and _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    x, axes, y = ts
    if not _fq(x) or axes.dtype != "int32" or len(axes.shape) > 1 or not _static(sg, op.inputs[1]):
        return False
    count = axes.shape[0] if axes.shape else 1
    values = axes.values or ()
    if count <= 0 or count > MAX_DIMS or (count == 1 and values[:1] == (0,) and not x.shape):
        return False
    return _fq(y)


def _pad(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (2, 2)) and _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    x, paddings, y = ts
    if not (_fq(x) and _shape(x, 1) and paddings.dtype == "int32" and _static(sg, op.inputs[1])):
        return False
    if paddings.shape != (len(x.shape), 2) or len(x.shape) > MAX_DIMS:
        return False
    if paddings.values is not None and any(v < 0 for v in paddings.values):
        return False
    return _fq(y) and _shape(y, 1)


def _reshape(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    if not _io(op, (1, 2)) or op.inputs[0] < 0 or op.outputs[0] < 0:
        return False
    x, y = sg.tensors[op.inputs[0]], sg.tensors[op.outputs[0]]
    if not (_fq(x) and _shape(x) and _fq(y) and _shape(y)):
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
        new = tuple(_opt(op, "new_shape", ()) or ())  # type: ignore[arg-type]
    return new != (-1,)


def _softmax(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (1, 1)) and _tensors(sg, (*op.inputs, *op.outputs))
    return bool(ts) and float(_opt(op, "beta", 1.0)) == 1.0 and _float(ts[0]) and _float(ts[1])  # type: ignore[arg-type]


def _transpose(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (2, 2)) and _tensors(sg, (*op.inputs, *op.outputs))
    return bool(ts) and _fq(ts[0]) and _shape(ts[0]) and _static(sg, op.inputs[1]) and _fq(ts[2])


def _resize_bilinear(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (2, 2)) and _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    x, size, y = ts
    ok = _f32q(x) and _shape(x, 4, 4) and size.dtype == "int32" and _static(sg, op.inputs[1])
    return ok and size.shape == (2,) and all(v > 0 for v in size.values or (1,)) and _fq(y) and _shape(y, 4, 4)


def _split(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    if not _io(op, (2, 2), (2, 4)) or int(_opt(op, "num_splits")) != len(op.outputs):  # type: ignore[call-overload]
        return False
    ts = _tensors(sg, (*op.inputs, *op.outputs))
    return bool(ts) and ts[0].dtype == "int32" and _static(sg, op.inputs[0]) and all(_fq(t) for t in ts[1:])


def _slice(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (3, 3)) and _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    x, begin, size, y = ts
    for t, k in ((begin, 1), (size, 2)):
        if len(t.shape) != 1 or not _static(sg, op.inputs[k]) or t.dtype not in ("int32", "int64"):
            return False
    return begin.shape == size.shape and _fq(x) and _fq(y)


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
    return begin.shape == end.shape == strides.shape and _fq(x) and _fq(y)


def _space_depth(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    """VisitDepthToSpaceNode / VisitSpaceToDepthNode: block size above 1."""
    ts = _io(op, (1, 1)) and _tensors(sg, (*op.inputs, *op.outputs))
    in_ok = _fq if op.opcode == "DEPTH_TO_SPACE" else _f32q
    return bool(ts) and in_ok(ts[0]) and _fq(ts[1]) and int(_opt(op, "block_size")) > 1  # type: ignore[call-overload]


def _batch_matmul(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    ts = _io(op, (2, 2)) and _tensors(sg, (*op.inputs, *op.outputs))
    if not ts:
        return False
    a, b, y = ts
    channel = len(b.shape) - (2 if _opt(op, "adj_y", False) else 1)
    if not (_fq(a) and _filter_qc(b, channel) and _fq(y)) or len(a.shape) < 2 or len(b.shape) < 2:
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


def _never(sg: Subgraph, op: Operator, _: frozenset[int]) -> bool:
    return False


#: Operator -> its check. Operators not named here stay with the built-in kernels.
RULES: Mapping[str, Rule] = {
    **{op: Rule("VisitUnaryNode", _unary(_float)) for op in _UNARY_FLOAT},
    "DEQUANTIZE": Rule("VisitUnaryNode", _unary(_q8, _float)),
    "ELU": Rule("VisitUnaryNode", _unary(_fqs8)),
    "LOGISTIC": Rule("VisitUnaryNode", _unary(_fq)),
    "TANH": Rule("VisitUnaryNode", _unary(_fq)),
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
}
#: Operators XNNPACK can take that memplan does not model: they are assumed to stay
#: with the built-in kernels (a report names them). The scaled-dot-attention composite
#: and the MediaPipe custom operators.
UNMODELLED = frozenset({"STABLEHLO_COMPOSITE"})
#: The resource-variable operators: taken through :class:`_Resources`, not :data:`RULES`.
VARIABLE_OPS = frozenset({"VAR_HANDLE", "READ_VARIABLE", "ASSIGN_VARIABLE"})


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
            if not sg.tensors[value].shape or not _fq(sg.tensors[value]):
                return False
        else:  # ASSIGN_VARIABLE
            if len(op.inputs) < 2 or min(op.inputs[:2]) < 0 or not _fq(sg.tensors[op.inputs[1]]):
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
        """The VAR_HANDLE nodes taken. :data:`SOURCE` takes those whose resource got a
        proxy value; the ``ai-edge-litert`` 2.3.0 wheel takes every one (measured: a
        VAR_HANDLE nothing reads joins its neighbours' partition), and memplan follows the wheel."""
        return set(self.handle.values())


def _unpacks(sg: Subgraph, op: Operator, quasi: set[int]) -> bool:
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


def delegated_nodes(sg: Subgraph) -> tuple[frozenset[int], tuple[str, ...]]:
    """The operators (positions) XNNPACK takes from ``sg``, as ``PrepareOpsToDelegate``
    decides, and the operators present that memplan assumes it leaves though it might not
    (:data:`UNMODELLED`). O(operators)."""
    quasi: set[int] = set()
    producer: dict[int, int] = {}
    unpack: set[int] = set()
    taken: set[int] = set()
    resources = _Resources()
    for i, op in enumerate(sg.operators):
        if op.opcode in VARIABLE_OPS:
            if resources.visit(sg, i, op):
                taken.add(i)
            continue
        if _unpacks(sg, op, quasi):
            unpack.add(i)
            producer[op.outputs[0]] = i
            quasi.add(op.outputs[0])
            continue
        rule = RULES.get(op.opcode)
        if rule is not None and rule.check(sg, op, frozenset(quasi)):
            taken.add(i)
            continue
        for t in op.inputs:  # a refused node reads it: the unpacking node stays too
            if t in producer:
                unpack.discard(producer[t])
    unmodelled = sorted({op.opcode for op in sg.operators if op.opcode in UNMODELLED})
    return frozenset(taken | unpack | resources.handles_taken()), tuple(unmodelled)


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
    subsets: list[dict] = []
    while True:
        current = {"type": None, "nodes": [], "inputs": [], "outputs": []}
        subsets.append(current)
        epoch = len(subsets) - 1
        while True:
            progressed = False
            for i, op in enumerate(ops):
                if epoch_of[i] != -1 or incoming[i] or any(t >= 0 and ready[t] == -1 for t in op.inputs):
                    continue
                kind = i in taken
                if current["type"] is None:
                    current["type"] = kind
                if current["type"] != kind:
                    continue
                epoch_of[i] = epoch
                current["nodes"].append(i)
                for t in op.outputs:
                    if t >= 0:
                        ready[t] = epoch
                for t in op.inputs:
                    if t >= 0 and ready[t] != epoch:
                        current["inputs"].append(t)
                        if ready[t] >= 0:
                            subsets[ready[t]]["outputs"].append(t)
                for a, b in edges:
                    if a == i:
                        incoming[b] -= 1
                progressed = True
            if not progressed:
                break
        if not current["nodes"]:
            subsets.pop()
            break
    for t in sg.outputs:
        if t >= 0 and ready[t] >= 0:
            subsets[ready[t]]["outputs"].append(t)
    return tuple(
        NodeSubset(
            bool(s["type"]), tuple(s["nodes"]), tuple(sorted(set(s["inputs"]))), tuple(sorted(set(s["outputs"])))
        )
        for s in subsets
    )


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


def delegation(sg: Subgraph) -> Delegation:
    """XNNPACK's delegation of ``sg`` (see the module docstring)."""
    taken, unmodelled = delegated_nodes(sg)
    if not taken:
        return Delegation(sg.index, taken, (), tuple(range(len(sg.operators))), unmodelled)
    subsets = partition(sg, taken)
    plan: list[int | None] = []
    parts: list[Partition] = []
    for s in subsets:
        if s.delegated:
            parts.append(Partition(s.nodes, s.inputs, s.outputs))
            plan.append(None)
        else:
            plan.extend(s.nodes)
    return Delegation(sg.index, taken, tuple(parts), tuple(plan), unmodelled)


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


def delegated_graph(graph: ModelGraph) -> tuple[ModelGraph, tuple[Delegation, ...]]:
    """Every subgraph as XNNPACK leaves it (the interpreter applies the delegate to each
    subgraph), and each subgraph's :class:`Delegation`."""
    delegations = tuple(delegation(sg) for sg in graph.subgraphs)
    subgraphs = tuple(delegated_subgraph(sg, d) for sg, d in zip(graph.subgraphs, delegations, strict=True))
    return replace(graph, subgraphs=subgraphs), delegations
