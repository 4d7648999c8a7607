"""The builds of TensorFlow Lite Micro memplan predicts the whole arena for, as data.

TFLM's persistent "tail" is made of C++ structs whose sizes depend on the build: the
pointer width, whether enums are one byte (arm-none-eabi-gcc's default ``-fshort-enums``)
or four, whether compression support is compiled in, and the kernel library (reference
or CMSIS-NN op data). Each :class:`Target` carries those facts; the struct sizes are
``(sizeof, alignof)`` pairs, and this module is the one place they are written.

Where the numbers come from:

- ``host64``: the ``tflite-micro`` PyPI wheel 0.dev20261023 (x86-64 LP64, reference
  kernels, built with ``USE_TFLM_COMPRESSION``). Sizes compiled with g++ from the TFLM
  sources (tensorflow/tflite-micro, Aug 2026) and checked against the wheel: gdb on the
  recording arena allocator's ``AllocatePersistentBuffer`` lists every tail allocation.
- ``cortex-m`` / ``cortex-m-cmsis-nn``: arm-none-eabi-g++ 12.2 (``-mcpu=cortex-m4`` and
  ``-mcpu=cortex-m55`` give the same sizes), short enums, no compression. The 4-byte-enum
  variant (``wasm32``) is what mcufit's emscripten build of TFLM uses; every struct
  measured there equals arm-none-eabi with ``-fno-short-enums``.
- The Python wheel and TFLM's benchmark harness use the *recording* allocator classes;
  firmware built around ``MicroInterpreter`` uses the plain ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tflite_memplan.errors import MemplanError

#: Names of the runtime structs every target sizes (keys of :attr:`Target.structs`).
STRUCTS = (
    "arena_allocator",  # SingleArenaBufferAllocator
    "recording_arena_allocator",  # RecordingSingleArenaBufferAllocator
    "planner",  # GreedyMemoryPlanner
    "micro_allocator",  # MicroAllocator
    "recording_micro_allocator",  # RecordingMicroAllocator
    "builtin_data_allocator",  # MicroBuiltinDataAllocator
    "subgraph_allocations",  # SubgraphAllocations, one per subgraph
    "eval_tensor",  # TfLiteEvalTensor, one per tensor
    "node_and_registration",  # NodeAndRegistration, one per operator
    "tflite_tensor",  # TfLiteTensor (TF_LITE_STATIC_MEMORY layout), one per graph input/output
    "affine_quantization",  # TfLiteAffineQuantization
    "pointer",  # TfLiteTensor* (graph input/output pointer arrays)
    "scratch_handle",  # ScratchBufferHandle, one per scratch buffer
    "resource_variables",  # MicroResourceVariables
    "resource_variable_slot",  # MicroResourceVariables::MicroResourceVariable, one per slot
    "scratch_request",  # internal::ScratchBufferRequest (planning time, in the head area)
    "allocation_info",  # AllocationInfo (planning time), one per tensor and scratch buffer
)


@dataclass(frozen=True)
class Target:
    """One TFLM build: its struct sizes, its enum width and its kernel library."""

    name: str
    description: str
    pointer_bytes: int
    short_enums: bool
    kernels: str  # "reference" or "cmsis-nn"
    recording_by_default: bool  # the Python wheel always records; firmware does not
    structs: Mapping[str, tuple[int, int]]  # name -> (sizeof, alignof)
    #: Bytes the greedy planner keeps per planned buffer while planning
    #: (GreedyMemoryPlanner::per_buffer_size: requirements 16 + two int arrays + list entry 12 + offset 4).
    planner_bytes_per_buffer: int = 40

    def size(self, struct: str) -> tuple[int, int]:
        return self.structs[struct]


def _structs(pairs: dict[str, tuple[int, int]]) -> Mapping[str, tuple[int, int]]:
    missing = set(STRUCTS) - set(pairs)
    assert not missing, f"struct sizes missing: {sorted(missing)}"
    return MappingProxyType(pairs)


_HOST64 = _structs(
    {
        "arena_allocator": (72, 8),
        "recording_arena_allocator": (104, 8),
        "planner": (72, 8),
        "micro_allocator": (72, 8),
        "recording_micro_allocator": (272, 8),  # 248 without compression
        "builtin_data_allocator": (16, 8),
        "subgraph_allocations": (24, 8),  # 16 without compression
        "eval_tensor": (24, 8),
        "node_and_registration": (64, 8),
        "tflite_tensor": (64, 8),
        "affine_quantization": (24, 8),
        "pointer": (8, 8),
        "scratch_handle": (8, 8),
        "resource_variables": (16, 8),
        "resource_variable_slot": (40, 8),
        "scratch_request": (16, 8),
        "allocation_info": (32, 8),
    }
)

# 32-bit builds: every pointer-holding struct halves; TfLiteTensor is 40 B with 4-byte
# enums and 32 B with short enums (its type and allocation-type fields).
_ARM32 = {
    "arena_allocator": (36, 4),
    "recording_arena_allocator": (52, 4),
    "planner": (44, 4),
    "micro_allocator": (36, 4),
    "recording_micro_allocator": (124, 4),
    "builtin_data_allocator": (8, 4),
    "subgraph_allocations": (8, 4),
    "eval_tensor": (12, 4),
    "node_and_registration": (32, 4),
    "tflite_tensor": (32, 4),
    "affine_quantization": (12, 4),
    "pointer": (4, 4),
    "scratch_handle": (4, 4),
    "resource_variables": (12, 4),
    "resource_variable_slot": (20, 4),
    "scratch_request": (12, 4),
    "allocation_info": (24, 4),
}

TARGETS: Mapping[str, Target] = MappingProxyType(
    {
        t.name: t
        for t in (
            Target(
                "cortex-m",
                "32-bit Cortex-M firmware, reference kernels",
                4,
                True,
                "reference",
                False,
                _structs(_ARM32),
            ),
            Target(
                "cortex-m-cmsis-nn",
                "32-bit Cortex-M firmware, CMSIS-NN kernels",
                4,
                True,
                "cmsis-nn",
                False,
                _structs(_ARM32),
            ),
            Target(
                "host64",
                "the tflite-micro Python wheel, x86-64",
                8,
                False,
                "reference",
                True,
                _HOST64,
            ),
            Target(
                "wasm32",
                "32-bit with 4-byte enums, like mcufit's wasm build",
                4,
                False,
                "reference",
                False,
                _structs({**_ARM32, "tflite_tensor": (40, 4)}),
            ),
        )
    }
)
DEFAULT_TARGET = "cortex-m"


def get_target(name: str) -> Target:
    """The target registered under ``name``, with an error that lists the valid names."""
    try:
        return TARGETS[name]
    except KeyError:
        raise MemplanError(f"unknown TFLM target {name!r}; choose from: {', '.join(TARGETS)}") from None
