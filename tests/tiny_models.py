"""Tiny real .tflite models for tests, written with ``tflite_memplan.model.writer``.

Each function returns model bytes; the graphs are the DESIGN.md golden cases, so
their lifetimes and plans can be checked by hand.
"""

from __future__ import annotations

import numpy as np

from tflite_memplan.model.writer import (
    OFFLINE_PLAN_METADATA,
    OpSpec,
    SubgraphSpec,
    TensorSpec,
    build_model,
    offline_plan_metadata,
)


def branch_48() -> bytes:
    """Four 48-byte float tensors: op0 t0→t1, op1 t0→t2, op2 t1,t2→t3 (TFLM golden case)."""
    tensors = [TensorSpec(f"t{i}", (12,), "float32") for i in range(4)]
    ops = [
        OpSpec("RELU", [0], [1]),
        OpSpec("RELU6", [0], [2]),
        OpSpec("ADD", [1, 2], [3]),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[3], name="main")])


def branch_48_offline(offsets: tuple[int, ...] = (0, 48, 0, 0)) -> bytes:
    """:func:`branch_48` with an offline plan, by default one that puts t2 and t3 over
    t0 while they are live together — aliasing on purpose, as Vela's plans do."""
    tensors = [TensorSpec(f"t{i}", (12,), "float32") for i in range(4)]
    ops = [OpSpec("RELU", [0], [1]), OpSpec("RELU6", [0], [2]), OpSpec("ADD", [1, 2], [3])]
    sg = SubgraphSpec(tensors, ops, inputs=[0], outputs=[3], name="main")
    return build_model([sg], metadata={OFFLINE_PLAN_METADATA: offline_plan_metadata(offsets)})


def tflite_align4() -> bytes:
    """DESIGN.md TFLite CPU case: bytes = 3·(index+1), ops {0,1}→{2}, {2,0}→{4,5}, {4,5}→{3}.

    int8 tensors of 3, 6, …, 18 elements. The ops are stand-ins chosen only for their
    input/output arity (CUSTOM ops, never executed): the planner only sees the graph.
    """
    tensors = [TensorSpec(f"t{i}", (3 * (i + 1),), "int8") for i in range(6)]
    ops = [
        OpSpec("op_a", [0, 1], [2], custom=True),
        OpSpec("op_b", [2, 0], [4, 5], custom=True),
        OpSpec("op_c", [4, 5], [3], custom=True),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0, 1], outputs=[3], name="main")])


def every_dtype() -> bytes:
    """One 1x5 tensor of each type memplan sizes, so each byte count can be checked."""
    dtypes = [
        "float32",
        "float16",
        "int32",
        "uint8",
        "int64",
        "bool",
        "int16",
        "complex64",
        "int8",
        "float64",
        "complex128",
        "uint64",
        "uint32",
        "uint16",
        "int4",
        "bfloat16",
    ]
    tensors = [TensorSpec(d, (1, 5), d) for d in dtypes]
    const = TensorSpec("weights", (4,), "float32", data=np.arange(4, dtype="<f4"))
    tensors.append(const)
    ops = [OpSpec("op", list(range(len(dtypes) + 1)), [], custom=True)]
    return build_model([SubgraphSpec(tensors, ops, inputs=list(range(len(dtypes))), outputs=[], name="main")])


