"""Two ways firmware can hand TFLite Micro its memory other than one arena and TFLM's own
planner, and what each needs (predicted from the allocator's sources; see the report for
what was measured).

- **The plan compiled in** (``NonPersistentMemoryPlannerShim`` with the ``BufferPlan``
  ``memplan optimize --emit-c`` writes): the firmware creates the planner, so no
  ``GreedyMemoryPlanner`` object lives in the arena and no planner bookkeeping is needed
  while planning. The shim reports a planned size of 0, so TFLM reserves no head and
  does not notice an arena too small for the plan: the safe minimum is the plan's head +
  the tail (or the room planning needs, whichever is larger), which TFLM cannot check.
- **Two arenas** (``MicroAllocator::Create`` with a persistent and a non-persistent
  buffer): everything persistent — the allocator objects, the planner, the tail — goes to
  one; the planned head and the temporary room AllocateTensors needs to the other, so the
  persistent part can live in slower RAM. The persistent buffer starts with its own
  allocator object and the non-persistent allocator's; there is no single-arena allocator.
- **Resource-variable slots sized to the model** (``MicroResourceVariables::Create(allocator,
  n)``): the application picks ``n``; the table costs a header and one slot per ``n`` in
  the tail, used or not. The model needs one per distinct (container, shared name) its
  VAR_HANDLE operators name, none without VAR_HANDLE (then pass no table at all).
- **Unused operators and tensors removed** (``model/prune.py``; a removed operator's node,
  parameters and kernel data are the tail's per-operator costs): what each tensor nothing uses costs —
  its eval-tensor struct in the tail, its allocation record while planning and, when
  TFLM plans it (no data, not a variable), the planner's bookkeeping for one more buffer
  (and the head, when it is larger than the plan at its lifetime -1). Buffers and
  strings cost no arena: eval tensors point into the flatbuffer, and TFLM reads no
  tensor name and no metadata but its offline plan and compression tables.

O(records + tensors + operators) each.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.base import Arena
from tflite_memplan.semantics.tflm.arena import Moment, TflmArena, busiest_moment
from tflite_memplan.semantics.tflm.tail import TailAllocation, TailPlan, replay, resource_variable_count, tflm_tail
from tflite_memplan.semantics.tflm.targets import BUFFER_ALIGNMENT, Build


@dataclass(frozen=True)
class PlanStructArena:
    """One arena with the plan compiled in: ``minimum`` is the smallest safe arena."""

    head: int
    tail: int
    busiest: Moment

    @property
    def minimum(self) -> int:
        return align_up(max(self.head + self.tail, self.busiest.bytes), BUFFER_ALIGNMENT)

    def document(self) -> dict[str, Any]:
        return {"head": self.head, "tail": self.tail, "minimum": self.minimum}


@dataclass(frozen=True)
class TwoArenas:
    """The two buffers' smallest sizes: ``persistent`` (the tail and the allocator objects)
    and ``non_persistent`` (the head, or the room AllocateTensors needs, if larger)."""

    persistent: int
    head: int
    busiest: Moment

    @property
    def non_persistent(self) -> int:
        return align_up(max(self.head, self.busiest.bytes), BUFFER_ALIGNMENT)

    @property
    def total(self) -> int:
        return self.persistent + self.non_persistent

    def document(self) -> dict[str, Any]:
        return {"persistent": self.persistent, "non_persistent": self.non_persistent, "total": self.total}


def _with_runtime(tail: TailPlan, objects: Iterable[TailAllocation]) -> TailPlan:
    """``tail`` with other allocator objects in front, replayed (which sets every ``used``)."""
    rest = [a for a in tail.allocations if a.category != "runtime_objects"]
    return dataclasses.replace(tail, allocations=replay([*objects, *rest]))


def plan_struct_arena(
    records: tuple[UsageRecord, ...], head: int, tail: TailPlan, graph: ModelGraph, target: Build
) -> PlanStructArena:
    """The arena with the plan compiled in (the shim): the single-arena allocator and the
    micro allocator as before, no planner object, no planner bookkeeping."""
    objects = [a for a in tail.allocations if a.category == "runtime_objects" and a.what != "greedy memory planner"]
    shim_tail = _with_runtime(tail, objects)
    busiest = busiest_moment(records, shim_tail, graph, target, greedy_planner=False)
    return PlanStructArena(head, shim_tail.bytes, busiest)


def two_arenas(
    records: tuple[UsageRecord, ...], head: int, tail: TailPlan, graph: ModelGraph, target: Build
) -> TwoArenas:
    """The persistent and non-persistent buffers' smallest sizes."""
    objects = []
    for struct, what in (
        ("persistent_arena_allocator", "persistent arena allocator"),
        ("non_persistent_arena_allocator", "non-persistent arena allocator"),
        ("planner", "greedy memory planner"),
        ("micro_allocator", "micro allocator"),
    ):
        size, align = target.size(struct)
        objects.append(TailAllocation("runtime_objects", what, size, align))
    persistent = _with_runtime(tail, objects)
    busiest = busiest_moment(records, None, graph, target)
    # the persistent buffer's end is aligned down to 16 before anything is placed
    return TwoArenas(align_up(persistent.bytes, BUFFER_ALIGNMENT), head, busiest)


