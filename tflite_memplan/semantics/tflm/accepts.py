"""What each TFLite Micro kernel accepts: tensor types per phase, and other checks.

One row per kernel the op resolver registers, read from the kernel's source at
tensorflow/tflite-micro 90b983c (``SOURCES_COMMIT``); the file is named on the row.
``prepare`` lists the type signatures the kernel's Prepare lets through (a model outside
them fails AllocateTensors), ``invoke`` those its Eval handles (outside them the first
Invoke fails); None means the kernel does not check at that phase. ``checks`` are the
kernel's other refusals (ranks, quantization, options), each a function of the operator.

A signature is ``"in0,in1,…->out0,…"``: each position a type name (``int8``), several
joined by ``|``, or empty/``*`` for any; positions not written, and optional inputs the
model leaves out, are not checked. Types are the schema's names (:mod:`tflite_memplan.model.dtypes`).

Rows for the CMSIS-NN kernels (``library="cmsis-nn"``) exist only where they accept
something else than the reference kernel they replace.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tflite_memplan.semantics.tflm.requests import KernelNode

#: The tflite-micro commit the rows were read from.
SOURCES_COMMIT = "90b983c2b3f1480642e040bbd2ddb37b998f3424"

#: The types ``TfLiteTypeSizeOf`` sizes (tensorflow/lite/micro/memory_helpers.cc): a planned
#: tensor of any other type (string, variant, int2) fails AllocateTensors.
SIZED_TYPES = frozenset(
    {
        *("float16", "bfloat16", "float32", "float64", "int4", "int8", "int16", "int32", "int64"),
        *("uint8", "uint16", "uint32", "uint64", "bool", "resource", "complex64", "complex128"),
    }
)

#: A kernel's refusal beyond types: (phase, reason) or None when it accepts the operator.
Check = Callable[[KernelNode], "tuple[str, str] | None"]


@dataclass(frozen=True)
class Signature:
    """One accepted combination of types, parsed from ``"in0,in1->out0"``."""

    inputs: tuple[frozenset[str] | None, ...]
    outputs: tuple[frozenset[str] | None, ...]

    @staticmethod
    def parse(text: str) -> Signature:
        ins, arrow, outs = text.partition("->")
        if not arrow:
            raise ValueError(f"signature {text!r} has no '->'")

        def side(part: str) -> tuple[frozenset[str] | None, ...]:
            if not part.strip():
                return ()
            return tuple(
                None if p.strip() in ("", "*") else frozenset(t.strip() for t in p.split("|")) for p in part.split(",")
            )

        return Signature(side(ins), side(outs))

    def matches(self, node: KernelNode) -> bool:
        for wanted, tensor in (
            *((w, node.input(i)) for i, w in enumerate(self.inputs)),
            *((w, node.output(i)) for i, w in enumerate(self.outputs)),
        ):
            if wanted is not None and tensor is not None and tensor.dtype not in wanted:
                return False
        return True


@dataclass(frozen=True)
class Accepts:
    """One kernel's acceptance, as read from ``source`` (see the module docstring)."""

    op: str
    source: str
    prepare: tuple[str, ...] | None = None
    invoke: tuple[str, ...] | None = None
    checks: tuple[Check, ...] = ()
    library: str = "reference"

    def signatures(self, phase: str) -> tuple[Signature, ...] | None:
        texts = self.prepare if phase == "prepare" else self.invoke
        return None if texts is None else _parsed(texts)


@cache
def _parsed(texts: tuple[str, ...]) -> tuple[Signature, ...]:
    return tuple(Signature.parse(t) for t in texts)


