"""Greedy by breadth for shared objects (TFLite GPU's ``GREEDY_BY_BREADTH``).

The busiest step of the run decides the most, so serve steps from the busiest down:
the records live at the step with the most bytes live ("breadth") are assigned first,
largest first, each into an object that is free over its whole interval and closest
in size. Records already assigned at a busier step are skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

import numpy as np

from tflite_memplan.planners.shared.common import ObjectPool
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord


def greedy_by_breadth_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """Steps by breadth (descending, ties: earlier step), their unassigned records by
    size (descending, ties: index), each into the best free object.

    The best free object, as in TFLite, is the smallest one at least as large as the
    record; when none is, the largest smaller one, grown to the record's size; ties go
    to the lowest object id. With no object free over the record's interval, a new
    one. TFLite sorts steps and records with an unstable sort on breadth or size alone;
    the tie-breaks above are what its sort does on small inputs and make the result
    deterministic. Only steps where some record starts are visited: every other
    step's live records are a subset of an earlier such step's, all assigned by the
    time it comes up, so skipping it changes nothing. ``alignment`` is ignored.

    Complexity: O(n log n) to find the order records are served in
    (:func:`served_at`), then O(b log n) a record to assign, b the busy objects passed
    before the best free one (see :class:`~tflite_memplan.planners.shared.common.ObjectPool`),
    except while every object holds a record live at the step being served (then none
    is free: O(1)), so one operator's n operands take O(n log n).
    """
    n = len(records)
    firsts = [r.first for r in records]
    lasts = [r.last for r in records]
    sizes = [r.size for r in records]
    step, live = served_at(records)
    order = sorted(range(n), key=lambda i: (step[i], -sizes[i], i))
    object_of = [-1] * n
    pool = ObjectPool(records)
    place = pool.place
    current, busy = -1, 0
    for i in order:
        if step[i] != current:
            # Records live at one step meet each other, so those served before this
            # step hold one object each, busy over the step, which every record served
            # at it spans: once they hold every object, none is free and the search can
            # be skipped (one wide operator).
            current = step[i]
            busy = live[i]
        object_of[i] = place(firsts[i], lasts[i], sizes[i], True, busy)
        busy += 1
    return SharedObjectsPlan(tuple(object_of), tuple(pool.sizes))


def served_at(records: Sequence[UsageRecord]) -> tuple[list[int], list[int]]:
    """For each record, when greedy by breadth serves it — the rank, by breadth
    descending (ties: earlier step), of the busiest step where some record starts
    within its interval — and how many records live at that step are served earlier.

    A record is served at the first step in that order where it is live; the steps
    where some record starts include its own first step, so it has one. The breadths
    come from a difference array; the busiest step within each record's interval from
    a sparse table of minimum ranks, one level at a time in numpy. O(n log n) time,
    O(n) memory.
    """
    n = len(records)
    if not n:
        return [], []
    firsts = np.array([r.first for r in records], np.int64)
    lasts = np.array([r.last for r in records], np.int64)
    steps = np.unique(firsts)
    lo = np.searchsorted(steps, firsts)  # step ranks live over lo..hi, inclusive
    hi = np.searchsorted(steps, lasts, "right") - 1
    diff = [0] * (len(steps) + 1)  # Python ints: sizes may sum past int64
    for r, a, b in zip(records, lo.tolist(), hi.tolist(), strict=True):
        diff[a] += r.size
        diff[b + 1] -= r.size
    breadth = list(accumulate(diff[:-1]))
    by_breadth = sorted(range(len(steps)), key=lambda k: (-breadth[k], k))
    rank = np.empty(len(steps), np.int64)
    rank[by_breadth] = np.arange(len(steps))
    # served[i] = min(rank[lo[i] .. hi[i]]): two overlapping blocks of 2**level steps.
    length = hi - lo + 1
    level = np.frexp(length.astype(np.float64))[1] - 1  # floor(log2(length)), exact below 2**53
    served = np.empty(n, np.int64)
    table = rank
    for j in range(int(level.max()) + 1):
        if j:
            table = np.minimum(table[: -(1 << (j - 1))], table[1 << (j - 1) :])  # minimum over 2**j steps
        at = np.flatnonzero(level == j)
        served[at] = np.minimum(table[lo[at]], table[hi[at] - (1 << j) + 1])
    # Live at the step served (started by it, not ended before it), less those served there.
    at_step = steps[by_breadth][served]
    live = np.searchsorted(np.sort(firsts), at_step, "right") - np.searchsorted(np.sort(lasts), at_step, "left")
    live -= np.bincount(served, minlength=len(steps))[served]
    return served.tolist(), live.tolist()
