"""Write memplan's tiny sample models, or check that the committed ones are current.

    python sample_models/make_samples.py           # (re)write every sample model
    python sample_models/make_samples.py --check   # exit 1 if a committed file differs

Each model is small but real: TensorFlow Lite (LiteRT) and TFLite Micro both load
and run it, so tests can compare memplan's plans with what the runtimes do; the
models under ``refused/`` are the exception, made to show a runtime refusing one. Each one
exercises a different part of the planning rules (see README.md next to this file).
The bytes are deterministic: weights come from a seeded numpy ``Generator`` and only
its integer stream is used, which numpy keeps stable across releases.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

SAMPLES_DIR = Path(__file__).resolve().parent
# Import the builder from this checkout rather than from any installed copy, so the
# committed files always match the code next to them.
sys.path.insert(0, str(SAMPLES_DIR.parent))

from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model  # noqa: E402

SEED = 20240601

# Quantization of int8 activations. The kernels of both runtimes require some
# operators' inputs and outputs to share scale and zero point (CONCATENATION,
# MAX_POOL_2D, RESHAPE), and int8 SOFTMAX to output scale 1/256, zero point -128.
ACT_SCALE, ACT_ZERO_POINT = 0.05, 0
INPUT_SCALE, INPUT_ZERO_POINT = 1 / 128, 0
SOFTMAX_SCALE, SOFTMAX_ZERO_POINT = 1 / 256, -128


def _float_values(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Small floats that are exact in float32 (multiples of 1/64), from the integer stream."""
    return (rng.integers(-64, 65, size=shape) / 64).astype(np.float32)


def _weights(
    rng: np.random.Generator, name: str, shape: tuple[int, ...], scales: list[float], quantized_dimension: int = 0
) -> TensorSpec:
    """Symmetric int8 weights, one scale per output channel (or a single scale)."""
    data = rng.integers(-127, 128, size=shape).astype(np.int8)
    scale = scales if len(scales) > 1 else scales[0]
    return TensorSpec(name, shape, "int8", data, scale=scale, zero_point=0, quantized_dimension=quantized_dimension)


def _bias(rng: np.random.Generator, name: str, n: int, input_scale: float, weight_scales: list[float]) -> TensorSpec:
    """``n`` int32 biases with scale ``input_scale * weight_scale``, which both runtimes' kernels require."""
    data = rng.integers(-512, 512, size=n).astype(np.int32)
    scales = [input_scale * s for s in weight_scales]
    return TensorSpec(name, (n,), "int32", data, scale=scales if len(scales) > 1 else scales[0], zero_point=0)


def _channel_scales(n: int) -> list[float]:
    """Per-channel weight scales, as the converter writes for (depthwise) convolutions."""
    return [0.01 + 0.001 * c for c in range(n)]


def _act(name: str, shape: tuple[int, ...]) -> TensorSpec:
    return TensorSpec(name, shape, "int8", scale=ACT_SCALE, zero_point=ACT_ZERO_POINT)


