"""Tiny real .tflite models for tests, written with ``tflite_memplan.model.writer``.

Each function returns model bytes; the graphs are the DESIGN.md golden cases, so
their lifetimes and plans can be checked by hand.
"""

from __future__ import annotations

import numpy as np
from flatbuffers import flexbuffers

from tflite_memplan.model.writer import (
    OFFLINE_PLAN_METADATA,
    DimensionSpec,
    OpSpec,
    SparsitySpec,
    SubgraphSpec,
    TensorSpec,
    build_model,
    offline_plan_metadata,
    sparse_last_dim,
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


def _packed_int4(shape: tuple[int, ...]) -> bytes:
    """Values for an int4 tensor, two to a byte as TFLite packs them."""
    n = int(np.prod(shape))
    return bytes(((i % 7) | (((i + 3) % 7) << 4)) & 0xFF for i in range((n + 1) // 2))


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
    vary_scales: bool = False,
    int4: bool = False,
    filter_input: bool = False,
) -> bytes:
    """One CONV_2D: x (1, size, size, channels) → y (1, OH, OW, filters), float32 or int8.

    A ``kernel``×``kernel`` filter; TFLite adds an im2col temporary unless it is 1×1
    with stride and dilation 1. ``hybrid``: int8 weights with float activations;
    ``vary_scales``: per-channel scales that differ (LiteRT treats equal ones as one);
    ``int4``: 4-bit hybrid weights; ``filter_input``: the filter is a second graph
    input (an arena tensor), not a constant.
    """
    int8 = dtype == "int8"
    act = {"scale": 0.1, "zero_point": 0} if int8 else {}
    valid = (size - (kernel - 1) * dilation - 1) // stride + 1
    out = -(-size // stride) if padding == "SAME" else valid
    weights = np.ones((filters, kernel, kernel, channels), dtype=np.int8 if int8 or hybrid else np.float32)
    bias = np.zeros(filters, dtype=np.int32 if int8 else np.float32)
    scales = [0.1 + 0.01 * k for k in range(filters)] if vary_scales else [0.1] * filters
    per_channel = {"scale": scales, "zero_point": [0] * filters} if int8 or hybrid else {}
    bias_q = {"scale": [0.01] * filters, "zero_point": [0] * filters} if int8 else {}
    tensors = [
        TensorSpec("x", (1, size, size, channels), dtype, **act),
        TensorSpec("w", weights.shape, "int4", data=_packed_int4(weights.shape), **per_channel)
        if int4
        else TensorSpec(
            "w", weights.shape, "int8" if hybrid else dtype, data=None if filter_input else weights, **per_channel
        ),
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
    inputs = [0, 1] if filter_input else [0]
    return build_model([SubgraphSpec(tensors, ops, inputs=inputs, outputs=[3], name="main")])


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


#: The weight shapes ``sparse_float16`` gives each operator: (filter, input, output).
SPARSE_SHAPES = {
    "CONV_2D": ((8, 3, 3, 4), (1, 8, 8, 4), (1, 8, 8, 8)),
    "DEPTHWISE_CONV_2D": ((1, 3, 3, 8), (1, 8, 8, 8), (1, 8, 8, 8)),
    "FULLY_CONNECTED": ((24, 16), (2, 16), (2, 24)),
}


def sparse_float16(op: str = "CONV_2D", *, sparse: bool = True, index_type: str = "int32") -> bytes:
    """A float ``op`` (CONV_2D 3×3, DEPTHWISE_CONV_2D 3×3 or FULLY_CONNECTED) whose
    weights are float16 with about two zeros in three, as the converter writes sparse
    float16 models: stored sparse (the last dimension compressed, its segments and
    indices ``index_type`` vectors) and expanded by DENSIFY, then DEQUANTIZE to float32
    (the filter is then an arena tensor); without ``sparse`` the same weights stored
    dense, DEQUANTIZE alone (the filter goes to the persistent arena). Both compute the
    same outputs."""
    rng = np.random.default_rng(17)
    wshape, xshape, yshape = SPARSE_SHAPES[op]
    weights = (rng.integers(-4, 5, wshape) * (rng.random(wshape) < 0.35) / 8).astype(np.float16)
    tensors = [TensorSpec("x", xshape, _F32)]
    if sparse:
        sparsity, values = sparse_last_dim(weights, index_type)
        tensors += [
            TensorSpec("w/sparse", wshape, "float16", values, sparsity=sparsity),
            TensorSpec("w/f16", wshape, "float16"),
        ]
        ops = [OpSpec("DENSIFY", [1], [2])]
    else:
        tensors.append(TensorSpec("w/f16", wshape, "float16", weights))
        ops = []
    w = len(tensors)
    tensors += [
        TensorSpec("w", wshape, _F32),
        _const("b", (wshape[0] if op != "DEPTHWISE_CONV_2D" else wshape[-1],), _F32, 0.25),
        TensorSpec("y", yshape, _F32),
    ]
    ops.append(OpSpec("DEQUANTIZE", [w - 1], [w]))
    options = {
        "CONV_2D": _SAME,
        "DEPTHWISE_CONV_2D": {**_SAME, "depth_multiplier": 1},
        "FULLY_CONNECTED": {},
    }[op]
    ops.append(OpSpec(op, [0, w, w + 1], [w + 2], options))
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[w + 2], name="main")])


def block_sparse_fully_connected() -> bytes:
    """A FULLY_CONNECTED (4 → 4) whose float weights are stored block sparse and
    expanded by DENSIFY: 2×2 blocks, the rows of blocks dense, the columns of blocks
    compressed (uint16 segments and indices), the two diagonal blocks kept: the matrix
    [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 5, 6], [0, 0, 7, 8]]."""
    blocks = SparsitySpec(
        (0, 1, 2, 3),
        (
            DimensionSpec("DENSE", 2),
            DimensionSpec("SPARSE_CSR", 0, [0, 1, 2], [0, 1], "uint16", "uint16"),
            DimensionSpec("DENSE", 2),
            DimensionSpec("DENSE", 2),
        ),
        block_map=(0, 1),
    )
    tensors = [
        TensorSpec("x", (1, 4), _F32),
        TensorSpec("w/sparse", (4, 4), _F32, np.arange(1, 9, dtype=np.float32), sparsity=blocks),
        TensorSpec("w", (4, 4), _F32),
        TensorSpec("y", (1, 4), _F32),
    ]
    ops = [OpSpec("DENSIFY", [1], [2]), OpSpec("FULLY_CONNECTED", [0, 2, -1], [3])]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[3], name="main")])


