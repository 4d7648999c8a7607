"""MACs and element-wise ops per operator, each checked against arithmetic done by hand.

Every expected value is written out as the product it comes from. Graphs are built by
hand (one operator, its tensors' shapes), or written as real models for the recurrent
operators, whose many inputs the test models already lay out.
"""

from __future__ import annotations

import pytest

from tests.conftest import SAMPLES
from tests.tiny_models import bidirectional_lstm, conv2d, conv3d, lstm, rnn
from tflite_memplan.model.compute import model_compute, operator_compute
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor, TensorKind
from tflite_memplan.model.reader import load_model, parse_model


def _one(opcode: str, inputs: list[tuple[int, ...] | None], output: tuple[int, ...], **options: object):
    """The compute of one ``opcode`` operator whose inputs have ``inputs`` shapes (None:
    an omitted optional input) and whose output has ``output``."""
    shapes = [s for s in inputs if s is not None] + [output]
    tensors = tuple(
        Tensor(index=i, name=f"t{i}", shape=s, dtype="float32", nbytes=None, kind=TensorKind.INTERMEDIATE)
        for i, s in enumerate(shapes)
    )
    refs, k = [], 0
    for s in inputs:
        refs.append(-1 if s is None else k)
        k += s is not None
    op = Operator(index=0, opcode=opcode, inputs=tuple(refs), outputs=(len(shapes) - 1,), options=options)
    sg = Subgraph(index=0, name="", tensors=tensors, operators=(op,), inputs=(0,), outputs=(len(shapes) - 1,))
    return operator_compute(sg, op)


def _macs(data: bytes, opcode: str) -> int | None:
    (c,) = [c for c in model_compute(parse_model(data)).operators if c.opcode == opcode]
    return c.macs


def test_conv_2d() -> None:
    # SAME, stride 1: output 1 × 8 × 8 × 6 = 384 values, each 3 × 3 taps × 4 input channels
    assert _macs(conv2d(kernel=3, size=8, channels=4, filters=6), "CONV_2D") == 384 * 3 * 3 * 4 == 13_824
    # VALID, stride 2: output (8 - 3) // 2 + 1 = 3, so 3 × 3 × 6 = 54 values
    assert _macs(conv2d(kernel=3, stride=2, padding="VALID"), "CONV_2D") == 54 * 3 * 3 * 4 == 1_944
    # grouped: a filter of 2 input channels on a 4-channel input (2 groups) → 2 per tap
    c = _one("CONV_2D", [(1, 5, 5, 4), (6, 3, 3, 2), (6,)], (1, 5, 5, 6))
    assert (c.macs, c.elementwise_ops) == (5 * 5 * 6 * 3 * 3 * 2, 0)


def test_conv_3d() -> None:
    # output 1 × 4 × 6 × 6 × 4 = 576 values, each 3 × 3 × 3 taps × 2 input channels
    assert _macs(conv3d(kernel=3), "CONV_3D") == 576 * 27 * 2 == 31_104


def test_depthwise_conv_2d_with_a_depth_multiplier() -> None:
    # 3 input channels × depth multiplier 2 = 6 output channels, each reading one input
    # channel: VALID 3 × 3 on 5 × 5 → 3 × 3 × 6 = 54 outputs, 9 taps each
    c = _one("DEPTHWISE_CONV_2D", [(1, 5, 5, 3), (1, 3, 3, 6), (6,)], (1, 3, 3, 6), depth_multiplier=2)
    assert c.macs == 54 * 9 == 486
    # multiplier 1 on the same input: 3 × 3 × 3 = 27 outputs
    assert _one("DEPTHWISE_CONV_2D", [(1, 5, 5, 3), (1, 3, 3, 3), None], (1, 3, 3, 3)).macs == 27 * 9 == 243


def test_transpose_conv() -> None:
    # inputs: output shape, filter [Cout 2, 3, 3, Cin 4], input 1 × 4 × 4 × 4 (64 values);
    # each input value is scattered over 3 × 3 taps of 2 output channels
    c = _one("TRANSPOSE_CONV", [(4,), (2, 3, 3, 4), (1, 4, 4, 4)], (1, 8, 8, 2), stride_h=2, stride_w=2)
    assert c.macs == 64 * 3 * 3 * 2 == 1_152


