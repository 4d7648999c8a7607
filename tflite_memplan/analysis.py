"""One call from a model graph to plans and bounds: the library's front door.

``analyze(graph, semantics="tflm")`` derives the usage records under a runtime's
semantics, runs the requested planners (the runtime's own by default), validates
every plan, and computes the bounds reports compare against.
"""

from __future__ import annotations

import time
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from tflite_memplan.bounds import (
    live_bytes_by_step,
    naive_bytes,
    offline_overlaps,
    offset_lower_bound,
    peak_step,
)
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.planners import get_strategy, left_out, left_out_note
from tflite_memplan.planners.in_range import check_steps
from tflite_memplan.planners.memo import validate_once
from tflite_memplan.planners.shared.lower_bound import ObjectsBound, objects_lower_bound
from tflite_memplan.plans import Plan, validate_plan
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import DEFAULT_SEMANTICS, Arena, Lifetimes, Runtime, get_runtime, option_owners
from tflite_memplan.semantics.order import OrderResult
from tflite_memplan.semantics.runnable import Runnability


@dataclass(frozen=True)
class PlanResult:
    """One strategy's plan of an analysis, validated, with the time it took.

    ``family`` is ``"offset"`` (one arena) or ``"shared_objects"``; ``footprint`` is the
    arena size or the sum of the shared buffers, the number reports compare.
    ``upstream`` is the strategy's :attr:`~tflite_memplan.planners.Strategy.upstream`:
    the upstream planner it reproduces exactly, or ``""``.
    """

    strategy: str
    family: str
    plan: Plan
    seconds: float
    upstream: str = ""

    @property
    def footprint(self) -> int:
        return self.plan.footprint


@dataclass(frozen=True)
class OfflinePlan:
    """What the model's own offline plan (TFLM ``OfflineMemoryAllocation``) fixes.

    ``pinned`` of ``buffers`` planned buffers have a fixed offset; ``overlapping`` is
    true when some of them share bytes while live together, on purpose (Vela does
    this), so the live-bytes lower bound does not apply to the plan.
    """

    pinned: int
    buffers: int
    overlapping: bool

    @property
    def complete(self) -> bool:
        """Every buffer is pinned: no strategy can change the arena."""
        return self.pinned == self.buffers

    def describe(self) -> str:
        """``"offline plan from the model (4 of 4 buffers pinned)"``."""
        return f"offline plan from the model ({self.pinned} of {self.buffers} buffers pinned)"


@dataclass(frozen=True)
class SubgraphPlan:
    """The arena of a subgraph a control-flow operator calls (LiteRT gives each its
    own), planned by the runtime's own strategy whatever the main arena's is."""

    subgraph: int
    records: tuple[UsageRecord, ...]
    plan: Plan

    @property
    def footprint(self) -> int:
        return self.plan.footprint


def _plan_called(lifetimes: Lifetimes, runtime: Runtime, align: int) -> tuple[SubgraphPlan, ...]:
    """Each called subgraph's arena, for runtimes that give them arenas of their own."""
    strategy = get_strategy(runtime.default_strategy)
    plans = []
    for part in lifetimes.tail.called if lifetimes.tail is not None else ():
        plan = strategy.plan(part.records, align)
        validate_plan(part.records, plan, align)
        plans.append(SubgraphPlan(part.subgraph, part.records, plan))
    return tuple(plans)


