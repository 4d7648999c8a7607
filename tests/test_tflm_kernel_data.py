"""TFLM's per-kernel persistent data (tflm_kernel_data), rule by rule, on every target.

The expected numbers are the measured struct sizes the module's tables hold, written
out so each case can be checked by hand: e.g. an int8 CONV_2D with 8 output channels
keeps its op data (80 B on the 64-bit wheel, 56 B on 32-bit reference kernels, 60 B
with CMSIS-NN) and two int32 arrays of 8 entries. The fidelity against the real
interpreter is tested elsewhere (tests/test_fidelity_tflm.py).
"""

from __future__ import annotations

import numpy as np
import pytest
from flatbuffers import flexbuffers
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.kernel_models import kernel_models
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor, TensorKind
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.tflm.kernel_data import (
    REGISTERED_BUILTINS,
    REGISTERED_CUSTOMS,
    Persistent,
    builtin_params,
    kernel_persistent,
)
from tflite_memplan.semantics.tflm.tail import tflm_tail
from tflite_memplan.semantics.tflm.targets import TARGETS, BuildOptions, make_build

HOST64, CORTEX_M, CMSIS_NN, WASM32 = (TARGETS[n] for n in ("host64", "cortex-m", "cortex-m-cmsis-nn", "wasm32"))


def _graph(tensors: list[TensorSpec], ops: list[OpSpec], inputs: list[int], outputs: list[int]) -> ModelGraph:
    return parse_model(build_model([SubgraphSpec(tensors, ops, inputs, outputs, name="main")]))


def _only_op(graph: ModelGraph, target, position: int = 0) -> tuple[Persistent, ...] | None:
    sg = graph.main
    return kernel_persistent(graph, sg, sg.operators[position], target)


def _sizes(allocations: tuple[Persistent, ...] | None) -> list[tuple[str, int]] | None:
    return None if allocations is None else [(a.phase, a.size) for a in allocations]


def _conv(dtype: str, channels: int = 8, *, depthwise: bool = False) -> ModelGraph:
    quant = {"scale": 0.1, "zero_point": 0} if dtype == "int8" else {}
    filt_shape = (1, 3, 3, channels) if depthwise else (channels, 3, 3, 4)
    weights = np.zeros(filt_shape, np.int8 if dtype == "int8" else np.float32)
    wquant = {"scale": [0.01] * channels, "zero_point": [0] * channels} if dtype == "int8" else {}
    axis = 3 if depthwise else 0
    tensors = [
        TensorSpec("x", (1, 6, 6, 4 if not depthwise else channels), dtype, **quant),
        TensorSpec("w", filt_shape, dtype, weights, quantized_dimension=axis, **wquant),
        TensorSpec("y", (1, 4, 4, channels), dtype, **quant),
    ]
    opcode = "DEPTHWISE_CONV_2D" if depthwise else "CONV_2D"
    options = {"padding": "VALID", "stride_w": 1, "stride_h": 1}
    if depthwise:
        options["depth_multiplier"] = 1
    return _graph(tensors, [OpSpec(opcode, [0, 1, -1], [2], options)], [0], [2])


# --------------------------------------------------------------------------- params


@pytest.mark.parametrize(
    ("opcode", "expected"),
    [
        # enum/bool-only structs shrink with arm-none-eabi's short enums, not on wasm32
        ("ADD", {"host64": (8, 4), "wasm32": (8, 4), "cortex-m": (2, 1), "cortex-m-cmsis-nn": (2, 1)}),
        # int fields keep their size everywhere
        ("CONV_2D", {"host64": (28, 4), "wasm32": (28, 4), "cortex-m": (28, 4), "cortex-m-cmsis-nn": (28, 4)}),
        # the wheel's newer parser; the Aug-2026 sources on 32-bit
        ("FULLY_CONNECTED", {"host64": (32, 8), "wasm32": (16, 4), "cortex-m": (5, 1), "cortex-m-cmsis-nn": (5, 1)}),
        # two pointers
        ("VAR_HANDLE", {"host64": (16, 8), "wasm32": (8, 4), "cortex-m": (8, 4), "cortex-m-cmsis-nn": (8, 4)}),
        # no options: nothing allocated
        ("ABS", dict.fromkeys(("host64", "wasm32", "cortex-m", "cortex-m-cmsis-nn"))),
        ("PAD", dict.fromkeys(("host64", "wasm32", "cortex-m", "cortex-m-cmsis-nn"))),
    ],
)
def test_builtin_params_per_target(opcode: str, expected: dict[str, tuple[int, int] | None]) -> None:
    op = Operator(0, opcode, (0,), (1,))
    assert {name: builtin_params(op, TARGETS[name]) for name in expected} == expected
    # every Arm core shares the short-enum 32-bit layout of cortex-m
    assert {builtin_params(op, TARGETS[c]) for c in TARGETS if c.startswith("cortex-m")} == {expected["cortex-m"]}


