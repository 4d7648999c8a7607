"""The package's folders are the pipeline's stages, and data flows one way through them:
model → semantics → planners → report. No module imports from a later stage."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tflite_memplan"

# What each part may import (besides itself): the shared core types, and earlier stages.
CORE = {"errors", "records", "plans", "bounds", "files", "_libstdcxx"}
ALLOWED = {
    "core": CORE,
    "model": CORE | {"model"},
    "semantics": CORE | {"model", "semantics"},
    "planners": CORE | {"planners"},
    "report": CORE | {"report", "analysis", "planners", "semantics"},
}


def _part(path: Path) -> str | None:
    rel = path.relative_to(PACKAGE)
    if len(rel.parts) > 1:
        return rel.parts[0]
    return "core" if rel.stem in CORE else None  # analysis, check, cli, __init__: the top, may use all


def _imports(path: Path) -> set[str]:
    """First component under tflite_memplan of every absolute import in ``path``."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names = [node.module] if isinstance(node, ast.ImportFrom) and node.module else []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "tflite_memplan" and len(parts) > 1:
                out.add(parts[1])
    return out


MODULES = sorted(p for p in PACKAGE.rglob("*.py") if _part(p) is not None)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_imports_from_a_later_stage(path: Path) -> None:
    part = _part(path)
    assert part is not None
    assert _imports(path) <= ALLOWED[part], f"{path.relative_to(PACKAGE)} imports {_imports(path) - ALLOWED[part]}"


def test_every_stage_is_a_folder() -> None:
    assert {p.name for p in PACKAGE.iterdir() if p.is_dir() and p.name != "__pycache__"} == {
        "model",
        "semantics",
        "planners",
        "report",
    }