def branching_cnn_int8() -> bytes:
    """An int8 CNN whose activations branch and merge, like a small residual block.

    ``conv0`` feeds three operators (two branches and the concatenation), so its
    lifetime spans most of the graph; the branches are live at the same time.
    """
    rng = np.random.default_rng(SEED)
    conv0_scales, dw_scales, pw_scales, fc_scales = _channel_scales(8), _channel_scales(8), _channel_scales(8), [0.004]
    input_spec = TensorSpec("input", (1, 16, 16, 3), "int8", scale=INPUT_SCALE, zero_point=INPUT_ZERO_POINT)
    tensors = [
        input_spec,  # 0
        _weights(rng, "conv0/weights", (8, 3, 3, 3), conv0_scales),  # 1
        _bias(rng, "conv0/bias", 8, INPUT_SCALE, conv0_scales),  # 2
        _act("conv0/relu", (1, 8, 8, 8)),  # 3
        _weights(rng, "dw/weights", (1, 3, 3, 8), dw_scales, quantized_dimension=3),  # 4
        _bias(rng, "dw/bias", 8, ACT_SCALE, dw_scales),  # 5
        _act("branch_a/dw", (1, 8, 8, 8)),  # 6
        _weights(rng, "pw/weights", (8, 1, 1, 8), pw_scales),  # 7
        _bias(rng, "pw/bias", 8, ACT_SCALE, pw_scales),  # 8
        _act("branch_b/pw", (1, 8, 8, 8)),  # 9
        _act("add", (1, 8, 8, 8)),  # 10
        _act("concat", (1, 8, 8, 16)),  # 11
        _act("maxpool", (1, 4, 4, 16)),  # 12
        TensorSpec("flatten/shape", (2,), "int32", np.array([1, 256], dtype=np.int32)),  # 13
        _act("flatten", (1, 256)),  # 14
        _weights(rng, "fc/weights", (10, 256), fc_scales),  # 15
        _bias(rng, "fc/bias", 10, ACT_SCALE, fc_scales),  # 16
        TensorSpec("logits", (1, 10), "int8", scale=0.1, zero_point=0),  # 17
        TensorSpec("probabilities", (1, 10), "int8", scale=SOFTMAX_SCALE, zero_point=SOFTMAX_ZERO_POINT),  # 18
    ]
    conv0 = {"padding": "SAME", "stride_w": 2, "stride_h": 2, "fused_activation_function": "RELU"}
    stride1 = {"padding": "SAME", "stride_w": 1, "stride_h": 1}
    pool = {"padding": "VALID", "stride_w": 2, "stride_h": 2, "filter_width": 2, "filter_height": 2}
    # Versions are what the converter writes for int8 kernels.
    operators = [
        OpSpec("CONV_2D", [0, 1, 2], [3], conv0, version=3),
        OpSpec("DEPTHWISE_CONV_2D", [3, 4, 5], [6], {**stride1, "depth_multiplier": 1}, version=3),
        OpSpec("CONV_2D", [3, 7, 8], [9], stride1, version=3),
        OpSpec("ADD", [6, 9], [10], {}, version=2),
        OpSpec("CONCATENATION", [10, 3], [11], {"axis": 3}, version=2),
        OpSpec("MAX_POOL_2D", [11], [12], pool, version=2),
        OpSpec("RESHAPE", [12, 13], [14], {"new_shape": [1, 256]}),
        OpSpec("FULLY_CONNECTED", [14, 15, 16], [17], {}, version=4),
        OpSpec("SOFTMAX", [17], [18], {"beta": 1.0}, version=2),
    ]
    return build_model([SubgraphSpec(tensors, operators, [0], [18], "main")])


def reshape_chain() -> bytes:
    """A float32 chain where TFLite computes several operators in place.

    ``ADD`` may overwrite ``scaled`` only if nothing else reads it, but ``scaled`` is
    also read by the last RESHAPE, so ADD must take fresh memory; RESHAPE and SQUEEZE
    then share their input's memory, SOFTMAX overwrites its input, and the final
    RESHAPE aliases ``scaled``. TFLite Micro never shares; it plans every tensor.
    """
    rng = np.random.default_rng(SEED + 1)
    tensors = [
        TensorSpec("input", (1, 4, 16), "float32"),  # 0
        TensorSpec("scale", (16,), "float32", _float_values(rng, (16,))),  # 1
        TensorSpec("scaled", (1, 4, 16), "float32"),  # 2
        TensorSpec("offset", (16,), "float32", _float_values(rng, (16,))),  # 3
        TensorSpec("shifted", (1, 4, 16), "float32"),  # 4
        TensorSpec("to_3d/shape", (3,), "int32", np.array([1, 1, 64], dtype=np.int32)),  # 5
        TensorSpec("to_3d", (1, 1, 64), "float32"),  # 6
        TensorSpec("squeezed", (1, 64), "float32"),  # 7
        TensorSpec("softmax", (1, 64), "float32"),  # 8
        TensorSpec("flat/shape", (2,), "int32", np.array([1, 64], dtype=np.int32)),  # 9
        TensorSpec("scaled_flat", (1, 64), "float32"),  # 10
        TensorSpec("output", (1, 64), "float32"),  # 11
    ]
    operators = [
        OpSpec("MUL", [0, 1], [2], {}),
        OpSpec("ADD", [2, 3], [4], {}),
        OpSpec("RESHAPE", [4, 5], [6], {"new_shape": [1, 1, 64]}),
        OpSpec("SQUEEZE", [6], [7], {"squeeze_dims": [1]}),
        OpSpec("SOFTMAX", [7], [8], {"beta": 1.0}),
        OpSpec("RESHAPE", [2, 9], [10], {"new_shape": [1, 64]}),
        OpSpec("ADD", [8, 10], [11], {}),
    ]
    return build_model([SubgraphSpec(tensors, operators, [0], [11], "main")])