def test_custom_and_unregistered_operators_have_no_params() -> None:
    custom = Operator(0, "SignalWindow", (0,), (1,), custom_code="SignalWindow")
    unregistered = Operator(0, "LSH_PROJECTION", (0,), (1,))
    for target in TARGETS.values():
        assert builtin_params(custom, target) is None
        assert builtin_params(unregistered, target) is None


# --------------------------------------------------------------------------- convolutions


@pytest.mark.parametrize(("target", "op_data"), [(HOST64, 80), (CORTEX_M, 56), (WASM32, 56), (CMSIS_NN, 60)])
def test_int8_conv_keeps_op_data_and_two_arrays_per_output_channel(target, op_data: int) -> None:
    assert _sizes(_only_op(_conv("int8", 8), target)) == [("init", op_data), ("prepare", 32), ("prepare", 32)]


def test_float_conv_arrays_only_with_reference_kernels() -> None:
    graph = _conv("float32", 16)
    assert _sizes(_only_op(graph, HOST64)) == [("init", 80), ("prepare", 64), ("prepare", 64)]
    assert _sizes(_only_op(graph, CORTEX_M)) == [("init", 56), ("prepare", 64), ("prepare", 64)]
    assert _sizes(_only_op(graph, CMSIS_NN)) == [("init", 60)]


def test_depthwise_counts_channels_on_filter_dim_3() -> None:
    graph = _conv("int8", 12, depthwise=True)
    assert _sizes(_only_op(graph, HOST64)) == [("init", 80), ("prepare", 48), ("prepare", 48)]
    assert _sizes(_only_op(graph, CMSIS_NN)) == [("init", 60), ("prepare", 48), ("prepare", 48)]


def test_every_kernel_allocation_is_16_aligned() -> None:
    """Every persistent allocation of every kernel model, on every target, is 16-aligned
    (``MicroArenaBufferAlignment``); the kernel models make hundreds of them."""
    seen = 0
    for model in kernel_models().values():
        graph = parse_model(model.data)
        for target in TARGETS.values():
            for sg in graph.subgraphs:
                for op in sg.operators:
                    allocations = kernel_persistent(graph, sg, op, target) or ()
                    assert [a.alignment for a in allocations] == [16] * len(allocations), (model, op.opcode)
                    seen += len(allocations)
    assert seen > 500


# --------------------------------------------------------------------------- fully connected


def _fully_connected(input_dtype: str, scales: int) -> ModelGraph:
    q = {"scale": 0.1, "zero_point": 0}
    wq = {"scale": [0.01] * scales, "zero_point": [0] * scales} if scales > 1 else {"scale": 0.01, "zero_point": 0}
    if input_dtype == "float32":
        q, wq = {}, {}
    wdtype = "float32" if input_dtype == "float32" else "int8"
    tensors = [
        TensorSpec("x", (1, 16), input_dtype, **q),
        TensorSpec("w", (4, 16), wdtype, np.zeros((4, 16), np.dtype(wdtype)), **wq),
        TensorSpec("y", (1, 4), input_dtype, **q),
    ]
    return _graph(tensors, [OpSpec("FULLY_CONNECTED", [0, 1, -1], [2])], [0], [2])


def test_fully_connected_per_tensor_keeps_only_its_op_data() -> None:
    graph = _fully_connected("int8", 1)
    assert _sizes(_only_op(graph, HOST64)) == [("init", 72)]
    assert _sizes(_only_op(graph, CORTEX_M)) == [("init", 48)]
    assert _sizes(_only_op(graph, CMSIS_NN)) == [("init", 72)]


def test_fully_connected_per_channel_adds_arrays_sized_by_scales() -> None:
    graph = _fully_connected("int8", 4)
    assert _sizes(_only_op(graph, HOST64)) == [("init", 72), ("prepare", 16), ("prepare", 16)]
    assert _sizes(_only_op(graph, CORTEX_M)) == [("init", 48), ("prepare", 16), ("prepare", 16)]


def test_float_fully_connected_has_no_arrays() -> None:
    assert _sizes(_only_op(_fully_connected("float32", 1), HOST64)) == [("init", 72)]


# --------------------------------------------------------------------------- batch matmul


