"""XNNPACK's paths and indirection buffers for the layers the real-model corpus found
memplan missing: average poolings, 1×1 depthwise layers and single-channel convolutions
too wide for a depthwise kernel.

Each model is one float32 operator written with the project's writer; the sizes are
computed by hand from XNNPACK's create and reshape code (the pinned commit), for the
avx512amx family (float kernels: IGEMM 7×32, narrow 7×16; depthwise kernels of 3, 4, 9
and 25 taps, 16 channels a tile; sizes rounded to 64 bytes). The live test measures
the same models in the ``ai-edge-litert`` wheel under gdb.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from tflite_memplan.model.reader import load_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.litert.xnnpack import delegated_graph
from tflite_memplan.semantics.litert.xnnpack_indirection import XnnpackIndirection, avgpool_buffers, xnnpack_indirection
from tflite_memplan.semantics.litert.xnnpack_weights import PackedWeights, packed_weights


def average_pool(
    size: tuple[int, int] = (9, 7),
    channels: int = 5,
    pool: tuple[int, int] = (3, 2),
    stride: tuple[int, int] = (2, 2),
    padding: str = "SAME",
) -> bytes:
    """One AVERAGE_POOL_2D over x (1, height, width, channels)."""
    (ih, iw), (sh, sw) = size, stride
    if padding == "SAME":
        oh, ow = -(-ih // sh), -(-iw // sw)
    else:
        oh, ow = (ih - pool[0]) // sh + 1, (iw - pool[1]) // sw + 1
    tensors = [TensorSpec("x", (1, ih, iw, channels), "float32"), TensorSpec("y", (1, oh, ow, channels), "float32")]
    options = {"padding": padding, "stride_h": sh, "stride_w": sw, "filter_height": pool[0], "filter_width": pool[1]}
    ops = [OpSpec("AVERAGE_POOL_2D", [0], [1], options)]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[1], name="main")])


def row_conv(op: str, width: int, kernel: int, stride: int, *, height: int = 1, channels: int = 1) -> bytes:
    """One VALID CONV_2D (one channel in and out) or DEPTHWISE_CONV_2D (``channels``,
    multiplier 1) with a 1×``kernel`` filter at stride 1×``stride``."""
    ow = (width - kernel) // stride + 1
    shape = (channels, 1, kernel, 1) if op == "CONV_2D" else (1, 1, kernel, channels)
    options = {"padding": "VALID", "stride_w": stride, "stride_h": 1, "dilation_w_factor": 1, "dilation_h_factor": 1}
    if op == "DEPTHWISE_CONV_2D":
        options["depth_multiplier"] = 1
    tensors = [
        TensorSpec("x", (1, height, width, channels), "float32"),
        TensorSpec("w", shape, "float32", data=np.ones(shape, np.float32)),
        TensorSpec("b", (channels,), "float32", data=np.zeros(channels, np.float32)),
        TensorSpec("y", (1, height, ow, channels), "float32"),
    ]
    return build_model([SubgraphSpec(tensors, [OpSpec(op, [0, 1, 2], [3], options)], inputs=[0], outputs=[3])])


#: name -> (model, packed weights [(path, bytes)], indirection [(path, bytes)]), by hand.
MODELS = {
    # 9×7 → 5×4 (SAME, 3×2 at stride 2): total padding 4·2 + 3 − 9 = 2 rows (1 above, 1 below),
    # 3·2 + 2 − 7 = 1 column; the compressed buffer keeps ceil(1/2) + ceil(1/2) + 1 = 3 rows of
    # step_height = 6 + (4 − 1)·2·3 = 24 pointers, plus 6 − 1: 77 × 8 = 616; the zero row
    # 5 × 4 + 16 = 36; a divisor per output pixel: 20 × 4 = 80.
    "avg_same": (average_pool(), [], [("avgpool", 616), ("avgpool_zero", 36), ("avgpool_divisors", 80)]),
    # 9×7 → 4×3 (VALID): one row of 6 + 2·2·3 = 18 pointers, plus 5: 23 × 8 = 184; no divisors.
    "avg_valid": (average_pool(padding="VALID"), [], [("avgpool", 184), ("avgpool_zero", 36)]),
    # 20×17×3 → 7×9 (SAME, 5×4 at stride 3×2): padding 6·3 + 5 − 20 = 3 rows (1 above, 2 below),
    # ceil(1/3) + ceil(2/3) + 1 = 3 rows of 20 + 8·2·5 = 100 pointers, plus 19: 319 × 8 = 2,552;
    # the zero row 3 × 4 + 16 = 28; 63 divisors: 252.
    "avg_same_big": (
        average_pool((20, 17), 3, (5, 4), (3, 2)),
        [],
        [("avgpool", 2552), ("avgpool_zero", 28), ("avgpool_divisors", 252)],
    ),
    # 1×300 → 1×119, 64 taps at stride 2, one channel: no depthwise kernel holds 64 taps, so an
    # IGEMM; 1 output channel < nr 32 takes the narrow configuration (nr 16, mr 1 or 7): weights
    # 16 × (64 × 4 + 4) = 4,160; 119 pixels take mr 7 (17·(3·23 + 112) = 3,077 against
    # 119·(3·17 + 16) = 7,973): 64 × 119 × 8 = 60,928.
    "conv_1x64_s2": (row_conv("CONV_2D", 300, 64, 2), [("igemm", 4160)], [("igemm", 60928)]),
    # 10×12×20 depthwise 1×1 at stride 1: the 3-tap kernel (multiply-add never taken): weights
    # (3 × 4 + 4) × 32 channels = 512; step_height = 1 + 11·1·1 = 12, 3 − 1 + 10·12 = 122
    # pointers = 976 → 1,024.
    "dw_1x1": (row_conv("DEPTHWISE_CONV_2D", 12, 1, 1, height=10, channels=20), [("dwconv", 512)], [("dwconv", 1024)]),
    # at stride 2 (12 → 6 columns): step_height = 1 + 5·1·1 = 6, 2 + 60 = 62 pointers = 496 → 512.
    "dw_1x1_s2": (
        row_conv("DEPTHWISE_CONV_2D", 12, 1, 2, height=10, channels=20),
        [("dwconv", 512)],
        [("dwconv", 512)],
    ),
}


def _predicted(path: Path, cpu: str = "avx512amx") -> tuple[PackedWeights, XnnpackIndirection]:
    graph = load_model(path)
    delegations = delegated_graph(graph)[1]
    packed = packed_weights(graph, delegations, cpu)
    return packed, xnnpack_indirection(graph, packed, delegations)


def _write(tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.tflite"
    path.write_bytes(MODELS[name][0])
    return path


@pytest.mark.parametrize("name", list(MODELS))
def test_paths_and_sizes_by_hand(name: str, tmp_path: Path) -> None:
    packed, indirection = _predicted(_write(tmp_path, name))
    _, weights, buffers = MODELS[name]
    assert [(p.path, p.nbytes) for p in packed.operators] == weights
    assert [(b.path, b.nbytes) for b in indirection.buffers] == buffers
    assert packed.unmodelled == () and indirection.unmodelled == ()


def test_a_1x1_average_pool_is_a_clamp(tmp_path: Path) -> None:
    """The delegate defines a 1×1 AVERAGE_POOL_2D as a clamp: no pooling buffers."""
    path = tmp_path / "avg_1x1.tflite"
    path.write_bytes(average_pool(pool=(1, 1), stride=(1, 1)))
    assert _predicted(path)[1].buffers == ()


def test_a_global_valid_average_pool() -> None:
    """mediapipe's selfie segmentation pools 16×16×96 to one pixel: one row of 256
    pointers, plus 255: 511 × 8 = 4,088, and a zero row of 96 × 4 + 16 = 400."""
    assert avgpool_buffers(16, 16, 16, 16, False, (16, 16, 96), 4) == {"avgpool": 4088, "avgpool_zero": 400}


def test_a_wide_single_channel_convolution_on_other_families(tmp_path: Path) -> None:
    """avx2: IGEMM 5×16, narrow 10×8 (mr 1, 5 or 10): weights 8 × 260 = 2,080 → 2,112; 119 pixels
    take mr 10 (12·(3·18 + 80) = 1,608, mr 5: 24·(3·13 + 40) = 1,896): 64 × 120 × 8 =
    61,440."""
    packed, indirection = _predicted(_write(tmp_path, "conv_1x64_s2"), "avx2")
    assert [(p.config, p.nbytes) for p in packed.operators] == [("f32_nr2", 2112)]
    assert [b.nbytes for b in indirection.buffers] == [61440]


@pytest.mark.runtime
def test_the_wheel_holds_these_buffers(tmp_path: Path) -> None:
    """Live: under gdb the wheel's reshape functions hold exactly memplan's buffers (bytes
    asked for), and it packs exactly memplan's weights, on this machine's family."""
    pytest.importorskip("ai_edge_litert")
    if shutil.which("gdb") is None:
        pytest.skip("gdb is missing")
    from tests.corpus.measure import indirection_stage
    from tests.runtimes import litert_xnnpack_weights
    from tflite_memplan.semantics.litert.xnnpack_weights import host_family

    for name in MODELS:
        path = _write(tmp_path, name)
        packed, indirection = _predicted(path, host_family())
        found, _ = indirection_stage(path, 1)
        assert (found["indirection"], found["indirection_blocks"]) == (indirection.total, len(indirection.buffers))
        weights = litert_xnnpack_weights(path, threads=1)
        assert weights is not None
        assert [n for n, _ in weights["packings"]] == [p.nbytes for p in packed.operators]
