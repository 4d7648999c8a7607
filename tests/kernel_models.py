"""One-operator (or minimal) models for every kernel TFLM's op resolver registers (tests only).

``kernel_models()`` returns ``{name: KernelModel(kernel, variant, bytes)}``, built in memory, sorted by
name. Each model exercises one kernel (``kernel``: the Add* method of MicroMutableOpResolver) in one
variant (type, quantization, shape, options). Variants exist where the kernel's persistent allocations
could depend on them: per-channel arrays (CONV_2D, DEPTHWISE_CONV_2D, FULLY_CONNECTED, TRANSPOSE_CONV)
with two C_out values, ops that copy their output dims (rank variants), BATCH_MATMUL operand
constness/adjoint flags, signal-op state sizes, resource-variable sizes, int8/int16 LUT kernels. The
whole-arena fidelity tests (tests/test_tflm_arena.py) compare memplan's prediction with the real
interpreter on each.

The models are data: ``MANIFEST`` below, read by the builder ``build`` (tflite_memplan.model.writer).

Manifest format
---------------
A **one-operator row** is a tuple ``(name, kernel, variant, opcode, inputs, outputs[, options[, extra]])``.
``inputs`` and ``outputs`` are tensors (below); ``None`` in ``inputs`` is an omitted optional input (-1).
The model's tensors are the inputs then the outputs; its graph inputs are the operator's inputs that are
neither constant nor variable. ``extra`` may hold ``version`` (the operator's, default 1), ``main`` (the
subgraph's name, default ``"main"``) and ``compress`` (a compression spec in the YAML of TFLM's
compression tool, applied to the built model).

A **graph entry** is a dict ``{"name", "kernel", "variant", "tensors", "ops", "inputs", "outputs"}`` with
optional ``"subgraphs"`` (more dicts ``{"name", "tensors", "ops", "inputs", "outputs"}``, subgraphs 1, 2…).
An op is ``(opcode, inputs, outputs[, options[, version]])`` with tensor indices.

An **opcode** that is not a builtin operator of the schema is a custom operator: its options are then a
dict written as a flexbuffer, raw ``bytes``, or ``None`` (no custom options). Builtin options are the
schema's snake_case fields (see tflite_memplan.model.writer).

A **tensor** is a string ``"name type[shape] attribute…"``, e.g. ``"w q8[8,3,3,3] q=pc,0 rand=conv8"``.
``type`` is ``f32`` (float32), ``i32`` (int32), ``q8`` (int8 quantized, default ``q=0.05,0``), ``q16``
(int16 quantized, default ``q=1/4096,0``) or any writer dtype (``int8``, ``bool``, ``uint32``, ``int64``,
``resource``…, unquantized). ``[]`` is a scalar. Attributes (no spaces inside one):

- ``q=SCALE,ZERO_POINT`` quantization; values may be lists and use ``*`` and ``/``; ``pc`` is the
  per-channel scale list ``0.01 + 0.001·c`` over the quantized dimension (``q=0.05*pc,0``);
- ``dim=N`` the quantized dimension (default 0); ``var`` a variable tensor;
- constant data: ``=VALUES`` (a number or list, reshaped to the shape), ``rand=SEED`` (random, seeded by
  ``rng(SEED)``: float32 k/64 for k in [-64, 64], int8 in [-127, 127], int16 in [-2048, 2048]),
  ``fill=V``, ``mod=M,OFFSET`` (element index % M + OFFSET), ``packed`` (int4 nibbles of a fixed pattern).

Rows that differ only by a parameter (dtype, C_out, rank, flags) are written once: a comprehension over
the parameter's values, or a small template function (weighted operators from the WEIGHTED and SCHEMES
tables, SVDF, LSTM, resource variables) that returns rows or entries in the formats above.
"""

from __future__ import annotations

import ast
import importlib
from dataclasses import dataclass
from functools import cache

import numpy as np
from flatbuffers import flexbuffers

from tflite_memplan.model.schema import builtin_code
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

RNG_SEED = 20261123


@dataclass(frozen=True)
class KernelModel:
    kernel: str  # the op resolver's Add* method it exercises
    variant: str
    data: bytes


@cache
def kernel_models() -> dict[str, KernelModel]:
    """Every kernel model, by name (built once per test session)."""
    entries = [entry if isinstance(entry, dict) else one_op(*entry) for entry in MANIFEST]
    models = {e["name"]: KernelModel(e["kernel"], e["variant"], build(e)) for e in entries}
    if len(models) != len(entries):
        raise ValueError("two manifest entries have the same name")
    return dict(sorted(models.items()))


# ----------------------------------------------------------------------------- builder


def rng(name: str) -> np.random.Generator:
    return np.random.default_rng(RNG_SEED + sum(map(ord, name)))


def one_op(name, kernel, variant, opcode, inputs, outputs, options=None, extra=None) -> dict:
    """The graph entry of a one-operator row."""
    tensors = [t for t in inputs if t is not None] + list(outputs)
    op_inputs, i = [], 0
    for t in inputs:
        op_inputs.append(-1 if t is None else i)
        i += t is not None
    op_outputs = list(range(i, len(tensors)))
    graph_inputs = [n for n in range(i) if (t := tensor(tensors[n])).data is None and not t.is_variable]
    extra = extra or {}
    op = (opcode, op_inputs, op_outputs, options, extra.get("version", 1))
    return {
        "name": name,
        "kernel": kernel,
        "variant": variant,
        "tensors": tensors,
        "ops": [op],
        "inputs": graph_inputs,
        "outputs": op_outputs,
        **extra,
    }


def build(entry: dict) -> bytes:
    """The ``.tflite`` bytes of a graph entry."""
    subgraphs = [{**entry, "name": entry.get("main", "main")}, *entry.get("subgraphs", ())]
    data = build_model(
        [
            SubgraphSpec(
                [tensor(t) for t in g["tensors"]], [_op(*op) for op in g["ops"]], g["inputs"], g["outputs"], g["name"]
            )
            for g in subgraphs
        ]
    )
    if "compress" in entry:
        compress = importlib.import_module("tflite_micro.tensorflow.lite.micro.compression.compress")
        spec = importlib.import_module("tflite_micro.tensorflow.lite.micro.compression.spec")
        data = bytes(compress.compress(data, spec.parse_yaml(entry["compress"])))
    return data


def _op(opcode, inputs, outputs, options=None, version=1) -> OpSpec:
    try:
        builtin_code(opcode)
    except ValueError:
        custom = bytes(flexbuffers.Dumps(options)) if isinstance(options, dict) else options
        return OpSpec(opcode, inputs, outputs, custom=True, custom_options=custom, version=version)
    return OpSpec(opcode, inputs, outputs, options or {}, version=version)


# type -> (writer dtype, default quantization)
_TYPES = {"f32": ("float32", None), "i32": ("int32", None), "q8": ("int8", "0.05,0"), "q16": ("int16", "1/4096,0")}
_ATTRIBUTES = {"q", "dim", "var", "", "rand", "fill", "mod", "packed"}  # "": "=VALUES"


def tensor(text: str) -> TensorSpec:
    """The TensorSpec of a manifest tensor string."""
    name, typed, *attributes = text.split()
    kind, shape_text = typed.removesuffix("]").split("[")
    shape = tuple(int(d) for d in shape_text.split(",") if d)
    dtype, quantization = _TYPES.get(kind, (kind, None))
    a = dict((*x.split("=", 1),) if "=" in x else (x, "") for x in attributes)
    if unknown := set(a) - _ATTRIBUTES:
        raise ValueError(f"{text!r}: unknown attributes {sorted(unknown)}")
    dim = int(a.get("dim", 0))
    pc = 0.01 + 0.001 * np.arange(shape[dim]) if shape else None  # the per-channel scales
    quantization = a.get("q", quantization)
    scale, zero_point = _value(quantization, pc) if quantization else (None, None)
    data = _data(a, dtype, shape)
    return TensorSpec(name, shape, dtype, data, "var" in a, scale=scale, zero_point=zero_point, quantized_dimension=dim)


