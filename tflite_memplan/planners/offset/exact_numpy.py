"""The exact search's kernel for the core install (no numba, no llvmlite): the same
depth-first search as :func:`~tflite_memplan.planners.offset.exact._search`, node for
node, with each node's loops over buffers and sections done by numpy on whole slices.

The list kernel spends O(m) interpreted steps a node scanning every buffer for the
candidates, and more per child walking sections, neighbours and logs one element at a
time. Here every sibling is judged at once, since each sees the node's state (a child
is undone before the next is tried): the candidates, inference on their own sections and
on the others, and whether each has an unplaced neighbour are some 25 numpy calls (about
a microsecond each whatever their length); each child that survives them is checked
against the sections its raise lifts and, if it lives, placed in some 25 more, and
undone in 8. A node costs O(m + S + k·w) elementwise work for k candidates spanning at
most w of the S sections. What changes only at one depth (positions, logs' heads) stays
in Python lists while a slice of the budget runs and goes back into the arrays when it
returns, so the driver sees the same arrays and the same protocol (return codes 0-3,
``st``, resumable) as with the other kernels.

Differences of bookkeeping only, none visible outside the kernel: a child that dies is
found so before anything is written (it is never placed, raised or undone); a floor the
rescan lifts in the placed buffer's own sections is not logged twice (the placement's
entry holds the value to restore), so each undo writes each index once; the bound on
section totals (``max_total``, ``max_where``) and ``stamp`` are not used, the largest
totals being taken afresh at each node. Memory: O(m·S) for the padded rows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

#: What a kernel returns (the compiled kernel returns the same numbers; exact.py's driver reads them).
FOUND, INFEASIBLE, PAUSED, SPLIT = 0, 1, 2, 3


class NumpySearch:
    """The search kernel as numpy calls: ``bind`` takes :func:`_search`'s arguments but
    the budget (the same arrays, updated in place) and returns a function of the budget,
    as :class:`~tflite_memplan.planners.compiled.Native` does."""

    def bind(self, *args: Any) -> Callable[[int], int]:
        """The search on ``args`` as a function of one call's node budget (see :func:`_bound`)."""
        return _bound(*args)

    def __repr__(self) -> str:
        return "NumpySearch()"


