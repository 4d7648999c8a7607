"""What if a tensor lived outside the arena? (TFLM's pre-allocated tensors RFC.)

An application can give TFLM its own buffer for a tensor — a sensor's DMA buffer, a
DSP's memory bank — and that tensor then takes no room in the arena's planned area.
Whether that saves anything depends on the plan: the head only shrinks when the tensor
is part of what makes the head as large as it is (for the live-bytes bound: the peak
combination of buffers). :func:`outside` re-plans without the given tensors with the
runtime's own planner; :func:`rank` does it for every tensor alone, graph inputs and
outputs first since they are the usual candidates.

This is *not* the same as an offline offset of -1, which only leaves the tensor to the
online planner: the tensor stays in the arena. Leaving it out of the records is what
TFLM does for a tensor that already has memory before planning (as it does for
VAR_HANDLE outputs and constants). What counts is what the device declares (TFLM: the
minimum ``tensor_arena``): each answer gives it before and after too, and why a tensor
saves nothing. At most :data:`RANKED` plans for :func:`rank`.
"""

from __future__ import annotations

import dataclasses
import difflib
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from tflite_memplan.analysis import Analysis
from tflite_memplan.bounds import live_bytes_by_step
from tflite_memplan.errors import MemplanError
from tflite_memplan.planners import get_strategy
from tflite_memplan.planners.offset.placed import MANY
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import get_runtime


@dataclass(frozen=True)
class Moved:
    """The planned head and what the device needs (``Analysis.needed``) with ``tensors``
    outside the arena, whether each was live at the peak, and why nothing was saved
    (``why``, empty when the head shrinks)."""

    tensors: tuple[str, ...]
    head_before: int
    head_after: int
    in_peak: tuple[bool, ...]
    kind: tuple[str, ...]  # "input", "output" or "intermediate", per tensor
    needed_before: int = 0
    needed_after: int = 0
    why: str = ""

    @property
    def saving(self) -> int:
        return self.head_before - self.head_after

    @property
    def needed_saving(self) -> int:
        return self.needed_before - self.needed_after


def _replan(analysis: Analysis, records: Sequence[UsageRecord]) -> tuple[int, int]:
    """The head and what the device needs with only ``records`` planned."""
    strategy = get_strategy(analysis.primary.strategy)
    head = strategy(records, analysis.alignment).footprint
    runtime = get_runtime(analysis.lifetimes.semantics)
    if analysis.arena is None or runtime.arena is None:
        return head, head
    lifetimes = dataclasses.replace(analysis.lifetimes, records=tuple(records))
    arena = runtime.arena(lifetimes, head, analysis.graph, {c.subgraph: c.footprint for c in analysis.called})
    return head, arena.needed if arena is not None else head


def _why_nothing(analysis: Analysis, kept: Sequence[UsageRecord], live_at_peak: bool, head_after: int) -> str:
    """Why moving the tensors out leaves the head as it is, in a few words."""
    if not live_at_peak:
        return "not live at the peak"
    live = live_bytes_by_step(kept)
    step = max(live, key=lambda t: (live[t], -t), default=None)
    if step is not None and live[step] >= analysis.peak_bytes:
        return f"step {step} is as full without it"
    return f"the plan's layout keeps {head_after:,} B"


Kinds = Callable[[UsageRecord], str]


def _kinds(analysis: Analysis) -> Kinds:
    """A record's kind — "input", "output" or "intermediate" — from sets of the main
    graph's inputs and outputs made once (a tuple's ``in`` made ranking 20,000 graph
    inputs O(n²))."""
    main = analysis.graph.subgraphs[0]
    inputs, outputs = frozenset(main.inputs), frozenset(main.outputs)

    def kind(r: UsageRecord) -> str:
        if r.subgraph == 0 and r.tensor in inputs:
            return "input"
        if r.subgraph == 0 and r.tensor in outputs:
            return "output"
        return "intermediate"

    return kind


def _planned_by_name(analysis: Analysis) -> dict[str, int]:
    """Each planned tensor's record index, by name (the first subgraph that has it)."""
    by_name: dict[str, int] = {}
    for i, r in enumerate(analysis.records):
        if r.kind == "tensor":
            by_name.setdefault(r.name, i)
    return by_name


def _move(analysis: Analysis, names: Sequence[str], by_name: dict[str, int], peak: set[int], kind: Kinds) -> Moved:
    drop = {by_name[n] for n in names}
    kept = [r for i, r in enumerate(analysis.records) if i not in drop]
    chosen = [analysis.records[by_name[n]] for n in names]
    head, needed = _replan(analysis, kept)
    in_peak = tuple(id(r) in peak for r in chosen)
    why = "" if head < analysis.primary.footprint else _why_nothing(analysis, kept, any(in_peak), head)
    return Moved(
        tuple(names),
        analysis.primary.footprint,
        head,
        in_peak,
        tuple(kind(r) for r in chosen),
        analysis.needed,
        needed,
        why,
    )


