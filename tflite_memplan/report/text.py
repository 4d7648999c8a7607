"""Human-readable reports, rendered with Rich.

Reports only read an :class:`~tflite_memplan.analysis.Analysis`; they never plan.
Sizes are shown human-readable with the exact byte count beside them, because the
exact number is what an engineer compares with a device log.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Literal

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tflite_memplan.analysis import Analysis
from tflite_memplan.planners import Strategy
from tflite_memplan.report.flash import flash_rows
from tflite_memplan.semantics import get_runtime
from tflite_memplan.units import change, human_bytes, middle, shorten, signed

if TYPE_CHECKING:
    from tflite_memplan.json_types import Json
    from tflite_memplan.optimize import Lever, Optimized
    from tflite_memplan.reorder.rewrite import Reordered
    from tflite_memplan.semantics import Arena
    from tflite_memplan.whatif import Moved


def overhead_percent(value: int, bound: int) -> float:
    """How far ``value`` is above ``bound``, in percent of the bound (0 when both are 0)."""
    return 0.0 if bound == 0 else 100.0 * (value - bound) / bound


def key_values(rows: Iterable[tuple[str, str]], width: int = 80) -> Text:
    """Aligned ``label  value`` lines; a long value wraps at spaces under itself."""
    rows = list(rows)
    pad = max((len(k) for k, _ in rows), default=0) + 2
    out = Text()
    for key, value in rows:
        lines = textwrap.wrap(value, max(20, width - pad), break_long_words=False, break_on_hyphens=False) or [""]
        out.append(key.ljust(pad), style="bold")
        out.append(lines[0] + "\n")
        for line in lines[1:]:
            out.append(" " * pad + line + "\n")
    out.rstrip()
    return out


def steps_text(first: int, last: int) -> str:
    """A record's steps for people: TFLM's "uninitialised" first use (-1) means the
    buffer exists from the start, so steps read from 0."""
    return f"{max(first, 0)}..{last}" if last >= 0 else "never used"


def _footprint_label(analysis: Analysis, strategy: str, family: str) -> str:
    if family == "shared_objects":
        return f"Shared buffers ({strategy})"
    # TFLM's planned area is only the head of the arena a device declares.
    area = (
        get_runtime(analysis.lifetimes.semantics).head_label.capitalize()
        if analysis.arena is not None
        else "Planned arena"
    )
    if analysis.offline is not None and analysis.offline.complete:
        return f"{area} (offline plan)"
    return f"{area} ({strategy})"


def arena_section(arena: Arena, subgraph_names: Sequence[str] = ()) -> Text:
    """The whole-arena block of ``analyze``, as the runtime lays it out (TFLM: head, tail
    by category, total and the minimum ``tensor_arena`` to declare, with the target it
    is for; LiteRT: the arena, persistent arena, heap and their total)."""
    section = arena.section(subgraph_names)
    out = Text()
    out.append(section.title, style="bold")
    if section.detail:
        out.append(section.detail)
    pad = max(len(r.label) for r in section.rows) + 2
    digits = max(len(f"{r.value:,}") for r in section.rows)
    for r in section.rows:
        out.append(f"\n  {r.label.ljust(pad)}{r.value:>{digits},} B", style=r.style)
    for note in section.notes:
        out.append(f"\n  {note}")
    return out


def why_section(arena: Arena | None, top: int = 10) -> Text:
    """``analyze --why``: where what the device needs goes, as the runtime explains it
    (TFLM: the busiest moment of AllocateTensors in parts, head + tail once allocated,
    and the tail by operator type); empty when it does not."""
    out = Text()
    why = arena.explain() if arena is not None else None
    if why is None:
        return out
    out.append(why.title, style="bold")
    blocks = [("\n    ".join(textwrap.wrap(b.title, 76)), b.rows, b.total) for b in why.blocks]
    pad = max(len(label) for _, rows, _ in blocks for label, _ in rows) + 6
    digits = max(len(f"{v:,}") for _, rows, total in blocks for v in (*(n for _, n in rows), total))
    for title, rows, total in blocks:
        title = title if title.endswith(":") else title + ":"
        out.append(f"\n  {title}")
        for label, value in rows:
            out.append(f"\n    {label.ljust(pad - 4)}{value:>{digits},} B")
        out.append(f"\n    {'together'.ljust(pad - 4)}{total:>{digits},} B", style="bold")
    for note in why.notes:
        out.append(f"\n  {note}")
    if why.table:
        out.append(f"\n\n{why.table_title}", style="bold")
        body = why.table[1:]
        shown = [why.table[0], *body[:top]]
        widths = [max(len(r[i]) for r in shown) for i in range(len(why.table[0]))]
        for r in shown:
            cells = [r[0].ljust(widths[0])] + [v.rjust(w) for v, w in zip(r[1:], widths[1:], strict=True)]
            out.append("\n  " + "  ".join(cells))
        if len(body) > top:
            out.append(f"\n  … {len(body) - top} more {why.more}")
    return out


def summary(analysis: Analysis, top: int = 10, width: int = 80) -> Group:
    """The ``memplan analyze`` view: key numbers, the peak and what is live there."""
    g = analysis.graph
    primary = analysis.primary
    tensors = sum(1 for r in analysis.records if r.kind == "tensor")
    scratch = len(analysis.records) - tensors
    planned = f"{tensors}" + (f" + {scratch} kernel scratch buffer{'s' if scratch > 1 else ''}" if scratch else "")
    if analysis.lifetimes.aliases:
        planned += f" ({len(analysis.lifetimes.aliases)} more computed in place)"

    rows = [("Runs", analysis.runnability.answer())] if analysis.runnability is not None else []
    rows += [
        ("Model", g.path),
        ("Semantics", f"{analysis.lifetimes.semantics} (alignment {analysis.alignment} B)"),
        ("Subgraphs", str(len(g.subgraphs))),
        ("Operators", str(g.num_operators)),
        ("Tensors planned", planned),
    ]
    if analysis.offline is not None:
        rows.append(("Plan origin", analysis.offline.describe()))
    for p in analysis.plans:
        note = f" — {p.plan.note}" if p.plan.note else ""
        rows.append((_footprint_label(analysis, p.strategy, p.family), human_bytes(p.footprint) + note))
    rows.append(("Naive (no reuse)", human_bytes(analysis.naive_bytes)))
    bound = analysis.lower_bound_bytes
    if analysis.lower_bound_applies:
        rows.append(("Lower bound", human_bytes(bound)))
        if primary.family == "shared_objects":
            objects = analysis.shared_objects_bound
            bound = objects.bytes
            rows.append(("Shared-objects lower bound", f"{human_bytes(bound)} by {objects.describe()}"))
        rows.append(("Overhead over lower bound", f"{overhead_percent(primary.footprint, bound):.1f}%"))
    else:
        rows.append(("Lower bound", "does not apply (see the note below)"))
    rows.append(("Peak", f"{analysis.peak_bytes:,} B live at {analysis.lifetimes.describe_step(analysis.peak_time)}"))
    if (order := order_line(analysis)) is not None:
        rows.append(("Operator order", order))
    rows += flash_rows(g, analysis.arena)

    live = analysis.live_at_peak()
    peak = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    peak.add_column("buffer", overflow="fold")
    peak.add_column("kind", no_wrap=True)
    peak.add_column("bytes", justify="right", no_wrap=True)
    peak.add_column("steps", justify="right", no_wrap=True)
    room = max(_NAME_MIN, width - _PEAK_COLUMNS)  # one line a buffer: long names lose their middle
    for r in live[:top]:
        peak.add_row(middle(r.name, room), r.kind, f"{r.size:,}", steps_text(r.first, r.last))
    if len(live) > top:
        peak.add_row(f"… {len(live) - top} more", "", "", "")

    heading = Text(f"Live at the peak: {len(live)} buffers, largest first", style="bold")
    parts: list[RenderableType] = [key_values(rows, width), Text("")]
    if analysis.arena is not None:
        parts += [arena_section(analysis.arena, [sg.name for sg in analysis.graph.subgraphs]), Text("")]
    parts += [heading, peak]
    parts.extend(_notes(analysis))
    return Group(*parts)


def _notes(analysis: Analysis) -> list[Text]:
    """Every place the runtime would stop beyond the first (the first is the first line),
    what of Invoke is not checked beyond the first, then the semantics' warnings."""
    refusals = analysis.runnability.grouped() if analysis.runnability is not None else ()
    unchecked = analysis.runnability.unchecked[1:] if analysis.runnability is not None else ()
    return (
        [Text(r if r.startswith("to fix: ") else f"cannot run: {r}", style="red") for r in refusals]
        + [Text(f"Invoke not checked: {u}", style="yellow") for u in unchecked]
        + [Text(f"note: {w}", style="yellow") for w in analysis.notes]
    )