def split_ties(seed: int, *, reshape_every: int = 0, variables: int = 0) -> bytes:
    """Many equally ranked tensors for TFLite's placement sort, in a model LiteRT runs.

    float32 x (1x64) → SPLIT into 16 pieces (16 B each, all first used at op 0) → each
    piece through RELU (or, for every ``reshape_every``-th piece, a RESHAPE that shares
    its buffer in place) → CONCATENATION → SPLIT into 8 → RELU each → CONCATENATION →
    output. About 50 tensors reach the sort, so libstdc++'s introsort (not just its
    stable insertion sort) decides the order of the ties. ``seed`` shuffles the tensor
    indices, which changes the per-operator ``unordered_set`` iteration orders (bucket
    collisions, rehashing). ``variables`` adds unused variable tensors, which TFLite
    sorts with the others although it places them in its persistent arena. No kernel
    temporaries are involved.
    """
    pieces, second = 16, 8
    names = ["x", "axis", "shape"]
    names += [f"s{i}" for i in range(pieces)] + [f"r{i}" for i in range(pieces)] + ["c"]
    names += [f"u{i}" for i in range(second)] + [f"v{i}" for i in range(second)] + ["out"]
    names += [f"var{i}" for i in range(variables)]
    indices = list(range(len(names)))
    np.random.default_rng(seed).shuffle(indices)
    at = dict(zip(names, indices, strict=True))

    def width(name: str) -> int:
        if name in ("x", "c", "out"):
            return 4 * pieces
        if name[0] in "uv" and not name.startswith("var"):
            return 4 * pieces // second
        return 4  # s*, r*, var*

    specs = {
        "axis": TensorSpec("axis", (), "int32", np.array(1, dtype=np.int32)),
        "shape": TensorSpec("shape", (2,), "int32", np.array([1, 4], dtype=np.int32)),
    }
    for name in names:
        if name not in specs:
            specs[name] = TensorSpec(name, (1, width(name)), "float32", is_variable=name.startswith("var"))
    tensors = [specs[name] for name in sorted(names, key=at.__getitem__)]

    def ids(prefix: str, n: int) -> list[int]:
        return [at[f"{prefix}{i}"] for i in range(n)]

    ops = [OpSpec("SPLIT", [at["axis"], at["x"]], ids("s", pieces), {"num_splits": pieces})]
    for i in range(pieces):
        if reshape_every and i % reshape_every == 0:
            ops.append(OpSpec("RESHAPE", [at[f"s{i}"], at["shape"]], [at[f"r{i}"]], {"new_shape": [1, 4]}))
        else:
            ops.append(OpSpec("RELU", [at[f"s{i}"]], [at[f"r{i}"]]))
    ops.append(OpSpec("CONCATENATION", ids("r", pieces), [at["c"]], {"axis": 1}))
    ops.append(OpSpec("SPLIT", [at["axis"], at["c"]], ids("u", second), {"num_splits": second}))
    ops += [OpSpec("RELU", [at[f"u{i}"]], [at[f"v{i}"]]) for i in range(second)]
    ops.append(OpSpec("CONCATENATION", ids("v", second), [at["out"]], {"axis": 1}))
    return build_model([SubgraphSpec(tensors, ops, inputs=[at["x"]], outputs=[at["out"]], name="main")])


def conv2d(
    dtype: str = "float32",
    *,
    kernel: int = 3,
    stride: int = 1,
    dilation: int = 1,
    padding: str = "SAME",
    size: int = 8,
    channels: int = 4,
    filters: int = 6,
    hybrid: bool = False,
) -> bytes:
    """One CONV_2D: x (1, size, size, channels) → y (1, OH, OW, filters), float32 or int8.

    A ``kernel``×``kernel`` filter; TFLite adds an im2col temporary unless it is 1×1
    with stride and dilation 1. ``hybrid``: int8 weights with float activations.
    """
    int8 = dtype == "int8"
    act = {"scale": 0.1, "zero_point": 0} if int8 else {}
    valid = (size - (kernel - 1) * dilation - 1) // stride + 1
    out = -(-size // stride) if padding == "SAME" else valid
    weights = np.ones((filters, kernel, kernel, channels), dtype=np.int8 if int8 or hybrid else np.float32)
    bias = np.zeros(filters, dtype=np.int32 if int8 else np.float32)
    per_channel = {"scale": [0.1] * filters, "zero_point": [0] * filters} if int8 or hybrid else {}
    bias_q = {"scale": [0.01] * filters, "zero_point": [0] * filters} if int8 else {}
    tensors = [
        TensorSpec("x", (1, size, size, channels), dtype, **act),
        TensorSpec("w", weights.shape, "int8" if hybrid else dtype, data=weights, **per_channel),
        TensorSpec("b", (filters,), "int32" if int8 else "float32", data=bias, **bias_q),
        TensorSpec("y", (1, out, out, filters), dtype, **act),
    ]
    options = {
        "padding": padding,
        "stride_w": stride,
        "stride_h": stride,
        "dilation_w_factor": dilation,
        "dilation_h_factor": dilation,
    }
    ops = [OpSpec("CONV_2D", [0, 1, 2], [3], options, version=3 if int8 else 1)]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[3], name="main")])


