"""The CI gate ``memplan check``: budgets, baselines, exit codes and every output format."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.tiny_models import branch_48
from tflite_memplan.cli import main
from tflite_memplan.report.gate import BudgetError, parse_size, parse_tolerance


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("256KiB", 262144),
        ("256kib", 262144),
        ("300KB", 300000),
        ("1.5MiB", 1572864),
        ("2MB", 2000000),
        ("65536B", 65536),
        ("65536", 65536),
        (" 144 B ", 144),
    ],
)
def test_budget_units(text: str, expected: int) -> None:
    assert parse_size(text) == expected


@pytest.mark.parametrize("text", ["", "KiB", "12XB", "-5KiB", "0", "1,024", "ten"])
def test_bad_budgets(text: str) -> None:
    with pytest.raises(BudgetError):
        parse_size(text)


def test_tolerances() -> None:
    assert parse_tolerance("3%") == pytest.approx(0.03)
    assert parse_tolerance("0.05") == pytest.approx(0.05)
    with pytest.raises(BudgetError, match="percentage"):
        parse_tolerance("lots")
    with pytest.raises(BudgetError, match="negative"):
        parse_tolerance("-1%")


@pytest.fixture
def models(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with two copies of the 144-byte golden branch model (TFLM arena 144 B)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "a.tflite").write_bytes(branch_48())
    (tmp_path / "m" / "b.tflite").write_bytes(branch_48())
    return tmp_path


def check(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    r = CliRunner(env=env).invoke(main, ["check", *args])
    return r.exit_code, r.stdout, r.stderr


def test_all_fit_exit_0(models: Path) -> None:
    code, out, _ = check("m", "--budget", "144B")
    assert code == 0
    assert out == (
        "ok    m/a.tflite: arena 144 B (0.1 KiB), budget 144 B, headroom 0 B\n"
        "ok    m/b.tflite: arena 144 B (0.1 KiB), budget 144 B, headroom 0 B\n"
        "2 of 2 models pass\n"
    )


def test_over_budget_exit_1(models: Path) -> None:
    code, out, _ = check("m/a.tflite", "m/*.tflite", "--budget", "143")
    assert code == 1
    assert out == (
        "OVER  m/a.tflite: arena 144 B (0.1 KiB), budget 143 B, headroom -1 B\n"
        "OVER  m/b.tflite: arena 144 B (0.1 KiB), budget 143 B, headroom -1 B\n"
        "0 of 2 models pass; 2 fail\n"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("m", "--budget", "lots"), "Error: cannot read the size 'lots'"),
        (("m",), "Error: give --budget SIZE, --baseline FILE, or both"),
        (("m", "--write-baseline", "--budget", "1KiB"), "Error: --write-baseline needs --baseline FILE"),
        (("nothing/*.tflite", "--budget", "1KiB"), "Error: nothing/*.tflite: no file matches"),
        (("missing.tflite", "--budget", "1KiB"), "Error: missing.tflite: cannot read model while opening the file"),
        (("m", "--baseline", "none.json"), "Error: baseline none.json: no such file"),
        (("m", "--budget", "1KiB", "--format", "yaml"), "Invalid value for '--format'"),
    ],
)
def test_usage_and_input_errors_exit_2(models: Path, args: tuple[str, ...], message: str) -> None:
    code, _, err = check(*args)
    assert code == 2
    assert message in err
    assert "Traceback" not in err


def test_baseline_records_and_detects_growth(models: Path) -> None:
    code, out, _ = check("m", "--baseline", "base.json", "--write-baseline")
    assert code == 0
    doc = json.loads(Path("base.json").read_text())
    assert doc == {
        "schema": "memplan-baseline/1",
        "semantics": "tflm",
        "strategy": "tflm_greedy",
        "models": {"m/a.tflite": 144, "m/b.tflite": 144},
    }
    # Unchanged models pass against their baseline.
    code, out, _ = check("m", "--baseline", "base.json", "--tolerance", "3%")
    assert code == 0
    assert "vs baseline +0.0%" in out
    # Pretend a.tflite used to need 130 B: 144 is +10.8%, over 3% but within 15%.
    doc["models"]["m/a.tflite"] = 130
    Path("base.json").write_text(json.dumps(doc))
    code, out, _ = check("m", "--baseline", "base.json", "--tolerance", "3%")
    assert code == 1
    assert out.splitlines()[0] == "GREW  m/a.tflite: arena 144 B (0.1 KiB), vs baseline +10.8%"
    code, _, _ = check("m", "--baseline", "base.json", "--tolerance", "15%")
    assert code == 0
    # A model the baseline does not know is reported as new, not failed.
    del doc["models"]["m/b.tflite"]
    Path("base.json").write_text(json.dumps(doc))
    code, out, _ = check("m", "--baseline", "base.json", "--tolerance", "15%")
    assert code == 0 and "m/b.tflite: arena 144 B (0.1 KiB), vs baseline new" in out


def test_json_format(models: Path) -> None:
    code, out, _ = check("m/a.tflite", "--budget", "100B", "--format", "json")
    assert code == 1
    doc = json.loads(out)
    assert doc["schema"] == "memplan-check/1" and doc["ok"] is False
    (row,) = doc["models"]
    assert row["model"] == "m/a.tflite"
    assert (row["arena_bytes"], row["budget_bytes"], row["headroom_bytes"]) == (144, 100, -44)
    assert row["problems"] == ["arena 144 B exceeds the budget 100 B"]


def test_markdown_format(models: Path) -> None:
    code, out, _ = check("m", "--budget", "1KiB", "--format", "markdown")
    assert code == 0
    assert out == (
        "| model | arena | budget | headroom | vs baseline | status |\n"
        "|---|---:|---:|---:|---:|---|\n"
        "| `m/a.tflite` | 144 B | 1,024 B | 880 B | - | ✅ ok |\n"
        "| `m/b.tflite` | 144 B | 1,024 B | 880 B | - | ✅ ok |\n"
    )


def test_github_format_annotates_and_appends_the_step_summary(models: Path) -> None:
    summary = models / "summary.md"
    summary.write_text("earlier\n")
    code, out, _ = check(
        "m/a.tflite", "--budget", "100B", "--format", "github", env={"GITHUB_STEP_SUMMARY": str(summary)}
    )
    assert code == 1
    assert out == "::error file=m/a.tflite,title=memplan::arena 144 B exceeds the budget 100 B\n"
    assert summary.read_text() == (
        "earlier\n### memplan check\n\n"
        "| model | arena | budget | headroom | vs baseline | status |\n"
        "|---|---:|---:|---:|---:|---|\n"
        "| `m/a.tflite` | 144 B | 100 B | -44 B | - | ❌ arena 144 B exceeds the budget 100 B |\n\n"
    )
    code, out, _ = check("m/a.tflite", "--budget", "1KiB", "--format", "github")
    assert code == 0 and out == "::notice file=m/a.tflite,title=memplan::arena 144 B fits\n"


def test_semantics_and_strategy_are_selectable(models: Path) -> None:
    code, out, _ = check("m/a.tflite", "--budget", "1KiB", "--semantics", "tflite", "--strategy", "naive")
    assert code == 0
    # naive under TFLite: four 48-byte tensors, offsets aligned to 64: 0, 64, 128, 192 → 240.
    assert "arena 240 B" in out
