"""Time every registered planning strategy on synthetic graphs of growing size.

Kept outside the test suite (it takes minutes, and timings are not assertions). For
each graph kind and size it builds a synthetic graph (:mod:`tests.synthetic`),
derives its usage records under one runtime's semantics (TFLite Micro by default),
then runs every strategy in :data:`tflite_memplan.planners.PLANNERS` — whatever is
registered when it runs — times the planner call alone, checks the plan with
``validate_plan`` (untimed) and prints one row per run: footprint and its ratio to
the lower bound of the strategy's family.

A strategy that takes longer than ``--max-seconds`` on some graph is stopped (each
run happens in a worker process that is killed at the limit) and skipped on every
graph at least as large, so a quadratic planner cannot hold the run up. Sizes run
smallest first across all kinds for that reason.

    python benchmarks/run.py --sizes 1000,10000 --kinds chain,unet --markdown out.md
"""

from __future__ import annotations

import argparse
import multiprocessing
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tflite_memplan import bounds
from tflite_memplan.errors import MemplanError

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout's tests package

from tests.synthetic import KINDS, synthetic_graph
from tflite_memplan.planners import OFFSET, PLANNERS, SHARED_OBJECTS, Strategy
from tflite_memplan.plans import Plan, validate_plan
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import SEMANTICS

DEFAULT_SIZES = (1000, 10000, 50000)
DEFAULT_MAX_SECONDS = 60.0


@dataclass(frozen=True)
class Row:
    kind: str
    records: int
    strategy: str
    family: str
    status: str  # "ok", "timeout (> N s)", "skipped (…)", "error: …", "INVALID: …"
    seconds: float | None = None
    footprint: int | None = None
    lower_bound: int | None = None

    @property
    def ratio(self) -> float | None:
        if self.footprint is None or not self.lower_bound:
            return None
        return self.footprint / self.lower_bound


def family_lower_bounds(records: Sequence[UsageRecord]) -> dict[str, int | None]:
    """The lower bound each family's footprint is judged against (None when unavailable)."""
    out: dict[str, int | None] = {OFFSET: bounds.offset_lower_bound(records), SHARED_OBJECTS: None}
    shared: Callable[[Sequence[UsageRecord]], int] | None = getattr(bounds, "shared_objects_lower_bound", None)
    if shared is not None:
        out[SHARED_OBJECTS] = shared(records)
    return out


# --- running one planner, in a worker that can be killed -------------------------------


def _timed(strategy: Strategy, records: Sequence[UsageRecord], alignment: int) -> tuple[float, Plan]:
    start = time.perf_counter()
    plan = strategy.plan(records, alignment)
    return time.perf_counter() - start, plan


def _worker(conn, name: str, records: Sequence[UsageRecord], alignment: int) -> None:  # runs in the child
    try:
        conn.send(("ok", *_timed(PLANNERS[name], records, alignment)))
    except BaseException as exc:  # report anything, the parent decides
        conn.send(("error", f"{type(exc).__name__}: {exc}", None))
    finally:
        conn.close()


