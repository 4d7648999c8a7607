"""A memory plan as C++ source for TFLite Micro's ``NonPersistentMemoryPlannerShim``.

Firmware that plans from a struct instead of model metadata hands TFLM a
``tflite::BufferPlan``: a buffer count, then one offset per buffer in the order TFLM
adds buffers to its planner — every subgraph's planned tensors by index, then the
kernels' scratch buffers in request order (memplan's TFLM records are in that order).
The shim reports no size of its own, so TFLM reserves no room for the plan and cannot
tell when the arena is too small for it: the source defines the arena size memplan
predicts (``kMemplanArenaBytes``: the plan's head + the tail, or the room planning needs)
and shows how to hand TFLM the plan.
"""

from __future__ import annotations

from collections.abc import Sequence

from tflite_memplan.plans import OffsetPlan
from tflite_memplan.records import UsageRecord

_PER_LINE = 8


def buffer_plan_source(
    records: Sequence[UsageRecord],
    plan: OffsetPlan,
    *,
    model: str,
    origin: str,
    symbol: str = "kMemplanBufferPlan",
    arena_bytes: int | None = None,
    two_arenas: tuple[int, int] | None = None,
    resource_variables: int = 0,
) -> str:
    """The C++ source defining ``symbol`` as a ``const tflite::BufferPlan&`` for ``plan``
    and, given ``arena_bytes``, the arena size to declare with it and how to use both;
    given ``two_arenas`` (persistent, non-persistent bytes), how to split the arena
    instead; ``resource_variables``: the slots the model uses (0: it needs no table)."""
    offsets = [str(o) for o in plan.offsets]
    rows = [", ".join(offsets[i : i + _PER_LINE]) for i in range(0, len(offsets), _PER_LINE)]
    words = [f"    {len(offsets)}", *(f"    {row}" for row in rows)]
    lines = [
        f"// Memory plan for {model}, written by memplan ({origin}).",
        f"// {len(records)} buffers in TFLM's AddBuffer order: planned tensors of every subgraph by",
        "// index, then kernel scratch buffers in request order.",
        f"// The planned area (head) needs {plan.arena_size} bytes; the tail comes on top (memplan analyze).",
        "#include <cstddef>",
        "#include <cstdint>",
        "",
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
    if arena_bytes is not None:
        lines += [
            "// The arena this plan needs (head + tail, or the room AllocateTensors needs while it runs).",
            "// The shim reports no size, so TFLM cannot check it: declare at least this many bytes.",
            f"extern const size_t kMemplanArenaBytes = {arena_bytes};",
            "",
            "// Use, with TFLM's shim instead of its greedy planner (no planner bookkeeping in the arena):",
            '//   #include "tensorflow/lite/micro/memory_planner/non_persistent_buffer_planner_shim.h"',
            '//   #include "tensorflow/lite/micro/micro_allocator.h"',
            '//   #include "tensorflow/lite/micro/micro_interpreter.h"',
            f"//   alignas(16) static uint8_t tensor_arena[{arena_bytes}];  // kMemplanArenaBytes",
            f"//   static tflite::NonPersistentMemoryPlannerShim planner(&{symbol});",
            "//   tflite::MicroAllocator* allocator =",
            "//       tflite::MicroAllocator::Create(tensor_arena, sizeof(tensor_arena), &planner);",
            *_resource_lines(resource_variables),
            "//   interpreter.AllocateTensors();",
            "// The model must not carry an offline plan (OfflineMemoryAllocation metadata): with one,",
            "// TFLM asks the planner for an interface the shim lacks and AllocateTensors fails.",
            "",
        ]
    if two_arenas is not None:
        persistent, non_persistent = two_arenas
        lines += [
            "// Or, without this plan, with the model optimize wrote (or as given): two arenas and",
            "// TFLM's own planner, the persistent part (the tail and the allocator objects) in RAM",
            "// that may be slower, the planned head and the room AllocateTensors needs in the other",
            "// (each its smallest size, as memplan predicts it):",
            f"//   alignas(16) static uint8_t persistent_arena[{persistent}];",
            f"//   alignas(16) static uint8_t non_persistent_arena[{non_persistent}];",
            "//   tflite::MicroAllocator* allocator = tflite::MicroAllocator::Create(persistent_arena,",
            "//       sizeof(persistent_arena), non_persistent_arena, sizeof(non_persistent_arena));",
            *_resource_lines(resource_variables),
            "//   interpreter.AllocateTensors();",
            "",
        ]
    return "\n".join(lines)


def _resource_lines(slots: int) -> list[str]:
    """The interpreter's construction, with the resource-variable table the model needs."""
    if not slots:
        return [
            "//   tflite::MicroInterpreter interpreter(model, op_resolver, allocator);",
            "//   (the model has no VAR_HANDLE: it needs no MicroResourceVariables)",
        ]
    return [
        f"//   // the model uses {slots} resource variables: create exactly that many slots",
        "//   tflite::MicroResourceVariables* resource_variables =",
        f"//       tflite::MicroResourceVariables::Create(allocator, {slots});",
        "//   tflite::MicroInterpreter interpreter(model, op_resolver, allocator, resource_variables);",
    ]
