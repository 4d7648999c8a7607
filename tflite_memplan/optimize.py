"""Apply a better plan: write tensor offsets into the model for TensorFlow Lite Micro.

TFLM reads an offline plan from the model's ``OfflineMemoryAllocation`` metadata: it
places those tensors at the given offsets first, then plans everything else — kernel
scratch buffers, which no metadata can hold — online around them with its greedy
planner. :func:`optimize` plans the model with the offset strategies, predicts for each
the head TFLM will use once its tensor offsets are pinned (memplan emulates the pinned
placement exactly) and keeps the smallest. What counts is the minimum ``tensor_arena``
the device declares, not the head: the model is written only when the minimum drops
(head + tail + the room AllocateTensors needs while it runs; a smaller head can leave it
where it was). The written model is parsed back and re-planned to check the prediction
before it is returned.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.model.metadata import MetadataError, set_metadata
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.schema import OFFLINE_PLAN_METADATA
from tflite_memplan.model.writer import offline_plan_metadata
from tflite_memplan.planners import OFFSET, PLANNERS
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.reorder.rewrite import DEFAULT_TIME_LIMIT, Reordered, reorder
from tflite_memplan.semantics.tflm.arena import TflmArena
from tflite_memplan.semantics.tflm.levers import PlanStructArena, TwoArenas, plan_struct_arena, two_arenas
from tflite_memplan.semantics.tflm.targets import get_target

#: Strategies tried; ``best`` is their minimum, so it is not tried again.
_CANDIDATES = tuple(name for name, s in PLANNERS.items() if s.family == OFFSET and name not in ("best", "naive"))


@dataclass(frozen=True)
class Optimized:
    """The outcome: ``data`` is the model to write — None when no plan beats TFLM's own
    (then ``after`` is None too) or, unless ``forced``, when the best one lowers the head
    but not the minimum ``tensor_arena`` (then ``after`` shows it)."""

    strategy: str  # the strategy whose tensor offsets were written
    before: Analysis  # the model as TFLM plans it without a plan of memplan's
    after: Analysis | None  # the written model, re-read and re-planned
    offsets: tuple[int, ...]  # one per tensor of all subgraphs; -1 = planned online
    data: bytes | None
    plan: OffsetPlan  # every buffer of ``before.records`` (scratch too) where TFLM will put it
    reordered: Reordered | None = None  # the operator order searched first (``optimize(reorder=True)``)
    #: the model as stored, planned with the offline plan it carries (``replace_plan``): what
    #: the new plan must beat and what a report shows as "before"
    as_stored: Analysis | None = None
    forced: bool = False  # written although the minimum does not drop

    @property
    def plan_struct(self) -> PlanStructArena | None:
        """The arena with ``plan`` compiled into the firmware (``--emit-c``) instead."""
        arena = self.before.arena
        if not isinstance(arena, TflmArena):
            return None
        target = get_target(arena.target)
        return plan_struct_arena(self.before.records, self.plan.arena_size, arena.tail, self.before.graph, target)

    @property
    def two_arenas(self) -> TwoArenas | None:
        """The persistent and non-persistent buffers the final model needs, when split."""
        return split_arenas(self.after if self.data is not None and self.after is not None else self.original)

    @property
    def original(self) -> Analysis:
        """The model as the user gave it, before any lever."""
        return self.reordered.before if self.reordered is not None else self.shown_before

    @property
    def minimum_drops(self) -> bool:
        return self.after is not None and self.after.needed < self.original.needed

    @property
    def shown_before(self) -> Analysis:
        """The model as the user has it: with its own offline plan, if it carries one."""
        return self.as_stored if self.as_stored is not None else self.before

    @property
    def head_before(self) -> int:
        return self.shown_before.primary.footprint

    @property
    def head_after(self) -> int:
        return self.after.primary.footprint if self.after is not None else self.head_before


def split_arenas(analysis: Analysis) -> TwoArenas | None:
    """The persistent and non-persistent buffers ``analysis``'s model needs under TFLM when
    the firmware gives it two arenas (None: not a TFLM analysis)."""
    arena = analysis.arena
    if not isinstance(arena, TflmArena):
        return None
    return two_arenas(analysis.records, arena.head, arena.tail, analysis.graph, get_target(arena.target))


def optimize(
    data: bytes,
    path: str = "<bytes>",
    *,
    strategy: str | None = None,
    replace_plan: bool = False,
    options: Mapping[str, Any] | None = None,
    reorder_first: bool = False,
    time_limit: float = DEFAULT_TIME_LIMIT,
    force: bool = False,
) -> Optimized:
    """Plan ``data`` and return it with the plan whose predicted TFLM head is smallest,
    to be written when it lowers the minimum ``tensor_arena`` (with ``force``, when it
    lowers the head).

    ``strategy`` limits the choice to one strategy (default: every offset strategy);
    ``replace_plan`` allows replacing an offline plan the model already carries;
    ``options`` are TFLM semantics options (``target``…) for the whole-arena figures;
    ``reorder_first`` first puts the operators in the order with the lowest peak
    (:func:`~tflite_memplan.reorder.rewrite.reorder`, searching up to ``time_limit`` seconds),
    then plans the reordered model; ``before`` is then the reordered model.
    """
    reordered = None
    if reorder_first:
        # the new order is one lever of several: judged below with the plan, on the minimum
        reordered = reorder(data, path, time_limit=time_limit, options=options, replace_plan=replace_plan, force=True)
        data = reordered.data if reordered.data is not None else data
    graph = parse_model(data, path)
    if graph.offline_offsets is not None and not replace_plan:
        raise MemplanError(f"{path} already carries an offline plan: replace it on purpose or keep it")
    # a plan carried into the reordered model was made for the old order: it must be replaced
    stale = reordered is not None and reordered.data is not None and graph.offline_offsets is not None
    opts = dict(options or {})
    as_stored = None if graph.offline_offsets is None or stale else analyze(graph, "tflm", semantics_options=opts)
    graph = dataclasses.replace(graph, offline_offsets=None)
    before = analyze(graph, "tflm", semantics_options=opts)
    names = _CANDIDATES if strategy in (None, "best") else (strategy,)
    if any(PLANNERS[n].family != OFFSET for n in names):
        raise MemplanError(f"{strategy} plans shared objects: optimize writes offsets (choose an offset strategy)")
    best: tuple[int, str, tuple[int, ...], OffsetPlan] | None = None
    for name in names:
        plan = PLANNERS[name](before.records, before.alignment)
        assert isinstance(plan, OffsetPlan)
        offsets = _tensor_offsets(graph, before, plan)
        placed = _pinned_plan(graph, before, offsets)
        if best is None or placed.arena_size < best[0]:
            best = (placed.arena_size, name, offsets, placed)
    assert best is not None
    head, name, offsets, placed = best
    to_beat = (as_stored or before).primary.footprint
    if head >= to_beat and not stale:
        own = before.primary.plan
        assert isinstance(own, OffsetPlan)
        if reordered is None or reordered.data is None:
            return Optimized(name, before, None, offsets, None, own, reordered, as_stored)
        # the new order alone is the gain
        result = Optimized(name, before, before, tuple([-1] * len(offsets)), data, own, reordered)
    else:
        try:
            written = set_metadata(data, OFFLINE_PLAN_METADATA, offline_plan_metadata(offsets))
        except MetadataError as e:
            raise MemplanError(f"{path}: cannot add an offline plan: {e}") from None
        after = analyze(parse_model(written, path), "tflm", semantics_options=opts)
        if after.primary.footprint != head:  # pragma: no cover - the emulation is exact
            raise MemplanError(f"{path}: the written plan re-reads as {after.primary.footprint} B, not {head} B")
        result = Optimized(name, before, after, offsets, written, placed, reordered, as_stored)
    if result.minimum_drops:
        return result
    return dataclasses.replace(result, data=result.data if force else None, forced=force)


def _first_index(graph: ModelGraph) -> list[int]:
    """Where each subgraph's tensors start in the offline plan's one list of all tensors."""
    base = [0]
    for sg in graph.subgraphs:
        base.append(base[-1] + len(sg.tensors))
    return base


def _tensor_offsets(graph: ModelGraph, analysis: Analysis, plan: OffsetPlan) -> tuple[int, ...]:
    """The plan's offset of every planned tensor, by index over all subgraphs; -1 elsewhere."""
    base = _first_index(graph)
    offsets = [-1] * graph.num_tensors
    for r, off in zip(analysis.records, plan.offsets, strict=True):
        if r.kind == "tensor" and r.tensor >= 0:
            offsets[base[r.subgraph] + r.tensor] = off
    return tuple(offsets)


def _pinned_plan(graph: ModelGraph, analysis: Analysis, offsets: tuple[int, ...]) -> OffsetPlan:
    """Where TFLM puts every buffer with ``offsets`` written: the tensors pinned, scratch online."""
    base = _first_index(graph)
    pinned = [
        dataclasses.replace(r, offline_offset=offsets[base[r.subgraph] + r.tensor])
        if r.kind == "tensor" and r.tensor >= 0 and offsets[base[r.subgraph] + r.tensor] >= 0
        else r
        for r in analysis.records
    ]
    return tflm_greedy(pinned)
