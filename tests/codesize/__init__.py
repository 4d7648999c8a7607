"""Readers of the committed code-size measurements in this folder (how they were built:
PROVENANCE.md), shared by ``tests/test_code_size.py`` and ``benchmarks/code_size.py``."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

DATA = Path(__file__).parent


def read_sizes(name: str) -> dict[str, dict[str, int]]:
    """``config name text data bss`` lines of ``name`` -> {config: {build: flash (text + data)}}."""
    sizes: dict[str, dict[str, int]] = {}
    for line in (DATA / name).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            config, build, text, data, _bss = line.split()
            sizes.setdefault(config, {})[build] = int(text) + int(data)
    return sizes


def read_sections(config: str) -> dict[str, dict[tuple[str, str], int]]:
    """``sections/<config>.txt.gz``: per build (``baseline``, ``op_*``), the kept input
    sections that occupy flash, (section, object) -> bytes; an ``op_*`` build lists only
    those the baseline does not keep."""
    builds: dict[str, dict[tuple[str, str], int]] = {}
    with gzip.open(DATA / "sections" / f"{config}.txt.gz", "rt") as f:
        for line in f:
            build, section, obj, size = line.split()
            builds.setdefault(build, {})[(section, obj)] = int(size)
    return builds


def op_sets() -> dict[str, list[str]]:
    """Every sample and dev-set model's operator set, by file name."""
    return json.loads((DATA / "opsets.json").read_text())["models"]
