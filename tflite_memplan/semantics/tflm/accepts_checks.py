"""The checks a TFLite Micro kernel makes beyond tensor types, one function each.

Each is a :data:`~tflite_memplan.semantics.tflm.accepts.Check`: it takes the operator as
the kernel sees it and gives (phase, reason) when the kernel refuses it, None otherwise.
The rows of :mod:`~tflite_memplan.semantics.tflm.accepts_table` name which a kernel makes
and the source file it was read from. Those written ``name(...)`` are made for the row
(which tensors, which rank); the others are the checks themselves. Alphabetical, after
the helpers they share.

Tensors are named "i0" (input 0) or "o1" (output 1); a tensor the model leaves out is not
checked. Quantization is read as TFLM reads it: a tensor is affine-quantized only with
both scales and zero points, and its per-tensor ``params`` are the first of each.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from math import frexp, isfinite, log2, prod
from typing import cast

import numpy as np

from tflite_memplan.model.graph import Tensor
from tflite_memplan.semantics.tflm.accepts import Check
from tflite_memplan.semantics.tflm.requests import KernelNode

_LSTM_ABSENT = (9, 10, 11, 16, 17, 20, 21, 22, 23)  # peephole, projection, layer norm
_RELU_BOUNDS = {1: (0.0,), 2: (-1.0, 1.0), 3: (0.0, 6.0)}  # RELU, RELU_N1_TO_1, RELU6
_SIGNAL_TYPES = {0: "float32", 2: "int32", 7: "int16"}  # TensorType codes of the T option


def _tensor(node: KernelNode, where: str) -> Tensor | None:
    position = int(where[1:])
    return node.input(position) if where[0] == "i" else node.output(position)


def _affine(t: Tensor) -> bool:
    return bool(t.scales) and bool(t.zero_points)


def _scale(t: Tensor) -> float:
    return t.scales[0] if _affine(t) else 0.0


def _zero(t: Tensor) -> int:
    return t.zero_points[0] if _affine(t) else 0


def _named(where: str) -> str:
    return ("input " if where[0] == "i" else "output ") + where[1:]


def _dtype(node: KernelNode, where: str) -> str | None:
    t = _tensor(node, where)
    return None if t is None else t.dtype


def _quantize_multiplier_shift(value: float) -> int:
    """The shift ``QuantizeMultiplier`` gives ``value``: its power of two, rounding included."""
    if value == 0:
        return 0
    mantissa, shift = frexp(value)
    return shift + (round(mantissa * 2**31) == 2**31)


def _conv_filter_quantization(node: KernelNode, channel_dim: int, int16_too: bool) -> tuple[str, str] | None:
    """A quantized input needs an affine filter with one scale or one per output channel."""
    x, w = node.input(0), node.input(1)
    if x is None or w is None or x.dtype not in (("int8", "int16") if int16_too else ("int8",)):
        return None
    if not _affine(w):
        return "prepare", "the filter must be quantized"
    channels = w.shape[channel_dim] if len(w.shape) > channel_dim else 0
    if len(w.scales) not in (1, channels):
        return "prepare", f"{len(w.scales)} filter scales for {channels} output channels"
    return None


def _conv_quantization(node: KernelNode, channel_dim: int) -> tuple[str, str] | None:
    """What the shared per-channel set-up asks of a non-float convolution."""
    x, w, y = node.input(0), node.input(1), node.output(0)
    if x is None or w is None or y is None or x.dtype == "float32":
        return None
    if not _affine(x) or not _affine(w):
        return "prepare", "quantized input and filter need scales and zero points"
    if len(w.scales) > 1:
        if x.dtype not in ("int8", "int16") or w.dtype not in ("int8", "int4"):
            return "prepare", "per-channel filters need an int8 or int16 input and an int8 or int4 filter"
        channels = w.shape[channel_dim] if len(w.shape) > channel_dim else 0
        if len(w.scales) != channels:
            return "prepare", f"{len(w.scales)} filter scales for {channels} output channels"
    if x.dtype in ("int8", "int16", "uint8"):
        if y.dtype not in ("int8", "int16", "uint8"):
            return "prepare", f"a quantized input needs a quantized output, not {y.dtype}"
        return activation_range(node)
    return None


def _int16_power_of_two(x: Tensor, y: Tensor) -> tuple[str, str] | None:
    """LOGISTIC's and TANH's int16 Prepare (logistic_common.cc, tanh.cc): zero points 0 and
    an output scale whose log2 rounds, within 1e-3, to -15 (``CheckedLog2``; a scale of 0,
    below 0 or not finite has none)."""
    if _zero(x) != 0 or _zero(y) != 0:
        return "prepare", "int16 zero points must be 0"
    scale = _scale(y)
    exponent = log2(scale) if isfinite(scale) and scale > 0 else None
    if exponent is None or not abs(exponent - round(exponent)) < 1e-3 or round(exponent) != -15:
        return "prepare", "int16 output scale must be 2^-15"
    return None


# --- the checks


def abs_rsqrt_quantization(node: KernelNode) -> tuple[str, str] | None:
    """ABS and RSQRT (one Prepare in elementwise.cc): a quantized input and output."""
    x, y = node.input(0), node.output(0)
    if x is None or y is None:
        return None
    if x.dtype == "int8" or (x.dtype == "int16" and _affine(x)):
        if not _affine(x) or not _affine(y):
            return "prepare", f"{x.dtype} input and output must both be quantized"
        if x.dtype == "int16" and (_zero(x) != 0 or _zero(y) != 0):
            return "prepare", "int16 zero points must be 0"
    return None


def activation_range(node: KernelNode) -> tuple[str, str] | None:
    """A fused RELU-like activation on an int8/int16 output: its bounds must quantize to
    int32 values with the output's scale (a zero or tiny scale cannot)."""
    y, activation = node.output(0), node.option("fused_activation_function", 0)
    if y is None or y.dtype not in ("int8", "int16", "uint8") or activation not in _RELU_BOUNDS:
        return None
    scale = np.float32(_scale(y))
    with np.errstate(divide="ignore", invalid="ignore"):
        for bound in _RELU_BOUNDS[activation]:
            q = np.round(np.float32(bound) / scale)
            if not -(2.0**31) <= q <= 2.0**31 - 1:
                return "prepare", f"the fused activation's bounds do not quantize with output scale {float(scale)}"
    return None


