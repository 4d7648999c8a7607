"""The models XNNPACK's packed weights and LiteRT's heap are measured on (``measure.py``)
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
    the Keras loops, every per-kernel model and the synthetic models ``tests/test_xnnpack.py``
    runs with XNNPACK."""
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


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