@dataclass(frozen=True, repr=False)
class Analysis:
    """A model planned under one runtime's semantics: the library's main result.

    ``lifetimes`` holds the usage records (and the steps and warnings) the semantics
    derived; ``plans`` one validated :class:`PlanResult` per strategy, the runtime's own
    first (``primary``); ``naive_bytes`` and ``lower_bound_bytes`` the bounds every
    offset plan is judged against, and ``peak_time``/``peak_bytes`` where live memory
    peaks. ``offline`` describes the model's own offline plan when it has one;
    ``arena`` the whole arena the runtime needs (planned head plus what it allocates
    outside it), when the semantics models it and the runtime's plan is an offset plan;
    ``called`` the arenas of the subgraphs control-flow operators call, when the runtime
    gives them their own (LiteRT).
    ``runnability`` says whether the runtime would run the model at all, and where it would stop.
    ``left_out`` names the strategies of a set (``all``, a family) not planned because their
    searches would take minutes on this many records (a note says so).
    ``operator_order`` is set by callers that searched the operator order (see
    :mod:`tflite_memplan.reorder.rewrite`); ``reordered`` when the model was planned in that order.
    """

    graph: ModelGraph
    lifetimes: Lifetimes
    alignment: int
    plans: tuple[PlanResult, ...]
    naive_bytes: int
    lower_bound_bytes: int
    peak_time: int
    peak_bytes: int
    offline: OfflinePlan | None = None
    arena: Arena | None = None  # the whole arena when the runtime models it
    called: tuple[SubgraphPlan, ...] = ()
    operator_order: OrderResult | None = None  # when the caller searched the operator order
    reordered: bool = False  # planned with its operators in ``operator_order``'s order, not the stored one
    runnability: Runnability | None = None  # whether the runtime runs the model, when it can tell
    order_needed: int | None = None  # ``needed`` in ``operator_order``'s order, when that order is better
    left_out: tuple[str, ...] = ()  # strategies of a set too slow for this many records

    def __repr__(self) -> str:
        plans = ", ".join(f"{p.strategy}={p.footprint}" for p in self.plans)
        return (
            f"<Analysis {self.graph.path!r} {self.lifetimes.semantics}: {len(self.records)} buffers, "
            f"{plans}, lower bound {self.lower_bound_bytes}>"
        )

    @property
    def notes(self) -> tuple[str, ...]:
        """What a reader must know about these numbers: the semantics' warnings, and why
        the lower bound does not apply when the model's offline plan aliases buffers, and
        which strategies were left out."""
        notes = list(self.lifetimes.warnings)
        if self.offline is not None and self.offline.overlapping:
            notes.append(
                "the model's offline plan places some buffers over others that TFLM considers live at the same "
                "time (on purpose: an NPU operator's scratch areas, for example); the live-bytes lower bound "
                "assumes live buffers never share bytes, so it does not bound this plan"
            )
        if self.left_out:
            notes.append(left_out_note(self.left_out, len(self.records)))
        return tuple(notes)

    @property
    def lower_bound_applies(self) -> bool:
        """False when the model's offline plan overlaps live buffers on purpose."""
        return self.offline is None or not self.offline.overlapping

    @property
    def records(self) -> tuple[UsageRecord, ...]:
        return self.lifetimes.records

    @property
    def needed(self) -> int:
        """What a device must provide, the figure levers are judged by: the whole arena
        where the runtime models it (TFLM: the minimum ``tensor_arena``), else the plan's."""
        return self.arena.needed if self.arena is not None else self.primary.footprint

    @property
    def primary(self) -> PlanResult:
        return self.plans[0]

    def live_at_peak(self) -> list[UsageRecord]:
        """Records live at the peak step, largest first."""
        live = [r for r in self.records if r.first <= self.peak_time <= r.last]
        return sorted(live, key=lambda r: (-r.size, r.subgraph, r.tensor))

    def live_bytes(self) -> dict[int, int]:
        return live_bytes_by_step(self.records)

    @cached_property
    def shared_objects_bound(self) -> ObjectsBound:
        """The shared-objects lower bound and where it comes from, computed on first use
        (only comparisons of shared-object plans need it); the search stops early when it
        meets the best shared-objects plan here, which that proves optimal."""
        footprints = [p.footprint for p in self.plans if p.family == "shared_objects"]
        upper = min(footprints) if footprints else self.naive_bytes + 1
        return objects_lower_bound(self.records, upper)

    @property
    def shared_objects_lower_bound_bytes(self) -> int:
        return self.shared_objects_bound.bytes


def _plan_all(records: Sequence[UsageRecord], names: Sequence[str], align: int) -> list[PlanResult]:
    """Every named strategy's plan of ``records``, validated and timed."""
    results = []
    for name in names:
        strategy = get_strategy(name)
        start = time.perf_counter()
        plan = strategy.plan(records, align)
        elapsed = time.perf_counter() - start
        validate_once(records, plan, align)  # a kept plan best or exact already checked: once
        results.append(PlanResult(name, strategy.family, plan, elapsed, strategy.upstream))
    return results


