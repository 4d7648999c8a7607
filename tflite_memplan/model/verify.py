"""Check a ``.tflite`` flatbuffer's structure before anything reads it.

The generated ``tflite`` accessors trust the file: an offset or a vector length that
points outside it makes them fail deep inside with ``struct.error`` (or, for a long
vector that still ends inside a large file, loop over millions of entries first).
Like TFLite's own verifier, :func:`verify_model` walks every table and vector the
reader will use — the model, its operator codes, buffers, metadata, subgraphs,
tensors, quantization parameters and operators, with their option tables — and
checks that each lies inside the file, before a single field is read. It fails with
a :class:`ModelParseError` that names the place ("subgraph 0, tensor 17: shape vector
runs past the end of the file").

Cost: linear in the number of tables and vector headers; vector contents are not
read (the reader reads them with bounds already checked).

Once the graph is read, :func:`verify_alias_chains` refuses the one dataflow shape
that would make a runtime's in-place buffer sharing go round in circles: an alias
cycle, named by its operators.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tflite_memplan.errors import ModelParseError, one_line
from tflite_memplan.model.slots import (
    BUFFER_FIELDS,
    METADATA_FIELDS,
    MODEL_FIELDS,
    OPERATOR_CODE_FIELDS,
    OPERATOR_FIELDS,
    QUANTIZATION_FIELDS,
    SUBGRAPH_FIELDS,
    TENSOR_FIELDS,
)

if TYPE_CHECKING:
    from tflite_memplan.model.graph import Subgraph

#: Most dimensions a tensor may have. TFLite's kernels stop at 6 (TFLM's at 5); a
#: larger rank is a broken file, and checking it keeps shape work bounded.
MAX_RANK = 16
#: Largest model file a flatbuffer can be: flatbuffers address 2 GiB (larger models
#: keep their weights outside the flatbuffer, which memplan does not read).
MAX_MODEL_BYTES = 2**31
#: Most tensors and operators, all subgraphs together, of a model memplan reads. Reading
#: and planning cost some 50–75 µs per tensor or operator each (Python), so at this size
#: most commands take 5–8 s of CPU (docs/limits.md); larger graphs (no real model comes near:
#: the largest measured have a few thousand) are refused before anything is read.
MAX_GRAPH_ENTRIES = 100_000
#: Largest model file read unless the caller raises the limit (a front end may
#: raise it): the whole file is held in memory while it is read.
DEFAULT_MODEL_LIMIT = 2**30

_U16 = struct.Struct("<H")
_U32 = struct.Struct("<I")
_I32 = struct.Struct("<i")


@dataclass(frozen=True)
class _Table:
    pos: int
    vtable: int
    vtable_size: int


class _Verifier:
    """Bounds checks over one buffer; ``where`` names the table for messages."""

    def __init__(self, data: bytes, path: str) -> None:
        self.data = data
        self.size = len(data)
        self.path = path

    def fail(self, where: str, what: str) -> ModelParseError:
        return ModelParseError(self.path, "checking the file's structure", f"{where}: {what}")

    def _u32(self, pos: int, where: str, what: str) -> int:
        if pos < 0 or pos + 4 > self.size:
            raise self.fail(where, f"{what} lies past the end of the file")
        return int(_U32.unpack_from(self.data, pos)[0])

    def table(self, pos: int, where: str) -> _Table:
        if pos < 0 or pos + 4 > self.size:
            raise self.fail(where, "table lies past the end of the file")
        vtable = pos - int(_I32.unpack_from(self.data, pos)[0])
        if vtable < 0 or vtable + 4 > self.size:
            raise self.fail(where, "table's field list lies outside the file")
        vtable_size, table_size = _U16.unpack_from(self.data, vtable)[0], _U16.unpack_from(self.data, vtable + 2)[0]
        if vtable_size < 4 or vtable_size % 2 or vtable + vtable_size > self.size:
            raise self.fail(where, "table's field list runs past the end of the file")
        if pos + table_size > self.size:
            raise self.fail(where, "table runs past the end of the file")
        return _Table(pos, vtable, vtable_size)

    def field(self, table: _Table, slot: int) -> int:
        """Position of a field's inline value, 0 when the field is absent."""
        entry = 4 + 2 * slot
        if entry + 2 > table.vtable_size:
            return 0
        offset = int(_U16.unpack_from(self.data, table.vtable + entry)[0])
        return table.pos + offset if offset else 0

    def target(self, table: _Table, slot: int, where: str) -> int:
        """Where an offset field points, 0 when absent."""
        at = self.field(table, slot)
        if not at:
            return 0
        return at + self._u32(at, where, "an offset")

    def vector(self, table: _Table, slot: int, element: int, where: str, name: str) -> tuple[int, int]:
        """``(start, length)`` of a vector field, checked to end inside the file."""
        at = self.target(table, slot, where)
        if not at:
            return 0, 0
        length = self._u32(at, where, f"{name} vector")
        if at + 4 + length * element > self.size:
            raise self.fail(where, f"{name} vector runs past the end of the file ({length:,} entries)")
        return at + 4, length

    def string(self, table: _Table, slot: int, where: str, name: str) -> None:
        start, length = self.vector(table, slot, 1, where, name)
        if start and start + length >= self.size:
            raise self.fail(where, f"{name} runs past the end of the file")

    def tables(self, table: _Table, slot: int, where: str, name: str) -> list[tuple[int, _Table]]:
        """Each table of a vector of tables, with its index; ``where`` names the owner
        ("the model", "subgraph 2"), and each entry is named after it."""
        start, length = self.vector(table, slot, 4, where, name)
        prefix = "" if where == "the model" else f"{where}, "
        out = []
        for i in range(length):
            at = start + 4 * i
            out.append((i, self.table(at + self._u32(at, where, f"{name} {i}"), f"{prefix}{name} {i}")))
        return out

    def optional_table(self, table: _Table, slot: int, where: str) -> _Table | None:
        at = self.target(table, slot, where)
        return self.table(at, where) if at else None