def timeline(analysis: Analysis, width: int = 80) -> Table:
    """Live bytes at every step as a bar chart fitted to ``width`` columns, the peak marked."""
    live = analysis.live_bytes()
    top = max(live.values(), default=0) or 1
    labels = {t: _step_label(analysis, t) for t in live}
    columns = (
        max([len("step"), *(len(str(t)) for t in live)]),
        max([len("operator"), *(len(s) for s in labels.values())]),
        max([len("live"), *(len(f"{v:,}") for v in live.values())]),
    )
    # One leading space, three between columns, and room for the peak mark.
    fixed = 1 + sum(columns) + 3 * len(columns) + len(" ◀ peak") + 2
    bar_width = max(10, width - fixed)
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, title="Live bytes per step", title_justify="left")
    table.add_column("step", justify="right", no_wrap=True)
    table.add_column("operator", no_wrap=True)
    table.add_column("live", justify="right", no_wrap=True)
    table.add_column("", no_wrap=True)
    for t in sorted(live):
        peak = t == analysis.peak_time
        bar = "█" * max(1 if live[t] else 0, round(bar_width * live[t] / top))
        table.add_row(
            str(t),
            labels[t],
            f"{live[t]:,}",
            Text(bar + (" ◀ peak" if peak else ""), style="bold red" if peak else "cyan"),
            style="bold" if peak else None,
        )
    return table


