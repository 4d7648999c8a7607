"""Models whose integer matrix products TFLite keeps with XNNPACK applied, so that they run
through ruy: 4-bit convolutions (XNNPACK declines int4 convolution filters) and an int8
FULLY_CONNECTED whose filter is a graph input. Traced in ``tests/xnnpack/heap.json``
(``python tests/xnnpack/measure_heap.py [--threads 2] …``); ``tests/test_ruy.py`` compares
ruy's blocks with :mod:`tflite_memplan.semantics.litert.ruy`."""

from __future__ import annotations

from tests.kernel_models import build, one_op

VALID = {"padding": "VALID", "stride_w": 1, "stride_h": 1}
SAME = {"padding": "SAME", "stride_w": 1, "stride_h": 1}


def _dims(shape: tuple[int, ...]) -> str:
    return ",".join(map(str, shape))


def conv(
    name: str, x: tuple, w: tuple, y: tuple, options: dict, per_channel: bool = True, filter_bits: int = 4
) -> dict:
    """One int8 CONV_2D with a constant filter: packed int4 (``filter_bits`` 4, which XNNPACK
    declines), or int8 of random values (8, which it takes; TFLite's without a delegate)."""
    scale, bias = ("q=pc,0", "q=0.05*pc,0") if per_channel else ("q=0.02,0", "q=0.05*0.02,0")
    weights = f"w int4[{_dims(w)}] packed {scale}" if filter_bits == 4 else f"w q8[{_dims(w)}] {scale} rand={name}"
    inputs = [f"x q8[{_dims(x)}]", weights, f"b int32[{w[0]}] fill=0 {bias}"]
    outputs, version = [f"y q8[{_dims(y)}] q=0.1,0"], 7 if filter_bits == 4 else 3
    return one_op(name, "AddConv2D", name, "CONV_2D", inputs, outputs, options, {"version": version})


def _two_convolutions() -> dict:
    return {
        "name": "ruy_two_conv",
        "kernel": "AddConv2D",
        "variant": "two int4 convolutions",
        "tensors": [
            "x q8[1,8,8,3]",
            "w1 int4[8,3,3,3] packed q=pc,0",
            "b1 int32[8] fill=0 q=0.05*pc,0",
            "h q8[1,8,8,8] q=0.1,0",
            "w2 int4[40,3,3,8] packed q=pc,0",
            "b2 int32[40] fill=0 q=0.05*pc,0",
            "y q8[1,6,6,40] q=0.1,0",
        ],
        "ops": [("CONV_2D", [0, 1, 2], [3], SAME, 7), ("CONV_2D", [3, 4, 5], [6], VALID, 7)],
        "inputs": [0],
        "outputs": [6],
    }


def _entries() -> list[dict]:
    dynamic_filter = one_op(
        "ruy_fc_dynamic_filter",
        "AddFullyConnected",
        "int8 FULLY_CONNECTED, its filter a graph input",
        "FULLY_CONNECTED",
        ["x q8[3,40]", "w q8[20,40] q=0.02,0", "b int32[20] fill=0 q=0.05*0.02,0"],
        ["y q8[3,20] q=0.1,0"],
        {},
        {"version": 4},
    )
    return [
        conv("ruy_conv_c8_k27_n64", (1, 8, 8, 3), (8, 3, 3, 3), (1, 8, 8, 8), SAME),
        conv("ruy_conv_per_tensor_c8_k27_n64", (1, 8, 8, 3), (8, 3, 3, 3), (1, 8, 8, 8), SAME, per_channel=False),
        conv("ruy_conv1x1_c24_k20_n64", (1, 8, 8, 20), (24, 1, 1, 20), (1, 8, 8, 24), VALID),
        conv("ruy_conv_c32_k144_n196", (1, 16, 16, 16), (32, 3, 3, 16), (1, 14, 14, 32), VALID),
        conv("ruy_conv_c64_k576_n1024", (1, 32, 32, 64), (64, 3, 3, 64), (1, 32, 32, 64), SAME),
        dynamic_filter,
        _two_convolutions(),
    ]


def ruy_models() -> dict[str, bytes]:
    """name -> the ``.tflite`` bytes of each model."""
    return {e["name"]: build(e) for e in _entries()}
