"""Compute per operator, exact from the shapes: multiply-accumulates and element-wise ops.

Two separate figures, no latency: how long an operator takes depends on the kernel
and the core, which the shapes do not say.

**MACs** (multiply-accumulates) for the operators that multiply by weights, counting
every filter tap at every output position, padding included (the usual convention:
kernels skip the taps that fall into padding), and no bias additions or activations:

- ``CONV_2D``: output elements × KH × KW × the filter's input channels (the filter is
  ``[Cout, KH, KW, Cin / groups]``);
- ``CONV_3D``: output elements × KD × KH × KW × Cin (filter ``[KD, KH, KW, Cin, Cout]``);
- ``DEPTHWISE_CONV_2D``: output elements × KH × KW (filter ``[1, KH, KW, Cin × depth
  multiplier]``: each output channel reads one input channel);
- ``TRANSPOSE_CONV``: input elements × KH × KW × Cout (each input value is scattered
  over a KH × KW window of every output channel; filter ``[Cout, KH, KW, Cin]``);
- ``FULLY_CONNECTED``: output elements × the weights' input size (``[units, K]``);
- ``BATCH_MATMUL``: output elements × the contracted dimension (the left operand's
  last, or second last with ``adj_x``);
- the recurrent operators — ``LSTM``, ``UNIDIRECTIONAL_SEQUENCE_LSTM``,
  ``BIDIRECTIONAL_SEQUENCE_LSTM``, ``RNN``, ``UNIDIRECTIONAL_SEQUENCE_RNN``,
  ``BIDIRECTIONAL_SEQUENCE_RNN``, ``SVDF`` — batch × time steps × the elements of
  every weight matrix they multiply by (one MAC per weight per step), peephole
  weights included, auxiliary-input weights when the auxiliary input is given; batch
  × steps is the input's elements over the input size the weights are built for.

**Element-wise ops**, a separate figure: one per output element for arithmetic,
activations, comparisons, (de)quantization and softmax (``ADD_N``: one per addend
after the first); one per window tap per output element for ``AVERAGE_POOL_2D``,
``MAX_POOL_2D`` and ``L2_POOL_2D``; one per input element for reductions (``MEAN``,
``SUM``, ``REDUCE_MAX`` …, ``ARG_MAX``, ``ARG_MIN``).

Operators that only move data (``RESHAPE``, ``CONCATENATION``, ``TRANSPOSE`` …) and
control flow (whose subgraphs are counted on their own, once) count zero. Any other
operator, and any operator whose shapes are not known statically, is *not counted*
(its figures are ``None``) rather than guessed.

Cost: O(operators · rank).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor


@dataclass(frozen=True)
class OperatorCompute:
    """One operator's compute. ``macs`` and ``elementwise_ops`` are ``None`` when memplan
    does not count it (``counted`` False): an operator type without a rule, or shapes
    not known statically."""

    subgraph: int
    operator: int
    opcode: str
    macs: int | None
    elementwise_ops: int | None

    @property
    def counted(self) -> bool:
        return self.macs is not None


@dataclass(frozen=True)
class ModelCompute:
    """Every operator's compute in execution order, and the totals over the counted ones."""

    operators: tuple[OperatorCompute, ...]

    @property
    def macs(self) -> int:
        return sum(c.macs or 0 for c in self.operators)

    @property
    def elementwise_ops(self) -> int:
        return sum(c.elementwise_ops or 0 for c in self.operators)

    @property
    def uncounted(self) -> tuple[OperatorCompute, ...]:
        return tuple(c for c in self.operators if not c.counted)


class _Unknown(Exception):
    """A shape the rule needs is missing or not static."""


def _tensor(sg: Subgraph, op: Operator, k: int, *, outputs: bool = False) -> Tensor | None:
    """Input (or output) ``k`` of ``op``, None when absent (``-1`` or past the end)."""
    refs = op.outputs if outputs else op.inputs
    return sg.tensors[refs[k]] if k < len(refs) and refs[k] >= 0 else None


def _shape(t: Tensor | None, rank: int | None = None) -> tuple[int, ...]:
    """A tensor's static shape (of ``rank`` dimensions when given), or :class:`_Unknown`."""
    if t is None or any(d < 0 for d in t.shape) or (rank is not None and len(t.shape) != rank):
        raise _Unknown
    return t.shape


def _elements(t: Tensor | None) -> int:
    return math.prod(_shape(t))


def _out(sg: Subgraph, op: Operator) -> int:
    return _elements(_tensor(sg, op, 0, outputs=True))