def _step_label(analysis: Analysis, time: int) -> str:
    """What runs at a step, in the semantics' own words (``2 CONV_2D``, ``graph inputs``)."""
    step = analysis.lifetimes.step_at(time)
    if step is None:
        return ""
    what = step.opcode if step.operator is None else f"{step.operator} {step.opcode}"
    return what + (f" [sg {step.subgraph}]" if step.subgraph else "")


_BASELINES = frozenset({"naive", "shared_naive"})


def comparison(analysis: Analysis) -> Group:
    """The ``memplan compare`` table: one row per strategy, grouped by family, the bounds last.

    Each footprint is compared with its own family's lower bound (offsets: the most
    bytes live at once; shared objects: the sum of positional maximums) and with the
    naive total; ``★`` marks the smallest footprint of each family among the real
    strategies (the no-reuse baselines never win). Footprints are in exact bytes so
    rows can be compared digit by digit. When the model's offline plan fixes every
    offset, no offset strategy can change the arena and none is starred; when it
    overlaps live buffers on purpose, the offset lower bound is not shown as a bound.
    """
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    for name in ("strategy", "bytes", "×bound", "saving", "time", ""):
        justify: Literal["left", "right"] = "left" if name in ("strategy", "") else "right"
        # times up to "999.9 ms" keep the table's width, whatever this run's timings
        table.add_column(name, justify=justify, no_wrap=True, min_width=8 if name == "time" else None)
    bounds: dict[str, int | None] = {"offset": analysis.lower_bound_bytes if analysis.lower_bound_applies else None}
    if any(p.family == "shared_objects" for p in analysis.plans):
        bounds["shared_objects"] = analysis.shared_objects_lower_bound_bytes
    fixed = analysis.offline is not None and analysis.offline.complete
    titles = {"offset": "offset (one arena)", "shared_objects": "shared objects"}
    picks: list[str] = []
    for family, title in titles.items():
        plans = [p for p in analysis.plans if p.family == family]
        if not plans:
            continue
        contenders = [p.footprint for p in plans if p.strategy not in _BASELINES]
        best = None if (family == "offset" and fixed) or not contenders else min(contenders)
        table.add_row(Text(title, style="bold"))
        for p in plans:
            bound = bounds[family]
            ratio = "-" if not bound else f"{p.footprint / bound:.3f}"
            saving = 0.0 if analysis.naive_bytes == 0 else 100.0 * (1 - p.footprint / analysis.naive_bytes)
            star = p.footprint == best and p.strategy not in _BASELINES
            if p.plan.note.startswith("winner: "):
                picks.append(f"{p.strategy} picked {p.plan.note.removeprefix('winner: ')}")
            elif p.plan.note:
                picks.append(f"{p.strategy}: {p.plan.note}")
            table.add_row(
                f"  {p.strategy}",
                f"{p.footprint:,}",
                ratio,
                f"{saving:.1f}%",
                f"{p.seconds * 1000:.1f} ms",
                Text("★" if star else "", style="bold green"),
            )
        table.add_section()
    table.add_row(Text("bounds", style="bold"))
    table.add_row("  naive (no reuse)", f"{analysis.naive_bytes:,}", "", "0.0%", "", "")
    if bounds["offset"] is not None:
        table.add_row("  offset lower bound", f"{analysis.lower_bound_bytes:,}", "1.000", "", "", "")
    else:
        table.add_row("  offset lower bound", "n/a", "", "", "", "")
    if bounds.get("shared_objects") is not None:
        table.add_row("  objects lower bound", f"{bounds['shared_objects']:,}", "1.000", "", "", "")
    head = Text(f"{analysis.graph.path}", style="bold")
    head.append(
        f"\n{analysis.lifetimes.semantics} semantics, {len(analysis.records)} buffers, "
        f"alignment {analysis.alignment} B",
        style="none",
    )
    parts: list[RenderableType] = [head, table]
    if picks:
        parts.append(Text("; ".join(picks)))
    if bounds["offset"] is not None and analysis.lower_bound_bytes > analysis.peak_bytes:
        parts.append(
            Text(
                f"offset lower bound: {analysis.peak_bytes:,} B live at the peak, {analysis.lower_bound_bytes:,} B "
                f"once offsets are {analysis.alignment}-byte aligned"
            )
        )
    if bounds.get("shared_objects") is not None and analysis.shared_objects_bound.bytes > (
        positional := analysis.shared_objects_bound.positional
    ):
        parts.append(
            Text(
                f"objects lower bound: {positional:,} B by positional maximums, {bounds['shared_objects']:,} B "
                f"by {analysis.shared_objects_bound.describe()}"
            )
        )
    if (order := order_line(analysis)) is not None:
        parts.append(Text(f"operator order: {order}"))
    if analysis.offline is not None:
        origin = analysis.offline.describe()
        if fixed:
            origin += ": every offset strategy keeps it, so the arena is the model's"
        parts.append(Text(origin))
    parts.extend(_notes(analysis))
    return Group(*parts)


