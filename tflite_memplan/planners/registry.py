"""The registry of planning strategies: the single place a name maps to a planner
(read through :mod:`tflite_memplan.planners`, which imports it on first use).

Every planner is a pure function ``(records, alignment) -> plan`` that never mutates
its input; the CLI's choices and ``memplan strategies`` come from :data:`PLANNERS`.
Names are unique across both families: the shared-object variants of strategies
that also exist as offset strategies carry a ``shared_`` prefix, and the offset
variants of TFLite GPU strategies whose shared name came first an ``offset_`` one.
Complexities use n records, m shared objects and a the most records live at once.

A strategy that reproduces an upstream runtime's planner — its total and its
assignment, ties included — says which in ``upstream`` (``RUNTIME:FAMILY:NAME``,
e.g. ``"tflite-gpu:offset:GREEDY_BY_BREADTH"``); the name a runtime uses means that
runtime's algorithm. memplan's own variants have names of their own. Renamed so (the
old name now means TFLite's algorithm): the offset
``greedy_by_breadth`` of before is ``breadth_best_fit``, the shared ``best_greedy``
of before is ``best_greedy_all``, ``min_cost_flow`` of before is ``min_cost_flow_fast``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

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
from tflite_memplan.planners.paused_gc import paused_gc
from tflite_memplan.planners.shared.best import best_greedy_objects
from tflite_memplan.planners.shared.by_breadth import greedy_by_breadth_objects
from tflite_memplan.planners.shared.by_size import greedy_by_size_improved_objects, greedy_by_size_objects
from tflite_memplan.planners.shared.exact import exact_objects_from
from tflite_memplan.planners.shared.in_order import greedy_in_order_objects
from tflite_memplan.planners.shared.min_cost_flow import min_cost_flow_objects as min_cost_flow_fast_objects
from tflite_memplan.planners.shared.simple import equality_objects, naive_objects
from tflite_memplan.planners.tflite_gpu import (
    best_greedy_objects as tflite_best_greedy_objects,
)
from tflite_memplan.planners.tflite_gpu import (
    gpu_greedy_by_size_offsets,
    laid_end_to_end,
    min_cost_flow_objects,
)
from tflite_memplan.plans import Plan
from tflite_memplan.records import UsageRecord

OFFSET = "offset"
SHARED_OBJECTS = "shared_objects"

TFLITE_GPU = "tflite-gpu"
LITERT_CPU = "litert-cpu"
TFLM = "tflm"


@dataclass(frozen=True)
class Strategy:
    """A named planner in the registry: its family (``"offset"`` plans one arena,
    ``"shared_objects"`` a pool of buffers), what it does and its time complexity.

    A strategy is called like the pure function it wraps:
    ``PLANNERS["tflm_greedy"](records)`` or ``(records, alignment)`` returns a
    :class:`~tflite_memplan.plans.Plan` and never changes ``records``. ``plan`` is the
    planner as given, wrapped by :func:`~tflite_memplan.planners.in_range.within_range`:
    it refuses a model whose buffers add up to 2^62 bytes and ranks times beyond 2^62,
    so no planner's int64 arrays overflow; and run with the garbage collector paused
    (:mod:`~tflite_memplan.planners.paused_gc`).

    ``given`` is the planner as given, for strategies built from others: ``best`` and
    ``exact`` call their candidates' on records they have checked and ranked already.

    ``by_default_up_to``: the most records a set of strategies (``all``, a family,
    ``optimize``'s candidates) plans with it; beyond, its search takes minutes, so a set
    leaves it out (:func:`left_out`, with a note) and only naming it runs it. ``None``: no limit.

    ``upstream`` names the upstream planner the strategy reproduces exactly (total and
    assignment, ties included), as ``RUNTIME:FAMILY:NAME`` — ``"tflite-gpu:shared:GREEDY_BY_SIZE"``,
    ``"litert-cpu:offset:ArenaPlanner"``, ``"tflm:offset:GreedyMemoryPlanner"`` — or is
    empty for memplan's own strategies.
    """

    name: str
    family: str
    description: str
    complexity: str
    plan: Callable[[Sequence[UsageRecord], int], Plan]
    upstream: str = ""
    by_default_up_to: int | None = None
    given: Callable[[Sequence[UsageRecord], int], Plan] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "given", self.plan)
        object.__setattr__(self, "plan", paused_gc(within_range(self.plan)))

    def __call__(self, records: Sequence[UsageRecord], alignment: int = 1) -> Plan:
        return self.plan(records, alignment)


def _gpu(family: str, name: str) -> str:
    return f"{TFLITE_GPU}:{'offset' if family == OFFSET else 'shared'}:{name}"


_OFFSET_STRATEGIES = (
    Strategy(
        "tflm_greedy",
        OFFSET,
        "TFLite Micro's first-fit greedy, its exact order and ties",
        "O(n log n + n·a log a)",
        memoised(tflm_greedy),
        f"{TFLM}:offset:GreedyMemoryPlanner",
    ),
    Strategy(
        "greedy_by_size",
        OFFSET,
        "LiteRT CPU's best-fit greedy (ArenaPlanner), largest first",
        "O(n log n + n·a log a)",
        memoised(greedy_by_size),
        f"{LITERT_CPU}:offset:ArenaPlanner",
    ),
    Strategy(
        "breadth_best_fit",
        OFFSET,
        "busiest operators first, their tensors largest first, each by best fit (memplan's; was greedy_by_breadth)",
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
    Strategy(
        "naive",
        OFFSET,
        "no reuse: every buffer end to end",
        "O(n)",
        memoised(naive_offsets),
        _gpu(OFFSET, "NAIVE"),
    ),
)
_BEST = Strategy(
    "best",
    OFFSET,
    "the smallest valid plan of the five offset strategies above, then a short exact search "
    "(2,000 nodes) that may only improve it, naming the winner",
    "sum of the above",
    improved_by_search(best_of([(s.name, s.given) for s in _OFFSET_STRATEGIES])),  # type: ignore[misc]
)
_EXACT = Strategy(
    "exact",
    OFFSET,
    "optimal arena by canonical search from the heuristics' best plan (MiniMalloc's method), or the "
    "best found in 50,000 search nodes with its proven gap",
    "exponential worst case; 50,000 nodes",
    exact_from(best_of([(s.name, s.given) for s in _OFFSET_STRATEGIES])),  # type: ignore[misc]
)
#: Sets of strategies leave TFLite's MINCOSTFLOW out beyond these many records, and
#: memplan's faster search of its proxy beyond the second: their searches grow as n² to
#: n³, and past them take 5–60 s with numba, minutes without (TFLite's: 1–2 s at
#: 2,000 records with numba, 50 s without; 15 s at 5,000 and minutes at 16,000.
#: The faster one: 1.4–4 s at 10,000, 3–15 s at 20,000; benchmarks/RESULTS.md).
_FLOW_BY_DEFAULT_UP_TO = 2_000
_FAST_FLOW_BY_DEFAULT_UP_TO = 10_000
_shared_by_size_improved = memoised(greedy_by_size_improved_objects)
_shared_by_breadth = memoised(greedy_by_breadth_objects)
_shared_in_order = memoised(greedy_in_order_objects)
_tflite_best_greedy = memoised(tflite_best_greedy_objects)
_tflite_min_cost_flow = memoised(min_cost_flow_objects)
_GPU_OFFSET_STRATEGIES = (
    Strategy(
        "gpu_greedy_by_size",
        OFFSET,
        "TFLite GPU's offset GREEDY_BY_SIZE: largest first (stable), each into the smallest gap that holds it, "
        "gaps measured after alignment",
        "O(n log n + n·a log a)",
        memoised(gpu_greedy_by_size_offsets),
        _gpu(OFFSET, "GREEDY_BY_SIZE"),
    ),
    Strategy(
        "greedy_by_breadth",
        OFFSET,
        "TFLite GPU's offset GREEDY_BY_BREADTH: shared_greedy_by_breadth's objects end to end",
        "O(n log n + n·m·log n)",
        laid_end_to_end(_shared_by_breadth),
        _gpu(OFFSET, "GREEDY_BY_BREADTH"),
    ),
    Strategy(
        "offset_equality",
        OFFSET,
        "TFLite GPU's offset EQUALITY: equality's objects end to end",
        "O(n log n)",
        laid_end_to_end(equality_objects),
        _gpu(OFFSET, "EQUALITY"),
    ),
    Strategy(
        "offset_greedy_in_order",
        OFFSET,
        "TFLite GPU's offset GREEDY_IN_ORDER: greedy_in_order's objects end to end",
        "O(n log n + n·m)",
        laid_end_to_end(_shared_in_order),
        _gpu(OFFSET, "GREEDY_IN_ORDER"),
    ),
    Strategy(
        "offset_best_greedy",
        OFFSET,
        "TFLite GPU's offset GREEDY_BEST: best_greedy's objects end to end",
        "O(n·a log n + n·m·log n)",
        laid_end_to_end(_tflite_best_greedy),
        _gpu(OFFSET, "GREEDY_BEST"),
    ),
    Strategy(
        "offset_min_cost_flow",
        OFFSET,
        "TFLite GPU's offset MINCOSTFLOW: min_cost_flow's objects end to end",
        "Θ(n³) worst case, as TFLite",
        laid_end_to_end(_tflite_min_cost_flow),
        _gpu(OFFSET, "MINCOSTFLOW"),
        by_default_up_to=_FLOW_BY_DEFAULT_UP_TO,
    ),
)
_SHARED_STRATEGIES = (
    Strategy(
        "shared_naive", SHARED_OBJECTS, "one buffer per tensor", "O(n)", naive_objects, _gpu(SHARED_OBJECTS, "NAIVE")
    ),
    Strategy(
        "equality",
        SHARED_OBJECTS,
        "reuse a free buffer only of exactly the same size",
        "O(n log n)",
        equality_objects,
        _gpu(SHARED_OBJECTS, "EQUALITY"),
    ),
    Strategy(
        "greedy_in_order",
        SHARED_OBJECTS,
        "by first use, the free buffer closest in size, grown if needed",
        "O(n log n + n·m)",
        _shared_in_order,
        _gpu(SHARED_OBJECTS, "GREEDY_IN_ORDER"),
    ),
    Strategy(
        "shared_greedy_by_size",
        SHARED_OBJECTS,
        "largest first, into the smallest free buffer that holds it, else a new one (memplan's)",
        "O(n·m·log n)",
        memoised(greedy_by_size_objects),
    ),
    Strategy(
        "greedy_by_size_improved",
        SHARED_OBJECTS,
        "positional-maximum priority, then closest in time",
        "O(n·a log n)",
        _shared_by_size_improved,
        _gpu(SHARED_OBJECTS, "GREEDY_BY_SIZE"),
    ),
    Strategy(
        "shared_greedy_by_breadth",
        SHARED_OBJECTS,
        "busiest operators first, their tensors largest first",
        "O(n log n + n·m·log n)",
        _shared_by_breadth,
        _gpu(SHARED_OBJECTS, "GREEDY_BY_BREADTH"),
    ),
    Strategy(
        "min_cost_flow",
        SHARED_OBJECTS,
        "TFLite GPU's MINCOSTFLOW, its graph and search: optimal for its proxy objective (a flow over reuse "
        "pairs), not the sum of buffer sizes, so greedy strategies often beat it",
        "Θ(n³) worst case, as TFLite; O(n) memory",
        _tflite_min_cost_flow,
        _gpu(SHARED_OBJECTS, "MINCOSTFLOW"),
        by_default_up_to=_FLOW_BY_DEFAULT_UP_TO,
    ),
    Strategy(
        "min_cost_flow_fast",
        SHARED_OBJECTS,
        "min_cost_flow's proxy optimum by a faster search, ties broken its own way (memplan's; was min_cost_flow)",
        "O(n²·k), k small in practice; O(n) memory",
        min_cost_flow_fast_objects,
        by_default_up_to=_FAST_FLOW_BY_DEFAULT_UP_TO,
    ),
    Strategy(
        "best_greedy",
        SHARED_OBJECTS,
        "the smaller of greedy_by_size_improved and shared_greedy_by_breadth, naming the winner",
        "O(n·a log n + n·m·log n)",
        _tflite_best_greedy,
        _gpu(SHARED_OBJECTS, "GREEDY_BEST"),
    ),
    Strategy(
        "best_greedy_all",
        SHARED_OBJECTS,
        "the smallest plan of the greedy shared-objects strategies, naming the winner (memplan's; was best_greedy)",
        "O(n·(a + m)·log n)",
        best_greedy_objects,
    ),
    Strategy(
        "exact_objects",
        SHARED_OBJECTS,
        "smallest sum of object sizes by branch and bound from best_greedy_all's plan, or the best found in "
        "20,000 search nodes with its proven gap",
        "exponential worst case; 20,000 nodes",
        exact_objects_from(best_greedy_objects),
    ),
)

PLANNERS: dict[str, Strategy] = {
    s.name: s for s in (*_OFFSET_STRATEGIES, _BEST, _EXACT, *_GPU_OFFSET_STRATEGIES, *_SHARED_STRATEGIES)
}


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
    return list(dict.fromkeys(name for names in _spec_parts(spec).values() for name in names))


def from_sets(spec: str) -> frozenset[str]:
    """The names ``spec`` takes from a set (``all``, a family) and does not name itself:
    those a large model may leave out (:func:`left_out`)."""
    parts = _spec_parts(spec)
    named = {name for part, names in parts.items() if part not in _SETS for name in names}
    return frozenset(name for part, names in parts.items() if part in _SETS for name in names) - named


_SETS = ("all", OFFSET, SHARED_OBJECTS)


def _spec_parts(spec: str) -> dict[str, list[str]]:
    """Each comma-separated part of ``spec`` and the strategy names it stands for."""
    parts = [n.strip() for n in spec.split(",") if n.strip()]
    if not parts:
        raise UnknownStrategyError(spec, sorted(PLANNERS))
    return {part: _members(part) for part in parts}


def _members(part: str) -> list[str]:
    """The strategy names one part of a spec stands for: a set's, or the one it names."""
    if part == "all":
        return list(PLANNERS)
    if part in _SETS:
        return [name for name, s in PLANNERS.items() if s.family == part]
    return [get_strategy(part).name]


def left_out(names: Sequence[str], records: int) -> tuple[str, ...]:
    """Those of ``names`` (taken from a set) whose search would take minutes on ``records``
    records: beyond their :attr:`Strategy.by_default_up_to`."""
    return tuple(n for n in names if (most := PLANNERS[n].by_default_up_to) is not None and records > most)


def left_out_note(names: Sequence[str], records: int) -> str:
    """What a report says of the strategies :func:`left_out` left out, grouped by limit."""
    limits: dict[int, list[str]] = {}
    for n in names:
        limits.setdefault(PLANNERS[n].by_default_up_to or 0, []).append(n)
    each = "; ".join(f"{', '.join(group)} (over {most:,} buffers)" for most, group in sorted(limits.items()))
    return f"not planned, their searches taking minutes at {records:,} buffers: {each}; name one to run it anyway"
