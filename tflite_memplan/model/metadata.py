"""Add or replace one ``Model.metadata`` entry of an existing ``.tflite`` file.

Everything else must stay as it is — operators, tensors, buffers, other metadata,
signatures — so the model is not rebuilt. Instead a new root ``Model`` table is inserted
right after the 8-byte header, together with a new metadata vector, the new ``Metadata``
table, a new buffers vector and the new ``Buffer`` holding the payload. Flatbuffer
offsets are relative, so every old object keeps pointing at the right place when it
moves; only the new objects point into the old ones, forward, as flatbuffers require.
The old root table stays in the file, unreferenced. The insertion is a multiple of 16
bytes, so every buffer keeps its alignment.

The schema's field order is the one place this depends on the format: ``Model``'s
fields 0–7 are version, operator_codes, subgraphs, description, buffers,
metadata_buffer, metadata and signature_defs; ``Metadata`` is (name, buffer) and
``Buffer`` (data, offset, size). Models whose buffers live outside the flatbuffer
(``Buffer.offset``, files over 2 GB) are refused: those offsets are absolute.
"""

from __future__ import annotations

import struct

import tflite

from tflite_memplan.model.slots import FILE_IDENTIFIER, MODEL_FIELDS, slot_count

_MODEL_FIELDS = slot_count(MODEL_FIELDS)
_BUFFERS, _METADATA, _VERSION = MODEL_FIELDS["buffers"], MODEL_FIELDS["metadata"], MODEL_FIELDS["version"]
_ALIGN = 16


class MetadataError(ValueError):
    """The model cannot take the metadata (its layout is not one this module can extend)."""


def _u32(data: bytes | bytearray, pos: int) -> int:
    return int(struct.unpack_from("<I", data, pos)[0])


def _field_positions(data: bytes, table: int, count: int) -> list[int | None]:
    """Absolute position of each field of the table at ``table`` (None when absent)."""
    vtable = table - struct.unpack_from("<i", data, table)[0]
    vsize = struct.unpack_from("<H", data, vtable)[0]
    out: list[int | None] = []
    for i in range(count):
        slot = 4 + 2 * i
        rel = struct.unpack_from("<H", data, vtable + slot)[0] if slot < vsize else 0
        out.append(table + rel if rel else None)
    return out


def _target(data: bytes, field: int | None) -> int:
    """Where the uoffset stored at ``field`` points (absolute); a field the table does not
    have (None) cannot be followed."""
    if field is None:
        raise MetadataError("the model lacks a table field it needs")
    return field + _u32(data, field)


def _vector(data: bytes, vector: int) -> list[int]:
    """Absolute positions of the tables a vector of offsets points at."""
    n = _u32(data, vector)
    return [_target(data, vector + 4 + 4 * i) for i in range(n)]


class _Layout:
    """Bytes of the inserted region, laid out front to back at absolute positions."""

    def __init__(self, start: int) -> None:
        self.start = start
        self.out = bytearray()

    @property
    def pos(self) -> int:
        return self.start + len(self.out)

    def align(self, n: int) -> None:
        self.out += b"\0" * (-self.pos % n)

    def put(self, raw: bytes, alignment: int = 4) -> int:
        self.align(alignment)
        at = self.pos
        self.out += raw
        return at

    def patch_offset(self, field: int | None, target: int) -> None:
        """Point the uoffset at ``field`` (a slot :meth:`table` gave) at ``target``."""
        assert field is not None and target > field, "flatbuffer offsets point forward, from a present field"
        struct.pack_into("<I", self.out, field - self.start, target - field)

    def table(self, fields: list[tuple[str, int] | None]) -> tuple[int, list[int | None]]:
        """A table with a vtable right before it; ``fields`` are (struct format, value)
        or None (absent). Returns the table position and each field's position."""
        sizes = [struct.calcsize("<" + f[0]) if f else 0 for f in fields]
        offsets: list[int] = []
        cursor = 4
        for size in sizes:
            offsets.append(cursor if size else 0)
            cursor += size
        vtable = struct.pack(f"<HH{len(fields)}H", 4 + 2 * len(fields), cursor, *offsets)
        vpos = self.put(vtable, 2)
        self.align(4)
        tpos = self.pos
        body = bytearray(struct.pack("<i", tpos - vpos))
        for field in fields:
            if field:
                body += struct.pack("<" + field[0], field[1])
        self.put(bytes(body), 4)
        return tpos, [tpos + o if o else None for o in offsets]


