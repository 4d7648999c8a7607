"""Will LiteRT run it: memplan's verdict against the ai-edge-litert interpreter's.

Four sets of models, each judged by memplan and (with the runtime installed, marked
``runtime``) run by the wheel — built with its built-in kernels, tensors allocated,
invoked once on zeros — in one child process shared by the module (a fresh one after
each model that crashes it):

1. every builtin code the schema knows, as a one-operator model at version 1, at the
   resolver table's highest version and one above it (and codes newer than the schema):
   memplan says "no kernel" exactly where the wheel does not find one;
2. custom operators: the ones the resolver registers, and some it does not;
3. convolutions and poolings whose filter does or does not fit the stored input (or
   whose stride or dilation is 0), tensors whose quantization the builder rejects, and
   the kernels of the verdict's type table at every type;
4. every kernel model (tests/kernel_models.py), the fidelity tests' synthetic models,
   every sample model and real model at hand: where the wheel runs a model memplan
   predicts it runs, and where memplan predicts a stop the wheel stops there.
   ``UNMODELLED`` lists the stops memplan does not predict (quantization scales a kernel
   compares; inputs the zeros make invalid). For the models TFLM refuses
   (tests/refused_models.py), only the second half: LiteRT refuses many of them for
   checks memplan does not model for LiteRT.
"""

from __future__ import annotations

import numpy as np
import pytest
import tflite

from tests import tiny_models
from tests.conftest import REAL_MODELS, SAMPLES
from tests.kernel_models import build, kernel_models, one_op
from tests.refused_models import refused_models
from tflite_memplan import parse_model
from tflite_memplan.model.schema import CUSTOM_CODE, opcode_name, options_class, snake_case
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model, options_table_name
from tflite_memplan.semantics.litert.resolver import CUSTOM_OPS, builtin_row
from tflite_memplan.semantics.litert.runnable import KERNEL_TYPES, litert_runnability
from tflite_memplan.semantics.runnable import Runnability

# --------------------------------------------------------------------------- the models

#: Codes past the schema memplan reads with: STABLEHLO_CASE (209, which LiteRT
#: registers), and codes LiteRT's own schema does not have.
NEWER_CODES = (209, 210, 1000)
SCHEMA_CODES = tuple(c for c in range(256) if not opcode_name(c).startswith("BUILTIN_") and c != CUSTOM_CODE)


def with_code(data: bytes, code: int) -> bytes:
    """``data`` with its first operator code's ``builtin_code`` replaced by ``code``."""
    out = bytearray(data)
    opcode = tflite.Model.GetRootAsModel(out, 0).OperatorCodes(0)
    at = opcode._tab.Pos + opcode._tab.Offset(10)  # field 3: builtin_code (int32)
    out[at : at + 4] = code.to_bytes(4, "little")
    return bytes(out)


def unary(opcode: str, version: int = 1) -> bytes:
    """One operator, float32 [1] in and out, no options but the subgraphs it calls (a
    second, empty subgraph: with the defaults, 0, the model would call itself)."""
    calls = _calls(opcode)
    callee = {"name": "callee", "tensors": ["a f32[1]"], "ops": [], "inputs": [0], "outputs": [0]}
    extra = {"version": version, **({"subgraphs": [callee]} if calls else {})}
    return build(one_op(opcode, "", "", opcode, ["x f32[1]"], ["y f32[1]"], calls or None, extra))


def _calls(opcode: str) -> dict[str, int]:
    """Every option of ``opcode`` naming one subgraph, set to subgraph 1."""
    try:
        table = options_table_name(opcode)
    except ValueError:  # a custom operator
        return {}
    reader = options_class(table) if table else None
    return {snake_case(m): 1 for m in dir(reader) if m.endswith("SubgraphIndex")}


def versions(code: int) -> tuple[int, ...]:
    row = builtin_row(code)
    return (1, 2) if row is None else tuple(sorted({1, row.max_version, row.max_version + 1}))


