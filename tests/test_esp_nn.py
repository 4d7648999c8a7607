"""ESP-NN on the ESP32 chips: memplan's size rules against ESP-NN's own size functions
(compiled for the host, every release, on random shapes: tests/espnn/), the targets, and
whole-model heads worked out by hand."""

from __future__ import annotations

import gzip
import json
import re
from functools import cache
from pathlib import Path

import pytest

from tests.tiny_models import conv2d
from tflite_memplan import analyze, parse_model
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.tflm import esp_nn
from tflite_memplan.semantics.tflm.targets import CORES, ESP_NN_VERSIONS, TARGETS, BuildOptions, get_build, make_build

TABLE = Path(__file__).parent / "espnn" / "sizes.json.gz"
ESP_CHIPS = tuple(c for c in CORES if c.startswith("esp32"))


@cache
def _table() -> dict:
    with gzip.open(TABLE, "rt") as f:
        return json.load(f)


def test_the_table_covers_every_kernel_chip_and_version_with_10000_shapes() -> None:
    table = _table()
    assert set(table["chips"]) == set(ESP_CHIPS) and tuple(table["versions"]) == ESP_NN_VERSIONS
    for kernel, shapes in table["shapes"].items():
        assert len(shapes) >= 10_000, kernel
        assert {(c, v) for c, by in table["column_of"][kernel].items() for v in by} == {
            (c, v) for c in ESP_CHIPS for v in ESP_NN_VERSIONS
        }


@pytest.mark.parametrize("kernel", ["conv", "depthwise", "softmax"])
def test_memplan_equals_esp_nns_own_size_functions_on_every_row(kernel: str) -> None:
    table = _table()
    shapes = table["shapes"][kernel]
    rule = {"conv": esp_nn.conv_scratch_size, "depthwise": esp_nn.depthwise_scratch_size}.get(kernel)
    for chip, by_version in table["column_of"][kernel].items():
        for version, column in by_version.items():
            expected = table["columns"][column]
            if rule is None:
                got = [esp_nn.softmax_scratch_size(chip, version, row[0]) for row in shapes]
            else:
                got = [rule(chip, version, esp_nn.ConvShape(*row)) for row in shapes]
            wrong = [(row, want, have) for row, want, have in zip(shapes, expected, got, strict=True) if want != have]
            assert not wrong, f"{kernel} on {chip} with ESP-NN {version}: {len(wrong)} rows differ, first {wrong[0]}"


def test_the_versions_differ_where_the_sources_do() -> None:
    # 8x8x4 input, 3x3 filter, 6 outputs, stride 1, padding 1: the S3's 1.1 rule pads the
    # input and the filter's channels (400 + 864 + 32 + 24); 1.2.1 takes the im2col path
    # (24 + 16 + 6*48 + 16 + 48 + 32), 1.2.3 with a 64-byte margin; the P4's 1.2.3 keeps one
    # window (24 + 36 + 32); the generic kernels need nothing.
    shape = esp_nn.ConvShape(8, 8, 4, 3, 3, 4, 8, 8, 6, 1, 1, 1, 1)
    sizes = {v: esp_nn.conv_scratch_size("esp32s3", v, shape) for v in ("1.1.2", "1.2.0", "1.2.1", "1.2.3")}
    assert sizes == {"1.1.2": 1320, "1.2.0": 1320, "1.2.1": 424, "1.2.3": 456}
    assert esp_nn.conv_scratch_size("esp32p4", "1.2.2", shape) == 1320
    assert esp_nn.conv_scratch_size("esp32p4", "1.2.3", shape) == 92
    assert {esp_nn.conv_scratch_size(c, "1.2.3", shape) for c in ("esp32", "esp32c3", "esp32c6")} == {0}
    # depthwise 3x3 over 8 channels, multiplier 1: int16 copies of filter and input, then 16
    # bytes more (1.1), 32 (1.2.0 on); the P4 and the generic kernels need nothing
    dw = esp_nn.ConvShape(10, 10, 8, 3, 3, 8, 10, 10, 8, 1, 1, 1, 1, 1)
    assert [esp_nn.depthwise_scratch_size("esp32s3", v, dw) for v in ("1.1.0", "1.2.0", "1.2.3")] == [1760, 1776, 1776]
    assert esp_nn.depthwise_scratch_size("esp32p4", "1.2.3", dw) == 0


