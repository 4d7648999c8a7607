"""The whole ``tensor_arena`` TFLite Micro needs: head + tail, and the smallest that works.

The head is the planned area (the plan's footprint), the tail the persistent
allocations (:mod:`tflite_memplan.semantics.tflm.tail`). ``total`` is what TFLM reports
once allocated (``arena_used_bytes()``); ``minimum`` is the smallest arena
``AllocateTensors`` succeeds with, which can be larger: while it plans, TFLM keeps
temporary structures in the gap between head and tail (see :func:`planning_bytes`).
Both assume an arena buffer aligned to 16 bytes; an unaligned one needs up to 16 more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.records import UsageRecord, align_up
from tflite_memplan.semantics.lifetimes import Lifetimes
from tflite_memplan.semantics.tflm.kernel_data import prepare_temporaries
from tflite_memplan.semantics.tflm.tail import TailPlan
from tflite_memplan.semantics.tflm.targets import BUFFER_ALIGNMENT, Target, get_target, int_array_bytes


@dataclass(frozen=True)
class TflmArena:
    """The arena one model needs on one TFLM target (all sizes in bytes)."""

    target: str
    head: int
    tail: TailPlan
    minimum: int

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
        return f"{self.target} arena"

    @property
    def settings(self) -> dict[str, Any]:
        """Every setting the figures depend on, as effective values."""
        return {
            "target": self.target,
            "recording_allocator": self.tail.recording,
            "resource_variables": self.tail.resource_variable_slots,
        }

    def details(self) -> dict[str, Any]:
        return {k: v for k, v in self.document().items() if k not in ("breakdown", "build")}

    def document(self) -> dict[str, Any]:
        """The JSON ``arena`` object (its field names are a stable interface)."""
        return {
            "runtime": "tflm",
            "target": self.target,
            "build": get_target(self.target).build,
            "head": self.head,
            "tail": self.tail.bytes,
            "breakdown": self.tail.breakdown(),
            "total": self.total,
            "minimum": self.minimum,
        }


def planning_bytes(records: tuple[UsageRecord, ...], tail: TailPlan, graph: ModelGraph, target: Target) -> int:
    """The arena end AllocateTensors needs at its busiest moment, from a 16-aligned start.

    The head area holds the scratch-buffer requests: a resizable buffer kept
    ``kMaxScratchBuffersPerOp`` (12) entries larger than the requests made so far.
    Above it, temporary memory, at two moments: while each kernel is prepared
    (:func:`_preparing`) and while the plan is made (:func:`_planning`).
    """
    return max(_preparing(records, tail, graph, target), _planning(records, tail, graph, target))


def _requests(target: Target, scratch: int) -> int:
    request, align = target.size("scratch_request")
    return align_up(request * (scratch + _MAX_SCRATCH_PER_OP), align)


def _preparing(records: tuple[UsageRecord, ...], tail: TailPlan, graph: ModelGraph, target: Target) -> int:
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
    need = scratch = 0
    for (sg, op), tail_then in zip(operators, tail.while_preparing(len(operators)), strict=True):
        used = _requests(target, scratch)
        for t in prepare_temporaries(sg, op):
            used = align_up(used, tensor_align) + tensor
            scales = sg.tensors[t].quant_scales
            if scales:
                used = align_up(used, quant_align) + quant
                used = align_up(used, 4) + int_array_bytes(scales)
        need = max(need, used + tail_then)
        scratch += requested[(sg.index, op.index)]
    return need


def _planning(records: tuple[UsageRecord, ...], tail: TailPlan, graph: ModelGraph, target: Target) -> int:
    """``CommitStaticMemoryPlan`` holds one ``size_t`` offset per subgraph and one
    ``AllocationInfo`` per tensor of every subgraph and per scratch buffer, then the greedy
    planner's bookkeeping (all remaining memory, of which it needs
    ``planner_bytes_per_buffer`` per planned buffer), under every tail allocation but the
    graph inputs' and outputs' structs (allocated after planning)."""
    scratch = sum(1 for r in records if r.kind == "scratch")
    tensors = sum(len(sg.tensors) for sg in graph.subgraphs)
    info, info_align = target.size("allocation_info")
    offset, offset_align = target.size("pointer")
    used = align_up(_requests(target, scratch), offset_align) + offset * len(graph.subgraphs)
    used = align_up(used, info_align) + info * (tensors + scratch)
    used = align_up(used, BUFFER_ALIGNMENT) + target.planner_bytes_per_buffer * len(records)
    return used + sum(a.used for a in tail.allocations if a.category != "graph_io")


#: ``kMaxScratchBuffersPerOp``: the scratch-request buffer always has room for this many more.
_MAX_SCRATCH_PER_OP = 12


def tflm_arena(lifetimes: Lifetimes, head: int, graph: ModelGraph, called_spans: object = None) -> TflmArena:
    """Combine the planned head with the semantics' tail into the arena a device needs.
    (TFLM plans every subgraph in its one arena: ``called_spans`` is always empty.)"""
    tail = lifetimes.tail
    assert isinstance(tail, TailPlan)
    total = head + tail.bytes
    target = get_target(tail.target)
    minimum = align_up(max(total, planning_bytes(lifetimes.records, tail, graph, target)), BUFFER_ALIGNMENT)
    return TflmArena(tail.target, head, tail, minimum)
