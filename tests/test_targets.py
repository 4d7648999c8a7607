"""TFLM targets as cores × kernel libraries × build options, and CMSIS-NN's buffer rules by hand."""

from __future__ import annotations

import re

import pytest

from tests.tiny_models import branch_48
from tflite_memplan import analyze, parse_model
from tflite_memplan.errors import MemplanError
from tflite_memplan.semantics.tflm import cmsis_nn
from tflite_memplan.semantics.tflm.targets import CORES, TARGETS, BuildOptions, get_build, make_build


def test_names_kept_from_before_are_a_cortex_m4_with_a_library() -> None:
    assert (TARGETS["cortex-m"].core, TARGETS["cortex-m"].kernels) == ("cortex-m4", "reference")
    assert (TARGETS["cortex-m-cmsis-nn"].core, TARGETS["cortex-m-cmsis-nn"].kernels) == ("cortex-m4", "cmsis-nn")
    assert {c: TARGETS[c].kernels for c in CORES if c.startswith("cortex")} == dict.fromkeys(
        (c for c in CORES if c.startswith("cortex")), "cmsis-nn"
    )


def test_a_build_off_the_defaults_gets_a_name_that_reads_back() -> None:
    target = make_build("cortex-m55", BuildOptions(simd="dsp", compiler="armclang"))
    assert target.name == "cortex-m55(dsp,armclang)" and get_build(target.name) == target
    assert make_build("cortex-m4", BuildOptions("reference")).name == "cortex-m4+reference"
    assert get_build("cortex-m4+reference").kernels == "reference"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("cortex-m0", None, "mve"), "cortex-m0 has no mve extension (at most none)"),
        (("host64", "cmsis-nn"), "cmsis-nn kernels run on Arm Cortex-M cores, not on host64"),
        (("cortex-m99",), "unknown TFLM target 'cortex-m99'"),
    ],
)
def test_impossible_builds_are_refused(args: tuple, message: str) -> None:
    with pytest.raises(MemplanError, match=re.escape(message)):
        make_build(args[0], BuildOptions(*args[1:]))


def test_each_build_says_whether_it_was_measured() -> None:
    assert TARGETS["cortex-m55"].evidence == "validated on QEMU mps3-an547 (Cortex-M55): this build, not this model"
    # CMSIS-NN on a Cortex-M7 and a Cortex-M33 is measured under QEMU (tests/qemu/, m7_cmsis-nn, m33_cmsis-nn)
    assert TARGETS["cortex-m7"].evidence == "validated on QEMU mps2-an500 (Cortex-M7): this build, not this model"
    assert TARGETS["cortex-m33"].evidence == "validated on QEMU mps2-an505 (Cortex-M33): this build, not this model"
    # and so are the reference kernels on both (m7_reference, m33_reference)
    reference_m7 = make_build("cortex-m7", BuildOptions("reference"))
    assert reference_m7.evidence == "validated on QEMU mps2-an500 (Cortex-M7): this build, not this model"
    reference_m33 = make_build("cortex-m33", BuildOptions("reference"))
    assert reference_m33.evidence == "validated on QEMU mps2-an505 (Cortex-M33): this build, not this model"
    # no Cortex-M0 was run: its builds follow the Cortex-M3's (no SIMD)
    reference_m0 = make_build("cortex-m0", BuildOptions("reference"))
    assert reference_m0.evidence == "derived: as validated on a core with no SIMD; this core not run"
    for_size = make_build("cortex-m4", BuildOptions(optimized_for="size"))
    assert for_size.evidence == "derived from the sources, not measured"


def test_cmsis_nn_convolution_buffer_by_class_of_core() -> None:
    # K = 3·3·3 = 27: 4·round_up(27, 4) = 112 without MVE, 64·ceil(27/16) = 128 with it
    assert cmsis_nn._conv_s8_general(27, "none") == cmsis_nn._conv_s8_general(27, "dsp") == 112
    assert cmsis_nn._conv_s8_general(27, "mve") == 128
    assert (cmsis_nn._c_div(-3, 2), cmsis_nn._c_mod(-3, 2)) == (-1, -1)  # C truncates toward zero


def test_the_arena_json_names_the_build() -> None:
    arena = analyze(parse_model(branch_48()), semantics_options={"target": "cortex-m55"}).arena
    assert arena is not None
    assert arena.document()["build"] == {
        "core": "cortex-m55",
        "kernels": "cmsis-nn",
        "simd": "mve",
        "compiler": "gcc",
        "optimized_for": "speed",
        "tflm": "tflite-micro 90b983c2b3f1",
    }


def test_every_struct_size_is_a_multiple_of_its_alignment() -> None:
    # As C makes every struct (an array of them needs no padding between): the arena's
    # Prepare temporaries lay runs of TfLiteTensors as one part on that account.
    for name, build in TARGETS.items():
        for struct, (size, alignment) in build.abi.structs.items():
            assert size % alignment == 0, (name, struct, size, alignment)