# ----------------------------------------------------------------------------- control flow

_F32 = "float32"
_SAME = {"padding": "SAME", "stride_w": 1, "stride_h": 1}


def _const(name: str, shape: tuple[int, ...], dtype: str = _F32, value: float = 0.5) -> TensorSpec:
    return TensorSpec(name, shape, dtype, data=np.full(shape, value, dtype=np.dtype(dtype)))


def _int32(name: str, values: list[int]) -> TensorSpec:
    data = np.asarray(values, dtype=np.int32)
    return TensorSpec(name, data.shape, "int32", data=data)


def _branches() -> tuple[SubgraphSpec, SubgraphSpec]:
    """Two subgraphs taking (1, 8, 8, 4) floats a and b to (1, 8, 8, 6): ADD, a 1×1
    CONV_2D and a SOFTMAX computed in place; or a 3×3 CONV_2D and a SUM of a alone."""
    x, c = (1, 8, 8, 4), (1, 8, 8, 6)
    convolve = SubgraphSpec(
        [
            TensorSpec("a", x, _F32),
            TensorSpec("b", x, _F32),
            _const("w", (6, 3, 3, 4)),
            _const("bias", (6,)),
            TensorSpec("t", c, _F32),
            _const("axis", (1,), "int32", 3),
            TensorSpec("s", (1, 8, 8, 1), _F32),
            TensorSpec("y", c, _F32),
        ],
        [
            OpSpec("CONV_2D", [0, 2, 3], [4], _SAME),
            OpSpec("SUM", [4, 5], [6], {"keep_dims": True}),
            OpSpec("MUL", [4, 6], [7], {}),
        ],
        [0, 1],
        [7],
        "else",
    )
    add = SubgraphSpec(
        [
            TensorSpec("a", x, _F32),
            TensorSpec("b", x, _F32),
            TensorSpec("s", x, _F32),
            _const("w", (6, 1, 1, 4)),
            _const("bias", (6,)),
            TensorSpec("t", c, _F32),
            TensorSpec("u", c, _F32),
            TensorSpec("y", c, _F32),
        ],
        [
            OpSpec("ADD", [0, 1], [2], {}),
            OpSpec("CONV_2D", [2, 3, 4], [5], _SAME),
            OpSpec("SOFTMAX", [5], [6], {"beta": 1.0}),
            OpSpec("ADD", [6, 5], [7], {}),
        ],
        [0, 1],
        [7],
        "then",
    )
    return add, convolve


def if_branches() -> bytes:
    """ADD → IF → MEAN; the branches do real work in arenas of their own. ``else`` (the
    branch a false condition runs): a 3×3 float CONV_2D (im2col with one thread, a
    persistent filter with more) and a SUM (temporaries, one on the heap once it ran);
    its second input is unused (LiteRT removes it). ``then``: ADD, a 1×1 CONV_2D and a
    SOFTMAX computed in place."""
    x, c = (1, 8, 8, 4), (1, 8, 8, 6)
    main = SubgraphSpec(
        [
            TensorSpec("cond", (1,), "bool"),
            TensorSpec("x", x, _F32),
            TensorSpec("h", x, _F32),
            TensorSpec("y", c, _F32),
            TensorSpec("axis", (2,), "int32", data=np.array([1, 2], np.int32)),
            TensorSpec("z", (1, 6), _F32),
        ],
        [
            OpSpec("ADD", [1, 1], [2], {}),
            OpSpec("IF", [0, 2, 1], [3], {"then_subgraph_index": 1, "else_subgraph_index": 2}),
            OpSpec("MEAN", [3, 4], [5], {"keep_dims": False}, version=2),
        ],
        [0, 1],
        [5],
        "main",
    )
    add, convolve = _branches()
    return build_model([main, add, convolve])


def _counted_loop(n: int) -> tuple[SubgraphSpec, SubgraphSpec]:
    """A main subgraph running WHILE (counter from 0, a (1, n) float state) then RELU,
    and the loop's condition (counter < 3; it does not read the state). The body is
    subgraph 2."""
    main = SubgraphSpec(
        [
            _int32("i0", [0]),
            TensorSpec("x", (1, n), _F32),
            TensorSpec("i", (1,), "int32"),
            TensorSpec("acc", (1, n), _F32),
            TensorSpec("y", (1, n), _F32),
        ],
        [
            OpSpec("WHILE", [0, 1], [2, 3], {"cond_subgraph_index": 1, "body_subgraph_index": 2}),
            OpSpec("RELU", [3], [4], {}),
        ],
        [1],
        [4],
        "main",
    )
    cond = SubgraphSpec(
        [
            TensorSpec("i", (1,), "int32"),
            TensorSpec("acc", (1, n), _F32),
            _int32("lim", [3]),
            TensorSpec("go", (1,), "bool"),
        ],
        [OpSpec("LESS", [0, 2], [3])],
        [0, 1],
        [3],
        "cond",
    )
    return main, cond


def while_with_if() -> bytes:
    """A WHILE loop whose condition reads one of its two loop variables (LiteRT removes
    the other) and whose body holds a FULLY_CONNECTED, a SUM (temporaries) and an IF
    nested in it (every subgraph has an arena of its own)."""
    n = 16
    main, cond = _counted_loop(n)
    body = SubgraphSpec(
        [
            TensorSpec("i", (1,), "int32"),
            TensorSpec("acc", (1, n), _F32),
            _const("one", (1,), "int32", 1),
            TensorSpec("i2", (1,), "int32"),
            _const("w", (n, n), _F32, 0.25),
            TensorSpec("h", (1, n), _F32),
            _const("axis", (1,), "int32", 1),
            TensorSpec("r", (1, 1), _F32),
            TensorSpec("g", (1, n), _F32),
            _const("two", (1,), "int32", 2),
            TensorSpec("early", (1,), "bool"),
            TensorSpec("acc2", (1, n), _F32),
        ],
        [
            OpSpec("ADD", [0, 2], [3], {}),
            OpSpec("FULLY_CONNECTED", [1, 4, -1], [5], {}),
            OpSpec("SUM", [5, 6], [7], {"keep_dims": True}),
            OpSpec("MUL", [5, 7], [8], {}),
            OpSpec("LESS", [0, 9], [10]),
            OpSpec("IF", [10, 8], [11], {"then_subgraph_index": 3, "else_subgraph_index": 4}),
        ],
        [0, 1],
        [3, 11],
        "body",
    )

    def branch(op: str) -> SubgraphSpec:
        tensors = [TensorSpec("v", (1, n), _F32), _const("k", (1, n)), TensorSpec("w", (1, n), _F32)]
        tensors.append(TensorSpec("out", (1, n), _F32))
        return SubgraphSpec(tensors, [OpSpec(op, [0, 1], [2], {}), OpSpec("TANH", [2], [3])], [0], [3], op.lower())

    return build_model([main, cond, body, branch("ADD"), branch("SUB")])


