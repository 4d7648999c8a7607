"""What LiteRT's CPU interpreter allocates for a model's activations besides its arena.

The interpreter's ``ArenaPlanner`` keeps two arenas per subgraph: the one memplan
plans (read-write tensors and kernel temporaries, reused over time) and a
*persistent* arena that is never freed: variable tensors and the temporaries kernels
mark persistent (BATCH_MATMUL's transposed constant right-hand side, the float
convolution's transposed filter with two or more threads), the outputs of DEQUANTIZE
on constant weights (float16 models) and of DENSIFY, and VAR_HANDLE's resource id. Persistent tensors are
placed one after another in the order the planner sorts all tensors (whole-run ones
first by index, then by size, largest first), each at an offset aligned like the
main arena's (arena_planner.cc; measured on ``upstream.LITERT``). Kernels also keep some temporaries
on the heap (*dynamic*: TRANSPOSE_CONV's, the reductions' shape buffer).

:class:`LitertArena` adds them up: the arena span of every subgraph LiteRT allocates
(the main one, and each subgraph an IF, WHILE, CALL_ONCE or StableHLO composite calls),
the persistent arenas, the heap temporaries. The subgraphs' arenas are not all
allocated at once: a control-flow operator releases the arenas of the subgraphs it ran
(keeping their persistent arenas), and a subgraph prepared in a later stretch of its
caller is allocated only when the run gets there. ``resident`` is the most arena and
persistent-arena bytes held at once over repeated invokes
(:mod:`~tflite_memplan.semantics.litert.resident`), and ``total`` is ``resident`` plus
the heap and what the interpreter itself holds (below), plus with the XNNPACK delegate
its workspace and packed weights: the figure the gate judges. Subgraphs nothing calls, or that only operators
memplan does not plan for call, are counted in ``unplanned_subgraphs``. With the
XNNPACK delegate the arenas are those it leaves (its partitions' inputs and outputs,
the built-in kernels' tensors and temporaries); XNNPACK's workspace (its runtimes'
interior tensors and operator workspaces,
:mod:`~tflite_memplan.semantics.litert.xnnpack_workspace`) is ``xnnpack_workspace``
and its packed copies of the delegated operators' weights
(:mod:`~tflite_memplan.semantics.litert.xnnpack_weights`, for the CPU family ``cpu``)
are ``packed_weights``, both in ``total``: they are allocated when the interpreter is
built and its tensors allocated, and held as long as it lives. So are the indirection
buffers of its convolutions (``xnnpack_indirection``,
:mod:`~tflite_memplan.semantics.litert.xnnpack_indirection`), XNNPACK's operator objects
and the delegate's bookkeeping (``xnnpack_operators``,
:mod:`~tflite_memplan.semantics.litert.interpreter_structures`) and ruy's buffers for
the 8-bit products of the convolutions and fully-connected layers TFLite keeps
(``ruy_buffers``, :mod:`~tflite_memplan.semantics.litert.ruy`), also in ``total``.
With or without the delegate, ``total`` counts the interpreter's own heap
(``interpreter``: measured constants, a fixed part and one per subgraph,
:mod:`~tflite_memplan.semantics.litert.interpreter_heap`), TFLite's per-tensor and
per-node structures (``tflite_structures``), the tensors' quantization parameters and,
once a float convolution has run on several threads, Eigen's thread pool
(``eigen_thread_pool``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tflite_memplan.model.graph import ModelGraph, Subgraph
from tflite_memplan.model.propagate import propagate_shapes
from tflite_memplan.semantics.base import ArenaRow, ArenaSection, RuntimeCode, Why
from tflite_memplan.semantics.lifetimes import Lifetimes
from tflite_memplan.semantics.litert import NAME
from tflite_memplan.semantics.litert.interpreter_heap import (
    asks_cpu_backend,
    eigen_thread_pool,
    interpreter_heap,
    quantization_heap,
    runtime_heap,
)
from tflite_memplan.semantics.litert.interpreter_structures import tflite_structures, xnnpack_operators
from tflite_memplan.semantics.litert.lifetimes import LitertOutside
from tflite_memplan.semantics.litert.resident import resident_bytes
from tflite_memplan.semantics.litert.ruy import RUY_DEFAULT_CACHE, kept_products, ruy_heap
from tflite_memplan.semantics.litert.temporaries import multithreaded_float_conv
from tflite_memplan.semantics.litert.xnnpack import execution_plan
from tflite_memplan.semantics.litert.xnnpack_weights import check_family, host_l2_cache
from tflite_memplan.semantics.upstream import LITERT
from tflite_memplan.units import shorten


@dataclass(frozen=True)
class LitertArena:
    """The RAM LiteRT's CPU path takes for a model's activations, in bytes: each
    subgraph's arena span ``(subgraph, bytes)``, main first, the ``persistent`` arenas,
    the ``heap`` temporaries, and ``resident``: the most arena and persistent-arena
    bytes held at once (at most ``span + persistent``)."""

    threads: int
    spans: tuple[tuple[int, int], ...]
    persistent: int
    heap: int
    unplanned_subgraphs: int
    resident: int  # the most arena and persistent-arena bytes held at once
    delegate: str = "none"
    partitions: int = 0  # the delegate's partitions (nodes it replaced groups with), all subgraphs
    delegated_operators: int = 0  # the operators it took, all subgraphs
    xnnpack_workspace: int = 0  # the workspace XNNPACK's runtimes share (0 without it)
    packed_weights: int = 0  # XNNPACK's packed weights, bytes (0 without the delegate)
    cpu: str | None = None  # the CPU family they and ruy's buffers are sized for (None: no figure depends on it)
    xnnpack_indirection: int = 0  # its convolutions' indirection buffers, bytes (0 without the delegate)
    interpreter: int = 0  # the interpreter's own heap, measured constants
    tensor_quantization: int = 0  # its tensors' quantization parameters
    xnnpack_runtimes: int = 0  # XNNPACK's runtime structures: runtime, node data, values (0 without it)
    tflite_structures: int = 0  # TFLite's per-tensor and per-node structures
    xnnpack_operators: int = 0  # the delegate's per-partition bookkeeping and XNNPACK's operators (0 without it)
    ruy_buffers: int = 0  # ruy's buffers for the 8-bit products TFLite keeps (0 without the delegate)
    eigen_thread_pool: int = 0  # Eigen's thread pool, once a float convolution ran multithreaded

    @property
    def span(self) -> int:
        """All subgraphs' arenas together (never all allocated at once when a
        control-flow operator releases some; see ``resident``)."""
        return sum(nbytes for _, nbytes in self.spans)

    @property
    def total(self) -> int:
        """What the interpreter takes at most: the arenas held at once, the heap, the
        interpreter's own heap and structures, and with XNNPACK its workspace, packed
        weights, indirection buffers, runtime and operator structures (all held at once:
        they live as long as the interpreter)."""
        delegate = self.xnnpack_workspace + self.packed_weights + self.xnnpack_indirection
        delegate += self.xnnpack_runtimes + self.xnnpack_operators + self.ruy_buffers
        interpreter = self.interpreter + self.tensor_quantization + self.tflite_structures + self.eigen_thread_pool
        return self.resident + self.heap + delegate + interpreter

    @property
    def head(self) -> int:
        """The main subgraph's arena: the planned area."""
        return self.spans[0][1]

    @property
    def needed(self) -> int:
        return self.total

    @property
    def needed_label(self) -> str:
        return "LiteRT total"

    @property
    def needed_title(self) -> str:
        return self.needed_label

    @property
    def needed_name(self) -> str:
        return f"the {self.needed_label}"

    @property
    def needed_column(self) -> str:
        return self.needed_label

    @property
    def settings(self) -> dict[str, Any]:
        return {"threads": self.threads, "delegate": self.delegate}

    @property
    def _runs_on(self) -> str:
        threads = f"{self.threads} thread{'s' if self.threads > 1 else ''}"
        return f"LiteRT CPU, {threads}, " + (
            "built-in kernels (no delegate)" if self.delegate == "none" else "XNNPACK delegate"
        )

    @property
    def built_for(self) -> str:
        sized = "" if self.cpu is None else f", weights packed for {self.cpu} CPUs"
        if self.delegate == "none" and self.cpu is not None:
            sized = f", ruy's buffers for {self.cpu} CPUs"
        return f"{self._runs_on}{sized}; {LITERT}"

    def explain(self) -> Why | None:
        return None

    def runtime_code(self, graph: ModelGraph, model_bytes: int | None) -> RuntimeCode | None:
        return None

    def section(self, subgraph_names: Sequence[str] = ()) -> ArenaSection:
        """LiteRT's RAM for activations: each subgraph's arena, persistent arenas, what of
        them is held at once, heap, total."""
        title = self._runs_on
        if self.delegate != "none":
            title += (
                f": {self.delegated_operators} operators in "
                f"{self.partitions} partition{'s' if self.partitions != 1 else ''}"
            )
        called = self.spans[1:]
        rows = [ArenaRow("arena (planned above)", self.head)]
        for k, span in called:
            name = f" ({subgraph_names[k]})" if k < len(subgraph_names) and subgraph_names[k] else ""
            rows.append(ArenaRow(shorten(f"arena of subgraph {k}{name}", 40), span))
        rows.append(ArenaRow("persistent arena" + ("s" if called else ""), self.persistent))
        if called:
            rows.append(ArenaRow("most held at once (arenas, persistent)", self.resident))
        rows.append(ArenaRow("heap (dynamic tensors, temporaries)", self.heap))
        if self.delegate == "xnnpack":
            rows.append(ArenaRow("XNNPACK workspace", self.xnnpack_workspace))
            rows.append(ArenaRow("XNNPACK packed weights", self.packed_weights))
            rows.append(ArenaRow("XNNPACK indirection buffers", self.xnnpack_indirection))
            rows.append(ArenaRow("XNNPACK runtimes (nodes, values)", self.xnnpack_runtimes))
            rows.append(ArenaRow("XNNPACK operators, delegate bookkeeping", self.xnnpack_operators))
        rows.append(ArenaRow("TFLite tensors, nodes, planner", self.tflite_structures))
        if self.ruy_buffers:
            rows.append(ArenaRow("ruy buffers (8-bit products TFLite keeps)", self.ruy_buffers))
        if self.eigen_thread_pool:
            rows.append(ArenaRow("Eigen thread pool (float convolutions)", self.eigen_thread_pool))
        rows.append(ArenaRow("interpreter (fixed, per subgraph)", self.interpreter))
        rows.append(ArenaRow("tensors' quantization parameters", self.tensor_quantization))
        rows.append(ArenaRow("total", self.total, "bold green"))
        notes = []
        if called:
            notes.append("each subgraph a control-flow operator runs has an arena of its own,")
            notes.append("released when the operator is done with it: the total counts only the")
            notes.append("arenas held at once")
        if self.unplanned_subgraphs:
            n = self.unplanned_subgraphs
            notes.append(f"not counted: {n} subgraph{'s' if n > 1 else ''} no operator memplan knows runs")
        if self.delegate == "xnnpack":
            notes.append(f"packed weights for {self.cpu} CPUs (XNNPACK's kernels for them)")
            notes.append("not counted: some kernels' own heap (op data not measured, Prepare's")
            notes.append("arrays; see docs/limits.md)")
        if self.delegate == "none":
            notes.append("for the built-in kernels: XNNPACK, LiteRT's default delegate, runs the")
            notes.append("operators it takes with memory of its own, outside these figures;")
            if self.cpu is not None:
                notes.append(f"ruy's buffers for {self.cpu} CPUs (its kernels for them);")
            notes.append("not counted: some kernels' own heap (8-bit TRANSPOSE_CONV products,")
            notes.append("worker threads; see docs/limits.md)")
        return ArenaSection(title, tuple(rows), notes=tuple(notes))

    def details(self) -> dict[str, Any]:
        return {k: v for k, v in self.document().items() if k != "subgraphs"}

    def document(self) -> dict[str, Any]:
        """The JSON ``arena`` object (its field names are a stable interface)."""
        return {
            "runtime": NAME,
            "threads": self.threads,
            "delegate": self.delegate,
            "partitions": self.partitions,
            "delegated_operators": self.delegated_operators,
            "xnnpack_workspace": self.xnnpack_workspace,
            "packed_weights": self.packed_weights,
            "cpu": self.cpu,
            "xnnpack_indirection": self.xnnpack_indirection,
            "interpreter": self.interpreter,
            "tensor_quantization": self.tensor_quantization,
            "xnnpack_runtimes": self.xnnpack_runtimes,
            "ruy_buffers": self.ruy_buffers,
            "tflite_structures": self.tflite_structures,
            "xnnpack_operators": self.xnnpack_operators,
            "eigen_thread_pool": self.eigen_thread_pool,
            "subgraphs": [{"subgraph": k, "span": nbytes} for k, nbytes in self.spans],
            "span": self.span,
            "persistent": self.persistent,
            "resident": self.resident,
            "heap": self.heap,
            "total": self.total,
            "unplanned_subgraphs": self.unplanned_subgraphs,
        }


