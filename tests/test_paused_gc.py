"""Planners run with the garbage collector paused, and leave it as they found it."""

from __future__ import annotations

import gc
from collections.abc import Sequence

import pytest

from tflite_memplan.planners import PLANNERS
from tflite_memplan.planners.paused_gc import paused_gc
from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord

RECORDS = [UsageRecord(size=64, first=0, last=1), UsageRecord(size=32, first=1, last=2)]


def test_a_planner_runs_with_the_collector_paused_and_restored() -> None:
    seen: list[bool] = []

    def planner(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        seen.append(gc.isenabled())
        return PLANNERS["tflm_greedy"].plan(records, alignment)  # nested: leaves it paused

    was = gc.isenabled()
    try:
        gc.enable()
        plan = paused_gc(planner)(RECORDS, 16)
        assert seen == [False] and gc.isenabled()
        gc.disable()  # paused by the caller: stays paused
        assert paused_gc(planner)(RECORDS, 16) == plan and not gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()
    assert plan.offsets == (0, 64)


def test_the_collector_comes_back_when_a_planner_raises() -> None:
    def failing(records: Sequence[UsageRecord], alignment: int = 1) -> OffsetPlan:
        raise RuntimeError("planner bug")

    was = gc.isenabled()
    try:
        gc.enable()
        with pytest.raises(RuntimeError, match="planner bug"):
            paused_gc(failing)(RECORDS, 1)
        assert gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()