#: The ``semantics`` of an analysis of records given as they are (:func:`analyze_records`).
GIVEN_RECORDS = "csv"


def analyze_records(
    records: Sequence[UsageRecord],
    source: str,
    strategies: Sequence[str],
    alignment: int = 1,
    *,
    optional: Collection[str] = (),
) -> Analysis:
    """Plan records given as they are — a MiniMalloc CSV's buffers, in file order —
    with ``strategies``: no model, so no runtime's rules; the analysis's semantics is
    :data:`GIVEN_RECORDS` and its graph an empty one named ``source``. Records with an
    ``offline_offset`` (the CSV's offset column) are pinned, as under TFLM. ``optional``:
    as :func:`analyze`.
    """
    if alignment < 1:
        raise MemplanError(f"alignment must be a positive number of bytes, got {alignment}")
    records = tuple(records)
    check_steps(records)
    lifetimes = Lifetimes(GIVEN_RECORDS, records)
    return _analysis(ModelGraph(source, ()), lifetimes, alignment, strategies, optional=optional)


def _analysis(
    graph: ModelGraph,
    lifetimes: Lifetimes,
    alignment: int,
    strategies: Sequence[str],
    runtime: Runtime | None = None,
    options: Mapping[str, Any] | None = None,
    optional: Collection[str] = (),
) -> Analysis:
    """Plan checked ``lifetimes`` with ``strategies`` and gather what every analysis
    reports (bounds, peak, offline plan); with a ``runtime``, its whole arena of the
    first plan, the called subgraphs' arenas and whether it runs the model too.
    ``optional``: strategies taken from a set, which too many records leave out (never the first)."""
    records = lifetimes.records
    dropped = left_out([n for n in strategies[1:] if n in optional], len(records))
    results = _plan_all(records, [n for n in strategies if n not in dropped], alignment)
    t, peak = peak_step(records)
    pinned = sum(1 for r in records if r.offline_offset is not None)
    arena = None
    called: tuple[SubgraphPlan, ...] = ()
    runnability = None
    if runtime is not None:
        called = _plan_called(lifetimes, runtime, alignment)
        if runtime.arena is not None and results[0].family == "offset":
            sizes = {c.subgraph: c.footprint for c in called}
            arena = runtime.arena(lifetimes, results[0].footprint, graph, sizes)
        runnability = runtime.runnable(graph, **(options or {})) if runtime.runnable is not None else None
    return Analysis(
        graph=graph,
        lifetimes=lifetimes,
        alignment=alignment,
        plans=tuple(results),
        naive_bytes=naive_bytes(records),
        lower_bound_bytes=offset_lower_bound(records, alignment),
        peak_time=t,
        peak_bytes=peak,
        offline=OfflinePlan(pinned, len(records), offline_overlaps(records)) if pinned else None,
        arena=arena,
        called=called,
        runnability=runnability,
        left_out=dropped,
    )


def analyze(
    graph: ModelGraph,
    semantics: str = DEFAULT_SEMANTICS,
    strategies: Sequence[str] | None = None,
    alignment: int | None = None,
    semantics_options: Mapping[str, Any] | None = None,
    *,
    optional: Collection[str] = (),
) -> Analysis:
    """Plan ``graph`` under ``semantics`` with ``strategies`` (default: the runtime's own).
    ``optional``: those taken from a set (``all``, a family), left out where their searches
    would take minutes on this many records (:attr:`Analysis.left_out`).

    Every plan is checked with :func:`validate_plan` before it is returned, so a
    planner bug surfaces as an error rather than as a wrong number.
    """
    runtime = get_runtime(semantics)
    align = runtime.default_alignment if alignment is None else alignment
    if align < 1:
        raise MemplanError(f"alignment must be a positive number of bytes, got {align}")
    options = dict(semantics_options or {})
    for option in sorted(set(options) - set(runtime.option_names)):
        owners = [rt.name for rt in option_owners(option)]
        where = f"; it applies to the {' and '.join(owners)} semantics" if owners else ""
        raise MemplanError(f"the {semantics} semantics has no option {option}{where}")
    lifetimes = runtime.lifetimes(graph, **options)
    check_steps(lifetimes.records)
    names = list(strategies or [runtime.default_strategy])
    return _analysis(graph, lifetimes, align, names, runtime, options, optional)
