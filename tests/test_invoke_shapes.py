"""Shapes known only while running: memplan computes them from the input shape
(``model/propagate.py``) and LiteRT plans its arena, heap and XNNPACK's runtimes at them.

The model is ``tiny_models.invoke_shapes`` (BirdNET's spectrogram pattern in small): its
stored shapes are the converter's placeholders, the real ones follow from the input's
length (64) through SHAPE, SPLIT_V, FLOOR_DIV and CONCATENATION. The shapes are checked
against values worked out by hand; the arena, its offsets, the heap and the verdict
against the ``ai-edge-litert`` wheel with XNNPACK (marked ``runtime``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tiny_models import invoke_shapes, mean_then_convs
from tflite_memplan.analysis import analyze
from tflite_memplan.model.propagate import propagate_shapes, subgraph_shapes, window_out
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert.runnable import litert_runnability

XNNPACK = {"threads": 1, "delegate": "xnnpack"}


def _shapes(data: bytes) -> dict[str, tuple[int, ...]]:
    sg = propagate_shapes(parse_model(data)).main
    return {t.name: t.shape for t in sg.tensors}


def test_the_shapes_follow_from_the_input_length() -> None:
    """64 samples: the quarter is 16, so the RESHAPE gives (16, 4), the FULLY_CONNECTED
    (16, 8), the second RESHAPE (1, 16, 8, 1), the 3×3 VALID convolution (1, 14, 6, 4)
    and the RANGE 16 elements; at 128 samples every 16 becomes 32."""
    for length, q in ((64, 16), (128, 32)):
        shapes = _shapes(invoke_shapes(length))
        assert shapes["y"] == (q, 4)
        assert shapes["z"] == (q, 8)
        assert shapes["z4"] == (1, q, 8, 1)
        assert shapes["c"] == (1, q - 2, 6, 4)
        assert shapes["r"] == (q,)


def test_the_values_of_the_shape_arithmetic_are_kept() -> None:
    """The small integer tensors carry their values: the input's shape, its split, the
    quarter and the shapes the RESHAPEs take."""
    graph = parse_model(invoke_shapes())
    sg = graph.main
    known = subgraph_shapes(sg)
    values = {sg.tensors[t].name: k.values.tolist() for t, k in known.items() if k.values is not None}
    assert values["s"] == [1, 64]
    assert (values["a"], values["b"], values["q"]) == ([1], [64], [16])
    assert values["shape2"] == [16, 4]
    assert values["shape4"] == [1, 16, 8, 1]


def test_a_model_whose_stored_shapes_agree_is_returned_unchanged() -> None:
    graph = parse_model(mean_then_convs())
    assert propagate_shapes(graph) is graph


@pytest.mark.parametrize(
    ("size", "kernel", "stride", "dilation", "padding", "out"),
    [(8, 3, 1, 1, 1, 6), (8, 3, 2, 1, 0, 4), (7, 3, 2, 1, 1, 3), (9, 3, 1, 2, 1, 5), (1, 8, 2, 1, 0, 1)],
)
def test_window_sizes_are_padding_h(size: int, kernel: int, stride: int, dilation: int, padding: int, out: int) -> None:
    """SAME: ceil(size / stride); VALID: (size + stride - dilated kernel) / stride."""
    assert window_out(size, kernel, stride, dilation, padding) == out


def test_the_convolution_is_judged_at_the_shapes_it_runs_at() -> None:
    """At the stored placeholder (height 1) the 3×3 VALID filter would not fit; at the
    computed height (16) it does, and LiteRT runs the model (measured below)."""
    assert litert_runnability(parse_model(invoke_shapes()), delegate="xnnpack").runnable


def test_the_arena_and_heap_are_planned_at_the_computed_shapes() -> None:
    """The records carry the computed sizes: the FULLY_CONNECTED's output 16×8 floats,
    the convolution's 14×6×4; the RANGE's 16 int32 live on the heap."""
    analysis = analyze(parse_model(invoke_shapes()), "litert", semantics_options={**XNNPACK, "delegate": "none"})
    sizes = {r.name: r.size for r in analysis.records}
    assert sizes["z"] == 16 * 8 * 4
    assert sizes["c"] == 14 * 6 * 4 * 4
    outside = analysis.lifetimes.tail
    assert outside is not None
    heap = dict(outside.main.heap_tensors)  # type: ignore[attr-defined]
    sg = analysis.graph.main
    assert heap[next(t.index for t in sg.tensors if t.name == "r")] == 16 * 4


@pytest.mark.runtime
@pytest.mark.parametrize("length", [64, 256])
@pytest.mark.parametrize("delegate", ["xnnpack", "none"])
def test_the_arena_matches_litert_at_the_computed_shapes(length: int, delegate: str, tmp_path: Path) -> None:
    """LiteRT runs the model; its arena's every offset and span, and the tensors it keeps
    on the heap with their bytes, equal memplan's, with XNNPACK and without."""
    pytest.importorskip("ai_edge_litert")
    from tests.runtimes import litert_arena_tensors

    path = tmp_path / "invoke_shapes.tflite"
    path.write_bytes(invoke_shapes(length))
    info = litert_arena_tensors(path, include_temporaries=True, threads=1, delegate=delegate == "xnnpack")
    assert info is not None, "LiteRT runs the model"
    analysis = analyze(load_model(path), "litert", semantics_options={**XNNPACK, "delegate": delegate})
    assert analysis.runnability is not None and analysis.runnability.runnable
    plan = analysis.primary.plan
    mine = {r.tensor: (off, r.size) for r, off in zip(analysis.records, plan.offsets, strict=True) if r.tensor >= 0}
    mine |= {a.tensor: mine[a.of] for a in analysis.lifetimes.aliases if a.subgraph == 0}  # computed in place
    theirs = {t: (off, size) for t, (off, size, _) in info["tensors"].items() if t < info["num_model_tensors"]}
    assert {t: mine[t] for t in theirs} == theirs
    assert analysis.primary.footprint == info["span"]
    outside = analysis.lifetimes.tail
    heap = dict(outside.main.heap_tensors)  # type: ignore[union-attr]
    assert heap == info["dynamic_tensors"]
    # the RESHAPE of the input keeps the arena slot it was planned with, then runs on the heap
    assert set(mine) - set(theirs) == {9} and 9 in heap