def resolve_models() -> dict[str, bytes]:
    out = {}
    for code in SCHEMA_CODES:
        for v in versions(code):
            out[f"{opcode_name(code)}_v{v}"] = unary(opcode_name(code), v)
    for code in NEWER_CODES:
        for v in versions(code):
            out[f"BUILTIN_{code}_v{v}"] = with_code(unary("GELU", v), code)
    return out


UNREGISTERED = ("MyOp", "Mfcc2", "mfcc", "FlexConv2D", "SignalWindow", "TFLite_Detection_PostProcess_v2")


#: A working model of each custom operator the resolver registers (inputs, outputs,
#: options: with no options their Init reads past the end and crashes the interpreter).
REGISTERED = {
    "AudioSpectrogram": (["x f32[64,1]"], ["y f32[1,3,17]"], {"window_size": 32, "stride": 16}),
    "Mfcc": (
        ["x f32[1,3,17]", "rate i32[] =16000"],
        ["y f32[1,3,13]"],
        {"upper_frequency_limit": 4000, "lower_frequency_limit": 20, "filterbank_channel_count": 40},
    ),
    "NumericVerify": (["x q8[4]", "reference f32[4]"], ["y f32[4]"], {"tolerance": 0.1, "log_if_failed": False}),
    "aeq.hadamard_rotation": (["x f32[1,4]"], ["y f32[1,4]"], {"hadamard_size": 4, "random_binary_vector": [1] * 4}),
}


def custom_models() -> dict[str, bytes]:
    out = {name: build(one_op(name, "", "", name, *spec)) for name, spec in REGISTERED.items()}
    out["TFLite_Detection_PostProcess"] = kernel_models()["detection_postprocess_b10c3m4"].data
    return out | {name: unary(name) for name in UNREGISTERED}


def conv(name: str, op: str, size: int, k: int, padding: str, stride: int = 1, dilation: int = 1) -> dict:
    out_channels = 2 if op == "CONV_2D" else 1
    options = {"padding": padding, "stride_w": stride, "stride_h": stride}
    options |= {"dilation_w_factor": dilation, "dilation_h_factor": dilation}
    options |= {"depth_multiplier": 1} if op == "DEPTHWISE_CONV_2D" else {}
    weights = f"w f32[{out_channels if op == 'CONV_2D' else 1},{k},{k},1] rand=1"
    inputs = [f"x f32[1,{size},{size},1]", weights, f"b f32[{out_channels}] rand=2"]
    return one_op(name, "", "", op, inputs, [f"y f32[1,1,1,{out_channels}]"], options)


def pool(name: str, op: str, size: int, k: int, stride: int = 1, out: int = 1) -> dict:
    options = {"padding": "VALID", "stride_w": stride, "stride_h": stride, "filter_width": k, "filter_height": k}
    return one_op(name, "", "", op, [f"x f32[1,{size},{size},1]"], [f"y f32[1,{out},{out},1]"], options)