@dataclass(frozen=True)
class ResourceSlots:
    """The resource-variable table with ``slots`` (what the figures assume the application
    creates) and sized to the ``needed`` slots the model uses: ``minimum`` is the arena then."""

    slots: int
    needed: int
    minimum: int

    def document(self) -> dict[str, Any]:
        return {"slots": self.slots, "needed": self.needed, "minimum": self.minimum}


def sized_resource_variables(
    records: tuple[UsageRecord, ...], head: int, tail: TailPlan, graph: ModelGraph, target: Build
) -> ResourceSlots:
    """The minimum with the resource-variable table sized to the model's own count (no
    table when it has no VAR_HANDLE); ``tail`` is the tail as configured."""
    sized = sized_tail(records, tail, graph, target)
    busiest = busiest_moment(records, sized, graph, target)
    minimum = align_up(max(head + sized.bytes, busiest.bytes), BUFFER_ALIGNMENT)
    return ResourceSlots(tail.resource_variable_slots, sized.resource_variable_slots, minimum)


def sized_tail(records: tuple[UsageRecord, ...], tail: TailPlan, graph: ModelGraph, target: Build) -> TailPlan:
    """``tail`` with the resource-variable table the model needs (its own count of
    resources), as the ``--emit-c`` source creates it."""
    needed = resource_variable_count(graph)
    if needed == tail.resource_variable_slots:
        return tail
    return tflm_tail(graph, records, target, recording=tail.recording, resource_variables=needed)


@dataclass(frozen=True)
class UnusedTensorCost:
    """What the tensors nothing uses cost, part by part (before alignment): ``tail`` their
    eval-tensor structs and, for variables, their buffers; ``planning`` their allocation
    records and the planner's bookkeeping for those TFLM plans; ``planned`` how many it plans."""

    tensors: int
    planned: int
    tail: int
    planning: int


def unused_tensor_cost(
    graph: ModelGraph, removed: tuple[tuple[int, ...], ...], records: tuple[UsageRecord, ...], target: Build
) -> UnusedTensorCost:
    """The cost of the tensors ``removed`` lists per subgraph (by index as stored)."""
    eval_tensor, _ = target.size("eval_tensor")
    info, _ = target.size("allocation_info")
    gone = {(s, t) for s, ts in enumerate(removed) for t in ts}
    planned = sum(1 for r in records if r.kind == "tensor" and (r.subgraph, r.tensor) in gone)
    variables = sum(
        align_up(t.nbytes or 0, BUFFER_ALIGNMENT)
        for s, t in ((s, graph.subgraphs[s].tensors[t]) for s, t in gone)
        if t.is_variable and not t.has_data
    )
    return UnusedTensorCost(
        len(gone),
        planned,
        eval_tensor * len(gone) + variables,
        info * len(gone) + target.planner_bytes_per_buffer * planned,
    )


@dataclass(frozen=True)
class TflmLevers:
    """The firmware's levers for one model planned under TFLM (``Runtime.levers``): each
    figure for the arena's target, from the model's ``records`` and ``graph``."""

    arena: TflmArena
    records: tuple[UsageRecord, ...]
    graph: ModelGraph

    @property
    def name(self) -> str:
        return self.arena.target

    def _target(self) -> Build:
        return self.arena.build

    def _tail(self, sized: bool) -> TailPlan:
        """The tail as configured, or with the resource-variable table sized to the model."""
        return sized_tail(self.records, self.arena.tail, self.graph, self._target()) if sized else self.arena.tail

    def plan_struct(self, head: int, *, sized: bool = False) -> PlanStructArena:
        return plan_struct_arena(self.records, head, self._tail(sized), self.graph, self._target())

    def two_arenas(self, *, sized: bool = False) -> TwoArenas:
        return two_arenas(self.records, self.arena.head, self._tail(sized), self.graph, self._target())

    def resource_slots(self) -> ResourceSlots:
        return sized_resource_variables(self.records, self.arena.head, self.arena.tail, self.graph, self._target())

    def unused_cost(self, removed: tuple[tuple[int, ...], ...]) -> UnusedTensorCost:
        return unused_tensor_cost(self.graph, removed, self.records, self._target())


def firmware_levers(arena: Arena, records: tuple[UsageRecord, ...], graph: ModelGraph) -> TflmLevers | None:
    """TFLM's ``levers`` hook: the firmware's levers for a model whose arena is ``arena``."""
    return TflmLevers(arena, records, graph) if isinstance(arena, TflmArena) else None
