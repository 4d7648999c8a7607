"""A memory plan as C++ source for TFLite Micro's ``NonPersistentMemoryPlannerShim``.

Firmware that plans from a struct instead of model metadata hands TFLM a
``tflite::BufferPlan``: a buffer count, then one offset per buffer in the order TFLM
adds buffers to its planner — every subgraph's planned tensors by index, then the
kernels' scratch buffers in request order (memplan's TFLM records are in that order).
The shim reports no size of its own, so the comment says how large the head must be.
"""

from __future__ import annotations

from collections.abc import Sequence

from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord

_PER_LINE = 8


def buffer_plan_source(
    records: Sequence[UsageRecord], plan: OffsetPlan, *, model: str, origin: str, symbol: str = "kMemplanBufferPlan"
) -> str:
    """The C++ source defining ``symbol`` as a ``const tflite::BufferPlan&`` for ``plan``."""
    offsets = [str(o) for o in plan.offsets]
    rows = [", ".join(offsets[i : i + _PER_LINE]) for i in range(0, len(offsets), _PER_LINE)]
    words = [f"    {len(offsets)}", *(f"    {row}" for row in rows)]
    lines = [
        f"// Memory plan for {model}, written by memplan ({origin}).",
        f"// {len(records)} buffers in TFLM's AddBuffer order: planned tensors of every subgraph by",
        "// index, then kernel scratch buffers in request order.",
        f"// The planned area (head) needs {plan.arena_size} bytes; the tail comes on top (memplan analyze).",
        '#include "tensorflow/lite/micro/memory_planner/memory_plan_struct.h"',
        "",
        "namespace {",
        "// buffer_count, then one BufferDescriptor (an int32 offset) per buffer.",
        f"alignas(tflite::BufferPlan) const int32_t {symbol}Words[] = {{",
        ",\n".join(words),
        "};",
        "}  // namespace",
        "",
        f"const tflite::BufferPlan& {symbol} =",
        f"    *reinterpret_cast<const tflite::BufferPlan*>({symbol}Words);",
        "",
    ]
    return "\n".join(lines)