def while_loop() -> bytes:
    """A WHILE loop: add ``step`` to an accumulator three times.

    Subgraph 0 scales the input, loops, and adds the input back; subgraph 1 is the
    condition (``i < 3``) and subgraph 2 the body (``i + 1``, ``acc + step``). TFLite
    Micro plans the called subgraphs' tensors inline, TFLite plans each subgraph in
    its own arena.
    """
    rng = np.random.default_rng(SEED + 2)
    main = SubgraphSpec(
        tensors=[
            TensorSpec("input", (1, 4), "float32"),  # 0
            TensorSpec("two", (1,), "float32", np.array([2.0], dtype=np.float32)),  # 1
            TensorSpec("scaled", (1, 4), "float32"),  # 2
            TensorSpec("i0", (1,), "int32", np.array([0], dtype=np.int32)),  # 3
            TensorSpec("while/i", (1,), "int32"),  # 4
            TensorSpec("while/acc", (1, 4), "float32"),  # 5
            TensorSpec("output", (1, 4), "float32"),  # 6
        ],
        operators=[
            OpSpec("MUL", [0, 1], [2], {}),
            OpSpec("WHILE", [3, 2], [4, 5], {"cond_subgraph_index": 1, "body_subgraph_index": 2}),
            OpSpec("ADD", [5, 0], [6], {}),
        ],
        inputs=[0],
        outputs=[6],
        name="main",
    )
    cond = SubgraphSpec(
        tensors=[
            TensorSpec("i", (1,), "int32"),  # 0
            TensorSpec("acc", (1, 4), "float32"),  # 1
            TensorSpec("limit", (1,), "int32", np.array([3], dtype=np.int32)),  # 2
            TensorSpec("keep_going", (1,), "bool"),  # 3
        ],
        operators=[OpSpec("LESS", [0, 2], [3])],
        inputs=[0, 1],
        outputs=[3],
        name="while_cond",
    )
    body = SubgraphSpec(
        tensors=[
            TensorSpec("i", (1,), "int32"),  # 0
            TensorSpec("acc", (1, 4), "float32"),  # 1
            TensorSpec("one", (1,), "int32", np.array([1], dtype=np.int32)),  # 2
            TensorSpec("step", (1, 4), "float32", _float_values(rng, (1, 4))),  # 3
            TensorSpec("i_next", (1,), "int32"),  # 4
            TensorSpec("acc_next", (1, 4), "float32"),  # 5
        ],
        operators=[OpSpec("ADD", [0, 2], [4], {}), OpSpec("ADD", [1, 3], [5], {})],
        inputs=[0, 1],
        outputs=[4, 5],
        name="while_body",
    )
    return build_model([main, cond, body])


def variable_state() -> bytes:
    """A running sum kept in a resource variable, laid out as the converter does.

    Subgraph 0 first runs CALL_ONCE on subgraph 1, which zero-initializes the variable
    ``state``; then it reads the variable, adds the input and assigns the sum back.
    VAR_HANDLE outputs are resource tensors; the variable's storage lives outside the
    planned activations in both runtimes.
    """
    main = SubgraphSpec(
        tensors=[
            TensorSpec("input", (1, 4), "float32"),  # 0
            TensorSpec("state/handle", (), "resource"),  # 1
            TensorSpec("state/read", (1, 4), "float32"),  # 2
            TensorSpec("output", (1, 4), "float32"),  # 3
        ],
        operators=[
            OpSpec("CALL_ONCE", [], [], {"init_subgraph_index": 1}),
            OpSpec("VAR_HANDLE", [], [1], {"container": "", "shared_name": "state"}),
            OpSpec("READ_VARIABLE", [1], [2]),
            OpSpec("ADD", [2, 0], [3], {}),
            OpSpec("ASSIGN_VARIABLE", [1, 3], []),
        ],
        inputs=[0],
        outputs=[3],
        name="main",
    )
    init = SubgraphSpec(
        tensors=[
            TensorSpec("state/handle", (), "resource"),  # 0
            TensorSpec("state/initial", (1, 4), "float32", np.zeros((1, 4), dtype=np.float32)),  # 1
        ],
        operators=[
            OpSpec("VAR_HANDLE", [], [0], {"container": "", "shared_name": "state"}),
            OpSpec("ASSIGN_VARIABLE", [0, 1], []),
        ],
        inputs=[],
        outputs=[],
        name="init_state",
    )
    return build_model([main, init])


