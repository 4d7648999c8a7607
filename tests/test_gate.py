"""The CI gate ``memplan check``: budgets, baselines, exit codes and every output format."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.tiny_models import branch_48
from tflite_memplan.errors import BudgetError
from tflite_memplan.gate.check import expand_models, run_check
from tflite_memplan.gate.verdicts import parse_tolerance
from tflite_memplan.units import SIZE_UNITS, SIZE_UNITS_HELP, parse_size


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("256KiB", 262144),
        ("256kib", 262144),
        ("256K", 262144),
        ("256k", 262144),
        ("300KB", 300000),
        ("1.5MiB", 1572864),
        ("2M", 2 * 1024 * 1024),
        ("2m", 2 * 1024 * 1024),
        ("2MB", 2000000),
        ("1G", 1024**3),
        ("1GiB", 1024**3),
        ("1GB", 1000**3),
        ("65536B", 65536),
        (" 144 B ", 144),
    ],
)
def test_budget_units(text: str, expected: int) -> None:
    assert parse_size(text) == expected


@pytest.mark.parametrize("text", ["", "KiB", "12XB", "-5KiB", "0B", "0.5B", "1,024KiB", "ten", "256", "0"])
def test_bad_budgets(text: str) -> None:
    with pytest.raises(BudgetError):
        parse_size(text)


def test_every_unit_is_documented_in_the_help_phrase() -> None:
    documented = {word.strip(".,;()=").lower() for word in SIZE_UNITS_HELP.split()}
    assert set(SIZE_UNITS) <= documented


def test_tolerances_are_percentages() -> None:
    assert parse_tolerance("3%") == pytest.approx(0.03)
    assert parse_tolerance("3") == pytest.approx(0.03)  # not 300 %
    assert parse_tolerance(" 0.5 % ") == pytest.approx(0.005)
    with pytest.raises(BudgetError, match="percentage"):
        parse_tolerance("lots")
    with pytest.raises(BudgetError, match="percentage"):
        parse_tolerance("nan%")
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


def test_all_fit_exit_0(models: Path, cli) -> None:
    r = cli("check", "--gate", "head", "m", "--budget", "144B")
    assert r.exit_code == 0
    assert r.stdout == (
        "ok    m/a.tflite\n      planned head 144 B (0.1 KiB), budget 144 B, headroom 0 B\n"
        "ok    m/b.tflite\n      planned head 144 B (0.1 KiB), budget 144 B, headroom 0 B\n"
        "2 of 2 models pass\n"
    )


def test_over_budget_exit_1(models: Path, cli) -> None:
    r = cli("check", "--gate", "head", "m/a.tflite", "m/*.tflite", "./m/a.tflite", "--budget", "143B")
    assert r.exit_code == 1
    assert r.stdout == (
        "OVER  m/a.tflite\n      planned head 144 B (0.1 KiB), budget 143 B, headroom -1 B\n"
        "OVER  m/b.tflite\n      planned head 144 B (0.1 KiB), budget 143 B, headroom -1 B\n"
        "0 of 2 models pass; 2 fail\n"
    )


def test_binary_shorthand_budgets(models: Path, cli) -> None:
    r = cli("check", "--gate", "head", "m/a.tflite", "--budget", "1k")
    assert (r.exit_code, r.stdout) == (
        0,
        "ok    m/a.tflite\n      planned head 144 B (0.1 KiB), budget 1,024 B, headroom 880 B\n1 of 1 models pass\n",
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("m", "--budget", "256"), "Error: budget '256' has no unit: write 256K (KiB), 256KB (1000 B) or 256B"),
        (
            ("m", "--budget", "lots"),
            "Error: cannot read the budget 'lots': use a number and a unit, e.g. 256KiB or 256K",
        ),
        (
            ("m",),
            "Error: give --budget SIZE, --board NAME, --firmware FILE, --baseline FILE, or a budget and a baseline",
        ),
        (("m", "--write-baseline", "--budget", "1KiB"), "Error: --write-baseline needs --baseline FILE to write to"),
        (
            ("m", "--budget", "1KiB", "--tolerance", "3%"),
            "Error: --tolerance applies only when comparing with --baseline FILE",
        ),
        (
            ("m", "--baseline", "b.json", "--write-baseline", "--tolerance", "3"),
            "Error: --tolerance applies only when comparing with --baseline FILE",
        ),
        (("nothing/*.tflite", "--budget", "1KiB"), "Error: nothing/*.tflite: no file matches"),
        (
            ("m", "--baseline", "none.json"),
            "Error: baseline none.json: no such file (record one first)",
        ),
    ],
)
def test_usage_and_input_errors_exit_2_in_one_line(models: Path, cli, args: tuple[str, ...], message: str) -> None:
    r = cli("check", "--gate", "head", *args)
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", message + "\n")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("m", "--budget", "1KiB", "--format", "yaml"), "Invalid value for '--format'"),
    ],
)
def test_other_errors_exit_2(models: Path, cli, args: tuple[str, ...], message: str) -> None:
    r = cli("check", "--gate", "head", *args)
    assert r.exit_code == 2
    assert message in r.stderr
    assert "Traceback" not in r.stderr


def test_one_broken_model_is_reported_and_the_others_still_checked(models: Path, cli) -> None:
    Path("m/broken.tflite").write_bytes(b"not a model at all")
    r = cli("check", "--gate", "head", "m", "--budget", "1KiB")
    assert (r.exit_code, r.stdout) == (
        2,
        "ok    m/a.tflite\n"
        "      planned head 144 B (0.1 KiB), budget 1,024 B, headroom 880 B\n"
        "ok    m/b.tflite\n"
        "      planned head 144 B (0.1 KiB), budget 1,024 B, headroom 880 B\n"
        "ERROR m/broken.tflite\n"
        "      cannot read model while reading the header: file identifier is b'a mo',\n"
        "      not b'TFL3': not a TFLite model\n"
        "2 of 3 models pass; 1 could not be read\n",
    )
    doc = json.loads(cli("check", "--gate", "head", "m", "--budget", "1KiB", "--format", "json").stdout)
    assert doc["ok"] is False and [m["model"] for m in doc["models"]] == ["m/a.tflite", "m/b.tflite"]
    assert doc["errors"] == [
        {
            "model": "m/broken.tflite",
            "error": "cannot read model while reading the header: file identifier is b'a mo', not b'TFL3': "
            "not a TFLite model",
        }
    ]
    github = cli(
        "check", "--gate", "head", "m", "--budget", "1KiB", "--format", "github", env={"GITHUB_STEP_SUMMARY": ""}
    )
    assert github.stdout.splitlines()[0] == (
        "::error file=m/broken.tflite,title=memplan::cannot read model while reading the header: file identifier "
        "is b'a mo', not b'TFL3': not a TFLite model"
    )
    missing = cli("check", "--gate", "head", "missing.tflite", "--budget", "1KiB")
    assert (missing.exit_code, missing.stdout.splitlines()[:2]) == (
        2,
        ["ERROR missing.tflite", "      cannot read model while opening the file: no such file"],
    )


def test_baseline_records_and_detects_growth(models: Path, cli) -> None:
    r = cli("check", "--gate", "head", "m", "--baseline", "base.json", "--write-baseline")
    assert (r.exit_code, r.stderr) == (0, "wrote base.json\n")
    doc = json.loads(Path("base.json").read_text())
    assert doc == {
        "schema": "memplan-baseline/3",
        "settings": {"semantics": "tflm", "strategy": "tflm_greedy", "gate": "head"},
        "paths": "relative to this file's folder",
        "models": {"m/a.tflite": 144, "m/b.tflite": 144},
        "arenas": {"m/a.tflite": {"runnable": True}, "m/b.tflite": {"runnable": True}},
    }
    # Unchanged models pass against their baseline.
    r = cli("check", "--gate", "head", "m", "--baseline", "base.json", "--tolerance", "3%")
    assert r.exit_code == 0
    assert r.stdout == (
        "ok    m/a.tflite\n      planned head 144 B (0.1 KiB), vs baseline +0.0%\n"
        "ok    m/b.tflite\n      planned head 144 B (0.1 KiB), vs baseline +0.0%\n"
        "2 of 2 models pass\n"
    )
    # Pretend a.tflite used to need 130 B: 144 is +10.8%, over 3% but within 15%.
    doc["models"]["m/a.tflite"] = 130
    Path("base.json").write_text(json.dumps(doc))
    r = cli("check", "--gate", "head", "m", "--baseline", "base.json", "--tolerance", "3%")
    assert r.exit_code == 1
    assert r.stdout == (
        "GREW  m/a.tflite\n      planned head 144 B (0.1 KiB), vs baseline +10.8%\n"
        "ok    m/b.tflite\n      planned head 144 B (0.1 KiB), vs baseline +0.0%\n"
        "1 of 2 models pass; 1 fails\n"
    )
    assert cli("check", "--gate", "head", "m", "--baseline", "base.json", "--tolerance", "15%").exit_code == 0
    # A model the baseline does not know is reported as new, not failed.
    del doc["models"]["m/b.tflite"]
    Path("base.json").write_text(json.dumps(doc))
    r = cli("check", "--gate", "head", "m", "--baseline", "base.json", "--tolerance", "15%")
    assert r.exit_code == 0
    assert r.stdout.splitlines()[2:4] == ["ok    m/b.tflite", "      planned head 144 B (0.1 KiB), vs baseline new"]


def test_a_bare_tolerance_is_a_percentage(models: Path, cli) -> None:
    Path("base.json").write_text(json.dumps({"schema": "memplan-baseline/2", "models": {"m/a.tflite": 140}}))
    # 144 over 140 is +2.9%: within 3 (%), beyond 2 (%). Before, "3" meant 300 %.
    r = cli("check", "--gate", "head", "m/a.tflite", "--baseline", "base.json", "--tolerance", "3")
    assert (r.exit_code, r.stdout) == (
        0,
        "ok    m/a.tflite\n      planned head 144 B (0.1 KiB), vs baseline +2.9%\n1 of 1 models pass\n",
    )
    r = cli("check", "--gate", "head", "m/a.tflite", "--baseline", "base.json", "--tolerance", "2")
    assert (r.exit_code, r.stdout) == (
        1,
        "GREW  m/a.tflite\n      planned head 144 B (0.1 KiB), vs baseline +2.9%\n0 of 1 models pass; 1 fails\n",
    )


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository with its models and baseline under ci/, and an unrelated folder beside it."""
    (tmp_path / "ci" / "models").mkdir(parents=True)
    (tmp_path / "ci" / "models" / "a.tflite").write_bytes(branch_48())
    (tmp_path / "ci" / "models" / "b.tflite").write_bytes(branch_48())
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_baseline_matches_from_any_working_directory(repo: Path, cli, monkeypatch: pytest.MonkeyPatch) -> None:
    assert cli("check", "--gate", "head", "ci/models", "--baseline", "ci/base.json", "--write-baseline").exit_code == 0
    doc = json.loads((repo / "ci" / "base.json").read_text())
    assert doc["models"] == {"models/a.tflite": 144, "models/b.tflite": 144}
    doc["models"]["models/a.tflite"] = 130
    (repo / "ci" / "base.json").write_text(json.dumps(doc))
    grew = "GREW  {}\n      planned head 144 B (0.1 KiB), vs baseline +10.8%\n"
    # From the repository root, from ci/, from a folder beside it, and with absolute paths.
    runs = [
        (repo, ("ci/models", "--baseline", "ci/base.json"), "ci/models"),
        (repo / "ci", ("models", "--baseline", "base.json"), "models"),
        (repo / "elsewhere", ("../ci/models", "--baseline", "../ci/base.json"), "../ci/models"),
        (repo / "elsewhere", (str(repo / "ci" / "models"), "--baseline", str(repo / "ci" / "base.json")), None),
    ]
    for folder, args, shown in runs:
        monkeypatch.chdir(folder)
        r = cli("check", "--gate", "head", *args)
        shown = shown or str(repo / "ci" / "models")
        assert (r.exit_code, r.stdout) == (
            1,
            grew.format(f"{shown}/a.tflite")
            + f"ok    {shown}/b.tflite\n      planned head 144 B (0.1 KiB), vs baseline +0.0%\n"
            + "1 of 2 models pass; 1 fails\n",
        ), folder


