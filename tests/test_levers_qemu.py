"""The arena levers measured in TFLM on emulated Cortex-M cores hold together.

``tests/qemu/levers.json`` holds, per configuration, model and variant (the model as
given, and what ``memplan optimize`` wrote with and without ``--reorder``), what the
levers probe bisected under QEMU (``tests/qemu/measure_levers.py`` is the runner,
``tests/qemu/PROVENANCE.md`` the builds): the single arena with TFLM's greedy planner,
the single arena with ``NonPersistentMemoryPlannerShim`` fed memplan's emitted plan, and
the two arenas of ``MicroAllocator::Create(persistent, non_persistent)``, each with a
checksum of the outputs Invoke gave at the measured minimum. These tests check the
table against itself and against ``arenas.json``, and memplan's predictions of the
levers (the plan compiled in, two arenas) against it.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections import defaultdict
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES
from tests.qemu.measure import TABLE as ARENAS
from tests.qemu.measure_levers import TABLE, VARIANTS, measure_model
from tflite_memplan.model.metadata import set_metadata
from tflite_memplan.model.slots import PLAN_BUILDS_METADATA
from tflite_memplan.optimize import optimize

ROWS = json.loads(TABLE.read_text())["rows"]
IDS = [f"{r['config']}:{r['model']}:{r['variant']}" for r in ROWS]
MEASURED = {(r["config"], r["model"]): r for r in json.loads(ARENAS.read_text())["rows"]}

#: Each configuration's memplan options (what ``measure_levers.py`` passes to optimize).
_TARGETS = {
    "m4_cmsis-nn": {"target": "cortex-m4"},
    "m4_reference": {"target": "cortex-m4", "kernels": "reference"},
    "m3_cmsis-nn": {"target": "cortex-m3", "kernels": "cmsis-nn"},
    "m3_reference": {"target": "cortex-m3", "kernels": "reference"},
    "m55_cmsis-nn": {"target": "cortex-m55", "kernels": "cmsis-nn"},
    "m55_reference": {"target": "cortex-m55", "kernels": "reference"},
}


@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_the_greedy_planners_minimum_was_bisected(row: dict) -> None:
    plain = row["plain"]
    assert plain["ok"] and plain["minimum_confirmed"]
    assert plain["minimum"] >= plain["head"] + plain["tail"] - 16


@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_the_two_arenas_work_as_a_pair_and_not_below_it(row: dict) -> None:
    two = row["two_arenas"]
    assert two["ok"] and two["persistent_confirmed"] and two["non_persistent_confirmed"]
    assert two["pair_ok"] and not two["pair_below_ok"]
    # the persistent arena is used from its 16-aligned end: its minimum is what it holds
    assert two["persistent"] == -(-two["persistent_used"] // 16) * 16
    # the non-persistent one holds the planned area, and the planning space while it plans
    assert two["non_persistent"] >= two["non_persistent_used"]


SHIM = [r for r in ROWS if "shim" in r]


@pytest.mark.parametrize("row", SHIM, ids=[f"{r['config']}:{r['model']}:{r['variant']}" for r in SHIM])
def test_the_shims_plan_is_whole_and_its_safe_arena_holds_it_below_the_tail(row: dict) -> None:
    shim = row["shim"]
    assert shim["ok"] and shim["min_alloc_confirmed"] and shim["min_safe_confirmed"]
    assert shim["buffers_added"] == shim["buffers_in_plan"] and shim["conflicts"] == 0
    assert shim["head"] == 0  # the shim's GetMaximumMemorySize() is 0: TFLM reserves no head
    assert shim["min_alloc"] <= shim["min_safe"]
    # safe: the tail starts at or above the plan's extent, 16 bytes less would not
    assert shim["min_safe"] - shim["tail"] >= shim["extent"]
    assert shim["min_safe"] == max(shim["min_alloc"], -(-(shim["extent"] + shim["tail"]) // 16) * 16)


@pytest.mark.parametrize("row", [r for r in ROWS if r["offline_plan_in_model"]])
def test_the_shim_refuses_a_model_carrying_an_offline_plan(row: dict) -> None:
    assert row["shim_on_model_as_written"]["ok"] is False


@pytest.mark.parametrize("row", ROWS, ids=IDS)
def test_the_plain_minimum_equals_the_arenas_table(row: dict) -> None:
    measured = MEASURED.get((row["config"], row["model"]))
    if measured is None or measured["sha256"] != row["sha256"]:
        pytest.skip("arenas.json has no row for these bytes")
    assert measured["plain"]["ok"]
    assert (row["plain"]["head"], row["plain"]["tail"], row["plain"]["minimum"]) == (
        measured["plain"]["head"],
        measured["plain"]["tail"],
        measured["plain"]["minimum"],
    )


def test_every_lever_and_variant_of_a_model_gives_the_same_outputs() -> None:
    by_model: dict[tuple[str, str], set] = defaultdict(set)
    for row in ROWS:
        sums = {row[lever]["checksum"] for lever in ("plain", "shim", "two_arenas") if lever in row}
        assert len(sums) == 1 and None not in sums, (row["config"], row["model"], row["variant"], sums)
        assert row["checksum"] in sums
        by_model[row["config"], row["model"]].add(row["checksum"])
    different = {k: v for k, v in by_model.items() if len(v) != 1}
    assert not different


def test_each_model_has_its_plain_row_and_variants_are_known() -> None:
    names = {v for v, _ in VARIANTS}
    assert {r["variant"] for r in ROWS} <= names
    models = defaultdict(set)
    for r in ROWS:
        models[r["config"], r["model"]].add(r["variant"])
    assert all("plain" in v for v in models.values())
    # three cores (M3 without DSP, M4 with, M55 with MVE and hard float) x both kernel libraries,
    # each on the same models
    assert {c for c, _ in models} == set(_TARGETS)
    by_config = defaultdict(set)
    for config, model in models:
        by_config[config].add(model)
    assert len({frozenset(v) for v in by_config.values()}) == 1


LIVE = os.environ.get("MEMPLAN_QEMU_PROBES")


@pytest.mark.skipif(not LIVE or shutil.which("qemu-system-arm") is None, reason="no probe builds or QEMU here")
@pytest.mark.parametrize("config", sorted({r["config"] for r in ROWS}))
def test_the_plain_variants_are_reproduced_live(config: str, tmp_path: Path) -> None:
    """With ``MEMPLAN_QEMU_PROBES`` naming a folder of ``levers_<config>.elf`` builds, the
    samples' rows for the model as given (memplan's plan, the three levers) again."""
    probe = Path(str(LIVE)) / f"levers_{config}.elf"
    if not probe.is_file():
        pytest.skip(f"no {probe}")
    for row in [r for r in ROWS if r["config"] == config and r["source"] == "sample" and r["variant"] == "plain"]:
        data = (SAMPLES / row["model"]).read_bytes()
        work = tmp_path / row["model"].removesuffix(".tflite")
        work.mkdir()
        rows, _ = measure_model(probe, config, row["model"], "sample", data, work)
        assert [r for r in rows if r["variant"] == "plain"] == [row]


# --- memplan's predictions against the measurements ----------------------------------------


def _files() -> dict[str, Path]:
    """Sample and dev-set model files by content hash."""
    paths = list(SAMPLES.glob("*.tflite"))
    if REAL_MODELS.is_dir():
        paths += REAL_MODELS.glob("*.tflite")
    return {hashlib.sha256(p.read_bytes()).hexdigest(): p for p in paths}


FILES = _files()
AS_GIVEN = [r for r in SHIM if r["variant"] == "plain" and r["sha256"] in FILES and not r["offline_plan_in_model"]]


@pytest.mark.parametrize("row", AS_GIVEN, ids=[f"{r['config']}:{r['model']}" for r in AS_GIVEN])
def test_memplan_predicts_the_plan_compiled_in_and_the_two_arenas(row: dict) -> None:
    """For each model as given: the safe single arena with the plan ``optimize --emit-c``
    writes fed to TFLM's shim, and both buffers of the two-arena allocator, to the byte."""
    from tflite_memplan.optimize import optimize, split_arenas

    path = FILES[row["sha256"]]
    result = optimize(path.read_bytes(), str(path), options=_TARGETS[row["config"]], force=True)
    assert result.plan.arena_size == row["plan_head"]
    shim = result.plan_struct
    assert shim is not None and shim.minimum == row["shim"]["min_safe"]
    arenas = split_arenas(result.original)
    assert arenas is not None and (arenas.persistent, arenas.non_persistent) == (
        row["two_arenas"]["persistent"],
        row["two_arenas"]["non_persistent"],
    )


