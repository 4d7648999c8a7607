"""Where a ``.tflite`` file's bytes lie: the facts the model's flash split is made of.

The graph says what tensors and operators a model has; this says where their data
sits in the file. :func:`read_layout` records the file's size, the byte range of
every buffer's data, which buffer each tensor names, which buffers the model's
metadata names, and the sizes of the strings and operator codes a transform could
drop. :mod:`tflite_memplan.model.flash` turns these into the weights / metadata /
structure split. The reader calls it on a verified file, so every offset it follows
lies inside the file.

Cost: linear in the number of buffers, tensors and operator codes; no data is copied.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any

from tflite_memplan.model.fields import Table
from tflite_memplan.model.slots import OPERATOR_FIELDS, QUANTIZATION_FIELDS, SUBGRAPH_FIELDS, TENSOR_FIELDS

#: Bytes a flatbuffer string takes besides its characters: a 4-byte length before
#: them and a terminating zero after them.
STRING_OVERHEAD = 5


@dataclass(frozen=True)
class BufferSpan:
    """Buffer ``index``'s data: ``size`` bytes from ``offset`` (from the file's start)."""

    index: int
    offset: int
    size: int

    @property
    def end(self) -> int:
        return self.offset + self.size


@dataclass(frozen=True)
class FileLayout:
    """Where a model file's bytes lie.

    ``buffers`` holds the buffers with data inside the file, by index (the payload
    only: the vector's length word and any alignment padding before it are not
    counted); a buffer stored outside the flatbuffer (``Buffer.offset``) counts when
    its bytes lie inside the file. ``tensor_buffers[s][t]`` is the buffer tensor
    ``t`` of subgraph ``s`` names (0, the empty buffer, for most tensors).
    ``metadata`` are the model's ``(name, buffer)`` entries and ``metadata_buffers``
    the deprecated ``Model.metadata_buffer`` list. ``tensor_name_bytes`` is what the
    tensor names take (each string with its length word and terminator);
    ``opcode_bytes`` what each operator code takes: its table inline, its slot in the
    vector and its custom code string (not the vtable, which tables may share), and
    ``opcode_used`` whether any operator uses it. ``quantization_bytes`` is what the
    tensors' quantization vectors hold (scales, zero points, min and max: their
    elements, not their length words), part of the structure.
    """

    file_bytes: int
    buffers: tuple[BufferSpan, ...]
    tensor_buffers: tuple[tuple[int, ...], ...]
    metadata: tuple[tuple[str, int], ...] = ()
    metadata_buffers: tuple[int, ...] = ()
    tensor_name_bytes: int = 0
    opcode_bytes: tuple[int, ...] = ()
    opcode_used: tuple[bool, ...] = ()
    quantization_bytes: int = 0


def _table_inline_bytes(tab: Any) -> int:
    """Bytes a table takes in place: the size its vtable records (soffset included)."""
    vtable = tab.Pos - struct.unpack_from("<i", tab.Bytes, tab.Pos)[0]
    return int(struct.unpack_from("<H", tab.Bytes, vtable + 2)[0])


def _quantization_bytes(q: Table | None) -> int:
    """Bytes of a tensor's quantization vectors: float32 scales, min and max, int64 zero points."""
    if q is None:
        return 0
    floats = sum(q.length(QUANTIZATION_FIELDS[name]) for name in ("scale", "min", "max"))
    return 4 * floats + 8 * q.length(QUANTIZATION_FIELDS["zero_point"])


def _buffer_span(index: int, buf: Any, file_bytes: int) -> BufferSpan | None:
    """Where buffer ``index``'s data lies, or None when it has none in the file."""
    tab = buf._tab
    field = tab.Offset(4)  # Buffer.data
    if field and tab.VectorLen(field) > 0:
        return BufferSpan(index, tab.Vector(field), tab.VectorLen(field))
    offset, size = buf.Offset(), buf.Size()
    if offset > 1 and size > 0 and offset + size <= file_bytes:
        return BufferSpan(index, offset, size)
    return None


def read_layout(data: bytes, model: Any) -> FileLayout:
    """The layout of ``data``, a verified model whose root table is ``model``
    (a ``tflite.Model``)."""
    spans = []
    for b in range(model.BuffersLength()):
        span = _buffer_span(b, model.Buffers(b), len(data))
        if span is not None:
            spans.append(span)
    tensor_buffers = []
    name_bytes = 0
    quantization = 0
    used: set[int] = set()
    for s in range(model.SubgraphsLength()):
        sg = model.Subgraphs(s)._tab
        subgraph = Table(sg.Bytes, sg.Pos)
        buffers = []
        for at in subgraph.tables(SUBGRAPH_FIELDS["tensors"]):
            tensor = Table(data, at)
            buffers.append(tensor.scalar(TENSOR_FIELDS["buffer"], "I"))
            name = tensor.string(TENSOR_FIELDS["name"])
            name_bytes += len(name) + STRING_OVERHEAD if name is not None else 0
            quantization += _quantization_bytes(tensor.table(TENSOR_FIELDS["quantization"]))
        tensor_buffers.append(tuple(buffers))
        opcode = OPERATOR_FIELDS["opcode_index"]
        used.update(Table(data, at).scalar(opcode, "I") for at in subgraph.tables(SUBGRAPH_FIELDS["operators"]))
    opcode_bytes = []
    for i in range(model.OperatorCodesLength()):
        oc = model.OperatorCodes(i)
        custom = oc.CustomCode()
        opcode_bytes.append(4 + _table_inline_bytes(oc._tab) + (len(custom) + STRING_OVERHEAD if custom else 0))
    metadata = []
    for i in range(model.MetadataLength()):
        md = model.Metadata(i)
        metadata.append(((md.Name() or b"").decode("utf-8", "replace"), md.Buffer()))
    meta_buffers = model.MetadataBufferAsNumpy()
    return FileLayout(
        file_bytes=len(data),
        buffers=tuple(spans),
        tensor_buffers=tuple(tensor_buffers),
        metadata=tuple(metadata),
        metadata_buffers=() if isinstance(meta_buffers, int) else tuple(int(b) for b in meta_buffers.tolist()),
        tensor_name_bytes=name_bytes,
        opcode_bytes=tuple(opcode_bytes),
        opcode_used=tuple(i in used for i in range(len(opcode_bytes))),
        quantization_bytes=quantization,
    )
