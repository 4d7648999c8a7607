"""ruy's heap for the 8-bit products TFLite keeps under XNNPACK, by hand and against the
wheel's blocks traced under gdb (tests/xnnpack/heap.json, models of tests/xnnpack/ruy_models.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.xnnpack.machine import MEASURED_CPU, as_measured
from tests.xnnpack.ruy_models import ruy_models
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert.ruy import MMAP_THRESHOLD, Product, product, requests, ruy_heap

HEAP = Path(__file__).parent / "xnnpack" / "heap.json"
CACHE = 2 << 20  # this machine's per-core L2, what ruy takes for its local cache


def test_a_small_convolution_by_hand() -> None:
    """CONV_2D 3×3×3 → 8 channels over 8×8 pixels: rows 8 padded to the AVX-512 kernel's 16
    (bias, multipliers and shifts copied: 3 × 64), the filter 28 × 16 + 1,024 = 1,472 and
    16 sums (64), the input 28 × 64 + 1,024 = 2,816 and 64 sums (256): 4,800 in seven blocks,
    one buffer of 4,800 after the product (a 4,816-byte chunk); the allocator (64), its
    vector of eight block pointers (80) and one thread's resource and vector (96 + 32)."""
    p = Product(8, 27, 64, per_channel=True, bias=True)
    assert requests(p, 1, 16, CACHE) == [64, 64, 64, 1472, 64, 2816, 256]
    assert ruy_heap([p], 1, "avx512amx", CACHE) == 4816 + 64 + 80 + 96 + 32
    # AVX2's 8-wide kernel: no padding, 28 × 8 + 1,024 → 1,280, 8 sums, 2,816 and 256
    assert requests(p, 1, 8, CACHE) == [1280, 64, 2816, 256]


def test_the_buffer_grows_product_by_product() -> None:
    """A second product (40 × 72 × 36: rows and columns padded to 48) asks for 192 × 3,
    4,480, 192, 4,480 and 192; in the 4,800 the first left, 576 fit, then 4,480 does not
    (alone), 192 fits, 4,480 does not (alone), 192 fits: the buffer grows to 4,800 +
    8,960 = 13,760 (a 13,776-byte chunk); the first product's seven blocks alone sized the
    vector (8 pointers)."""
    first, second = Product(8, 27, 64, True, True), Product(40, 72, 36, True, True)
    assert requests(second, 1, 16, CACHE) == [192, 192, 192, 4480, 192, 4480, 192]
    assert ruy_heap([first, second], 1, "avx512", CACHE) == 13_776 + 64 + 80 + 96 + 32


def test_a_product_too_large_for_one_thread_splits() -> None:
    """32 × 144 × 196 = 903,168 multiply-adds: 27 threads' worth, 2 at two threads: the
    general case adds the packing-status arrays, the block id and two 96-byte tasks."""
    p = Product(32, 144, 196, True, True)
    assert requests(p, 2, 16, CACHE)[-4:] == [64, 64, 64, 192]
    assert requests(p, 1, 16, CACHE)[-1] == 208 * 4  # simple loop: the input's sums last


def test_only_8_bit_products_of_convolutions_and_fully_connected_layers() -> None:
    graph = parse_model(ruy_models()["ruy_fc_dynamic_filter"])
    sg = graph.main
    assert product(sg, sg.operators[0]) == Product(20, 40, 3, per_channel=False, bias=True)
    conv = parse_model(ruy_models()["ruy_conv1x1_c24_k20_n64"]).main
    assert product(conv, conv.operators[0]) == Product(24, 20, 64, per_channel=True, bias=True)


def test_no_products_no_buffers_and_arm64_is_not_modelled() -> None:
    assert ruy_heap([], 1, "avx512", CACHE) == 0
    assert ruy_heap([Product(8, 27, 64, True, True)], 1, "neondot", CACHE) == 0


def _traced() -> list[dict]:
    names = {f"{n}.tflite" for n in ruy_models()} | {"conv2d_i4pc_c8.tflite"}
    return [r for r in json.loads(HEAP.read_text())["rows"] if r["model"] in names]


def _ruy_blocks(row: dict) -> tuple[int, int]:
    """ruy's blocks traced (but the context's, counted in the interpreter's fixed part), as
    ``mallinfo2`` counts them: a mapped block's size word is 48 bytes short of its pages."""
    total = biggest = 0
    for name, (nbytes, _count) in row["components"].items():
        if name.startswith("ruy::") and not name.startswith("ruy::Context::Context"):
            total += nbytes
            biggest = max(biggest, nbytes)
    return total + (48 if biggest >= MMAP_THRESHOLD else 0), biggest


@pytest.mark.parametrize("row", _traced(), ids=lambda r: f"{r['model']}-{r['threads']}")
def test_ruy_blocks_equal_the_traced_ones(row: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ruy block the wheel holds after the first invoke, against memplan's figure
    on the machine that traced them (ruy sizes its blocks by the L2 cache): equal but for
    glibc's slack on the 64-byte-aligned buffers (0 to 32 bytes each: the main buffer,
    and at two threads each task's own)."""
    as_measured(monkeypatch)
    models = ruy_models()
    name = row["model"].removesuffix(".tflite")
    if name in models:
        graph = parse_model(models[name])
    else:
        from tests.test_xnnpack_heap import _model_path

        path = _model_path(row["model"])
        if path is None:
            pytest.skip("the model is not here")
        graph = load_model(path)
    options = {"delegate": "xnnpack", "cpu": MEASURED_CPU, "threads": row["threads"]}
    mine = analyze(graph, "litert", semantics_options=options).arena.document()["ruy_buffers"]
    traced, _ = _ruy_blocks(row)
    slack = 32 * (1 + (row["threads"] if mine > MMAP_THRESHOLD or row["threads"] > 1 else 0))
    assert 0 <= traced - mine <= slack, (traced, mine)


def test_the_report_shows_ruy_when_it_runs(cli, tmp_path: Path) -> None:
    """A line of its own when TFLite keeps an 8-bit product; none when it keeps none."""
    model = tmp_path / "conv.tflite"
    model.write_bytes(ruy_models()["ruy_conv_c8_k27_n64"])
    args = ("--semantics", "litert", "--delegate", "xnnpack", "--cpu", "avx512amx")
    shown = cli("analyze", model, *args)
    assert shown.exit_code == 0, shown.output
    assert "ruy buffers (8-bit products TFLite keeps)    5,088 B" in shown.output
    assert json.loads(cli("analyze", model, *args, "--json").output)["arena"]["ruy_buffers"] == 5088
    plain = cli("analyze", Path("sample_models/branching_cnn_int8.tflite"), *args)
    assert plain.exit_code == 0 and "ruy buffers" not in plain.output
