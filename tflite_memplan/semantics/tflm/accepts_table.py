"""What each TFLite Micro kernel accepts: one row per kernel the op resolver registers.

Each row was read from the kernel's source at tensorflow/tflite-micro ``TFLM_COMMIT``
(:mod:`tflite_memplan.semantics.upstream`) and names its file; the checks it lists are in
:mod:`~tflite_memplan.semantics.tflm.accepts_checks`, the row's fields are described in
:mod:`~tflite_memplan.semantics.tflm.accepts`. Rows for the CMSIS-NN kernels
(``library="cmsis-nn"``) exist only where they accept something else than the reference
kernel they replace. Alphabetical by operator, the signal library's last.
"""

from __future__ import annotations

from functools import cache

from tflite_memplan.semantics.tflm.accepts import Accepts
from tflite_memplan.semantics.tflm.accepts_checks import (
    abs_rsqrt_quantization,
    activation_range,
    add_n_operands,
    add_output_quantized,
    assign_variable_id,
    axis_in_range,
    batch_matmul_quantization,
    batch_matmul_shapes,
    broadcast_to_shape,
    call_once_subgraph,
    circular_buffer_shapes,
    cmsis_conv_shapes,
    cmsis_fully_connected_quantization,
    cmsis_svdf_constant_weights,
    concatenation_operands,
    constant,
    conv_operands,
    counts,
    cumsum_axis,
    decode_operands,
    depth_to_space_block,
    depthwise_types,
    div_activation,
    dynamic_update_slice_shapes,
    embedding_lookup_shapes,
    expand_dims_axis,
    fill_dims,
    framer_frames,
    fully_connected_quantization,
    gather_axes,
    gather_nd_ranks,
    hard_swish_scales,
    if_condition,
    l2_norm_activation,
    log_softmax_quantization,
    logistic_quantization,
    lstm_constant_weights,
    lstm_operands,
    lstm_shapes,
    mirror_pad_paddings,
    mul_int16_zero_points,
    pad_operands,
    pad_output_dims,
    pooling_quantization,
    prelu_alpha,
    present,
    quantize_output,
    rank,
    ranks,
    reduce_min_max_quantization,
    reshape_elements,
    resize_bilinear_options,
    resize_nearest_size,
    reverse_axes,
    same_rank,
    same_shape,
    same_types,
    select_broadcast,
    signal_sample_type,
    softmax_quantization,
    space_to_depth_blocks,
    squared_difference_zero_points,
    squeeze_bytes,
    squeeze_dims,
    strided_slice_strides,
    sub_int32_unquantized,
    svdf_operands,
    svdf_shapes,
    tanh_quantization,
    transpose_conv_operands,
    transpose_perm,
    unquantized_int32,
    zero_points_zero,
)

_CONCAT_TYPES = ("float32", "int8", "int16", "int32", "int64", "bool")
_CONV_TYPES = ("float32,float32->float32", "int16,int8->int16", "int8,int4|int8->int8")
_CONV_EVAL = ("float32->", "int8,int4|int8->", "int16,int8->")
_CONV_2D_EVAL = ("float32->", "int16,,int32|int64->", "int8,int4|int8->")
_BATCH_MATMUL_TYPES = ("float32,float32->float32", "int8,int8->int8", "int16,int16->int16")
_LSTM_TYPES = ("," * 19 + "float32|int16->",)
_LSTM_EVAL = ("float32->", "int8|int16,int8->")
_SVDF_TYPES = ("float32,float32,float32,float32,float32->float32", "int8,int8,int16|int8,int32,int16|int8->int8")
_ONE_TO_ONE = (counts(1), same_types("i0", "o0"))
#: one input, given, of the output's type (checked in Prepare)
_UNARY = (counts(1, required=1), same_types("i0", "o0", phase="prepare"))
_TWO = (present("i0", "i1"),)
_BINARY_SAME = (counts(2), same_types("i0", "i1", "o0"))
#: AVERAGE_POOL_2D and MAX_POOL_2D: one PoolingPrepare (pooling_common.cc)
_POOLING = (present("i0", "o0"), pooling_quantization)


