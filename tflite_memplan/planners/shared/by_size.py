"""Greedy by size for shared objects, plain and "improved" (TFLite GPU's ``GREEDY_BY_SIZE``).

Big records decide the total, so place them first: an object created for a big record
can then be reused for free by the smaller records that fit around it in time.

- :func:`greedy_by_size_objects` is the plain version: largest record first, each into
  a free object, else a new one. Objects never grow, since every later record is no
  larger than the one that made the object. TFLite has no such function; this is the
  textbook baseline its improved version is measured against.
- :func:`greedy_by_size_improved_objects` is what the GPU delegate runs for
  ``GREEDY_BY_SIZE`` with shared objects (``GreedyBySizeDistPriorityAssignment``):
  records are ranked by their position among the positional maximums rather than by
  raw size, and, within a rank, by how snugly they fit next to a record already in
  some object (the smallest gap in time), which keeps objects densely packed in time.
"""

from __future__ import annotations

import heapq
import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from types import ModuleType

import numpy as np

from tflite_memplan.bounds import live_set_arrays, live_sets, positional_maximums
from tflite_memplan.planners.shared.common import ObjectPool
from tflite_memplan.planners.time_index import TimeIndex
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord, tree_leaves


def greedy_by_size_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Largest record first (ties: earlier first use, then index), each into the
    smallest object free over its whole interval (ties: lowest id), else a new object.

    Every existing object is at least as large as the record, so reuse costs nothing
    and the smallest free one is kept for it, leaving larger ones for larger later
    records. ``alignment`` is ignored.

    Complexity: O(b log n) a record, b the busy objects passed before the smallest
    free one, walking the objects by size (O(n) in numpy past hundreds of them: see
    :class:`~tflite_memplan.planners.shared.common.ObjectPool`), plus O(n log n) to sort.
    """
    firsts = [r.first for r in records]
    lasts = [r.last for r in records]
    sizes = [r.size for r in records]
    order = sorted(range(len(records)), key=lambda i: (-sizes[i], firsts[i], i))
    object_of = [0] * len(records)
    pool = ObjectPool(records)
    place = pool.place
    for i in order:
        object_of[i] = place(firsts[i], lasts[i], sizes[i], False)
    return SharedObjectsPlan(tuple(object_of), tuple(pool.sizes))


def greedy_by_size_improved_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """TFLite GPU's distance-priority greedy by size for shared objects.

    Each record gets a *position*: the last index k with positional maximum
    ``m[k] >= size`` (:func:`~tflite_memplan.bounds.positional_maximums`), i.e. the
    smallest lower-bound object it could stand in for. Repeatedly take the unassigned
    record that is best by (position ascending, best distance ascending, size
    descending, index ascending), where its best distance is the smallest time gap to
    a record of an object it does not conflict with. Put it in its best object
    (growing it if needed), or in a new object when no such object exists. Each
    record's best object is kept up to date as TFLite does: an assignment that brings
    some object strictly closer than the record's best distance makes it that
    object, one that rules the best object out (by overlapping the record) makes it
    the lowest id at the smallest distance, and nothing else changes it — so between
    objects at equal distance the one found first stays (TFLite's comment says "the
    largest one", its code does not). ``alignment`` is ignored.

    TFLite rescans every record after each assignment, O(n²) in all; this makes the
    same choices without doing so (see :class:`_DistancePriority`). Positions are
    static, so records are taken one position class at a time. Within a class the
    pick is the smallest (gap, -size, index) over pairs of a placed record and an
    unassigned record in the free stretch after or before it in its object, so each
    placed record's nearest candidate on each side is kept — as lower bounds,
    refreshed when they come first. The picked record's best object is then found
    from the few events that could have set it (:meth:`_DistancePriority.best_neighbour`).

    Complexity, with n records, m objects, a the most records live at once and P the
    pairs of records overlapping in time (at most n·a): O(n log n) for the
    positions (:func:`~tflite_memplan.bounds.positional_maximums`); O((c + s) log n)
    to seed a class, c its records and s the free stretches holding one of
    them (found by :class:`_Stretches`, never by checking every record against every
    object; O(n log n) in numpy for a large class); O(log n) per stale candidate refreshed (an
    assignment stales at most its two neighbours' candidates); O(w) to find a
    pick's best object, w the records within its best distance (O(a) past
    :data:`CLOSE_RECORDS` of them), plus O(w log w) for each record whose best has to
    be replayed. O(n·(a + w) + n log n) in all but for those replays — against O(n²) —
    and memory O(n). About 0.4-0.9 s of CPU for 50,000 records of a graph (m and a in
    the tens: the four synthetic kinds) in Python on a fast machine, 1-1.6 s on a
    slower one, where the classes of :data:`COMPILED_CLASS` records or more, run as
    machine code from :data:`COMPILED_FROM` records
    (:class:`_InArrays`; memory O(n + P) then), take it to 0.4-0.7 s; under 0.1 s for
    one operator with 10,000 inputs. The replays dominate when thousands of long
    records overlap: 15-25 s (a loaded machine) for one operator's 2,000 inputs
    followed by 2,000 records each living one step longer than the last.
    """
    return _DistancePriority(records).run()


_RIGHT, _LEFT = 0, 1
_FRESH, _HEAP, _SEED = 0, 1, 2  # where a class's next pick comes from (see run_class)

#: Candidates a class starts with from which they are found in numpy.
SEEDS_IN_NUMPY = 64

#: Records within the best distance of a pick up to which all of them are checked for its best object.
CLOSE_RECORDS = 64
#: Placements since a pick's E (see best_neighbour) up to which they are checked first.
RECENT_PLACEMENTS = 8

#: A position class of at least n / NUMPY_SEEDING records finds its stretches in numpy.
NUMPY_SEEDING = 32

#: Records from which a run's large classes run as machine code where it loads
#: (:class:`_InArrays`); below, the Python loop costs less than moving the state.
COMPILED_FROM = 10_000
#: Records of a class from which it runs as machine code in such a run.
COMPILED_CLASS = 1_000


class _DistancePriority:
    """The state of one :func:`greedy_by_size_improved_objects` run.

    Placed records ("members") of each object are linked in order of first step
    (``after``, ``before``; ``heads`` the first of each object), so each member has
    a *stretch* on each side: the steps up to the neighbouring member of its object
    (or without end). An unassigned record lying inside a member's
    stretch can use that object; its gap to the member is one of its distances. The
    smallest distance of a record is thus the smallest gap over the members whose
    stretch holds it, and the pick — smallest (distance, -size, index) in the current
    position class — is the smallest (gap, -size, index) over the *candidate* of each
    member side: the nearest class record in its stretch, ties by size and index.
    A candidate's key never improves (stretches shrink, records get assigned), so
    keys computed earlier are lower bounds; the smallest is recomputed until it is
    still exact. A class's first keys are computed together (in numpy for many) and
    sorted once; later ones go to a heap. A candidate is the nearest unassigned class record past the
    member's edge (skip links over the class sorted by first or last step, O(1)
    amortised in practice) when that one fits before the stretch's other end, as it
    nearly always does on graphs; else a segment tree finds the nearest that fits,
    clearing the assigned slots it meets (each at most once), so no placement pays
    for tree updates.
    """

    def __init__(self, records: Sequence[UsageRecord]) -> None:
        self.records = records
        n = len(records)
        self.firsts = [r.first for r in records]
        self.lasts = [r.last for r in records]
        self.sizes = [r.size for r in records]
        self.object_of = [-1] * n
        self.placed_at = [-1] * n  # the round a record was assigned in
        self.placed: list[int] = []  # the record assigned in each round
        self.n = n
        self.touched: list[int] = []  # stretches changed since the last class (see _Stretches)
        self.object_sizes: list[int] = []
        self.heads: list[int] = []  # per object: its member with the earliest first step
        self.after = [-1] * n  # per member: the next member of its object (-1: none)
        self.before = [-1] * n  # per member: the previous member of its object (-1: none)
        self.changed = [0] * (2 * n)  # per member side: placements that shrank its stretch
        # Steps exact as floats, for seeding in numpy; sizes too within int64, for sorting there.
        self.exact = max(self.lasts, default=0) < 2**53 and min(self.firsts, default=0) > -(2**53)
        self.sortable = self.exact and max(self.sizes, default=0) < 2**62
        # Steps (and sizes when sortable) in numpy, made once; records by first and by last step, ties by index.
        self._arrays: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self.sorted_arrays: tuple[np.ndarray, ...] = ()  # by first, by last, and those steps, when exact
        if self.exact:
            steps = np.array(self.firsts, np.int64), np.array(self.lasts, np.int64)
            if self.sortable:
                self._arrays = (*steps, np.array(self.sizes, np.int64))
            by_first, by_last = (np.argsort(values, kind="stable") for values in steps)
            self.sorted_arrays = (by_first, by_last, steps[0][by_first], steps[1][by_last])
            self.by_first: list[int] = by_first.tolist()
            self.by_last: list[int] = by_last.tolist()
            self.sorted_firsts: list[int] = steps[0][by_first].tolist()
            self.sorted_lasts: list[int] = steps[1][by_last].tolist()
        else:
            self.by_first = sorted(range(n), key=self.firsts.__getitem__)
            self.by_last = sorted(range(n), key=self.lasts.__getitem__)
            self.sorted_firsts = [self.firsts[i] for i in self.by_first]
            self.sorted_lasts = [self.lasts[i] for i in self.by_last]
        # What meets a record in time (see overlapping): built on first use.
        self._meeting: TimeIndex | tuple[list[int], tuple[list[int], list[int], list[int], list[int]]] | None = None
        self.stretches = _Stretches(self.lasts, self.by_last, steps if self.exact else None)
        # Per record, its slot in its class by first and by last step (set by run_class).
        self.slot_by_first = [0] * n
        self.slot_by_last = [0] * n

    def run(self) -> SharedObjectsPlan:
        records = self.records
        if not records:
            return SharedObjectsPlan((), ())
        maxima = positional_maximums(records)
        # m is non-increasing, so negated it is sorted and a bisection counts the m[k] >= size.
        negated = [-v for v in maxima]
        if self._arrays is not None:  # sizes within int64: in numpy
            position = np.searchsorted(np.array(negated, np.int64), -self._arrays[2], "right") - 1
            order = np.argsort(position, kind="stable")
            cuts = np.flatnonzero(np.diff(position[order])) + 1
            classes = [c.tolist() for c in np.split(order, cuts)]
        else:
            by_position: dict[int, list[int]] = {}
            for i, r in enumerate(records):
                by_position.setdefault(bisect_right(negated, -r.size) - 1, []).append(i)
            classes = [by_position[k] for k in sorted(by_position)]
        machine = _InArrays.for_run(self, max(len(c) for c in classes))
        rounds = 0
        for cls in classes:
            if machine is not None and len(cls) >= COMPILED_CLASS:
                rounds = machine.run_class(self, cls)
            else:
                if machine is not None:
                    machine.to_lists(self)
                rounds = self.run_class(cls, rounds)
        if machine is not None:
            machine.to_lists(self)
        return SharedObjectsPlan(tuple(self.object_of), tuple(self.object_sizes))

    # --- one position class ------------------------------------------------------------

    def class_in_numpy(self, cls: list[int]) -> tuple[np.ndarray, ...]:
        """A class's records by (first, -size, index) and their first steps, by (last,
        size, -index) and their last steps, and by (-size, index): the last is the pick
        when no record has a distance. O(c log c) in numpy (sizes within int64)."""
        assert self._arrays is not None
        index = np.array(cls, np.int64)
        first, last, size = (values[index] for values in self._arrays)
        by_first = index[np.lexsort((index, -size, first))]
        by_last = index[np.lexsort((-index, size, last))]
        homeless = index[np.lexsort((index, -size))]
        return by_first, self._arrays[0][by_first], by_last, self._arrays[1][by_last], homeless

    def sides(self, cls: list[int], after: Sequence[int], heads: Sequence[int], touched: list[int]) -> set[int]:
        """Every member side whose stretch holds a record of ``cls``, as 2 * member +
        _RIGHT or _LEFT: the stretches (gaps between an object's consecutive members)
        holding some class record, each reported once (see :class:`_Stretches`), once
        the ``touched`` ones are taken in."""
        n = self.n
        sides: set[int] = set()
        for slot in self.stretches.holding(cls, self.firsts, self.lasts, touched, after, heads):
            if slot < n:  # the stretch after member `slot`
                sides.add(2 * slot + _RIGHT)
                if after[slot] >= 0:
                    sides.add(2 * after[slot] + _LEFT)
            else:  # the stretch before an object's first member
                sides.add(2 * heads[slot - n] + _LEFT)
        return sides

    def run_class(self, cls: list[int], rounds: int) -> int:
        """Assign every record of one position class, from round ``rounds`` on; return
        the round after the last. The class sorted as :meth:`class_in_numpy` says, in
        numpy when large (at least n/NUMPY_SEEDING records)."""
        firsts, lasts, sizes = self.firsts, self.lasts, self.sizes
        in_numpy = self.class_in_numpy(cls) if self.sortable and NUMPY_SEEDING * len(cls) >= len(firsts) else ()
        if in_numpy:
            class_by_first, class_firsts, class_by_last, class_lasts, homeless = (v.tolist() for v in in_numpy)
        else:
            class_by_first = sorted(cls, key=lambda i: (firsts[i], -sizes[i], i))
            class_by_last = sorted(cls, key=lambda i: (lasts[i], sizes[i], -i))
            homeless = sorted(cls, key=lambda i: (-sizes[i], i))
            class_firsts = [firsts[i] for i in class_by_first]
            class_lasts = [lasts[i] for i in class_by_last]
        slot_by_first, slot_by_last = self.slot_by_first, self.slot_by_last
        for k, i in enumerate(class_by_first):
            slot_by_first[i] = k
        for k, i in enumerate(class_by_last):
            slot_by_last[i] = k
        # The nearest unassigned class record after a step (by first) and before one (by
        # last) is found by skip links; only when it does not fit in the stretch is a
        # tree searched, whose assigned slots are cleared when met (they only ever
        # misreport a fit, so the answer is checked and the search resumed past them).
        count = len(cls)
        next_free = list(range(count + 1))  # slot -> a later slot, itself when unassigned; count: none
        previous_free = list(range(count + 1))  # slot + 1 -> an earlier one likewise; 0: none
        if in_numpy:  # -last by (first, -size, index); first by (last, size, -index)
            assert self._arrays is not None
            lasts_tree = _MaxTree(-self._arrays[1][in_numpy[0]].astype(np.float64))
            firsts_tree = _MaxTree(self._arrays[0][in_numpy[2]].astype(np.float64))
        else:
            lasts_tree = _MaxTree([-lasts[i] for i in class_by_first])
            firsts_tree = _MaxTree([firsts[i] for i in class_by_last])
        next_homeless = 0

        after, before, changed, object_of = self.after, self.before, self.changed, self.object_of
        sides = self.sides(cls, after, self.heads, self.touched)
        # The candidate of a member side as a heap entry: the nearest unassigned class
        # record in the stretch, ties by size then index, as (gap, -size, record, side,
        # the side's `changed` then); None when the stretch holds none.
        # Closures over this class's structures: they run a few times a placement.
        first_above, last_above = lasts_tree.first_above, firsts_tree.last_above
        clear_by_first, clear_by_last = lasts_tree.clear, firsts_tree.clear
        inf = math.inf
        Entry = tuple[int, int, int, int, int]

        def right(member: int) -> Entry | None:
            edge, k = lasts[member], after[member]
            bound = firsts[k] if k >= 0 else inf  # fits: first > edge, last < bound
            if bound - edge < 2:
                return None  # no step between: nothing fits
            slot = bisect_right(class_firsts, edge)
            if next_free[slot] != slot:  # one hop, else followed and compressed
                k = next_free[slot]
                slot = k if next_free[k] == k else _skip(next_free, slot)
            if slot == count:
                return None
            j = class_by_first[slot]
            if lasts[j] >= bound:  # the nearest is too long: the tree finds the nearest that fits
                if class_firsts[slot] >= bound:
                    return None
                while True:
                    slot = first_above(slot + 1, -bound)
                    if slot < 0:
                        return None
                    j = class_by_first[slot]
                    if object_of[j] < 0:
                        break
                    clear_by_first(slot)
            side = 2 * member + _RIGHT
            return firsts[j] - edge, -sizes[j], j, side, changed[side]

        def left(member: int) -> Entry | None:
            edge, k = firsts[member], before[member]
            bound = lasts[k] if k >= 0 else -inf  # fits: last < edge, first > bound
            if edge - bound < 2:
                return None
            slot = bisect_left(class_lasts, edge)  # the record at slot - 1 is the nearest
            if previous_free[slot] != slot:
                k = previous_free[slot]
                slot = k if previous_free[k] == k else _skip(previous_free, slot)
            if not slot:
                return None
            slot -= 1
            j = class_by_last[slot]
            if firsts[j] <= bound:
                if class_lasts[slot] <= bound:
                    return None
                while True:
                    slot = last_above(slot, bound)
                    if slot < 0:
                        return None
                    j = class_by_last[slot]
                    if object_of[j] < 0:
                        break
                    clear_by_last(slot)
            side = 2 * member + _LEFT
            return edge - lasts[j], -sizes[j], j, side, changed[side]

        # Keys are lower bounds (a candidate's key never improves: stretches shrink,
        # records get assigned), so the pick is the smallest key still exact. The
        # seeds are sorted once, largest last, and taken from the end; keys computed
        # later go to a heap; the nearer new candidate of the last pick waits aside
        # (`fresh`), the next pick when below both.
        if self.sortable and len(sides) >= SEEDS_IN_NUMPY:
            if not in_numpy:
                in_numpy = tuple(np.array(values, np.int64) for values in (class_by_first, class_firsts))
                in_numpy += tuple(np.array(values, np.int64) for values in (class_by_last, class_lasts))
            ordered = sorted(sides)
            neighbours = np.array([before[s >> 1] if s & 1 else after[s >> 1] for s in ordered], np.int64)
            changes = np.array([changed[s] for s in ordered], np.int64)
            *columns, tree_sides = self.seeds(np.array(ordered, np.int64), neighbours, changes, in_numpy)
            seeds = list(zip(*(c.tolist() for c in columns), strict=True))
            by_tree = tree_sides.tolist()
        else:
            seeds, by_tree = [], list(sides)
        heap = [e for e in (left(s >> 1) if s & 1 else right(s >> 1) for s in by_tree) if e is not None]
        if not seeds:
            seeds, heap = heap, []
        seeds.sort(reverse=True)
        heapq.heapify(heap)
        heappush, heappop, heapreplace = heapq.heappush, heapq.heappop, heapq.heapreplace
        best_neighbour, place = self.best_neighbour, self.place
        fresh: Entry | None = None
        distance: float  # inf: a new object
        for _ in range(count):
            if fresh is not None and (not heap or fresh < heap[0]) and (not seeds or fresh < seeds[-1]):
                top, fresh, source = fresh, None, _FRESH
            else:
                if fresh is not None:
                    heappush(heap, fresh)
                    fresh = None
                while True:
                    if seeds and (not heap or seeds[-1] < heap[0]):
                        top, source = seeds[-1], _SEED
                    elif heap:
                        top, source = heap[0], _HEAP
                    else:
                        top = None
                        break
                    side = top[3]
                    if object_of[top[2]] < 0 and changed[side] == top[4]:
                        break  # its record unassigned and its stretch as it was: the key is exact
                    entry = left(side >> 1) if side & 1 else right(side >> 1)
                    if source == _SEED:
                        seeds.pop()
                        if entry is not None:
                            heappush(heap, entry)
                    elif entry is None:
                        heappop(heap)
                    else:
                        heapreplace(heap, entry)
            if top is not None:
                pick, distance, side = top[2], top[0], top[3]
                neighbour = best_neighbour(pick, distance)
                if neighbour == side >> 1 and distance < 2:  # the top's stretch is used up
                    if source == _HEAP:
                        heappop(heap)
                    elif source == _SEED:
                        seeds.pop()
                elif source == _FRESH:
                    heappush(heap, top)  # stale now: refreshed when it is met
            else:  # no class record has a free object: the largest gets a new one
                while object_of[homeless[next_homeless]] >= 0:
                    next_homeless += 1
                pick, distance, neighbour = homeless[next_homeless], inf, -1
            place(pick, neighbour, rounds)
            slot = slot_by_first[pick]
            next_free[slot] = slot + 1
            slot = slot_by_last[pick]
            previous_free[slot + 1] = slot
            # Its stretches, but for the one towards the neighbour when no step lies between.
            if distance > 1 or lasts[neighbour] < firsts[pick]:
                fresh = right(pick)
            if distance > 1 or lasts[neighbour] > lasts[pick]:
                entry = left(pick)
                if entry is not None:
                    if fresh is None:
                        fresh = entry
                    elif entry < fresh:
                        heappush(heap, fresh)
                        fresh = entry
                    else:
                        heappush(heap, entry)
            rounds += 1
        return rounds

    def seeds(
        self, side: np.ndarray, neighbour: np.ndarray, changed: np.ndarray, in_numpy: tuple[np.ndarray, ...]
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The candidates of the member sides ``side`` at the start of a class, in numpy:
        the nearest class record past each side's edge (``in_numpy``: the class by first
        step and those steps, then by last step and those), when it fits in the stretch
        up to ``neighbour`` (each side's next or previous member, -1 for none).
        Returns those entries' columns (gap, -size, record, side, ``changed``) and the
        sides whose nearest does not fit while a farther one may (for the tree to find).
        O(s log c) for s sides and c class records."""
        assert self._arrays is not None
        firsts, lasts, sizes = self._arrays
        member = side >> 1
        is_left = (side & 1).astype(bool)
        # Right sides: records starting after the member's last step, ending before the next member.
        order, steps = in_numpy[0], in_numpy[1]
        count = len(order)
        edge = np.where(is_left, firsts[member], lasts[member])
        inf = float(np.iinfo(np.int64).max)
        bound = np.where(
            neighbour >= 0,
            np.where(is_left, lasts[neighbour], firsts[neighbour]).astype(np.float64),
            np.where(is_left, -inf, inf),
        )
        slot_right = np.searchsorted(steps, edge, "right")
        right = order[np.minimum(slot_right, count - 1)]
        right_none = (slot_right == count) | (steps[np.minimum(slot_right, count - 1)] >= bound)
        right_fits = ~right_none & (lasts[right] < bound)
        # Left sides: records ending before the member's first step, starting after the previous member.
        order, steps = in_numpy[2], in_numpy[3]
        slot_left = np.searchsorted(steps, edge, "left") - 1
        left = order[np.maximum(slot_left, 0)]
        left_none = (slot_left < 0) | (steps[np.maximum(slot_left, 0)] <= bound)
        left_fits = ~left_none & (firsts[left] > bound)
        record = np.where(is_left, left, right)
        fits = np.where(is_left, left_fits, right_fits)
        tree = ~fits & ~np.where(is_left, left_none, right_none)
        gap = np.where(is_left, edge - lasts[record], firsts[record] - edge)
        record = record[fits]
        return gap[fits], -sizes[record], record, side[fits], changed[fits], side[tree]

    # --- assigning a record -------------------------------------------------------------

    def place(self, i: int, neighbour: int, rounds: int) -> None:
        """Assign record ``i`` in round ``rounds``: to a new object when ``neighbour`` is
        -1, else beside it in its object (nothing lies between them: see
        :meth:`best_neighbour`). O(1): the stretches changed are only noted."""
        after, before, touched = self.after, self.before, self.touched
        if neighbour < 0:
            obj = len(self.object_sizes)
            self.object_sizes.append(self.sizes[i])
            self.heads.append(i)
            touched.append(self.n + obj)
        else:
            obj = self.object_of[neighbour]
            if self.sizes[i] > self.object_sizes[obj]:
                self.object_sizes[obj] = self.sizes[i]
            if self.lasts[neighbour] < self.firsts[i]:  # i goes right after it
                previous, following = neighbour, after[neighbour]
            else:
                previous, following = before[neighbour], neighbour
            if previous >= 0:
                after[previous], before[i] = i, previous
                self.changed[2 * previous + _RIGHT] += 1
                touched.append(previous)
            else:
                self.heads[obj] = i
                touched.append(self.n + obj)
            if following >= 0:
                after[i], before[following] = following, i
                self.changed[2 * following + _LEFT] += 1
        touched.append(i)
        self.object_of[i] = obj
        self.placed_at[i] = rounds
        self.placed.append(i)

    def best_neighbour(self, j: int, distance: float) -> int:
        """A member of record ``j``'s best object ``distance`` steps from it, its best
        object being as TFLite's incremental updates leave it, given its best
        ``distance`` now (the smallest gap to an object it can use).

        Only two kinds of event can have set it: a placement at most ``distance`` steps
        away into an object ``j`` could still use (a strict improvement makes that
        object the best), and ``j`` being ruled out of its best object (the best
        becomes the lowest id at the smallest distance). While its best distance was
        above ``distance``, whatever the best was is overwritten by the placement that
        first came within it; from then on the best distance stays at most
        ``distance`` and every object that close has a placement among the events. So
        replaying just those events, in order, ends in the true best (:meth:`_replay`).

        Mostly the replay is not needed. The usable objects at ``distance`` came within
        it at the rounds their members at that gap were placed; let E be the earliest.
        Its object B became the best then, and stays so, unless some object O that ``j``
        can no longer use was ruled out (by its first member overlapping ``j``, at round
        R) after E and had a member within ``distance`` placed before R: only such an
        O can have held ``distance`` or less before E or bettered it after. Members of
        a usable object lie outside ``j`` and none is nearer than ``distance`` (it is
        the smallest), so a member ``distance`` away is ``j``'s neighbour in its object.
        When E is one of the last :data:`RECENT_PLACEMENTS` rounds, the placements since
        are checked: none meeting ``j``, none ruled anything out. Else, with few records
        within ``distance`` of ``j``, they are all checked (members nearer than
        ``distance`` belong to objects ``j`` cannot use), else those meeting ``j`` are
        (:meth:`overlapping`). O(log n + w + o), w the records within ``distance`` and o
        the members of their objects meeting ``j``; else O(k + log n), k those meeting
        ``j``; plus the replay when needed.
        """
        firsts, lasts, object_of, placed_at = self.firsts, self.lasts, self.object_of, self.placed_at
        after, before, by_last, by_first = self.after, self.before, self.by_last, self.by_first
        sorted_lasts, sorted_firsts = self.sorted_lasts, self.sorted_firsts
        first, last = firsts[j], lasts[j]
        # Records ending in [first - distance, first) and starting in (last, last + distance]:
        # first those exactly `distance` away, of objects j can use (E and B) or not (close).
        ends_at, starts_at = first - distance, last + distance
        ends_from = k = bisect_left(sorted_lasts, ends_at)
        earliest, best = len(firsts), -1  # no round yet
        close = []
        while sorted_lasts[k] == ends_at:  # a record ends at `first` or later: j
            m = by_last[k]
            k += 1
            if object_of[m] >= 0:
                if after[m] < 0 or firsts[after[m]] > last:
                    if placed_at[m] < earliest:
                        earliest, best = placed_at[m], m
                else:
                    close.append(m)
        ends_near = k
        starts_to = k = bisect_right(sorted_firsts, starts_at)
        while sorted_firsts[k - 1] == starts_at:  # a record starts at `last` or earlier: j
            k -= 1
            m = by_first[k]
            if object_of[m] >= 0:
                if before[m] < 0 or lasts[before[m]] < first:
                    if placed_at[m] < earliest:
                        earliest, best = placed_at[m], m
                else:
                    close.append(m)
        starts_near = k
        # Placed lately: no object can have been ruled out after E unless one of the
        # few placements since meets j.
        assert best >= 0, "the pick's distance is to a member of an object it can use"
        placed = self.placed
        if len(placed) - earliest <= RECENT_PLACEMENTS:
            for k in placed[earliest + 1 :]:
                if firsts[k] <= last and lasts[k] >= first:
                    break
            else:
                return best
        ends_to, starts_from = ends_near, starts_near
        if distance > 1:  # the nearer records too: of objects j cannot use, or unassigned
            ends_to = bisect_left(sorted_lasts, first, ends_near)
            starts_from = bisect_right(sorted_firsts, last, 0, starts_near)
            if ends_to - ends_near + starts_near - starts_from > CLOSE_RECORDS:
                close = []
                # Objects ruled out after E, found among those meeting j (checked whole:
                # any member within `distance`, whenever placed).
                later = {object_of[k]: k for k in self.overlapping(j) if placed_at[k] > earliest}
                for k in later.values():
                    p = before[k]
                    while p >= 0 and lasts[p] >= first:
                        p = before[p]
                    if p >= 0 and first - lasts[p] <= distance:
                        break
                    p = after[k]
                    while p >= 0 and firsts[p] <= last:
                        p = after[p]
                    if p >= 0 and firsts[p] - last <= distance:
                        break
                else:
                    return best
                return self._replay(j, distance, (ends_from, ends_to), (starts_from, starts_to))
            close.extend(k for k in by_last[ends_near:ends_to] if object_of[k] >= 0)
            close.extend(k for k in by_first[starts_from:starts_near] if object_of[k] >= 0)
        # Each close member's object was ruled out for j at its first member meeting j
        # (members are disjoint and linked in order, so those are consecutive).
        for k in close:
            if lasts[k] < first:
                p = after[k]
                while lasts[p] < first:  # nearer members first
                    p = after[p]
                ruled_out = placed_at[p]
                p = after[p]
                while p >= 0 and firsts[p] <= last:
                    if placed_at[p] < ruled_out:
                        ruled_out = placed_at[p]
                    p = after[p]
            else:
                p = before[k]
                while firsts[p] > last:
                    p = before[p]
                ruled_out = placed_at[p]
                p = before[p]
                while p >= 0 and lasts[p] >= first:
                    if placed_at[p] < ruled_out:
                        ruled_out = placed_at[p]
                    p = before[p]
            if earliest < ruled_out > placed_at[k]:
                break
        else:
            return best
        return self._replay(j, distance, (ends_from, ends_to), (starts_from, starts_to))

    def _replay(self, j: int, distance: float, ends: tuple[int, int], starts: tuple[int, int]) -> int:
        """:meth:`best_neighbour` by replaying, in round order, the placements within
        ``distance`` of ``j`` (records ending in ``ends`` by last step, starting in
        ``starts`` by first step) and when each of their objects was ruled out for it.
        O(w log w + o), w those records, o the members of their objects meeting ``j``."""
        firsts, lasts, object_of, placed_at = self.firsts, self.lasts, self.object_of, self.placed_at
        after, before = self.after, self.before
        first, last = firsts[j], lasts[j]
        events: list[tuple[int, float, int]] = []  # (round, gap or -1 for a rule-out, object)
        close: dict[int, int] = {}  # object -> one of its members within ``distance``
        for k in self.by_last[ends[0] : ends[1]]:
            if object_of[k] >= 0:
                events.append((placed_at[k], first - lasts[k], object_of[k]))
                close.setdefault(object_of[k], k)
        for k in self.by_first[starts[0] : starts[1]]:
            if object_of[k] >= 0:
                events.append((placed_at[k], firsts[k] - last, object_of[k]))
                close.setdefault(object_of[k], k)
        # When each of those objects was ruled out for j: its first member meeting j
        # (members are disjoint and linked in order, so those are consecutive).
        for obj, k in close.items():
            meeting = []
            if lasts[k] < first:
                p = after[k]
                while p >= 0 and lasts[p] < first:
                    p = after[p]
                while p >= 0 and firsts[p] <= last:
                    meeting.append(placed_at[p])
                    p = after[p]
            else:
                p = before[k]
                while p >= 0 and firsts[p] > last:
                    p = before[p]
                while p >= 0 and lasts[p] >= first:
                    meeting.append(placed_at[p])
                    p = before[p]
            if meeting:
                events.append((min(meeting), -1, obj))
        events.sort()
        best_distance, best = math.inf, -1
        usable: dict[int, float] = {}  # object -> its distance, for those within ``distance``
        gone: set[int] = set()
        for _, gap, obj in events:
            if gap < 0:
                gone.add(obj)
                usable.pop(obj, None)
                if obj == best:
                    best_distance, best = math.inf, -1
                    for other, d in usable.items():
                        if d < best_distance or (d == best_distance and other < best):
                            best_distance, best = d, other
            elif obj not in gone:
                if gap < usable.get(obj, math.inf):
                    usable[obj] = gap
                if gap < best_distance:
                    best_distance, best = gap, obj
        assert best_distance == distance and best >= 0
        # Its member `distance` away, which nothing in the object lies between j and.
        for k in self.by_last[ends[0] : ends[1]]:
            if object_of[k] == best and first - lasts[k] == distance:
                return k
        for k in self.by_first[starts[0] : starts[1]]:
            if object_of[k] == best and firsts[k] - last == distance:
                return k
        raise AssertionError("the best object has a member at the best distance")

    def overlapping(self, j: int) -> list[int]:
        """The records meeting record ``j`` in time (``j`` too): from the live sets when
        they are small, else from a time index, built on first use. O(k), O(log n + k)
        from the time index."""
        meeting = self.meeting()
        if isinstance(meeting, TimeIndex):
            return meeting.overlapping(self.firsts[j], self.lasts[j])
        members, (live_from, live_to, later_from, later_to) = meeting
        return members[live_from[j] : live_to[j]] + self.by_first[later_from[j] : later_to[j]]

    def meeting(self) -> TimeIndex | tuple[list[int], tuple[list[int], list[int], list[int], list[int]]]:
        """What meets each record in time, made on first use: the live sets and each
        record's ranges in them (:func:`_meeting_ranges`), else a time index when the
        sets would be too large (:func:`~tflite_memplan.bounds.live_sets`)."""
        if self._meeting is None:
            sets = live_sets(self.records)
            if sets is None:
                index = TimeIndex(self.firsts)
                for i in range(len(self.firsts)):
                    index.add(i, self.firsts[i], self.lasts[i])
                self._meeting = index
            else:
                self._meeting = sets[2], _meeting_ranges(self.firsts, self.lasts, self.sorted_firsts, sets, self.exact)
        return self._meeting


class _InArrays:
    """A :class:`_DistancePriority` run's state in int64 arrays, for the class loop as
    machine code (:mod:`~tflite_memplan.planners.shared.by_size_kernel`): its large
    classes run there, the others in Python on the lists, the state copied over when
    the kind of class changes (O(n) each time: at most n/COMPILED_CLASS large
    classes, and real graphs have a few)."""

    #: The run's state the two share, as lists on the run and arrays here.
    SHARED = ("object_of", "placed_at", "placed", "after", "before", "changed", "heads", "object_sizes", "touched")

    @classmethod
    def for_run(cls, run: _DistancePriority, largest: int) -> _InArrays | None:
        """The arrays for ``run`` when its largest class runs as machine code: from
        COMPILED_FROM records, with steps and sizes that fit int64 and live sets small
        enough to make, where the kernel loads."""
        if run.n < COMPILED_FROM or largest < COMPILED_CLASS or not run.sortable:
            return None
        from tflite_memplan.planners.shared import by_size_kernel  # here: most runs never need it

        loop = by_size_kernel.loop()
        assert run._arrays is not None
        sets = live_set_arrays(*run._arrays) if loop is not None else None
        if loop is None or sets is None:
            return None
        steps, heads, members = sets
        meeting = (members, *_meeting_arrays(run._arrays[0], run._arrays[1], run.sorted_arrays[2], steps, heads))
        return cls(run, by_size_kernel, loop, meeting)

    def __init__(
        self, run: _DistancePriority, kernel: ModuleType, loop: Callable[..., object], meeting: tuple[np.ndarray, ...]
    ) -> None:
        """``kernel``: :mod:`~tflite_memplan.planners.shared.by_size_kernel`, whose
        ``loop`` runs the classes; ``meeting``: the live sets' members, then each record's
        ranges in them (see :meth:`_DistancePriority.meeting`)."""
        assert run._arrays is not None
        n = run.n
        self.loop = loop
        self.lists = True  # which is current: the run's lists, or these arrays
        by_first, by_last, sorted_firsts, sorted_lasts = run.sorted_arrays
        self.static = (*run._arrays, sorted_firsts, sorted_lasts, by_first, by_last)
        self.shared = {
            name: np.zeros(3 * n + 1 if name == "touched" else 2 * n if name == "changed" else n, np.int64)
            for name in self.SHARED
        }
        self.meeting = meeting
        # Per record its slot in its class; then scratch: close and later members, events, marks, distances.
        self.scratch = tuple(np.zeros(2 * n + 1 if k == 4 else n, np.int64) for k in range(9))
        self.kernel = kernel  # its constants: what the state holds where, the steps' bound
        self.state = np.zeros(4, np.int64)

    def to_arrays(self, run: _DistancePriority) -> None:
        if self.lists:
            for name, values in self.shared.items():
                current = getattr(run, name)
                values[: len(current)] = current
            self.state[self.kernel.ROUNDS] = len(run.placed)
            self.state[self.kernel.OBJECTS] = len(run.object_sizes)
            self.state[self.kernel.TOUCHED] = len(run.touched)
            self.lists = False

    def to_lists(self, run: _DistancePriority) -> None:
        if not self.lists:
            lengths = {"placed": self.kernel.ROUNDS, "heads": self.kernel.OBJECTS}
            lengths.update(object_sizes=self.kernel.OBJECTS, touched=self.kernel.TOUCHED)
            for name, values in self.shared.items():
                length = int(self.state[lengths[name]]) if name in lengths else len(values)
                setattr(run, name, values[:length].tolist())
            self.lists = True

    def run_class(self, run: _DistancePriority, cls: list[int]) -> int:
        """Assign every record of the class ``cls`` as :meth:`_DistancePriority.run_class`
        does, its loop as machine code; return the round after the last."""
        self.to_arrays(run)
        shared, state = self.shared, self.state
        objects, touched = int(state[self.kernel.OBJECTS]), int(state[self.kernel.TOUCHED])
        after, before, changed = shared["after"], shared["before"], shared["changed"]
        heads = shared["heads"][:objects]
        firsts, lasts = run._arrays[0], run._arrays[1]  # type: ignore[index]
        slots = run.stretches.holding_in_numpy(
            cls, run.firsts, run.lasts, shared["touched"][:touched], (firsts, after, heads)
        )
        state[self.kernel.TOUCHED] = 0
        n = run.n
        member, obj = slots[slots < n], slots[slots >= n] - n
        following = after[member]
        side = np.unique(
            np.concatenate((2 * member + _RIGHT, 2 * following[following >= 0] + _LEFT, 2 * heads[obj] + _LEFT))
        )
        in_numpy = run.class_in_numpy(cls)
        class_by_first, _, class_by_last, _, _ = in_numpy
        count = len(cls)
        slot_by_first, slot_by_last = self.scratch[:2]
        slot_by_first[class_by_first] = np.arange(count)
        slot_by_last[class_by_last] = np.arange(count)
        size = tree_leaves(count)
        trees = (_tree_levels(-lasts[class_by_first], size, -self.kernel.UNBOUNDED - 1),
                 _tree_levels(firsts[class_by_last], size, -self.kernel.UNBOUNDED - 1))  # fmt: skip
        neighbour = np.where(side & 1, before[side >> 1], after[side >> 1])
        if len(side) >= SEEDS_IN_NUMPY:
            *columns, tree_sides = run.seeds(side, neighbour, changed[side], in_numpy[:4])
        else:
            columns, tree_sides = [side[:0]] * 5, side
        seeds = np.stack(columns, axis=1)[np.lexsort(columns[::-1])]  # sorted: a heap
        heap = np.zeros(5 * (len(seeds) + len(tree_sides) + 2 * count + 1), np.int64)
        heap[: seeds.size] = seeds.ravel()
        self.loop(
            *self.static, *(shared[name] for name in self.SHARED), *self.meeting,
            *in_numpy, *self.scratch[:2], np.arange(count + 1), np.arange(count + 1), *trees,
            heap, tree_sides, *self.scratch[2:], state,
            count, run.n, size, len(seeds), len(tree_sides), CLOSE_RECORDS, RECENT_PLACEMENTS, self.kernel.UNBOUNDED,
        )  # fmt: skip
        return int(state[self.kernel.ROUNDS])


def _tree_levels(values: np.ndarray, size: int, fill: float) -> np.ndarray:
    """A flat segment tree of maximums over ``values`` with ``size`` leaves (``fill``
    past them), built level by level in numpy, in ``values``' dtype. O(size)."""
    levels = np.full(2 * size, fill, values.dtype)
    levels[size : size + len(values)] = values
    width = size
    while width > 1:
        levels[width // 2 : width] = np.maximum(levels[width : 2 * width : 2], levels[width + 1 : 2 * width : 2])
        width //= 2
    return levels


def _meeting_ranges(
    firsts: list[int],
    lasts: list[int],
    sorted_firsts: list[int],
    sets: tuple[list[int], list[int], list[int]],
    exact: bool,
) -> tuple[list[int], list[int], list[int], list[int]]:
    """What meets each record in time, as ranges: its live set (of :func:`live_sets`,
    those live at its first step) and, of the records by first step, those starting
    after it and no later than its last step. In numpy when ``exact``. O(n log n)."""
    steps, heads = sets[0], sets[1]
    if exact:
        arrays = (np.array(values, np.int64) for values in (firsts, lasts, sorted_firsts, steps, heads))
        live_from, live_to, later_from, later_to = _meeting_arrays(*arrays)
        return live_from.tolist(), live_to.tolist(), later_from.tolist(), later_to.tolist()
    at_step = [bisect_left(steps, f) for f in firsts]
    return (
        [heads[k] for k in at_step],
        [heads[k + 1] for k in at_step],
        [bisect_right(sorted_firsts, f) for f in firsts],
        [bisect_right(sorted_firsts, x) for x in lasts],
    )


def _meeting_arrays(
    firsts: np.ndarray, lasts: np.ndarray, sorted_firsts: np.ndarray, steps: np.ndarray, heads: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """:func:`_meeting_ranges` in numpy, of int64 arrays. O(n log n)."""
    at = np.searchsorted(steps, firsts)
    return (
        heads[at],
        heads[at + 1],
        np.searchsorted(sorted_firsts, firsts, "right"),
        np.searchsorted(sorted_firsts, lasts, "right"),
    )


def _set_max(tree: list[float], size: int, slot: int, value: float) -> None:
    """Set ``slot`` of a segment tree of maximums with ``size`` leaves, refreshing the
    ancestors up to the first that does not change. O(log size)."""
    node = slot + size
    tree[node] = value
    node >>= 1
    while node:
        left, right = tree[2 * node], tree[2 * node + 1]
        combined = left if left >= right else right
        if tree[node] == combined:
            break  # nothing above changes
        tree[node] = combined
        node >>= 1


def _skip(links: list[int], slot: int) -> int:
    """Follow skip links from ``slot`` to a slot linked to itself, pointing every slot
    passed straight at it (path compression: amortised O(log n), near O(1) in practice)."""
    end = links[slot]
    while links[end] != end:
        end = links[end]
    while links[slot] != end:
        links[slot], slot = end, links[slot]
    return end


class _Stretches:
    """The free stretches of every object, to find those holding some record of a class.

    A stretch is the gap between two consecutive members of an object — after member
    p, up to the next member's first step (or without end) — or before an object's
    first member. Each has a slot: member p's "after" stretch is slot p, object o's
    "before" stretch slot n + o. A record [f, l] lies in a stretch (lo, hi) when
    lo < f and l < hi; slots are kept in order of lo (every "before" stretch, whose lo
    is -inf, then members by last step), so the stretches with lo < f are a prefix,
    and a segment tree of the highest hi finds those of them with hi > l in
    O(log n) each. Seeding a class costs O((c + s) log n), c its records and s the
    stretches reported, against O(c·m·log n) for checking every record against every
    object. A class of at least n/:data:`NUMPY_SEEDING` records is seeded in numpy instead, every
    stretch at once (O(n log n), without the tree; steps within 2^53, exact as floats).
    """

    def __init__(self, lasts: list[int], by_last: list[int], steps: tuple[np.ndarray, np.ndarray] | None) -> None:
        """``by_last``: the records by last step, ties by index; ``steps``: every first
        and last step in numpy, when exact as floats (else never in numpy)."""
        n = len(lasts)
        self._n = n
        self._steps = steps
        self._lo: np.ndarray | None = None  # per leaf, its stretch's lo: made on first use
        self._by_last = by_last
        self._sorted_lasts = [lasts[i] for i in self._by_last]
        self._position = [0] * (2 * n)  # slot -> leaf
        for rank, i in enumerate(self._by_last):
            self._position[i] = n + rank
        for obj in range(n):
            self._position[n + obj] = obj
        self._leaf_slot = [n + obj for obj in range(n)] + self._by_last
        self._member_leaf: np.ndarray | None = None  # per member, its leaf: made on first use in numpy
        self._leaf_slot_array: np.ndarray | None = None  # _leaf_slot likewise
        self._size = size = tree_leaves(2 * n)
        self._hi: list[float] = [-math.inf] * (2 * size)  # the tree; leaves masked while reported
        # Per leaf, its stretch's hi (-inf: none): in numpy when steps are exact as floats.
        self._value: list[float] | np.ndarray = [-math.inf] * (2 * n) if steps is None else np.full(2 * n, -math.inf)
        self._dirty: list[int] = []  # leaves set since the tree was last brought up to date

    def _update(self, touched: list[int], firsts: list[int], after: Sequence[int], heads: Sequence[int]) -> None:
        """Take in the stretches of the ``touched`` slots (then emptied) as the members
        now stand: ``after`` links each member to the next of its object, ``heads``
        names each object's first. O(1) each."""
        n, value, position, dirty = self._n, self._value, self._position, self._dirty
        for slot in touched:
            if slot < n:
                k = after[slot]
                hi = firsts[k] if k >= 0 else math.inf
            else:
                hi = firsts[heads[slot - n]]
            leaf = position[slot]
            value[leaf] = hi
            dirty.append(leaf)
        touched.clear()

    def _update_in_numpy(self, touched: np.ndarray, firsts: np.ndarray, after: np.ndarray, heads: np.ndarray) -> None:
        """:meth:`_update` of int64 arrays, in numpy. O(t) for t touched slots."""
        n = self._n
        if self._member_leaf is None:
            self._member_leaf = np.empty(n, np.int64)
            self._member_leaf[np.array(self._by_last, np.int64)] = np.arange(n, 2 * n)
        assert isinstance(self._value, np.ndarray), "steps exact as floats"
        is_member = touched < n
        member, obj = touched[is_member], touched[~is_member] - n
        k = after[member]
        leaves = np.concatenate((self._member_leaf[member], obj))
        self._value[leaves] = np.concatenate((np.where(k >= 0, firsts[k], math.inf), firsts[heads[obj]]))
        self._dirty += leaves.tolist()

    def _set(self, leaf: int, hi: float) -> None:
        _set_max(self._hi, self._size, leaf, hi)

    def _refresh(self) -> None:
        """Bring the tree up to date with the stretches set since the last query: leaf
        by leaf when few were, else rebuilt whole, whichever costs less (the tree is
        only read between classes, so a placement costs O(1), not O(log n))."""
        tree, size, dirty = self._hi, self._size, self._dirty
        if len(dirty) * size.bit_length() < size:
            for leaf in dirty:
                _set_max(tree, size, leaf, self._value[leaf])
        elif isinstance(self._value, np.ndarray):
            self._hi = _tree_levels(self._value, size, -math.inf).tolist()
        else:
            tree[size : size + len(self._value)] = self._value
            for node in range(size - 1, 0, -1):
                left, right = tree[2 * node], tree[2 * node + 1]
                tree[node] = left if left >= right else right
        dirty.clear()

    def holding(
        self,
        records: list[int],
        firsts: list[int],
        lasts: list[int],
        touched: list[int],
        after: Sequence[int],
        heads: Sequence[int],
    ) -> list[int]:
        """The slots of the stretches holding at least one of ``records``, each once:
        in numpy for a large class (:meth:`_holding_vectorised`), else through the tree
        (:meth:`_holding_by_tree`); first the stretches placements changed (``touched``:
        see :meth:`_update`)."""
        self._update(touched, firsts, after, heads)
        if self._steps is not None and NUMPY_SEEDING * len(records) >= self._n:
            return [self._leaf_slot[leaf] for leaf in self._holding_vectorised(records, self._steps).tolist()]
        return self._holding_by_tree(records, firsts, lasts)

    def holding_in_numpy(
        self,
        records: list[int],
        firsts: list[int],
        lasts: list[int],
        touched: np.ndarray,
        arrays: tuple[np.ndarray, ...],
    ) -> np.ndarray:
        """:meth:`holding` with the touched slots and the steps (of every record), the
        links after each member and the objects' heads given as int64 ``arrays``."""
        self._update_in_numpy(touched, *arrays)
        if self._steps is not None and NUMPY_SEEDING * len(records) >= self._n:
            if self._leaf_slot_array is None:
                self._leaf_slot_array = np.array(self._leaf_slot, np.int64)
            return self._leaf_slot_array[self._holding_vectorised(records, self._steps)]  # type: ignore[no-any-return]
        return np.array(self._holding_by_tree(records, firsts, lasts), np.int64)

    def _holding_vectorised(self, records: list[int], steps: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
        """Every stretch (lo, hi) at once: among the records starting after lo, the
        smallest last must be below hi. O(n log n) in numpy."""
        index = np.array(records, np.int64)
        by_first = steps[0][index].astype(np.float64)
        order = np.argsort(by_first, kind="stable")
        by_first = by_first[order]
        smallest_last = np.append(np.minimum.accumulate(steps[1][index][order][::-1])[::-1], math.inf)
        if self._lo is None:
            self._lo = np.concatenate((np.full(self._n, -math.inf), np.array(self._sorted_lasts, np.float64)))
        lo = self._lo
        hi = self._value
        return np.flatnonzero(smallest_last[np.searchsorted(by_first, lo, "right")] < hi)  # the leaves

    def _holding_by_tree(self, records: list[int], firsts: list[int], lasts: list[int]) -> list[int]:
        """:meth:`holding` through the tree of highest his.

        Per record, the canonical nodes covering the leaves with lo < first, then
        down each whose highest hi passes the record's last: the leaves reached are
        reported and masked, so each is reported once."""
        self._refresh()
        out: list[int] = []
        tree, size, sorted_lasts, base = self._hi, self._size, self._sorted_lasts, self._n
        for j in records:
            last = lasts[j]
            if tree[1] <= last:
                continue  # no stretch reaches past it
            lo, hi = size, size + base + bisect_left(sorted_lasts, firsts[j])  # leaves with lo < first
            stack = []
            while lo < hi:
                if lo & 1:
                    if tree[lo] > last:
                        stack.append(lo)
                    lo += 1
                if hi & 1:
                    hi -= 1
                    if tree[hi] > last:
                        stack.append(hi)
                lo >>= 1
                hi >>= 1
            while stack:
                node = stack.pop()
                if tree[node] <= last:
                    continue  # masked since it was pushed
                if node < size:
                    stack.append(2 * node + 1)
                    stack.append(2 * node)
                    continue
                out.append(node - size)
                _set_max(tree, size, node - size, -math.inf)  # reported: not again for this class
        for leaf in out:  # unmasked for later classes
            self._set(leaf, self._value[leaf])
        return [self._leaf_slot[leaf] for leaf in out]


class _MaxTree:
    """Values at fixed slots, and the first (or last) slot of a range whose value is
    above a bound: a segment tree of maximums, O(log n) per operation."""

    def __init__(self, values: list[int] | np.ndarray) -> None:
        """``values`` a list, or in numpy (as floats: exact within 2^53), built level by level there. O(n)."""
        self._size = size = tree_leaves(len(values))
        if isinstance(values, np.ndarray):
            self._tree: list[float] = _tree_levels(values, size, -math.inf).tolist()
            return
        tree: list[float] = [-math.inf] * (2 * size)
        tree[size : size + len(values)] = values
        for node in range(size - 1, 0, -1):
            left, right = tree[2 * node], tree[2 * node + 1]
            tree[node] = left if left >= right else right
        self._tree = tree

    def clear(self, slot: int) -> None:
        """Take ``slot`` out of every later answer."""
        _set_max(self._tree, self._size, slot, -math.inf)

    def first_above(self, lo: int, bound: float) -> int:
        """The smallest slot ``>= lo`` whose value is ``> bound``, or -1."""
        tree, size = self._tree, self._size
        if lo >= size:
            return -1
        node = lo + size
        while tree[node] <= bound:
            while node & 1:  # a right child: its right neighbour is up a level
                node >>= 1
            if not node:
                return -1
            node += 1
        while node < size:
            node *= 2
            if tree[node] <= bound:
                node += 1
        return node - size

    def last_above(self, hi: int, bound: float) -> int:
        """The largest slot ``< hi`` whose value is ``> bound``, or -1."""
        tree, size = self._tree, self._size
        if hi <= 0:
            return -1
        node = hi - 1 + size
        while tree[node] <= bound:
            while not node & 1:  # a left child: its left neighbour is up a level
                node >>= 1
            if node == 1:
                return -1
            node -= 1
        while node < size:
            node = 2 * node + 1
            if tree[node] <= bound:
                node -= 1
        return node - size
