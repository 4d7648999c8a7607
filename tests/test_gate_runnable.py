"""A model the runtime cannot run fails the gate, and analyze says so first (issue 23)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.kernel_models import build, one_op
from tests.tiny_models import branch_48

REASON = "TFLM cmsis-nn kernels: operator 0 (GELU): no kernel for this builtin operator"


@pytest.fixture
def models(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``m/gelu.tflite`` (TFLM has no GELU kernel) and ``m/ok.tflite`` (the golden branch)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "m").mkdir()
    gelu = one_op("gelu", "-", "-", "GELU", ["x f32[1,8]"], ["y f32[1,8]"])
    (tmp_path / "m" / "gelu.tflite").write_bytes(build(gelu))
    (tmp_path / "m" / "ok.tflite").write_bytes(branch_48())
    return tmp_path


def test_a_model_that_cannot_run_fails_the_gate(models: Path, cli) -> None:
    r = cli("check", "m", "--budget", "64MiB")
    assert r.exit_code == 1
    assert r.stdout == (
        "FAIL  m/gelu.tflite\n"
        "      cannot run: TFLM cmsis-nn kernels: operator 0 (GELU): no kernel for this\n"
        "        builtin operator\n"
        "      minimum tensor_arena (cortex-m4) 480 B (0.5 KiB), planned head 64 B,\n"
        "      budget 67,108,864 B, headroom 67,108,384 B\n"
        "ok    m/ok.tflite\n"
        "      minimum tensor_arena (cortex-m4) 816 B (0.8 KiB), planned head 144 B,\n"
        "      budget 67,108,864 B, headroom 67,108,048 B\n"
        "predicted for cortex-m4: cmsis-nn kernels, DSP SIMD, gcc, for speed;\n"
        "  tflite-micro 90b983c2b3f1\n"
        "1 of 2 models pass; 1 fails (1 cannot run)\n"
    )
    assert max(map(len, r.stdout.splitlines())) <= 80


def test_allow_unrunnable_lets_it_pass_and_still_says_so(models: Path, cli) -> None:
    r = cli("check", "m", "--budget", "64MiB", "--allow-unrunnable")
    assert r.exit_code == 0
    assert r.stdout.splitlines()[:3] == [
        "ok    m/gelu.tflite",
        "      cannot run (allowed): TFLM cmsis-nn kernels: operator 0 (GELU): no kernel",
        "        for this builtin operator",
    ]
    assert r.stdout.endswith("2 of 2 models pass\n")


def test_github_annotates_it_and_the_summary_has_its_row(models: Path, cli) -> None:
    summary = models / "summary.md"
    r = cli("check", "m", "--budget", "64MiB", "--format", "github", env={"GITHUB_STEP_SUMMARY": str(summary)})
    assert r.exit_code == 1
    assert r.stdout == (
        f"::error file=m/gelu.tflite,title=memplan::cannot run: {REASON}\n"
        "memplan check: 1 of 2 models pass; 1 fails (1 cannot run)\n"
    )
    assert f"| `m/gelu.tflite` | 480 B | 67,108,864 B | 67,108,384 B | - | ❌ cannot run: {REASON} |" in (
        summary.read_text().splitlines()
    )


def test_json_says_runnable_and_why(models: Path, cli) -> None:
    r = cli("check", "m", "--budget", "64MiB", "--format", "json")
    doc = json.loads(r.stdout)
    rows = {row["model"]: row for row in doc["models"]}
    assert rows["m/gelu.tflite"]["runnable"] is False
    assert rows["m/gelu.tflite"]["reasons"] == [REASON]
    assert rows["m/ok.tflite"]["runnable"] is True
    assert doc["ok"] is False


def test_baselines_record_whether_each_model_runs(models: Path, cli) -> None:
    r = cli("check", "m", "--baseline", "base.json", "--write-baseline", "--allow-unrunnable")
    assert r.exit_code == 0, r.stderr
    doc = json.loads(Path("base.json").read_text())
    assert {k: v["runnable"] for k, v in doc["arenas"].items()} == {"m/gelu.tflite": False, "m/ok.tflite": True}


def test_analyze_says_it_first(models: Path, cli) -> None:
    r = cli("analyze", "m/gelu.tflite")
    assert r.exit_code == 0
    assert r.stdout.splitlines()[:2] == [
        "Runs                        no, on TFLM cmsis-nn kernels: operator 0 (GELU): no",
        "                            kernel for this builtin operator",
    ]
    r = cli("analyze", "m/gelu.tflite", "--format", "json")
    doc = json.loads(r.stdout)
    assert (doc["runnable"], doc["reasons"]) == (False, ["operator 0 (GELU): no kernel for this builtin operator"])
    assert doc["refusals"] == [
        {
            "phase": "resolve",
            "subgraph": 0,
            "operator": 0,
            "opcode": "GELU",
            "reason": "no kernel for this builtin operator",
            "fix": None,
        }
    ]


def test_the_pictures_say_it_too(models: Path, cli) -> None:
    assert cli("plan", "m/gelu.tflite", "--html", "map.html", "--svg", "map.svg").exit_code == 0
    page = Path("map.html").read_text()
    assert (
        "<tr><td>Runs</td><td>no, on TFLM cmsis-nn kernels: operator 0 (GELU): no kernel for this builtin "
        "operator</td></tr>"
    ) in page
    svg = Path("map.svg").read_text()
    assert "Cannot run on TFLM cmsis-nn kernels" in svg
    assert cli("plan", "m/ok.tflite", "--html", "ok.html").exit_code == 0
    assert "<tr><td>Runs</td><td>yes, on TFLM cmsis-nn kernels</td></tr>" in Path("ok.html").read_text()


@pytest.mark.parametrize("fmt", ["text", "json", "markdown", "github"])
def test_every_format_exits_1_and_gives_the_reason(models: Path, cli, fmt: str) -> None:
    r = cli("check", "m", "--budget", "64MiB", "--format", fmt, env={"GITHUB_STEP_SUMMARY": ""})
    assert r.exit_code == 1
    assert "no kernel for this builtin operator" in " ".join(r.stdout.split())