def _flags(config: str) -> list[str]:
    return [f"--{k}={v}" for k, v in _TARGETS[config].items()]


@pytest.mark.parametrize("config", sorted(_TARGETS))
def test_optimize_on_the_command_line_names_each_measured_build(
    config: str, cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``memplan optimize --target CORE --kernels LIB`` (what the runner passes): the
    minimum before and after, and the plan compiled in, as measured for ``reshape_chain``
    (the one sample where optimize lowers the minimum on every build), at 80 columns."""
    rows = {r["variant"]: r for r in ROWS if r["config"] == config and r["model"] == "reshape_chain.tflite"}
    out = tmp_path / "out.tflite"
    monkeypatch.chdir(tmp_path)  # the report names the output as typed: its width is the report's own
    result = cli("optimize", SAMPLES / "reshape_chain.tflite", "-o", out.name, *_flags(config))
    assert result.exit_code == 0, result.output
    target = get_target_name(config)
    before, after = rows["plain"]["plain"]["minimum"], rows["optimized"]["plain"]["minimum"]
    lines = result.output.splitlines()
    assert any(x.split() == ["bytes,", f"{target}", "minimum", "change", "head", "change"] for x in lines)
    row = {x.strip().split("  ")[0]: x.split() for x in lines if x.startswith("  ") and not x.startswith("    ")}
    assert row["as given"][2] == f"{before:,}"
    assert row["written (plan)"][2] == f"{after:,}"
    shim = next(x for x in lines if "plan compiled in" in x)
    assert shim.split()[4] == f"{rows['plain']['shim']['min_safe']:,}"
    assert max(len(x) for x in result.output.splitlines()) <= 80
    # the model measured, plus memplan's record of the build its plan was chosen for
    measured = optimize(
        (SAMPLES / "reshape_chain.tflite").read_bytes(), options=dict(_TARGETS[config]), record_builds=False
    )
    assert measured.data is not None and hashlib.sha256(measured.data).hexdigest() == rows["optimized"]["sha256"]
    assert out.read_bytes() == set_metadata(measured.data, PLAN_BUILDS_METADATA, target.encode())


def get_target_name(config: str) -> str:
    """memplan's name for the build ``config`` measures."""
    from tflite_memplan.semantics.tflm.targets import BuildOptions, resolve_build

    options = _TARGETS[config]
    return resolve_build(options["target"], BuildOptions(options.get("kernels"))).name


@pytest.mark.parametrize("config", sorted(_TARGETS))
def test_whatif_on_the_command_line_starts_from_each_builds_measured_minimum(config: str, cli) -> None:
    row = next(r for r in ROWS if (r["config"], r["model"], r["variant"]) == (config, "while_loop.tflite", "plain"))
    result = cli("whatif", SAMPLES / "while_loop.tflite", "--rank", *_flags(config))
    assert result.exit_code == 0, result.output
    first = f"Minimum tensor_arena ({get_target_name(config)}) {row['plain']['minimum']:,} B"
    assert result.output.startswith(first)
