"""Measure XNNPACK's workspace in the ``ai-edge-litert`` wheel: the oracle of
``tests/test_xnnpack_workspace.py``.

Runs LiteRT's probe child (``tflite_memplan.semantics.litert.probe``, with its default
delegate kept) under gdb with ``tests/xnnpack/gdb_workspace.py``, which stops in
XNNPACK's memory planner each time a runtime (one delegate partition) plans its values,
and records what it planned: per plan the runtime, its operator and value counts, the
planned arena and the shared workspace's size once the plan is placed in it. The
workspace the interpreter ends with is the last size seen (one workspace for all
runtimes, grown only). Every sample model, every dev-set model (``../shared/models``,
when present), the Keras loops (``tests/models/keras_*.tflite``), every per-kernel model
(``tests/kernel_models.py``), the models of ``tests/xnnpack/models.py`` that exercise one
rule each and the synthetic models of ``tests/test_xnnpack.py``, at 1 and 2 threads, go to ``workspace.json`` with
the model's SHA-256, the wheel's version and the XNNPACK commit it pins
(``PROVENANCE.md``). ``--records DIR`` also keeps each run's usage records (for
debugging a rule; not committed).

    python tests/xnnpack/measure.py [--only NAME …] [--records DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))  # the checkout's packages, when run as a script

TABLE = HERE / "workspace.json"
GDB_SCRIPT = HERE / "gdb_workspace.py"
#: The XNNPACK commit the wheel's LiteRT pins (tflite/tools/cmake/modules/xnnpack.cmake).
XNNPACK_COMMIT = "8388bd78690515166d59f1b28e593a455a41d580"
THREADS = (1, 2)
#: Seconds one gdb run may take.
TIMEOUT_S = 300


def run(path: Path, threads: int) -> dict | None:
    """XNNPACK's plans for ``path`` at ``threads`` threads, read under gdb; None when gdb
    is missing or the probe child did not get as far as planning anything it reported."""
    gdb = shutil.which("gdb")
    if gdb is None:
        return None
    from tflite_memplan.semantics.litert import probe

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "plans.json"
        command = [gdb, "-batch", "-q", "-x", str(GDB_SCRIPT), "--args", sys.executable, "-m", probe.__name__]
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "MEMPLAN_GDB_OUT": str(out),
            "MEMPLAN_LITERT_DELEGATES": "1",
            "MEMPLAN_LITERT_THREADS": str(threads),
        }
        try:
            proc = subprocess.run(
                [*command, str(path.resolve())], env=env, capture_output=True, text=True, timeout=TIMEOUT_S
            )
        except subprocess.TimeoutExpired:
            return None
        ok = '"ok": true' in proc.stdout
        plans = json.loads(out.read_text())["plans"] if out.is_file() else []
    complete = [p for p in plans if "arena" in p and "workspace" in p]
    return {
        "ok": ok,
        "workspace": max((p["workspace"] for p in complete), default=0),
        "plans": complete,
    }


def models() -> Iterator[tuple[str, str, bytes]]:
    """(source, name, bytes) of every model the table covers."""
    for p in sorted((ROOT / "sample_models").glob("*.tflite")):
        yield "sample", p.name, p.read_bytes()
    shared = ROOT.parent / "shared" / "models"
    for p in sorted(shared.glob("*.tflite")) if shared.is_dir() else []:
        yield "dev", p.name, p.read_bytes()
    for p in sorted((ROOT / "tests" / "models").glob("keras_*.tflite")):  # loops converted from Keras
        yield "keras", p.name, p.read_bytes()
    from tests.kernel_models import kernel_models

    for name, model in kernel_models().items():
        yield "kernel", f"{name}.tflite", model.data
    from tests.xnnpack.models import MODELS

    for name, build_rule_model in MODELS.items():
        yield "rules", f"{name}.tflite", build_rule_model()
    from tests.test_xnnpack import SYNTHETIC

    for param in SYNTHETIC:
        build, options = param.values
        yield "synthetic", f"{param.id}.tflite", build(**options)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", help="measure only these model names (others keep their rows)")
    parser.add_argument("--records", type=Path, help="also write each run's usage records here")
    args = parser.parse_args(argv)
    old = json.loads(TABLE.read_text())["rows"] if TABLE.is_file() else []
    rows = {(r["model"], r["threads"]): r for r in old}
    with tempfile.TemporaryDirectory() as tmp:
        for source, name, data in models():
            if args.only and name not in args.only:
                continue
            path = Path(tmp) / name
            path.write_bytes(data)
            for threads in THREADS:
                measured = run(path, threads)
                if measured is None:
                    continue
                if args.records:
                    args.records.mkdir(parents=True, exist_ok=True)
                    (args.records / f"{name}.{threads}.json").write_text(json.dumps(measured["plans"]))
                plans = [{k: v for k, v in p.items() if k != "records"} for p in measured["plans"]]
                rows[(name, threads)] = {
                    "model": name,
                    "source": source,
                    "sha256": hashlib.sha256(data).hexdigest(),
                    "threads": threads,
                    "ran": measured["ok"],
                    "workspace": measured["workspace"],
                    "plans": plans,
                }
                print(f"{name} threads={threads}: {measured['workspace']} B in {len(plans)} plans", flush=True)
    table = {
        "wheel": f"ai-edge-litert {version('ai-edge-litert')}",
        "xnnpack": XNNPACK_COMMIT,
        "rows": [rows[k] for k in sorted(rows)],
    }
    lines = ",\n".join(json.dumps(r, sort_keys=True) for r in table["rows"])
    head = json.dumps({k: v for k, v in table.items() if k != "rows"})[:-1]
    TABLE.write_text(f'{head}, "rows": [\n{lines}\n]}}\n')
    return 0


if __name__ == "__main__":
    sys.exit(main())