def _bound(
    st: np.ndarray,
    size: np.ndarray,
    top_of: np.ndarray,
    fixed: np.ndarray,
    nbr_ptr: np.ndarray,
    nbr: np.ndarray,
    sec_lo: np.ndarray,
    sec_hi: np.ndarray,
    sec_ptr: np.ndarray,
    sec_buf: np.ndarray,
    capacity: int,
    slack: int,
    minoff: np.ndarray,
    placed: np.ndarray,
    offset: np.ndarray,
    floor: np.ndarray,
    total: np.ndarray,
    chosen: np.ndarray,
    pos: np.ndarray,
    hat: np.ndarray,
    order: np.ndarray,
    ord_start: np.ndarray,
    ord_len: np.ndarray,
    min_height: np.ndarray,
    mlog_j: np.ndarray,
    mlog_v: np.ndarray,
    mlog_at: np.ndarray,
    slog_s: np.ndarray,
    slog_v: np.ndarray,
    slog_at: np.ndarray,
    stamp: np.ndarray,
    cut: np.ndarray,
    max_total: np.ndarray,
    max_where: np.ndarray,
) -> Callable[[int], int]:
    """The search of :func:`~tflite_memplan.planners.offset.exact._search` on these
    arrays, as a function of the node budget of one call (same return codes). What
    never changes is read once here, as lists for scalar reads."""
    del stamp, max_total, max_where  # no stamps; the bound on totals is exact here, at each node
    m = len(size)
    n_sections = len(floor)
    size_l, top_l = size.tolist(), top_of.tolist()
    nbp, lo_l, hi_l = nbr_ptr.tolist(), sec_lo.tolist(), sec_hi.tolist()
    sections = np.arange(n_sections, dtype=np.int64)
    index = np.arange(m, dtype=np.int64)
    step = slack + 1
    # Each buffer's lowest offset, a placed one's (and the padding's, at m) above any:
    # keys of placed buffers fall past every key kept, and out of every section's minimum.
    placed_low = (2**62) // (m + 1)
    low = np.append(np.where(placed, placed_low, minoff), placed_low)
    # Each buffer's sections as a row, padded with a section past the last whose total is
    # below any: the largest total under each candidate in three calls.
    spans = sec_hi - sec_lo
    widest = max(int(spans.max(initial=0)), 1)
    own_rows = np.minimum(sec_lo[:, None] + np.arange(widest), n_sections)
    own_rows[np.arange(widest) >= spans[:, None]] = n_sections
    lowest_total = -(2**62)
    # Each section's buffers as a row, padded with m: a section's lowest offset in two calls.
    counts = np.diff(sec_ptr)
    rows = np.full((n_sections, max(int(counts.max(initial=0)), 1)), m, np.int64)
    rows[np.repeat(sections, counts), np.arange(len(sec_buf)) - np.repeat(sec_ptr[:-1], counts)] = sec_buf
    # Whether each buffer lives in each section, for the sections of a set of buffers at once.
    lives = (sec_lo[:, None] <= sections) & (sections < sec_hi[:, None])
    # How many of each buffer's neighbours are unplaced: zero, and a dead child ends its siblings.
    owners = np.repeat(index, np.diff(nbr_ptr))
    free = np.bincount(owners[~placed[nbr]], minlength=m).astype(np.int64)
    none = np.array([-(2**62)], np.int64)
    any_pin = bool((fixed >= 0).any())
    per_depth = (chosen, pos, hat, ord_start, ord_len, min_height, mlog_at, slog_at, offset)

    def children(after: int) -> tuple[np.ndarray, int]:
        """The current node's children that inference does not kill at once, in the order the
        list kernel tries them, and the lowest top. Its siblings see the node as it is
        now (every child is undone before the next), so each candidate's own sections,
        the other sections' largest total and whether it has unplaced neighbours are
        decided for all of them here. O(m + S + k·w) in about 25 numpy calls."""
        lowest_top = min(capacity + 1, int((low[:m] + size).min()))
        keys = low[:m] * m + index
        keys = keys[(keys > after) & (keys < lowest_top * m)]
        if len(keys) == 0:
            return keys, lowest_top
        keys.sort()
        cand, off = keys % m, keys // m
        # Own sections: each must hold what is left in it above the child (its total less
        # the child's rounded size, less the slack where anything is left), or it dies.
        totals = np.append(total, lowest_total)[own_rows[cand]]
        most = totals.max(axis=1)
        if slack:
            tp = top_of[cand]
            end = off + size[cand]
            most -= tp
            worst = np.where(most > 0, end + most - slack, end)
            least = np.where(totals == lowest_total, -lowest_total, totals).min(axis=1) - tp
            worst = np.where((most > 0) & (least <= 0), np.maximum(worst, end), worst)
        else:  # rounded sizes are the sizes: end + max(most - size, 0)
            worst = off + np.maximum(most, size[cand])
        dead = worst > capacity
        # The other sections: the largest total outside the child's (inside, it died above).
        if int(off[-1]) + int(total.max()) - slack > capacity:
            before = np.concatenate((none, np.maximum.accumulate(total)))
            beyond = np.concatenate((np.maximum.accumulate(total[::-1])[::-1], none))
            outside = np.maximum(before[sec_lo[cand]], beyond[sec_hi[cand]])
            dead |= (outside > 0) & (off + outside - slack > capacity)
        skipped = dead
        if any_pin:  # a pinned candidate elsewhere than its pin is passed over first, whatever else
            pins = fixed[cand]
            elsewhere = (pins >= 0) & (off != pins)
            dead &= ~elsewhere
            skipped = dead | elsewhere
        last = np.flatnonzero(dead & (free[cand] == 0))
        if len(last):  # a dead child with no unplaced neighbour: its later siblings are not tried
            cut_at = int(last[0])
            cand, skipped = cand[:cut_at], skipped[:cut_at]
        return cand[~skipped], lowest_top

    def run(budget: int) -> int:
        ch, ps, ht, os_, ol, mh, ma, sa, offs = (a.tolist() for a in per_depth)
        d, expand, mark = int(st[0]), int(st[1]), int(st[3])
        nodes = 0

        def finish(depth: int, what_next: int, status: int) -> int:
            for array, values in zip(per_depth, (ch, ps, ht, os_, ol, mh, ma, sa, offs), strict=True):
                array[:] = values
            st[0], st[1], st[2], st[3] = depth, what_next, st[2] + nodes, mark
            return status

        while True:
            if expand == 1:
                if d == m:
                    return finish(d, 1, FOUND)
                if nodes >= budget:
                    return finish(d, 1, PAUSED)
                nodes += 1
                after = -1
                if d > 0:
                    after = offs[ch[d - 1]] * m + ch[d - 1]
                kept, mh[d] = children(after)
                k = len(kept)
                base = os_[d]
                order[base : base + k] = kept
                ol[d] = k
                os_[d + 1] = base + k
                ps[d] = 0
                expand = 0
            descended = False
            child_failed = expand == 2
            if child_failed:
                expand = 0
            while not child_failed and ps[d] < ol[d]:
                i = int(order[os_[d] + ps[d]])
                ps[d] += 1
                off = int(minoff[i])
                lo, hi, end, tp = lo_l[i], hi_l[i], off + size_l[i], top_l[i]
                # What placing i would raise: its unplaced neighbours below i's aligned end;
                # a pin below i's end kills it. Whether it dies is decided before any write,
                # so a dead child (it has unplaced neighbours: its siblings go on) costs no undo.
                near = nbr[nbp[i] : nbp[i + 1]]
                hatless = int(free[i]) == 0
                raise_to = (end + slack) // step * step
                raised = near[:0]
                if not hatless:
                    lifted = low[near] < raise_to  # unplaced (a placed one's is above any)
                    if any_pin:
                        pins = fixed[near]
                        if ((pins >= 0) & (pins < end) & ~placed[near]).any():
                            continue
                        lifted &= pins < 0
                    raised = near[lifted]
                mark += 1
                which = raised
                if len(raised):
                    # Each section of a raised buffer whose floor (once i is placed) is below
                    # raise_to rises to the lowest offset of its unplaced buffers; it must
                    # still hold what is left in it. i's own sections are at end by then.
                    covered = lives[raised].any(axis=0)
                    covered &= floor < raise_to
                    if end >= raise_to:
                        covered[lo:hi] = False
                    which = np.flatnonzero(covered)
                    if len(which):
                        low[raised] = raise_to
                        low[i] = placed_low
                        lowest = low[rows[which]].min(axis=1)
                        below, left_in = floor[which], total[which]
                        if end < raise_to:  # i's own sections among them, as they will be
                            own = (which >= lo) & (which < hi)
                            below[own] = end
                            left_in[own] -= tp
                        rises = lowest > below
                        # What is left above the floor, less one rounding where anything is.
                        above = np.where(left_in > 0, left_in - slack, 0) if slack else np.maximum(left_in, 0)
                        if (rises & (np.maximum(lowest, off) + above > capacity)).any():
                            low[raised] = minoff[raised]
                            low[i] = off
                            continue
                        which, lowest = which[rises], lowest[rises]
                # Place i at off: its sections' floors and totals, the boundaries it crossed.
                placed[i] = True
                low[i] = placed_low
                offs[i] = off
                ch[d] = i
                sl = sa[d]
                span = hi - lo
                slog_s[sl : sl + span] = sections[lo:hi]
                slog_v[sl : sl + span] = floor[lo:hi]
                sl += span
                floor[lo:hi] = end
                total[lo:hi] -= tp
                split = False
                if span > 1:
                    crossing = cut[lo : hi - 1]
                    crossing -= 1
                    split = not crossing.all()
                free[near] -= 1
                mt = ma[d]
                r = len(raised)
                if r:
                    mlog_j[mt : mt + r] = raised
                    mlog_v[mt : mt + r] = minoff[raised]
                    mt += r
                    minoff[raised] = raise_to
                    low[raised] = raise_to
                ma[d + 1] = mt
                ht[d] = hatless
                if len(which):
                    logged = which[(which < lo) | (which >= hi)] if end < raise_to else which  # i's own: logged
                    n = len(logged)
                    slog_s[sl : sl + n] = logged
                    slog_v[sl : sl + n] = floor[logged]
                    sl += n
                    floor[which] = lowest
                sa[d + 1] = sl
                d += 1
                descended = True
                expand = 1
                if split:
                    ps[d] = 0
                    return finish(d, 1, SPLIT)
                break
            if descended:
                continue
            if d == 0:
                return finish(0, 0, INFEASIBLE)
            d -= 1
            i = ch[d]
            lo, hi = lo_l[i], hi_l[i]
            a, b = sa[d], sa[d + 1]
            floor[slog_s[a:b]] = slog_v[a:b]
            total[lo:hi] += top_l[i]
            if hi - lo > 1:
                cut[lo : hi - 1] += 1
            free[nbr[nbp[i] : nbp[i + 1]]] += 1
            a, b = ma[d], ma[d + 1]
            if b > a:
                minoff[mlog_j[a:b]] = mlog_v[a:b]
                low[mlog_j[a:b]] = mlog_v[a:b]
            placed[i] = False
            low[i] = offs[i]
            if ht[d]:
                ps[d] = ol[d]

    return run


#: The kernel object the driver binds.
NUMPY_SEARCH = NumpySearch()
