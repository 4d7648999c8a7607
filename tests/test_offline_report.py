"""Models that carry their own offline plan (TFLM ``OfflineMemoryAllocation``, as Vela
writes them) are reported as what they are: the plan's origin, the arena TFLM uses, and
why the live-bytes lower bound does not bound a plan that aliases live buffers."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cases import branch_48_cortex_m_arena
from tests.conftest import REAL_MODELS, require_real_models
from tests.tiny_models import branch_48, branch_48_offline
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model, parse_model

OVERLAP_NOTE = [
    "note: the model's offline plan places some buffers over others that TFLM",
    "considers live at the same time (on purpose: an NPU operator's scratch areas,",
    "for example); the live-bytes lower bound assumes live buffers never share bytes,",
    "so it does not bound this plan",
]


@pytest.fixture
def offline_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    # t0 at 0, t1 at 48, t2 and t3 over t0 at 0: t2 (steps 2..3) shares t0's bytes at step 2.
    monkeypatch.chdir(tmp_path)
    Path("o.tflite").write_bytes(branch_48_offline())
    return "o.tflite"


def test_analyze_names_the_offline_plan_and_withholds_the_bound(cli, offline_model: str) -> None:
    result = cli("analyze", offline_model)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "Runs                         yes, on TFLM cmsis-nn kernels",
        "Model                        o.tflite",
        "Semantics                    tflm (alignment 1 B)",
        "Subgraphs                    1",
        "Operators                    3",
        "Tensors planned              4",
        "Plan origin                  offline plan from the model (4 of 4 buffers pinned)",
        "Planned head (offline plan)  96 B",
        "Naive (no reuse)             192 B",
        "Lower bound                  does not apply (see the note below)",
        "Peak                         144 B live at operator 1 RELU6 (step 2)",
        "Flash                        ≈ model 656 B (weights 0 B, metadata 28 B,",
        "                             structure 628 B)",
        "Runtime flash                ≈ 49,511 B TFLM for 3 operators (measured on",
        "                             cortex-m4, cmsis-nn kernels, gcc -Os framework, -O2",
        "                             kernels); model + runtime ≈ 50,167 B",
        "Compute                      0 MACs, 36 element-wise ops",
        "",
        *branch_48_cortex_m_arena(96),
        "Live at the peak: 3 buffers, largest first",
        "",
        " buffer   kind     bytes   steps",
        " ───────────────────────────────",
        " t0       tensor      48    0..2",
        " t1       tensor      48    1..3",
        " t2       tensor      48    2..3",
        "",
        *OVERLAP_NOTE,
    ]
    assert "%" not in result.stdout  # no overhead, least of all a negative one


def test_compare_stars_nothing_the_model_fixes(cli, offline_model: str) -> None:
    result = cli("compare", offline_model, "--strategies", "offset")
    assert result.exit_code == 0, result.stderr
    lines = [re.sub(r" +\d+\.\d ms", " T ms", line) for line in result.stdout.splitlines()]
    assert lines == [
        "o.tflite",
        "tflm semantics, 4 buffers, alignment 1 B",
        "",
        " strategy                   bytes   ×bound   saving       time",
        " " + "─" * 64,
        " offset (one arena)",
        "   tflm_greedy                 96        -    50.0% T ms",
        "   greedy_by_size              96        -    50.0% T ms",
        "   breadth_best_fit            96        -    50.0% T ms",
        "   strip_packing               96        -    50.0% T ms",
        "   naive                       96        -    50.0% T ms",
        "   best                        96        -    50.0% T ms",
        "   exact                       96        -    50.0% T ms",
        "   gpu_greedy_by_size          96        -    50.0% T ms",
        "   greedy_by_breadth           96        -    50.0% T ms",
        "   offset_equality             96        -    50.0% T ms",
        "   offset_greedy_in_order      96        -    50.0% T ms",
        "   offset_best_greedy          96        -    50.0% T ms",
        "   offset_min_cost_flow        96        -    50.0% T ms",
        "",
        " bounds",
        "   naive (no reuse)           192              0.0%",
        "   offset lower bound         n/a",
        "",
        "best picked tflm_greedy; exact: pinned buffers overlap: not searched;",
        "offset_best_greedy picked greedy_by_size_improved",
        "offline plan from the model (4 of 4 buffers pinned): every offset strategy keeps",
        "it, so the arena is the model's",
        *OVERLAP_NOTE,
        "upstream: tflm:offset: tflm_greedy (GreedyMemoryPlanner); litert-cpu:offset:",
        "greedy_by_size (ArenaPlanner); tflite-gpu:offset: naive (NAIVE),",
        "gpu_greedy_by_size (GREEDY_BY_SIZE), greedy_by_breadth (GREEDY_BY_BREADTH),",
        "offset_equality (EQUALITY), offset_greedy_in_order (GREEDY_IN_ORDER),",
        "offset_best_greedy (GREEDY_BEST), offset_min_cost_flow (MINCOSTFLOW)",
    ]


def test_json_carries_the_offline_plan(cli, offline_model: str) -> None:
    doc = json.loads(cli("analyze", offline_model, "--json").stdout)
    assert doc["offline_plan"] == {"pinned": 4, "buffers": 4, "overlapping": True}
    assert doc["lower_bound_applies"] is False
    assert doc["warnings"] == [" ".join(OVERLAP_NOTE).removeprefix("note: ")]
    assert [t["offset"] for t in doc["plans"][0]["tensors"]] == [0, 48, 0, 0]


def test_plan_view_draws_intended_overlaps_without_collisions(cli, offline_model: str) -> None:
    view = cli("plan", offline_model).stdout
    assert "!" not in view
    assert view.splitlines()[2] == "   2: " + "2" * 30 + "1" * 31 + " (1k)  ◀ peak"
    # TFLM's own text still marks them, byte for byte as the device prints it.
    plain = cli("plan", offline_model, "--plain").stdout
    assert "   2: " + "!" * 40 + "1" * 40 + " (1k)" in plain.splitlines()


def test_a_non_overlapping_offline_plan_keeps_the_bound() -> None:
    # Offsets 0, 48, 96, 0: t3 (step 3) reuses t0's bytes after t0 (steps 0..2) is dead.
    a = analyze(parse_model(branch_48_offline((0, 48, 96, 0))))
    assert a.offline is not None and not a.offline.overlapping and a.lower_bound_applies
    assert a.primary.footprint == 144 == a.lower_bound_bytes
    assert analyze(parse_model(branch_48())).offline is None


def test_vela_model_reads_honestly(cli) -> None:
    require_real_models()
    model = str(REAL_MODELS / "person_detect_vela.tflite")
    a = analyze(load_model(model))
    assert a.offline is not None and a.offline.complete and a.offline.overlapping
    assert a.primary.footprint == 74_464 and not a.lower_bound_applies
    out = cli("analyze", model).stdout
    assert "Planned head (offline plan)  72.7 KiB (74,464 B)" in out
    assert not re.search(r"-\d", out)  # no negative overhead, no step -1
    compare = cli("compare", model).stdout
    offset_rows = compare.split(" shared objects")[0]
    assert "★" not in offset_rows
