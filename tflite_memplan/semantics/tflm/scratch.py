"""Scratch buffers that TFLite Micro kernels request while they are prepared.

Why this module exists: the activation area TFLM plans (the "head" of its arena) holds
more than the non-constant tensors. During ``Prepare`` a kernel may call
``RequestScratchBufferInArena(bytes)``; every such request becomes one more buffer for
the greedy memory planner, alive exactly during its operator's step (for IF/WHILE/
CALL_ONCE: from the operator's step to the end of the subgraphs it calls). Leaving
them out makes memplan under-report TFLM's head; e.g. ``keyword_scrambled.tflite``
needs 672 bytes in TFLM only because its SVDF kernels ask for scratch.

What is modelled here: the *reference* kernels that the ``tflite-micro`` Python wheel
(``upstream.TFLM_WHEEL``) registers; CMSIS-NN's replacements are in :mod:`.cmsis_nn`,
ESP-NN's in :mod:`.esp_nn` (TFLM's Xtensa and ARC variants are not modelled). Each rule
reproduces one kernel's ``Prepare``: the condition under which it asks (dtype, options,
optional inputs), the byte count it passes (raw, before the planner rounds it up to 16)
and the order of its requests. The order matters to
reproduce TFLM exactly: scratch buffers are numbered after all tensors, in the order
kernels ask for them (subgraph by subgraph, operator by operator), and the planner
breaks size ties by that number.

The rules only read the :mod:`tflite_memplan.model.graph` dataclasses, so they stay pure
functions of the graph. Every rule was checked against the wheel's own head on real
and generated models; which source each rule was learned from is noted in its docstring.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache

from tflite_memplan.model.dtypes import FLOAT32, INT32, element_bytes
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.semantics.tflm.libraries import KernelLibrary
from tflite_memplan.semantics.tflm.requests import (
    KernelNode,
    ScratchRequest,
    ScratchRule,
    as_int,
    dtype_bytes,
    elements,
    int16_transpose_conv,
)
from tflite_memplan.semantics.tflm.targets import TARGETS, Build

#: Opcodes whose output tensors TFLM never plans. VAR_HANDLE's ``Prepare`` points its
#: output at the resource id kept in the kernel's persistent data, and the memory plan
#: is built after every ``Prepare`` has run: the planner only plans tensors that still
#: have no data pointer, so that output never enters the head.
TFLM_UNPLANNED_OUTPUT_OPS: frozenset[str] = frozenset({"VAR_HANDLE"})


def _no_scratch(_: KernelNode) -> tuple[ScratchRequest, ...]:
    """Kernels whose Prepare asks for nothing (their temporaries are persistent or on the stack)."""
    return ()


def _svdf(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """SVDF keeps the per-filter dot products and, when quantized, the int32 per-unit sums.

    Sizes come from input [batch, input_size], weights_feature [num_filters, input_size]
    and the ``rank`` option (num_units = num_filters / rank). Learned from
    kernels/svdf_common.cc (PrepareSvdf).
    """
    data, weights_feature = node.input(0), node.input(1)
    if data is None or weights_feature is None:
        return ()
    batch = data.shape[0]
    filters = weights_feature.shape[0]
    rank = as_int(node.option("rank", 1) or 1)
    if data.dtype == "int8":
        return (
            ScratchRequest(batch * filters * INT32, "SVDF int32 filter activations"),
            ScratchRequest(batch * (filters // rank) * INT32, "SVDF int32 unit sums"),
        )
    if data.dtype == "float32":
        return (ScratchRequest(batch * filters * FLOAT32, "SVDF float filter activations"),)
    return ()


def _unidirectional_sequence_lstm(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """The LSTM kernel asks for four gate buffers of batch x state elements of the cell-state type.

    batch is input dim 0 (dim 1 when ``time_major``); the state size is dim 1 of the
    hidden-state variable (input 18); the cell state is input 19 (float32 or int16).
    Learned from kernels/unidirectional_sequence_lstm.cc and lstm_shared.h (the CMSIS-NN
    variant asks for three buffers when quantized; the reference kernel always four).
    """
    data, hidden, cell = node.input(0), node.input(18), node.input(19)
    if data is None or hidden is None or cell is None or cell.dtype not in ("float32", "int16"):
        return ()
    batch = data.shape[1] if node.option("time_major", False) else data.shape[0]
    size = batch * hidden.shape[1] * dtype_bytes(cell)
    return tuple(ScratchRequest(size, f"LSTM gate buffer {i}") for i in range(4))


def _transpose_conv(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """Quantized TRANSPOSE_CONV accumulates the whole output before requantizing it.

    int8 input: int32 accumulators; int16 input: int64 accumulators, then (only when an
    int16 bias is present) an int64 copy of that bias. Float needs nothing. Learned
    from kernels/transpose_conv.cc (Prepare, then CalculateOpData).
    """
    data, out = node.input(2), node.output(0)
    if data is None or out is None:
        return ()
    if data.dtype == "int8":
        return (ScratchRequest(elements(out) * INT32, "TRANSPOSE_CONV int32 accumulators"),)
    if data.dtype == "int16":
        return int16_transpose_conv(node)
    return ()


def _reduce_index_buffers(node: KernelNode) -> list[ScratchRequest]:
    """The per-dimension index and resolved-axis arrays every reduction keeps in the arena.

    Newer than the reduce_common.cc in most checkouts (upstream PR #3281 moved these
    arrays off the stack); the sizes were measured on the wheel, their order relative
    to each other and to the int32 sums is inferred (it cannot change the head: the
    buffers share one lifetime).
    """
    data, axis = node.input(0), node.input(1)
    if data is None or axis is None:
        return []
    return [
        ScratchRequest(INT32 * len(data.shape), f"{node.op.opcode} index per input dimension"),
        ScratchRequest(INT32 * elements(axis), f"{node.op.opcode} resolved axes"),
    ]


def _reduce_mean_or_sum(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """MEAN/SUM: quantized (int8/int16) inputs sum into one int32 per output element first.

    Learned from kernels/reduce_common.cc (PrepareMeanOrSumHelper).
    """
    data, out = node.input(0), node.output(0)
    requests: list[ScratchRequest] = []
    if data is not None and out is not None and data.dtype in ("int8", "int16"):
        requests.append(ScratchRequest(elements(out) * INT32, f"{node.op.opcode} int32 sums"))
    return tuple(requests + _reduce_index_buffers(node))


def _reduce_index_only(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """REDUCE_MAX/REDUCE_MIN/REDUCE_ALL need only the index and resolved-axis arrays, any dtype.

    Learned from kernels/reduce_common.cc (PrepareMaxHelper, now PrepareMinMaxHelper).
    """
    return tuple(_reduce_index_buffers(node))


def _mirror_pad(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """MIRROR_PAD keeps the element strides of the output, then of the input: one int per dim.

    Learned from kernels/mirror_pad.cc (MirrorPadPrepare).
    """
    data = node.input(0)
    if data is None:
        return ()
    size = INT32 * len(data.shape)
    return (
        ScratchRequest(size, "MIRROR_PAD output strides"),
        ScratchRequest(size, "MIRROR_PAD input strides"),
    )


def _add_n(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """ADD_N gathers one data pointer per input (float32 and int8 only), so it is host-dependent.

    Learned from kernels/add_n.cc (CalculateOpData).
    """
    out = node.output(0)
    if out is None or out.dtype not in ("float32", "int8"):
        return ()
    return (ScratchRequest(node.pointer_bytes * len(node.op.inputs), "ADD_N input pointers"),)


def _int4_filter(node: KernelNode) -> tuple[ScratchRequest, ...]:
    """CONV_2D/DEPTHWISE_CONV_2D/FULLY_CONNECTED unpack packed int4 weights to one byte each.

    Learned from kernels/conv_common.cc, depthwise_conv_common.cc and fully_connected.cc.
    Compressed weights (USE_TFLM_COMPRESSION, which the wheel is built with) would add a
    decompression buffer per compressed input; the model dataclasses do not say which
    tensors are compressed, so that case is not modelled.
    """
    weights = node.input(1)
    if weights is None or weights.dtype != "int4":
        return ()
    return (ScratchRequest(elements(weights), f"{node.op.opcode} unpacked int4 weights"),)


def _detection_postprocess(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """TFLite_Detection_PostProcess keeps all its temporaries in eleven scratch buffers.

    Needs the custom options ``max_detections`` and ``num_classes`` (flexbuffer map);
    without them the sizes cannot be known, so the answer is None. Learned from
    kernels/detection_postprocess.cc (Prepare).
    """
    boxes, scores = node.input(0), node.input(1)
    max_detections = node.option("max_detections")
    num_classes = node.option("num_classes")
    if boxes is None or scores is None or max_detections is None or num_classes is None:
        return None
    n = boxes.shape[1]
    m = as_int(max_detections)
    f = FLOAT32
    return (
        ScratchRequest(n, "detection active candidates"),
        ScratchRequest(n * 4 * f, "detection decoded boxes"),
        ScratchRequest(scores.shape[1] * scores.shape[2] * f, "detection scores"),
        ScratchRequest(n * f, "detection score buffer"),
        ScratchRequest(n * f, "detection kept scores"),
        ScratchRequest(m * n * f, "detection scores after NMS"),
        ScratchRequest(m * n * f, "detection sorted values"),
        ScratchRequest(n * INT32, "detection kept indices"),
        ScratchRequest(m * n * INT32, "detection sorted indices"),
        ScratchRequest(max(as_int(num_classes), m) * n * INT32, "detection merge buffer"),
        ScratchRequest(min(n, m) * n * INT32, "detection selected"),
    )


def _signal_rfft(node: KernelNode) -> tuple[ScratchRequest, ...] | None:
    """SignalRfft copies each frame into a zero-padded work area of ``fft_length`` samples.

    ``fft_length`` comes from the custom options when the loader decoded them; otherwise
    it follows from the output, whose last dim holds fft_length/2 + 1 complex values
    (fft_length + 2 numbers). Learned from signal/micro/kernels/rfft.cc (RfftPrepare).
    """
    data, out = node.input(0), node.output(0)
    if data is None or element_bytes(data.dtype) is None:
        return None
    fft_length = node.option("fft_length")
    if fft_length is None:
        if out is None or not out.shape:
            return None
        fft_length = out.shape[-1] - 2
    return (ScratchRequest(as_int(fft_length) * dtype_bytes(data), "SignalRfft work area"),)


#: Builtins the wheel registers whose Prepare asks for no scratch (their temporaries are
#: persistent or on the stack). A builtin missing from here and from the rules is one
#: TFLM cannot run, so its answer is None.
# fmt: off
_BUILTINS_WITHOUT_SCRATCH: frozenset[str] = frozenset(
    {
        "ABS", "ADD", "ARG_MAX", "ARG_MIN", "ASSIGN_VARIABLE", "AVERAGE_POOL_2D", "BATCH_MATMUL",
        "BATCH_TO_SPACE_ND", "BROADCAST_ARGS", "BROADCAST_TO", "CALL_ONCE", "CAST", "CEIL", "CONCATENATION",
        "COS", "CUMSUM", "DEPTH_TO_SPACE", "DEQUANTIZE", "DIV", "DYNAMIC_UPDATE_SLICE", "ELU",
        "EMBEDDING_LOOKUP", "EQUAL", "EXP", "EXPAND_DIMS", "FILL", "FLOOR", "FLOOR_DIV", "FLOOR_MOD", "GATHER",
        "GATHER_ND", "GREATER", "GREATER_EQUAL", "HARD_SWISH", "IF", "L2_NORMALIZATION", "L2_POOL_2D",
        "LEAKY_RELU", "LESS", "LESS_EQUAL", "LOG", "LOG_SOFTMAX", "LOGICAL_AND", "LOGICAL_NOT", "LOGICAL_OR",
        "LOGISTIC", "MAX_POOL_2D", "MAXIMUM", "MINIMUM", "MUL", "NEG", "NOT_EQUAL", "PACK", "PAD", "PADV2",
        "PRELU", "QUANTIZE", "READ_VARIABLE", "RELU", "RELU6", "RESHAPE", "RESIZE_BILINEAR",
        "RESIZE_NEAREST_NEIGHBOR", "REVERSE_V2", "ROUND", "RSQRT", "SELECT_V2", "SHAPE", "SIN", "SLICE",
        "SOFTMAX", "SPACE_TO_BATCH_ND", "SPACE_TO_DEPTH", "SPLIT", "SPLIT_V", "SQRT", "SQUARE",
        "SQUARED_DIFFERENCE", "SQUEEZE", "STRIDED_SLICE", "SUB", "TANH", "TRANSPOSE", "UNPACK", "VAR_HANDLE",
        "WHILE", "ZEROS_LIKE",
    }
)
# fmt: on

#: Custom operators registered by the wheel whose Prepare asks for no scratch.
# fmt: off
_CUSTOMS_WITHOUT_SCRATCH: frozenset[str] = frozenset(
    {
        "CIRCULAR_BUFFER", "TFLM_DECODE", "SignalDelay", "SignalEnergy", "SignalFftAutoScale",
        "SignalFilterBank", "SignalFilterBankLog", "SignalFilterBankSpectralSubtraction",
        "SignalFilterBankSquareRoot", "SignalFramer", "SignalIrfft", "SignalOverlapAdd", "SignalPCAN",
        "SignalStacker", "SignalWindow",
    }
)
# fmt: on

#: The reference kernels' rules (the ``reference`` library's in :mod:`.libraries`).
REFERENCE_RULES: Mapping[str, ScratchRule] = {
    **{name: _no_scratch for name in _BUILTINS_WITHOUT_SCRATCH | _CUSTOMS_WITHOUT_SCRATCH},
    "SVDF": _svdf,
    "UNIDIRECTIONAL_SEQUENCE_LSTM": _unidirectional_sequence_lstm,
    "TRANSPOSE_CONV": _transpose_conv,
    "MEAN": _reduce_mean_or_sum,
    "SUM": _reduce_mean_or_sum,
    "REDUCE_MAX": _reduce_index_only,
    "REDUCE_MIN": _reduce_index_only,
    "REDUCE_ALL": _reduce_index_only,
    "MIRROR_PAD": _mirror_pad,
    "ADD_N": _add_n,
    "CONV_2D": _int4_filter,
    "DEPTHWISE_CONV_2D": _int4_filter,
    "FULLY_CONNECTED": _int4_filter,
    "TFLite_Detection_PostProcess": _detection_postprocess,
    "SignalRfft": _signal_rfft,
}

#: Every kernel TFLM registers (builtins by name, customs by custom code).
TFLM_KERNELS: frozenset[str] = frozenset(REFERENCE_RULES)


def tflm_scratch_requests(
    graph: ModelGraph, subgraph: Subgraph, op: Operator, *, target: Build | None = None
) -> tuple[ScratchRequest, ...] | None:
    """Scratch buffers this operator's kernel requests in Prepare on ``target`` (default:
    the host64 wheel's reference kernels), in request order: the rule of the build's
    kernel library where it replaces the kernel — CMSIS-NN's (:mod:`.cmsis_nn`), ESP-NN's
    (:mod:`.esp_nn`), the NPU operator's (:mod:`.ethos_u`) in Ethos-U builds, which are
    CMSIS-NN builds too (:mod:`.libraries`) — else the reference kernel's.

    Returns () when the kernel asks for none and None when memplan does not know the
    kernel (a custom operator it does not model, or a builtin TFLM does not register),
    so callers can report the head as a lower bound instead of guessing. ``graph`` is
    accepted so rules may consult model-level data; the current rules need only the
    operator's own subgraph.
    """
    del graph  # every current rule reads only the operator's subgraph
    build = target or TARGETS["host64"]
    rule = _rule(build.library, op.opcode)
    if rule is None:
        return None
    try:
        requests = rule(KernelNode(subgraph, op, build))
    except (IndexError, KeyError, TypeError, ValueError, ZeroDivisionError, OverflowError):
        # A broken model (missing operands, odd options or shapes): its scratch is
        # unknown, which the caller reports, rather than a crash.
        return None
    if requests is not None and any(r.nbytes < 0 for r in requests):
        return None  # a dimension of -1 (unknown) made a negative size: unknown too
    return requests


def _rule(library: KernelLibrary, opcode: str) -> ScratchRule | None:
    """The rule of the kernel that runs ``opcode`` in a build with ``library``: its own,
    else that of the library it builds on, else the reference kernel's (None: no kernel)."""
    for lib in library.kernels:
        rule = _rules(lib.scratch_rules).get(opcode) if lib.scratch_rules else None
        if rule is not None:
            return rule
    return None


@cache
def _rules(where: str) -> Mapping[str, ScratchRule]:
    """A library's rules, named ``"package.module:NAME"``, imported on first use."""
    module, _, name = where.partition(":")
    rules: Mapping[str, ScratchRule] = getattr(importlib.import_module(module), name)
    return rules
