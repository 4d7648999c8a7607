"""Where LiteRT places what the XNNPACK delegate leaves it around its partitions, on the
classes the real-model corpus found on wake-word models: resource variables the delegate
takes, and a RESHAPE whose shape is an empty constant.

A partition that takes a VAR_HANDLE and passes its resource to a later partition outputs
the resource tensor; the delegate prepares it as var_handle.cc would (``PrepareVarHandle``:
persistent, 4 bytes), so it is neither dynamic — the interpreter does not stop preparing
after the partition, and the tensors after it are sorted with those before it — nor on
the heap (``TfLiteTensorRealloc`` leaves a persistent tensor alone): LiteRT's persistent
arena holds it. A handle only its own partition reads is never allocated.

A RESHAPE to a scalar reads a shape of no elements. When the file stores an empty data
vector for it (as the converter writes it), LiteRT's InterpreterBuilder reads a constant
(any stored vector is read-only data, even of no bytes: TFLM, which checks the size,
reads no data), so the RESHAPE is sized while preparing and ends no stretch.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.litert.dynamic import dynamic_facts
from tflite_memplan.semantics.litert.lifetimes import prepared_outputs
from tflite_memplan.semantics.litert.xnnpack import delegated_graph

_F32 = "float32"


def two_partition_state(width: int = 16) -> bytes:
    """x (1, width) float32. Partition 1: two VAR_HANDLEs (``a``, ``b``), READ_VARIABLE a →
    ``va``, ADD(va, x) → ``s``. A CUMSUM (which the delegate leaves) → ``c``. Partition 2:
    ASSIGN_VARIABLE(a, c), READ_VARIABLE b → ``vb``, ADD(vb, c) → y. Both resources cross
    the cut."""
    tensors = [
        TensorSpec("x", (1, width), _F32),
        TensorSpec("ha", (), "resource"),
        TensorSpec("hb", (), "resource"),
        TensorSpec("va", (1, width), _F32),
        TensorSpec("s", (1, width), _F32),
        TensorSpec("axis", (), "int32", np.array(1, dtype=np.int32)),
        TensorSpec("c", (1, width), _F32),
        TensorSpec("vb", (1, width), _F32),
        TensorSpec("y", (1, width), _F32),
    ]
    ops = [
        OpSpec("VAR_HANDLE", [], [1], {"container": "", "shared_name": "a"}),
        OpSpec("VAR_HANDLE", [], [2], {"container": "", "shared_name": "b"}),
        OpSpec("READ_VARIABLE", [1], [3]),
        OpSpec("ADD", [3, 0], [4]),
        OpSpec("CUMSUM", [4, 5], [6]),
        OpSpec("ASSIGN_VARIABLE", [1, 6], []),
        OpSpec("READ_VARIABLE", [2], [7]),
        OpSpec("ADD", [7, 6], [8]),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[8], name="main")])


def _model(tmp_path: Path) -> Path:
    path = tmp_path / "state.tflite"
    path.write_bytes(two_partition_state())
    return path


def test_a_partition_passing_resources_on_does_not_end_a_stretch(tmp_path: Path) -> None:
    graph, _ = delegated_graph(load_model(_model(tmp_path)))
    assert [op.opcode for op in graph.subgraphs[0].operators] == ["DELEGATE", "CUMSUM", "DELEGATE"]
    assert dynamic_facts(graph, prepared_outputs)[0].stretches == ()


def test_the_resources_a_partition_outputs_are_persistent(tmp_path: Path) -> None:
    """Two 4-byte resource ids at 64-byte alignment: 64 + 4 = 68 bytes of persistent
    arena; the arena: x at 0, s and y at 64, c at 128 (192 bytes); resident 192 + 68."""
    doc = analyze(
        load_model(_model(tmp_path)), "litert", semantics_options={"delegate": "xnnpack", "threads": 1}
    ).arena.document()
    assert (doc["persistent"], doc["span"], doc["resident"]) == (68, 192, 260)


@pytest.mark.runtime
def test_the_wheel_places_them_so(tmp_path: Path) -> None:
    """Live: the wheel's arena offsets and persistent arena equal memplan's."""
    pytest.importorskip("ai_edge_litert")
    from tflite_memplan.semantics.litert import probe

    path = _model(tmp_path)
    found = probe.litert_arena_tensors(path, include_temporaries=True, threads=1, delegate=True)
    assert found is not None
    analysis = analyze(load_model(path), "litert", semantics_options={"delegate": "xnnpack", "threads": 1})
    plan = analysis.plans[0].plan
    mine = {r.tensor: off for r, off in zip(analysis.lifetimes.records, plan.offsets, strict=True)}
    assert {int(t): v[0] for t, v in found["tensors"].items()} == mine
    assert found["persistent_span"] == analysis.arena.document()["persistent"]


def scalar_reshape() -> bytes:
    """x (1, 1) float32; GREATER_EQUAL(x, 0.5) → b (1, 1) bool; RESHAPE(b, shape = an empty
    int32 constant) → a scalar bool, in place; CAST → y, a float32 scalar."""
    tensors = [
        TensorSpec("x", (1, 1), _F32),
        TensorSpec("half", (1, 1), _F32, np.full((1, 1), 0.5, np.float32)),
        TensorSpec("b", (1, 1), "bool"),
        TensorSpec("shape", (0,), "int32", np.zeros(0, np.int32)),
        TensorSpec("bs", (), "bool"),
        TensorSpec("y", (), _F32),
    ]
    ops = [
        OpSpec("GREATER_EQUAL", [0, 1], [2]),
        OpSpec("RESHAPE", [2, 3], [4]),
        OpSpec("CAST", [4], [5]),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[5], name="main")])


def test_an_empty_shape_constant_is_read_as_stored(tmp_path: Path) -> None:
    path = tmp_path / "reshape.tflite"
    path.write_bytes(scalar_reshape())
    graph = load_model(path)
    shape = graph.subgraphs[0].tensors[3]
    assert (shape.has_data, shape.stored_empty) == (False, True)
    assert not any(t.stored_empty for t in graph.subgraphs[0].tensors if t.index != 3)
    facts = dynamic_facts(graph, prepared_outputs)[0]
    assert (facts.deferred, facts.stretches) == (frozenset(), ())


@pytest.mark.parametrize("delegate", ["none", "xnnpack"])
def test_the_scalar_reshape_is_planned_in_one_stretch(delegate: str, tmp_path: Path) -> None:
    """One stretch, sorted by size: x (whole run) at 0, y (4 bytes, from step 2) at 64, b
    (1 byte, live over steps 0–2 through its alias) after it at 128: 129 bytes (two
    stretches would put b at 64 and y at 128: 132)."""
    path = tmp_path / "reshape.tflite"
    path.write_bytes(scalar_reshape())
    analysis = analyze(load_model(path), "litert", semantics_options={"delegate": delegate})
    offsets = {r.tensor: off for r, off in zip(analysis.lifetimes.records, analysis.plans[0].plan.offsets, strict=True)}
    assert offsets == {0: 0, 5: 64, 2: 128}
    assert analysis.plans[0].plan.footprint == 129


@pytest.mark.runtime
def test_the_wheel_plans_the_scalar_reshape_so(tmp_path: Path) -> None:
    """Live: the wheel's offsets equal memplan's, with and without the delegate."""
    pytest.importorskip("ai_edge_litert")
    from tflite_memplan.semantics.litert import probe

    path = tmp_path / "reshape.tflite"
    path.write_bytes(scalar_reshape())
    for delegate in (False, True):
        found = probe.litert_arena_tensors(path, include_temporaries=True, threads=1, delegate=delegate)
        assert found is not None
        assert {int(t): v[0] for t, v in found["tensors"].items() if int(t) != 4} == {0: 0, 5: 64, 2: 128}
        assert found["span"] == 129
