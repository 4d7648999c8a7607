"""The documentation's commands and snippets stay true."""

from __future__ import annotations

import re
import shlex

import pytest
from click.testing import CliRunner

from tests.conftest import ROOT, SAMPLES
from tflite_memplan.cli import main


def test_readme_opens_with_the_two_commands_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, flags=re.S)
    ci = (ROOT / ".ci" / "run").read_text()
    assert blocks[0] in ci and blocks[1] in ci
    assert "memplan analyze sample_models/" in blocks[0]
    assert "pytest" in blocks[1]


def test_pre_commit_hook_runs_the_gate() -> None:
    yaml = pytest.importorskip("yaml")
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "memplan-check"
    program, command = shlex.split(hook["entry"])
    assert program == "memplan"
    result = CliRunner().invoke(main, [command, *hook["args"], str(SAMPLES / "while_loop.tflite")])
    assert result.exit_code == 0, result.output


def test_readme_ci_job_uses_real_options() -> None:
    readme = (ROOT / "README.md").read_text()
    line = next(ln.strip() for ln in readme.splitlines() if ln.strip().startswith("- run: memplan check"))
    args = shlex.split(line.removeprefix("- run: memplan "))
    check = main.commands["check"]
    known = {opt for p in check.params for opt in getattr(p, "opts", [])}
    assert {a for a in args if a.startswith("--")} <= known
