"""The shapes a graph's operators compute from its input shapes, as kernels compute them.

A converter stores every tensor's shape, but a runtime recomputes the shapes of the
tensors operators produce from their inputs' when it prepares them (each kernel's
``Prepare``), and for the outputs whose shape depends on an input's *value* (a RESHAPE
to a computed shape, a STRIDED_SLICE to a computed end, a RANGE) only while it runs.
Where a model computes shapes while running — a SHAPE, integer arithmetic on it (SPLIT_V,
PACK, FLOOR_DIV, CONCATENATION, GATHER, REDUCE_PROD…), then a RESHAPE to the result —
the stored shapes are the converter's placeholders (a dynamic dimension stored as 1),
and the real ones are known only from that arithmetic. :func:`propagate_shapes`
repeats it: it walks the main subgraph's operators in order, keeping each tensor's
shape and, for small integer tensors, its values, and gives every tensor an operator
produces the shape the operator's rule computes. An operator without a rule, or whose
rule lacks a value it needs, keeps its outputs' stored shapes (and the shapes after it
are computed from those), so a model whose stored shapes agree with its operators is
returned unchanged.

The rules are the operators' own semantics (TensorFlow's), as the kernels' shape
functions restate them: broadcasting, the convolution and pooling output sizes of
``padding.h`` (truncating division), strided slicing with masks
(``strided_slice_logic.h``), reshape's ``-1`` and its legacy scalar shape
(``reshape.cc``). Called subgraphs (branches, loop bodies) keep their stored shapes.
O(operators), plus the values computed (at most :data:`MAX_VALUES` elements a tensor).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from tflite_memplan.model.dtypes import tensor_nbytes
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.recall import recall

#: Integer tensors up to this many elements keep their values (shapes, axes, sizes).
MAX_VALUES = 4096
_INTEGER = frozenset({"int32", "int64", "int16", "int8", "uint8", "uint16", "uint32", "uint64", "bool"})
_VALID = 1  # Padding.VALID (SAME is 0)

Shape = tuple[int, ...]


@dataclass(frozen=True)
class Known:
    """What the walk knows of one tensor: its shape, and its values when it is a small
    integer tensor whose values are known (row-major, as ``values``)."""

    shape: Shape
    values: np.ndarray | None = None


class _Unknown(Exception):
    """A rule lacks what it needs (a value, a consistent shape): the stored shape stays."""


def _need(condition: bool) -> None:
    if not condition:
        raise _Unknown


def _values(k: Known | None) -> np.ndarray:
    _need(k is not None and k.values is not None)
    assert k is not None and k.values is not None
    return k.values


def _ints(k: Known | None) -> list[int]:
    return [int(v) for v in _values(k).reshape(-1)]


def _int(k: Known | None) -> int:
    values = _ints(k)
    _need(len(values) == 1)
    return values[0]


def _axis(axis: int, rank: int) -> int:
    a = axis + rank if axis < 0 else axis
    _need(0 <= a < max(rank, 1))
    return a


def broadcast(*shapes: Shape) -> Shape:
    """NumPy's (and TFLite's) broadcast of ``shapes``."""
    rank = max((len(s) for s in shapes), default=0)
    out = []
    for k in range(rank):
        dims = {s[len(s) - rank + k] for s in shapes if len(s) - rank + k >= 0}
        dims.discard(1)
        _need(len(dims) <= 1)
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def _trunc_div(a: int, b: int) -> int:
    """C++'s integer division (toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def window_out(size: int, kernel: int, stride: int, dilation: int, padding: int) -> int:
    """An output extent as ``padding.h`` computes it: SAME ``ceil(size / stride)``, VALID
    ``(size + stride - dilated kernel) / stride`` truncated toward zero."""
    _need(stride > 0 and dilation > 0)
    if padding == _VALID:
        return _trunc_div(size + stride - ((kernel - 1) * dilation + 1), stride)
    return _trunc_div(size + stride - 1, stride)


Rule = Callable[[Operator, list[Known | None], list[Shape]], list[Known]]


def _shape_only(fn: Callable[[Operator, list[Known | None]], Shape]) -> Rule:
    return lambda op, ins, _stored: [Known(fn(op, ins))]


def _first(op: Operator, ins: list[Known | None]) -> Shape:
    _need(bool(ins) and ins[0] is not None)
    assert ins[0] is not None
    return ins[0].shape


def _broadcast_all(op: Operator, ins: list[Known | None]) -> Shape:
    _need(all(k is not None for k in ins))
    return broadcast(*(k.shape for k in ins if k is not None))