def test_baseline_models_that_are_gone_are_listed_not_failed(repo: Path, cli) -> None:
    assert cli("check", "--gate", "head", "ci/models", "--baseline", "ci/base.json", "--write-baseline").exit_code == 0
    (repo / "ci" / "models" / "b.tflite").unlink()
    r = cli("check", "--gate", "head", "ci/models", "--baseline", "ci/base.json")
    assert (r.exit_code, r.stdout, r.stderr) == (
        0,
        "ok    ci/models/a.tflite\n      planned head 144 B (0.1 KiB), vs baseline +0.0%\n"
        "gone  ci/models/b.tflite\n      in the baseline (144 B), no such file\n"
        "1 of 1 models pass; 1 baseline model is gone (not a failure)\n",
        "",
    )
    r = cli("check", "--gate", "head", "ci/models", "--baseline", "ci/base.json", "--format", "markdown")
    assert r.stdout.endswith("\nGone since the baseline (not a failure): `ci/models/b.tflite` (144 B)\n")
    r = cli("check", "--gate", "head", "ci/models", "--baseline", "ci/base.json", "--format", "json")
    assert json.loads(r.stdout)["gone"] == [{"model": "ci/models/b.tflite", "baseline_bytes": 144}]
    # A baseline model that exists but was not asked for is not gone (pre-commit passes only staged files).
    (repo / "ci" / "models" / "b.tflite").write_bytes(branch_48())
    r = cli("check", "--gate", "head", "ci/models/a.tflite", "--baseline", "ci/base.json")
    assert (
        r.stdout
        == "ok    ci/models/a.tflite\n      planned head 144 B (0.1 KiB), vs baseline +0.0%\n1 of 1 models pass\n"
    )


