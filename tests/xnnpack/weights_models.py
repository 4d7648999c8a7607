"""The models XNNPACK's packed weights and LiteRT's heap are measured on (``measure_weights.py``)
and compared with (``tests/test_xnnpack_weights.py``)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_models"
#: The dev set, outside the repository (skipped when absent).
SHARED = ROOT.parent / "shared" / "models"
KERAS = ROOT / "tests" / "models"


def models() -> Iterator[tuple[str, str, bytes]]:
    """(source, name, model bytes) of every model measured: the samples, the dev set,
    the Keras loops, every per-kernel model, the synthetic models ``tests/test_xnnpack.py``
    runs with XNNPACK, unsigned 8-bit and 4-bit layers and the workspace's rule models
    (``tests/xnnpack/models.py``)."""
    for folder, source in ((SAMPLES, "sample"), (SHARED, "dev"), (KERAS, "keras")):
        pattern = "keras_*.tflite" if source == "keras" else "*.tflite"
        for path in sorted(folder.glob(pattern)) if folder.is_dir() else ():
            yield source, path.name, path.read_bytes()
    from tests.kernel_models import kernel_models

    for name, model in kernel_models().items():
        yield "kernel", name, model.data
    from tests.test_xnnpack import SYNTHETIC

    for param in SYNTHETIC:
        build, options = param.values
        yield "synthetic", param.id, build(**options)
    yield "synthetic", "unsigned-layers", unsigned_layers()
    yield "synthetic", "int4-fully-connected-k20", int4_fully_connected()
    from tests import tiny_models

    yield "synthetic", "hybrid-int4-fully-connected-k20", tiny_models.hybrid("FULLY_CONNECTED", int4=True, width=20)
    from tests.xnnpack.models import MODELS

    for name, build in MODELS.items():  # the workspace's rule models (padding, clamps, sparse float16)
        yield "rule", name, build()


def unsigned_layers() -> bytes:
    """Unsigned 8-bit layers, quantized per tensor (XNNPACK's qu8 kernels): CONV_2D 3×3,
    4 → 6 channels; DEPTHWISE_CONV_2D 3×3 on 6; FULLY_CONNECTED 384 → 10."""
    import numpy as np

    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    act, weights, bias = (
        {"scale": 0.05, "zero_point": 128},
        {"scale": 0.02, "zero_point": 120},
        {"scale": 0.001, "zero_point": 0},
    )
    rng = np.random.default_rng(0)

    def constant(name: str, shape: tuple[int, ...]) -> TensorSpec:
        return TensorSpec(name, shape, "uint8", data=rng.integers(0, 255, shape, dtype=np.uint8), **weights)

    def zeros(name: str, n: int) -> TensorSpec:
        return TensorSpec(name, (n,), "int32", data=np.zeros(n, np.int32), **bias)

    tensors = [
        TensorSpec("x", (1, 8, 8, 4), "uint8", **act),
        constant("w1", (6, 3, 3, 4)),
        zeros("b1", 6),
        TensorSpec("y1", (1, 8, 8, 6), "uint8", **act),
        constant("w2", (1, 3, 3, 6)),
        zeros("b2", 6),
        TensorSpec("y2", (1, 8, 8, 6), "uint8", **act),
        constant("w3", (10, 384)),
        zeros("b3", 10),
        TensorSpec("y3", (1, 10), "uint8", **act),
    ]
    conv = {"padding": "SAME", "stride_w": 1, "stride_h": 1, "dilation_w_factor": 1, "dilation_h_factor": 1}
    ops = [
        OpSpec("CONV_2D", [0, 1, 2], [3], conv),
        OpSpec("DEPTHWISE_CONV_2D", [3, 4, 5], [6], {**conv, "depth_multiplier": 1}),
        OpSpec("FULLY_CONNECTED", [6, 7, 8], [9], {}),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[9], name="main")])


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def int4_fully_connected() -> bytes:
    """FULLY_CONNECTED with int8 activations and a 4-bit filter, 20 → 5 (20 input channels:
    not a multiple of the planes × kr XNNPACK rounds 4-bit filters to)."""
    import numpy as np

    from tests.tiny_models import _packed_int4
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    act = {"scale": 0.1, "zero_point": 0}
    tensors = [
        TensorSpec("x", (1, 20), "int8", **act),
        TensorSpec("w", (5, 20), "int4", data=_packed_int4((5, 20)), scale=0.02, zero_point=0),
        TensorSpec("b", (5,), "int32", data=np.zeros(5, np.int32), scale=0.002, zero_point=0),
        TensorSpec("y", (1, 5), "int8", **act),
    ]
    ops = [OpSpec("FULLY_CONNECTED", [0, 1, 2], [3], {}, version=10)]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[3], name="main")])