def set_metadata(data: bytes, name: str, payload: bytes) -> bytes:
    """``data`` with metadata ``name`` holding ``payload`` (an entry of that name is replaced)."""
    if len(data) < 8 or data[4:8] != FILE_IDENTIFIER:
        raise MetadataError("not a TFLite flatbuffer")
    model = tflite.Model.GetRootAs(data, 0)
    for i in range(model.BuffersLength()):
        if model.Buffers(i).Offset() > 1:
            raise MetadataError("its buffers are stored outside the flatbuffer (a model over 2 GB)")
    root = _u32(data, 0)
    fields = _field_positions(data, root, _MODEL_FIELDS)
    old_buffers = _vector(data, _target(data, fields[_BUFFERS])) if fields[_BUFFERS] else []
    old_metadata = _vector(data, _target(data, fields[_METADATA])) if fields[_METADATA] else []
    kept = [m for i, m in enumerate(old_metadata) if (model.Metadata(i).Name() or b"").decode() != name]

    def build(shift: int) -> bytearray:
        layout = _Layout(8)
        moved = [None if f is None else _target(data, f) + shift for f in fields]
        version = _u32(data, version_at) if (version_at := fields[_VERSION]) else 0
        spec: list[tuple[str, int] | None] = [("I", version)]
        spec += [
            ("I", 0) if i in (_BUFFERS, _METADATA) or moved[i] is not None else None for i in range(1, _MODEL_FIELDS)
        ]
        table, slots = layout.table(spec)
        root_pos = table
        for i in range(1, _MODEL_FIELDS):
            if i not in (_BUFFERS, _METADATA) and (to := moved[i]) is not None:
                layout.patch_offset(slots[i], to)
        # metadata: the old entries kept, then the new one
        vec = layout.put(struct.pack("<I", len(kept) + 1) + b"\0" * 4 * (len(kept) + 1))
        layout.patch_offset(slots[_METADATA], vec)
        for k, old in enumerate(kept):
            layout.patch_offset(vec + 4 + 4 * k, old + shift)
        entry, entry_slots = layout.table([("I", 0), ("I", len(old_buffers))])
        layout.patch_offset(vec + 4 + 4 * len(kept), entry)
        encoded = name.encode()
        string = layout.put(struct.pack("<I", len(encoded)) + encoded + b"\0")
        layout.patch_offset(entry_slots[0], string)
        # buffers: the old ones, then the payload's
        vec = layout.put(struct.pack("<I", len(old_buffers) + 1) + b"\0" * 4 * (len(old_buffers) + 1))
        layout.patch_offset(slots[_BUFFERS], vec)
        for k, old in enumerate(old_buffers):
            layout.patch_offset(vec + 4 + 4 * k, old + shift)
        buffer, buffer_slots = layout.table([("I", 0)])
        layout.patch_offset(vec + 4 + 4 * len(old_buffers), buffer)
        layout.align(_ALIGN)
        layout.out += b"\0" * (_ALIGN - 4)  # the data starts 16-aligned, after its length
        vector = layout.put(struct.pack("<I", len(payload)) + payload)
        layout.patch_offset(buffer_slots[0], vector)
        layout.align(_ALIGN)
        header = bytearray(struct.pack("<I", root_pos) + data[4:8])
        return header + layout.out

    # The region's size depends on nothing but the counts, so a first pass (with any
    # shift that keeps the old objects after it) finds it.
    size = len(build(1 << 24)) - 8
    region = build(size)
    assert len(region) - 8 == size
    return bytes(region) + data[8:]