def dynamic_batch() -> bytes:
    """A float32 MLP whose batch dimension is unknown (``shape_signature`` -1).

    ``shape`` holds batch 1, which is what runtimes use until the input is resized;
    memplan must report the unknown dimension, or size it from ``--input-shape``.
    """
    rng = np.random.default_rng(SEED + 4)

    def activation(name: str, width: int) -> TensorSpec:
        return TensorSpec(name, (1, width), "float32", shape_signature=(-1, width))

    def const(name: str, shape: tuple[int, ...]) -> TensorSpec:
        return TensorSpec(name, shape, "float32", _float_values(rng, shape))

    tensors = [
        activation("input", 8),  # 0
        const("fc1/weights", (16, 8)),  # 1
        const("fc1/bias", (16,)),  # 2
        activation("fc1/relu", 16),  # 3
        const("fc2/weights", (16, 16)),  # 4
        const("fc2/bias", (16,)),  # 5
        activation("fc2", 16),  # 6
        activation("residual", 16),  # 7
        const("fc3/weights", (4, 16)),  # 8
        const("fc3/bias", (4,)),  # 9
        activation("logits", 4),  # 10
        activation("probabilities", 4),  # 11
    ]
    operators = [
        OpSpec("FULLY_CONNECTED", [0, 1, 2], [3], {"fused_activation_function": "RELU"}),
        OpSpec("FULLY_CONNECTED", [3, 4, 5], [6], {}),
        OpSpec("ADD", [3, 6], [7], {}),
        OpSpec("FULLY_CONNECTED", [7, 8, 9], [10], {}),
        OpSpec("SOFTMAX", [10], [11], {"beta": 1.0}),
    ]
    return build_model([SubgraphSpec(tensors, operators, [0], [11], "main")])


def _int16_values(rng: np.random.Generator, name: str, shape: tuple[int, ...], scale: float) -> TensorSpec:
    """Symmetric int16 constants (SVDF time weights), kept small so products stay in range."""
    data = rng.integers(-2048, 2049, size=shape).astype(np.int16)
    return TensorSpec(name, shape, "int16", data, scale=scale, zero_point=0)


def svdf_state_int8() -> bytes:
    """Two stacked int8 SVDF layers, each keeping its memory in an ``is_variable`` state tensor.

    This is the layout of TFLM's keyword-spotting models: SVDF's activation state is an
    int16 variable tensor (input 4), which TFLM keeps in the persistent tail and TFLite in
    its persistent arena, so neither plans it with the activations. Each int8 SVDF asks
    TFLM for two scratch buffers (int32 filter activations and unit sums), which TFLM
    plans in the head with the tensors; without them the head would be too small.
    """
    rng = np.random.default_rng(SEED + 5)
    state_scale, time_scale = 1 / 256, 1 / 4096
    svdf_scale, svdf_zero_point = 0.05, -128  # RELU output: zero point at the bottom of the range

    def svdf_layer(prefix: str, input_size: int, filters: int, rank: int, memory: int) -> list[TensorSpec]:
        units = filters // rank
        return [
            _weights(rng, f"{prefix}/weights_feature", (filters, input_size), [0.01]),
            _int16_values(rng, f"{prefix}/weights_time", (filters, memory), time_scale),
            _bias(rng, f"{prefix}/bias", units, state_scale, [time_scale]),
            TensorSpec(
                f"{prefix}/state", (1, filters * memory), "int16", is_variable=True, scale=state_scale, zero_point=0
            ),
            TensorSpec(f"{prefix}/output", (1, units), "int8", scale=svdf_scale, zero_point=svdf_zero_point),
        ]

    fc_scales = [0.004]
    tensors = [
        TensorSpec("input", (1, 16), "int8", scale=INPUT_SCALE, zero_point=INPUT_ZERO_POINT),  # 0
        *svdf_layer("svdf1", input_size=16, filters=16, rank=2, memory=4),  # 1-5: 8 units
        *svdf_layer("svdf2", input_size=8, filters=8, rank=1, memory=4),  # 6-10: 8 units
        _weights(rng, "fc/weights", (4, 8), fc_scales),  # 11
        _bias(rng, "fc/bias", 4, svdf_scale, fc_scales),  # 12
        TensorSpec("output", (1, 4), "int8", scale=0.1, zero_point=0),  # 13
    ]
    relu = {"fused_activation_function": "RELU"}
    operators = [
        OpSpec("SVDF", [0, 1, 2, 3, 4], [5], {"rank": 2, **relu}, version=3),
        OpSpec("SVDF", [5, 6, 7, 8, 9], [10], {"rank": 1, **relu}, version=3),
        OpSpec("FULLY_CONNECTED", [10, 11, 12], [13], {}, version=4),
    ]
    return build_model([SubgraphSpec(tensors, operators, [0], [13], "main")])


