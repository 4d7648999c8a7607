"""Measure LiteRT's heap with the built-in kernels alone (no delegate): ``builtin_heap.json``.

For each model of ``tests.xnnpack.weights_models.models()`` that the interpreter runs with
XNNPACK (``packed.json``'s ``runs``), the heap growth (glibc ``mallinfo2``: bytes in use,
all malloc arenas and mmapped chunks) after building the interpreter, after
``allocate_tensors()`` and after one ``invoke()``, at 1 and 2 threads, with LiteRT's
``BUILTIN_WITHOUT_DEFAULT_DELEGATES`` resolver (``probe.litert_heap(…, delegate=False)``,
without gdb: the mean of four runs, the heap's start moved by each of
``probe.HEAP_PLACEMENTS``) — what ``memplan analyze --semantics litert --delegate none``
predicts as ``total``. ``heap`` is null where the interpreter cannot run the model so.
``tests/test_xnnpack_heap.py`` compares memplan with the table. The header names the
wheel and the CPU (ruy's kernels and its blocks follow its family and L2 cache).

    python tests/xnnpack/measure_builtin_heap.py [--only NAME …]
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

from tests.xnnpack.measure_weights import _cpu_name, _model_file, write_table  # noqa: E402
from tests.xnnpack.weights_models import models, sha256  # noqa: E402

TABLE = HERE / "builtin_heap.json"
RUNS = HERE / "packed.json"


def measure(name: str, data: bytes) -> dict | None:
    """The heap at 1 and 2 threads without the delegate (None: it fails at either)."""
    from tflite_memplan.semantics.litert.probe import HEAP_PLACEMENTS, litert_heap

    with tempfile.TemporaryDirectory() as tmp:
        path = _model_file(tmp, name, data)
        heap = {str(t): litert_heap(path, threads=t, delegate=False, placements=HEAP_PLACEMENTS) for t in (1, 2)}
    return None if None in heap.values() else heap


def main(argv: list[str] | None = None) -> int:
    from importlib.metadata import version

    from tflite_memplan.semantics.litert.xnnpack_weights import host_family, host_l2_cache

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", help="re-measure only these models (keep the other rows)")
    args = parser.parse_args(argv)
    chosen = set(args.only or ())
    old = json.loads(TABLE.read_text())["rows"] if TABLE.is_file() and chosen else []
    rows = [r for r in old if r["model"] not in chosen]
    runs = {(r["source"], r["model"]) for r in json.loads(RUNS.read_text())["rows"] if r["runs"]}
    for source, name, data in models():
        if (source, name) in runs and (not chosen or name in chosen):
            rows.append({"model": name, "source": source, "sha256": sha256(data), "heap": measure(name, data)})
            print(json.dumps(rows[-1])[:200], flush=True)
    header = {
        "wheel": f"ai-edge-litert {version('ai-edge-litert')}",
        "cpu": _cpu_name(),
        "family": host_family(),
        "l2_cache": list(host_l2_cache()),
        "python": platform.python_version(),
        "measured": datetime.date.today().isoformat(),
        "method": "mallinfo2() uordblks + hblkhd around Interpreter(), allocate_tensors(), invoke() without the "
        "delegate (tflite_memplan.semantics.litert.probe.litert_heap(delegate=False): glibc's per-thread cache "
        "off; the mean over probe.HEAP_PLACEMENTS), 1 and 2 threads, no gdb",
    }
    write_table(TABLE, header, rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
