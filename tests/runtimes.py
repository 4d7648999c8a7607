"""Probes of the real runtimes for the fidelity tests (a helper module, not a test file).

The probes themselves are library code (``tflite_memplan.semantics.tflm.probe``,
``tflite_memplan.semantics.litert.probe``); this module adds what only tests use:
`tflm_reported_arena(path)`, TFLM's (head, tail), and `litert_run_arenas(path)`, the
arenas of the subgraphs IF and WHILE ran, read under gdb while they ran
(`tests/gdb_release.py`; None without gdb).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tflite_memplan.semantics.litert import probe
from tflite_memplan.semantics.litert.probe import ARENA_RW, TENSOR_LAYOUT, litert_arena_span, litert_arena_tensors
from tflite_memplan.semantics.runner import TIMEOUT_S, installed
from tflite_memplan.semantics.tflm.probe import tflm_measured_arena

__all__ = ["litert_arena_span", "litert_arena_tensors", "litert_run_arenas", "tflm_reported_arena"]


def tflm_reported_arena(path: str | Path) -> tuple[int, int] | None:
    """(head bytes, tail bytes) that the tflite-micro interpreter reports via print_allocations();
    None if TFLM cannot allocate the model. Raises ModuleNotFoundError without the runtime."""
    if not installed("tflite_micro"):
        raise ModuleNotFoundError("runtime 'tflite_micro' is not installed", name="tflite_micro")
    measured = tflm_measured_arena(path)
    return None if measured is None else (measured.head, measured.tail)


def litert_run_arenas(path: str | Path) -> dict[int, dict] | None:
    """Each subgraph IF or WHILE ran, as LiteRT laid its arena out while running it (every
    stretch of the planning placed, after any planning again), read under gdb when the
    operator releases it (``tests/gdb_release.py``): ``{subgraph: {"tensors": {index:
    (offset, bytes)}, "span": bytes}}`` over its arena tensors, kernel temporaries
    included. None when gdb is missing or the run cannot be read."""
    if not installed("ai_edge_litert"):
        raise ModuleNotFoundError("runtime 'ai_edge_litert' is not installed", name="ai_edge_litert")
    gdb = shutil.which("gdb")
    if gdb is None:
        return None
    from ai_edge_litert import schema_py_generated as schema

    model = schema.Model.GetRootAsModel(bytearray(Path(path).read_bytes()), 0)
    names = {
        k: [(model.Subgraphs(k).Tensors(i).Name() or b"").decode() for i in range(model.Subgraphs(k).TensorsLength())]
        for k in range(1, model.SubgraphsLength())
    }
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "run.json"
        script = Path(__file__).with_name("gdb_release.py")
        command = [gdb, "-batch", "-q", "-x", str(script), "--args", sys.executable, "-m", probe.__name__, str(path)]
        env = {**os.environ, "MEMPLAN_GDB_OUT": str(out), "MEMPLAN_GDB_LAYOUT": json.dumps(TENSOR_LAYOUT)}
        try:
            subprocess.run(command, env=env, capture_output=True, timeout=TIMEOUT_S, check=False)
        except subprocess.TimeoutExpired:
            return None
        if not out.is_file():
            return {}
        snapshots = json.loads(out.read_text())
    result: dict[int, dict] = {}
    for snap in snapshots:
        matches = [k for k, ns in names.items() if snap["names"][: len(ns)] == ns and k not in result]
        if not matches:
            continue
        rows = [
            (i, data, nbytes)
            for i, (kind, data, nbytes) in enumerate(snap["rows"])
            if kind == ARENA_RW and nbytes and data
        ]
        low = min((data for _, data, _ in rows), default=0)
        result[matches[0]] = {
            "tensors": {i: (data - low, nbytes) for i, data, nbytes in rows},
            "span": max((data + nbytes - low for _, data, nbytes in rows), default=0),
        }
    return result
