"""Planners run with Python's cyclic garbage collector paused.

A planner builds large structures of lists, tuples and ints (an interval index, the
placed records, keys per query) and creates no reference cycles: everything it makes
is freed by reference counting when it returns. Python's collector, set off by those
allocations, still walks every tracked object of the process in its full passes — the
model's records and tensors among them — and at 50,000 records two or three such
passes were a third of a plan's time. Paused while a planner runs, it resumes
afterwards; nothing it would have freed is kept, at most freed later.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Sequence
from functools import wraps
from typing import TypeVar

from tflite_memplan.plans import Plan
from tflite_memplan.records import UsageRecord

P = TypeVar("P", bound=Plan)


def paused_gc(planner: Callable[[Sequence[UsageRecord], int], P]) -> Callable[[Sequence[UsageRecord], int], P]:
    """``planner`` run with the collector paused, when it was running (nested or
    concurrent calls leave it as the outermost caller found it)."""

    @wraps(planner)
    def plan(records: Sequence[UsageRecord], alignment: int = 1) -> P:
        if not gc.isenabled():
            return planner(records, alignment)
        gc.disable()
        try:
            return planner(records, alignment)
        finally:
            gc.enable()

    return plan
