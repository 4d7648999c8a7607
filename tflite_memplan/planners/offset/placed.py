"""The records placed so far in one arena, handed to a greedy planner in offset order.

Every greedy offset planner places one record at a time and walks the placed records
that overlap it in time, lowest offset first. Usually few do: then, for the planner's
order, each record's neighbours placed before it are listed once, up front, in numpy
(from the pairs live together, remembered for the same records, so ``best``'s greedies
list them once), and :func:`place_in_order` sorts and walks their keys in Python with
no :class:`Placed` at all. Where some record meets :data:`MANY` or more others,
:class:`Placed` answers: its own lists, sorted and walked in Python (past a few per record, a
:class:`~tflite_memplan.planners.time_index.TimeIndex` finds them). A hostile or very
wide model (one operator reading 10,000 tensors) makes thousands overlap every
record: sorting and walking them each time
is O(n² log n) in Python. Past :data:`MANY` overlapping records the query is
answered instead from numpy arrays of all placed records kept in offset order
(records placed since the last such query are merged in first), filtered by time
in one pass, and the planner walks them vectorised. Both paths see the same records
in the same order, so plans do not depend on which one ran (tested).

A placed record's key (Python ints, only for the few-records path) is
``offset * n + placement number``: sorting keys sorts by offset, equal offsets in
placement order, as the runtimes' ordered lists do. The numpy arrays keep offsets
themselves, in the same order (a record placed later goes after the equal offsets
already there), so arenas of any size up to 2^62 bytes stay vectorised: the work
depends on how many records overlap, never on their byte sizes.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

import numpy as np

from tflite_memplan.planners.time_index import TimeIndex
from tflite_memplan.plans import PAIRS_PER_RECORD, OffsetPlan, pairs_live_together, record_pairs
from tflite_memplan.records import UsageRecord, align_up


class Ends(Protocol):
    """What a walk reads of the placed records besides their keys: ``n`` (a key is
    ``offset * n + placement number``) and each placement's end."""

    n: int
    ends: list[int]


#: A planner's walk over the placed records overlapping a new one, by offset:
#: ``(keys, placed, size, alignment) -> offset``.
Walk = Callable[[list[int], Ends, int, int], int]
#: The same walk over arrays: ``(offsets, ends, highest end before, size, alignment) -> offset``.
WalkArrays = Callable[[np.ndarray, np.ndarray, np.ndarray, int, int], int]

#: Overlapping records from which a query is answered from the numpy arrays.
MANY = 512
#: Records above a run of first fits that miss it in time, passed at most to find the
#: one that bounds it (:meth:`Placed.continued_run`); past them, the arrays are walked.
RUN_PASSES = 64
#: numpy holds offsets and ends as int64: arenas that could pass this stay in Python.
_INT64_SAFE = 2**62


#: Listing every record's neighbours in time stops at this many overlapping pairs per
#: record on average (a model of a few operands per operator has 2–4), so the lists hold
#: at most 32 int64 per record (26 MB at the 100,000-record limit): past it (one
#: operator reading thousands of tensors) they would be quadratic in size.
LISTED_PAIRS = PAIRS_PER_RECORD  # the validator's: the pairs a plan is checked on are listed once


def _neighbours(firsts: Sequence[int], lasts: Sequence[int]) -> tuple[list[int], np.ndarray] | None:
    """For each record, the others that overlap it in time, in one flat array:
    record ``j``'s are ``flat[starts[j]:starts[j + 1]]``. ``None`` when there are
    more than :data:`LISTED_PAIRS` pairs per record, or steps past int64. O(n log n +
    pairs) in numpy."""
    m = len(firsts)
    found = pairs_live_together(firsts, lasts, LISTED_PAIRS * m)
    if found is None:
        return None
    one, other = np.concatenate(found), np.concatenate(found[::-1])
    starts = np.zeros(m + 1, np.int64)
    np.cumsum(np.bincount(one, minlength=m), out=starts[1:])
    return starts.tolist(), other[np.argsort(one, kind="stable")]


