"""Lower the minimum ``tensor_arena`` TFLite Micro needs: try each lever, apply the best.

Three levers change the model, and :func:`optimize` tries each on the model as given,
then applies together, in this order, those that lower the minimum the device declares
(head + tail + the room AllocateTensors needs while it runs — a smaller head can leave
it where it was):

1. **unused subgraphs, operators and tensors removed** (:mod:`tflite_memplan.model.prune`):
   subgraphs after the last one the main subgraph runs (TFLM's interpreter runs subgraph 0
   only, yet allocates and prepares every subgraph), operators without side effects whose
   outputs nothing reads (each costs a node, its parameters and kernel data), tensors no
   operator uses (each an eval tensor, an allocation record while planning and, without
   data, a planned buffer); removing them changes no output;
2. **the operator order** (:func:`~tflite_memplan.reorder.rewrite.reorder`, when asked):
   the order with the lowest peak, searched once on the model as given (the rewrite
   changes no lifetime the order decides, so the same order, less the operators removed,
   serves both);
3. **the offline plan**: TFLM reads tensor offsets from the model's
   ``OfflineMemoryAllocation`` metadata, places those tensors first, then plans the
   rest (kernel scratch buffers) online around them. memplan plans with every offset
   strategy, predicts the head TFLM will use once the offsets are pinned (it emulates
   the pinned placement exactly) and keeps the smallest.

The model is written only when the minimum drops (``force``: whenever a lever changes
it); each written model is parsed back and re-planned, so every figure is memplan's for
that file. Three more levers are the firmware's, predicted for the model written (or
as given): the plan compiled in, two arenas and resource-variable slots sized to the
model, as the runtime predicts them (its ``levers`` hook: TFLM's
:class:`~tflite_memplan.semantics.base.FirmwareLevers`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tflite_memplan.analysis import Analysis, analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.model.metadata import MetadataError, set_metadata
from tflite_memplan.model.operator_order import reorder_operators
from tflite_memplan.model.prune import Pruned, prune_model
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.slots import OFFLINE_PLAN_METADATA, PLAN_BUILDS_METADATA
from tflite_memplan.model.writer import offline_plan_metadata
from tflite_memplan.planners import OFFSET, PLANNERS, left_out, left_out_note
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord
from tflite_memplan.reorder.rewrite import DEFAULT_TIME_LIMIT, Reordered, reorder
from tflite_memplan.semantics import get_runtime
from tflite_memplan.semantics.base import FirmwareLevers, PlanStruct, ResourceSlots, SplitArenas, UnusedCost
from tflite_memplan.semantics.order import is_fixed

#: Strategies tried; ``best`` is their minimum, so it is not tried again.
_CANDIDATES = tuple(name for name, s in PLANNERS.items() if s.family == OFFSET and name not in ("best", "naive"))

#: The model-level levers, in the order they are applied (JSON-stable names).
PRUNE, ORDER, PLAN = "unused_tensors", "operator_order", "offline_plan"


@dataclass(frozen=True)
class Lever:
    """One model-level lever tried alone on the model as given: ``after`` the model with
    it, planned (None: it finds nothing to change); ``applied`` whether the written model
    has it."""

    name: str  # PRUNE, ORDER or PLAN
    after: Analysis | None
    applied: bool


@dataclass(frozen=True)
class Optimized:
    """The outcome: ``data`` is the model to write — None when no lever lowers the
    minimum (unless ``forced``) or none changes the model (then ``after`` is None too)."""

    strategy: str  # the strategy whose tensor offsets were written
    before: Analysis  # the model the plan was made for (levers 1-2 applied), as TFLM plans it alone
    after: Analysis | None  # the written model, re-read and re-planned
    offsets: tuple[int, ...]  # one per tensor of all subgraphs; -1 = planned online
    data: bytes | None
    #: every buffer of ``before.records`` (scratch too) where TFLM will put it with the
    #: smallest plan there is, written or not (what ``--emit-c`` compiles in)
    plan: OffsetPlan
    reordered: Reordered | None = None  # the operator order searched (``optimize(reorder_first=True)``)
    #: the model as given, planned with the offline plan it carries, if any: what every
    #: lever must beat and what a report shows as "as given"
    given: Analysis | None = None
    forced: bool = False  # written although the minimum does not drop
    levers: tuple[Lever, ...] = ()  # each model-level lever alone, in the order they are applied
    pruned: Pruned | None = None  # the unused operators and tensors found (removed when that lever is applied)
    notes: tuple[str, ...] = ()  # levers that could not be tried, and why
    #: where ``plan`` comes from: "strategy" (``strategy``'s offsets), "stored" (the offline
    #: plan the model carries) or "tflm" (TFLM's own greedy plan)
    plan_source: str = "tflm"
    #: every build the model was optimized for, the first the one ``before``/``after`` are
    #: planned for, each with its minimum as given and as written: (name, given, written)
    builds: tuple[tuple[str, int, int], ...] = ()

    @property
    def original(self) -> Analysis:
        """The model as the user gave it, before any lever."""
        return self.given if self.given is not None else self.before

    @property
    def final(self) -> Analysis:
        """The model the firmware will run: the one written, or the one given."""
        return self.after if self.data is not None and self.after is not None else self.original

    @property
    def build(self) -> str:
        """The build the figures are predicted for (``tflm`` when the runtime names none)."""
        levers = firmware_levers(self.original)
        return levers.name if levers is not None else "tflm"

    @property
    def plan_struct(self) -> PlanStruct | None:
        """The arena with ``plan`` compiled into the firmware (``--emit-c``) instead."""
        levers = firmware_levers(self.before)
        return levers.plan_struct(self.plan.arena_size) if levers is not None else None

    @property
    def two_arenas(self) -> SplitArenas | None:
        """The persistent and non-persistent buffers the final model needs, when split."""
        return split_arenas(self.final)

    def for_firmware(self) -> tuple[PlanStruct, SplitArenas] | None:
        """The plan compiled in and two arenas with the resource-variable table sized to the
        model, as the ``--emit-c`` source creates it (None: the runtime offers no such levers)."""
        before, final = firmware_levers(self.before), firmware_levers(self.final)
        if before is None or final is None:
            return None
        return before.plan_struct(self.plan.arena_size, sized=True), final.two_arenas(sized=True)

    @property
    def resource_slots(self) -> ResourceSlots | None:
        """The final model with its resource-variable table sized to what it uses."""
        levers = firmware_levers(self.final)
        return levers.resource_slots() if levers is not None else None

    @property
    def unused_cost(self) -> UnusedCost | None:
        """What the unused tensors cost the model as given."""
        levers = firmware_levers(self.original)
        if self.pruned is None or levers is None:
            return None
        return levers.unused_cost(self.pruned.removed)

    @property
    def minimum_drops(self) -> bool:
        return self.after is not None and self.after.needed < self.original.needed

    @property
    def head_before(self) -> int:
        return self.original.primary.footprint

    @property
    def head_after(self) -> int:
        return self.after.primary.footprint if self.after is not None else self.head_before


def firmware_levers(analysis: Analysis) -> FirmwareLevers | None:
    """The firmware's levers for ``analysis``'s model, from its runtime (None: it offers none)."""
    hook = get_runtime(analysis.lifetimes.semantics).levers
    if hook is None or analysis.arena is None:
        return None
    return hook(analysis.arena, analysis.records, analysis.graph)


def split_arenas(analysis: Analysis) -> SplitArenas | None:
    """The persistent and non-persistent buffers ``analysis``'s model needs when the
    firmware gives it two arenas (None: the runtime offers no such lever)."""
    levers = firmware_levers(analysis)
    return levers.two_arenas() if levers is not None else None


@dataclass(frozen=True)
class _Planned:
    """The offline-plan lever on one model: ``written`` None when no plan beats TFLM's own
    head (and the model carries no stale plan that must go)."""

    before: Analysis  # the model without an offline plan, as TFLM plans it
    as_stored: Analysis | None  # with the offline plan it carries
    strategy: str
    offsets: tuple[int, ...]
    placed: OffsetPlan
    written: bytes | None
    after: Analysis | None


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
    prune: bool = True,
    builds: Sequence[Mapping[str, Any]] = (),
    record_builds: bool = True,
) -> Optimized:
    """Try each model-level lever on ``data`` and return the model with those that lower
    the minimum ``tensor_arena`` (with ``force``: with every lever that changes it).

    ``builds`` are further builds (TFLM options each, as ``options``) the written model
    must be no worse on: a lever that would raise the minimum on any of them is not
    applied, and a note says which build it would hurt. The builds an offline plan was
    chosen for are recorded in the model (:data:`PLAN_BUILDS_METADATA`), so that planning
    it for another build can say so (``record_builds`` False: not, the model then holds
    only what TFLM reads). O(levers × builds) analyses.

    ``strategy`` limits the offline plan to one strategy (default: every offset strategy);
    ``replace_plan`` allows replacing an offline plan the model already carries;
    ``options`` are TFLM semantics options (``target``…) for the whole-arena figures;
    ``reorder_first`` also searches the operator order with the lowest peak (up to
    ``time_limit`` seconds); ``prune`` removes the operators and tensors nothing uses.
    """
    graph = parse_model(data, path)
    if graph.offline_offsets is not None and not replace_plan:
        raise MemplanError(f"{path} already carries an offline plan: replace it on purpose or keep it")
    names = _CANDIDATES if strategy in (None, "best") else (strategy,)
    if any(PLANNERS[n].family != OFFSET for n in names):
        raise MemplanError(f"{strategy} plans shared objects: optimize writes offsets (choose an offset strategy)")
    opts = dict(options or {})
    given = analyze(graph, "tflm", semantics_options=opts)
    others = [dict(b) for b in builds]
    others_given = [analyze(graph, "tflm", semantics_options=o) for o in others]
    build_names = (_build_name(given), *(_build_name(a) for a in others_given))

    def needs(model: ModelGraph, primary: Analysis | None = None) -> tuple[int, ...]:
        """The minimum on every build (``primary``: the first build's analysis, if made)."""
        first = primary if primary is not None else analyze(model, "tflm", semantics_options=opts)
        return (first.needed, *(analyze(model, "tflm", semantics_options=o).needed for o in others))

    def verdict(lever: str, new: tuple[int, ...]) -> bool:
        """Whether ``lever`` is applied: for several builds never when it raises one's
        minimum (a note says which), else when it lowers one (or ``force``)."""
        hurt = [(n, c, m) for n, c, m in zip(build_names, needed, new, strict=True) if m > c and others]
        if hurt:
            n, c, m = hurt[0]
            notes.append(f"{lever}: not applied: it would raise the minimum on {n} ({c:,} B → {m:,} B)")
            return False
        return any(m < c for c, m in zip(needed, new, strict=True)) or force

    levers: list[Lever] = []
    notes: list[str] = []
    dropped = left_out(names, len(given.records)) if names is _CANDIDATES else ()  # a strategy named runs
    if dropped:
        names = tuple(n for n in names if n not in dropped)
        notes.append(f"offline plan: {left_out_note(dropped, len(given.records))}")
    current = data
    needed = given_needs = (given.needed, *(a.needed for a in others_given))

    pruned = None
    if prune:
        # operators that may act beyond their outputs (state, calls, custom code) stay
        keep = {(sg.index, op.index) for sg in graph.subgraphs for op in sg.operators if is_fixed(sg, op)}
        try:
            found = prune_model(data, keep, _kept_subgraphs(graph))
        except MetadataError as e:
            found = None
            notes.append(f"unused tensors: not removed ({e})")
        if found is not None and (found.count or found.operator_count or found.subgraphs):
            pruned = found
            pruned_graph = parse_model(found.data, path)
            pruned_alone = analyze(pruned_graph, "tflm", semantics_options=opts)
            new = needs(pruned_graph, pruned_alone)
            applied = verdict(_LEVER_NAMES[PRUNE], new)
            levers.append(Lever(PRUNE, pruned_alone, applied))
            if applied:
                current, needed = found.data, new

    reordered = None
    if reorder_first:
        try:
            reordered = reorder(data, path, time_limit=time_limit, options=opts, replace_plan=replace_plan, force=True)
        except MemplanError as e:
            notes.append(f"operator order: not searched ({e})")
        if reordered is not None and (reordered.after is None or reordered.data is None):
            levers.append(Lever(ORDER, None, False))
        elif reordered is not None and reordered.after is not None:
            dead = pruned.operators[0] if pruned is not None and pruned.operators and current is pruned.data else ()
            changed = _reorder(current, _without(reordered.order, dead), path)
            new = needs(_without_plan(parse_model(changed, path)))
            applied = verdict(_LEVER_NAMES[ORDER], new)
            levers.append(Lever(ORDER, reordered.after, applied))
            if applied:
                current, needed = changed, new

    # a plan carried into a new order was made for the old one: it must be replaced
    stale = graph.offline_offsets is not None and any(lv.name == ORDER and lv.applied for lv in levers)
    alone = _plan(data, path, opts, names, stale=False)
    planned = alone if current is data else _plan(current, path, opts, names, stale=stale)
    plan_applied = False
    if planned.written is not None and planned.after is not None:
        new = needs(parse_model(planned.written, path), planned.after)
        plan_applied = stale or verdict(_LEVER_NAMES[PLAN], new)
        if plan_applied:
            # the builds it was chosen for, in the model, for whoever plans it for another
            current = _with_builds(planned.written, build_names, path) if record_builds else planned.written
            needed = new
    levers.append(Lever(PLAN, alone.after, plan_applied))
    # the plan compiled in takes every offset from the firmware: the best plan serves it,
    # whether or not its offsets are worth writing into the model — memplan's, or the one
    # the model carries, or TFLM's own
    own = (planned.as_stored or planned.before).primary.plan
    assert isinstance(own, OffsetPlan)
    offsets = planned.offsets if plan_applied else tuple([-1] * len(planned.offsets))
    ours = planned.placed.arena_size < own.arena_size
    placed = planned.placed if ours else own
    source = "strategy" if ours else "stored" if planned.as_stored is not None else "tflm"
    result = Optimized(
        planned.strategy,
        planned.before,
        None,
        offsets,
        None,
        placed,
        reordered,
        given,
        False,
        tuple(levers),
        pruned,
        tuple(notes),
        source,
        tuple(zip(build_names, given_needs, needed, strict=True)),
    )
    if current is data:
        return result
    after = analyze(parse_model(current, path), "tflm", semantics_options=opts)
    result = dataclasses.replace(result, after=after, data=current)
    if result.minimum_drops:
        return result
    return dataclasses.replace(result, data=current if force else None, forced=force)


#: How a note names each lever.
_LEVER_NAMES = {PRUNE: "unused tensors", ORDER: "operator order", PLAN: "offline plan"}


def _build_name(analysis: Analysis) -> str:
    """The build ``analysis`` is planned for, by name."""
    levers = firmware_levers(analysis)
    return levers.name if levers is not None else "tflm"


def _with_builds(data: bytes, names: Sequence[str], path: str) -> bytes:
    """``data`` with the builds its offline plan was chosen for recorded beside it."""
    try:
        return set_metadata(data, PLAN_BUILDS_METADATA, ",".join(names).encode())
    except MetadataError as e:  # pragma: no cover - the plan itself was just written the same way
        raise MemplanError(f"{path}: cannot record the plan's builds: {e}") from None


def _kept_subgraphs(graph: ModelGraph) -> set[int]:
    """The subgraphs the rewrite must keep: those TFLM runs — the main one and those its
    operators call, transitively (its interpreter invokes subgraph 0 only) — and, since
    only trailing subgraphs are dropped, every one before the last of them and what those
    call in turn (TFLM prepares them all). O(subgraphs + operators)."""
    seen, stack = {0}, [0]
    while stack:
        for op in graph.subgraphs[stack.pop()].operators:
            for callee in op.called_subgraphs:
                if callee not in seen:
                    seen.add(callee)
                    stack.append(callee)
    last, checked = max(seen), 0
    while checked <= last:
        for op in graph.subgraphs[checked].operators:
            last = max(last, *op.called_subgraphs) if op.called_subgraphs else last
        checked += 1
    return set(range(last + 1))


def _without_plan(graph: ModelGraph) -> ModelGraph:
    """``graph`` without its offline plan: itself when it has none, so that what was
    derived from it (its lifetimes, remembered by object) serves again."""
    return graph if graph.offline_offsets is None else dataclasses.replace(graph, offline_offsets=None)


def _without(order: tuple[int, ...], dead: tuple[int, ...]) -> tuple[int, ...]:
    """``order`` of the main subgraph's operators with the ``dead`` ones removed and the rest
    renumbered as the rewrite renumbers them (a dataflow order stays one without them)."""
    gone = set(dead)
    new = {o: k for k, o in enumerate(o for o in range(len(order)) if o not in gone)}
    return tuple(new[o] for o in order if o not in gone)


def _reorder(data: bytes, order: tuple[int, ...], path: str) -> bytes:
    """``data`` (the model as given, or rewritten: the same operators, less the dead ones
    ``order`` no longer names) in ``order``."""
    try:
        return reorder_operators(data, 0, order)
    except MetadataError as e:
        raise MemplanError(f"{path}: cannot reorder: {e}") from None


def _plan(data: bytes, path: str, opts: dict[str, Any], names: tuple[str, ...], *, stale: bool) -> _Planned:
    """The offline-plan lever on ``data``: the strategy whose pinned head is smallest,
    written when it beats the head TFLM gets without it (or the plan the model carries);
    ``stale``: the carried plan was made for another order and must be replaced."""
    graph = parse_model(data, path)
    as_stored = None if graph.offline_offsets is None or stale else analyze(graph, "tflm", semantics_options=opts)
    graph = _without_plan(graph)
    before = analyze(graph, "tflm", semantics_options=opts)
    best: tuple[int, str, tuple[int, ...], OffsetPlan] | None = None
    tried: set[tuple[int, ...]] = set()
    for name in names:
        plan = PLANNERS[name](before.records, before.alignment)
        assert isinstance(plan, OffsetPlan)
        offsets = _tensor_offsets(graph, before, plan)
        if offsets in tried:  # ``exact`` past its size limit returns a heuristic's plan
            continue
        tried.add(offsets)
        placed = _pinned_plan(graph, before, offsets)
        if best is None or placed.arena_size < best[0]:
            best = (placed.arena_size, name, offsets, placed)
    assert best is not None
    head, name, offsets, placed = best
    if head >= (as_stored or before).primary.footprint and not stale:
        return _Planned(before, as_stored, name, offsets, placed, None, None)
    try:
        written = set_metadata(data, OFFLINE_PLAN_METADATA, offline_plan_metadata(offsets))
    except MetadataError as e:
        raise MemplanError(f"{path}: cannot add an offline plan: {e}") from None
    after = analyze(parse_model(written, path), "tflm", semantics_options=opts)
    if after.primary.footprint != head:  # pragma: no cover - the emulation is exact
        raise MemplanError(f"{path}: the written plan re-reads as {after.primary.footprint} B, not {head} B")
    return _Planned(before, as_stored, name, offsets, placed, written, after)


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
    """Where TFLM puts every buffer with ``offsets`` written: the tensors pinned, scratch
    online. The planner reads a record's size, steps and offline offset only, so only
    those are copied (a model's every tensor, for each strategy tried)."""
    base = _first_index(graph)
    pinned = [
        UsageRecord(r.size, r.first, r.last, offline_offset=offsets[base[r.subgraph] + r.tensor])
        if r.kind == "tensor" and r.tensor >= 0 and offsets[base[r.subgraph] + r.tensor] >= 0
        else r
        for r in analysis.records
    ]
    return tflm_greedy(pinned)
