"""``memplan check --format sarif``: every log it writes — passing, failing, cannot run,
unreadable, grown over a baseline, a firmware's flash over the board's — is valid against
the OASIS SARIF 2.1.0 schema (tests/sarif_schema.py), and says the right thing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.kernel_models import build, one_op
from tests.sarif_schema import OASIS_ID, OASIS_SHA256, sarif_errors, schema_bytes, valid_sarif
from tests.tiny_models import branch_48

FIRMWARE = Path(__file__).parent / "fixtures" / "firmware"


@pytest.fixture
def models(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """ok.tflite (816 B minimum tensor_arena (cortex-m4)), gelu.tflite (TFLM has no GELU kernel), bad.tflite
    (not a model) and the committed firmware (tensor_arena 1,024 B, small_arena 512 B)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ok.tflite").write_bytes(branch_48())
    (tmp_path / "gelu.tflite").write_bytes(build(one_op("gelu", "-", "-", "GELU", ["x f32[1,8]"], ["y f32[1,8]"])))
    (tmp_path / "bad.tflite").write_bytes(b"not a flatbuffer")
    for name in ("app.elf", "app.map"):
        shutil.copy(FIRMWARE / name, tmp_path / name)
    return tmp_path


def _results(log: dict) -> list[tuple[str, str, str]]:
    (run,) = log["runs"]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    out = []
    for result in run["results"]:
        assert rules[result["ruleIndex"]] == result["ruleId"]
        (location,) = result["locations"]
        uri = location["physicalLocation"]["artifactLocation"]["uri"]
        out.append((result["ruleId"], uri, result["message"]["text"]))
    return out


def test_the_schema_is_oasis_sarif_2_1_0_errata_01() -> None:
    import hashlib

    data = schema_bytes()
    assert hashlib.sha256(data).hexdigest() == OASIS_SHA256
    assert json.loads(data)["id"] == OASIS_ID


def test_the_schema_refuses_what_is_not_sarif() -> None:
    # The validation can fail: a log without a driver, with a wrong version or level.
    assert sarif_errors({"version": "2.1.0", "runs": []}) == []
    errors = sarif_errors(
        {"version": "2.0", "runs": [{"tool": {}, "results": [{"message": {"text": "x"}, "level": "fatal"}]}]}
    )
    assert errors == [
        "runs/0/results/0/level: 'fatal' is not one of ['none', 'note', 'warning', 'error']",
        "runs/0/tool: 'driver' is a required property",
        "version: '2.0' is not one of ['2.1.0']",
    ]


def test_a_passing_check_is_a_valid_log_without_results(models: Path, cli) -> None:
    r = cli("check", "ok.tflite", "--budget", "1K", "--format", "sarif")
    assert r.exit_code == 0
    log = valid_sarif(r.stdout)
    assert _results(log) == []
    assert [rule["id"] for rule in log["runs"][0]["tool"]["driver"]["rules"]] == [
        "cannot-run", "arena-over-budget", "arena-grew", "unreadable-model", "flash-over", "arena-outside-ram",
    ]  # fmt: skip


def test_over_budget_cannot_run_and_unreadable_are_each_a_result(models: Path, cli) -> None:
    r = cli("check", "ok.tflite", "gelu.tflite", "bad.tflite", "--budget", "600B", "--format", "sarif")
    assert r.exit_code == 2  # an unreadable model is an input error
    results = _results(valid_sarif(r.stdout))
    assert [(rule, uri) for rule, uri, _ in results] == [
        ("arena-over-budget", "ok.tflite"),
        ("cannot-run", "gelu.tflite"),
        ("unreadable-model", "bad.tflite"),
    ]
    assert results[0][2] == "minimum tensor_arena (cortex-m4) 816 B exceeds the budget 600 B"
    assert results[1][2] == "cannot run: TFLM cmsis-nn kernels: operator 0 (GELU): no kernel for this builtin operator"


def test_growth_over_a_baseline_is_a_result(models: Path, cli) -> None:
    assert cli("check", "ok.tflite", "--baseline", "b.json", "--write-baseline").exit_code == 0
    doc = json.loads((models / "b.json").read_text())
    assert doc["models"] == {"ok.tflite": 816}
    doc["models"]["ok.tflite"] = 800  # recorded 16 B smaller: the arena grew 2.0 %
    (models / "b.json").write_text(json.dumps(doc))
    r = cli("check", "ok.tflite", "--baseline", "b.json", "--format", "sarif")
    assert r.exit_code == 1
    ((rule, uri, message),) = _results(valid_sarif(r.stdout))
    assert (rule, uri) == ("arena-grew", "ok.tflite")
    assert message.startswith("minimum tensor_arena (cortex-m4) grew 2.0% over the baseline 800 B")


@pytest.mark.parametrize("name", ["app.elf", "app.map"])
def test_a_firmware_too_small_for_the_arena_is_a_result(models: Path, cli, name: str) -> None:
    r = cli("check", "ok.tflite", "--firmware", name, "--arena-symbol", "small_arena", "--format", "sarif")
    assert r.exit_code == 1
    assert _results(valid_sarif(r.stdout)) == [
        (
            "arena-over-budget",
            "ok.tflite",
            f"minimum tensor_arena (cortex-m4) 816 B does not fit small_arena in {name} (512 B)",
        )
    ]


def test_flash_over_the_boards_flash_is_a_result_on_the_firmware(
    models: Path, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from tflite_memplan.gate import check
    from tflite_memplan.gate.boards import BOARDS, Memory

    tiny = dataclasses.replace(BOARDS["pico"], flash=Memory(300, "a board with 300 B of flash, for this test"))
    monkeypatch.setattr(check, "get_board", lambda name: tiny)
    r = cli("check", "ok.tflite", "--firmware", "app.elf", "--board", "pico", "--format", "sarif")
    assert r.exit_code == 1
    assert _results(valid_sarif(r.stdout)) == [("flash-over", "app.elf", "flash use 396 B exceeds pico's flash 300 B")]


@pytest.mark.parametrize("name", ["past_dtcm.elf", "past_dtcm.map"])
def test_an_arena_outside_the_boards_ram_is_a_result_on_the_firmware(models: Path, cli, name: str) -> None:
    shutil.copy(FIRMWARE / name, models / name)
    r = cli("check", "ok.tflite", "--firmware", name, "--board", "nucleo-h743zi", "--format", "sarif")
    assert r.exit_code == 1
    assert _results(valid_sarif(r.stdout)) == [
        ("arena-outside-ram", name, "tensor_arena (1,024 B at 0x2001ff10) has 784 B outside nucleo-h743zi's DTCM")
    ]


def test_a_missing_symbol_writes_no_log(models: Path, cli) -> None:
    # An input error (exit 2) leaves stdout empty: no half log for an upload step to take as clean.
    r = cli("check", "ok.tflite", "--firmware", "app.elf", "--arena-symbol", "g_arena", "--format", "sarif")
    assert (r.exit_code, r.stdout) == (2, "")
    assert r.stderr.startswith("Error: app.elf has no symbol g_arena") and r.stderr.count("\n") == 1


def test_absolute_and_spaced_paths_stay_valid_uris(models: Path, cli) -> None:
    spaced = models / "my model.tflite"
    spaced.write_bytes(branch_48())
    r = cli("check", str(spaced), "--budget", "600B", "--format", "sarif")
    ((_, uri, _),) = _results(valid_sarif(r.stdout))
    assert uri == spaced.as_uri() and "%20" in uri
