"""A flatbuffer table's fields read straight from the file's bytes.

For the tables a model has tens of thousands of (tensors, operators, their
quantization): the generated ``tflite`` accessors look a field's slot up in the table's
vtable on every call, two to four Python calls a field; :class:`Table` reads the vtable
once and each field with one ``struct`` call, several times faster per tensor or
operator. Only for data :func:`~tflite_memplan.model.verify.verify_model` has checked:
every table and vector it follows lies inside the file. Rarely present parts (operator
options, sparsity) keep the generated classes, built on the same position
(:meth:`Table.generated`).

Cost: O(fields) to open a table, O(1) per scalar, O(length) per vector.
"""

from __future__ import annotations

import struct
from typing import Any

_I32 = struct.Struct("<i")
_U32 = struct.Struct("<I")
_U16 = struct.Struct("<H")


class Table:
    """The table at ``pos`` in ``data``: its fields' offsets, read once."""

    __slots__ = ("data", "pos", "slots")

    def __init__(self, data: bytes, pos: int) -> None:
        vtable = pos - _I32.unpack_from(data, pos)[0]
        count = (_U16.unpack_from(data, vtable)[0] - 4) // 2
        self.data = data
        self.pos = pos
        self.slots: tuple[int, ...] = struct.unpack_from(f"<{count}H", data, vtable + 4)

    def _at(self, slot: int) -> int:
        """Where field ``slot``'s inline value lies, 0 when absent."""
        offset = self.slots[slot] if slot < len(self.slots) else 0
        return self.pos + offset if offset else 0

    def scalar(self, slot: int, kind: str, default: int = 0) -> int:
        """A scalar field (``kind`` a ``struct`` code: "b", "B", "i", "I", "?", …)."""
        at = self._at(slot)
        return int(struct.unpack_from("<" + kind, self.data, at)[0]) if at else default

    def _target(self, slot: int) -> int:
        at = self._at(slot)
        return at + _U32.unpack_from(self.data, at)[0] if at else 0

    def length(self, slot: int) -> int:
        """A vector field's length, 0 when absent."""
        at = self._target(slot)
        return int(_U32.unpack_from(self.data, at)[0]) if at else 0

    def vector(self, slot: int, kind: str) -> tuple[Any, ...] | None:
        """A vector field's elements (``kind`` a ``struct`` code), None when absent."""
        at = self._target(slot)
        if not at:
            return None
        n = _U32.unpack_from(self.data, at)[0]
        return struct.unpack_from(f"<{n}{kind}", self.data, at + 4)

    def string(self, slot: int) -> bytes | None:
        """A string field's bytes, None when absent."""
        at = self._target(slot)
        if not at:
            return None
        n = _U32.unpack_from(self.data, at)[0]
        return self.data[at + 4 : at + 4 + n]

    def table(self, slot: int) -> Table | None:
        """A table field, None when absent."""
        at = self._target(slot)
        return Table(self.data, at) if at else None

    def tables(self, slot: int) -> list[int]:
        """Where each table of a vector of tables lies (none when absent)."""
        at = self._target(slot)
        if not at:
            return []
        n = _U32.unpack_from(self.data, at)[0]
        start = at + 4
        offsets = struct.unpack_from(f"<{n}I", self.data, start)
        return [start + 4 * i + offset for i, offset in enumerate(offsets)]

    def generated(self, cls: type) -> Any:
        """The generated ``tflite`` class ``cls`` on this table (for the parts read rarely)."""
        obj = cls()
        obj.Init(self.data, self.pos)
        return obj