def order_line(analysis: Analysis) -> str | None:
    """What the operator-order search found, when the caller ran it: under ``--reorder``
    what the new order did; otherwise a better order when one exists (else nothing)."""
    r = analysis.operator_order
    if r is None:
        return None
    if analysis.reordered:
        if r.peak < r.stored_peak:
            return f"reordered: peak {r.stored_peak:,} → {r.peak:,} B, order {r.verdict()}"
        return f"stored order kept: no order lowers the peak ({r.verdict()})"
    if r.peak >= r.stored_peak:
        return None
    what = _needed_name(analysis)
    peak = f"the peak from {r.stored_peak:,} to {r.peak:,} B"
    if analysis.order_needed is None or analysis.order_needed >= analysis.needed:
        return f"a better operator order lowers {peak} but not {what} ({analysis.needed:,} B): only the head shrinks"
    return (
        f"a better operator order lowers {what} from {analysis.needed:,} to {analysis.order_needed:,} B "
        f"({change(analysis.needed, analysis.order_needed)}; {peak}): --reorder plans under it, memplan reorder "
        "writes it"
    )


def _needed_title(analysis: Analysis) -> str:
    """What a device needs, as a row title: ``Minimum tensor_arena (cortex-m4)``."""
    return analysis.arena.needed_title if analysis.arena is not None else "Planned arena"


