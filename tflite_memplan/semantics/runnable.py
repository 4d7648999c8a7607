"""Will the runtime run the model at all: a verdict and the reasons, per operator.

A size figure for a model the device cannot run is worse than none, so each runtime
predicts where its interpreter would stop: when it builds the graph (no kernel is
registered for the operator: ``resolve``), in a kernel's Prepare (AllocateTensors:
``prepare``) or the first time it runs (a kernel's Eval: ``invoke``). The rules are the
runtimes' own (read from their kernels) and live with each runtime; this module holds
only the shapes of the answer, which reports and the gate read.

Allocating and invoking are two answers: a model that allocates may still fail in
``Invoke``, and where a runtime's rules cannot judge an operator's Eval (what it does
depends on values computed while running) the verdict says so (``unchecked``) rather
than "yes": ``invoke`` is ``runs``, ``fails`` or ``not checked``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: Where an interpreter stops, in the order it gets there.
PHASES = ("resolve", "prepare", "invoke")

#: How a refusal reads after "operator k (OP)"; one at resolve says why in its reason.
_PHASE_TEXT = {"resolve": "", "prepare": " fails in Prepare", "invoke": " fails when invoked"}
#: Operators a grouped refusal names by index before "…".
_LISTED = 5
#: What ``Runnability.invoke`` answers.
RUNS, FAILS, NOT_CHECKED = "runs", "fails", "not checked"


@dataclass(frozen=True)
class Refusal:
    """Why the runtime stops at one operator (``operator`` None: the model as a whole),
    and ``fix``: what the user can do about it, where the rule knows."""

    phase: str
    reason: str
    subgraph: int = 0
    operator: int | None = None
    opcode: str = ""
    fix: str = ""

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
            "fix": self.fix or None,
        }


@dataclass(frozen=True)
class Runnability:
    """The verdict for one model on one runtime: runnable when nothing refuses it.

    ``refusals`` come in execution order (subgraph, then operator), so the first is
    where the real interpreter would stop first within its phase; ``runtime`` names
    what was judged ("TFLM reference kernels"), for reports. ``unchecked``: why the
    rules cannot judge ``Invoke`` (each one line), though nothing refuses the model.
    """

    runtime: str
    refusals: tuple[Refusal, ...] = ()
    unchecked: tuple[str, ...] = ()

    @property
    def runnable(self) -> bool:
        return not self.refusals

    @property
    def allocates(self) -> bool:
        """Whether the interpreter gets through resolving and AllocateTensors (Prepare)."""
        return all(r.phase == "invoke" for r in self.refusals)

    @property
    def invoke(self) -> str:
        """``fails`` when a kernel's Eval is predicted to fail (or the model never gets
        to Invoke), ``not checked`` when the rules cannot judge it, else ``runs``."""
        if self.refusals:
            return FAILS
        return NOT_CHECKED if self.unchecked else RUNS

    @property
    def invoke_reasons(self) -> tuple[str, ...]:
        """Why ``invoke`` is not ``runs``: the Eval refusals, else what stops the model
        before Invoke, else what is not checked."""
        failing = tuple(r.text() for r in self.refusals if r.phase == "invoke")
        if failing:
            return failing
        if self.refusals:
            first = self.first
            assert first is not None
            return (f"never invoked: {first.text()}",)
        return self.unchecked

    @property
    def first(self) -> Refusal | None:
        """Where the interpreter stops: the earliest phase, then the first operator."""
        if not self.refusals:
            return None
        return min(self.refusals, key=lambda r: PHASES.index(r.phase))

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(r.text() for r in self.refusals)

    def grouped(self) -> tuple[str, ...]:
        """The refusals after the first (the first line names it), one line per cause:
        the operators of one type refused for one reason together (``73 DEQUANTIZE
        operators (3, 5, 7, …) fail in Prepare: …``), each cause's fix once, the first's
        too. O(refusals)."""
        first = self.first
        groups: dict[tuple[str, str, str, int], list[Refusal]] = {}
        for r in self.refusals:
            if r is not first:
                groups.setdefault((r.phase, r.opcode, r.reason, r.subgraph), []).append(r)
        lines = []
        fixes = [first.fix] if first is not None and first.fix else []
        for (phase, opcode, reason, subgraph), found in groups.items():
            if len(found) == 1 or found[0].operator is None:
                lines.append(found[0].text())
            else:
                listed = ", ".join(str(r.operator) for r in found[:_LISTED]) + (", …" if len(found) > _LISTED else "")
                sub = f" of subgraph {subgraph}" if subgraph else ""
                verb = _PHASE_TEXT[phase].replace("fails", "fail")
                lines.append(f"{len(found)} {opcode} operators ({listed}){sub}{verb}: {reason}")
            if found[0].fix and found[0].fix not in fixes:
                fixes.append(found[0].fix)
        return (*lines, *(f"to fix: {f}" for f in fixes))

    def answer(self) -> str:
        """``yes, on TFLM reference kernels``, ``allocates on …; Invoke not checked: why
        (and N more)`` or ``no, on …: where it stops (and N more)``: the first line of a
        report."""
        if self.runnable and self.unchecked:
            more = len(self.unchecked) - 1
            return f"allocates on {self.runtime}; Invoke not checked: {self.unchecked[0]}" + (
                f" (and {more} more)" if more else ""
            )
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
            "allocates": self.allocates,
            "invoke": self.invoke,
            "invoke_reasons": list(self.invoke_reasons),
            "reasons": list(self.reasons),
            "refusals": [r.document() for r in self.refusals],
        }