def add_n_operands(node: KernelNode) -> tuple[str, str] | None:
    first = node.input(0)
    if first is None:
        return "prepare", "input 0 is missing"
    for i in range(1, len(node.op.inputs)):
        t = node.input(i)
        if t is None:
            return "prepare", f"input {i} is missing"
        if t.shape != first.shape or t.dtype != first.dtype:
            return "prepare", f"input {i} differs from input 0 in shape or type"
        if first.dtype == "int8" and (_scale(t) != _scale(first) or _zero(t) != _zero(first)):
            return "prepare", f"int8 input {i} is quantized unlike input 0"
    return None


def add_output_quantized(node: KernelNode) -> tuple[str, str] | None:
    y = node.output(0)
    if y is not None and y.dtype in ("int8", "int16") and not _affine(y):
        return "prepare", f"{y.dtype} output must be quantized"
    return None


def assign_variable_id(node: KernelNode) -> tuple[str, str] | None:
    handle = node.input(0)
    if handle is not None and prod(handle.shape) != 1:
        return "prepare", "the resource id must be one element"
    return None


def axis_in_range(axis: str, data: str) -> Check:
    """A constant axis must name a dimension of the data tensor (checked when Eval runs)."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        a, t = _tensor(node, axis), _tensor(node, data)
        if a is None or t is None or a.dtype != "int32" or not a.values:
            return None
        value = a.values[0] + (len(t.shape) if a.values[0] < 0 else 0)
        if not 0 <= value < len(t.shape):
            return "invoke", f"axis {a.values[0]} is outside the input's {len(t.shape)} dimensions"
        return None

    return check


def batch_matmul_quantization(node: KernelNode) -> tuple[str, str] | None:
    lhs, rhs, y = node.input(0), node.input(1), node.output(0)
    if lhs is None or rhs is None or y is None or lhs.dtype not in ("int8", "int16"):
        return None
    if np.float32(_scale(lhs)) * np.float32(_scale(rhs)) < 0:
        return "prepare", "the operands' scales have a negative product"
    if lhs.dtype == "int16" and any(_zero(t) != 0 for t in (lhs, rhs, y)):
        return "prepare", "int16 zero points must be 0"
    return None


def batch_matmul_shapes(node: KernelNode) -> tuple[str, str] | None:
    lhs, rhs, y = node.input(0), node.input(1), node.output(0)
    if lhs is None or rhs is None or y is None or len(lhs.shape) < 2 or len(rhs.shape) < 2:
        return None
    rank = max(len(lhs.shape), len(rhs.shape))
    a = (1,) * (rank - len(lhs.shape)) + lhs.shape
    b = (1,) * (rank - len(rhs.shape)) + rhs.shape
    if any(p != q and p != 1 and q != 1 for p, q in zip(a[:-2], b[:-2], strict=True)):
        return "prepare", "batch dimensions do not broadcast"
    adj_x, adj_y = bool(node.option("adj_x", False)), bool(node.option("adj_y", False))
    if (a[-2] if adj_x else a[-1]) != (b[-1] if adj_y else b[-2]):
        return "prepare", "the inner dimensions of the two operands differ"
    if rank > len(y.shape):
        return "prepare", f"output rank {len(y.shape)} is below the operands' {rank}"
    batch = [q if p == 1 and p != q else p for p, q in zip(a[:-2], b[:-2], strict=True)]
    elements = prod(batch) * (a[-1] if adj_x else a[-2]) * (b[-2] if adj_y else b[-1])
    if elements != prod(y.shape):
        return "prepare", f"output holds {prod(y.shape)} elements, the product {elements}"
    return None


def broadcast_to_shape(node: KernelNode) -> tuple[str, str] | None:
    x, shape, y = node.input(0), node.input(1), node.output(0)
    if x is None or shape is None or y is None:
        return None
    if len(shape.shape) != 1:
        return "prepare", "the shape must be a vector"
    if len(y.shape) != shape.shape[0]:
        return "prepare", f"output rank {len(y.shape)} is not the shape's length {shape.shape[0]}"
    if len(x.shape) > len(y.shape) or len(y.shape) > 5:
        return "prepare", "the output rank is below the input's or above 5"
    offset = len(y.shape) - len(x.shape)
    if shape.values is not None:
        if any(d != 1 and d != shape.values[offset + i] for i, d in enumerate(x.shape)):
            return "prepare", "the input does not broadcast to the shape"
        if tuple(shape.values) != y.shape:
            return "prepare", f"output shape {list(y.shape)} is not the shape {list(shape.values)}"
    return None


def call_once_subgraph(node: KernelNode) -> tuple[str, str] | None:
    if len(node.op.inputs) or len(node.op.outputs):
        return "prepare", "the kernel takes no inputs and no outputs"
    return None


def circular_buffer_shapes(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None or len(x.shape) < 4 or len(y.shape) < 4:
        return None
    if x.shape[1] != 1 or (x.shape[0], x.shape[2], x.shape[3]) != (y.shape[0], y.shape[2], y.shape[3]):
        return "prepare", "the input must be one slot of the output's shape"
    return None


def cmsis_conv_shapes(node: KernelNode) -> tuple[str, str] | None:
    x, w, y = node.input(0), node.input(1), node.output(0)
    if x is None or w is None or y is None:
        return None
    if len(x.shape) != 4 or len(w.shape) != 4 or len(y.shape) != 4:
        return "prepare", "input, filter and output must have rank 4"
    if x.shape[0] != y.shape[0]:
        return "prepare", "input and output batches differ"
    if w.shape[3] <= 0 or x.shape[3] % w.shape[3]:
        return "prepare", f"input channels {x.shape[3]} are not a multiple of the filter's {w.shape[3]}"
    return None


def cmsis_fully_connected_quantization(node: KernelNode) -> tuple[str, str] | None:
    found = fully_connected_quantization(node)
    if found is not None:
        return found
    x, w = node.input(0), node.input(1)
    if x is not None and w is not None and _affine(w) and len(w.scales) > 1 and x.dtype != "int8":
        return "prepare", "per-channel filters need an int8 input"
    return None


def cmsis_svdf_constant_weights(node: KernelNode) -> tuple[str, str] | None:
    x, features = node.input(0), node.input(1)
    if x is None or features is None or x.dtype != "int8" or features.has_data:
        return None
    if node.target.simd == "mve" and node.target.optimized_for == "speed":
        return "prepare", "int8 feature weights must be a constant (kernel sums computed in Prepare)"
    return None


def concatenation_operands(node: KernelNode) -> tuple[str, str] | None:
    if node.option("fused_activation_function", 0):
        return "prepare", "a fused activation is not supported"
    y = node.output(0)
    if len(node.op.inputs) > 10:
        return "prepare", f"{len(node.op.inputs)} inputs; the kernel takes at most 10"
    first = node.input(0)
    if y is None or first is None:
        return "prepare", "input 0 or the output is missing"
    for i in range(len(node.op.inputs)):
        t = node.input(i)
        if t is None:
            return "prepare", f"input {i} is missing"
        if t.dtype != first.dtype:
            return "prepare", f"input {i} type differs from input 0"
        if len(t.shape) > 6:
            return "prepare", f"input {i} has rank {len(t.shape)}; the kernel takes at most 6"
        if first.dtype == "int8" and (_scale(t) != _scale(y) or _zero(t) != _zero(y)):
            return "prepare", f"int8 input {i} and output quantization differ"
        if first.dtype == "int16" and _zero(t) != 0:
            return "prepare", f"int16 input {i} has a zero point other than 0"
    if first.dtype == "int16" and _zero(y) != 0:
        return "prepare", "int16 output has a zero point other than 0"
    return None


def constant(where: str) -> Check:
    """The tensor at ``where`` must be a constant (the kernel reads it in Prepare)."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        t = _tensor(node, where)
        if t is not None and not t.has_data:
            return "prepare", f"{_named(where)} must be a constant"
        return None

    return check


