"""The ``mcufit`` package's WebAssembly build of TFLite Micro, as a 32-bit test oracle.

mcufit (PyPI, in the ``runtimes`` extra) bundles TFLM compiled to wasm32 with emscripten:
reference kernels, TFLM's generic benchmark harness (recording allocator classes and a
100-slot resource-variable table in the arena), 4-byte pointers and 4-byte enums. It runs
under node; :func:`wasm32_arena` runs it on a model and reads the two tables it prints.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

_ROW = re.compile(r"^\s*(.+?)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|", re.M)
_ARENA = re.compile(r"^\s*(Total|NonPersistent|Persistent)\s*\|\s*(\d+)\s*\|", re.M)
#: mcufit's category names → TFLM's print_allocations() names (memplan's ``TailPlan.recorded()`` keys).
CATEGORIES = {
    "Eval tensor data": "TfLiteEvalTensor data",
    "Persistent tensor data": "Persistent TfLiteTensor data",
    "Persistent quantization data": "Persistent TfLiteTensor quantization data",
    "Persistent buffer data": "Persistent buffer data",
    "Tensor variable buffer data": "TfLiteTensor variable buffer data",
    "Node and registration array": "NodeAndRegistration struct",
}


@dataclass(frozen=True)
class Wasm32Arena:
    head: int
    tail: int
    categories: dict[str, tuple[int, int]]  # TFLM's name -> (used, requested), non-zero only
    counts: dict[str, int]  # TFLM's name -> how many allocations (or tensors, or nodes) it holds


def runner() -> list[str] | None:
    """The command that runs mcufit's wasm build, or None when node or mcufit is missing."""
    node = shutil.which("node")
    spec = importlib.util.find_spec("mcufit")
    if node is None or spec is None or spec.origin is None:
        return None
    script = Path(spec.origin).parent / "wasm" / "run_benchmark.mjs"
    return [node, str(script)] if script.is_file() else None


def wasm32_arena(path: str | Path) -> Wasm32Arena | None:
    """The wasm build's arena for ``path``; None when it cannot run the model."""
    command = runner()
    assert command is not None
    proc = subprocess.run([*command, str(path)], capture_output=True, text=True, errors="replace", timeout=300)
    text = proc.stdout + proc.stderr
    arena = {m.group(1): int(m.group(2)) for m in _ARENA.finditer(text)}
    if "NonPersistent" not in arena or "Persistent" not in arena:
        return None
    categories, counts = {}, {}
    for m in _ROW.finditer(text.split("[[ Table ]]: Allocations", 1)[-1]):
        name = CATEGORIES.get(m.group(1))
        if name is not None and int(m.group(3)):
            categories[name] = (int(m.group(3)), int(m.group(4)))
            counts[name] = int(m.group(5))
    return Wasm32Arena(arena["NonPersistent"], arena["Persistent"], categories, counts)
