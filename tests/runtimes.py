"""Probes of the real runtimes for the fidelity tests (a helper module, not a test file).

The probes themselves are library code (``tflite_memplan.semantics.tflm.probe``,
``tflite_memplan.semantics.litert.probe``). This module shares their answers across
the whole session — each keyed by the model's bytes and the settings, so a model that
several test files build is measured once — and adds what only tests use:
`litert_run_arenas(path)`, the arenas of the subgraphs IF and WHILE ran, read under gdb
while they ran (`tests/gdb_release.py`; None without gdb), and `litert_resident(path)`, the
most bytes LiteRT's arenas hold at once over three invokes, following every arena's growth
and release under gdb (`tests/gdb_resident.py`; None without gdb).

- `tflm_measured(path)`: the tflite-micro wheel's head, tail and categories;
  `tflm_reported_arena(path)`: its (head, tail); `tflm_minimum(path)`: the bisected minimum.
- `litert_arena_tensors(path, include_temporaries=…, threads=…)`, `litert_arena_span(path)`.
- `litert_xnnpack_weights(path, threads=…)`: XNNPACK's packed weights, operator by operator,
  read under gdb (`tests/gdb_xnnpack_weights.py`), and the heap the interpreter took
  (the library probe's `litert_heap`, measured in a run of its own).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tflite_memplan.semantics.litert import probe
from tflite_memplan.semantics.litert.probe import ARENA_RW, TENSOR_LAYOUT
from tflite_memplan.semantics.runner import TIMEOUT_S, installed
from tflite_memplan.semantics.tflm import probe as tflm_probe

__all__ = [
    "litert_arena_span",
    "litert_arena_tensors",
    "litert_resident",
    "litert_run_arenas",
    "litert_xnnpack_weights",
    "tflm_measured",
    "tflm_minimum",
    "tflm_reported_arena",
]

_ANSWERS: dict[tuple[object, ...], Any] = {}


def _shared(kind: str, path: str | Path, compute: Callable[[], Any], *settings: object) -> Any:
    """``compute()``'s answer for this model's bytes and ``settings``, computed once a session."""
    key = (kind, hashlib.sha256(Path(path).read_bytes()).digest(), *settings)
    if key not in _ANSWERS:
        _ANSWERS[key] = compute()
    return _ANSWERS[key]


def _require(module: str) -> None:
    if not installed(module):
        raise ModuleNotFoundError(f"runtime {module!r} is not installed", name=module)


def tflm_measured(path: str | Path) -> tflm_probe.MeasuredArena | None:
    """What the tflite-micro wheel reports for ``path`` (None: it cannot allocate it).
    Raises ModuleNotFoundError without the runtime."""
    _require("tflite_micro")
    return _shared("tflm", path, lambda: tflm_probe.tflm_measured_arena(path))


def tflm_reported_arena(path: str | Path) -> tuple[int, int] | None:
    """(head bytes, tail bytes) that the tflite-micro interpreter reports via print_allocations()."""
    measured = tflm_measured(path)
    return None if measured is None else (measured.head, measured.tail)


def tflm_minimum(path: str | Path) -> int | None:
    """The smallest arena the wheel allocates ``path`` in, bisected (seconds per model)."""
    _require("tflite_micro")
    return _shared("tflm-minimum", path, lambda: tflm_probe.tflm_minimum_arena(path))


def litert_arena_tensors(
    path: str | Path, *, include_temporaries: bool = False, threads: int = 1, delegate: bool = False
) -> dict | None:
    """The library probe's answer (see ``litert_arena_tensors`` there), shared;
    ``delegate``: with XNNPACK applied, as ``ai-edge-litert`` does by default."""
    _require("ai_edge_litert")
    return _shared(
        "litert",
        path,
        lambda: probe.litert_arena_tensors(
            path, include_temporaries=include_temporaries, threads=threads, delegate=delegate
        ),
        include_temporaries,
        threads,
        delegate,
    )


def litert_arena_span(path: str | Path, *, include_temporaries: bool = False) -> int | None:
    """Span in bytes of LiteRT's arena tensors at one thread (see the library probe)."""
    info = litert_arena_tensors(path, include_temporaries=include_temporaries)
    return None if info is None else info["span"]


