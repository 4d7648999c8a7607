"""``memplan solve``: MiniMalloc's problem, a CSV of buffers, laid out exactly.

A module of its own, beside the commands that plan models, so that solving a small
file imports the exact search and numpy but none of the runtimes' tables, the boards
or the other planners (``benchmarks/STARTUP_RESULTS.md``).
"""

from __future__ import annotations

import sys

import click

from tflite_memplan.cli.shell import EXIT_FAILED_CHECK, reading_text, status, time_limit_option
from tflite_memplan.defaults import SOLVE_TIME_LIMIT
from tflite_memplan.errors import one_line
from tflite_memplan.files import check_writable, write_atomically
from tflite_memplan.units import SIZE_UNITS_HELP, parse_size


@click.command("solve")
@click.argument("problem", metavar="FILE.csv")
@click.option(
    "--capacity",
    metavar="SIZE",
    help="Fit within this size instead of minimising: a number in the CSV's own units, as MiniMalloc takes it, "
    f"or a size with a unit ({SIZE_UNITS_HELP}).",
)
@click.option("-o", "--output", metavar="OUT.csv", help="Write the buffers with their offsets (MiniMalloc's CSV).")
@time_limit_option(SOLVE_TIME_LIMIT, "Seconds each search may run; then the best plan found and its proven gap.")
@click.option(
    "--alignment",
    default=1,
    show_default=True,
    type=click.IntRange(min=1),
    metavar="BYTES",
    help="Offsets are multiples of this.",
)
def solve_cmd(problem: str, capacity: str | None, output: str | None, time_limit: float, alignment: int) -> None:
    """Lay out the buffers of a MiniMalloc CSV (id,lower,upper,size[,offset]) exactly.

    Lifespans are half-open [lower, upper); an offset column pins a buffer. Without
    --capacity: the smallest arena, "optimal (proved)" or its gap to the lower bound
    at --time-limit. With --capacity: any plan within it; exits 1 when none is found
    (saying whether that is proved). `memplan analyze --export-csv` writes a model's
    buffers in this format.
    """
    from tflite_memplan.planners.offset.exact import MAX_SOLVE_BUFFERS, solve_offsets
    from tflite_memplan.plans import validate_plan
    from tflite_memplan.records_csv import read_records_csv, write_records_csv

    check_writable(output, inputs=(problem,))
    parsed = reading_text(problem, lambda f: read_records_csv(f, one_line(problem), MAX_SOLVE_BUFFERS))
    records = list(parsed.records)
    limit = None if capacity is None else parse_size(capacity, "capacity", bare=True)
    with status(f"Searching {len(records):,} buffers …"):
        result = solve_offsets(records, alignment, capacity=limit, time_limit=time_limit)
    for note in result.notes:
        click.echo(f"Note: {note}", err=True)
    lines = [f"{one_line(problem)}: {len(records):,} buffers, lower bound {result.bound:,} B"]
    if result.plan is None:
        proved = (
            "proved: no plan fits"
            if result.infeasible
            else f"none found in {result.seconds:.1f} s (not proved impossible"
            + (f"; not searched: {result.skipped})" if result.skipped else ")")
        )
        click.echo("\n".join([*lines, f"capacity {limit:,} B: {proved}"]))
        sys.exit(EXIT_FAILED_CHECK)
    validate_plan(records, result.plan, alignment)
    lines.append(
        f"arena {result.plan.arena_size:,} B: {result.describe()} ({result.nodes:,} nodes, {result.seconds:.1f} s)"
    )
    if output:
        text = write_records_csv(records, result.plan.offsets, parsed.ids)
        write_atomically(output, text, inputs=[problem])
        lines.append(f"wrote {one_line(output)}")
    click.echo("\n".join(lines))
