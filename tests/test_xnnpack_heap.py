"""The rest of LiteRT's heap with XNNPACK: the convolutions' indirection buffers, and the
whole total against the heap the interpreter really takes.

By hand: ``branching_cnn_int8`` (int8) has a CONV_2D 3×3 at stride 2, 16×16×3 → 8×8×8
(an IGEMM over 9 taps, 64 output pixels) and a DEPTHWISE_CONV_2D 3×3 at stride 1 on
8×8×8 (a DWCONV kernel); its other operators keep no indirection buffer.
"""

from __future__ import annotations

import pytest

from tests.conftest import SAMPLES
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model
from tflite_memplan.semantics.litert.xnnpack import delegated_graph
from tflite_memplan.semantics.litert.xnnpack_indirection import heuristic_mr, igemm_bytes, xnnpack_indirection
from tflite_memplan.semantics.litert.xnnpack_weights import packed_weights

BRANCHING = SAMPLES / "branching_cnn_int8.tflite"


def _indirection(path, cpu: str):
    graph = load_model(path)
    return xnnpack_indirection(graph, packed_weights(graph, delegated_graph(graph)[1], cpu))


def test_mr_is_the_output_size_when_a_kernel_has_that_many_rows() -> None:
    assert heuristic_mr(16, (1, 16), 64) == 16
    assert heuristic_mr(1, (1, 16), 64) == 1


def test_mr_is_the_cheapest_otherwise() -> None:
    # 4 pixels, nr 64: mr 1 costs 4·(3·65 + 64) = 1,036, mr 16 costs 1·(3·80 + 1,024) = 1,264
    assert heuristic_mr(4, (1, 16), 64) == 1
    # 5 pixels: 1,295 against 1,264
    assert heuristic_mr(5, (1, 16), 64) == 16
    # 64 pixels, nr 8, mr 1 or 3: 64·35 = 2,240 against 22·57 = 1,254
    assert heuristic_mr(64, (1, 3), 8) == 3


def test_igemm_buffer_is_taps_by_tiled_pixels_by_pointer() -> None:
    assert igemm_bytes(64, 9, (1, 3), 8) == 9 * 66 * 8  # 64 pixels tiled to 3 rows: 66


def test_branching_cnn_by_hand() -> None:
    """avx512amx: int8 IGEMM 16×64c4 (mr 1 or 16): 64 pixels take mr 16, 9 × 64 × 8 =
    4,608 B; DWCONV (3, 9, 25 taps): the 9-tap kernel, step_height = 9 + 7 × 1 × 3 = 30,
    9 − 9 + 8 × 30 = 240 pointers = 1,920 B (a multiple of 64). avx2: 3×8c8 (mr 1 or 3),
    64 pixels tile to 66: 9 × 66 × 8 = 4,752 B; the same depthwise buffer."""
    amx = _indirection(BRANCHING, "avx512amx")
    assert [(b.operator, b.path, b.nbytes) for b in amx.buffers] == [(0, "igemm", 4608), (1, "dwconv", 1920)]
    assert amx.unmodelled == ()
    assert [b.nbytes for b in _indirection(BRANCHING, "avx2").buffers] == [4752, 1920]


def test_the_total_counts_the_indirection_buffers() -> None:
    graph = load_model(BRANCHING)
    doc = analyze(graph, "tflite", semantics_options={"delegate": "xnnpack", "cpu": "avx512amx"}).arena.document()
    assert doc["xnnpack_indirection"] == 4608 + 1920
    parts = ("resident", "heap", "xnnpack_workspace", "packed_weights", "xnnpack_indirection")
    assert doc["total"] == sum(doc[k] for k in parts) + doc.get("interpreter", 0)
    assert analyze(graph, "tflite").arena.document()["xnnpack_indirection"] == 0


@pytest.mark.parametrize("cpu", ["neon", "avx512"])
def test_a_configuration_whose_row_counts_were_not_read_is_named(cpu: str) -> None:
    """arm64's int8 IGEMM rows (plain NEON) were not read: the convolution is named, not sized."""
    found = _indirection(BRANCHING, cpu)
    if cpu == "neon":
        assert found.unmodelled == ("CONV_2D",) and [b.path for b in found.buffers] == ["dwconv"]
    else:
        assert found.unmodelled == () and len(found.buffers) == 2
