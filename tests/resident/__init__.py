"""The models whose resident LiteRT arenas are measured (``measure.py``) and tested
(``tests/test_resident.py``): every sample, the Keras loops, the control-flow models
of ``tests/tiny_models.py`` and ``tests/kernel_models.py``, the sparse float16 ones and,
when present, the dev-set models. ``measured.json`` holds what the wheel held at once for each (every
arena event too), ``RESULTS.md`` its summary."""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from tests import tiny_models
from tests.conftest import REAL_MODELS, ROOT, SAMPLES
from tests.kernel_models import kernel_models

MEASURED = Path(__file__).with_name("measured.json")
RESULTS = Path(__file__).with_name("RESULTS.md")

#: Models built in memory, by name.
BUILT: dict[str, Callable[[], bytes]] = {
    "if_branches": tiny_models.if_branches,
    "while_with_if": tiny_models.while_with_if,
    "call_once_init": tiny_models.call_once_init,
    "stablehlo_composite": tiny_models.stablehlo_composite,
    "while_dynamic_body": tiny_models.while_dynamic_body,
    "while_dynamic_body-reshape-in-place": functools.partial(tiny_models.while_dynamic_body, reshape_state=False),
    "computed_shapes": tiny_models.computed_shapes,
    **{
        f"loops_in_sequence-{'dynamic' if dynamic else 'static'}-init{init}": functools.partial(
            tiny_models.loops_in_sequence, dynamic_first=dynamic, init=init
        )
        for dynamic in (False, True)
        for init in (0, 128)
    },
    "nested_loops": tiny_models.nested_loops,
    **{f"sparse_float16-{op}": functools.partial(tiny_models.sparse_float16, op) for op in tiny_models.SPARSE_SHAPES},
    "block_sparse_fully_connected": tiny_models.block_sparse_fully_connected,
    **{
        f"kernel:{name}": functools.partial(lambda n: kernel_models()[n].data, name)
        for name in ("if_f32", "while_f32", "resource_var_float32_4", "resource_var_float32_64", "resource_var_int8_16")
    },
}

#: Model files, by name: the samples, the Keras loops, the dev set (when present).
FILES: dict[str, Path] = {
    **{f"sample:{p.name}": p for p in sorted(SAMPLES.glob("*.tflite"))},
    **{f"keras:{p.name}": p for p in sorted((ROOT / "tests" / "models").glob("keras_*.tflite"))},
    **{f"dev:{p.name}": p for p in sorted(REAL_MODELS.glob("*.tflite"))},
}


def model_bytes(name: str) -> bytes | None:
    """The model called ``name`` (None: a file that is not here)."""
    if name in BUILT:
        return BUILT[name]()
    path = FILES.get(name)
    return path.read_bytes() if path is not None and path.is_file() else None


def names() -> list[str]:
    """Every model at hand, built ones first."""
    return [*BUILT, *FILES]


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def measured() -> dict:
    """The committed measurements: ``{"wheel", "gdb", "invokes", "models": {name: {"sha256",
    "settings": {"1": {"resident", "peaks", "events"} or None, "2": ..., "1 xnnpack": ..., "2 xnnpack": ...}}}}``
    (thread count, and whether XNNPACK was applied)."""
    return json.loads(MEASURED.read_text())
