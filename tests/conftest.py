"""Shared fixtures: where the optional reference folders are, and small helpers."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "sample_models"
SHARED = ROOT.parent / "shared"
REAL_MODELS = SHARED / "models"
BENCHMARKS = SHARED / "benchmarks"


def require_real_models() -> Path:
    """The real TFLM models beside the project; skip when they are not there (users' checkouts)."""
    if not REAL_MODELS.is_dir():
        pytest.skip(f"{REAL_MODELS} is not present")
    return REAL_MODELS
