"""``best``: the smallest valid offset plan of every other offset strategy.

No single heuristic wins on every graph; each is cheap enough to run them all, so
an engineer who only wants the smallest arena gets it, with the winner named in
the plan's ``note``. Complexity: the sum of the candidates' (quadratic at worst).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from tflite_memplan.planners.memo import validate_once
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord

Planner = Callable[[Sequence[UsageRecord], int], OffsetPlan]


def best_of(candidates: Sequence[tuple[str, Planner]]) -> Planner:
    """A planner that runs ``candidates`` in order and keeps the smallest valid plan
    (the first listed among equals)."""

    def best(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        winner, chosen = "", None
        for name, planner in candidates:
            plan = planner(records, alignment)
            validate_once(records, plan, alignment)
            if chosen is None or plan.arena_size < chosen.arena_size:
                winner, chosen = name, plan
        assert chosen is not None, "best_of needs at least one candidate"
        return dataclasses.replace(chosen, note=f"winner: {winner}")

    return best