def outside(analysis: Analysis, names: Iterable[str]) -> Moved:
    """The head with the tensors ``names`` outside the arena: each a tensor's name (main
    subgraph first) or its index in the main subgraph. An unknown one raises, naming the
    planned tensors whose names are closest."""
    by_name = _planned_by_name(analysis)
    wanted = list(dict.fromkeys(_tensor_name(analysis, n, by_name) for n in names))
    return _move(analysis, wanted, by_name, {id(r) for r in analysis.live_at_peak()}, _kinds(analysis))


def _tensor_name(analysis: Analysis, given: str, by_name: dict[str, int]) -> str:
    """The planned tensor ``given`` stands for: a name, else an index in the main subgraph."""
    if given in by_name:
        return given
    if given.isdigit():
        index = int(given)
        for r in analysis.records:
            if r.kind == "tensor" and r.subgraph == 0 and r.tensor == index:
                return r.name
        tensors = analysis.graph.main.tensors
        if index < len(tensors):
            raise MemplanError(f"tensor {index} ({tensors[index].name!r}) is not planned in the arena")
        raise MemplanError(f"no tensor {index}: the main subgraph has {len(tensors)} tensors")
    close = difflib.get_close_matches(given, by_name, n=3, cutoff=0.5)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else " (see memplan analyze)"
    raise MemplanError(f"no planned tensor named {given!r}{hint}")


#: Most tensors :func:`rank` re-plans: each is a whole plan, so a model of 20,000
#: tensors would cost 20,000 plans of 20,000 records. Fewer for larger or denser
#: models: at most :data:`RANKED_WORK` of :func:`plan_work` in all (but always
#: :data:`RANKED_AT_LEAST`).
RANKED = 200
RANKED_WORK = 10_000_000
#: What placing one record costs beside walking the records live with it, in walk steps.
PER_RECORD = 100
#: Plans :func:`rank` makes however large the model: one (four made `whatif --rank` on two
#: operators of 10,000 operands each take 8.8 s, each plan 1.5 s of vectorised walks).
RANKED_AT_LEAST = 1


def plan_work(records: Sequence[UsageRecord]) -> int:
    """What one greedy plan of ``records`` costs, roughly: each record counts
    :data:`PER_RECORD` plus the records live with it, at most
    :data:`~tflite_memplan.planners.offset.placed.MANY` (past that the walk is
    vectorised). A count of records alone let :func:`rank` spend 7 s on 500 records all
    live together, and the count of overlaps alone 9 s on a chain of 2,000. O(n log n)."""
    firsts = sorted(r.first for r in records)
    lasts = sorted(r.last for r in records)
    n = len(records)
    return PER_RECORD * n + sum(min(bisect_right(firsts, r.last) - bisect_left(lasts, r.first), MANY) for r in records)


_ORDER = {"input": 0, "output": 1, "intermediate": 2}


def rank_candidates(analysis: Analysis, limit: int = RANKED) -> list[str]:
    """The planned tensors :func:`rank` moves out, by name: every one when there are at
    most ``limit``; else the ``limit`` likeliest to save — graph inputs and outputs,
    then the tensors live at the peak, each group largest first. O(n log n)."""
    by_name = _planned_by_name(analysis)
    if len(by_name) <= limit:
        return list(by_name)
    peak = {id(r) for r in analysis.live_at_peak()}
    kind = _kinds(analysis)

    def likely(name: str) -> tuple[int, bool, int]:
        r = analysis.records[by_name[name]]
        return _ORDER[kind(r)], id(r) not in peak, -r.size

    return sorted(by_name, key=likely)[:limit]


def rank(analysis: Analysis, limit: int | None = None) -> list[Moved]:
    """The tensors of :func:`rank_candidates` each moved out alone, by what the device
    saves, then the head saves, graph inputs and outputs first among equals. ``limit``
    defaults to :data:`RANKED`, fewer for large or dense models (:data:`RANKED_WORK`):
    O(min(n, limit)) plans of n records, their estimated work bounded."""
    if limit is None:
        limit = min(RANKED, max(RANKED_AT_LEAST, RANKED_WORK // max(plan_work(analysis.records), 1)))
    by_name = _planned_by_name(analysis)
    peak = {id(r) for r in analysis.live_at_peak()}
    kind = _kinds(analysis)
    moves = [_move(analysis, [name], by_name, peak, kind) for name in rank_candidates(analysis, limit)]
    return sorted(moves, key=lambda m: (-m.needed_saving, -m.saving, _ORDER[m.kind[0]], m.tensors))
