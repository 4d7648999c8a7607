"""The builds of TensorFlow Lite Micro memplan predicts the whole arena for, as data.

TFLM's persistent "tail" is made of C++ structs whose sizes depend on the build. A
:class:`Target` is an :class:`Abi` — the pointer width, whether enums are one byte
(arm-none-eabi-gcc's default ``-fshort-enums``) or four, and every struct's
``(sizeof, alignof)`` — times a kernel library (reference or CMSIS-NN op data), plus
whether the build uses the recording allocator classes. This module is the one place
the struct sizes are written; the versions they were read from are named once in
:mod:`tflite_memplan.semantics.upstream`.

Where the numbers come from:

- ``lp64`` (the ``host64`` target): the ``tflite-micro`` PyPI wheel (``TFLM_WHEEL``;
  x86-64, reference kernels, built with ``USE_TFLM_COMPRESSION``). Sizes compiled with
  g++ from the TFLM sources (``TFLM_SOURCES``) and checked against the wheel: gdb on the
  recording arena allocator's ``AllocatePersistentBuffer`` lists every tail allocation.
- ``arm32``: ``ARM_GCC`` (``-mcpu=cortex-m4`` and ``-mcpu=cortex-m55`` give the same
  sizes), short enums, no compression. The 4-byte-enum variant (``wasm32``) is what
  mcufit's emscripten build of TFLM uses; every struct measured there equals
  arm-none-eabi with ``-fno-short-enums``.
- The Python wheel and TFLM's benchmark harness use the *recording* allocator classes;
  firmware built around ``MicroInterpreter`` uses the plain ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tflite_memplan.errors import MemplanError
from tflite_memplan.model.dtypes import fixed_bytes

#: ``MicroArenaBufferAlignment()``: every planned buffer's size, every persistent
#: allocation of the tail and kernels, and the arena's own start are aligned to it.
BUFFER_ALIGNMENT = 16
#: Kernel libraries a target can use.
KERNEL_LIBRARIES = ("reference", "cmsis-nn")


def int_array_bytes(n: int) -> int:
    """Bytes of a ``TfLiteIntArray`` of ``n`` ints (its int count, then the ints): the
    same on every target."""
    return (1 + n) * _INT32


_INT32 = fixed_bytes("int32")

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
    "circular_buffer",  # signal/src/circular_buffer.h CircularBuffer header (its int16 storage follows)
    "kiss_fftr_header",  # kissfft v130 (TFLM's patch) kiss_fftr_state header
    "irfft_float_wrapper",  # the float inverse FFT's own small state in front of kissfft's
    "decode_lut_state",  # tensorflow/lite/micro/kernels/decode_state_lut.h
)


@dataclass(frozen=True)
class Abi:
    """How a compiler lays TFLM's structs out: pointer width, enum width, and every
    struct's ``(sizeof, alignof)`` (keys: :data:`STRUCTS`)."""

    name: str
    pointer_bytes: int
    short_enums: bool
    structs: Mapping[str, tuple[int, int]]

    def __post_init__(self) -> None:
        missing = set(STRUCTS) - set(self.structs)
        if missing:
            raise ValueError(f"ABI {self.name}: struct sizes missing: {sorted(missing)}")
        object.__setattr__(self, "structs", MappingProxyType(dict(self.structs)))


@dataclass(frozen=True)
class Target:
    """One TFLM build: an ABI, a kernel library, and whether it records allocations."""

    name: str
    description: str
    abi: Abi
    kernels: str
    recording_by_default: bool  # the Python wheel always records; firmware does not
    #: Bytes the greedy planner keeps per planned buffer while planning
    #: (GreedyMemoryPlanner::per_buffer_size: requirements 16 + two int arrays + list entry 12 + offset 4).
    planner_bytes_per_buffer: int = 40

    def __post_init__(self) -> None:
        if self.kernels not in KERNEL_LIBRARIES:
            raise ValueError(f"target {self.name}: unknown kernel library {self.kernels!r}")

    @property
    def pointer_bytes(self) -> int:
        return self.abi.pointer_bytes

    @property
    def short_enums(self) -> bool:
        return self.abi.short_enums

    @property
    def structs(self) -> Mapping[str, tuple[int, int]]:
        return self.abi.structs

    def size(self, struct: str) -> tuple[int, int]:
        return self.abi.structs[struct]


_LP64 = {
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
    "circular_buffer": (40, 8),
    "kiss_fftr_header": (24, 8),
    "irfft_float_wrapper": (16, 8),
    "decode_lut_state": (72, 8),
}

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
    "circular_buffer": (24, 4),
    "kiss_fftr_header": (12, 4),
    "irfft_float_wrapper": (8, 4),
    "decode_lut_state": (36, 4),
}

LP64 = Abi(name="lp64", pointer_bytes=8, short_enums=False, structs=_LP64)
ARM32 = Abi(name="arm32", pointer_bytes=4, short_enums=True, structs=_ARM32)
WASM32 = Abi(name="wasm32", pointer_bytes=4, short_enums=False, structs={**_ARM32, "tflite_tensor": (40, 4)})

TARGETS: Mapping[str, Target] = MappingProxyType(
    {
        t.name: t
        for t in (
            Target(
                name="cortex-m",
                description="32-bit Cortex-M firmware, reference kernels",
                abi=ARM32,
                kernels="reference",
                recording_by_default=False,
            ),
            Target(
                name="cortex-m-cmsis-nn",
                description="32-bit Cortex-M firmware, CMSIS-NN kernels",
                abi=ARM32,
                kernels="cmsis-nn",
                recording_by_default=False,
            ),
            Target(
                name="host64",
                description="the tflite-micro Python wheel, x86-64",
                abi=LP64,
                kernels="reference",
                recording_by_default=True,
            ),
            Target(
                name="wasm32",
                description="32-bit with 4-byte enums, like mcufit's wasm build",
                abi=WASM32,
                kernels="reference",
                recording_by_default=False,
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
