"""Bad inputs, made deterministically from a seed.

Byte-level mutations of the sample models (bit flips, overwrites, truncations,
insertions, duplicated chunks); field-level ones that set a field the reader really
reads (root and table offsets, vector lengths, tensor, buffer and opcode indices,
dims, type enums) to 0, -1, 2^31-1 or just past a length, or swap two table offsets;
and hostile models written with the project's builder (control-flow cycles, diamonds
and chains, wide operators, huge dims, long shape vectors, and the classes of
:mod:`tests.fuzz.hostile`: in-place chains and cycles, deep subgraph chains, huge
operand counts). Each case carries a fuzzed CSV and baseline (:mod:`tests.fuzz.tables`).
"""

from __future__ import annotations

import random
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import tflite

from tests.fuzz.hostile import deep_chain, generated, in_place_chain, many_operands
from tests.fuzz.tables import baseline_case, csv_case
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

SAMPLES = Path(__file__).resolve().parents[2] / "sample_models"


@dataclass(frozen=True)
class Case:
    """One input: a name saying how it was made, and its bytes (or a file-system oddity);
    with the side inputs of the commands that take them (see :mod:`tests.fuzz.tables`):
    a CSV file for ``solve`` and a baseline already in place for ``check --write-baseline``;
    and what the outputs' paths are before the command runs (``outputs``): nothing there
    (None), a symbolic link into another folder ("symlink"), or one to ``/dev/null``
    ("devnull")."""

    name: str
    data: bytes | None
    special: str | None = None  # "dir", "fifo", "devzero", "empty-name-newline"
    outputs: str | None = None
    csv: tuple[str, bytes] = ("valid", b"id,lower,upper,size\n0,0,2,16\n1,1,3,32\n")
    baseline: tuple[str, bytes | None] = ("none", None)


@cache
def samples() -> tuple[tuple[str, bytes], ...]:
    return tuple((p.stem, p.read_bytes()) for p in sorted(SAMPLES.glob("*.tflite")))


# --------------------------------------------------------------------------- fields


@dataclass(frozen=True)
class Field:
    """A place in a model's bytes the reader reads: ``size`` 4 (u32/i32) or 1 (enum)."""

    pos: int
    size: int
    what: str
    length: int = 0  # for a vector length: its current value


def _u32(data: bytes, pos: int) -> int:
    return int(struct.unpack_from("<I", data, pos)[0])


def _slot(table, slot: int) -> int:
    off = table._tab.Offset(4 + 2 * slot)
    return table._tab.Pos + off if off else 0


def _vector(data: bytes, table, slot: int, what: str, out: list[Field]) -> int:
    """Add the vector's offset and length words; return the first element's position."""
    at = _slot(table, slot)
    if not at:
        return 0
    out.append(Field(at, 4, f"{what} offset"))
    start = at + _u32(data, at)
    out.append(Field(start, 4, f"{what} length", _u32(data, start)))
    return start + 4


@cache
def fields(data: bytes) -> tuple[Field, ...]:
    """Every field the reader reads in a valid model, with its position."""
    m = tflite.Model.GetRootAsModel(data, 0)
    out = [Field(0, 4, "root offset")]
    for name, slot, count in (("subgraphs", 2, m.SubgraphsLength()), ("buffers", 4, m.BuffersLength())):
        start = _vector(data, m, slot, name, out)
        out += [Field(start + 4 * i, 4, f"{name}[{i}] table offset") for i in range(count)]
    for s in range(m.SubgraphsLength()):
        sg = m.Subgraphs(s)
        for name, slot, count in (("inputs", 1, sg.InputsLength()), ("outputs", 2, sg.OutputsLength())):
            start = _vector(data, sg, slot, f"subgraph {s} {name}", out)
            out += [Field(start + 4 * i, 4, f"subgraph {s} {name}[{i}]") for i in range(count)]
        start = _vector(data, sg, 0, f"subgraph {s} tensors", out)
        out += [Field(start + 4 * i, 4, f"subgraph {s} tensor {i} table offset") for i in range(sg.TensorsLength())]
        for t in range(sg.TensorsLength()):
            tt = sg.Tensors(t)
            start = _vector(data, tt, 0, f"tensor {t} shape", out)
            out += [Field(start + 4 * j, 4, f"tensor {t} dim {j}") for j in range(tt.ShapeLength())]
            if _slot(tt, 1):
                out.append(Field(_slot(tt, 1), 1, f"tensor {t} type"))
            if _slot(tt, 2):
                out.append(Field(_slot(tt, 2), 4, f"tensor {t} buffer"))
        for o in range(sg.OperatorsLength()):
            op = sg.Operators(o)
            if _slot(op, 0):
                out.append(Field(_slot(op, 0), 4, f"operator {o} opcode index"))
            for name, slot, count in (("inputs", 1, op.InputsLength()), ("outputs", 2, op.OutputsLength())):
                start = _vector(data, op, slot, f"operator {o} {name}", out)
                out += [Field(start + 4 * i, 4, f"operator {o} {name}[{i}]") for i in range(count)]
            if _slot(op, 3):
                out.append(Field(_slot(op, 3), 1, f"operator {o} options type"))
            if _slot(op, 4):
                out.append(Field(_slot(op, 4), 4, f"operator {o} options offset"))
    return tuple(f for f in out if f.pos + f.size <= len(data))


