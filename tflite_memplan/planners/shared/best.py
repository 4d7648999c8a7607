"""Best of the greedy shared-objects strategies (after TFLite GPU's ``GREEDY_BEST``).

No one greedy wins on every graph, and each is cheap, so run them all and keep the
smallest plan.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from tflite_memplan.bounds import shared_objects_lower_bound
from tflite_memplan.planners.memo import memoised
from tflite_memplan.planners.shared.by_breadth import greedy_by_breadth_objects
from tflite_memplan.planners.shared.by_size import greedy_by_size_improved_objects, greedy_by_size_objects
from tflite_memplan.planners.shared.in_order import greedy_in_order_objects
from tflite_memplan.plans import SharedObjectsPlan
from tflite_memplan.records import UsageRecord

# Tried in this order; a later one wins only when strictly smaller. The first two are
# TFLite's GREEDY_BEST in its order, so on a tie the result is the one TFLite picks.
GREEDY_CANDIDATES: tuple[tuple[str, Callable[[Sequence[UsageRecord], int], SharedObjectsPlan]], ...] = (
    ("greedy_by_size_improved", memoised(greedy_by_size_improved_objects)),
    ("greedy_by_breadth", memoised(greedy_by_breadth_objects)),
    ("greedy_in_order", memoised(greedy_in_order_objects)),
    ("greedy_by_size", memoised(greedy_by_size_objects)),
)


Candidates = Sequence[tuple[str, Callable[[Sequence[UsageRecord], int], SharedObjectsPlan]]]


def best_greedy_with_name(
    records: Sequence[UsageRecord], alignment: int = 1, candidates: Candidates = GREEDY_CANDIDATES
) -> tuple[str, SharedObjectsPlan]:
    """The smallest plan of ``candidates`` (:data:`GREEDY_CANDIDATES`: every greedy) and
    the name of the strategy that made it (the first listed among equals).

    TFLite's ``GREEDY_BEST`` compares only greedy-by-size-improved and greedy-by-breadth
    (the first two); all four are never larger. A plan that meets the lower bound
    (:func:`~tflite_memplan.bounds.shared_objects_lower_bound`) ends the loop: no later
    candidate can be strictly smaller, so the winner is the same. The records become one
    tuple, so the positional maximums the bound and greedy-by-size-improved read are
    computed once. Complexity: the sum of the candidates' run, O(n·(a + m)·log n) for n
    records, m objects and a the most live at once (see each).
    """
    records = tuple(records)
    bound = shared_objects_lower_bound(records)
    best_name, best_plan = "", None
    for name, planner in candidates:
        plan = planner(records, alignment)
        if best_plan is None or plan.footprint < best_plan.footprint:
            best_name, best_plan = name, plan
        if best_plan.footprint <= bound:
            break
    assert best_plan is not None
    return best_name, best_plan


def best_greedy_objects(records: Sequence[UsageRecord], alignment: int = 1) -> SharedObjectsPlan:
    """The smallest greedy shared-objects plan, its ``note`` naming the winner; see
    :func:`best_greedy_with_name`."""
    name, plan = best_greedy_with_name(records, alignment)
    return dataclasses.replace(plan, note=f"winner: {name}")
