"""Exact shared objects: the assignment with the smallest sum of object sizes, or the
best found within a node budget with its proven gap.

Taken largest first, a record either joins an object already open (free of it over
its whole lifetime; the object is at least as large, so it costs nothing) or opens a
new object of its own size. Every assignment arises this way, so a depth-first
search over these choices, joins first, is complete. It is pruned with a bound valid
below any node: the objects open so far are the largest of any completion (later
ones are no larger), and the k-th largest object is at least the k-th positional
maximum (:func:`~tflite_memplan.bounds.positional_maximums`), so a completion costs
at least what is open plus the positional maximums from position ``len(open)`` on.

When the search stops early its gap is measured against
:func:`~tflite_memplan.planners.shared.lower_bound.objects_lower_bound`, which is
tighter than positional maximums where they are not tight.

The search starts from the best greedy plan (``best_greedy``'s) and visits at most
:data:`EXACT_OBJECT_NODES` nodes — a budget, not a time limit, so the plan is the
same on every machine — unless seconds are asked for
(:func:`~tflite_memplan.planners.limits.searching_for`). Exponential in the worst case (the problem is NP-hard on
interval graphs); each node costs O(m log k), m open objects of k members.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence

from tflite_memplan.bounds import positional_maximums
from tflite_memplan.planners.limits import search_seconds
from tflite_memplan.planners.shared.common import is_free, occupy
from tflite_memplan.planners.shared.lower_bound import objects_lower_bound
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord

#: Search nodes the ``exact_objects`` strategy may visit.
EXACT_OBJECT_NODES = 20_000
#: Records beyond which the search is not tried (its recursion is one level per record).
MAX_EXACT_RECORDS = 800


def exact_objects_from(
    start: Callable[[Sequence[UsageRecord], int], SharedObjectsPlan],
) -> Callable[..., SharedObjectsPlan]:
    """The registry's ``exact_objects`` strategy, starting from ``start``'s plan."""

    def exact_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
        seconds = search_seconds()
        if seconds is None:
            return solve_objects(records, start(records, alignment), EXACT_OBJECT_NODES)
        return solve_objects(records, start(records, alignment), None, time.monotonic() + seconds)

    return exact_objects


def solve_objects(
    records: Sequence[UsageRecord], start: SharedObjectsPlan, node_limit: int | None, deadline: float | None = None
) -> SharedObjectsPlan:
    """The smallest-sum assignment found from ``start`` within ``node_limit`` nodes
    and before ``deadline`` (``time.monotonic``); its note says "optimal (proved)" or
    how far it may be from optimal."""
    maxima = positional_maximums(records)
    suffix = [0] * (len(maxima) + 1)  # suffix[j]: positional maximums from position j on
    for j in range(len(maxima) - 1, -1, -1):
        suffix[j] = suffix[j + 1] + maxima[j]
    bound = suffix[0]
    best_sum, best_of = start.footprint, list(start.object_of)
    if start.footprint == bound or len(records) > MAX_EXACT_RECORDS:
        return _noted(start, start.footprint == bound, bound)

    order = sorted(range(len(records)), key=lambda i: (-records[i].size, records[i].first, i))
    sizes: list[int] = []
    spans: list[list[tuple[int, int]]] = []
    object_of = [-1] * len(records)
    nodes = 0

    def search(k: int, cost: int) -> bool:
        """False once the node budget is spent (the search is then incomplete)."""
        nonlocal nodes, best_sum, best_of
        if cost + suffix[min(len(sizes), len(maxima))] >= best_sum:
            return True
        if k == len(order):
            best_sum, best_of = cost, list(object_of)
            return True
        nodes += 1
        if node_limit is not None and nodes > node_limit:
            return False
        if deadline is not None and nodes % 256 == 0 and time.monotonic() > deadline:
            return False
        i = order[k]
        r = records[i]
        for obj in range(len(sizes)):
            if is_free(spans[obj], r):
                occupy(spans[obj], r)
                object_of[i] = obj
                complete = search(k + 1, cost)
                spans[obj].remove((r.first, r.last))
                if not complete:
                    return False
        sizes.append(r.size)
        spans.append([(r.first, r.last)])
        object_of[i] = len(sizes) - 1
        complete = search(k + 1, cost + r.size)
        sizes.pop()
        spans.pop()
        object_of[i] = -1
        return complete

    exhausted = search(0, 0)
    plan = start if best_of == list(start.object_of) else _renumbered(records, best_of)
    if not exhausted and plan.footprint > bound:
        bound = objects_lower_bound(records, plan.footprint).bytes
    return _noted(plan, exhausted or plan.footprint == bound, bound)


def _renumbered(records: Sequence[UsageRecord], object_of: list[int]) -> SharedObjectsPlan:
    """Objects numbered by their first record's index; each as large as its largest record."""
    ids: dict[int, int] = {}
    out = [ids.setdefault(o, len(ids)) for o in object_of]
    sizes = [0] * len(ids)
    for r, o in zip(records, out, strict=True):
        sizes[o] = max(sizes[o], r.size)
    return SharedObjectsPlan(tuple(out), tuple(sizes))


def _noted(plan: SharedObjectsPlan, optimal: bool, bound: int) -> SharedObjectsPlan:
    note = "optimal (proved)" if optimal else f"≤ {100 * (plan.footprint - bound) / plan.footprint:.1f} % from optimal"
    return dataclasses.replace(plan, note=note)
