"""The model's flash: the file's bytes split exactly into weights, metadata and structure.

The split is checked on every bundled and test model, the dev-set models when present,
and synthetic models whose weights, metadata, shared and unread buffers are known by
construction; the weights and metadata are recounted independently with the ``tflite``
package's own accessors.
"""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np
import pytest
import tflite

from tests.conftest import REAL_MODELS, ROOT, SAMPLES
from tests.synthetic import chain
from tests.tiny_models import branch_48, branch_48_offline, conv2d
from tflite_memplan.model.flash import C_ALIGNMENT, model_flash
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.report.flash import flash_document

MODELS = sorted(SAMPLES.glob("*.tflite")) + sorted((ROOT / "tests" / "models").glob("*.tflite"))
DEV_MODELS = sorted(REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else []


def _independent(data: bytes) -> tuple[int, int]:
    """Weights and metadata bytes counted another way: each distinct buffer a tensor
    (then the metadata) names, by its ``DataLength``, read with the generated accessors."""
    m = tflite.Model.GetRootAsModel(data, 0)
    named = {
        m.Subgraphs(s).Tensors(t).Buffer()
        for s in range(m.SubgraphsLength())
        for t in range(m.Subgraphs(s).TensorsLength())
    }
    meta = {m.Metadata(i).Buffer() for i in range(m.MetadataLength())} - named
    return (sum(m.Buffers(b).DataLength() for b in named), sum(m.Buffers(b).DataLength() for b in meta))


def _check_split(data: bytes) -> None:
    graph = parse_model(data)
    flash = model_flash(graph)
    assert flash is not None
    assert flash.model_bytes == len(data)
    assert flash.weights_bytes + flash.metadata_bytes + flash.structure_bytes == len(data)
    assert min(flash.weights_bytes, flash.metadata_bytes, flash.structure_bytes) >= 0
    assert (flash.weights_bytes, flash.metadata_bytes) == _independent(data)
    # the per-operator table and the weights no operator reads add up to the weights
    assert sum(w.bytes for w in flash.operators) + sum(u.bytes for u in flash.unread) == flash.weights_bytes
    assert [w.bytes for w in flash.operators] == sorted((w.bytes for w in flash.operators), reverse=True)
    # each counted range is the buffer's own bytes in the file
    m = tflite.Model.GetRootAsModel(data, 0)
    for w in flash.operators:
        for t in w.tensors:
            span = next(s for s in graph.layout.buffers if s.index == t.buffer)
            assert data[span.offset : span.end] == m.Buffers(t.buffer).DataAsNumpy().tobytes()


@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.name)
def test_the_split_adds_up_on_every_sample_model(path: Path) -> None:
    _check_split(path.read_bytes())


@pytest.mark.skipif(not DEV_MODELS, reason="the dev-set models are not here")
@pytest.mark.parametrize("path", DEV_MODELS, ids=lambda p: p.name)
def test_the_split_adds_up_on_every_dev_set_model(path: Path) -> None:
    _check_split(path.read_bytes())


def test_weights_of_one_convolution_are_its_filter_and_bias() -> None:
    data = conv2d(kernel=3, channels=4, filters=6)
    flash = model_flash(parse_model(data))
    assert flash is not None
    # filter 6 × 3 × 3 × 4 float32 = 864 B, bias 6 float32 = 24 B
    assert flash.weights_bytes == 6 * 3 * 3 * 4 * 4 + 6 * 4 == 888
    assert flash.metadata_bytes == 0 and flash.structure_bytes == len(data) - 888
    (op,) = flash.operators
    assert (op.opcode, op.bytes, [t.name for t in op.tensors]) == ("CONV_2D", 888, ["w", "b"])


def test_metadata_is_its_buffers_data() -> None:
    data = branch_48_offline()
    flash = model_flash(parse_model(data))
    assert flash is not None
    # the offline plan: version, subgraph, count and 4 offsets, int32 each = 28 B
    assert flash.metadata == (("OfflineMemoryAllocation", 28),)
    assert (flash.weights_bytes, flash.metadata_bytes, flash.structure_bytes) == (0, 28, len(data) - 28)


def test_tensor_names_are_the_strings_a_transform_would_drop() -> None:
    flash = model_flash(parse_model(branch_48()))
    assert flash is not None
    # four names "t0" … "t3": a 4-byte length, 2 characters and a terminator each
    assert flash.savings.tensor_name_bytes == 4 * (4 + 2 + 1)
    assert (flash.savings.unread_buffers, flash.savings.unused_opcodes) == (0, 0)


def _two_layers() -> bytes:
    """x → FC(w1) → y → FC(w2) → z, float32, w1 and w2 of 5 × 5 (100 B each, own buffers)."""
    rng = np.random.default_rng(0)
    tensors = [
        TensorSpec("x", (1, 5), "float32"),
        TensorSpec("w1", (5, 5), "float32", data=rng.random((5, 5), dtype=np.float32)),
        TensorSpec("y", (1, 5), "float32"),
        TensorSpec("w2", (5, 5), "float32", data=rng.random((5, 5), dtype=np.float32)),
        TensorSpec("z", (1, 5), "float32"),
    ]
    ops = [OpSpec("FULLY_CONNECTED", [0, 1, -1], [2]), OpSpec("FULLY_CONNECTED", [2, 3, -1], [4])]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[4], name="main")])