#: name -> (model entry, the phase LiteRT stops at: "ok" when it runs).
FITS = {
    e["name"]: (e, stop)
    for e, stop in (
        (conv("conv_k3_on_1x1", "CONV_2D", 1, 3, "VALID"), "prepare"),
        (conv("conv_k3_on_1x1_same", "CONV_2D", 1, 3, "SAME"), "ok"),
        (conv("conv_k3_on_2x2_stride2", "CONV_2D", 2, 3, "VALID", stride=2), "ok"),  # an empty output
        (conv("conv_k4_on_1x1_stride2", "CONV_2D", 1, 4, "VALID", stride=2), "ok"),  # (1+2-4)/2 truncates to 0
        (conv("conv_k3_on_4x4_dilated2", "CONV_2D", 4, 3, "VALID", dilation=2), "ok"),
        (conv("conv_k3_on_4x4_dilated3", "CONV_2D", 4, 3, "VALID", dilation=3), "prepare"),
        (conv("conv_k1_on_1x1", "CONV_2D", 1, 1, "VALID"), "ok"),
        (conv("conv_stride0", "CONV_2D", 4, 1, "VALID", stride=0), "prepare"),
        (conv("depthwise_stride0", "DEPTHWISE_CONV_2D", 4, 1, "VALID", stride=0), "prepare"),
        (conv("conv_dilation0", "CONV_2D", 4, 1, "VALID", dilation=0), "prepare"),
        (pool("max_pool_stride0", "MAX_POOL_2D", 4, 1, stride=0), "prepare"),
        (pool("average_pool_stride0", "AVERAGE_POOL_2D", 4, 1, stride=0), "prepare"),
        (
            one_op(
                "transpose_conv_stride0",
                "",
                "",
                "TRANSPOSE_CONV",
                ["shape i32[4] =[1,4,4,1]", "w f32[1,1,1,1] rand=5", "x f32[1,4,4,1]"],
                ["y f32[1,4,4,1]"],
                {"padding": "VALID", "stride_w": 0, "stride_h": 0},
            ),
            "prepare",
        ),
        (conv("depthwise_k3_on_1x1", "DEPTHWISE_CONV_2D", 1, 3, "VALID"), "prepare"),
        (conv("depthwise_k3_on_2x2_stride2", "DEPTHWISE_CONV_2D", 2, 3, "VALID", stride=2), "ok"),
        (conv("depthwise_k5_on_2x2_stride2", "DEPTHWISE_CONV_2D", 2, 5, "VALID", stride=2), "ok"),
        (conv("depthwise_k6_on_2x2_stride2", "DEPTHWISE_CONV_2D", 2, 6, "VALID", stride=2), "prepare"),
        (pool("max_pool_k3_on_1x1", "MAX_POOL_2D", 1, 3), "ok"),  # pooling sizes its output 0, never fails
        (pool("average_pool_k3_on_1x1", "AVERAGE_POOL_2D", 1, 3), "ok"),
        (pool("l2_pool_k3_on_1x1", "L2_POOL_2D", 1, 3), "ok"),
        (pool("max_pool_stored_3x3_computes_2x2", "MAX_POOL_2D", 4, 2, stride=2, out=3), "ok"),  # resized
        (
            {  # a spectrogram front end at its stored one-sample input: RESHAPE to [1,1,1,1], then a 3x3 CONV_2D
                "name": "spectrogram_at_stored_shape",
                "tensors": [
                    *("audio f32[1,1]", "shape i32[4] =[1,1,1,1]", "x f32[1,1,1,1]"),
                    *("w f32[4,3,3,1] rand=3", "b f32[4] rand=4", "y f32[1,1,1,4]"),
                ],
                "ops": [
                    ("RESHAPE", [0, 1], [2]),
                    ("CONV_2D", [2, 3, 4], [5], {"padding": "VALID", "stride_w": 1, "stride_h": 1}),
                ],
                "inputs": [0],
                "outputs": [5],
            },
            "prepare",
        ),
    )
}


def quantization_models() -> dict[str, tuple[bytes, str]]:
    """Tensors whose quantization LiteRT's builder accepts or rejects."""

    def model(scale: list[float], zero_point: list[int], dim: int, shape: tuple[int, ...] = (4,)) -> bytes:
        # the builder reads every tensor: ``w`` needs no operator (none would look at it)
        x, y = TensorSpec("x", (1,), "float32"), TensorSpec("y", (1,), "float32")
        w = TensorSpec("w", shape, "int8", data=bytes(4), scale=scale, zero_point=zero_point, quantized_dimension=dim)
        return build_model([SubgraphSpec([x, y, w], [OpSpec("ABS", [0], [1])], [0], [1], "main")])

    return {
        "per_tensor": (model([0.1], [0], 0), "ok"),
        "per_axis": (model([0.1] * 4, [0] * 4, 0), "ok"),
        "per_axis_too_few_scales": (model([0.1] * 2, [0] * 2, 0), "resolve"),
        "dimension_past_the_shape": (model([0.1], [0], 3), "resolve"),  # person_detect's biases
        "per_axis_of_a_rank_2_tensor": (model([0.1] * 2, [0] * 2, 1, (2, 2)), "ok"),
        # weights quantized block by block (scales in another tensor): int8 ADD and SUB
        # derive multipliers from a scale they do not have and abort in Prepare
        **{f"blockwise_int8_{op.lower()}": (blockwise(op, "int8"), stops) for op, stops in BLOCKWISE_STOPS.items()},
        "blockwise_int4_dequantize": (blockwise("DEQUANTIZE", "int4"), "ok"),
        "blockwise_int4_fully_connected": (blockwise("FULLY_CONNECTED", "int4"), "ok"),
    }


