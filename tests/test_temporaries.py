"""TFLite CPU kernel temporaries: CONV_2D's im2col and MEAN's buffers, sized by hand.

Each size below is worked out in a comment from the kernel's rule (see
``tflite_memplan.semantics.litert.lifetimes.kernel_temporaries``); the same models are checked
against the real runtime in ``tests/test_fidelity_litert.py``.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from tests.conftest import BUILTIN, SAMPLES
from tests.tiny_models import conv2d, hybrid, mean, mean_then_convs
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.litert.lifetimes import kernel_temporaries, litert_lifetimes


def temporary_sizes(model: bytes) -> list[int]:
    temporaries, unmodelled = kernel_temporaries(parse_model(model).main)
    assert unmodelled == []
    return [t.size for t in temporaries]


@pytest.mark.parametrize(
    ("model", "sizes"),
    [
        # float 1x8x8x4 input, 3x3 filter, stride 1, SAME → 8x8 output:
        # 1·8·8 patches of 3·3·4 = 36 floats: 64·36·4 B = 9216.
        pytest.param(conv2d(), [9216], id="float-3x3"),
        # stride 2 → 4x4 output: 16·36·4 = 2304.
        pytest.param(conv2d(stride=2), [2304], id="float-3x3-stride2"),
        # VALID padding → 6x6 output: 36·36·4 = 5184 (padding does not decide, only the size).
        pytest.param(conv2d(padding="VALID"), [5184], id="float-3x3-valid"),
        # dilation 2, SAME → 8x8: 64·36·4 = 9216.
        pytest.param(conv2d(dilation=2), [9216], id="float-3x3-dilated"),
        # 1x1, stride 1, no dilation: a plain matrix product, no im2col.
        pytest.param(conv2d(kernel=1), [], id="float-1x1"),
        # 1x1 stride 2 → 4x4: 16 patches of 4 floats: 16·4·4 = 256.
        pytest.param(conv2d(kernel=1, stride=2), [256], id="float-1x1-stride2"),
        # 1x1 dilation 2 → 8x8: 64·4·4 = 1024.
        pytest.param(conv2d(kernel=1, dilation=2), [1024], id="float-1x1-dilated"),
        # int8: one byte per element: 64·36·1 = 2304.
        pytest.param(conv2d("int8"), [2304], id="int8-3x3"),
        pytest.param(conv2d("int8", kernel=1), [], id="int8-1x1"),
        # 16·4·1 = 64.
        pytest.param(conv2d("int8", kernel=1, stride=2), [64], id="int8-1x1-stride2"),
    ],
)
def test_conv2d_im2col_size(model: bytes, sizes: list[int]) -> None:
    assert temporary_sizes(model) == sizes


@pytest.mark.parametrize(
    ("model", "sizes"),
    [
        # Input 1x4x4x8 (rank 4): index 4·4 = 16 B; axes {1,2}: 2·4 = 8 B; output 1x8 →
        # 8 float sums · 4 = 32 B; the normalized-dims tensor is dynamic (0: not in the arena).
        pytest.param(mean(), [16, 8, 32, 0], id="float-axes12"),
        # keep_dims changes the output shape (1x1x1x8), not its 8 elements.
        pytest.param(mean(keep_dims=True), [16, 8, 32, 0], id="float-axes12-keep"),
        # int8 sums in int32: 8·4 = 32.
        pytest.param(mean("int8"), [16, 8, 32, 0], id="int8-axes12"),
        # one axis (3): 1·4 = 4 B of axes; output 1x4x4 = 16 sums · 4 = 64 B.
        pytest.param(mean("int8", axes=(3,)), [16, 4, 64, 0], id="int8-axis3"),
        # all four axes: 4·4 = 16 B of axes; a scalar output, 1 sum · 4 = 4 B.
        pytest.param(mean("int8", axes=(0, 1, 2, 3)), [16, 16, 4, 0], id="int8-all-axes"),
        # int32 sums in int64: 8·8 = 64.
        pytest.param(mean("int32"), [16, 8, 64, 0], id="int32-axes12"),
    ],
)
def test_mean_temporary_sizes(model: bytes, sizes: list[int]) -> None:
    assert temporary_sizes(model) == sizes


def test_temporaries_are_numbered_as_the_runtime_numbers_them() -> None:
    # 10 model tensors; then, in operator order, MEAN's 4 (10-13), each conv's im2col
    # (14, 15) and FULLY_CONNECTED's 6 unplaced tensors (16-21).
    temporaries, _ = kernel_temporaries(parse_model(mean_then_convs()).main)
    assert [(t.node, t.index, t.size) for t in temporaries] == [
        (0, 10, 16),  # rank 4 · 4
        (0, 11, 4),  # one axis · 4
        (0, 12, 256),  # 1x8x8x1 = 64 float sums · 4
        (0, 13, 0),
        # 8·8 patches of 3·3·1 floats: 64·9·4 = 2304; then of 3·3·2: 64·18·4 = 4608.
        (1, 14, 2304),
        (2, 15, 4608),
    ]


def test_temporaries_become_scratch_records_of_their_operator() -> None:
    lt = litert_lifetimes(parse_model(mean_then_convs()), delegate="none")
    scratch = [r for r in lt.records if r.kind == "scratch"]
    # The dynamic normalized-dims tensor (0 B) is not a record.
    assert [(r.name, r.size, r.first, r.last, r.tensor, r.operator) for r in sorted(scratch, key=lambda r: r.name)] == [
        ("CONV_2D#1 im2col", 2304, 1, 1, -1, (0, 1)),
        ("CONV_2D#2 im2col", 4608, 2, 2, -1, (0, 2)),
        ("MEAN#0 accumulator", 256, 0, 0, -1, (0, 0)),
        ("MEAN#0 index", 16, 0, 0, -1, (0, 0)),
        ("MEAN#0 resolved axes", 4, 0, 0, -1, (0, 0)),
    ]
    assert not any("temporar" in w for w in lt.warnings)


def test_operator_temporaries_rank_after_its_outputs() -> None:
    # CONV_2D 3x3 float: x (1 KiB, graph input, whole run), y (1536 B, graph output,
    # first used at 0, never freed: whole run too), im2col 9216 B at step 0. Whole-run
    # tensors come first in index order, then the im2col: x@0, y@1024, im2col@2560
    # (it overlaps both), arena 2560 + 9216 = 11776.
    a = analyze(parse_model(conv2d()), "litert", semantics_options=BUILTIN)
    placed = {r.name: off for r, off in zip(a.records, a.primary.plan.offsets, strict=True)}
    assert placed == {"x": 0, "y": 1024, "CONV_2D#0 im2col": 2560}
    assert a.primary.plan.arena_size == 11776


def test_warning_names_only_the_unmodelled_operators() -> None:
    # every kernel of these samples is modelled now: SVDF, MEAN, REDUCE_MAX,
    # TRANSPOSE_CONV (on the heap), UNIDIRECTIONAL_SEQUENCE_LSTM
    for name in ("svdf_state_int8", "scratch_ops", "branching_cnn_int8"):
        lifetimes = litert_lifetimes(load_model(SAMPLES / f"{name}.tflite"), delegate="none")
        assert not any("temporar" in w for w in lifetimes.warnings), name
    tensors = [
        TensorSpec("x", (4, 4), "float32"),
        TensorSpec("shift", (2,), "int32", data=np.array([1, 2], np.int32)),
        TensorSpec("axis", (2,), "int32", data=np.array([0, 1], np.int32)),
        TensorSpec("y", (4, 4), "float32"),
    ]
    roll = build_model([SubgraphSpec(tensors, [OpSpec("Roll", [0, 1, 2], [3], custom=True)], [0], [3])])
    (warning,) = [w for w in litert_lifetimes(parse_model(roll), delegate="none").warnings if "temporar" in w]
    assert warning.endswith(": Roll")


def test_hybrid_convolution_temporaries_by_hand() -> None:
    # x (1, 8, 8, 4) float, 3x3 int8 filter with 6 per-channel scales, SAME → y (1, 8, 8, 6):
    # im2col 64 pixels × 36 int8 = 2304; quantized input 256; scaling factors one float per
    # input pixel (64 × 4 = 256); accumulator 6 × 64 int32 = 1536; with scales that vary,
    # input offsets 256 and row sums 6 int32 in the persistent arena. Added one by one.
    equal = kernel_temporaries(parse_model(conv2d(hybrid=True)).main)
    assert [(t.name, t.index, t.size, t.persistent) for t in equal[0]] == [
        ("CONV_2D#0 im2col", 4, 2304, 0),
        ("CONV_2D#0 quantized input", 5, 256, 0),
        ("CONV_2D#0 scaling factors", 6, 256, 0),
        ("CONV_2D#0 accumulator", 7, 1536, 0),
    ]
    varied, unmodelled = kernel_temporaries(parse_model(conv2d(hybrid=True, vary_scales=True)).main)
    assert [(t.size, t.persistent) for t in varied[4:]] == [(256, 0), (0, 24)]
    assert unmodelled == []


def test_branching_cnn_has_one_im2col() -> None:
    # conv0: 1x16x16x3 int8 input, 3x3 filter, stride 2, SAME → 8x8: 64·27·1 = 1728 B;
    # the second CONV_2D is 1x1 stride 1 (none).
    temporaries, unmodelled = kernel_temporaries(load_model(SAMPLES / "branching_cnn_int8.tflite").main)
    assert [(t.name, t.index, t.size) for t in temporaries] == [("CONV_2D#0 im2col", 19, 1728)]
    assert unmodelled == []


_THREAD_CASES = {
    "float 3x3": dict(dtype="float32", size=16),
    "float 3x3 stride 2": dict(dtype="float32", size=16, stride=2),
    "float 1x1": dict(dtype="float32", size=16, kernel=1),
    "float 1x1 dilated": dict(dtype="float32", size=16, kernel=1, dilation=2),
    "int8 3x3": dict(dtype="int8", size=16),
}


@pytest.mark.runtime
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("case", sorted(_THREAD_CASES))
def test_conv_temporaries_follow_the_thread_count_as_litert(case: str, threads: int, tmp_path) -> None:
    """With two threads an undilated float convolution takes LiteRT's multithreaded path:
    no im2col in the arena (its filter copy goes to the persistent arena). Span and every
    tensor's offset equal LiteRT's at that thread count."""
    pytest.importorskip("ai_edge_litert")
    from tests.runtimes import litert_arena_tensors

    kwargs = dict(_THREAD_CASES[case])
    dtype = kwargs.pop("dtype")
    path = tmp_path / "conv.tflite"
    path.write_bytes(conv2d(dtype, **kwargs))
    info = litert_arena_tensors(path, include_temporaries=True, threads=threads)
    assert info is not None
    a = analyze(load_model(path), "litert", semantics_options={"threads": threads, **BUILTIN})
    assert a.primary.plan.arena_size == info["span"]
    mine = {r.tensor: off for r, off in zip(a.records, a.primary.plan.offsets, strict=True) if r.kind == "tensor"}
    theirs = {i: off for i, (off, _, _) in info["tensors"].items() if i < info["num_model_tensors"]}
    assert mine == theirs


def test_hybrid_kernels_with_sparse_weights_are_named_not_modelled() -> None:
    # Sparse weights make the kernel keep ledgers of the sparsity (fully_connected.cc):
    # memplan does not size them, so the operator is named rather than counted as dense.
    graph = parse_model(hybrid("FULLY_CONNECTED"))
    dense, unmodelled = kernel_temporaries(graph.main)
    assert unmodelled == [] and any(t.name.startswith("FULLY_CONNECTED") for t in dense)
    w = graph.main.operators[0].inputs[1]
    tensors = list(graph.main.tensors)
    tensors[w] = dataclasses.replace(tensors[w], sparse=True)
    sparse = dataclasses.replace(graph.main, tensors=tuple(tensors))
    temporaries, unmodelled = kernel_temporaries(sparse)
    assert unmodelled == ["FULLY_CONNECTED (hybrid)"]
    assert not any(t.name.startswith("FULLY_CONNECTED") for t in temporaries)


def test_a_rule_that_meets_a_broken_model_leaves_the_kernel_unmodelled(monkeypatch) -> None:
    # From the round-four fuzz run (seed 20261134): an SVDF whose weights_feature shape
    # offset was zeroed (rank 0) raised IndexError in its rule; now the rule refuses it,
    # and any rule that trips on odd shapes or options leaves its kernel unmodelled.
    from tflite_memplan.semantics.litert import temporaries

    data = (SAMPLES.parent / "tests" / "fuzz" / "reproducers" / "svdf-rank0-features.tflite").read_bytes()
    graph = parse_model(data)
    assert graph.main.tensors[graph.main.operators[0].inputs[1]].shape == ()
    (warning,) = [w for w in litert_lifetimes(graph, delegate="none").warnings if "temporar" in w]
    assert warning.endswith(": SVDF")

    def broken(sg, op, threads):
        raise IndexError("tuple index out of range")

    labels, _ = temporaries._TEMPORARY_RULES["SVDF"]
    monkeypatch.setitem(temporaries._TEMPORARY_RULES, "SVDF", (labels, broken))
    sample = load_model(SAMPLES / "svdf_state_int8.tflite")
    (warning,) = [w for w in litert_lifetimes(sample, delegate="none").warnings if "temporar" in w]
    assert warning.endswith(": SVDF")
