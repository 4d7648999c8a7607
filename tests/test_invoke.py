"""Runs means runs: memplan's Invoke verdict against the tflite-micro wheel's Invoke.

A recurrent layer Keras converts to a WHILE loop with ``return_sequences`` writes its
step into a sequence through a SLICE whose ``size`` the body computes from the step
counter: the converter cannot size that output (-1 in its shape signature), TFLM keeps
the stored placeholder and the kernel writes past it (slice.cc). The models here are
that loop cut to its core, built in the test: a (steps, 1, width) state, a body that
slices ``[0:i+1]`` of it and adds the slice back. With the size computed from the
counter memplan predicts Invoke fails, and the wheel's Invoke never returns; with a
size computed from a constant (the converter sized the output) it predicts Invoke
runs, and it does; without a shape signature it says Invoke is not checked, and that
model fails in the wheel too (so "yes" would have been wrong). The committed Keras
models (tests/models/make_keras_models.py) are judged the same way.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tests.conftest import REAL_MODELS, ROOT
from tflite_memplan import parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.runnable import Refusal, Runnability
from tflite_memplan.semantics.tflm.runnable import tflm_runnability

_F32 = "float32"
KERAS = ROOT / "tests" / "models"
#: Seconds the wheel's Invoke gets on these small models (it returns in milliseconds).
TIMEOUT_S = 10.0


def _int32(name: str, values: list[int], shape: tuple[int, ...] | None = None) -> TensorSpec:
    data = np.asarray(values, np.int32)
    return TensorSpec(name, data.shape if shape is None else shape, "int32", data=data.reshape(shape or data.shape))


def sequence_loop(steps: int = 16, width: int = 8, *, counted: bool = True, signature: bool = True) -> bytes:
    """WHILE i < steps: head = SLICE(state, [0, 0, 0], [i + 1 (or 1 unless ``counted``),
    -1, -1]); state += head. The slice's output is stored (1, 1, width); its shape
    signature is (-1, 1, width) when ``counted`` (the converter could not size it),
    (1, 1, width) when not, and absent without ``signature``."""
    seq = (steps, 1, width)
    main = SubgraphSpec(
        [
            _int32("i0", [0], ()),
            TensorSpec("x", seq, _F32),
            TensorSpec("i", (), "int32"),
            TensorSpec("s", seq, _F32),
            TensorSpec("y", seq, _F32),
        ],
        [
            OpSpec("WHILE", [0, 1], [2, 3], {"cond_subgraph_index": 1, "body_subgraph_index": 2}),
            OpSpec("RELU", [3], [4]),
        ],
        [1],
        [4],
        "main",
    )
    cond = SubgraphSpec(
        [
            TensorSpec("i", (), "int32"),
            TensorSpec("s", seq, _F32),
            _int32("n", [steps], ()),
            TensorSpec("go", (), "bool"),
        ],
        [OpSpec("LESS", [0, 2], [3])],
        [0, 1],
        [3],
        "cond",
    )
    head = ((-1, 1, width) if counted else (1, 1, width)) if signature else None
    body = SubgraphSpec(
        [
            TensorSpec("i", (), "int32"),
            TensorSpec("s", seq, _F32),
            _int32("one", [1], ()),
            TensorSpec("i2", (), "int32"),
            _int32("to1", [1]),
            TensorSpec("lead", (1,), "int32"),
            _int32("rest", [-1, -1]),
            TensorSpec("size", (3,), "int32"),
            _int32("begin", [0, 0, 0]),
            TensorSpec("head", (1, 1, width), _F32, shape_signature=head),
            TensorSpec("s2", seq, _F32),
        ],
        [
            OpSpec("ADD", [0, 2], [3], {}),
            OpSpec("RESHAPE", [3 if counted else 2, 4], [5], {}),
            OpSpec("CONCATENATION", [5, 6], [7], {"axis": 0}),
            OpSpec("SLICE", [1, 8, 7], [9]),
            OpSpec("ADD", [1, 9], [10], {}),
        ],
        [0, 1],
        [3, 10],
        "body",
    )
    return build_model([main, cond, body])


#: name -> (model, memplan's expected invoke). Each is run by the wheel below.
MODELS = {
    "counted_slice": (sequence_loop(), "fails"),
    "fixed_slice": (sequence_loop(counted=False), "runs"),
    "no_signature": (sequence_loop(signature=False), "not checked"),
}
#: The committed Keras models: a GRU alone (its loop slices nothing), and a GRU with
#: return_sequences feeding a SimpleRNN (the sliced sequence).
KERAS_MODELS = {"keras_gru.tflite": "runs", "keras_gru_then_rnn.tflite": "fails"}
#: What the wheel does on each verdict: "runs" returns, the others do not.
WHEEL = {"runs": "ok", "fails": "invoke", "not checked": "invoke"}


def verdict(data: bytes) -> Runnability:
    return tflm_runnability(parse_model(data, "model.tflite"), target="host64")


@pytest.mark.parametrize("name", sorted(MODELS))
def test_memplan_predicts_invoke_of_the_sliced_loop(name: str) -> None:
    data, expected = MODELS[name]
    result = verdict(data)
    assert result.allocates
    assert result.invoke == expected, result.invoke_reasons
    assert result.runnable == (expected != "fails")


@pytest.mark.parametrize("name", sorted(KERAS_MODELS))
def test_memplan_predicts_invoke_of_the_keras_models(name: str) -> None:
    result = verdict((KERAS / name).read_bytes())
    assert result.allocates and result.invoke == KERAS_MODELS[name], result.invoke_reasons


def test_the_overflowing_slice_is_named_with_its_shapes_and_the_fix() -> None:
    result = verdict(sequence_loop())
    assert result.invoke_reasons == (
        "operator 3 of subgraph 2 (SLICE) fails when invoked: input 2 is computed while running and the output's "
        "shape is unknown in the model ([-1, 1, 8]); TFLM keeps the stored [1, 1, 8] and the kernel writes as many "
        "elements as the computed size says, past the tensor: Invoke hangs, faults or returns wrong outputs "
        "(slice.cc)",
    )
    first = result.first
    assert first is not None and (first.phase, first.subgraph, first.operator) == ("invoke", 2, 3)
    assert first.fix.startswith("unroll the loop when converting (Keras: unroll=True")


def test_invoke_is_not_checked_without_a_signature_and_says_so_first() -> None:
    result = verdict(sequence_loop(signature=False))
    assert result.answer() == (
        "allocates on TFLM reference kernels; Invoke not checked: operator 3 of subgraph 2 (SLICE) is sized by "
        "input 2, computed while running, and the model keeps no shape signature: whether it stays within its "
        "stored shape [1, 1, 8] is not known (slice.cc)"
    )


def test_a_model_that_cannot_allocate_is_never_invoked() -> None:
    refused = Runnability("TFLM reference kernels", (Refusal("prepare", "too big", 0, 4, "CONV_2D"),))
    assert (refused.allocates, refused.invoke) == (False, "fails")
    assert refused.invoke_reasons == ("never invoked: operator 4 (CONV_2D) fails in Prepare: too big",)
    eval_refused = Runnability("TFLM reference kernels", (Refusal("invoke", "int4", 0, 1, "SLICE"),))
    assert (eval_refused.allocates, eval_refused.invoke) == (True, "fails")
    assert Runnability("LiteRT built-in kernels").document() == {
        "runnable": True,
        "allocates": True,
        "invoke": "runs",
        "invoke_reasons": [],
        "reasons": [],
        "refusals": [],
    }


def test_analyze_says_it_first_and_in_json(cli, tmp_path: Path) -> None:
    (tmp_path / "loop.tflite").write_bytes(sequence_loop(signature=False))
    out = cli("analyze", tmp_path / "loop.tflite", "--target", "host64").stdout.splitlines()
    assert out[:5] == [
        "Runs                        allocates on TFLM reference kernels; Invoke not",
        "                            checked: operator 3 of subgraph 2 (SLICE) is sized",
        "                            by input 2, computed while running, and the model",
        "                            keeps no shape signature: whether it stays within",
        "                            its stored shape [1, 1, 8] is not known (slice.cc)",
    ]
    doc = json.loads(cli("analyze", tmp_path / "loop.tflite", "--format", "json").stdout)
    assert (doc["runnable"], doc["allocates"], doc["invoke"]) == (True, True, "not checked")
    assert doc["invoke_reasons"][0].startswith("operator 3 of subgraph 2 (SLICE) is sized by input 2")
    (tmp_path / "fails.tflite").write_bytes(sequence_loop())
    doc = json.loads(cli("analyze", tmp_path / "fails.tflite", "--format", "json").stdout)
    assert (doc["runnable"], doc["allocates"], doc["invoke"]) == (False, True, "fails")
    assert doc["invoke_reasons"] == doc["reasons"]


def test_check_fails_a_model_whose_invoke_fails(cli, tmp_path: Path) -> None:
    for name, (data, _) in MODELS.items():
        (tmp_path / f"{name}.tflite").write_bytes(data)
    models = [tmp_path / f"{name}.tflite" for name in sorted(MODELS)]
    result = cli("check", "--budget", "1MiB", *models)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == f"FAIL  {models[0]}"
    assert lines[1].startswith("      cannot run: TFLM cmsis-nn kernels: operator 3 of subgraph 2 (SLICE) fails")
    assert f"ok    {models[1]}" in lines and f"ok    {models[2]}" in lines
    assert "      Invoke not checked: operator 3 of subgraph 2 (SLICE) is sized by input 2," in lines
    assert lines[-1] == "2 of 3 models pass; 1 fails (1 cannot run)"
    doc = json.loads(cli("check", "--budget", "1MiB", "--format", "json", *models).stdout)
    found = {Path(m["model"]).stem: (m["ok"], m["invoke"], len(m["invoke_reasons"])) for m in doc["models"]}
    assert found == {
        "counted_slice": (False, "fails", 1),
        "fixed_slice": (True, "runs", 0),
        "no_signature": (True, "not checked", 1),
    }


@pytest.mark.runtime
@pytest.mark.parametrize("name", sorted(MODELS) + sorted(KERAS_MODELS))
def test_the_wheel_invokes_as_memplan_predicts(name: str, tmp_path: Path) -> None:
    pytest.importorskip("tflite_micro")
    from tflite_memplan.semantics.tflm.probe import tflm_invoke_outcome

    if name in MODELS:
        path, expected = tmp_path / f"{name}.tflite", MODELS[name][1]
        path.write_bytes(MODELS[name][0])
    else:
        path, expected = KERAS / name, KERAS_MODELS[name]
    assert verdict(path.read_bytes()).invoke == expected
    outcome = tflm_invoke_outcome(path, timeout=TIMEOUT_S)
    assert outcome.phase == WHEEL[expected], outcome.log


def test_every_model_invoked_under_qemu_is_predicted_to_run() -> None:
    """tests/qemu/levers.json: each plain row ran Invoke on the emulated core (an output
    checksum); memplan must not predict those fail or leave them unchecked."""
    rows = json.loads((ROOT / "tests" / "qemu" / "levers.json").read_text())["rows"]
    invoked = {r["model"] for r in rows if r["variant"] == "plain" and r["plain"].get("checksum")}
    folders = [ROOT / "sample_models", REAL_MODELS]
    found = {name: next((f / name for f in folders if (f / name).is_file()), None) for name in sorted(invoked)}
    judged = {name: verdict(path.read_bytes()).invoke for name, path in found.items() if path is not None}
    assert len(judged) >= 12  # the samples, with or without the dev set beside the project
    assert judged == dict.fromkeys(judged, "runs")