def _batch_matmul(dtype: str, *, adj_x: bool, adj_y: bool) -> ModelGraph:
    q = {"scale": 0.1, "zero_point": 0} if dtype == "int8" else {}
    tensors = [
        TensorSpec("a", (1, 2, 3), dtype, **q),
        TensorSpec("b", (1, 3, 4), dtype, np.zeros((1, 3, 4), np.dtype(dtype)), **q),
        TensorSpec("c", (1, 2, 4), dtype, **q),
    ]
    op = OpSpec("BATCH_MATMUL", [0, 1], [2], {"adj_x": adj_x, "adj_y": adj_y})
    return _graph(tensors, [op], [0], [2])


def test_batch_matmul_copies_the_right_operand_unless_adj_y() -> None:
    # op data; the transposed (constant) right operand: eval tensor, dims of rank 3, 12 floats;
    # then the output dims (rank 3)
    graph = _batch_matmul("float32", adj_x=False, adj_y=False)
    host64 = [("init", 32), ("prepare", 24), ("prepare", 16), ("prepare", 48), ("prepare", 16)]
    cortex_m = [("init", 16), ("prepare", 12), ("prepare", 16), ("prepare", 48), ("prepare", 16)]
    assert _sizes(_only_op(graph, HOST64)) == host64
    assert _sizes(_only_op(graph, CORTEX_M)) == cortex_m
    not_transposed = _batch_matmul("float32", adj_x=False, adj_y=True)
    assert _sizes(_only_op(not_transposed, HOST64)) == [("init", 32), ("prepare", 16)]


def test_quantized_batch_matmul_puts_its_quantization_first_in_reference_last_in_cmsis_nn() -> None:
    graph = _batch_matmul("int8", adj_x=True, adj_y=True)  # only the left operand (6 int8) is copied
    left_copy = [("prepare", 12), ("prepare", 16), ("prepare", 6)]
    reference = [("init", 16), ("prepare", 28), *left_copy, ("prepare", 16)]
    cmsis_nn = [("init", 36), *left_copy, ("prepare", 16), ("prepare", 28)]
    assert _sizes(_only_op(graph, CORTEX_M)) == reference
    assert _sizes(_only_op(graph, CMSIS_NN)) == cmsis_nn


# --------------------------------------------------------------------------- shape-dependent copies


@pytest.mark.parametrize("rank", [1, 2, 4])
def test_gather_copies_the_output_dims(rank: int) -> None:
    shape = (3,) * rank
    tensors = [
        TensorSpec("params", shape, "float32"),
        TensorSpec("idx", (3,), "int32", np.arange(3, dtype=np.int32)),
        TensorSpec("y", shape, "float32"),
    ]
    graph = _graph(tensors, [OpSpec("GATHER", [0, 1], [2], {"axis": 0})], [0], [2])
    for target in TARGETS.values():
        assert _sizes(_only_op(graph, target)) == [("prepare", 4 + 4 * rank)]
        assert builtin_params(graph.main.operators[0], target) == (8, 4)


def test_int16_softmax_builds_two_lookup_tables() -> None:
    def softmax(dtype: str) -> ModelGraph:
        q = {"scale": 1 / 32768, "zero_point": 0}
        tensors = [TensorSpec("x", (1, 10), dtype, **q), TensorSpec("y", (1, 10), dtype, **q)]
        return _graph(tensors, [OpSpec("SOFTMAX", [0], [1], {"beta": 1.0})], [0], [1])

    assert _sizes(_only_op(softmax("int16"), HOST64)) == [("init", 80), ("prepare", 1026), ("prepare", 1026)]
    assert _sizes(_only_op(softmax("int8"), CORTEX_M)) == [("init", 56)]
    assert _sizes(_only_op(softmax("int8"), CMSIS_NN)) == [("init", 64)]


# --------------------------------------------------------------------------- resource variables


def _resources(assign_first_then_handle: bool = False) -> ModelGraph:
    """VAR_HANDLE 'v' (1x8 float), assigned twice; a second VAR_HANDLE of the same resource
    comes after the ASSIGN that would use it when ``assign_first_then_handle``."""
    tensors = [
        TensorSpec("x", (1, 8), "float32"),
        TensorSpec("h", (), "resource"),
        TensorSpec("h2", (), "resource"),
        TensorSpec("r", (1, 8), "float32"),
    ]
    handle = OpSpec("VAR_HANDLE", [], [1], {"container": "", "shared_name": "v"})
    late = OpSpec("VAR_HANDLE", [], [2], {"container": "", "shared_name": "v"})
    if assign_first_then_handle:
        ops = [OpSpec("ASSIGN_VARIABLE", [2, 0], []), late, OpSpec("READ_VARIABLE", [2], [3])]
    else:
        assign = OpSpec("ASSIGN_VARIABLE", [1, 0], [])
        ops = [handle, assign, assign, OpSpec("READ_VARIABLE", [1], [3])]
    return _graph(tensors, ops, [0], [3])