def scratch_ops() -> bytes:
    """A chain of operators whose TFLM reference kernels request scratch buffers.

    int8 TRANSPOSE_CONV (int32 accumulators for its whole output), MIRROR_PAD (output
    and input strides), MEAN over the channels with keep_dims (int32 sums, index and
    axis arrays), REDUCE_MAX (index and axis arrays), then a float
    UNIDIRECTIONAL_SEQUENCE_LSTM (four gate buffers) whose hidden and cell states are
    ``is_variable`` tensors. ``upsampled`` is read by MIRROR_PAD and again by REDUCE_MAX,
    so it stays live across the scratch of the operators in between; TFLM's head peaks
    at MEAN, where its int32 sums sit next to three live tensors, so the head is only
    right when MEAN's scratch is.
    """
    rng = np.random.default_rng(SEED + 6)
    up_scales = _channel_scales(2)
    steps, features, units = 10, 10, 4  # LSTM: batch 1, 10 time steps of 10 features, 4 units

    def const_int32(name: str, values: list) -> TensorSpec:
        data = np.array(values, dtype=np.int32)
        return TensorSpec(name, data.shape, "int32", data)

    def const_float(name: str, shape: tuple[int, ...]) -> TensorSpec:
        return TensorSpec(name, shape, "float32", _float_values(rng, shape))

    tensors = [
        _act("input", (1, 4, 4, 4)),  # 0
        const_int32("upsample/output_shape", [1, 8, 8, 2]),  # 1
        _weights(rng, "upsample/weights", (2, 3, 3, 4), up_scales),  # 2
        _bias(rng, "upsample/bias", 2, ACT_SCALE, up_scales),  # 3
        _act("upsampled", (1, 8, 8, 2)),  # 4
        const_int32("pad/paddings", [[0, 0], [1, 1], [1, 1], [0, 0]]),  # 5
        _act("padded", (1, 10, 10, 2)),  # 6
        const_int32("channel_axis", [3]),  # 7
        _act("channel_mean", (1, 10, 10, 1)),  # 8
        const_int32("all_but_batch", [1, 2, 3]),  # 9
        _act("max", (1, 1, 1, 1)),  # 10
        _act("shifted", (1, 10, 10, 1)),  # 11
        const_int32("sequence/shape", [1, steps, features]),  # 12
        _act("sequence", (1, steps, features)),  # 13
        TensorSpec("sequence/float", (1, steps, features), "float32"),  # 14
    ]
    # UNIDIRECTIONAL_SEQUENCE_LSTM takes 24 inputs: 1-4 input weights (input, forget,
    # cell, output gates), 5-8 recurrent weights, 9-11 peepholes, 12-15 gate biases,
    # 16-17 projection, 18-19 hidden and cell state (variables), 20-23 layer norm
    # coefficients. The absent optional ones are -1.
    lstm_inputs = [14] + [-1] * 23
    lstm_tensors = {
        **{k: const_float(f"lstm/input_weights_{k}", (units, features)) for k in range(1, 5)},
        **{k: const_float(f"lstm/recurrent_weights_{k}", (units, units)) for k in range(5, 9)},
        **{k: const_float(f"lstm/bias_{k}", (units,)) for k in range(12, 16)},
        18: TensorSpec("lstm/hidden_state", (1, units), "float32", is_variable=True),
        19: TensorSpec("lstm/cell_state", (1, units), "float32", is_variable=True),
    }
    for k, spec in lstm_tensors.items():  # tensors 15..28
        lstm_inputs[k] = len(tensors)
        tensors.append(spec)
    output = len(tensors)  # 29
    tensors.append(TensorSpec("output", (1, steps, units), "float32"))

    keep = {"keep_dims": True}
    lstm_options = {"fused_activation_function": "TANH", "time_major": False}
    operators = [
        OpSpec("TRANSPOSE_CONV", [1, 2, 0, 3], [4], {"padding": "SAME", "stride_w": 2, "stride_h": 2}, version=3),
        OpSpec("MIRROR_PAD", [4, 5], [6], {"mode": "REFLECT"}, version=2),
        OpSpec("MEAN", [6, 7], [8], keep, version=2),
        OpSpec("REDUCE_MAX", [4, 9], [10], keep, version=2),
        OpSpec("ADD", [8, 10], [11], {}, version=2),
        OpSpec("RESHAPE", [11, 12], [13], {"new_shape": [1, steps, features]}),
        OpSpec("DEQUANTIZE", [13], [14], version=2),
        OpSpec("UNIDIRECTIONAL_SEQUENCE_LSTM", lstm_inputs, [output], lstm_options),
    ]
    return build_model([SubgraphSpec(tensors, operators, [0], [output], "main")])