def _context() -> multiprocessing.context.BaseContext:
    """Workers start from a fork server (spawned when the first run needs it, with the
    planners imported), not from this process: a child forked from here plans on a heap
    that has built and dropped every graph before, and measured a fifth slower than a
    fresh process (`best` on the 50,000-record `wide_branches` graph: 2.4 s of CPU
    forked after building the four kinds, 2.0 forked after building that one, 2.0–2.1
    fresh) — a cost no memplan command pays. Each child gets its own unpickled copy of
    the records, so no page is shared with this process either."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["tflite_memplan.planners", "numpy"])
    return ctx


def run_strategy(
    strategy: Strategy, records: Sequence[UsageRecord], alignment: int, max_seconds: float | None
) -> tuple[str, float | None, Plan | None]:
    """``(status, seconds, plan)``; status is "ok", "timeout (> N s)" or "error: …"."""
    if max_seconds is None:
        # No hard limit wanted: run here; an overrun only skips bigger sizes.
        try:
            seconds, plan = _timed(strategy, records, alignment)
        except Exception as exc:
            return f"error: {type(exc).__name__}: {exc}", None, None
        return "ok", seconds, plan
    ctx = _context()
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_worker, args=(child, strategy.name, list(records), alignment), daemon=True)
    proc.start()
    child.close()
    try:
        if not parent.poll(max_seconds):
            proc.kill()
            return f"timeout (> {max_seconds:g} s)", None, None
        status, first, plan = parent.recv()
    except EOFError:
        return f"error: worker died (exit code {proc.exitcode})", None, None
    finally:
        proc.join()
        parent.close()
    if status != "ok":
        return f"error: {first}", None, None
    return "ok", first, plan


def run_repeated(
    strategy: Strategy, records: Sequence[UsageRecord], alignment: int, max_seconds: float | None, repeat: int
) -> tuple[str, float | None, Plan | None]:
    """:func:`run_strategy` ``repeat`` times, each in a worker process of its own, with
    the median time: this machine's speed moves by a third from one minute to the next,
    and one slow run should not make the table. The first run that is not "ok" is
    returned."""
    times: list[float] = []
    plan: Plan | None = None
    for _ in range(repeat):
        status, seconds, plan = run_strategy(strategy, records, alignment, max_seconds)
        if status != "ok" or seconds is None:
            return status, seconds, plan
        times.append(seconds)
    return "ok", statistics.median(times), plan


# --- the benchmark --------------------------------------------------------------------


def benchmark(
    kinds: Sequence[str],
    sizes: Sequence[int],
    strategies: Sequence[Strategy],
    seed: int,
    semantics: str,
    max_seconds: float | None,
    progress: Callable[[str], None] = lambda _: None,
    repeat: int = 1,
) -> list[Row]:
    sem = SEMANTICS[semantics]
    rows: list[Row] = []
    too_slow: dict[str, int] = {}  # strategy -> fewest records it ran out of time on
    for size in sorted(sizes):
        for kind in kinds:
            start = time.perf_counter()
            graph = synthetic_graph(kind, size, seed)
            records = sem.lifetimes(graph).records
            lower = family_lower_bounds(records)
            progress(
                f"{kind} {size}: {len(graph.main.operators)} operators, {len(records)} records "
                f"(built in {time.perf_counter() - start:.2f} s)"
            )
            for strategy in strategies:
                base = dict(
                    kind=kind,
                    records=len(records),
                    strategy=strategy.name,
                    family=strategy.family,
                    lower_bound=lower.get(strategy.family),
                )
                limit = too_slow.get(strategy.name, sys.maxsize)
                if len(records) >= limit:
                    rows.append(Row(**base, status=f"skipped (timed out at {limit:,} records)"))
                    continue
                status, seconds, plan = run_repeated(strategy, records, sem.default_alignment, max_seconds, repeat)
                footprint = None
                if plan is not None:
                    footprint = plan.footprint
                    try:
                        validate_plan(records, plan, sem.default_alignment)
                    except MemplanError as exc:
                        status = f"INVALID: {exc}"
                if status.startswith("timeout"):
                    too_slow[strategy.name] = min(too_slow.get(strategy.name, sys.maxsize), len(records))
                rows.append(Row(**base, status=status, seconds=seconds, footprint=footprint))
                progress(f"  {strategy.name}: {status} {_seconds(seconds)}")
    order = {name: i for i, name in enumerate(s.name for s in strategies)}
    rows.sort(key=lambda r: (kinds.index(r.kind), r.records, order[r.strategy]))
    return rows


# --- output ---------------------------------------------------------------------------

COLUMNS = ("kind", "records", "strategy", "family", "seconds", "footprint", "ratio", "status")


def _seconds(s: float | None) -> str:
    return "-" if s is None else f"{s:.3f}"


def cells(row: Row) -> tuple[str, ...]:
    return (
        row.kind,
        f"{row.records:,}",
        row.strategy,
        row.family,
        _seconds(row.seconds),
        "-" if row.footprint is None else f"{row.footprint:,}",
        "-" if row.ratio is None else f"{row.ratio:.3f}",
        row.status,
    )


def plain_table(rows: Sequence[Row]) -> str:
    table = [COLUMNS, *(cells(r) for r in rows)]
    widths = [max(len(line[i]) for line in table) for i in range(len(COLUMNS))]
    right = {1, 4, 5, 6}
    lines = []
    for line in table:
        parts = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(line, widths, strict=True))]
        lines.append("  ".join(parts).rstrip())
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def markdown_table(rows: Sequence[Row]) -> str:
    head = "| " + " | ".join(COLUMNS) + " |"
    rule = "|" + "|".join("---:" if c in ("records", "seconds", "footprint", "ratio") else "---" for c in COLUMNS) + "|"
    body = ["| " + " | ".join(c.replace("|", "\\|") for c in cells(r)) + " |" for r in rows]
    return "\n".join([head, rule, *body])


def print_table(rows: Sequence[Row], plain: bool = False) -> None:
    """A Rich table on a terminal; plain aligned text when piped (or asked for)."""
    if plain or not sys.stdout.isatty():
        print(plain_table(rows))
        return
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:  # pragma: no cover - rich is a dependency, but stay usable
        print(plain_table(rows))
        return
    table = Table(*COLUMNS)
    for i in (1, 4, 5, 6):
        table.columns[i].justify = "right"
    for i, r in enumerate(rows):
        last_of_graph = i + 1 < len(rows) and (rows[i + 1].kind, rows[i + 1].records) != (r.kind, r.records)
        table.add_row(*cells(r), end_section=last_of_graph)
    Console().print(table)


def environment(args: argparse.Namespace) -> str:
    return (
        f"Python {platform.python_version()} on {platform.system()} {platform.machine()} "
        f"({platform.processor() or 'unknown CPU'}); semantics {args.semantics}, seed {args.seed}, "
        f"max {args.max_seconds} s per run, median of {args.repeat}"
    )


# --- command line ---------------------------------------------------------------------


def _csv(value: str) -> list[str]:
    return [v.strip() for v in value.split(",") if v.strip()]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument(
        "--sizes", default=",".join(map(str, DEFAULT_SIZES)), help="planned tensors per graph, e.g. 1000,10000"
    )
    p.add_argument("--strategies", default="all", help=f"'all' or some of: {', '.join(PLANNERS)}")
    p.add_argument("--kinds", default=",".join(KINDS), help=f"graph kinds, some of: {', '.join(KINDS)}")
    p.add_argument("--seed", type=int, default=0, help="seed of the synthetic graphs (default 0)")
    p.add_argument("--semantics", default="tflm", choices=sorted(SEMANTICS), help="whose usage records (default tflm)")
    p.add_argument(
        "--max-seconds",
        type=float,
        default=DEFAULT_MAX_SECONDS,
        help=f"stop a run after this long and skip the strategy on bigger graphs (default {DEFAULT_MAX_SECONDS:g}; "
        "0 = no limit)",
    )
    p.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="run each strategy this many times, each in its own worker, and show the median time (default 1)",
    )
    p.add_argument("--markdown", type=Path, help="also write the table as Markdown to this file")
    p.add_argument("--plain", action="store_true", help="plain text table even on a terminal")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = p.parse_args(argv)
    try:
        args.sizes = [int(s) for s in _csv(args.sizes)]
    except ValueError:
        p.error(f"--sizes must be comma-separated integers, got {args.sizes!r}")
    if not args.sizes or min(args.sizes) < 2:
        p.error("--sizes must be integers of at least 2")
    args.kinds = _csv(args.kinds)
    unknown = [k for k in args.kinds if k not in KINDS]
    if unknown or not args.kinds:
        p.error(f"unknown kinds {unknown}; choose from: {', '.join(KINDS)}")
    if args.strategies == "all":
        args.strategies = list(PLANNERS.values())
    else:
        names = _csv(args.strategies)
        unknown = [n for n in names if n not in PLANNERS]
        if unknown or not names:
            p.error(f"unknown strategies {unknown}; choose from: {', '.join(PLANNERS)}")
        args.strategies = [PLANNERS[n] for n in names]
    if args.repeat < 1:
        p.error(f"--repeat must be at least 1, got {args.repeat}")
    if args.max_seconds <= 0:
        args.max_seconds = None
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)

    def progress(line: str) -> None:
        if not args.quiet:
            print(line, file=sys.stderr, flush=True)

    rows = benchmark(
        args.kinds, args.sizes, args.strategies, args.seed, args.semantics, args.max_seconds, progress, args.repeat
    )
    print_table(rows, args.plain)
    if args.markdown is not None:
        args.markdown.write_text(
            f"{environment(args)}\n\n{markdown_table(rows)}\n\n"
            "ratio: footprint / the family's lower bound (offset: busiest step's live bytes; "
            "shared objects: sum of positional maximums).\n",
            encoding="utf-8",
        )
    bad = [r for r in rows if r.status.startswith(("INVALID", "error"))]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
