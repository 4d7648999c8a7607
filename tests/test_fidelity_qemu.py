"""memplan against TFLM measured on emulated cores (reference, CMSIS-NN and ESP-NN kernels).

``tests/qemu/arenas.json`` holds what TFLM reported under QEMU system emulation
(Cortex-M3, M4 and M55 — a core without DSP, one with DSP and one with MVE — each with
the reference and the CMSIS-NN kernels; a Cortex-M7 and a Cortex-M33, both with DSP, with
CMSIS-NN; the M55 also built for an Ethos-U NPU, whose
operator allocates without the NPU; and esp-tflite-micro with ESP-NN's generic
kernels on RV32IMAC, the ESP32-C6's instruction set), per sample, dev-set and per-kernel
model: head, tail and every recorded category with the plain and the recording
allocator, and the smallest arena AllocateTensors accepts, bisected (rows saying
``"minimum_rule": "no failed allocation"`` were bisected by a probe that also counts an
attempt as failed when TFLM printed "Failed to allocate": SignalRfft's Init ignores a
failed persistent allocation, and AllocateTensors then succeeds anyway). Every row is
compared with memplan's prediction for that core and library, always; with
``MEMPLAN_QEMU_PROBES`` naming a folder of probe builds, rows are measured again live (a
row with a ``minimum_rule`` also on ``probe_strict_<config>.elf`` when the folder has it;
``tests/qemu/measure.py`` is the runner; ``tests/qemu/PROVENANCE.md`` the builds).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES
from tests.kernel_models import kernel_models
from tests.qemu.measure import CONFIGS, STOCK_MINIMUM, TABLE, VELA_MODELS, emulator, run, stock_modes
from tflite_memplan import analyze, parse_model

ROWS = json.loads(TABLE.read_text())["rows"]

#: Kernels whose Prepare allocates persistent data while their temporary tensors are live
#: (int8 BATCH_MATMUL, CUMSUM, EMBEDDING_LOOKUP, FULLY_CONNECTED, GATHER, the signal
#: library's Delay and Framer) and SignalRfft, which ignores a failed persistent
#: allocation: measured with the strict rule (the row's "minimum_rule"), their minimum is
#: memplan's, where the stock rule found a smaller arena in which an allocation failed or
#: overlapped live temporaries (kept as "minimum_allocate_tensors_ok").
STRICT_FAMILIES = ("batch_matmul_i8", "cumsum_i8", "embedding_lookup_i8", "fc_i", "gather_i8", "signal_")


@cache
def _model_bytes(source: str, name: str) -> bytes | None:
    if source == "sample":
        return (SAMPLES / name).read_bytes()
    if source == "kernel":
        model = kernel_models().get(name.removesuffix(".tflite"))
        return None if model is None else model.data
    if source == "vela":
        return (VELA_MODELS / name).read_bytes()
    path = REAL_MODELS / name
    return path.read_bytes() if path.is_file() else None


def _predicted(row: dict, recording: bool):
    data = _model_bytes(row["source"], row["model"])
    if data is None:
        pytest.skip(f"{row['model']}: the dev-set models are not here")
    assert hashlib.sha256(data).hexdigest() == row["sha256"], "the table measured other bytes: measure again"
    _, _, options = CONFIGS[row["config"]]
    analysis = analyze(parse_model(data, row["model"]), semantics_options={**options, "recording": recording})
    assert analysis.arena is not None
    return analysis.arena


def _ok(row: dict, mode: str) -> dict:
    measured = row[mode]
    if not measured["ok"]:
        pytest.skip(f"{row['model']}: TFLM on {row['config']} did not allocate it ({mode} allocator)")
    return measured


IDS = [f"{r['config']}:{r['model']}" for r in ROWS]


@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_head_tail_exact_and_the_minimum_never_below_the_emulated_core(row: dict) -> None:
    measured = _ok(row, "plain")
    arena = _predicted(row, recording=False)
    assert (arena.head, arena.tail.bytes) == (measured["head"], measured["tail"])
    bisected = measured["minimum"]
    # bisected over multiples of 16 bytes, and memplan's minimum is one: never below (a
    # device that declares it boots), at most 16 bytes above
    room = 16
    if row["config"] in STOCK_ONLY and row["model"].startswith(STRICT_FAMILIES):
        # bisected with the stock rule, which accepts a persistent buffer over live
        # temporaries: memplan keeps room for both, as on the host wheel
        room = 64
    assert 0 <= arena.minimum - bisected <= room, (arena.minimum, bisected)


#: Configurations bisected with the stock rule only (the status AllocateTensors returns).
STOCK_ONLY = ("c6_esp-nn",)


def test_the_kernels_that_fail_quietly_were_measured_with_the_strict_rule() -> None:
    rows = [r for r in ROWS if r["model"].startswith(STRICT_FAMILIES) and r["config"] not in STOCK_ONLY]
    assert rows and all(r.get("minimum_rule") == "no failed allocation" for r in rows)
    # e.g. a 64-point float RFFT: AllocateTensors says kTfLiteOk from 1,104 B (its
    # kissfft state not allocated), the smallest arena where nothing fails is 2,032 B
    rfft = next(r for r in rows if (r["config"], r["model"]) == ("m4_cmsis-nn", "signal_rfft_float32_64.tflite"))
    assert (rfft["plain"]["minimum"], rfft["plain"]["minimum_allocate_tensors_ok"]) == (2032, 1104)


@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_every_recorded_category_equals_the_emulated_core(row: dict) -> None:
    measured = _ok(row, "recording")
    arena = _predicted(row, recording=True)
    assert (arena.head, arena.tail.bytes) == (measured["head"], measured["tail"])
    mine = {k: list(v) for k, v in arena.tail.recorded().items() if v[0] or v[1]}
    assert mine == {k: v for k, v in measured["categories"].items() if v[0] or v[1]}


def test_the_table_covers_a_core_of_each_class_with_both_libraries() -> None:
    measured = {(r["config"], r["source"]) for r in ROWS if r["plain"]["ok"]}
    for config in CONFIGS:
        assert {(config, "sample"), (config, "kernel")} <= measured


def test_the_vela_person_detect_allocates_only_with_the_npu_kernel() -> None:
    # TFLM's Ethos-U kernel needs no NPU until Eval: AllocateTensors ran on the emulated
    # Cortex-M55 (the figures memplan must equal are compared above, row by row).
    vela = {r["config"]: r for r in ROWS if r["model"] == "person_detect_vela.tflite"}
    plain = vela["m55_ethos-u"]["plain"]
    assert (plain["ok"], plain["head"], plain["tail"], plain["minimum"]) == (True, 74_544, 388, 74_944)
    assert vela["m55_ethos-u"]["recording"]["ok"]
    assert not any(r["plain"]["ok"] for config, r in vela.items() if config != "m55_ethos-u")


LIVE = os.environ.get("MEMPLAN_QEMU_PROBES")
#: Models beyond the samples the live run measures again (when they are here).
LIVE_TOO = ("person_detect_vela.tflite",)


@pytest.mark.skipif(not LIVE, reason="no probe builds here")
@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_the_table_is_reproduced_live(config: str, tmp_path: Path) -> None:
    probe = Path(str(LIVE)) / f"probe_{config}.elf"
    if not probe.is_file() or shutil.which(emulator(config)) is None:
        pytest.skip(f"no {probe} or no {emulator(config)}")
    for row in [r for r in ROWS if r["config"] == config and (r["source"] == "sample" or r["model"] in LIVE_TOO)]:
        data = _model_bytes(row["source"], row["model"])
        if data is None:
            continue
        path = tmp_path / row["model"]
        path.write_bytes(data)
        if "stock_probe_ended" not in row:  # the stock probe reports the row but a strict minimum
            modes, _ = run(probe, config, path)
            assert {m: modes[m] for m in ("plain", "recording")} == stock_modes(row)
        strict = probe.with_name(f"probe_strict_{config}.elf")
        if "minimum_rule" in row and strict.is_file():
            modes, _ = run(strict, config, path, strict=True)
            assert {m: modes[m] for m in ("plain", "recording")} == {
                m: {k: v for k, v in row[m].items() if k != STOCK_MINIMUM} for m in ("plain", "recording")
            }


@pytest.mark.parametrize(
    ("config", "twin", "at_least"),
    [
        ("m7_cmsis-nn", "m4_cmsis-nn", 300),
        ("m33_cmsis-nn", "m4_cmsis-nn", 300),
        ("m7_reference", "m4_reference", 300),
        # a spread of the kernel models (PROVENANCE.md)
        ("m33_reference", "m4_reference", 120),
    ],
)
def test_the_other_dsp_cores_allocate_as_the_cortex_m4(config: str, twin: str, at_least: int) -> None:
    # memplan predicts one build per kernel library for the M4, M7 and M33 (same ABI, same
    # kernels' buffers): measured, every model either core ran allocates the same on all three
    m4 = {r["model"]: r for r in ROWS if r["config"] == twin}
    rows = [r for r in ROWS if r["config"] == config and r["plain"]["ok"] and r["model"] in m4]
    assert len(rows) >= at_least
    for row in rows:
        for mode in ("plain", "recording"):
            theirs = {k: v for k, v in m4[row["model"]][mode].items() if k != STOCK_MINIMUM}
            assert row[mode] == theirs, (row["model"], mode)
