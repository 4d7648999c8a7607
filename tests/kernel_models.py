"""One-operator (or minimal) models for every kernel TFLM's op resolver registers (tests only).

``kernel_models()`` returns ``{name: KernelModel(kernel, variant, bytes)}``, built in memory.
Each model exercises one kernel (the `kernel` field of the manifest: the Add* method of
MicroMutableOpResolver) in one variant (type, quantization, shape, options). Variants exist where
the kernel's persistent allocations could depend on them: per-channel arrays (CONV_2D,
DEPTHWISE_CONV_2D, FULLY_CONNECTED, TRANSPOSE_CONV) with two C_out values, ops that copy their
output dims (rank variants), BATCH_MATMUL operand constness/adjoint flags, signal-op state sizes,
resource-variable sizes, int8/int16 LUT kernels.

Written with tflite_memplan.model.writer; the whole-arena fidelity tests
(tests/test_tflm_arena.py) compare memplan's prediction with the real interpreter on each.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
from flatbuffers import flexbuffers

from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

RNG_SEED = 20261123

MODELS: dict[str, dict] = {}  # name -> {"kernel", "variant", "bytes"}

ACT = (0.05, 0)


# ----------------------------------------------------------------------------- helpers


def rng(name: str) -> np.random.Generator:
    return np.random.default_rng(RNG_SEED + sum(map(ord, name)))


def f32(name, shape, data=None, **kw):
    if data is not None:
        data = np.asarray(data, dtype=np.float32).reshape(shape)
    return TensorSpec(name, tuple(shape), "float32", data, **kw)


def q8(name, shape, scale=ACT[0], zp=ACT[1], data=None, **kw):
    if data is not None:
        data = np.asarray(data, dtype=np.int8).reshape(shape)
    return TensorSpec(name, tuple(shape), "int8", data, scale=scale, zero_point=zp, **kw)


def q16(name, shape, scale=1 / 4096, zp=0, data=None, **kw):
    if data is not None:
        data = np.asarray(data, dtype=np.int16).reshape(shape)
    return TensorSpec(name, tuple(shape), "int16", data, scale=scale, zero_point=zp, **kw)


def i32(name, shape_or_values, data=None):
    """int32 tensor: i32(name, values) makes a constant of those values; i32(name, shape) a variable."""
    if data is None and isinstance(shape_or_values, (list, np.ndarray)):
        arr = np.asarray(shape_or_values, dtype=np.int32)
        return TensorSpec(name, arr.shape, "int32", arr)
    return TensorSpec(name, tuple(shape_or_values), "int32", None if data is None else np.asarray(data, np.int32))


def tens(name, shape, dtype, data=None, **kw):
    if data is not None:
        data = np.asarray(data).astype(dtype if dtype != "bool" else np.bool_).reshape(shape)
    return TensorSpec(name, tuple(shape), dtype, data, **kw)


def fvals(name, shape):
    return (rng(name).integers(-64, 65, size=shape) / 64).astype(np.float32)


def i8vals(name, shape):
    return rng(name).integers(-127, 128, size=shape).astype(np.int8)


def add(name, kernel, variant, tensors, ops, inputs, outputs, subgraphs=()):
    main = SubgraphSpec(tensors, ops, inputs, outputs, "main")
    MODELS[name] = {"kernel": kernel, "variant": variant, "bytes": build_model([main, *subgraphs])}


def single(
    name,
    kernel,
    variant,
    opcode,
    in_specs,
    out_specs,
    options=None,
    *,
    custom=False,
    custom_options=None,
    version=1,
    graph_inputs=None,
):
    """One operator; inputs are the non-constant input tensors unless graph_inputs is given."""
    tensors = list(in_specs) + list(out_specs)
    ins = list(range(len(in_specs)))
    outs = list(range(len(in_specs), len(tensors)))
    op = OpSpec(opcode, ins, outs, options or {}, custom=custom, custom_options=custom_options, version=version)
    if graph_inputs is None:
        graph_inputs = [i for i, t in enumerate(in_specs) if t.data is None]
    add(name, kernel, variant, tensors, [op], graph_inputs, outs)


def flex(d: dict) -> bytes:
    return bytes(flexbuffers.Dumps(d))


# ----------------------------------------------------------------------------- elementwise


def unary_ops():
    shape = (1, 4, 4, 4)
    float_unary = {
        "ABS": "AddAbs",
        "CEIL": "AddCeil",
        "COS": "AddCos",
        "EXP": "AddExp",
        "FLOOR": "AddFloor",
        "LOG": "AddLog",
        "NEG": "AddNeg",
        "ROUND": "AddRound",
        "RSQRT": "AddRsqrt",
        "SIN": "AddSin",
        "SQRT": "AddSqrt",
        "SQUARE": "AddSquare",
        "ELU": "AddElu",
        "HARD_SWISH": "AddHardSwish",
        "LOGISTIC": "AddLogistic",
        "TANH": "AddTanh",
        "RELU": "AddRelu",
        "RELU6": "AddRelu6",
        "ZEROS_LIKE": "AddZerosLike",
        "L2_NORMALIZATION": "AddL2Normalization",
        "LOG_SOFTMAX": "AddLogSoftmax",
        "SOFTMAX": "AddSoftmax",
        "LEAKY_RELU": "AddLeakyRelu",
    }
    opts = {"SOFTMAX": {"beta": 1.0}, "LEAKY_RELU": {"alpha": 0.2}}
    for op, kernel in float_unary.items():
        single(f"{op.lower()}_f32", kernel, "float32", op, [f32("x", shape)], [f32("y", shape)], opts.get(op))
    # int8 variants (output quantization as the kernels require)
    int8_out = {
        "ABS": ACT,
        "RSQRT": ACT,
        "ELU": ACT,
        "HARD_SWISH": ACT,
        "LOGISTIC": (1 / 256, -128),
        "TANH": (1 / 128, 0),
        "RELU": ACT,
        "RELU6": ACT,
        "LEAKY_RELU": ACT,
        "NEG": ACT,
        "L2_NORMALIZATION": (1 / 128, 0),
        "LOG_SOFTMAX": (16 / 256, 127),
        "SOFTMAX": (1 / 256, -128),
        "ZEROS_LIKE": ACT,
        "SQUARE": ACT,
    }
    for op, q in int8_out.items():
        single(f"{op.lower()}_i8", float_unary[op], "int8", op, [q8("x", shape)], [q8("y", shape, *q)], opts.get(op))
    # int16 variants with LUTs / special paths
    single(
        "softmax_i16",
        "AddSoftmax",
        "int16",
        "SOFTMAX",
        [q16("x", shape, 1 / 2048, 0)],
        [q16("y", shape, 1 / 32768, 0)],
        {"beta": 1.0},
    )
    single(
        "softmax_i8_i16",
        "AddSoftmax",
        "int8 in, int16 out",
        "SOFTMAX",
        [q8("x", shape)],
        [q16("y", shape, 1 / 65536, -32768)],
        {"beta": 1.0},
    )
    single(
        "logistic_i16",
        "AddLogistic",
        "int16",
        "LOGISTIC",
        [q16("x", shape, 1 / 4096, 0)],
        [q16("y", shape, 1 / 32768, 0)],
    )
    single("tanh_i16", "AddTanh", "int16", "TANH", [q16("x", shape, 1 / 4096, 0)], [q16("y", shape, 1 / 32768, 0)])
    single("hard_swish_i16", "AddHardSwish", "int16", "HARD_SWISH", [q16("x", shape)], [q16("y", shape)])
    single(
        "leaky_relu_i16", "AddLeakyRelu", "int16", "LEAKY_RELU", [q16("x", shape)], [q16("y", shape)], {"alpha": 0.2}
    )
    single("abs_i16", "AddAbs", "int16", "ABS", [q16("x", shape)], [q16("y", shape)])
    single("rsqrt_i16", "AddRsqrt", "int16", "RSQRT", [q16("x", shape)], [q16("y", shape)])
    single("relu_i16", "AddRelu", "int16", "RELU", [q16("x", shape)], [q16("y", shape)])
    # shape variants of a kernel without state: SOFTMAX float on a bigger tensor
    single(
        "softmax_f32_big",
        "AddSoftmax",
        "float32 (1,64)",
        "SOFTMAX",
        [f32("x", (1, 64))],
        [f32("y", (1, 64))],
        {"beta": 1.0},
    )
    # LOGICAL_NOT
    single(
        "logical_not", "AddLogicalNot", "bool", "LOGICAL_NOT", [tens("x", shape, "bool")], [tens("y", shape, "bool")]
    )
    # PRELU: alpha constant
    single(
        "prelu_f32",
        "AddPrelu",
        "float32",
        "PRELU",
        [f32("x", shape), f32("alpha", (4,), fvals("a", (4,)))],
        [f32("y", shape)],
    )
    single(
        "prelu_i8",
        "AddPrelu",
        "int8",
        "PRELU",
        [q8("x", shape), q8("alpha", (4,), 0.01, 0, i8vals("a", (4,)))],
        [q8("y", shape)],
    )
    # CAST
    single(
        "cast_f32_i32",
        "AddCast",
        "float32->int32",
        "CAST",
        [f32("x", shape)],
        [i32("y", shape)],
        {"in_data_type": "FLOAT32", "out_data_type": "INT32"},
    )
    single(
        "cast_i8_f32",
        "AddCast",
        "int8->float32",
        "CAST",
        [tens("x", shape, "int8")],
        [f32("y", shape)],
        {"in_data_type": "INT8", "out_data_type": "FLOAT32"},
    )
    # QUANTIZE / DEQUANTIZE
    single("quantize_f32_i8", "AddQuantize", "float32->int8", "QUANTIZE", [f32("x", shape)], [q8("y", shape)])
    single(
        "quantize_i8_i8", "AddQuantize", "int8->int8 requantize", "QUANTIZE", [q8("x", shape)], [q8("y", shape, 0.1, 3)]
    )
    single("quantize_f32_i16", "AddQuantize", "float32->int16", "QUANTIZE", [f32("x", shape)], [q16("y", shape)])
    single("quantize_i16_i8", "AddQuantize", "int16->int8", "QUANTIZE", [q16("x", shape)], [q8("y", shape)])
    single("dequantize_i8", "AddDequantize", "int8->float32", "DEQUANTIZE", [q8("x", shape)], [f32("y", shape)])
    single("dequantize_i16", "AddDequantize", "int16->float32", "DEQUANTIZE", [q16("x", shape)], [f32("y", shape)])
    # CUMSUM: axis constant
    single(
        "cumsum_f32",
        "AddCumSum",
        "float32",
        "CUMSUM",
        [f32("x", (1, 4, 4)), i32("axis", [1])],
        [f32("y", (1, 4, 4))],
        {"exclusive": False, "reverse": False},
    )
    single(
        "cumsum_i8",
        "AddCumSum",
        "int8",
        "CUMSUM",
        [q8("x", (1, 4, 4)), i32("axis", [2])],
        [q8("y", (1, 4, 4))],
        {"exclusive": False, "reverse": False},
    )


def binary_ops():
    shape = (1, 4, 4, 4)
    arith = {
        "ADD": "AddAdd",
        "SUB": "AddSub",
        "MUL": "AddMul",
        "DIV": "AddDiv",
        "SQUARED_DIFFERENCE": "AddSquaredDifference",
        "MAXIMUM": "AddMaximum",
        "MINIMUM": "AddMinimum",
        "FLOOR_DIV": "AddFloorDiv",
        "FLOOR_MOD": "AddFloorMod",
    }
    for op, kernel in arith.items():
        single(f"{op.lower()}_f32", kernel, "float32", op, [f32("a", shape), f32("b", shape)], [f32("y", shape)])
    for op in ("ADD", "SUB", "MUL", "DIV", "SQUARED_DIFFERENCE", "MAXIMUM", "MINIMUM"):
        single(
            f"{op.lower()}_i8",
            arith[op],
            "int8",
            op,
            [q8("a", shape), q8("b", shape, 0.04, 2)],
            [q8("y", shape, 0.1, -3)],
        )
    for op in ("ADD", "SUB", "MUL"):
        single(f"{op.lower()}_i16", arith[op], "int16", op, [q16("a", shape), q16("b", shape)], [q16("y", shape)])
    single(
        "add_f32_bcast",
        "AddAdd",
        "float32 broadcast (1,4,4,4)+(4,)",
        "ADD",
        [f32("a", shape), f32("b", (4,), fvals("b", (4,)))],
        [f32("y", shape)],
    )
    single("add_i32", "AddAdd", "int32", "ADD", [i32("a", shape), i32("b", shape)], [i32("y", shape)])
    single("floor_div_i32", "AddFloorDiv", "int32", "FLOOR_DIV", [i32("a", shape), i32("b", shape)], [i32("y", shape)])
    single("floor_mod_i32", "AddFloorMod", "int32", "FLOOR_MOD", [i32("a", shape), i32("b", shape)], [i32("y", shape)])
    cmp_ops = {
        "EQUAL": "AddEqual",
        "NOT_EQUAL": "AddNotEqual",
        "LESS": "AddLess",
        "LESS_EQUAL": "AddLessEqual",
        "GREATER": "AddGreater",
        "GREATER_EQUAL": "AddGreaterEqual",
    }
    for op, kernel in cmp_ops.items():
        single(
            f"{op.lower()}_f32", kernel, "float32", op, [f32("a", shape), f32("b", shape)], [tens("y", shape, "bool")]
        )
        single(
            f"{op.lower()}_i8",
            kernel,
            "int8",
            op,
            [q8("a", shape), q8("b", shape, 0.04, 2)],
            [tens("y", shape, "bool")],
        )
    for op, kernel in (("LOGICAL_AND", "AddLogicalAnd"), ("LOGICAL_OR", "AddLogicalOr")):
        single(
            op.lower(),
            kernel,
            "bool",
            op,
            [tens("a", shape, "bool"), tens("b", shape, "bool")],
            [tens("y", shape, "bool")],
        )
    for n in (2, 3):
        single(
            f"add_n_f32_{n}",
            "AddAddN",
            f"float32, {n} inputs",
            "ADD_N",
            [f32(f"x{i}", shape) for i in range(n)],
            [f32("y", shape)],
        )
    single("add_n_i8_3", "AddAddN", "int8, 3 inputs", "ADD_N", [q8(f"x{i}", shape) for i in range(3)], [q8("y", shape)])
    single(
        "select_v2_f32",
        "AddSelectV2",
        "float32",
        "SELECT_V2",
        [tens("c", shape, "bool"), f32("a", shape), f32("b", shape)],
        [f32("y", shape)],
    )
    single(
        "select_v2_i8",
        "AddSelectV2",
        "int8",
        "SELECT_V2",
        [tens("c", shape, "bool"), q8("a", shape), q8("b", shape)],
        [q8("y", shape)],
    )


# ----------------------------------------------------------------------------- shape ops


def shape_ops():
    x = f32("x", (1, 4, 4, 4))
    single(
        "reshape_f32_2d",
        "AddReshape",
        "float32 -> rank 2, shape tensor",
        "RESHAPE",
        [x, i32("shape", [1, 64])],
        [f32("y", (1, 64))],
        {"new_shape": [1, 64]},
    )
    single(
        "reshape_f32_4d",
        "AddReshape",
        "float32 -> rank 4, shape tensor",
        "RESHAPE",
        [f32("x", (1, 64)), i32("shape", [1, 2, 4, 8])],
        [f32("y", (1, 2, 4, 8))],
        {"new_shape": [1, 2, 4, 8]},
    )
    single(
        "reshape_f32_noshape",
        "AddReshape",
        "float32 -> rank 3, no shape tensor",
        "RESHAPE",
        [f32("x", (1, 64))],
        [f32("y", (1, 8, 8))],
        {"new_shape": [1, 8, 8]},
    )
    single(
        "reshape_f32_stretch",
        "AddReshape",
        "float32 -> output shape (1,-1) in the flatbuffer",
        "RESHAPE",
        [f32("x", (1, 4, 4, 4)), i32("shape", [1, -1])],
        [f32("y", (1, -1))],
        {"new_shape": [1, -1]},
    )
    single(
        "squeeze_f32",
        "AddSqueeze",
        "float32",
        "SQUEEZE",
        [f32("x", (1, 1, 8))],
        [f32("y", (1, 8))],
        {"squeeze_dims": [1]},
    )
    single(
        "expand_dims_f32",
        "AddExpandDims",
        "float32",
        "EXPAND_DIMS",
        [f32("x", (1, 8)), i32("axis", [1])],
        [f32("y", (1, 1, 8))],
    )
    single("shape_f32", "AddShape", "float32 rank 4", "SHAPE", [x], [i32("y", (4,))], {"out_type": "INT32"})
    single(
        "transpose_f32",
        "AddTranspose",
        "float32 rank 4",
        "TRANSPOSE",
        [f32("x", (1, 2, 3, 4)), i32("perm", [0, 3, 1, 2])],
        [f32("y", (1, 4, 2, 3))],
    )
    single(
        "transpose_i8_3d",
        "AddTranspose",
        "int8 rank 3",
        "TRANSPOSE",
        [q8("x", (2, 3, 4)), i32("perm", [2, 0, 1])],
        [q8("y", (4, 2, 3))],
    )
    single(
        "pack_f32_2",
        "AddPack",
        "float32, 2 inputs",
        "PACK",
        [f32("a", (2, 3)), f32("b", (2, 3))],
        [f32("y", (2, 2, 3))],
        {"axis": 0, "values_count": 2},
    )
    single(
        "pack_i8_4",
        "AddPack",
        "int8, 4 inputs",
        "PACK",
        [q8(f"a{i}", (2, 3)) for i in range(4)],
        [q8("y", (2, 4, 3))],
        {"axis": 1, "values_count": 4},
    )
    single(
        "unpack_f32_2",
        "AddUnpack",
        "float32, 2 outputs",
        "UNPACK",
        [f32("x", (2, 2, 3))],
        [f32("a", (2, 3)), f32("b", (2, 3))],
        {"axis": 0, "num": 2},
    )
    single(
        "unpack_f32_4",
        "AddUnpack",
        "float32, 4 outputs",
        "UNPACK",
        [f32("x", (2, 4, 3))],
        [f32(f"a{i}", (2, 3)) for i in range(4)],
        {"axis": 1, "num": 4},
    )
    single(
        "split_f32_2",
        "AddSplit",
        "float32, 2 outputs",
        "SPLIT",
        [i32("axis", [3]), f32("x", (1, 2, 2, 8))],
        [f32("a", (1, 2, 2, 4)), f32("b", (1, 2, 2, 4))],
        {"num_splits": 2},
    )
    single(
        "split_f32_4",
        "AddSplit",
        "float32, 4 outputs",
        "SPLIT",
        [i32("axis", [3]), f32("x", (1, 2, 2, 8))],
        [f32(f"a{i}", (1, 2, 2, 2)) for i in range(4)],
        {"num_splits": 4},
    )
    single(
        "split_v_f32",
        "AddSplitV",
        "float32, 3 outputs",
        "SPLIT_V",
        [f32("x", (1, 2, 2, 8)), i32("sizes", [2, 4, 2]), i32("axis", [3])],
        [f32("a", (1, 2, 2, 2)), f32("b", (1, 2, 2, 4)), f32("c", (1, 2, 2, 2))],
        {"num_splits": 3},
    )
    single(
        "concatenation_f32_2",
        "AddConcatenation",
        "float32, 2 inputs",
        "CONCATENATION",
        [f32("a", (1, 2, 2, 3)), f32("b", (1, 2, 2, 5))],
        [f32("y", (1, 2, 2, 8))],
        {"axis": 3},
    )
    single(
        "concatenation_i8_4",
        "AddConcatenation",
        "int8, 4 inputs",
        "CONCATENATION",
        [q8(f"a{i}", (1, 2, 2, 2)) for i in range(4)],
        [q8("y", (1, 2, 2, 8))],
        {"axis": 3},
    )
    single(
        "slice_f32",
        "AddSlice",
        "float32",
        "SLICE",
        [x, i32("begin", [0, 1, 1, 0]), i32("size", [1, 2, 2, 4])],
        [f32("y", (1, 2, 2, 4))],
    )
    single(
        "strided_slice_f32",
        "AddStridedSlice",
        "float32",
        "STRIDED_SLICE",
        [x, i32("begin", [0, 0, 0, 0]), i32("end", [1, 4, 4, 4]), i32("strides", [1, 2, 2, 1])],
        [f32("y", (1, 2, 2, 4))],
        {},
    )
    single(
        "strided_slice_i8_shrink",
        "AddStridedSlice",
        "int8, shrink axis",
        "STRIDED_SLICE",
        [q8("x", (4, 4)), i32("begin", [1, 0]), i32("end", [2, 4]), i32("strides", [1, 1])],
        [q8("y", (4,))],
        {"shrink_axis_mask": 1},
    )
    for rank in (1, 2, 3, 4):
        pshape = (4,) * rank
        oshape = (3,) + (4,) * (rank - 1)
        single(
            f"gather_f32_r{rank}",
            "AddGather",
            f"float32 params rank {rank}, indices (3,)",
            "GATHER",
            [f32("p", pshape), i32("idx", [0, 2, 3])],
            [f32("y", oshape)],
            {"axis": 0, "batch_dims": 0},
        )
    single(
        "gather_f32_idx2d",
        "AddGather",
        "float32 params (4,4), indices (2,3) -> rank 3",
        "GATHER",
        [f32("p", (4, 4)), i32("idx", [[0, 1, 2], [3, 2, 1]])],
        [f32("y", (2, 3, 4))],
        {"axis": 0},
    )
    single(
        "gather_i8_r2",
        "AddGather",
        "int8 params rank 2",
        "GATHER",
        [q8("p", (4, 4)), i32("idx", [1, 3])],
        [q8("y", (2, 4))],
        {"axis": 0},
    )
    single(
        "gather_nd_f32",
        "AddGatherNd",
        "float32 (4,4,4), indices (2,2)",
        "GATHER_ND",
        [f32("p", (4, 4, 4)), i32("idx", [[0, 1], [2, 3]])],
        [f32("y", (2, 4))],
    )
    single(
        "gather_nd_f32_r3",
        "AddGatherNd",
        "float32 (4,4,4), indices (2,2,1)",
        "GATHER_ND",
        [f32("p", (4, 4, 4)), i32("idx", [[[0], [1]], [[2], [3]]])],
        [f32("y", (2, 2, 4, 4))],
    )
    single(
        "pad_f32",
        "AddPad",
        "float32",
        "PAD",
        [x, i32("pads", [[0, 0], [1, 1], [1, 1], [0, 0]])],
        [f32("y", (1, 6, 6, 4))],
    )
    single(
        "pad_i8",
        "AddPad",
        "int8",
        "PAD",
        [q8("x", (1, 4, 4, 4)), i32("pads", [[0, 0], [1, 1], [1, 1], [0, 0]])],
        [q8("y", (1, 6, 6, 4))],
    )
    single(
        "padv2_f32",
        "AddPadV2",
        "float32",
        "PADV2",
        [x, i32("pads", [[0, 0], [1, 1], [1, 1], [0, 0]]), f32("v", (1,), [0.5])],
        [f32("y", (1, 6, 6, 4))],
    )
    single(
        "mirror_pad_f32",
        "AddMirrorPad",
        "float32 REFLECT",
        "MIRROR_PAD",
        [x, i32("pads", [[0, 0], [1, 1], [1, 1], [0, 0]])],
        [f32("y", (1, 6, 6, 4))],
        {"mode": "REFLECT"},
    )
    single(
        "mirror_pad_f32_3d",
        "AddMirrorPad",
        "float32 rank 3 SYMMETRIC",
        "MIRROR_PAD",
        [f32("x", (4, 4, 4)), i32("pads", [[1, 1], [2, 2], [0, 0]])],
        [f32("y", (6, 8, 4))],
        {"mode": "SYMMETRIC"},
    )
    single(
        "batch_to_space_nd_f32",
        "AddBatchToSpaceNd",
        "float32",
        "BATCH_TO_SPACE_ND",
        [f32("x", (4, 2, 2, 1)), i32("block", [2, 2]), i32("crops", [[0, 0], [0, 0]])],
        [f32("y", (1, 4, 4, 1))],
    )
    single(
        "space_to_batch_nd_f32",
        "AddSpaceToBatchNd",
        "float32",
        "SPACE_TO_BATCH_ND",
        [f32("x", (1, 4, 4, 1)), i32("block", [2, 2]), i32("pads", [[0, 0], [0, 0]])],
        [f32("y", (4, 2, 2, 1))],
    )
    single(
        "depth_to_space_f32",
        "AddDepthToSpace",
        "float32",
        "DEPTH_TO_SPACE",
        [f32("x", (1, 2, 2, 8))],
        [f32("y", (1, 4, 4, 2))],
        {"block_size": 2},
    )
    single(
        "space_to_depth_f32",
        "AddSpaceToDepth",
        "float32",
        "SPACE_TO_DEPTH",
        [f32("x", (1, 4, 4, 2))],
        [f32("y", (1, 2, 2, 8))],
        {"block_size": 2},
    )
    single(
        "broadcast_to_f32",
        "AddBroadcastTo",
        "float32 (4,) -> (2,3,4)",
        "BROADCAST_TO",
        [f32("x", (4,)), i32("shape", [2, 3, 4])],
        [f32("y", (2, 3, 4))],
    )
    single(
        "broadcast_args",
        "AddBroadcastArgs",
        "int32 shapes",
        "BROADCAST_ARGS",
        [i32("s0", [2, 1, 4]), i32("s1", [3, 1])],
        [i32("y", (3,))],
        graph_inputs=[],
    )
    single(
        "broadcast_args_var",
        "AddBroadcastArgs",
        "int32 shapes, graph inputs",
        "BROADCAST_ARGS",
        [i32("s0", (3,)), i32("s1", (2,))],
        [i32("y", (3,))],
    )
    single(
        "fill_f32",
        "AddFill",
        "float32",
        "FILL",
        [i32("dims", [2, 3, 4]), f32("v", (), [1.5])],
        [f32("y", (2, 3, 4))],
        graph_inputs=[],
    )
    single(
        "fill_f32_var",
        "AddFill",
        "float32, value is a graph input",
        "FILL",
        [i32("dims", [2, 3, 4]), f32("v", ())],
        [f32("y", (2, 3, 4))],
    )
    single("reverse_v2_f32", "AddReverseV2", "float32", "REVERSE_V2", [x, i32("axis", [1])], [f32("y", (1, 4, 4, 4))])
    single(
        "resize_bilinear_f32",
        "AddResizeBilinear",
        "float32",
        "RESIZE_BILINEAR",
        [x, i32("size", [8, 8])],
        [f32("y", (1, 8, 8, 4))],
        {"align_corners": False, "half_pixel_centers": False},
    )
    single(
        "resize_nearest_f32",
        "AddResizeNearestNeighbor",
        "float32",
        "RESIZE_NEAREST_NEIGHBOR",
        [x, i32("size", [8, 8])],
        [f32("y", (1, 8, 8, 4))],
        {"align_corners": False, "half_pixel_centers": False},
    )
    single(
        "resize_nearest_i8",
        "AddResizeNearestNeighbor",
        "int8",
        "RESIZE_NEAREST_NEIGHBOR",
        [q8("x", (1, 4, 4, 4)), i32("size", [8, 8])],
        [q8("y", (1, 8, 8, 4))],
        {},
    )
    single(
        "dynamic_update_slice_f32",
        "AddDynamicUpdateSlice",
        "float32",
        "DYNAMIC_UPDATE_SLICE",
        [f32("x", (4, 4)), f32("u", (2, 2)), i32("start", [1, 1])],
        [f32("y", (4, 4))],
    )
    single(
        "embedding_lookup_f32",
        "AddEmbeddingLookup",
        "float32 table (8,4)",
        "EMBEDDING_LOOKUP",
        [i32("ids", (3,)), f32("table", (8, 4), fvals("t", (8, 4)))],
        [f32("y", (3, 4))],
    )
    single(
        "embedding_lookup_f32_r3",
        "AddEmbeddingLookup",
        "float32 table (8,2,3)",
        "EMBEDDING_LOOKUP",
        [i32("ids", (3,)), f32("table", (8, 2, 3), fvals("t", (8, 2, 3)))],
        [f32("y", (3, 2, 3))],
    )
    single(
        "embedding_lookup_i8",
        "AddEmbeddingLookup",
        "int8 table -> float32 (hybrid)",
        "EMBEDDING_LOOKUP",
        [i32("ids", (3,)), q8("table", (8, 4), 0.1, 0, i8vals("t", (8, 4)))],
        [f32("y", (3, 4))],
    )
    single(
        "arg_max_f32",
        "AddArgMax",
        "float32 -> int32",
        "ARG_MAX",
        [x, i32("axis", [3])],
        [i32("y", (1, 4, 4))],
        {"output_type": "INT32"},
    )
    single(
        "arg_min_f32",
        "AddArgMin",
        "float32 -> int32",
        "ARG_MIN",
        [x, i32("axis", [3])],
        [i32("y", (1, 4, 4))],
        {"output_type": "INT32"},
    )
    single(
        "arg_max_i8",
        "AddArgMax",
        "int8 -> int32",
        "ARG_MAX",
        [q8("x", (1, 4, 4, 4)), i32("axis", [3])],
        [i32("y", (1, 4, 4))],
        {"output_type": "INT32"},
    )


def reduce_ops():
    x = f32("x", (1, 4, 4, 4))
    red = {"MEAN": "AddMean", "SUM": "AddSum", "REDUCE_MAX": "AddReduceMax", "REDUCE_MIN": "AddReduceMin"}
    for op, kernel in red.items():
        single(
            f"{op.lower()}_f32_keep",
            kernel,
            "float32 axis (1,2) keep_dims",
            op,
            [x, i32("axis", [1, 2])],
            [f32("y", (1, 1, 1, 4))],
            {"keep_dims": True},
        )
        single(
            f"{op.lower()}_f32_nokeep",
            kernel,
            "float32 axis 3",
            op,
            [x, i32("axis", [3])],
            [f32("y", (1, 4, 4))],
            {"keep_dims": False},
        )
        single(
            f"{op.lower()}_i8_keep",
            kernel,
            "int8 axis (1,2) keep_dims",
            op,
            [q8("x", (1, 4, 4, 4)), i32("axis", [1, 2])],
            [q8("y", (1, 1, 1, 4), 0.04, 1)],
            {"keep_dims": True},
        )
    single(
        "mean_i16_keep",
        "AddMean",
        "int16 axis (1,2) keep_dims",
        "MEAN",
        [q16("x", (1, 4, 4, 4)), i32("axis", [1, 2])],
        [q16("y", (1, 1, 1, 4))],
        {"keep_dims": True},
    )
    single(
        "reduce_all",
        "AddReduceAll",
        "bool axis 3",
        "REDUCE_ALL",
        [tens("x", (1, 4, 4, 4), "bool"), i32("axis", [3])],
        [tens("y", (1, 4, 4), "bool")],
        {"keep_dims": False},
    )


# ----------------------------------------------------------------------------- NN ops


def conv_like():
    for cout in (8, 16):
        r = f"conv{cout}"
        single(
            f"conv2d_f32_c{cout}",
            "AddConv2D",
            f"float32 C_out={cout}",
            "CONV_2D",
            [
                f32("x", (1, 8, 8, 3)),
                f32("w", (cout, 3, 3, 3), fvals(r, (cout, 3, 3, 3))),
                f32("b", (cout,), fvals(r + "b", (cout,))),
            ],
            [f32("y", (1, 8, 8, cout))],
            {"padding": "SAME", "stride_w": 1, "stride_h": 1},
        )
        ws = [0.01 + 0.001 * c for c in range(cout)]
        single(
            f"conv2d_i8pc_c{cout}",
            "AddConv2D",
            f"int8 per-channel C_out={cout}",
            "CONV_2D",
            [
                q8("x", (1, 8, 8, 3)),
                q8("w", (cout, 3, 3, 3), ws, 0, i8vals(r, (cout, 3, 3, 3))),
                TensorSpec("b", (cout,), "int32", np.zeros(cout, np.int32), scale=[0.05 * s for s in ws], zero_point=0),
            ],
            [q8("y", (1, 8, 8, cout), 0.1, 0)],
            {"padding": "SAME", "stride_w": 1, "stride_h": 1},
            version=3,
        )
        single(
            f"conv2d_i8pt_c{cout}",
            "AddConv2D",
            f"int8 per-tensor C_out={cout}",
            "CONV_2D",
            [
                q8("x", (1, 8, 8, 3)),
                q8("w", (cout, 3, 3, 3), 0.02, 0, i8vals(r, (cout, 3, 3, 3))),
                TensorSpec("b", (cout,), "int32", np.zeros(cout, np.int32), scale=0.05 * 0.02, zero_point=0),
            ],
            [q8("y", (1, 8, 8, cout), 0.1, 0)],
            {"padding": "SAME", "stride_w": 1, "stride_h": 1},
            version=3,
        )
        single(
            f"conv2d_i16_c{cout}",
            "AddConv2D",
            f"int16x8 per-channel C_out={cout}, int64 bias",
            "CONV_2D",
            [
                q16("x", (1, 8, 8, 3)),
                q8("w", (cout, 3, 3, 3), ws, 0, i8vals(r, (cout, 3, 3, 3))),
                TensorSpec("b", (cout,), "int64", np.zeros(cout, np.int64), scale=[s / 4096 for s in ws], zero_point=0),
            ],
            [q16("y", (1, 8, 8, cout), 1 / 1024, 0)],
            {"padding": "SAME", "stride_w": 1, "stride_h": 1},
            version=4,
        )
        # depthwise: C_out = 4 * depth multiplier
        dm = cout // 4
        single(
            f"depthwise_f32_c{cout}",
            "AddDepthwiseConv2D",
            f"float32 C_out={cout} (dm {dm})",
            "DEPTHWISE_CONV_2D",
            [
                f32("x", (1, 8, 8, 4)),
                f32("w", (1, 3, 3, cout), fvals(r, (1, 3, 3, cout))),
                f32("b", (cout,), fvals(r + "b", (cout,))),
            ],
            [f32("y", (1, 8, 8, cout))],
            {"padding": "SAME", "stride_w": 1, "stride_h": 1, "depth_multiplier": dm},
        )
        single(
            f"depthwise_i8pc_c{cout}",
            "AddDepthwiseConv2D",
            f"int8 per-channel C_out={cout} (dm {dm})",
            "DEPTHWISE_CONV_2D",
            [
                q8("x", (1, 8, 8, 4)),
                q8("w", (1, 3, 3, cout), ws, 0, i8vals(r, (1, 3, 3, cout)), quantized_dimension=3),
                TensorSpec("b", (cout,), "int32", np.zeros(cout, np.int32), scale=[0.05 * s for s in ws], zero_point=0),
            ],
            [q8("y", (1, 8, 8, cout), 0.1, 0)],
            {"padding": "SAME", "stride_w": 1, "stride_h": 1, "depth_multiplier": dm},
            version=3,
        )
        single(
            f"depthwise_i16_c{cout}",
            "AddDepthwiseConv2D",
            f"int16x8 per-channel C_out={cout} (dm {dm})",
            "DEPTHWISE_CONV_2D",
            [
                q16("x", (1, 8, 8, 4)),
                q8("w", (1, 3, 3, cout), ws, 0, i8vals(r, (1, 3, 3, cout)), quantized_dimension=3),
                TensorSpec("b", (cout,), "int64", np.zeros(cout, np.int64), scale=[s / 4096 for s in ws], zero_point=0),
            ],
            [q16("y", (1, 8, 8, cout), 1 / 1024, 0)],
            {"padding": "SAME", "stride_w": 1, "stride_h": 1, "depth_multiplier": dm},
            version=5,
        )

    # int4 filters (packed two per byte): the kernels request a scratch buffer to unpack them
    def int4(name, shape):
        n = int(np.prod(shape))
        return bytes(((i % 7) | (((i + 3) % 7) << 4)) & 0xFF for i in range((n + 1) // 2))

    ws8 = [0.01 + 0.001 * c for c in range(8)]
    single(
        "conv2d_i4pc_c8",
        "AddConv2D",
        "int8 activations, int4 per-channel filter C_out=8",
        "CONV_2D",
        [
            q8("x", (1, 8, 8, 3)),
            TensorSpec("w", (8, 3, 3, 3), "int4", int4("w", (8, 3, 3, 3)), scale=ws8, zero_point=0),
            TensorSpec("b", (8,), "int32", np.zeros(8, np.int32), scale=[0.05 * s for s in ws8], zero_point=0),
        ],
        [q8("y", (1, 8, 8, 8), 0.1, 0)],
        {"padding": "SAME", "stride_w": 1, "stride_h": 1},
        version=7,
    )
    single(
        "depthwise_i4pc_c8",
        "AddDepthwiseConv2D",
        "int8 activations, int4 per-channel filter C_out=8 (dm 2)",
        "DEPTHWISE_CONV_2D",
        [
            q8("x", (1, 8, 8, 4)),
            TensorSpec(
                "w", (1, 3, 3, 8), "int4", int4("w", (1, 3, 3, 8)), scale=ws8, zero_point=0, quantized_dimension=3
            ),
            TensorSpec("b", (8,), "int32", np.zeros(8, np.int32), scale=[0.05 * s for s in ws8], zero_point=0),
        ],
        [q8("y", (1, 8, 8, 8), 0.1, 0)],
        {"padding": "SAME", "stride_w": 1, "stride_h": 1, "depth_multiplier": 2},
        version=7,
    )
    single(
        "fc_i4_c4",
        "AddFullyConnected",
        "int8 activations, int4 per-tensor filter C_out=4",
        "FULLY_CONNECTED",
        [
            q8("x", (1, 16)),
            TensorSpec("w", (4, 16), "int4", int4("w", (4, 16)), scale=0.02, zero_point=0),
            TensorSpec("b", (4,), "int32", np.zeros(4, np.int32), scale=0.05 * 0.02, zero_point=0),
        ],
        [q8("y", (1, 4), 0.1, 0)],
        {},
        version=10,
    )
    single(
        "depthwise_i8pt_c8",
        "AddDepthwiseConv2D",
        "int8 per-tensor C_out=8 (dm 2)",
        "DEPTHWISE_CONV_2D",
        [
            q8("x", (1, 8, 8, 4)),
            q8("w", (1, 3, 3, 8), 0.02, 0, i8vals("dpt", (1, 3, 3, 8))),
            TensorSpec("b", (8,), "int32", np.zeros(8, np.int32), scale=0.05 * 0.02, zero_point=0),
        ],
        [q8("y", (1, 8, 8, 8), 0.1, 0)],
        {"padding": "SAME", "stride_w": 1, "stride_h": 1, "depth_multiplier": 2},
        version=3,
    )
    ws4 = [0.01 + 0.001 * c for c in range(4)]
    single(
        "fc_i16pc_c4",
        "AddFullyConnected",
        "int16x8 per-channel C_out=4, int64 bias",
        "FULLY_CONNECTED",
        [
            q16("x", (1, 16)),
            q8("w", (4, 16), ws4, 0, i8vals("f16", (4, 16))),
            TensorSpec("b", (4,), "int64", np.zeros(4, np.int64), scale=[s / 4096 for s in ws4], zero_point=0),
        ],
        [q16("y", (1, 4), 1 / 1024, 0)],
        {},
        version=7,
    )
    # conv without bias
    single(
        "conv2d_f32_nobias",
        "AddConv2D",
        "float32 C_out=8, no bias",
        "CONV_2D",
        [f32("x", (1, 8, 8, 3)), f32("w", (8, 3, 3, 3), fvals("nb", (8, 3, 3, 3)))],
        [f32("y", (1, 8, 8, 8))],
        {"padding": "SAME", "stride_w": 1, "stride_h": 1},
    )
    MODELS["conv2d_f32_nobias"]["bytes"] = build_model(
        [
            SubgraphSpec(
                [f32("x", (1, 8, 8, 3)), f32("w", (8, 3, 3, 3), fvals("nb", (8, 3, 3, 3))), f32("y", (1, 8, 8, 8))],
                [OpSpec("CONV_2D", [0, 1, -1], [2], {"padding": "SAME", "stride_w": 1, "stride_h": 1})],
                [0],
                [2],
            )
        ]
    )
    for cout in (4, 12):
        r = f"fc{cout}"
        single(
            f"fc_f32_c{cout}",
            "AddFullyConnected",
            f"float32 C_out={cout}",
            "FULLY_CONNECTED",
            [f32("x", (1, 16)), f32("w", (cout, 16), fvals(r, (cout, 16))), f32("b", (cout,), fvals(r + "b", (cout,)))],
            [f32("y", (1, cout))],
            {},
        )
        single(
            f"fc_i8pt_c{cout}",
            "AddFullyConnected",
            f"int8 per-tensor C_out={cout}",
            "FULLY_CONNECTED",
            [
                q8("x", (1, 16)),
                q8("w", (cout, 16), 0.02, 0, i8vals(r, (cout, 16))),
                TensorSpec("b", (cout,), "int32", np.zeros(cout, np.int32), scale=0.05 * 0.02, zero_point=0),
            ],
            [q8("y", (1, cout), 0.1, 0)],
            {},
            version=4,
        )
        ws = [0.01 + 0.001 * c for c in range(cout)]
        single(
            f"fc_i8pc_c{cout}",
            "AddFullyConnected",
            f"int8 per-channel C_out={cout}",
            "FULLY_CONNECTED",
            [
                q8("x", (1, 16)),
                q8("w", (cout, 16), ws, 0, i8vals(r, (cout, 16))),
                TensorSpec("b", (cout,), "int32", np.zeros(cout, np.int32), scale=[0.05 * s for s in ws], zero_point=0),
            ],
            [q8("y", (1, cout), 0.1, 0)],
            {},
            version=4,
        )
        single(
            f"fc_i16_c{cout}",
            "AddFullyConnected",
            f"int16x8 per-tensor C_out={cout}, int64 bias",
            "FULLY_CONNECTED",
            [
                q16("x", (1, 16)),
                q8("w", (cout, 16), 0.02, 0, i8vals(r, (cout, 16))),
                TensorSpec("b", (cout,), "int64", np.zeros(cout, np.int64), scale=0.02 / 4096, zero_point=0),
            ],
            [q16("y", (1, cout), 1 / 1024, 0)],
            {},
            version=7,
        )
    single(
        "fc_f32_nobias_keepdims",
        "AddFullyConnected",
        "float32 (2,3,16) keep_num_dims, no bias",
        "FULLY_CONNECTED",
        [f32("x", (2, 3, 16)), f32("w", (4, 16), fvals("fk", (4, 16)))],
        [f32("y", (2, 3, 4))],
        {"keep_num_dims": True},
    )
    MODELS["fc_f32_nobias_keepdims"]["bytes"] = build_model(
        [
            SubgraphSpec(
                [f32("x", (2, 3, 16)), f32("w", (4, 16), fvals("fk", (4, 16))), f32("y", (2, 3, 4))],
                [OpSpec("FULLY_CONNECTED", [0, 1, -1], [2], {"keep_num_dims": True})],
                [0],
                [2],
            )
        ]
    )
    for cout in (2, 6):
        r = f"tc{cout}"
        single(
            f"transpose_conv_f32_c{cout}",
            "AddTransposeConv",
            f"float32 C_out={cout}",
            "TRANSPOSE_CONV",
            [
                i32("oshape", [1, 8, 8, cout]),
                f32("w", (cout, 3, 3, 4), fvals(r, (cout, 3, 3, 4))),
                f32("x", (1, 4, 4, 4)),
                f32("b", (cout,), fvals(r + "b", (cout,))),
            ],
            [f32("y", (1, 8, 8, cout))],
            {"padding": "SAME", "stride_w": 2, "stride_h": 2},
        )
        ws = [0.01 + 0.001 * c for c in range(cout)]
        single(
            f"transpose_conv_i8pc_c{cout}",
            "AddTransposeConv",
            f"int8 per-channel C_out={cout}",
            "TRANSPOSE_CONV",
            [
                i32("oshape", [1, 8, 8, cout]),
                q8("w", (cout, 3, 3, 4), ws, 0, i8vals(r, (cout, 3, 3, 4))),
                q8("x", (1, 4, 4, 4)),
                TensorSpec("b", (cout,), "int32", np.zeros(cout, np.int32), scale=[0.05 * s for s in ws], zero_point=0),
            ],
            [q8("y", (1, 8, 8, cout), 0.1, 0)],
            {"padding": "SAME", "stride_w": 2, "stride_h": 2},
            version=3,
        )
        single(
            f"transpose_conv_i16_c{cout}",
            "AddTransposeConv",
            f"int16x8 per-channel C_out={cout}, int64 bias",
            "TRANSPOSE_CONV",
            [
                i32("oshape", [1, 8, 8, cout]),
                q8("w", (cout, 3, 3, 4), ws, 0, i8vals(r, (cout, 3, 3, 4))),
                q16("x", (1, 4, 4, 4)),
                TensorSpec("b", (cout,), "int64", np.zeros(cout, np.int64), scale=[s / 4096 for s in ws], zero_point=0),
            ],
            [q16("y", (1, 8, 8, cout), 1 / 1024, 0)],
            {"padding": "SAME", "stride_w": 2, "stride_h": 2},
            version=3,
        )
    # no-bias float transpose conv
    MODELS["transpose_conv_f32_nobias"] = {
        "kernel": "AddTransposeConv",
        "variant": "float32 C_out=2, no bias",
        "bytes": build_model(
            [
                SubgraphSpec(
                    [
                        i32("oshape", [1, 8, 8, 2]),
                        f32("w", (2, 3, 3, 4), fvals("tcn", (2, 3, 3, 4))),
                        f32("x", (1, 4, 4, 4)),
                        f32("y", (1, 8, 8, 2)),
                    ],
                    [OpSpec("TRANSPOSE_CONV", [0, 1, 2], [3], {"padding": "SAME", "stride_w": 2, "stride_h": 2})],
                    [2],
                    [3],
                )
            ]
        ),
    }
    pool = {"padding": "VALID", "stride_w": 2, "stride_h": 2, "filter_width": 2, "filter_height": 2}
    for op, kernel in (
        ("AVERAGE_POOL_2D", "AddAveragePool2D"),
        ("MAX_POOL_2D", "AddMaxPool2D"),
        ("L2_POOL_2D", "AddL2Pool2D"),
    ):
        single(f"{op.lower()}_f32", kernel, "float32", op, [f32("x", (1, 8, 8, 4))], [f32("y", (1, 4, 4, 4))], pool)
        if op != "L2_POOL_2D":
            single(f"{op.lower()}_i8", kernel, "int8", op, [q8("x", (1, 8, 8, 4))], [q8("y", (1, 4, 4, 4))], pool)
            single(f"{op.lower()}_i16", kernel, "int16", op, [q16("x", (1, 8, 8, 4))], [q16("y", (1, 4, 4, 4))], pool)


def batch_matmul():
    for adj_x in (False, True):
        for adj_y in (False, True):
            for const_rhs in (False, True):
                lshape = (1, 2, 4, 3) if adj_x else (1, 2, 3, 4)
                rshape = (1, 2, 5, 4) if adj_y else (1, 2, 4, 5)
                rhs = f32("r", rshape, fvals("bmr", rshape)) if const_rhs else f32("r", rshape)
                name = f"batch_matmul_f32_x{int(adj_x)}y{int(adj_y)}_{'constrhs' if const_rhs else 'varrhs'}"
                single(
                    name,
                    "AddBatchMatMul",
                    f"float32 adj_x={adj_x} adj_y={adj_y} rhs {'const' if const_rhs else 'input'}",
                    "BATCH_MATMUL",
                    [f32("l", lshape), rhs],
                    [f32("y", (1, 2, 3, 5))],
                    {"adj_x": adj_x, "adj_y": adj_y},
                )
    for adj_y in (False, True):
        for const_rhs in (False, True):
            rshape = (1, 2, 5, 4) if adj_y else (1, 2, 4, 5)
            rhs = q8("r", rshape, 0.02, 0, i8vals("bmq", rshape)) if const_rhs else q8("r", rshape, 0.02, 0)
            single(
                f"batch_matmul_i8_y{int(adj_y)}_{'constrhs' if const_rhs else 'varrhs'}",
                "AddBatchMatMul",
                f"int8 adj_y={adj_y} rhs {'const' if const_rhs else 'input'}",
                "BATCH_MATMUL",
                [q8("l", (1, 2, 3, 4)), rhs],
                [q8("y", (1, 2, 3, 5), 0.1, 0)],
                {"adj_x": False, "adj_y": adj_y},
            )
    # bigger constant rhs (transposed copy size)
    single(
        "batch_matmul_f32_constrhs_big",
        "AddBatchMatMul",
        "float32 rhs const (1,1,16,32)",
        "BATCH_MATMUL",
        [f32("l", (1, 1, 3, 16)), f32("r", (1, 1, 16, 32), fvals("bb", (1, 1, 16, 32)))],
        [f32("y", (1, 1, 3, 32))],
        {"adj_x": False, "adj_y": False},
    )
    single(
        "batch_matmul_f32_rank3",
        "AddBatchMatMul",
        "float32 rank 3, rhs input",
        "BATCH_MATMUL",
        [f32("l", (2, 3, 4)), f32("r", (2, 4, 5))],
        [f32("y", (2, 3, 5))],
        {"adj_x": False, "adj_y": False},
    )
    single(
        "batch_matmul_f32_bcast",
        "AddBatchMatMul",
        "float32 lhs (2,3,4) rhs (4,5) broadcast, const",
        "BATCH_MATMUL",
        [f32("l", (2, 3, 4)), f32("r", (4, 5), fvals("bc", (4, 5)))],
        [f32("y", (2, 3, 5))],
        {"adj_x": False, "adj_y": False},
    )


def svdf_lstm():
    # SVDF float and int8
    for units, rank, memory in ((4, 1, 4), (8, 2, 8)):
        filters = units * rank
        name = f"u{units}r{rank}m{memory}"
        single(
            f"svdf_f32_{name}",
            "AddSvdf",
            f"float32 units={units} rank={rank} memory={memory}",
            "SVDF",
            [
                f32("x", (1, 16)),
                f32("wf", (filters, 16), fvals(name + "f", (filters, 16))),
                f32("wt", (filters, memory), fvals(name + "t", (filters, memory))),
                f32("b", (units,), fvals(name + "b", (units,))),
                f32("state", (1, filters * memory), is_variable=True),
            ],
            [f32("y", (1, units))],
            {"rank": rank},
            graph_inputs=[0],
        )
        single(
            f"svdf_i8_{name}",
            "AddSvdf",
            f"int8 units={units} rank={rank} memory={memory}",
            "SVDF",
            [
                q8("x", (1, 16)),
                q8("wf", (filters, 16), 0.01, 0, i8vals(name + "f", (filters, 16))),
                q16(
                    "wt",
                    (filters, memory),
                    1 / 4096,
                    0,
                    rng(name).integers(-2048, 2049, size=(filters, memory)).astype(np.int16),
                ),
                TensorSpec("b", (units,), "int32", np.zeros(units, np.int32), scale=1 / 256 / 4096, zero_point=0),
                q16("state", (1, filters * memory), 1 / 256, 0, is_variable=True),
            ],
            [q8("y", (1, units), 0.05, -128)],
            {"rank": rank, "fused_activation_function": "RELU"},
            version=3,
            graph_inputs=[0],
        )
    # float LSTM (as the snapshot's scratch_ops sample), two sizes
    for steps, features, units in ((10, 10, 4), (4, 6, 8)):
        tensors = [f32("x", (1, steps, features))]
        lstm_inputs = [0] + [-1] * 23
        spec = {
            **{k: f32(f"iw{k}", (units, features), fvals(f"iw{k}{units}", (units, features))) for k in range(1, 5)},
            **{k: f32(f"rw{k}", (units, units), fvals(f"rw{k}{units}", (units, units))) for k in range(5, 9)},
            **{k: f32(f"b{k}", (units,), fvals(f"b{k}{units}", (units,))) for k in range(12, 16)},
            18: f32("h", (1, units), is_variable=True),
            19: f32("c", (1, units), is_variable=True),
        }
        for k, t in spec.items():
            lstm_inputs[k] = len(tensors)
            tensors.append(t)
        out = len(tensors)
        tensors.append(f32("y", (1, steps, units)))
        add(
            f"lstm_f32_s{steps}f{features}u{units}",
            "AddUnidirectionalSequenceLSTM",
            f"float32 steps={steps} features={features} units={units}",
            tensors,
            [
                OpSpec(
                    "UNIDIRECTIONAL_SEQUENCE_LSTM",
                    lstm_inputs,
                    [out],
                    {"fused_activation_function": "TANH", "time_major": False},
                )
            ],
            [0],
            [out],
        )
    # int8 LSTM (int16 cell state), the layout of TFLM's int8 LSTM test model
    steps, features, units = 3, 4, 4
    tensors = [q8("x", (1, steps, features), 0.05, 0)]
    lstm_inputs = [0] + [-1] * 23
    spec = {
        **{k: q8(f"iw{k}", (units, features), 0.02, 0, i8vals(f"qiw{k}", (units, features))) for k in range(1, 5)},
        **{k: q8(f"rw{k}", (units, units), 0.02, 0, i8vals(f"qrw{k}", (units, units))) for k in range(5, 9)},
        **{
            k: TensorSpec(f"b{k}", (units,), "int32", np.zeros(units, np.int32), scale=0.05 * 0.02, zero_point=0)
            for k in range(12, 16)
        },
        18: q8("h", (1, units), 1 / 128, 0, is_variable=True),
        19: q16("c", (1, units), 1 / 2048, 0, is_variable=True),
    }
    for k, t in spec.items():
        lstm_inputs[k] = len(tensors)
        tensors.append(t)
    out = len(tensors)
    tensors.append(q8("y", (1, steps, units), 1 / 128, 0))
    add(
        "lstm_i8_s3f4u4",
        "AddUnidirectionalSequenceLSTM",
        "int8 (int16 cell) steps=3 features=4 units=4",
        tensors,
        [
            OpSpec(
                "UNIDIRECTIONAL_SEQUENCE_LSTM",
                lstm_inputs,
                [out],
                {"fused_activation_function": "TANH", "time_major": False},
            )
        ],
        [0],
        [out],
    )


# ----------------------------------------------------------------------------- control flow, resources


def control_and_resources():
    # IF: then/else subgraphs each add or subtract a constant
    def branch(op):
        return SubgraphSpec(
            [f32("x", (1, 4)), f32("k", (1, 4), fvals(op, (1, 4))), f32("y", (1, 4))],
            [OpSpec(op, [0, 1], [2], {})],
            [0],
            [2],
            op.lower(),
        )

    main = [tens("c", (1,), "bool"), f32("x", (1, 4)), f32("y", (1, 4))]
    add(
        "if_f32",
        "AddIf",
        "float32, ADD / SUB branches",
        main,
        [OpSpec("IF", [0, 1], [2], {"then_subgraph_index": 1, "else_subgraph_index": 2})],
        [0, 1],
        [2],
        [branch("ADD"), branch("SUB")],
    )
    # WHILE (as the snapshot's while_loop sample, without the outer ops)
    main = [i32("i0", [0]), f32("x", (1, 4)), i32("i", (1,)), f32("acc", (1, 4))]
    cond = SubgraphSpec(
        [i32("i", (1,)), f32("acc", (1, 4)), i32("lim", [3]), tens("k", (1,), "bool")],
        [OpSpec("LESS", [0, 2], [3])],
        [0, 1],
        [3],
        "cond",
    )
    body = SubgraphSpec(
        [
            i32("i", (1,)),
            f32("acc", (1, 4)),
            i32("one", [1]),
            f32("s", (1, 4), fvals("s", (1, 4))),
            i32("i2", (1,)),
            f32("acc2", (1, 4)),
        ],
        [OpSpec("ADD", [0, 2], [4], {}), OpSpec("ADD", [1, 3], [5], {})],
        [0, 1],
        [4, 5],
        "body",
    )
    add(
        "while_f32",
        "AddWhile",
        "float32 loop of 2 ADDs",
        main,
        [OpSpec("WHILE", [0, 1], [2, 3], {"cond_subgraph_index": 1, "body_subgraph_index": 2})],
        [1],
        [3],
        [cond, body],
    )
    # CALL_ONCE + resource variables, variable sizes
    for n, dtype in ((4, "float32"), (64, "float32"), (16, "int8")):
        mk = (
            (lambda nm, shape, data=None, **kw: f32(nm, shape, data, **kw))
            if dtype == "float32"
            else (lambda nm, shape, data=None, **kw: q8(nm, shape, data=data, **kw))
        )
        main = SubgraphSpec(
            [mk("x", (1, n)), tens("h", (), "resource"), mk("r", (1, n)), mk("y", (1, n))],
            [
                OpSpec("CALL_ONCE", [], [], {"init_subgraph_index": 1}),
                OpSpec("VAR_HANDLE", [], [1], {"container": "", "shared_name": "state"}),
                OpSpec("READ_VARIABLE", [1], [2]),
                OpSpec("ADD", [2, 0], [3], {}),
                OpSpec("ASSIGN_VARIABLE", [1, 3], []),
            ],
            [0],
            [3],
            "main",
        )
        init = SubgraphSpec(
            [
                tens("h", (), "resource"),
                mk("z", (1, n), np.zeros((1, n), np.float32) if dtype == "float32" else np.zeros((1, n), np.int8)),
            ],
            [
                OpSpec("VAR_HANDLE", [], [0], {"container": "", "shared_name": "state"}),
                OpSpec("ASSIGN_VARIABLE", [0, 1], []),
            ],
            [],
            [],
            "init",
        )
        MODELS[f"resource_var_{dtype}_{n}"] = {
            "kernel": "AddCallOnce+AddVarHandle+AddReadVariable+AddAssignVariable",
            "variant": f"{dtype} variable (1,{n}), CALL_ONCE init",
            "bytes": build_model([main, init]),
        }
    # two variables, no CALL_ONCE: ASSIGN in the main graph directly
    main = SubgraphSpec(
        [
            f32("x", (1, 8)),
            tens("h1", (), "resource"),
            tens("h2", (), "resource"),
            f32("r1", (1, 8)),
            f32("x2", (2, 8)),
            f32("y", (1, 8)),
        ],
        [
            OpSpec("VAR_HANDLE", [], [1], {"container": "", "shared_name": "a"}),
            OpSpec("VAR_HANDLE", [], [2], {"container": "", "shared_name": "b"}),
            OpSpec("ASSIGN_VARIABLE", [1, 0], []),
            OpSpec("ASSIGN_VARIABLE", [2, 4], []),
            OpSpec("READ_VARIABLE", [1], [3]),
            OpSpec("ADD", [3, 0], [5], {}),
        ],
        [0, 4],
        [5],
        "main",
    )
    MODELS["resource_var_two"] = {
        "kernel": "AddVarHandle+AddReadVariable+AddAssignVariable",
        "variant": "two variables (1,8) and (2,8) float32, assigned in main",
        "bytes": build_model([main]),
    }
    # VAR_HANDLE alone
    main = SubgraphSpec(
        [f32("x", (1, 4)), tens("h", (), "resource"), f32("y", (1, 4))],
        [OpSpec("VAR_HANDLE", [], [1], {"container": "", "shared_name": "v"}), OpSpec("ABS", [0], [2], {})],
        [0],
        [2],
        "main",
    )
    MODELS["var_handle_only"] = {
        "kernel": "AddVarHandle",
        "variant": "VAR_HANDLE without ASSIGN",
        "bytes": build_model([main]),
    }
    # an ASSIGN_VARIABLE of int8 into a variable read later
    main = SubgraphSpec(
        [q8("x", (1, 32)), tens("h", (), "resource"), q8("r", (1, 32))],
        [
            OpSpec("VAR_HANDLE", [], [1], {"container": "c", "shared_name": "v8"}),
            OpSpec("ASSIGN_VARIABLE", [1, 0], []),
            OpSpec("READ_VARIABLE", [1], [2]),
        ],
        [0],
        [2],
        "main",
    )
    MODELS["assign_read_i8_32"] = {
        "kernel": "AddAssignVariable+AddReadVariable",
        "variant": "int8 (1,32)",
        "bytes": build_model([main]),
    }


# ----------------------------------------------------------------------------- custom ops


def custom_ops():
    # CIRCULAR_BUFFER (int8, input (1,1,2,8) -> output (1,4,2,8))
    for cm in (None, 2):
        single(
            f"circular_buffer_{'opts' if cm else 'noopts'}",
            "AddCircularBuffer",
            f"int8 (1,1,2,8)->(1,4,2,8) cycles_max={cm}",
            "CIRCULAR_BUFFER",
            [q8("x", (1, 1, 2, 8))],
            [q8("y", (1, 4, 2, 8))],
            custom=True,
            custom_options=flex({"cycles_max": cm}) if cm else None,
        )
    # TFLite_Detection_PostProcess
    for num_boxes, num_classes, max_det in ((10, 3, 4), (32, 5, 8)):
        opts = flex(
            {
                "max_detections": max_det,
                "max_classes_per_detection": 1,
                "detections_per_class": 3,
                "use_regular_nms": False,
                "nms_score_threshold": 0.1,
                "nms_iou_threshold": 0.5,
                "num_classes": num_classes,
                "y_scale": 10.0,
                "x_scale": 10.0,
                "h_scale": 5.0,
                "w_scale": 5.0,
            }
        )
        tensors = [
            f32("boxes", (1, num_boxes, 4)),
            f32("scores", (1, num_boxes, num_classes + 1)),
            f32("anchors", (num_boxes, 4), fvals("anc", (num_boxes, 4))),
            f32("det_boxes", (1, max_det, 4)),
            f32("det_classes", (1, max_det)),
            f32("det_scores", (1, max_det)),
            f32("num_det", (1,)),
        ]
        add(
            f"detection_postprocess_b{num_boxes}c{num_classes}m{max_det}",
            "AddDetectionPostprocess",
            f"float32 boxes={num_boxes} classes={num_classes} max_detections={max_det}",
            tensors,
            [OpSpec("TFLite_Detection_PostProcess", [0, 1, 2], [3, 4, 5, 6], custom=True, custom_options=opts)],
            [0, 1],
            [3, 4, 5, 6],
        )
    # ethos-u: a custom op the wheel has no kernel for (expected to fail)
    single(
        "ethosu_stub",
        "AddEthosU",
        "custom 'ethos-u' (no NPU in the wheel)",
        "ethos-u",
        [tens("cms", (16,), "uint8", np.zeros(16, np.uint8)), tens("x", (1, 16), "int8")],
        [tens("y", (1, 16), "int8")],
        custom=True,
        custom_options=b"\x00",
        graph_inputs=[1],
    )


def signal_ops():
    # SignalWindow: int16 input (N,), weights int16 (N,), shift
    for n in (16, 64):
        single(
            f"signal_window_{n}",
            "AddWindow",
            f"int16 ({n},)",
            "SignalWindow",
            [q16("x", (n,)), tens("w", (n,), "int16", np.full(n, 1000, np.int16))],
            [q16("y", (n,))],
            custom=True,
            custom_options=flex({"shift": 12}),
        )
    # SignalFramer: int16 input (..., N) -> (..., n_frames, frame_size) + bool valid
    for outer, inner, fsize, fstep in ((1, 16, 8, 4), (2, 32, 24, 8)):
        ishape = (outer, inner) if outer > 1 else (inner,)
        oshape = (*ishape[:-1], inner // fstep, fsize)
        single(
            f"signal_framer_o{outer}i{inner}f{fsize}s{fstep}",
            "AddFramer",
            f"int16 input {ishape}, frame_size={fsize} frame_step={fstep}",
            "SignalFramer",
            [q16("x", ishape)],
            [q16("y", oshape), tens("valid", (), "bool")],
            custom=True,
            custom_options=flex({"frame_size": fsize, "frame_step": fstep, "prefill": False}),
        )
    # SignalDelay
    for outer, inner, delay in ((1, 16, 4), (3, 8, 10)):
        ishape = (outer, inner) if outer > 1 else (inner,)
        single(
            f"signal_delay_o{outer}i{inner}d{delay}",
            "AddDelay",
            f"int16 {ishape} delay={delay}",
            "SignalDelay",
            [q16("x", ishape)],
            [q16("y", ishape)],
            custom=True,
            custom_options=flex({"delay_length": delay}),
        )
    # SignalOverlapAdd (int16 and float)
    for dtype, outer, nframes, fsize, fstep in (("int16", 1, 2, 16, 8), ("float32", 2, 3, 8, 4)):
        ishape = ((outer,) if outer > 1 else ()) + (nframes, fsize)
        oshape = ((outer,) if outer > 1 else ()) + (nframes * fstep,)
        T = 7 if dtype == "int16" else 0  # TensorType INT16 / FLOAT32
        single(
            f"signal_overlap_add_{dtype}_o{outer}",
            "AddOverlapAdd",
            f"{dtype} input {ishape} frame_step={fstep}",
            "SignalOverlapAdd",
            [tens("x", ishape, dtype)],
            [tens("y", oshape, dtype)],
            custom=True,
            custom_options=flex({"T": T, "frame_step": fstep}),
        )
    # SignalStacker
    for ch, left, right, step in ((4, 2, 0, 1), (8, 3, 1, 2)):
        single(
            f"signal_stacker_c{ch}l{left}r{right}",
            "AddStacker",
            f"int16 channels={ch} left={left} right={right} step={step}",
            "SignalStacker",
            [q16("x", (ch,))],
            [q16("y", (ch * (left + right + 1),)), tens("valid", (), "bool")],
            custom=True,
            custom_options=flex(
                {"num_channels": ch, "stacker_left_context": left, "stacker_right_context": right, "stacker_step": step}
            ),
        )
    # SignalEnergy: complex int16 (as 2N int16) -> uint32 (N)
    single(
        "signal_energy",
        "AddEnergy",
        "int16 (32,) -> uint32 (16,)",
        "SignalEnergy",
        [q16("x", (32,))],
        [tens("y", (16,), "uint32")],
        custom=True,
        custom_options=flex({"end_index": 16, "start_index": 0}),
    )
    # SignalFftAutoScale
    single(
        "signal_fft_auto_scale",
        "AddFftAutoScale",
        "int16 (32,)",
        "SignalFftAutoScale",
        [q16("x", (32,))],
        [q16("y", (32,)), i32("scale_bit", ())],
        custom=True,
        custom_options=flex({}),
    )
    # SignalRfft / SignalIrfft: T int16 / int32 / float32, two FFT lengths
    for dtype, T in (("int16", 7), ("int32", 2), ("float32", 0)):
        for fft in (64, 256):
            single(
                f"signal_rfft_{dtype}_{fft}",
                "AddRfft",
                f"{dtype} fft_length={fft}",
                "SignalRfft",
                [tens("x", (fft,), dtype)],
                [tens("y", (fft + 2,), dtype)],
                custom=True,
                custom_options=flex({"T": T, "fft_length": fft}),
            )
            single(
                f"signal_irfft_{dtype}_{fft}",
                "AddIrfft",
                f"{dtype} fft_length={fft}",
                "SignalIrfft",
                [tens("x", (fft + 2,), dtype)],
                [tens("y", (fft,), dtype)],
                custom=True,
                custom_options=flex({"T": T, "fft_length": fft}),
            )
    # SignalFilterBank: inputs uint32 (N,), weights int16, unweights int16, channel_frequency_starts int16,
    # channel_weight_starts int16, channel_widths int16 -> uint64 (num_channels,)
    for nch in (4, 16):
        n = 33
        w = nch + 1
        single(
            f"signal_filter_bank_{nch}",
            "AddFilterBank",
            f"uint32 ({n},) -> {nch} channels",
            "SignalFilterBank",
            [
                tens("x", (n,), "uint32"),
                tens("w", (n,), "int16", np.ones(n, np.int16)),
                tens("uw", (n,), "int16", np.ones(n, np.int16)),
                tens("cfs", (w,), "int16", np.arange(w, dtype=np.int16)),
                tens("cws", (w,), "int16", np.arange(w, dtype=np.int16)),
                tens("cw", (w,), "int16", np.ones(w, np.int16)),
            ],
            [tens("y", (nch,), "uint64")],
            custom=True,
            custom_options=flex({"num_channels": nch}),
            graph_inputs=[0],
        )
    single(
        "signal_filter_bank_log",
        "AddFilterBankLog",
        "uint32 (16,) -> int16",
        "SignalFilterBankLog",
        [tens("x", (16,), "uint32")],
        [q16("y", (16,))],
        custom=True,
        custom_options=flex({"input_correction_bits": 3, "output_scale": 1600}),
    )
    single(
        "signal_filter_bank_square_root",
        "AddFilterBankSquareRoot",
        "uint64 (16,) -> uint32",
        "SignalFilterBankSquareRoot",
        [tens("x", (16,), "uint64"), i32("bits", ())],
        [tens("y", (16,), "uint32")],
        custom=True,
        custom_options=None,
    )
    for nch in (8, 32):
        single(
            f"signal_filter_bank_spectral_subtraction_{nch}",
            "AddFilterBankSpectralSubtraction",
            f"uint32 ({nch},)",
            "SignalFilterBankSpectralSubtraction",
            [tens("x", (nch,), "uint32")],
            [tens("y", (nch,), "uint32"), tens("noise", (nch,), "uint32")],
            custom=True,
            custom_options=flex(
                {
                    "alternate_one_minus_smoothing": 0,
                    "alternate_smoothing": 0,
                    "clamping": False,
                    "min_signal_remaining": 655,
                    "num_channels": nch,
                    "one_minus_smoothing": 15729,
                    "smoothing": 655,
                    "smoothing_bits": 0,
                    "spectral_subtraction_bits": 14,
                }
            ),
        )
    single(
        "signal_pcan",
        "AddPCAN",
        "uint32 (16,)",
        "SignalPCAN",
        [
            tens("x", (16,), "uint32"),
            tens("noise", (16,), "uint32"),
            tens("lut", (125,), "int16", np.ones(125, np.int16)),
        ],
        [tens("y", (16,), "uint32")],
        custom=True,
        custom_options=flex({"snr_shift": 6}),
        graph_inputs=[0, 1],
    )


def decode_ops():
    """TFLM_DECODE (compression): models compressed with the wheel's own compression tool."""
    import importlib

    compress = importlib.import_module("tflite_micro.tensorflow.lite.micro.compression.compress")
    cspec = importlib.import_module("tflite_micro.tensorflow.lite.micro.compression.spec")

    def compressed(name, variant, base_name, yaml):
        data = MODELS.pop(base_name)["bytes"]
        out = compress.compress(data, cspec.parse_yaml(yaml))
        MODELS[name] = {"kernel": "AddDecode", "variant": variant, "bytes": bytes(out)}

    w = (np.arange(12 * 16).reshape(12, 16) % 16 - 8).astype(np.int8)
    single(
        "_fc_for_decode",
        "",
        "",
        "FULLY_CONNECTED",
        [
            q8("x", (1, 16)),
            q8("w", (12, 16), 0.02, 0, w),
            TensorSpec("b", (12,), "int32", np.zeros(12, np.int32), scale=0.001, zero_point=0),
        ],
        [q8("y", (1, 12), 0.1, 0)],
        {},
        version=4,
    )
    compressed(
        "decode_lut_fc_pertensor",
        "LUT 4-bit per-tensor FC weights (12,16) int8",
        "_fc_for_decode",
        "tensors:\n  - subgraph: 0\n    tensor: 1\n    compression:\n      - lut:\n"
        "          index_bitwidth: 4\n          per_tensor:\n",
    )
    ws = [0.01 + 0.001 * c for c in range(8)]
    wc = (np.arange(8 * 27).reshape(8, 3, 3, 3) % 4 - 2).astype(np.int8)
    single(
        "_conv_for_decode",
        "",
        "",
        "CONV_2D",
        [
            q8("x", (1, 8, 8, 3)),
            q8("w", (8, 3, 3, 3), ws, 0, wc),
            TensorSpec(
                "b", (8,), "int32", np.arange(8, dtype=np.int32) % 2, scale=[0.05 * s for s in ws], zero_point=0
            ),
        ],
        [q8("y", (1, 8, 8, 8), 0.1, 0)],
        {"padding": "SAME", "stride_w": 1, "stride_h": 1},
        version=3,
    )
    compressed(
        "decode_lut_conv_perchannel_2",
        "LUT 2-bit per-channel conv weights + 1-bit bias (two DECODE)",
        "_conv_for_decode",
        "tensors:\n  - subgraph: 0\n    tensor: 1\n    compression:\n      - lut:\n"
        "          index_bitwidth: 2\n          per_channel:\n            axis: 0\n"
        "  - subgraph: 0\n    tensor: 2\n    compression:\n      - lut:\n"
        "          index_bitwidth: 1\n          per_tensor:\n",
    )