def _needed_name(analysis: Analysis) -> str:
    """What a device needs, in prose: ``the minimum tensor_arena``, ``the LiteRT total``."""
    return analysis.arena.needed_name if analysis.arena is not None else "the planned arena"


def strategies_table(strategies: Iterable[Strategy], width: int = 80) -> Text:
    """``memplan strategies``: each strategy's name, family and time complexity on one line,
    what it does indented below (reads at any width)."""
    out = Text()
    for s in strategies:
        out.append(s.name, style="bold")
        out.append(f"  {s.family}  {s.complexity}\n")
        for line in textwrap.wrap(s.description, max(20, width - 4)):
            out.append(f"    {line}\n")
    out.rstrip()
    return out


def measured_section(analysis: Analysis, measured: Mapping[str, int]) -> Text:
    """The real interpreter's figures under memplan's (``analyze --measure``)."""
    predicted: Json = analysis.arena.document() if analysis.arena is not None else {}
    out = Text("Measured by tflite-micro (the x86-64 wheel, this model)", style="bold")
    out.append(f"\n  {'':8}{'memplan':>12}{'measured':>12}")
    for key in ("head", "tail", "total"):
        mine = predicted.get(key)
        shown = "-" if mine is None else f"{mine:,}"
        out.append(f"\n  {key:8}{shown:>12}{measured[key]:>12,}")
    if predicted and predicted.get("target") != "host64":
        out.append(f"\n  (memplan predicted the {predicted.get('target')} build; the tail differs by design)")
    return out


def _needed_row(before: Analysis, after: Analysis) -> tuple[str, int, int] | None:
    """The row of what the device needs (TFLM: the minimum tensor_arena), when modelled."""
    if before.arena is not None and after.arena is not None:
        return (before.arena.needed_column, before.arena.needed, after.arena.needed)
    return None


def _not_lowered(head_before: int, head_after: int, needed: tuple[str, int, int] | None, model: str) -> str:
    """Why nothing is written: the head drops, what the device declares does not."""
    label, before, after = needed if needed is not None else ("head", head_before, head_after)
    what = "the minimum tensor_arena" if label.startswith("minimum") else label
    return (
        f"{model}: the head would drop by {head_before - head_after:,} B but {what} would not "
        f"({before:,} B → {after:,} B): nothing written (--force writes it anyway)"
    )


#: The columns of ``optimize``'s table: label, minimum, its change, head, its change (80 columns).
_LEVER_COLUMNS = (34, 9, 12, 10, 12)
#: Each model-level lever's row label (``optimize.Lever.name``).
_LEVER_SHORT = {"unused_tensors": "unused tensors", "operator_order": "order", "offline_plan": "plan"}
_LEVER_LABELS = {
    "unused_tensors": "unused tensors removed",
    "operator_order": "operator order",
    "offline_plan": "offline plan",
}


