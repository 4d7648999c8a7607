"""What each TFLite Micro kernel keeps in the persistent tail, per target.

While TFLM builds its graph it parses every operator's builtin options into a
``TfLite…Params`` struct taken from the tail with that struct's own ``sizeof`` and
``alignof``; then it runs every kernel's Init, then every kernel's Prepare, and each
``AllocatePersistentBuffer`` they make takes more bytes from the tail, 16-aligned.
:mod:`tflm_tail` replays those requests in TFLM's order; this module says what they
are for one operator:

- :func:`builtin_params`: the params struct's ``(sizeof, alignof)``, or None when the
  operator's parser allocates none (no options, or a custom operator);
- :func:`kernel_persistent`: the kernel's Init then Prepare allocations in call order,
  or None when memplan does not know them — a custom operator it does not model, a
  builtin TFLM does not register, ``ethos-u`` outside Ethos-U builds, or an
  operator too malformed to size (missing operands, unknown tensor sizes).

Where a fact is a table it is written as one (params structs, op-data structs); where
a size depends on shapes, types or options a small rule computes it. Every kernel TFLM
registers (``MicroMutableOpResolver``'s ``Add…`` list, the signal library's customs,
``CIRCULAR_BUFFER``, ``TFLM_DECODE`` and ``TFLite_Detection_PostProcess``) has an entry.

The sizes depend on the build, in three ways, and a target picks one value of each:

- pointer width: the ``host64`` wheel (LP64) against the 32-bit targets;
- enum width: arm-none-eabi-gcc packs C enums into one byte (``cortex-m`` and
  ``cortex-m-cmsis-nn``), emscripten keeps four (``wasm32``); only parameter structs
  with enum or bool fields change (``TfLiteAddParams`` 8 B against 2 B);
- kernel library: ``cortex-m-cmsis-nn`` swaps in CMSIS-NN's op data for the kernels it
  optimises (usually the reference struct plus a buffer index) and skips work the
  reference kernels do (no per-channel arrays for float convolutions); ESP-NN's kernels
  keep the reference op data, three of them with a buffer index added
  (:data:`_ESP_NN_OP_DATA`), and allocate what the reference kernels allocate.

Where the numbers come from: the TFLM sources (``upstream.TFLM_SOURCES``,
the 2026-08-20 snapshot; CMSIS-NN at the commit TFLM pins) were read for *what* each kernel allocates;
every size was then compiled, not counted by hand: ``sizeof``/``alignof`` from g++
(x86-64, ``USE_TFLM_COMPRESSION`` as in the wheel) and ``upstream.ARM_GCC``
(Cortex-M4 and M55 give the same sizes; ``-fno-short-enums`` and emscripten's wasm32
agree with each other). The host64 values were checked against the wheel
(``upstream.TFLM_WHEEL``): its ``Parse*`` and ``Init`` functions' constant sizes read from the
disassembly, and gdb on the recording allocator on ~300 one-kernel and real models,
where replaying these rules reproduces every tail allocation to the byte. The wheel is
newer than the source snapshot: the one struct seen to differ is
``TfLiteFullyConnectedParams`` (see :data:`_PARAMS`). On 32-bit, replaying these rules
reproduces mcufit's traced wasm32 TFLM (reference kernels) allocation by allocation on
its 22 models, and TFLM's published Corstone-300 person_detect tail (CMSIS-NN, 29,140 B).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from math import prod
from types import MappingProxyType

from tflite_memplan.model.dtypes import fixed_bytes
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor
from tflite_memplan.semantics.tflm import ethos_u
from tflite_memplan.semantics.tflm.requests import KernelNode
from tflite_memplan.semantics.tflm.targets import BUFFER_ALIGNMENT, Build, int_array_bytes

#: ``sizeof(int32_t)``: per-channel multipliers and shifts, kernel sums.
_INT32 = fixed_bytes("int32")


@dataclass(frozen=True)
class Persistent:
    """One ``AllocatePersistentBuffer`` call of a kernel.

    ``once`` names a buffer that exists once however many operators ask for it (a
    resource variable's buffer, allocated at its first assignment): only the first
    request with a given key is allocated.
    """

    phase: str  # "init" or "prepare"
    what: str
    size: int
    alignment: int = BUFFER_ALIGNMENT
    once: str | None = None


# --------------------------------------------------------------------------- params

#: Builtin-parameter struct of each builtin whose parser allocates one, as
#: ``(struct, host64, 32-bit with 4-byte enums, 32-bit with short enums)`` pairs of
#: ``(sizeof, alignof)``. The structs are declared in tensorflow/lite/core/c/builtin_op_data.h
#: and allocated by the ``Parse…`` functions of tensorflow/lite/core/api/flatbuffer_conversions.cc
#: (which builtin uses which parser: tensorflow/lite/micro/micro_mutable_op_resolver.h).
#: Every such parser allocates its struct even when the model omits the options table.
#: host64: read from the wheel's disassembly (the size and alignment each ``Parse…``
#: passes to the builtin-data allocator); the 32-bit columns compiled with emscripten
#: (wasm32) and ``upstream.ARM_GCC`` (short enums). ``TfLiteFullyConnectedParams`` is
#: 32/8 in the wheel, whose newer parser also stores a vector option (a pointer and a
#: length); the Aug-2026 sources the 32-bit targets follow have 16/4 and 5/1.
# fmt: off
_PARAMS: Mapping[str, tuple[str, tuple[int, int], tuple[int, int], tuple[int, int]]] = MappingProxyType({
    "ADD": ("TfLiteAddParams", (8, 4), (8, 4), (2, 1)),
    "ARG_MAX": ("TfLiteArgMaxParams", (4, 4), (4, 4), (1, 1)),
    "ARG_MIN": ("TfLiteArgMinParams", (4, 4), (4, 4), (1, 1)),
    "AVERAGE_POOL_2D": ("TfLitePoolParams", (40, 4), (40, 4), (40, 4)),
    "BATCH_MATMUL": ("TfLiteBatchMatMulParams", (3, 1), (3, 1), (3, 1)),
    "CALL_ONCE": ("TfLiteCallOnceParams", (4, 4), (4, 4), (4, 4)),
    "CAST": ("TfLiteCastParams", (8, 4), (8, 4), (2, 1)),
    "CONCATENATION": ("TfLiteConcatenationParams", (8, 4), (8, 4), (8, 4)),
    "CONV_2D": ("TfLiteConvParams", (28, 4), (28, 4), (28, 4)),
    "CUMSUM": ("TfLiteCumsumParams", (2, 1), (2, 1), (2, 1)),
    "DEPTHWISE_CONV_2D": ("TfLiteDepthwiseConvParams", (28, 4), (28, 4), (28, 4)),
    "DEPTH_TO_SPACE": ("TfLiteDepthToSpaceParams", (4, 4), (4, 4), (4, 4)),
    "DIV": ("TfLiteDivParams", (4, 4), (4, 4), (1, 1)),
    "FULLY_CONNECTED": ("TfLiteFullyConnectedParams", (32, 8), (16, 4), (5, 1)),
    "GATHER": ("TfLiteGatherParams", (8, 4), (8, 4), (8, 4)),
    "IF": ("TfLiteIfParams", (8, 4), (8, 4), (8, 4)),
    "L2_NORMALIZATION": ("TfLiteL2NormParams", (4, 4), (4, 4), (1, 1)),
    "L2_POOL_2D": ("TfLitePoolParams", (40, 4), (40, 4), (40, 4)),
    "LEAKY_RELU": ("TfLiteLeakyReluParams", (4, 4), (4, 4), (4, 4)),
    "MAX_POOL_2D": ("TfLitePoolParams", (40, 4), (40, 4), (40, 4)),
    "MEAN": ("TfLiteReducerParams", (1, 1), (1, 1), (1, 1)),
    "MIRROR_PAD": ("TfLiteMirrorPaddingParams", (4, 4), (4, 4), (1, 1)),
    "MUL": ("TfLiteMulParams", (4, 4), (4, 4), (1, 1)),
    "PACK": ("TfLitePackParams", (8, 4), (8, 4), (8, 4)),
    "REDUCE_ALL": ("TfLiteReducerParams", (1, 1), (1, 1), (1, 1)),
    "REDUCE_MAX": ("TfLiteReducerParams", (1, 1), (1, 1), (1, 1)),
    "REDUCE_MIN": ("TfLiteReducerParams", (1, 1), (1, 1), (1, 1)),
    "RESHAPE": ("TfLiteReshapeParams", (36, 4), (36, 4), (36, 4)),
    "RESIZE_BILINEAR": ("TfLiteResizeBilinearParams", (2, 1), (2, 1), (2, 1)),
    "RESIZE_NEAREST_NEIGHBOR": ("TfLiteResizeNearestNeighborParams", (2, 1), (2, 1), (2, 1)),
    "SHAPE": ("TfLiteShapeParams", (4, 4), (4, 4), (1, 1)),
    "SOFTMAX": ("TfLiteSoftmaxParams", (4, 4), (4, 4), (4, 4)),
    "SPACE_TO_DEPTH": ("TfLiteSpaceToDepthParams", (4, 4), (4, 4), (4, 4)),
    "SPLIT": ("TfLiteSplitParams", (4, 4), (4, 4), (4, 4)),
    "SPLIT_V": ("TfLiteSplitVParams", (4, 4), (4, 4), (4, 4)),
    "SQUEEZE": ("TfLiteSqueezeParams", (36, 4), (36, 4), (36, 4)),
    "STRIDED_SLICE": ("TfLiteStridedSliceParams", (24, 4), (24, 4), (24, 4)),
    "SUB": ("TfLiteSubParams", (8, 4), (8, 4), (2, 1)),
    "SUM": ("TfLiteReducerParams", (1, 1), (1, 1), (1, 1)),
    "SVDF": ("TfLiteSVDFParams", (12, 4), (12, 4), (8, 4)),
    "TRANSPOSE_CONV": ("TfLiteTransposeConvParams", (20, 4), (20, 4), (16, 4)),
    "UNIDIRECTIONAL_SEQUENCE_LSTM": ("TfLiteUnidirectionalSequenceLSTMParams", (16, 4), (16, 4), (16, 4)),
    "UNPACK": ("TfLiteUnpackParams", (8, 4), (8, 4), (8, 4)),
    "VAR_HANDLE": ("TfLiteVarHandleParams", (16, 8), (8, 4), (8, 4)),
    "WHILE": ("TfLiteWhileParams", (8, 4), (8, 4), (8, 4)),
})
# fmt: on

#: Builtins TFLM registers whose parser allocates nothing (no options, or options it
#: reads in the kernel itself). Together with :data:`_PARAMS` these are all the builtins.
# fmt: off
_BUILTINS_WITHOUT_PARAMS: frozenset[str] = frozenset({
    "ABS", "ADD_N", "ASSIGN_VARIABLE", "BATCH_TO_SPACE_ND", "BROADCAST_ARGS", "BROADCAST_TO", "CEIL", "COS",
    "DEQUANTIZE", "DYNAMIC_UPDATE_SLICE", "ELU", "EMBEDDING_LOOKUP", "EQUAL", "EXP", "EXPAND_DIMS", "FILL", "FLOOR",
    "FLOOR_DIV", "FLOOR_MOD", "GATHER_ND", "GREATER", "GREATER_EQUAL", "HARD_SWISH", "LESS", "LESS_EQUAL", "LOG",
    "LOG_SOFTMAX", "LOGICAL_AND", "LOGICAL_NOT", "LOGICAL_OR", "LOGISTIC", "MAXIMUM", "MINIMUM", "NEG", "NOT_EQUAL",
    "PAD", "PADV2", "PRELU", "QUANTIZE", "READ_VARIABLE", "RELU", "RELU6", "REVERSE_V2", "ROUND", "RSQRT",
    "SELECT_V2", "SIN", "SLICE", "SPACE_TO_BATCH_ND", "SQRT", "SQUARE", "SQUARED_DIFFERENCE", "TANH", "TRANSPOSE",
    "ZEROS_LIKE",
})
# fmt: on

#: The custom operators TFLM registers (by custom code), besides ``ethos-u`` (Ethos-U builds only).
# fmt: off
_CUSTOMS: frozenset[str] = frozenset({
    "CIRCULAR_BUFFER", "TFLM_DECODE", "TFLite_Detection_PostProcess", "SignalDelay", "SignalEnergy",
    "SignalFftAutoScale", "SignalFilterBank", "SignalFilterBankLog", "SignalFilterBankSpectralSubtraction",
    "SignalFilterBankSquareRoot", "SignalFramer", "SignalIrfft", "SignalOverlapAdd", "SignalPCAN", "SignalRfft",
    "SignalStacker", "SignalWindow",
})
# fmt: on


def builtin_params(op: Operator, target: Build) -> tuple[int, int] | None:
    """``(sizeof, alignof)`` of the ``TfLite…Params`` struct TFLM's parser allocates for
    ``op`` on ``target``, or None when it allocates none (no options; custom operators,
    whose options the kernels read themselves; builtins TFLM does not register). O(1)."""
    if op.is_custom:
        return None
    entry = _PARAMS.get(op.opcode)
    if entry is None:
        return None
    _, host64, four_byte_enums, short_enums = entry
    if target.pointer_bytes == 8:
        return host64
    return short_enums if target.short_enums else four_byte_enums


# --------------------------------------------------------------------------- op data

#: Size of each kernel's op-data struct as ``(host64, 32-bit reference, 32-bit CMSIS-NN)``
#: (split into :data:`_OP_DATA_BY_BUILD`'s columns); None where that build allocates none.
#: The struct is the one the kernel's Init (or, for the kernels in :data:`_OP_DATA_BY_RULE`,
#: its Prepare) allocates, defined in the file named beside it (tensorflow/tflite-micro,
#: under tensorflow/lite/micro/kernels/ unless it starts with signal/; CMSIS-NN's in
#: kernels/cmsis_nn/ of the same name).
#: Measured by compiling each kernel source with the struct in scope: g++ x86-64 with
#: USE_TFLM_COMPRESSION (the wheel's build, which adds decompression scratch indices to
#: some structs), ``upstream.ARM_GCC`` without it, plain and with CMSIS_NN; host64
#: cross-checked against the constant each Init passes in the wheel's disassembly.
# fmt: off
_OP_DATA_ROWS: Mapping[str, tuple[int | None, int | None, int | None]] = MappingProxyType({
    "ABS": (28, 28, 28),                       # elementwise.cc
    "ADD": (60, 60, 60),                       # add.h (CMSIS-NN: its own struct, same layout)
    "ADD_N": (40, 40, 40),                     # add_n.cc, int8 only, in Prepare
    "ASSIGN_VARIABLE": (4, None, None),        # assign_variable.cc: only compression builds have an Init
    "AVERAGE_POOL_2D": (32, 32, 36),           # pooling.h
    "BATCH_MATMUL": (32, 16, 36),              # batch_matmul.h
    "CALL_ONCE": (8, 8, 8),                    # call_once.cc
    "CIRCULAR_BUFFER": (8, 8, 8),              # circular_buffer.cc
    "CONCATENATION": (80, 24, 24),             # concatenation.cc (input pointers, decompression indices)
    "CONV_2D": (80, 56, 60),                   # conv.h
    "CUMSUM": (36, 36, 36),                    # cumsum.cc, int8 only, in Prepare
    "DEPTHWISE_CONV_2D": (80, 56, 60),         # depthwise_conv.h (the conv op data)
    "DEQUANTIZE": (32, 32, 32),                # dequantize.h
    "DIV": (28, 28, 28),                       # div.cc
    "ELU": (256, 256, 256),                    # elu.cc: an int8 lookup table, kept for float too
    "EMBEDDING_LOOKUP": (16, 8, 8),            # embedding_lookup.cc, in Prepare
    "EQUAL": (32, 32, 32),                     # comparisons.cc
    "FULLY_CONNECTED": (72, 48, 72),           # fully_connected.h
    "GREATER": (32, 32, 32),                   # comparisons.cc
    "GREATER_EQUAL": (32, 32, 32),             # comparisons.cc
    "HARD_SWISH": (20, 20, 20),                # hard_swish.h
    "IF": (8, 8, 8),                           # if.cc
    "L2_NORMALIZATION": (4, 4, 4),             # l2norm.cc
    "LEAKY_RELU": (24, 24, 24),                # leaky_relu.h
    "LESS": (32, 32, 32),                      # comparisons.cc
    "LESS_EQUAL": (32, 32, 32),                # comparisons.cc
    "LOG_SOFTMAX": (40, 28, 28),               # log_softmax.cc, int8 only, in Prepare
    "LOGISTIC": (16, 16, 16),                  # logistic.h
    "MAX_POOL_2D": (32, 32, 36),               # pooling.h
    "MEAN": (44, 44, 44),                      # reduce.h
    "MIRROR_PAD": (20, 20, 20),                # mirror_pad.cc
    "MUL": (36, 36, 36),                       # mul.h (CMSIS-NN reuses it)
    "NOT_EQUAL": (32, 32, 32),                 # comparisons.cc
    "PAD": (56, 56, 56),                       # pad.h (CMSIS-NN reuses it)
    "PADV2": (56, 56, 56),                     # pad.h
    "PRELU": (28, 28, 28),                     # prelu.h
    "QUANTIZE": (32, 32, 32),                  # quantize.h
    "REDUCE_ALL": (44, 44, 44),                # reduce.h
    "REDUCE_MAX": (44, 44, 44),                # reduce.h
    "REDUCE_MIN": (44, 44, 44),                # reduce.h
    "RELU": (28, 28, 28),                      # activations.cc
    "RELU6": (8, 8, 8),                        # activations.cc
    "RSQRT": (28, 28, 28),                     # elementwise.cc
    "SELECT_V2": (1, 1, 1),                    # select.cc
    "SOFTMAX": (80, 56, 64),                   # softmax.h (holds a double: 8-aligned on arm too)
    "SPACE_TO_BATCH_ND": (4, 4, 4),            # space_to_batch_nd.cc
    "SQUARED_DIFFERENCE": (112, 112, 112),     # squared_difference.cc
    "STRIDED_SLICE": (84, 84, 84),             # strided_slice.h
    "SUB": (52, 52, 52),                       # sub.h
    "SUM": (44, 44, 44),                       # reduce.h
    "SVDF": (36, 36, 40),                      # svdf.h
    "TANH": (16, 16, 16),                      # tanh.cc
    "TFLite_Detection_PostProcess": (112, 112, 112),  # detection_postprocess.cc
    "TRANSPOSE_CONV": (88, 72, 76),            # transpose_conv.cc (host64: decompression indices)
    "UNIDIRECTIONAL_SEQUENCE_LSTM": (688, 688, 912),  # lstm_shared.h (CMSIS-NN: + its LSTM params)
    "VAR_HANDLE": (4, 4, 4),                   # var_handle.cc: the resource id
    "WHILE": (8, 8, 8),                        # while.cc
    "SignalDelay": (32, 20, 20),               # signal/micro/kernels/delay.cc
    "SignalEnergy": (8, 8, 8),                 # signal/micro/kernels/energy.cc
    "SignalFilterBank": (64, 36, 36),          # signal/micro/kernels/filter_bank.cc
    "SignalFilterBankLog": (8, 8, 8),          # signal/micro/kernels/filter_bank_log.cc
    "SignalFilterBankSpectralSubtraction": (56, 44, 44),  # signal/micro/kernels/filter_bank_spectral_subtraction.cc
    "SignalFramer": (40, 28, 28),              # signal/micro/kernels/framer.cc
    "SignalIrfft": (32, 24, 24),               # signal/micro/kernels/irfft.cc, when T is known
    "SignalOverlapAdd": (32, 24, 24),          # signal/micro/kernels/overlap_add.cc, int16/float32 only
    "SignalPCAN": (4, 4, 4),                   # signal/micro/kernels/pcan.cc
    "SignalRfft": (48, 32, 32),                # signal/micro/kernels/rfft.cc, when T is known
    "SignalStacker": (56, 36, 36),             # signal/micro/kernels/stacker.cc
    "SignalWindow": (8, 8, 8),                 # signal/micro/kernels/window.cc
})
# fmt: on

#: ESP-NN's op data where it differs from the 32-bit reference column: each kernel's
#: ``NodeData``, the reference struct and an int scratch-buffer index, in
#: esp-tflite-micro's kernels/esp_nn/conv.cc, depthwise_conv.cc and softmax.cc
#: (``upstream.ESP_TFLM``; SoftmaxParams holds a double, so 56 + 4 rounds up to 64).
#: Compiled with ``upstream.ESP_ABI_GCC`` for Xtensa and RISC-V: the same on both.
_ESP_NN_OP_DATA = {"CONV_2D": 60, "DEPTHWISE_CONV_2D": 60, "SOFTMAX": 64}


def _column(position: int, **changed: int | None) -> Mapping[str, int | None]:
    return MappingProxyType({**{op: row[position] for op, row in _OP_DATA_ROWS.items()}, **changed})


#: Each kernel's op-data bytes by (pointer width, op-data column): a kernel library names
#: its column (:attr:`~.libraries.KernelLibrary.column`); the 64-bit wheel has the
#: reference kernels only.
_OP_DATA_BY_BUILD: Mapping[tuple[int, str], Mapping[str, int | None]] = MappingProxyType(
    {
        (8, "reference"): _column(0),
        (4, "reference"): _column(1),
        (4, "cmsis-nn"): _column(2),
        (4, "esp-nn"): _column(1, **_ESP_NN_OP_DATA),
    }
)

#: What CMSIS-NN's op data gains when built for size: SVDF's scratch index for its kernel
#: sums (cmsis_nn/svdf.cc, ``CmsisNnOpDataSvdf``).
_SIZE_BUILD_EXTRA = {"SVDF": 4}

#: Kernels whose op data is not simply allocated by Init: the rule decides when (a
#: Prepare allocation, or one that depends on types or options) and calls ``op_data``.
# fmt: off
_OP_DATA_BY_RULE: frozenset[str] = frozenset({
    "ADD_N", "ASSIGN_VARIABLE", "CUMSUM", "EMBEDDING_LOOKUP", "LOG_SOFTMAX", "SignalIrfft", "SignalOverlapAdd",
    "SignalRfft",
})
# fmt: on

#: The kissfft complex FFT state's fixed part per sample type (third_party kissfft v130
#: with TFLM's patch; compiled, and the whole formula checked against the real
#: ``*GetNeededMemory`` functions on x86-64). The pointer-holding structs kernels
#: allocate besides their op data (the circular buffer's header, the real FFT state
#: header, the decode state) are the target ABI's (:data:`~.targets.STRUCTS`).
_KISS_FFT_STATE = {"int16": 268, "int32": 272, "float32": 272}  # one twiddle included; same on both widths

#: Signal kernels read their sample type ``T`` from the custom options as a TensorType code.
_SIGNAL_TYPES = {0: "float32", 2: "int32", 7: "int16"}


def _op_data_bytes(target: Build) -> Mapping[str, int | None]:
    """The op-data column of ``target``'s pointer width and kernel library (the reference
    column where the library has none of its own at that width)."""
    width = target.pointer_bytes
    return _OP_DATA_BY_BUILD.get((width, target.library.column)) or _OP_DATA_BY_BUILD[(width, "reference")]


def _has_mve(target: Build) -> bool:
    """Whether the build uses the M-profile vector extension (Cortex-M55/M85, not built
    with the soft-float ABI): CMSIS-NN keeps FULLY_CONNECTED's and SVDF's kernel sums only
    there — and only built for speed (TFLM's default); built for size they are scratch."""
    return target.simd == "mve" and target.optimized_for == "speed"


# --------------------------------------------------------------------------- rules


@dataclass(frozen=True)
class _Node(KernelNode):
    """An operator with its subgraph and the target (:class:`~.requests.KernelNode`), with
    what the persistent-data rules read besides."""

    def count_option(self, name: str, default: int | None = None) -> int | None:
        """A count or length option (builtin or decoded custom): ``default`` when absent,
        None when it is not a non-negative integer (a malformed model)."""
        value = self.op.options.get(name)
        if value is None:
            return default
        return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None

    def flag(self, name: str) -> bool:
        return bool(self.op.options.get(name, False))

    def signal_type(self) -> str | None:
        """The signal kernels' ``T`` custom option as a dtype name (None: absent or another type)."""
        value = self.op.options.get("T")
        if isinstance(value, str):
            return value.lower() if value.lower() in _SIGNAL_TYPES.values() else None
        if isinstance(value, int) and not isinstance(value, bool):
            return _SIGNAL_TYPES.get(value)
        return None

    def op_data(self, phase: str) -> tuple[Persistent, ...]:
        """The kernel's op-data struct on this target (nothing where the build has none)."""
        size = _op_data_bytes(self.target)[self.op.opcode]
        if size is not None and self.target.cmsis_nn and self.target.optimized_for == "size":
            size += _SIZE_BUILD_EXTRA.get(self.op.opcode, 0)
        return () if size is None else (Persistent(phase, "op data", size),)


_Rule = Callable[[_Node], "tuple[Persistent, ...] | None"]


def _known_shape(tensor: Tensor) -> bool:
    return all(d >= 0 for d in tensor.shape)


def _dims_copy(tensor: Tensor, what: str = "output dims copy") -> Persistent:
    """``CreateWritableTensorDimsWithCopy``: a tensor's dims moved to the tail so Prepare can
    rewrite them; sized by the rank stored in the model, not the one Prepare computes."""
    return Persistent("prepare", what, int_array_bytes(len(tensor.shape)))


def _output_dims(node: _Node) -> tuple[Persistent, ...] | None:
    """GATHER, GATHER_ND, DEPTH_TO_SPACE, SPACE_TO_DEPTH, L2_POOL_2D: Prepare keeps a copy of
    the output's dims, whatever the types (gather.cc, gather_nd.cc, depth_to_space.cc,
    space_to_depth.cc, l2_pool_2d.cc)."""
    out = node.output(0)
    return None if out is None else (_dims_copy(out),)


def _reshape(node: _Node) -> tuple[Persistent, ...] | None:
    """RESHAPE copies the output dims only when the stored shape has a -1 to fill in
    (reshape_common.cc); the reader fills it in too and marks the tensor ``stretched``."""
    out = node.output(0)
    if out is None:
        return None
    return (_dims_copy(out),) if out.stretched or not _known_shape(out) else ()


def _embedding_lookup(node: _Node) -> tuple[Persistent, ...] | None:
    """EMBEDDING_LOOKUP: the output dims copy, then its op data, both in Prepare
    (embedding_lookup.cc)."""
    out = node.output(0)
    return None if out is None else (_dims_copy(out), *node.op_data("prepare"))


def _int8_output_op_data(node: _Node) -> tuple[Persistent, ...] | None:
    """ADD_N and CUMSUM allocate op data in Prepare on the int8 path only (add_n.cc,
    cumsum.cc); float needs none."""
    out = node.output(0)
    if out is None:
        return None
    return node.op_data("prepare") if out.dtype == "int8" else ()


def _log_softmax(node: _Node) -> tuple[Persistent, ...] | None:
    """LOG_SOFTMAX allocates op data in Prepare for an int8 input only (log_softmax.cc)."""
    data = node.input(0)
    if data is None:
        return None
    return node.op_data("prepare") if data.dtype == "int8" else ()


def _per_channel_arrays(channels: int, why: str) -> tuple[Persistent, ...]:
    """The int32 output multiplier and shift per channel that conv-like kernels keep."""
    return (
        Persistent("prepare", f"output multipliers ({why})", _INT32 * channels),
        Persistent("prepare", f"output shifts ({why})", _INT32 * channels),
    )


def _convolution(node: _Node) -> tuple[Persistent, ...] | None:
    """CONV_2D and DEPTHWISE_CONV_2D keep two int32 arrays per output channel.

    The reference kernels allocate them for every input type, float included
    (conv_common.cc, depthwise_conv_common.cc); CMSIS-NN only for int8/int16 inputs.
    Output channels are filter dim 0 for CONV_2D (OHWI), dim 3 for DEPTHWISE_CONV_2D (1HWO).
    """
    data, weights = node.input(0), node.input(1)
    axis = 0 if node.op.opcode == "CONV_2D" else 3
    if data is None or weights is None or len(weights.shape) <= axis or weights.shape[axis] < 0:
        return None
    if node.target.cmsis_nn and data.dtype not in ("int8", "int16"):
        return ()
    channels = weights.shape[axis]
    return _per_channel_arrays(channels, f"{channels} output channels")


def _transpose_conv(node: _Node) -> tuple[Persistent, ...] | None:
    """TRANSPOSE_CONV keeps the per-channel arrays for every input type on both kernel sets;
    output channels are filter (input 1) dim 0 (transpose_conv.cc)."""
    weights = node.input(1)
    if weights is None or not weights.shape or weights.shape[0] < 0:
        return None
    return _per_channel_arrays(weights.shape[0], f"{weights.shape[0]} output channels")


def _fully_connected(node: _Node) -> tuple[Persistent, ...] | None:
    """FULLY_CONNECTED keeps per-channel arrays only for a quantized input with a per-channel
    filter (more than one scale), one entry per scale (fully_connected_common.cc).

    CMSIS-NN on an MVE core also keeps int32 kernel sums per output for an int8 constant
    filter with a constant or no bias, unless it can use its batched path (output rank > 2
    and the accumulation depth a multiple of 4), which uses a scratch buffer instead.
    """
    data, weights = node.input(0), node.input(1)
    if data is None or weights is None:
        return None
    allocations: list[Persistent] = []
    if data.dtype != "float32" and weights.quant_scales > 1:
        allocations += _per_channel_arrays(weights.quant_scales, f"{weights.quant_scales} filter scales")
    if node.target.cmsis_nn and _has_mve(node.target) and data.dtype == "int8" and weights.dtype == "int8":
        out, bias = node.output(0), node.input(2)
        if out is None or not out.shape or not weights.shape or out.shape[-1] < 0:
            return None
        batched = len(out.shape) > 2 and weights.shape[-1] % 4 == 0
        if weights.has_data and (bias is None or bias.has_data) and not batched:
            allocations.append(Persistent("prepare", "CMSIS-NN kernel sums", _INT32 * out.shape[-1]))
    return tuple(allocations)


def _softmax(node: _Node) -> tuple[Persistent, ...] | None:
    """SOFTMAX with an int16 input builds two 513-entry int16 lookup tables, exp and
    1/(1+x), on both kernel sets (softmax_common.cc); other types keep none."""
    data = node.input(0)
    if data is None:
        return None
    if data.dtype != "int16":
        return ()
    return (
        Persistent("prepare", "int16 exp lookup table", 1026),
        Persistent("prepare", "int16 reciprocal lookup table", 1026),
    )


def _batch_matmul(node: _Node) -> tuple[Persistent, ...] | None:
    """BATCH_MATMUL keeps transposed copies of its operands and a copy of the output dims.

    The kernel multiplies by the right operand transposed: unless ``adj_y`` it keeps a
    transposed copy of it — an eval tensor, its dims and all its data, even when it is a
    constant weight — and with ``adj_x`` one of the left operand, before it. Quantized
    operands add a 28-byte quantization struct: first in the reference kernel (int8/int16
    left operand), last in CMSIS-NN's (neither operand float). batch_matmul.cc,
    cmsis_nn/batch_matmul.cc.
    """
    lhs, rhs, out = node.input(0), node.input(1), node.output(0)
    if lhs is None or rhs is None or out is None:
        return None
    eval_tensor, _ = node.target.size("eval_tensor")
    quantization = Persistent("prepare", "quantization data", 28)
    allocations: list[Persistent] = []
    if not node.target.cmsis_nn and lhs.dtype in ("int8", "int16"):
        allocations.append(quantization)
    for operand, name, transposed in ((lhs, "left", node.flag("adj_x")), (rhs, "right", not node.flag("adj_y"))):
        if not transposed:
            continue
        if operand.nbytes is None:
            return None
        allocations += (
            Persistent("prepare", f"transposed {name} operand: eval tensor", eval_tensor),
            _dims_copy(operand, f"transposed {name} operand: dims"),
            Persistent("prepare", f"transposed {name} operand: data", operand.nbytes),
        )
    allocations.append(_dims_copy(out))
    if node.target.cmsis_nn and "float32" not in (lhs.dtype, rhs.dtype):
        allocations.append(quantization)
    return tuple(allocations)


def _unidirectional_sequence_lstm(node: _Node) -> tuple[Persistent, ...] | None:
    """The LSTM's state lives in variable tensors (the allocator's, not the kernel's).
    CMSIS-NN precomputes kernel sums for int8/int16 activations with an int16 cell state:
    eight arrays (four gates, input and recurrent weights) of one int32 (int8) or int64
    (int16) per state unit, the hidden state's dim 1 (cmsis_nn/unidirectional_sequence_lstm.cc)."""
    if not node.target.cmsis_nn:
        return ()
    data, hidden, cell = node.input(0), node.input(18), node.input(19)
    if data is None or hidden is None or cell is None or len(hidden.shape) < 2 or hidden.shape[1] < 0:
        return None
    if data.dtype not in ("int8", "int16") or cell.dtype != "int16":
        return ()
    size = hidden.shape[1] * (4 if data.dtype == "int8" else 8)
    return tuple(Persistent("prepare", f"CMSIS-NN kernel sums {i}", size) for i in range(8))


def _svdf(node: _Node) -> tuple[Persistent, ...] | None:
    """SVDF's activation state is a variable tensor; CMSIS-NN keeps int32 kernel sums per
    filter for int8 only on MVE cores built for speed (cmsis_nn/svdf.cc)."""
    if not (node.target.cmsis_nn and _has_mve(node.target)):
        return ()
    data, weights = node.input(0), node.input(1)
    if data is None or weights is None or not weights.shape or weights.shape[0] < 0:
        return None
    if data.dtype != "int8":
        return ()
    return (Persistent("prepare", "CMSIS-NN kernel sums", _INT32 * weights.shape[0]),)


def _var_handle_before(node: _Node, tensor: int) -> Operator | None:
    """The VAR_HANDLE before this operator in its subgraph whose output is ``tensor``."""
    for op in node.subgraph.operators[: node.op.index]:
        if op.opcode == "VAR_HANDLE" and tensor in op.outputs:
            return op
    return None


def _assign_variable(node: _Node) -> tuple[Persistent, ...] | None:
    """ASSIGN_VARIABLE allocates a resource's buffer (the value tensor's bytes) in Prepare,
    once per resource (assign_variable.cc, micro_resource_variable.cc).

    Prepare can do so only when the resource id already has data: VAR_HANDLE's Prepare
    points its output at the id, so the producing VAR_HANDLE must come earlier in this
    subgraph (Prepare runs subgraph by subgraph, operator by operator). An id that arrives
    as a subgraph input, or from a later VAR_HANDLE, allocates nothing here; the first
    ASSIGN_VARIABLE of that resource that can, does. A resource is named by its
    VAR_HANDLE's (container, shared_name). A constant id tensor works too; its value is not
    read, so such a resource is keyed by the tensor. The wheel, a compression build, also
    allocates a 4-byte op data in Init; the 32-bit builds have no Init.
    """
    ids, value = node.input(0), node.input(1)
    if ids is None or value is None or value.nbytes is None:
        return None
    handle = _var_handle_before(node, node.op.inputs[0])
    if handle is not None:
        key = f"resource {handle.options.get('container', '')}/{handle.options.get('shared_name', '')}"
    elif ids.has_data:
        key = f"resource id tensor {ids.index} of subgraph {node.subgraph.index}"
    else:
        return node.op_data("init")
    return (*node.op_data("init"), Persistent("prepare", f"buffer of {key}", value.nbytes, once=key))


def _decode(node: _Node) -> tuple[Persistent, ...] | None:
    """TFLM_DECODE (compressed weights): a pointer per output, then a decoder state per
    output (decode.cc, decode_state*.cc).

    The state's kind is the first byte of each output's ancillary tensor (the inputs pair
    up as encoded, ancillary), data the model graph does not carry: the lookup-table
    decoder (72 B host64, 36 B 32-bit), the one TFLM's compression tool writes, is assumed.
    Its 16-aligned footprint equals the pruning decoder's (80/40 B) and exceeds the
    Huffman decoder's (56/28 B); a pruning decoder with per-channel non-zero zero points
    also copies them (1 B per channel), which is not counted.
    """
    outputs = len(node.op.outputs)
    if outputs == 0 or len(node.op.inputs) < 2 * outputs:
        return None
    state = node.target.size("decode_lut_state")[0]
    return (
        Persistent("prepare", "decoder state pointers", node.target.pointer_bytes * outputs),
        *(Persistent("prepare", f"lookup-table decoder state {i}", state) for i in range(outputs)),
    )


def _outer_rows(tensor: Tensor | None) -> int | None:
    """Rows a signal kernel keeps separate state for: the product of all but the last dim."""
    if tensor is None or not tensor.shape or not _known_shape(tensor) or tensor.shape[-1] == 0:
        return None
    return prod(tensor.shape[:-1])


def _circular_buffers(node: _Node, rows: int, capacity: int) -> tuple[Persistent, ...]:
    """Two pointer arrays (state buffers, circular buffers), then a circular buffer per row."""
    size = node.target.size("circular_buffer")[0] + 4 * capacity
    return (
        Persistent("prepare", "state buffer pointers", node.target.pointer_bytes * rows),
        Persistent("prepare", "circular buffer pointers", node.target.pointer_bytes * rows),
        *(Persistent("prepare", f"circular buffer {i}", size) for i in range(rows)),
    )


def _signal_delay(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalDelay delays each input row by ``delay_length`` samples through a circular buffer
    of a frame plus the delay (signal/micro/kernels/delay.cc)."""
    data, rows, delay = node.input(0), _outer_rows(node.input(0)), node.count_option("delay_length")
    if data is None or rows is None or delay is None:
        return None
    return _circular_buffers(node, rows, data.shape[-1] + delay)


def _signal_framer(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalFramer keeps, per input row, a circular buffer of ``frame_size`` rounded up to
    whole ``frame_step``s (signal/micro/kernels/framer.cc)."""
    rows = _outer_rows(node.input(0))
    size, step = node.count_option("frame_size"), node.count_option("frame_step")
    if rows is None or size is None or step is None or step <= 0:
        return None
    return _circular_buffers(node, rows, (size + step - 1) // step * step)


def _signal_overlap_add(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalOverlapAdd (``T`` int16 or float32; Init allocates nothing for other types): op
    data, then in Prepare a pointer per outer row and a frame of samples per row; the input
    is [..., frames, frame_size] (signal/micro/kernels/overlap_add.cc)."""
    sample = node.signal_type()
    if sample not in ("int16", "float32"):
        return ()
    data = node.input(0)
    if data is None or len(data.shape) < 2 or not _known_shape(data):
        return None
    rows = prod(data.shape[:-2])
    frame = data.shape[-1] * (2 if sample == "int16" else 4)
    return (
        *node.op_data("init"),
        Persistent("prepare", "state buffer pointers", node.target.pointer_bytes * rows),
        *(Persistent("prepare", f"overlap state {i}", frame) for i in range(rows)),
    )


def _signal_stacker(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalStacker keeps left + right + 1 frames of ``num_channels`` in one circular buffer,
    allocated in Init (signal/micro/kernels/stacker.cc)."""
    channels = node.count_option("num_channels")
    left = node.count_option("stacker_left_context", 0)
    right = node.count_option("stacker_right_context", 0)
    if channels is None or left is None or right is None:
        return None
    capacity = channels * (left + right + 1)
    return (Persistent("init", "circular buffer", node.target.size("circular_buffer")[0] + 4 * capacity),)


def _signal_filter_bank(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalFilterBank's Init keeps a uint64 work area of ``num_channels`` + 1 entries
    (signal/micro/kernels/filter_bank.cc)."""
    channels = node.count_option("num_channels")
    return None if channels is None else (Persistent("init", "work area", 8 * (channels + 1)),)


def _signal_spectral_subtraction(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalFilterBankSpectralSubtraction's Init keeps a uint32 noise estimate per channel
    (signal/micro/kernels/filter_bank_spectral_subtraction.cc)."""
    channels = node.count_option("num_channels")
    return None if channels is None else (Persistent("init", "noise estimate", 4 * channels),)


def _kiss_fft_bytes(node: _Node, sample: str, length: int) -> int:
    """Bytes ``kiss_fftr_alloc`` takes for a real FFT of ``length`` (even) samples: the
    real-FFT header, the half-length complex FFT state with its twiddles, then the
    temporary and super-twiddle buffers; a complex entry is 4 B for int16, 8 B otherwise."""
    half = length // 2
    entry = 4 if sample == "int16" else 8
    return node.target.size("kiss_fftr_header")[0] + _KISS_FFT_STATE[sample] + entry * (half - 1 + half * 3 // 2)


def _signal_rfft(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalRfft's Init keeps its op data and the kissfft state for ``fft_length`` (an odd
    length makes that allocation 0 bytes); a ``T`` other than int16, int32 or float32
    allocates nothing (signal/micro/kernels/rfft.cc, signal/src/rfft_*.cc)."""
    sample, length = node.signal_type(), node.count_option("fft_length")
    if sample is None:
        return ()
    if length is None or length < 2:
        return None
    state = 0 if length % 2 else _kiss_fft_bytes(node, sample, length)
    return (*node.op_data("init"), Persistent("init", "FFT state", state))


def _signal_irfft(node: _Node) -> tuple[Persistent, ...] | None:
    """SignalIrfft: as SignalRfft, and the float variant keeps a small wrapper in front of the
    kissfft state (signal/micro/kernels/irfft.cc, signal/src/irfft_*.cc). Odd lengths were
    not measured: unknown."""
    sample, length = node.signal_type(), node.count_option("fft_length")
    if sample is None:
        return ()
    if length is None or length < 2 or length % 2:
        return None
    state = _kiss_fft_bytes(node, sample, length)
    if sample == "float32":
        state += node.target.size("irfft_float_wrapper")[0]
    return (*node.op_data("init"), Persistent("init", "FFT state", state))


#: Registered kernels with persistent data beyond a plain Init op data; every other
#: registered kernel allocates exactly its :data:`_OP_DATA_ROWS` entry in Init, or nothing.
_RULES: Mapping[str, _Rule] = MappingProxyType(
    {
        "ADD_N": _int8_output_op_data,
        "ASSIGN_VARIABLE": _assign_variable,
        "BATCH_MATMUL": _batch_matmul,
        "CONV_2D": _convolution,
        "CUMSUM": _int8_output_op_data,
        "DEPTH_TO_SPACE": _output_dims,
        "DEPTHWISE_CONV_2D": _convolution,
        "EMBEDDING_LOOKUP": _embedding_lookup,
        "FULLY_CONNECTED": _fully_connected,
        "GATHER": _output_dims,
        "GATHER_ND": _output_dims,
        "L2_POOL_2D": _output_dims,
        "LOG_SOFTMAX": _log_softmax,
        "RESHAPE": _reshape,
        "SOFTMAX": _softmax,
        "SPACE_TO_DEPTH": _output_dims,
        "SVDF": _svdf,
        "TRANSPOSE_CONV": _transpose_conv,
        "UNIDIRECTIONAL_SEQUENCE_LSTM": _unidirectional_sequence_lstm,
        "TFLM_DECODE": _decode,
        "SignalDelay": _signal_delay,
        "SignalFilterBank": _signal_filter_bank,
        "SignalFilterBankSpectralSubtraction": _signal_spectral_subtraction,
        "SignalFramer": _signal_framer,
        "SignalIrfft": _signal_irfft,
        "SignalOverlapAdd": _signal_overlap_add,
        "SignalRfft": _signal_rfft,
        "SignalStacker": _signal_stacker,
    }
)


#: The builtins TFLM registers, and the custom codes it registers besides ``ethos-u`` (Ethos-U builds only).
REGISTERED_BUILTINS: frozenset[str] = frozenset(_PARAMS) | _BUILTINS_WITHOUT_PARAMS
REGISTERED_CUSTOMS: frozenset[str] = _CUSTOMS


def _registered(op: Operator, target: Build) -> bool:
    return ethos_u.runs(op, target) or op.opcode in (REGISTERED_CUSTOMS if op.is_custom else REGISTERED_BUILTINS)


def _ethos_u(node: _Node) -> tuple[Persistent, ...]:
    """The NPU operator's Init keeps its op data; its Prepare allocates nothing
    persistent (:mod:`.ethos_u`)."""
    return (Persistent("init", "op data", ethos_u.OP_DATA_BYTES),)


def kernel_persistent(graph: ModelGraph, sg: Subgraph, op: Operator, target: Build) -> tuple[Persistent, ...] | None:
    """The persistent buffers ``op``'s kernel allocates on ``target``: Init's, then Prepare's,
    each in call order. None when memplan does not know them: a custom operator it does not
    model (``ethos-u`` outside Ethos-U builds), a builtin TFLM does not register, or an operator whose
    operands or options are missing or of unknown size. ``graph`` is accepted so rules may
    consult the whole model; the current ones need only ``sg``. O(1) per operator, except
    ASSIGN_VARIABLE, which looks back through its subgraph for its VAR_HANDLE."""
    del graph  # every current rule reads only the operator's own subgraph
    if not _registered(op, target):
        return None
    node = _Node(sg, op, target)
    init = node.op_data("init") if op.opcode in _OP_DATA_ROWS and op.opcode not in _OP_DATA_BY_RULE else ()
    rule = _ethos_u if ethos_u.is_ethos_u(op) else _RULES.get(op.opcode)
    try:
        extra = rule(node) if rule is not None else ()
    except (IndexError, KeyError, TypeError, ValueError, ZeroDivisionError, OverflowError):
        # A broken model (odd options or shapes): unknown, which the caller reports.
        return None
    if extra is None or any(p.size < 0 for p in extra):
        return None
    return (*init, *extra)


# --- what Prepare borrows ---------------------------------------------------------------

#: The tensors each kernel's Prepare borrows as temporary ``TfLiteTensor`` structs, in
#: order: ``"i0"`` input 0, ``"o0"`` output 0, ``"i*"``/``"o*"`` every present input or
#: output, ``"i1+"`` the inputs from 1 on. They stay in the arena's temporary space until
#: the operator is prepared, so they bound the smallest arena that works. Measured on
#: the tflite-micro wheel (gdb on ``AllocateTempTfLiteTensor`` during each Prepare of
#: ~300 one-operator models) and read in each kernel's Prepare (tensorflow/tflite-micro,
#: tensorflow/lite/micro/kernels/). Kernels not listed borrow every input, then every output.
_BORROW_NOTHING: tuple[str, ...] = ("ARG_MAX", "ARG_MIN", "CALL_ONCE", "FLOOR", "LOGICAL_AND", "LOGICAL_OR", "MAXIMUM")
_BORROW_NOTHING += ("MINIMUM", "NEG", "PACK", "SHAPE", "UNPACK", "VAR_HANDLE", "WHILE")
_COMPARISONS = ("EQUAL", "NOT_EQUAL", "GREATER", "GREATER_EQUAL", "LESS", "LESS_EQUAL")
_PREPARE_TEMPS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        **dict.fromkeys(_BORROW_NOTHING, ()),
        **dict.fromkeys((*_COMPARISONS, "TFLite_Detection_PostProcess"), ("i*",)),
        **dict.fromkeys(("IF", "READ_VARIABLE", "RELU6", "SPLIT"), ("i0",)),
        **dict.fromkeys(("BATCH_TO_SPACE_ND", "SPACE_TO_BATCH_ND", "RESHAPE"), ("i0", "o0")),
        **dict.fromkeys(("CONV_2D", "DEPTHWISE_CONV_2D"), ("o0", "i0", "i1", "i0", "i1", "i2", "o0")),
        **dict.fromkeys(("MEAN", "SUM", "REDUCE_ALL"), ("i0", "o0", "i1", "i0", "i1")),
        **dict.fromkeys(("REDUCE_MAX", "REDUCE_MIN"), ("i0", "i1", "i0", "o0", "i1")),
        "ASSIGN_VARIABLE": ("i1",),
        "SPLIT_V": ("i2",),
        "ADD_N": ("i0", "o0", "i1+"),
        "CONCATENATION": ("i0", "o0", "i*"),
        "L2_POOL_2D": ("o0", "i0"),
        "TANH": ("i0", "i0", "o0"),
        "TRANSPOSE_CONV": ("o0", "i2", "i1"),
        ethos_u.CUSTOM_CODE: ethos_u.PREPARE_TEMPORARIES,
    }
)
#: Kernels whose quantized path (int8/int16 data) borrows more.
_QUANTIZED_PREPARE_TEMPS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "MEAN": ("i0", "o0", "i1", "i0", "i1", "o0"),
        "SUM": ("i0", "o0", "i1", "i0", "i1", "o0"),
        "REDUCE_MAX": ("i0", "i1", "o0", "i0", "o0", "i1"),
        "REDUCE_MIN": ("i0", "i1", "o0", "i0", "o0", "i1"),
        "TRANSPOSE_CONV": ("o0", "i2", "i1", "i2", "i1", "i3", "o0"),
    }
)
#: Which input holds the data whose type picks the quantized path.
_DATA_INPUT = MappingProxyType({"TRANSPOSE_CONV": 2})


def prepare_temporaries(sg: Subgraph, op: Operator) -> tuple[int, ...]:
    """Indices of the tensors ``op``'s Prepare borrows as temporary TfLiteTensors, in
    order, repeats included (absent optional tensors are skipped)."""
    data = op.inputs[_DATA_INPUT.get(op.opcode, 0)] if len(op.inputs) > _DATA_INPUT.get(op.opcode, 0) else -1
    quantized = 0 <= data < len(sg.tensors) and sg.tensors[data].dtype in ("int8", "int16")
    pattern = (_QUANTIZED_PREPARE_TEMPS if quantized else {}).get(op.opcode) or _PREPARE_TEMPS.get(
        op.opcode, ("i*", "o*")
    )
    out: list[int] = []
    for role in pattern:
        side = op.inputs if role[0] == "i" else op.outputs
        rest = role[1:]
        picked = (
            side if rest == "*" else side[int(rest[:-1]) :] if rest.endswith("+") else side[int(rest) : int(rest) + 1]
        )
        out.extend(t for t in picked if 0 <= t < len(sg.tensors))
    return tuple(out)
