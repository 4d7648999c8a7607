"""Runtime semantics: how a runtime turns a model graph into usage records.

Each runtime has its own time axis, its own idea of which tensors it plans, how it
sizes them, and which it never frees. A semantics is a pure function
``ModelGraph -> Lifetimes``; :data:`SEMANTICS` maps the CLI's names to them, and is
the one place each runtime's default offset alignment is defined.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tflite_memplan.records import UsageRecord


@dataclass(frozen=True)
class Alias:
    """A tensor the runtime computes in place, in the buffer of tensor ``of``."""

    subgraph: int
    tensor: int
    name: str
    of: int


@dataclass(frozen=True)
class Step:
    """What runs at one time step: an operator, or ``None`` for the graph inputs."""

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
    """

    semantics: str
    records: tuple[UsageRecord, ...]
    aliases: tuple[Alias, ...] = ()
    steps: tuple[Step, ...] = ()
    warnings: tuple[str, ...] = ()

    def step_at(self, time: int) -> Step | None:
        for s in self.steps:
            if s.time == time:
                return s
        return None

    def describe_step(self, time: int) -> str:
        """``"operator 2 CONV_2D (step 3)"``: what runs at a step, for reports and pictures."""
        step = self.step_at(time)
        if step is None:
            return f"step {time}"
        if step.operator is None:
            return f"graph inputs (step {time})"
        where = f" of subgraph {step.subgraph}" if step.subgraph else ""
        return f"operator {step.operator} {step.opcode}{where} (step {time})"


@dataclass(frozen=True)
class Semantics:
    name: str
    description: str
    default_alignment: int
    default_strategy: str
    build: Callable[..., Lifetimes]  # (graph, **options) -> Lifetimes
    options: tuple[str, ...] = ()  # keyword options build() accepts


def _registry() -> dict[str, Semantics]:
    from tflite_memplan.semantics.gpu import gpu_lifetimes
    from tflite_memplan.semantics.tflite import tflite_lifetimes
    from tflite_memplan.semantics.tflm import tflm_lifetimes

    return {
        s.name: s
        for s in (
            Semantics("tflm", "TensorFlow Lite Micro (GreedyMemoryPlanner)", 1, "tflm_greedy", tflm_lifetimes),
            Semantics("tflite", "TensorFlow Lite / LiteRT CPU (ArenaPlanner)", 64, "greedy_by_size", tflite_lifetimes),
            Semantics(
                "gpu",
                "TFLite GPU delegate (memory_management)",
                1,
                "best_greedy",
                gpu_lifetimes,
                options=("pad_channels",),
            ),
        )
    }


SEMANTICS: dict[str, Semantics] = _registry()
DEFAULT_SEMANTICS = "tflm"