def optimize_report(result: Optimized, model: str, output: str) -> Text:
    """``memplan optimize``: one table — the model as given, each lever alone (the minimum
    ``tensor_arena``, the figure that decides, and the head beside it, with signed
    changes), the written model, then the firmware's levers, predicted; or why nothing
    is written."""
    first = result.original
    if result.data is not None:
        out = Text(f"{model} → {output}", style="bold")
    else:
        # each lever is applied only when it lowers the minimum further: none did
        anyway = " (--force writes it anyway)" if any(lv.after for lv in result.levers) else ""
        out = Text(f"{model}: no lever lowers the minimum tensor_arena; nothing written{anyway}")
    label, mins, change_w, heads, _ = _LEVER_COLUMNS
    target = result.build
    out.append(
        f"\n  {'bytes, ' + target:{label}}{'minimum':>{mins}}{'change':>{change_w}}{'head':>{heads}}{'change':>12}"
    )
    out.append(f"\n  {'as given':{label}}{first.needed:>{mins},}{'':{change_w}}{first.primary.footprint:>{heads},}")
    for lever in result.levers:
        after = lever.after if lever.after is not None else first
        out.append(_lever_row(_lever_label(lever, result), first, after))
        if lever.name == "unused_tensors":
            out.append(f"\n    {_unused_what(result)}")
    if result.after is not None and result.data is not None:
        short = dict(_LEVER_SHORT)
        if result.pruned is not None and (result.pruned.operator_count or result.pruned.subgraphs):
            short["unused_tensors"] = "unused removed"
        applied = ", ".join(short[lv.name] for lv in result.levers if lv.applied)
        out.append(_lever_row(f"written ({applied})", first, result.after))
    for note in result.notes:
        out.append(f"\n  {note}")
    if len(result.builds) > 1:
        out.append("\n  minimum on every build (as given → written):")
        for name, given, written in result.builds:
            out.append(f"\n    {name:{label - 4}}{given:>{mins},} → {written:,} B, {change(given, written)}")
    plan = next((lv for lv in result.levers if lv.name == "offline_plan" and lv.applied), None)
    if plan is not None and result.data is not None:
        chosen = ", ".join(name for name, _, _ in result.builds) or target
        out.append(f"\n  the offline plan is chosen for {chosen} (recorded in the model's metadata)")
    if result.forced:
        out.append("\n  written because of --force: the minimum tensor_arena does not drop")
    return out


def _unused_what(result: Optimized) -> str:
    """What the rewrite removed (and, when it removed tensors alone, what they cost)."""
    pruned, cost = result.pruned, result.unused_cost
    assert pruned is not None  # the lever is listed only when it found something

    def count(n: int, what: str) -> str:
        return f"{n:,} {what}{'' if n == 1 else 's'}"

    if pruned.operator_count or pruned.subgraphs:
        parts = [count(pruned.subgraphs, "subgraph") + " nothing runs"] if pruned.subgraphs else []
        parts += [count(pruned.operator_count, "operator")] if pruned.operator_count else []
        parts += [count(pruned.count, "tensor")] if pruned.count else []
        return ", ".join(parts)
    assert cost is not None
    planned = f" ({cost.planned} planned)" if cost.planned else ""
    return f"tensors' own cost: {cost.tail:,} B tail, {cost.planning:,} B while planning{planned}"


def _lever_label(lever: Lever, result: Optimized) -> str:
    """A lever's row label: what it did, in a few words."""
    base = _LEVER_LABELS[lever.name]
    if lever.name == "unused_tensors":
        pruned = result.pruned
        assert pruned is not None
        text = "unused removed" if pruned.operator_count or pruned.subgraphs else f"{base} ({pruned.count})"
    elif lever.name == "operator_order":
        searched = result.reordered
        text = f"{base}, {searched.verdict()}" if lever.after is not None and searched else f"{base}: none better"
    else:
        text = f"{base}, {result.strategy}" if lever.after is not None else f"{base}: none smaller"
    return shorten(text, _LEVER_COLUMNS[0] - 1)


def _cell(text: str, width: int) -> str:
    """``text`` right-aligned in ``width`` columns after at least one space: a figure too
    wide for its column widens the row rather than running into the one before."""
    return " " + text.rjust(width - 1)


def _lever_row(label: str, before: Analysis, after: Analysis) -> str:
    width, mins, change_w, heads, _ = _LEVER_COLUMNS
    old, new = before.primary.footprint, after.primary.footprint
    return (
        f"\n  {label:{width}}{_cell(f'{after.needed:,}', mins)}{_cell(signed(before.needed, after.needed), change_w)}"
        f"{_cell(f'{new:,}', heads)}{_cell(signed(old, new), 12)}"
    )


