"""The flash a model takes when it is embedded: its bytes, split exactly.

A firmware embeds the ``.tflite`` file as a C array, byte for byte::

    alignas(16) const unsigned char model[] = { ... };

so the model's flash is the file's size, plus at most ``C_ALIGNMENT - 1`` bytes the
linker may pad before the array to align it (TFLM wants the model 16-byte aligned;
the padding depends on what the linker places before it, so it is stated, not
added). :func:`model_flash` splits the file's bytes three ways, adding up to its size
exactly:

- **weights**: the data of the buffers tensors name (constant tensors' values, a
  variable's initial value), each byte range counted once however many tensors share it;
- **metadata**: the data of the buffers the model's metadata names and not a tensor
  (an offline memory plan, ``min_runtime_version``, conversion metadata);
- **structure**: everything else — the schema's tables and vectors, strings, the
  alignment padding between buffers, and the data of buffers nothing names.

The per-operator table attributes each weight buffer to the first operator, in
execution order (subgraph 0 first, then the others by index), that reads a tensor
naming it; a later operator reading the same buffer lists it as shared, so the
table's rows add up to the weights. Weights no operator reads (a constant only a
subgraph output names, or no one) are kept apart as ``unread``, and add up with
the table's rows to the weights.

What a model transform would save is given as figures, not done: the data of
buffers nothing reads, the tensor names (each string with its length word and
terminator: about what stripping them saves), and the operator codes no operator
uses (each table inline, its vector slot and custom code: about).

Cost: O(buffers · log buffers + tensors + operator inputs).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.model.layout import BufferSpan, FileLayout

#: The alignment assumed for the C array holding the model (``alignas(16)``).
C_ALIGNMENT = 16


@dataclass(frozen=True)
class TensorWeights:
    """A weight buffer, and the tensor of the operator it is counted at that names it."""

    subgraph: int
    tensor: int
    name: str
    buffer: int
    bytes: int


@dataclass(frozen=True)
class OperatorWeights:
    """The weights counted at one operator: the buffers it is the first to read
    (``tensors``, largest first; ``bytes`` their total) and what it reads of buffers
    counted at an earlier operator (``shared_bytes``)."""

    subgraph: int
    operator: int
    opcode: str
    bytes: int
    tensors: tuple[TensorWeights, ...]
    shared_bytes: int = 0


@dataclass(frozen=True)
class Savings:
    """What a model transform would save, in bytes: data of buffers nothing reads
    (exact), tensor names and unused operator codes (about: alignment padding moves)."""

    unread_buffers: int
    unread_buffer_bytes: int
    tensor_name_bytes: int
    unused_opcodes: int
    unused_opcode_bytes: int

    @property
    def total(self) -> int:
        return self.unread_buffer_bytes + self.tensor_name_bytes + self.unused_opcode_bytes


@dataclass(frozen=True)
class ModelFlash:
    """A model's flash: ``model_bytes`` (the file) = ``weights_bytes`` +
    ``metadata_bytes`` + ``structure_bytes``. ``operators`` are the operators that
    read weights, largest first; ``unread`` the weight buffers no operator reads;
    ``metadata`` each metadata entry's name and the bytes counted for it;
    ``quantization_bytes`` the part of the structure that is quantization parameters."""

    model_bytes: int
    weights_bytes: int
    metadata_bytes: int
    structure_bytes: int
    operators: tuple[OperatorWeights, ...]
    unread: tuple[TensorWeights, ...]
    metadata: tuple[tuple[str, int], ...]
    savings: Savings
    quantization_bytes: int = 0

    @property
    def c_array_max_bytes(self) -> int:
        """The most the ``alignas(16)`` C array can take: the file and the padding before it."""
        return self.model_bytes + C_ALIGNMENT - 1


def covered(spans: Iterable[BufferSpan]) -> int:
    """Bytes a set of byte ranges covers, each byte once. O(n log n)."""
    total, reach = 0, 0
    for span in sorted(spans, key=lambda s: s.offset):
        start = max(span.offset, reach)
        if span.end > start:
            total += span.end - start
            reach = span.end
    return total


def _read_tensors(graph: ModelGraph) -> list[tuple[int, int, tuple[int, ...]]]:
    """(subgraph, operator, tensors it reads) in execution order: inputs, then intermediates."""
    return [
        (sg.index, op.index, tuple(t for t in (*op.inputs, *op.intermediates) if t >= 0))
        for sg in graph.subgraphs
        for op in sg.operators
    ]


def _buffer(layout: FileLayout, s: int, t: int) -> int:
    """The buffer tensor ``t`` of subgraph ``s`` names (0, no data, when out of range)."""
    buffers = layout.tensor_buffers[s] if s < len(layout.tensor_buffers) else ()
    return buffers[t] if 0 <= t < len(buffers) else 0


def model_flash(graph: ModelGraph) -> ModelFlash | None:
    """The flash split of a model read from a file (``None`` for a graph built by hand)."""
    layout = graph.layout
    if layout is None:
        return None
    spans = {s.index: s for s in layout.buffers}
    # Buffers distinct by byte range: two buffers pointing at the same bytes count once.
    key = {i: (s.offset, s.size) for i, s in spans.items()}
    named = {b for buffers in layout.tensor_buffers for b in buffers if b in spans}
    weights = covered(spans[b] for b in named)
    meta_names = {b for _, b in layout.metadata if b in spans} | {b for b in layout.metadata_buffers if b in spans}
    weight_ranges = {key[b] for b in named}
    meta_only = [spans[b] for b in meta_names if key[b] not in weight_ranges]
    metadata = covered([spans[b] for b in named] + meta_only) - weights
    structure = layout.file_bytes - weights - metadata

    counted: dict[tuple[int, int], tuple[int, int]] = {}  # byte range -> operator it is counted at
    operators = []
    for s, o, reads in _read_tensors(graph):
        mine: list[TensorWeights] = []
        shared = 0
        for t in dict.fromkeys(reads):
            b = _buffer(layout, s, t)
            if b not in spans:
                continue
            if key[b] in counted:
                shared += spans[b].size if counted[key[b]] != (s, o) else 0
                continue
            counted[key[b]] = (s, o)
            mine.append(TensorWeights(s, t, graph.subgraphs[s].tensors[t].name, b, spans[b].size))
        if mine or shared:
            mine.sort(key=lambda w: -w.bytes)
            opcode = graph.subgraphs[s].operators[o].opcode
            operators.append(OperatorWeights(s, o, opcode, sum(w.bytes for w in mine), tuple(mine), shared))
    operators.sort(key=lambda w: (-w.bytes, w.subgraph, w.operator))

    unread: dict[tuple[int, int], TensorWeights] = {}
    io = {(sg.index, t) for sg in graph.subgraphs for t in (*sg.inputs, *sg.outputs)}
    kept = set(counted) | {key[layout.tensor_buffers[s][t]] for s, t in io if _buffer(layout, s, t) in spans}
    for s, buffers in enumerate(layout.tensor_buffers):
        for t, b in enumerate(buffers):
            if b in spans and key[b] not in counted and key[b] not in unread:
                unread[key[b]] = TensorWeights(s, t, graph.subgraphs[s].tensors[t].name, b, spans[b].size)

    meta_sizes = tuple((name, spans[b].size if b in spans else 0) for name, b in layout.metadata)
    droppable = [spans[w.buffer] for w in unread.values() if key[w.buffer] not in kept]
    read_ranges = weight_ranges | {key[b] for b in meta_names}
    droppable += [s for i, s in spans.items() if key[i] not in read_ranges]
    unused = [n for n, used in zip(layout.opcode_bytes, layout.opcode_used, strict=True) if not used]
    savings = Savings(
        unread_buffers=len({(s.offset, s.size) for s in droppable}),
        unread_buffer_bytes=covered(droppable),
        tensor_name_bytes=layout.tensor_name_bytes,
        unused_opcodes=len(unused),
        unused_opcode_bytes=sum(unused),
    )
    return ModelFlash(
        model_bytes=layout.file_bytes,
        weights_bytes=weights,
        metadata_bytes=metadata,
        structure_bytes=structure,
        operators=tuple(operators),
        unread=tuple(sorted(unread.values(), key=lambda w: -w.bytes)),
        metadata=meta_sizes,
        savings=savings,
        quantization_bytes=layout.quantization_bytes,
    )
