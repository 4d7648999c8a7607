"""ruy's heap when LiteRT runs without a delegate (its built-in kernels take every 8-bit
CONV_2D and FULLY_CONNECTED), by hand and against blocks traced under gdb
(``tests/gdb_litert_heap.py`` with ``MEMPLAN_LITERT_DELEGATES=0``; ai-edge-litert 2.3.0 on an
AMD EPYC with AVX2, 512 KiB of L2 a core, which ruy takes for its local cache)."""

from __future__ import annotations

import pytest

from tests.kernel_models import build, one_op
from tests.xnnpack.ruy_models import SAME, VALID, conv
from tests.xnnpack.weights_models import SAMPLES, SHARED, unsigned_layers
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert.ruy import Product, custom_gemv, kept_products, product, ruy_heap

TRACED_CPU, TRACED_CACHE = "avx2", 512 * 1024


def _conv(name: str, x: tuple, w: tuple, y: tuple, options: dict) -> bytes:
    """One int8 CONV_2D with a constant per-channel int8 filter."""
    return build(conv(name, x, w, y, options, filter_bits=8))


def _fc(name: str, batches: int, depth: int, units: int) -> bytes:
    """One int8 FULLY_CONNECTED with a constant per-tensor filter."""
    inputs = [
        f"x q8[{batches},{depth}]",
        f"w q8[{units},{depth}] q=0.02,0 rand={name}",
        f"b int32[{units}] fill=0 q=0.05*0.02,0",
    ]
    return build(
        one_op(
            name,
            "AddFullyConnected",
            name,
            "FULLY_CONNECTED",
            inputs,
            [f"y q8[{batches},{units}] q=0.1,0"],
            {},
            {"version": 4},
        )
    )


def test_a_matrix_times_a_vector_is_tflites_own() -> None:
    """One column, 4 rows or more and a depth of 8 or more: TFLite's matrix×vector kernel;
    fewer rows, a shallower depth or more columns: ruy."""
    assert custom_gemv(Product(10, 256, 1, per_channel=False, bias=True))
    assert custom_gemv(Product(4, 8, 1, per_channel=True, bias=False))
    assert not custom_gemv(Product(3, 256, 1, per_channel=False, bias=True))  # hello_world's last layer has 1 row
    assert not custom_gemv(Product(16, 1, 1, per_channel=False, bias=True))  # a depth of 1
    assert not custom_gemv(Product(20, 40, 3, per_channel=False, bias=True))  # three batches


def test_a_one_batch_fully_connected_layer_asks_ruy_for_nothing() -> None:
    one = parse_model(_fc("fc_b1", 1, 256, 10)).main
    assert product(one, one.operators[0]) == Product(10, 256, 1, per_channel=False, bias=True)
    assert kept_products(one, [0]) == []
    assert ruy_heap(kept_products(one, [0]), 1, TRACED_CPU, TRACED_CACHE) == 0
    three = parse_model(_fc("fc_b3", 3, 40, 20)).main
    assert kept_products(three, [0]) == [Product(20, 40, 3, per_channel=False, bias=True)]


def test_unsigned_layers_multiply_through_ruy_with_one_multiplier() -> None:
    """uint8 CONV_2D 3×3, 4 → 6 channels over 8×8 pixels: one product, no per-channel
    copies; the depthwise convolution is none; FULLY_CONNECTED 384 → 10 of one batch is
    TFLite's matrix×vector kernel."""
    sg = parse_model(unsigned_layers()).main
    assert [product(sg, op) for op in sg.operators] == [
        Product(6, 36, 64, False, True),
        None,
        Product(10, 384, 1, False, True),
    ]
    assert kept_products(sg, range(len(sg.operators))) == [Product(6, 36, 64, False, True)]


#: ruy's blocks held after the first invoke, traced (but the ruy::Context, 224 bytes, and
#: cpuinfo's 816 bytes in 10 blocks when ruy's first product is the first to initialize
#: it), with 48 bytes more for a mapped buffer as ``mallinfo2`` counts it.
TRACED = {
    ("conv_c8_k27_n64", 1): 4704,
    ("conv_c8_k27_n64", 2): 4704,
    ("conv_c32_k144_n196", 1): 36_672,
    ("conv_c32_k144_n196", 2): 37_776,  # two threads: the general loop, a worker
    ("conv_c64_k576_n1024", 1): 635_328,  # (64 + 1024) × 576 over the 512 KiB cache: the general loop, one task
    ("conv_c64_k576_n1024", 2): 635_840,
    ("fc_b1_k256_n10", 1): 0,
    ("fc_b1_k256_n10", 2): 0,
    ("fc_b3_k40_n20", 1): 3968,
    ("fc_b3_k40_n20", 2): 3968,
    ("unsigned_layers", 1): 5344,
    ("branching_cnn_int8", 1): 4672,  # its FULLY_CONNECTED (one batch) is TFLite's
    ("branching_cnn_int8", 2): 4672,
    ("mobilenet_v2_quantized_1x3x224x224", 1): 909_552,  # its classifier (1280 → 1000, one batch) is TFLite's
    ("mobilenet_v2_quantized_1x3x224x224", 2): 910_688,  # tasks' allocators past 64 blocks a side
    ("conv_1pixel", 1): 0,  # a convolution with one output pixel: a matrix times a vector
    ("hello_world_int8", 1): 3712,  # one-unit layers: too few rows for TFLite's matrix×vector kernel
    ("hello_world_int8", 2): 3712,
    ("keyword_scrambled", 1): 3072,
    ("keyword_scrambled", 2): 3072,
    ("micro_speech_quantized", 1): 0,
    ("micro_speech_quantized", 2): 0,
    ("trained_lstm_int8", 1): 0,
    ("dtln_noise_suppression", 1): 0,
}


def _graph(name: str):
    builders = {
        "conv_c8_k27_n64": lambda: _conv(name, (1, 8, 8, 3), (8, 3, 3, 3), (1, 8, 8, 8), SAME),
        "conv_c32_k144_n196": lambda: _conv(name, (1, 16, 16, 16), (32, 3, 3, 16), (1, 14, 14, 32), VALID),
        "conv_c64_k576_n1024": lambda: _conv(name, (1, 32, 32, 64), (64, 3, 3, 64), (1, 32, 32, 64), SAME),
        "conv_1pixel": lambda: _conv(name, (1, 3, 3, 16), (32, 3, 3, 16), (1, 1, 1, 32), VALID),
        "fc_b1_k256_n10": lambda: _fc(name, 1, 256, 10),
        "fc_b3_k40_n20": lambda: _fc(name, 3, 40, 20),
        "unsigned_layers": unsigned_layers,
    }
    if name in builders:
        return parse_model(builders[name]())
    path = next((p for p in (SAMPLES / f"{name}.tflite", SHARED / f"{name}.tflite") if p.is_file()), None)
    if path is None:
        pytest.skip("the model is not here")
    return load_model(path)


@pytest.mark.parametrize(("name", "threads"), TRACED, ids=lambda v: str(v))
def test_ruy_blocks_without_a_delegate_equal_the_traced_ones(name: str, threads: int) -> None:
    """Equal but for glibc's slack on the 64-byte-aligned buffers (0 to 32 bytes each: the
    main buffer and, at two threads, each task's own)."""
    sg = _graph(name).main
    mine = ruy_heap(kept_products(sg, range(len(sg.operators))), threads, TRACED_CPU, TRACED_CACHE)
    traced = TRACED[name, threads]
    assert 0 <= traced - mine <= 32 * threads, (traced, mine)
