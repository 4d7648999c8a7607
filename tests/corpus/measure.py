"""Measure the real-model corpus in the ``ai-edge-litert`` wheel with XNNPACK, beside memplan: ``xnnpack.json``.

For every model of ``models.json`` (fetched with ``fetch.py``) and 1 and 2 threads, with
LiteRT's default resolver (XNNPACK applied as ``ai-edge-litert`` applies it), the table
keeps memplan's figures (``memplan analyze M --semantics litert --delegate xnnpack
--threads N --json``: the ``arena`` object) and what the wheel does, each measured by the
project's existing machinery, called, not copied:

- stage ``probe`` (no gdb): whether the interpreter loads, allocates and invokes the
  model once on zeros, subgraph 0's arena span (kernel temporaries included) and the
  persistent arena's, the delegated operators and partitions (the execution plan after
  the delegate: ``probe.litert_arena_tensors(..., delegate=True)``), and the heap's growth
  from before ``Interpreter()`` to after ``allocate_tensors()`` and one ``invoke()``
  (``probe.litert_heap`` with ``probe.HEAP_PLACEMENTS``: the mean over four placements of
  the heap's start, glibc's per-thread cache off);
- stage ``workspace`` (gdb): XNNPACK's plans and its workspace
  (``tests/xnnpack/measure.run``: breakpoints on ``xnn_plan_memory`` and the planner's
  tracker, ``tests/xnnpack/gdb_workspace.py``), the number of XNNPACK runtimes (one per
  partition the delegate built);
- stage ``indirection`` (gdb): every block XNNPACK's allocator holds after the first invoke
  (``gdb_indirection.py``: breakpoints on ``xnn_allocate``, ``xnn_aligned_allocate``,
  ``xnn_reallocate`` and the frees), by the function that asked; those asked by one of
  XNNPACK's ``reshape_…`` functions or by ``xnn_reshape_resize_bilinear2d_nhwc`` are its
  indirection buffers (the bytes asked for; ``xnn_reshape_reduce_nd``'s buffer is not one);
- stage ``resident`` (gdb): the arenas' high-water mark, the most bytes LiteRT's arenas and
  persistent arenas hold at once over three invokes (``tests.runtimes.litert_resident``,
  ``tests/gdb_resident.py``);
- stage ``weights`` (gdb, one thread: XNNPACK packs the same weights at any thread count):
  every packed-weights buffer (``tests.runtimes.litert_xnnpack_weights``: a breakpoint on
  ``xnn_get_pointer_to_write_weights``, ``tests/gdb_xnnpack_weights.py``).

The per-model plans and packings go to ``logs/<id>.json``. A stage measures only the rows
it has not measured yet unless ``--again``; the table is rewritten after every model, so
an interrupted run keeps what it measured.

    python tests/corpus/measure.py [--stage probe|workspace|weights|memplan ...] [--only ID ...] [--again]
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sys
import time
from importlib.metadata import version
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's packages, when run as a script

from tests.corpus import fetch as corpus  # noqa: E402

TABLE = HERE / "xnnpack.json"
LOGS = HERE / "logs"
THREADS = (1, 2)
STAGES = ("memplan", "probe", "workspace", "weights", "indirection", "resident")
#: memplan's arena fields the table keeps.
MEMPLAN_FIELDS = (
    "span",
    "persistent",
    "resident",
    "heap",
    "xnnpack_workspace",
    "packed_weights",
    "xnnpack_indirection",
    "partitions",
    "delegated_operators",
    "interpreter",
    "tensor_quantization",
    "xnnpack_runtimes",
    "tflite_structures",
    "xnnpack_operators",
    "ruy_buffers",
    "total",
    "cpu",
)


def memplan(path: Path, threads: int) -> dict:
    """memplan's ``arena`` object for ``path`` with XNNPACK at ``threads`` threads (the
    CLI's JSON, in-process), plus subgraph 0's span; ``{"error": ...}`` when it refuses."""
    from click.testing import CliRunner

    from tflite_memplan.cli import main

    args = ["analyze", str(path), "--semantics", "litert", "--delegate", "xnnpack", "--threads", str(threads)]
    result = CliRunner().invoke(main, [*args, "--json"])
    try:
        doc = json.loads(result.stdout)
    except ValueError:
        return {"error": (result.stdout or str(result.exception)).strip().splitlines()[-1][:300]}
    arena = doc.get("arena") or {}
    out = {k: arena.get(k) for k in MEMPLAN_FIELDS}
    out["span0"] = next((s["span"] for s in arena.get("subgraphs", []) if s["subgraph"] == 0), None)
    out["runnable"] = doc.get("runnable")
    return out


def _delegation(delegation: dict | None) -> dict:
    """Delegated operators and partitions over every subgraph, from the execution plans
    the delegate left (a plan entry numbered from the subgraph's operator count on is a
    partition's kernel node)."""
    if not delegation or delegation.get("execution_plan") is None:
        return {"partitions": None, "delegated_operators": None}
    plans = [(delegation["nodes"], delegation["execution_plan"])]
    plans += [(sg["nodes"], sg["execution_plan"]) for sg in delegation.get("subgraphs", {}).values()]
    partitions = delegated = 0
    for nodes, plan in plans:
        if plan is None:
            continue
        kept = sum(1 for i in plan if i < nodes)
        partitions += sum(1 for i in plan if i >= nodes)
        delegated += nodes - kept
    return {"partitions": partitions, "delegated_operators": delegated}


def probe_stage(path: Path, threads: int) -> dict:
    from tflite_memplan.semantics.litert import probe

    info = probe.litert_arena_tensors(path, include_temporaries=True, threads=threads, delegate=True)
    if info is None:
        return {"ran": False}
    heap = probe.litert_heap(path, threads=threads, placements=probe.HEAP_PLACEMENTS)
    return {
        "ran": True,
        "span0": info["span"],
        "persistent0": info.get("persistent_span"),
        "subgraph_spans": {str(k): sg["span"] for k, sg in info["subgraphs"].items()},
        **_delegation(info.get("delegation")),
        "heap": heap,
    }


def workspace_stage(path: Path, threads: int) -> tuple[dict, list]:
    from tests.xnnpack.measure import run

    found = run(path, threads)
    if found is None:
        return {"workspace": None}, []
    runtimes = {p["runtime"] for p in found["plans"]}
    plans = [{k: v for k, v in p.items() if k != "records"} for p in found["plans"]]
    return {"workspace": found["workspace"], "xnnpack_runtimes_planned": len(runtimes), "gdb_ran": found["ok"]}, plans


def weights_stage(path: Path) -> tuple[dict, list]:
    from tests.runtimes import litert_xnnpack_weights

    found = litert_xnnpack_weights(path, threads=1)
    if found is None:
        return {"packed_weights": None}, []
    packings = found["packings"]
    return {
        "packed_weights": sum(n for n, _ in packings),
        "packings": len(packings),
        "caches": sorted(set(found["caches"])),
    }, packings


#: What the indirection stage counts: the blocks XNNPACK's ``reshape_…`` functions and its
#: bilinear resize's reshape hold
#: (indirection buffers of IGEMM, depthwise, pooling, deconvolution and resize operators).
_RESHAPE = ("reshape_", "xnn_reshape_resize_bilinear")
GDB_INDIRECTION = HERE / "gdb_indirection.py"
#: Seconds one gdb run may take.
GDB_TIMEOUT_S = 600


def indirection_stage(path: Path, threads: int) -> tuple[dict, dict]:
    """XNNPACK's reshape-time buffers (its indirection buffers) after the first invoke, read
    under gdb (``gdb_indirection.py``) in the library probe's heap child; with every block
    XNNPACK's allocator holds then, by caller, for the log."""
    import os
    import shutil
    import subprocess
    import tempfile

    from tflite_memplan.semantics.litert import probe

    gdb = shutil.which("gdb")
    if gdb is None:
        return {"indirection": None}, {}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "blocks.json"
        command = [gdb, "-batch", "-q", "-x", str(GDB_INDIRECTION), "--args", sys.executable, "-m", probe.__name__]
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "MEMPLAN_GDB_OUT": str(out),
            "MEMPLAN_LITERT_THREADS": str(threads),
            "MEMPLAN_LITERT_DELEGATES": "1",
        }
        try:
            proc = subprocess.run(
                [*command, "--heap", str(path.resolve())],
                env=env,
                capture_output=True,
                text=True,
                timeout=GDB_TIMEOUT_S,
            )
        except subprocess.TimeoutExpired:
            return {"indirection": None}, {}
        if probe.heap_payload(proc.stdout) is None or not out.is_file():
            return {"indirection": None}, {}
        blocks = json.loads(out.read_text())["blocks"]
    by: dict[str, list[int]] = {}
    for size, caller in blocks:
        entry = by.setdefault(caller, [0, 0])
        entry[0] += size
        entry[1] += 1
    return indirection_figures(by), dict(sorted(by.items(), key=lambda kv: -kv[1][0]))


