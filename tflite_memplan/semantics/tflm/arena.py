"""The whole ``tensor_arena`` TFLite Micro needs: head + tail, and the smallest that works.

The head is the planned area (the plan's footprint), the tail the persistent
allocations (:mod:`tflite_memplan.semantics.tflm.tail`). ``total`` is what TFLM reports
once allocated (``arena_used_bytes()``); ``minimum`` is the smallest arena
``AllocateTensors`` succeeds with, which can be larger: while it plans, TFLM keeps
temporary structures in the gap between head and tail (see :func:`planning_bytes`).
Both assume an arena buffer aligned to 16 bytes; an unaligned one needs up to 16 more.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.recall import recall
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.base import ArenaRow, ArenaSection, RuntimeCode, Why, WhyBlock
from tflite_memplan.semantics.lifetimes import Lifetimes
from tflite_memplan.semantics.tflm import NAME
from tflite_memplan.semantics.tflm.code_size import RuntimeFlash, runtime_flash
from tflite_memplan.semantics.tflm.kernel_data import prepare_temporaries
from tflite_memplan.semantics.tflm.tail import TailPlan
from tflite_memplan.semantics.tflm.targets import BUFFER_ALIGNMENT, Build, int_array_bytes
from tflite_memplan.units import shorten

if TYPE_CHECKING:
    from tflite_memplan.json_types import Json

_Records = tuple[UsageRecord, ...]


@dataclass(frozen=True)
class OperatorCost:
    """What the operators of one type keep in the tail: their nodes and registrations,
    builtin parameters and kernel persistent data (alignment padding included)."""

    opcode: str
    count: int
    node_and_registrations: int
    builtin_params: int
    kernel_data: int

    @property
    def bytes(self) -> int:
        return self.node_and_registrations + self.builtin_params + self.kernel_data

    def document(self) -> dict[str, Any]:
        return {
            "opcode": self.opcode,
            "count": self.count,
            "node_and_registrations": self.node_and_registrations,
            "builtin_params": self.builtin_params,
            "kernel_data": self.kernel_data,
        }


@dataclass(frozen=True)
class TflmArena:
    """The arena one model needs on one TFLM build (all sizes in bytes).

    ``busiest`` is the moment of AllocateTensors that needs the most arena (what makes the
    minimum exceed head + tail when it does); ``by_operator`` the tail's per-operator costs
    by operator type, largest first."""

    build: Build
    head: int
    tail: TailPlan
    minimum: int
    busiest: Moment | None = None
    by_operator: tuple[OperatorCost, ...] = ()

    @property
    def target(self) -> str:
        """The build's name, as reports and the JSON show it."""
        return self.build.name

    @property
    def total(self) -> int:
        """Head + tail: what TFLM reports as used once the model is allocated."""
        return self.head + self.tail.bytes

    @property
    def needed(self) -> int:
        """The ``tensor_arena`` to declare: the minimum."""
        return self.minimum

    @property
    def needed_label(self) -> str:
        return f"minimum tensor_arena ({self.target})"

    @property
    def needed_title(self) -> str:
        return f"Minimum tensor_arena ({self.target})"

    @property
    def needed_name(self) -> str:
        return "the minimum tensor_arena"

    @property
    def built_for(self) -> str:
        return self.build.built_for

    @property
    def needed_column(self) -> str:
        return f"minimum ({self.target})"

    def section(self, subgraph_names: Sequence[str] = ()) -> ArenaSection:
        """The whole-arena block of ``analyze``: head, tail by category, total and the
        minimum ``tensor_arena`` to declare, with the target it is for."""
        target = self.build
        rows = [
            ArenaRow("head (planned area)", self.head, "bold"),
            ArenaRow("tail (persistent)", self.tail.bytes, "bold"),
        ]
        rows += [ArenaRow(f"  {CATEGORY_LABELS.get(k, k)}", v) for k, v in self.tail.breakdown().items() if v]
        rows += [
            ArenaRow("head + tail", self.total, "bold"),
            ArenaRow("minimum tensor_arena", self.minimum, "bold green"),
        ]
        return ArenaSection(
            f"tensor_arena on {target.shown}",
            tuple(rows),
            f": {target.summary}\n  {target.evidence}",
            (f"declare the minimum; an arena not aligned to {BUFFER_ALIGNMENT} bytes needs {BUFFER_ALIGNMENT} more",),
        )

    def explain(self) -> Why:
        """``analyze --why``: the busiest moment of AllocateTensors in parts, head + tail once
        allocated, and the tail by operator type."""
        blocks = []
        busiest = self.busiest
        if busiest is not None:
            parts = tuple((MOMENT_LABELS[k], v) for k, v in busiest.parts if v)
            title = f"while AllocateTensors runs, at its busiest ({busiest.what}):"
            blocks.append(WhyBlock(title, parts, busiest.bytes))
        allocated = (("head (planned area)", self.head), ("tail (persistent)", self.tail.bytes))
        blocks.append(WhyBlock("once allocated", allocated, self.total))
        space = self.planning_space
        notes = [
            f"{space:,} B of the minimum is room AllocateTensors needs only while it runs."
            if space
            else "AllocateTensors needs no more room while it runs than head + tail."
        ]
        if self.minimum % BUFFER_ALIGNMENT == 0 and self.minimum > max(self.total, self.total + space):
            notes.append(f"The minimum is rounded up to a multiple of {BUFFER_ALIGNMENT} B.")
        costs = self.by_operator
        table_title = ""
        table: tuple[tuple[str, ...], ...] = ()
        if costs:
            count = sum(c.count for c in costs)
            table_title = f"Tail by operator type ({count:,} operators, {len(costs)} types, largest first)"
            header = ("operator", "count", "nodes", "params", "kernel data", "total")
            rows = tuple(
                (
                    shorten(c.opcode, 28),
                    *(f"{n:,}" for n in (c.count, c.node_and_registrations, c.builtin_params, c.kernel_data, c.bytes)),
                )
                for c in costs
            )
            table = (header, *rows)
        title = f"Where the minimum tensor_arena goes ({self.minimum:,} B on {self.target})"
        return Why(title, tuple(blocks), tuple(notes), table_title, table, "types")

    def runtime_code(self, graph: ModelGraph, model_bytes: int | None) -> RuntimeCode:
        """TFLM's code and read-only data for ``graph``'s operator set on this target."""
        flash = runtime_flash(graph, self.build)
        return RuntimeCode(flash.bytes, runtime_text(flash, model_bytes), cast("Json", flash.document()))

    @property
    def settings(self) -> dict[str, Any]:
        """Every setting the figures depend on, as effective values."""
        return {
            "target": self.target,
            "recording_allocator": self.tail.recording,
            "resource_variables": self.tail.resource_variable_slots,
        }

    def details(self) -> dict[str, Any]:
        return {k: v for k, v in self.document().items() if k not in ("breakdown", "build", "why")}

    @property
    def planning_space(self) -> int:
        """What the minimum holds beyond head + tail (before rounding up to 16 bytes): room
        AllocateTensors needs only while it runs."""
        return max(0, self.busiest.bytes - self.total) if self.busiest is not None else 0

    def document(self) -> dict[str, Any]:
        """The JSON ``arena`` object (its field names are a stable interface)."""
        return {
            "runtime": NAME,
            "target": self.target,
            "build": self.build.build,
            "head": self.head,
            "tail": self.tail.bytes,
            "breakdown": self.tail.breakdown(),
            "total": self.total,
            "minimum": self.minimum,
            "why": self.why(),
        }

    def why(self) -> dict[str, Any]:
        """Where the minimum goes: the busiest moment of AllocateTensors in parts, and the
        tail's per-operator costs by operator type."""
        busiest = None
        if self.busiest is not None:
            busiest = {"when": self.busiest.what, "bytes": self.busiest.bytes, "parts": dict(self.busiest.parts)}
        return {
            "planning_space": self.planning_space,
            "busiest": busiest,
            "by_operator": [c.document() for c in self.by_operator],
        }