def test_assign_variable_asks_for_the_resource_buffer_once_per_resource() -> None:
    graph = _resources()
    first, second = (_only_op(graph, HOST64, i) for i in (1, 2))
    assert _sizes(first) == _sizes(second) == [("init", 4), ("prepare", 32)]  # a compression build's Init
    assert first[1].once == second[1].once == "resource /v"
    assert _sizes(_only_op(graph, CORTEX_M, 1)) == [("prepare", 32)]  # no Init on 32-bit builds

    tail = tflm_tail(graph, (), HOST64)
    buffers = [a for a in tail.allocations if a.what.endswith("buffer of resource /v")]
    assert [a.size for a in buffers] == [32]


def test_assign_before_its_var_handle_allocates_no_buffer() -> None:
    assert _sizes(_only_op(_resources(assign_first_then_handle=True), HOST64)) == [("init", 4)]


# --------------------------------------------------------------------------- custom operators


def test_signal_stacker_sizes_its_circular_buffer_from_the_options() -> None:
    options = flexbuffers.Dumps({"num_channels": 4, "stacker_left_context": 2, "stacker_right_context": 0})
    tensors = [TensorSpec("x", (4,), "int16"), TensorSpec("y", (12,), "int16"), TensorSpec("ok", (), "bool")]
    op = OpSpec("SignalStacker", [0], [1, 2], custom=True, custom_options=bytes(options))
    graph = _graph(tensors, [op], [0], [1, 2])
    # params struct, then a circular-buffer header and 4 B per slot of 4 channels x 3 frames
    assert _sizes(_only_op(graph, HOST64)) == [("init", 56), ("init", 40 + 48)]
    assert _sizes(_only_op(graph, CORTEX_M)) == [("init", 36), ("init", 24 + 48)]


def test_unknown_custom_operators_and_ethos_u_outside_ethos_u_builds_are_unknown() -> None:
    tensors = [TensorSpec("x", (1, 4), "int8"), TensorSpec("y", (1, 4), "int8")]
    for code in ("MyCustomOp", "ethos-u"):
        graph = _graph(tensors, [OpSpec(code, [0], [1], custom=True)], [0], [1])
        assert all(_only_op(graph, target) is None for target in TARGETS.values())
    npu = make_build("cortex-m55", BuildOptions("ethos-u"))
    assert _sizes(_only_op(graph, npu)) == [("init", 12)]  # ethos_u/ethosu.cc: three ints
    unknown = _graph(tensors, [OpSpec("MyCustomOp", [0], [1], custom=True)], [0], [1])
    assert _only_op(unknown, npu) is None


def test_a_builtin_tflm_does_not_register_is_unknown() -> None:
    tensors = [TensorSpec("x", (1, 4), "float32"), TensorSpec("y", (1, 4), "float32")]
    graph = _graph(tensors, [OpSpec("RANK", [0], [1])], [0], [1])
    assert all(_only_op(graph, target) is None for target in TARGETS.values())


# --------------------------------------------------------------------------- malformed operators


def _tensor(index: int, shape: tuple[int, ...], dtype: str = "float32") -> Tensor:
    return Tensor(index, f"t{index}", shape, dtype, 4 * int(np.prod(shape)), TensorKind.INTERMEDIATE)


def _hand_graph(op: Operator, tensors: tuple[Tensor, ...]) -> tuple[ModelGraph, Subgraph]:
    sg = Subgraph(0, "main", tensors, (op,), (), ())
    return ModelGraph("<hand>", (sg,)), sg


@pytest.mark.parametrize(
    "op",
    [
        Operator(0, "CONV_2D", (0, -1), (1,)),  # no filter
        Operator(0, "CONV_2D", (0, 5), (1,)),  # filter index out of range
        Operator(0, "DEPTHWISE_CONV_2D", (0, 0), (1,)),  # a rank-2 "filter" has no dim 3
        Operator(0, "GATHER", (0, 0), ()),  # no output
        Operator(0, "BATCH_MATMUL", (0,), (1,)),  # one operand
        Operator(0, "FULLY_CONNECTED", (), ()),
        Operator(0, "ASSIGN_VARIABLE", (0,), ()),  # no value
        Operator(0, "SignalStacker", (0,), (1,), custom_code="SignalStacker"),  # options missing
        Operator(0, "SignalDelay", (0,), (1,), custom_code="SignalDelay", options={"delay_length": "x"}),
        Operator(0, "TFLM_DECODE", (0,), (1,), custom_code="TFLM_DECODE"),  # inputs must come in pairs
    ],
)
def test_a_malformed_operator_is_unknown_not_an_error(op: Operator) -> None:
    graph, sg = _hand_graph(op, (_tensor(0, (2, 3)), _tensor(1, (2, 3))))
    for target in TARGETS.values():
        assert kernel_persistent(graph, sg, op, target) is None


