"""The minimum tensor_arena is never too small, byte for byte.

``tests/qemu/bytes.json`` holds TFLM's smallest accepted arena on an emulated Cortex-M4
(CMSIS-NN and reference kernels), Cortex-M7 and Cortex-M33 (CMSIS-NN), bisected byte by
byte with a fresh emulator per trial (``tests/qemu/bisect_bytes.py``; builds in
``tests/qemu/PROVENANCE.md``): on the M4 for streaming models with resource variables
(``tests/qemu/rv_models.py``), the resource-variable kernel models and the samples; on the
M7 and M33 for the samples, the dev-set models and the kernel models.
memplan's minimum must be accepted by every one of them and be at most 16 bytes above:
0 <= predicted - measured <= 16. Before the tail was counted rounded up to 16 while TFLM
plans, 12 CMSIS-NN rows were 16 bytes below (a device declaring memplan's figure failed
with "Too many buffers").
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES
from tests.qemu.measure import CONFIGS
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import parse_model

TABLE = Path(__file__).parent / "qemu" / "bytes.json"
ROWS = json.loads(TABLE.read_text())["rows"]


@cache
def _sources() -> dict[tuple[str, str], bytes]:
    from tests.kernel_models import kernel_models
    from tests.qemu.rv_models import models as streaming

    out = {("streaming", f"{name}.tflite"): data for name, data in streaming().items()}
    out |= {("kernel", f"{name}.tflite"): m.data for name, m in kernel_models().items()}
    out |= {("sample", p.name): p.read_bytes() for p in SAMPLES.glob("*.tflite")}
    out |= {("shared", p.name): p.read_bytes() for p in REAL_MODELS.glob("*.tflite")}
    return out


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['config']}:{r['model']}" for r in ROWS])
def test_the_minimum_is_never_below_the_byte_exact_one(row: dict) -> None:
    data = _sources().get((row["source"], row["model"]))
    if data is None and row["source"] == "shared":
        pytest.skip(f"{row['model']}: the dev-set models are not here")
    assert data is not None and hashlib.sha256(data).hexdigest() == row["sha256"], "measure this model again"
    measured = row["measured"]
    assert measured["ok"] and measured["below_all_fail"]  # 2, 5, 8 and 16 bytes below all fail too
    options = {**CONFIGS[row["config"]][2], "resource_variables": measured["slots"]}
    arena = analyze(parse_model(data, row["model"]), semantics_options=options).arena
    assert arena is not None
    assert (arena.head, arena.tail.bytes) == (measured["head"], measured["tail"])
    assert 0 <= arena.minimum - measured["minimum"] <= 16, (arena.minimum, measured["minimum"])


def test_the_rows_memplan_was_below_on_are_exact_now() -> None:
    below = [r for r in ROWS if r["memplan_minus_measured"] < 0]
    assert len(below) == 12 and {r["config"] for r in below} == {"m4_cmsis-nn"}
    assert all(r["memplan_proposed_minimum"] == r["measured"]["minimum"] for r in below)
