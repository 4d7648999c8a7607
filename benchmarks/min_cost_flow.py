"""Time ``min_cost_flow`` (TFLite GPU's MINCOSTFLOW, reproduced) against TFLite's own C++.

For each synthetic graph kind and size (the generators of ``benchmarks/run.py``, TFLite
Micro's records, listed stably by first use as TFLite assumes) it times, in CPU seconds:

- memplan's search compiled by numba (the ``exact`` extra; compiled before timing);
- memplan's numpy search (what runs without numba), up to ``--numpy-max`` records;
- TFLite's ``MinCostFlowAssignment``, if ``--tflite-harness`` names a program that reads
  ``N`` then ``N`` lines ``size first last`` from stdin, runs it once and prints its CPU
  seconds and total. Such a harness is built outside this repository from TFLite's
  sources (tests/gpu_oracle/PROVENANCE.md says how the oracle's was); none is kept here.

Every total must agree (each planner reproduces TFLite's plan; tests/test_gpu_oracle.py
checks the plans themselves). Kept out of the test suite: timings are measurements.

    nice -n 10 python benchmarks/min_cost_flow.py --sizes 1000,2000,3000 --tflite-harness /path/to/harness
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout's tests package

from tests.synthetic import KINDS, synthetic_graph
from tflite_memplan.planners import tflite_gpu
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import SEMANTICS


def first_use_records(kind: str, size: int) -> list[UsageRecord]:
    records = SEMANTICS["tflm"].lifetimes(synthetic_graph(kind, size, 0)).records
    return sorted(records, key=lambda r: r.first)


def memplan_seconds(records: list[UsageRecord], compiled: bool) -> tuple[float, int]:
    saved = tflite_gpu._flow_kernel
    if not compiled:
        tflite_gpu._flow_kernel = lambda: None  # the numpy search, as without numba
    try:
        start = time.process_time()
        plan = tflite_gpu.min_cost_flow_objects(records)
        return time.process_time() - start, plan.footprint
    finally:
        tflite_gpu._flow_kernel = saved


def tflite_seconds(harness: str, records: list[UsageRecord], limit: float) -> tuple[float, int] | None:
    text = f"{len(records)}\n" + "".join(f"{r.size} {r.first} {r.last}\n" for r in records)
    try:
        out = subprocess.run([harness], input=text, capture_output=True, text=True, timeout=limit, check=True)
    except subprocess.TimeoutExpired:
        return None
    seconds, total, _ = out.stdout.split()
    return float(seconds), int(total)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,2000,3000")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--numpy-max", type=int, default=1000, help="time the numpy search up to this many records")
    parser.add_argument("--tflite-harness", help="a program running TFLite's MinCostFlowAssignment (see above)")
    parser.add_argument("--tflite-limit", type=float, default=600.0, help="seconds before the harness is stopped")
    parser.add_argument("--tflite-max", type=int, default=3000, help="run the harness up to this many records")
    args = parser.parse_args(argv)
    tflite_gpu.min_cost_flow_objects([UsageRecord(1, 0, 0), UsageRecord(1, 1, 1)])  # compile (or load) first
    print(f"Python {platform.python_version()} on {platform.machine()}; CPU seconds, one run each")
    print()
    print("| kind | records | compiled (numba) | numpy search | TFLite C++ | total |")
    print("|---|---:|---:|---:|---:|---:|")
    failed = False
    for size in (int(s) for s in args.sizes.split(",")):
        for kind in args.kinds.split(","):
            records = first_use_records(kind, size)
            fast, total = memplan_seconds(records, compiled=True)
            cells = [kind, f"{len(records):,}", f"{fast:.2f}", "-", "-", f"{total:,}"]
            if len(records) <= args.numpy_max:
                slow, other = memplan_seconds(records, compiled=False)
                cells[3] = f"{slow:.2f}"
                failed |= other != total
            if args.tflite_harness and len(records) <= args.tflite_max:
                theirs = tflite_seconds(args.tflite_harness, records, args.tflite_limit)
                if theirs is None:
                    cells[4] = f"> {args.tflite_limit:g} (stopped)"
                else:
                    cells[4] = f"{theirs[0]:.2f}"
                    failed |= theirs[1] != total
            print("| " + " | ".join(cells) + " |", flush=True)
    if failed:
        print("\nTOTALS DIFFER", file=sys.stderr)
    return int(failed)


if __name__ == "__main__":
    sys.exit(main())
