"""TFLM's runtime flash (issue 27, item 2): the per-operator table against measured builds.

The measurements are committed in ``tests/codesize/`` (how they were built: its
PROVENANCE.md); nothing here builds anything.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from tests.codesize import op_sets, read_sections, read_sizes
from tests.conftest import REAL_MODELS, SAMPLES
from tflite_memplan.model.reader import load_model
from tflite_memplan.semantics.tflm import code_size
from tflite_memplan.semantics.tflm.code_size import CONFIGS, increment, naive_sum, operator_set, predict, runtime_flash
from tflite_memplan.semantics.tflm.targets import BuildOptions, get_build, make_build

TOLERANCE = 0.05


SIZES = read_sizes("sizes.txt")
INLINE = read_sizes("sizes_inline.txt")
OPSETS = op_sets()


@pytest.mark.parametrize("key", sorted(CONFIGS))
def test_the_table_is_derived_from_the_committed_builds(key: code_size.Build) -> None:
    config = CONFIGS[key][0]
    sections, builds = read_sections(config), SIZES[config]
    ops = {b[3:]: (flash, sections.get(b, {})) for b, flash in builds.items() if b.startswith("op_")}
    assert code_size.table()[key] == code_size.derive(builds["baseline"], sections["baseline"], ops)
    for op, (flash, _) in ops.items():
        assert increment(key, op) == flash - builds["baseline"]
        assert predict(key, [op]) == flash


def test_every_model_operator_has_a_figure_on_every_configuration() -> None:
    used = {op for ops in OPSETS.values() for op in ops}
    for baseline, _, ops in code_size.table().values():
        assert baseline > 0
        assert used <= set(ops)


@pytest.mark.parametrize("config", sorted(c for c, _ in CONFIGS.values()))
@pytest.mark.parametrize("model", sorted(OPSETS))
def test_the_prediction_is_within_5_percent_of_the_build_with_exactly_that_resolver(model: str, config: str) -> None:
    key = next(k for k, (c, _) in CONFIGS.items() if c == config)
    predicted = predict(key, OPSETS[model])
    build = "model_" + model.removesuffix(".tflite")
    measured = SIZES[config][build]
    assert abs(predicted - measured) <= TOLERANCE * measured, (predicted, measured)
    if build in INLINE.get(config, {}):
        exact = INLINE[config][build]
        assert abs(predicted - exact) <= TOLERANCE * exact, (predicted, exact)


def test_summing_increments_counts_shared_code_again() -> None:
    ops = OPSETS["person_detect.tflite"]
    measured = SIZES["m4_reference"]["model_person_detect"]
    assert naive_sum(("cortex-m4", "reference", "speed"), ops) > 1.2 * measured


def test_the_independent_builds_cover_two_cores_and_both_libraries() -> None:
    covered = {c for c, builds in INLINE.items() if any(b.startswith("model_") for b in builds)}
    cores = {c.split("_")[0] for c in covered}
    libraries = {c.split("_")[1] for c in covered}
    assert len(cores) >= 2 and libraries == {"reference", "cmsis-nn"}


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.tflite")), ids=lambda p: p.name)
def test_the_committed_op_sets_are_the_sample_models(path: Path) -> None:
    assert list(operator_set(load_model(path))) == OPSETS[path.name]


@pytest.mark.parametrize("name", sorted(set(OPSETS) - {p.name for p in SAMPLES.glob("*.tflite")}))
def test_the_committed_op_sets_are_the_dev_set_models(name: str) -> None:
    path = REAL_MODELS / name
    if not path.is_file():
        pytest.skip(f"{path} is not present")
    assert list(operator_set(load_model(path))) == OPSETS[name]


def test_a_measured_target_gets_the_sum_and_its_build() -> None:
    graph = load_model(SAMPLES / "branching_cnn_int8.tflite")
    r = runtime_flash(graph, get_build("cortex-m4"))
    assert r.config == "cortex-m4, cmsis-nn kernels" and not r.unmeasured and r.reason is None
    assert r.bytes == predict(("cortex-m4", "cmsis-nn", "speed"), operator_set(graph))
    doc = r.document()
    assert doc["bytes"] == r.bytes and doc["tflm_commit"] == code_size.TFLM_COMMIT
    assert "-Os" in doc["optimization"] and "-O2" in doc["optimization"]


@pytest.mark.parametrize(
    "name", ["cortex-m7", "host64", "cortex-m55+ethos-u", "cortex-m4(armclang)", "cortex-m55(dsp)", "cortex-m3(size)"]
)
def test_a_build_not_measured_is_said_so_not_guessed(name: str) -> None:
    graph = load_model(SAMPLES / "branching_cnn_int8.tflite")
    target = get_build(name)
    r = runtime_flash(graph, target)
    assert r.bytes is None and r.reason == f"not measured for {target.name}"


def test_analyze_shows_the_runtime_row_at_80_columns(cli) -> None:
    result = cli("analyze", SAMPLES / "branching_cnn_int8.tflite")
    assert result.exit_code == 0, result.output
    assert "Runtime flash" in result.output
    assert "model + runtime ≈" in result.output
    assert max(len(line) for line in result.output.splitlines()) <= 80
    other = cli("analyze", SAMPLES / "branching_cnn_int8.tflite", "--target", "cortex-m7")
    assert "not measured for cortex-m7" in other.output


def test_the_json_flash_object_has_the_runtime(cli) -> None:
    result = cli("analyze", SAMPLES / "branching_cnn_int8.tflite", "--format", "json")
    doc = json.loads(result.output)
    runtime = doc["flash"]["runtime"]
    assert runtime["config"] == "cortex-m4, cmsis-nn kernels" and runtime["bytes"] > runtime["baseline_bytes"]
    assert doc["flash"]["total_bytes"] == doc["flash"]["model_bytes"] + runtime["bytes"]


SIZE_BUILDS = sorted(k for k in CONFIGS if k[2] == "size")


def test_some_builds_were_measured_all_os() -> None:
    """The all -Os library (``--optimized-for size``): both kernel libraries, each build
    with its exact-resolver builds too (the 5 % check above runs on them)."""
    assert {k[1] for k in SIZE_BUILDS} == {"reference", "cmsis-nn"}
    for key in SIZE_BUILDS:
        config = CONFIGS[key][0]
        assert config.endswith("_os") and set(INLINE[config]) == {"baseline"} | {
            "model_" + m.removesuffix(".tflite") for m in OPSETS
        }


@pytest.mark.parametrize("key", SIZE_BUILDS)
def test_optimized_for_size_selects_the_all_os_figures(key: code_size.Build) -> None:
    core, kernels, _ = key
    graph = load_model(SAMPLES / "branching_cnn_int8.tflite")
    size = runtime_flash(graph, make_build(core, BuildOptions(kernels, optimized_for="size")))
    speed = runtime_flash(graph, make_build(core, BuildOptions(kernels)))
    assert (size.config, size.optimized_for, speed.optimized_for) == (speed.config, "size", "speed")
    assert size.bytes == predict(key, operator_set(graph))
    assert size.document()["optimization"] == "-Os throughout, kernels for size"
    # what the builds measured: the whole library at -Os is smaller than TFLM's default levels
    build = "model_branching_cnn_int8"
    assert SIZES[CONFIGS[key][0]][build] < SIZES[CONFIGS[(core, kernels, "speed")][0]][build]
    assert size.bytes is not None and speed.bytes is not None and size.bytes < speed.bytes


def test_analyze_says_which_optimization_the_runtime_row_was_measured_at(cli) -> None:
    if ("cortex-m4", "cmsis-nn", "size") not in CONFIGS:
        pytest.skip("no all -Os build of cortex-m4 with CMSIS-NN")
    result = cli("analyze", SAMPLES / "branching_cnn_int8.tflite", "--optimized-for", "size")
    assert result.exit_code == 0, result.output
    row = " ".join(result.output.split("Runtime flash", 1)[1].split("Compute", 1)[0].split())
    assert "(measured on cortex-m4, cmsis-nn kernels, gcc -Os throughout, kernels for size)" in row
    assert max(len(line) for line in result.output.splitlines()) <= 80


def test_the_table_is_package_data_setuptools_ships() -> None:
    """The measured table is read with importlib.resources from the package's data/
    folder; pyproject.toml's package-data names it (a wheel without it has no table)."""
    root = Path(__file__).resolve().parents[1]
    config = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    folder = Path(code_size.__file__).parent
    shipped = {p for pattern in config["tflite_memplan.semantics.tflm"] for p in folder.glob(pattern)}
    assert folder / "data" / code_size.DATA in shipped
    assert set(code_size.table()) == set(CONFIGS)
