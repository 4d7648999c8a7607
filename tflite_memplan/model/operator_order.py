"""Put a subgraph's operators in another order in an existing ``.tflite`` file.

Runtimes run a subgraph's operators in the order of its ``operators`` vector, and
nothing else in the file refers to an operator by its position (tensors, signatures
and offline plans name tensors). So reordering is rewriting that one vector of
offsets, in place: every byte outside its entries stays as it is. Flatbuffer
offsets point forward from where they are stored; builders write tables before the
vectors that list them, so every operator table lies after the whole vector and any
permutation of its entries still points forward. A file where that does not hold is
refused rather than rebuilt.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence

from tflite_memplan.model.metadata import MetadataError, _field_positions, _target, _u32
from tflite_memplan.model.slots import FILE_IDENTIFIER, MODEL_FIELDS, SUBGRAPH_FIELDS, slot_count

_MODEL_FIELDS, _SUBGRAPHS = slot_count(MODEL_FIELDS), MODEL_FIELDS["subgraphs"]
_SUBGRAPH_FIELDS, _OPERATORS = slot_count(SUBGRAPH_FIELDS), SUBGRAPH_FIELDS["operators"]


def reorder_operators(data: bytes, subgraph: int, order: Sequence[int]) -> bytes:
    """``data`` with subgraph ``subgraph``'s operators run in ``order`` (``order[k]`` is
    the stored index of the operator to run k-th). O(file size) for the copy."""
    if len(data) < 8 or data[4:8] != FILE_IDENTIFIER:
        raise MetadataError("not a TFLite flatbuffer")
    model = _field_positions(data, _u32(data, 0), _MODEL_FIELDS)
    if model[_SUBGRAPHS] is None:
        raise MetadataError("the model has no subgraphs")
    subgraphs = _target(data, model[_SUBGRAPHS])
    if not 0 <= subgraph < _u32(data, subgraphs):
        raise MetadataError(f"the model has no subgraph {subgraph}")
    table = _target(data, subgraphs + 4 + 4 * subgraph)
    field = _field_positions(data, table, _SUBGRAPH_FIELDS)[_OPERATORS]
    count = 0 if field is None else _u32(data, _target(data, field))
    if sorted(order) != list(range(count)):
        raise MetadataError(f"the order must name each of the subgraph's {count} operators once")
    if field is None:
        return bytes(data)
    vector = _target(data, field)
    slots = [vector + 4 + 4 * k for k in range(count)]
    tables = [_target(data, s) for s in slots]
    out = bytearray(data)
    for slot, stored in zip(slots, order, strict=True):
        if tables[stored] <= slot:
            raise MetadataError("an operator table lies before the operator list; memplan cannot reorder it in place")
        struct.pack_into("<I", out, slot, tables[stored] - slot)
    return bytes(out)