def _window(op: Operator, ins: list[Known | None]) -> Shape:
    image = _first(op, ins)
    _need(len(image) == 4)
    padding = op.int_option("padding", default=0)
    if op.opcode in ("CONV_2D", "DEPTHWISE_CONV_2D"):
        _need(len(ins) > 1 and ins[1] is not None)
        assert ins[1] is not None
        weights = ins[1].shape
        _need(len(weights) == 4)
        kernel, channels = (weights[1], weights[2]), weights[3] if op.opcode == "DEPTHWISE_CONV_2D" else weights[0]
    else:
        kernel, channels = (op.int_option("filter_height"), op.int_option("filter_width")), image[3]
    dims = []
    for axis, a in ((0, "h"), (1, "w")):
        stride = op.int_option(f"stride_{a}", default=1)
        dilation = op.int_option(f"dilation_{a}_factor", f"dilation_{a}factor", default=1)
        dims.append(window_out(image[1 + axis], kernel[axis], stride, dilation, padding))
    return (image[0], dims[0], dims[1], channels)


def _fully_connected(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    _need(len(ins) > 1 and ins[1] is not None)
    assert ins[1] is not None
    weights = ins[1].shape
    _need(len(weights) == 2 and weights[1] > 0 and bool(x))
    if op.options.get("keep_num_dims"):
        return (*x[:-1], weights[0])
    count = math.prod(x)
    _need(count % weights[1] == 0)
    return (count // weights[1], weights[0])


def _reduce(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    axes = {_axis(a, len(x)) for a in _ints(ins[1] if len(ins) > 1 else None)}
    if op.options.get("keep_dims"):
        return tuple(1 if k in axes else d for k, d in enumerate(x))
    return tuple(d for k, d in enumerate(x) if k not in axes)


def _arg(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    a = _axis(_int(ins[1] if len(ins) > 1 else None), len(x))
    return x[:a] + x[a + 1 :]


def _pad(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    pads = _ints(ins[1] if len(ins) > 1 else None)
    _need(len(pads) == 2 * len(x))
    return tuple(d + pads[2 * k] + pads[2 * k + 1] for k, d in enumerate(x))


def _transpose(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    perm = [_axis(p, len(x)) for p in _ints(ins[1] if len(ins) > 1 else None)]
    _need(sorted(perm) == list(range(len(x))))
    return tuple(x[p] for p in perm)


def _squeeze(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    dims = op.options.get("squeeze_dims") or ()
    _need(isinstance(dims, tuple))
    assert isinstance(dims, tuple)
    axes = {_axis(int(a), len(x)) for a in dims} if dims else {k for k, d in enumerate(x) if d == 1}
    return tuple(d for k, d in enumerate(x) if k not in axes)


def _expand_dims(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    axis = _int(ins[1] if len(ins) > 1 else None)
    a = axis + len(x) + 1 if axis < 0 else axis
    _need(0 <= a <= len(x))
    return (*x[:a], 1, *x[a:])


def _rfft2d(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    lengths = _ints(ins[1] if len(ins) > 1 else None)
    _need(len(lengths) == 2 and len(x) >= 2)
    return (*x[:-2], lengths[0], lengths[1] // 2 + 1)


def _gather(op: Operator, ins: list[Known | None]) -> Shape:
    params = _first(op, ins)
    _need(len(ins) > 1 and ins[1] is not None)
    assert ins[1] is not None
    indices = ins[1].shape
    axis = _axis(op.int_option("axis", default=0), len(params))
    batch = op.int_option("batch_dims", default=0)
    batch = batch + len(indices) if batch < 0 else batch
    return params[:axis] + indices[batch:] + params[axis + 1 :]


def _concatenation(op: Operator, ins: list[Known | None]) -> Shape:
    _need(bool(ins) and all(k is not None for k in ins))
    shapes = [k.shape for k in ins if k is not None]
    a = _axis(op.int_option("axis", default=0), len(shapes[0]))
    _need(all(len(s) == len(shapes[0]) for s in shapes))
    return (*shapes[0][:a], sum(s[a] for s in shapes), *shapes[0][a + 1 :])


def _pack(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    a = op.int_option("axis", default=0)
    a = a + len(x) + 1 if a < 0 else a
    _need(0 <= a <= len(x) and all(k is not None and k.shape == x for k in ins))
    return (*x[:a], len(ins), *x[a:])


def _reshape(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    shape_in = ins[1] if len(ins) > 1 else None
    if shape_in is not None and len(shape_in.shape) == 1:
        dims = _ints(shape_in)
    else:
        stored = op.options.get("new_shape")
        _need(isinstance(stored, tuple))
        assert isinstance(stored, tuple)
        dims = [] if list(stored) == [0] else [int(d) for d in stored]
    return _resolve_stretch(x, dims)


def _resolve_stretch(x: Shape, dims: Sequence[int]) -> Shape:
    """``dims`` with its one -1 replaced by what keeps the element count (reshape.cc)."""
    count = math.prod(x)
    _need(sum(d == -1 for d in dims) <= 1 and all(d >= -1 for d in dims))
    if -1 in dims:
        rest = math.prod(d for d in dims if d != -1)
        _need(rest > 0 and count % rest == 0)
        return tuple(count // rest if d == -1 else d for d in dims)
    _need(math.prod(dims) == count)
    return tuple(dims)


def _resize(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    size = _ints(ins[1] if len(ins) > 1 else None)
    _need(len(x) == 4 and len(size) == 2)
    return (x[0], size[0], size[1], x[3])


def _batch_matmul(op: Operator, ins: list[Known | None]) -> Shape:
    _need(len(ins) >= 2 and ins[0] is not None and ins[1] is not None)
    assert ins[0] is not None and ins[1] is not None
    a, b = ins[0].shape, ins[1].shape
    _need(len(a) >= 2 and len(b) >= 2)
    rows = a[-1] if op.options.get("adj_x") else a[-2]
    cols = b[-2] if op.options.get("adj_y") else b[-1]
    return (*broadcast(a[:-2], b[:-2]), rows, cols)


def _space_depth(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    block = op.int_option("block_size", default=0)
    _need(len(x) == 4 and block > 0)
    if op.opcode == "SPACE_TO_DEPTH":
        _need(x[1] % block == 0 and x[2] % block == 0)
        return (x[0], x[1] // block, x[2] // block, x[3] * block * block)
    _need(x[3] % (block * block) == 0)
    return (x[0], x[1] * block, x[2] * block, x[3] // (block * block))


def _from_values(position: int) -> Callable[[Operator, list[Known | None]], Shape]:
    """The output shape is the values of input ``position`` (FILL, BROADCAST_TO, the
    transposed convolution's output shape)."""
    return lambda op, ins: tuple(_ints(ins[position] if len(ins) > position else None))


def _tile(op: Operator, ins: list[Known | None]) -> Shape:
    x = _first(op, ins)
    multiples = _ints(ins[1] if len(ins) > 1 else None)
    _need(len(multiples) == len(x))
    return tuple(d * m for d, m in zip(x, multiples, strict=True))


def _slice_axes(shape: Shape, op: Operator, ins: list[Known | None]) -> tuple[list[range], list[int]]:
    """STRIDED_SLICE's index ranges along each axis and the axes it removes
    (``strided_slice_logic.h``: masks, negative indices, clamping; ``offset``: end
    counts from begin). Ellipsis and new axes are not modelled."""
    _need(op.int_option("ellipsis_mask") == 0 and op.int_option("new_axis_mask") == 0)
    begin = _ints(ins[1] if len(ins) > 1 else None)
    end = _ints(ins[2] if len(ins) > 2 else None)
    strides = _ints(ins[3] if len(ins) > 3 else None) if len(ins) > 3 and ins[3] is not None else [1] * len(begin)
    _need(len(begin) == len(end) == len(strides) and len(begin) <= len(shape))
    begin_mask, end_mask = op.int_option("begin_mask"), op.int_option("end_mask")
    shrink = op.int_option("shrink_axis_mask")
    ranges: list[range] = []
    removed: list[int] = []
    for k, dim in enumerate(shape):
        if k >= len(begin):
            ranges.append(range(dim))
            continue
        s = strides[k]
        _need(s != 0)
        lo, hi = (0, dim) if s > 0 else (-1, dim - 1)
        if begin_mask >> k & 1:
            start = 0 if s > 0 else dim - 1
        else:
            start = min(max(begin[k] + dim if begin[k] < 0 else begin[k], lo), hi)
        if shrink >> k & 1:
            ranges.append(range(start, start + 1))
            removed.append(k)
            continue
        if end_mask >> k & 1:
            stop = dim if s > 0 else -1
        else:
            e = begin[k] + end[k] if op.options.get("offset") else end[k]
            stop = min(max(e + dim if e < 0 else e, lo), hi)
        ranges.append(range(start, stop, s))
    return ranges, removed


def _slice(op: Operator, ins: list[Known | None]) -> list[range]:
    x = _first(op, ins)
    begin = _ints(ins[1] if len(ins) > 1 else None)
    size = _ints(ins[2] if len(ins) > 2 else None)
    _need(len(begin) == len(size) == len(x))
    ranges = []
    for b, n, d in zip(begin, size, x, strict=True):
        _need(0 <= b <= d)
        ranges.append(range(b, d if n == -1 else b + n))
    return ranges


def _split_sizes(op: Operator, ins: list[Known | None], stored: list[Shape]) -> tuple[int, Shape, list[int]]:
    """SPLIT's and SPLIT_V's axis, input shape and the size of each piece."""
    if op.opcode == "SPLIT":
        x = _first(op, ins[1:])
        a = _axis(_int(ins[0]), len(x))
        n = len(stored)
        _need(n > 0 and x[a] % n == 0)
        return a, x, [x[a] // n] * n
    x = _first(op, ins)
    a = _axis(_int(ins[2] if len(ins) > 2 else None), len(x))
    sizes = _ints(ins[1] if len(ins) > 1 else None)
    _need(sizes.count(-1) <= 1 and len(sizes) == len(stored))
    if -1 in sizes:
        sizes[sizes.index(-1)] = x[a] - sum(s for s in sizes if s != -1)
    _need(sum(sizes) == x[a] and min(sizes, default=0) >= 0)
    return a, x, sizes


def _split(op: Operator, ins: list[Known | None], stored: list[Shape]) -> list[Known]:
    a, x, sizes = _split_sizes(op, ins, stored)
    data = ins[0] if op.opcode == "SPLIT_V" else ins[1]
    out = []
    offset = 0
    for n in sizes:
        values = None
        if data is not None and data.values is not None:
            values = np.take(data.values, range(offset, offset + n), axis=a)
        out.append(Known((*x[:a], n, *x[a + 1 :]), values))
        offset += n
    return out


def _unpack(op: Operator, ins: list[Known | None], stored: list[Shape]) -> list[Known]:
    x = _first(op, ins)
    a = _axis(op.int_option("axis", default=0), len(x))
    _need(x[a] == len(stored))
    data = ins[0]
    values = data.values if data is not None else None
    return [
        Known(x[:a] + x[a + 1 :], None if values is None else np.take(values, k, axis=a)) for k in range(len(stored))
    ]


def _range_length(op: Operator, ins: list[Known | None]) -> Shape:
    start, limit, delta = (_int(ins[k] if len(ins) > k else None) for k in range(3))
    _need(delta != 0)
    return ((abs(limit - start) + abs(delta) - 1) // abs(delta),)


_UNARY = frozenset(
    {
        *("ABS", "CAST", "CEIL", "COS", "CUMSUM", "DEQUANTIZE", "ELU", "EXP", "FLOOR", "GELU", "HARD_SWISH"),
        *("L2_NORMALIZATION", "LEAKY_RELU", "LOCAL_RESPONSE_NORMALIZATION", "LOG", "LOGISTIC", "LOG_SOFTMAX"),
        *("LOGICAL_NOT", "NEG", "ONES_LIKE", "QUANTIZE", "RELU", "RELU6", "RELU_N1_TO_1", "RELU_0_TO_1"),
        *("REVERSE_V2", "ROUND", "RSQRT", "SIGN", "SIN", "SOFTMAX", "SQRT", "SQUARE", "TANH", "ZEROS_LIKE"),
    }
)
_BROADCAST = frozenset(
    {
        *("ADD", "SUB", "MUL", "DIV", "FLOOR_DIV", "FLOOR_MOD", "POW", "MAXIMUM", "MINIMUM", "SQUARED_DIFFERENCE"),
        *("LESS", "LESS_EQUAL", "GREATER", "GREATER_EQUAL", "EQUAL", "NOT_EQUAL", "LOGICAL_AND", "LOGICAL_OR"),
        *("SELECT_V2", "PRELU", "ATAN2"),
    }
)

#: opcode -> the output shape from the inputs' shapes (and small integer values).
SHAPE_RULES: dict[str, Callable[[Operator, list[Known | None]], Shape]] = {
    **dict.fromkeys(_UNARY, _first),
    **dict.fromkeys(_BROADCAST, _broadcast_all),
    **dict.fromkeys(("CONV_2D", "DEPTHWISE_CONV_2D", "AVERAGE_POOL_2D", "MAX_POOL_2D", "L2_POOL_2D"), _window),
    **dict.fromkeys(("MEAN", "SUM", "REDUCE_PROD", "REDUCE_MAX", "REDUCE_MIN", "REDUCE_ANY", "REDUCE_ALL"), _reduce),
    **dict.fromkeys(("ARG_MAX", "ARG_MIN"), _arg),
    **dict.fromkeys(("PAD", "PADV2", "MIRROR_PAD"), _pad),
    **dict.fromkeys(("RESIZE_BILINEAR", "RESIZE_NEAREST_NEIGHBOR"), _resize),
    **dict.fromkeys(("SPACE_TO_DEPTH", "DEPTH_TO_SPACE"), _space_depth),
    "FULLY_CONNECTED": _fully_connected,
    "TRANSPOSE": _transpose,
    "SQUEEZE": _squeeze,
    "EXPAND_DIMS": _expand_dims,
    "RFFT2D": _rfft2d,
    "GATHER": _gather,
    "CONCATENATION": _concatenation,
    "PACK": _pack,
    "RESHAPE": _reshape,
    "BATCH_MATMUL": _batch_matmul,
    "FILL": _from_values(0),
    "BROADCAST_TO": _from_values(1),
    "TRANSPOSE_CONV": _from_values(0),
    "TILE": _tile,
    "RANGE": _range_length,
    "SHAPE": lambda op, ins: (len(_first(op, ins)),),
    "RANK": lambda op, ins: (),
    "STRIDED_SLICE": lambda op, ins: _strided_shape(op, ins),
    "SLICE": lambda op, ins: tuple(len(r) for r in _slice(op, ins)),
}


def _strided_shape(op: Operator, ins: list[Known | None]) -> Shape:
    ranges, removed = _slice_axes(_first(op, ins), op, ins)
    return tuple(len(r) for k, r in enumerate(ranges) if k not in removed)


def _take(values: np.ndarray, ranges: list[range]) -> np.ndarray:
    for axis, r in enumerate(ranges):
        values = np.take(values, list(r), axis=axis)
    return values


_BINARY_VALUES: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "ADD": np.add,
    "SUB": np.subtract,
    "MUL": np.multiply,
    "FLOOR_DIV": np.floor_divide,
    "FLOOR_MOD": np.mod,
    "MAXIMUM": np.maximum,
    "MINIMUM": np.minimum,
    "DIV": lambda a, b: np.trunc(a / b).astype(np.int64),
    "EQUAL": np.equal,
    "NOT_EQUAL": np.not_equal,
    "LESS": np.less,
    "LESS_EQUAL": np.less_equal,
    "GREATER": np.greater,
    "GREATER_EQUAL": np.greater_equal,
}


_REDUCE_VALUES: dict[str, Callable[..., np.ndarray]] = {
    "REDUCE_PROD": np.prod,
    "SUM": np.sum,
    "REDUCE_MAX": np.max,
    "REDUCE_MIN": np.min,
}


def _values_of(op: Operator, ins: list[Known | None], shape: Shape) -> np.ndarray | None:
    """The output's values, for the integer operators shape arithmetic uses, when the
    inputs' values are known (None otherwise)."""
    code = op.opcode
    if code == "SHAPE":
        return np.array(_first(op, ins), dtype=np.int64)
    if code == "RANK":
        return np.array(len(_first(op, ins)), dtype=np.int64)
    if code == "RANGE":
        start, limit, delta = (_int(ins[k]) for k in range(3))
        return np.arange(start, limit, delta, dtype=np.int64)
    if code in ("FILL", "BROADCAST_TO"):
        source = _values(ins[1] if code == "FILL" else ins[0])
        return np.broadcast_to(source, shape).copy()
    data = [_values(k) for k in ins if k is not None]
    if code in _BINARY_VALUES and len(data) == 2:
        return np.asarray(_BINARY_VALUES[code](data[0], data[1]), dtype=np.int64)
    if code in ("RESHAPE", "SQUEEZE", "EXPAND_DIMS", "CAST"):
        return data[0].reshape(shape)
    if code == "PACK":
        return np.stack(data, axis=op.int_option("axis", default=0))
    if code == "CONCATENATION":
        return np.concatenate(data, axis=_axis(op.int_option("axis", default=0), data[0].ndim))
    if code == "GATHER" and op.int_option("batch_dims", default=0) == 0:
        return np.take(data[0], data[1], axis=_axis(op.int_option("axis", default=0), data[0].ndim))
    if code in _REDUCE_VALUES:
        fn = _REDUCE_VALUES[code]
        axes = tuple(sorted({_axis(a, data[0].ndim) for a in data[1].reshape(-1).tolist()}))
        return np.asarray(fn(data[0], axis=axes, keepdims=bool(op.options.get("keep_dims"))), dtype=np.int64)
    if code == "STRIDED_SLICE":
        ranges, _ = _slice_axes(data[0].shape, op, ins)
        return _take(data[0], ranges).reshape(shape)
    if code == "SLICE":
        return _take(data[0], _slice(op, ins))
    if code == "TRANSPOSE":
        return np.transpose(data[0], data[1].reshape(-1).tolist())
    if code == "TILE":
        return np.tile(data[0], data[1].reshape(-1).tolist())
    return None


def _apply(op: Operator, ins: list[Known | None], stored: list[Shape], integer: list[bool]) -> list[Known]:
    """The outputs' shapes (and values) by the operator's rule; :class:`_Unknown` when
    it has none or lacks what it needs."""
    if op.opcode in ("SPLIT", "SPLIT_V"):
        return _split(op, ins, stored)
    if op.opcode == "UNPACK":
        return _unpack(op, ins, stored)
    rule = SHAPE_RULES.get(op.opcode)
    _need(rule is not None and len(stored) == 1)
    assert rule is not None
    shape = rule(op, ins)
    _need(all(d >= 0 for d in shape))
    values = None
    if integer[0] and math.prod(shape) <= MAX_VALUES:
        try:
            values = _values_of(op, ins, shape)
        except (_Unknown, ValueError, IndexError, TypeError, ZeroDivisionError, FloatingPointError):
            values = None
        if values is not None and tuple(values.shape) != shape:
            values = None
    return [Known(shape, values)]


def _known(sg: Subgraph, t: int) -> Known:
    tensor = sg.tensors[t]
    values = None
    if math.prod(tensor.shape) == 0 and all(d >= 0 for d in tensor.shape):
        values = np.zeros(tensor.shape, dtype=np.int64)  # no elements: nothing to know
    elif tensor.has_data and tensor.values is not None and math.prod(tensor.shape) == len(tensor.values):
        values = np.array(tensor.values, dtype=np.int64).reshape(tensor.shape)
    return Known(tensor.shape, values)


def subgraph_shapes(sg: Subgraph) -> dict[int, Known]:
    """Every tensor of ``sg`` an operator produces (and every one it reads), with the shape
    the operators compute from the stored inputs' (see the module docstring). O(operators)."""
    known: dict[int, Known] = {}

    def get(t: int) -> Known | None:
        if t < 0:
            return None
        if t not in known:
            known[t] = _known(sg, t)
        return known[t]

    for op in sg.operators:
        ins = [get(t) for t in op.inputs]
        outputs = [t for t in op.outputs if t >= 0]
        stored = [sg.tensors[t].shape for t in outputs]
        if len(outputs) != len(op.outputs):
            for t in outputs:
                known[t] = _known(sg, t)
            continue
        integer = [sg.tensors[t].dtype in _INTEGER for t in outputs]
        try:
            with np.errstate(all="raise"):
                results = _apply(op, ins, stored, integer)
            _need(len(results) == len(outputs))
        except (_Unknown, ValueError, IndexError, TypeError, ZeroDivisionError, FloatingPointError, OverflowError):
            results = [_known(sg, t) for t in outputs]
        for t, result, is_int in zip(outputs, results, integer, strict=True):
            keep = is_int and result.values is not None and result.values.size <= MAX_VALUES
            known[t] = Known(result.shape, result.values if keep else None)
    return known


@recall()
def propagate_shapes(graph: ModelGraph) -> ModelGraph:
    """``graph`` with every tensor its main subgraph's operators produce given the shape
    they compute from its inputs' stored shapes (see the module docstring); the same
    object when nothing changes. Remembered for the same graph."""
    sg = graph.main
    known = subgraph_shapes(sg)
    tensors = list(sg.tensors)
    changed = False
    for t, k in known.items():
        tensor = tensors[t]
        if tensor.has_data or k.shape == tensor.shape:
            continue
        nbytes = tensor_nbytes(k.shape, tensor.dtype)
        tensors[t] = dataclasses.replace(tensor, shape=k.shape, nbytes=nbytes)
        changed = True
    if not changed:
        return graph
    main = dataclasses.replace(sg, tensors=tuple(tensors))
    return dataclasses.replace(graph, subgraphs=(main, *graph.subgraphs[1:]))