def litert_run_arenas(path: str | Path) -> dict[int, dict] | None:
    """Each subgraph IF or WHILE ran, as LiteRT laid its arena out while running it (every
    stretch of the planning placed, after any planning again), read under gdb when the
    operator releases it (``tests/gdb_release.py``): ``{subgraph: {"tensors": {index:
    (offset, bytes)}, "span": bytes}}`` over its arena tensors, kernel temporaries
    included. None when gdb is missing or the run cannot be read."""
    _require("ai_edge_litert")
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


#: The invokes ``litert_resident`` follows: the first differs from the others, the third repeats the second.
INVOKES = 3


def litert_resident(path: str | Path, threads: int = 1, *, delegate: bool = False) -> dict | None:
    """The bytes LiteRT's arenas and persistent arenas hold at once while ``path`` is
    allocated and invoked :data:`INVOKES` times on zeros at ``threads`` threads (built-in
    kernels; ``delegate``: with XNNPACK applied, its own memory not counted), followed
    under gdb (``tests/gdb_resident.py``): ``{"resident": the most, "peaks": {phase: the
    most in it}, "events": [[phase, event, buffer, bytes, held], ...]}``. None when gdb
    is missing or the model does not run."""
    _require("ai_edge_litert")
    gdb = shutil.which("gdb")
    if gdb is None:
        return None
    follow = lambda: _follow_arenas(gdb, Path(path), threads, delegate)  # noqa: E731
    return _shared("litert-resident", path, follow, threads, delegate)


def _follow_arenas(gdb: str, path: Path, threads: int, delegate: bool) -> dict | None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "resident.json"
        script = Path(__file__).with_name("gdb_resident.py")
        driver = [sys.executable, "-m", "tests.litert_invokes", str(path.resolve()), str(threads), str(INVOKES)]
        driver += ["xnnpack"] if delegate else []
        command = [gdb, "-batch", "-q", "-x", str(script), "--args", *driver]
        env = {**os.environ, "MEMPLAN_GDB_OUT": str(out)}
        root = Path(__file__).resolve().parent.parent
        try:
            run = subprocess.run(
                command, env=env, cwd=root, capture_output=True, text=True, timeout=TIMEOUT_S, check=False
            )
        except subprocess.TimeoutExpired:
            return None
        if "ok" not in run.stdout.split() or not out.is_file():
            return None
        measured = json.loads(out.read_text())
    return {"resident": max(measured["peaks"].values(), default=0), **measured}


def litert_xnnpack_weights(path: str | Path, *, threads: int = 1) -> dict | None:
    """What XNNPACK packs for ``path`` under ``ai-edge-litert``'s default delegate, read
    under gdb (``tests/gdb_xnnpack_weights.py``) in the library probe's heap child:
    ``{"packings": [[bytes, "xnn_create_…"], ...]`` in creation order, ``"caches"``: the
    weights cache each XNNPACK runtime was created with (0: none), ``"heap"``: the heap
    growth after creating the interpreter, ``allocate_tensors()`` and ``invoke()``
    (``probe.litert_heap``, measured in a run of its own: under gdb the heap differs by a
    few hundred bytes)}. None when gdb is missing or the interpreter cannot run the
    model. Shared across the session."""
    _require("ai_edge_litert")
    gdb = shutil.which("gdb")
    if gdb is None:
        return None
    return _shared("xnnpack-weights", path, lambda: _xnnpack_weights(gdb, Path(path), threads), threads)


def _xnnpack_weights(gdb: str, path: Path, threads: int) -> dict | None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "weights.json"
        script = Path(__file__).with_name("gdb_xnnpack_weights.py")
        model = str(path.resolve())
        command = [gdb, "-batch", "-q", "-x", str(script), "--args", sys.executable, "-m", probe.__name__]
        env = {
            **os.environ,
            "MEMPLAN_GDB_OUT": str(out),
            "MEMPLAN_LITERT_THREADS": str(threads),
            "MEMPLAN_LITERT_DELEGATES": "1",
        }
        try:
            proc = subprocess.run(
                [*command, "--heap", model], env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False
            )
        except subprocess.TimeoutExpired:
            return None
        if probe.heap_payload(proc.stdout) is None or not out.is_file():
            return None
        found = json.loads(out.read_text())
    heap = probe.litert_heap(path, threads=threads)
    if heap is None:
        return None
    return {"packings": found["packings"], "caches": found["runtimes"], "heap": heap}