def test_old_baselines_keyed_as_typed_are_read_from_the_current_folder(repo: Path, cli) -> None:
    old = {"schema": "memplan-baseline/1", "models": {"ci/models/a.tflite": 130, "ci/models/b.tflite": 144}}
    (repo / "ci" / "base.json").write_text(json.dumps(old))
    r = cli("check", "--gate", "head", "ci/models", "--baseline", "ci/base.json", "--tolerance", "15%")
    assert (r.exit_code, r.stdout, r.stderr) == (
        0,
        "ok    ci/models/a.tflite\n      planned head 144 B (0.1 KiB), vs baseline +10.8%\n"
        "ok    ci/models/b.tflite\n      planned head 144 B (0.1 KiB), vs baseline +0.0%\n"
        "2 of 2 models pass\n",
        "Note: ci/base.json is a memplan-baseline/1 file: its paths are read from the current folder; "
        "record it again to match from any folder\n",
    )


def test_write_baseline_to_an_unwritable_path_is_one_line_and_exit_2(models: Path, cli) -> None:
    r = cli("check", "--gate", "head", "m", "--baseline", "no/such/folder/base.json", "--write-baseline")
    assert (r.exit_code, r.stdout, r.stderr) == (
        2,
        "",
        "Error: cannot write no/such/folder/base.json: No such file or directory\n",
    )
    assert not Path("no").exists()