def _init_subgraph(width: int) -> SubgraphSpec:
    """CALL_ONCE's subgraph: a resource variable's first value computed through three
    (1, ``width``) tensors."""
    shape = (1, width)
    return SubgraphSpec(
        [
            TensorSpec("h", (), "resource"),
            _const("z", shape),
            TensorSpec("a", shape, _F32),
            TensorSpec("b", shape, _F32),
            TensorSpec("c", shape, _F32),
        ],
        [
            OpSpec("VAR_HANDLE", [], [0], {"container": "", "shared_name": "state"}),
            OpSpec("ADD", [1, 1], [2], {}),
            OpSpec("MUL", [2, 2], [3], {}),
            OpSpec("ADD", [3, 2], [4], {}),
            OpSpec("ASSIGN_VARIABLE", [0, 4], []),
        ],
        [],
        [],
        "init",
    )


def call_once_init(width: int = 32) -> bytes:
    """CALL_ONCE runs an init subgraph that computes a resource variable's first value
    in its own arena (three tensors) before the main subgraph reads and updates it."""
    shape = (1, width)
    main = SubgraphSpec(
        [
            TensorSpec("x", shape, _F32),
            TensorSpec("h", (), "resource"),
            TensorSpec("r", shape, _F32),
            TensorSpec("y", shape, _F32),
        ],
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
    return build_model([main, _init_subgraph(width)])


def rnn(
    op: str = "RNN", *, batch: int = 2, inputs: int = 8, units: int = 16, steps: int = 3, hybrid: bool = False
) -> bytes:
    """A float RNN, UNIDIRECTIONAL_SEQUENCE_RNN or BIDIRECTIONAL_SEQUENCE_RNN (time
    major) with its hidden states as variables, then a MEAN over the units, whose four
    temporaries are numbered after the tensors the RNN kernel reserves when built.
    ``hybrid``: int8 weights (the kernel's hybrid path and its temporaries)."""
    rng = np.random.default_rng(7)

    def weights(name: str, shape: tuple[int, ...]) -> TensorSpec:
        if hybrid and not name.endswith("b"):
            return TensorSpec(name, shape, "int8", data=rng.integers(-100, 100, shape, dtype=np.int8), scale=0.01)
        return TensorSpec(name, shape, _F32, data=rng.random(shape, dtype=np.float32) - 0.5)

    sequence = op != "RNN"
    x = (steps, batch, inputs) if sequence else (batch, inputs)
    y = (*x[:-1], units)
    tensors = [TensorSpec("x", x, _F32)]

    def direction(prefix: str) -> list[int]:
        first = len(tensors)
        tensors.extend(
            [
                weights(f"{prefix}w", (units, inputs)),
                weights(f"{prefix}rw", (units, units)),
                weights(f"{prefix}b", (units,)),
                TensorSpec(f"{prefix}h", (batch, units), _F32, is_variable=True),
            ]
        )
        return list(range(first, first + 4))

    options: dict = {"fused_activation_function": "TANH"}
    if op == "BIDIRECTIONAL_SEQUENCE_RNN":
        ins = [0, *direction("fw_"), *direction("bw_"), -1, -1, -1]
        options |= {"time_major": True, "merge_outputs": False}
        outs = [len(tensors), len(tensors) + 1]
        tensors += [TensorSpec("fw_y", y, _F32), TensorSpec("bw_y", y, _F32)]
    else:
        ins = [0, *direction("")]
        if sequence:
            options["time_major"] = True
        outs = [len(tensors)]
        tensors.append(TensorSpec("y", y, _F32))
    ops = [OpSpec(op, ins, outs, options)]
    last = outs[0]
    if len(outs) == 2:
        tensors.append(TensorSpec("sum", y, _F32))
        ops.append(OpSpec("ADD", outs, [len(tensors) - 1], {}))
        last = len(tensors) - 1
    tensors.append(TensorSpec("axis", (1,), "int32", data=np.array([len(y) - 1], np.int32)))
    tensors.append(TensorSpec("z", y[:-1], _F32))
    ops.append(OpSpec("MEAN", [last, len(tensors) - 2], [len(tensors) - 1], {"keep_dims": False}, version=2))
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[len(tensors) - 1], name="main")])


def lstm(*, cifg: bool = False, batch: int = 2, inputs: int = 8, cells: int = 12, hybrid: bool = False) -> bytes:
    """A float LSTM (the full kernel, 24 inputs; no input gate with ``cifg``), its states
    as variables, then a MEAN whose temporaries are numbered after the 21 tensors the
    LSTM kernel reserves when built. ``hybrid``: int8 weights."""
    rng = np.random.default_rng(11)
    tensors = [TensorSpec("x", (batch, inputs), _F32)]

    def const(name: str, shape: tuple[int, ...]) -> int:
        if hybrid and "bias" not in name:
            data = rng.integers(-100, 100, shape, dtype=np.int8)
            tensors.append(TensorSpec(name, shape, "int8", data=data, scale=0.01))
        else:
            tensors.append(TensorSpec(name, shape, _F32, data=rng.random(shape, dtype=np.float32) - 0.5))
        return len(tensors) - 1

    gates = ("input", "forget", "cell", "output")
    to_x = [-1 if cifg and g == "input" else const(f"x_to_{g}", (cells, inputs)) for g in gates]
    to_h = [-1 if cifg and g == "input" else const(f"h_to_{g}", (cells, cells)) for g in gates]
    bias = [-1 if cifg and g == "input" else const(f"{g}_bias", (cells,)) for g in gates]
    tensors.append(TensorSpec("h", (batch, cells), _F32, is_variable=True))
    tensors.append(TensorSpec("c", (batch, cells), _F32, is_variable=True))
    h, c = len(tensors) - 2, len(tensors) - 1
    tensors.append(TensorSpec("y", (batch, cells), _F32))
    y = len(tensors) - 1
    ins = [0, *to_x, *to_h, -1, -1, -1, *bias, -1, -1, h, c, -1, -1, -1, -1]
    tensors.append(TensorSpec("axis", (1,), "int32", data=np.array([1], np.int32)))
    tensors.append(TensorSpec("z", (batch,), _F32))
    ops = [
        OpSpec("LSTM", ins, [y], {"fused_activation_function": "TANH", "kernel_type": "FULL"}),
        OpSpec("MEAN", [y, y + 1], [y + 2], {"keep_dims": False}, version=2),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[y + 2], name="main")])


