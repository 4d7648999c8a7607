"""Will the runtime run the model at all: a verdict and the reasons, per operator.

A size figure for a model the device cannot run is worse than none, so each runtime
predicts where its interpreter would stop: when it builds the graph (no kernel is
registered for the operator: ``resolve``), in a kernel's Prepare (AllocateTensors:
``prepare``) or the first time it runs (a kernel's Eval: ``invoke``). The rules are the
runtimes' own (read from their kernels) and live with each runtime; this module holds
only the shapes of the answer, which reports and the gate read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: Where an interpreter stops, in the order it gets there.
PHASES = ("resolve", "prepare", "invoke")

#: How a refusal reads after "operator k (OP)"; one at resolve says why in its reason.
_PHASE_TEXT = {"resolve": "", "prepare": " fails in Prepare", "invoke": " fails when invoked"}


@dataclass(frozen=True)
class Refusal:
    """Why the runtime stops at one operator (``operator`` None: the model as a whole)."""

    phase: str
    reason: str
    subgraph: int = 0
    operator: int | None = None
    opcode: str = ""

    def __post_init__(self) -> None:
        if self.phase not in PHASES:
            raise ValueError(f"unknown phase {self.phase!r}")

    @property
    def where(self) -> str:
        if self.operator is None:
            return "the model"
        sub = f" of subgraph {self.subgraph}" if self.subgraph else ""
        return f"operator {self.operator}{sub} ({self.opcode})"

    def text(self) -> str:
        """One line: ``operator 3 (DEQUANTIZE) fails in Prepare: types float16 -> …``."""
        if self.operator is None:
            return self.reason
        return f"{self.where}{_PHASE_TEXT[self.phase]}: {self.reason}"

    def document(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "subgraph": self.subgraph,
            "operator": self.operator,
            "opcode": self.opcode,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class Runnability:
    """The verdict for one model on one runtime: runnable when nothing refuses it.

    ``refusals`` come in execution order (subgraph, then operator), so the first is
    where the real interpreter would stop first within its phase; ``runtime`` names
    what was judged ("TFLM reference kernels"), for reports.
    """

    runtime: str
    refusals: tuple[Refusal, ...] = ()

    @property
    def runnable(self) -> bool:
        return not self.refusals

    @property
    def first(self) -> Refusal | None:
        """Where the interpreter stops: the earliest phase, then the first operator."""
        if not self.refusals:
            return None
        return min(self.refusals, key=lambda r: PHASES.index(r.phase))

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(r.text() for r in self.refusals)

    def answer(self) -> str:
        """``yes, on TFLM reference kernels`` or ``no, on …: where it stops (and N more)``:
        the first line of a report."""
        if self.runnable:
            return f"yes, on {self.runtime}"
        first = self.first
        assert first is not None
        more = len(self.refusals) - 1
        tail = f" (and {more} more)" if more else ""
        return f"no, on {self.runtime}: {first.text()}{tail}"

    def document(self) -> dict[str, Any]:
        return {
            "runnable": self.runnable,
            "reasons": list(self.reasons),
            "refusals": [r.document() for r in self.refusals],
        }