#: Where the built-in kernels stop on an int8 operand quantized block by block (measured).
BLOCKWISE_STOPS = {"ADD": "prepare", "SUB": "prepare", "MUL": "ok", "DEQUANTIZE": "ok"}


def blockwise(opcode: str, dtype: str) -> bytes:
    """One ``opcode`` whose second operand (``DEQUANTIZE``: its only one) is a constant
    [2, 64] quantized in blocks of 32 (float16 scales [2, 2]); integer operators on an
    int8 [2, 64] input, the others on float32."""
    data = bytes(i % 100 for i in range(128 if dtype == "int8" else 64))
    scales = TensorSpec("w_scales", (2, 2), "float16", data=np.full((2, 2), 0.01, np.float16))
    w = TensorSpec("w", (2, 64), dtype, data=data, blockwise=(2, -1, 32))  # its scales: tensor 2
    if opcode in ("ADD", "SUB", "MUL"):
        x = TensorSpec("x", (2, 64), "int8", scale=0.02, zero_point=0)
        y = TensorSpec("y", (2, 64), "int8", scale=0.05, zero_point=0)
        return build_model([SubgraphSpec([x, w, scales, y], [OpSpec(opcode, [0, 1], [3])], [0], [3], "main")])
    if opcode == "FULLY_CONNECTED":
        x, y = TensorSpec("x", (1, 64), "float32"), TensorSpec("y", (1, 2), "float32")
        return build_model([SubgraphSpec([x, w, scales, y], [OpSpec(opcode, [0, 1, -1], [3])], [0], [3], "main")])
    x, d, y = (TensorSpec(n, (2, 64), "float32") for n in ("x", "d", "y"))
    ops = [OpSpec("DEQUANTIZE", [1], [4]), OpSpec("ADD", [0, 4], [3])]
    return build_model([SubgraphSpec([x, w, scales, y, d], ops, [0], [3], "main")])


QUANTIZATION = quantization_models()

#: Models LiteRT stops that memplan predicts to run, and where LiteRT stops.
UNMODELLED = {
    "reduce_max_i8_keep": "invoke",  # REDUCE_MAX int8: input and output scales must match
    "reduce_min_i8_keep": "invoke",
    # zero inputs: boxes of no extent, a division by zero
    "detection_postprocess_b10c3m4": "invoke",
    "detection_postprocess_b32c5m8": "invoke",
    "floor_div_f32": "invoke",
    "floor_div_i32": "invoke",
    "floor_mod_i32": "invoke",
}
#: The kernel models memplan predicts LiteRT stops, and where: TFLM's own custom
#: operators (signal processing, compression, the circular buffer, an NPU stub), models
#: the builder rejects, and types or operands a LiteRT kernel refuses.
PREDICTED = {
    "broadcast_to_f32": "resolve",  # version 1 of BROADCAST_TO (LiteRT registers 2 to 4)
    "reshape_f32_stretch": "resolve",  # a -1 stored in a tensor's shape
    "decode_lut_conv_perchannel_2": "resolve",  # 8 scales along a dimension of 54
    "decode_lut_fc_pertensor": "resolve",
    **{name: "resolve" for name in kernel_models() if name.startswith("ethosu_")},  # Vela's NPU operator
    **{name: "resolve" for name in kernel_models() if name.startswith(("signal_", "circular_buffer_"))},
    "conv2d_f32_nobias": "prepare",  # LiteRT's CONV_2D needs its bias
    "lstm_i8_s3f4u4": "prepare",  # an integer LSTM needs its 5 intermediate tensors
    "cumsum_i8": "prepare",  # CUMSUM: int32, int64 and float32 only
    "square_i8": "prepare",  # SQUARE: float32 only
    "add_n_i8_3": "invoke",  # ADD_N: float32 and int32 only
    "hard_swish_i16": "invoke",  # HARD_SWISH: float32, uint8 and int8 only
    "zeros_like_i8": "invoke",  # ZEROS_LIKE: int64, int32 and float32 only
}

