"""The registry of planning strategies: the single place a name maps to a planner.

Every planner is a pure function ``(records, alignment) -> plan`` that never mutates
its input; the CLI's choices and ``memplan strategies`` come from :data:`PLANNERS`.
Names are unique across both families: the shared-object variants of strategies
that also exist as offset strategies carry a ``shared_`` prefix. Complexities use
n records, m shared objects and a the most records live at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tflite_memplan.errors import UnknownStrategyError
from tflite_memplan.planners.in_range import within_range
from tflite_memplan.planners.memo import memoised
from tflite_memplan.planners.offset.best import best_of
from tflite_memplan.planners.offset.exact import exact_from, improved_by_search
from tflite_memplan.planners.offset.greedy_by_breadth import greedy_by_breadth
from tflite_memplan.planners.offset.greedy_by_size import greedy_by_size
from tflite_memplan.planners.offset.naive import naive_offsets
from tflite_memplan.planners.offset.strip_packing import strip_packing
from tflite_memplan.planners.offset.tflm_greedy import tflm_greedy
from tflite_memplan.planners.shared.best import best_greedy_objects
from tflite_memplan.planners.shared.by_breadth import greedy_by_breadth_objects
from tflite_memplan.planners.shared.by_size import greedy_by_size_improved_objects, greedy_by_size_objects
from tflite_memplan.planners.shared.exact import exact_objects_from
from tflite_memplan.planners.shared.in_order import greedy_in_order_objects
from tflite_memplan.planners.shared.min_cost_flow import min_cost_flow_objects
from tflite_memplan.planners.shared.simple import equality_objects, naive_objects
from tflite_memplan.plans import Plan
from tflite_memplan.records import UsageRecord

OFFSET = "offset"
SHARED_OBJECTS = "shared_objects"


@dataclass(frozen=True)
class Strategy:
    """A named planner in the registry: its family (``"offset"`` plans one arena,
    ``"shared_objects"`` a pool of buffers), what it does and its time complexity.

    A strategy is called like the pure function it wraps:
    ``PLANNERS["tflm_greedy"](records)`` or ``(records, alignment)`` returns a
    :class:`~tflite_memplan.plans.Plan` and never changes ``records``. ``plan`` is the
    planner as given, wrapped by :func:`~tflite_memplan.planners.in_range.within_range`:
    it refuses a model whose buffers add up to 2^62 bytes and ranks times beyond 2^62,
    so no planner's int64 arrays overflow.
    """

    name: str
    family: str
    description: str
    complexity: str
    plan: Callable[[Sequence[UsageRecord], int], Plan]

    def __post_init__(self) -> None:
        object.__setattr__(self, "plan", within_range(self.plan))

    def __call__(self, records: Sequence[UsageRecord], alignment: int = 1) -> Plan:
        return self.plan(records, alignment)


_OFFSET_STRATEGIES = (
    Strategy(
        "tflm_greedy",
        OFFSET,
        "TFLite Micro's first-fit greedy, its exact order and ties",
        "O(n log n + n·a log a)",
        memoised(tflm_greedy),
    ),
    Strategy(
        "greedy_by_size",
        OFFSET,
        "TFLite CPU's best-fit greedy, largest first",
        "O(n log n + n·a log a)",
        memoised(greedy_by_size),
    ),
    Strategy(
        "greedy_by_breadth",
        OFFSET,
        "busiest operators first, their tensors largest first, each by best fit",
        "O(n log n + n·a log a)",
        memoised(greedy_by_breadth),
    ),
    Strategy(
        "strip_packing",
        OFFSET,
        "best-fit skyline packing of the time × address plane (Sekiyama et al. 2018)",
        "O(n log² n) typical, O(n²) worst",
        memoised(strip_packing),
    ),
    Strategy("naive", OFFSET, "no reuse: every buffer end to end", "O(n)", memoised(naive_offsets)),
)
_BEST = Strategy(
    "best",
    OFFSET,
    "the smallest valid plan of all the offset strategies above, then a short exact search "
    "(2,000 nodes) that may only improve it, naming the winner",
    "sum of the above",
    improved_by_search(best_of([(s.name, s.plan) for s in _OFFSET_STRATEGIES])),  # type: ignore[misc]
)
_EXACT = Strategy(
    "exact",
    OFFSET,
    "optimal arena by canonical search from the heuristics' best plan (MiniMalloc's method), or the "
    "best found in 50,000 search nodes with its proven gap",
    "exponential worst case; 50,000 nodes",
    exact_from(best_of([(s.name, s.plan) for s in _OFFSET_STRATEGIES])),  # type: ignore[misc]
)
_SHARED_STRATEGIES = (
    Strategy("shared_naive", SHARED_OBJECTS, "one buffer per tensor", "O(n)", naive_objects),
    Strategy(
        "equality", SHARED_OBJECTS, "reuse a free buffer only of exactly the same size", "O(n log n)", equality_objects
    ),
    Strategy(
        "greedy_in_order",
        SHARED_OBJECTS,
        "by first use, the free buffer closest in size, grown if needed (GPU GREEDY_IN_ORDER)",
        "O(n log n + n·m)",
        memoised(greedy_in_order_objects),
    ),
    Strategy(
        "shared_greedy_by_size",
        SHARED_OBJECTS,
        "largest first, into the smallest free buffer that holds it, else a new one",
        "O(n·m·log n)",
        memoised(greedy_by_size_objects),
    ),
    Strategy(
        "greedy_by_size_improved",
        SHARED_OBJECTS,
        "positional-maximum priority, then closest in time (GPU GREEDY_BY_SIZE)",
        "O(n·a log n)",
        memoised(greedy_by_size_improved_objects),
    ),
    Strategy(
        "shared_greedy_by_breadth",
        SHARED_OBJECTS,
        "busiest operators first, their tensors largest first (GPU GREEDY_BY_BREADTH)",
        "O(n log n + n·m·log n)",
        memoised(greedy_by_breadth_objects),
    ),
    Strategy(
        "min_cost_flow",
        SHARED_OBJECTS,
        "TFLite GPU's MINCOSTFLOW: solves its proxy objective exactly (a flow over reuse pairs), "
        "not the sum of buffer sizes, so greedy strategies often beat it",
        "O(n²·k), k small in practice; O(n) memory",
        min_cost_flow_objects,
    ),
    Strategy(
        "best_greedy",
        SHARED_OBJECTS,
        "the smallest plan of the greedy shared-object strategies, naming the winner",
        "O(n·(a + m)·log n)",
        best_greedy_objects,
    ),
    Strategy(
        "exact_objects",
        SHARED_OBJECTS,
        "smallest sum of object sizes by branch and bound from best_greedy's plan, or the best found in "
        "20,000 search nodes with its proven gap",
        "exponential worst case; 20,000 nodes",
        exact_objects_from(best_greedy_objects),
    ),
)

PLANNERS: dict[str, Strategy] = {s.name: s for s in (*_OFFSET_STRATEGIES, _BEST, _EXACT, *_SHARED_STRATEGIES)}


def get_strategy(name: str) -> Strategy:
    """Look a strategy up by name, with an error that lists the valid names."""
    try:
        return PLANNERS[name]
    except KeyError:
        raise UnknownStrategyError(name, sorted(PLANNERS)) from None


def resolve_strategies(spec: str) -> list[str]:
    """``"all"``, family names (``"offset"``, ``"shared_objects"``) and strategy names, comma-separated
    (``"offset,min_cost_flow"``) → strategy names, each once.

    Registry order is kept for ``all`` and families, so tables read the same every time.
    """
    parts = [n.strip() for n in spec.split(",") if n.strip()]
    if not parts:
        raise UnknownStrategyError(spec, sorted(PLANNERS))
    names: list[str] = []
    for part in parts:
        if part == "all":
            names.extend(PLANNERS)
        elif part in (OFFSET, SHARED_OBJECTS):
            names.extend(name for name, s in PLANNERS.items() if s.family == part)
        else:
            names.append(get_strategy(part).name)
    return list(dict.fromkeys(names))