def verify_model(data: bytes, path: str) -> None:
    """Check every table and vector the reader uses lies inside ``data`` (see module doc).

    The header (size, identifier) is checked by the caller."""
    v = _Verifier(data, path)
    model = v.table(v._u32(0, "the model", "the root offset"), "the model")
    subgraphs = v.tables(model, MODEL_FIELDS["subgraphs"], "the model", "subgraph")
    tensors = operators = 0
    for s, subgraph in subgraphs:
        tensors += v.vector(subgraph, SUBGRAPH_FIELDS["tensors"], 4, f"subgraph {s}", "tensors")[1]
        operators += v.vector(subgraph, SUBGRAPH_FIELDS["operators"], 4, f"subgraph {s}", "operators")[1]
    if tensors + operators > MAX_GRAPH_ENTRIES:
        raise ModelParseError(
            path,
            "checking the model's size",
            f"{tensors:,} tensors and {operators:,} operators, more than the {MAX_GRAPH_ENTRIES:,} in all "
            "memplan reads (docs/limits.md)",
        )
    v.string(model, MODEL_FIELDS["description"], "the model", "description")
    for i, code in v.tables(model, MODEL_FIELDS["operator_codes"], "the model", "operator code"):
        v.string(code, OPERATOR_CODE_FIELDS["custom_code"], f"operator code {i}", "custom code")
    for i, buffer in v.tables(model, MODEL_FIELDS["buffers"], "the model", "buffer"):
        v.vector(buffer, BUFFER_FIELDS["data"], 1, f"buffer {i}", "data")
    for i, entry in v.tables(model, MODEL_FIELDS["metadata"], "the model", "metadata entry"):
        v.string(entry, METADATA_FIELDS["name"], f"metadata entry {i}", "name")
    for s, subgraph in subgraphs:
        _verify_subgraph(v, s, subgraph)