def _set(data: bytes, field: Field, value: int) -> bytes:
    out = bytearray(data)
    if field.size == 1:
        out[field.pos] = value & 0xFF
    else:
        struct.pack_into("<I", out, field.pos, value & 0xFFFFFFFF)
    return bytes(out)


# --------------------------------------------------------------------------- mutators


def _bit_flips(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    out = bytearray(data)
    k = rng.choice((1, 1, 2, 4, 16))
    for _ in range(k):
        pos = rng.randrange(len(out))
        out[pos] ^= 1 << rng.randrange(8)
    return f"flip{k}", bytes(out)


def _overwrite(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    out = bytearray(data)
    pos = rng.randrange(len(out))
    n = rng.choice((1, 2, 4, 8))
    fill = rng.choice((b"\x00", b"\xff", b"\x7f", bytes([rng.randrange(256)])))
    out[pos : pos + n] = (fill * n)[: len(out[pos : pos + n])]
    return f"overwrite@{pos}", bytes(out)


def _truncate(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    cut = rng.randrange(len(data))
    return f"truncate@{cut}", data[:cut]


def _insert(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    pos = rng.randrange(len(data))
    junk = bytes(rng.randrange(256) for _ in range(rng.choice((1, 3, 4, 64))))
    return f"insert@{pos}", data[:pos] + junk + data[pos:]


def _duplicate(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    a = rng.randrange(len(data))
    b = min(len(data), a + rng.choice((4, 16, 256)))
    at = rng.randrange(len(data))
    return f"dup@{a}", data[:at] + data[a:b] + data[at:]


_VALUES = (0, -1, 2**31 - 1, 2**31, 1, 255, 2**16)


def _field(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    f = rng.choice(fields(data))
    if f.length and rng.random() < 0.4:
        value = f.length + rng.choice((1, 2, 16, 1000))
    elif f.size == 1:
        value = rng.choice((0, 127, 128, 200, 255))
    else:
        value = rng.choice(_VALUES)
    return f"field[{f.what}]={value}", _set(data, f, value)


def _swap(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    offsets = offset_fields(data)
    a, b = rng.sample(offsets, 2) if len(offsets) > 1 else (offsets[0], offsets[0])
    return f"swap[{a.what}<->{b.what}]", exchange(data, a, b)


def offset_fields(data: bytes) -> list[Field]:
    """The fields holding an offset to a table (or a shape vector) the reader follows."""
    return [f for f in fields(data) if f.what.endswith(("table offset", "options offset", "shape offset"))]


def exchange(data: bytes, a: Field, b: Field) -> bytes:
    """``data`` with the offset fields ``a`` and ``b`` pointing where the other pointed."""
    va, vb = _u32(data, a.pos) + a.pos, _u32(data, b.pos) + b.pos
    return _set(_set(data, a, vb - a.pos), b, va - b.pos)


def _swap_kinds(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    """Two table offsets of different kinds exchanged (a subgraph's with a buffer's, a
    tensor's with an operator's …): the reader then meets one table where another was."""
    kinds: dict[str, list[Field]] = {}
    for f in offset_fields(data):
        kind = f.what.split("[")[0] if "[" in f.what else f.what.split(" ")[-2]  # subgraphs, buffers, tensor …
        kinds.setdefault(kind, []).append(f)
    if len(kinds) < 2:
        return _swap(rng, data)
    ka, kb = rng.sample(sorted(kinds), 2)
    a, b = rng.choice(kinds[ka]), rng.choice(kinds[kb])
    return f"swap-kinds[{a.what}<->{b.what}]", exchange(data, a, b)


MUTATORS: tuple[Callable[[random.Random, bytes], tuple[str, bytes]], ...] = (
    _swap_kinds,
    _bit_flips,
    _overwrite,
    _truncate,
    _insert,
    _duplicate,
    _field,
    _field,
    _field,
    _swap,
)


# --------------------------------------------------------------------------- hostile models


def _tensors(n: int, shape: tuple[int, ...] = (1, 4)) -> list[TensorSpec]:
    return [TensorSpec(f"t{i}", shape, "float32") for i in range(n)]


def _calling(n: int, calls: int, last_calls: int | None = None) -> bytes:
    """Subgraph i calls subgraph i + 1 ``calls`` times; the last one calls ``last_calls``."""
    subgraphs = []
    for i in range(n):
        callee = i + 1 if i + 1 < n else last_calls
        tensors = [*_tensors(2), TensorSpec("c", (1,), "bool")]
        if callee is None:
            ops = [OpSpec("ADD", [0, 0], [1])]
        elif calls == 2:
            ops = [OpSpec("IF", [2, 0], [1], {"then_subgraph_index": callee, "else_subgraph_index": callee})]
        else:
            ops = [OpSpec("CALL_ONCE", [], [], {"init_subgraph_index": callee}), OpSpec("ADD", [0, 0], [1])]
        subgraphs.append(SubgraphSpec(tensors, ops, [0, 2], [1], f"s{i}"))
    return build_model(subgraphs)


def _wide(n: int) -> bytes:
    return build_model(
        [SubgraphSpec(_tensors(n + 1), [OpSpec("CONCATENATION", list(range(n)), [n], {"axis": 0})], [0], [n], "m")]
    )


def _huge_dims(dims: tuple[int, ...]) -> bytes:
    tensors = [TensorSpec("x", dims, "float32"), TensorSpec("y", dims, "float32")]
    return build_model([SubgraphSpec(tensors, [OpSpec("RELU", [0], [1])], [0], [1], "m")])


def _shared_shape_vector(tensors: int, rank: int) -> bytes:
    """``tensors`` tensors whose shape vectors all point at one vector of ``rank`` dims."""
    data = bytearray(_huge_dims((1,) * 4))
    m = tflite.Model.GetRootAsModel(bytes(data), 0)
    tt = m.Subgraphs(0).Tensors(0)
    at = _slot(tt, 0)
    start = at + _u32(bytes(data), at)
    struct.pack_into("<I", data, start, rank)
    return bytes(data)


def hostile() -> Iterator[Case]:
    yield Case("self-calling", _calling(1, 1, last_calls=0))
    yield Case("cycle-through-3", _calling(3, 1, last_calls=1))
    yield Case("diamond-30", _calling(30, 2))
    yield Case("chain-500", _calling(500, 1))
    yield Case("wide-10000-inputs", _wide(10_000))
    yield Case("dims-near-2^31", _huge_dims((2**31 - 1, 2**31 - 1, 2**31 - 1)))
    yield Case("dims-2^31-rank1", _huge_dims((2**31 - 1,)))
    yield Case("dims-negative", _huge_dims((-7, 4)))
    yield Case("shape-rank-100000", _shared_shape_vector(2, 100_000))
    yield Case("in-place-cycle", in_place_chain(3, ["RESHAPE", "ADD"], cycle_to=1))
    yield Case("in-place-chain-2000", in_place_chain(2000, ["RESHAPE", "SQUEEZE", "EXPAND_DIMS", "MUL"]))
    yield Case("deep-call-once-2000", deep_chain(2000, "call_once"))
    yield Case("deep-if-2000", deep_chain(2000, "if"))
    yield Case("deep-while-2000", deep_chain(2000, "while"))
    yield Case("operands-inputs-20000", many_operands(20_000, "inputs"))
    yield Case("operands-producers-20000", many_operands(20_000, "producers"))
    yield Case("operands-outputs-20000", many_operands(20_000, "outputs"))
    yield Case("empty-file", b"")
    yield Case("directory", None, "dir")
    yield Case("fifo", None, "fifo")
    yield Case("dev-zero-link", None, "devzero")
    yield Case("newline-name", samples()[0][1], "newline")
    yield Case("outputs-through-links", samples()[0][1], outputs="symlink")
    yield Case("outputs-to-dev-null", samples()[1][1], outputs="devnull")


#: Share of the inputs after the fixed hostile set that are hostile models of the
#: classes in :mod:`tests.fuzz.hostile` (random sizes), the rest mutated samples.
HOSTILE_SHARE = 0.08


def cases(seed: int, count: int, *, fixed: bool = True, largest: int = 20_000) -> Iterator[Case]:
    """``count`` inputs from ``seed``: the hostile models first, then mutated sample
    models mixed with generated hostile ones, each with a fuzzed CSV and baseline.
    ``fixed=False`` leaves out the fixed hostile set; ``largest`` caps the generated
    hostile models' sizes (the test suite keeps them small)."""
    rng = random.Random(seed)
    made = 0
    for case in hostile() if fixed else ():
        if made == count:
            return
        yield case
        made += 1
    models = samples()
    while made < count:
        if rng.random() < HOSTILE_SHARE:
            name, mutated = generated(rng, largest)
        else:
            model, data = rng.choice(models)
            mutator = rng.choice(MUTATORS)
            how, mutated = mutator(rng, data)
            name = f"{model}:{how}"
        # every fourth output through a link, every fourth into /dev/null (the seed's stream unchanged)
        outputs = OUTPUT_ODDITIES[made % len(OUTPUT_ODDITIES)]
        yield Case(name, mutated, csv=csv_case(rng), baseline=baseline_case(rng), outputs=outputs)
        made += 1


#: What the outputs' paths are before a command runs, in turn over the generated inputs.
OUTPUT_ODDITIES = (None, "symlink", None, "devnull")
