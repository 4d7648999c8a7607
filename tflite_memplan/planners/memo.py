"""Heuristic plans computed once for the same records.

``memplan compare --strategies all`` runs every heuristic, then ``best`` and ``exact``
run every offset heuristic again to start from the smallest plan, and
``best_greedy`` and ``exact_objects`` every shared-objects greedy: the same pure
function on the same records, up to three times. :func:`memoised` keeps the last
plans of the wrapped planners (in a :class:`~tflite_memplan.recall.Kept`, the package's
one cache), so the repeats cost a lookup. Only for deterministic
planners (the exact strategies depend on the time limit set around them).

Cost: O(1) for the very tuple of records seen before (``best`` hands each candidate
the one it was given); O(n) to hash other records, once, when their key is first
compared with a kept one (a tuple does not keep its hash: 20 lookups of 10,000 records
hashed 200,000 dataclasses — 2.6 s of a comparison of 20,000 operands). At most
:data:`KEPT` plans are held.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import wraps
from typing import TypeVar

from tflite_memplan.plans import OffsetPlan, Plan, validate_plan
from tflite_memplan.recall import Kept, Same
from tflite_memplan.records import UsageRecord

P = TypeVar("P", bound=Plan)

#: Plans kept, the least recently used dropped first: enough for every heuristic of one comparison.
KEPT = 32


class _Hashed:
    """Records as a key whose hash is computed once, and only when it is compared
    with a key of other records (the same tuple is equal without it)."""

    __slots__ = ("_hash", "records")

    def __init__(self, records: Sequence[UsageRecord]) -> None:
        self.records = tuple(records)
        self._hash: int | None = None

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self.records)
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Hashed) and (
            self.records is other.records or (hash(self) == hash(other) and self.records == other.records)
        )


_PLANS: Kept[tuple[object, int, _Hashed], Plan] = Kept(KEPT)
_SEEN: Kept[Same, _Hashed] = Kept(4)  # the last few tuples keyed


def _key(records: Sequence[UsageRecord]) -> _Hashed:
    """The key of ``records``: kept for a tuple seen lately (tuples of frozen records
    cannot change), made afresh for anything else."""
    if not isinstance(records, tuple):
        return _Hashed(records)
    try:
        return _SEEN[Same(records)]
    except KeyError:
        key = _SEEN[Same(records)] = _Hashed(records)
        return key


def memoised(planner: Callable[[Sequence[UsageRecord], int], P]) -> Callable[[Sequence[UsageRecord], int], P]:
    """``planner``, answering a repeated ``(records, alignment)`` from the kept plans."""

    @wraps(planner)
    def plan(records: Sequence[UsageRecord], alignment: int = 1) -> P:
        key = (planner, alignment, _key(records))
        try:
            return _PLANS[key]  # type: ignore[return-value]
        except KeyError:
            pass
        result = planner(records, alignment)
        _PLANS[key] = result
        return result

    return plan


_Layout = tuple[type, tuple[int, ...], tuple[int, ...]]
_VALID: Kept[tuple[_Layout, int, _Hashed], bool] = Kept(KEPT)


def validate_once(records: Sequence[UsageRecord], plan: Plan, alignment: int = 1) -> None:
    """:func:`~tflite_memplan.plans.validate_plan`, skipped for a plan already checked
    against the same records: the same layout, whichever strategy made it (a kept plan
    that ``best`` and ``exact`` both start from; the greedies that agree on a large
    model, as they mostly do where every buffer is live at once). O(n) for a repeat
    (hashing the layout), the check's own cost otherwise."""
    layout: _Layout = (
        (OffsetPlan, plan.offsets, (plan.arena_size,))
        if isinstance(plan, OffsetPlan)
        else (type(plan), plan.object_of, plan.object_sizes)
    )
    key = (layout, alignment, _key(records))
    try:
        _VALID[key]
        return
    except KeyError:
        pass
    validate_plan(records, plan, alignment)
    _VALID[key] = True
