"""``memplan compare`` and ``memplan strategies``: the registry drives the CLI."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.conftest import CLI_ENV, SAMPLES
from tests.tiny_models import branch_48
from tflite_memplan.cli import main
from tflite_memplan.planners import PLANNERS, SHARED_OBJECTS, resolve_strategies
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan, validate_plan
from tflite_memplan.records import UsageRecord


def invoke(*args: str) -> tuple[int, str, str]:
    r = CliRunner(env=CLI_ENV).invoke(main, list(args))
    return r.exit_code, r.stdout, r.stderr


def test_resolve_strategies() -> None:
    assert resolve_strategies("all") == list(PLANNERS)
    assert all(PLANNERS[n].family == SHARED_OBJECTS for n in resolve_strategies("shared_objects"))
    assert "tflm_greedy" in resolve_strategies("offset")
    assert resolve_strategies("naive, best,naive") == ["naive", "best"]


def test_unknown_strategy_name_exits_2(tmp_path: Path) -> None:
    model = tmp_path / "m.tflite"
    model.write_bytes(branch_48())
    code, out, err = invoke("compare", str(model), "--strategies", "tflm_greedy,fastest")
    assert code == 2 and out == ""
    assert err.startswith("Error: unknown strategy 'fastest'; choose from: ")
    assert "min_cost_flow" in err


def test_compare_table_on_the_golden_branch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Four 48-byte tensors; offsets: every strategy but naive reaches 144 (= lower
    # bound); naive 192. Shared objects: positional maximums 48+48+48 = 144.
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(branch_48())
    code, out, _ = invoke("compare", "m.tflite", "--strategies", "tflm_greedy,naive,best,shared_naive,best_greedy")
    assert code == 0
    # the time column keeps its width (8) whatever the timings; each time reads "T ms" here
    assert [re.sub(r" +\d+\.\d ms", " T ms", line) for line in out.splitlines()] == [
        "m.tflite",
        "tflm semantics, 4 buffers, alignment 1 B",
        "",
        " strategy                bytes   ×bound   saving       time",
        " " + "─" * 62,
        " offset (one arena)",
        "   tflm_greedy             144    1.000    25.0% T ms   ★",
        "   naive                   192    1.333     0.0% T ms",
        "   best                    144    1.000    25.0% T ms   ★",
        "",
        " shared objects",
        "   shared_naive            192    1.333     0.0% T ms",
        "   best_greedy             144    1.000    25.0% T ms   ★",
        "",
        " bounds",
        "   naive (no reuse)        192              0.0%",
        "   offset lower bound      144    1.000",
        "   objects lower bound     144    1.000",
        "",
        "best picked tflm_greedy; best_greedy picked greedy_by_size_improved",
        "upstream: tflm:offset: tflm_greedy (GreedyMemoryPlanner); tflite-gpu:offset:",
        "naive (NAIVE); tflite-gpu:shared: shared_naive (NAIVE), best_greedy",
        "(GREEDY_BEST)",
    ]


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.tflite")), ids=lambda p: p.name)
def test_compare_all_on_every_sample(path: Path) -> None:
    code, out, err = invoke("compare", str(path), "--json")
    assert code == 0, err
    doc = json.loads(out)
    plans = {p["strategy"]: p for p in doc["plans"]}
    assert list(plans) == list(PLANNERS)
    best = plans["best"]["footprint_bytes"]
    assert best <= plans["tflm_greedy"]["footprint_bytes"] and best <= plans["greedy_by_size"]["footprint_bytes"]
    for p in doc["plans"]:
        entries = [t for t in p["tensors"] if "alias_of" not in t]
        records = [UsageRecord(size=t["size"], first=t["first"], last=t["last"]) for t in entries]
        if p["family"] == "offset":
            plan = OffsetPlan(tuple(t["offset"] for t in entries), p["footprint_bytes"])
            assert p["footprint_bytes"] >= doc["lower_bound_bytes"]
        else:
            plan = SharedObjectsPlan(tuple(t["object"] for t in entries), tuple(p["objects"]))
            assert sum(p["objects"]) == p["footprint_bytes"] >= doc["shared_objects_lower_bound_bytes"]
        validate_plan(records, plan)
    code, out, _ = invoke("compare", str(path))
    assert code == 0 and "objects lower bound" in out


def test_compare_says_which_objects_bound_holds() -> None:
    # wide_fanout under gpu: positional maximums say 272 B, but every plan needs 288 B
    # (exact_objects proves it by exhausting its search; the bound search proves it too).
    path = SAMPLES / "wide_fanout_f32.tflite"
    code, out, err = invoke("compare", str(path), "--semantics", "gpu", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["shared_objects_positional_bound_bytes"] == 272
    assert (
        doc["shared_objects_lower_bound_bytes"]
        == 288
        == min(p["footprint_bytes"] for p in doc["plans"] if p["family"] == "shared_objects")
    )
    assert doc["shared_objects_lower_bound_by"].startswith("search over assignments")
    code, out, _ = invoke("compare", str(path), "--semantics", "gpu")
    assert code == 0
    assert "272 B by positional maximums, 288 B" in " ".join(out.split())


def test_strategies_lists_the_registry() -> None:
    code, out, _ = invoke("strategies")
    assert code == 0
    for s in PLANNERS.values():
        assert s.name in out


def test_json_plans_name_the_upstream_planner_they_reproduce(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(branch_48())
    strategies = "gpu_greedy_by_size,greedy_by_size,breadth_best_fit,min_cost_flow,min_cost_flow_fast"
    code, out, _ = invoke("compare", "m.tflite", "--semantics", "gpu", "--strategies", strategies, "--json")
    assert code == 0
    plans = {p["strategy"]: p for p in json.loads(out)["plans"]}
    assert {name: p.get("upstream") for name, p in plans.items()} == {
        "gpu_greedy_by_size": "tflite-gpu:offset:GREEDY_BY_SIZE",
        "greedy_by_size": "litert-cpu:offset:ArenaPlanner",
        "breadth_best_fit": None,
        "min_cost_flow": "tflite-gpu:shared:MINCOSTFLOW",
        "min_cost_flow_fast": None,
    }
    assert all("offset" in t for t in plans["gpu_greedy_by_size"]["tensors"])
    assert all("object" in t for t in plans["min_cost_flow"]["tensors"]) and plans["min_cost_flow"]["objects"]


def test_compare_plans_a_minimalloc_csv_in_file_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 38's smallest MINCOSTFLOW case, as MiniMalloc's CSV (upper exclusive).
    monkeypatch.chdir(tmp_path)
    Path("r.csv").write_text("id,lower,upper,size\na,0,1,1\nb,1,3,2\nc,2,4,1\n")
    code, out, _ = invoke("compare", "r.csv", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["semantics"] == "csv" and doc["model"] == "r.csv"
    plans = {p["strategy"]: p for p in doc["plans"]}
    assert set(plans) == set(PLANNERS)
    mcf = plans["min_cost_flow"]
    assert [(t["name"], t["object"]) for t in mcf["tensors"]] == [("a", 0), ("b", 1), ("c", 0)]
    assert mcf["objects"] == [1, 2]
    code, out, _ = invoke("compare", "r.csv", "--strategies", "gpu_greedy_by_size", "--alignment", "64", "--json")
    assert code == 0
    (plan,) = json.loads(out)["plans"]
    assert [t["offset"] for t in plan["tensors"]] == [0, 0, 64]
    code, out, _ = invoke("compare", "r.csv", "--strategies", "min_cost_flow,best_greedy")
    assert code == 0 and out.startswith("r.csv\ncsv semantics, 3 buffers, alignment 1 B\n")


def test_compare_refuses_a_bad_csv_as_solve_does(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("bad.csv").write_text("id,lower,upper,size\nx,0,1,1\ny,1,0,1\n")
    _, _, solve_err = invoke("solve", "bad.csv")
    code, out, err = invoke("compare", "bad.csv")
    assert code != 0 and out == "" and err == solve_err and len(err.strip().splitlines()) == 1
    Path("r.csv").write_text("id,lower,upper,size\na,0,1,1\n")
    code, _, err = invoke("compare", "r.csv", "--reorder")
    assert code == 2 and "a CSV file has no operators" in err


def _together(n: int) -> str:
    """A MiniMalloc CSV of ``n`` buffers all live at step 0: no reuse edge, so even
    TFLite's MINCOSTFLOW plans it at once (it searches only records an edge touches)."""
    return "id,lower,upper,size\n" + "".join(f"b{i},0,1,{16 + i % 7}\n" for i in range(n))