def _conv2d(sg: Subgraph, op: Operator) -> int:
    _, kh, kw, cin = _shape(_tensor(sg, op, 1), 4)
    return _out(sg, op) * kh * kw * cin


def _conv3d(sg: Subgraph, op: Operator) -> int:
    kd, kh, kw, cin, _ = _shape(_tensor(sg, op, 1), 5)
    return _out(sg, op) * kd * kh * kw * cin


def _depthwise(sg: Subgraph, op: Operator) -> int:
    _, kh, kw, _ = _shape(_tensor(sg, op, 1), 4)
    return _out(sg, op) * kh * kw


def _transpose_conv(sg: Subgraph, op: Operator) -> int:
    cout, kh, kw, _ = _shape(_tensor(sg, op, 1), 4)
    return _elements(_tensor(sg, op, 2)) * kh * kw * cout


def _fully_connected(sg: Subgraph, op: Operator) -> int:
    weights = _shape(_tensor(sg, op, 1), 2)
    return _out(sg, op) * weights[1]


def _batch_matmul(sg: Subgraph, op: Operator) -> int:
    lhs = _shape(_tensor(sg, op, 0))
    if len(lhs) < 2:
        raise _Unknown
    return _out(sg, op) * lhs[-2 if op.options.get("adj_x") else -1]


_Rule = Callable[[Subgraph, Operator], int]


def _recurrent(weights: tuple[int, ...], sizing: int, aux: tuple[int, int, tuple[int, ...]] | None = None) -> _Rule:
    """A recurrent operator's MACs: steps × the elements of every weight input in
    ``weights`` that is present; steps = the input's elements over the size (second
    dimension) of the weight at ``sizing``. ``aux``: (aux input, its sizing weight,
    the weights it multiplies), counted when the auxiliary input is present."""

    def rule(sg: Subgraph, op: Operator) -> int:
        def product(x: int, size_from: int, matrices: tuple[int, ...]) -> int:
            size = _shape(_tensor(sg, op, size_from), 2)[1]
            elements = _elements(_tensor(sg, op, x))
            if size == 0 or elements % size:
                raise _Unknown
            present = (_tensor(sg, op, k) for k in matrices)
            return elements // size * sum(_elements(w) for w in present if w is not None)

        total = product(0, sizing, weights)
        if aux is not None and _tensor(sg, op, aux[0]) is not None and _tensor(sg, op, aux[1]) is not None:
            total += product(*aux)
        return total

    return rule


def _lstm(sg: Subgraph, op: Operator) -> int:
    """LSTM: the full kernel (24 inputs) as the other recurrent operators; the basic
    kernel (5 inputs) multiplies the input and the previous activation, concatenated,
    by one weight matrix ``[4 × cells, inputs + outputs]`` per batch row."""
    if len(op.inputs) == 5:
        x, weights = _shape(_tensor(sg, op, 0), 2), _shape(_tensor(sg, op, 2), 2)
        return x[0] * weights[0] * weights[1]
    return _recurrent(_LSTM, 4)(sg, op)


_LSTM = (*range(1, 12), 16)  # input-to-gate, recurrent-to-gate, peephole, projection weights
_BI_LSTM = (*range(1, 12), 16, *range(18, 29), 33)  # forward then backward
MAC_RULES: dict[str, _Rule] = {
    "CONV_2D": _conv2d,
    "CONV_3D": _conv3d,
    "DEPTHWISE_CONV_2D": _depthwise,
    "TRANSPOSE_CONV": _transpose_conv,
    "FULLY_CONNECTED": _fully_connected,
    "BATCH_MATMUL": _batch_matmul,
    "LSTM": _lstm,
    "UNIDIRECTIONAL_SEQUENCE_LSTM": _recurrent(_LSTM, 4),
    "BIDIRECTIONAL_SEQUENCE_LSTM": _recurrent(_BI_LSTM, 4, (39, 41, tuple(range(40, 48)))),
    "RNN": _recurrent((1, 2), 1),
    "UNIDIRECTIONAL_SEQUENCE_RNN": _recurrent((1, 2), 1),
    "BIDIRECTIONAL_SEQUENCE_RNN": _recurrent((1, 2, 5, 6), 1, (9, 10, (10, 11))),
    "SVDF": _recurrent((1, 2), 1),
}

