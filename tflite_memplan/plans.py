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

import numpy as np

from tflite_memplan.errors import PlanError
from tflite_memplan.recall import recall
from tflite_memplan.records import UsageRecord, align_up, conflicts, distinct, tree_leaves


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
    at a common step. Cost: O(n log n) on every plan (see :func:`_check_no_overlap`).
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
    if not _offsets_fine(records, plan, alignment):
        _check_offsets(records, plan, alignment)
    _check_no_overlap(records, plan.offsets)


def _offsets_fine(records: Sequence[UsageRecord], plan: OffsetPlan, alignment: int) -> bool:
    """:func:`_check_offsets`' checks at once in numpy: True when every offset passes
    and the arena is the highest end; False when one fails, or a value could pass
    int64 (then the Python check decides, and names the record). O(n)."""
    try:
        offset = np.array(plan.offsets, np.int64)
        size = np.array([r.size for r in records], np.int64)
        fixed = np.array([-1 if r.offline_offset is None else r.offline_offset for r in records], np.int64)
    except OverflowError:
        return False
    if not len(offset):
        return plan.arena_size == 0
    if offset.max() >= 2**62 or size.max() >= 2**62 or not 1 <= alignment < 2**62:
        return False
    pinned = fixed >= 0
    return bool(
        (offset >= 0).all()
        and (offset[~pinned] % alignment == 0).all()
        and (offset[pinned] == fixed[pinned]).all()
        and max(int((offset + size).max()), 0) == plan.arena_size
    )


def _check_offsets(records: Sequence[UsageRecord], plan: OffsetPlan, alignment: int) -> None:
    """Raise :class:`PlanError` on the first record whose offset is wrong, or on an
    arena that is not the highest end. O(n) in Python."""
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


def pairs_live_together(firsts: Sequence[int], lasts: Sequence[int], most: int) -> tuple[np.ndarray, np.ndarray] | None:
    """Every pair of records live at a common step, once, as two arrays of positions;
    ``None`` when there are more than ``most`` pairs, or steps past int64.

    With the records by first step, each pair is listed from the one that starts first
    (the earlier listed among equal starts): it is followed by those that start within
    its interval. O(n log n + pairs) in numpy."""
    try:
        first = np.array(firsts, np.int64)
        last = np.array(lasts, np.int64)
    except OverflowError:
        return None
    n = len(first)
    order = np.argsort(first, kind="stable")
    # Positions p + 1 .. after[p] - 1 (by first step) start within p's interval.
    counts = np.searchsorted(first[order], last[order], "right") - np.arange(1, n + 1)
    pairs = int(counts.sum())
    if pairs > most:
        return None
    early = np.repeat(np.arange(n), counts)
    late = np.arange(pairs) - np.repeat(np.cumsum(counts) - counts, counts) + early + 1
    return order[early], order[late]


@recall(keep=1)
def record_pairs(records: Sequence[UsageRecord], per_record: int) -> tuple[np.ndarray, np.ndarray] | None:
    """:func:`pairs_live_together` over every record, at most ``per_record`` pairs a
    record on average. Remembered for the last records (one set: at most 16 pairs a
    record, 26 MB at 100,000 records): ``best``'s greedies list them and its winner's
    check reads them again. The arrays are shared: read only."""
    return pairs_live_together([r.first for r in records], [r.last for r in records], per_record * len(records))


#: Plans are checked pair by pair, in numpy, while their records live together in at
#: most this many pairs per record; else by the sweep of :func:`_check_no_overlap`. The
#: greedy offset planners list pairs up to the same bound, so :func:`record_pairs`
#: lists them once for a planner and the check of its plan.
PAIRS_PER_RECORD = 16