#: How a report names each category of the tail (``TailPlan.breakdown()``'s keys).
CATEGORY_LABELS = {
    "runtime_objects": "allocator and planner objects",
    "resource_variables": "resource-variable table",
    "subgraph_allocations": "subgraph bookkeeping",
    "eval_tensors": "eval tensors",
    "node_and_registrations": "nodes and registrations",
    "builtin_params": "builtin parameters",
    "kernel_data": "kernel persistent data",
    "scratch_handles": "scratch-buffer handles",
    "variable_tensors": "variable tensors",
    "graph_io": "graph input/output tensors",
}

#: How a report names each part of a :class:`Moment` (:data:`MOMENT_PARTS`).
MOMENT_LABELS = {
    "scratch_requests": "scratch-buffer requests",
    "temporary_tensors": "operand structs Prepare borrows",
    "subgraph_offsets": "subgraph offsets",
    "allocation_records": "allocation records (per tensor, scratch)",
    "planner_bookkeeping": "planner bookkeeping (per planned buffer)",
    "tail_so_far": "tail allocated by then",
}


def runtime_text(runtime: RuntimeFlash, model_bytes: int | None) -> str:
    """``≈ 61,234 B TFLM for 9 operators (measured on …); model + runtime ≈ 67,794 B``."""
    if runtime.bytes is None:
        return runtime.reason or f"not measured for {runtime.target}"
    n = len(runtime.operators)
    text = f"≈ {runtime.bytes:,} B TFLM for {n:,} operator{'' if n == 1 else 's'} (measured on {runtime.measured_on})"
    if model_bytes is not None:
        text += f"; model + runtime ≈ {model_bytes + runtime.bytes:,} B"
    if runtime.unmeasured:
        text += f"; {runtime.reason}"
    return text


