"""One call from a model graph to plans and bounds: the library's front door.

``analyze(graph, semantics="tflm")`` derives the usage records under a runtime's
semantics, runs the requested planners (the runtime's own by default), validates
every plan, and computes the bounds reports compare against.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from tflite_memplan.bounds import (
    live_bytes_by_step,
    naive_bytes,
    offset_lower_bound,
    peak_step,
    shared_objects_lower_bound,
)
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.planners import get_strategy
from tflite_memplan.plans import Plan, validate_plan
from tflite_memplan.records import UsageRecord
from tflite_memplan.semantics import SEMANTICS, Lifetimes, Semantics


@dataclass(frozen=True)
class PlanResult:
    strategy: str
    family: str
    plan: Plan
    seconds: float

    @property
    def footprint(self) -> int:
        return self.plan.footprint


@dataclass(frozen=True)
class Analysis:
    graph: ModelGraph
    lifetimes: Lifetimes
    alignment: int
    plans: tuple[PlanResult, ...]
    naive_bytes: int
    lower_bound_bytes: int
    peak_time: int
    peak_bytes: int

    @property
    def records(self) -> tuple[UsageRecord, ...]:
        return self.lifetimes.records

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
    def shared_objects_lower_bound_bytes(self) -> int:
        """Computed on first use: only comparisons of shared-object plans need it."""
        return shared_objects_lower_bound(self.records)


def get_semantics(name: str) -> Semantics:
    """The semantics registered under ``name``, with an error that lists the valid names."""
    try:
        return SEMANTICS[name]
    except KeyError:
        raise MemplanError(f"unknown semantics {name!r}; choose from: {', '.join(SEMANTICS)}") from None


def analyze(
    graph: ModelGraph,
    semantics: str = "tflm",
    strategies: Sequence[str] | None = None,
    alignment: int | None = None,
    semantics_options: Mapping[str, Any] | None = None,
) -> Analysis:
    """Plan ``graph`` under ``semantics`` with ``strategies`` (default: the runtime's own).

    Every plan is checked with :func:`validate_plan` before it is returned, so a
    planner bug surfaces as an error rather than as a wrong number.
    """
    sem = get_semantics(semantics)
    align = sem.default_alignment if alignment is None else alignment
    if align < 1:
        raise MemplanError(f"alignment must be a positive number of bytes, got {align}")
    options = dict(semantics_options or {})
    unknown = set(options) - set(sem.options)
    if unknown:
        raise MemplanError(f"semantics {semantics!r} has no option {', '.join(sorted(unknown))}")
    lifetimes = sem.build(graph, **options)
    records = lifetimes.records
    names = list(strategies) if strategies else [sem.default_strategy]
    results = []
    for name in names:
        strategy = get_strategy(name)
        start = time.perf_counter()
        plan = strategy.plan(records, align)
        elapsed = time.perf_counter() - start
        validate_plan(records, plan, align)
        results.append(PlanResult(name, strategy.family, plan, elapsed))
    t, peak = peak_step(records)
    return Analysis(
        graph=graph,
        lifetimes=lifetimes,
        alignment=align,
        plans=tuple(results),
        naive_bytes=naive_bytes(records),
        lower_bound_bytes=offset_lower_bound(records),
        peak_time=t,
        peak_bytes=peak,
    )