def _patch_u32(data: bytes, table: object, slot: int, value: int) -> bytes:
    """``data`` with the uint32 field ``slot`` of a generated table object set to ``value``."""
    tab = table._tab  # type: ignore[attr-defined]
    field = tab.Offset(4 + 2 * slot)
    assert field, "the writer stored the field"
    out = bytearray(data)
    struct.pack_into("<I", out, tab.Pos + field, value)
    return bytes(out)


def test_a_shared_buffer_counts_once_at_the_first_operator_and_the_orphan_is_savings() -> None:
    data = _two_layers()
    m = tflite.Model.GetRootAsModel(data, 0)
    w1, w2 = m.Subgraphs(0).Tensors(1), m.Subgraphs(0).Tensors(3)
    data = _patch_u32(data, w2, 2, w1.Buffer())  # w2 now names w1's buffer; its own is orphaned
    _check_split(data)
    flash = model_flash(parse_model(data))
    assert flash is not None
    first, second = sorted(flash.operators, key=lambda w: w.operator)
    assert (first.bytes, first.shared_bytes) == (100, 0)
    assert (second.bytes, second.shared_bytes, second.tensors) == (0, 100, ())
    assert flash.weights_bytes == 100
    # the orphaned 100 B are structure (nothing names them) and a saving
    assert (flash.savings.unread_buffers, flash.savings.unread_buffer_bytes) == (1, 100)


def test_a_constant_no_operator_reads_is_kept_apart() -> None:
    tensors = [
        TensorSpec("x", (4,), "float32"),
        TensorSpec("y", (4,), "float32"),
        TensorSpec("unused", (3,), "float32", data=np.zeros(3, np.float32)),
    ]
    data = build_model([SubgraphSpec(tensors, [OpSpec("RELU", [0], [1])], inputs=[0], outputs=[1])])
    _check_split(data)
    flash = model_flash(parse_model(data))
    assert flash is not None
    assert flash.operators == ()
    assert [(u.name, u.bytes) for u in flash.unread] == [("unused", 12)]
    assert (flash.savings.unread_buffers, flash.savings.unread_buffer_bytes) == (1, 12)


def test_an_operator_code_no_operator_uses_is_counted() -> None:
    tensors = [TensorSpec(f"t{i}", (4,), "float32") for i in range(3)]
    ops = [OpSpec("RELU", [0], [1]), OpSpec("RELU6", [1], [2])]
    data = build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[2])])
    m = tflite.Model.GetRootAsModel(data, 0)
    data = _patch_u32(data, m.Subgraphs(0).Operators(1), 0, 0)  # both operators now RELU
    flash = model_flash(parse_model(data))
    assert flash is not None
    assert flash.savings.unused_opcodes == 1
    assert flash.savings.unused_opcode_bytes > 4  # its slot in the vector and its table


def test_a_graph_built_by_hand_has_no_flash() -> None:
    graph = chain(3)
    assert model_flash(graph) is None and flash_document(graph) is None


def test_the_c_array_is_the_file_plus_its_alignment_padding() -> None:
    flash = model_flash(parse_model(branch_48()))
    assert flash is not None and C_ALIGNMENT == 16
    assert flash.c_array_max_bytes == len(branch_48()) + 15


def test_quantization_parameters_are_counted_within_the_structure() -> None:
    flash = model_flash(parse_model(conv2d("int8", channels=4, filters=6)))
    assert flash is not None
    # x and y: one float32 scale and one int64 zero point each (12 B); the filter and
    # the bias: 6 scales and 6 zero points each (6 × 4 + 6 × 8 = 72 B)
    assert flash.quantization_bytes == 2 * (4 + 8) + 2 * (6 * 4 + 6 * 8) == 168
    assert flash.quantization_bytes < flash.structure_bytes


class _Tab:
    """A Buffer table with no ``data`` vector (what a model over 2 GB stores)."""

    def Offset(self, slot: int) -> int:
        return 0


class _ExternalBuffer:
    def __init__(self, offset: int, size: int) -> None:
        self._tab, self._offset, self._size = _Tab(), offset, size

    def Offset(self) -> int:
        return self._offset

    def Size(self) -> int:
        return self._size


def test_a_buffer_stored_after_the_flatbuffer_counts_when_its_bytes_are_in_the_file() -> None:
    from tflite_memplan.model.layout import BufferSpan, _buffer_span

    assert _buffer_span(3, _ExternalBuffer(1000, 24), 2000) == BufferSpan(3, 1000, 24)
    assert _buffer_span(3, _ExternalBuffer(1990, 24), 2000) is None  # runs past the end of the file
    assert _buffer_span(3, _ExternalBuffer(1, 0), 2000) is None  # offset 1: the "no data" sentinel
