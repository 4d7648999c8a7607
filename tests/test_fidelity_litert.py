"""memplan's ``tflite`` plan equals, to the byte, the arena the LiteRT CPU interpreter lays out.

For every sample model and every real model (``../shared/models``, skipped when absent)
that LiteRT can run, the probe in ``tests/runtimes.py`` reads where the interpreter put
each arena tensor. memplan must reproduce the arena's size and every tensor's offset
(an in-place alias at its root's offset). Kernel temporaries are not modelled yet (a
documented limitation), so models for which the interpreter placed any are skipped,
naming the temporaries; they change the sort and the placement of the model's tensors.

Synthetic models with many equally ranked tensors (``tiny_models.split_ties``) check
the tie-breaking: TFLite's unstable ``std::sort`` over its per-operator
``unordered_set`` order, which memplan emulates (``tflite_memplan.libstdcxx``).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES, require_real_models
from tests.runtimes import litert_arena_tensors
from tests.tiny_models import split_ties
from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.loader import load_model
from tflite_memplan.planners.greedy_by_size import greedy_by_size

pytest.importorskip("ai_edge_litert")

pytestmark = pytest.mark.runtime

_ALLOC_TYPE_NAMES = {2: "arena", 3: "persistent arena"}

# One probe (one child process) and one analysis per model, shared by the tests below.
_PROBES: dict[Path, dict | None] = {}
_ANALYSES: dict[Path, Analysis] = {}


def probe(path: Path) -> dict:
    """LiteRT's arena for ``path`` (temporaries included); skips when LiteRT cannot run it."""
    if not path.is_file():
        require_real_models()  # the placeholder for an absent real-models folder
    if path not in _PROBES:
        _PROBES[path] = litert_arena_tensors(path, include_temporaries=True)
    info = _PROBES[path]
    if info is None:
        pytest.skip(f"{path.name}: LiteRT cannot load, allocate or run this model")
    return info


def probe_without_temporaries(path: Path) -> dict:
    """The probe's model tensors only (index < the model's tensor count) and their span."""
    info = probe(path)
    temporaries = info["temporaries"]
    if temporaries is None:
        pytest.skip(f"{path.name}: the probe could not read allocation types, so temporaries are unknown")
    if temporaries:
        described = ", ".join(
            f"#{i} ({nbytes} B, {_ALLOC_TYPE_NAMES[kind]})" for i, (kind, nbytes) in sorted(temporaries.items())
        )
        noun = "temporary" if len(temporaries) == 1 else "temporaries"
        pytest.skip(
            f"{path.name}: the runtime placed {len(temporaries)} kernel {noun}, which memplan does not "
            f"model yet: {described}"
        )
    return info


def all_models() -> list[Path]:
    real = sorted(REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else [REAL_MODELS]
    return sorted(SAMPLES.glob("*.tflite")) + real


def memplan_tflite(path: Path) -> Analysis:
    if path not in _ANALYSES:
        _ANALYSES[path] = analyze(load_model(path), "tflite")
    return _ANALYSES[path]


def memplan_offsets(analysis: Analysis) -> dict[int, int]:
    """Offset of every tensor memplan places, aliases at their root's offset."""
    plan = analysis.primary.plan
    offsets = {r.tensor: off for r, off in zip(analysis.records, plan.offsets, strict=True)}
    for alias in analysis.lifetimes.aliases:
        offsets[alias.tensor] = offsets[alias.of]
    return offsets


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_arena_size_matches_litert(path: Path) -> None:
    info = probe_without_temporaries(path)
    # With nothing else in the arena, the span of the model's tensors is the planned size.
    assert memplan_tflite(path).primary.plan.arena_size == info["span"]


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_offset_matches_litert(path: Path) -> None:
    info = probe_without_temporaries(path)
    measured = {i: offset for i, (offset, _nbytes, _name) in info["tensors"].items()}
    assert memplan_offsets(memplan_tflite(path)) == measured


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_size_matches_litert(path: Path) -> None:
    info = probe_without_temporaries(path)
    analysis = memplan_tflite(path)
    sizes = {r.tensor: r.size for r in analysis.records}
    measured = {i: nbytes for i, (_offset, nbytes, _name) in info["tensors"].items() if i in sizes}
    assert sizes == measured


# Sort entries memplan does not emit as records move the ties too (see the ``tflite``
# semantics): variables (ranked as whole-run, placed in the persistent arena) and
# in-place aliases (ranked by their own size and first use, never placed).
TIE_CASES = [
    pytest.param({"seed": 0}, id="seed0"),
    pytest.param({"seed": 1}, id="seed1"),
    pytest.param({"seed": 2}, id="seed2"),
    pytest.param({"seed": 0, "reshape_every": 3}, id="in-place-aliases"),
    pytest.param({"seed": 0, "variables": 6}, id="variables"),
]


@pytest.mark.parametrize("options", TIE_CASES)
def test_ties_are_broken_as_litert_breaks_them(options: dict, tmp_path: Path) -> None:
    path = tmp_path / "split_ties.tflite"
    path.write_bytes(split_ties(**options))
    info = probe_without_temporaries(path)
    measured = {i: offset for i, (offset, _nbytes, _name) in info["tensors"].items()}
    analysis = analyze(load_model(path), "tflite")
    # The model must really exercise the ties: placing the same records listed in
    # tensor-index order (without the runtime's ranks) gives other offsets.
    by_index = sorted((dataclasses.replace(r, rank=None) for r in analysis.records), key=lambda r: r.tensor)
    plan = greedy_by_size(by_index, analysis.alignment)
    naive_order = {r.tensor: off for r, off in zip(by_index, plan.offsets, strict=True)}
    assert naive_order != {t: measured[t] for t in naive_order}
    assert memplan_offsets(analysis) == measured
    assert analysis.primary.plan.arena_size == info["span"]
