"""TensorFlow Lite Micro's persistent "tail", allocation by allocation.

TFLM's arena is one buffer: the planned area (the "head", tensors and scratch buffers)
grows up from its start, and everything that must outlive planning is allocated *down*
from its end, each request aligned on its own: ``tail = AlignDown(tail - size, alignment)``.
This module lists those requests in the order TFLM makes them and replays them, so the
padding between allocations is modelled rather than estimated:

1. the allocator and planner objects (recording classes in the Python wheel and TFLM's
   benchmark harness, plain ones in firmware);
2. the resource-variable table when the model has VAR_HANDLE (the slot count is the
   application's choice: the wheel uses the model's count, the benchmark harness 100);
3. the builtin-data allocator and one ``SubgraphAllocations`` per subgraph;
4. per subgraph one eval tensor per tensor, then per subgraph one node-and-registration
   per operator;
5. every operator's builtin-parameter struct (all subgraphs), then every kernel's Init
   allocations, then every kernel's Prepare allocations (``tflm_kernel_data``);
6. one handle per kernel scratch buffer, then the variable tensors' buffers;
7. the graph inputs' and outputs' pointer arrays, one persistent ``TfLiteTensor`` each,
   and for quantized ones an affine-quantization struct and a zero-point array.

Struct sizes come from :mod:`tflite_memplan.semantics.tflm.targets`. Complexity: O(tensors
+ operators) to list, O(allocations) to replay.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.tflm.kernel_data import builtin_params, kernel_persistent
from tflite_memplan.semantics.tflm.targets import BUFFER_ALIGNMENT, Build, int_array_bytes

#: The breakdown's categories, in TFLM's allocation order (JSON keys: keep these names).
CATEGORIES = (
    "runtime_objects",
    "resource_variables",
    "subgraph_allocations",
    "eval_tensors",
    "node_and_registrations",
    "builtin_params",
    "kernel_data",
    "scratch_handles",
    "variable_tensors",
    "graph_io",
)

#: TFLM's own ``print_allocations()`` category of each allocation (None: not recorded).
RECORDED = MappingProxyType(
    {
        "eval_tensors": "TfLiteEvalTensor data",
        "node_and_registrations": "NodeAndRegistration struct",
        "kernel_data": "Persistent buffer data",
        "resource_variables": "Persistent buffer data",
        "variable_tensors": "TfLiteTensor variable buffer data",
    }
)
_IO_TENSOR = "Persistent TfLiteTensor data"
_IO_QUANT = "Persistent TfLiteTensor quantization data"
_IO_POINTERS = "Persistent buffer data"

#: Categories allocated after every kernel has been prepared.
_AFTER_PREPARE = frozenset({"scratch_handles", "variable_tensors", "graph_io"})

#: TFLM aligns the arena's start and end to this (``MicroArenaBufferAlignment``), and
#: kernels' persistent buffers to it too.


@dataclass(frozen=True)
class TailAllocation:
    """One request to the tail: ``size`` bytes aligned to ``alignment``.

    ``used`` is what it took from the arena once replayed, padding included; ``recorded``
    names TFLM's ``print_allocations()`` category for it (None when TFLM does not record it).
    """

    category: str
    what: str
    size: int
    alignment: int
    recorded: str | None = None
    used: int = 0
    prepared_by: int | None = None  # a kernel's Prepare allocation: the operator's place in Prepare order
    count: int = 1  # what TFLM counts for it: tensors or operators for the per-subgraph arrays
    opcode: str | None = None  # the operator it is for, when it is one operator's


@dataclass(frozen=True)
class TailPlan:
    """The tail of one model on one build: the allocations in order, replayed."""

    build: Build
    allocations: tuple[TailAllocation, ...]
    unknown_ops: tuple[str, ...]  # operators whose persistent data memplan does not know
    recording: bool = False  # the recording allocator classes
    resource_variable_slots: int = 0
    #: TFLM plans called subgraphs in its one arena: none has an arena of its own.
    called: tuple[()] = ()

    def while_preparing(self, operators: int) -> list[int]:
        """Tail bytes as each operator (in Prepare order, all subgraphs) is prepared:
        everything allocated before the first Prepare, plus the Prepare allocations of
        the operators so far, its own included (a kernel may allocate them while its
        temporaries are live)."""
        out = []
        used = 0
        allocations = iter(self.allocations)
        pending = next(allocations, None)
        while pending is not None and pending.prepared_by is None and pending.category not in _AFTER_PREPARE:
            used += pending.used
            pending = next(allocations, None)
        for i in range(operators):
            while pending is not None and pending.prepared_by == i:
                used += pending.used
                pending = next(allocations, None)
            out.append(used)
        return out

    @property
    def bytes(self) -> int:
        return sum(a.used for a in self.allocations)

    def breakdown(self) -> dict[str, int]:
        """Bytes per category (padding charged to the allocation that needed it)."""
        out = dict.fromkeys(CATEGORIES, 0)
        for a in self.allocations:
            out[a.category] += a.used
        return out

    def recorded(self) -> dict[str, tuple[int, int, int]]:
        """TFLM's ``print_allocations()`` view: category -> (used, requested, count)."""
        out: dict[str, tuple[int, int, int]] = {}
        for a in self.allocations:
            if a.recorded is None:
                continue
            used, requested, count = out.get(a.recorded, (0, 0, 0))
            out[a.recorded] = (used + a.used, requested + a.size, count + a.count)
        return out


