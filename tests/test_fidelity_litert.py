"""memplan's ``tflite`` plan equals, to the byte, the arena the LiteRT CPU interpreter lays out.

For every sample model and every real model (``../shared/models``, skipped when absent)
that LiteRT can run, the probe in ``tests/runtimes.py`` reads where the interpreter put
each arena tensor. memplan must reproduce the arena's size and every tensor's offset
(an in-place alias at its root's offset). Kernel temporaries take part in the sort and
the placement: memplan models CONV_2D's im2col and MEAN's temporaries, which must land
where the runtime puts them too. Models whose runtime placed temporaries of operators
memplan does not model (SVDF, LSTM, ...) are skipped, naming them.

Synthetic models with many equally ranked tensors (``tiny_models.split_ties``) check
the tie-breaking: TFLite's unstable ``std::sort`` over its per-operator
``unordered_set`` order, which memplan emulates (``tflite_memplan._libstdcxx``).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES, require_real_models
from tests.runtimes import litert_arena_tensors
from tests.tiny_models import conv2d, float16_weights, mean, mean_then_convs, split_ties
from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.model.reader import load_model
from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size
from tflite_memplan.semantics.tflite import kernel_temporaries

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


def comparable_probe(path: Path) -> dict:
    """The probe, when memplan models every kernel temporary the runtime placed.

    Skips when the probe could not tell temporaries apart, or when the runtime placed
    temporaries and the model holds operators whose temporaries memplan does not
    model (then the sort and the placement of the model's tensors differ too).
    """
    info = probe(path)
    temporaries = info["temporaries"]
    if temporaries is None:
        pytest.skip(f"{path.name}: the probe could not read allocation types, so temporaries are unknown")
    _modelled, unmodelled = kernel_temporaries(memplan_tflite(path).graph.main)
    if temporaries and unmodelled:
        described = ", ".join(
            f"#{i} ({nbytes} B, {_ALLOC_TYPE_NAMES[kind]})" for i, (kind, nbytes) in sorted(temporaries.items())
        )
        noun = "temporary" if len(temporaries) == 1 else "temporaries"
        pytest.skip(
            f"{path.name}: the runtime placed {len(temporaries)} kernel {noun} ({described}); memplan does "
            f"not model those of {', '.join(unmodelled)}"
        )
    return info


def model_tensors(info: dict) -> dict[int, tuple[int, int, str]]:
    """The probe's arena tensors that belong to the model (not kernel temporaries)."""
    return {i: row for i, row in info["tensors"].items() if i < info["num_model_tensors"]}


def all_models() -> list[Path]:
    real = sorted(REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else [REAL_MODELS]
    return sorted(SAMPLES.glob("*.tflite")) + real


def memplan_tflite(path: Path) -> Analysis:
    if path not in _ANALYSES:
        _ANALYSES[path] = analyze(load_model(path), "tflite")
    return _ANALYSES[path]


def memplan_offsets(analysis: Analysis) -> dict[int, int]:
    """Offset of every model tensor memplan places, aliases at their root's offset."""
    plan = analysis.primary.plan
    offsets = {r.tensor: off for r, off in zip(analysis.records, plan.offsets, strict=True) if r.kind == "tensor"}
    for alias in analysis.lifetimes.aliases:
        offsets[alias.tensor] = offsets[alias.of]
    return offsets


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_arena_size_matches_litert(path: Path) -> None:
    info = comparable_probe(path)
    # Temporaries included, the span of the arena tensors is the planned size.
    assert memplan_tflite(path).primary.plan.arena_size == info["span"]


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_offset_matches_litert(path: Path) -> None:
    info = comparable_probe(path)
    measured = {i: offset for i, (offset, _nbytes, _name) in model_tensors(info).items()}
    assert memplan_offsets(memplan_tflite(path)) == measured


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_kernel_temporary_matches_litert(path: Path) -> None:
    """Same runtime index, size and offset for each temporary the runtime placed."""
    info = comparable_probe(path)
    analysis = memplan_tflite(path)
    modelled, _unmodelled = kernel_temporaries(analysis.graph.main)
    index_of = {t.name: t.index for t in modelled}
    plan = analysis.primary.plan
    ours = {
        index_of[r.name]: (off, r.size)
        for r, off in zip(analysis.records, plan.offsets, strict=True)
        if r.kind == "scratch"
    }
    measured = {i: (off, nbytes) for i, (off, nbytes, _name) in info["tensors"].items() if i in info["temporaries"]}
    assert ours == measured
    assert {t.index: t.heap for t in modelled if t.heap} == info["dynamic"]


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_the_whole_footprint_matches_litert(path: Path) -> None:
    info = comparable_probe(path)
    analysis = memplan_tflite(path)
    if len(analysis.graph.subgraphs) > 1:
        assert analysis.arena.unplanned_subgraphs == len(analysis.graph.subgraphs) - 1
    assert_whole_footprint(analysis, info, 1)


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_size_matches_litert(path: Path) -> None:
    info = comparable_probe(path)
    analysis = memplan_tflite(path)
    sizes = {r.tensor: r.size for r in analysis.records if r.kind == "tensor"}
    measured = {i: nbytes for i, (_offset, nbytes, _name) in model_tensors(info).items() if i in sizes}
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
    info = comparable_probe(path)
    measured = {i: offset for i, (offset, _nbytes, _name) in model_tensors(info).items()}
    analysis = analyze(load_model(path), "tflite")
    # The model must really exercise the ties: placing the same records listed in
    # tensor-index order (without the runtime's ranks) gives other offsets.
    by_index = sorted((dataclasses.replace(r, rank=None) for r in analysis.records), key=lambda r: r.tensor)
    plan = greedy_by_size(by_index, analysis.alignment)
    naive_order = {r.tensor: off for r, off in zip(by_index, plan.offsets, strict=True)}
    assert naive_order != {t: measured[t] for t in naive_order}
    assert memplan_offsets(analysis) == measured
    assert analysis.primary.plan.arena_size == info["span"]


# Kernel temporaries of the modelled kinds, one operator at a time and together.
TEMPORARY_CASES = [
    pytest.param(conv2d, {}, id="conv-float-3x3"),
    pytest.param(conv2d, {"stride": 2}, id="conv-float-stride2"),
    pytest.param(conv2d, {"padding": "VALID"}, id="conv-float-valid"),
    pytest.param(conv2d, {"kernel": 1, "dilation": 2}, id="conv-float-1x1-dilated"),
    pytest.param(conv2d, {"kernel": 1}, id="conv-float-1x1"),
    pytest.param(conv2d, {"dtype": "int8"}, id="conv-int8-3x3"),
    pytest.param(conv2d, {"dtype": "int8", "kernel": 1, "stride": 2}, id="conv-int8-1x1-stride2"),
    pytest.param(mean, {}, id="mean-float"),
    pytest.param(mean, {"dtype": "int8", "keep_dims": True}, id="mean-int8-keep"),
    pytest.param(mean, {"dtype": "int8", "axes": (0, 1, 2, 3)}, id="mean-int8-all-axes"),
    pytest.param(mean, {"dtype": "int32"}, id="mean-int32"),
    pytest.param(mean_then_convs, {}, id="mean-then-convs"),
    pytest.param(mean, {"op": "SUM"}, id="sum-float"),
    pytest.param(mean, {"op": "SUM", "dtype": "int8", "keep_dims": True}, id="sum-int8-keep"),
    pytest.param(mean, {"op": "SUM", "dtype": "int32"}, id="sum-int32"),
    pytest.param(mean, {"op": "REDUCE_PROD"}, id="prod-float"),
    pytest.param(mean, {"op": "REDUCE_PROD", "dtype": "int32", "axes": (3,)}, id="prod-int32"),
    pytest.param(mean, {"op": "REDUCE_MAX"}, id="max-float"),
    pytest.param(mean, {"op": "REDUCE_MAX", "dtype": "int8", "axes": (0, 1, 2, 3)}, id="max-int8-all-axes"),
    pytest.param(mean, {"op": "REDUCE_MIN", "keep_dims": True}, id="min-float-keep"),
    pytest.param(mean, {"op": "REDUCE_ANY", "dtype": "bool"}, id="any-bool"),
    pytest.param(mean, {"op": "REDUCE_ALL", "dtype": "bool", "axes": (3,)}, id="all-bool"),
]


@pytest.mark.parametrize(("build", "options"), TEMPORARY_CASES)
def test_modelled_temporaries_match_litert(build, options: dict, tmp_path: Path) -> None:
    path = tmp_path / "temporaries.tflite"
    path.write_bytes(build(**options))
    info = comparable_probe(path)
    analysis = memplan_tflite(path)
    assert kernel_temporaries(analysis.graph.main)[1] == []
    assert_arena_matches(analysis, info)


def assert_arena_matches(analysis: Analysis, info: dict) -> list:
    """Every arena offset (kernel temporaries by their runtime index) and the span equal
    the probe's; returns memplan's modelled temporaries."""
    modelled, _unmodelled = kernel_temporaries(analysis.graph.main, analysis.arena.threads)
    index_of = {t.name: t.index for t in modelled}
    offsets = memplan_offsets(analysis)  # tensors, in-place aliases at their root's offset
    offsets |= {
        index_of[r.name]: off
        for r, off in zip(analysis.records, analysis.primary.plan.offsets, strict=True)
        if r.kind == "scratch"
    }
    assert offsets == {i: off for i, (off, _nbytes, _name) in info["tensors"].items()}
    assert analysis.primary.plan.arena_size == info["span"]
    return modelled


# The one-operator models built for TFLM's kernels (tests/kernel_models.py), where LiteRT
# loads them: those whose kernels add temporaries or fold constants in LiteRT.
_TEMPORARY_KERNELS = {
    "AddAddN",
    "AddBatchMatMul",
    "AddBroadcastArgs",
    "AddConv2D",
    "AddMean",
    "AddReduceAll",
    "AddReduceMax",
    "AddReduceMin",
    "AddSum",
    "AddSvdf",
    "AddTransposeConv",
    "AddUnidirectionalSequenceLSTM",
}


def _kernel_cases() -> list:
    from tests.kernel_models import kernel_models

    return [
        pytest.param(name, model.data, id=name)
        for name, model in sorted(kernel_models().items())
        if model.kernel in _TEMPORARY_KERNELS
    ]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(("name", "data"), _kernel_cases())
def test_kernel_models_match_litert_temporaries_and_heap(
    name: str, data: bytes, threads: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every offset (temporaries included), the span and every heap temporary equal
    LiteRT's, at one thread and at two."""
    path = tmp_path / f"{name}.tflite"
    path.write_bytes(data)
    monkeypatch.setenv("MEMPLAN_LITERT_THREADS", str(threads))
    info = comparable_probe(path)
    analysis = analyze(load_model(path), "tflite", semantics_options={"threads": threads})
    modelled = assert_arena_matches(analysis, info)
    assert {t.index: t.heap for t in modelled if t.heap} == info["dynamic"]
    assert_whole_footprint(analysis, info, threads)


def assert_whole_footprint(analysis: Analysis, info: dict, threads: int) -> None:
    """The ``arena`` object's parts equal what LiteRT allocated (subgraph 0)."""
    doc = analysis.arena.document()
    assert (doc["runtime"], doc["threads"]) == ("tflite", threads)
    assert doc["span"] == info["span"] == doc["subgraphs"][0]["span"]
    assert doc["persistent"] == info["persistent_span"]
    assert doc["heap"] == sum(info["dynamic"].values())
    assert doc["total"] == doc["span"] + doc["persistent"] + doc["heap"]


@pytest.mark.parametrize("layers", [1, 4, 7])
def test_float16_weights_go_to_the_persistent_arena_as_in_litert(layers: int, tmp_path: Path) -> None:
    """DEQUANTIZE of constant float16 weights: its outputs live in LiteRT's persistent
    arena, sorted with the arena's tensors (so they move the ties) and placed there in
    that order; the arena, every offset and the persistent arena's span equal LiteRT's."""
    path = tmp_path / "f16.tflite"
    path.write_bytes(float16_weights(layers))
    info = comparable_probe(path)
    analysis = analyze(load_model(path), "tflite")
    assert not any(r.name.startswith("w") for r in analysis.records)  # no dequantized weight in the arena
    assert memplan_offsets(analysis) == {i: off for i, (off, _n, _name) in model_tensors(info).items()}
    assert_whole_footprint(analysis, info, 1)
    assert analysis.arena.persistent > 0


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_model_matches_litert_at_two_threads(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At two threads float convolutions drop im2col and copy their filter to the
    persistent arena; the arena, every offset and the whole footprint still equal LiteRT's."""
    comparable_probe(path)  # skips what LiteRT cannot run or memplan does not model
    monkeypatch.setenv("MEMPLAN_LITERT_THREADS", "2")
    info = litert_arena_tensors(path, include_temporaries=True)
    assert info is not None
    analysis = analyze(load_model(path), "tflite", semantics_options={"threads": 2})
    assert_arena_matches(analysis, info)
    assert_whole_footprint(analysis, info, 2)