def _head(model: bytes, target: str) -> int:
    arena = analyze(parse_model(model), semantics_options={"target": target}).arena
    assert arena is not None
    return int(arena.document()["head"])


@pytest.mark.parametrize(
    ("target", "head"),
    [
        # x 8x8x4 int8 (256 B) and y 8x8x6 (384 B) live together with the scratch buffer
        ("esp32", 640),  # generic kernels: no scratch
        ("esp32c6", 640),
        ("esp32s3", 256 + 384 + 464),  # 456 rounded up to 16
        ("esp32s3(esp-nn-1.1.2)", 256 + 384 + 1328),  # 1320 rounded up
        ("esp32p4", 256 + 384 + 96),  # 92 rounded up
        ("esp32p4(esp-nn-1.2.2)", 256 + 384 + 1328),
    ],
)
def test_an_int8_convolutions_head_by_hand(target: str, head: int) -> None:
    assert _head(conv2d("int8", kernel=3, size=8, channels=4, filters=6), target) == head


def _softmax(classes: int) -> bytes:
    tensors = [
        TensorSpec("x", (1, classes), "int8", scale=0.1, zero_point=0),
        TensorSpec("y", (1, classes), "int8", scale=1 / 256, zero_point=-128),
    ]
    ops = [OpSpec("SOFTMAX", [0], [1], {"beta": 1.0})]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[1], name="main")])


@pytest.mark.parametrize("chip", ESP_CHIPS)
def test_an_int8_softmax_asks_an_int32_per_class_on_every_chip(chip: str) -> None:
    # x and y (10 B, 16 each) and 4 * 10 = 40 B (48) of ESP-NN scratch
    assert _head(_softmax(10), chip) == 16 + 16 + 48
    assert _head(_softmax(10), f"{chip}+reference") == 16 + 16


def test_esp_targets_name_the_version_and_say_derived() -> None:
    target = make_build("esp32s3", BuildOptions(esp_nn_version="1.1.2"))
    assert target.name == "esp32s3(esp-nn-1.1.2)" and get_build(target.name) == target
    assert target.summary == "esp-nn 1.1.2 kernels"
    assert target.build["esp_nn_version"] == "1.1.2"
    assert TARGETS["esp32"].evidence == "derived: ESP-NN's own size functions run on the host; not run on the chip"
    assert TARGETS["esp32"].evidence != make_build("esp32", BuildOptions("reference")).evidence
    # the RISC-V ESP32s with ESP-NN's generic kernels were run under QEMU (tests/qemu/)
    assert TARGETS["esp32c6"].evidence.startswith("validated on QEMU virt (RV32IMAC")
    assert TARGETS["esp32c3"].evidence == "derived: as measured on an esp32c6 (same ABI and ESP-NN kernels)"
    assert {TARGETS[c].kernels for c in ESP_CHIPS} == {"esp-nn"}
    assert {TARGETS[c].structs["tflite_tensor"] for c in ESP_CHIPS} == {(40, 4)}  # 4-byte enums
    assert "esp_nn_version" not in TARGETS["cortex-m4"].build


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("cortex-m4", "esp-nn"), "esp-nn kernels run on ESP32 chips, not on cortex-m4"),
        (("esp32", "cmsis-nn"), "cmsis-nn kernels run on Arm Cortex-M cores, not on esp32"),
        (("esp32s3", None, None, "armclang"), "armclang builds only for Arm cores, not for esp32s3"),
        (("esp32s3", None, None, None, None, "1.3.0"), "unknown ESP-NN version '1.3.0'"),
    ],
)
def test_impossible_esp_builds_are_refused(args: tuple, message: str) -> None:
    with pytest.raises(MemplanError, match=re.escape(message)):
        make_build(args[0], BuildOptions(*args[1:]))