def _overlap_free(records: Sequence[UsageRecord], offsets: Sequence[int]) -> bool:
    """True when no two records (of bytes) live together overlap in bytes, two pinned
    ones excepted, checked on every such pair at once, or where there are too many pairs
    and none is pinned, at every step where a record starts (:func:`_disjoint_where_they_start`);
    False when some overlap, or when both would list too much (then the sweep decides,
    and names the records)."""
    sized = [i for i, r in enumerate(records) if r.size]
    if len(sized) == len(records):  # all of them: the pairs a planner may have listed already
        found = record_pairs(records, PAIRS_PER_RECORD)
    else:
        found = pairs_live_together(
            [records[i].first for i in sized], [records[i].last for i in sized], PAIRS_PER_RECORD * len(sized)
        )
    try:
        start = np.array([offsets[i] for i in sized], np.int64)
        end = start + np.array([records[i].size for i in sized], np.int64)
    except OverflowError:
        return False
    pinned = np.array([records[i].offline_offset is not None for i in sized], bool)
    if found is None:
        if pinned.any():
            return False
        try:
            first = np.array([records[i].first for i in sized], np.int64)
            last = np.array([records[i].last for i in sized], np.int64)
        except OverflowError:
            return False
        return bool(_disjoint_where_they_start(first, last, start, end, PAIRS_PER_RECORD * len(sized)))
    a, b = found
    return not ((start[a] < end[b]) & (start[b] < end[a]) & ~(pinned[a] & pinned[b])).any()


def _disjoint_where_they_start(
    first: np.ndarray, last: np.ndarray, start: np.ndarray, end: np.ndarray, most: int
) -> bool | None:
    """Whether the byte ranges ``[start, end)`` (none empty) of the records live at each
    step where some record starts are disjoint; None when those number more than
    ``most`` in all (one operator's thousands of operands made one by one).

    Two records live together are both live where the later of them starts, so this
    covers every pair; and among ranges sorted by start, two overlap only if some range
    overlaps the next one (it starts no later than the second of the two, so below the
    first one's end). Where many records live at a few steps (one operator reading
    thousands of graph inputs) that is O(n log n) in numpy, where listing the pairs
    would be quadratic. O(L log L), L the records live at those steps summed over them."""
    steps = distinct(first)
    at = np.searchsorted(steps, first)  # the step where each record starts, as an index
    count = np.searchsorted(steps, last, "right") - at  # the steps it is live at
    total = int(count.sum())
    if total > most:
        return None
    record = np.repeat(np.arange(len(first)), count)
    step = np.arange(total) - np.repeat(np.cumsum(count) - count, count) + at[record]
    order = np.lexsort((start[record], step))
    step, low, high = step[order], start[record][order], end[record][order]
    return not ((step[1:] == step[:-1]) & (low[1:] < high[:-1])).any()


def _check_no_overlap(records: Sequence[UsageRecord], offsets: Sequence[int]) -> None:
    """No two records live at a common step overlap in bytes, except two with offline
    offsets (a model's own plan may alias buffers on purpose).

    A sweep over first uses, records leaving once their last step is passed (a heap).
    A new range [a0, a1) meets a live one iff some live range starts below a1 and ends
    above a0, i.e. iff the largest end among live ranges starting below a1 exceeds a0;
    :class:`_LiveRanges` answers that in O(log n) (a max-tree over the records' offsets),
    one for records placed by the planner and one for offline ones, which may overlap
    each other but nothing else. O(n log n) whatever the plan, however many records
    are live at once, offline or not. Where records meet few others in time, every
    pair is checked at once in numpy first (:func:`_overlap_free`); the sweep then runs
    only on a plan that fails, to name the records."""
    if _overlap_free(records, offsets):
        return
    order = sorted((i for i in range(len(records)) if records[i].size), key=lambda i: records[i].first)
    placed = [i for i in order if records[i].offline_offset is None]
    free: _LiveRanges | _SortedRanges
    if _most_live(records, placed) <= _FEW_LIVE:
        free = _SortedRanges(records, offsets)
    else:
        free = _LiveRanges(records, offsets, placed)
    pinned = _LiveRanges(records, offsets, [i for i in order if records[i].offline_offset is not None])
    expiry: list[tuple[int, int]] = []  # (last, record) of everything live
    for i in order:
        r = records[i]
        while expiry and expiry[0][0] < r.first:
            _, j = heapq.heappop(expiry)
            (free if records[j].offline_offset is None else pinned).remove(j)
        a0, a1 = offsets[i], offsets[i] + r.size
        if r.offline_offset is None:
            if free.reach(a1) > a0 or (pinned.live and pinned.reach(a1) > a0):
                _overlap(records, offsets, i, free, pinned)
            free.add(i)
        else:
            if free.reach(a1) > a0:
                _overlap(records, offsets, i, free, None)
            pinned.add(i)
        heapq.heappush(expiry, (r.last, i))


#: At most this many placed records live at once, the sweep keeps their ranges in a plain
#: sorted list (an insertion moves at most this many entries, in C); more, in a max-tree.
_FEW_LIVE = 2048