#: What fills the arena while AllocateTensors runs, in the order it is laid out.
MOMENT_PARTS = (
    "scratch_requests",  # the list of kernels' scratch-buffer requests, at the arena's start
    "temporary_tensors",  # TfLiteTensor structs a kernel's Prepare borrows for its operands
    "subgraph_offsets",  # the plan's one offset per subgraph
    "allocation_records",  # one AllocationInfo per tensor of every subgraph and per scratch buffer
    "planner_bookkeeping",  # the greedy planner's arrays, per planned buffer
    "tail_so_far",  # the persistent allocations made by then
)


@dataclass(frozen=True)
class Moment:
    """The arena TFLM needs at one moment of AllocateTensors, from a 16-aligned start, in
    parts (alignment padding charged to the part that needed it), each named by one of
    :data:`MOMENT_PARTS` (JSON keys: keep these names)."""

    what: str
    parts: tuple[tuple[str, int], ...]

    @property
    def bytes(self) -> int:
        return sum(n for _, n in self.parts)


def busiest_moment(
    records: tuple[UsageRecord, ...],
    tail: TailPlan | None,
    graph: ModelGraph,
    target: Build,
    *,
    greedy_planner: bool = True,
) -> Moment:
    """The moment of AllocateTensors that needs the most arena, and what fills it.

    The head area holds the scratch-buffer requests: a resizable buffer kept
    ``kMaxScratchBuffersPerOp`` (12) entries larger than the requests made so far.
    Above it, temporary memory, at two moments: while each kernel is prepared
    (:func:`_preparing`) and while the plan is made (:func:`_planning`). ``tail`` None:
    the persistent allocations live in an arena of their own (two arenas), so this one
    holds no part of them; ``greedy_planner`` False: the firmware hands TFLM its own
    planner (the plan-struct shim), which keeps no bookkeeping in the arena. O(records +
    tensors + operators).
    """
    return max(
        _preparing(records, tail, graph, target),
        _planning(records, tail, graph, target, greedy_planner),
        key=_size,
    )