#: Each type a kernel's input may have, as a manifest tensor type (int8 and int16 both
#: quantized and not).
TYPE_VARIANTS = {
    "float32": "f32",
    "float16": "float16",
    "int8": "q8",
    "int8_raw": "int8",
    "int16": "q16",
    "int16_raw": "int16",
    "int32": "i32",
    "int64": "int64",
    "uint8": "uint8",
    "bool": "bool",
}


def type_models() -> dict[str, bytes]:
    """Every kernel of the verdict's type table at every type of ``TYPE_VARIANTS``."""
    out = {}
    for op in KERNEL_TYPES:
        for variant, t in TYPE_VARIANTS.items():
            inputs, options = [f"x {t}[4]"], None
            if op == "CUMSUM":
                inputs, options = [*inputs, "axis i32[] =0"], {"exclusive": False, "reverse": False}
            elif op == "ADD_N":
                inputs = [*inputs, f"z {t}[4]"]
            out[f"{op}_{variant}"] = build(one_op(op, "", "", op, inputs, [f"y {t}[4]"], options))
    return out


#: The fidelity tests' synthetic models (tests/tiny_models.py): control flow, hybrid and
#: integer recurrent kernels, StableHLO, float16 weights, custom operators of no kernel.
TINY = {
    "branch_48": tiny_models.branch_48,
    "tflite_align4": tiny_models.tflite_align4,
    "every_dtype": tiny_models.every_dtype,
    "split_ties": lambda: tiny_models.split_ties(3, reshape_every=2, variables=1),
    "conv2d": tiny_models.conv2d,
    "mean_then_convs": tiny_models.mean_then_convs,
    "float16_weights": tiny_models.float16_weights,
    "if_branches": tiny_models.if_branches,
    "while_with_if": tiny_models.while_with_if,
    "call_once_init": tiny_models.call_once_init,
    "rnn": tiny_models.rnn,
    "lstm_hybrid": lambda: tiny_models.lstm(hybrid=True),
    "computed_shapes": tiny_models.computed_shapes,
    "while_dynamic_body": tiny_models.while_dynamic_body,
    "hybrid_conv": lambda: tiny_models.hybrid("CONV_2D"),
    "bidirectional_lstm": tiny_models.bidirectional_lstm,
    "conv3d_transpose": lambda: tiny_models.conv3d("CONV_3D_TRANSPOSE"),
    "detection_postprocess": tiny_models.detection_postprocess,
    "rfft2d": tiny_models.rfft2d,
    "reduce_window": tiny_models.reduce_window,
    "integer_lstm": tiny_models.integer_lstm,
    "stablehlo_composite": tiny_models.stablehlo_composite,
}


def all_models() -> dict[str, bytes]:
    """Every model of the four sets, by a name saying which set."""
    out = {f"resolve:{n}": d for n, d in resolve_models().items()}
    out |= {f"custom:{n}": d for n, d in custom_models().items()}
    out |= {f"fits:{n}": build(e) for n, (e, _) in FITS.items()}
    out |= {f"quantization:{n}": d for n, (d, _) in QUANTIZATION.items()}
    out |= {f"types:{n}": d for n, d in type_models().items()}
    out |= {f"kernel:{n}": m.data for n, m in kernel_models().items()}
    out |= {f"refused:{n}": d for n, (d, _) in refused_models().items()}
    out |= {f"tiny:{n}": make() for n, make in TINY.items()}
    out |= {f"sample:{p.name}": p.read_bytes() for p in sorted(SAMPLES.glob("*.tflite"))}
    out |= {f"real:{p.name}": p.read_bytes() for p in sorted(REAL_MODELS.glob("*.tflite"))}
    return out


