"""The exact offset search on MiniMalloc's eleven "challenging" instances, beside MiniMalloc.

Each instance (``id,lower,upper,size`` CSV, capacity 1,048,576 B) is solved by
``memplan solve FILE --capacity 1048576`` as a process of its own, the way a user runs
it: Python's start-up, the imports and loading the compiled search count. *Warm* is
the median of ``--repeat`` runs with numba's cache filled; *cold* one run with an
empty ``NUMBA_CACHE_DIR``, as on a fresh machine (the compile counts). With
``--minimalloc PATH`` (a MiniMalloc binary built outside the project, never committed)
MiniMalloc runs on the same file right after each memplan run, so both see the same
load; both outputs are checked with ``validate_plan`` against the capacity. The
memory column is each process's peak resident set (``wait4``'s ``ru_maxrss``).
Then the height of D, E and J is minimised without a capacity (``--minimise``, in
this process). ``--uncompiled`` instead times the search alone in this process, the
compiled kernel against the core install's (numpy from 128 buffers, lists below),
alternating, CPU seconds, and prints that table. Run by the Python of a core install
(no numba), the table is that install's ``memplan solve`` beside MiniMalloc (cold is
then warm). Kept out of the test suite: timings are measurements.

    python benchmarks/exact.py --minimalloc /tmp/minimalloc/minimalloc \\
        --minimalloc-version "MiniMalloc 9f5cf81 …" --markdown benchmarks/EXACT_RESULTS.md
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tflite_memplan.planners import get_strategy
from tflite_memplan.planners.offset import exact
from tflite_memplan.planners.offset.exact import solve_offsets
from tflite_memplan.plans import OffsetPlan, validate_plan
from tflite_memplan.records_csv import read_records_csv

ROOT = Path(__file__).resolve().parents[1]
CAPACITY = 1_048_576
GNU_TIME = "/usr/bin/time"
MEMPLAN = "from tflite_memplan.cli import run; run()"  # what the console script runs


@dataclass(frozen=True)
class Run:
    """One process: wall seconds, peak resident KiB, exit status and standard output."""

    seconds: float
    peak_kib: int
    status: int
    stdout: str


def _timed(command: Sequence[str], env: dict[str, str], limit: float) -> Run:
    """``command`` run under GNU time for its own peak memory (``ru_maxrss`` of a child
    forked from this process would count this process's pages); killed at ``limit``."""
    with tempfile.TemporaryDirectory() as tmp:
        peak = Path(tmp) / "peak"
        start = time.perf_counter()
        try:
            done = subprocess.run(
                [GNU_TIME, "-o", str(peak), "-f", "%M", *command],
                env=env,
                capture_output=True,
                text=True,
                timeout=limit,
            )
        except subprocess.TimeoutExpired:
            return Run(limit, 0, -1, "")
        seconds = time.perf_counter() - start
        return Run(seconds, int(peak.read_text().split()[-1]), done.returncode, done.stdout)


def _offsets_valid(path: Path, out: Path) -> bool:
    """The plan in ``out`` (MiniMalloc's CSV with offsets) is valid and within the capacity."""
    if not out.exists():
        return False
    problem = read_records_csv(path.read_text(), path.name)
    solved = read_records_csv(out.read_text(), out.name)
    by_id = dict(zip(solved.ids, solved.records, strict=True))
    offsets = tuple(by_id[i].offline_offset or 0 for i in problem.ids)
    plan = OffsetPlan(offsets, max((o + r.size for o, r in zip(offsets, problem.records, strict=True)), default=0))
    validate_plan(list(problem.records), plan, 1)
    return plan.arena_size <= CAPACITY


def _memplan(path: Path, out: Path, env: dict[str, str], limit: float) -> Run:
    command = [sys.executable, "-c", MEMPLAN, "solve", str(path), "--capacity", str(CAPACITY), "-o", str(out)]
    command += ["--time-limit", f"{limit:g}"]
    run = _timed(command, env, limit + 120)  # the limit is the search's: start-up and a compile come on top
    assert run.status == 0 and _offsets_valid(path, out), f"memplan failed on {path.name}: {run.stdout}"
    return run


def _minimalloc(binary: Path, path: Path, out: Path, limit: float) -> Run:
    command = [str(binary), f"--capacity={CAPACITY}", f"--input={path}", f"--output={out}"]
    run = _timed(command, dict(os.environ), limit)
    assert run.status == 0 and _offsets_valid(path, out), f"MiniMalloc failed on {path.name}"
    return run


def _searched(kernel: object, path: Path) -> tuple[float, int]:
    """CPU seconds and nodes of the search alone at the capacity with ``kernel``; the plan checked."""
    records = list(read_records_csv(path.read_text(), path.name).records)
    start = time.process_time()
    status, offsets, nodes = exact._Split(records, 1, kernel).decide(CAPACITY, math.inf)
    seconds = time.process_time() - start
    assert status == exact.FOUND and offsets is not None, path.name
    arena = exact._arena(records, offsets)
    assert arena <= CAPACITY, path.name
    validate_plan(records, OffsetPlan(tuple(offsets), arena), 1)
    return seconds, nodes


def _uncompiled(paths: Sequence[Path], repeat: int) -> str:
    """The search alone, compiled and as the core install runs it, medians of ``repeat``."""
    compiled = exact._kernel()
    assert compiled is not exact._search, "the compiled kernel is needed (the exact extra)"
    exact._warm_up(compiled)
    lines = [
        f"The search alone, CPU seconds, medians of {repeat} (the two kernels alternating):",
        "",
        "| instance | nodes | compiled s | without numba s | ÷ |",
        "|---|---:|---:|---:|---:|",
    ]
    for path in paths:
        runs: dict[str, list[float]] = {"compiled": [], "python": []}
        counts = set()
        for _ in range(repeat):
            for name, kernel in (("compiled", compiled), ("python", exact._search)):
                seconds, nodes = _searched(kernel, path)
                runs[name].append(seconds)
                counts.add(nodes)
        assert len(counts) == 1, f"{path.name}: the kernels visited different nodes"
        fast, slow = (statistics.median(runs[k]) for k in ("compiled", "python"))
        lines.append(f"| {path.name.split('.')[0]} | {counts.pop():,} | {fast:.2f} | {slow:.2f} | {slow / fast:.1f}× |")
        print(lines[-1], file=sys.stderr)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = ROOT.parent / "shared" / "benchmarks" / "minimalloc-challenging"
    parser.add_argument("--folder", type=Path, default=default, help="the instances' CSV files")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per instance")
    parser.add_argument("--repeat", type=int, default=3, help="warm runs per instance (the median is shown)")
    parser.add_argument("--minimalloc", type=Path, help="a MiniMalloc binary to run beside memplan")
    parser.add_argument("--minimalloc-version", default="", help="what the binary was built from, for the header")
    parser.add_argument("--markdown", type=Path, help="also write the table as Markdown")
    parser.add_argument(
        "--minimise",
        default="D,E,J",
        help="instances to also minimise without a capacity (MiniMalloc's own minimising mode found nothing for "
        "D, E and J within 60 s)",
    )
    parser.add_argument(
        "--uncompiled", action="store_true", help="time the search alone, compiled and without numba, and stop"
    )
    args = parser.parse_args(argv)

    paths = sorted(args.folder.glob(f"*.{CAPACITY}.csv"))
    if not paths:
        print(f"no instances in {args.folder}", file=sys.stderr)
        return 2
    if args.uncompiled:
        print(_uncompiled(paths, args.repeat))
        return 0
    try:  # run by a core install's Python (no numba), the table is that install's
        import llvmlite
        import numba

        compiler = f"numba {numba.__version__} (llvmlite {llvmlite.__version__})"
    except ImportError:
        compiler = "without numba (the core install: the search runs as Python and numpy)"
    theirs_column = bool(args.minimalloc)
    lines = [
        f"MiniMalloc's challenging instances, capacity {CAPACITY:,} B, {args.time_limit:g} s each; "
        f"Python {platform.python_version()}, {compiler}, "
        f"on {platform.machine()} "
        f"({os.cpu_count()} cores)" + (f"; {args.minimalloc_version}" if args.minimalloc_version else ""),
        "",
        "| instance | buffers | best | lower bound | memplan solve | nodes | warm s | cold s | peak MiB |"
        + (" MiniMalloc s | MiniMalloc MiB | warm ÷ MiniMalloc |" if theirs_column else ""),
        "|---|---:|---:|---:|---|---:|---:|---:|---:|" + ("---:|---:|---:|" if theirs_column else ""),
    ]
    ours_total = cold_total = theirs_total = 0.0
    ratios: list[float] = []
    # As an installed memplan runs, its bytecode cached (see benchmarks/startup.py's _ENV).
    installed = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    warm_env = {**installed, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        warm_env["NUMBA_CACHE_DIR"] = f"{tmp}/numba-warm"
        out = Path(tmp) / "out.csv"
        _memplan(paths[0], out, warm_env, args.time_limit)  # fills the warm cache
        for path in paths:
            records = list(read_records_csv(path.read_text(), path.name).records)
            heuristic = get_strategy("best")(records, 1).arena_size
            cold = _memplan(path, out, {**warm_env, "NUMBA_CACHE_DIR": tempfile.mkdtemp(dir=tmp)}, args.time_limit)
            ours: list[Run] = []
            theirs: list[Run] = []
            for _ in range(args.repeat):  # alternating, so both see the same load
                ours.append(_memplan(path, out, warm_env, args.time_limit))
                if args.minimalloc:
                    theirs.append(_minimalloc(args.minimalloc, path, out, args.time_limit))
            said = ours[-1].stdout
            bound = re.search(r"lower bound ([\d,]+) B", said)
            found = re.search(r"arena ([\d,]+) B: .*?\(([\d,]+) nodes", said)
            assert bound and found, said
            warm = statistics.median(r.seconds for r in ours)
            ours_total += warm
            cold_total += cold.seconds
            row = (
                f"| {path.name.split('.')[0]} | {len(records)} | {heuristic:,} | {bound.group(1)} "
                f"| fits: {found.group(1)} | {found.group(2)} | {warm:.2f} | {cold.seconds:.2f} "
                f"| {max(r.peak_kib for r in ours) / 1024:.0f} |"
            )
            if theirs:
                their = statistics.median(r.seconds for r in theirs)
                theirs_total += their
                ratios.append(warm / their)
                row += f" {their:.2f} | {max(r.peak_kib for r in theirs) / 1024:.1f} | {warm / their:.2f}× |"
            lines.append(row)
            print(row, file=sys.stderr)
    lines += [
        "",
        f"memplan: {ours_total:.1f} s in all warm (medians of {args.repeat}), {cold_total:.1f} s cold.",
    ]
    if theirs_total:
        lines[-1] += (
            f" MiniMalloc: {theirs_total:.1f} s in all; memplan ÷ MiniMalloc {ours_total / theirs_total:.2f}× "
            f"in total, {min(ratios):.2f}–{max(ratios):.2f}× per instance."
        )
    names = [n for n in args.minimise.split(",") if n]
    if names:
        lines += [
            "",
            f"Minimising the height, no capacity, {args.time_limit:g} s each (in one process):",
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
    if args.markdown:  # the sections written by hand (each under a "## " heading) stay
        old = args.markdown.read_text() if args.markdown.exists() else ""
        kept = old[old.index("\n## ") :] if "\n## " in old else ""
        args.markdown.write_text(text + kept)
    return 0


if __name__ == "__main__":
    sys.exit(main())
