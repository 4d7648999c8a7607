"""The registry of planning strategies: the single place a name maps to a planner.

Every planner is a pure function ``(records, alignment) -> plan`` that never mutates
its input; the CLI's choices and ``memplan strategies`` come from :data:`PLANNERS`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tflite_memplan.errors import UnknownStrategyError
from tflite_memplan.planners.greedy_by_size import greedy_by_size
from tflite_memplan.planners.naive import naive_offsets
from tflite_memplan.planners.tflm_greedy import tflm_greedy
from tflite_memplan.plans import Plan
from tflite_memplan.records import UsageRecord

OFFSET = "offset"
SHARED_OBJECTS = "shared_objects"


@dataclass(frozen=True)
class Strategy:
    name: str
    family: str
    description: str
    complexity: str
    plan: Callable[[Sequence[UsageRecord], int], Plan]


PLANNERS: dict[str, Strategy] = {
    s.name: s
    for s in (
        Strategy(
            "tflm_greedy", OFFSET, "TFLite Micro's first-fit greedy, its exact order and ties", "O(n²)", tflm_greedy
        ),
        Strategy("greedy_by_size", OFFSET, "TFLite CPU's best-fit greedy, largest first", "O(n²)", greedy_by_size),
        Strategy("naive", OFFSET, "no reuse: every buffer end to end", "O(n)", naive_offsets),
    )
}


def get_strategy(name: str) -> Strategy:
    """Look a strategy up by name, with an error that lists the valid names."""
    try:
        return PLANNERS[name]
    except KeyError:
        raise UnknownStrategyError(name, sorted(PLANNERS)) from None
