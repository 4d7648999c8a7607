"""Tiny real .tflite models for tests, written with ``tflite_memplan.builder``.

Each function returns model bytes; the graphs are the DESIGN.md golden cases, so
their lifetimes and plans can be checked by hand.
"""

from __future__ import annotations

import numpy as np

from tflite_memplan.builder import OpSpec, SubgraphSpec, TensorSpec, build_model


def branch_48() -> bytes:
    """Four 48-byte float tensors: op0 t0→t1, op1 t0→t2, op2 t1,t2→t3 (TFLM golden case)."""
    tensors = [TensorSpec(f"t{i}", (12,), "float32") for i in range(4)]
    ops = [
        OpSpec("RELU", [0], [1]),
        OpSpec("RELU6", [0], [2]),
        OpSpec("ADD", [1, 2], [3]),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[3], name="main")])


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