MODELS = all_models()
_VERDICTS: dict[tuple[str, str], Runnability] = {}


def verdict(name: str, delegate: str = "none") -> Runnability:
    """memplan's verdict on the built-in kernels (most tests here), or with ``delegate``."""
    if (name, delegate) not in _VERDICTS:
        _VERDICTS[name, delegate] = litert_runnability(parse_model(MODELS[name], name), delegate=delegate)
    return _VERDICTS[name, delegate]


def stop(name: str, delegate: str = "none") -> str:
    """Where memplan predicts LiteRT stops: the first refusal's phase, or ``ok``."""
    first = verdict(name, delegate).first
    return "ok" if first is None else first.phase


def no_kernel(name: str) -> bool:
    return any(r.phase == "resolve" and r.operator is not None for r in verdict(name).refusals)


# --------------------------------------------------------------------------- memplan alone


@pytest.mark.parametrize("code", SCHEMA_CODES + NEWER_CODES)
def test_no_kernel_exactly_outside_the_resolver_table(code: int) -> None:
    row = builtin_row(code)
    for v in versions(code):
        name = f"resolve:{opcode_name(code)}_v{v}"
        assert no_kernel(name) == (row is None or not row.accepts(v)), verdict(name).reasons


def test_the_table_names_the_schema_and_the_versions_ascend() -> None:
    for code in SCHEMA_CODES:
        row = builtin_row(code)
        assert row is None or (row.name == opcode_name(code) and 1 <= row.min_version <= row.max_version)
    assert builtin_row(209) is not None and builtin_row(209).name == "STABLEHLO_CASE"


def test_an_unregistered_version_is_named_with_the_registered_ones() -> None:
    assert verdict("resolve:RESHAPE_v2").reasons == (
        "operator 0 (RESHAPE): LiteRT registers it for version 1, not version 2",
    )
    assert verdict("resolve:BUILTIN_1000_v1").reasons == (
        "operator 0 (BUILTIN_1000): builtin code 1000 is newer than LiteRT's operator set",
    )


def test_custom_operators_need_a_registration() -> None:
    assert set(custom_models()) == CUSTOM_OPS | set(UNREGISTERED)
    for name in CUSTOM_OPS:
        assert verdict(f"custom:{name}").runnable
    for name in UNREGISTERED:
        first = verdict(f"custom:{name}").first
        assert first is not None and first.phase == "resolve" and first.operator == 0


@pytest.mark.parametrize("name", sorted(FITS))
def test_a_filter_that_cannot_fit_fails_prepare(name: str) -> None:
    assert stop(f"fits:{name}") == FITS[name][1], verdict(f"fits:{name}").reasons


def test_the_reason_names_the_filter_and_the_input() -> None:
    assert verdict("fits:conv_k3_on_1x1").reasons == (
        "operator 0 (CONV_2D) fails in Prepare: its 3x3 VALID filter does not fit its 1x1 input",
    )
    assert verdict("fits:conv_k3_on_4x4_dilated3").reasons == (
        "operator 0 (CONV_2D) fails in Prepare: its 3x3 VALID filter, dilated by 3, does not fit its 4x4 input",
    )
    assert verdict("fits:spectrogram_at_stored_shape").first.operator == 1


@pytest.mark.parametrize("name", sorted(QUANTIZATION))
def test_quantization_the_builder_rejects(name: str) -> None:
    assert stop(f"quantization:{name}") == QUANTIZATION[name][1], verdict(f"quantization:{name}").reasons


def test_blockwise_operands_under_xnnpack() -> None:
    """XNNPACK takes none of the int8 ADD, SUB or MUL (their kernels stop as without it)
    and crashes unpacking int8 blockwise weights for a DEQUANTIZE, not int4 ones."""
    stops = {op: stop(f"quantization:blockwise_int8_{op.lower()}", "xnnpack") for op in BLOCKWISE_STOPS}
    assert stops == {"ADD": "prepare", "SUB": "prepare", "MUL": "ok", "DEQUANTIZE": "prepare"}
    assert stop("quantization:blockwise_int4_dequantize", "xnnpack") == "ok"
    assert stop("quantization:blockwise_int4_fully_connected", "xnnpack") == "ok"
    assert "aborts the process" in verdict("quantization:blockwise_int8_add").reasons[0]


