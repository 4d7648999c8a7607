"""Shared fixtures: where the optional reference folders are, and small helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "sample_models"
#: LiteRT options for its built-in kernels alone (the default applies XNNPACK, as the wheel does).
BUILTIN = {"delegate": "none"}
SHARED = ROOT.parent / "shared"
REAL_MODELS = SHARED / "models"
BENCHMARKS = SHARED / "benchmarks"


def require_real_models() -> Path:
    """The real TFLM models beside the project; skip when they are not there (users' checkouts)."""
    if not REAL_MODELS.is_dir():
        pytest.skip(f"{REAL_MODELS} is not present")
    return REAL_MODELS


#: The terminal every CLI test sees: 80 columns (a real terminal's default and CI logs'), no colour.
CLI_ENV = {"COLUMNS": "80", "LINES": "50", "NO_COLOR": "1", "TERM": "dumb"}


@pytest.fixture
def cli():
    """Run ``memplan`` in-process at 80 columns without colour: ``cli(*args, env=...)`` → click Result.

    Standard error is kept apart (``result.stderr``) so tests can check that errors are
    one line and stdout stays clean.
    """
    from click.testing import CliRunner

    from tflite_memplan.cli import main

    def run(*args: object, env: dict[str, str] | None = None, input: str | None = None):
        runner = CliRunner(env={**CLI_ENV, **(env or {})})
        return runner.invoke(main, [str(a) for a in args], input=input)

    return run


@pytest.fixture(autouse=True)
def _runtimes_only_under_the_marker(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that runs a real runtime (through the probes' shared child runner) must be
    marked ``runtime``: unmarked, the runner refuses, so the marker cannot drift."""
    if request.node.get_closest_marker("runtime") is not None:
        return
    from tflite_memplan.semantics import runner

    def refuse(module: str, *args: object, **kwargs: object) -> None:
        raise AssertionError(f"{request.node.nodeid} runs {module} without @pytest.mark.runtime")

    monkeypatch.setattr(runner, "run_child", refuse)
