"""Will TFLite Micro run it: memplan's verdict against the tflite-micro interpreter's.

Every kernel model (each registered kernel in the variants it accepts) must be predicted
runnable, and every refused model (tests/refused_models.py) predicted to stop where the
manifest says; with the runtime installed, the interpreter itself is run on both sets
(built with a large arena and invoked once on zero inputs) and must stop exactly there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES
from tests.kernel_models import kernel_models
from tests.refused_models import KERNEL_STOPS, refused_models
from tflite_memplan import parse_model
from tflite_memplan.semantics.runnable import Runnability
from tflite_memplan.semantics.tflm.runnable import tflm_runnability

#: Every bundled sample (those in refused/ too) and every dev-set model at hand.
MODELS = sorted(SAMPLES.rglob("*.tflite")) + (sorted(REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else [])
KERNELS = kernel_models()
REFUSED = refused_models()


def verdict(data: bytes, name: str) -> Runnability:
    return tflm_runnability(parse_model(data, name), target="host64")


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_every_kernel_model_is_predicted_to_run(name: str) -> None:
    result = verdict(KERNELS[name].data, name)
    if KERNEL_STOPS.get(name, "data") != "data":
        assert result.first is not None and result.first.phase == KERNEL_STOPS[name], result.reasons
    else:
        assert result.runnable, result.reasons


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_every_refused_model_is_predicted_to_stop_where_tflm_does(name: str) -> None:
    data, stop = REFUSED[name]
    result = verdict(data, name)
    assert not result.runnable
    first = result.first
    assert first is not None and first.phase == stop, result.reasons
    assert first.operator == 0 or first.operator is None


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Every kernel and refused model run by the wheel, in one child process."""
    pytest.importorskip("tflite_micro")
    from tflite_memplan.semantics.tflm.probe import tflm_run_outcomes

    folder = tmp_path_factory.mktemp("runnable")
    paths = {}
    for name, model in KERNELS.items():
        paths[name] = folder / f"kernel_{name}.tflite"
        paths[name].write_bytes(model.data)
    for name, (data, _) in REFUSED.items():
        paths["refused:" + name] = folder / f"refused_{name}.tflite"
        paths["refused:" + name].write_bytes(data)
    for path in MODELS:
        paths["model:" + path.name] = path
    measured = tflm_run_outcomes(list(paths.values()))
    return {name: measured.get(str(Path(p).resolve())) for name, p in paths.items()}


@pytest.mark.runtime
@pytest.mark.parametrize("name", sorted(KERNELS))
def test_tflm_runs_every_kernel_model(name: str, outcomes: dict) -> None:
    outcome = outcomes[name]
    stop = KERNEL_STOPS.get(name, "ok")
    assert outcome is not None and outcome.phase == ("invoke" if stop == "data" else stop), outcome and outcome.log


@pytest.mark.runtime
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_tflm_stops_every_refused_model_where_the_manifest_says(name: str, outcomes: dict) -> None:
    outcome = outcomes["refused:" + name]
    assert outcome is not None and outcome.phase == REFUSED[name][1], outcome and outcome.log
    assert outcome.operator in (0, None)


@pytest.mark.runtime
@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.name)
def test_samples_and_dev_set_models_stop_where_memplan_says(path: Path, outcomes: dict) -> None:
    outcome = outcomes["model:" + path.name]
    assert outcome is not None
    first = tflm_runnability(parse_model(path.read_bytes(), path.name), target="host64").first
    if first is None:
        assert outcome.phase == "ok", outcome.log
    else:
        assert (outcome.phase, outcome.operator) == (first.phase, None if first.phase == "resolve" else first.operator)


def test_refusals_of_one_cause_are_grouped_with_the_fix(cli, tmp_path: Path) -> None:
    from tests.tiny_models import float16_weights

    (tmp_path / "f16.tflite").write_bytes(float16_weights(7))  # seven float16 weights, each a DEQUANTIZE
    verdict = tflm_runnability(parse_model(float16_weights(7)))
    assert [r.operator for r in verdict.refusals] == [0, 2, 4, 6, 8, 10, 12]
    assert verdict.grouped() == (
        "6 DEQUANTIZE operators (2, 4, 6, 8, 10, …) fail in Prepare: input 0 is float16; the kernel takes int16, "
        "int8 or uint8 (dequantize_common.cc)",
        "to fix: convert the model without float16 weights (float32, or int8 quantized), or dequantize them "
        "offline; TFLM dequantizes only integer types",
    )
    assert verdict.refusals[0].document()["fix"].startswith("convert the model without float16 weights")
    out = cli("analyze", str(tmp_path / "f16.tflite")).stdout.splitlines()
    assert out[-4:] == [
        "cannot run: 6 DEQUANTIZE operators (2, 4, 6, 8, 10, …) fail in Prepare: input 0",
        "is float16; the kernel takes int16, int8 or uint8 (dequantize_common.cc)",
        "to fix: convert the model without float16 weights (float32, or int8 quantized),",
        "or dequantize them offline; TFLM dequantizes only integer types",
    ]