def _data(a: dict[str, str], dtype: str, shape: tuple[int, ...]) -> np.ndarray | bytes | None:
    n = int(np.prod(shape))
    if "packed" in a:
        return bytes(((i % 7) | (((i + 3) % 7) << 4)) & 0xFF for i in range((n + 1) // 2))
    if "" in a:
        values = np.asarray(_value(a[""]))
    elif "rand" in a:
        low = {"float32": 64, "int8": 127, "int16": 2048}[dtype]
        values = rng(a["rand"]).integers(-low, low + 1, size=shape)
        values = values / 64 if dtype == "float32" else values
    elif "fill" in a:
        values = np.full(shape, _value(a["fill"]))
    elif "mod" in a:
        m, offset = _value(a["mod"])
        values = np.arange(n) % m + offset
    else:
        return None
    return values.astype(dtype).reshape(shape)


def _value(text: str, pc: np.ndarray | None = None):
    """A number, tuple or list, with ``*``, ``/`` and unary ``-``; ``pc`` names the per-channel scales."""

    def ev(node):
        match node:
            case ast.Constant(value=v):
                return v
            case ast.Name(id="pc"):
                return pc
            case ast.Tuple(elts=items) | ast.List(elts=items):
                return [ev(x) for x in items]
            case ast.UnaryOp(op=ast.USub(), operand=x):
                return -ev(x)
            case ast.BinOp(left=x, op=ast.Mult(), right=y):
                return ev(x) * ev(y)
            case ast.BinOp(left=x, op=ast.Div(), right=y):
                return ev(x) / ev(y)
        raise ValueError(f"not a manifest value: {text!r}")

    return ev(ast.parse(text, mode="eval").body)


# ----------------------------------------------------------------------------- manifest
# fmt: off

X = "[1,4,4,4]"  # the shape of most elementwise and shape-op inputs
SAME1 = {"padding": "SAME", "stride_w": 1, "stride_h": 1}
POOL = {"padding": "VALID", "stride_w": 2, "stride_h": 2, "filter_width": 2, "filter_height": 2}
NO_FLAGS = {"exclusive": False, "reverse": False}

# opcode: resolver method, builtin options, int8 output quantization (None: no int8 variant)
UNARY = {
    "ABS": ("AddAbs", None, "0.05,0"), "CEIL": ("AddCeil", None, None), "COS": ("AddCos", None, None),
    "EXP": ("AddExp", None, None), "FLOOR": ("AddFloor", None, None), "LOG": ("AddLog", None, None),
    "NEG": ("AddNeg", None, "0.05,0"), "ROUND": ("AddRound", None, None), "RSQRT": ("AddRsqrt", None, "0.05,0"),
    "SIN": ("AddSin", None, None), "SQRT": ("AddSqrt", None, None), "SQUARE": ("AddSquare", None, "0.05,0"),
    "ELU": ("AddElu", None, "0.05,0"), "HARD_SWISH": ("AddHardSwish", None, "0.05,0"),
    "LOGISTIC": ("AddLogistic", None, "1/256,-128"), "TANH": ("AddTanh", None, "1/128,0"),
    "RELU": ("AddRelu", None, "0.05,0"), "RELU6": ("AddRelu6", None, "0.05,0"),
    "ZEROS_LIKE": ("AddZerosLike", None, "0.05,0"), "L2_NORMALIZATION": ("AddL2Normalization", None, "1/128,0"),
    "LOG_SOFTMAX": ("AddLogSoftmax", None, "16/256,127"), "SOFTMAX": ("AddSoftmax", {"beta": 1.0}, "1/256,-128"),
    "LEAKY_RELU": ("AddLeakyRelu", {"alpha": 0.2}, "0.05,0"),
}
# int16 variants: opcode -> output quantization
UNARY_I16 = {"LOGISTIC": "1/32768,0", "TANH": "1/32768,0", "HARD_SWISH": "1/4096,0", "LEAKY_RELU": "1/4096,0",
             "ABS": "1/4096,0", "RSQRT": "1/4096,0", "RELU": "1/4096,0"}

# Binary operators: variant -> (name suffix, a, b, y); opcode -> (resolver method, variants)
BINARY_TYPES = {
    "float32": ("f32", f"f32{X}", f"f32{X}", f"f32{X}"),
    "int8": ("i8", f"q8{X}", f"q8{X} q=0.04,2", f"q8{X} q=0.1,-3"),
    "int16": ("i16", f"q16{X}", f"q16{X}", f"q16{X}"),
    "int32": ("i32", f"i32{X}", f"i32{X}", f"i32{X}"),
}
BINARY = {
    "ADD": ("AddAdd", "float32 int8 int16 int32"), "SUB": ("AddSub", "float32 int8 int16"),
    "MUL": ("AddMul", "float32 int8 int16"), "DIV": ("AddDiv", "float32 int8"),
    "SQUARED_DIFFERENCE": ("AddSquaredDifference", "float32 int8"), "MAXIMUM": ("AddMaximum", "float32 int8"),
    "MINIMUM": ("AddMinimum", "float32 int8"), "FLOOR_DIV": ("AddFloorDiv", "float32 int32"),
    "FLOOR_MOD": ("AddFloorMod", "float32 int32"),
}
COMPARISONS = {"EQUAL": "AddEqual", "NOT_EQUAL": "AddNotEqual", "LESS": "AddLess", "LESS_EQUAL": "AddLessEqual",
               "GREATER": "AddGreater", "GREATER_EQUAL": "AddGreaterEqual"}
REDUCTIONS = {"MEAN": "AddMean", "SUM": "AddSum", "REDUCE_MAX": "AddReduceMax", "REDUCE_MIN": "AddReduceMin"}

# Weighted operators, per C_out (their per-channel arrays) and quantization scheme.
# scheme -> variant, x and y type, w type and attributes, b type and attributes, y attributes ({r}: the seed)
SCHEMES = {
    "f32": ("float32", "f32", "f32", "", "f32", "rand={r}b", ""),
    "i8pc": ("int8 per-channel", "q8", "q8", "q=pc,0", "int32", "fill=0 q=0.05*pc,0", "q=0.1,0"),
    "i8pt": ("int8 per-tensor", "q8", "q8", "q=0.02,0", "int32", "fill=0 q=0.05*0.02,0", "q=0.1,0"),
    "i16pc": ("int16x8 per-channel", "q16", "q8", "q=pc,0", "int64", "fill=0 q=pc/4096,0", "q=1/1024,0"),
    "i16pt": ("int16x8 per-tensor", "q16", "q8", "q=0.02,0", "int64", "fill=0 q=0.02/4096,0", "q=1/1024,0"),
}
# name prefix, resolver method, opcode, seed, C_out values, x / w / y shapes ({c}: C_out), options,
# [(name suffix, scheme, operator version)]
WEIGHTED = [
    ("conv2d", "AddConv2D", "CONV_2D", "conv", (8, 16), "1,8,8,3", "{c},3,3,3", "1,8,8,{c}", SAME1,
     [("f32", "f32", 1), ("i8pc", "i8pc", 3), ("i8pt", "i8pt", 3), ("i16", "i16pc", 4)]),
    ("depthwise", "AddDepthwiseConv2D", "DEPTHWISE_CONV_2D", "conv", (8, 16), "1,8,8,4", "1,3,3,{c}", "1,8,8,{c}",
     SAME1, [("f32", "f32", 1), ("i8pc", "i8pc", 3), ("i16", "i16pc", 5)]),
    ("fc", "AddFullyConnected", "FULLY_CONNECTED", "fc", (4, 12), "1,16", "{c},16", "1,{c}", {},
     [("f32", "f32", 1), ("i8pt", "i8pt", 4), ("i8pc", "i8pc", 4), ("i16", "i16pt", 7)]),
    ("transpose_conv", "AddTransposeConv", "TRANSPOSE_CONV", "tc", (2, 6), "1,4,4,4", "{c},3,3,4", "1,8,8,{c}",
     {"padding": "SAME", "stride_w": 2, "stride_h": 2}, [("f32", "f32", 1), ("i8pc", "i8pc", 3), ("i16", "i16pc", 3)]),
]


def weighted(prefix, kernel, opcode, seed, couts, x, w, y, options, schemes):
    """Rows of one WEIGHTED entry: x, w, b (TRANSPOSE_CONV: output shape, w, x, b); depthwise filters are
    quantized on dimension 3, and C_out = 4 × the depth multiplier."""
    for c in couts:
        for suffix, scheme, version in schemes:
            text, xt, wt, wq, bt, bq, yq = SCHEMES[scheme]
            ins = [f"x {xt}[{x}]", f"w {wt}[{w}] {wq} rand={{r}}", f"b {bt}[{{c}}] {bq}"]
            variant, opts = f"{text} C_out={c}", options
            if opcode == "DEPTHWISE_CONV_2D":
                ins[1] += " dim=3"
                variant, opts = f"{variant} (dm {c // 4})", {**options, "depth_multiplier": c // 4}
            elif scheme.startswith("i16"):
                variant += ", int64 bias"
            if opcode == "TRANSPOSE_CONV":
                ins = ["oshape i32[4] =1,8,8,{c}", ins[1], ins[0], ins[2]]
            yield (f"{prefix}_{suffix}_c{c}", kernel, variant, opcode, [t.format(c=c, r=f"{seed}{c}") for t in ins],
                   [f"y {xt}[{y}] {yq}".format(c=c)], opts, {"version": version})


def svdf(units, rank, memory):
    f, n = units * rank, f"u{units}r{rank}m{memory}"
    shapes = f"units={units} rank={rank} memory={memory}"
    yield (f"svdf_f32_{n}", "AddSvdf", f"float32 {shapes}", "SVDF",
           ["x f32[1,16]", f"wf f32[{f},16] rand={n}f", f"wt f32[{f},{memory}] rand={n}t", f"b f32[{units}] rand={n}b",
            f"state f32[1,{f * memory}] var"], [f"y f32[1,{units}]"], {"rank": rank})
    yield (f"svdf_i8_{n}", "AddSvdf", f"int8 {shapes}", "SVDF",
           ["x q8[1,16]", f"wf q8[{f},16] q=0.01,0 rand={n}f", f"wt q16[{f},{memory}] rand={n}",
            f"b int32[{units}] fill=0 q=1/256/4096,0", f"state q16[1,{f * memory}] q=1/256,0 var"],
           [f"y q8[1,{units}] q=0.05,-128"], {"rank": rank, "fused_activation_function": "RELU"}, {"version": 3})


# UNIDIRECTIONAL_SEQUENCE_LSTM inputs: x, input weights 1-4, recurrent weights 5-8, biases 12-15, h 18, c 19
LSTM_INPUTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, -1, -1, -1, 9, 10, 11, 12, -1, -1, 13, 14, -1, -1, -1, -1]


def lstm(name, variant, x, iw, rw, b, h, c, y):
    tensors = [x, *(iw.format(k=k) for k in range(1, 5)), *(rw.format(k=k) for k in range(5, 9)),
               *(b.format(k=k) for k in range(12, 16)), h, c, y]
    op = ("UNIDIRECTIONAL_SEQUENCE_LSTM", LSTM_INPUTS, [15], {"fused_activation_function": "TANH", "time_major": False})
    return {"name": name, "kernel": "AddUnidirectionalSequenceLSTM", "variant": variant, "tensors": tensors,
            "ops": [op], "inputs": [0], "outputs": [15]}


def resource_var(n, t):
    """CALL_ONCE initialises a resource variable that the main graph reads, adds to and assigns."""
    return {
        "name": f"resource_var_{'float32' if t == 'f32' else 'int8'}_{n}",
        "kernel": "AddCallOnce+AddVarHandle+AddReadVariable+AddAssignVariable",
        "variant": f"{'float32' if t == 'f32' else 'int8'} variable (1,{n}), CALL_ONCE init",
        "tensors": [f"x {t}[1,{n}]", "h resource[]", f"r {t}[1,{n}]", f"y {t}[1,{n}]"],
        "ops": [("CALL_ONCE", [], [], {"init_subgraph_index": 1}),
                ("VAR_HANDLE", [], [1], {"container": "", "shared_name": "state"}),
                ("READ_VARIABLE", [1], [2]), ("ADD", [2, 0], [3]), ("ASSIGN_VARIABLE", [1, 3], [])],
        "inputs": [0], "outputs": [3],
        "subgraphs": [{"name": "init", "tensors": ["h resource[]", f"z {t}[1,{n}] fill=0"],
                       "ops": [("VAR_HANDLE", [], [0], {"container": "", "shared_name": "state"}),
                               ("ASSIGN_VARIABLE", [0, 1], [])],
                       "inputs": [], "outputs": []}],
    }


def branch(op):
    return {"name": op.lower(), "tensors": ["x f32[1,4]", f"k f32[1,4] rand={op}", "y f32[1,4]"],
            "ops": [(op, [0, 1], [2])], "inputs": [0], "outputs": [2]}


SIGNAL_T = {"int16": 7, "int32": 2, "float32": 0}  # TensorType of the signal ops' T option
# TFLM compression specs (the YAML of tflite_micro's compression tool)
LUT_FC = """\
tensors:
  - subgraph: 0
    tensor: 1
    compression:
      - lut:
          index_bitwidth: 4
          per_tensor:
"""
LUT_CONV = """\
tensors:
  - subgraph: 0
    tensor: 1
    compression:
      - lut:
          index_bitwidth: 2
          per_channel:
            axis: 0
  - subgraph: 0
    tensor: 2
    compression:
      - lut:
          index_bitwidth: 1
          per_tensor:
"""


def dims(shape: tuple[int, ...]) -> str:
    return ",".join(map(str, shape))


MANIFEST = [
    # ------------------------------------------------------------------------- elementwise
    *((f"{op.lower()}_f32", k, "float32", op, [f"x f32{X}"], [f"y f32{X}"], o) for op, (k, o, _) in UNARY.items()),
    *((f"{op.lower()}_i8", k, "int8", op, [f"x q8{X}"], [f"y q8{X} q={q}"], o) for op, (k, o, q) in UNARY.items() if q),
    *((f"{op.lower()}_i16", UNARY[op][0], "int16", op, [f"x q16{X}"], [f"y q16{X} q={q}"], UNARY[op][1])
      for op, q in UNARY_I16.items()),
    ("softmax_i16", "AddSoftmax", "int16", "SOFTMAX", [f"x q16{X} q=1/2048,0"], [f"y q16{X} q=1/32768,0"],
     {"beta": 1.0}),
    ("softmax_i8_i16", "AddSoftmax", "int8 in, int16 out", "SOFTMAX", [f"x q8{X}"], [f"y q16{X} q=1/65536,-32768"],
     {"beta": 1.0}),
    ("softmax_f32_big", "AddSoftmax", "float32 (1,64)", "SOFTMAX", ["x f32[1,64]"], ["y f32[1,64]"], {"beta": 1.0}),
    ("logical_not", "AddLogicalNot", "bool", "LOGICAL_NOT", [f"x bool{X}"], [f"y bool{X}"]),
    ("prelu_f32", "AddPrelu", "float32", "PRELU", [f"x f32{X}", "alpha f32[4] rand=a"], [f"y f32{X}"]),
    ("prelu_i8", "AddPrelu", "int8", "PRELU", [f"x q8{X}", "alpha q8[4] q=0.01,0 rand=a"], [f"y q8{X}"]),
    ("cast_f32_i32", "AddCast", "float32->int32", "CAST", [f"x f32{X}"], [f"y i32{X}"],
     {"in_data_type": "FLOAT32", "out_data_type": "INT32"}),
    ("cast_i8_f32", "AddCast", "int8->float32", "CAST", [f"x int8{X}"], [f"y f32{X}"],
     {"in_data_type": "INT8", "out_data_type": "FLOAT32"}),
    ("quantize_f32_i8", "AddQuantize", "float32->int8", "QUANTIZE", [f"x f32{X}"], [f"y q8{X}"]),
    ("quantize_i8_i8", "AddQuantize", "int8->int8 requantize", "QUANTIZE", [f"x q8{X}"], [f"y q8{X} q=0.1,3"]),
    ("quantize_f32_i16", "AddQuantize", "float32->int16", "QUANTIZE", [f"x f32{X}"], [f"y q16{X}"]),
    ("quantize_i16_i8", "AddQuantize", "int16->int8", "QUANTIZE", [f"x q16{X}"], [f"y q8{X}"]),
    ("dequantize_i8", "AddDequantize", "int8->float32", "DEQUANTIZE", [f"x q8{X}"], [f"y f32{X}"]),
    ("dequantize_i16", "AddDequantize", "int16->float32", "DEQUANTIZE", [f"x q16{X}"], [f"y f32{X}"]),
    ("cumsum_f32", "AddCumSum", "float32", "CUMSUM", ["x f32[1,4,4]", "axis i32[1] =1"], ["y f32[1,4,4]"], NO_FLAGS),
    ("cumsum_i8", "AddCumSum", "int8", "CUMSUM", ["x q8[1,4,4]", "axis i32[1] =2"], ["y q8[1,4,4]"], NO_FLAGS),
    *((f"{op.lower()}_{BINARY_TYPES[v][0]}", k, v, op, [f"a {BINARY_TYPES[v][1]}", f"b {BINARY_TYPES[v][2]}"],
       [f"y {BINARY_TYPES[v][3]}"]) for op, (k, vs) in BINARY.items() for v in vs.split()),
    ("add_f32_bcast", "AddAdd", "float32 broadcast (1,4,4,4)+(4,)", "ADD", [f"a f32{X}", "b f32[4] rand=b"],
     [f"y f32{X}"]),
    *((f"{op.lower()}_{BINARY_TYPES[v][0]}", k, v, op, [f"a {BINARY_TYPES[v][1]}", f"b {BINARY_TYPES[v][2]}"],
       [f"y bool{X}"]) for op, k in COMPARISONS.items() for v in ("float32", "int8")),
    *((op.lower(), k, "bool", op, [f"a bool{X}", f"b bool{X}"], [f"y bool{X}"])
      for op, k in (("LOGICAL_AND", "AddLogicalAnd"), ("LOGICAL_OR", "AddLogicalOr"))),
    *((f"add_n_f32_{n}", "AddAddN", f"float32, {n} inputs", "ADD_N", [f"x{i} f32{X}" for i in range(n)], [f"y f32{X}"])
      for n in (2, 3)),
    ("add_n_i8_3", "AddAddN", "int8, 3 inputs", "ADD_N", [f"x{i} q8{X}" for i in range(3)], [f"y q8{X}"]),
    ("select_v2_f32", "AddSelectV2", "float32", "SELECT_V2", [f"c bool{X}", f"a f32{X}", f"b f32{X}"], [f"y f32{X}"]),
    ("select_v2_i8", "AddSelectV2", "int8", "SELECT_V2", [f"c bool{X}", f"a q8{X}", f"b q8{X}"], [f"y q8{X}"]),
    # ------------------------------------------------------------------------- shape ops
    ("reshape_f32_2d", "AddReshape", "float32 -> rank 2, shape tensor", "RESHAPE", [f"x f32{X}", "shape i32[2] =1,64"],
     ["y f32[1,64]"], {"new_shape": [1, 64]}),
    ("reshape_f32_4d", "AddReshape", "float32 -> rank 4, shape tensor", "RESHAPE",
     ["x f32[1,64]", "shape i32[4] =1,2,4,8"], ["y f32[1,2,4,8]"], {"new_shape": [1, 2, 4, 8]}),
    ("reshape_f32_noshape", "AddReshape", "float32 -> rank 3, no shape tensor", "RESHAPE", ["x f32[1,64]"],
     ["y f32[1,8,8]"], {"new_shape": [1, 8, 8]}),
    ("reshape_f32_stretch", "AddReshape", "float32 -> output shape (1,-1) in the flatbuffer", "RESHAPE",
     [f"x f32{X}", "shape i32[2] =1,-1"], ["y f32[1,-1]"], {"new_shape": [1, -1]}),
    ("squeeze_f32", "AddSqueeze", "float32", "SQUEEZE", ["x f32[1,1,8]"], ["y f32[1,8]"], {"squeeze_dims": [1]}),
    ("expand_dims_f32", "AddExpandDims", "float32", "EXPAND_DIMS", ["x f32[1,8]", "axis i32[1] =1"], ["y f32[1,1,8]"]),
    ("shape_f32", "AddShape", "float32 rank 4", "SHAPE", [f"x f32{X}"], ["y i32[4]"], {"out_type": "INT32"}),
    ("transpose_f32", "AddTranspose", "float32 rank 4", "TRANSPOSE", ["x f32[1,2,3,4]", "perm i32[4] =0,3,1,2"],
     ["y f32[1,4,2,3]"]),
    ("transpose_i8_3d", "AddTranspose", "int8 rank 3", "TRANSPOSE", ["x q8[2,3,4]", "perm i32[3] =2,0,1"],
     ["y q8[4,2,3]"]),
    ("pack_f32_2", "AddPack", "float32, 2 inputs", "PACK", ["a f32[2,3]", "b f32[2,3]"], ["y f32[2,2,3]"],
     {"axis": 0, "values_count": 2}),
    ("pack_i8_4", "AddPack", "int8, 4 inputs", "PACK", [f"a{i} q8[2,3]" for i in range(4)], ["y q8[2,4,3]"],
     {"axis": 1, "values_count": 4}),
    ("unpack_f32_2", "AddUnpack", "float32, 2 outputs", "UNPACK", ["x f32[2,2,3]"], ["a f32[2,3]", "b f32[2,3]"],
     {"axis": 0, "num": 2}),
    ("unpack_f32_4", "AddUnpack", "float32, 4 outputs", "UNPACK", ["x f32[2,4,3]"],
     [f"a{i} f32[2,3]" for i in range(4)], {"axis": 1, "num": 4}),
    ("split_f32_2", "AddSplit", "float32, 2 outputs", "SPLIT", ["axis i32[1] =3", "x f32[1,2,2,8]"],
     ["a f32[1,2,2,4]", "b f32[1,2,2,4]"], {"num_splits": 2}),
    ("split_f32_4", "AddSplit", "float32, 4 outputs", "SPLIT", ["axis i32[1] =3", "x f32[1,2,2,8]"],
     [f"a{i} f32[1,2,2,2]" for i in range(4)], {"num_splits": 4}),
    ("split_v_f32", "AddSplitV", "float32, 3 outputs", "SPLIT_V",
     ["x f32[1,2,2,8]", "sizes i32[3] =2,4,2", "axis i32[1] =3"],
     ["a f32[1,2,2,2]", "b f32[1,2,2,4]", "c f32[1,2,2,2]"], {"num_splits": 3}),
    ("concatenation_f32_2", "AddConcatenation", "float32, 2 inputs", "CONCATENATION",
     ["a f32[1,2,2,3]", "b f32[1,2,2,5]"], ["y f32[1,2,2,8]"], {"axis": 3}),
    ("concatenation_i8_4", "AddConcatenation", "int8, 4 inputs", "CONCATENATION",
     [f"a{i} q8[1,2,2,2]" for i in range(4)], ["y q8[1,2,2,8]"], {"axis": 3}),
    ("slice_f32", "AddSlice", "float32", "SLICE", [f"x f32{X}", "begin i32[4] =0,1,1,0", "size i32[4] =1,2,2,4"],
     ["y f32[1,2,2,4]"]),
    ("strided_slice_f32", "AddStridedSlice", "float32", "STRIDED_SLICE",
     [f"x f32{X}", "begin i32[4] =0,0,0,0", "end i32[4] =1,4,4,4", "strides i32[4] =1,2,2,1"], ["y f32[1,2,2,4]"]),
    ("strided_slice_i8_shrink", "AddStridedSlice", "int8, shrink axis", "STRIDED_SLICE",
     ["x q8[4,4]", "begin i32[2] =1,0", "end i32[2] =2,4", "strides i32[2] =1,1"], ["y q8[4]"],
     {"shrink_axis_mask": 1}),
    *((f"gather_f32_r{r}", "AddGather", f"float32 params rank {r}, indices (3,)", "GATHER",
       [f"p f32[{','.join(['4'] * r)}]", "idx i32[3] =0,2,3"], [f"y f32[{','.join(['3'] + ['4'] * (r - 1))}]"],
       {"axis": 0, "batch_dims": 0}) for r in (1, 2, 3, 4)),
    ("gather_f32_idx2d", "AddGather", "float32 params (4,4), indices (2,3) -> rank 3", "GATHER",
     ["p f32[4,4]", "idx i32[2,3] =0,1,2,3,2,1"], ["y f32[2,3,4]"], {"axis": 0}),
    ("gather_i8_r2", "AddGather", "int8 params rank 2", "GATHER", ["p q8[4,4]", "idx i32[2] =1,3"], ["y q8[2,4]"],
     {"axis": 0}),
    ("gather_nd_f32", "AddGatherNd", "float32 (4,4,4), indices (2,2)", "GATHER_ND",
     ["p f32[4,4,4]", "idx i32[2,2] =0,1,2,3"], ["y f32[2,4]"]),
    ("gather_nd_f32_r3", "AddGatherNd", "float32 (4,4,4), indices (2,2,1)", "GATHER_ND",
     ["p f32[4,4,4]", "idx i32[2,2,1] =0,1,2,3"], ["y f32[2,2,4,4]"]),
    ("pad_f32", "AddPad", "float32", "PAD", [f"x f32{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0"], ["y f32[1,6,6,4]"]),
    ("pad_i8", "AddPad", "int8", "PAD", [f"x q8{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0"], ["y q8[1,6,6,4]"]),
    ("padv2_f32", "AddPadV2", "float32", "PADV2", [f"x f32{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0", "v f32[1] =0.5"],
     ["y f32[1,6,6,4]"]),
    ("mirror_pad_f32", "AddMirrorPad", "float32 REFLECT", "MIRROR_PAD", [f"x f32{X}", "pads i32[4,2] =0,0,1,1,1,1,0,0"],
     ["y f32[1,6,6,4]"], {"mode": "REFLECT"}),
    ("mirror_pad_f32_3d", "AddMirrorPad", "float32 rank 3 SYMMETRIC", "MIRROR_PAD",
     ["x f32[4,4,4]", "pads i32[3,2] =1,1,2,2,0,0"], ["y f32[6,8,4]"], {"mode": "SYMMETRIC"}),
    ("batch_to_space_nd_f32", "AddBatchToSpaceNd", "float32", "BATCH_TO_SPACE_ND",
     ["x f32[4,2,2,1]", "block i32[2] =2,2", "crops i32[2,2] =0,0,0,0"], ["y f32[1,4,4,1]"]),
    ("space_to_batch_nd_f32", "AddSpaceToBatchNd", "float32", "SPACE_TO_BATCH_ND",
     ["x f32[1,4,4,1]", "block i32[2] =2,2", "pads i32[2,2] =0,0,0,0"], ["y f32[4,2,2,1]"]),
    ("depth_to_space_f32", "AddDepthToSpace", "float32", "DEPTH_TO_SPACE", ["x f32[1,2,2,8]"], ["y f32[1,4,4,2]"],
     {"block_size": 2}),
    ("space_to_depth_f32", "AddSpaceToDepth", "float32", "SPACE_TO_DEPTH", ["x f32[1,4,4,2]"], ["y f32[1,2,2,8]"],
     {"block_size": 2}),
    ("broadcast_to_f32", "AddBroadcastTo", "float32 (4,) -> (2,3,4)", "BROADCAST_TO",
     ["x f32[4]", "shape i32[3] =2,3,4"], ["y f32[2,3,4]"]),
    ("broadcast_args", "AddBroadcastArgs", "int32 shapes", "BROADCAST_ARGS", ["s0 i32[3] =2,1,4", "s1 i32[2] =3,1"],
     ["y i32[3]"]),
    ("broadcast_args_var", "AddBroadcastArgs", "int32 shapes, graph inputs", "BROADCAST_ARGS",
     ["s0 i32[3]", "s1 i32[2]"], ["y i32[3]"]),
    ("fill_f32", "AddFill", "float32", "FILL", ["dims i32[3] =2,3,4", "v f32[] =1.5"], ["y f32[2,3,4]"]),
    ("fill_f32_var", "AddFill", "float32, value is a graph input", "FILL", ["dims i32[3] =2,3,4", "v f32[]"],
     ["y f32[2,3,4]"]),
    ("reverse_v2_f32", "AddReverseV2", "float32", "REVERSE_V2", [f"x f32{X}", "axis i32[1] =1"], [f"y f32{X}"]),
    ("resize_bilinear_f32", "AddResizeBilinear", "float32", "RESIZE_BILINEAR", [f"x f32{X}", "size i32[2] =8,8"],
     ["y f32[1,8,8,4]"], {"align_corners": False, "half_pixel_centers": False}),
    ("resize_nearest_f32", "AddResizeNearestNeighbor", "float32", "RESIZE_NEAREST_NEIGHBOR",
     [f"x f32{X}", "size i32[2] =8,8"], ["y f32[1,8,8,4]"], {"align_corners": False, "half_pixel_centers": False}),
    ("resize_nearest_i8", "AddResizeNearestNeighbor", "int8", "RESIZE_NEAREST_NEIGHBOR",
     [f"x q8{X}", "size i32[2] =8,8"], ["y q8[1,8,8,4]"]),
    ("dynamic_update_slice_f32", "AddDynamicUpdateSlice", "float32", "DYNAMIC_UPDATE_SLICE",
     ["x f32[4,4]", "u f32[2,2]", "start i32[2] =1,1"], ["y f32[4,4]"]),
    ("embedding_lookup_f32", "AddEmbeddingLookup", "float32 table (8,4)", "EMBEDDING_LOOKUP",
     ["ids i32[3]", "table f32[8,4] rand=t"], ["y f32[3,4]"]),
    ("embedding_lookup_f32_r3", "AddEmbeddingLookup", "float32 table (8,2,3)", "EMBEDDING_LOOKUP",
     ["ids i32[3]", "table f32[8,2,3] rand=t"], ["y f32[3,2,3]"]),
    ("embedding_lookup_i8", "AddEmbeddingLookup", "int8 table -> float32 (hybrid)", "EMBEDDING_LOOKUP",
     ["ids i32[3]", "table q8[8,4] q=0.1,0 rand=t"], ["y f32[3,4]"]),
    ("arg_max_f32", "AddArgMax", "float32 -> int32", "ARG_MAX", [f"x f32{X}", "axis i32[1] =3"], ["y i32[1,4,4]"],
     {"output_type": "INT32"}),
    ("arg_min_f32", "AddArgMin", "float32 -> int32", "ARG_MIN", [f"x f32{X}", "axis i32[1] =3"], ["y i32[1,4,4]"],
     {"output_type": "INT32"}),
    ("arg_max_i8", "AddArgMax", "int8 -> int32", "ARG_MAX", [f"x q8{X}", "axis i32[1] =3"], ["y i32[1,4,4]"],
     {"output_type": "INT32"}),
    # ------------------------------------------------------------------------- reductions
    *(row for op, k in REDUCTIONS.items() for row in (
        (f"{op.lower()}_f32_keep", k, "float32 axis (1,2) keep_dims", op, [f"x f32{X}", "axis i32[2] =1,2"],
         ["y f32[1,1,1,4]"], {"keep_dims": True}),
        (f"{op.lower()}_f32_nokeep", k, "float32 axis 3", op, [f"x f32{X}", "axis i32[1] =3"], ["y f32[1,4,4]"],
         {"keep_dims": False}),
        (f"{op.lower()}_i8_keep", k, "int8 axis (1,2) keep_dims", op, [f"x q8{X}", "axis i32[2] =1,2"],
         ["y q8[1,1,1,4] q=0.04,1"], {"keep_dims": True}))),
    ("mean_i16_keep", "AddMean", "int16 axis (1,2) keep_dims", "MEAN", [f"x q16{X}", "axis i32[2] =1,2"],
     ["y q16[1,1,1,4]"], {"keep_dims": True}),
    ("reduce_all", "AddReduceAll", "bool axis 3", "REDUCE_ALL", [f"x bool{X}", "axis i32[1] =3"], ["y bool[1,4,4]"],
     {"keep_dims": False}),
    # ------------------------------------------------------------------------- NN ops
    *(row for params in WEIGHTED for row in weighted(*params)),
    # CMSIS-NN's buffer-size rules, one model per branch (semantics/tflm/cmsis_nn.py)
    *((f"depthwise_i8_dm1_{n}", "AddDepthwiseConv2D", f"int8 depth multiplier 1, {v}", "DEPTHWISE_CONV_2D",
       ["x q8[1,8,8,4]", f"w q8[1,{k},{k},4] q=pc,0 dim=3 rand=dw{n}", "b int32[4] fill=0 q=0.05*pc,0"],
       ["y q8[1,8,8,4] q=0.1,0" if pad == "SAME" else f"y q8[1,{9 - k},{9 - k},4] q=0.1,0"],
       {"padding": pad, "stride_w": 1, "stride_h": 1, "depth_multiplier": 1}, {"version": 3})
      for n, v, k, pad in (("k5", "5x5 SAME", 5, "SAME"), ("k3valid", "3x3 VALID", 3, "VALID"))),
    ("depthwise_i8_c1_dm8", "AddDepthwiseConv2D", "int8 one input channel, depth multiplier 8", "DEPTHWISE_CONV_2D",
     ["x q8[1,8,8,1]", "w q8[1,3,3,8] q=pc,0 dim=3 rand=dwc1", "b int32[8] fill=0 q=0.05*pc,0"],
     ["y q8[1,8,8,8] q=0.1,0"], {**SAME1, "depth_multiplier": 8}, {"version": 3}),
    *((f"conv2d_i8_{n}", "AddConv2D", f"int8 {v}", "CONV_2D",
       [f"x q8[{x}]", f"w q8[{w}] q=pc,0 rand=cv{n}", "b int32[8] fill=0 q=0.05*pc,0"], [f"y q8[{y}] q=0.1,0"], o,
       {"version": 3})
      for n, v, x, w, y, o in (
          ("1xn", "1x3 filter on a one-row input", "1,1,16,4", "8,1,3,4", "1,1,16,8", SAME1),
          ("1x1", "1x1 filter", "1,8,8,4", "8,1,1,4", "1,8,8,8", {"padding": "VALID", "stride_w": 1, "stride_h": 1}),
          ("1x1s2", "1x1 filter, stride 2", "1,8,8,4", "8,1,1,4", "1,4,4,8",
           {"padding": "VALID", "stride_w": 2, "stride_h": 2}),
          ("dil2", "3x3 filter, dilation 2", "1,8,8,4", "8,3,3,4", "1,8,8,8",
           {**SAME1, "dilation_w_factor": 2, "dilation_h_factor": 2}),
      )),
    ("transpose_conv_i8_cin20", "AddTransposeConv", "int8 20 input channels, stride 2 (reversed convolution)",
     "TRANSPOSE_CONV", ["oshape i32[4] =1,8,8,4", "w q8[4,3,3,20] q=pc,0 rand=tc20", "x q8[1,4,4,20]",
                        "b int32[4] fill=0 q=0.05*pc,0"],
     ["y q8[1,8,8,4] q=0.1,0"], {"padding": "SAME", "stride_w": 2, "stride_h": 2}, {"version": 3}),
    ("fc_i8pt_rank3", "AddFullyConnected", "int8 per-tensor (2,3,16) keep_num_dims", "FULLY_CONNECTED",
     ["x q8[2,3,16]", "w q8[4,16] q=0.02,0 rand=fr3", "b int32[4] fill=0 q=0.05*0.02,0"], ["y q8[2,3,4] q=0.1,0"],
     {"keep_num_dims": True}, {"version": 4}),
    # int4 filters (packed two per byte): the kernels request a scratch buffer to unpack them
    ("conv2d_i4pc_c8", "AddConv2D", "int8 activations, int4 per-channel filter C_out=8", "CONV_2D",
     ["x q8[1,8,8,3]", "w int4[8,3,3,3] packed q=pc,0", "b int32[8] fill=0 q=0.05*pc,0"], ["y q8[1,8,8,8] q=0.1,0"],
     SAME1, {"version": 7}),
    ("depthwise_i4pc_c8", "AddDepthwiseConv2D", "int8 activations, int4 per-channel filter C_out=8 (dm 2)",
     "DEPTHWISE_CONV_2D", ["x q8[1,8,8,4]", "w int4[1,3,3,8] packed q=pc,0 dim=3", "b int32[8] fill=0 q=0.05*pc,0"],
     ["y q8[1,8,8,8] q=0.1,0"], {**SAME1, "depth_multiplier": 2}, {"version": 7}),
    ("fc_i4_c4", "AddFullyConnected", "int8 activations, int4 per-tensor filter C_out=4", "FULLY_CONNECTED",
     ["x q8[1,16]", "w int4[4,16] packed q=0.02,0", "b int32[4] fill=0 q=0.05*0.02,0"], ["y q8[1,4] q=0.1,0"], {},
     {"version": 10}),
    ("depthwise_i8pt_c8", "AddDepthwiseConv2D", "int8 per-tensor C_out=8 (dm 2)", "DEPTHWISE_CONV_2D",
     ["x q8[1,8,8,4]", "w q8[1,3,3,8] q=0.02,0 rand=dpt", "b int32[8] fill=0 q=0.05*0.02,0"], ["y q8[1,8,8,8] q=0.1,0"],
     {**SAME1, "depth_multiplier": 2}, {"version": 3}),
    ("fc_i16pc_c4", "AddFullyConnected", "int16x8 per-channel C_out=4, int64 bias", "FULLY_CONNECTED",
     ["x q16[1,16]", "w q8[4,16] q=pc,0 rand=f16", "b int64[4] fill=0 q=pc/4096,0"], ["y q16[1,4] q=1/1024,0"], {},
     {"version": 7}),
    ("conv2d_f32_nobias", "AddConv2D", "float32 C_out=8, no bias", "CONV_2D",
     ["x f32[1,8,8,3]", "w f32[8,3,3,3] rand=nb", None], ["y f32[1,8,8,8]"], SAME1, {"main": ""}),
    ("fc_f32_nobias_keepdims", "AddFullyConnected", "float32 (2,3,16) keep_num_dims, no bias", "FULLY_CONNECTED",
     ["x f32[2,3,16]", "w f32[4,16] rand=fk", None], ["y f32[2,3,4]"], {"keep_num_dims": True}, {"main": ""}),
    ("transpose_conv_f32_nobias", "AddTransposeConv", "float32 C_out=2, no bias", "TRANSPOSE_CONV",
     ["oshape i32[4] =1,8,8,2", "w f32[2,3,3,4] rand=tcn", "x f32[1,4,4,4]"], ["y f32[1,8,8,2]"],
     {"padding": "SAME", "stride_w": 2, "stride_h": 2}, {"main": ""}),
    *((f"{op.lower()}_{s}", k, v, op, [f"x {t}[1,8,8,4]"], [f"y {t}[1,4,4,4]"], POOL)
      for op, k in (("AVERAGE_POOL_2D", "AddAveragePool2D"), ("MAX_POOL_2D", "AddMaxPool2D"),
                    ("L2_POOL_2D", "AddL2Pool2D"))
      for s, v, t in (("f32", "float32", "f32"), ("i8", "int8", "q8"), ("i16", "int16", "q16"))
      if op != "L2_POOL_2D" or s == "f32"),
    *((f"batch_matmul_f32_x{int(ax)}y{int(ay)}_{'constrhs' if c else 'varrhs'}", "AddBatchMatMul",
       f"float32 adj_x={ax} adj_y={ay} rhs {'const' if c else 'input'}", "BATCH_MATMUL",
       [f"l f32[{'1,2,4,3' if ax else '1,2,3,4'}]", f"r f32[{'1,2,5,4' if ay else '1,2,4,5'}]{' rand=bmr' * c}"],
       ["y f32[1,2,3,5]"], {"adj_x": ax, "adj_y": ay})
      for ax in (False, True) for ay in (False, True) for c in (False, True)),
    *((f"batch_matmul_i8_y{int(ay)}_{'constrhs' if c else 'varrhs'}", "AddBatchMatMul",
       f"int8 adj_y={ay} rhs {'const' if c else 'input'}", "BATCH_MATMUL",
       ["l q8[1,2,3,4]", f"r q8[{'1,2,5,4' if ay else '1,2,4,5'}] q=0.02,0{' rand=bmq' * c}"],
       ["y q8[1,2,3,5] q=0.1,0"], {"adj_x": False, "adj_y": ay})
      for ay in (False, True) for c in (False, True)),
    ("batch_matmul_f32_constrhs_big", "AddBatchMatMul", "float32 rhs const (1,1,16,32)", "BATCH_MATMUL",
     ["l f32[1,1,3,16]", "r f32[1,1,16,32] rand=bb"], ["y f32[1,1,3,32]"], {"adj_x": False, "adj_y": False}),
    ("batch_matmul_f32_rank3", "AddBatchMatMul", "float32 rank 3, rhs input", "BATCH_MATMUL",
     ["l f32[2,3,4]", "r f32[2,4,5]"], ["y f32[2,3,5]"], {"adj_x": False, "adj_y": False}),
    ("batch_matmul_f32_bcast", "AddBatchMatMul", "float32 lhs (2,3,4) rhs (4,5) broadcast, const", "BATCH_MATMUL",
     ["l f32[2,3,4]", "r f32[4,5] rand=bc"], ["y f32[2,3,5]"], {"adj_x": False, "adj_y": False}),
    *svdf(4, 1, 4), *svdf(8, 2, 8),
    # float LSTM (as the snapshot's scratch_ops sample), two sizes
    *(lstm(f"lstm_f32_s{s}f{f}u{u}", f"float32 steps={s} features={f} units={u}", f"x f32[1,{s},{f}]",
           f"iw{{k}} f32[{u},{f}] rand=iw{{k}}{u}", f"rw{{k}} f32[{u},{u}] rand=rw{{k}}{u}",
           f"b{{k}} f32[{u}] rand=b{{k}}{u}", f"h f32[1,{u}] var", f"c f32[1,{u}] var", f"y f32[1,{s},{u}]")
      for s, f, u in ((10, 10, 4), (4, 6, 8))),
    # int8 LSTM (int16 cell state), the layout of TFLM's int8 LSTM test model
    lstm("lstm_i8_s3f4u4", "int8 (int16 cell) steps=3 features=4 units=4", "x q8[1,3,4] q=0.05,0",
         "iw{k} q8[4,4] q=0.02,0 rand=qiw{k}", "rw{k} q8[4,4] q=0.02,0 rand=qrw{k}",
         "b{k} int32[4] fill=0 q=0.05*0.02,0", "h q8[1,4] q=1/128,0 var", "c q16[1,4] q=1/2048,0 var",
         "y q8[1,3,4] q=1/128,0"),
    # ------------------------------------------------------------------------- control flow, resources
    {"name": "if_f32", "kernel": "AddIf", "variant": "float32, ADD / SUB branches",
     "tensors": ["c bool[1]", "x f32[1,4]", "y f32[1,4]"],
     "ops": [("IF", [0, 1], [2], {"then_subgraph_index": 1, "else_subgraph_index": 2})], "inputs": [0, 1],
     "outputs": [2], "subgraphs": [branch("ADD"), branch("SUB")]},
    # WHILE (as the snapshot's while_loop sample, without the outer ops)
    {"name": "while_f32", "kernel": "AddWhile", "variant": "float32 loop of 2 ADDs",
     "tensors": ["i0 i32[1] =0", "x f32[1,4]", "i i32[1]", "acc f32[1,4]"],
     "ops": [("WHILE", [0, 1], [2, 3], {"cond_subgraph_index": 1, "body_subgraph_index": 2})], "inputs": [1],
     "outputs": [3],
     "subgraphs": [
         {"name": "cond", "tensors": ["i i32[1]", "acc f32[1,4]", "lim i32[1] =3", "k bool[1]"],
          "ops": [("LESS", [0, 2], [3])], "inputs": [0, 1], "outputs": [3]},
         {"name": "body",
          "tensors": ["i i32[1]", "acc f32[1,4]", "one i32[1] =1", "s f32[1,4] rand=s", "i2 i32[1]", "acc2 f32[1,4]"],
          "ops": [("ADD", [0, 2], [4]), ("ADD", [1, 3], [5])], "inputs": [0, 1], "outputs": [4, 5]}]},
    resource_var(4, "f32"), resource_var(64, "f32"), resource_var(16, "q8"),
    # two variables, no CALL_ONCE: ASSIGN in the main graph directly
    {"name": "resource_var_two", "kernel": "AddVarHandle+AddReadVariable+AddAssignVariable",
     "variant": "two variables (1,8) and (2,8) float32, assigned in main",
     "tensors": ["x f32[1,8]", "h1 resource[]", "h2 resource[]", "r1 f32[1,8]", "x2 f32[2,8]", "y f32[1,8]"],
     "ops": [("VAR_HANDLE", [], [1], {"container": "", "shared_name": "a"}),
             ("VAR_HANDLE", [], [2], {"container": "", "shared_name": "b"}),
             ("ASSIGN_VARIABLE", [1, 0], []), ("ASSIGN_VARIABLE", [2, 4], []), ("READ_VARIABLE", [1], [3]),
             ("ADD", [3, 0], [5])],
     "inputs": [0, 4], "outputs": [5]},
    {"name": "var_handle_only", "kernel": "AddVarHandle", "variant": "VAR_HANDLE without ASSIGN",
     "tensors": ["x f32[1,4]", "h resource[]", "y f32[1,4]"],
     "ops": [("VAR_HANDLE", [], [1], {"container": "", "shared_name": "v"}), ("ABS", [0], [2])],
     "inputs": [0], "outputs": [2]},
    # an ASSIGN_VARIABLE of int8 into a variable read later
    {"name": "assign_read_i8_32", "kernel": "AddAssignVariable+AddReadVariable", "variant": "int8 (1,32)",
     "tensors": ["x q8[1,32]", "h resource[]", "r q8[1,32]"],
     "ops": [("VAR_HANDLE", [], [1], {"container": "c", "shared_name": "v8"}), ("ASSIGN_VARIABLE", [1, 0], []),
             ("READ_VARIABLE", [1], [2])],
     "inputs": [0], "outputs": [2]},
    # ------------------------------------------------------------------------- custom ops
    *((f"circular_buffer_{'opts' if cm else 'noopts'}", "AddCircularBuffer",
       f"int8 (1,1,2,8)->(1,4,2,8) cycles_max={cm}", "CIRCULAR_BUFFER", ["x q8[1,1,2,8]"], ["y q8[1,4,2,8]"],
       {"cycles_max": cm} if cm else None) for cm in (None, 2)),
    *((f"detection_postprocess_b{b}c{c}m{m}", "AddDetectionPostprocess",
       f"float32 boxes={b} classes={c} max_detections={m}", "TFLite_Detection_PostProcess",
       [f"boxes f32[1,{b},4]", f"scores f32[1,{b},{c + 1}]", f"anchors f32[{b},4] rand=anc"],
       [f"det_boxes f32[1,{m},4]", f"det_classes f32[1,{m}]", f"det_scores f32[1,{m}]", "num_det f32[1]"],
       {"max_detections": m, "max_classes_per_detection": 1, "detections_per_class": 3, "use_regular_nms": False,
        "nms_score_threshold": 0.1, "nms_iou_threshold": 0.5, "num_classes": c, "y_scale": 10.0, "x_scale": 10.0,
        "h_scale": 5.0, "w_scale": 5.0})
      for b, c, m in ((10, 3, 4), (32, 5, 8))),
    # ethos-u: a custom op the wheel has no kernel for (expected to fail)
    ("ethosu_stub", "AddEthosU", "custom 'ethos-u' (no NPU in the wheel)", "ethos-u",
     ["cms uint8[16] fill=0", "x int8[1,16]"], ["y int8[1,16]"], b"\x00"),
    # as Vela lays it out (command stream, weights, scratch, fast scratch, data), without an offline plan:
    # two outputs; then an NPU operator followed by one the CPU runs
    {"name": "ethosu_vela_2out", "kernel": "AddEthosU", "variant": "Vela's five inputs, two outputs, no offline plan",
     "tensors": ["cms uint8[32] fill=0", "flash uint8[64] fill=0", "scratch uint8[1000]", "fast uint8[1000]",
                 "x q8[1,40]", "y q8[1,24]", "z q8[1,8]"],
     "ops": [("ethos-u", [0, 1, 2, 3, 4], [5, 6], b"\x01")], "inputs": [4], "outputs": [5, 6]},
    {"name": "ethosu_then_softmax", "kernel": "AddEthosU", "variant": "an NPU operator, then int8 SOFTMAX",
     "tensors": ["cms uint8[32] fill=0", "flash uint8[64] fill=0", "scratch uint8[600]", "fast uint8[200]",
                 "x q8[1,40]", "h q8[1,24]", "s q8[1,24] q=1/256,-128"],
     "ops": [("ethos-u", [0, 1, 2, 3, 4], [5], b"\x01"), ("SOFTMAX", [5], [6], {"beta": 1.0})], "inputs": [4],
     "outputs": [6]},
    # ------------------------------------------------------------------------- signal ops
    *((f"signal_window_{n}", "AddWindow", f"int16 ({n},)", "SignalWindow", [f"x q16[{n}]", f"w int16[{n}] fill=1000"],
       [f"y q16[{n}]"], {"shift": 12}) for n in (16, 64)),
    *((f"signal_framer_{n}", "AddFramer", f"int16 input {ish}, frame_size={f} frame_step={s}", "SignalFramer",
       [f"x q16[{dims(ish)}]"], [f"y q16[{dims((*ish[:-1], ish[-1] // s, f))}]", "valid bool[]"],
       {"frame_size": f, "frame_step": s, "prefill": False})
      for n, ish, f, s in (("o1i16f8s4", (16,), 8, 4), ("o2i32f24s8", (2, 32), 24, 8))),
    *((f"signal_delay_{n}", "AddDelay", f"int16 {ish} delay={d}", "SignalDelay", [f"x q16[{dims(ish)}]"],
       [f"y q16[{dims(ish)}]"], {"delay_length": d}) for n, ish, d in (("o1i16d4", (16,), 4), ("o3i8d10", (3, 8), 10))),
    *((f"signal_overlap_add_{t}_o{o}", "AddOverlapAdd", f"{t} input {ish} frame_step={s}", "SignalOverlapAdd",
       [f"x {t}[{dims(ish)}]"], [f"y {t}[{dims(osh)}]"], {"T": SIGNAL_T[t], "frame_step": s})
      for t, o, ish, osh, s in (("int16", 1, (2, 16), (16,), 8), ("float32", 2, (2, 3, 8), (2, 12), 4))),
    *((f"signal_stacker_c{c}l{left}r{right}", "AddStacker",
       f"int16 channels={c} left={left} right={right} step={step}", "SignalStacker", [f"x q16[{c}]"],
       [f"y q16[{c * (left + right + 1)}]", "valid bool[]"],
       {"num_channels": c, "stacker_left_context": left, "stacker_right_context": right, "stacker_step": step})
      for c, left, right, step in ((4, 2, 0, 1), (8, 3, 1, 2))),
    ("signal_energy", "AddEnergy", "int16 (32,) -> uint32 (16,)", "SignalEnergy", ["x q16[32]"], ["y uint32[16]"],
     {"end_index": 16, "start_index": 0}),
    ("signal_fft_auto_scale", "AddFftAutoScale", "int16 (32,)", "SignalFftAutoScale", ["x q16[32]"],
     ["y q16[32]", "scale_bit i32[]"], {}),
    *(row for t in SIGNAL_T for fft in (64, 256) for row in (
        (f"signal_rfft_{t}_{fft}", "AddRfft", f"{t} fft_length={fft}", "SignalRfft", [f"x {t}[{fft}]"],
         [f"y {t}[{fft + 2}]"], {"T": SIGNAL_T[t], "fft_length": fft}),
        (f"signal_irfft_{t}_{fft}", "AddIrfft", f"{t} fft_length={fft}", "SignalIrfft", [f"x {t}[{fft + 2}]"],
         [f"y {t}[{fft}]"], {"T": SIGNAL_T[t], "fft_length": fft}))),
    # inputs uint32 (N,), weights, unweights, channel frequency starts, channel weight starts, channel widths
    *((f"signal_filter_bank_{c}", "AddFilterBank", f"uint32 (33,) -> {c} channels", "SignalFilterBank",
       ["x uint32[33]", "w int16[33] fill=1", "uw int16[33] fill=1", f"cfs int16[{c + 1}] mod={c + 1},0",
        f"cws int16[{c + 1}] mod={c + 1},0", f"cw int16[{c + 1}] fill=1"], [f"y uint64[{c}]"], {"num_channels": c})
      for c in (4, 16)),
    ("signal_filter_bank_log", "AddFilterBankLog", "uint32 (16,) -> int16", "SignalFilterBankLog", ["x uint32[16]"],
     ["y q16[16]"], {"input_correction_bits": 3, "output_scale": 1600}),
    ("signal_filter_bank_square_root", "AddFilterBankSquareRoot", "uint64 (16,) -> uint32",
     "SignalFilterBankSquareRoot", ["x uint64[16]", "bits i32[]"], ["y uint32[16]"]),
    *((f"signal_filter_bank_spectral_subtraction_{c}", "AddFilterBankSpectralSubtraction", f"uint32 ({c},)",
       "SignalFilterBankSpectralSubtraction", [f"x uint32[{c}]"], [f"y uint32[{c}]", f"noise uint32[{c}]"],
       {"alternate_one_minus_smoothing": 0, "alternate_smoothing": 0, "clamping": False, "min_signal_remaining": 655,
        "num_channels": c, "one_minus_smoothing": 15729, "smoothing": 655, "smoothing_bits": 0,
        "spectral_subtraction_bits": 14})
      for c in (8, 32)),
    ("signal_pcan", "AddPCAN", "uint32 (16,)", "SignalPCAN",
     ["x uint32[16]", "noise uint32[16]", "lut int16[125] fill=1"], ["y uint32[16]"], {"snr_shift": 6}),
    # ------------------------------------------------------------------------- TFLM_DECODE (compression)
    # models compressed with the wheel's own compression tool
    ("decode_lut_fc_pertensor", "AddDecode", "LUT 4-bit per-tensor FC weights (12,16) int8", "FULLY_CONNECTED",
     ["x q8[1,16]", "w q8[12,16] q=0.02,0 mod=16,-8", "b int32[12] fill=0 q=0.001,0"], ["y q8[1,12] q=0.1,0"], {},
     {"version": 4, "compress": LUT_FC}),
    ("decode_lut_conv_perchannel_2", "AddDecode", "LUT 2-bit per-channel conv weights + 1-bit bias (two DECODE)",
     "CONV_2D", ["x q8[1,8,8,3]", "w q8[8,3,3,3] q=pc,0 mod=4,-2", "b int32[8] mod=2,0 q=0.05*pc,0"],
     ["y q8[1,8,8,8] q=0.1,0"], SAME1, {"version": 3, "compress": LUT_CONV}),
    # ------------------------------------------------------------------------- multi-op models
    # small chains, to check that per-op allocations add up and to exercise the planner-time rule
    {"name": "chain_cnn_f32", "kernel": "multi",
     "variant": "CONV_2D, MAX_POOL_2D, RESHAPE, FULLY_CONNECTED, SOFTMAX float32",
     "tensors": ["x f32[1,8,8,3]", "w f32[8,3,3,3] rand=mw", "b f32[8] rand=mb", "c f32[1,8,8,8]", "m f32[1,4,4,8]",
                 "s i32[2] =1,128", "f f32[1,128]", "fw f32[10,128] rand=mf", "fb f32[10] rand=mfb", "l f32[1,10]",
                 "p f32[1,10]"],
     "ops": [("CONV_2D", [0, 1, 2], [3], SAME1), ("MAX_POOL_2D", [3], [4], POOL),
             ("RESHAPE", [4, 5], [6], {"new_shape": [1, 128]}), ("FULLY_CONNECTED", [6, 7, 8], [9]),
             ("SOFTMAX", [9], [10], {"beta": 1.0})],
     "inputs": [0], "outputs": [10]},
    {"name": "chain_abs_40", "kernel": "multi", "variant": "40 ABS in a chain (float32 (1,4))",
     "tensors": [f"t{i} f32[1,4]" for i in range(41)], "ops": [("ABS", [i], [i + 1]) for i in range(40)],
     "inputs": [0], "outputs": [40]},
    {"name": "io_4in_4out_i8", "kernel": "multi", "variant": "4 int8 inputs, 4 outputs (RELU each)",
     "tensors": [f"in{i} q8[1,4]" for i in range(4)] + [f"out{i} q8[1,4]" for i in range(4)],
     "ops": [("RELU", [i], [i + 4]) for i in range(4)], "inputs": [0, 1, 2, 3], "outputs": [4, 5, 6, 7]},
    # per-channel quantized graph input (zero-point array of 4 channels)
    {"name": "io_perchannel_input", "kernel": "multi", "variant": "graph input with 4-channel quantization (RELU)",
     "tensors": ["x q8[1,2,2,4] q=[0.1,0.2,0.3,0.4],[0,0,0,0] dim=3", "y q8[1,2,2,4]"], "ops": [("RELU", [0], [1])],
     "inputs": [0], "outputs": [1]},
    # scratch-heavy: several MEANs (3 scratch buffers each)
    {"name": "multi_mean_5", "kernel": "multi", "variant": "5 MEAN ops on one input (scratch buffers)",
     "tensors": ["x f32[1,8,8,4]", *(t for i in range(5) for t in (f"a{i} i32[2] =1,2", f"y{i} f32[1,1,1,4]"))],
     "ops": [("MEAN", [0, 2 * i + 1], [2 * i + 2], {"keep_dims": True}) for i in range(5)],
     "inputs": [0], "outputs": [2, 4, 6, 8, 10]},
]
# fmt: on
