"""Plans, and the one independent check every plan goes through.

Two families: an :class:`OffsetPlan` puts every record at a byte offset in one arena
(TFLite CPU, TFLite Micro); a :class:`SharedObjectsPlan` assigns every record to one
of a pool of shared buffers (the TFLite GPU delegate). :func:`validate_plan` knows
nothing of how a plan was made, so tests run it on every plan of every planner.
"""

from __future__ import annotations

import bisect
import heapq
import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from tflite_memplan.errors import PlanError
from tflite_memplan.records import UsageRecord, align_up, conflicts


@dataclass(frozen=True)
class OffsetPlan:
    """``offsets[i]`` is the byte offset of ``records[i]``; ``arena_size`` the span used."""

    offsets: tuple[int, ...]
    arena_size: int
    note: str = ""  # what a meta-strategy chose, e.g. "winner: greedy_by_size"

    @property
    def footprint(self) -> int:
        return self.arena_size


@dataclass(frozen=True)
class SharedObjectsPlan:
    """``object_of[i]`` is the shared object holding ``records[i]``; objects have sizes."""

    object_of: tuple[int, ...]
    object_sizes: tuple[int, ...]
    note: str = ""  # what a meta-strategy chose, e.g. "winner: greedy_by_breadth"

    @property
    def footprint(self) -> int:
        return sum(self.object_sizes)


Plan = OffsetPlan | SharedObjectsPlan


def object_starts(plan: SharedObjectsPlan, alignment: int = 1) -> tuple[int, ...]:
    """Where each shared object starts when the objects are laid end to end in id order,
    each start aligned (see :func:`objects_to_offsets`). O(m)."""
    starts: list[int] = []
    cursor = 0
    for size in plan.object_sizes:
        start = align_up(cursor, alignment)
        starts.append(start)
        cursor = start + size
    return tuple(starts)


def objects_to_offsets(records: Sequence[UsageRecord], plan: SharedObjectsPlan, alignment: int = 1) -> OffsetPlan:
    """Lay the shared objects of ``plan`` end to end in id order, each start aligned.

    This is how the TFLite GPU delegate turns a shared-objects assignment into one
    arena, and it lets both plan families be compared on one scale. Every record sits
    at its object's start; zero-byte records sit at 0 (they occupy nothing). The arena
    is the highest record end, so it equals the (aligned) sum of object sizes whenever
    each object is exactly as large as its largest record, as every planner here
    makes them. O(n + m), m the number of objects.
    """
    starts = object_starts(plan, alignment)
    offsets = tuple(starts[obj] if r.size else 0 for r, obj in zip(records, plan.object_of, strict=True))
    arena = max((off + r.size for r, off in zip(records, offsets, strict=True)), default=0)
    return OffsetPlan(offsets, arena)


def validate_plan(records: Sequence[UsageRecord], plan: Plan, alignment: int = 1) -> None:
    """Raise :class:`PlanError` unless ``plan`` is a correct plan for ``records``.

    Offset plans: one offset per record, non-negative, a multiple of ``alignment``
    (records with a fixed offline offset excepted: they sit where the model says,
    and may overlap each other, as Vela's scratch areas do),
    the arena exactly as large as the highest record end, and no two records
    that are live at a common step overlapping in bytes. Shared-objects plans: every
    object large enough for each record in it, and no two records of one object live
    at a common step. Cost: O(n log n) for most models (see :func:`_check_no_overlap`).
    """
    if isinstance(plan, OffsetPlan):
        _validate_offsets(records, plan, alignment)
    elif isinstance(plan, SharedObjectsPlan):
        _validate_objects(records, plan)
    else:  # pragma: no cover - defensive
        raise PlanError(f"not a plan: {type(plan).__name__}")


def _label(i: int, r: UsageRecord) -> str:
    return f"record {i} ({r.name or r.kind}, size {r.size}, steps {r.first}..{r.last})"


