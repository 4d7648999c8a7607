"""Human-readable reports, rendered with Rich.

Reports only read an :class:`~tflite_memplan.analysis.Analysis`; they never plan.
Sizes are shown human-readable with the exact byte count beside them, because the
exact number is what an engineer compares with a device log.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from tflite_memplan.analysis import Analysis
from tflite_memplan.planners import Strategy


def human_bytes(n: int) -> str:
    """``55296`` → ``"54.0 KiB (55,296 B)"``; below 1 KiB just the bytes."""
    if n < 1024:
        return f"{n:,} B"
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit} ({n:,} B)"
    raise AssertionError("unreachable")  # pragma: no cover


def overhead_percent(value: int, bound: int) -> float:
    """How far ``value`` is above ``bound``, in percent of the bound (0 when both are 0)."""
    return 0.0 if bound == 0 else 100.0 * (value - bound) / bound


def summary(analysis: Analysis, top: int = 10) -> Group:
    """The ``memplan analyze`` view: key numbers, the peak and what is live there."""
    g = analysis.graph
    primary = analysis.primary
    tensors = sum(1 for r in analysis.records if r.kind == "tensor")
    scratch = len(analysis.records) - tensors
    planned = f"{tensors}" + (f" + {scratch} kernel scratch buffer{'s' if scratch > 1 else ''}" if scratch else "")
    if analysis.lifetimes.aliases:
        planned += f" ({len(analysis.lifetimes.aliases)} more computed in place)"

    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    table.add_row("Model", g.path)
    table.add_row("Semantics", f"{analysis.lifetimes.semantics} (alignment {analysis.alignment} B)")
    table.add_row("Subgraphs", str(len(g.subgraphs)))
    table.add_row("Operators", str(g.num_operators))
    table.add_row("Tensors planned", planned)

    def footprint_label(strategy: str, family: str) -> str:
        return f"Planned arena ({strategy})" if family == "offset" else f"Shared buffers ({strategy})"

    for p in analysis.plans:
        note = f" — {p.plan.note}" if p.plan.note else ""
        table.add_row(footprint_label(p.strategy, p.family), human_bytes(p.footprint) + note)
    table.add_row("Naive (no reuse)", human_bytes(analysis.naive_bytes))
    table.add_row("Lower bound", human_bytes(analysis.lower_bound_bytes))
    bound = analysis.lower_bound_bytes
    if primary.family == "shared_objects":
        bound = analysis.shared_objects_lower_bound_bytes
        table.add_row("Shared-objects lower bound", human_bytes(bound))
    table.add_row("Overhead over lower bound", f"{overhead_percent(primary.footprint, bound):.1f}%")
    table.add_row(
        "Peak", f"{analysis.lifetimes.describe_step(analysis.peak_time)}: {human_bytes(analysis.peak_bytes)} live"
    )

    live = analysis.live_at_peak()
    peak = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    peak.add_column("buffer")
    peak.add_column("kind")
    peak.add_column("bytes", justify="right")
    peak.add_column("steps", justify="right")
    for r in live[:top]:
        peak.add_row(r.name, r.kind, f"{r.size:,}", f"{r.first}..{r.last}")
    if len(live) > top:
        peak.add_row(f"… {len(live) - top} more", "", "", "")

    heading = Text(f"Live at the peak: {len(live)} buffers, largest first", style="bold")
    parts: list[object] = [table, Text(""), heading, peak]
    for w in analysis.lifetimes.warnings:
        parts.append(Text(f"note: {w}", style="yellow"))
    return Group(*parts)


def print_summary(analysis: Analysis, console: Console, top: int = 10) -> None:
    console.print(summary(analysis, top))


def timeline(analysis: Analysis, width: int = 40) -> Table:
    """Live bytes at every step as a bar chart, the peak step highlighted."""
    live = analysis.live_bytes()
    top = max(live.values(), default=0) or 1
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, title="Live bytes per step", title_justify="left")
    table.add_column("step", justify="right")
    table.add_column("operator")
    table.add_column("live", justify="right")
    table.add_column("")
    for t in sorted(live):
        step = analysis.lifetimes.step_at(t)
        what = "(inputs)" if step is None or step.operator is None else f"{step.operator} {step.opcode}"
        if step is not None and step.subgraph:
            what += f" [sg {step.subgraph}]"
        peak = t == analysis.peak_time
        bar = "█" * max(1 if live[t] else 0, round(width * live[t] / top))
        table.add_row(
            str(t),
            what,
            f"{live[t]:,}",
            Text(bar + (" ◀ peak" if peak else ""), style="bold red" if peak else "cyan"),
            style="bold" if peak else None,
        )
    return table


def comparison(analysis: Analysis) -> Group:
    """The ``memplan compare`` table: one row per strategy, grouped by family, the bounds last.

    Each footprint is compared with its own family's lower bound (offsets: the most
    bytes live at once; shared objects: the sum of positional maximums) and with the
    naive total; ``★`` marks the smallest footprint of each family. Footprints are in
    exact bytes so rows can be compared digit by digit.
    """
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("strategy", no_wrap=True)
    table.add_column("bytes", justify="right", no_wrap=True)
    table.add_column("×bound", justify="right", no_wrap=True)
    table.add_column("saving", justify="right", no_wrap=True)
    table.add_column("time", justify="right", no_wrap=True)
    table.add_column("", ratio=1, overflow="fold")
    bounds = {"offset": analysis.lower_bound_bytes}
    if any(p.family == "shared_objects" for p in analysis.plans):
        bounds["shared_objects"] = analysis.shared_objects_lower_bound_bytes
    titles = {"offset": "offset (one arena)", "shared_objects": "shared objects"}
    for family, title in titles.items():
        plans = [p for p in analysis.plans if p.family == family]
        if not plans:
            continue
        best = min(p.footprint for p in plans)
        table.add_row(Text(title, style="bold"))
        for p in plans:
            bound = bounds[family]
            ratio = "-" if bound == 0 else f"{p.footprint / bound:.3f}"
            saving = 0.0 if analysis.naive_bytes == 0 else 100.0 * (1 - p.footprint / analysis.naive_bytes)
            note = p.plan.note.removeprefix("winner: ")
            mark = Text("★ " if p.footprint == best else "", style="bold green")
            if note:
                mark.append(f"→ {note}")
            table.add_row(
                f"  {p.strategy}", f"{p.footprint:,}", ratio, f"{saving:.1f}%", f"{p.seconds * 1000:.1f} ms", mark
            )
        table.add_section()
    table.add_row(Text("bounds", style="bold"))
    table.add_row("  naive (no reuse)", f"{analysis.naive_bytes:,}", "", "0.0%", "", "")
    table.add_row("  offset lower bound", f"{analysis.lower_bound_bytes:,}", "1.000", "", "", "")
    if "shared_objects" in bounds:
        table.add_row("  objects lower bound", f"{bounds['shared_objects']:,}", "1.000", "", "", "")
    head = Text(
        f"{analysis.graph.path}: {analysis.lifetimes.semantics} semantics, {len(analysis.records)} buffers, "
        f"alignment {analysis.alignment} B",
        style="bold",
    )
    parts: list[object] = [head, Text(""), table]
    for w in analysis.lifetimes.warnings:
        parts.append(Text(f"note: {w}", style="yellow"))
    return Group(*parts)


def strategies_table(strategies: Iterable[Strategy]) -> Table:
    """``memplan strategies``: name, family, what each does and its time complexity."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("strategy", no_wrap=True)
    table.add_column("family", no_wrap=True)
    table.add_column("description", ratio=1)
    table.add_column("complexity")
    for s in strategies:
        table.add_row(s.name, s.family, s.description, s.complexity)
    return table