@pytest.mark.parametrize("failure", [IndexError, ValueError, OverflowError, "negative"])
def test_a_rule_that_trips_on_a_broken_model_leaves_the_kernel_unknown(monkeypatch, failure) -> None:
    # Whatever a shape rule meets in a hostile file, the answer is "unknown", not a crash.
    from tflite_memplan.semantics.tflm import kernel_data as tflm_kernel_data

    def rule(node):
        if failure == "negative":
            return (Persistent("prepare", "broken", -16),)
        raise failure("broken")

    monkeypatch.setattr(tflm_kernel_data, "_RULES", {**tflm_kernel_data._RULES, "GATHER": rule})
    op = Operator(0, "GATHER", (0, 0), (1,))
    graph, sg = _hand_graph(op, (_tensor(0, (2, 3)), _tensor(1, (2, 3))))
    assert kernel_persistent(graph, sg, op, HOST64) is None


def test_every_kernel_tflm_registers_is_covered() -> None:
    assert len(REGISTERED_BUILTINS) == 100 and len(REGISTERED_CUSTOMS) == 17  # ethos-u aside
    assert not REGISTERED_BUILTINS & REGISTERED_CUSTOMS


@pytest.mark.parametrize("opcode", sorted(REGISTERED_BUILTINS | REGISTERED_CUSTOMS))
def test_every_registered_kernel_answers_without_raising_even_with_no_operands(opcode: str) -> None:
    custom = opcode if opcode in REGISTERED_CUSTOMS else None
    for op in (
        Operator(0, opcode, (), (), custom_code=custom),
        Operator(0, opcode, (0, -1, 1), (1,), custom_code=custom, options={"T": 99, "adj_x": True}),
    ):
        graph, sg = _hand_graph(op, (_tensor(0, ()), _tensor(1, (3,))))
        for target in TARGETS.values():
            result = kernel_persistent(graph, sg, op, target)
            assert result is None or all(a.size >= 0 and a.phase in ("init", "prepare") for a in result)


_DTYPES = ("float32", "int8", "int16", "int32", "bool", "resource", "int4")
_OPTION_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 300), st.text(max_size=3), st.floats(-2, 2))
_OPTION_NAMES = ("T", "fft_length", "num_channels", "delay_length", "frame_size", "frame_step", "adj_x", "adj_y")
_OPTIONS = st.dictionaries(st.sampled_from(_OPTION_NAMES), _OPTION_VALUES)


@settings(max_examples=300, deadline=None)
@given(
    opcode=st.sampled_from(sorted(REGISTERED_BUILTINS | REGISTERED_CUSTOMS)),
    shapes=st.lists(st.lists(st.integers(-1, 5), max_size=5).map(tuple), min_size=1, max_size=4),
    dtypes=st.lists(st.sampled_from(_DTYPES), min_size=4, max_size=4),
    inputs=st.lists(st.integers(-1, 5), max_size=21),
    outputs=st.lists(st.integers(-1, 5), max_size=3),
    options=_OPTIONS,
)
def test_rules_never_raise_on_arbitrary_operators(opcode, shapes, dtypes, inputs, outputs, options) -> None:
    tensors = tuple(
        Tensor(i, f"t{i}", shape, dtypes[i], None if min(shape, default=0) < 0 else 4, TensorKind.INTERMEDIATE)
        for i, shape in enumerate(shapes)
    )
    custom = opcode if opcode in REGISTERED_CUSTOMS else None
    op = Operator(0, opcode, tuple(inputs), tuple(outputs), custom_code=custom, options=options)
    graph, sg = _hand_graph(op, tensors)
    for target in TARGETS.values():
        result = kernel_persistent(graph, sg, op, target)
        assert result is None or all(a.size >= 0 and a.alignment == 16 for a in result)
        builtin_params(op, target)


def test_head_and_tail_rules_know_the_same_kernels() -> None:
    from tflite_memplan.semantics.tflm.scratch import TFLM_KERNELS

    assert REGISTERED_BUILTINS | REGISTERED_CUSTOMS == TFLM_KERNELS