def test_a_failed_baseline_write_leaves_the_old_baseline_whole(
    models: Path, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    Path("base.json").write_text("old\n")

    def disk_full(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    r = cli("check", "--gate", "head", "m", "--baseline", "base.json", "--write-baseline")
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", "Error: cannot write base.json: No space left on device\n")
    assert Path("base.json").read_text() == "old\n"
    assert sorted(p.name for p in models.iterdir()) == ["base.json", "m"]


def test_json_format(models: Path, cli) -> None:
    r = cli("check", "--gate", "head", "m/a.tflite", "--budget", "100B", "--format", "json")
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    assert doc["schema"] == "memplan-check/1" and doc["ok"] is False and doc["gone"] == []
    (row,) = doc["models"]
    assert row["model"] == "m/a.tflite"
    assert (row["arena_bytes"], row["budget_bytes"], row["headroom_bytes"]) == (144, 100, -44)
    assert row["problems"] == ["planned head 144 B exceeds the budget 100 B"]


def test_markdown_format(models: Path, cli) -> None:
    r = cli("check", "--gate", "head", "m", "--budget", "1KiB", "--format", "markdown")
    assert r.exit_code == 0
    assert r.stdout == (
        "| model | arena | budget | headroom | vs baseline | status |\n"
        "|---|---:|---:|---:|---:|---|\n"
        "| `m/a.tflite` | 144 B | 1,024 B | 880 B | - | ✅ ok |\n"
        "| `m/b.tflite` | 144 B | 1,024 B | 880 B | - | ✅ ok |\n"
        "\n"
        "arena: the planned head.\n"
    )


def test_github_format_annotates_failures_only_and_appends_the_step_summary(models: Path, cli) -> None:
    summary = models / "summary.md"
    summary.write_text("earlier\n")
    r = cli(
        "check",
        "--gate",
        "head",
        "m",
        "--budget",
        "100B",
        "--format",
        "github",
        env={"GITHUB_STEP_SUMMARY": str(summary)},
    )
    assert r.exit_code == 1
    assert r.stdout == (
        "::error file=m/a.tflite,title=memplan::planned head 144 B exceeds the budget 100 B\n"
        "::error file=m/b.tflite,title=memplan::planned head 144 B exceeds the budget 100 B\n"
        "memplan check: 0 of 2 models pass; 2 fail\n"
    )
    assert summary.read_text() == (
        "earlier\n### memplan check\n\n"
        "| model | arena | budget | headroom | vs baseline | status |\n"
        "|---|---:|---:|---:|---:|---|\n"
        "| `m/a.tflite` | 144 B | 100 B | -44 B | - | ❌ planned head 144 B exceeds the budget 100 B |\n"
        "| `m/b.tflite` | 144 B | 100 B | -44 B | - | ❌ planned head 144 B exceeds the budget 100 B |\n"
        "\n"
        "arena: the planned head.\n\n"
    )
    # Passing models get no annotation (GitHub shows only 10 per step): one plain summary line.
    r = cli("check", "--gate", "head", "m", "--budget", "1KiB", "--format", "github", env={"GITHUB_STEP_SUMMARY": ""})
    assert (r.exit_code, r.stdout) == (0, "memplan check: 2 of 2 models pass\n")


def test_github_annotations_escape_percent_signs(models: Path, cli) -> None:
    Path("base.json").write_text(json.dumps({"schema": "memplan-baseline/2", "models": {"m/a.tflite": 130}}))
    r = cli(
        "check",
        "--gate",
        "head",
        "m/a.tflite",
        "--baseline",
        "base.json",
        "--tolerance",
        "3%",
        "--format",
        "github",
        env={"GITHUB_STEP_SUMMARY": ""},
    )
    assert (r.exit_code, r.stdout) == (
        1,
        "::error file=m/a.tflite,title=memplan::planned head grew 10.8%25 over the baseline 130 B (tolerance 3.0%25)\n"
        "memplan check: 0 of 1 models pass; 1 fails\n",
    )


def test_an_unwritable_step_summary_is_one_line_and_exit_2(models: Path, cli) -> None:
    r = cli(
        "check",
        "--gate",
        "head",
        "m",
        "--budget",
        "1KiB",
        "--format",
        "github",
        env={"GITHUB_STEP_SUMMARY": "no/such/summary.md"},
    )
    assert r.exit_code == 2
    assert r.stderr == "Error: cannot write the job summary no/such/summary.md: No such file or directory\n"


def test_semantics_and_strategy_are_selectable(models: Path, cli) -> None:
    r = cli(
        "check",
        "--gate",
        "head",
        "m/a.tflite",
        "--budget",
        "1KiB",
        "--semantics",
        "litert",
        "--delegate",
        "none",
        "--strategy",
        "naive",
    )
    assert r.exit_code == 0
    # naive under TFLite: four 48-byte tensors, offsets aligned to 64: 0, 64, 128, 192 → 240.
    assert "arena 240 B" in r.stdout


def test_the_gate_is_a_library_call(models: Path) -> None:
    assert expand_models(["m", "./m/b.tflite"]) == ["m/a.tflite", "m/b.tflite"]
    report = run_check(["m"], budget=143, baseline="base.json", write_baseline=True, gate="head")
    assert not report.ok
    assert [(v.model, v.arena_bytes, v.problems) for v in report.verdicts] == [
        ("m/a.tflite", 144, ["planned head 144 B exceeds the budget 143 B"]),
        ("m/b.tflite", 144, ["planned head 144 B exceeds the budget 143 B"]),
    ]
    assert json.loads(Path("base.json").read_text())["models"] == {"m/a.tflite": 144, "m/b.tflite": 144}
    assert run_check(["m"], baseline="base.json", gate="head").ok
    # A baseline of planned heads is not compared with whole arenas.
    with pytest.raises(BudgetError, match="recorded with gate head \\(now arena\\)"):
        run_check(["m"], baseline="base.json")


def test_the_gate_judges_the_whole_arena_by_default(models: Path, cli) -> None:
    # Cortex-M firmware (plain allocator, 32-bit structs, short enums), branch_48: the tail is
    # 116 (allocator, planner, micro allocator) + 8 + 8 (builtin-data allocator, subgraph) + 4x12
    # eval tensors + 3x32 nodes + ADD's 2-byte params = 278, then the 16-aligned op data of RELU
    # (28 -> 320), RELU6 (8 -> 336), ADD (60 -> 400), then 4-byte input pointers (-> 416), the
    # input TfLiteTensor (32 -> 448), output pointers (-> 464) and tensor (-> 496). While planning,
    # TFLM holds 12 scratch requests (144) + 1 subgraph offset (4) + 4 allocation infos (96),
    # aligned to 256, + 40 per planned buffer (160) above the head, under the 400-byte tail: 816.
    r = cli("check", "m/a.tflite", "--budget", "1K")
    assert (r.exit_code, r.stdout) == (
        0,
        "ok    m/a.tflite\n"
        "      minimum tensor_arena (cortex-m4) 816 B (0.8 KiB), planned head 144 B,\n"
        "      budget 1,024 B, headroom 208 B\n"
        "predicted for cortex-m4: cmsis-nn kernels, DSP SIMD, gcc, for speed;\n"
        "  tflite-micro 90b983c2b3f1\n"
        "1 of 1 models pass\n",
    )
    r = cli("check", "m/a.tflite", "--budget", "815B", "--format", "json")
    assert r.exit_code == 1
    problems = json.loads(r.stdout)["models"][0]["problems"]
    assert problems == ["minimum tensor_arena (cortex-m4) 816 B exceeds the budget 815 B"]


def test_boards_give_the_budget_and_reserve_keeps_ram_aside(models: Path, cli) -> None:
    # The Pico's largest block (SRAM0-3 in the SDK's linker script) is 256 KiB = 262,144 B;
    # keeping 261,808 B leaves 336 B. Board names are read in any case.
    r = cli("check", "m/a.tflite", "--gate", "head", "--board", "PICO", "--reserve", "261808B")
    assert (r.exit_code, r.stdout) == (
        0,
        "ok    m/a.tflite\n      planned head 144 B (0.1 KiB), budget 336 B, headroom 192 B\n1 of 1 models pass\n",
    )
    assert cli("check", "m/a.tflite", "--board", "pico", "--reserve", "261808B").exit_code == 1  # 816 > 336


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--budget", "1K", "--board", "pico"), "Error: give --budget SIZE or --board NAME, not both"),
        (
            ("--reserve", "1K", "--baseline", "b.json"),
            "Error: --reserve takes RAM off a budget: give --budget SIZE or --board NAME too",
        ),
        (("--board", "pico", "--reserve", "256K"), "Error: a reserve of 256K leaves no RAM for the arena"),
    ],
)
def test_board_and_reserve_usage_errors(models: Path, cli, args: tuple[str, ...], message: str) -> None:
    r = cli("check", "m/a.tflite", *args)
    assert (r.exit_code, r.stdout, r.stderr) == (2, "", message + "\n")


