"""memplan's TFLM arena equals, to the byte, the head TFLite Micro itself reports.

Two sources of truth: the real ``tflite-micro`` interpreter (the ``runtimes`` extra),
run on every sample model and every real model; and the head bytes recorded in the
real models' README (``../shared/models``), which needs no runtime. Both skip when
what they need is absent.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES, require_real_models
from tests.runtimes import tflm_reported_arena
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model


def memplan_tflm_head(path: Path) -> int:
    return analyze(load_model(path), "tflm", semantics_options={"target": "host64"}).primary.footprint


def readme_heads() -> dict[str, int]:
    """``file -> head bytes`` from the real models' README table (rows with a number)."""
    text = (require_real_models() / "README.md").read_text()
    rows = re.findall(r"^\|\s*([\w.]+\.tflite)\s*\|\s*([\d,]+)\s*\|", text, flags=re.M)
    return {name: int(head.replace(",", "")) for name, head in rows}


def real_model_names() -> list[str]:
    return sorted(p.name for p in REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else []


def test_readme_lists_the_models() -> None:
    heads = readme_heads()
    assert heads["person_detect.tflite"] == 55296
    assert heads["keyword_scrambled.tflite"] == 672


@pytest.mark.parametrize("name", real_model_names() or ["(no real models)"])
def test_head_matches_the_recorded_tflm_head(name: str) -> None:
    heads = readme_heads()
    if name not in heads:
        pytest.skip(f"{name}: TFLM cannot allocate it (no head recorded)")
    assert memplan_tflm_head(REAL_MODELS / name) == heads[name]


def test_person_detect_is_55296_and_keyword_scrambled_672_with_svdf_scratch() -> None:
    root = require_real_models()
    assert memplan_tflm_head(root / "person_detect.tflite") == 55296
    g = load_model(root / "keyword_scrambled.tflite")
    a = analyze(g, "tflm")
    assert a.primary.footprint == 672
    scratch = [r for r in a.records if r.kind == "scratch"]
    assert scratch and all(r.operator is not None for r in scratch)
    assert {g.subgraphs[r.operator[0]].operators[r.operator[1]].opcode for r in scratch} == {"SVDF"}


def test_offline_plan_of_a_vela_model_is_kept() -> None:
    g = load_model(require_real_models() / "person_detect_vela.tflite")
    assert g.offline_offsets is not None and len(g.offline_offsets) == g.num_tensors
    a = analyze(g, "tflm")
    fixed = [(r, off) for r, off in zip(a.records, a.primary.plan.offsets, strict=True) if r.offline_offset is not None]
    assert fixed and all(off == r.offline_offset for r, off in fixed)
    # the default build (CMSIS-NN, no NPU) cannot run its ethos-u operator: a will-it-run refusal
    assert a.runnability is not None and a.runnability.first is not None
    assert (a.runnability.first.opcode, a.runnability.first.phase) == ("ethos-u", "resolve")


def all_models() -> list[Path]:
    return sorted(SAMPLES.glob("*.tflite")) + sorted(REAL_MODELS.glob("*.tflite") if REAL_MODELS.is_dir() else [])


@pytest.mark.runtime
@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_head_matches_the_live_tflm_interpreter(path: Path) -> None:
    pytest.importorskip("tflite_micro")
    reported = tflm_reported_arena(path)
    if reported is None:
        pytest.skip(f"{path.name}: the tflite-micro interpreter cannot allocate this model")
    head, _tail = reported
    assert memplan_tflm_head(path) == head
