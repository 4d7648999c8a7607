"""The GPU delegate's usage records, on graphs built by hand."""

from __future__ import annotations

import pytest

from tests.synthetic import synthetic_graph
from tflite_memplan.model.dtypes import tensor_nbytes
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor, TensorKind
from tflite_memplan.semantics.gpu.lifetimes import gpu_lifetimes, gpu_padded_bytes


def tensor(index: int, shape: tuple[int, ...], dtype: str = "float32", kind: TensorKind = TensorKind.INTERMEDIATE):
    return Tensor(
        index=index,
        name=f"t{index}",
        shape=shape,
        dtype=dtype,
        nbytes=tensor_nbytes(shape, dtype),
        kind=kind,
        has_data=kind == TensorKind.CONSTANT,
        is_variable=kind == TensorKind.VARIABLE,
    )


def graph() -> ModelGraph:
    """in(0) -conv(w=1)-> 2 -relu-> 3 -add(0)-> 4 (output); 5 an unread output of op 1; 6 a variable."""
    tensors = (
        tensor(0, (1, 4, 4, 3), kind=TensorKind.INPUT),
        tensor(1, (3, 1, 1, 3), kind=TensorKind.CONSTANT),
        tensor(2, (1, 4, 4, 3)),
        tensor(3, (1, 4, 4, 3)),
        tensor(4, (1, 4, 4, 3), kind=TensorKind.OUTPUT),
        tensor(5, (6,)),
        tensor(6, (1, 3), kind=TensorKind.VARIABLE),
        tensor(7, (1, 4, 4, 3)),  # touched by no operator
    )
    ops = (
        Operator(0, "CONV_2D", (0, 1, -1), (2,)),
        Operator(1, "CUSTOM_RELU", (2, 6), (3, 5)),
        Operator(2, "ADD", (3, 0), (4,)),
    )
    sg = Subgraph(0, "main", tensors, ops, (0,), (4,))
    return ModelGraph("hand", (sg,))


def test_inputs_at_zero_op_k_at_k_outputs_at_n() -> None:
    lt = gpu_lifetimes(graph())
    assert lt.semantics == "gpu"
    assert [(r.tensor, r.size, r.first, r.last) for r in lt.records] == [
        (0, 192, 0, 2),  # graph input: step 0, last read by op 2
        (2, 192, 0, 1),
        (3, 192, 1, 2),
        (4, 192, 2, 3),  # graph output: kept to step N = 3
        (5, 24, 1, 1),  # produced, never read: only its own step
    ]
    assert [(s.time, s.operator, s.opcode) for s in lt.steps] == [
        (0, 0, "CONV_2D"),
        (1, 1, "CUSTOM_RELU"),
        (2, 2, "ADD"),
        (3, None, "graph outputs"),
    ]
    assert not any("subgraph" in w for w in lt.warnings)


def test_pad_channels_rounds_the_last_dimension_up_to_four() -> None:
    lt = gpu_lifetimes(graph(), pad_channels=True)
    sizes = {r.tensor: r.size for r in lt.records}
    assert sizes == {0: 256, 2: 256, 3: 256, 4: 256, 5: 96}


@pytest.mark.parametrize(
    ("shape", "dtype", "expected"),
    [
        ((1, 8, 8, 3), "float32", 1 * 8 * 8 * 4 * 4),  # BHWC: C 3 -> 4
        ((1, 8, 8, 8), "int8", 512),  # already a multiple of 4
        ((2, 5, 6), "float16", 2 * 5 * 8 * 2),  # BWC: C 6 -> 8
        ((3, 10), "int8", 3 * 12),  # BC: C 10 -> 12
        ((7,), "float32", 7 * 4 * 4),  # B: one channel per element, padded to 4
        ((), "int32", 4 * 4),  # scalar: like (1,)
        ((1, 2, 2, 2, 5), "float32", 8 * 8 * 4),  # rank 5: the last dimension still
        ((1, 4, 4, 5), "int4", 1 * 4 * 4 * 8 // 2),  # sub-byte types pack after padding
    ],
)
def test_padded_bytes_by_rank(shape: tuple[int, ...], dtype: str, expected: int) -> None:
    assert gpu_padded_bytes(tensor(0, shape, dtype)) == expected


def test_unknown_sizes_are_reported_not_guessed() -> None:
    g = graph()
    sg = g.main
    tensors = list(sg.tensors)
    tensors[3] = Tensor(3, "dynamic", (1, -1, 4, 3), "float32", None, TensorKind.INTERMEDIATE)
    g2 = ModelGraph("hand", (Subgraph(0, "main", tuple(tensors), sg.operators, sg.inputs, sg.outputs),))
    for pad in (False, True):
        lt = gpu_lifetimes(g2, pad_channels=pad)
        assert 3 not in {r.tensor for r in lt.records}
        assert any("unknown size" in w and "dynamic" in w for w in lt.warnings)


def test_only_the_main_subgraph_is_planned() -> None:
    g = graph()
    other = Subgraph(1, "body", g.main.tensors, (), (0,), (0,))
    lt = gpu_lifetimes(ModelGraph("hand", (g.main, other)))
    assert {r.subgraph for r in lt.records} == {0}
    assert any("1 subgraphs are not planned" in w for w in lt.warnings)


def test_every_planned_activation_of_a_synthetic_graph() -> None:
    g = synthetic_graph("unet", 200, seed=4)
    lt = gpu_lifetimes(g)
    activations = [t.index for t in g.main.tensors if not t.has_data]
    assert [r.tensor for r in lt.records] == activations
    out = g.main.outputs[0]
    assert next(r for r in lt.records if r.tensor == out).last == len(g.main.operators)
