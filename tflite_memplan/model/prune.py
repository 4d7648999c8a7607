"""Remove the operators and tensors nothing uses from an existing ``.tflite`` file.

A tensor no operator reads, writes or keeps as an intermediate, that is no subgraph's
input or output and that no signature names, cannot change any output: no kernel can
reach it. Nor can an operator without side effects whose outputs nothing reads (the
caller says which operators may have effects beyond their outputs: those are kept);
removing one can leave its tensors unused in turn. Runtimes still pay for them (TFLite
Micro gives every operator a node in its persistent tail, and every tensor of every
subgraph an eval-tensor struct there and an allocation record while planning, and plans
one without data at lifetime -1), so removing them is a model rewrite that changes
memory and nothing else. Converters do not leave them, but model editors do (an output
re-pointed past a final operator, a tensor kept "for later").

The file is edited in place, like :mod:`tflite_memplan.model.operator_order`: each
subgraph's ``operators`` and ``tensors`` vectors are compacted (their entries are
relative offsets, so each is recomputed for its new slot, which only moves towards the
table it points at) and shortened, and every tensor index that names a kept tensor —
operators' inputs, outputs and intermediates, subgraphs' inputs and outputs,
signatures' tensor maps, TFLM's offline plan — is rewritten, never growing. The removed
tables and buffers stay in the file, unreferenced: buffers cost a runtime no RAM
(tensors point into the flatbuffer), so the file keeps its size and every buffer its
offset.

Models carrying TFLM's compression metadata (it names tensors by index in a
flatbuffer of its own) are refused. O(file size).
"""

from __future__ import annotations

import dataclasses
import struct
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

import tflite

from tflite_memplan.model.fields import Table
from tflite_memplan.model.metadata import MetadataError, _field_positions, _target, _u32
from tflite_memplan.model.slots import (
    FILE_IDENTIFIER,
    METADATA_FIELDS,
    MODEL_FIELDS,
    OFFLINE_PLAN_METADATA,
    OPERATOR_FIELDS,
    SIGNATURE_FIELDS,
    SUBGRAPH_FIELDS,
    TENSOR_MAP_FIELDS,
    slot_count,
)

#: TFLM's ``kCompressionMetadataString`` (tensorflow/lite/micro/compression.h).
COMPRESSION_METADATA = "COMPRESSION_METADATA"

# The slots edited here, by name (model/slots.py names them), and how many to read of each table.
_MODEL_FIELDS, _SUBGRAPH_FIELDS, _OPERATOR_FIELDS = map(slot_count, (MODEL_FIELDS, SUBGRAPH_FIELDS, OPERATOR_FIELDS))
_SIGNATURE_FIELDS, _TENSOR_MAP_FIELDS = slot_count(SIGNATURE_FIELDS), slot_count(TENSOR_MAP_FIELDS)
_METADATA_FIELDS = slot_count(METADATA_FIELDS)
_SUBGRAPHS, _BUFFERS, _METADATA = MODEL_FIELDS["subgraphs"], MODEL_FIELDS["buffers"], MODEL_FIELDS["metadata"]
_SIGNATURES = MODEL_FIELDS["signature_defs"]
_TENSORS, _INPUTS, _OUTPUTS, _OPERATORS = (SUBGRAPH_FIELDS[k] for k in ("tensors", "inputs", "outputs", "operators"))
_OP_INPUTS, _OP_OUTPUTS, _OP_INTERMEDIATES = (OPERATOR_FIELDS[k] for k in ("inputs", "outputs", "intermediates"))
_SIG_INPUTS, _SIG_OUTPUTS, _SIG_SUBGRAPH = (SIGNATURE_FIELDS[k] for k in ("inputs", "outputs", "subgraph_index"))
_TENSOR_INDEX = TENSOR_MAP_FIELDS["tensor_index"]
_METADATA_NAME, _METADATA_BUFFER = METADATA_FIELDS["name"], METADATA_FIELDS["buffer"]


@dataclass(frozen=True)
class Pruned:
    """``data`` without the unused operators and tensors; ``removed[s]`` the indices (as
    stored) of subgraph ``s``'s tensors that were dropped, ``operators[s]`` its operators'."""

    data: bytes
    removed: tuple[tuple[int, ...], ...]
    operators: tuple[tuple[int, ...], ...] = ()
    subgraphs: int = 0  # subgraphs dropped from the end (nothing runs them)

    @property
    def count(self) -> int:
        """Tensors removed."""
        return sum(len(r) for r in self.removed)

    @property
    def operator_count(self) -> int:
        return sum(len(r) for r in self.operators)