def other_levers(result: Optimized) -> Text:
    """``memplan optimize``: the firmware's levers, predicted for the model the firmware
    will run, against the minimum the model had: the plan compiled in (``--emit-c``), two
    arenas and resource-variable slots sized to the model."""
    shim, split, slots = result.plan_struct, result.two_arenas, result.resource_slots
    out = Text()
    if shim is None or split is None or slots is None:
        return out
    first = result.original.needed
    label, mins, change_w = _LEVER_COLUMNS[:3]
    out.append("\n  in the firmware (predicted):")
    rows = [("plan compiled in (--emit-c)", shim.minimum), ("two arenas, together", split.total)]
    for text, value in rows:
        out.append(f"\n    {text:{label - 2}}{_cell(f'{value:,}', mins)}{_cell(signed(first, value), change_w)}")
    out.append(f"\n      {'persistent (may be slower RAM)':{label - 4}}{_cell(f'{split.persistent:,}', mins)}")
    out.append(f"\n      {'non-persistent':{label - 4}}{_cell(f'{split.non_persistent:,}', mins)}")
    if slots.slots != slots.needed:
        text = f"resource slots: {slots.needed}, not {slots.slots}"
        cells = _cell(f"{slots.minimum:,}", mins) + _cell(signed(first, slots.minimum), change_w)
        out.append(f"\n    {text:{label - 2}}{cells}")
    elif slots.needed:
        out.append(f"\n    resource-variable slots: {slots.needed}, the model's count (no fewer will do)")
    return out


def reorder_report(result: Reordered, model: str, output: str) -> Text:
    """``memplan reorder``: what the device needs (TFLM: the minimum ``tensor_arena``), the
    peak and the planned area under the runtime's planner and under ``best``, before and
    after, and whether the order is proved the best; or why nothing is written."""
    search, before, after = result.search, result.before, result.after
    if after is None:
        why = "no order has a lower peak" if search.optimal else "no lower peak found within the time limit"
        return Text(
            f"{model}: the stored operator order is kept ({why}; peak {result.peak_before:,} B, "
            f"bound {search.bound:,} B); nothing written"
        )
    runtime = get_runtime(before.lifetimes.semantics)
    own, best = before.plans[0].strategy, "best"
    plans = {p.strategy: p.footprint for p in before.plans}, {p.strategy: p.footprint for p in after.plans}
    needed = _needed_row(before, after)
    if result.data is None:
        return Text(_not_lowered(plans[0][own], plans[1][own], needed, model))
    out = Text(f"{model} → {output}", style="bold")
    moved = sum(1 for k, o in enumerate(result.order) if k != o)
    out.append(f"\n  {moved} of {len(result.order)} operators moved; order {result.verdict()}; bytes:")
    area = runtime.head_label.split()[-1]
    rows = [needed] if needed is not None else []
    rows += [
        (f"{area}, {runtime.short}'s planner", plans[0][own], plans[1][own]),
        (f"{area}, best plan", plans[0][best], plans[1][best]),
        ("peak (live bytes)", before.peak_bytes, after.peak_bytes),
    ]
    out.append(_before_after(rows))
    if result.forced:
        out.append(f"\n  written because of --force: {rows[0][0]} does not drop")
    if runtime.offline_plans and plans[1][own] > plans[1][best] and result.needed_drops:
        out.append(
            f"\nTFLM's own planner leaves {plans[1][own] - plans[1][best]:,} B unused in the new order: "
            f"memplan optimize {model} -o OUT --reorder writes the best plan too"
        )
    return out


def _before_after(rows: list[tuple[str, int, int]]) -> Text:
    """Rows of ``label, before, after`` with the signed change, at 80 columns (the label
    column widens for a long target name, ``minimum (cortex-m55+reference)``)."""
    width = max(24, *(len(label) + 1 for label, _, _ in rows))
    out = Text(f"\n  {'':{width}}{'before':>10}{'after':>10}{'change':>20}")
    for label, old, new in rows:
        out.append(f"\n  {label:{width}}{old:>10,}{new:>10,}{change(old, new):>20}")
    return out