def indirection_figures(by: dict[str, list[int]]) -> dict:
    """The indirection figures of a row from the blocks XNNPACK holds, ``{caller: [bytes, blocks]}``."""
    reshape = [v for caller, v in by.items() if caller.startswith(_RESHAPE)]
    return {
        "indirection": sum(v[0] for v in reshape),
        "indirection_blocks": sum(v[1] for v in reshape),
        "xnnpack_allocator": sum(v[0] for v in by.values()),
    }


def resident_stage(path: Path, threads: int) -> dict:
    """The most bytes LiteRT's arenas (persistent ones included) hold at once over three
    invokes with XNNPACK applied, followed under gdb (``tests.runtimes.litert_resident``,
    ``tests/gdb_resident.py``)."""
    from tests.runtimes import litert_resident

    found = litert_resident(path, threads, delegate=True)
    return {"resident": None if found is None else found["resident"]}


def _load() -> dict:
    if TABLE.is_file():
        return json.loads(TABLE.read_text())
    return {"rows": []}


def _save(table: dict) -> None:
    rows = sorted(table["rows"], key=lambda r: (r["id"], r["threads"]))
    header = {k: v for k, v in table.items() if k != "rows"}
    body = ",\n".join(json.dumps(r, sort_keys=True) for r in rows)
    TABLE.write_text(json.dumps(header, indent=1)[:-2] + ',\n "rows": [\n' + body + "\n]}\n")