def conv_operands(channel_dim: int, int16_too: bool) -> Check:
    """Two or three inputs and one output, then what the shared per-channel set-up asks of a
    non-float convolution whose filter holds its output channels at ``channel_dim`` (with
    ``int16_too`` an int16 input's filter is checked like an int8 input's)."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        if len(node.op.inputs) not in (2, 3) or len(node.op.outputs) != 1:
            return (
                "prepare",
                f"{len(node.op.inputs)} inputs and {len(node.op.outputs)} outputs; the kernel takes 2 or 3 and 1",
            )
        return _conv_filter_quantization(node, channel_dim, int16_too) or _conv_quantization(node, channel_dim)

    return check


def counts(
    inputs: int | tuple[int, ...] | None,
    outputs: int | tuple[int, ...] | None = 1,
    *,
    at_least: bool = False,
    required: int = 0,
) -> Check:
    """The operator must have ``inputs`` inputs (one of them when a tuple; at least that
    many with ``at_least``; None: any number) and ``outputs`` outputs likewise; its first
    ``required`` inputs and every output must be given (not left out as -1)."""

    def allowed(n: int, wanted: int | tuple[int, ...] | None) -> bool:
        if wanted is None:
            return True
        if isinstance(wanted, tuple):
            return n in wanted
        return n >= wanted if at_least else n == wanted

    def said(wanted: int | tuple[int, ...]) -> str:
        if isinstance(wanted, tuple):
            return " or ".join(map(str, wanted))
        return f"at least {wanted}" if at_least else str(wanted)

    def check(node: KernelNode) -> tuple[str, str] | None:
        n_in, n_out = len(node.op.inputs), len(node.op.outputs)
        if inputs is not None and not allowed(n_in, inputs):
            return "prepare", f"{n_in} inputs; the kernel takes {said(inputs)}"
        if outputs is not None and not allowed(n_out, outputs):
            return "prepare", f"{n_out} outputs; the kernel takes {said(outputs)}"
        missing = [i for i in range(required) if node.input(i) is None]
        if missing:
            return "prepare", f"input {missing[0]} is left out"
        if any(node.output(i) is None for i in range(n_out)):
            return "prepare", "an output is left out"
        return None

    return check


def cumsum_axis(node: KernelNode) -> tuple[str, str] | None:
    x, axis = node.input(0), node.input(1)
    if x is None or axis is None:
        return None
    if prod(axis.shape) != 1:
        return "prepare", "axis must be one element"
    if len(x.shape) < 1:
        return "prepare", "the input must have at least one dimension"
    if axis.values:
        value = axis.values[0] + (len(x.shape) if axis.values[0] < 0 else 0)
        if not 0 <= value < len(x.shape):
            return "invoke", f"axis {axis.values[0]} is outside the input's {len(x.shape)} dimensions"
    return None


def decode_operands(node: KernelNode) -> tuple[str, str] | None:
    inputs, outputs = len(node.op.inputs), len(node.op.outputs)
    if outputs == 0 or inputs != 2 * outputs:
        return "prepare", f"{inputs} inputs for {outputs} outputs; the kernel takes two per output"
    for i in range(inputs):
        t = node.input(i)
        if t is not None and not t.has_data:
            return "prepare", f"input {i} must be a constant"
    return None


def depth_to_space_block(node: KernelNode) -> tuple[str, str] | None:
    x, block = node.input(0), node.option("block_size", 0)
    if not isinstance(block, int) or block <= 0:
        return "prepare", f"block size {block} is not positive"
    if x is not None and len(x.shape) == 4 and x.shape[3] % (block * block):
        return "prepare", f"input depth {x.shape[3]} is not a multiple of block size² {block * block}"
    return None


def depthwise_types(node: KernelNode) -> tuple[str, str] | None:
    x, w = node.input(0), node.input(1)
    if x is None or w is None or x.dtype == w.dtype:
        return None
    if (x.dtype, w.dtype) in (("int8", "int4"), ("int16", "int8")):
        return None
    return "prepare", f"{x.dtype} input with a {w.dtype} filter (hybrid) is not supported"


def div_activation(node: KernelNode) -> tuple[str, str] | None:
    return activation_range(node) if _dtype(node, "o0") == "int8" else None


def dynamic_update_slice_shapes(node: KernelNode) -> tuple[str, str] | None:
    x, update, start = node.input(0), node.input(1), node.input(2)
    if x is None or update is None or start is None:
        return None
    if start.shape != (len(x.shape),):
        return "prepare", f"start indices of shape {list(start.shape)} do not name each of {len(x.shape)} dimensions"
    if len(update.shape) != len(x.shape) or any(u > d for u, d in zip(update.shape, x.shape, strict=True)):
        return "prepare", "the update does not fit in the operand"
    return None


def embedding_lookup_shapes(node: KernelNode) -> tuple[str, str] | None:
    ids, value, y = node.input(0), node.input(1), node.output(0)
    if ids is None or value is None or y is None:
        return None
    if len(ids.shape) != 1:
        return "prepare", "the lookup ids must be a vector"
    if len(value.shape) < 2:
        return "prepare", "the table must have at least two dimensions"
    if len(y.shape) < len(value.shape):
        return "prepare", "the output rank is below the table's"
    shape = (ids.shape[0], *value.shape[1:], *y.shape[len(value.shape) :])
    if prod(shape) > prod(y.shape):
        return "prepare", f"the looked-up rows {list(shape)} do not fit in the output"
    if value.dtype == "int8" and y.dtype == "float32" and _zero(value) != 0:
        return "prepare", "an int8 table dequantized to float32 needs zero point 0"
    return None


def expand_dims_axis(node: KernelNode) -> tuple[str, str] | None:
    x, axis, y = node.input(0), node.input(1), node.output(0)
    if x is None or axis is None or y is None:
        return None
    if len(axis.shape) > 1:
        return "prepare", "axis must have at most one dimension"
    if axis.dtype != "int32":
        return "prepare", f"axis is {axis.dtype}, not int32"
    if len(y.shape) != len(x.shape) + 1:
        return "prepare", "the output rank is not the input's plus one"
    if axis.values:
        value = axis.values[0] + (len(x.shape) + 1 if axis.values[0] < 0 else 0)
        if value > len(x.shape) or y.shape != (*x.shape[:value], 1, *x.shape[value:]):
            return "prepare", f"the output shape is not the input's with a 1 at axis {axis.values[0]}"
    return None


def fill_dims(node: KernelNode) -> tuple[str, str] | None:
    dims, value, y = node.input(0), node.input(1), node.output(0)
    if dims is None or value is None or y is None:
        return None
    if value.shape:
        return "prepare", "the fill value must be a scalar"
    if len(dims.shape) != 1 or dims.shape[0] != len(y.shape):
        return "prepare", "dims do not list the output's dimensions"
    if dims.dtype not in ("int8", "int16", "int32", "int64"):
        return "prepare", f"dims are {dims.dtype}"
    if dims.values is not None and tuple(dims.values) != y.shape:
        return "prepare", f"dims {list(dims.values)} are not the output shape {list(y.shape)}"
    return None


def framer_frames(node: KernelNode) -> tuple[str, str] | None:
    x, y, valid = node.input(0), node.output(0), node.output(1)
    if x is None or y is None:
        return None
    if len(y.shape) != len(x.shape) + 1 or (valid is not None and valid.shape):
        return "prepare", "output rank is not the input's plus one, or the valid flag is not a scalar"
    step = node.option("frame_step")
    if isinstance(step, int) and step > 0 and x.shape and (x.shape[-1] < step or x.shape[-1] % step):
        return "prepare", f"innermost input dimension {x.shape[-1]} is not a multiple of frame_step {step}"
    return None


def fully_connected_quantization(node: KernelNode) -> tuple[str, str] | None:
    x, w, b, y = node.input(0), node.input(1), node.input(2), node.output(0)
    if x is None or w is None or y is None or x.dtype == "float32":
        return None
    if len(w.scales) > 1 and _affine(w):
        if x.dtype not in ("int8", "int16") or w.dtype == "int4":
            return "prepare", "per-channel filters need int8 or int16 input and int8 filter"
    else:
        product = float(np.float32(_scale(x))) * float(np.float32(_scale(w)))
        if b is not None:
            out = float(np.float32(_scale(y)))
            diff = abs(product - float(np.float32(_scale(b))))
            if out == 0 or diff / out > 0.02:
                return "prepare", "bias scale is not input scale × filter scale"
        if np.float32(_scale(x)) * np.float32(_scale(w)) < 0:
            return "prepare", "input and filter scales have a negative product"
    if y.dtype not in ("int8", "int16", "uint8"):
        return "prepare", f"a quantized kernel cannot write a {y.dtype} output"
    return activation_range(node)


def gather_axes(node: KernelNode) -> tuple[str, str] | None:
    x, coords = node.input(0), node.input(1)
    if x is None or coords is None:
        return None
    rank, axis, batch = len(x.shape), node.option("axis", 0), node.option("batch_dims", 0)
    if not isinstance(axis, int) or not isinstance(batch, int):
        return None
    axis += rank if axis < 0 else 0
    batch += len(coords.shape) if batch < 0 else 0
    if not 0 <= axis < rank:
        return "prepare", f"axis {node.option('axis')} is outside the input's {rank} dimensions"
    if not 0 <= batch <= axis or batch >= rank or batch > len(coords.shape):
        return "prepare", f"batch_dims {node.option('batch_dims')} does not fit the axis and ranks"
    if x.shape[:batch] != coords.shape[:batch]:
        return "prepare", "input and positions differ in the batch dimensions"
    return None


def gather_nd_ranks(node: KernelNode) -> tuple[str, str] | None:
    params, indices = node.input(0), node.input(1)
    if params is None or indices is None:
        return None
    if len(params.shape) < 1 or len(indices.shape) < 1:
        return "prepare", "params and indices must have at least one dimension"
    if indices.shape[-1] > len(params.shape) or indices.shape[-1] > 5:
        return "prepare", f"index depth {indices.shape[-1]} exceeds the params rank or 5"
    return None


def hard_swish_scales(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None or x.dtype != "int8":
        return None
    with np.errstate(divide="ignore", invalid="ignore"):
        multiplier = float(np.float32(np.float32(1 / 128) * np.float32(_scale(x))) / np.float32(_scale(y)))
    if isfinite(multiplier) and _quantize_multiplier_shift(multiplier) > 0:
        return "prepare", "output scale must exceed input scale / 128"
    return None


def if_condition(node: KernelNode) -> tuple[str, str] | None:
    if not node.op.inputs:
        return "prepare", "the condition input is missing"
    cond = node.input(0)
    if cond is not None and prod(cond.shape) != 1:
        return "prepare", "the condition must be one element"
    return None


def l2_norm_activation(node: KernelNode) -> tuple[str, str] | None:
    if node.option("fused_activation_function", 0):
        return "prepare", "a fused activation is not supported"
    return None


def log_softmax_quantization(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None or x.dtype != "int8":
        return None
    if _scale(y) != 16 / 256 or _zero(y) != 127:
        return "prepare", "int8 output must be quantized with scale 16/256 and zero point 127"
    return None


def logistic_quantization(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None:
        return None
    if x.dtype == "int8" and _zero(y) != -128:
        return "prepare", "int8 output zero point must be -128"
    return _int16_power_of_two(x, y) if x.dtype == "int16" else None


def lstm_constant_weights(node: KernelNode) -> tuple[str, str] | None:
    for i in (1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 15):
        t = node.input(i)
        if t is not None and not t.has_data:
            return "prepare", f"input {i} (a weight or bias) must be a constant"
    return None


def lstm_operands(node: KernelNode) -> tuple[str, str] | None:
    if len(node.op.inputs) != 24 or len(node.op.outputs) != 1:
        return "prepare", f"{len(node.op.inputs)} inputs and {len(node.op.outputs)} outputs, not 24 and 1"
    x, hidden, cell, y = node.input(0), node.input(18), node.input(19), node.output(0)
    if x is None or hidden is None or cell is None:
        return "prepare", "the input and both states are required"
    if not hidden.is_variable or not cell.is_variable:
        return "prepare", "the hidden and cell states must be variable tensors"
    if hidden.dtype != x.dtype or (y is not None and y.dtype != x.dtype):
        return "prepare", "input, hidden state and output types differ"
    for group in ((1, 2, 3, 4, 5, 6, 7, 8), (12, 13, 14, 15)):
        tensors = [node.input(i) for i in group]
        if any(t is None for t in tensors) or len({t.dtype for t in tensors if t is not None}) > 1:
            return "prepare", f"inputs {group[0]}-{group[-1]} must all be given, of one type"
    if any(node.input(i) is not None for i in _LSTM_ABSENT):
        return "prepare", "peephole, projection and layer-norm inputs are not supported"
    return None


def lstm_shapes(node: KernelNode) -> tuple[str, str] | None:
    x, hidden, cell, y = node.input(0), node.input(18), node.input(19), node.output(0)
    if x is None or hidden is None or cell is None or y is None or len(x.shape) != 3 or len(hidden.shape) < 2:
        return None
    batch = x.shape[1] if node.option("time_major", False) else x.shape[0]
    inputs, units = x.shape[2], hidden.shape[1]
    for i in range(1, 16):
        t, wanted = node.input(i), ((units, inputs) if i < 5 else (units, units) if i < 9 else (units,))
        if t is not None and 9 <= i < 12:
            continue
        if t is not None and t.shape != wanted:
            return "prepare", f"input {i} has shape {list(t.shape)}, not {list(wanted)}"
    if prod(hidden.shape) != batch * units or prod(cell.shape) != batch * units:
        return "prepare", "the states do not hold batch × units elements"
    if len(y.shape) != 3 or y.shape[:2] != x.shape[:2] or y.shape[2] != units:
        return "prepare", f"output shape {list(y.shape)} does not follow the input's and the units"
    return None


def mirror_pad_paddings(node: KernelNode) -> tuple[str, str] | None:
    x, pads = node.input(0), node.input(1)
    if x is not None and pads is not None and (len(pads.shape) != 2 or pads.shape[0] != len(x.shape)):
        return "prepare", f"paddings of shape {list(pads.shape)} do not give one row per input dimension"
    return None


def mul_int16_zero_points(node: KernelNode) -> tuple[str, str] | None:
    y = node.output(0)
    if y is None or y.dtype not in ("int8", "int16"):
        return None
    return zero_points_zero("int16", "i0", "i1", "o0")(node)


def pad_operands(node: KernelNode) -> tuple[str, str] | None:
    x, pads, value, y = node.input(0), node.input(1), node.input(2), node.output(0)
    if x is None or pads is None or y is None:
        return None
    if value is not None and (value.dtype != x.dtype or prod(value.shape) != 1):
        return "prepare", "the pad value must be one element of the input's type"
    if prod(pads.shape) != 2 * len(y.shape):
        return "prepare", "paddings do not hold one pair per output dimension"
    if x.dtype == "int8":
        if value is None and not -128 <= _zero(y) <= 127:
            return "prepare", "int8 output zero point is outside int8"
        if value is not None and (_zero(value) != _zero(y) or _scale(value) != _scale(y)):
            return "prepare", "pad value and output quantization differ"
    return None


def pad_output_dims(node: KernelNode) -> tuple[str, str] | None:
    x, pads, y = node.input(0), node.input(1), node.output(0)
    if x is None or pads is None or y is None or pads.dtype != "int32" or not pads.values:
        return None
    if len(pads.values) != 2 * len(y.shape) or len(x.shape) != len(y.shape):
        return None
    for i, d in enumerate(y.shape):
        if d != x.shape[i] + pads.values[2 * i] + pads.values[2 * i + 1]:
            return "prepare", f"output dimension {i} is {d}, not the padded input's"
    return None


def pooling_quantization(node: KernelNode) -> tuple[str, str] | None:
    """AVERAGE_POOL_2D and MAX_POOL_2D (one PoolingPrepare, pooling_common.cc): an int8 or
    int16 input and output quantized alike, the scales within 1e-6. The source at
    TFLM_COMMIT subtracts the two float scales in float; the tflite-micro wheel memplan is
    checked against subtracts them in double (its build converts both first), which this
    follows: the two differ only for scales near 1e-6 (tests/refused_models.py)."""
    x, y = node.input(0), node.output(0)
    if x is None or y is None or x.dtype not in ("int8", "int16"):
        return None
    if abs(_scale(x) - _scale(y)) > 1e-6 or _zero(x) != _zero(y):
        return "prepare", "input and output quantization differ"
    return None


def prelu_alpha(node: KernelNode) -> tuple[str, str] | None:
    alpha, y = node.input(1), node.output(0)
    if alpha is not None and y is not None and y.dtype == "int16" and alpha.dtype != "int8":
        return "prepare", "an int16 output needs an int8 alpha"
    return None


def present(*where: str) -> Check:
    """The tensors at ``where`` must be given (the kernel fetches them unconditionally)."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        for w in where:
            if _tensor(node, w) is None:
                return "prepare", f"{_named(w)} is missing"
        return None

    return check