#: One element-wise op per output element.
ELEMENTWISE = frozenset(
    [
        "ADD",
        "SUB",
        "MUL",
        "DIV",
        "SQUARED_DIFFERENCE",
        "MAXIMUM",
        "MINIMUM",
        "POW",
        "FLOOR_DIV",
        "FLOOR_MOD",
        "ATAN2",
        "RELU",
        "RELU6",
        "RELU_N1_TO_1",
        "RELU_0_TO_1",
        "LEAKY_RELU",
        "PRELU",
        "LOGISTIC",
        "TANH",
        "HARD_SWISH",
        "ELU",
        "GELU",
        "EXP",
        "LOG",
        "SQRT",
        "RSQRT",
        "SQUARE",
        "ABS",
        "NEG",
        "SIN",
        "COS",
        "FLOOR",
        "CEIL",
        "ROUND",
        "SIGN",
        "QUANTIZE",
        "DEQUANTIZE",
        "CAST",
        "SOFTMAX",
        "LOG_SOFTMAX",
        "L2_NORMALIZATION",
        "EQUAL",
        "NOT_EQUAL",
        "LESS",
        "LESS_EQUAL",
        "GREATER",
        "GREATER_EQUAL",
        "LOGICAL_AND",
        "LOGICAL_OR",
        "LOGICAL_NOT",
        "SELECT",
        "SELECT_V2",
    ]
)
#: One op per window tap per output element.
POOLING = frozenset({"AVERAGE_POOL_2D", "MAX_POOL_2D", "L2_POOL_2D"})
#: One op per input element.
REDUCTIONS = frozenset(
    ["MEAN", "SUM", "REDUCE_MAX", "REDUCE_MIN", "REDUCE_PROD", "REDUCE_ANY", "REDUCE_ALL", "ARG_MAX", "ARG_MIN"]
)
#: Operators that move data or run subgraphs: no arithmetic of their own.
NO_COMPUTE = frozenset(
    [
        "RESHAPE",
        "SQUEEZE",
        "EXPAND_DIMS",
        "CONCATENATION",
        "SPLIT",
        "SPLIT_V",
        "PACK",
        "UNPACK",
        "TRANSPOSE",
        "PAD",
        "PADV2",
        "MIRROR_PAD",
        "SLICE",
        "STRIDED_SLICE",
        "GATHER",
        "GATHER_ND",
        "TILE",
        "BROADCAST_TO",
        "SPACE_TO_DEPTH",
        "DEPTH_TO_SPACE",
        "SPACE_TO_BATCH_ND",
        "BATCH_TO_SPACE_ND",
        "SHAPE",
        "FILL",
        "ZEROS_LIKE",
        "ONES_LIKE",
        "REVERSE_V2",
        "RESIZE_NEAREST_NEIGHBOR",
        "IDENTITY",
        "WHILE",
        "IF",
        "CALL_ONCE",
        "ASSIGN_VARIABLE",
        "READ_VARIABLE",
        "VAR_HANDLE",
    ]
)


def _elementwise(sg: Subgraph, op: Operator) -> int | None:
    """The element-wise op count of ``op``, None when it has no element-wise rule."""
    if op.opcode in ELEMENTWISE:
        return _out(sg, op)
    if op.opcode == "ADD_N":
        return _out(sg, op) * max(len([t for t in op.inputs if t >= 0]) - 1, 0)
    if op.opcode in POOLING:
        height, width = op.options.get("filter_height"), op.options.get("filter_width")
        if not (isinstance(height, int) and height > 0 and isinstance(width, int) and width > 0):
            raise _Unknown
        return _out(sg, op) * height * width
    if op.opcode in REDUCTIONS:
        return _elements(_tensor(sg, op, 0))
    if op.opcode in NO_COMPUTE:
        return 0
    return None


def operator_compute(sg: Subgraph, op: Operator) -> OperatorCompute:
    """The MACs and element-wise ops of one operator of ``sg``."""
    macs: int | None
    ops: int | None
    try:
        rule = MAC_RULES.get(op.opcode)
        if rule is not None:
            macs, ops = rule(sg, op), 0
        else:
            ops = _elementwise(sg, op)
            macs = None if ops is None else 0
    except (_Unknown, IndexError, TypeError):
        macs = ops = None
    return OperatorCompute(sg.index, op.index, op.opcode, macs, ops)


def model_compute(graph: ModelGraph) -> ModelCompute:
    """Every operator's compute, subgraph by subgraph, each subgraph counted once."""
    return ModelCompute(tuple(operator_compute(sg, op) for sg in graph.subgraphs for op in sg.operators))