# --- graphs where TFLM's own greedy plan leaves room (memplan optimize closes the gap) ----


def _dense_layer(rng: np.random.Generator, name: str, x: int, n_in: int, n_out: int, tensors: list) -> tuple:
    """A float FULLY_CONNECTED from tensor ``x`` (n_in wide) to a new tensor n_out wide."""
    tensors.append(TensorSpec(f"{name}/weights", (n_out, n_in), "float32", _float_values(rng, (n_out, n_in))))
    tensors.append(TensorSpec(name, (1, n_out), "float32"))
    return OpSpec("FULLY_CONNECTED", [x, len(tensors) - 2, -1], [len(tensors) - 1]), len(tensors) - 1


def skip_connection_f32() -> bytes:
    """A residual block whose skip connection is held across four layers: x (24) → 12 →
    36 → 28 → 24, then ADD with x. TFLM's greedy plan needs 448 bytes; the bound is 352."""
    rng = np.random.default_rng(SEED + 7)
    tensors: list = [TensorSpec("x", (1, 24), "float32")]
    ops, h, width = [], 0, 24
    for k, n in enumerate((12, 36, 28, 24)):
        op, h = _dense_layer(rng, f"block/fc{k}", h, width, n, tensors)
        ops.append(op)
        width = n
    tensors.append(TensorSpec("y", (1, 24), "float32"))
    ops.append(OpSpec("ADD", [h, 0], [len(tensors) - 1]))
    return build_model([SubgraphSpec(tensors, ops, [0], [len(tensors) - 1], "main")])


def wide_fanout_f32() -> bytes:
    """One tensor read by four two-layer branches of different widths, concatenated:
    x (16) → {32 → 8, 8 → 4, 8 → 12, 8 → 4} → 28. TFLM's plan needs 288 bytes; the bound is 224."""
    rng = np.random.default_rng(SEED + 8)
    tensors: list = [TensorSpec("x", (1, 16), "float32")]
    ops, outs = [], []
    for k, (hidden, out) in enumerate(((32, 8), (8, 4), (8, 12), (8, 4))):
        op, h = _dense_layer(rng, f"branch{k}/fc0", 0, 16, hidden, tensors)
        ops.append(op)
        op, o = _dense_layer(rng, f"branch{k}/fc1", h, hidden, out, tensors)
        ops.append(op)
        outs.append(o)
    tensors.append(TensorSpec("y", (1, 28), "float32"))
    ops.append(OpSpec("CONCATENATION", outs, [len(tensors) - 1], {"axis": 1}))
    return build_model([SubgraphSpec(tensors, ops, [0], [len(tensors) - 1], "main")])


