"""The package's folders and modules are the pipeline's stages, and data flows one way:
model → semantics → planners → analysis → reorder → the levers → report → gate → cli.
No module imports from a later stage, the import graph has no circle, runtimes are
told apart by name only in the registry, and outside ``semantics/`` nothing imports a
runtime's modules or asks which runtime's arena it has: the ``Arena`` and ``Runtime``
interfaces say all a later stage needs."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tflite_memplan.semantics import SEMANTICS

PACKAGE = Path(__file__).resolve().parents[1] / "tflite_memplan"

#: Every top-level module and folder of the package, by stage (root modules too).
CORE = {
    "errors",
    "records",
    "plans",
    "bounds",
    "files",
    "_libstdcxx",
    "units",
    "records_csv",
    "recall",
    "json_types",
    "defaults",
}
STAGE = {
    **dict.fromkeys(CORE, "core"),
    "model": "model",
    "semantics": "semantics",
    "planners": "planners",
    "analysis": "analysis",
    "reorder": "reorder",
    "planning": "levers",
    "optimize": "levers",
    "whatif": "levers",
    "report": "report",
    "gate": "gate",
    "cli": "cli",
    "__init__": "package",
}
#: What each stage may import (besides itself).
ALLOWED = {
    "core": {"core"},
    "model": {"core"},
    "semantics": {"core", "model"},
    "planners": {"core"},
    "analysis": {"core", "model", "semantics", "planners"},
    "reorder": {"core", "model", "semantics", "planners", "analysis"},
    "levers": {"core", "model", "semantics", "planners", "analysis", "reorder"},
    "report": {"core", "model", "semantics", "planners", "analysis", "reorder", "levers"},
    "gate": {"core", "model", "semantics", "planners", "analysis", "reorder", "levers", "report"},
    "cli": {"core", "model", "semantics", "planners", "analysis", "reorder", "levers", "report", "gate"},
    "package": set(STAGE.values()),  # the lazy front door names anything
}
#: The only module that may compare a runtime's name with a string.
REGISTRY = {PACKAGE / "semantics" / "__init__.py"}
#: Each runtime's own package: only ``semantics/`` may import from it.
RUNTIME_PACKAGES = tuple(f"tflite_memplan.semantics.{name}" for name in ("tflm", "litert", "gpu"))


def _module(path: Path) -> str:
    rel = path.relative_to(PACKAGE).with_suffix("")
    parts = ["tflite_memplan", *rel.parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _stage(module: str) -> str:
    return STAGE[module.split(".")[1] if "." in module else "__init__"]


MODULES = {_module(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _imports(path: Path) -> set[str]:
    """Every package module ``path`` imports, at any depth (lazy and type-only imports
    included), resolved to a module file: ``from a.b import c`` names ``a.b.c`` when
    that is a module, else ``a.b``."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [
                f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in MODULES else node.module for a in node.names
            ]
        else:
            continue
        out |= {n for n in names if n.startswith("tflite_memplan")}
    out.discard(_module(path))
    return out


def test_every_part_of_the_package_has_a_stage() -> None:
    parts = {p.stem if p.is_file() else p.name for p in PACKAGE.iterdir() if p.name != "__pycache__"}
    assert parts - {"py.typed"} == set(STAGE), "give every new module or folder a stage in STAGE"
    assert {"semantics/tflm", "semantics/litert", "gate", "reorder"} <= {
        str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*") if p.is_dir()
    }


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_imports_from_a_later_stage(module: str) -> None:
    stage = _stage(module)
    later = {m for m in _imports(MODULES[module]) if _stage(m) not in ALLOWED[stage] | {stage}}
    assert not later, f"{module} ({stage}) imports {sorted(later)}"


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph`` (modules to the modules they import), if any."""
    colour: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        colour[m] = 1
        stack.append(m)
        for n in sorted(graph.get(m, ())):
            if colour.get(n) == 1:
                return [*stack[stack.index(n) :], n]
            if n not in colour and (found := visit(n)):
                return found
        stack.pop()
        colour[m] = 2
        return None

    for m in sorted(graph):
        if m not in colour and (found := visit(m)):
            return found
    return None


def test_the_import_graph_has_no_circle() -> None:
    graph = {m: {n for n in _imports(p) if n in MODULES} for m, p in MODULES.items() if m != "tflite_memplan"}
    assert _cycle(graph) is None, " → ".join(_cycle(graph) or [])


def test_the_circle_check_finds_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def _name_comparisons(path: Path) -> list[int]:
    """Lines comparing something with a runtime's name as a string literal."""
    names = set(SEMANTICS) | {"litert"}
    lines = []
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Compare):
            continue
        for side in (node.left, *node.comparators):
            elements = side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]
            if any(isinstance(e, ast.Constant) and e.value in names for e in elements):
                lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("module", sorted(MODULES))
