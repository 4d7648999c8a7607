"""Measure XNNPACK's packed weights and LiteRT's heap on every model: the table's runner.

For each model of ``tests.xnnpack.weights_models.models()`` it runs the ``ai-edge-litert`` wheel with
its default delegate (XNNPACK) and records in ``tests/xnnpack/packed.json``:

- ``packings``: every packed-weights buffer XNNPACK allocates, ``[bytes, creator]`` in
  creation order, read under gdb at one thread (``tests/gdb_xnnpack_weights.py``: a
  breakpoint on ``xnn_get_pointer_to_write_weights``; fingerprinting packings left out);
  ``caches``: the weights cache each XNNPACK runtime got (0: none);
- ``heap``: ``{threads: {"create", "allocate", "invoke"}}``, the heap growth (glibc
  ``mallinfo2``: bytes in use, all malloc arenas and mmapped chunks) after building the
  interpreter, after ``allocate_tensors()`` and after one ``invoke()``, at 1 and 2
  threads (``tflite_memplan.semantics.litert.probe.litert_heap``, without gdb): the mean
  of four runs, the heap's start moved by each of ``probe.HEAP_PLACEMENTS``;
- ``runs: false`` for a model the interpreter cannot load, allocate or run.

The suite compares memplan with the table always (``tests/test_xnnpack_weights.py``) and
re-measures live under the ``runtime`` marker. The header names the wheel, the XNNPACK
sources memplan's tile table was read from, and the CPU.

    python tests/xnnpack/measure_weights.py [--only NAME …] [--heap-only]
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # the checkout's packages, when run as a script

from tests.xnnpack.weights_models import models, sha256  # noqa: E402

TABLE = HERE / "packed.json"


def _cpu_name() -> str:
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.partition(":")[2].strip()
    return platform.processor()


def _model_file(folder: str, name: str, data: bytes) -> Path:
    """``data`` written to ``folder`` under the model's name, ``.tflite`` added if missing."""
    path = Path(folder) / (name if name.endswith(".tflite") else f"{name}.tflite")
    path.write_bytes(data)
    return path


def measure_one(source: str, name: str, data: bytes) -> dict:
    from tests.runtimes import litert_xnnpack_weights

    row: dict = {"model": name, "source": source, "sha256": sha256(data)}
    with tempfile.TemporaryDirectory() as tmp:
        path = _model_file(tmp, name, data)
        found = litert_xnnpack_weights(path)
        heap = _heap(path) if found is not None else None
    if found is None or heap is None:
        return {**row, "runs": False}
    return {**row, "runs": True, "packings": found["packings"], "caches": found["caches"], "heap": heap}


def _heap(path: Path) -> dict | None:
    """The heap at 1 and 2 threads, each the mean over the placements (None: it fails)."""
    from tflite_memplan.semantics.litert.probe import HEAP_PLACEMENTS, litert_heap

    heap = {str(t): litert_heap(path, threads=t, placements=HEAP_PLACEMENTS) for t in (1, 2)}
    return None if None in heap.values() else heap


def measure_heap(row: dict, data: bytes) -> dict:
    """``row`` with its heap re-measured at 1 and 2 threads (its packings kept)."""
    with tempfile.TemporaryDirectory() as tmp:
        heap = _heap(_model_file(tmp, row["model"], data))
    return {**row, "heap": heap} if heap is not None else {**row, "runs": False}


def main(argv: list[str] | None = None) -> int:
    from importlib.metadata import version

    from tflite_memplan.semantics.litert.xnnpack_weights import XNNPACK_SOURCE, host_family

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", help="re-measure only these models (keep the other rows)")
    parser.add_argument("--heap-only", action="store_true", help="re-measure only the heap (keep the packings)")
    args = parser.parse_args(argv)
    old = json.loads(TABLE.read_text())["rows"] if TABLE.is_file() and (args.only or args.heap_only) else []
    chosen = set(args.only or ())
    if args.heap_only:
        blobs = {(source, name): data for source, name, data in models()}
        rows = []
        for row in old:
            data = blobs.get((row["source"], row["model"]))
            measure = row["runs"] and data is not None and sha256(data) == row["sha256"]
            rows.append(measure_heap(row, data) if measure and (not chosen or row["model"] in chosen) else row)
            print(json.dumps(rows[-1]["heap"] if rows[-1]["runs"] else rows[-1])[:200], row["model"], flush=True)
    else:
        rows = [r for r in old if r["model"] not in chosen]
        for source, name, data in models():
            if not args.only or name in chosen:
                rows.append(measure_one(source, name, data))
                print(json.dumps(rows[-1])[:200], flush=True)
    header = {
        "wheel": f"ai-edge-litert {version('ai-edge-litert')}",
        "xnnpack": XNNPACK_SOURCE,
        "cpu": _cpu_name(),
        "family": host_family(),
        "python": platform.python_version(),
        "measured": datetime.date.today().isoformat(),
        "method": "packings: gdb breakpoint on xnn_get_pointer_to_write_weights (tests/gdb_xnnpack_weights.py), "
        "one thread; heap: mallinfo2() uordblks + hblkhd around Interpreter(), allocate_tensors(), invoke() "
        "(tflite_memplan.semantics.litert.probe.litert_heap: glibc's per-thread cache off; the mean over "
        "probe.HEAP_PLACEMENTS), 1 and 2 threads, no gdb",
    }
    write_table(TABLE, header, rows)
    return 0


def write_table(path: Path, header: dict, rows: list[dict]) -> None:
    """``header`` and ``rows`` (sorted by source and model, one a line) as ``path``'s JSON."""
    body = ",\n".join(json.dumps(r, sort_keys=True) for r in sorted(rows, key=lambda r: (r["source"], r["model"])))
    path.write_text(json.dumps(header, indent=1)[:-2] + ',\n "rows": [\n' + body + "\n]}\n")


if __name__ == "__main__":
    sys.exit(main())
