"""The library's front door and the CLI's refusals of conflicting flags (issue: rough edges)."""

from __future__ import annotations

from pathlib import Path

import pytest

import tflite_memplan
from tests.conftest import SAMPLES
from tests.tiny_models import branch_48
from tflite_memplan import PLANNERS, UsageRecord, analyze, load_model, validate_plan
from tflite_memplan.planners import resolve_strategies

MODEL = str(SAMPLES / "branching_cnn_int8.tflite")


def test_version_and_top_level_names() -> None:
    assert tflite_memplan.__version__ == "0.1.0"
    assert set(tflite_memplan.__all__) <= set(dir(tflite_memplan))


def test_planners_are_called_as_the_readme_says() -> None:
    # DESIGN.md golden case: TFLM greedy → offsets 50, 70, 40, 0, 0, arena 90.
    records = [UsageRecord(10, 0, 1), UsageRecord(20, 1, 2), UsageRecord(30, 2, 3), UsageRecord(40, 3, 4)]
    records.append(UsageRecord(50, 0, 1))
    plan = PLANNERS["tflm_greedy"](records)
    validate_plan(records, plan)
    assert plan.offsets == (50, 70, 40, 0, 0) and plan.arena_size == 90
    assert PLANNERS["naive"](records, 64).offsets == (0, 64, 128, 192, 256)


def test_repr_of_an_analysis_is_one_short_line() -> None:
    a = analyze(load_model(MODEL))
    assert repr(a) == (
        f"<Analysis {MODEL!r} tflm: {len(a.records)} buffers, tflm_greedy={a.primary.footprint}, "
        f"lower bound {a.lower_bound_bytes}>"
    )


def test_families_mix_with_names_in_strategy_lists() -> None:
    offset = [n for n, s in PLANNERS.items() if s.family == "offset"]
    assert resolve_strategies("offset,shared_objects") == list(PLANNERS)
    assert resolve_strategies("offset,min_cost_flow,naive") == [*offset, "min_cost_flow"]


def test_compare_takes_both_families_at_once(cli) -> None:
    result = cli("compare", MODEL, "--strategies", "offset,shared_objects")
    assert result.exit_code == 0, result.stderr
    assert " offset (one arena)" in result.stdout and " shared objects" in result.stdout


def test_min_cost_flow_says_what_it_optimises() -> None:
    description = PLANNERS["min_cost_flow"].description
    assert "proxy objective" in description and "exact min-cost flow" not in description


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["analyze", MODEL, "--json", "--timeline"],
            "Error: --timeline charts the summary and --format json replaces it; choose one",
        ),
        (
            ["plan", MODEL, "--strategy", "naive", "--strategy", "best"],
            "Error: Invalid value for '--strategy': this command shows one plan; give it once (got naive, best)",
        ),
        (
            ["analyze", MODEL, "--gpu-pad-channels"],
            "Error: --gpu-pad-channels goes with --semantics gpu, not tflm",
        ),
    ],
)
def test_conflicting_flags_are_refused_in_one_line(cli, args: list[str], message: str) -> None:
    result = cli(*args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.strip().splitlines()[-1] == message


def test_plan_plain_with_svg_does_both(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(branch_48())
    result = cli("plan", "m.tflite", "--plain", "--svg", "m.svg")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("0 (id=0): size=48, offset=0, first_used=0 last_used=2\n")
    assert Path("m.svg").read_text().startswith("<svg")
    assert result.stderr == "wrote m.svg\n"


def test_alignment_help_comes_from_the_registry(cli) -> None:
    help_text = " ".join(cli("analyze", "--help").stdout.split())
    assert "Default: the runtime's (tflm 1, litert 64, gpu 1)." in help_text
