"""What LiteRT's CPU interpreter allocates for a model's activations besides its arena.

The interpreter's ``ArenaPlanner`` keeps two arenas per subgraph: the one memplan
plans (read-write tensors and kernel temporaries, reused over time) and a
*persistent* arena that is never freed: variable tensors and the temporaries kernels
mark persistent (BATCH_MATMUL's transposed constant right-hand side, the float
convolution's transposed filter with two or more threads), the outputs of DEQUANTIZE
on constant weights (float16 models) and of DENSIFY, and VAR_HANDLE's resource id. Persistent tensors are
placed one after another in the order the planner sorts all tensors (whole-run ones
first by index, then by size, largest first), each at an offset aligned like the
main arena's (arena_planner.cc; measured on ai-edge-litert 2.3.0). Kernels also keep some temporaries
on the heap (*dynamic*: TRANSPOSE_CONV's, the reductions' shape buffer).

:class:`TfliteArena` adds them up: the main subgraph's arena span, the persistent
arena, the heap temporaries and their total. Subgraphs a control-flow operator
calls get arenas of their own, allocated when it runs; memplan does not plan those
yet, and says how many there are (``unplanned_subgraphs``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.records import align_up
from tflite_memplan.semantics.lifetimes import Lifetimes
from tflite_memplan.semantics.tflite_temporaries import KernelTemporary

#: ``kDefaultTensorAlignment``: every arena offset (persistent ones too) is a multiple of it.
TFLITE_TENSOR_ALIGNMENT = 64


@dataclass(frozen=True)
class TfliteOutside:
    """What the interpreter allocates outside the planned arena, as ``tflite_lifetimes``
    derives it: the thread count it assumed, the persistent arena's tensors
    ``(index, bytes)`` in placement order, the heap temporaries' bytes, and the
    number of subgraphs a control-flow operator calls."""

    threads: int
    persistent: tuple[tuple[int, int], ...]
    heap: int
    called_subgraphs: int

    @property
    def persistent_bytes(self) -> int:
        """The persistent arena's span: each tensor at the next aligned offset."""
        end = 0
        for _, nbytes in self.persistent:
            end = align_up(end, TFLITE_TENSOR_ALIGNMENT) + nbytes
        return end


def tflite_outside(
    graph: ModelGraph, persistent: tuple[tuple[int, int], ...], temporaries: list[KernelTemporary], threads: int
) -> TfliteOutside:
    """The persistent tensors ``(index, bytes)`` in the order the planner places them
    (its sort order), and the heap temporaries of the main subgraph."""
    called = {c for s in graph.subgraphs for op in s.operators for c in op.called_subgraphs}
    return TfliteOutside(
        threads=threads,
        persistent=persistent,
        heap=sum(t.heap for t in temporaries),
        called_subgraphs=len(called - {0}),
    )


@dataclass(frozen=True)
class TfliteArena:
    """The RAM LiteRT's CPU path takes for a model's activations, in bytes: the main
    subgraph's arena ``span``, the ``persistent`` arena, the ``heap`` temporaries."""

    threads: int
    span: int
    persistent: int
    heap: int
    unplanned_subgraphs: int

    @property
    def total(self) -> int:
        return self.span + self.persistent + self.heap

    def document(self) -> dict[str, Any]:
        """The JSON ``arena`` object (its field names are a stable interface)."""
        return {
            "runtime": "tflite",
            "threads": self.threads,
            "subgraphs": [{"subgraph": 0, "span": self.span}],
            "span": self.span,
            "persistent": self.persistent,
            "heap": self.heap,
            "total": self.total,
            "unplanned_subgraphs": self.unplanned_subgraphs,
        }


def tflite_arena(lifetimes: Lifetimes, span: int, graph: ModelGraph) -> TfliteArena | None:
    """The whole footprint for a main arena of ``span`` bytes (the plan's), from what
    :func:`~tflite_memplan.semantics.tflite.tflite_lifetimes` recorded."""
    outside = lifetimes.tail
    if not isinstance(outside, TfliteOutside):
        return None
    return TfliteArena(outside.threads, span, outside.persistent_bytes, outside.heap, outside.called_subgraphs)