ACCEPTS: tuple[Accepts, ...] = (
    Accepts("ABS", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("ADD", "tensorflow/lite/micro/kernels/add.cc"),
    Accepts("ADD_N", "tensorflow/lite/micro/kernels/add_n.cc"),
    Accepts("ARG_MAX", "tensorflow/lite/micro/kernels/arg_min_max.cc"),
    Accepts("ARG_MIN", "tensorflow/lite/micro/kernels/arg_min_max.cc"),
    Accepts("ASSIGN_VARIABLE", "tensorflow/lite/micro/kernels/assign_variable.cc"),
    Accepts("AVERAGE_POOL_2D", "tensorflow/lite/micro/kernels/pooling.cc"),
    Accepts("BATCH_MATMUL", "tensorflow/lite/micro/kernels/batch_matmul.cc"),
    Accepts("BATCH_TO_SPACE_ND", "tensorflow/lite/micro/kernels/batch_to_space_nd.cc"),
    Accepts("BROADCAST_ARGS", "tensorflow/lite/micro/kernels/broadcast_args.cc"),
    Accepts("BROADCAST_TO", "tensorflow/lite/micro/kernels/broadcast_to.cc"),
    Accepts("CALL_ONCE", "tensorflow/lite/micro/kernels/call_once.cc"),
    Accepts("CAST", "tensorflow/lite/micro/kernels/cast.cc"),
    Accepts("CEIL", "tensorflow/lite/micro/kernels/ceil.cc"),
    Accepts("CIRCULAR_BUFFER", "tensorflow/lite/micro/kernels/circular_buffer.cc"),
    Accepts("CONCATENATION", "tensorflow/lite/micro/kernels/concatenation.cc"),
    Accepts("CONV_2D", "tensorflow/lite/micro/kernels/conv.cc"),
    Accepts("COS", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("CUMSUM", "tensorflow/lite/micro/kernels/cumsum.cc"),
    Accepts("DEPTHWISE_CONV_2D", "tensorflow/lite/micro/kernels/depthwise_conv.cc"),
    Accepts("DEPTH_TO_SPACE", "tensorflow/lite/micro/kernels/depth_to_space.cc"),
    Accepts("DEQUANTIZE", "tensorflow/lite/micro/kernels/dequantize_common.cc", prepare=("int8|int16|uint8->float32",)),
    Accepts("DIV", "tensorflow/lite/micro/kernels/div.cc"),
    Accepts("DYNAMIC_UPDATE_SLICE", "tensorflow/lite/micro/kernels/dynamic_update_slice.cc"),
    Accepts("ELU", "tensorflow/lite/micro/kernels/elu.cc"),
    Accepts("EMBEDDING_LOOKUP", "tensorflow/lite/micro/kernels/embedding_lookup.cc"),
    Accepts("EQUAL", "tensorflow/lite/micro/kernels/comparisons.cc"),
    Accepts("EXP", "tensorflow/lite/micro/kernels/exp.cc"),
    Accepts("EXPAND_DIMS", "tensorflow/lite/micro/kernels/expand_dims.cc"),
    Accepts("FILL", "tensorflow/lite/micro/kernels/fill.cc"),
    Accepts("FLOOR", "tensorflow/lite/micro/kernels/floor.cc"),
    Accepts("FLOOR_DIV", "tensorflow/lite/micro/kernels/floor_div.cc"),
    Accepts("FLOOR_MOD", "tensorflow/lite/micro/kernels/floor_mod.cc"),
    Accepts("FULLY_CONNECTED", "tensorflow/lite/micro/kernels/fully_connected.cc"),
    Accepts("GATHER", "tensorflow/lite/micro/kernels/gather.cc"),
    Accepts("GATHER_ND", "tensorflow/lite/micro/kernels/gather_nd.cc"),
    Accepts("GREATER", "tensorflow/lite/micro/kernels/comparisons.cc"),
    Accepts("GREATER_EQUAL", "tensorflow/lite/micro/kernels/comparisons.cc"),
    Accepts("HARD_SWISH", "tensorflow/lite/micro/kernels/hard_swish.cc"),
    Accepts("IF", "tensorflow/lite/micro/kernels/if.cc"),
    Accepts("L2_NORMALIZATION", "tensorflow/lite/micro/kernels/l2norm.cc"),
    Accepts("L2_POOL_2D", "tensorflow/lite/micro/kernels/l2_pool_2d.cc"),
    Accepts("LEAKY_RELU", "tensorflow/lite/micro/kernels/leaky_relu.cc"),
    Accepts("LESS", "tensorflow/lite/micro/kernels/comparisons.cc"),
    Accepts("LESS_EQUAL", "tensorflow/lite/micro/kernels/comparisons.cc"),
    Accepts("LOG", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("LOGICAL_AND", "tensorflow/lite/micro/kernels/logical.cc"),
    Accepts("LOGICAL_NOT", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("LOGICAL_OR", "tensorflow/lite/micro/kernels/logical.cc"),
    Accepts("LOGISTIC", "tensorflow/lite/micro/kernels/logistic.cc"),
    Accepts("LOG_SOFTMAX", "tensorflow/lite/micro/kernels/log_softmax.cc"),
    Accepts("MAXIMUM", "tensorflow/lite/micro/kernels/maximum_minimum.cc"),
    Accepts("MAX_POOL_2D", "tensorflow/lite/micro/kernels/pooling.cc"),
    Accepts("MEAN", "tensorflow/lite/micro/kernels/reduce.cc"),
    Accepts("MINIMUM", "tensorflow/lite/micro/kernels/maximum_minimum.cc"),
    Accepts("MIRROR_PAD", "tensorflow/lite/micro/kernels/mirror_pad.cc"),
    Accepts("MUL", "tensorflow/lite/micro/kernels/mul.cc"),
    Accepts("NEG", "tensorflow/lite/micro/kernels/neg.cc"),
    Accepts("NOT_EQUAL", "tensorflow/lite/micro/kernels/comparisons.cc"),
    Accepts("PACK", "tensorflow/lite/micro/kernels/pack.cc"),
    Accepts("PAD", "tensorflow/lite/micro/kernels/pad.cc"),
    Accepts("PADV2", "tensorflow/lite/micro/kernels/pad.cc"),
    Accepts("PRELU", "tensorflow/lite/micro/kernels/prelu.cc"),
    Accepts("QUANTIZE", "tensorflow/lite/micro/kernels/quantize.cc"),
    Accepts("READ_VARIABLE", "tensorflow/lite/micro/kernels/read_variable.cc"),
    Accepts("REDUCE_ALL", "tensorflow/lite/micro/kernels/reduce.cc"),
    Accepts("REDUCE_MAX", "tensorflow/lite/micro/kernels/reduce.cc"),
    Accepts("REDUCE_MIN", "tensorflow/lite/micro/kernels/reduce.cc"),
    Accepts("RELU", "tensorflow/lite/micro/kernels/activations.cc"),
    Accepts("RELU6", "tensorflow/lite/micro/kernels/activations.cc"),
    Accepts("RESHAPE", "tensorflow/lite/micro/kernels/reshape.cc"),
    Accepts("RESIZE_BILINEAR", "tensorflow/lite/micro/kernels/resize_bilinear.cc"),
    Accepts("RESIZE_NEAREST_NEIGHBOR", "tensorflow/lite/micro/kernels/resize_nearest_neighbor.cc"),
    Accepts("REVERSE_V2", "tensorflow/lite/micro/kernels/reverse.cc"),
    Accepts("ROUND", "tensorflow/lite/micro/kernels/round.cc"),
    Accepts("RSQRT", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("SELECT_V2", "tensorflow/lite/micro/kernels/select.cc"),
    Accepts("SHAPE", "tensorflow/lite/micro/kernels/shape.cc"),
    Accepts("SIN", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("SLICE", "tensorflow/lite/micro/kernels/slice.cc"),
    Accepts("SOFTMAX", "tensorflow/lite/micro/kernels/softmax.cc"),
    Accepts("SPACE_TO_BATCH_ND", "tensorflow/lite/micro/kernels/space_to_batch_nd.cc"),
    Accepts("SPACE_TO_DEPTH", "tensorflow/lite/micro/kernels/space_to_depth.cc"),
    Accepts("SPLIT", "tensorflow/lite/micro/kernels/split.cc"),
    Accepts("SPLIT_V", "tensorflow/lite/micro/kernels/split_v.cc"),
    Accepts("SQRT", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("SQUARE", "tensorflow/lite/micro/kernels/elementwise.cc"),
    Accepts("SQUARED_DIFFERENCE", "tensorflow/lite/micro/kernels/squared_difference.cc"),
    Accepts("SQUEEZE", "tensorflow/lite/micro/kernels/squeeze.cc"),
    Accepts("STRIDED_SLICE", "tensorflow/lite/micro/kernels/strided_slice.cc"),
    Accepts("SUB", "tensorflow/lite/micro/kernels/sub.cc"),
    Accepts("SUM", "tensorflow/lite/micro/kernels/reduce.cc"),
    Accepts("SVDF", "tensorflow/lite/micro/kernels/svdf.cc"),
    Accepts("TANH", "tensorflow/lite/micro/kernels/tanh.cc"),
    Accepts("TFLM_DECODE", "tensorflow/lite/micro/kernels/decode.cc"),
    Accepts("TFLite_Detection_PostProcess", "tensorflow/lite/micro/kernels/detection_postprocess.cc"),
    Accepts("TRANSPOSE", "tensorflow/lite/micro/kernels/transpose.cc"),
    Accepts("TRANSPOSE_CONV", "tensorflow/lite/micro/kernels/transpose_conv.cc"),
    Accepts("UNIDIRECTIONAL_SEQUENCE_LSTM", "tensorflow/lite/micro/kernels/unidirectional_sequence_lstm.cc"),
    Accepts("UNPACK", "tensorflow/lite/micro/kernels/unpack.cc"),
    Accepts("VAR_HANDLE", "tensorflow/lite/micro/kernels/var_handle.cc"),
    Accepts("WHILE", "tensorflow/lite/micro/kernels/while.cc"),
    Accepts("ZEROS_LIKE", "tensorflow/lite/micro/kernels/zeros_like.cc"),
    Accepts("SignalDelay", "signal/micro/kernels/delay.cc"),
    Accepts("SignalEnergy", "signal/micro/kernels/energy.cc"),
    Accepts("SignalFftAutoScale", "signal/micro/kernels/fft_auto_scale_kernel.cc"),
    Accepts("SignalFilterBank", "signal/micro/kernels/filter_bank.cc"),
    Accepts("SignalFilterBankLog", "signal/micro/kernels/filter_bank_log.cc"),
    Accepts("SignalFilterBankSpectralSubtraction", "signal/micro/kernels/filter_bank_spectral_subtraction.cc"),
    Accepts("SignalFilterBankSquareRoot", "signal/micro/kernels/filter_bank_square_root.cc"),
    Accepts("SignalFramer", "signal/micro/kernels/framer.cc"),
    Accepts("SignalIrfft", "signal/micro/kernels/irfft.cc"),
    Accepts("SignalOverlapAdd", "signal/micro/kernels/overlap_add.cc"),
    Accepts("SignalPCAN", "signal/micro/kernels/pcan.cc"),
    Accepts("SignalRfft", "signal/micro/kernels/rfft.cc"),
    Accepts("SignalStacker", "signal/micro/kernels/stacker.cc"),
    Accepts("SignalWindow", "signal/micro/kernels/window.cc"),
)

_BY_KEY = {(a.op, a.library): a for a in ACCEPTS}


def accepts_for(op: str, library: str) -> Accepts | None:
    """The row for ``op`` as ``library`` builds it: the library's own, else the reference
    kernel's (a library replaces only some kernels); None for a kernel TFLM lacks."""
    return _BY_KEY.get((op, library)) or _BY_KEY.get((op, "reference"))