def _signature_tensors(m: Any, subgraphs: int) -> list[set[int]]:
    """Per subgraph, the tensors a signature names."""
    named: list[set[int]] = [set() for _ in range(subgraphs)]
    for k in range(m.SignatureDefsLength()):
        sig = m.SignatureDefs(k)
        s = sig.SubgraphIndex()
        if 0 <= s < subgraphs:
            maps = [sig.Inputs(i) for i in range(sig.InputsLength())]
            maps += [sig.Outputs(i) for i in range(sig.OutputsLength())]
            named[s].update(t.TensorIndex() for t in maps)
    return named


def dead_operators(data: bytes, keep: Collection[tuple[int, int]] = ()) -> tuple[tuple[int, ...], ...]:
    """Per subgraph, the operators whose outputs nothing needs — no subgraph output, no
    signature, no operator that is needed — except those in ``keep`` ((subgraph,
    operator) pairs that may have effects beyond their outputs: state, calls, custom
    code), which are needed themselves. Iterated to a fixed point. O(operators x passes)."""
    m = tflite.Model.GetRootAs(data, 0)
    named = _signature_tensors(m, m.SubgraphsLength())
    out = []
    for s in range(m.SubgraphsLength()):
        sg = Table(data, m.Subgraphs(s)._tab.Pos)
        ops = [Table(data, at) for at in sg.tables(SUBGRAPH_FIELDS["operators"])]
        outputs = [set(_ints(op, OPERATOR_FIELDS["outputs"])) for op in ops]
        reads = [set(_ints(op, OPERATOR_FIELDS["inputs"], OPERATOR_FIELDS["intermediates"])) for op in ops]
        needed = set(_ints(sg, SUBGRAPH_FIELDS["outputs"])) | named[s]
        live = [False] * len(ops)
        changed = True
        while changed:
            changed = False
            for o in reversed(range(len(ops))):
                if not live[o] and ((s, o) in keep or outputs[o] & needed):
                    live[o] = changed = True
                    needed |= reads[o]
        out.append(tuple(o for o in range(len(ops)) if not live[o]))
    return tuple(out)


def prune_model(
    data: bytes, keep: Collection[tuple[int, int]] = (), reachable: Collection[int] | None = None
) -> Pruned:
    """``data`` without the subgraphs after the last one in ``reachable`` (those the main
    subgraph runs, itself included; None: keep every subgraph), then without its dead
    operators (:func:`dead_operators`, ``keep`` kept), then without every tensor left
    unused (:func:`prune_tensors`). Only trailing subgraphs go, so no subgraph index
    changes; the signatures of those dropped go with them."""
    total = tflite.Model.GetRootAs(data, 0).SubgraphsLength()
    kept = total if reachable is None else max(reachable, default=0) + 1
    edited = _drop_subgraphs(data, kept) if kept < total else bytes(data)
    dead = dead_operators(edited, keep)
    edited = _remove_operators(edited, dead) if any(dead) else edited
    pruned = prune_tensors(edited)
    return dataclasses.replace(pruned, operators=dead, subgraphs=total - kept)


def _drop_subgraphs(data: bytes, kept: int) -> bytes:
    """The first ``kept`` subgraphs only: the subgraphs vector shortened, the signatures of
    the others dropped, TFLM's offline plan cut to the kept subgraphs' tensors (it lists
    every subgraph's tensors in order)."""
    m = tflite.Model.GetRootAs(data, 0)
    model = _field_positions(data, _u32(data, 0), _MODEL_FIELDS)
    assert model[_SUBGRAPHS] is not None
    metadata = _metadata(data, model[_METADATA])
    if COMPRESSION_METADATA in metadata:
        raise MetadataError(f"the model carries {COMPRESSION_METADATA}, which names subgraphs by index")
    edits = _Edits(data)
    edits.put(_target(data, model[_SUBGRAPHS]), kept)
    if model[_SIGNATURES] is not None:
        vector = _target(data, model[_SIGNATURES])
        keep = [k for k in range(m.SignatureDefsLength()) if m.SignatureDefs(k).SubgraphIndex() < kept]
        _compact(data, edits, vector, keep)
    if OFFLINE_PLAN_METADATA in metadata:
        words = _plan_words(data, model[_BUFFERS], metadata[OFFLINE_PLAN_METADATA])
        edits.put(words + 8, sum(m.Subgraphs(s).TensorsLength() for s in range(kept)))
    return bytes(edits.out)


