"""XNNPACK's packed weights: memplan's sizes against the ``ai-edge-litert`` wheel.

The oracle is the wheel itself, read under gdb (``tests/gdb_xnnpack_weights.py``): every
buffer XNNPACK allocates for packed weights, operator by operator, in creation order.
``tests/xnnpack/measure_weights.py`` measured it on every sample, dev-set, Keras, per-kernel and
synthetic model LiteRT runs with XNNPACK, on this machine's CPU, into
``tests/xnnpack/packed.json`` (with the heap the interpreter took); the fast tests compare
memplan with that table, the ``runtime`` tests measure again. For the CPU families this
machine is not, the sizes are computed by hand from the tile table's rows and the
packing formulas (the docstring of each case shows the arithmetic).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import BUILTIN, SAMPLES
from tests.xnnpack.weights_models import int4_fully_connected, models, sha256, unsigned_layers
from tflite_memplan.analysis import analyze
from tflite_memplan.errors import MemplanError
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert import CPU_FAMILIES
from tflite_memplan.semantics.litert.xnnpack import delegated_graph
from tflite_memplan.semantics.litert.xnnpack_weights import (
    CPU_FAMILIES as FAMILY_DESCRIPTIONS,
)
from tflite_memplan.semantics.litert.xnnpack_weights import (
    DWCONV_TILES,
    GEMM_TILES,
    PACKING_OPS,
    XNNPACK_SOURCE,
    host_family,
    packed_weights,
)

TABLE = Path(__file__).parent / "xnnpack" / "packed.json"


def _table() -> dict:
    return json.loads(TABLE.read_text())


def _predicted(path: Path, cpu: str):
    graph = load_model(path)
    _, delegations = delegated_graph(graph)
    return packed_weights(graph, delegations, cpu)


def _compare(predicted, packings: list) -> None:
    """Every operator memplan sizes, byte for byte in creation order; where memplan
    flags operators it cannot size, the ones it sizes are among the measured ones."""
    measured = [nbytes for nbytes, _ in packings]
    mine = [p.nbytes for p in predicted.operators]
    if not predicted.unmodelled:
        assert mine == measured, "packed weights per operator, in XNNPACK's creation order"
    else:
        assert not Counter(mine) - Counter(measured), "the operators memplan sizes"
        assert sum(mine) < sum(measured), "what memplan cannot size is missing, and said to be"


# ------------------------------------------------------------------ the committed table


def _rows() -> list:
    rows = [r for r in _table()["rows"] if r["runs"]]
    return [pytest.param(r, id=f"{r['source']}-{r['model']}") for r in rows]


@pytest.fixture(scope="module")
def model_bytes() -> dict[tuple[str, str], bytes]:
    return {(source, name): data for source, name, data in models()}


@pytest.mark.parametrize("row", _rows())
def test_packed_weights_match_the_measured_table(row: dict, model_bytes: dict, tmp_path: Path) -> None:
    """Every model LiteRT runs with XNNPACK: memplan's packed weights for the family the
    table was measured on (this machine's when it was measured) equal the wheel's."""
    data = model_bytes.get((row["source"], row["model"]))
    if data is None:
        pytest.skip(f"{row['model']}: not here (the dev set is outside the repository)")
    if sha256(data) != row["sha256"]:
        pytest.skip(f"{row['model']} changed since it was measured: rerun tests/xnnpack/measure_weights.py")
    path = tmp_path / "model.tflite"
    path.write_bytes(data)
    assert all(cache == 0 for cache in row["caches"]), "the default delegate creates its runtimes without a cache"
    _compare(_predicted(path, _table()["family"]), row["packings"])


def test_the_table_names_what_was_measured() -> None:
    """The table says which wheel, sources and CPU it holds; memplan's tile table was read
    from the same XNNPACK sources; it covers the samples and the per-kernel models."""
    table = _table()
    assert table["wheel"].startswith("ai-edge-litert ") and table["xnnpack"] == XNNPACK_SOURCE
    assert table["family"] in CPU_FAMILIES and table["cpu"]
    sources = Counter(r["source"] for r in table["rows"])
    assert sources["sample"] == len(list(SAMPLES.glob("*.tflite"))) and sources["kernel"] > 100
    assert sum(len(r.get("packings", [])) for r in table["rows"]) > 100


# ------------------------------------------------------------------ other CPU families, by hand

#: branching_cnn_int8 (int8): CONV_2D 3×3, 3 → 8 channels (IGEMM, 9 taps), DEPTHWISE_CONV_2D
#: 3×3 on 8 channels (DWCONV), CONV_2D 1×1 8 → 8 (a FULLY_CONNECTED), FULLY_CONNECTED 256 → 10.
#: qs8_qc8w: int8 filter, int32 bias, one float scale per output channel; sizes rounded to 64.
BRANCHING_INT8 = {
    # nr 8, kr 8: 8·(9·8+8)=640; dwconv ct 16: 16·(9+8)=272→320; 8·(8+8)=128; 16·(256+8)=4224
    "avx2": [640, 320, 128, 4224],
    # nr 16, kr 8: 16·80=1280; ct 32: 32·17=544→576; 16·16=256; 16·264=4224
    "avx512": [1280, 576, 256, 4224],
    # nr 64, kr 4: 64·(9·4+8)=2816; 576; 64·16=1024; 64·264=16896 (measured on this machine)
    "avx512amx": [2816, 576, 1024, 16896],
    # arm64 rounds to 16, not 64. nr 8, kr 8 as avx2: 640; dwconv ct 16: 272; 128; 4224
    "neon": [640, 272, 128, 4224],
    # nr 16, kr 4: 16·(9·4+8)=704; 272; 16·(8+8)=256; 16·264=4224
    "neondot": [704, 272, 256, 4224],
    # nr 16, kr 8: 1280; 272; 256; 4224
    "i8mm": [1280, 272, 256, 4224],
}

#: dense_block_f32: FULLY_CONNECTED 16 → 4, 20 → 4, 24 → 24, float32 (4-byte weights and bias).
DENSE_F32 = {
    # nr 16 > 4: nr2 8: 8·(16·4+4)=544→576; 8·84=672→704; 24: 16 wastes 8 > 1 %, nr2 none: 24·100=2400→2432
    "avx2": [576, 704, 2432],
    # nr 32 > channels: nr2 16: 16·68=1088; 16·84=1344; 32·100=3200 (measured on this machine)
    "avx512": [1088, 1344, 3200],
    "avx512amx": [1088, 1344, 3200],
    # nr 8 > 4: nr2 2: 4·68=272; 4·84=336; 24 = 3·8 wastes nothing: 24·100=2400 (16-byte rounding)
    "neon": [272, 336, 2400],
    "neondot": [272, 336, 2400],
    "i8mm": [272, 336, 2400],
}


#: Dynamically quantized (float input, int8 filter; qd8_f32_qc8w: int8 weights, a float bias
#: and two floats per output channel): FULLY_CONNECTED 16 → 8, then CONV_2D 3×3, 4 → 6.
HYBRID = {
    # nr 8, kr 8: 8·(16+12)=224→256; 8·(9·8+12)=672→704
    "avx2": [256, 704],
    # unsigned kernels (qdu8): GEMM nr 64, kr 4: 64·(16+12)=1792; IGEMM nr 16, kr 8: 16·84=1344
    "avx512": [1792, 1344],
    # AMX, nr 64, kr 4: 1792; 64·(9·4+12)=3072 (both measured on this machine)
    "avx512amx": [1792, 3072],
    # nr 8, kr 2, sr 4 (k to 8): 8·(16+12)=224; 8·(9·8+12)=672 (16-byte rounding)
    "neon": [224, 672],
    # nr 16, kr 4: 16·28=448; 16·(9·4+12)=768
    "neondot": [448, 768],
    # nr 16, kr 8: 448; 16·84=1344
    "i8mm": [448, 1344],
}


#: tests.xnnpack.weights_models.unsigned_layers (qu8: uint8 weights, int32 bias, nothing per channel):
#: CONV_2D 3×3, 4 → 6; DEPTHWISE_CONV_2D 3×3 on 6; FULLY_CONNECTED 384 → 10.
UNSIGNED = {
    # nr 8, kr 8: 8·(9·8+4)=608→640; dwconv ct 16: 16·(9+4)=208→256; 16·(384+4)=6208
    "avx2": [640, 256, 6208],
    # nr 16, kr 8: 16·76=1216; ct 32: 32·13=416→448; 6208 (measured on this machine, for avx512amx)
    "avx512": [1216, 448, 6208],
    "avx512amx": [1216, 448, 6208],
    # nr 16, kr 1: 16·(9·4+4)=640; ct 16 for 9 taps: 208 (16-byte rounding); 16·388=6208
    "neon": [640, 208, 6208],
    "neondot": [640, 208, 6208],
    "i8mm": [640, 208, 6208],
}


#: 4-bit filters (two weights a byte): weights_models.int4_fully_connected (int8 input, 20 → 5;
#: int32 bias, a float scale) and a dynamically quantized FULLY_CONNECTED 20 → 8 (float bias, two
#: floats). Input channels round to the planes, then to kr·sr·planes, then halve.
INT4 = {
    # nr 8, kr 8, 2 planes: 20 → 32 → 16 bytes: 8·(16+8)=192; qd8 nr 4, kr 8, 2 planes: 8·(16+12)=224→256
    "avx2": [192, 256],
    # nr 16, kr 8, 2 planes: 16·24=384; qdu8 nr 16, kr 8, 2 planes: 16·28=448
    "avx512": [384, 448],
    # 384; AMX nr 64, kr 4, 2 planes: 20 → 24 → 12: 64·(12+12)=1536 (both measured on this machine)
    "avx512amx": [384, 1536],
    # generic nr 4, 1 plane: 20 → 10: 8·(10+8)=144; nr 16, kr 1, 2 planes: 20 → 10: 16·22=352
    "neon": [144, 352],
    # nr 16, kr 4, 1 plane: 20 → 10: 16·18=288; qd8 nr 16, kr 4, 2 planes: 20 → 24 → 12: 16·24=384
    "neondot": [288, 384],
    # 288; qd8 nr 16, kr 8, 2 planes: 20 → 32 → 16: 16·28=448
    "i8mm": [288, 448],
}


def _hybrid_sizes(cpu: str, tmp_path: Path) -> list[int]:
    from tests import tiny_models

    sizes = []
    for name, data in (
        ("fc", tiny_models.hybrid(op="FULLY_CONNECTED")),
        ("conv", tiny_models.conv2d(hybrid=True)),
    ):
        path = tmp_path / f"{name}.tflite"
        path.write_bytes(data)
        sizes += [p.nbytes for p in _predicted(path, cpu).operators]
    return sizes


@pytest.mark.parametrize("cpu", CPU_FAMILIES)
def test_other_families_by_hand(cpu: str, tmp_path: Path) -> None:
    """Each family's tiles give the hand-computed sizes (int8, float32, dynamically
    quantized, unsigned 8-bit and 4-bit layers)."""
    assert [p.nbytes for p in _predicted(SAMPLES / "branching_cnn_int8.tflite", cpu).operators] == BRANCHING_INT8[cpu]
    assert [p.nbytes for p in _predicted(SAMPLES / "dense_block_f32.tflite", cpu).operators] == DENSE_F32[cpu]
    assert _hybrid_sizes(cpu, tmp_path) == HYBRID[cpu]
    path = tmp_path / "unsigned.tflite"
    path.write_bytes(unsigned_layers())
    assert [p.nbytes for p in _predicted(path, cpu).operators] == UNSIGNED[cpu]
    from tests import tiny_models

    sizes = []
    for name, data in (
        ("int4", int4_fully_connected()),
        ("hybrid-int4", tiny_models.hybrid("FULLY_CONNECTED", int4=True, width=20)),
    ):
        (tmp_path / name).write_bytes(data)
        sizes += [p.nbytes for p in _predicted(tmp_path / name, cpu).operators]
    assert sizes == INT4[cpu]


def test_the_paths_xnnpack_takes() -> None:
    """The IGEMM, DWCONV and GEMM paths of branching_cnn_int8, and the configuration each uses."""
    found = _predicted(SAMPLES / "branching_cnn_int8.tflite", "avx2").operators
    assert [(p.opcode, p.path, p.config) for p in found] == [
        ("CONV_2D", "igemm", "qs8_qc8w"),
        ("DEPTHWISE_CONV_2D", "dwconv", "qs8_qc8w"),
        ("CONV_2D", "gemm", "qs8_qc8w"),
        ("FULLY_CONNECTED", "gemm", "qs8_qc8w"),
    ]


def test_every_family_has_every_tile() -> None:
    """The tile table has a row for each family and configuration, each naming its source."""
    configs = {c for _, c in GEMM_TILES}
    assert set(FAMILY_DESCRIPTIONS) == set(CPU_FAMILIES)
    assert {(f, c) for f in CPU_FAMILIES for c in configs} == set(GEMM_TILES)
    assert {(f, c) for f in CPU_FAMILIES for c in ("f32", "qs8_qc8w", "qu8")} == set(DWCONV_TILES)
    assert all("@" in t.source for t in (*GEMM_TILES.values(), *DWCONV_TILES.values()))


def test_the_host_family() -> None:
    """This machine's family from its CPU flags, the way XNNPACK's detection classes it."""
    x86 = frozenset({"avx2", "fma", "avx512f", "avx512bw", "avx512vl"})
    assert host_family(x86 | {"amx_int8", "amx_tile"}, "x86_64") == "avx512amx"
    assert host_family(x86, "x86_64") == "avx512"
    assert host_family(frozenset({"avx2", "fma"}), "x86_64") == "avx2"
    assert host_family(frozenset({"asimd", "asimddp", "i8mm"}), "aarch64") == "i8mm"
    assert host_family(frozenset({"asimd", "asimddp"}), "aarch64") == "neondot"
    assert host_family(frozenset({"asimd"}), "aarch64") == "neon"
    assert host_family() in CPU_FAMILIES


# ------------------------------------------------------------------ the arena and the CLI


def test_the_arena_counts_packed_weights_and_workspace_in_the_total() -> None:
    """``packed_weights`` and ``cpu`` join the arena's JSON and ``total`` adds them and the
    workspace to the arenas and heap; without the delegate no weights are packed, ``cpu`` is
    the family ruy's buffers are sized for, and the total is the arenas and heap and what the
    interpreter holds (ruy's buffers included)."""
    graph = load_model(SAMPLES / "branching_cnn_int8.tflite")
    plain = analyze(graph, "litert", semantics_options=BUILTIN).arena
    xnn = analyze(graph, "litert", semantics_options={"delegate": "xnnpack", "cpu": "avx512amx"}).arena
    assert plain is not None and xnn is not None
    assert (plain.document()["packed_weights"], plain.document()["cpu"]) == (0, host_family())  # ruy's
    doc = xnn.document()
    assert (doc["packed_weights"], doc["cpu"]) == (2816 + 576 + 1024 + 16896, "avx512amx")
    assert doc["xnnpack_workspace"] > 0 and doc["resident"] == doc["span"]
    delegate = doc["xnnpack_workspace"] + 21_312 + doc["xnnpack_indirection"]
    delegate += doc["interpreter"] + doc["tensor_quantization"] + doc["xnnpack_runtimes"]
    delegate += doc["tflite_structures"] + doc["xnnpack_operators"]
    assert doc["total"] == doc["span"] + doc["persistent"] + doc["heap"] + delegate
    plain_doc = plain.document()
    own = ("interpreter", "tensor_quantization", "tflite_structures", "ruy_buffers", "eigen_thread_pool")
    assert plain_doc["total"] == plain_doc["span"] + plain_doc["persistent"] + plain_doc["heap"] + sum(
        plain_doc[k] for k in own
    )
    assert plain_doc["ruy_buffers"] > 0 and plain_doc["eigen_thread_pool"] == 0


def test_the_arena_gate_judges_the_whole_total(cli) -> None:
    """``check --gate arena`` with the delegate passes a budget of the total, workspace and
    packed weights included, and fails one byte less."""
    model = SAMPLES / "branching_cnn_int8.tflite"
    options = ("--semantics", "litert", "--delegate", "xnnpack", "--cpu", "avx512amx")
    doc = json.loads(cli("analyze", model, *options, "--json").output)["arena"]
    assert doc["total"] > doc["resident"] + doc["heap"] + doc["xnnpack_workspace"]
    fits = cli("check", model, *options, "--gate", "arena", "--budget", f"{doc['total']}B")
    over = cli("check", model, *options, "--gate", "arena", "--budget", f"{doc['total'] - 1}B")
    assert (fits.exit_code, over.exit_code) == (0, 1), (fits.output, over.output)
    assert f"LiteRT total {doc['total']:,} B" in over.output


def test_an_unknown_family_is_refused() -> None:
    graph = load_model(SAMPLES / "branching_cnn_int8.tflite")
    with pytest.raises(MemplanError, match="cpu must be one of"):
        analyze(graph, "litert", semantics_options={"delegate": "xnnpack", "cpu": "sse2"})


def test_the_cli_takes_cpu(cli) -> None:
    model = SAMPLES / "branching_cnn_int8.tflite"
    result = cli("analyze", model, "--semantics", "litert", "--delegate", "xnnpack", "--cpu", "neondot")
    assert result.exit_code == 0, result.output
    assert "packed weights for neondot CPUs" in result.output and "5,456 B" in result.output
    as_json = cli("analyze", model, "--semantics", "litert", "--delegate", "xnnpack", "--cpu", "avx2", "--json")
    assert json.loads(as_json.output)["arena"]["packed_weights"] == sum(BRANCHING_INT8["avx2"])
    refused = cli("analyze", model, "--semantics", "litert", "--cpu", "z80")
    assert refused.exit_code == 2 and refused.output.count("\n") == 1 and "z80" in refused.output


# ------------------------------------------------------------------ against the wheel, live


def _live(name: str, data: bytes, tmp_path: Path, threads: int = 1) -> None:
    from tests.runtimes import litert_xnnpack_weights

    pytest.importorskip("ai_edge_litert")
    path = tmp_path / "model.tflite"
    path.write_bytes(data)
    found = litert_xnnpack_weights(path, threads=threads)
    if found is None:
        pytest.skip(f"{name}: no gdb, or LiteRT cannot run this model")
    assert all(cache == 0 for cache in found["caches"])
    _compare(_predicted(path, host_family()), found["packings"])
    row = next((r for r in _table()["rows"] if r["model"] == name and r["sha256"] == sha256(data)), None)
    if row is not None and _table()["family"] == host_family():
        assert found["packings"] == row["packings"], "the committed table is what the wheel packs"


def _live_models() -> list:
    """Every model but the per-kernel ones without an operator that packs weights (the
    committed table, compared above, shows the wheel packs nothing for those: measuring
    them again under gdb would cost minutes and test nothing new)."""
    return [
        pytest.param(name, data, id=f"{source}-{name}")
        for source, name, data in models()
        if source != "kernel"
        or any(op.opcode in PACKING_OPS for sg in parse_model(data).subgraphs for op in sg.operators)
    ]


@pytest.mark.runtime
@pytest.mark.parametrize(("name", "data"), _live_models())
def test_packed_weights_match_the_wheel(name: str, data: bytes, tmp_path: Path) -> None:
    """Every model that packs weights, measured now: memplan's packed weights for this
    machine's family equal what the wheel's XNNPACK allocates, operator by operator."""
    _live(name, data, tmp_path)


@pytest.mark.runtime
@pytest.mark.parametrize(
    ("name", "data"),
    [p for p in _live_models() if p.id.startswith(("sample-", "dev-", "keras-"))],
)
def test_packed_weights_match_the_wheel_at_two_threads(name: str, data: bytes, tmp_path: Path) -> None:
    """The samples, the dev set and the Keras loops at two threads: the same packings."""
    _live(name, data, tmp_path, threads=2)