def test_a_set_leaves_the_min_cost_flow_searches_out_beyond_their_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tflite_memplan.planners import from_sets, left_out

    flows = ["offset_min_cost_flow", "min_cost_flow", "min_cost_flow_fast"]
    assert from_sets("all") == set(PLANNERS)
    assert from_sets("offset,min_cost_flow,best_greedy") == {n for n, s in PLANNERS.items() if s.family == "offset"}
    assert left_out(resolve_strategies("all"), 2_000) == ()
    assert left_out(resolve_strategies("all"), 2_001) == tuple(flows[:2])
    assert left_out(resolve_strategies("all"), 10_001) == tuple(flows)
    monkeypatch.chdir(tmp_path)
    Path("at.csv").write_text(_together(2_000))
    Path("over.csv").write_text(_together(2_001))
    code, out, err = invoke("compare", "at.csv", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert {p["strategy"] for p in doc["plans"]} == set(PLANNERS) and not doc["warnings"] and doc["left_out"] == []
    code, out, err = invoke("compare", "over.csv", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert {p["strategy"] for p in doc["plans"]} == set(PLANNERS) - set(flows[:2])
    assert doc["left_out"] == flows[:2]
    [note] = doc["warnings"]
    assert note.startswith("not planned, their searches taking minutes at 2,001 buffers: offset_min_cost_flow,")
    # named, it runs whatever the size; the family it is not named in still leaves its twin out
    code, out, err = invoke("compare", "over.csv", "--strategies", "offset,min_cost_flow", "--json")
    assert code == 0, err
    doc = json.loads(out)
    planned = {p["strategy"] for p in doc["plans"]}
    assert "min_cost_flow" in planned and "offset_min_cost_flow" not in planned
    assert "offset_min_cost_flow (over 2,000 buffers)" in doc["warnings"][0]
    code, out, err = invoke("compare", "over.csv", "--strategy", "offset_min_cost_flow", "--strategies", "offset")
    assert code == 0 and "not planned" not in out + err
    code, out, err = invoke("compare", "over.csv", "--strategies", "shared_objects")
    assert code == 0 and "note: not planned, their searches taking minutes at 2,001 buffers: min_cost_flow" in out