def computed_shapes() -> bytes:
    """Tensors LiteRT sizes only while running, in one subgraph: a RESHAPE to a shape
    computed from an input (its output keeps an arena slot and moves to the heap), a
    STRIDED_SLICE whose begin is computed (its output lives on the heap), each ending a
    stretch of the arena's planning; and constants folded while preparing (a SHAPE
    sliced, a RESHAPE of a constant), which take no arena bytes."""
    tensors = [
        TensorSpec("x", (1, 16), _F32),
        TensorSpec("zero", (2,), "int32"),
        _int32("shape0", [4, 4]),
        TensorSpec("shape", (2,), "int32"),
        TensorSpec("y", (4, 4), _F32),
        TensorSpec("u", (4, 4), _F32),
        TensorSpec("v", (4, 4), _F32),
        TensorSpec("begin", (2,), "int32"),
        _int32("end", [2, 4]),
        _int32("strides", [1, 1]),
        TensorSpec("s", (2, 4), _F32),
        TensorSpec("xs", (2,), "int32"),
        _int32("b1", [1]),
        _int32("e1", [2]),
        _int32("one", [1]),
        TensorSpec("n", (1,), "int32"),
        _const("k", (8,)),
        _int32("to44", [2, 4]),
        TensorSpec("k2", (2, 4), _F32),
        TensorSpec("w", (2, 4), _F32),
        _int32("axis", [1]),
        TensorSpec("m", (2,), _F32),
    ]
    ops = [
        OpSpec("ADD", [2, 1], [3], {}),
        OpSpec("RESHAPE", [0, 3], [4], {}),
        OpSpec("TANH", [4], [5]),
        OpSpec("ADD", [5, 4], [6], {}),
        OpSpec("ADD", [1, 1], [7], {}),
        OpSpec("STRIDED_SLICE", [6, 7, 8, 9], [10], {}),
        OpSpec("SHAPE", [0], [11], {"out_type": "INT32"}),
        OpSpec("STRIDED_SLICE", [11, 12, 13, 14], [15], {}),
        OpSpec("RESHAPE", [16, 17], [18], {}),
        OpSpec("MUL", [10, 18], [19], {}),
        OpSpec("MEAN", [19, 20], [21], {"keep_dims": False}, version=2),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0, 1], outputs=[21, 15], name="main")])


