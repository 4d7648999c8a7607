"""LiteRT's hybrid kernels: float activations with 8-bit weights, and their temporaries.

A hybrid kernel quantizes its float input on the fly, multiplies in integers and
scales back, so it keeps the quantized input, per-row scaling factors, an int32
accumulator and, for asymmetric inputs, offsets and the weights' row sums in
temporaries — in the arena, the row sums (computed once) in the persistent arena.
:func:`hybrid_temporaries` gives them slot by slot, in ``node->temporaries`` order,
from each kernel's Prepare (the file named in each rule; ``upstream.LITERT``
sources). Which tensor numbers they take is the caller's business
(:func:`~tflite_memplan.semantics.litert.temporaries.kernel_temporaries`).

Not modelled (the caller names the operator): sparse weights, whose kernels keep
ledgers of the sparsity, and kernels whose hybrid path is not listed here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tflite_memplan.model.dtypes import FLOAT32, INT32, element_count
from tflite_memplan.model.graph import Operator, Subgraph, Tensor
from tflite_memplan.records import align_up, ceil_div
from tflite_memplan.semantics.litert.conv import unrolls

_F32, _I32 = FLOAT32, INT32
_I8 = 1


@dataclass(frozen=True)
class HybridSlot:
    """One temporary: ``bytes`` in the arena, or in the persistent arena when ``persistent``."""

    label: str
    bytes: int
    persistent: bool = False


#: The weights that make an operator hybrid (``IsHybridOp(input, weights)``): their input position.
HYBRID_WEIGHTS = {
    "FULLY_CONNECTED": 1,
    "CONV_2D": 1,
    "DEPTHWISE_CONV_2D": 1,
    "BATCH_MATMUL": 1,
    "SVDF": 1,
    "RNN": 1,
    "UNIDIRECTIONAL_SEQUENCE_RNN": 1,
    "BIDIRECTIONAL_SEQUENCE_RNN": 1,
    "LSTM": 4,
    "UNIDIRECTIONAL_SEQUENCE_LSTM": 4,
    "BIDIRECTIONAL_SEQUENCE_LSTM": 4,
    "EMBEDDING_LOOKUP": 1,
}
# Weight types each kernel accepts on its hybrid path (depthwise_conv.cc and batch_matmul.cc take int8 only).
_HYBRID_TYPES = {"DEPTHWISE_CONV_2D": ("int8",), "BATCH_MATMUL": ("int8",)}
_DEFAULT_TYPES = ("int8", "uint8", "int4")


def is_hybrid(sg: Subgraph, op: Operator) -> bool:
    """Float activations with 8-bit (or 4-bit) weights: the kernel's hybrid path."""
    w = HYBRID_WEIGHTS.get(op.opcode)
    if w is None or w >= len(op.inputs) or min(op.inputs[0], op.inputs[w]) < 0:
        return False
    x, weights = sg.tensors[op.inputs[0]], sg.tensors[op.inputs[w]]
    if op.opcode == "EMBEDDING_LOOKUP":  # the lookup's input is the ids: the output is the float side
        x = sg.tensors[op.outputs[0]] if op.outputs and op.outputs[0] >= 0 else x
    return x.dtype == "float32" and weights.dtype in _HYBRID_TYPES.get(op.opcode, _DEFAULT_TYPES)


def _tensor(sg: Subgraph, op: Operator, k: int) -> Tensor | None:
    return sg.tensors[op.inputs[k]] if k < len(op.inputs) and op.inputs[k] >= 0 else None


# fully_connected_4bit.h: the 4-bit kernel works on tiles of FILTER_WIDTH units by
# FILTER_DEPTH columns and on up to MAX_PACKED_ROWS batch rows at a time (4 in the x86-64
# build with SSE, as ai-edge-litert's wheel is).
_FILTER_WIDTH, _FILTER_DEPTH, _MAX_PACKED_ROWS = 4, 32, 4


