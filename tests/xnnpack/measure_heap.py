"""Trace LiteRT's heap with XNNPACK, block by block, and attribute it: ``tests/xnnpack/heap.json``.

For each model named (paths; default: the ones in the table) it runs the library probe's
heap child under gdb with ``tests/gdb_litert_heap.py`` at one thread (and two with
``--threads 2``) and records, per model, every block held after the first ``invoke()`` grouped
by *component*: the innermost caller that is not an allocation helper (``operator new``,
``xnn_allocate_…``, the standard library), and for TFLite's small arrays the caller that
asked for them (``TfLiteIntArrayCreate <- ParseQuantization``). ``tests/test_xnnpack_heap.py``
compares memplan's measured constants and formulas with it.

    python tests/xnnpack/measure_heap.py [--threads N] MODEL …
"""

from __future__ import annotations

import argparse
import collections
import datetime
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # the checkout's packages, when run as a script

TABLE = HERE / "heap.json"
SCRIPT = HERE.parent / "gdb_litert_heap.py"
_HELPERS = (
    "operator new",
    "?",
    "xnn_allocate",
    "xnn_aligned_allocate",
    "xnn_reallocate",
    "malloc",
    "calloc",
    "realloc",
    "posix_memalign",
)
_ARRAYS = (
    "TfLiteIntArrayCreate",
    "TfLiteFloatArrayCreate",
    "tflite::ConvertVectorToTfLiteIntArray",
    "tflite::ConvertArrayToTfLiteIntArray",
)


def _name(frame: str) -> str:
    """A frame's function name without its argument list."""
    bare = frame.replace("(anonymous namespace)", "{anonymous}")
    return bare.split("(")[0] if "(" in bare else bare


def component(callers: list[str]) -> str:
    """The block's component: its innermost meaningful caller (with the one that asked,
    for TFLite's arrays)."""
    meaningful = [
        c for c in callers if not c.startswith(_HELPERS) and not c.startswith(("std::", "void std::", "__gnu_cxx"))
    ]
    if not meaningful:
        return callers[0] if callers else "?"
    first = _name(meaningful[0])
    if first.startswith(_ARRAYS):
        asked = next((_name(c) for c in meaningful[1:] if not _name(c).startswith(_ARRAYS)), "")
        return f"{first} <- {asked}"
    return first


def trace(path: Path, threads: int, raw: Path | None = None) -> dict | None:
    """The traced row of ``path`` at ``threads`` threads (``raw``: a folder that also
    keeps every block, chunk size and callers, as ``<model>.<threads>.json``)."""
    from tflite_memplan.semantics.litert import probe

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "blocks.json"
        env = {
            **os.environ,
            "MEMPLAN_GDB_OUT": str(out),
            "MEMPLAN_LITERT_THREADS": str(threads),
            "MEMPLAN_LITERT_DELEGATES": "1",
        }
        command = ["gdb", "-batch", "-q", "-x", str(SCRIPT), "--args", sys.executable, "-m", probe.__name__]
        proc = subprocess.run(
            [*command, "--heap", str(path.resolve())], env=env, capture_output=True, text=True, check=False
        )
        heap = probe.heap_payload(proc.stdout)
        if heap is None or not out.is_file():
            return None
        blocks = json.loads(out.read_text())["blocks"]
        if raw is not None:
            raw.mkdir(parents=True, exist_ok=True)
            (raw / f"{path.name}.{threads}.json").write_text(out.read_text())
    by: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for chunk, _phase, callers in blocks:
        entry = by[component(callers)]
        entry[0] += chunk
        entry[1] += 1
    return {
        "heap_under_gdb": heap,
        "traced": sum(b[0] for b in blocks),
        "components": {k: v for k, v in sorted(by.items(), key=lambda kv: -kv[1][0])},
    }


def main(argv: list[str] | None = None) -> int:
    from importlib.metadata import version

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("models", nargs="+", type=Path)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--raw", type=Path, help="a folder to keep every traced block in as well")
    args = parser.parse_args(argv)
    table = json.loads(TABLE.read_text()) if TABLE.is_file() else {"rows": []}
    table.update(
        {
            "wheel": f"ai-edge-litert {version('ai-edge-litert')}",
            "measured": datetime.date.today().isoformat(),
            "method": "gdb breakpoints on malloc, calloc, realloc, posix_memalign, memalign, aligned_alloc and "
            "free between the probe's first and fifth mallinfo2() readings (numpy's inputs left out); each "
            "block still held counted at its glibc chunk size (tests/gdb_litert_heap.py)",
        }
    )
    rows = {(r["model"], r["threads"]): r for r in table["rows"]}
    for path in args.models:
        found = trace(path, args.threads, args.raw)
        if found is None:
            print(f"{path.name}: does not run", file=sys.stderr)
            continue
        rows[(path.name, args.threads)] = {"model": path.name, "threads": args.threads, **found}
        print(f"{path.name}: {found['traced']:,} B traced", flush=True)
    table["rows"] = sorted(rows.values(), key=lambda r: (r["model"], r["threads"]))
    TABLE.write_text(json.dumps(table, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