def test_a_type_the_kernel_refuses_is_named_with_the_ones_it_takes() -> None:
    assert verdict("types:SQUARE_int8").reasons == (
        "operator 0 (SQUARE) fails in Prepare: its kernel takes float32 input, not int8 (elementwise.cc)",
    )
    assert verdict("types:ZEROS_LIKE_bool").reasons == (
        "operator 0 (ZEROS_LIKE) fails when invoked: its kernel takes float32, int32 or int64 input, not bool "
        "(zeros_like.cc)",
    )
    assert stop("types:ABS_int8_raw") == "prepare" and stop("types:ABS_int16_raw") == "ok"


@pytest.mark.parametrize("name", sorted(kernel_models()))
def test_every_kernel_model_is_predicted_to_run_or_to_stop_where_listed(name: str) -> None:
    assert stop(f"kernel:{name}") == PREDICTED.get(name, "ok"), verdict(f"kernel:{name}").reasons


def test_every_sample_model_is_predicted_to_run() -> None:
    samples = [n for n in MODELS if n.startswith("sample:")]
    assert samples and all(verdict(n).runnable for n in samples), [verdict(n).reasons for n in samples]


# --------------------------------------------------------------------------- against the wheel


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Every model of the four sets run by the wheel, in one child process."""
    pytest.importorskip("ai_edge_litert")
    from tflite_memplan.semantics.litert.probe import litert_run_outcomes

    folder = tmp_path_factory.mktemp("litert_runnable")
    paths = {}
    for i, (name, data) in enumerate(MODELS.items()):
        paths[name] = folder / f"{i:04d}.tflite"
        paths[name].write_bytes(data)
    measured = litert_run_outcomes(list(paths.values()))
    return {name: measured.get(str(p.resolve())) for name, p in paths.items()}


def wheel_found_no_kernel(log: str) -> bool:
    return any(s in log for s in _NO_KERNEL)


#: What the wheel says when it has no kernel for an operator.
_NO_KERNEL = (
    "Didn't find op for builtin opcode",  # a builtin, or a version of it, it does not register
    "out of range",  # a builtin code newer than its schema
    "unresolved custom op",
    "Select TensorFlow op(s)",  # a TensorFlow op (Flex…) without the Select TF ops library
)


@pytest.mark.runtime
@pytest.mark.parametrize("code", SCHEMA_CODES + NEWER_CODES)
def test_the_wheel_finds_no_kernel_where_memplan_says(code: int, outcomes: dict) -> None:
    for v in versions(code):
        name = f"resolve:{opcode_name(code)}_v{v}"
        outcome = outcomes[name]
        assert outcome is not None
        assert wheel_found_no_kernel(outcome.log) == no_kernel(name), (name, outcome.log)


@pytest.mark.runtime
def test_the_wheel_registers_the_custom_operators_the_table_lists(outcomes: dict) -> None:
    for name in (*CUSTOM_OPS, *UNREGISTERED):
        outcome = outcomes[f"custom:{name}"]
        assert outcome is not None and not outcome.crashed, (name, outcome)
        assert wheel_found_no_kernel(outcome.log) == no_kernel(f"custom:{name}"), (name, outcome.log)
        assert name not in REGISTERED or outcome.phase == "ok", outcome.log


@pytest.fixture(scope="session")
def outcomes_xnnpack(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The judged sets run by the wheel with its default delegate, XNNPACK, applied."""
    pytest.importorskip("ai_edge_litert")
    from tflite_memplan.semantics.litert.probe import litert_run_outcomes

    folder = tmp_path_factory.mktemp("litert_runnable_xnnpack")
    paths = {}
    for i, name in enumerate(XNNPACK_JUDGED):
        paths[name] = folder / f"{i:04d}.tflite"
        paths[name].write_bytes(MODELS[name])
    measured = litert_run_outcomes(list(paths.values()), delegate=True)
    return {name: measured.get(str(p.resolve())) for name, p in paths.items()}