def _size(moment: Moment) -> int:
    return moment.bytes


class _Parts:
    """Parts laid one after another from offset 0, each aligned on its own."""

    def __init__(self) -> None:
        self.end = 0
        self.parts: list[tuple[str, int]] = []

    def add(self, what: str, size: int, alignment: int = 1) -> None:
        new = align_up(self.end, alignment) + size
        self.parts.append((what, new - self.end))
        self.end = new


def _requests(target: Build, scratch: int) -> int:
    request, align = target.size("scratch_request")
    return align_up(request * (scratch + _MAX_SCRATCH_PER_OP), align)


def _preparing(records: _Records, tail: TailPlan | None, graph: ModelGraph, target: Build) -> Moment:
    """Each kernel's Prepare borrows a temporary ``TfLiteTensor`` (and, for quantized
    tensors, its quantization struct and zero points) for each tensor it reads
    (:func:`prepare_temporaries`), under the tail as it stands then — its own Prepare
    allocations included: TFLM checks those only against the head, so a smaller arena
    can construct with the two overlapping; memplan keeps room for both."""
    tensor, tensor_align = target.size("tflite_tensor")
    quant, quant_align = target.size("affine_quantization")
    operators = [(sg, op) for sg in graph.subgraphs for op in sg.operators]
    requested = {(sg.index, op.index): 0 for sg, op in operators}
    for r in records:
        if r.kind == "scratch" and r.operator in requested:
            requested[r.operator] += 1
    busiest = Moment("before any kernel is prepared", ())
    busiest_bytes = busiest.bytes
    scratch = 0
    tails = tail.while_preparing(len(operators)) if tail is not None else [0] * len(operators)
    for (sg, op), runs, tail_then in zip(operators, _borrowed(graph), tails, strict=True):
        parts = _Parts()
        parts.add("scratch_requests", _requests(target, scratch))
        for count, scales in runs:
            # count structs in a row: the first aligned, the others right after it (a C
            # struct's size is a multiple of its alignment), so as one part of count sizes.
            parts.add("temporary_tensors", tensor * count, tensor_align)
            if scales:
                parts.add("temporary_tensors", quant, quant_align)
                parts.add("temporary_tensors", int_array_bytes(scales), 4)
        if parts.end + tail_then > busiest_bytes:  # described only when it is the busiest so far
            where = f" of subgraph {sg.index}" if sg.index else ""
            held = (("tail_so_far", tail_then),) if tail is not None else ()
            busiest = Moment(f"the Prepare of operator {op.index}{where}, {op.opcode}", (*_merge(parts.parts), *held))
            busiest_bytes = busiest.bytes
        scratch += requested[(sg.index, op.index)]
    return busiest