def _dynamic_body(n: int, reshape_state: bool = True) -> SubgraphSpec:
    """A loop body counting up and RESHAPEing its (1, n) state (or, without
    ``reshape_state``, the state's negation) to a shape it computes, then back."""
    body = SubgraphSpec(
        [
            TensorSpec("i", (1,), "int32"),
            TensorSpec("acc" if reshape_state else "state", (1, n), _F32),
            _int32("one", [1]),
            TensorSpec("i2", (1,), "int32"),
            _int32("zero", [0]),
            TensorSpec("z", (1,), "int32"),
            _int32("shape0", [4, n // 4]),
            TensorSpec("shape", (2,), "int32"),
            TensorSpec("r", (4, n // 4), _F32),
            TensorSpec("t", (4, n // 4), _F32),
            _int32("flat", [1, n]),
            TensorSpec("acc2", (1, n), _F32),
        ],
        [
            OpSpec("ADD", [0, 2], [3], {}),
            OpSpec("MUL", [0, 4], [5], {}),
            OpSpec("ADD", [6, 5], [7], {}),
            OpSpec("RESHAPE", [1, 7], [8], {}),
            OpSpec("TANH", [8], [9]),
            OpSpec("RESHAPE", [9, 10], [11], {}),
        ],
        [0, 1],
        [3, 11],
        "body",
    )
    if not reshape_state:
        body.tensors.append(TensorSpec("acc", (1, n), _F32))
        body.operators.insert(0, OpSpec("NEG", [1], [12]))
        body.operators[4] = OpSpec("RESHAPE", [12, 7], [8], {})
    return body


def while_dynamic_body(n: int = 16, *, reshape_state: bool = True) -> bytes:
    """A WHILE loop whose body RESHAPEs its state (or, without ``reshape_state``, the
    state's negation) to a shape it computes: the body has tensors LiteRT sizes only
    while running, so the loop's outputs (its state) live on the heap, not in the main
    arena."""
    main, cond = _counted_loop(n)
    return build_model([main, cond, _dynamic_body(n, reshape_state)])


def _wide_body(n: int, wide: int) -> SubgraphSpec:
    """A loop body counting up and taking its (1, n) state through (1, wide) floats:
    FULLY_CONNECTED, TANH, FULLY_CONNECTED."""
    return SubgraphSpec(
        [
            TensorSpec("i", (1,), "int32"),
            TensorSpec("acc", (1, n), _F32),
            _int32("one", [1]),
            TensorSpec("i2", (1,), "int32"),
            _const("up", (wide, n), _F32, 0.125),
            TensorSpec("h", (1, wide), _F32),
            TensorSpec("t", (1, wide), _F32),
            _const("down", (n, wide), _F32, 0.125),
            TensorSpec("acc2", (1, n), _F32),
        ],
        [
            OpSpec("ADD", [0, 2], [3], {}),
            OpSpec("FULLY_CONNECTED", [1, 4, -1], [5], {}),
            OpSpec("TANH", [5], [6]),
            OpSpec("FULLY_CONNECTED", [6, 7, -1], [8], {}),
        ],
        [0, 1],
        [3, 8],
        "body",
    )


def _two_loops(n: int, once: int | None = None) -> SubgraphSpec:
    """A main subgraph running two WHILE loops one after the other (subgraphs 1, 2 and
    3, 4) on a (1, n) state, then RELU; with ``once``, a CALL_ONCE of that subgraph
    between them."""
    tensors = [
        _int32("i0", [0]),
        TensorSpec("x", (1, n), _F32),
        TensorSpec("ia", (1,), "int32"),
        TensorSpec("a", (1, n), _F32),
        TensorSpec("ib", (1,), "int32"),
        TensorSpec("b", (1, n), _F32),
        TensorSpec("y", (1, n), _F32),
    ]
    ops = [
        OpSpec("WHILE", [0, 1], [2, 3], {"cond_subgraph_index": 1, "body_subgraph_index": 2}),
        OpSpec("WHILE", [0, 3], [4, 5], {"cond_subgraph_index": 3, "body_subgraph_index": 4}),
        OpSpec("RELU", [5], [6], {}),
    ]
    if once is not None:
        ops.insert(1, OpSpec("CALL_ONCE", [], [], {"init_subgraph_index": once}))
    return SubgraphSpec(tensors, ops, [1], [6], "main")


def loops_in_sequence(*, dynamic_first: bool = False, init: int = 0, n: int = 16) -> bytes:
    """Two WHILE loops one after the other (subgraphs 1, 2 and 3, 4), the second one's
    body wider, and with ``init`` a CALL_ONCE between them whose subgraph (5) computes
    a resource variable's first value through ``init``-wide tensors. LiteRT releases
    the first loop's arenas when it ends and CALL_ONCE's once it ran; with
    ``dynamic_first`` the first body RESHAPEs its state to a computed shape, so the
    loop's outputs are dynamic and the rest of the main subgraph (the second loop, the
    CALL_ONCE) is prepared only once the first loop ran: its arenas are allocated then."""
    main = _two_loops(n, 5 if init else None)
    first = _dynamic_body(n) if dynamic_first else _wide_body(n, 2 * n)
    subgraphs = [main, _counted_loop(n)[1], first, _counted_loop(n)[1], _wide_body(n, 8 * n)]
    if init:
        subgraphs.append(_init_subgraph(init))
    return build_model(subgraphs)


def nested_loops(n: int = 16) -> bytes:
    """Two WHILE loops one after the other, the second one's body (4) RESHAPEing its
    state to a computed shape and then running a loop of its own (subgraphs 5, 6, a wide
    body): that inner loop is prepared only when the outer body runs, after the first
    loop (1, 2) released its arenas, and released before the outer body's next
    iteration prepares it again."""
    outer = _dynamic_body(n)
    outer.tensors += [_int32("j0", [0]), TensorSpec("j", (1,), "int32"), TensorSpec("acc3", (1, n), _F32)]
    outer.operators.append(OpSpec("WHILE", [12, 11], [13, 14], {"cond_subgraph_index": 5, "body_subgraph_index": 6}))
    outer.outputs = [3, 14]
    cond = _counted_loop(n)[1]
    return build_model([_two_loops(n), cond, _wide_body(n, 2 * n), cond, outer, cond, _wide_body(n, 8 * n)])


def hybrid(op: str, *, vary_scales: bool = True, int4: bool = False, width: int = 16) -> bytes:
    """One hybrid operator (float activations, int8 — or ``int4`` — weights) then a MEAN: a
    FULLY_CONNECTED (``width`` input columns), a DEPTHWISE_CONV_2D, an SVDF, a
    UNIDIRECTIONAL_SEQUENCE_LSTM or a BATCH_MATMUL with a constant right-hand side; the
    MEAN's temporaries are numbered after the hybrid kernel's."""
    rng = np.random.default_rng(3)

    def int8(name: str, shape: tuple[int, ...], channels: int = 0, axis: int = 0) -> TensorSpec:
        if int4:
            return TensorSpec(name, shape, "int4", data=_packed_int4(shape), scale=0.02, zero_point=0)
        data = rng.integers(-100, 100, shape, dtype=np.int8)
        if not channels:
            return TensorSpec(name, shape, "int8", data=data, scale=0.02)
        scales = [0.02 + (0.001 * k if vary_scales else 0) for k in range(channels)]
        return TensorSpec(
            name, shape, "int8", data=data, scale=scales, zero_point=[0] * channels, quantized_dimension=axis
        )

    if op == "FULLY_CONNECTED":
        x, y = (3, width), (3, 8)
        tensors = [TensorSpec("x", x, _F32), int8("w", (8, width)), _const("b", (8,)), TensorSpec("y", y, _F32)]
        ops = [OpSpec(op, [0, 1, 2], [3], {})]
    elif op == "DEPTHWISE_CONV_2D":
        x, y = (1, 8, 8, 4), (1, 8, 8, 4)
        tensors = [TensorSpec("x", x, _F32), int8("w", (1, 3, 3, 4), 4, 3), _const("b", (4,)), TensorSpec("y", y, _F32)]
        ops = [OpSpec(op, [0, 1, 2], [3], {**_SAME, "depth_multiplier": 1})]
    elif op == "SVDF":
        x, y = (2, 16), (2, 4)
        state = TensorSpec("state", (2, 8 * 4), _F32, is_variable=True)
        tensors = [TensorSpec("x", x, _F32), int8("wf", (8, 16)), int8("wt", (8, 4)), _const("b", (4,)), state]
        tensors.append(TensorSpec("y", y, _F32))
        ops = [OpSpec(op, [0, 1, 2, 3, 4], [5], {"rank": 2})]
    elif op == "UNIDIRECTIONAL_SEQUENCE_LSTM":
        x, y = (2, 5, 6), (2, 5, 8)
        tensors = [TensorSpec("x", x, _F32)]
        inputs = [0] + [-1] * 23
        for k in range(1, 9):
            inputs[k] = len(tensors)
            tensors.append(int8(f"w{k}", (8, 6) if k < 5 else (8, 8)))
        for k in range(12, 16):
            inputs[k] = len(tensors)
            tensors.append(_const(f"b{k}", (8,)))
        for k, name in ((18, "h"), (19, "c")):
            inputs[k] = len(tensors)
            tensors.append(TensorSpec(name, (2, 8), _F32, is_variable=True))
        tensors.append(TensorSpec("y", y, _F32))
        ops = [OpSpec(op, inputs, [len(tensors) - 1], {"fused_activation_function": "TANH", "time_major": False})]
    else:
        x, y = (2, 4, 8), (2, 4, 6)
        tensors = [TensorSpec("x", x, _F32), int8("w", (8, 6)), TensorSpec("y", y, _F32)]
        ops = [OpSpec("BATCH_MATMUL", [0, 1], [2], {})]
    out = len(tensors) - 1
    tensors += [_int32("axis", [len(y) - 1]), TensorSpec("m", y[:-1], _F32)]
    ops.append(OpSpec("MEAN", [out, out + 1], [out + 2], {"keep_dims": False}, version=2))
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[out + 2], name="main")])


def bidirectional_lstm(
    *, cifg: bool = False, steps: int = 4, batch: int = 2, inputs: int = 6, cells: int = 8, hybrid: bool = False
) -> bytes:
    """A float BIDIRECTIONAL_SEQUENCE_LSTM (time major, separate outputs; no input gates
    with ``cifg``; int8 weights with ``hybrid``), its four states as variables, then an
    ADD and a MEAN whose temporaries are numbered after the 19 tensors the kernel
    reserves when built."""

    def weights(name: str, shape: tuple[int, ...], value: float) -> TensorSpec:
        if hybrid:
            return TensorSpec(name, shape, "int8", data=np.full(shape, int(value * 100), np.int8), scale=0.01)
        return _const(name, shape, value=value)

    tensors = [TensorSpec("x", (steps, batch, inputs), _F32)]
    slots = [0] + [-1] * 47

    def put(k: int, spec: TensorSpec) -> None:
        slots[k] = len(tensors)
        tensors.append(spec)

    for base, side in ((1, "fw"), (18, "bw")):
        for g in range(4):
            if not (cifg and g == 0):
                put(base + g, weights(f"{side}_x{g}", (cells, inputs), 0.1 * (g + 1)))
                put(base + 4 + g, weights(f"{side}_h{g}", (cells, cells), 0.05 * (g + 1)))
                put(base + 11 + g, _const(f"{side}_b{g}", (cells,), value=0.01))
    for k, name in ((35, "fw_h"), (36, "fw_c"), (37, "bw_h"), (38, "bw_c")):
        put(k, TensorSpec(name, (batch, cells), _F32, is_variable=True))
    y = (steps, batch, cells)
    first = len(tensors)
    tensors += [TensorSpec("fw_y", y, _F32), TensorSpec("bw_y", y, _F32), TensorSpec("sum", y, _F32)]
    tensors += [_int32("axis", [2]), TensorSpec("m", y[:-1], _F32)]
    options = {"fused_activation_function": "TANH", "time_major": True, "merge_outputs": False}
    ops = [
        OpSpec("BIDIRECTIONAL_SEQUENCE_LSTM", slots, [first, first + 1], options),
        OpSpec("ADD", [first, first + 1], [first + 2], {}),
        OpSpec("MEAN", [first + 2, first + 3], [first + 4], {"keep_dims": False}, version=2),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[first + 4], name="main")])


def conv3d(op: str = "CONV_3D", *, kernel: int = 3, stride: int = 1, dilation: int = 1) -> bytes:
    """One float CONV_3D (x (1, 4, 6, 6, 2), ``kernel``³ filter, 4 filters, SAME) or
    CONV_3D_TRANSPOSE (the same shapes the other way), then a MEAN."""
    x, y = (1, 4, 6, 6, 2), (1, 4, 6, 6, 4)
    options = {"padding": "SAME", "stride_d": stride, "stride_w": stride, "stride_h": stride}
    options |= {f"dilation_{a}_factor": dilation for a in "dwh"}
    if op == "CONV_3D":
        y = (1, *(-(-n // stride) for n in x[1:4]), 4)
        w = _const("w", (kernel, kernel, kernel, 2, 4), value=0.1)
        tensors = [TensorSpec("x", x, _F32), w, TensorSpec("y", y, _F32)]
        ops = [OpSpec(op, [0, 1, -1], [2], options)]
    else:
        x, y = y, (1, *(n * stride for n in y[1:4]), 2)
        w = _const("w", (kernel, kernel, kernel, 2, 4), value=0.1)
        tensors = [_int32("shape", list(y)), w, TensorSpec("x", x, _F32), TensorSpec("y", y, _F32)]
        ops = [OpSpec(op, [0, 1, 2], [3], options)]
    out = len(tensors) - 1
    tensors += [_int32("axis", [4]), TensorSpec("m", y[:-1], _F32)]
    ops.append(OpSpec("MEAN", [out, out + 1], [out + 2], {"keep_dims": False}, version=2))
    first = 0 if op == "CONV_3D" else 2
    return build_model([SubgraphSpec(tensors, ops, inputs=[first], outputs=[out + 2], name="main")])


def detection_postprocess(boxes: int = 10, classes: int = 3, detections: int = 4) -> bytes:
    """LiteRT's TFLite_Detection_PostProcess (a custom operator its resolver ships) on
    ``boxes`` anchors of ``classes`` classes, with valid anchors so that it runs."""
    options = {
        "max_detections": detections,
        "max_classes_per_detection": 1,
        "detections_per_class": 3,
        "use_regular_nms": False,
        "nms_score_threshold": 0.1,
        "nms_iou_threshold": 0.5,
        "num_classes": classes,
        "y_scale": 10.0,
        "x_scale": 10.0,
        "h_scale": 5.0,
        "w_scale": 5.0,
    }
    anchors = np.tile(np.array([0.5, 0.5, 0.2, 0.2], np.float32), (boxes, 1))
    tensors = [
        TensorSpec("boxes", (1, boxes, 4), _F32),
        TensorSpec("scores", (1, boxes, classes + 1), _F32),
        TensorSpec("anchors", (boxes, 4), _F32, data=anchors),
        TensorSpec("det_boxes", (1, detections, 4), _F32),
        TensorSpec("det_classes", (1, detections), _F32),
        TensorSpec("det_scores", (1, detections), _F32),
        TensorSpec("num_det", (1,), _F32),
    ]
    op = OpSpec(
        "TFLite_Detection_PostProcess", [0, 1, 2], [3, 4, 5, 6], custom=True, custom_options=flexbuffers.Dumps(options)
    )
    return build_model([SubgraphSpec(tensors, [op], inputs=[0, 1], outputs=[3, 4, 5, 6], name="main")])


def rfft2d(height: int = 8, width: int = 16) -> bytes:
    """An RFFT2D of a float (1, height, width) signal over a constant fft_length, whose
    kernel keeps four work areas in the arena."""
    tensors = [
        TensorSpec("x", (1, height, width), _F32),
        _int32("fft_length", [height, width]),
        TensorSpec("y", (1, height, width // 2 + 1), "complex64"),
    ]
    return build_model(
        [SubgraphSpec(tensors, [OpSpec("RFFT2D", [0, 1], [2], {})], inputs=[0], outputs=[2], name="main")]
    )


def reduce_window(*, dilation: int = 1, pad: int = 1) -> bytes:
    """A STABLEHLO_REDUCE_WINDOW summing 2×2 windows of a float (1, 8, 8, 2) input with
    stride 2, base dilation ``dilation`` and ``pad`` more rows and columns at the end; its
    body (subgraph 1) is one STABLEHLO_ADD, which LiteRT only reads to pick the sum."""
    size = (8 - 1) * dilation + 1 + pad
    out = (1, (size - 2) // 2 + 1, (size - 2) // 2 + 1, 2)
    options = {
        "window_dimensions": [1, 2, 2, 1],
        "window_strides": [1, 2, 2, 1],
        "base_dilations": [1, dilation, dilation, 1],
        "window_dilations": [1, 1, 1, 1],
        "padding": [0, 0, 0, pad, 0, pad, 0, 0],
        "body_subgraph_index": 1,
    }
    main = SubgraphSpec(
        [TensorSpec("x", (1, 8, 8, 2), _F32), _const("zero", (), value=0.0), TensorSpec("y", out, _F32)],
        [OpSpec("STABLEHLO_REDUCE_WINDOW", [0, 1], [2], options)],
        [0],
        [2],
        "main",
    )
    body = SubgraphSpec(
        [TensorSpec("a", (), _F32), TensorSpec("b", (), _F32), TensorSpec("c", (), _F32)],
        [OpSpec("STABLEHLO_ADD", [0, 1], [2], {})],
        [0, 1],
        [2],
        "sum",
    )
    return build_model([main, body])


def integer_lstm(*, batch: int = 2, inputs: int = 8, cells: int = 8) -> bytes:
    """An int8 LSTM, full kernel with a 16-bit cell (8x8_16: five intermediate tensors
    carry the gates' scales), its output state (int8) and cell state (int16) variables."""
    rng = np.random.default_rng(1)
    tensors = [TensorSpec("x", (batch, inputs), "int8", scale=0.05, zero_point=0)]
    slots = [0] + [-1] * 23

    def put(k: int, spec: TensorSpec) -> None:
        slots[k] = len(tensors)
        tensors.append(spec)

    for k in range(1, 9):
        shape = (cells, inputs) if k < 5 else (cells, cells)
        put(k, TensorSpec(f"w{k}", shape, "int8", data=rng.integers(-50, 50, shape, dtype=np.int8), scale=0.01))
    for k in range(12, 16):
        put(k, TensorSpec(f"b{k}", (cells,), "int32", data=np.zeros(cells, np.int32), scale=0.0005, zero_point=0))
    put(18, TensorSpec("h", (batch, cells), "int8", is_variable=True, scale=0.05, zero_point=0))
    put(19, TensorSpec("c", (batch, cells), "int16", is_variable=True, scale=2**-11, zero_point=0))
    intermediates = list(range(len(tensors), len(tensors) + 5))
    tensors += [TensorSpec(f"gate{k}", (), "int16", scale=2**-12, zero_point=0) for k in range(4)]
    tensors.append(TensorSpec("hidden", (), "int8", scale=0.007, zero_point=0))
    tensors.append(TensorSpec("y", (batch, cells), "int8", scale=0.05, zero_point=0))
    options = {"fused_activation_function": "TANH", "kernel_type": "FULL"}
    op = OpSpec("LSTM", slots, [len(tensors) - 1], options, intermediates=intermediates, version=4)
    return build_model([SubgraphSpec(tensors, [op], inputs=[0], outputs=[len(tensors) - 1], name="main")])


def stablehlo_composite() -> bytes:
    """ADD → STABLEHLO_COMPOSITE → MEAN, the composite's decomposition the convolving
    branch of :func:`if_branches`: LiteRT prepares it as IF prepares its branches."""
    _add, convolve = _branches()
    x, c = (1, 8, 8, 4), (1, 8, 8, 6)
    tensors = [TensorSpec("x", x, _F32), TensorSpec("h", x, _F32), TensorSpec("y", c, _F32)]
    tensors += [_int32("axis", [1, 2]), TensorSpec("z", (1, 6), _F32)]
    attributes = list(flexbuffers.Dumps({"kind": 1}))
    options = {"name": "memplan.convolve", "decomposition_subgraph_index": 1, "version": 1}
    options |= {"composite_attributes": attributes, "composite_attributes_format": 0}  # FLEXBUFFERS
    ops = [
        OpSpec("ADD", [0, 0], [1], {}),
        OpSpec("STABLEHLO_COMPOSITE", [1, 0], [2], options),
        OpSpec("MEAN", [2, 3], [4], {"keep_dims": False}, version=2),
    ]
    return build_model([SubgraphSpec(tensors, ops, [0], [4], "main"), convolve])


def unused_tensors() -> bytes:
    """RELU on 64 floats, with two tensors nothing uses, both before the used ones: a
    256-float tensor without data (TFLM plans it at its uninitialised lifetime -1, alone,
    so the head is its 1,024 B rather than RELU's 512 B) and a constant."""
    tensors = [
        TensorSpec("leftover", (1, 256), "float32"),
        TensorSpec("x", (1, 64), "float32"),
        TensorSpec("unused_weights", (4, 4), "float32", data=np.full((4, 4), 0.5, np.float32)),
        TensorSpec("y", (1, 64), "float32"),
    ]
    sg = SubgraphSpec(tensors, [OpSpec("RELU", [1], [3])], inputs=[1], outputs=[3], name="main")
    return build_model([sg], signatures={"serving_default": ({"x": 1}, {"y": 3})})


def cut_dequantize(
    size: int = 8, channels: int = 3, filters: int = 8, name_suffix: str = "", *, dangling: bool = False
) -> bytes:
    """An int8 CONV_2D model as converters write it — QUANTIZE in, a signature — after an
    editor cut the output DEQUANTIZE to hand the application int8 outputs: the operator
    is gone, the signature and the graph output name the int8 tensor, but the float
    output tensor stayed (no data: TFLM plans it at lifetime -1, 2,048 B, larger than
    the rest of the plan) and so did the float filter the quantizer replaced.
    ``name_suffix`` is appended to every tensor name (strings TFLM never reads)."""
    weights = np.arange(filters * 9 * channels, dtype=np.int64).reshape(filters, 3, 3, channels) % 7 - 3
    act = {"scale": 0.05, "zero_point": -3}
    tensors = [
        TensorSpec("serving_default_x:0", (1, size, size, channels), "float32"),
        TensorSpec("x_int8", (1, size, size, channels), "int8", **act),
        TensorSpec("conv/filter_float", weights.shape, "float32", data=weights.astype(np.float32) * 0.02),
        TensorSpec(
            "conv/filter",
            weights.shape,
            "int8",
            data=weights.astype(np.int8),
            scale=[0.02] * filters,
            zero_point=[0] * filters,
        ),
        TensorSpec(
            "conv/bias",
            (filters,),
            "int32",
            data=np.arange(filters, dtype=np.int32),
            scale=[0.001] * filters,
            zero_point=[0] * filters,
        ),
        TensorSpec("conv_int8", (1, size, size, filters), "int8", scale=0.1, zero_point=2),
        TensorSpec("StatefulPartitionedCall:0", (1, size, size, filters), "float32"),
    ]
    conv = {"padding": "SAME", "stride_w": 1, "stride_h": 1, "fused_activation_function": "RELU"}
    for t in tensors:
        t.name += name_suffix
    ops = [OpSpec("QUANTIZE", [0], [1]), OpSpec("CONV_2D", [1, 3, 4], [5], conv, version=3)]
    if dangling:  # the DEQUANTIZE left in place (dangling_dequantize)
        ops.append(OpSpec("DEQUANTIZE", [5], [6]))
    sg = SubgraphSpec(tensors, ops, inputs=[0], outputs=[5], name="main")
    return build_model([sg], signatures={"serving_default": ({"x": 0}, {"output_0": 5})})


def dangling_dequantize() -> bytes:
    """:func:`cut_dequantize`'s model edited another way: the graph output and the signature
    re-pointed at the int8 tensor, the output DEQUANTIZE left in place — it still runs and
    its float output (2,048 B) is still planned, but nothing reads it."""
    return cut_dequantize(dangling=True)


def two_signatures(width: int = 64, hidden: int = 256) -> bytes:
    """A model saved with two signatures, as models for on-device training are: subgraph 0
    (``infer``: x → FULLY_CONNECTED → RELU) is all TFLM's interpreter runs, but it also
    allocates, initialises and prepares subgraph 1 (``train``: a wider FULLY_CONNECTED and
    SOFTMAX) — eval tensors, nodes, kernel data, and its activations planned together at
    lifetime -1."""
    w0 = np.linspace(-1, 1, width * width, dtype=np.float32).reshape(width, width)
    infer = SubgraphSpec(
        [
            TensorSpec("x", (1, width), "float32"),
            TensorSpec("w", (width, width), "float32", data=w0),
            TensorSpec("h", (1, width), "float32"),
            TensorSpec("y", (1, width), "float32"),
        ],
        [OpSpec("FULLY_CONNECTED", [0, 1, -1], [2]), OpSpec("RELU", [2], [3])],
        inputs=[0],
        outputs=[3],
        name="infer",
    )
    w1 = np.linspace(-1, 1, hidden * width, dtype=np.float32).reshape(hidden, width)
    train = SubgraphSpec(
        [
            TensorSpec("x", (1, width), "float32"),
            TensorSpec("w_train", (hidden, width), "float32", data=w1),
            TensorSpec("logits", (1, hidden), "float32"),
            TensorSpec("p", (1, hidden), "float32"),
        ],
        [OpSpec("FULLY_CONNECTED", [0, 1, -1], [2]), OpSpec("SOFTMAX", [2], [3], {"beta": 1.0})],
        inputs=[0],
        outputs=[3],
        name="train",
    )
    signatures = {"infer": ({"x": 0}, {"y": 3}, 0), "train": ({"x": 0}, {"p": 3}, 1)}
    return build_model([infer, train], signatures=signatures)


def invoke_shapes(length: int = 64) -> bytes:
    """BirdNET's pattern in small: shapes computed from the input while running. The
    input's SHAPE is split (SPLIT_V: values in the arena), a quarter of its length
    (FLOOR_DIV) makes the shape a RESHAPE of the input takes (``(length/4, 4)``, stored as
    the placeholder ``(1, 4)``), a FULLY_CONNECTED and a RESHAPE to
    ``(1, length/4, 8, 1)`` follow, then a 3×3 VALID CONV_2D that does not fit the stored
    placeholder ``(1, 1, 8, 1)`` and a RANGE of the computed length (on the heap)."""
    tensors = [
        TensorSpec("x", (1, length), _F32, shape_signature=(-1, length)),
        TensorSpec("s", (2,), "int32"),
        _int32("sizes", [1, 1]),
        _int32("axis0", [0]),
        TensorSpec("a", (1,), "int32"),
        TensorSpec("b", (1,), "int32"),
        _int32("four", [4]),
        TensorSpec("q", (1,), "int32"),
        TensorSpec("shape2", (2,), "int32"),
        TensorSpec("y", (1, 4), _F32, shape_signature=(-1, 4)),
        _const("w", (8, 4)),
        TensorSpec("z", (1, 8), _F32, shape_signature=(-1, 8)),
        _int32("eight1", [8, 1]),
        TensorSpec("shape4", (4,), "int32"),
        TensorSpec("z4", (1, 1, 8, 1), _F32, shape_signature=(-1, -1, 8, 1)),
        _const("k", (4, 3, 3, 1)),
        _const("bias", (4,)),
        TensorSpec("c", (1, 1, 6, 4), _F32, shape_signature=(-1, -1, 6, 4)),
        TensorSpec("zero", (), "int32", data=np.array(0, np.int32)),
        TensorSpec("one", (), "int32", data=np.array(1, np.int32)),
        TensorSpec("qs", (), "int32"),
        TensorSpec("r", (1,), "int32", shape_signature=(-1,)),
        _int32("scalar", []),
        _int32("one1", [1]),
    ]
    ops = [
        OpSpec("SHAPE", [0], [1], {"out_type": "INT32"}),
        OpSpec("SPLIT_V", [1, 2, 3], [4, 5], {"num_splits": 2}),
        OpSpec("FLOOR_DIV", [5, 6], [7]),
        OpSpec("CONCATENATION", [7, 6], [8], {"axis": 0}),
        OpSpec("RESHAPE", [0, 8], [9], {}),
        OpSpec("FULLY_CONNECTED", [9, 10, -1], [11], {}),
        OpSpec("CONCATENATION", [23, 7, 12], [13], {"axis": 0}),
        OpSpec("RESHAPE", [11, 13], [14], {}),
        OpSpec("CONV_2D", [14, 15, 16], [17], {"padding": "VALID", "stride_w": 1, "stride_h": 1}),
        OpSpec("RESHAPE", [7, 22], [20], {}),
        OpSpec("RANGE", [18, 20, 19], [21]),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[17, 21], name="main")])
