"""The exact offset search on MiniMalloc's eleven "challenging" instances.

Each instance (``id,lower,upper,size`` CSV, capacity 1,048,576 B) is solved with
``solve_offsets(..., capacity=1048576)`` under a per-instance time limit; every plan
found is checked with ``validate_plan``. The table shows ``best``'s arena (every
heuristic overflows these; ``best`` ends with a short exact search), the lower bound, what the search found and
how long it took, then minimises the height of D, E and J without a capacity
(``--minimise``); with ``--minimalloc PATH`` (a MiniMalloc binary built beside the
project, never committed) MiniMalloc's own time on the same machine is shown too.
Kept out of the test suite: timings are measurements.

    python benchmarks/exact.py --folder ../shared/benchmarks/minimalloc-challenging \\
        --markdown benchmarks/EXACT_RESULTS.md
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tflite_memplan.planners import get_strategy
from tflite_memplan.planners.offset.exact import solve_offsets
from tflite_memplan.plans import validate_plan
from tflite_memplan.records_csv import read_records_csv

CAPACITY = 1_048_576


def _minimalloc_seconds(binary: Path, path: Path, limit: float) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        try:
            subprocess.run(
                [str(binary), f"--capacity={CAPACITY}", f"--input={path}", f"--output={tmp}/out.csv"],
                check=True,
                capture_output=True,
                timeout=limit,
            )
        except subprocess.TimeoutExpired:
            return f"> {limit:g}"
        return f"{time.perf_counter() - start:.1f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = Path(__file__).resolve().parents[2] / "shared" / "benchmarks" / "minimalloc-challenging"
    parser.add_argument("--folder", type=Path, default=default, help="the instances' CSV files")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per instance")
    parser.add_argument("--minimalloc", type=Path, help="a MiniMalloc binary to time beside memplan")
    parser.add_argument("--markdown", type=Path, help="also write the table as Markdown")
    parser.add_argument(
        "--minimise",
        default="D,E,J",
        help="instances to also minimise without a capacity (MiniMalloc's own minimising mode found nothing for "
        "D, E and J within 60 s)",
    )
    args = parser.parse_args(argv)

    paths = sorted(args.folder.glob(f"*.{CAPACITY}.csv"))
    if not paths:
        print(f"no instances in {args.folder}", file=sys.stderr)
        return 2
    lines = [
        f"MiniMalloc's challenging instances, capacity {CAPACITY:,} B, {args.time_limit:g} s each; "
        f"Python {platform.python_version()} on {platform.machine()}",
        "",
        "| instance | buffers | best | lower bound | exact search | seconds | nodes |"
        + (" MiniMalloc s |" if args.minimalloc else ""),
        "|---|---:|---:|---:|---|---:|---:|" + ("---:|" if args.minimalloc else ""),
    ]
    fitted, total, theirs = 0, 0.0, 0.0
    for path in paths:
        records = list(read_records_csv(path.read_text(), path.name).records)
        heuristic = get_strategy("best")(records, 1).arena_size
        result = solve_offsets(records, 1, capacity=CAPACITY, time_limit=args.time_limit)
        if result.plan is not None:
            validate_plan(records, result.plan, 1)
            fitted += 1
            found = f"fits: {result.plan.arena_size:,}"
        else:
            found = "proved impossible" if result.infeasible else "not found"
        total += result.seconds
        row = (
            f"| {path.name.split('.')[0]} | {len(records)} | {heuristic:,} | {result.bound:,} | {found} "
            f"| {result.seconds:.1f} | {result.nodes:,} |"
        )
        if args.minimalloc:
            seconds = _minimalloc_seconds(args.minimalloc, path, args.time_limit)
            theirs += float(seconds) if not seconds.startswith(">") else args.time_limit
            row += f" {seconds} |"
        lines.append(row)
        print(row, file=sys.stderr)
    lines += ["", f"{fitted} of {len(paths)} fit within the capacity; {total:.1f} s in all."]
    if args.minimalloc:
        lines[-1] += f" MiniMalloc: {theirs:.1f} s in all."
    names = [n for n in args.minimise.split(",") if n]
    if names:
        lines += [
            "",
            f"Minimising the height, no capacity, {args.time_limit:g} s each:",
            "",
            "| instance | lower bound | smallest height found | gap |",
            "|---|---:|---:|---|",
        ]
    for name in names:
        path = args.folder / f"{name}.{CAPACITY}.csv"
        records = list(read_records_csv(path.read_text(), path.name).records)
        result = solve_offsets(records, 1, time_limit=args.time_limit)
        assert result.plan is not None
        validate_plan(records, result.plan, 1)
        lines.append(f"| {name} | {result.bound:,} | {result.plan.arena_size:,} | {result.describe()} |")
        print(lines[-1], file=sys.stderr)
    text = "\n".join(lines) + "\n"
    print(text)
    if args.markdown:
        args.markdown.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