def _remove_operators(data: bytes, dead: tuple[tuple[int, ...], ...]) -> bytes:
    """Each subgraph's operators vector without ``dead[s]``, compacted in place."""
    if len(data) < 8 or data[4:8] != FILE_IDENTIFIER:
        raise MetadataError("not a TFLite flatbuffer")
    model = _field_positions(data, _u32(data, 0), _MODEL_FIELDS)
    assert model[_SUBGRAPHS] is not None
    subgraphs = _target(data, model[_SUBGRAPHS])
    edits = _Edits(data)
    for s, gone in enumerate(dead):
        if not gone:
            continue
        fields = _field_positions(data, _target(data, subgraphs + 4 + 4 * s), _SUBGRAPH_FIELDS)
        assert fields[_OPERATORS] is not None  # it has the operators found dead
        vector = _target(data, fields[_OPERATORS])
        drop = set(gone)
        _compact(data, edits, vector, [o for o in range(_u32(data, vector)) if o not in drop])
    return bytes(edits.out)


def unused_tensors(data: bytes) -> tuple[tuple[int, ...], ...]:
    """Per subgraph, the tensors nothing uses (see the module docstring). O(file size)."""
    m = tflite.Model.GetRootAs(data, 0)
    used = _signature_tensors(m, m.SubgraphsLength())
    operands = [OPERATOR_FIELDS[name] for name in ("inputs", "outputs", "intermediates")]
    for s in range(m.SubgraphsLength()):
        sg = Table(data, m.Subgraphs(s)._tab.Pos)
        used[s].update(_ints(sg, SUBGRAPH_FIELDS["inputs"], SUBGRAPH_FIELDS["outputs"]))
        for at in sg.tables(SUBGRAPH_FIELDS["operators"]):
            used[s].update(_ints(Table(data, at), *operands))
    return tuple(tuple(t for t in range(m.Subgraphs(s).TensorsLength()) if t not in used[s]) for s in range(len(used)))


def _ints(table: Table, *slots: int) -> list[int]:
    """The tensor indices in ``table``'s int vectors at ``slots`` (absent ones empty), optional -1s dropped."""
    return [v for slot in slots for v in table.vector(slot, "i") or () if v >= 0]


class _Edits:
    """In-place writes of 32-bit words, each position written once: a vector two tables
    share (no builder writes one, a hand-made file might) must not be renumbered twice."""

    def __init__(self, data: bytes) -> None:
        self.out = bytearray(data)
        self.done: dict[int, int] = {}

    def put(self, pos: int, value: int, fmt: str = "<I") -> None:
        if self.done.get(pos, value) != value:
            raise MetadataError("two tables share a vector of tensor indices; memplan cannot prune it in place")
        self.done[pos] = value
        struct.pack_into(fmt, self.out, pos, value)


def prune_tensors(data: bytes) -> Pruned:
    """``data`` with every unused tensor removed (``removed`` empty: nothing to remove,
    ``data`` unchanged). Raises :class:`MetadataError` when the file cannot be edited in
    place (compression metadata, shared vectors, an index table it cannot follow)."""
    if len(data) < 8 or data[4:8] != FILE_IDENTIFIER:
        raise MetadataError("not a TFLite flatbuffer")
    removed = unused_tensors(data)
    if not any(removed):
        return Pruned(bytes(data), removed)
    model = _field_positions(data, _u32(data, 0), _MODEL_FIELDS)
    metadata = _metadata(data, model[_METADATA])
    if COMPRESSION_METADATA in metadata:
        raise MetadataError(f"the model carries {COMPRESSION_METADATA}, which names tensors by index")
    assert model[_SUBGRAPHS] is not None  # unused_tensors found subgraphs
    subgraphs = _target(data, model[_SUBGRAPHS])
    edits = _Edits(data)
    renumber: list[dict[int, int]] = []
    for s, gone in enumerate(removed):
        table = _target(data, subgraphs + 4 + 4 * s)
        fields = _field_positions(data, table, _SUBGRAPH_FIELDS)
        drop = set(gone)
        count = _u32(data, _target(data, fields[_TENSORS])) if fields[_TENSORS] is not None else 0
        new = {t: i for i, t in enumerate(t for t in range(count) if t not in drop)}
        renumber.append(new)
        if gone:
            _compact(data, edits, _target(data, fields[_TENSORS]), [t for t in range(count) if t not in drop])
        for field in (fields[_INPUTS], fields[_OUTPUTS]):
            _renumber(data, edits, field, new)
        if fields[_OPERATORS] is not None:
            operators = _target(data, fields[_OPERATORS])
            for o in range(_u32(data, operators)):
                op = _field_positions(data, _target(data, operators + 4 + 4 * o), _OPERATOR_FIELDS)
                for slot in (_OP_INPUTS, _OP_OUTPUTS, _OP_INTERMEDIATES):
                    _renumber(data, edits, op[slot], new)
    _signatures(data, edits, model[_SIGNATURES], renumber)
    if OFFLINE_PLAN_METADATA in metadata:
        _offline_plan(data, edits, model[_BUFFERS], metadata[OFFLINE_PLAN_METADATA], removed)
    return Pruned(bytes(edits.out), removed)


