"""Greedy by breadth for shared objects (TFLite GPU's ``GREEDY_BY_BREADTH``).

The busiest step of the run decides the most, so serve steps from the busiest down:
the records live at the step with the most bytes live ("breadth") are assigned first,
largest first, each into an object that is free over its whole interval and closest
in size. Records already assigned at a busier step are skipped.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from tflite_memplan.planners.shared.common import ObjectPool
from tflite_memplan.planners.time_index import profiles_by_breadth
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

    Complexity: O(n log n) to find the per-step profiles (see
    :func:`~tflite_memplan.planners.time_index.profiles_by_breadth`), then O(n·m·log n)
    to assign, m the number of objects — each record scans every object and bisects
    its members for a conflict (in numpy once there are hundreds of objects: see
    :class:`~tflite_memplan.planners.shared.common.ObjectPool`), except while every
    object holds a record live at the step being served (then none is free: O(1)),
    so one operator's n operands take O(n log n).
    """
    object_of = [-1] * len(records)  # every record is live at its own first step, so all get one
    pool = ObjectPool(records)
    firsts = sorted(r.first for r in records)
    lasts = sorted(r.last for r in records)
    for step, live in profiles_by_breadth(records, range(len(records))):
        # Records live at one step meet each other, so the assigned ones hold one object
        # each, busy over the step, which every record of `live` spans: once they hold
        # every object, none is free and the search can be skipped (one wide operator).
        busy = bisect_right(firsts, step) - bisect_left(lasts, step) - len(live)
        for i in sorted(live, key=lambda i: (-records[i].size, i)):
            r = records[i]
            best = pool.best_free(r, closest=True) if busy < len(pool.sizes) else None
            busy += 1
            if best is None:
                best = pool.new(r.size)
            else:
                pool.grow(best, r.size)
            pool.occupy(best, r)
            object_of[i] = best
    return SharedObjectsPlan(tuple(object_of), tuple(pool.sizes))