def resource_variable_count(graph: ModelGraph) -> int:
    """Distinct resources the model's VAR_HANDLE operators name (container, shared name)."""
    names = {
        (str(op.options.get("container", "")), str(op.options.get("shared_name", "")))
        for sg in graph.subgraphs
        for op in sg.operators
        if op.opcode == "VAR_HANDLE"
    }
    return len(names)


def _runtime(target: Build, recording: bool) -> Iterator[TailAllocation]:
    names = (
        ("recording_arena_allocator", "recording_micro_allocator")
        if recording
        else ("arena_allocator", "micro_allocator")
    )
    for struct, what in (
        (names[0], "arena buffer allocator"),
        ("planner", "greedy memory planner"),
        (names[1], "micro allocator"),
    ):
        size, align = target.size(struct)
        yield TailAllocation("runtime_objects", what, size, align)


def _resource_table(target: Build, slots: int) -> Iterator[TailAllocation]:
    table, _ = target.size("resource_variables")
    slot, _ = target.size("resource_variable_slot")
    yield TailAllocation(
        "resource_variables", "resource-variable table", table, BUFFER_ALIGNMENT, RECORDED["kernel_data"]
    )
    yield TailAllocation(
        "resource_variables",
        f"{slots} resource-variable slots",
        slot * slots,
        BUFFER_ALIGNMENT,
        RECORDED["kernel_data"],
    )


def _model_structs(graph: ModelGraph, target: Build) -> Iterator[TailAllocation]:
    size, align = target.size("builtin_data_allocator")
    yield TailAllocation("subgraph_allocations", "builtin-data allocator", size, align)
    size, align = target.size("subgraph_allocations")
    yield TailAllocation("subgraph_allocations", "subgraph allocations", size * len(graph.subgraphs), align)
    # Every subgraph's eval tensors, then every subgraph's nodes.
    for struct, category, what in (
        ("eval_tensor", "eval_tensors", "eval tensors"),
        ("node_and_registration", "node_and_registrations", "nodes"),
    ):
        size, align = target.size(struct)
        for sg in graph.subgraphs:
            count = len(sg.tensors) if category == "eval_tensors" else len(sg.operators)
            yield TailAllocation(
                category, f"{what} of subgraph {sg.index}", size * count, align, RECORDED[category], count=count
            )


def _kernels(graph: ModelGraph, target: Build, unknown: list[str]) -> Iterator[TailAllocation]:
    """Builtin parameters of every operator, then every Init, then every Prepare."""
    ops = [(sg, op) for sg in graph.subgraphs for op in sg.operators]
    for _, op in ops:
        params = builtin_params(op, target)
        if params is not None:
            yield TailAllocation("builtin_params", f"{op.opcode}#{op.index} parameters", *params, opcode=op.opcode)
    persistent = []
    for sg, op in ops:
        allocations = kernel_persistent(graph, sg, op, target)
        if allocations is None:
            unknown.append(f"{op.opcode} (operator {op.index} of subgraph {sg.index})")
            allocations = ()
        persistent.append((sg, op, allocations))
    seen: set[str] = set()
    for phase in ("init", "prepare"):
        for order, (_sg, op, allocations) in enumerate(persistent):
            for a in allocations:
                if a.phase != phase or (a.once is not None and a.once in seen):
                    continue
                if a.once is not None:
                    seen.add(a.once)
                yield TailAllocation(
                    "kernel_data",
                    f"{op.opcode}#{op.index} {a.what}",
                    a.size,
                    a.alignment,
                    RECORDED["kernel_data"],
                    prepared_by=order if phase == "prepare" else None,
                    opcode=op.opcode,
                )


