"""``best``: the smallest offset plan of every other offset strategy, checked.

No single heuristic wins on every graph; each is cheap enough to run them all, so
an engineer who only wants the smallest arena gets it, with the winner named in
the plan's ``note``. Candidates run in order, and stop at a plan that meets the
lower bound (:func:`~tflite_memplan.bounds.offset_lower_bound`): none after it can
be smaller, so the winner is the same. Only the winner is validated (raising on a
planner's bug): the others are thrown away, and each strategy's plans are validated
in the tests. The candidates get the records as one tuple, so what several derive from
them alike (the pairs live together, :func:`~tflite_memplan.planners.offset.placed.place_in_order`)
is computed once. Complexity: O(n log n) for the bound, then the sum of the candidates'
(quadratic at worst).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from tflite_memplan.bounds import offset_lower_bound
from tflite_memplan.planners.memo import validate_once
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord

Planner = Callable[[Sequence[UsageRecord], int], OffsetPlan]


def best_of(candidates: Sequence[tuple[str, Planner]]) -> Planner:
    """A planner that runs ``candidates`` in order and keeps the smallest plan (the
    first listed among equals), validated."""

    def best(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        assert candidates, "best_of needs at least one candidate"
        records = tuple(records)  # one object: what the candidates derive from it alike is remembered once
        bound = offset_lower_bound(records, alignment)
        winner, chosen = "", None
        for name, planner in candidates:
            plan = planner(records, alignment)
            if chosen is None or plan.arena_size < chosen.arena_size:
                winner, chosen = name, plan
            if chosen.arena_size <= bound:  # optimal: no later candidate can be smaller
                break
        assert chosen is not None
        validate_once(records, chosen, alignment)
        return dataclasses.replace(chosen, note=f"winner: {winner}")

    return best
