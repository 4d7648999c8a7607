"""Exact offset planning: an optimal arena, or the best found with a proven gap.

Every offset plan can be pushed down until each buffer rests on a buffer live with
it (or on 0) without growing; listed by offset, such a plan is fixed by its order
alone, each buffer going at the highest aligned end of the buffers live with it
placed before it. So it is enough to search orders in which offsets never decrease
(the *canonical* solutions of MiniMalloc: Moffitt, "MiniMalloc: A Lightweight
Memory Allocator for Hardware-Accelerated Machine Learning", ASPLOS 2023):

- time is cut into *sections* where the set of live buffers does not change; each
  keeps a *floor*, the highest aligned end of its placed buffers; a buffer goes at
  its lowest offset (the highest aligned end of the placed buffers live with it),
  and only if that is not below the last placed offset;
- *inference* prunes a node when a section cannot hold what is still unplaced in
  it above its floor (their sizes rounded up, less the largest rounding, as in
  :func:`~tflite_memplan.bounds.offset_lower_bound`), or a buffer no longer fits
  below the capacity at its lowest offset;
- *symmetry*: two buffers not live together that land at the same offset are
  tried in one order only;
- *dominance*: a buffer is not placed at or above the top of another that could
  still go wholly below it; and when a buffer with nothing unplaced above it fails,
  its siblings are not tried (nothing they leave differs where it matters);
- *decomposition*: buffers that never share a step with the others are solved
  apart from the start, and whenever a placement leaves a time boundary no unplaced
  buffer crosses, the parts on either side are searched one after the other, each
  with its own order — a part that fails undoes the placement without retrying the
  other parts' choices.

The search answers a decision (does a plan fit within a capacity?) depth first,
candidates at a node lowest offset first, then in a static order (:data:`PREORDERINGS`,
tried in turn with node limits that double, as MiniMalloc does; where MiniMalloc starts
each round afresh, an order's search goes on from its last pause, counting the nodes a
fresh start would visit, so plans and counts are the same for half the work). It is run in
slices of a node budget so the caller can stop at a time limit. Minimising the
arena starts from the best heuristic plan and probes capacities between the lower
bound and it (see :func:`solve_offsets`) until one byte less is proved impossible
(optimal), the bound is reached (optimal) or time runs out (the best plan and its
gap to the proven bound).

The search kernel is written as plain loops over numpy arrays so that numba, when
installed (the ``exact`` extra), compiles it. Without numba or llvmlite a search of
:data:`NUMPY_FROM_BUFFERS` buffers or more runs on :mod:`.exact_numpy`'s kernel, the
same search node for node in numpy calls over whole arrays (2–31× the compiled time on
MiniMalloc's instances: near 2× where nodes are dear, far where they cost the compiled
kernel a few µs, a numpy call costing about one), and a smaller one runs this code as
Python over lists (where a numpy call's fixed cost would lose). Once built, the compiled kernel is loaded
as machine code without numba (:func:`~tflite_memplan.planners.compiled.native`). Until
the process has loaded it, a search of a few buffers runs as Python first, since most
end before it would have loaded. Complexity: exponential in the worst case (the problem
is NP-hard); each node costs O(n + Σ spans + c log c) for c candidates, and O(S) more,
S sections, where the bound on section totals must be recomputed.
Records with an offline offset must land exactly there: their lowest offset starts
at the pin, and a branch that pushes one above it fails.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import numpy as np

from tflite_memplan.bounds import concatenated_ranges, offline_overlaps, offset_lower_bound
from tflite_memplan.defaults import SOLVE_TIME_LIMIT
from tflite_memplan.planners.compiled import Kernel, Native, compiled, native, slow_search_note
from tflite_memplan.planners.in_range import check_sizes, ranked_times
from tflite_memplan.planners.limits import search_seconds
from tflite_memplan.planners.offset.exact_numpy import FOUND, INFEASIBLE, NUMPY_SEARCH, PAUSED, SPLIT, NumpySearch
from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size
from tflite_memplan.planners.time_index import range_max
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord, align_up

#: Search nodes the registry's ``exact`` strategy may visit: a node budget, not a time
#: limit, so its plan is the same on every machine (well under a second compiled).
EXACT_NODES = 50_000
#: Nodes per slice of the search between clock checks (compiled, and as Python).
_SLICE = 20_000
_PYTHON_SLICE = 200
#: Without a compiled kernel, searches of at least this many buffers (a part the search
#: splits off counts its own) run on :mod:`~.exact_numpy`'s kernel, smaller ones on lists:
#: below it a numpy call's fixed cost loses to a short loop (see benchmarks/EXACT_RESULTS.md).
NUMPY_FROM_BUFFERS = 128
#: Searches a decider keeps to take further in a later round or probe: the three orders
#: at two capacities (minimising probes the same capacity again with a larger budget).
KEPT_SEARCHES = 6
#: ... and the most memory they may hold together, the latest kept whatever its size
#: (each O(m·S) for m buffers and S sections: some 15 MB for MiniMalloc's K, 454 buffers).
KEPT_BYTES = 128 * 2**20


def _search(  # type: ignore[no-untyped-def]
    st,
    size,
    top_of,
    fixed,
    nbr_ptr,
    nbr,
    sec_lo,
    sec_hi,
    sec_ptr,
    sec_buf,
    capacity,
    slack,
    minoff,
    placed,
    offset,
    floor,
    total,
    chosen,
    pos,
    hat,
    order,
    ord_start,
    ord_len,
    min_height,
    mlog_j,
    mlog_v,
    mlog_at,
    slog_s,
    slog_v,
    slog_at,
    stamp,
    cut,
    max_total,
    max_where,
    budget,
):
    """Depth-first search for a canonical plan within ``capacity``, resumable: ``st``
    holds [depth, what next (0 next candidate, 1 expand the node, 2 the node failed),
    nodes, stamp]. At most ``budget`` nodes per call. Returns 0 found (``offset``
    holds it), 1 infeasible (search exhausted), 2 paused, 3 a placement left some time
    boundary that no unplaced buffer crosses (``cut``: how many cross each): the
    driver may solve the parts apart, then resume with 1 (go on) or 2 (they failed).
    ``max_total[d]`` bounds every section's total from above at depth ``d``, and is
    section ``max_where[d]``'s total unless that is -1 (the driver sets depth 0):
    inference then looks only at the sections a placement changed, and at the others
    only when the bound no longer clears the capacity."""
    m = len(size)
    n_sections = len(floor)
    d = st[0]
    expand = st[1]
    nodes = 0
    while True:
        if expand == 1:
            if d == m:
                st[0], st[1], st[2] = d, 1, st[2] + nodes
                return 0
            if nodes >= budget:
                st[0], st[1], st[2] = d, 1, st[2] + nodes
                return 2
            nodes += 1
            # The candidates by lowest offset, then preorder (their index): each as the
            # key minoff * m + index (below 2^62, see solve_offsets), heapsorted in
            # place. Written out rather than np.argsort, which would triple the compile
            # and allocate at every node. Only the unplaced buffers the loop below
            # would not skip at once: canonical (the key above the last placement's)
            # and not dominated (below the lowest top of any unplaced buffer).
            k = 0
            base = ord_start[d]
            lowest_top = capacity + 1
            after = -1
            if d > 0:
                after = offset[chosen[d - 1]] * m + chosen[d - 1]
            for i in range(m):
                if not placed[i]:
                    if minoff[i] + size[i] < lowest_top:
                        lowest_top = minoff[i] + size[i]
                    key = minoff[i] * m + i
                    if key > after:
                        order[base + k] = key
                        k += 1
            kept = 0
            for t in range(k):
                if order[base + t] < lowest_top * m:
                    order[base + kept] = order[base + t]
                    kept += 1
            k = kept
            half = k // 2
            for step in range(half + k - 1):  # heapify (sift each parent down), then pop the largest to the end
                end = k
                parent = half - 1 - step
                if step >= half:
                    end = k - 1 - (step - half)
                    order[base], order[base + end] = order[base + end], order[base]
                    parent = 0
                while True:
                    child = 2 * parent + 1
                    if child >= end:
                        break
                    if child + 1 < end and order[base + child + 1] > order[base + child]:
                        child += 1
                    if order[base + parent] >= order[base + child]:
                        break
                    order[base + parent], order[base + child] = order[base + child], order[base + parent]
                    parent = child
            for t in range(k):
                order[base + t] = order[base + t] % m
            ord_len[d] = k
            ord_start[d + 1] = base + k
            min_height[d] = lowest_top
            pos[d] = 0
            expand = 0
        descended = False
        child_failed = expand == 2  # the driver found the parts below this node infeasible
        if child_failed:
            expand = 0
        while not child_failed and pos[d] < ord_len[d]:
            i = order[ord_start[d] + pos[d]]
            pos[d] += 1
            off = minoff[i]
            if d > 0:  # canonical: offsets never decrease, equal ones in preorder
                prev = chosen[d - 1]
                if off < offset[prev] or (off == offset[prev] and i < prev):
                    continue
            if off >= min_height[d]:  # dominated: some buffer fits wholly below it
                continue
            if fixed[i] >= 0 and off != fixed[i]:
                continue
            # Inference, first on i's own sections: each must hold what is left in it above
            # i, or i dies at once; most placements that fail, fail here, before anything
            # changes. A dead child with no unplaced buffer live with it (no hat) ends
            # its siblings too, as the backtrack below does.
            dead = False
            for s in range(sec_lo[i], sec_hi[i]):
                f = off + size[i]
                if total[s] - top_of[i] > 0:
                    f += total[s] - top_of[i] - slack
                if f > capacity:
                    dead = True
                    break
            if dead:
                hatless = True
                for q in range(nbr_ptr[i], nbr_ptr[i + 1]):
                    if not placed[nbr[q]]:
                        hatless = False
                        break
                if hatless:
                    pos[d] = ord_len[d]
                continue
            # Place i at off: its sections' floors and totals, and the boundaries it crossed.
            placed[i] = True
            offset[i] = off
            chosen[d] = i
            sl = slog_at[d]
            for s in range(sec_lo[i], sec_hi[i]):
                slog_s[sl] = s
                slog_v[sl] = floor[s]
                sl += 1
                floor[s] = off + size[i]
                total[s] -= top_of[i]
            split = False
            for b in range(sec_lo[i], sec_hi[i] - 1):  # boundaries no unplaced buffer crosses now
                cut[b] -= 1
                if cut[b] == 0:
                    split = True
            # Inference on the other sections: they passed at the parent, so only off +
            # their total can fail now, which the bound on totals rules out unless it
            # comes close to the capacity (where the bound is a section's total and that
            # section is not i's, it is the largest: no scan).
            ok = True
            bound = max_total[d]
            where = max_where[d]
            if where >= sec_lo[i] and where < sec_hi[i]:
                where = -1  # its total fell: the bound may no longer be any section's
            if ok and bound > 0 and off + bound - slack > capacity:
                if where < 0:
                    bound = 0
                    for s in range(n_sections):
                        if total[s] > bound:
                            bound = total[s]
                            where = s
                if bound > 0 and off + bound - slack > capacity:
                    ok = False
            max_total[d + 1] = bound
            max_where[d + 1] = where
            # Raise the lowest offset of every unplaced buffer live with i to i's aligned end;
            # a pinned one stays at its pin (aligned or not), which must not be below i's end.
            hatless = True
            mt = mlog_at[d]
            raise_to = (off + size[i] + slack) // (slack + 1) * (slack + 1)
            for q in range(nbr_ptr[i], nbr_ptr[i + 1]):
                j = nbr[q]
                if placed[j]:
                    continue
                hatless = False
                if not ok:  # dead already: only whether i has a hat counts
                    break
                if fixed[j] >= 0:
                    if off + size[i] > fixed[j]:
                        ok = False
                elif minoff[j] < raise_to:
                    mlog_j[mt] = j
                    mlog_v[mt] = minoff[j]
                    mt += 1
                    minoff[j] = raise_to
            mlog_at[d + 1] = mt
            hat[d] = hatless
            if ok:
                # A section's floor is at least the lowest offset any of its unplaced
                # buffers can take: each section of a raised buffer, once (stamped), and
                # those whose floor rises are checked as i's were.
                st[3] += 1
                mark = st[3]
                for q in range(mlog_at[d], mt):
                    j = mlog_j[q]
                    for s in range(sec_lo[j], sec_hi[j]):
                        if stamp[s] == mark:
                            continue
                        stamp[s] = mark
                        lowest = raise_to  # j's, at most: the scan stops once it is down to the floor
                        if floor[s] >= lowest:
                            continue
                        for p in range(sec_ptr[s], sec_ptr[s + 1]):
                            b = sec_buf[p]
                            if not placed[b] and minoff[b] < lowest:
                                lowest = minoff[b]
                                if lowest <= floor[s]:
                                    break
                        if lowest > floor[s]:
                            slog_s[sl] = s
                            slog_v[sl] = floor[s]
                            sl += 1
                            floor[s] = lowest
                            f = lowest if lowest > off else off
                            if total[s] > 0:
                                f += total[s] - slack
                            if f > capacity:
                                ok = False
            slog_at[d + 1] = sl
            d += 1
            descended = True
            if not ok:  # a dead child: the backtrack below undoes the placement
                expand = 2
                break
            expand = 1
            if split:  # the rest may fall into independent parts: the driver decides
                pos[d] = 0
                st[0], st[1], st[2] = d, 1, st[2] + nodes
                return 3
            break
        if descended:
            continue
        if d == 0:
            st[0], st[1], st[2] = 0, 0, st[2] + nodes
            return 1
        d -= 1
        i = chosen[d]
        for q in range(slog_at[d + 1] - 1, slog_at[d] - 1, -1):
            floor[slog_s[q]] = slog_v[q]
        for s in range(sec_lo[i], sec_hi[i]):
            total[s] += top_of[i]
        for b in range(sec_lo[i], sec_hi[i] - 1):
            cut[b] += 1
        for q in range(mlog_at[d + 1] - 1, mlog_at[d] - 1, -1):
            minoff[mlog_j[q]] = mlog_v[q]
        placed[i] = False
        if hat[d]:
            pos[d] = ord_len[d]


def _kernel() -> Any:
    """:func:`_search` as machine code loaded without numba once built
    (:func:`~tflite_memplan.planners.compiled.native`), else compiled by numba
    (:func:`~tflite_memplan.planners.compiled.compiled`); the Python function itself
    without numba."""
    return native(KERNEL) or compiled(KERNEL) or _search


#: The search as machine code: its int64 parameters and its bool arrays (the others are int64 arrays).
KERNEL = Kernel(_search, scalars=frozenset({"capacity", "slack", "budget"}), booleans=frozenset({"placed", "hat"}))


def _warm_up(kernel: Any) -> None:
    """Run ``kernel`` once on one buffer, so numba compiles it (or loads it from its
    cache) before any time limit starts."""
    if not _warmed:
        _Decider([UsageRecord(size=1, first=0, last=0)], 1, kernel).decide(1, math.inf)
        _warmed.append(True)


_warmed: list[bool] = []


@dataclass(frozen=True)
class ExactResult:
    """What the exact search established.

    ``plan`` is the best plan found (``None`` when a capacity was asked for and no
    plan within it was found); ``bound`` a proven lower bound on every plan's arena;
    ``optimal`` that ``plan`` is proved to be the smallest (then its arena equals
    ``bound``); ``infeasible`` that no plan fits the capacity asked for; ``nodes``
    the search nodes counted (as MiniMalloc's restarts visit them: a round that goes on
    from the last visits only those past its pause); ``seconds`` the time taken; ``skipped`` why no search
    ran at all (too many buffers), empty when one could; ``notes`` what the user
    should know about the search itself (it ran uncompiled, without numba).
    """

    plan: OffsetPlan | None
    bound: int
    optimal: bool
    infeasible: bool
    nodes: int
    seconds: float
    skipped: str = ""
    notes: tuple[str, ...] = ()

    @property
    def gap(self) -> float | None:
        """How far the plan may be from optimal, as a fraction of its arena (0 when proved)."""
        if self.plan is None:
            return None
        if self.optimal or self.plan.arena_size == 0:
            return 0.0
        return (self.plan.arena_size - self.bound) / self.plan.arena_size

    def describe(self) -> str:
        """``optimal (proved)`` or ``≤ 1.3 % from optimal``, for reports."""
        if self.plan is None:
            return "no plan found within the capacity" if not self.infeasible else "no plan fits (proved)"
        if self.optimal:
            return "optimal (proved)"
        why = f" (not searched: {self.skipped})" if self.skipped else ""
        return f"≤ {100 * (self.gap or 0):.1f} % from optimal{why}"


#: Static orders tried in turn (MiniMalloc's defaults): each letter a key, descending —
#: W lifespan width, A area (size × width), T the largest total of any section it spans.
PREORDERINGS = ("WAT", "TAW", "TWA")
#: The most buffers the exact search takes on (its memory grows with buffers × sections);
#: past it :func:`solve_offsets` returns its start plan, noted "not searched".
MAX_EXACT_BUFFERS = 1_000
#: The most buffers ``memplan solve`` reads from a CSV file: past the search's limit it
#: still makes greedy_by_size's plan, O(n log n) but some 25 µs a buffer in Python
#: (about 2.5 s at this many), and the reader stops at the next row, so a file of a
#: million rows is refused in O(this) instead of planned for a minute.
MAX_SOLVE_BUFFERS = 100_000


class _Start(NamedTuple):
    """Where a search starts (the kernel updates the arrays in place as it goes): each
    member's lowest offset, and from section ``first`` on, each section's floor and the
    bytes still to place in it."""

    minoff: np.ndarray
    floor: np.ndarray
    total: np.ndarray
    first: int = 0


class _Decider:
    """The records as flat arrays for the kernel, and decisions at one capacity at a time.

    What never changes is built once: each buffer's neighbours (buffers live with it)
    and each section's buffers, as CSR lists. A part the search splits off takes its
    slice of them, renumbered, and only the sections it spans."""

    def __init__(self, records: Sequence[UsageRecord], alignment: int, kernel: Any) -> None:
        self.records = records
        self.alignment = alignment
        self.kernel = kernel
        ids = [i for i, r in enumerate(records) if r.size > 0]
        points = sorted({records[i].first for i in ids} | {records[i].last + 1 for i in ids})
        rank = {p: k for k, p in enumerate(points)}
        lo = np.array([rank[records[i].first] for i in ids], np.int64)
        hi = np.array([rank[records[i].last + 1] for i in ids], np.int64)
        size = np.array([records[i].size for i in ids], np.int64)
        # Inference counts each buffer's size rounded up, less one rounding: a buffer
        # below an aligned one wastes its rounding. Below a pin off the alignment it
        # may not, so with such pins only the sizes themselves are counted.
        pins = [(r.offline_offset, r.offline_offset + r.size) for r in records if r.offline_offset is not None]
        pinned_off_grid = any(start % alignment or end % alignment for start, end in pins)
        top = (
            size.copy() if pinned_off_grid else np.array([align_up(records[i].size, alignment) for i in ids], np.int64)
        )
        width = np.array([records[i].last + 1 - records[i].first for i in ids], np.int64)
        sections = max(len(points) - 1, 0)
        total = np.zeros(sections + 1, np.int64)
        np.add.at(total, lo, top)
        np.add.at(total, hi, -top)
        total = np.cumsum(total)[:sections]
        self.keys = {"W": width, "A": size * width}  # T (section totals) depends on what is left: see _preorder
        self.ids, self.lo, self.hi, self.size, self.top = ids, lo, hi, size, top
        self.total0 = total
        self.fixed_all = np.array(
            [records[i].offline_offset if records[i].offline_offset is not None else -1 for i in ids], np.int64
        )
        self.sections = sections
        overlap = (lo[:, None] < hi[None, :]) & (lo[None, :] < hi[:, None])
        np.fill_diagonal(overlap, False)
        self.nbr_ptr = np.concatenate(([0], np.cumsum(overlap.sum(axis=1)))).astype(np.int64)
        self.nbr = np.nonzero(overlap)[1].astype(np.int64)
        cells, owner = concatenated_ranges(lo, hi)  # each buffer's sections, then each section's buffers
        by_section = np.argsort(cells, kind="stable")
        self.sec_buf = owner[by_section].astype(np.int64)
        self.sec_ptr = np.concatenate(([0], np.cumsum(np.bincount(cells, minlength=sections)))).astype(np.int64)
        self.local = np.full(len(ids), -1, np.int64)  # scratch: a part's number for each of its buffers
        self.heuristic = PREORDERINGS[0]
        self.searches: dict[tuple[int, str], _Search] = {}  # by capacity and order, the latest last

    def decide(self, capacity: int, deadline: float, budget: int | None = None) -> tuple[int, list[int] | None, int]:
        """(found / infeasible / paused, offsets of every record when found, nodes).

        Tries each of :data:`PREORDERINGS` with a node limit that doubles each round,
        as MiniMalloc does, until one answers or the deadline (or ``budget`` nodes).
        MiniMalloc starts each round's search afresh; here an order's search goes on
        from where its last round paused (:class:`_Search`), and the nodes counted are
        those MiniMalloc's restart would visit, so budgets, plans and counts are the same
        with half the work (the rounds before the last repeat about half of it)."""
        m = len(self.ids)
        if m == 0:
            return FOUND, [r.offline_offset or 0 for r in self.records], 0
        limit, nodes = 2 * m, 0
        while True:
            for name in PREORDERINGS:
                self.heuristic = name
                run_limit = limit if budget is None else min(limit, budget - nodes)
                status, found, used = self._run(capacity, deadline, run_limit)
                nodes += used
                if status != PAUSED:
                    return status, found, nodes
                if time.monotonic() >= deadline or (budget is not None and nodes >= budget):
                    return PAUSED, None, nodes
            limit *= 2

    def _preorder(self, members: np.ndarray, total: np.ndarray, first: int) -> np.ndarray:
        """``members`` in the current heuristic's order (each key descending, ties in the
        order given); T is the largest of the section totals (``total``, from section
        ``first`` on) over a buffer's sections."""
        keys = {"W": self.keys["W"][members], "A": self.keys["A"][members]}
        keys["T"] = range_max(total, self.lo[members] - first, self.hi[members] - first)
        return members[np.lexsort([-keys[c] for c in reversed(self.heuristic)])]

    def _run(self, capacity: int, deadline: float, limit: int) -> tuple[int, list[int] | None, int]:
        """The current heuristic's search at ``capacity`` up to ``limit`` nodes: the one
        kept from an earlier round or probe (the latest :data:`KEPT_SEARCHES` are kept,
        within :data:`KEPT_BYTES`), else a new one."""
        key = (capacity, self.heuristic)
        search = self.searches.pop(key, None) or self.new_search(capacity)
        self.searches[key] = search
        status, offsets, nodes = search.run(self, limit, deadline)
        while len(self.searches) > KEPT_SEARCHES or sum(s.nbytes for s in self.searches.values()) > KEPT_BYTES:
            oldest = next(iter(self.searches))
            if oldest == key:  # the latest is kept whatever its size
                break
            del self.searches[oldest]
        if status != FOUND or offsets is None:
            return status, None, nodes
        out = [r.offline_offset or 0 for r in self.records]
        for k, member in enumerate(search.members):
            out[self.ids[member]] = int(offsets[k])
        return FOUND, out, nodes

    def new_search(self, capacity: int) -> _Search:
        """A search of every buffer, in the current heuristic's order, from nothing placed."""
        order = self._preorder(np.arange(len(self.ids)), self.total0, 0)
        fixed = self.fixed_all[order]
        minoff = np.where(fixed >= 0, fixed, 0).astype(np.int64)
        return _Search(order, capacity, _Start(minoff, np.zeros(self.sections, np.int64), self.total0.copy()))

    def _solve_parts(
        self,
        members: np.ndarray,
        placed: np.ndarray,
        offset: np.ndarray,
        st: np.ndarray,
        capacity: int,
        deadline: float,
        limit: int,
        start: _Start,
    ) -> int:
        """The unplaced buffers in parts that share no section; each solved alone.
        Found: ``offset`` holds every buffer. Infeasible: ``st`` is set to undo the
        last placement. Fewer than two parts: ``st`` goes on searching."""
        minoff, floor, total, first = start
        unplaced = np.flatnonzero(~placed)
        unplaced = unplaced[np.argsort(self.lo[members[unplaced]], kind="stable")]
        lo, hi = self.lo[members[unplaced]], self.hi[members[unplaced]]
        reach = np.maximum.accumulate(hi)
        breaks = np.flatnonzero(lo[1:] >= reach[:-1]) + 1  # where a part starts: nothing before reaches it
        if len(breaks) == 0:
            return -1  # one part: go on
        bounds = [0, *breaks.tolist(), len(unplaced)]
        for a, b in itertools.pairwise(bounds):
            if b - a == 1:  # alone: at its lowest offset, if it fits there
                k = int(unplaced[a])
                buffer = members[k]
                fixed = self.fixed_all[buffer]
                if minoff[k] + self.size[buffer] > capacity or (fixed >= 0 and minoff[k] != fixed):
                    st[1] = 2
                    return INFEASIBLE
                offset[k] = minoff[k]
                continue
            part = unplaced[a:b]
            low, high = int(lo[a]), int(reach[b - 1])  # the part's sections, in the decider's numbers
            own = total[low - first : high - first].copy()
            buffers = self._preorder(members[part], own, low)  # what is left decides the order; ties by start
            at = {int(buffer): int(k) for k, buffer in zip(part, members[part], strict=True)}
            local = np.array([at[int(buffer)] for buffer in buffers], np.int64)
            floors = floor[low - first : high - first].copy()
            part_start = _Start(minoff[local].copy(), floors, own, low)
            status, found, used = _Search(buffers, capacity, part_start).run(self, limit - int(st[2]), deadline)
            st[2] += used
            if status == PAUSED:
                return PAUSED
            if status != FOUND or found is None:
                st[1] = 2
                return INFEASIBLE
            offset[local] = found
        return FOUND