def _verify_subgraph(v: _Verifier, s: int, subgraph: _Table) -> None:
    where = f"subgraph {s}"
    v.string(subgraph, SUBGRAPH_FIELDS["name"], where, "name")
    for name in ("inputs", "outputs"):
        v.vector(subgraph, SUBGRAPH_FIELDS[name], 4, where, name)
    for t, tensor in v.tables(subgraph, SUBGRAPH_FIELDS["tensors"], where, "tensor"):
        at = f"{where}, tensor {t}"
        for name in ("shape", "shape_signature"):
            _, rank = v.vector(tensor, TENSOR_FIELDS[name], 4, at, name.replace("_", " "))
            if rank > MAX_RANK:
                raise v.fail(at, f"{name.replace('_', ' ')} has {rank:,} dimensions (at most {MAX_RANK})")
        v.string(tensor, TENSOR_FIELDS["name"], at, "name")
        quantization = v.optional_table(tensor, TENSOR_FIELDS["quantization"], f"{at} quantization")
        if quantization is not None:
            for name in ("min", "max", "scale", "zero_point"):
                slot = QUANTIZATION_FIELDS[name]
                v.vector(quantization, slot, 8 if name == "zero_point" else 4, at, f"quantization {name}")
    for o, operator in v.tables(subgraph, SUBGRAPH_FIELDS["operators"], where, "operator"):
        at = f"{where}, operator {o}"
        for name in ("inputs", "outputs", "intermediates"):
            v.vector(operator, OPERATOR_FIELDS[name], 4, at, name)
        for name in ("custom_options", "mutating_variable_inputs"):
            v.vector(operator, OPERATOR_FIELDS[name], 1, at, name.replace("_", " "))
        for name in ("builtin_options", "builtin_options_2"):
            v.optional_table(operator, OPERATOR_FIELDS[name], f"{at} {name.replace('_', ' ')}")


# --------------------------------------------------------------------------- dataflow

#: Operators some runtime may run in place — their first output reusing the buffer of
#: the input at one of these positions (LiteRT's ``ArenaPlanner``: element-wise
#: arithmetic, SOFTMAX, DYNAMIC_UPDATE_SLICE, and the views RESHAPE, SQUEEZE,
#: EXPAND_DIMS, BITCAST; see ``semantics/litert/lifetimes.py``).
IN_PLACE_CAPABLE: dict[str, tuple[int, ...]] = {
    **dict.fromkeys(("ADD", "SUB", "MUL", "DIV"), (0, 1)),
    **dict.fromkeys(("SOFTMAX", "DYNAMIC_UPDATE_SLICE", "RESHAPE", "SQUEEZE", "EXPAND_DIMS", "BITCAST"), (0,)),
}


def verify_alias_chains(path: str, subgraph: Subgraph) -> None:
    """Refuse an in-place alias cycle: operators that may run in place (see
    :data:`IN_PLACE_CAPABLE`) whose outputs lead, input to output, back to a tensor
    already on the chain (``RESHAPE a→b`` then ``RESHAPE b→a``, or an ``ADD`` writing
    its own input). Dataflow in a valid model never does; a runtime following the
    buffers would alias a tensor onto itself. The error names the operators.

    Iterative depth-first search over the alias edges (output → its eligible inputs),
    O(operators + tensors); no recursion.
    """
    edges: dict[int, list[tuple[int, int]]] = {}  # output -> [(input, operator index)]
    for op in subgraph.operators:
        positions = IN_PLACE_CAPABLE.get(op.opcode)
        if positions is None or not op.outputs or op.outputs[0] < 0:
            continue
        for k in positions:
            if k < len(op.inputs) and op.inputs[k] >= 0:
                edges.setdefault(op.outputs[0], []).append((op.inputs[k], op.index))
    state: dict[int, int] = {}  # 1 on the current chain, 2 done
    for start in edges:
        if start in state:
            continue
        chain: list[tuple[int, int]] = [(start, -1)]  # (tensor, operator that led here)
        todo = [iter(edges.get(start, ()))]
        state[start] = 1
        while todo:
            step = next(todo[-1], None)
            if step is None:
                state[chain.pop()[0]] = 2
                todo.pop()
                continue
            tensor, op_index = step
            if state.get(tensor) == 1:
                at = next(i for i, (t, _) in enumerate(chain) if t == tensor)
                ops = sorted({o for _, o in chain[at + 1 :]} | {op_index})
                shown = [f"{o} ({subgraph.operators[o].opcode})" for o in ops]
                named = ", ".join(shown if len(ops) <= 4 else [*shown[:3], f"… {shown[-1]} ({len(ops)} in all)"])
                name = subgraph.tensors[tensor].name if 0 <= tensor < len(subgraph.tensors) else ""
                raise ModelParseError(
                    path,
                    "checking the dataflow",
                    f"subgraph {subgraph.index}: operator{'s' if len(ops) > 1 else ''} {named} "
                    f"{'alias' if len(ops) > 1 else 'aliases'} tensor {tensor} ({one_line(name)!r}) "
                    "back onto itself (an in-place cycle)",
                )
            if tensor not in state:
                state[tensor] = 1
                chain.append((tensor, op_index))
                todo.append(iter(edges.get(tensor, ())))