def test_boards_are_listed_with_their_source(cli) -> None:
    from tflite_memplan.gate.boards import BOARDS

    out = cli("boards").stdout
    assert out.splitlines()[:3] == [
        "arduino-nano-33-ble  nRF52840, core cortex-m4, budget 261,632 B in RAM",
        "    RAM 256 KiB at 0x20000000, one array up to 261,632 B: Nordic nRF52840",
        "      Product Specification: 256 KB RAM at 0x20000000; ArduinoCore-mbed",
    ]
    assert "    SRAM2 32 KiB at 0x10000000 and 0x20018000: " in out  # the L476's SRAM2 and its alias
    assert all(name in out for name in BOARDS) and max(len(line) for line in out.splitlines()) <= 80
    # A figure memplan could not check says so: only the L476's SRAM2 alias at 0x20018000.
    assert [b.name for b in BOARDS.values() if not b.confirmed] == ["nucleo-l476rg"]
    assert " ".join(out.split()).count("(not confirmed)") == 1


def test_a_figure_not_confirmed_says_so() -> None:
    import dataclasses

    from tflite_memplan.gate.boards import BOARDS, boards_table

    edge = BOARDS["sparkfun-edge"]
    unsure = dataclasses.replace(edge, ram=(dataclasses.replace(edge.ram[0], confirmed=False),))
    assert "(not confirmed)" in " ".join(boards_table([unsure]).plain.split()) and not unsure.confirmed


