"""Greedy by breadth for shared objects (TFLite GPU's ``GREEDY_BY_BREADTH``).

The busiest step of the run decides the most, so serve steps from the busiest down:
the records live at the step with the most bytes live ("breadth") are assigned first,
largest first, each into an object that is free over its whole interval and closest
in size. Records already assigned at a busier step are skipped.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tflite_memplan.planners.shared.common import ObjectPool
from tflite_memplan.planners.time_index import served_at
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
    (:func:`~tflite_memplan.planners.time_index.served_at`), then O(b log n) a record to
    assign, b the busy objects passed before the best free one (see
    :class:`~tflite_memplan.planners.shared.common.ObjectPool`), except while every
    object holds a record live at the step being served (then none is free: O(1)), so
    one operator's n operands take O(n log n).
    """
    n = len(records)
    firsts = [r.first for r in records]
    lasts = [r.last for r in records]
    sizes = [r.size for r in records]
    step, live = served_at(records)
    order = _serving_order(step, sizes)
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


def _serving_order(step: list[int], sizes: list[int]) -> list[int]:
    """Records by the step they are served at, then size descending, then index: in
    numpy, or in Python where a size passes int64. O(n log n)."""
    try:
        size = np.array(sizes, np.int64)
    except OverflowError:
        return sorted(range(len(sizes)), key=lambda i: (step[i], -sizes[i], i))
    order: list[int] = np.lexsort((-size, np.array(step, np.int64))).tolist()  # stable: ties by index
    return order