def quantize_output(node: KernelNode) -> tuple[str, str] | None:
    y = node.output(0)
    if y is not None and (not _affine(y) or len(y.scales) != 1):
        return "prepare", "the output must be quantized with one scale"
    return None


def rank(where: str, low: int, high: int, phase: str = "prepare") -> Check:
    """The tensor at ``where`` must have ``low`` to ``high`` dimensions."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        t = _tensor(node, where)
        if t is not None and not low <= len(t.shape) <= high:
            wanted = f"{low}" if low == high else f"{low} to {high}"
            return phase, f"{_named(where)} has rank {len(t.shape)}; the kernel takes {wanted}"
        return None

    return check


def ranks(*wanted: tuple[str, int]) -> Check:
    """Each tensor named must have exactly the given rank."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        for where, dimensions in wanted:
            found = rank(where, dimensions, dimensions)(node)
            if found is not None:
                return found
        return None

    return check


def reduce_min_max_quantization(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None or x.dtype != "int8" or y.dtype != "int8":
        return None
    if _scale(x) != _scale(y) or _zero(x) != _zero(y):
        return "invoke", "input and output quantization differ"
    return None


def reshape_elements(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None:
        return None
    shape = y.shape
    if len(node.op.inputs) == 1 and shape == (0,):
        shape = ()  # the legacy spelling of a scalar
    if sum(d == -1 for d in shape) > 1:
        return "prepare", "more than one output dimension is -1"
    known = prod(d for d in shape if d != -1)
    count = known * (prod(x.shape) // known if -1 in shape and known else 1)
    if count != prod(x.shape):
        return "prepare", f"{prod(x.shape)} input elements do not fill output shape {list(shape)}"
    return None


def resize_bilinear_options(node: KernelNode) -> tuple[str, str] | None:
    if node.option("half_pixel_centers", False) and node.option("align_corners", False):
        return "prepare", "half_pixel_centers and align_corners are both set"
    return None


def resize_nearest_size(node: KernelNode) -> tuple[str, str] | None:
    size = node.input(1)
    if size is not None and size.shape != (2,):
        return "prepare", f"size has shape {list(size.shape)}, not [2]"
    return None


def reverse_axes(node: KernelNode) -> tuple[str, str] | None:
    x, axis = node.input(0), node.input(1)
    if x is None or axis is None:
        return None
    if len(axis.shape) != 1 or prod(axis.shape) > len(x.shape):
        return "prepare", "axis must be a vector of at most one entry per input dimension"
    if not axis.values:
        return None
    rank = len(x.shape)
    axes = sorted(a + rank if a < 0 else a for a in axis.values)
    if any(not 0 <= a < rank for a in axes):
        return "invoke", "an axis is outside the input's dimensions"
    if any(b != a + 1 for a, b in pairwise(axes)):
        return "invoke", "the axes are not contiguous"
    return None


def same_rank(first: str, second: str, offset: int = 0) -> Check:
    """The tensor at ``first`` must have the rank of ``second`` plus ``offset``."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        a, b = _tensor(node, first), _tensor(node, second)
        if a is not None and b is not None and len(a.shape) != len(b.shape) + offset:
            return (
                "prepare",
                f"{_named(first)} rank {len(a.shape)} does not match {_named(second)} rank {len(b.shape)}",
            )
        return None

    return check


def same_shape(first: str, second: str) -> Check:
    def check(node: KernelNode) -> tuple[str, str] | None:
        a, b = _tensor(node, first), _tensor(node, second)
        if a is not None and b is not None and a.shape != b.shape:
            return (
                "prepare",
                f"{_named(first)} shape {list(a.shape)} and {_named(second)} shape {list(b.shape)} differ",
            )
        return None

    return check


def same_types(*where: str, phase: str = "prepare") -> Check:
    """The tensors at ``where`` must share one type."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        tensors = [(w, t) for w in where if (t := _tensor(node, w)) is not None]
        if len({t.dtype for _, t in tensors}) > 1:
            return phase, " and ".join(_named(w) for w, _ in tensors) + " types differ"
        return None

    return check


def select_broadcast(node: KernelNode) -> tuple[str, str] | None:
    tensors = [node.input(i) for i in range(3)]
    y = node.output(0)
    if y is None or any(t is None for t in tensors):
        return None
    shapes = [t.shape for t in tensors if t is not None]
    if all(prod(s) == 1 for s in (*shapes, y.shape)) or shapes[0] == shapes[1] == shapes[2]:
        return None
    rank = max(len(s) for s in shapes)
    if len(y.shape) != rank:
        return "prepare", f"output rank {len(y.shape)} is not the broadcast rank {rank}"
    for i in range(rank):
        ds = [s[len(s) - 1 - i] if i < len(s) else 1 for s in shapes]
        top = 0 if min(ds) == 0 else max(ds)
        if any(d not in (1, top) for d in ds) or y.shape[rank - 1 - i] != top:
            return "prepare", "condition and operand shapes do not broadcast to the output's"
    return None


def signal_sample_type(node: KernelNode) -> tuple[str, str] | None:
    value = node.option("T")
    wanted = _SIGNAL_TYPES.get(value) if isinstance(value, int) and not isinstance(value, bool) else None
    if wanted is None:
        return None
    for where in ("i0", "o0"):
        t = _tensor(node, where)
        if t is not None and t.dtype != wanted:
            return "prepare", f"{_named(where)} is {t.dtype}, not the option T's {wanted}"
    return None


def softmax_quantization(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None:
        return None
    if x.dtype == "int16":
        if _zero(x) != 0 or _zero(y) != 0:
            return "prepare", "int16 zero points must be 0"
        if abs(_scale(y) - 1 / 32768) > 0.001 / 32768:
            return "prepare", "int16 output scale must be 1/32768"
    elif x.dtype == "int8" and y.dtype == "int16":
        if _zero(y) != -32768 or abs(_scale(y) - 1 / 65536) > 0.001 / 65536:
            return "prepare", "int16 output must be quantized with scale 1/65536 and zero point -32768"
    elif x.dtype == "int8" and y.dtype == "int8" and (_zero(y) != -128 or _scale(y) != 1 / 256):
        return "prepare", "int8 output must be quantized with scale 1/256 and zero point -128"
    return None


def space_to_depth_blocks(node: KernelNode) -> tuple[str, str] | None:
    x, block = node.input(0), node.option("block_size")
    if x is None or len(x.shape) != 4 or not isinstance(block, int) or block <= 0:
        return None
    if x.shape[1] % block or x.shape[2] % block:
        return "prepare", f"input height and width are not multiples of block size {block}"
    return None


def squared_difference_zero_points(node: KernelNode) -> tuple[str, str] | None:
    x = node.input(0)
    if x is None or x.dtype != "int8":
        return zero_points_zero("int16", "i0", "i1", "o0")(node)
    for w in ("i0", "i1", "o0"):
        t = _tensor(node, w)
        if t is not None and not -128 <= _zero(t) <= 127:
            return "prepare", f"int8 {_named(w)} zero point is outside int8"
    return None


def squeeze_bytes(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is not None and y is not None and None not in (x.nbytes, y.nbytes) and x.nbytes != y.nbytes:
        return "invoke", f"input holds {x.nbytes} bytes and output {y.nbytes}"
    return None


def squeeze_dims(node: KernelNode) -> tuple[str, str] | None:
    x = node.input(0)
    if x is None:
        return None
    rank = len(x.shape)
    if rank > 8:
        return "prepare", f"input has rank {rank}; the kernel takes at most 8"
    listed = cast("Sequence[int]", node.option("squeeze_dims", None) or ())
    dims = [d + rank if d < 0 else d for d in listed]
    for d in dims:
        if not 0 <= d < rank or x.shape[d] != 1:
            return "prepare", f"squeeze dimension {d} is not a dimension of size 1"
    kept = [n for i, n in enumerate(x.shape) if (i not in dims if dims else n != 1)]
    y = node.output(0)
    if y is not None and (len(y.shape) < len(kept) or any(o < n for o, n in zip(y.shape, kept, strict=False))):
        return "prepare", f"output shape {list(y.shape)} is smaller than the kept input dimensions {kept}"
    return None


def strided_slice_strides(node: KernelNode) -> tuple[str, str] | None:
    strides = node.input(3)
    if strides is not None and strides.dtype == "int32" and strides.values and 0 in strides.values:
        return "prepare", "a stride is 0"
    return None


def sub_int32_unquantized(node: KernelNode) -> tuple[str, str] | None:
    y = node.output(0)
    if y is None or y.dtype != "int32":
        return None
    if any(t is not None and _affine(t) for t in (node.input(0), node.input(1), y)):
        return "prepare", "int32 operands must not be quantized"
    return None


def svdf_operands(node: KernelNode) -> tuple[str, str] | None:
    x, features, times, bias, state = (node.input(i) for i in range(5))
    if x is None or features is None or times is None or state is None:
        return "prepare", "input, weights and activation state are required"
    if len(node.op.inputs) != 5 or len(node.op.outputs) != 1:
        return "prepare", f"{len(node.op.inputs)} inputs and {len(node.op.outputs)} outputs, not 5 and 1"
    rank = int(node.option("rank", 1) or 1)  # type: ignore[call-overload]
    if len(x.shape) != 2:
        return "prepare", f"input has rank {len(x.shape)}; the kernel takes 2"
    if features.shape and features.shape[0] % rank:
        return "prepare", f"{features.shape[0]} filters do not divide by rank {rank}"
    if not state.is_variable:
        return "prepare", "the activation state must be a variable tensor"
    if x.dtype == "int8" and bias is not None and abs(_scale(bias) - _scale(state) * _scale(times)) >= 1e-5:
        return "prepare", "bias scale is not activation state scale × time weights scale"
    return None


def svdf_shapes(node: KernelNode) -> tuple[str, str] | None:
    x, features, times, bias, state, y = (*(node.input(i) for i in range(5)), node.output(0))
    if x is None or features is None or times is None or state is None or y is None:
        return None
    if len(x.shape) != 2 or not features.shape:
        return None
    rank = int(node.option("rank", 1) or 1)  # type: ignore[call-overload]
    batch, size, filters = x.shape[0], x.shape[1], features.shape[0]
    units, memory = filters // rank, times.shape[1] if len(times.shape) == 2 else -1
    if y.shape != (batch, units):
        return "prepare", f"output shape {list(y.shape)} is not [batch, units] = {[batch, units]}"
    if features.shape != (filters, size) or times.shape != (filters, memory):
        return "prepare", "feature or time weights do not match the input size and filter count"
    if bias is not None and (not bias.shape or bias.shape[0] != units):
        return "prepare", f"bias does not hold {units} units"
    if state.shape != (batch, memory * filters):
        return "prepare", f"activation state shape {list(state.shape)} is not [batch, memory × filters]"
    return None


def tanh_quantization(node: KernelNode) -> tuple[str, str] | None:
    x, y = node.input(0), node.output(0)
    if x is None or y is None or x.dtype != "int16":
        return None
    return _int16_power_of_two(x, y)


def transpose_conv_operands(node: KernelNode) -> tuple[str, str] | None:
    w, x = node.input(1), node.input(2)
    if w is None or x is None or node.output(0) is None:
        return "prepare", "input, filter and output are required"
    if len(node.op.inputs) not in (3, 4) or len(node.op.outputs) != 1:
        return "prepare", f"{len(node.op.inputs)} inputs and {len(node.op.outputs)} outputs, not 3 or 4 and 1"
    if x.dtype == "float32":
        return None
    if not _affine(x) or not _affine(w):
        return "prepare", "quantized input and filter need scales and zero points"
    if len(w.scales) != 1 and (not w.shape or len(w.scales) != w.shape[0]):
        return "prepare", f"{len(w.scales)} filter scales for {w.shape[0] if w.shape else 0} output channels"
    return None


def transpose_perm(node: KernelNode) -> tuple[str, str] | None:
    x, perm = node.input(0), node.input(1)
    if x is None or perm is None:
        return None
    if perm.shape != (len(x.shape),):
        return "prepare", f"perm of shape {list(perm.shape)} does not list the input's {len(x.shape)} dimensions"
    if perm.dtype == "int32" and perm.values and any(not 0 <= p < len(x.shape) for p in perm.values):
        return "prepare", "perm names a dimension the input lacks"
    return None


def unquantized_int32(node: KernelNode) -> tuple[str, str] | None:
    """An int32 output takes unquantized inputs (ADD, DIV)."""
    if _dtype(node, "o0") != "int32":
        return None
    for w in ("i0", "i1"):
        t = _tensor(node, w)
        if t is not None and _affine(t):
            return "prepare", f"int32 {_named(w)} must not be quantized"
    return None


def zero_points_zero(dtype: str, *where: str, phase: str = "prepare") -> Check:
    """With a ``dtype`` first input (int16 mostly), the zero points at ``where`` must be 0."""

    def check(node: KernelNode) -> tuple[str, str] | None:
        first = node.input(0)
        if first is None or first.dtype != dtype:
            return None
        for w in where:
            t = _tensor(node, w)
            if t is not None and _zero(t) != 0:
                return phase, f"{dtype} {_named(w)} has zero point {_zero(t)}, not 0"
        return None

    return check