def test_a_whole_arena_baseline_records_every_figure(models: Path, cli) -> None:
    assert cli("check", "m/a.tflite", "--baseline", "base.json", "--write-baseline").exit_code == 0
    doc = json.loads(Path("base.json").read_text())
    assert doc["settings"] == {
        "semantics": "tflm",
        "strategy": "tflm_greedy",
        "gate": "arena",
        "target": "cortex-m4",
        "recording_allocator": False,
        "resource_variables": 0,
    }
    assert doc["models"] == {"m/a.tflite": 816}
    assert doc["arenas"] == {
        "m/a.tflite": {
            "runtime": "tflm",
            "target": "cortex-m4",
            "head": 144,
            "tail": 496,
            "total": 640,
            "minimum": 816,
            "runnable": True,
        }
    }
    # Another target measures another arena: the baseline is refused, not silently compared.
    r = cli("check", "m/a.tflite", "--baseline", "base.json", "--target", "host64")
    assert (r.exit_code, r.stderr) == (
        2,
        "Error: baseline base.json was recorded with target cortex-m4 (now host64), recording_allocator False "
        "(now True): record it again with these settings\n",
    )
    # So does the recording allocator (the Python wheel's classes): refused, not "GREW +45%".
    r = cli("check", "m/a.tflite", "--baseline", "base.json", "--recording-allocator")
    assert (r.exit_code, r.stderr) == (
        2,
        "Error: baseline base.json was recorded with recording_allocator False (now True): record it again with "
        "these settings\n",
    )
    r = cli("check", "m/a.tflite", "--baseline", "base.json", "--resource-variables", "100")
    assert r.exit_code == 2 and "resource_variables 0 (now 100)" in r.stderr