def _compact(data: bytes, edits: _Edits, vector: int, kept: Sequence[int]) -> None:
    """Keep the offsets of ``kept`` (in order) at the front of the vector, and its new length."""
    tables = [_target(data, vector + 4 + 4 * t) for t in kept]
    edits.put(vector, len(kept))
    for k, table in enumerate(tables):
        slot = vector + 4 + 4 * k
        edits.put(slot, table - slot)


def _renumber(data: bytes, edits: _Edits, field: int | None, new: dict[int, int]) -> None:
    """Rewrite the int32 tensor indices of the vector stored at ``field`` (-1 stays)."""
    if field is None:
        return
    vector = _target(data, field)
    for k in range(_u32(data, vector)):
        pos = vector + 4 + 4 * k
        (old,) = struct.unpack_from("<i", data, pos)
        if old >= 0:
            edits.put(pos, new[old], "<i")


def _signatures(data: bytes, edits: _Edits, field: int | None, renumber: list[dict[int, int]]) -> None:
    """Every signature's tensor maps, renumbered in its subgraph (an absent index is 0,
    and tensor 0, named by it, is kept and stays 0)."""
    if field is None:
        return
    vector = _target(data, field)
    for k in range(_u32(data, vector)):
        sig = _field_positions(data, _target(data, vector + 4 + 4 * k), _SIGNATURE_FIELDS)
        s = _u32(data, at) if (at := sig[_SIG_SUBGRAPH]) is not None else 0
        if not 0 <= s < len(renumber):
            continue
        for slot in (_SIG_INPUTS, _SIG_OUTPUTS):
            if sig[slot] is None:
                continue
            maps = _target(data, sig[slot])
            for i in range(_u32(data, maps)):
                index = _field_positions(data, _target(data, maps + 4 + 4 * i), _TENSOR_MAP_FIELDS)[_TENSOR_INDEX]
                if index is not None:
                    edits.put(index, renumber[s][_u32(data, index)])


def _metadata(data: bytes, field: int | None) -> dict[str, int]:
    """Each metadata entry's name -> the buffer index it names."""
    if field is None:
        return {}
    vector = _target(data, field)
    out = {}
    for k in range(_u32(data, vector)):
        entry = _field_positions(data, _target(data, vector + 4 + 4 * k), _METADATA_FIELDS)
        if entry[_METADATA_NAME] is None:
            continue
        name = _target(data, entry[_METADATA_NAME])
        text = data[name + 4 : name + 4 + _u32(data, name)].decode("utf-8", "replace")
        out[text] = _u32(data, at) if (at := entry[_METADATA_BUFFER]) is not None else 0
    return out


def _plan_words(data: bytes, buffers_field: int | None, buffer: int) -> int:
    """Where the offline plan's int32 words start."""
    if buffers_field is None:
        raise MetadataError("the offline plan names a buffer the model does not have")
    buffers = _target(data, buffers_field)
    data_field = _field_positions(data, _target(data, buffers + 4 + 4 * buffer), 1)[0]
    if data_field is None:
        raise MetadataError("the offline plan's buffer is empty")
    return _target(data, data_field) + 4


def _offline_plan(
    data: bytes, edits: _Edits, buffers_field: int | None, buffer: int, removed: tuple[tuple[int, ...], ...]
) -> None:
    """TFLM's offline plan (``[version, subgraph, n, offsets…]``, one offset per tensor of
    all subgraphs): the removed tensors' entries dropped, ``n`` lowered."""
    words = _plan_words(data, buffers_field, buffer)
    n = _u32(data, words + 8)
    drop: set[int] = set()
    base = 0
    m = tflite.Model.GetRootAs(data, 0)
    for s, gone in enumerate(removed):
        drop.update(base + t for t in gone)
        base += m.Subgraphs(s).TensorsLength()
    if n != base:
        raise MetadataError(f"the offline plan holds {n} offsets for {base} tensors")
    kept = [struct.unpack_from("<i", data, words + 12 + 4 * i)[0] for i in range(n) if i not in drop]
    edits.put(words + 8, len(kept))
    for i, offset in enumerate(kept):
        edits.put(words + 12 + 4 * i, offset, "<i")