def test_runtimes_are_told_apart_by_name_only_in_the_registry(module: str) -> None:
    path = MODULES[module]
    if path in REGISTRY:
        return
    assert not _name_comparisons(path), f"{module} compares a runtime's name at lines {_name_comparisons(path)}"


def test_the_name_check_finds_a_comparison(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text('a = semantics == "tflm"\nb = name in ("gpu", "x")\nc = {"tflm": 1}\n')
    assert _name_comparisons(source) == [1, 2]


def _flag_mentions(path: Path) -> list[int]:
    """Lines of ``raise`` statements whose message names a command-line flag (``--x``)."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Raise) and node.exc is not None:
            texts = [n.value for n in ast.walk(node.exc) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
            if any(re.search(r"(?<![\w-])--[a-z]", t) for t in texts):
                lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _stage(m) != "cli"))
def test_library_errors_never_name_a_command_line_flag(module: str) -> None:
    assert not _flag_mentions(MODULES[module]), f"{module} names a flag at lines {_flag_mentions(MODULES[module])}"


def test_the_flag_check_finds_a_flag(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text('raise E("use --force")\nraise E(f"x {y} --target")\nraise E("a -- b")\n')
    assert _flag_mentions(source) == [1, 2]


def _runtime_imports(path: Path) -> list[int]:
    """Lines importing a runtime's own modules (``tflite_memplan.semantics.tflm``…), at
    any depth, type-only imports included."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        else:
            continue
        if any(n == p or n.startswith(p + ".") for n in names for p in RUNTIME_PACKAGES):
            lines.append(node.lineno)
    return lines


def _outside_semantics(module: str) -> bool:
    return _stage(module) != "semantics"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _outside_semantics(m)))
def test_only_semantics_imports_a_runtime(module: str) -> None:
    assert not _runtime_imports(MODULES[module]), (
        f"{module} imports a runtime's modules at lines {_runtime_imports(MODULES[module])}: "
        "ask the Arena or the Runtime registry entry instead"
    )


def test_the_runtime_import_check_finds_an_import(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        "from tflite_memplan.semantics.tflm.arena import TflmArena\n"
        "import tflite_memplan.semantics.litert.arena\n"
        "from tflite_memplan.semantics import tflm\n"
        "from tflite_memplan.semantics import get_runtime\n"
        "from tflite_memplan.semantics.base import Arena\n"
        "def f():\n    from tflite_memplan.semantics.gpu import RUNTIME\n"
    )
    assert _runtime_imports(source) == [1, 2, 3, 7]


#: Names of the runtimes' arena classes (and any class a runtime's modules define that
#: ends in ``Arena``): what an ``isinstance`` outside ``semantics/`` must not name.
def _runtime_arena_classes() -> set[str]:
    names = set()
    for m, path in MODULES.items():
        if any(m == p or m.startswith(p + ".") for p in RUNTIME_PACKAGES):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.ClassDef) and node.name.endswith("Arena"):
                    names.add(node.name)
    return names


def _arena_checks(path: Path, classes: set[str]) -> list[int]:
    """Lines calling ``isinstance`` (or ``issubclass``) with a runtime's arena class."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text())):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        if node.func.id not in ("isinstance", "issubclass") or len(node.args) < 2:
            continue
        named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
        named |= {n.attr for n in ast.walk(node.args[1]) if isinstance(n, ast.Attribute)}
        if named & classes:
            lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _outside_semantics(m)))
def test_nothing_outside_semantics_asks_which_runtime_an_arena_is(module: str) -> None:
    lines = _arena_checks(MODULES[module], _runtime_arena_classes())
    assert not lines, f"{module} tests an arena's runtime at lines {lines}: use the Arena interface"


def test_the_arena_check_finds_a_check(tmp_path: Path) -> None:
    assert {"TflmArena", "LitertArena"} <= _runtime_arena_classes()
    source = tmp_path / "m.py"
    source.write_text(
        "a = isinstance(x.arena, TflmArena)\n"
        "b = isinstance(x, (int, arena.LitertArena))\n"
        "c = isinstance(x, Arena)\n"
        "d = not isinstance(y, TflmArena)\n"
    )
    assert _arena_checks(source, {"TflmArena", "LitertArena"}) == [1, 2, 4]


def test_docs_architecture_names_every_module() -> None:
    """docs/architecture.md's package layout names every module, so the map stays whole."""
    doc = (PACKAGE.parent / "docs" / "architecture.md").read_text()
    unnamed = [
        str(p.relative_to(PACKAGE))
        for p in sorted(PACKAGE.rglob("*.py"))
        if p.stem != "__init__" and not re.search(rf"\b{re.escape(p.stem)}\b", doc)
    ]
    assert unnamed == [], "name these modules in docs/architecture.md's layout"
