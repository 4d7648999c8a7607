"""Runtime semantics: how a runtime turns a model graph into usage records.

Each runtime has its own time axis, its own idea of which tensors it plans, how it
sizes them, and which it never frees. A semantics is a pure function
``ModelGraph -> Lifetimes``; :data:`SEMANTICS` maps the CLI's names to them, and is
the one place each runtime's default offset alignment is defined.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tflite_memplan.semantics.lifetimes import Alias, Lifetimes, Step

__all__ = ["DEFAULT_SEMANTICS", "SEMANTICS", "Alias", "Lifetimes", "Semantics", "Step"]


@dataclass(frozen=True)
class Semantics:
    """A runtime's rules as the registry knows them: ``build(graph, **options)`` derives
    the :class:`Lifetimes`; ``default_alignment`` and ``default_strategy`` are the
    runtime's own (the one place they are defined); ``options`` the keyword options
    ``build`` accepts (e.g. the GPU's ``pad_channels``)."""

    name: str
    description: str
    default_alignment: int
    default_strategy: str
    build: Callable[..., Lifetimes]  # (graph, **options) -> Lifetimes
    options: tuple[str, ...] = ()  # keyword options build() accepts
    #: (lifetimes, head bytes, graph, {called subgraph: its arena's bytes}) -> the whole
    #: arena, for runtimes whose memory outside the planned area memplan models (TFLM's
    #: tail; LiteRT's called subgraphs' arenas, persistent arenas and heap).
    arena: Callable[..., Any] | None = None


def _registry() -> dict[str, Semantics]:
    from tflite_memplan.semantics.gpu.lifetimes import gpu_lifetimes
    from tflite_memplan.semantics.litert.arena import TFLITE_TENSOR_ALIGNMENT, tflite_arena
    from tflite_memplan.semantics.litert.lifetimes import tflite_lifetimes
    from tflite_memplan.semantics.tflm.arena import tflm_arena
    from tflite_memplan.semantics.tflm.lifetimes import tflm_lifetimes

    return {
        s.name: s
        for s in (
            Semantics(
                "tflm",
                "TensorFlow Lite Micro (GreedyMemoryPlanner)",
                1,
                "tflm_greedy",
                tflm_lifetimes,
                options=("target", "resource_variables", "recording"),
                arena=tflm_arena,
            ),
            Semantics(
                "tflite",
                "TensorFlow Lite / LiteRT CPU (ArenaPlanner)",
                TFLITE_TENSOR_ALIGNMENT,
                "greedy_by_size",
                tflite_lifetimes,
                options=("threads",),
                arena=tflite_arena,
            ),
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