JUDGED = sorted(n for n in MODELS if n.split(":")[0] in ("fits", "quantization", "types"))
#: Under XNNPACK also the kernel models (int8 REDUCE_MAX/MIN, which the built-in kernels
#: refuse in Eval, run delegated).
XNNPACK_JUDGED = sorted({*JUDGED, "kernel:reduce_max_i8_keep", "kernel:reduce_min_i8_keep"})


@pytest.mark.runtime
@pytest.mark.parametrize("name", XNNPACK_JUDGED)
def test_with_xnnpack_the_wheel_stops_where_memplan_predicts(name: str, outcomes_xnnpack: dict) -> None:
    """The default delegate changes the verdict: float16 elementwise operators the kernels
    refuse run delegated, and a VALID convolution whose filter is larger than its input
    fails in XNNPACK's Prepare even where the kernel would give it an output."""
    outcome = outcomes_xnnpack[name]
    assert outcome is not None and outcome.phase == stop(name, "xnnpack"), outcome and outcome.log


def test_xnnpack_changes_the_verdicts_the_wheel_shows() -> None:
    assert (stop("types:ABS_float16"), stop("types:ABS_float16", "xnnpack")) == ("prepare", "ok")
    assert (stop("fits:conv_k3_on_2x2_stride2"), stop("fits:conv_k3_on_2x2_stride2", "xnnpack")) == ("ok", "prepare")
    assert verdict("fits:conv_k3_on_2x2_stride2", "xnnpack").reasons == (
        "operator 0 (CONV_2D) fails in Prepare: XNNPACK cannot size it: its 3x3 VALID filter does not fit its 2x2 "
        "input",
    )
    assert verdict("types:ABS_float16", "xnnpack").runtime == "LiteRT with XNNPACK"


@pytest.mark.runtime
@pytest.mark.parametrize("name", JUDGED)
def test_the_wheel_stops_where_memplan_predicts(name: str, outcomes: dict) -> None:
    outcome = outcomes[name]
    assert outcome is not None and outcome.phase == stop(name), outcome and outcome.log
    first = verdict(name).first
    if first is not None and first.operator is not None and not outcome.crashed:
        assert outcome.operator == first.operator, outcome.log


@pytest.mark.runtime
@pytest.mark.parametrize("name", sorted(n for n in MODELS if n.startswith("refused:")))
def test_the_wheel_stops_tflm_refused_models_where_memplan_says(name: str, outcomes: dict) -> None:
    """The models TFLM refuses are malformed for TFLM on purpose (an operand left out, a
    type or quantization its kernel refuses); LiteRT's Prepare refuses many of them too,
    for checks memplan does not model for LiteRT. What is checked: where memplan
    predicts LiteRT stops, it stops there."""
    outcome = outcomes[name]
    assert outcome is not None
    first = verdict(name).first
    if first is not None:
        assert outcome.phase == first.phase, (verdict(name).reasons, outcome.log)


@pytest.mark.runtime
@pytest.mark.parametrize("name", sorted(n for n in MODELS if n.split(":")[0] in ("kernel", "tiny", "sample", "real")))
def test_the_wheel_runs_what_memplan_predicts_runs(name: str, outcomes: dict) -> None:
    outcome = outcomes[name]
    assert outcome is not None and not outcome.crashed, outcome and outcome.log
    unmodelled = UNMODELLED.get(name.removeprefix("kernel:")) if name.startswith("kernel:") else None
    if unmodelled is not None:
        assert verdict(name).runnable and outcome.phase == unmodelled, outcome.log
        return
    assert outcome.phase == stop(name), (verdict(name).reasons, outcome.log)
    first = verdict(name).first
    if first is not None and first.operator is not None and outcome.operator is not None:
        assert outcome.operator == first.operator, outcome.log