def test_fully_connected() -> None:
    # 3 rows × 5 units, each a dot product of 10
    assert _one("FULLY_CONNECTED", [(3, 10), (5, 10), (5,)], (3, 5)).macs == 3 * 5 * 10 == 150
    # keep_num_dims: a 2 × 3 × 10 input is 6 rows
    assert _one("FULLY_CONNECTED", [(2, 3, 10), (5, 10), None], (2, 3, 5), keep_num_dims=True).macs == 300


def test_batch_matmul() -> None:
    # 2 batches of (3 × 4) · (4 × 5): 2 × 3 × 5 = 30 outputs, 4 products each
    assert _one("BATCH_MATMUL", [(2, 3, 4), (2, 4, 5)], (2, 3, 5)).macs == 30 * 4 == 120
    # adj_x: the left operand is stored 7 × 3 and contracts over its 7 rows
    assert _one("BATCH_MATMUL", [(2, 7, 3), (2, 7, 5)], (2, 3, 5), adj_x=True).macs == 30 * 7 == 210


def test_lstm() -> None:
    # 4 gates × 12 cells × (8 inputs + 12 recurrent) weights, per batch row (2)
    assert _macs(lstm(batch=2, inputs=8, cells=12), "LSTM") == 2 * 4 * 12 * (8 + 12) == 1_920
    # CIFG: no input gate, 3 gates
    assert _macs(lstm(cifg=True, batch=2, inputs=8, cells=12), "LSTM") == 2 * 3 * 12 * (8 + 12) == 1_440
    # the basic kernel: [input, previous activation] (8 + 12) times a 48 × 20 matrix per row
    c = _one("LSTM", [(2, 8), (2, 12), (48, 20), (48,), (2, 12)], (2, 12), kernel_type=1)
    assert c.macs == 2 * 48 * 20 == 1_920


def test_unidirectional_sequence_lstm_with_peepholes_and_projection() -> None:
    # time 5 × batch 2 = 10 steps; per step: 4 gates × 6 cells × (3 inputs + 4 outputs),
    # 3 peephole vectors of 6, and a 4 × 6 projection
    shapes: list[tuple[int, ...] | None] = [(5, 2, 3)]
    shapes += [(6, 3)] * 4 + [(6, 4)] * 4 + [(6,)] * 3 + [(6,)] * 4 + [(4, 6), (4,), (2, 4), (2, 6)]
    c = _one("UNIDIRECTIONAL_SEQUENCE_LSTM", shapes, (5, 2, 4), time_major=True)
    assert c.macs == 10 * (4 * 6 * (3 + 4) + 3 * 6 + 4 * 6) == 2_100


def test_bidirectional_sequence_lstm() -> None:
    # 4 steps × 2 batch = 8; per direction 4 gates × 8 cells × (6 inputs + 8 recurrent)
    assert _macs(bidirectional_lstm(steps=4, batch=2, inputs=6, cells=8), "BIDIRECTIONAL_SEQUENCE_LSTM") == (
        8 * 2 * 4 * 8 * (6 + 8)
    )
    cifg = bidirectional_lstm(cifg=True, steps=4, batch=2, inputs=6, cells=8)
    assert _macs(cifg, "BIDIRECTIONAL_SEQUENCE_LSTM") == 8 * 2 * 3 * 8 * (6 + 8) == 5_376


@pytest.mark.parametrize(
    ("op", "expected"),
    [
        # batch 2 × (16 units × 8 inputs + 16 × 16 recurrent)
        ("RNN", 2 * (16 * 8 + 16 * 16)),
        # 3 steps × batch 2 × the same
        ("UNIDIRECTIONAL_SEQUENCE_RNN", 3 * 2 * (16 * 8 + 16 * 16)),
        # both directions
        ("BIDIRECTIONAL_SEQUENCE_RNN", 2 * 3 * 2 * (16 * 8 + 16 * 16)),
    ],
)
def test_rnns(op: str, expected: int) -> None:
    assert _macs(rnn(op, batch=2, inputs=8, units=16, steps=3), op) == expected