def whatif_outside(analysis: Analysis, moved: Moved) -> Text:
    """``memplan whatif --outside``: what the device needs and the head with the tensors
    outside, and why they did or did not shrink."""
    peak = analysis.lifetimes.describe_step(analysis.peak_time)
    what = _needed_name(analysis)
    outside = ", ".join(moved.tensors) + " outside"
    rows = [
        (_needed_title(analysis), f"{moved.needed_before:,} B"),
        (f"  with {outside}", f"{moved.needed_after:,} B, {change(moved.needed_before, moved.needed_after)}"),
        (f"Planned head ({analysis.primary.strategy})", f"{moved.head_before:,} B"),
        (f"  with {outside}", f"{moved.head_after:,} B, {change(moved.head_before, moved.head_after)}"),
    ]
    out = key_values(rows)
    for name, live, kind in zip(moved.tensors, moved.in_peak, moved.kind, strict=True):
        why = "is live at the peak" if live else "is not live at the peak"
        out.append(f"\n{name} ({kind}) {why} ({peak})")
    if moved.why:
        out.append(f"\nThe head stays: {moved.why}.")
    if moved.needed_saving and not moved.saving:
        out.append(f"\n{what[0].upper() + what[1:]} drops all the same: TFLM has one buffer less to plan.")
    if moved.saving and not moved.needed_saving:
        out.append(f"\nThe head shrinks but {what} does not: the tail and AllocateTensors' own room set it.")
    return out


#: What the peak table's other columns take (kind, bytes, steps, padding), and the least a
#: buffer's name keeps; a ranked tensor's name at most (the why column needs the rest).
_PEAK_COLUMNS = 30
_NAME_MIN = 20
_WHATIF_TENSOR = 32


def _whatif_why(m: Moved) -> str:
    """Why a tensor outside saves what it saves, in a few words."""
    if m.needed_saving and not m.saving:
        return "one buffer less to plan"
    if m.needed_saving:
        return ""
    return m.why or "the head is not what sets the minimum"


def whatif_rank(analysis: Analysis, moves: list[Moved], top: int) -> Group:
    """``memplan whatif --rank``: each tensor moved out alone, by what the device saves."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("saves", justify="right", no_wrap=True)
    table.add_column("head", justify="right", no_wrap=True)
    table.add_column("graph", no_wrap=True)
    table.add_column("tensor", overflow="fold")
    table.add_column("why", overflow="fold")
    for m in moves[:top]:
        graph_role = "" if m.kind[0] == "intermediate" else m.kind[0]
        tensor = middle(m.tensors[0], _WHATIF_TENSOR)
        table.add_row(f"{m.needed_saving:,}", f"{m.saving:,}", graph_role, tensor, _whatif_why(m))
    head = Text(
        f"{_needed_title(analysis)} {analysis.needed:,} B, head {analysis.primary.footprint:,} B; "
        "what each tensor outside the arena saves:",
        style="bold",
    )
    parts: list[RenderableType] = [head, table]
    if len(moves) > top:
        parts.append(Text(f"… {len(moves) - top} more (--top N)"))
    planned = sum(1 for r in analysis.records if r.kind == "tensor")
    if len(moves) < len({r.name for r in analysis.records if r.kind == "tensor"}):
        parts.append(
            Text(
                f"Of {planned:,} planned tensors, "
                + ("the likeliest to save was" if len(moves) == 1 else f"the {len(moves):,} likeliest to save were")
                + " moved out (graph inputs and outputs, then the tensors live at the peak, largest first): each"
                " is a whole plan."
            )
        )
    nothing = sum(1 for m in moves if m.needed_saving == 0)
    peak = analysis.lifetimes.describe_step(analysis.peak_time)
    save = "tensor saves" if len(moves) == 1 else "tensors save"
    parts.append(
        Text(
            f"{nothing} of {len(moves)} {save} nothing. The head is set by the buffers live at the peak "
            f"({peak}): a tensor shrinks it only when it is live there and no other step is as full without it; "
            "any tensor leaves TFLM one buffer less to plan, which counts when planning sets the minimum."
        )
    )
    return Group(*parts)