def test_an_older_baseline_without_the_newer_settings_still_compares(models: Path, cli) -> None:
    Path("base.json").write_text(
        json.dumps(
            {
                "schema": "memplan-baseline/3",
                "settings": {"semantics": "tflm", "strategy": "tflm_greedy", "gate": "arena", "target": "cortex-m4"},
                "models": {"m/a.tflite": 816},
            }
        )
    )
    r = cli("check", "m/a.tflite", "--baseline", "base.json")
    assert r.exit_code == 0, r.output


def _interpreter_own(path: Path) -> int:
    """What LiteRT's interpreter holds besides arenas and heap for ``path``, with the
    built-in kernels alone (tests/test_xnnpack_heap.py measures it)."""
    from tflite_memplan import analyze, load_model

    a = analyze(load_model(path), "litert", semantics_options={"delegate": "none"}).arena
    return a.interpreter + a.tensor_quantization + a.tflite_structures + a.ruy_buffers + a.eigen_thread_pool


def test_litert_gates_on_the_arenas_held_at_once(cli, tmp_path: Path, monkeypatch) -> None:
    # A Keras GRU feeding a SimpleRNN: arenas 1,220 + 257 + 1,344 + 257 + 260 = 3,338 B, but
    # the RNN's loop (257 + 260) is allocated only after the GRU's (257 + 1,344) released its
    # arenas, so at most 2,821 B are held at once (measured: tests/resident/measured.json);
    # with the heap's 780 B that is 3,601 B, not 4,118, and the interpreter's own heap on top.
    monkeypatch.chdir(tmp_path)
    model = Path(__file__).resolve().parent / "models" / "keras_gru_then_rnn.tflite"
    Path("k.tflite").write_bytes(model.read_bytes())
    total = 3601 + _interpreter_own(model)
    r = cli("check", "k.tflite", "--semantics", "litert", "--delegate", "none", "--budget", f"{total}B")
    assert r.exit_code == 0
    assert r.stdout.splitlines()[1:3] == [
        f"      LiteRT total {total:,} B ({total / 1024:.1f} KiB), planned arena 1,220 B,",
        f"      budget {total:,} B, headroom 0 B",
    ]
    assert "predicted for LiteRT CPU, 1 thread, built-in kernels (no delegate);\n  ai-edge-litert 2.3.0\n" in r.stdout
    litert = ("check", "k.tflite", "--semantics", "litert", "--delegate", "none")
    r = cli(*litert, "--budget", f"{total - 1}B", "--format", "json")
    assert r.exit_code == 1
    (entry,) = json.loads(r.stdout)["models"]
    assert (entry["arena_bytes"], entry["measure"]) == (total, "LiteRT total")


def test_litert_gates_on_arena_persistent_and_heap_together(cli, tmp_path: Path, monkeypatch) -> None:
    # scratch_ops under LiteRT: arena 1,092 B + persistent arena 80 B (the LSTM's two
    # 16-byte states at 64-byte offsets) + heap 1,768 B (TRANSPOSE_CONV's three dynamic
    # temporaries 1,152 + 72 + 512, two reductions' 16-byte shapes) = 2,940 B, all
    # equal to what the probe reads from LiteRT (tests/test_fidelity_litert.py), and the
    # interpreter's own heap on top.
    monkeypatch.chdir(tmp_path)
    sample = Path(__file__).resolve().parents[1] / "sample_models" / "scratch_ops.tflite"
    Path("s.tflite").write_bytes(sample.read_bytes())
    total = 2940 + _interpreter_own(sample)
    r = cli("check", "s.tflite", "--semantics", "litert", "--delegate", "none", "--budget", "100KiB")
    assert r.exit_code == 1
    over = total - 100 * 1024
    kib = f"{total / 1024:.1f}"
    expected = (
        f"LiteRT total {total:,} B ({kib} KiB), planned arena 1,092 B,\n      budget 102,400 B, headroom -{over:,} B"
    )
    assert expected in r.stdout
    r = cli("check", "s.tflite", "--semantics", "litert", "--delegate", "none", "--budget", "2KiB", "--gate", "head")
    assert r.exit_code == 0 and "planned arena 1,092 B" in r.stdout
    litert = ("check", "s.tflite", "--semantics", "litert", "--delegate", "none")
    r = cli(*litert, "--budget", "1MiB", "--baseline", "b.json", "--write-baseline")
    assert r.exit_code == 0
    recorded = json.loads(Path("b.json").read_text())
    assert recorded["models"] == {"s.tflite": total}
    r = cli(*litert, "--threads", "2", "--baseline", "b.json")
    assert r.exit_code == 2 and "threads 1 (now 2)" in r.stderr


