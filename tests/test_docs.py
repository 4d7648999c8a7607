"""The documentation's commands and snippets stay true."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml  # in the dev extra: these tests must run, never skip

from tests.conftest import ROOT, SAMPLES
from tflite_memplan.cli import main
from tflite_memplan.gate.verdicts import FORMATTERS
from tflite_memplan.semantics import DEFAULT_SEMANTICS
from tflite_memplan.units import SIZE_UNITS


def test_readme_opens_with_the_two_commands_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, flags=re.S)
    ci = (ROOT / ".ci" / "run").read_text()
    assert blocks[0] in ci and blocks[1] in ci
    assert "memplan analyze sample_models/" in blocks[0]
    assert "pytest" in blocks[1]


def test_pre_commit_hook_runs_the_gate(cli) -> None:
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "memplan-check"
    program, command = shlex.split(hook["entry"])
    assert program == "memplan"
    result = cli(command, *hook["args"], SAMPLES / "while_loop.tflite")
    assert result.exit_code == 0, result.output


def test_readme_ci_job_uses_real_options() -> None:
    readme = (ROOT / "README.md").read_text()
    line = next(ln.strip() for ln in readme.splitlines() if ln.strip().startswith("- run: memplan check"))
    args = shlex.split(line.removeprefix("- run: memplan "))
    check = main.commands["check"]
    known = {opt for p in check.params for opt in getattr(p, "opts", [])}
    assert {a for a in args if a.startswith("--")} <= known


def _readme_section(title: str) -> str:
    readme = (ROOT / "README.md").read_text()
    start = readme.index(f"\n## {title}\n")
    end = readme.find("\n## ", start + 1)
    return readme[start : end if end > 0 else None]


def test_readme_documents_every_budget_unit() -> None:
    words = set(re.findall(r"`([A-Za-z]+)`", _readme_section("Use in CI")))
    assert {u.lower() for u in words} >= set(SIZE_UNITS)


def test_readme_counts_the_sample_models() -> None:
    count = len(list(SAMPLES.glob("*.tflite")))
    numbers = (
        "none",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
    )
    assert f"`sample_models/` holds {numbers[count]} tiny real models" in _readme_section("Sample models")


ACTION = yaml.safe_load((ROOT / "action.yml").read_text())


def _action_argv(inputs: dict[str, str], tmp_path: Path) -> list[str]:
    """The arguments action.yml's run step passes to memplan, run in bash with a stub memplan."""
    stub = tmp_path / "memplan-stub"
    stub.write_text('#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n')
    stub.chmod(0o755)
    given = {name: inputs.get(name, spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    step = ACTION["runs"]["steps"][-1]

    def evaluate(value: str) -> str:  # the two kinds of ${{ }} expression the step uses
        value = re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: given[m.group(1)], value)
        return re.sub(r"\$\{\{\s*steps\.install\.outputs\.memplan\s*\}\}", str(stub), value)

    env = {"PATH": os.environ["PATH"], **{k: evaluate(str(v)) for k, v in step["env"].items()}}
    bash = shutil.which("bash")
    assert bash, "bash runs the action's steps"
    out = subprocess.run(
        [bash, "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.splitlines()


def test_action_inputs_are_memplan_check_options(tmp_path: Path) -> None:
    assert ACTION["runs"]["using"] == "composite"
    install = ACTION["runs"]["steps"][0]["run"]
    assert "pip install" in install and "$GITHUB_ACTION_PATH" in install
    inputs = ACTION["inputs"]
    assert inputs["models"]["required"] is True
    assert inputs["semantics"]["default"] == DEFAULT_SEMANTICS
    assert inputs["format"]["default"] == "github" and "github" in FORMATTERS
    options = {opt for p in main.commands["check"].params for opt in getattr(p, "opts", [])}
    assert {f"--{name}" for name in inputs if name != "models"} <= options
    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "x.tflite").touch()  # the shell must not expand the pattern: memplan does
    argv = _action_argv(
        {"models": "a.tflite\nm/*.tflite  b c.tflite\n", "budget": "256K", "baseline": "b.json", "tolerance": "3%"},
        tmp_path,
    )
    assert argv == [
        "check",
        *["a.tflite", "m/*.tflite", "b", "c.tflite"],
        *["--budget", "256K", "--baseline", "b.json", "--tolerance", "3%"],
        *["--semantics", "tflm", "--format", "github"],
    ]
    assert _action_argv({"models": "m/*.tflite"}, tmp_path) == [
        "check",
        "m/*.tflite",
        *["--semantics", "tflm", "--format", "github"],
    ]


def test_action_runs_the_gate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cli) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "models").mkdir()
    for name in ("while_loop.tflite", "reshape_chain.tflite"):
        shutil.copy(SAMPLES / name, tmp_path / "models" / name)
    assert cli("check", "models", "--baseline", "base.json", "--write-baseline").exit_code == 0
    argv = _action_argv(
        {"models": "models/*.tflite", "budget": "64K", "baseline": "base.json", "tolerance": "3"}, tmp_path
    )
    result = cli(*argv, env={"GITHUB_STEP_SUMMARY": ""})
    assert (result.exit_code, result.stdout) == (0, "memplan check: 2 of 2 models pass\n")


def test_readme_action_step_uses_real_inputs() -> None:
    blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)\n```", _readme_section("Use in CI"), re.S)]
    steps = [s for b in blocks if isinstance(b, dict) and "jobs" in b for j in b["jobs"].values() for s in j["steps"]]
    (step,) = [s for s in steps if re.fullmatch(r"[\w-]+/memplan@v[\d.]+", s.get("uses", ""))]
    required = {name for name, spec in ACTION["inputs"].items() if spec.get("required")}
    assert required <= set(step["with"]) <= set(ACTION["inputs"])