def _validate_offsets(records: Sequence[UsageRecord], plan: OffsetPlan, alignment: int) -> None:
    if len(plan.offsets) != len(records):
        raise PlanError(f"plan has {len(plan.offsets)} offsets for {len(records)} records")
    top = 0
    for i, (r, off) in enumerate(zip(records, plan.offsets, strict=True)):
        if off < 0:
            raise PlanError(f"{_label(i, r)} has negative offset {off}")
        if r.offline_offset is None and off % alignment:
            raise PlanError(f"{_label(i, r)} offset {off} is not a multiple of {alignment}")
        if r.offline_offset is not None and off != r.offline_offset:
            raise PlanError(f"{_label(i, r)} moved from its offline offset {r.offline_offset} to {off}")
        top = max(top, off + r.size)
    if top != plan.arena_size:
        raise PlanError(f"arena size {plan.arena_size} differs from the highest record end {top}")
    _check_no_overlap(records, plan.offsets)


def _check_no_overlap(records: Sequence[UsageRecord], offsets: Sequence[int]) -> None:
    """No two records live at a common step overlap in bytes, except two with offline
    offsets (a model's own plan may alias buffers on purpose).

    A sweep over first uses. The live records that may not overlap form disjoint byte
    ranges, kept sorted by offset: a new range meets one of them only if it meets the
    one starting last before its end, so each check is a binary search. Live offline
    records are checked one by one. O(n log n + n·p), p the most offline records live
    at once (0 for almost every model)."""
    starts: list[int] = []  # disjoint live ranges, by offset
    owners: list[int] = []
    pinned: list[int] = []
    expiry: list[tuple[int, int]] = []  # (last, record) of everything live
    for i in sorted(range(len(records)), key=lambda i: records[i].first):
        r = records[i]
        if r.size == 0:
            continue
        while expiry and expiry[0][0] < r.first:
            _, j = heapq.heappop(expiry)
            if records[j].offline_offset is not None:
                pinned.remove(j)
            else:
                k = bisect.bisect_left(starts, offsets[j])
                del starts[k], owners[k]
        a0, a1 = offsets[i], offsets[i] + r.size
        k = bisect.bisect_left(starts, a1) - 1
        clash = [owners[k]] if k >= 0 and offsets[owners[k]] + records[owners[k]].size > a0 else []
        if r.offline_offset is None:
            clash += [j for j in pinned if a0 < offsets[j] + records[j].size and offsets[j] < a1]
        if clash:
            j = min(clash)
            b0 = offsets[j]
            raise PlanError(
                f"{_label(i, r)} at [{a0}, {a1}) overlaps {_label(j, records[j])} "
                f"at [{b0}, {b0 + records[j].size}) while both are live"
            )
        if r.offline_offset is not None:
            pinned.append(i)
        else:
            k = bisect.bisect_left(starts, a0)
            starts.insert(k, a0)
            owners.insert(k, i)
        heapq.heappush(expiry, (r.last, i))


def _validate_objects(records: Sequence[UsageRecord], plan: SharedObjectsPlan) -> None:
    if len(plan.object_of) != len(records):
        raise PlanError(f"plan assigns {len(plan.object_of)} records, expected {len(records)}")
    members: dict[int, list[int]] = {}
    for i, (r, obj) in enumerate(zip(records, plan.object_of, strict=True)):
        if not 0 <= obj < len(plan.object_sizes):
            raise PlanError(f"{_label(i, r)} assigned to missing object {obj}")
        if plan.object_sizes[obj] < r.size:
            raise PlanError(f"{_label(i, r)} does not fit object {obj} of size {plan.object_sizes[obj]}")
        members.setdefault(obj, []).append(i)
    for obj, idx in members.items():
        idx.sort(key=lambda i: records[i].first)
        for a, b in itertools.pairwise(idx):
            if conflicts(records[a], records[b]):
                raise PlanError(
                    f"{_label(a, records[a])} and {_label(b, records[b])} share object {obj} while both are live"
                )