def _variables(graph: ModelGraph, scratch_buffers: int, target: Build) -> Iterator[TailAllocation]:
    if scratch_buffers:
        size, align = target.size("scratch_handle")
        yield TailAllocation(
            "scratch_handles", f"{scratch_buffers} scratch-buffer handles", size * scratch_buffers, align
        )
    for sg in graph.subgraphs:
        for t in sg.tensors:
            if t.is_variable and not t.has_data and t.nbytes:
                yield TailAllocation(
                    "variable_tensors",
                    f"variable {t.name}",
                    t.nbytes,
                    BUFFER_ALIGNMENT,
                    RECORDED["variable_tensors"],
                )


def _graph_io(graph: ModelGraph, target: Build) -> Iterator[TailAllocation]:
    pointer, _ = target.size("pointer")
    tensor_size, tensor_align = target.size("tflite_tensor")
    quant_size, quant_align = target.size("affine_quantization")
    main = graph.main
    for label, indices in (("inputs", main.inputs), ("outputs", main.outputs)):
        # Allocated even when empty: a 0-byte request still aligns the tail to 16.
        yield TailAllocation(
            "graph_io", f"graph {label} pointers", pointer * len(indices), BUFFER_ALIGNMENT, _IO_POINTERS
        )
        for i in indices:
            t = main.tensors[i]
            yield TailAllocation("graph_io", f"tensor {t.name}", tensor_size, tensor_align, _IO_TENSOR)
            if t.quant_scales:  # TFLM copies a quantization only when it has scales
                yield TailAllocation("graph_io", f"{t.name} quantization", quant_size, quant_align, _IO_QUANT)
                yield TailAllocation("graph_io", f"{t.name} zero points", int_array_bytes(t.quant_scales), 4, _IO_QUANT)


def replay(allocations: Sequence[TailAllocation], end_padding: int = 0) -> tuple[TailAllocation, ...]:
    """Each allocation with ``used`` filled in: ``tail = AlignDown(tail - size, alignment)``
    from an arena end aligned to 16 (``end_padding`` bytes below a 16-byte boundary). O(n)."""
    out = []
    tail = -end_padding  # offsets below the aligned end are negative
    for a in allocations:
        new = -align_up(-(tail - a.size), a.alignment)  # AlignDown for negative offsets
        out.append(with_used(a, tail - new))
        tail = new
    return tuple(out)


def with_used(allocation: TailAllocation, used: int) -> TailAllocation:
    """``dataclasses.replace(allocation, used=used)`` in about 70 % of its time: a
    model's tail holds an allocation per graph input, and optimize replays it a dozen
    times."""
    fields = dict(allocation.__dict__)
    fields["used"] = used
    return TailAllocation(**fields)


def tflm_tail(
    graph: ModelGraph,
    records: Sequence[UsageRecord],
    target: Build,
    *,
    recording: bool | None = None,
    resource_variables: int | None = None,
) -> TailPlan:
    """The tail TFLM allocates for ``graph`` on ``target``; ``records`` are the planned
    buffers (their scratch buffers each get a handle). ``recording`` picks the allocator
    classes (default: the target's), ``resource_variables`` the slot count (default: the
    model's own count of resources; 0 when it has no VAR_HANDLE)."""
    recording = target.recording_by_default if recording is None else recording
    slots = resource_variable_count(graph) if resource_variables is None else resource_variables
    unknown: list[str] = []
    scratch = sum(1 for r in records if r.kind == "scratch")
    allocations = [
        *_runtime(target, recording),
        *(_resource_table(target, slots) if slots else ()),
        *_model_structs(graph, target),
        *_kernels(graph, target, unknown),
        *_variables(graph, scratch, target),
        *_graph_io(graph, target),
    ]
    return TailPlan(target, replay(allocations), tuple(unknown), recording, slots)