def _most_live(records: Sequence[UsageRecord], members: Sequence[int]) -> int:
    """The most of ``members`` live at one step. O(n log n)."""
    if not members:
        return 0
    firsts = np.array([records[i].first for i in members])
    lasts = np.sort(np.array([records[i].last for i in members]))
    started = np.arange(1, len(members) + 1)  # members are by first use: so many have started
    ended = np.searchsorted(lasts, firsts, side="left")  # those ended before each one starts
    return int((started - ended).max())


class _SortedRanges:
    """Live byte ranges that do not overlap each other, sorted by offset in a list: a
    new range meets one only if it meets the one starting last below its end, found by
    binary search. Adding or removing moves the entries above it (fast while few)."""

    def __init__(self, records: Sequence[UsageRecord], offsets: Sequence[int]) -> None:
        self.records, self.offsets = records, offsets
        self.starts: list[int] = []
        self.live: list[int] = []  # the records, in the order of ``starts``

    def add(self, i: int) -> None:
        k = bisect.bisect_left(self.starts, self.offsets[i])
        self.starts.insert(k, self.offsets[i])
        self.live.insert(k, i)

    def remove(self, i: int) -> None:
        k = bisect.bisect_left(self.starts, self.offsets[i])
        del self.starts[k], self.live[k]

    def reach(self, end: int) -> int:
        """The end of the live range starting last below ``end`` (-1 if none): the largest
        end among those starting below it, as the ranges do not overlap."""
        k = bisect.bisect_left(self.starts, end) - 1
        return self.offsets[self.live[k]] + self.records[self.live[k]].size if k >= 0 else -1


class _LiveRanges:
    """The live byte ranges of some records (their slots fixed up front, by offset):
    add or remove one, and the largest end among those starting below a given byte,
    each in O(log n). A max-tree over the slots; a removed or absent slot holds -1."""

    def __init__(self, records: Sequence[UsageRecord], offsets: Sequence[int], members: list[int]) -> None:
        by_offset = sorted(members, key=lambda i: (offsets[i], i))
        self.records, self.offsets = records, offsets
        self.starts = [offsets[i] for i in by_offset]
        self.slot = {i: k for k, i in enumerate(by_offset)}
        self.leaves = tree_leaves(len(by_offset))
        self.top = [-1] * (2 * self.leaves)
        self.live: set[int] = set()

    def add(self, i: int) -> None:
        end = self.offsets[i] + self.records[i].size
        k = self.slot[i] + self.leaves
        self.top[k] = end
        k >>= 1
        while k and self.top[k] < end:
            self.top[k] = end
            k >>= 1
        self.live.add(i)

    def remove(self, i: int) -> None:
        top = self.top
        k = self.slot[i] + self.leaves
        top[k] = -1
        k >>= 1
        while k:
            high = max(top[2 * k], top[2 * k + 1])
            if high == top[k]:
                break
            top[k] = high
            k >>= 1
        self.live.discard(i)

    def reach(self, end: int) -> int:
        """The largest end among live ranges starting below ``end`` (-1 if none)."""
        top = self.top
        best = -1
        lo, hi = self.leaves, bisect.bisect_left(self.starts, end) + self.leaves
        while lo < hi:
            if hi & 1:
                hi -= 1
                best = max(best, top[hi])
            if lo & 1:
                best = max(best, top[lo])
                lo += 1
            lo >>= 1
            hi >>= 1
        return best


def _overlap(
    records: Sequence[UsageRecord],
    offsets: Sequence[int],
    i: int,
    free: _LiveRanges | _SortedRanges,
    pinned: _LiveRanges | None,
) -> None:
    """Raise the overlap found for record ``i``, naming the lowest-numbered live record it
    meets among those it may not meet (``pinned`` None: offline ones, which it may)."""
    r = records[i]
    a0, a1 = offsets[i], offsets[i] + r.size
    meets = [j for j in free.live if a0 < offsets[j] + records[j].size and offsets[j] < a1]
    if pinned is not None:
        meets += [j for j in pinned.live if a0 < offsets[j] + records[j].size and offsets[j] < a1]
    j = min(meets)
    b0 = offsets[j]
    raise PlanError(
        f"{_label(i, r)} at [{a0}, {a1}) overlaps {_label(j, records[j])} at [{b0}, {b0 + records[j].size}) "
        "while both are live"
    )


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