@recall()
def _borrowed(graph: ModelGraph) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each operator of every subgraph, in order, the temporary tensors its Prepare
    borrows (:func:`prepare_temporaries`) as runs ``(count, scales)``: ``count`` tensors
    in a row, the last of them with ``scales`` quantization scales (0: none, nor for the
    others), so a quantized tensor ends its run. The same for every build, so the
    several arenas a command asks of one graph (``optimize``'s levers, ``fit``'s builds)
    share it. O(temporaries)."""
    out = []
    for sg in graph.subgraphs:
        for op in sg.operators:
            runs: list[tuple[int, int]] = []
            count = 0
            for t in prepare_temporaries(sg, op):
                count += 1
                scales = sg.tensors[t].quant_scales
                if scales:
                    runs.append((count, scales))
                    count = 0
            if count:
                runs.append((count, 0))
            out.append(tuple(runs))
    return tuple(out)


def _planning(records: _Records, tail: TailPlan | None, graph: ModelGraph, target: Build, greedy: bool) -> Moment:
    """``CommitStaticMemoryPlan`` holds one ``size_t`` offset per subgraph and one
    ``AllocationInfo`` per tensor of every subgraph and per scratch buffer, then the greedy
    planner's bookkeeping (all remaining memory, of which it needs
    ``planner_bytes_per_buffer`` per planned buffer), under every tail allocation but the
    graph inputs' and outputs' structs (allocated after planning). The room the planner
    gets is ``GetAvailableMemory(MicroArenaBufferAlignment())``: from the temporaries
    rounded up to 16 to the tail rounded *down* to 16, so the tail counts rounded up here
    (the last allocations before planning, 4-byte scratch-buffer handles or node arrays,
    can leave it 4–12 bytes off; measured byte by byte under QEMU: tests/qemu/bytes.json)."""
    scratch = sum(1 for r in records if r.kind == "scratch")
    tensors = sum(len(sg.tensors) for sg in graph.subgraphs)
    info, info_align = target.size("allocation_info")
    offset, offset_align = target.size("pointer")
    parts = _Parts()
    parts.add("scratch_requests", _requests(target, scratch))
    parts.add("subgraph_offsets", offset * len(graph.subgraphs), offset_align)
    parts.add("allocation_records", info * (tensors + scratch), info_align)
    if greedy:
        parts.add("planner_bookkeeping", target.planner_bytes_per_buffer * len(records), BUFFER_ALIGNMENT)
    if tail is None:
        return Moment("making the plan", tuple(parts.parts))
    tail_then = sum(a.used for a in tail.allocations if a.category != "graph_io")
    return Moment("making the plan", (*parts.parts, ("tail_so_far", align_up(tail_then, BUFFER_ALIGNMENT))))


def _merge(parts: list[tuple[str, int]]) -> tuple[tuple[str, int], ...]:
    """Adjacent parts of the same name as one."""
    out: list[tuple[str, int]] = []
    for what, n in parts:
        if out and out[-1][0] == what:
            out[-1] = (what, out[-1][1] + n)
        else:
            out.append((what, n))
    return tuple(out)


def planning_bytes(records: tuple[UsageRecord, ...], tail: TailPlan, graph: ModelGraph, target: Build) -> int:
    """The arena end AllocateTensors needs at its busiest moment, from a 16-aligned start."""
    return busiest_moment(records, tail, graph, target).bytes


#: ``kMaxScratchBuffersPerOp``: the scratch-request buffer always has room for this many more.
_MAX_SCRATCH_PER_OP = 12


def tflm_arena(lifetimes: Lifetimes, head: int, graph: ModelGraph, called_spans: object = None) -> TflmArena:
    """Combine the planned head with the semantics' tail into the arena a device needs.
    (TFLM plans every subgraph in its one arena: ``called_spans`` is always empty.)"""
    tail = lifetimes.tail
    assert isinstance(tail, TailPlan)
    total = head + tail.bytes
    busiest = busiest_moment(lifetimes.records, tail, graph, tail.build)
    minimum = align_up(max(total, busiest.bytes), BUFFER_ALIGNMENT)
    return TflmArena(tail.build, head, tail, minimum, busiest, operator_costs(graph, tail, tail.build))


def operator_costs(graph: ModelGraph, tail: TailPlan, target: Build) -> tuple[OperatorCost, ...]:
    """The tail's per-operator allocations summed by operator type, largest first. A
    node-and-registration is one struct per operator (its array's padding is left out)."""
    node, _ = target.size("node_and_registration")
    counts: dict[str, int] = {}
    for sg in graph.subgraphs:
        for op in sg.operators:
            counts[op.opcode] = counts.get(op.opcode, 0) + 1
    params = dict.fromkeys(counts, 0)
    data = dict.fromkeys(counts, 0)
    for a in tail.allocations:
        if a.opcode is not None:
            (params if a.category == "builtin_params" else data)[a.opcode] += a.used
    costs = [OperatorCost(k, n, node * n, params[k], data[k]) for k, n in counts.items()]
    return tuple(sorted(costs, key=lambda c: (-c.bytes, c.opcode)))