class Placed:
    """Placed records of one planner run; see the module docstring.

    Built for the records that may be placed; a record is named by its position ``j``
    among them. :meth:`sorted_keys` answers with a sorted list of keys (few
    overlapping records) or ``None``, in which case :meth:`arrays` gives the
    overlapping records' offsets, ends and the highest end before each, as numpy
    arrays in key order.

    Few records overlap each one in most models (a few per step): then each record's
    neighbours in time are listed once, up front, in numpy (:func:`_neighbours`), and
    a query reads the keys of those already placed, O(k log k). A record that meets
    :data:`MANY` or more others, or a model whose overlaps are too many to list,
    queries a :class:`~tflite_memplan.planners.time_index.TimeIndex` instead (made
    when first needed): O(log T + k log k), or O(n) in numpy when many overlap —
    except when every placed record overlaps the query (one operator reading
    thousands of tensors): then the arrays are views of the whole table, whose
    running maximum is kept and recomputed only from the first column inserted since,
    so a placement near the top of the arena costs O(log n) there, not O(n).
    """

    def __init__(self, records: Sequence[UsageRecord]) -> None:
        self.n = max(len(records), 1)
        self._firsts = [r.first for r in records]
        self._lasts = [r.last for r in records]
        self._index: TimeIndex | None = None  # made by the first query that needs it
        self._neighbours = _neighbours(self._firsts, self._lasts)
        self._key_of = [-1] * len(records)  # the key of each placed record, -1 before
        self.ends: list[int] = []  # by placement number: offset + size
        self._placed: list[tuple[int, int, int, int]] = []  # (offset, first, last, end), placement order
        self._merged = 0  # placed records already in the arrays
        # Rows: offset, first, last, end, highest end before; columns in key order
        # (offset, then placement); capacity for every record, the first `_columns` used.
        self._table = np.empty((5, len(records)), np.int64)
        self._columns = 0
        self._valid = 0  # columns whose "highest end before" is up to date
        top = sum(r.size for r in records) + max((r.offline_offset or 0) for r in records) if records else 0
        self._vectorised = top + 1 < _INT64_SAFE
        self._top = 0  # highest end of every placed record
        self._merged_top = 0  # highest end of the records in the arrays
        self._widest_gap: float = 0  # at least the widest gap below any column: offset - highest end before
        self._pending_gap: float = 0  # at least the widest gap below any placed record not yet in the arrays
        # A run of records alike placed one above the other (see continued_run): their
        # steps, size and alignment, the next placement number and the end of the last
        # one, where the run started, and the lowest offset above that a record meeting them holds.
        self._run: tuple[int, int, int, int, int, int, int, float] | None = None

    def add(self, j: int, offset: int, size: int) -> None:
        """Place record ``j`` (``size`` bytes) at ``offset``, the next placement number."""
        end = offset + size
        key = offset * self.n + len(self.ends)
        self._key_of[j] = key
        first, last = self._firsts[j], self._lasts[j]
        if self._index is not None:
            self._index.add(key, first, last)
        self._placed.append((offset, first, last, end))
        self.ends.append(end)
        # Not yet in the arrays: on top of everything its gap is known at once; lower, it may open any.
        self._pending_gap = max(self._pending_gap, offset - self._top) if offset >= self._top else float("inf")
        if end > self._top:
            self._top = end

    def _time_index(self) -> TimeIndex:
        """The time index of every placed record, made on first use. O(n log T) once."""
        if self._index is None:
            self._index = TimeIndex(self._firsts)
            for number, (offset, first, last, _) in enumerate(self._placed):
                self._index.add(offset * self.n + number, first, last)
        return self._index

    @property
    def crowded(self) -> bool:
        """Whether too many records meet for each one's neighbours to be listed up front."""
        return self._neighbours is None

    def top_past_every_gap(self, j: int, size: int) -> int | None:
        """The highest end of the placed records when every one of them overlaps
        record ``j`` and no gap between them could hold ``size`` bytes (so any first
        or best fit goes on top, aligned); else ``None``. Amortised O(log n) while
        records go on top, as around one operator with thousands of operands or down a
        deep chain of nested calls; a full O(n) pass in numpy only when the kept bound
        on the widest gap says a gap might fit, which then makes it exact. Records
        placed on top meanwhile wait outside the arrays (their gaps are known), so such
        a run of placements costs no numpy call at all."""
        if not self._vectorised or self._time_index().count(self._firsts[j], self._lasts[j]) != len(self.ends):
            return None
        if max(self._widest_gap, self._pending_gap) < size:
            return self._top  # records going on top one after another are merged when arrays are asked for
        self._merge()
        if self._widest_gap >= size:
            self._refresh_before()
            table = self._table[:, : self._columns]
            self._widest_gap = int((table[0] - table[4]).max()) if self._columns else 0
            if self._widest_gap >= size:
                return None
        return self._top

    def continued_run(self, j: int, size: int, alignment: int, answered: int | None) -> int | None:
        """Where the walk puts record ``j`` when the records placed last were like it
        (the same steps and size) and went one above the other — one operator's
        thousands of operands beside a few other buffers: right above the last of
        them (aligned) when the record met next above holds off; else None (walk the
        arrays). For a first fit and for LiteRT's best fit. O(1) along such a run;
        O(log n + k) to start one, k the records passed that miss ``j``.

        Why: a walk that answered ``o`` for such a record met no record in ``(o, o +
        size)`` and reached ``o`` as its candidate (first fit) or as the start of the gap
        it kept last (best fit: no later gap was smaller than that one's unaligned
        size). A record alike walks the same records, then the one at ``o``, whose gap
        is empty, then the gap from ``o + size`` to the record that came next above
        ``o`` (``limit``): if it holds the record, a first fit takes it, and a best fit
        too, being smaller than the gap it was cut from and so than every bound before
        it, while no later gap is below its smaller unaligned size either.

        ``answered``: the offset a walk just found for ``j``, which starts a run (None: ask)."""
        first, last = self._firsts[j], self._lasts[j]
        number = len(self.ends)
        if answered is not None:
            self._run = (first, last, size, alignment, number + 1, answered + size, answered, -1)
            return answered
        run = self._run
        self._run = None
        if not size or run is None or run[:5] != (first, last, size, alignment, number):
            return None
        if self._placed[-1][3] != run[5]:  # the last placement was not where the run put it
            return None
        top, bottom, limit = run[5], run[6], run[7]
        if limit < 0:
            limit = self._next_above(bottom, number - 1, first, last)
            if limit < 0:
                return None
        offset = -(-top // alignment) * alignment
        if offset + size > limit:
            return None
        self._run = (first, last, size, alignment, number + 1, offset + size, bottom, limit)
        return offset

    def _next_above(self, bottom: int, started: int, first: int, last: int) -> float:
        """The lowest offset above ``bottom`` of a record placed before number ``started``
        that meets ``[first, last]`` (inf: none), from the arrays, which a run's walk
        brought up to ``started``; -1 when they hold other placements or that takes
        passing more than :data:`RUN_PASSES` records that miss it."""
        if self._merged != started:
            return -1
        table, used = self._table, self._columns
        start = int(np.searchsorted(table[0, :used], bottom, side="right"))
        stop = min(start + RUN_PASSES, used)
        for k in range(start, stop):
            if table[1, k] <= last and table[2, k] >= first:
                return int(table[0, k])
        return math.inf if stop == used else -1

    def sorted_keys(self, j: int) -> list[int] | None:
        """Keys of the placed records overlapping record ``j`` in time, sorted; ``None``
        when there are many (then use :meth:`arrays`)."""
        neighbours = self._neighbours
        if neighbours is not None:
            starts, flat = neighbours
            lo, hi = starts[j], starts[j + 1]
            if hi - lo < MANY or not self._vectorised:
                listed = [k for k in map(self._key_of.__getitem__, flat[lo:hi].tolist()) if k >= 0]
                listed.sort()
                return listed
        first, last = self._firsts[j], self._lasts[j]
        index = self._time_index()
        keys = index.fewer_than(first, last, MANY) if self._vectorised else index.overlapping(first, last)
        if keys is not None:
            keys.sort()
        return keys

    def arrays(self, j: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Offsets and ends of the placed records overlapping record ``j`` in time, in
        key order, and for each the highest end before it (0 before the first)."""
        first, last = self._firsts[j], self._lasts[j]
        self._merge()
        table = self._table[:, : self._columns]
        if self._time_index().count(first, last) == self._columns:  # all of them: the kept maximum
            self._refresh_before()
            return table[0], table[3], table[4]
        live = (table[1] <= last) & (table[2] >= first)
        ends = table[3][live]
        return table[0][live], ends, running_max_before(ends)

    def _refresh_before(self) -> None:
        table, valid, used = self._table, self._valid, self._columns
        if valid == used:
            return
        before = table[4, valid:used]
        before[0] = table[4, valid - 1] if valid else 0
        if valid:
            before[0] = max(before[0], table[3, valid - 1])
        if used - valid > 1:
            np.maximum.accumulate(table[3, valid : used - 1], out=before[1:])
            np.maximum(before[1:], before[0], out=before[1:])
        self._valid = used

    def _merge(self) -> None:
        """Insert the records placed since the last merge: each after the columns of
        equal or lower offset (it was placed after them). O(columns after it) in numpy."""
        new = self._placed[self._merged :]
        if not new:
            return
        self._merged = len(self._placed)
        table, used = self._table, self._columns
        for offset, first, last, end in sorted(new, key=lambda c: c[0]):  # stable: placement order kept
            at = int(np.searchsorted(table[0, :used], offset, side="right"))
            # On top, its gap is known at once; inserted lower, it may open any gap.
            self._widest_gap = max(self._widest_gap, offset - self._merged_top) if at == used else float("inf")
            self._merged_top = max(self._merged_top, end)
            table[:4, at + 1 : used + 1] = table[:4, at:used].copy()
            table[:4, at] = (offset, first, last, end)
            used += 1
            self._valid = min(self._valid, at)
        self._columns = used
        self._pending_gap = 0


#: Time components of at least this many records get a :class:`Placed` of their own;
#: smaller ones share one, so a file of many short-lived buffers does not pay a
#: table and an index per buffer.
OWN_PART = 64


def placed_in_parts(records: Sequence[UsageRecord]) -> list[tuple[Placed, int]]:
    """For each record, the :class:`Placed` of its part — the records split where time
    splits them — and its position there.

    Records in different components of time (no chain of overlapping records joins
    them) never meet in a greedy planner's walk, so each component may be placed apart
    with the same offsets. That matters for the fast path: one record of an unused
    tensor (TFLM gives it ``[-1, -1]``) beside 20,000 operands of one operator kept
    :meth:`Placed.top_past_every_gap` from ever seeing "every placed record overlaps"
    (each placement then O(n) in numpy). Components of fewer than :data:`OWN_PART`
    records next to each other in time share a part. O(n log n).
    """
    if not records:
        return []
    first, last = _steps([r.first for r in records]), _steps([r.last for r in records])
    order = np.argsort(first, kind="stable")
    reach = np.maximum.accumulate(last[order])  # the latest end so far, by first step
    starts = np.flatnonzero(first[order][1:] > reach[:-1]) + 1  # where a component starts
    by_first = order.tolist()
    groups: list[list[int]] = []
    small: list[int] = []
    for a, b in itertools.pairwise([0, *starts.tolist(), len(records)]):
        if b - a >= OWN_PART:
            if small:
                groups.append(small)
                small = []
            groups.append(by_first[a:b])
        else:
            small.extend(by_first[a:b])
            if len(small) >= OWN_PART:
                groups.append(small)
                small = []
    if small:
        groups.append(small)
    where: dict[int, tuple[Placed, int]] = {}
    for group in groups:
        group.sort()
        part = Placed([records[i] for i in group])
        for j, i in enumerate(group):
            where[i] = (part, j)
    return [where[i] for i in range(len(records))]


def _steps(values: list[int]) -> np.ndarray:
    """Steps as int64, or as Python ints where a planner was handed times past int64
    (the registry ranks them first; a direct call need not)."""
    try:
        return np.array(values, np.int64)
    except OverflowError:
        return np.array(values, object)


def _earlier_neighbours(records: Sequence[UsageRecord], order: list[int]) -> tuple[list[int], list[int]] | None:
    """For the k-th record of ``order``, the records before it in ``order`` that overlap
    it in time: ``flat[starts[k]:starts[k + 1]]``. ``None`` where :class:`Placed` must
    answer instead: the pairs are too many to list, or some record meets :data:`MANY`
    or more others. O(n log n + pairs) in numpy."""
    found = record_pairs(records, LISTED_PAIRS)  # remembered: best's greedies all ask
    if found is None:
        return None
    a, b = found
    if (np.bincount(np.concatenate(found)).max() if len(a) else 0) >= MANY:
        return None
    position = np.full(len(records), len(records), np.int64)  # past every placed record: not placed
    position[order] = np.arange(len(order))
    at_a, at_b = position[a], position[b]
    a_later = at_a > at_b
    later = np.where(a_later, at_a, at_b)
    placed = later < len(order)  # then so is the earlier one
    later = later[placed]
    earlier = np.where(a_later, b, a)[placed][np.argsort(later, kind="stable")]
    starts = np.zeros(len(order) + 1, np.int64)
    np.cumsum(np.bincount(later, minlength=len(order)), out=starts[1:])
    return starts.tolist(), earlier.tolist()


class _Listed:
    """The placed records' ends by placement number, for a walk (:class:`Ends`)."""

    __slots__ = ("ends", "n")

    def __init__(self, n: int) -> None:
        self.n = n
        self.ends: list[int] = []


def _place_listed(
    records: Sequence[UsageRecord],
    order: list[int],
    neighbours: tuple[list[int], list[int]],
    alignment: int,
    walk: Walk,
    offsets: list[int],
) -> None:
    """:func:`place_in_order` when each record's earlier neighbours in ``order`` are
    listed (:func:`_earlier_neighbours`): the keys of the placed records overlapping
    the next one are read from its list, sorted and walked, with no :class:`Placed` to
    keep. O(k log k) per record for its k listed neighbours."""
    starts, flat = neighbours
    listed = _Listed(max(len(records), 1))
    n, ends = listed.n, listed.ends
    key_of = [0] * len(records)  # by record: offset * n + placement number, once placed
    for k, i in enumerate(order):
        r = records[i]
        size = r.size
        offset = r.offline_offset
        if offset is None:
            keys = [key_of[j] for j in flat[starts[k] : starts[k + 1]]]
            keys.sort()
            offset = walk(keys, listed, size, alignment)
        offsets[i] = offset
        key_of[i] = offset * n + k
        ends.append(offset + size)


def place_in_order(
    records: Sequence[UsageRecord],
    order: Iterable[int],
    alignment: int,
    walk: Walk,
    walk_arrays: WalkArrays,
    *,
    place_empty: bool = True,
    runs: bool = False,
) -> OffsetPlan:
    """Place ``records`` one at a time in ``order``: each at its offline offset, else
    above every record overlapping it in time when no gap between them is large enough,
    else where the planner's ``walk`` puts it (``walk_arrays`` when many overlap). An
    empty record is not placed without ``place_empty`` (TFLite's way; it stays at 0).
    The arena is the highest end. Each record's earlier neighbours are listed up front
    where few overlap any one (:func:`_place_listed`); else :class:`Placed` answers.
    Offline records after the last one walked for (a model whose every tensor is
    planned offline) are put in place without either. ``runs``: the walk puts a
    record alike right above the last one it placed when that gap holds it (first fit,
    and LiteRT's best fit), so such runs go on without walking (:meth:`Placed.continued_run`)."""
    offsets = [0] * len(records)
    order = [i for i in order if place_empty or records[i].size or records[i].offline_offset is not None]
    # Records past the last one to be walked for are only put at their offline offsets.
    walked = max((k for k, i in enumerate(order) if records[i].offline_offset is None), default=-1) + 1
    for i in order[walked:]:
        offsets[i] = records[i].offline_offset or 0
    order = order[:walked]
    neighbours = _earlier_neighbours(records, order) if order else ([0], [])
    if neighbours is not None:
        _place_listed(records, order, neighbours, alignment, walk, offsets)
        return OffsetPlan(tuple(offsets), max(map(_end, offsets, records), default=0))
    where = placed_in_parts(records)
    for i in order:
        r = records[i]
        placed, j = where[i]
        crowded = placed.crowded  # then going on top is the likeliest, and the cheapest to tell
        if r.offline_offset is not None:
            offset = r.offline_offset
        elif crowded and (top := placed.top_past_every_gap(j, r.size)) is not None:
            offset = align_up(top, alignment)
        elif (keys := placed.sorted_keys(j)) is not None:
            offset = walk(keys, placed, r.size, alignment)
        elif not crowded and (top := placed.top_past_every_gap(j, r.size)) is not None:
            offset = align_up(top, alignment)
        elif runs and (continued := placed.continued_run(j, r.size, alignment, None)) is not None:
            offset = continued
        else:
            offset = walk_arrays(*placed.arrays(j), r.size, alignment)
            if runs:
                placed.continued_run(j, r.size, alignment, offset)
        offsets[i] = offset
        placed.add(j, offset, r.size)
    return OffsetPlan(tuple(offsets), max(map(_end, offsets, records), default=0))


def _end(offset: int, record: UsageRecord) -> int:
    return offset + record.size


def aligned(values: np.ndarray, alignment: int) -> np.ndarray:
    """``align_up`` over an array."""
    return values if alignment <= 1 else align_up(values, alignment)


def running_max_before(ends: np.ndarray) -> np.ndarray:
    """For each position, the highest end before it (0 before the first)."""
    out = np.zeros(len(ends), np.int64)
    if len(ends) > 1:
        np.maximum.accumulate(ends[:-1], out=out[1:])
        np.maximum(out, 0, out=out)
    return out
