"""Small float models that exercise XNNPACK's workspace rules one at a time (a helper
module of ``measure.py``; the wheel is measured on each, ``tests/test_xnnpack_workspace.py``
compares memplan with the measurement).

Each model is one partition XNNPACK takes whole: a PAD it folds into the convolution after
it (and two it cannot fold), a binary operator with a fused activation (a temporary its
clamp reads, inside the partition and at its output), element-wise chains that run in
place or cannot (a broadcast, a value read twice), FULLY_CONNECTED with and without
``keep_num_dims``, values of equal size whose placement follows their ids, clamps that
fold into the convolution before them (or cannot) and clamps that do nothing, and
dynamically quantized layers whose input XNNPACK packs inline or whole.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

_RELU = 1


def _model(tensors: list[TensorSpec], ops: list[OpSpec], inputs: list[int], outputs: list[int]) -> bytes:
    return build_model([SubgraphSpec(tensors, ops, inputs=inputs, outputs=outputs, name="main")])


def _f32(name: str, shape: tuple[int, ...], data: np.ndarray | None = None) -> TensorSpec:
    return TensorSpec(name, shape, "float32", data=data)


def _conv_after_pad(conv_padding: int, pad_channels: bool) -> bytes:
    """x → PAD → CONV_2D 3×3 → ADD (so the convolution's output is interior) → y."""
    pads = np.array([[0, 0], [1, 1], [1, 1], [0, 1 if pad_channels else 0]], dtype=np.int32)
    c = 5 if pad_channels else 4
    out = 8 if conv_padding == 1 else 10
    tensors = [
        _f32("x", (1, 8, 8, 4)),
        TensorSpec("paddings", (4, 2), "int32", data=pads),
        _f32("padded", (1, 10, 10, c)),
        _f32("w", (6, 3, 3, c), np.ones((6, 3, 3, c), np.float32)),
        _f32("b", (6,), np.zeros(6, np.float32)),
        _f32("conv", (1, out, out, 6)),
        _f32("y", (1, out, out, 6)),
    ]
    ops = [
        OpSpec("PAD", [0, 1], [2]),
        OpSpec(
            "CONV_2D",
            [2, 3, 4],
            [5],
            {"padding": conv_padding, "stride_w": 1, "stride_h": 1, "fused_activation_function": 0},
        ),
        OpSpec("ADD", [5, 5], [6], {"fused_activation_function": 0}),
    ]
    return _model(tensors, ops, [0], [6])


def pad_folds_into_valid_conv() -> bytes:
    return _conv_after_pad(1, False)


def pad_stays_before_same_conv() -> bytes:
    return _conv_after_pad(0, False)


def pad_of_channels_stays() -> bytes:
    return _conv_after_pad(1, True)


def clamped_binaries() -> bytes:
    """x → ADD+RELU → MUL+RELU (graph output): each clamp reads a temporary; the first in
    place of the ADD's, the last written to the partition's output."""
    tensors = [_f32("x", (1, 16, 16, 4)), _f32("a", (1, 16, 16, 4)), _f32("y", (1, 16, 16, 4))]
    ops = [
        OpSpec("ADD", [0, 0], [1], {"fused_activation_function": _RELU}),
        OpSpec("MUL", [1, 1], [2], {"fused_activation_function": _RELU}),
    ]
    return _model(tensors, ops, [0], [2])


def broadcast_and_fanout() -> bytes:
    """x → TANH → t; t + bias (broadcast, smaller input) → u; u read twice (MUL u·u) → v;
    LOGISTIC v → y: which outputs take their input's memory."""
    tensors = [
        _f32("x", (1, 8, 8, 8)),
        _f32("t", (1, 8, 8, 8)),
        _f32("bias", (8,), np.ones(8, np.float32)),
        _f32("u", (1, 8, 8, 8)),
        _f32("v", (1, 8, 8, 8)),
        _f32("y", (1, 8, 8, 8)),
        _f32("small", (1, 1, 1, 8)),
        _f32("w", (1, 8, 8, 8)),
    ]
    ops = [
        OpSpec("TANH", [0], [1]),
        OpSpec("ADD", [1, 2], [3], {"fused_activation_function": 0}),
        OpSpec("MUL", [3, 3], [4], {"fused_activation_function": 0}),
        OpSpec("MEAN", [4, 8], [6], {"keep_dims": True}),
        OpSpec("ADD", [4, 6], [7], {"fused_activation_function": 0}),
        OpSpec("LOGISTIC", [7], [5]),
    ]
    tensors.append(TensorSpec("axes", (2,), "int32", data=np.array([1, 2], dtype=np.int32)))
    return _model(tensors, ops, [0], [5])


def fully_connected_dims(keep_num_dims: bool) -> bytes:
    """x (1, 6, 16) → FULLY_CONNECTED → RELU → y: without ``keep_num_dims`` the delegate
    reshapes x to 2-D first (a value of its own)."""
    out = (1, 6, 8) if keep_num_dims else (6, 8)
    tensors = [
        _f32("x", (1, 6, 16)),
        _f32("w", (8, 16), np.ones((8, 16), np.float32)),
        _f32("b", (8,), np.zeros(8, np.float32)),
        _f32("fc", out),
        _f32("y", out),
        _f32("pre", (1, 6, 16)),
    ]
    ops = [
        OpSpec("ABS", [0], [5]),
        OpSpec("FULLY_CONNECTED", [5, 1, 2], [3], {"fused_activation_function": 0, "keep_num_dims": keep_num_dims}),
        OpSpec("RELU", [3], [4]),
    ]
    return _model(tensors, ops, [0], [4])


def equal_sizes() -> bytes:
    """Three branches of equal size live at once, then joined: placement by id."""
    shape = (1, 4, 4, 4)
    tensors = [_f32("x", shape)] + [_f32(n, shape) for n in ("a", "b", "c", "ab", "y")]
    ops = [
        OpSpec("ABS", [0], [1]),
        OpSpec("NEG", [0], [2]),
        OpSpec("FLOOR", [0], [3]),
        OpSpec("ADD", [1, 2], [4], {"fused_activation_function": 0}),
        OpSpec("ADD", [4, 3], [5], {"fused_activation_function": 0}),
    ]
    return _model(tensors, ops, [0], [5])


def _conv_then(tail: str, conv_is_output: bool = False) -> bytes:
    """x → CONV_2D 1×1 → ``tail`` → ABS → y (and the convolution's output too when
    ``conv_is_output``): a RELU or a MAXIMUM with 0 folds into the convolution unless it
    has another consumer; a 1×1 MAX_POOL_2D without activation is a clamp that does
    nothing and goes."""
    tensors = [
        _f32("x", (1, 8, 8, 4)),
        _f32("w", (4, 1, 1, 4), np.ones((4, 1, 1, 4), np.float32)),
        _f32("b", (4,), np.zeros(4, np.float32)),
        _f32("conv", (1, 8, 8, 4)),
        _f32("t", (1, 8, 8, 4)),
        _f32("y", (1, 8, 8, 4)),
        _f32("zero", (), np.zeros((), np.float32)),
    ]
    conv = OpSpec("CONV_2D", [0, 1, 2], [3], {"padding": 1, "stride_w": 1, "stride_h": 1})
    if tail == "RELU":
        second = OpSpec("RELU", [3], [4])
    elif tail == "MAXIMUM":
        second = OpSpec("MAXIMUM", [3, 6], [4])
    else:
        pool = {"padding": 1, "stride_w": 1, "stride_h": 1, "filter_width": 1, "filter_height": 1}
        second = OpSpec("MAX_POOL_2D", [3], [4], {**pool, "fused_activation_function": 0})
    ops = [conv, second, OpSpec("ABS", [4], [5])]
    return _model(tensors, ops, [0], [5, 3] if conv_is_output else [5])


def spurious_clamp_at_output() -> bytes:
    """x → ABS → a → 1×1 MAX_POOL_2D (no activation) → y, the partition's output: ABS
    writes y itself."""
    pool = {"padding": 1, "stride_w": 1, "stride_h": 1, "filter_width": 1, "filter_height": 1}
    tensors = [_f32("x", (1, 8, 8, 4)), _f32("a", (1, 8, 8, 4)), _f32("y", (1, 8, 8, 4))]
    ops = [OpSpec("ABS", [0], [1]), OpSpec("MAX_POOL_2D", [1], [2], {**pool, "fused_activation_function": 0})]
    return _model(tensors, ops, [0], [2])


def hybrid_layer(op: str, x: tuple[int, ...], w: tuple[int, ...]) -> bytes:
    """x (float32) → a dynamically quantized ``op`` (FULLY_CONNECTED or BATCH_MATMUL with
    a constant int8 filter ``w``, one scale) → y: XNNPACK quantizes and packs x into the
    node's workspace, ``mr`` rows per thread or all of it at once."""
    rng = np.random.default_rng(5)
    filt = TensorSpec("w", w, "int8", data=rng.integers(-100, 100, w, dtype=np.int8), scale=0.02)
    if op == "FULLY_CONNECTED":
        y = (*x[:-1], w[0])
        tensors = [_f32("x", x), filt, _f32("b", (w[0],), np.zeros(w[0], np.float32)), _f32("y", y)]
        ops = [OpSpec(op, [0, 1, 2], [3], {"fused_activation_function": 0, "keep_num_dims": len(x) > 2})]
    else:
        width = max(len(x), len(w))
        a, b = (1,) * (width - len(x)) + x[:-2], (1,) * (width - len(w)) + w[:-2]
        lead = tuple(max(p, q) for p, q in zip(a, b, strict=True))
        tensors = [_f32("x", x), filt, _f32("y", (*lead, x[-2], w[-1]))]
        ops = [OpSpec(op, [0, 1], [2], {})]
    return _model(tensors, ops, [0], [len(tensors) - 1])


def sum_of_squares(reduce: str, square_read_again: bool) -> bytes:
    """An RMS / L2 norm: x → MUL(x, x) → sq → ``reduce`` over the channels → r → RSQRT →
    MUL(x, ·) → y. XNNPACK turns the MUL into a square and the reduction of the square into
    a reduction of squares reading x, so sq goes, unless an ADD(sq, x) → z reads it too."""
    axis = TensorSpec("axis", (1,), "int32", data=np.array([3], np.int32))
    tensors = [
        _f32("x", (1, 8, 8, 16)),
        _f32("sq", (1, 8, 8, 16)),
        axis,
        _f32("r", (1, 8, 8, 1)),
        _f32("rs", (1, 8, 8, 1)),
        _f32("y", (1, 8, 8, 16)),
        _f32("z", (1, 8, 8, 16)),
    ]
    ops = [
        OpSpec("MUL", [0, 0], [1], {"fused_activation_function": 0}),
        OpSpec(reduce, [1, 2], [3], {"keep_dims": True}),
        OpSpec("RSQRT", [3], [4]),
        OpSpec("MUL", [0, 4], [5], {"fused_activation_function": 0}),
    ]
    if square_read_again:
        ops.append(OpSpec("ADD", [1, 0], [6], {"fused_activation_function": 0}))
        return _model(tensors, ops, [0], [5, 6])
    return _model(tensors[:6], ops, [0], [5])


#: name -> builder, measured like every other model (``measure.py``).
MODELS: dict[str, Callable[[], bytes]] = {
    "ws_pad_folds_into_valid_conv": pad_folds_into_valid_conv,
    "ws_pad_stays_before_same_conv": pad_stays_before_same_conv,
    "ws_pad_of_channels_stays": pad_of_channels_stays,
    "ws_clamped_binaries": clamped_binaries,
    "ws_broadcast_and_fanout": broadcast_and_fanout,
    "ws_fully_connected_keep_dims": lambda: fully_connected_dims(True),
    "ws_fully_connected_2d": lambda: fully_connected_dims(False),
    "ws_equal_sizes": equal_sizes,
    "ws_relu_folds_into_conv": lambda: _conv_then("RELU"),
    "ws_relu_after_an_output_conv": lambda: _conv_then("RELU", conv_is_output=True),
    "ws_maximum_zero_folds_into_conv": lambda: _conv_then("MAXIMUM"),
    "ws_one_by_one_pool_goes": lambda: _conv_then("MAX_POOL_2D"),
    "ws_spurious_clamp_at_output": spurious_clamp_at_output,
    # a reduction of a square (RMS and L2 norms): a sum or mean of squares reading x
    "ws_sum_of_squares": lambda: sum_of_squares("SUM", False),
    "ws_mean_of_squares": lambda: sum_of_squares("MEAN", False),
    "ws_square_read_again": lambda: sum_of_squares("MEAN", True),
    # the inline LHS packing of dynamically quantized layers: one row (mr = 1), more rows than
    # mr (threads decide), weights larger than the L2 cache (the whole input is packed), many
    # batches, and a left-hand side that broadcasts
    "ws_hybrid_fc_one_row": lambda: hybrid_layer("FULLY_CONNECTED", (1, 64), (32, 64)),
    "ws_hybrid_fc_40_rows": lambda: hybrid_layer("FULLY_CONNECTED", (40, 64), (16, 64)),
    "ws_hybrid_fc_past_l2": lambda: hybrid_layer("FULLY_CONNECTED", (32, 2048), (1024, 2048)),
    "ws_hybrid_bmm_one_row": lambda: hybrid_layer("BATCH_MATMUL", (3, 1, 16), (16, 8)),
    "ws_hybrid_bmm_40_batches": lambda: hybrid_layer("BATCH_MATMUL", (40, 4, 8), (8, 6)),
    "ws_hybrid_bmm_broadcast": lambda: hybrid_layer("BATCH_MATMUL", (4, 8), (2, 8, 6)),
}


def _sparse_models() -> dict[str, Callable[[], bytes]]:
    """The sparse float16 models of ``tests/tiny_models.py`` (DENSIFY and DEQUANTIZE of a
    constant, which XNNPACK unpacks; the delegate then hints sparse inference)."""
    from tests import tiny_models

    built: dict[str, Callable[[], bytes]] = {
        f"ws_sparse_float16_{op.lower()}": (lambda op=op: tiny_models.sparse_float16(op))
        for op in ("CONV_2D", "DEPTHWISE_CONV_2D", "FULLY_CONNECTED")
    }
    built["ws_block_sparse_fully_connected"] = tiny_models.block_sparse_fully_connected
    return built


MODELS.update(_sparse_models())