def mean(
    dtype: str = "float32",
    *,
    axes: tuple[int, ...] = (1, 2),
    keep_dims: bool = False,
    shape=(1, 4, 4, 8),
    op: str = "MEAN",
) -> bytes:
    """One MEAN (or another reduction, ``op``) of x (``shape``) over the constant
    ``axes``; TFLite adds four temporaries."""
    quantized = dtype in ("int8", "uint8", "int16")
    act = {"scale": 0.1, "zero_point": 0} if quantized else {}
    if keep_dims:
        out = tuple(1 if i in axes else n for i, n in enumerate(shape))
    else:
        out = tuple(n for i, n in enumerate(shape) if i not in axes)
    tensors = [
        TensorSpec("x", tuple(shape), dtype, **act),
        TensorSpec("axis", (len(axes),), "int32", data=np.array(axes, dtype=np.int32)),
        TensorSpec("y", out, dtype, **act),
    ]
    ops = [OpSpec(op, [0, 1], [2], {"keep_dims": keep_dims}, version=2 if op == "MEAN" else 1)]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[2], name="main")])


def mean_then_convs() -> bytes:
    """MEAN → 3×3 CONV_2D → 3×3 CONV_2D → FULLY_CONNECTED (float): several operators'
    temporaries, numbered by the runtime in operator order (MEAN 10-13, the convs' im2col
    14 and 15, then FULLY_CONNECTED's six unplaced tensors)."""
    f32 = "float32"
    tensors = [
        TensorSpec("x", (1, 8, 8, 4), f32),
        TensorSpec("axis", (1,), "int32", data=np.array([3], dtype=np.int32)),
        TensorSpec("m", (1, 8, 8, 1), f32),
        TensorSpec("w", (2, 3, 3, 1), f32, data=np.ones((2, 3, 3, 1), np.float32)),
        TensorSpec("b", (2,), f32, data=np.zeros(2, np.float32)),
        TensorSpec("y", (1, 8, 8, 2), f32),
        TensorSpec("fw", (3, 128), f32, data=np.ones((3, 128), np.float32)),
        TensorSpec("z", (1, 3), f32),
        TensorSpec("w2", (2, 3, 3, 2), f32, data=np.ones((2, 3, 3, 2), np.float32)),
        TensorSpec("y2", (1, 8, 8, 2), f32),
    ]
    same = {"padding": "SAME", "stride_w": 1, "stride_h": 1}
    ops = [
        OpSpec("MEAN", [0, 1], [2], {"keep_dims": True}, version=2),
        OpSpec("CONV_2D", [2, 3, 4], [5], same),
        OpSpec("CONV_2D", [5, 8, 4], [9], same),
        OpSpec("FULLY_CONNECTED", [9, 6, -1], [7], {}),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[7], name="main")])


def float16_weights(layers: int = 4, width: int = 16) -> bytes:
    """A float MLP whose weights are stored as float16 and dequantized by DEQUANTIZE
    operators, as the converter writes float16-quantized models: LiteRT keeps each
    dequantized weight in its persistent arena. Equal widths make ties in the sort."""
    rng = np.random.default_rng(16)
    tensors = [TensorSpec("x", (1, width), "float32")]
    ops = []
    x = 0
    for k in range(layers):
        n_out = width if k % 2 == 0 else width // 2 * 2 + 8
        n_in = tensors[x].shape[1]
        tensors.append(TensorSpec(f"w{k}/f16", (n_out, n_in), "float16", rng.random((n_out, n_in)).astype(np.float16)))
        tensors.append(TensorSpec(f"w{k}", (n_out, n_in), "float32"))
        ops.append(OpSpec("DEQUANTIZE", [len(tensors) - 2], [len(tensors) - 1]))
        tensors.append(TensorSpec(f"h{k}", (1, n_out), "float32"))
        ops.append(OpSpec("FULLY_CONNECTED", [x, len(tensors) - 2, -1], [len(tensors) - 1]))
        x = len(tensors) - 1
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[x], name="main")])
