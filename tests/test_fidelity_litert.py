"""memplan's ``tflite`` plan equals, to the byte, the arenas the LiteRT CPU interpreter lays out.

For every sample model and every real model (``../shared/models``, skipped when absent)
that LiteRT can run, the probe in ``tests/runtimes.py`` reads where the interpreter put
each arena tensor, in every subgraph. memplan must reproduce each arena's size and every
tensor's offset (an in-place alias at its root's offset). Kernel temporaries take part in
the sort and the placement and must land where the runtime puts them too; models whose
runtime placed temporaries of operators memplan does not model are skipped, naming them.
Synthetic models exercise each modelled kernel (hybrid ones too), control flow (IF,
WHILE, CALL_ONCE), tensors sized while running, and converted Keras loops
(``tests/models``), at one thread and at two.

Synthetic models with many equally ranked tensors (``tiny_models.split_ties``) check
the tie-breaking: TFLite's unstable ``std::sort`` over its per-operator
``unordered_set`` order, which memplan emulates (``tflite_memplan._libstdcxx``)."""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

import pytest

from tests.conftest import BUILTIN, REAL_MODELS, SAMPLES, require_real_models
from tests.runtimes import litert_arena_tensors, litert_run_arenas
from tests.tiny_models import (
    bidirectional_lstm,
    block_sparse_fully_connected,
    call_once_init,
    computed_shapes,
    conv2d,
    conv3d,
    detection_postprocess,
    float16_weights,
    hybrid,
    if_branches,
    integer_lstm,
    lstm,
    mean,
    mean_then_convs,
    reduce_window,
    rfft2d,
    rnn,
    sparse_float16,
    split_ties,
    stablehlo_composite,
    while_dynamic_body,
    while_with_if,
)
from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size
from tflite_memplan.semantics.litert.dynamic import dynamic_facts
from tflite_memplan.semantics.litert.lifetimes import kernel_temporaries, prepared_outputs

pytest.importorskip("ai_edge_litert")

pytestmark = pytest.mark.runtime

_ALLOC_TYPE_NAMES = {2: "arena", 3: "persistent arena"}

# One analysis per model, shared by the tests below (the probes are shared by
# tests/runtimes.py, per model bytes and thread count).
_ANALYSES: dict[Path, Analysis] = {}


def probe(path: Path, threads: int = 1) -> dict:
    """LiteRT's arena for ``path`` at ``threads`` threads (temporaries included); skips
    when LiteRT cannot run it."""
    if not path.is_file():
        require_real_models()  # the placeholder for an absent real-models folder
    info = litert_arena_tensors(path, include_temporaries=True, threads=threads)
    if info is None:
        pytest.skip(f"{path.name}: LiteRT cannot load, allocate or run this model")
    return info


def comparable_probe(path: Path, threads: int = 1) -> dict:
    """The probe, when memplan models every kernel temporary the runtime placed.

    Skips when the probe could not tell temporaries apart, or when the runtime placed
    temporaries and the model holds operators whose temporaries memplan does not
    model (then the sort and the placement of the model's tensors differ too).
    """
    info = probe(path, threads)
    temporaries = info["temporaries"]
    if temporaries is None:
        pytest.skip(f"{path.name}: the probe could not read allocation types, so temporaries are unknown")
    outside = memplan_tflite(path).lifetimes.tail
    unmodelled = sorted({op for part in (outside.main, *outside.called) for op in part.unmodelled_ops})
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
        _ANALYSES[path] = analyze(load_model(path), "litert", semantics_options=BUILTIN)
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
    assert analysis.arena.unplanned_subgraphs == 0
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
    analysis = analyze(load_model(path), "litert", semantics_options=BUILTIN)
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
    # float RNNs: no temporaries, but the tensors their kernels reserve number the MEAN's
    pytest.param(rnn, {"op": "RNN"}, id="rnn-then-mean"),
    pytest.param(rnn, {"op": "UNIDIRECTIONAL_SEQUENCE_RNN"}, id="sequence-rnn-then-mean"),
    pytest.param(rnn, {"op": "BIDIRECTIONAL_SEQUENCE_RNN"}, id="bidirectional-rnn-then-mean"),
    pytest.param(lstm, {}, id="lstm-float-then-mean"),
    pytest.param(lstm, {"cifg": True}, id="lstm-float-cifg-then-mean"),
    pytest.param(integer_lstm, {}, id="lstm-int8"),
    pytest.param(bidirectional_lstm, {}, id="bidirectional-lstm-float"),
    pytest.param(bidirectional_lstm, {"cifg": True}, id="bidirectional-lstm-float-cifg"),
    pytest.param(conv3d, {}, id="conv3d-3x3x3"),
    pytest.param(conv3d, {"stride": 2}, id="conv3d-stride2"),
    pytest.param(conv3d, {"kernel": 1}, id="conv3d-1x1x1"),
    pytest.param(conv3d, {"dilation": 2}, id="conv3d-dilated"),
    pytest.param(conv3d, {"op": "CONV_3D_TRANSPOSE"}, id="conv3d-transpose"),
    pytest.param(conv3d, {"op": "CONV_3D_TRANSPOSE", "stride": 2}, id="conv3d-transpose-stride2"),
    pytest.param(conv3d, {"op": "CONV_3D_TRANSPOSE", "dilation": 2}, id="conv3d-transpose-dilated"),
    pytest.param(detection_postprocess, {}, id="detection-postprocess"),
    pytest.param(detection_postprocess, {"boxes": 50, "classes": 7}, id="detection-postprocess-50x7"),
    pytest.param(rfft2d, {}, id="rfft2d-8x16"),
    pytest.param(rfft2d, {"height": 4, "width": 32}, id="rfft2d-4x32"),
    pytest.param(reduce_window, {}, id="reduce-window-padded"),
    pytest.param(reduce_window, {"dilation": 2, "pad": 0}, id="reduce-window-dilated"),
]