def dense_block_f32() -> bytes:
    """A DenseNet-style block: each layer reads the concatenation of every earlier output,
    x0 (16) → x1 (4); [x0, x1] → x2 (4); [x0, x1, x2] → x3 (24). TFLM's plan needs 272
    bytes; the bound is 192."""
    rng = np.random.default_rng(SEED + 9)
    tensors: list = [TensorSpec("x0", (1, 16), "float32")]
    ops, feats, width, src = [], [0], 16, 0
    for k, growth in enumerate((4, 4, 24), start=1):
        if len(feats) > 1:
            tensors.append(TensorSpec(f"concat{k}", (1, width), "float32"))
            ops.append(OpSpec("CONCATENATION", list(feats), [len(tensors) - 1], {"axis": 1}))
            src = len(tensors) - 1
        op, x = _dense_layer(rng, f"x{k}", src, width, growth, tensors)
        ops.append(op)
        feats.append(x)
        width += growth
    return build_model([SubgraphSpec(tensors, ops, [0], [feats[-1]], "main")])


# --- graphs whose stored operator order is not the best one (memplan reorder) --------------


def multi_branch_f32() -> bytes:
    """A NASNet-style cell stored breadth first: x (64) is SPLIT into four 16-wide parts,
    each through FULLY_CONNECTED 16 → 64 (RELU) → 8, then CONCATENATION → 32 →
    FULLY_CONNECTED → 10. The converter-like stored order runs every branch's first
    layer before any second layer, so four 64-wide hidden tensors are live at once;
    running each branch to its end first keeps one."""
    rng = np.random.default_rng(SEED + 10)
    tensors: list = [
        TensorSpec("x", (1, 64), "float32"),
        TensorSpec("split/axis", (), "int32", np.array(1, dtype=np.int32)),
    ]
    parts = []
    for k in range(4):
        tensors.append(TensorSpec(f"part{k}", (1, 16), "float32"))
        parts.append(len(tensors) - 1)
    ops = [OpSpec("SPLIT", [1, 0], parts, {"num_splits": 4})]
    hidden, outs = [], []
    for k, part in enumerate(parts):
        op, h = _dense_layer(rng, f"branch{k}/fc0", part, 16, 64, tensors)
        ops.append(dataclasses.replace(op, options={"fused_activation_function": "RELU"}))
        hidden.append(h)
    for k, h in enumerate(hidden):
        op, o = _dense_layer(rng, f"branch{k}/fc1", h, 64, 8, tensors)
        ops.append(op)
        outs.append(o)
    tensors.append(TensorSpec("cell", (1, 32), "float32"))
    ops.append(OpSpec("CONCATENATION", outs, [len(tensors) - 1], {"axis": 1}))
    op, y = _dense_layer(rng, "head", len(tensors) - 1, 32, 10, tensors)
    ops.append(op)
    return build_model([SubgraphSpec(tensors, ops, [0], [y], "main")])


def unrolled_rnn_f32() -> bytes:
    """A simple RNN unrolled over 6 steps, stored as converters hoist it: the sequence
    (1x6x8) is UNPACKed into steps, every step's input projection (8 → 64) is computed
    first, then the recurrence h_t = TANH(p_t + FULLY_CONNECTED(h_{t-1})) (64 → 64),
    and the last h goes through FULLY_CONNECTED → 4. Computing each projection just
    before its step keeps one projection live instead of six."""
    rng = np.random.default_rng(SEED + 11)
    steps, width = 6, 64
    tensors: list = [TensorSpec("sequence", (1, steps, 8), "float32")]
    xs = []
    for t in range(steps):
        tensors.append(TensorSpec(f"x{t}", (1, 8), "float32"))
        xs.append(len(tensors) - 1)
    ops = [OpSpec("UNPACK", [0], xs, {"num": steps, "axis": 1})]
    tensors.append(TensorSpec("input/weights", (width, 8), "float32", _float_values(rng, (width, 8)) / 8))
    w_in = len(tensors) - 1
    tensors.append(TensorSpec("recurrent/weights", (width, width), "float32", _float_values(rng, (width, width)) / 8))
    w_rec = len(tensors) - 1
    projections = []
    for t, x in enumerate(xs):
        tensors.append(TensorSpec(f"p{t}", (1, width), "float32"))
        projections.append(len(tensors) - 1)
        ops.append(OpSpec("FULLY_CONNECTED", [x, w_in, -1], [len(tensors) - 1]))
    h = -1
    for t, p in enumerate(projections):
        if h < 0:
            tensors.append(TensorSpec(f"h{t}", (1, width), "float32"))
            ops.append(OpSpec("TANH", [p], [len(tensors) - 1]))
        else:
            tensors.append(TensorSpec(f"r{t}", (1, width), "float32"))
            ops.append(OpSpec("FULLY_CONNECTED", [h, w_rec, -1], [len(tensors) - 1]))
            tensors.append(TensorSpec(f"a{t}", (1, width), "float32"))
            ops.append(OpSpec("ADD", [p, len(tensors) - 2], [len(tensors) - 1]))
            tensors.append(TensorSpec(f"h{t}", (1, width), "float32"))
            ops.append(OpSpec("TANH", [len(tensors) - 2], [len(tensors) - 1]))
        h = len(tensors) - 1
    op, y = _dense_layer(rng, "head", h, width, 4, tensors)
    ops.append(op)
    return build_model([SubgraphSpec(tensors, ops, [0], [y], "main")])