def test_bidirectional_rnn_with_an_auxiliary_input() -> None:
    # 3 steps × batch 2 = 6; per direction 16 × 8 + 16 × 16, plus 16 × 5 from a 5-wide auxiliary input
    shapes = [(3, 2, 8), (16, 8), (16, 16), (16,), (2, 16), (16, 8), (16, 16), (16,), (2, 16)]
    shapes += [(3, 2, 5), (16, 5), (16, 5)]
    c = _one("BIDIRECTIONAL_SEQUENCE_RNN", shapes, (3, 2, 16), time_major=True)
    assert c.macs == 6 * 2 * (16 * 8 + 16 * 16) + 6 * 2 * 16 * 5 == 5_568


def test_svdf() -> None:
    # batch 2 × (8 filters × 10 inputs feature weights + 8 filters × 5 memory time weights)
    c = _one("SVDF", [(2, 10), (8, 10), (8, 5), (4,), (2, 40)], (2, 4), rank=2)
    assert c.macs == 2 * (8 * 10 + 8 * 5) == 240
    # the bundled sample, batch 1: svdf1 16 filters × 16 inputs + 16 × 4 memory; svdf2
    # 8 × 8 + 8 × 4; then FULLY_CONNECTED 4 units × 8 inputs
    macs = [c.macs for c in model_compute(load_model(SAMPLES / "svdf_state_int8.tflite")).operators]
    assert macs == [16 * 16 + 16 * 4, 8 * 8 + 8 * 4, 4 * 8]


def test_pooling_counts_window_taps_as_element_wise_ops() -> None:
    # output 1 × 4 × 4 × 3 = 48 values, each over a 2 × 2 window
    for op in ("AVERAGE_POOL_2D", "MAX_POOL_2D", "L2_POOL_2D"):
        c = _one(op, [(1, 8, 8, 3)], (1, 4, 4, 3), filter_height=2, filter_width=2, stride_h=2, stride_w=2)
        assert (c.macs, c.elementwise_ops) == (0, 48 * 2 * 2), op


def test_element_wise_ops() -> None:
    # one per output value: 1 × 4 × 4 × 3 = 48
    assert _one("ADD", [(1, 4, 4, 3), (1, 4, 4, 3)], (1, 4, 4, 3)).elementwise_ops == 48
    assert _one("MUL", [(1, 4, 4, 3), (3,)], (1, 4, 4, 3)).elementwise_ops == 48  # broadcast: the output counts
    assert _one("LOGISTIC", [(2, 24)], (2, 24)).elementwise_ops == 48
    # ADD_N of 3 addends: 2 additions per output value
    assert _one("ADD_N", [(48,), (48,), (48,)], (48,)).elementwise_ops == 2 * 48
    # a reduction: one per input value, 1 × 4 × 4 × 8 = 128
    assert _one("MEAN", [(1, 4, 4, 8), (2,)], (1, 8)).elementwise_ops == 128


def test_data_movement_counts_zero_and_unknown_operators_are_not_counted() -> None:
    c = _one("RESHAPE", [(1, 48), (2,)], (4, 12))
    assert (c.macs, c.elementwise_ops, c.counted) == (0, 0, True)
    c = _one("my_custom_op", [(1, 48)], (1, 48))
    assert (c.macs, c.elementwise_ops, c.counted) == (None, None, False)
    # a dimension unknown statically (-1): not counted rather than guessed
    c = _one("FULLY_CONNECTED", [(-1, 10), (5, 10), None], (-1, 5))
    assert (c.macs, c.counted) == (None, False)


def test_totals_add_up_over_the_counted_operators() -> None:
    compute = model_compute(load_model(SAMPLES / "branching_cnn_int8.tflite"))
    assert compute.macs == sum(c.macs or 0 for c in compute.operators) > 0
    assert compute.elementwise_ops == sum(c.elementwise_ops or 0 for c in compute.operators) > 0
    assert compute.uncounted == ()


def test_a_graph_without_operators_computes_nothing() -> None:
    sg = Subgraph(index=0, name="", tensors=(), operators=(), inputs=(), outputs=())
    compute = model_compute(ModelGraph(path="empty", subgraphs=(sg,)))
    assert (compute.macs, compute.elementwise_ops, compute.operators) == (0, 0, ())