@pytest.mark.parametrize("fmt", ["text", "json", "github"])
def test_check_in_two_processes_prints_the_same_bytes(cli, fmt: str) -> None:
    """Models planned in parallel, errors included (hostile reproducers), report exactly
    as one process does, in the same order."""
    root = Path(__file__).resolve().parent
    models = [str(root.parent / "sample_models"), str(root / "fuzz" / "reproducers")]
    one = cli("check", *models, "--budget", "8K", "--format", fmt, "--jobs", "1")
    two = cli("check", *models, "--budget", "8K", "--format", fmt, "--jobs", "2")
    assert (two.exit_code, two.stdout, two.stderr) == (one.exit_code, one.stdout, one.stderr)
    assert one.exit_code == 2 and one.stdout  # some reproducers cannot be read: listed, the rest judged


def test_errors_cross_process_boundaries() -> None:
    import pickle

    from tflite_memplan.errors import ModelParseError, UnknownStrategyError

    for error in (ModelParseError("m.tflite", "reading the header", "file is empty"), UnknownStrategyError("x", ["a"])):
        copy = pickle.loads(pickle.dumps(error))
        assert (type(copy), str(copy)) == (type(error), str(error))


def test_unreadable_models_keep_their_place_on_the_command_line(cli, tmp_path: Path) -> None:
    samples = Path(__file__).resolve().parents[1] / "sample_models"
    (tmp_path / "bad.tflite").write_bytes(b"not a model")
    args = [str(samples / "while_loop.tflite"), str(tmp_path / "bad.tflite"), str(samples / "reshape_chain.tflite")]
    r = cli("check", *args, "--budget", "8K")
    assert r.exit_code == 2
    firsts = [line.split()[1] for line in r.stdout.splitlines() if line.startswith(("ok ", "ERROR ", "FAIL "))]
    assert firsts == args
    r = cli("check", *args, "--budget", "8K", "--format", "markdown")
    assert [line.split("`")[1] for line in r.stdout.splitlines() if line.startswith("| `")] == args


def test_check_json_gives_each_model_s_arena_with_its_build(cli) -> None:
    model = str(Path(__file__).resolve().parents[1] / "sample_models" / "while_loop.tflite")
    r = cli("check", model, "--budget", "8K", "--format", "json", "--target", "cortex-m55")
    (entry,) = json.loads(r.stdout)["models"]
    analyzed = json.loads(cli("analyze", model, "--target", "cortex-m55", "--json").stdout)["arena"]
    assert entry["arena"] == analyzed  # the same object analyze gives
    assert (entry["arena"]["target"], entry["arena"]["build"]["core"]) == ("cortex-m55", "cortex-m55")
    assert entry["arena_bytes"] == entry["arena"]["minimum"] >= entry["arena"]["head"] + entry["arena"]["tail"]


def test_a_baseline_recorded_under_the_older_runtime_name_still_compares(models: Path, cli) -> None:
    """LiteRT's one name is ``litert``; a baseline written when memplan called it ``tflite``
    is the same runtime, so it compares instead of asking to be recorded again."""
    args = ("check", "--gate", "head", "m", "--semantics", "litert", "--delegate", "none", "--baseline", "b.json")
    assert cli(*args, "--write-baseline").exit_code == 0
    doc = json.loads(Path("b.json").read_text())
    assert doc["settings"]["semantics"] == "litert"
    doc["settings"]["semantics"] = "tflite"
    Path("b.json").write_text(json.dumps(doc))
    for semantics in ("litert", "tflite"):
        r = cli(*[semantics if a == "litert" else a for a in args])
        assert (r.exit_code, r.stdout.splitlines()[-1]) == (0, "2 of 2 models pass")
    doc["settings"]["semantics"] = "tflm"
    Path("b.json").write_text(json.dumps(doc))
    r = cli(*args)
    assert r.exit_code == 2 and "was recorded with semantics tflm (now litert)" in r.stderr
