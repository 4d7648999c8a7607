"""What a semantics produces: usage records, in-place aliases and the steps they refer to."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from tflite_memplan.records import UsageRecord


class CalledLifetimes(Protocol):
    """The records of a subgraph a control-flow operator calls, when the runtime gives
    it an arena of its own (LiteRT)."""

    @property
    def subgraph(self) -> int: ...

    @property
    def records(self) -> tuple[UsageRecord, ...]: ...


class Outside(Protocol):
    """What a runtime allocates outside the planned area, as its semantics derives it
    (TFLM's persistent tail; LiteRT's persistent arena, heap and called subgraphs'
    arenas). ``called`` lists the subgraphs whose arenas are still to plan."""

    @property
    def called(self) -> Sequence[CalledLifetimes]: ...


@dataclass(frozen=True)
class Alias:
    """A tensor the runtime computes in place, in the buffer of tensor ``of``."""

    subgraph: int
    tensor: int
    name: str
    of: int


@dataclass(frozen=True)
class Step:
    """What runs at one time step: an operator, or (``operator`` None) a step the
    semantics names itself in ``opcode`` ("graph inputs", "graph outputs")."""

    time: int
    subgraph: int
    operator: int | None
    opcode: str


@dataclass(frozen=True)
class Lifetimes:
    """Everything a planner and a report need from one semantics.

    ``records`` are in the runtime's own order, which its planner's tie-breaks use.
    ``warnings`` say where the numbers may not match the runtime (custom operators
    whose scratch needs are unknown, tensors of unknown size, kernel temporaries).
    ``tail`` is what the runtime allocates outside the planned area, when the
    semantics models it (TFLM's persistent tail; LiteRT's persistent arena and heap).
    """

    semantics: str
    records: tuple[UsageRecord, ...]
    aliases: tuple[Alias, ...] = ()
    steps: tuple[Step, ...] = ()
    warnings: tuple[str, ...] = ()
    tail: Outside | None = None

    @cached_property
    def _step_by_time(self) -> dict[int, Step]:
        by_time: dict[int, Step] = {}
        for s in self.steps:
            by_time.setdefault(s.time, s)
        return by_time

    def step_at(self, time: int) -> Step | None:
        """The step at ``time`` (the first listed, if several), in O(1) after the first call."""
        return self._step_by_time.get(time)

    def describe_step(self, time: int) -> str:
        """``"operator 2 CONV_2D (step 3)"``: what runs at a step, for reports and pictures."""
        step = self.step_at(time)
        if step is None:
            return f"step {time}"
        if step.operator is None:
            return f"{step.opcode} (step {time})"
        where = f" of subgraph {step.subgraph}" if step.subgraph else ""
        return f"operator {step.operator} {step.opcode}{where} (step {time})"