def fp16_weights() -> bytes:
    """A float CNN with float16 weights, as the converter writes a float16-quantized model:
    each weight is stored in float16 and a DEQUANTIZE turns it into float32 before the
    CONV_2D and FULLY_CONNECTED that read it. LiteRT runs it; TFLite Micro's DEQUANTIZE
    takes only int8, int16 and uint8, so TFLM stops in Prepare (the "will it run" example)."""
    rng = np.random.default_rng(SEED + 12)
    tensors: list = [
        TensorSpec("image", (1, 8, 8, 3), "float32"),
        TensorSpec("conv/weights_fp16", (8, 3, 3, 3), "float16", _float_values(rng, (8, 3, 3, 3)).astype(np.float16)),
        TensorSpec("conv/weights", (8, 3, 3, 3), "float32"),
        TensorSpec("conv/bias", (8,), "float32", _float_values(rng, (8,))),
        TensorSpec("conv", (1, 4, 4, 8), "float32"),
        TensorSpec("flat/shape", (2,), "int32", np.array([1, 128], dtype=np.int32)),
        TensorSpec("flat", (1, 128), "float32"),
        TensorSpec("fc/weights_fp16", (4, 128), "float16", (_float_values(rng, (4, 128)) / 8).astype(np.float16)),
        TensorSpec("fc/weights", (4, 128), "float32"),
        TensorSpec("logits", (1, 4), "float32"),
    ]
    conv = {"padding": "SAME", "stride_w": 2, "stride_h": 2, "fused_activation_function": "RELU"}
    ops = [
        OpSpec("DEQUANTIZE", [1], [2]),
        OpSpec("CONV_2D", [0, 2, 3], [4], conv),
        OpSpec("RESHAPE", [4, 5], [6]),
        OpSpec("DEQUANTIZE", [7], [8]),
        OpSpec("FULLY_CONNECTED", [6, 8, -1], [9]),
    ]
    return build_model([SubgraphSpec(tensors, ops, [0], [9], "main")])


SAMPLES: dict[str, Callable[[], bytes]] = {
    "branching_cnn_int8.tflite": branching_cnn_int8,
    "reshape_chain.tflite": reshape_chain,
    "while_loop.tflite": while_loop,
    "variable_state.tflite": variable_state,
    "dynamic_batch.tflite": dynamic_batch,
    "svdf_state_int8.tflite": svdf_state_int8,
    "scratch_ops.tflite": scratch_ops,
    "skip_connection_f32.tflite": skip_connection_f32,
    "wide_fanout_f32.tflite": wide_fanout_f32,
    "dense_block_f32.tflite": dense_block_f32,
    "multi_branch_f32.tflite": multi_branch_f32,
    "unrolled_rnn_f32.tflite": unrolled_rnn_f32,
    # Models a runtime refuses live one folder down, apart from the samples both run.
    "refused/fp16_weights.tflite": fp16_weights,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on any difference")
    args = parser.parse_args(argv)
    stale = []
    for filename, make in SAMPLES.items():
        path = SAMPLES_DIR / filename
        data = make()
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(filename)
        else:
            path.parent.mkdir(exist_ok=True)
            path.write_bytes(data)
            print(f"wrote {path.relative_to(SAMPLES_DIR.parent)} ({len(data)} bytes)")
    if stale:
        print(f"out of date: {', '.join(stale)}; run python sample_models/make_samples.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