def _fully_connected_4bit(batch: int, cols: int, units: int) -> list[HybridSlot]:
    """fully_connected.cc ``PrepareImpl4Bit``: the quantized input, scaling factors,
    accumulator and input offsets, padded to the kernel's tiles (no row sums)."""
    packed = _MAX_PACKED_ROWS
    while packed > 1 and batch < packed:
        packed //= 2
    rows = align_up(batch, packed)
    return [
        HybridSlot("quantized input", rows * align_up(cols, _FILTER_DEPTH) * _I8),
        HybridSlot("scaling factors", rows * _F32),
        HybridSlot("accumulator", rows * align_up(units, _FILTER_WIDTH) * _I32),
        HybridSlot("input offsets", rows * _I32),
    ]


def _fully_connected(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """fully_connected.cc: quantized input, scaling factors (per batch row), int32
    accumulator (units × batch), input offsets, row sums (persistent); a constant 4-bit
    filter large enough for its kernel's tiles takes that kernel's padded buffers."""
    x, w = _tensor(sg, op, 0), _tensor(sg, op, 1)
    if x is None or w is None or len(w.shape) != 2 or not w.shape[1]:
        return None
    batch, units = element_count(x.shape) // w.shape[1], w.shape[0]
    cols = element_count(x.shape) // batch if batch else 0
    if (
        w.dtype == "int4"
        and w.has_data
        and batch
        and cols % 2 == 0
        and units >= _FILTER_WIDTH
        and cols >= _FILTER_DEPTH
    ):
        return _fully_connected_4bit(batch, cols, units)
    return [
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        HybridSlot("scaling factors", batch * _F32),
        HybridSlot("accumulator", units * batch * _I32),
        HybridSlot("input offsets", batch * _I32),
        HybridSlot("row sums", units * _I32, persistent=True),
    ]


def _conv_2d(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """conv.cc: im2col (int8, for 4-bit filters too) unless a plain 1×1 convolution, quantized
    input, scaling factors and input offsets (one per input pixel and group), int32
    accumulator (out channels × output pixels); per-channel weights add the offsets
    and the row sums (persistent). The multithreaded path is never hybrid, so the
    thread count does not matter. Per-channel means scales that are not all equal."""
    x, w = _tensor(sg, op, 0), _tensor(sg, op, 1)
    y = sg.tensors[op.outputs[0]] if op.outputs and op.outputs[0] >= 0 else None
    if x is None or w is None or y is None or not w.shape or w.shape[-1] == 0:
        return None
    if len(x.shape) != 4 or len(w.shape) != 4 or len(y.shape) != 4 or x.shape[3] % w.shape[3]:
        return None
    batch, in_h, in_w, in_c = x.shape
    out_c, kh, kw, depth = w.shape
    _, out_h, out_w, _ = y.shape
    groups = in_c // depth
    slots = []
    if unrolls(op, (kh, kw), "wh"):
        slots.append(HybridSlot("im2col", batch * out_h * out_w * kh * kw * depth * _I8))
    pixels = batch * in_h * in_w * groups
    slots += [
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        HybridSlot("scaling factors", pixels * _F32),
        HybridSlot("accumulator", out_c * batch * out_h * out_w * _I32),
    ]
    if w.scales_vary:
        slots += [HybridSlot("input offsets", pixels * _I32), HybridSlot("row sums", out_c * _I32, persistent=True)]
    return slots


def _depthwise(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """depthwise_conv.cc: quantized input, scaling factors and input offsets per batch."""
    x = _tensor(sg, op, 0)
    if x is None or not x.shape:
        return None
    batch = x.shape[0]
    return [
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        HybridSlot("scaling factors", batch * _F32),
        HybridSlot("input offsets", batch * _I32),
    ]


def _batch_matmul(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """batch_matmul.cc: both operands transposed (the right-hand one persistent when a
    constant), quantized left-hand side, scaling factors and input offsets per row,
    int32 accumulator (units × rows), row sums (persistent)."""
    lhs, rhs = _tensor(sg, op, 0), _tensor(sg, op, 1)
    if lhs is None or rhs is None or len(lhs.shape) < 2 or len(rhs.shape) < 2:
        return None
    rows = lhs.shape[-1] if op.options.get("adj_x") else lhs.shape[-2]
    units = rhs.shape[-2] if op.options.get("adj_y") else rhs.shape[-1]
    lhs_batches, rhs_batches = element_count(lhs.shape[:-2]), element_count(rhs.shape[:-2])
    return [
        HybridSlot("transposed lhs", element_count(lhs.shape) * _F32),
        HybridSlot("transposed rhs", element_count(rhs.shape) * _I8, persistent=rhs.has_data),
        HybridSlot("quantized lhs", element_count(lhs.shape) * _I8),
        HybridSlot("scaling factors", lhs_batches * rows * _F32),
        HybridSlot("accumulator", units * rows * _I32),
        HybridSlot("input offsets", lhs_batches * rows * _I32),
        HybridSlot("row sums", rhs_batches * units * _I32, persistent=True),
    ]


def _svdf(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """svdf.cc: scratch (batch × filters), quantized input, scaling factors, the time
    weights as floats (persistent), zero points, row sums (persistent, float)."""
    x, features = _tensor(sg, op, 0), _tensor(sg, op, 1)
    time = _tensor(sg, op, 2)
    if x is None or features is None or time is None or len(x.shape) != 2 or not features.shape:
        return None
    batch, filters = x.shape[0], features.shape[0]
    return [
        HybridSlot("scratch", batch * filters * _F32),
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        HybridSlot("scaling factors", batch * _F32),
        HybridSlot("float time weights", element_count(time.shape) * _F32, persistent=True),
        HybridSlot("zero points", batch * _F32),
        HybridSlot("row sums", filters * _F32, persistent=True),
    ]


def _rnn(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """basic_rnn.cc, unidirectional_sequence_rnn.cc: quantized input and hidden state,
    scaling factors, int32 accumulator (units × batch), zero points, row sums (2 ×
    units, persistent)."""
    x, w, hidden = _tensor(sg, op, 0), _tensor(sg, op, 1), _tensor(sg, op, 4)
    if x is None or w is None or hidden is None or not w.shape or len(x.shape) < 2:
        return None
    sequence = op.opcode == "UNIDIRECTIONAL_SEQUENCE_RNN"
    batch = x.shape[1] if sequence and op.options.get("time_major") else x.shape[0]
    units = w.shape[0]
    return [
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        HybridSlot("quantized hidden state", element_count(hidden.shape) * _I8),
        HybridSlot("scaling factors", batch * _F32),
        HybridSlot("accumulator", units * batch * _I32),
        HybridSlot("zero points", batch * _I32),
        HybridSlot("row sums", 2 * units * _I32, persistent=True),
    ]


def _bidirectional_rnn(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """bidirectional_sequence_rnn.cc: quantized input and both hidden states, scaling
    factors, int32 accumulator, zero points, both directions' row sums (persistent),
    and with an auxiliary input its quantized copy."""
    x, fw_w, fw_h = _tensor(sg, op, 0), _tensor(sg, op, 1), _tensor(sg, op, 4)
    bw_w, bw_h, aux = _tensor(sg, op, 5), _tensor(sg, op, 8), _tensor(sg, op, 9)
    aux_weights = _tensor(sg, op, 10)
    if x is None or fw_w is None or fw_h is None or bw_w is None or bw_h is None or len(x.shape) != 3:
        return None
    batch = x.shape[1] if op.options.get("time_major", True) else x.shape[0]
    fw_units, bw_units = fw_w.shape[0], bw_w.shape[0]
    rows = 3 if aux_weights is not None else 2
    slots = [
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        HybridSlot("quantized forward hidden state", element_count(fw_h.shape) * _I8),
        HybridSlot("quantized backward hidden state", element_count(bw_h.shape) * _I8),
        HybridSlot("scaling factors", batch * _F32),
        HybridSlot("accumulator", max(fw_units, bw_units) * batch * _I32),
        HybridSlot("zero points", batch * _I32),
        HybridSlot("forward row sums", rows * fw_units * _I32, persistent=True),
        HybridSlot("backward row sums", rows * bw_units * _I32, persistent=True),
    ]
    if aux_weights is not None and aux is not None:
        slots.append(HybridSlot("quantized auxiliary input", element_count(aux.shape) * _I8))
    return slots


def _lstm(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """lstm.cc (full kernel), unidirectional_sequence_lstm.cc: the float gate scratch
    (batch × 4 or 5 cells, 16 more per row for the sequence kernel), quantized input,
    output state and cell state, scaling factors for the input, the output state and
    their product, the recovered cell weights, int32 accumulator (cells × batch), zero
    points of the input and the output state, row sums (persistent). Sparse weights
    (the full kernel's ledgers) are not modelled."""
    x, to_output = _tensor(sg, op, 0), _tensor(sg, op, 4)
    recurrent_to_output = _tensor(sg, op, 8)
    output_state, cell_state = _tensor(sg, op, 18), _tensor(sg, op, 19)
    if None in (x, to_output, recurrent_to_output, output_state, cell_state):
        return None
    assert x and to_output and recurrent_to_output and output_state and cell_state
    if len(to_output.shape) != 2 or len(x.shape) < 2:
        return None
    sequence = op.opcode == "UNIDIRECTIONAL_SEQUENCE_LSTM"
    if op.opcode == "LSTM" and op.options.get("kernel_type") == 1:
        return None  # the basic kernel
    batch = x.shape[1] if sequence and op.options.get("time_major") else x.shape[0]
    cells = to_output.shape[0]
    cifg = op.inputs[1] < 0
    projection = len(op.inputs) > 16 and op.inputs[16] >= 0
    if sequence:
        outputs = recurrent_to_output.shape[0] if len(recurrent_to_output.shape) == 1 else 1
    else:
        outputs = recurrent_to_output.shape[1] if len(recurrent_to_output.shape) == 2 else 1
    gates = 4 if cifg else 5
    row_sum_rows = (6 if cifg else 8) + (ceil_div(outputs, cells) if projection else 0)
    return [
        HybridSlot("scratch", batch * (gates * cells + (16 if sequence else 0)) * _F32),
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        HybridSlot("quantized output state", element_count(output_state.shape) * _I8),
        HybridSlot("quantized cell state", element_count(cell_state.shape) * _I8),
        HybridSlot("input scaling factors", batch * _F32),
        HybridSlot("output state scaling factors", batch * _F32),
        HybridSlot("product scaling factors", batch * _F32),
        HybridSlot("recovered cell weights", cells * _F32),
        HybridSlot("accumulator", cells * batch * _I32),
        HybridSlot("input zero points", batch * _F32),
        HybridSlot("output state zero points", batch * _F32),
        HybridSlot("row sums", row_sum_rows * cells * _I32, persistent=True),
    ]


def _bidirectional_lstm(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """bidirectional_sequence_lstm.cc: both directions' gate scratch (the forward one 16
    floats longer per row), the quantized input and the four quantized states, scaling
    factors (input, auxiliary input, output state, product), the forward recovered cell
    weights, int32 accumulator, zero points (input, auxiliary input, output state), each
    direction's row sums (persistent) and, with an auxiliary input, its quantized copy."""
    x = _tensor(sg, op, 0)
    fw, bw = _tensor(sg, op, 4), _tensor(sg, op, 21)
    fw_out, bw_out = _tensor(sg, op, 8), _tensor(sg, op, 25)
    states = [_tensor(sg, op, k) for k in (35, 37, 36, 38)]
    aux, fw_aux = _tensor(sg, op, 39), _tensor(sg, op, 41)
    if x is None or fw is None or bw is None or None in states or len(x.shape) != 3:
        return None
    batch = x.shape[1] if op.options.get("time_major", True) else x.shape[0]
    fw_cells, bw_cells = fw.shape[0], bw.shape[0]
    fw_cifg, bw_cifg = op.inputs[1] < 0, op.inputs[18] < 0
    accumulator_cells = max(fw_cells, bw_cells)
    if fw_aux is not None:
        aux_out = [_tensor(sg, op, k) for k in (43, 47)]
        accumulator_cells = max([accumulator_cells, *(t.shape[0] for t in aux_out if t is not None)])

    def row_sum_rows(cifg: bool, out: Tensor | None, cells: int, projection: int) -> int:
        rows = (6 if cifg else 8) + ((3 if cifg else 4) if fw_aux is not None else 0)
        has_projection = projection < len(op.inputs) and op.inputs[projection] >= 0
        return rows + (ceil_div(out.shape[1], cells) if has_projection and out is not None else 0)

    slots = [
        HybridSlot("forward scratch", batch * ((4 if fw_cifg else 5) * fw_cells + 16) * _F32),
        HybridSlot("backward scratch", batch * (4 if bw_cifg else 5) * bw_cells * _F32),
        HybridSlot("quantized input", element_count(x.shape) * _I8),
        *(
            HybridSlot(f"quantized {name}", element_count(t.shape) * _I8)
            for name, t in zip(
                ("forward output state", "backward output state", "forward cell state", "backward cell state"),
                states,
                strict=True,
            )
            if t is not None
        ),
        *(
            HybridSlot(f"{name} scaling factors", batch * _F32)
            for name in ("input", "aux input", "output state", "product")
        ),
        HybridSlot("recovered cell weights", fw_cells * _F32),
        HybridSlot("accumulator", accumulator_cells * batch * _I32),
        *(HybridSlot(f"{name} zero points", batch * _F32) for name in ("input", "aux input", "output state")),
        HybridSlot("forward row sums", row_sum_rows(fw_cifg, fw_out, fw_cells, 16) * fw_cells * _I32, persistent=True),
        HybridSlot("backward row sums", row_sum_rows(bw_cifg, bw_out, bw_cells, 33) * bw_cells * _I32, persistent=True),
    ]
    if fw_aux is not None and aux is not None:
        slots.append(HybridSlot("quantized aux input", element_count(aux.shape) * _I8))
    return slots


_RULES: dict[str, Callable[[Subgraph, Operator], list[HybridSlot] | None]] = {
    "FULLY_CONNECTED": _fully_connected,
    "CONV_2D": _conv_2d,
    "DEPTHWISE_CONV_2D": _depthwise,
    "BATCH_MATMUL": _batch_matmul,
    "SVDF": _svdf,
    "RNN": _rnn,
    "UNIDIRECTIONAL_SEQUENCE_RNN": _rnn,
    "BIDIRECTIONAL_SEQUENCE_RNN": _bidirectional_rnn,
    "LSTM": _lstm,
    "UNIDIRECTIONAL_SEQUENCE_LSTM": _lstm,
    "BIDIRECTIONAL_SEQUENCE_LSTM": _bidirectional_lstm,
    "EMBEDDING_LOOKUP": lambda sg, op: [],  # embedding_lookup.cc: dequantizes row by row, no temporaries
}


def hybrid_temporaries(sg: Subgraph, op: Operator) -> list[HybridSlot] | None:
    """The hybrid kernel's temporaries in ``node->temporaries`` order, or ``None`` when
    memplan does not know them (unknown shapes, sparse weights)."""
    rule = _RULES.get(op.opcode)
    if rule is None:
        return None
    w = sg.tensors[op.inputs[HYBRID_WEIGHTS[op.opcode]]]
    if any(t.nbytes is None for t in (sg.tensors[op.inputs[0]], w)) or w.sparse:
        return None  # sparse weights add ledgers memplan does not size
    return rule(sg, op)