def litert_arena(
    lifetimes: Lifetimes, span: int, graph: ModelGraph, called_spans: dict[int, int] | None = None
) -> LitertArena | None:
    """The whole footprint for a main arena of ``span`` bytes (the plan's) and the
    called subgraphs' planned arenas ``called_spans`` (subgraph -> bytes), from what
    :func:`~tflite_memplan.semantics.litert.lifetimes.litert_lifetimes` recorded."""
    outside = lifetimes.tail
    if not isinstance(outside, LitertOutside):
        return None
    graph = propagate_shapes(graph)  # the shapes the lifetimes were derived at
    spans = ((0, span), *sorted((called_spans or {}).items()))
    prepared = (0, *(part.subgraph for part in outside.called))
    resident = resident_bytes(outside.schedule, dict(spans), outside.persistent_by_subgraph)
    kept = _kept(graph, outside, prepared)
    family = outside.cpu or check_family(None)
    ruy = _ruy(kept, outside.threads, family)
    return LitertArena(
        outside.threads,
        spans,
        outside.persistent_bytes,
        outside.heap,
        outside.unplanned_subgraphs,
        resident,
        outside.delegate,
        sum(len(d.partitions) for d in outside.delegations),
        sum(len(d.taken) for d in outside.delegations),
        outside.workspace.total if outside.workspace is not None else 0,
        outside.packed.total if outside.packed is not None else 0,
        family if outside.packed is not None or ruy else None,
        outside.indirection.total if outside.indirection is not None else 0,
        interpreter_heap(
            1 + len(outside.called) + outside.unplanned_subgraphs,
            outside.threads,
            delegate=outside.delegate == "xnnpack",
            backend=any(asks_cpu_backend(sg, sg.operators[i]) for sg, i in kept),
        ),
        quantization_heap(graph, outside.delegations),
        runtime_heap(outside.workspace) if outside.workspace is not None else 0,
        tflite_structures(graph, outside.delegations, prepared, outside.threads),
        xnnpack_operators(graph, outside.delegations, outside.workspace) if outside.workspace is not None else 0,
        ruy,
        eigen_thread_pool(outside.threads) if any(_on_eigen(sg, i, outside.threads) for sg, i in kept) else 0,
    )


def _kept(graph: ModelGraph, outside: LitertOutside, prepared: tuple[int, ...]) -> list[tuple[Subgraph, int]]:
    """(subgraph, position) of every operator TFLite runs itself (not a delegate's) in the
    subgraphs ``prepared`` (the main one, then those control flow calls), in order."""
    by = {d.subgraph: d for d in outside.delegations}
    plans = ((graph.subgraphs[k], execution_plan(graph.subgraphs[k], by.get(k))) for k in prepared)
    return [(sg, i) for sg, plan in plans for i in plan if i is not None]


def _on_eigen(sg: Subgraph, i: int, threads: int) -> bool:
    return multithreaded_float_conv(sg, sg.operators[i], threads)


def _ruy(kept: list[tuple[Subgraph, int]], threads: int, cpu: str) -> int:
    """ruy's heap for the 8-bit products of the operators TFLite keeps (:func:`_kept`), on
    the CPU family ``cpu``."""
    products = [p for sg, i in kept for p in kept_products(sg, (i,))]
    cache = host_l2_cache()[0] or RUY_DEFAULT_CACHE
    return ruy_heap(products, threads, cpu, cache)