def _log(ident: str, key: str, value) -> None:
    path = LOGS / f"{ident.replace('/', '__')}.json"
    doc = json.loads(path.read_text()) if path.is_file() else {}
    doc[key] = value
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, sort_keys=True) + "\n")


def main(argv: list[str] | None = None) -> int:
    from tests.xnnpack.measure import XNNPACK_COMMIT
    from tests.xnnpack.measure_weights import _cpu_name
    from tflite_memplan.semantics.litert.xnnpack_weights import host_family

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stage", nargs="*", choices=STAGES, default=list(STAGES))
    parser.add_argument("--only", nargs="*", help="model ids (default: all)")
    parser.add_argument("--again", action="store_true", help="re-measure rows already measured")
    args = parser.parse_args(argv)
    got = corpus.fetch(args.only, quiet=False)
    for ident, why in got.failed.items():
        print(f"skipped {ident}: {why}", file=sys.stderr)
    table = _load()
    table.update(
        {
            "wheel": f"ai-edge-litert {version('ai-edge-litert')}",
            "xnnpack": XNNPACK_COMMIT,
            "cpu": _cpu_name(),
            "family": host_family(),
            "python": platform.python_version(),
            "measured": datetime.date.today().isoformat(),
            "method": "tests/corpus/measure.py: default resolver (XNNPACK), zero inputs; probe: "
            "probe.litert_arena_tensors(delegate=True, temporaries included) and probe.litert_heap "
            "(mean over probe.HEAP_PLACEMENTS); workspace: tests/xnnpack/measure.run under gdb; packed weights: "
            "tests.runtimes.litert_xnnpack_weights under gdb at one thread",
        }
    )
    rows = {(r["id"], r["threads"]): r for r in table["rows"]}
    models = {m["id"]: m for m in corpus.pins()["models"]}
    for ident, path in sorted(got.paths.items(), key=lambda kv: models[kv[0]]["bytes"]):
        for threads in THREADS:
            row = rows.setdefault((ident, threads), {"id": ident, "threads": threads})
            row["sha256"] = models[ident]["sha256"]
            measured = row.setdefault("measured", {})
            start = time.monotonic()
            if "memplan" in args.stage and (args.again or "memplan" not in row):
                row["memplan"] = memplan(path, threads)
            if "probe" in args.stage and (args.again or "ran" not in measured):
                measured.update(probe_stage(path, threads))
            runs = measured.get("ran", True)
            if "workspace" in args.stage and runs and (args.again or "workspace" not in measured):
                found, plans = workspace_stage(path, threads)
                measured.update(found)
                _log(ident, f"plans_{threads}", plans)
            if "weights" in args.stage and runs and threads == 1 and (args.again or "packed_weights" not in measured):
                found, packings = weights_stage(path)
                measured.update(found)
                _log(ident, "packings", packings)
            if "indirection" in args.stage and runs and (args.again or "indirection" not in measured):
                for stale in ("heap_traced",):
                    measured.pop(stale, None)
                found, callers = indirection_stage(path, threads)
                measured.update(found)
                _log(ident, f"xnnpack_blocks_{threads}", callers)
            if "resident" in args.stage and runs and (args.again or "resident" not in measured):
                measured.update(resident_stage(path, threads))
            table["rows"] = list(rows.values())
            _save(table)
            print(
                f"{ident} threads={threads}: {time.monotonic() - start:.1f} s {json.dumps(measured)[:160]}", flush=True
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