class _Search:
    """One search of ``members`` (buffer numbers, in preorder) from ``start``, which
    :meth:`run` takes up to a number of nodes and later further: where a placement
    splits what is left into parts that share no section, each part is solved on its
    own (MiniMalloc's dynamic decomposition) and, if one of them cannot be, the
    placement is undone.

    The search is a fixed sequence of nodes, so a run to ``limit`` nodes answers as one
    started afresh would: the outcome if it comes within ``limit``, else paused there.
    The arrays are built at the first run."""

    def __init__(self, members: np.ndarray, capacity: int, start: _Start) -> None:
        self.members, self.capacity, self.start = members, capacity, start
        self.outcome: tuple[int, np.ndarray | None, int] | None = None  # found or infeasible, at its count
        self.known = 0  # the search does not end within this many nodes
        self.parts_pending = False  # paused in the parts of a split: they are solved again
        self.step: Callable[[int], int] | None = None  # the kernel on this search's arrays, once built
        self.nbytes = 0  # the memory its arrays hold, at most (twice the kernel's: the numpy kernel's rows)

    def run(self, decider: _Decider, limit: int, deadline: float) -> tuple[int, np.ndarray | None, int]:
        """(status, ``members``' offsets when found, nodes counted from the search's start),
        on ``decider``'s lists (always the same one: the decider keeps its searches, and a
        search that kept its decider would make a cycle holding both until a collection)."""
        if time.monotonic() >= deadline or limit <= 0:
            return PAUSED, None, 0
        if self.outcome is not None and limit >= self.outcome[2]:
            return self.outcome
        if self.outcome is not None or limit <= self.known:
            return PAUSED, None, limit
        step = self.step or self._setup(decider)
        st, python = self.st, self.python
        while True:
            if self.parts_pending:
                status = SPLIT
            else:
                status = step(min(_PYTHON_SLICE if self.interpreted else _SLICE, limit - int(st[2])))
                if python:
                    for array, values in self.seen:
                        array[:] = values
            if status == SPLIT:
                before = int(st[2])
                self.parts_pending = False
                status = decider._solve_parts(
                    self.members, self.placed, self.offset, st, self.capacity, deadline, limit, self.start
                )
                if status == PAUSED:  # the parts are solved again at the next run, counted from before them
                    self.known, self.parts_pending = int(st[2]), True
                    st[2] = before
                if python:  # the parts' offsets, and whether to go on or undo
                    self.args[0][:], self.args[14][:] = st.tolist(), self.offset.tolist()
                if status == PAUSED:
                    return PAUSED, None, self.known
                if status != FOUND:
                    continue  # resumes with the placement undone (st[1] = 2) or going on (1)
            if status != PAUSED or int(st[2]) >= limit or time.monotonic() >= deadline:
                break
        nodes = int(st[2])
        if status == PAUSED:
            self.known = nodes
            return PAUSED, None, nodes
        self.outcome = (FOUND, self.offset, nodes) if status == FOUND else (int(status), None, nodes)
        return self.outcome

    def _setup(self, decider: _Decider) -> Callable[[int], int]:
        """The kernel's arrays, and the kernel bound to them (see :func:`_search`)."""
        members, capacity = self.members, self.capacity
        m = len(members)
        minoff, floor, total, first = self.start
        sections = len(floor)
        lo, hi, size, top, fixed = (
            decider.lo[members] - first,
            decider.hi[members] - first,
            decider.size[members],
            decider.top[members],
            decider.fixed_all[members],
        )
        # The members' slice of the neighbour and section lists, in their own numbers.
        local = decider.local
        local[members] = np.arange(m)
        cells, owner = concatenated_ranges(decider.nbr_ptr[members], decider.nbr_ptr[members + 1])
        mapped = local[decider.nbr[cells]]
        keep = mapped >= 0
        nbr = mapped[keep]
        nbr_ptr = np.concatenate(([0], np.cumsum(np.bincount(owner[keep], minlength=m)))).astype(np.int64)
        cells = decider.sec_buf[decider.sec_ptr[first] : decider.sec_ptr[first + sections]]
        mapped = local[cells]
        keep = mapped >= 0
        sec_buf = mapped[keep]
        counts = np.diff(decider.sec_ptr[first : first + sections + 1])
        sec_of = np.repeat(np.arange(sections), counts)[keep]
        sec_ptr = np.concatenate(([0], np.cumsum(np.bincount(sec_of, minlength=sections)))).astype(np.int64)
        local[members] = -1
        cut = np.zeros(max(sections - 1, 1) + 1, np.int64)  # buffers crossing each section boundary
        np.add.at(cut, lo, 1)
        np.add.at(cut, hi - 1, -1)
        cut = np.cumsum(cut)[: max(sections - 1, 1)]
        span = int((hi - lo).sum())
        st = np.array([0, 1, 0, 0], np.int64)
        placed = np.zeros(m, np.bool_)
        offset = np.zeros(m, np.int64)
        chosen = np.zeros(m + 1, np.int64)
        pos = np.zeros(m + 1, np.int64)
        hat = np.zeros(m + 1, np.bool_)
        ordering = np.zeros(m * (m + 1) // 2 + 1, np.int64)
        ord_start = np.zeros(m + 2, np.int64)
        ord_len = np.zeros(m + 1, np.int64)
        min_height = np.zeros(m + 1, np.int64)
        mlog_j = np.zeros(len(nbr) + 1, np.int64)
        mlog_v = np.zeros(len(nbr) + 1, np.int64)
        mlog_at = np.zeros(m + 2, np.int64)
        slog_s = np.zeros(span + m * sections + 1, np.int64)
        slog_v = np.zeros(len(slog_s), np.int64)
        slog_at = np.zeros(m + 2, np.int64)
        stamp = np.zeros(sections, np.int64)
        max_total = np.zeros(m + 2, np.int64)
        max_where = np.full(m + 2, -1, np.int64)
        if sections:
            max_where[0] = int(np.argmax(total))
            max_total[0] = total[max_where[0]]
        slack = decider.alignment - 1
        args = [
            st, size, top, fixed, nbr_ptr, nbr, lo, hi, sec_ptr, sec_buf, capacity, slack,
            minoff, placed, offset, floor, total, chosen, pos, hat, ordering, ord_start, ord_len, min_height,
            mlog_j, mlog_v, mlog_at, slog_s, slog_v, slog_at, stamp, cut, max_total, max_where,
        ]  # fmt: skip
        self.nbytes = 2 * sum(a.nbytes for a in args if isinstance(a, np.ndarray))
        kernel = decider.kernel
        if kernel is _search and m >= NUMPY_FROM_BUFFERS:  # without the extra: numpy calls over whole arrays
            kernel = NUMPY_SEARCH
        python = kernel is _search
        if python:  # as Python the kernel runs on lists: reading one costs a fraction of a numpy element
            args = [a.tolist() if isinstance(a, np.ndarray) else a for a in args]
        # What the driver reads between calls, each array with the list the kernel updated.
        self.seen = [(st, args[0]), (minoff, args[12]), (placed, args[13]), (offset, args[14]), (floor, args[15])]
        self.seen.append((total, args[16]))
        self.st, self.placed, self.offset, self.args, self.python = st, placed, offset, args, python
        self.interpreted = python or kernel is NUMPY_SEARCH
        step: Callable[[int], int] = (
            kernel.bind(*args) if isinstance(kernel, Native | NumpySearch) else functools.partial(kernel, *args)
        )
        self.step = step
        return step


class _Split:
    """Decisions part by part: records connected through overlapping lifetimes share
    a part, and parts never compete for bytes, so each is searched on its own (the
    sum of their searches, not the product)."""

    def __init__(self, records: Sequence[UsageRecord], alignment: int, kernel: Any) -> None:
        self.records = records
        self.parts: list[tuple[_Decider, list[int]]] = []
        group: list[int] = []
        reach = None
        for i in sorted((i for i, r in enumerate(records) if r.size > 0), key=lambda i: records[i].first):
            r = records[i]
            if reach is not None and r.first > reach:
                self.parts.append((_Decider([records[k] for k in group], alignment, kernel), group))
                group, reach = [], None
            group.append(i)
            reach = r.last if reach is None else max(reach, r.last)
        if group:
            self.parts.append((_Decider([records[k] for k in group], alignment, kernel), group))

    def decide(self, capacity: int, deadline: float, budget: int | None = None) -> tuple[int, list[int] | None, int]:
        """As :meth:`_Decider.decide`, over every part."""
        out = [r.offline_offset or 0 for r in self.records]
        nodes = 0
        for decider, group in self.parts:
            status, found, used = decider.decide(capacity, deadline, None if budget is None else budget - nodes)
            nodes += used
            if status != FOUND or found is None:
                return status, None, nodes
            for k, i in enumerate(group):
                out[i] = found[k]
        return FOUND, out, nodes


def _arena(records: Sequence[UsageRecord], offsets: Sequence[int]) -> int:
    return max((o + r.size for o, r in zip(offsets, records, strict=True)), default=0)


def solve_offsets(
    records: Sequence[UsageRecord],
    alignment: int = 1,
    capacity: int | None = None,
    time_limit: float = SOLVE_TIME_LIMIT,
    start_plan: OffsetPlan | None = None,
    node_limit: int | None = None,
) -> ExactResult:
    """The smallest arena for ``records`` (or, with ``capacity``, any plan within it),
    searched for at most ``time_limit`` seconds and ``node_limit`` nodes from
    ``start_plan`` (a valid plan: the registry passes ``best``'s; default
    ``greedy_by_size``'s); see the module docstring. Records beyond the int64 range
    are ranked or refused first (:mod:`~tflite_memplan.planners.in_range`): ``solve``
    hands over a CSV's numbers as they are."""
    check_sizes(records, max(alignment, 1))
    return _solve_in_range(ranked_times(records), alignment, capacity, time_limit, start_plan, node_limit)


def _solve_in_range(
    records: Sequence[UsageRecord],
    alignment: int,
    capacity: int | None,
    time_limit: float,
    start_plan: OffsetPlan | None,
    node_limit: int | None,
) -> ExactResult:
    """:func:`solve_offsets` on records already checked and ranked (the registry's
    strategies get them so: :class:`~tflite_memplan.planners.Strategy` does it once)."""
    began = time.monotonic()
    deadline = began + time_limit
    align = max(alignment, 1)
    fixed_top = max((r.offline_offset + r.size for r in records if r.offline_offset is not None), default=0)
    bound = max(offset_lower_bound(records, align), fixed_top)
    incumbent = start_plan if start_plan is not None else greedy_by_size(records, align)
    if offline_overlaps(records):  # pinned buffers share bytes on purpose: no bound, nothing to prove
        plan = dataclasses.replace(incumbent, note="pinned buffers overlap: not searched")
        return ExactResult(plan, 0, False, False, 0, time.monotonic() - began)
    buffers = sum(1 for r in records if r.size > 0)
    skipped = ""
    top = max(incumbent.arena_size, capacity or 0)
    if buffers > MAX_EXACT_BUFFERS or (top + 1) * (buffers + 1) >= 2**62:
        deadline = began  # too large to search: the start plan and its gap
        skipped = f"over {MAX_EXACT_BUFFERS:,} buffers" if buffers > MAX_EXACT_BUFFERS else "arena × buffers past 2^62"
    needed = incumbent.arena_size > (bound if capacity is None else capacity)
    search = functools.partial(_searched, records, bound, incumbent, capacity, node_limit, skipped, began)
    if not needed or time.monotonic() >= deadline:
        return search(None, deadline)
    if buffers <= PYTHON_FIRST_BUFFERS and not _warmed:  # as Python first: it ends before the kernel would load
        quick = min(deadline, time.monotonic() + PYTHON_FIRST_SECONDS)
        outcome = search(_Split(records, align, _search), quick)
        if time.monotonic() < quick:  # it ended on its own: what the compiled search would return
            return outcome
    kernel = _kernel()
    _warm_up(kernel)  # compiling the kernel (numba, once per machine) does not count against the limit
    slow = slow_search_note(KERNEL) if kernel is _search else ""
    return search(_Split(records, align, kernel), time.monotonic() + time_limit, (slow,) if slow else ())


#: Searches of at most this many buffers run first as Python for :data:`PYTHON_FIRST_SECONDS`
#: until the process has loaded the kernel: most end within it, without loading llvmlite
#: and the kernel (0.05 s), or numba and compiling it (seconds) on a machine's first run.
PYTHON_FIRST_BUFFERS = 64
PYTHON_FIRST_SECONDS = 0.1


def _searched(
    records: Sequence[UsageRecord],
    bound: int,
    incumbent: OffsetPlan,
    capacity: int | None,
    node_limit: int | None,
    skipped: str,
    began: float,
    decider: _Split | None,
    deadline: float,
    notes: tuple[str, ...] = (),
) -> ExactResult:
    """:func:`solve_offsets` once it knows its decider (None: no search) and deadline."""
    nodes = 0

    def result(plan: OffsetPlan | None, optimal: bool, infeasible: bool = False, low: int = bound) -> ExactResult:
        return ExactResult(plan, low, optimal, infeasible, nodes, time.monotonic() - began, skipped, notes)

    if capacity is not None:
        if incumbent.arena_size <= capacity:
            return result(incumbent, incumbent.arena_size == bound)
        if bound > capacity:
            return result(None, False, infeasible=True)
        if decider is None:
            return result(None, False)
        status, offsets, nodes = decider.decide(capacity, deadline, node_limit)
        if status == FOUND and offsets is not None:
            plan = OffsetPlan(tuple(offsets), _arena(records, offsets))
            return result(plan, plan.arena_size == bound)
        return result(None, False, infeasible=status == INFEASIBLE)

    # Each round probes the proven bound (the tightest capacity prunes hardest; a plan
    # there is optimal) with four times the round's node budget, then bisects between
    # the bound and the best plan with the budget until the window closes, then
    # doubles the budget. A probe that runs out proves nothing; one that fails raises
    # the bound; one that succeeds is the new best.
    best = incumbent
    low = bound
    budget = 20 * max(len(records), 1)
    left = node_limit if node_limit is not None else -1

    def probe(capacity_tried: int, nodes_allowed: int) -> int:
        nonlocal best, low, left, nodes
        assert decider is not None  # probed only with a decider
        status, offsets, used = decider.decide(
            capacity_tried, deadline, nodes_allowed if left < 0 else min(nodes_allowed, left)
        )
        if left > 0:
            left = max(left - used, 0)
        nodes += used
        if status == FOUND and offsets is not None:
            best = OffsetPlan(tuple(offsets), _arena(records, offsets))
        elif status == INFEASIBLE:
            low = capacity_tried + 1  # nothing within it exists
        return status

    while decider is not None and best.arena_size > low and time.monotonic() < deadline and left != 0:
        probe(low, 4 * budget)
        window = low + 1
        while window < best.arena_size and time.monotonic() < deadline and left != 0:
            capacity_tried = (window + best.arena_size - 1) // 2
            if probe(capacity_tried, budget) != FOUND:
                window = max(capacity_tried + 1, low)
        budget *= 2
    optimal = best.arena_size == low
    note = "optimal (proved)" if optimal else f"≤ {100 * (best.arena_size - low) / best.arena_size:.1f} % from optimal"
    if skipped and not optimal:
        note += f" (not searched: {skipped})"
    plan = OffsetPlan(best.offsets, best.arena_size, note=note)
    return result(plan, optimal, low=low)


#: Search nodes ``best`` spends trying to improve on the heuristics (a short search).
BEST_SEARCH_NODES = 2_000


def improved_by_search(start: Callable[[Sequence[UsageRecord], int], OffsetPlan]) -> Callable[..., OffsetPlan]:
    """``start``'s plan, or a smaller one the exact search finds from it within
    :data:`BEST_SEARCH_NODES` nodes (then noted "winner: exact search"). Only ever
    smaller; no search at all where the plan already meets the lower bound. For the
    registry, which hands it records checked and ranked (:func:`_solve_in_range`)."""

    def planner(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        plan = start(records, alignment)
        found = _solve_in_range(records, alignment, None, SOLVE_TIME_LIMIT, plan, BEST_SEARCH_NODES).plan
        if found is not None and found.arena_size < plan.arena_size:
            return dataclasses.replace(found, note="winner: exact search")
        return plan

    return planner


def exact_from(start: Callable[[Sequence[UsageRecord], int], OffsetPlan]) -> Callable[..., OffsetPlan]:
    """The registry's ``exact`` strategy: :func:`solve_offsets` (on the records as the
    registry checked and ranked them) from ``start``'s plan for :data:`EXACT_NODES` nodes (or the seconds of
    :func:`~tflite_memplan.planners.limits.searching_for`); the plan's note says
    "optimal (proved)" or its gap, and that the search ran as Python where numba is
    missing."""

    def exact(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        seconds = search_seconds()
        limit, nodes = (SOLVE_TIME_LIMIT, EXACT_NODES) if seconds is None else (seconds, None)
        result = _solve_in_range(records, alignment, None, limit, start(records, alignment), nodes)
        assert result.plan is not None
        if not result.notes:
            return result.plan
        return dataclasses.replace(result.plan, note="; ".join(filter(None, (result.plan.note, *result.notes))))

    return exact