ACCEPTS: tuple[Accepts, ...] = (
    Accepts(
        "ABS",
        "tensorflow/lite/micro/kernels/elementwise.cc",
        invoke=("float32|int8|int16->",),
        checks=(*_ONE_TO_ONE, abs_rsqrt_quantization),
    ),
    Accepts(
        "ADD",
        "tensorflow/lite/micro/kernels/add_common.cc",
        invoke=("->float32|int32|int8|int16",),
        checks=(present("i0", "i1", "o0"), add_output_quantized, unquantized_int32, activation_range),
    ),
    Accepts(
        "ADD",
        "tensorflow/lite/micro/kernels/cmsis_nn/add.cc",
        prepare=("float32,float32->float32", "int32,int32->int32", "int16,int16->int16", "int8,int8->int8"),
        invoke=("->float32|int32|int8|int16",),
        checks=(
            present("i0", "i1", "o0"),
            zero_points_zero("int16", "i0", "i1", "o0"),
            add_output_quantized,
            unquantized_int32,
            activation_range,
        ),
        library="cmsis-nn",
    ),
    Accepts(
        "ADD_N",
        "tensorflow/lite/micro/kernels/add_n.cc",
        prepare=("float32->float32", "int8->int8"),
        checks=(counts(2, at_least=True), add_n_operands),
    ),
    *(
        Accepts(op, "tensorflow/lite/micro/kernels/arg_min_max.cc", invoke=("float32|int8,int32->int32",))
        for op in ("ARG_MAX", "ARG_MIN")
    ),
    Accepts(
        "ASSIGN_VARIABLE",
        "tensorflow/lite/micro/kernels/assign_variable.cc",
        prepare=("resource|int32->",),
        checks=(counts(2, 0), assign_variable_id),
    ),
    Accepts(
        "AVERAGE_POOL_2D",
        "tensorflow/lite/micro/kernels/pooling_common.cc",
        prepare=("float32|int8|int16->",),
        invoke=("float32|int8|int16->",),
        checks=_POOLING,
    ),
    Accepts(
        "BATCH_MATMUL",
        "tensorflow/lite/micro/kernels/batch_matmul.cc",
        prepare=_BATCH_MATMUL_TYPES,
        checks=(
            counts(2),
            rank("i0", 2, 5),
            rank("i1", 2, 5),
            batch_matmul_quantization,
            batch_matmul_shapes,
        ),
    ),
    Accepts(
        "BATCH_MATMUL",
        "tensorflow/lite/micro/kernels/cmsis_nn/batch_matmul.cc",
        prepare=_BATCH_MATMUL_TYPES,
        checks=(
            present("i0", "i1", "o0"),
            rank("i0", 2, 4),
            rank("i1", 2, 4),
            batch_matmul_quantization,
            batch_matmul_shapes,
        ),
        library="cmsis-nn",
    ),
    Accepts(
        "BATCH_TO_SPACE_ND",
        "tensorflow/lite/micro/kernels/batch_to_space_nd.cc",
        invoke=("float32|int8->",),
        checks=(counts(3), rank("i0", 3, 4), rank("o0", 3, 4), same_types("i0", "o0")),
    ),
    Accepts(
        "BROADCAST_ARGS",
        "tensorflow/lite/micro/kernels/broadcast_args.cc",
        prepare=("int32,int32->int32", "int64,int64->int64"),
        checks=(counts(2), rank("i0", 1, 1), rank("i1", 1, 1), rank("o0", 1, 1)),
    ),
    Accepts(
        "BROADCAST_TO",
        "tensorflow/lite/micro/kernels/broadcast_to.cc",
        prepare=(",int32|int64->",),
        checks=(
            counts(2),
            rank("i0", 0, 5),
            same_types("i0", "o0"),
            constant("i1"),
            broadcast_to_shape,
        ),
    ),
    Accepts("CALL_ONCE", "tensorflow/lite/micro/kernels/call_once.cc", checks=(call_once_subgraph,)),
    Accepts(
        "CAST",
        "tensorflow/lite/micro/kernels/cast.cc",
        invoke=("int8|int16|int32|uint32|float32|bool->int8|int16|int32|uint32|float32",),
        checks=(counts(1),),
    ),
    Accepts(
        "CEIL",
        "tensorflow/lite/micro/kernels/ceil.cc",
        prepare=("float32->float32",),
        checks=(counts(1), same_shape("i0", "o0")),
    ),
    Accepts(
        "CIRCULAR_BUFFER",
        "tensorflow/lite/micro/kernels/circular_buffer_common.cc",
        prepare=("int8->int8",),
        checks=(present("i0", "o0"), circular_buffer_shapes),
    ),
    Accepts(
        "CONCATENATION",
        "tensorflow/lite/micro/kernels/concatenation.cc",
        prepare=tuple(f"{t}->{t}" for t in _CONCAT_TYPES),
        checks=(concatenation_operands,),
    ),
    Accepts(
        "CONV_2D",
        "tensorflow/lite/micro/kernels/conv_common.cc",
        prepare=_CONV_TYPES,
        invoke=_CONV_2D_EVAL,
        checks=(present("i0", "i1", "o0"), conv_operands(0, True)),
    ),
    Accepts(
        "CONV_2D",
        "tensorflow/lite/micro/kernels/cmsis_nn/conv.cc",
        prepare=_CONV_TYPES,
        invoke=_CONV_2D_EVAL,
        checks=(
            present("i0", "i1", "o0"),
            cmsis_conv_shapes,
            conv_operands(0, True),
            zero_points_zero("int16", "i0", "o0"),
        ),
        library="cmsis-nn",
    ),
    Accepts("COS", "tensorflow/lite/micro/kernels/elementwise.cc", invoke=("float32->",), checks=_ONE_TO_ONE),
    Accepts(
        "CUMSUM",
        "tensorflow/lite/micro/kernels/cumsum.cc",
        prepare=("float32,int32->float32", "int8,int32->int8"),
        checks=(counts(2), same_shape("i0", "o0"), cumsum_axis),
    ),
    Accepts(
        "DEPTHWISE_CONV_2D",
        "tensorflow/lite/micro/kernels/depthwise_conv_common.cc",
        invoke=_CONV_EVAL,
        checks=(present("i0", "i1", "o0"), depthwise_types, conv_operands(3, False)),
    ),
    Accepts(
        "DEPTHWISE_CONV_2D",
        "tensorflow/lite/micro/kernels/cmsis_nn/depthwise_conv.cc",
        prepare=_CONV_TYPES,
        invoke=_CONV_EVAL,
        checks=(
            present("i0", "i1", "o0"),
            conv_operands(3, True),
            zero_points_zero("int16", "i0", "o0"),
        ),
        library="cmsis-nn",
    ),
    Accepts(
        "DEPTH_TO_SPACE",
        "tensorflow/lite/micro/kernels/depth_to_space.cc",
        prepare=("float32->float32", "int8->int8"),
        checks=(counts(1), rank("i0", 4, 4), depth_to_space_block),
    ),
    Accepts(
        "DEQUANTIZE",
        "tensorflow/lite/micro/kernels/dequantize_common.cc",
        prepare=("int8|int16|uint8->float32",),
        checks=(counts(1),),
    ),
    Accepts(
        "DIV",
        "tensorflow/lite/micro/kernels/div.cc",
        invoke=("->float32|int32|int8",),
        checks=(
            present("i0", "i1", "o0"),
            same_types("i0", "i1", "o0"),
            div_activation,
            unquantized_int32,
        ),
    ),
    Accepts(
        "DYNAMIC_UPDATE_SLICE",
        "tensorflow/lite/micro/kernels/dynamic_update_slice.cc",
        prepare=(",,int32|int64->",),
        invoke=("float32|int8|int16|int32->",),
        checks=(counts(3), same_types("i0", "i1"), dynamic_update_slice_shapes),
    ),
    Accepts("ELU", "tensorflow/lite/micro/kernels/elu.cc", invoke=("float32|int8->",), checks=_ONE_TO_ONE),
    Accepts(
        "EMBEDDING_LOOKUP",
        "tensorflow/lite/micro/kernels/embedding_lookup.cc",
        prepare=("int32,float32->float32", "int32,int8->float32|int8"),
        checks=(counts(2), embedding_lookup_shapes),
    ),
    Accepts(
        "EQUAL",
        "tensorflow/lite/micro/kernels/comparisons.cc",
        invoke=("bool|float32|int32|int64|int8->",),
        checks=_TWO,
    ),
    Accepts(
        "EXP",
        "tensorflow/lite/micro/kernels/exp.cc",
        prepare=("float32->float32",),
        checks=(counts(1), same_shape("i0", "o0")),
    ),
    Accepts(
        "EXPAND_DIMS",
        "tensorflow/lite/micro/kernels/expand_dims.cc",
        invoke=("float32|int16|int8->",),
        checks=(counts(2), constant("i1"), expand_dims_axis),
    ),
    Accepts(
        "FILL",
        "tensorflow/lite/micro/kernels/fill.cc",
        invoke=(",float32|int32|int8->",),
        checks=(present("i0", "i1", "o0"), same_types("i1", "o0"), constant("i0"), fill_dims),
    ),
    Accepts("FLOOR", "tensorflow/lite/micro/kernels/floor.cc", invoke=("float32->",)),
    Accepts("FLOOR_DIV", "tensorflow/lite/micro/kernels/floor_div.cc", invoke=("float32->",), checks=_BINARY_SAME),
    Accepts("FLOOR_MOD", "tensorflow/lite/micro/kernels/floor_mod.cc", invoke=("float32->",), checks=_BINARY_SAME),
    Accepts(
        "FULLY_CONNECTED",
        "tensorflow/lite/micro/kernels/fully_connected.cc",
        prepare=("float32,float32->float32", "int8,int8|int4->int8", "int16,int8->int16", "uint8->uint8"),
        invoke=_CONV_EVAL,
        checks=(present("i0", "i1", "o0"), fully_connected_quantization),
    ),
    Accepts(
        "FULLY_CONNECTED",
        "tensorflow/lite/micro/kernels/cmsis_nn/fully_connected.cc",
        prepare=("float32,float32->float32", "int8,int8|int4->int8", "int16,int8->int16"),
        invoke=_CONV_EVAL,
        checks=(
            present("i0", "i1", "o0"),
            cmsis_fully_connected_quantization,
            zero_points_zero("int16", "i0", "o0"),
        ),
        library="cmsis-nn",
    ),
    Accepts(
        "GATHER",
        "tensorflow/lite/micro/kernels/gather.cc",
        prepare=("float32|int8,int32->",),
        checks=(counts(2), gather_axes),
    ),
    Accepts(
        "GATHER_ND",
        "tensorflow/lite/micro/kernels/gather_nd.cc",
        prepare=("float32|int8,int32->",),
        checks=(counts(2), gather_nd_ranks),
    ),
    Accepts(
        "GREATER",
        "tensorflow/lite/micro/kernels/comparisons.cc",
        invoke=("float32|int32|int64|int8|int16->",),
        checks=_TWO,
    ),
    Accepts(
        "HARD_SWISH",
        "tensorflow/lite/micro/kernels/hard_swish_common.cc",
        invoke=("float32|int8->",),
        checks=(counts(1), hard_swish_scales),
    ),
    Accepts("IF", "tensorflow/lite/micro/kernels/if.cc", prepare=("bool->",), checks=(if_condition,)),
    Accepts(
        "L2_NORMALIZATION",
        "tensorflow/lite/micro/kernels/l2norm.cc",
        prepare=("float32->float32", "int8->int8"),
        checks=(counts(1), rank("i0", 0, 4), l2_norm_activation),
    ),
    Accepts(
        "L2_POOL_2D",
        "tensorflow/lite/micro/kernels/l2_pool_2d.cc",
        prepare=("float32->float32",),
        checks=(counts(1), rank("i0", 4, 4), rank("o0", 4, 4)),
    ),
    Accepts(
        "LEAKY_RELU",
        "tensorflow/lite/micro/kernels/leaky_relu_common.cc",
        invoke=("float32|int8|int16->",),
        checks=_ONE_TO_ONE,
    ),
    *(
        Accepts(op, "tensorflow/lite/micro/kernels/comparisons.cc", invoke=("float32|int32|int64|int8->",), checks=_TWO)
        for op in ("GREATER_EQUAL", "LESS", "LESS_EQUAL")
    ),
    Accepts("LOG", "tensorflow/lite/micro/kernels/elementwise.cc", invoke=("float32->",), checks=_ONE_TO_ONE),
    Accepts("LOGICAL_AND", "tensorflow/lite/micro/kernels/logical.cc"),
    Accepts("LOGICAL_NOT", "tensorflow/lite/micro/kernels/elementwise.cc", invoke=("bool->",), checks=_ONE_TO_ONE),
    Accepts("LOGICAL_OR", "tensorflow/lite/micro/kernels/logical.cc"),
    Accepts(
        "LOGISTIC",
        "tensorflow/lite/micro/kernels/logistic_common.cc",
        invoke=("float32|int16|int8->",),
        checks=(present("i0", "o0"), *_ONE_TO_ONE[1:], logistic_quantization),
    ),
    Accepts(
        "LOG_SOFTMAX",
        "tensorflow/lite/micro/kernels/log_softmax.cc",
        invoke=("float32|int8->",),
        checks=(
            counts(1, required=1),
            same_types("i0", "o0", phase="prepare"),
            same_shape("i0", "o0"),
            log_softmax_quantization,
        ),
    ),
    Accepts(
        "MAXIMUM", "tensorflow/lite/micro/kernels/maximum_minimum.cc", invoke=("->float32|int8|int16|int32|int64",)
    ),
    Accepts(
        "MAX_POOL_2D",
        "tensorflow/lite/micro/kernels/pooling_common.cc",
        prepare=("float32|int8|int16->",),
        invoke=("float32|int8|int16->",),
        checks=_POOLING,
    ),
    Accepts(
        "MEAN",
        "tensorflow/lite/micro/kernels/reduce_common.cc",
        prepare=(",int32->",),
        invoke=("float32|int8|int16->",),
        checks=(counts(2, required=2),),
    ),
    Accepts(
        "MINIMUM", "tensorflow/lite/micro/kernels/maximum_minimum.cc", invoke=("->float32|int8|int16|int32|int64",)
    ),
    Accepts(
        "MIRROR_PAD",
        "tensorflow/lite/micro/kernels/mirror_pad.cc",
        invoke=("->float32|int8",),
        checks=(mirror_pad_paddings,),
    ),
    Accepts(
        "MUL",
        "tensorflow/lite/micro/kernels/mul_common.cc",
        invoke=("float32|int8|int16|int32->",),
        checks=(counts(2, required=2), same_types("i0", "i1", phase="prepare"), mul_int16_zero_points),
    ),
    Accepts("NEG", "tensorflow/lite/micro/kernels/neg.cc", invoke=("float32->",)),
    Accepts("NOT_EQUAL", "tensorflow/lite/micro/kernels/comparisons.cc", invoke=("bool|float32|int32|int64|int8->",)),
    Accepts("PACK", "tensorflow/lite/micro/kernels/pack.cc", invoke=("->float32|int8|int16|int32|int64",)),
    *(
        Accepts(
            op,
            "tensorflow/lite/micro/kernels/pad_common.cc",
            invoke=("float32|int8|int16|int32->",),
            checks=(
                counts((2, 3), required=2),
                same_types("i0", "o0", phase="prepare"),
                rank("i0", 0, 5),
                constant("i1"),
                pad_operands,
                pad_output_dims,
            ),
        )
        for op in ("PAD", "PADV2")
    ),
    Accepts(
        "PRELU",
        "tensorflow/lite/micro/kernels/prelu_common.cc",
        invoke=("float32|int8|int16->",),
        checks=(prelu_alpha,),
    ),
    Accepts(
        "QUANTIZE",
        "tensorflow/lite/micro/kernels/quantize_common.cc",
        prepare=("float32|int32|int16|int8|uint8->int8|int16|int32|uint8",),
        invoke=(
            "float32|int32->int8|int16",
            "int16->int8|int16|int32",
            "int8->int8|uint8|int16|int32",
            "uint8->int8",
        ),
        checks=(
            counts(1, required=1),
            quantize_output,
        ),
    ),
    Accepts("READ_VARIABLE", "tensorflow/lite/micro/kernels/read_variable.cc"),
    Accepts(
        "REDUCE_ALL",
        "tensorflow/lite/micro/kernels/reduce_common.cc",
        prepare=("bool,int32->",),
        invoke=("bool->bool",),
        checks=(counts(2, required=2),),
    ),
    *(
        Accepts(
            op,
            "tensorflow/lite/micro/kernels/reduce_common.cc",
            prepare=(",int32->",),
            invoke=("float32->float32", "int8->int8"),
            checks=(counts(2, required=2), reduce_min_max_quantization),
        )
        for op in ("REDUCE_MAX", "REDUCE_MIN")
    ),
    Accepts(
        "RELU",
        "tensorflow/lite/micro/kernels/activations_common.cc",
        invoke=("float32|int8|int16->",),
        checks=(zero_points_zero("int16", "i0", "o0"),),
    ),
    Accepts("RELU6", "tensorflow/lite/micro/kernels/activations.cc", invoke=("float32|int8|int16->",)),
    Accepts(
        "RESHAPE",
        "tensorflow/lite/micro/kernels/reshape_common.cc",
        checks=(counts((1, 2), required=1), same_types("i0", "o0", phase="prepare"), reshape_elements),
    ),
    Accepts(
        "RESIZE_BILINEAR",
        "tensorflow/lite/micro/kernels/resize_bilinear.cc",
        prepare=(",int32->",),
        invoke=("->float32|int8",),
        checks=(
            counts(2, required=2),
            rank("i0", 4, 4),
            rank("i1", 1, 1),
            constant("i1"),
            resize_bilinear_options,
        ),
    ),
    Accepts(
        "RESIZE_NEAREST_NEIGHBOR",
        "tensorflow/lite/micro/kernels/resize_nearest_neighbor.cc",
        prepare=(",int32->",),
        invoke=("->float32|int8|int16",),
        checks=(counts(2, required=2), rank("i0", 4, 4), resize_nearest_size, constant("i1")),
    ),
    Accepts(
        "REVERSE_V2",
        "tensorflow/lite/micro/kernels/reverse.cc",
        prepare=("int32|float32|uint8|int8|int16|int64|bool,int32->",),
        checks=(counts(2, required=2), same_types("i0", "o0", phase="prepare"), rank("i0", 0, 6), reverse_axes),
    ),
    Accepts(
        "ROUND",
        "tensorflow/lite/micro/kernels/round.cc",
        prepare=("float32->float32",),
        checks=(
            counts(1, required=1),
            same_shape("i0", "o0"),
        ),
    ),
    Accepts(
        "RSQRT",
        "tensorflow/lite/micro/kernels/elementwise.cc",
        invoke=("float32|int8|int16->",),
        checks=(*_UNARY, abs_rsqrt_quantization),
    ),
    Accepts(
        "SELECT_V2",
        "tensorflow/lite/micro/kernels/select.cc",
        prepare=("bool->",),
        invoke=(",float32|int8|int16->",),
        checks=(counts(3, required=3), same_types("i1", "i2", phase="prepare"), select_broadcast),
    ),
    Accepts("SHAPE", "tensorflow/lite/micro/kernels/shape.cc", invoke=("->int32",), checks=(counts(1, required=1),)),
    Accepts("SIN", "tensorflow/lite/micro/kernels/elementwise.cc", invoke=("float32->",), checks=_UNARY),
    Accepts(
        "SLICE",
        "tensorflow/lite/micro/kernels/slice.cc",
        invoke=("float32|int32|int8|int16|bool,int32|int64->",),
        checks=(counts(3),),
    ),
    Accepts(
        "SOFTMAX",
        "tensorflow/lite/micro/kernels/softmax_common.cc",
        prepare=("float32->float32", "int8->int8", "int8->int16", "int16->int16"),
        invoke=("float32|int8|int16->",),
        checks=(counts(1, required=1), rank("i0", 1, 99), softmax_quantization),
    ),
    Accepts(
        "SPACE_TO_BATCH_ND",
        "tensorflow/lite/micro/kernels/space_to_batch_nd.cc",
        invoke=("float32|int8->",),
        checks=(counts(3, required=3), rank("i0", 3, 4), rank("o0", 3, 4), same_types("i0", "o0", phase="prepare")),
    ),
    Accepts(
        "SPACE_TO_DEPTH",
        "tensorflow/lite/micro/kernels/space_to_depth.cc",
        prepare=("float32->float32", "int8->int8"),
        invoke=("float32|int8->",),
        checks=(counts(1, required=1), rank("i0", 4, 4), space_to_depth_blocks),
    ),
    Accepts(
        "SPLIT",
        "tensorflow/lite/micro/kernels/split.cc",
        invoke=(",float32|int8|int16|int32->",),
        checks=(constant("i0"), axis_in_range("i0", "i1")),
    ),
    Accepts(
        "SPLIT_V",
        "tensorflow/lite/micro/kernels/split_v.cc",
        invoke=("float32|int8|int16|int32->",),
        checks=(counts(3, None, required=3), constant("i2"), axis_in_range("i2", "i0")),
    ),
    Accepts("SQRT", "tensorflow/lite/micro/kernels/elementwise.cc", invoke=("float32->",), checks=_UNARY),
    Accepts("SQUARE", "tensorflow/lite/micro/kernels/elementwise.cc", invoke=("float32->",), checks=_UNARY),
    Accepts(
        "SQUARED_DIFFERENCE",
        "tensorflow/lite/micro/kernels/squared_difference.cc",
        invoke=("->float32|int32|int8|int16",),
        checks=(counts(2, required=2), same_types("i0", "i1", phase="prepare"), squared_difference_zero_points),
    ),
    Accepts(
        "SQUEEZE",
        "tensorflow/lite/micro/kernels/squeeze.cc",
        checks=(
            counts(1, required=1),
            squeeze_dims,
            squeeze_bytes,
        ),
    ),
    Accepts(
        "STRIDED_SLICE",
        "tensorflow/lite/micro/kernels/strided_slice_common.cc",
        invoke=("->float32|int8|int16|int32|bool",),
        checks=(
            counts(4, required=4),
            rank("i0", 0, 4),
            constant("i1"),
            constant("i2"),
            constant("i3"),
            strided_slice_strides,
        ),
    ),
    Accepts(
        "SUB",
        "tensorflow/lite/micro/kernels/sub_common.cc",
        invoke=("->float32|int32|int8|int16",),
        checks=(sub_int32_unquantized,),
    ),
    Accepts(
        "SUM",
        "tensorflow/lite/micro/kernels/reduce_common.cc",
        prepare=(",int32->",),
        invoke=("float32->float32", "int8->int8", "int16->int16"),
        checks=(counts(2, required=2),),
    ),
    Accepts(
        "SVDF",
        "tensorflow/lite/micro/kernels/svdf_common.cc",
        prepare=_SVDF_TYPES,
        checks=(svdf_operands, svdf_shapes),
    ),
    Accepts(
        "SVDF",
        "tensorflow/lite/micro/kernels/cmsis_nn/svdf.cc",
        prepare=_SVDF_TYPES,
        checks=(svdf_operands, svdf_shapes, cmsis_svdf_constant_weights),
        library="cmsis-nn",
    ),
    Accepts(
        "TANH",
        "tensorflow/lite/micro/kernels/tanh.cc",
        invoke=("float32|int16|int8->",),
        checks=(*_UNARY, tanh_quantization),
    ),
    Accepts("TFLM_DECODE", "tensorflow/lite/micro/kernels/decode.cc", checks=(decode_operands,)),
    Accepts(
        "TFLite_Detection_PostProcess",
        "tensorflow/lite/micro/kernels/detection_postprocess.cc",
        # Eval decodes float32 box encodings and reads float32 class scores only
        invoke=("float32,float32->",),
        checks=(counts(3, 4, required=3), rank("i0", 3, 3), rank("i1", 3, 3), rank("i2", 2, 2)),
    ),
    Accepts(
        "TRANSPOSE",
        "tensorflow/lite/micro/kernels/transpose_common.cc",
        invoke=("float32|int8|int16->",),
        checks=(
            counts(2, required=2),
            rank("i0", 0, 5),
            same_types("i0", "o0", phase="prepare"),
            constant("i1"),
            transpose_perm,
        ),
    ),
    Accepts(
        "TRANSPOSE_CONV",
        "tensorflow/lite/micro/kernels/transpose_conv.cc",
        prepare=(",float32,float32->", ",int8,int8->", ",int8|int16,int16->"),
        invoke=(",,float32->float32", ",,int8->int8", ",,int16->int16"),
        checks=(transpose_conv_operands,),
    ),
    Accepts(
        "TRANSPOSE_CONV",
        "tensorflow/lite/micro/kernels/cmsis_nn/transpose_conv.cc",
        prepare=(",float32,float32->float32", ",int8,int8->int8", ",int8,int16->int16"),
        checks=(transpose_conv_operands,),
        library="cmsis-nn",
    ),
    Accepts(
        "UNIDIRECTIONAL_SEQUENCE_LSTM",
        "tensorflow/lite/micro/kernels/unidirectional_sequence_lstm.cc",
        prepare=_LSTM_TYPES,
        invoke=_LSTM_EVAL,
        checks=(lstm_operands, lstm_shapes),
    ),
    Accepts(
        "UNIDIRECTIONAL_SEQUENCE_LSTM",
        "tensorflow/lite/micro/kernels/cmsis_nn/unidirectional_sequence_lstm.cc",
        prepare=_LSTM_TYPES,
        invoke=_LSTM_EVAL,
        checks=(lstm_operands, lstm_constant_weights, lstm_shapes),
        library="cmsis-nn",
    ),
    Accepts("UNPACK", "tensorflow/lite/micro/kernels/unpack.cc", invoke=("float32|int32|int16|int8->",)),
    Accepts("VAR_HANDLE", "tensorflow/lite/micro/kernels/var_handle.cc"),
    Accepts("WHILE", "tensorflow/lite/micro/kernels/while.cc"),
    Accepts(
        "ZEROS_LIKE",
        "tensorflow/lite/micro/kernels/zeros_like.cc",
        invoke=("int64|int32|int8|float32->",),
        checks=(counts(1, required=1),),
    ),
    Accepts("SignalDelay", "signal/micro/kernels/delay.cc", prepare=("int16->int16",), checks=(counts(1, required=1),)),
    Accepts(
        "SignalEnergy",
        "signal/micro/kernels/energy.cc",
        prepare=("int16->uint32",),
        checks=(counts(1, required=1), rank("i0", 1, 1), rank("o0", 1, 1)),
    ),
    Accepts(
        "SignalFftAutoScale",
        "signal/micro/kernels/fft_auto_scale_common.cc",
        prepare=("int16->int16,int32",),
        checks=(
            counts(1, 2, required=1),
            ranks(("i0", 1), ("o0", 1), ("o1", 0)),
        ),
    ),
    Accepts(
        "SignalFilterBank",
        "signal/micro/kernels/filter_bank.cc",
        prepare=("uint32,int16,int16,int16,int16,int16->uint64",),
        checks=(
            counts(6, required=6),
            ranks(*((f"i{i}", 1) for i in range(6)), ("o0", 1)),
        ),
    ),
    Accepts(
        "SignalFilterBankLog",
        "signal/micro/kernels/filter_bank_log.cc",
        prepare=("uint32->int16",),
        checks=(
            counts(1, required=1),
            ranks(("i0", 1), ("o0", 1)),
        ),
    ),
    Accepts(
        "SignalFilterBankSpectralSubtraction",
        "signal/micro/kernels/filter_bank_spectral_subtraction.cc",
        prepare=("uint32->uint32,uint32",),
        checks=(
            counts(1, 2, required=1),
            ranks(("i0", 1), ("o0", 1), ("o1", 1)),
        ),
    ),
    Accepts(
        "SignalFilterBankSquareRoot",
        "signal/micro/kernels/filter_bank_square_root_common.cc",
        prepare=("uint64,int32->uint32",),
        checks=(
            counts(2, required=2),
            ranks(("i0", 1), ("i1", 0), ("o0", 1)),
        ),
    ),
    Accepts(
        "SignalFramer",
        "signal/micro/kernels/framer.cc",
        prepare=("int16->int16,bool",),
        checks=(
            counts(1, 2, required=1),
            framer_frames,
        ),
    ),
    Accepts(
        "SignalIrfft",
        "signal/micro/kernels/irfft.cc",
        checks=(counts(1, required=1), same_rank("i0", "o0"), signal_sample_type),
    ),
    Accepts(
        "SignalOverlapAdd",
        "signal/micro/kernels/overlap_add.cc",
        checks=(counts(1, required=1), same_rank("i0", "o0", 1), rank("i0", 2, 99), signal_sample_type),
    ),
    Accepts(
        "SignalPCAN",
        "signal/micro/kernels/pcan.cc",
        prepare=("uint32,uint32,int16->uint32",),
        checks=(
            counts(3, required=3),
            ranks(("i0", 1), ("i1", 1), ("i2", 1), ("o0", 1)),
        ),
    ),
    Accepts(
        "SignalRfft",
        "signal/micro/kernels/rfft.cc",
        checks=(counts(1, required=1), same_rank("i0", "o0"), signal_sample_type),
    ),
    Accepts(
        "SignalStacker",
        "signal/micro/kernels/stacker.cc",
        prepare=("int16->int16,bool",),
        checks=(
            counts(1, 2, required=1),
            ranks(("i0", 1), ("o0", 1), ("o1", 0)),
        ),
    ),
    Accepts(
        "SignalWindow",
        "signal/micro/kernels/window.cc",
        prepare=("int16,int16->int16",),
        checks=(counts(2, required=2), rank("i0", 1, 99), ranks(("i1", 1)), same_rank("i0", "o0")),
    ),
)


@cache
def _by_key() -> dict[tuple[str, str], Accepts]:
    return {(a.op, a.library): a for a in ACCEPTS}


def accepts_for(op: str, library: str) -> Accepts | None:
    """The row for ``op`` as ``library`` builds it: the library's own, else the reference
    kernel's (a library replaces only some kernels); None for a kernel TFLM lacks."""
    rows = _by_key()
    return rows.get((op, library)) or rows.get((op, "reference"))
