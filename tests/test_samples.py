"""The committed sample models are exactly what ``sample_models/make_samples.py`` writes."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT, SAMPLES


def test_check_passes_on_the_committed_models() -> None:
    result = subprocess.run(
        [sys.executable, str(SAMPLES / "make_samples.py"), "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr


def test_check_fails_on_a_changed_model(tmp_path: pytest.TempPathFactory) -> None:
    # Run a copy of the script next to a copy of the models, one of them altered.
    copy = tmp_path / "sample_models"  # type: ignore[operator]
    copy.mkdir()
    (copy / "make_samples.py").write_text((SAMPLES / "make_samples.py").read_text())
    for model in SAMPLES.glob("*.tflite"):
        (copy / model.name).write_bytes(model.read_bytes())
    victim = copy / "while_loop.tflite"
    victim.write_bytes(victim.read_bytes()[:-1] + b"\x01")
    result = subprocess.run(
        [sys.executable, str(copy / "make_samples.py"), "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 1
    assert "out of date: while_loop.tflite" in result.stderr