# ----------------------------------------------------------------------------- multi-op models


def multi_op():
    """Small chains, to check that per-op allocations add up and to exercise the planner-time rule."""
    t = [
        f32("x", (1, 8, 8, 3)),
        f32("w", (8, 3, 3, 3), fvals("mw", (8, 3, 3, 3))),
        f32("b", (8,), fvals("mb", (8,))),
        f32("c", (1, 8, 8, 8)),
        f32("m", (1, 4, 4, 8)),
        i32("s", [1, 128]),
        f32("f", (1, 128)),
        f32("fw", (10, 128), fvals("mf", (10, 128))),
        f32("fb", (10,), fvals("mfb", (10,))),
        f32("l", (1, 10)),
        f32("p", (1, 10)),
    ]
    ops = [
        OpSpec("CONV_2D", [0, 1, 2], [3], {"padding": "SAME", "stride_w": 1, "stride_h": 1}),
        OpSpec(
            "MAX_POOL_2D",
            [3],
            [4],
            {"padding": "VALID", "stride_w": 2, "stride_h": 2, "filter_width": 2, "filter_height": 2},
        ),
        OpSpec("RESHAPE", [4, 5], [6], {"new_shape": [1, 128]}),
        OpSpec("FULLY_CONNECTED", [6, 7, 8], [9], {}),
        OpSpec("SOFTMAX", [9], [10], {"beta": 1.0}),
    ]
    add("chain_cnn_f32", "multi", "CONV_2D, MAX_POOL_2D, RESHAPE, FULLY_CONNECTED, SOFTMAX float32", t, ops, [0], [10])
    # many tiny ops: many tensors, a long chain of ABS
    n = 40
    t = [f32(f"t{i}", (1, 4)) for i in range(n + 1)]
    ops = [OpSpec("ABS", [i], [i + 1], {}) for i in range(n)]
    add("chain_abs_40", "multi", "40 ABS in a chain (float32 (1,4))", t, ops, [0], [n])
    # many inputs and outputs, quantized
    t = [q8(f"in{i}", (1, 4)) for i in range(4)] + [q8(f"out{i}", (1, 4)) for i in range(4)]
    ops = [OpSpec("RELU", [i], [i + 4], {}) for i in range(4)]
    add("io_4in_4out_i8", "multi", "4 int8 inputs, 4 outputs (RELU each)", t, ops, [0, 1, 2, 3], [4, 5, 6, 7])
    # per-channel quantized graph input / output (zero-point array of n channels)
    t = [q8("x", (1, 2, 2, 4), [0.1, 0.2, 0.3, 0.4], [0, 0, 0, 0], quantized_dimension=3), q8("y", (1, 2, 2, 4))]
    add(
        "io_perchannel_input",
        "multi",
        "graph input with 4-channel quantization (RELU)",
        t,
        [OpSpec("RELU", [0], [1], {})],
        [0],
        [1],
    )
    # scratch-heavy: several MEANs (3 scratch buffers each)
    t = [f32("x", (1, 8, 8, 4))]
    ops = []
    for i in range(5):
        t.append(i32(f"a{i}", [1, 2]))
        t.append(f32(f"y{i}", (1, 1, 1, 4)))
        ops.append(OpSpec("MEAN", [0, 2 * i + 1], [2 * i + 2], {"keep_dims": True}))
    add(
        "multi_mean_5", "multi", "5 MEAN ops on one input (scratch buffers)", t, ops, [0], [2 * i + 2 for i in range(5)]
    )


@dataclass(frozen=True)
class KernelModel:
    kernel: str  # the op resolver's Add* method it exercises
    variant: str
    data: bytes


@cache
def kernel_models() -> dict[str, KernelModel]:
    """Every kernel model, by name (built once per test session)."""
    MODELS.clear()
    for family in (
        unary_ops,
        binary_ops,
        shape_ops,
        reduce_ops,
        conv_like,
        batch_matmul,
        svdf_lstm,
        control_and_resources,
        custom_ops,
        signal_ops,
        decode_ops,
        multi_op,
    ):
        family()
    return {name: KernelModel(m["kernel"], m["variant"], m["bytes"]) for name, m in sorted(MODELS.items())}