@pytest.mark.parametrize(("build", "options"), TEMPORARY_CASES)
def test_modelled_temporaries_match_litert(build, options: dict, tmp_path: Path) -> None:
    path = tmp_path / "temporaries.tflite"
    path.write_bytes(build(**options))
    info = comparable_probe(path)
    analysis = memplan_tflite(path)
    assert kernel_temporaries(analysis.graph.main)[1] == []
    assert_arena_matches(analysis, info)
    assert_whole_footprint(analysis, info, 1)


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
    # A RESHAPE to a computed shape keeps its arena slot, but the runtime moved it to the heap as it ran.
    offsets = {t: off for t, off in offsets.items() if t not in info["dynamic_tensors"]}
    assert offsets == {i: off for i, (off, _nbytes, _name) in info["tensors"].items()}
    assert analysis.primary.plan.arena_size == info["span"]
    return modelled


# The one-operator models built for TFLM's kernels (tests/kernel_models.py), where LiteRT
# loads them: those whose kernels add temporaries or fold constants in LiteRT, and the
# control-flow ones (their subgraphs' arenas).
_TEMPORARY_KERNELS = {
    "AddAddN",
    "AddBatchMatMul",
    "AddBroadcastArgs",
    "AddCallOnce+AddVarHandle+AddReadVariable+AddAssignVariable",
    "AddConv2D",
    "AddIf",
    "AddMean",
    "AddReduceAll",
    "AddReduceMax",
    "AddReduceMin",
    "AddSum",
    "AddSvdf",
    "AddTransposeConv",
    "AddUnidirectionalSequenceLSTM",
    "AddWhile",
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
def test_kernel_models_match_litert_temporaries_and_heap(name: str, data: bytes, threads: int, tmp_path: Path) -> None:
    """Every offset (temporaries included), the span and every heap temporary equal
    LiteRT's, at one thread and at two."""
    path = tmp_path / f"{name}.tflite"
    path.write_bytes(data)
    info = comparable_probe(path, threads)
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    modelled = assert_arena_matches(analysis, info)
    assert {t.index: t.heap for t in modelled if t.heap} == info["dynamic"]
    assert_called_arenas_match(analysis, info, path)
    assert_whole_footprint(analysis, info, threads, path)


def assert_whole_footprint(analysis: Analysis, info: dict, threads: int, path: Path | None = None) -> None:
    """The ``arena`` object's parts equal what LiteRT allocated: every subgraph's arena
    span, the persistent arenas and the heap temporaries of all subgraphs together."""
    doc = analysis.arena.document()
    subgraphs = info["subgraphs"]
    assert (doc["runtime"], doc["threads"]) == ("litert", threads)
    measured = [{"subgraph": 0, "span": info["span"]}]
    measured += [{"subgraph": k, "span": subgraphs[k]["span"]} for k in sorted(subgraphs)]
    called = measured_called(analysis, info, path)
    for ours, theirs in zip(doc["subgraphs"], measured, strict=True):
        assert ours["subgraph"] == theirs["subgraph"]
        if theirs["subgraph"] in called:
            _offsets, span, whole = called[theirs["subgraph"]]
            assert ours["span"] == span if whole else ours["span"] >= span
        else:
            assert ours["span"] == theirs["span"]
    assert doc["span"] == sum(s["span"] for s in doc["subgraphs"])
    assert doc["persistent"] == info["persistent_span"] + sum(s["persistent_span"] for s in subgraphs.values())
    heap = [info["dynamic"], info["dynamic_tensors"]]
    heap += [s[key] for s in subgraphs.values() for key in ("dynamic", "dynamic_tensors")]
    assert doc["heap"] == sum(sum(part.values()) for part in heap)
    # what is held at once (tests/test_resident.py measures it) is at most every arena together
    assert doc["resident"] <= doc["span"] + doc["persistent"]
    own = doc["interpreter"] + doc["tensor_quantization"] + doc["tflite_structures"] + doc["eigen_thread_pool"]
    assert doc["total"] == doc["resident"] + doc["heap"] + own + doc["ruy_buffers"]


def planned_in_stretches(analysis: Analysis) -> set[int]:
    """Called subgraphs LiteRT plans in stretches as they run (they have tensors it sizes
    only then): the probe reads them once prepared, when only the first stretch exists."""
    facts = dynamic_facts(analysis.graph, prepared_outputs)
    return {c.subgraph for c in analysis.called if facts[c.subgraph].stretches}


def measured_called(analysis: Analysis, info: dict, path: Path | None) -> dict[int, tuple[dict[int, int], int, bool]]:
    """Each called subgraph's arena as LiteRT laid it out: ``(offsets, span, whole)``.
    The probe reads them once prepared; a subgraph planned in stretches then holds only
    its first (``whole`` False), so it is read under gdb while it runs when gdb is
    there (``litert_run_arenas``), every stretch placed."""
    staged = planned_in_stretches(analysis)
    run = litert_run_arenas(path) if staged and path is not None else None
    out = {}
    for k, measured in info["subgraphs"].items():
        if k in staged and run and k in run:
            out[k] = ({i: off for i, (off, _n) in run[k]["tensors"].items()}, run[k]["span"], True)
        else:
            offsets = {i: off for i, (off, _n, _name) in measured["tensors"].items()}
            out[k] = (offsets, measured["span"], k not in staged)
    return out


def assert_called_arenas_match(analysis: Analysis, info: dict, path: Path | None = None) -> None:
    """Each called subgraph's arena: every tensor's offset (in-place aliases at their
    root's, kernel temporaries by their runtime index) and the span equal LiteRT's."""
    parts = {part.subgraph: part for part in analysis.lifetimes.tail.called}
    assert sorted(c.subgraph for c in analysis.called) == sorted(info["subgraphs"])
    measured = measured_called(analysis, info, path)
    for called in analysis.called:
        part = parts[called.subgraph]
        index_of = {t.name: t.index for t in part.temporaries}
        offsets = {
            (r.tensor if r.kind == "tensor" else index_of[r.name]): off
            for r, off in zip(called.records, called.plan.offsets, strict=True)
        }
        offsets |= {alias.tensor: offsets[alias.of] for alias in part.aliases}
        theirs, span, whole = measured[called.subgraph]
        if not whole:  # the first stretch only, as LiteRT had placed it when read
            assert {i: offsets[i] for i in theirs} == theirs, called.subgraph
            assert called.plan.arena_size >= span
            continue
        assert offsets == theirs, called.subgraph
        assert called.plan.arena_size == span


@pytest.mark.parametrize("layers", [1, 4, 7])
def test_float16_weights_go_to_the_persistent_arena_as_in_litert(layers: int, tmp_path: Path) -> None:
    """DEQUANTIZE of constant float16 weights: its outputs live in LiteRT's persistent
    arena, sorted with the arena's tensors (so they move the ties) and placed there in
    that order; the arena, every offset and the persistent arena's span equal LiteRT's."""
    path = tmp_path / "f16.tflite"
    path.write_bytes(float16_weights(layers))
    info = comparable_probe(path)
    analysis = analyze(load_model(path), "litert", semantics_options=BUILTIN)
    assert not any(r.name.startswith("w") for r in analysis.records)  # no dequantized weight in the arena
    assert memplan_offsets(analysis) == {i: off for i, (off, _n, _name) in model_tensors(info).items()}
    assert_whole_footprint(analysis, info, 1)
    assert analysis.arena.persistent > 0


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("options", [{"filter_input": True}, {"filter_input": True, "stride": 2}, {}])
def test_a_filter_in_the_arena_keeps_the_convolution_single_threaded_as_in_litert(
    options: dict, threads: int, tmp_path: Path
) -> None:
    """At two threads a float convolution copies its filter to the persistent arena only
    when the filter is not an arena tensor (a constant, a dequantized constant); a filter
    computed into the arena (a graph input here; DEQUANTIZE of a DENSIFY output in sparse
    float16 models) keeps im2col and gets no copy."""
    path = tmp_path / "conv.tflite"
    path.write_bytes(conv2d(**options))
    info = litert_arena_tensors(path, include_temporaries=True, threads=threads)
    assert info is not None
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert_arena_matches(analysis, info)
    assert_whole_footprint(analysis, info, threads)
    copied = threads > 1 and not options
    assert (analysis.arena.persistent > 0) == copied


SPARSE_CASES = [
    pytest.param("CONV_2D", "int32", id="conv"),
    pytest.param("CONV_2D", "uint8", id="conv-uint8-indices"),
    pytest.param("DEPTHWISE_CONV_2D", "uint16", id="depthwise-uint16-indices"),
    pytest.param("FULLY_CONNECTED", "int32", id="fully-connected"),
]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(("op", "index_type"), SPARSE_CASES)
def test_sparse_float16_weights_match_litert(op: str, index_type: str, threads: int, tmp_path: Path) -> None:
    """Sparse float16 weights (DENSIFY, then DEQUANTIZE): the densified float16 weights
    go to the persistent arena, the dequantized float32 filter stays in the arena, so
    at two threads a float convolution keeps im2col and adds no persistent filter copy
    (the same weights stored dense are copied). The arena, every offset, the persistent
    arena and the whole footprint equal LiteRT's, at one thread and at two."""
    path = tmp_path / "sparse.tflite"
    path.write_bytes(sparse_float16(op, index_type=index_type))
    info = comparable_probe(path, threads)
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert_arena_matches(analysis, info)
    assert_whole_footprint(analysis, info, threads)
    densified = analysis.graph.main.tensors[2].nbytes  # the float16 weights, dense
    assert analysis.arena.persistent == info["persistent_span"] == densified
    assert "w" in {r.name for r in analysis.records}  # the float32 filter is an arena tensor
    dense = tmp_path / "dense.tflite"
    dense.write_bytes(sparse_float16(op, sparse=False))
    dense_info = probe(dense, threads)
    dense_analysis = analyze(load_model(dense), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert_whole_footprint(dense_analysis, dense_info, threads)
    copied = op == "CONV_2D" and threads > 1  # the multithreaded convolution's filter copy
    assert dense_analysis.arena.persistent == dense_info["persistent_span"] == 2 * densified * (1 + copied)


def run_litert(data: bytes, inputs: list, tmp_path: Path) -> list:
    """The model's first output for each of ``inputs`` (its first input), on LiteRT's
    built-in kernels in this process."""
    from ai_edge_litert.interpreter import Interpreter, OpResolverType

    path = tmp_path / "run.tflite"
    path.write_bytes(data)
    resolver = OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES
    interp = Interpreter(model_path=str(path), experimental_op_resolver_type=resolver)
    interp.allocate_tensors()
    outputs = []
    for x in inputs:
        interp.set_tensor(interp.get_input_details()[0]["index"], x)
        interp.invoke()
        outputs.append(interp.get_tensor(interp.get_output_details()[0]["index"]).copy())
    return outputs


@pytest.mark.parametrize(("op", "index_type"), [*SPARSE_CASES, pytest.param("CONV_2D", "uint16", id="conv-uint16")])
def test_sparse_float16_weights_compute_what_the_dense_ones_do(op: str, index_type: str, tmp_path: Path) -> None:
    """The sparse model the writer builds is one LiteRT reads as meant: it runs and its
    outputs equal those of the same weights stored dense, bit for bit."""
    import numpy as np

    shape = parse_model(sparse_float16(op)).main.tensors[0].shape
    x = [np.random.default_rng(3).random(shape).astype(np.float32)]
    (sparse,) = run_litert(sparse_float16(op, index_type=index_type), x, tmp_path)
    (dense,) = run_litert(sparse_float16(op, sparse=False), x, tmp_path)
    assert np.abs(dense).sum() > 0
    assert np.array_equal(sparse, dense)


def test_block_sparse_weights_densify_as_the_writer_meant(tmp_path: Path) -> None:
    """A block-sparse matrix (block map, dense and CSR dimensions, uint16 index vectors)
    comes out of LiteRT's DENSIFY as the matrix it encodes: a FULLY_CONNECTED on each unit
    vector reads one column of it."""
    import numpy as np

    units = [np.eye(4, dtype=np.float32)[k : k + 1] for k in range(4)]
    columns = [y[0] for y in run_litert(block_sparse_fully_connected(), units, tmp_path)]
    assert np.array_equal(np.stack(columns, axis=1), [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 5, 6], [0, 0, 7, 8]])


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_model_matches_litert_at_two_threads(path: Path) -> None:
    """At two threads float convolutions drop im2col and copy their filter to the
    persistent arena; the arena, every offset and the whole footprint still equal LiteRT's."""
    comparable_probe(path)  # skips what LiteRT cannot run or memplan does not model
    info = litert_arena_tensors(path, include_temporaries=True, threads=2)
    assert info is not None
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": 2, **BUILTIN})
    assert_arena_matches(analysis, info)
    assert_called_arenas_match(analysis, info, path)
    assert_whole_footprint(analysis, info, 2)


@pytest.mark.parametrize("path", all_models(), ids=lambda p: p.name)
def test_every_called_subgraph_matches_litert(path: Path) -> None:
    info = comparable_probe(path)
    assert_called_arenas_match(memplan_tflite(path), info)


HYBRID_CASES = [
    pytest.param(hybrid, {"op": "FULLY_CONNECTED"}, id="fully-connected"),
    pytest.param(hybrid, {"op": "DEPTHWISE_CONV_2D"}, id="depthwise"),
    pytest.param(hybrid, {"op": "BATCH_MATMUL"}, id="batch-matmul"),
    pytest.param(hybrid, {"op": "FULLY_CONNECTED", "int4": True}, id="fully-connected-int4"),
    pytest.param(hybrid, {"op": "FULLY_CONNECTED", "int4": True, "width": 32}, id="fully-connected-int4-tiled"),
    pytest.param(hybrid, {"op": "FULLY_CONNECTED", "int4": True, "width": 40}, id="fully-connected-int4-padded"),
    pytest.param(conv2d, {"hybrid": True, "int4": True}, id="conv-int4"),
    pytest.param(conv2d, {"hybrid": True, "int4": True, "vary_scales": True}, id="conv-int4-per-channel"),
    pytest.param(hybrid, {"op": "SVDF"}, id="svdf"),
    pytest.param(hybrid, {"op": "UNIDIRECTIONAL_SEQUENCE_LSTM"}, id="sequence-lstm"),
    pytest.param(conv2d, {"hybrid": True}, id="conv-3x3-equal-scales"),
    pytest.param(conv2d, {"hybrid": True, "vary_scales": True}, id="conv-3x3-per-channel"),
    pytest.param(conv2d, {"hybrid": True, "kernel": 1, "vary_scales": True}, id="conv-1x1-per-channel"),
    pytest.param(conv2d, {"hybrid": True, "kernel": 1, "dilation": 2}, id="conv-1x1-dilated"),
    pytest.param(rnn, {"op": "RNN", "hybrid": True}, id="rnn"),
    pytest.param(rnn, {"op": "UNIDIRECTIONAL_SEQUENCE_RNN", "hybrid": True}, id="sequence-rnn"),
    pytest.param(rnn, {"op": "BIDIRECTIONAL_SEQUENCE_RNN", "hybrid": True}, id="bidirectional-rnn"),
    pytest.param(lstm, {"hybrid": True}, id="lstm"),
    pytest.param(lstm, {"hybrid": True, "cifg": True}, id="lstm-cifg"),
    pytest.param(bidirectional_lstm, {"hybrid": True}, id="bidirectional-lstm"),
    pytest.param(bidirectional_lstm, {"hybrid": True, "cifg": True}, id="bidirectional-lstm-cifg"),
]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(("build", "options"), HYBRID_CASES)
def test_hybrid_kernels_match_litert(build, options: dict, threads: int, tmp_path: Path) -> None:
    """Float activations with int8 weights: the quantized input, scaling factors,
    accumulators and offsets in the arena, the row sums in the persistent arena, every
    offset, the span and the whole footprint equal LiteRT's, at one thread and at two."""
    path = tmp_path / "hybrid.tflite"
    path.write_bytes(build(**options))
    info = comparable_probe(path, threads)
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    modelled, unmodelled = kernel_temporaries(analysis.graph.main, threads)
    assert unmodelled == []
    assert any(t.name.split(" ", 1)[0].split("#")[0] != "MEAN" for t in modelled)
    assert_arena_matches(analysis, info)
    assert_whole_footprint(analysis, info, threads, path)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(
    "build",
    [computed_shapes, while_dynamic_body, functools.partial(while_dynamic_body, reshape_state=False)],
    ids=["computed_shapes", "while_dynamic_body", "while_dynamic_body-reshape-in-place"],
)
def test_tensors_sized_while_running_match_litert(build, threads: int, tmp_path: Path) -> None:
    """Outputs LiteRT can size only while running: on the heap (a computed STRIDED_SLICE,
    WHILE's loop state when its body has such tensors) or in the arena and then on the
    heap (RESHAPE to a computed shape); each ends a stretch of the arena's planning, whose
    ranks restart; folded constants take no arena bytes. The main arena's every offset and
    span, every called subgraph's first stretch, and the heap equal LiteRT's."""
    path = tmp_path / "sized_while_running.tflite"
    path.write_bytes(build())
    info = comparable_probe(path, threads)
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert info["dynamic_tensors"]  # the model really puts tensors on the heap
    assert_arena_matches(analysis, info)
    assert_called_arenas_match(analysis, info, path)
    assert_whole_footprint(analysis, info, threads, path)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(
    "build", [if_branches, while_with_if, call_once_init, stablehlo_composite], ids=lambda f: f.__name__
)
def test_control_flow_subgraphs_have_arenas_of_their_own_as_in_litert(build, threads: int, tmp_path: Path) -> None:
    """IF's branches, WHILE's condition and body (an IF nested in it), CALL_ONCE's init
    subgraph and a StableHLO composite's decomposition: each arena's span and every
    offset in it, the persistent arenas and the heap temporaries equal LiteRT's, at one
    thread and at two."""
    path = tmp_path / f"{build.__name__}.tflite"
    path.write_bytes(build())
    info = comparable_probe(path, threads)
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert len(analysis.called) == len(analysis.graph.subgraphs) - 1
    assert any(c.footprint for c in analysis.called)  # the subgraphs really take arena bytes
    assert_arena_matches(analysis, info)
    assert_called_arenas_match(analysis, info, path)
    assert_whole_footprint(analysis, info, threads, path)


KERAS = Path(__file__).parent / "models"


@pytest.mark.parametrize("threads", [1, 2])
def test_a_keras_gru_loop_matches_litert(threads: int, tmp_path: Path) -> None:
    """A Keras GRU converted to a WHILE loop: the output of the loop variable its body
    passes through and nobody reads is dropped when WHILE is prepared, so LiteRT never
    allocates it (memplan read this model's main arena 38 % too high before). Every
    arena, every offset and the whole footprint equal LiteRT's."""
    path = tmp_path / "keras_gru.tflite"
    path.write_bytes((KERAS / "keras_gru.tflite").read_bytes())
    info = comparable_probe(path, threads)
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert len(analysis.called) == 2
    assert_arena_matches(analysis, info)
    assert_called_arenas_match(analysis, info, path)
    assert_whole_footprint(analysis, info, threads, path)


@pytest.mark.parametrize("threads", [1, 2])
def test_a_keras_loop_state_on_the_heap_matches_litert(threads: int, tmp_path: Path) -> None:
    """A GRU feeding a SimpleRNN: the GRU's body slices its sequence at computed bounds,
    so LiteRT keeps the first loop's state on the heap and plans the main arena in two
    stretches; the second loop, prepared while running, keeps its unread output. The
    main arena and every offset, the loop state on the heap, and each subgraph's arena
    (the GRU body's first stretch) equal LiteRT's; the body's sliced tensors grow as the
    loop runs, so their heap is known only then."""
    path = tmp_path / "keras_gru_then_rnn.tflite"
    path.write_bytes((KERAS / "keras_gru_then_rnn.tflite").read_bytes())
    info = comparable_probe(path, threads)
    analysis = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert_arena_matches(analysis, info)
    assert_called_arenas_match(analysis, info, path)
    assert dict(analysis.lifetimes.tail.main.heap_tensors) == info["dynamic_tensors"]
    assert info["dynamic_tensors"]
