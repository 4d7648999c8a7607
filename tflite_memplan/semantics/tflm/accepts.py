"""What each TFLite Micro kernel accepts: tensor types per phase, and other checks.

One :class:`Accepts` row per kernel the op resolver registers, read from the kernel's
source at tensorflow/tflite-micro ``SOURCES_COMMIT`` (:data:`tflite_memplan.semantics.upstream.TFLM_COMMIT`);
the rows are :mod:`~tflite_memplan.semantics.tflm.accepts_table` (with the look-up,
``accepts_for``), each naming its file.
``prepare`` lists the type signatures the kernel's Prepare lets through (a model outside
them fails AllocateTensors), ``invoke`` those its Eval handles (outside them the first
Invoke fails); None means the kernel does not check at that phase. ``checks`` are the
kernel's other refusals (ranks, quantization, options), each a function of the operator
(:mod:`~tflite_memplan.semantics.tflm.accepts_checks`).

A signature is ``"in0,in1,…->out0,…"``: each position a type name (``int8``), several
joined by ``|``, or empty/``*`` for any; positions not written, and optional inputs the
model leaves out, are not checked. Types are the schema's names (:mod:`tflite_memplan.model.dtypes`).

Rows for the CMSIS-NN kernels (``library="cmsis-nn"``) exist only where they accept
something else than the reference kernel they replace.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tflite_memplan.semantics.tflm.requests import KernelNode
from tflite_memplan.semantics.upstream import TFLM_COMMIT

#: The tflite-micro commit the rows were read from.
SOURCES_COMMIT = TFLM_COMMIT

#: The types ``TfLiteTypeSizeOf`` sizes (tensorflow/lite/micro/memory_helpers.cc): a planned
#: tensor of any other type (string, variant, int2) fails AllocateTensors.
SIZED_TYPES = frozenset(
    {
        *("float16", "bfloat16", "float32", "float64", "int4", "int8", "int16", "int32", "int64"),
        *("uint8", "uint16", "uint32", "uint64", "bool", "resource", "complex64", "complex128"),
    }
)

#: A kernel's refusal beyond types: (phase, reason) or None when it accepts the operator.
Check = Callable[[KernelNode], "tuple[str, str] | None"]


@dataclass(frozen=True)
class Signature:
    """One accepted combination of types, parsed from ``"in0,in1->out0"``."""

    inputs: tuple[frozenset[str] | None, ...]
    outputs: tuple[frozenset[str] | None, ...]

    @staticmethod
    def parse(text: str) -> Signature:
        ins, arrow, outs = text.partition("->")
        if not arrow:
            raise ValueError(f"signature {text!r} has no '->'")

        def side(part: str) -> tuple[frozenset[str] | None, ...]:
            if not part.strip():
                return ()
            return tuple(
                None if p.strip() in ("", "*") else frozenset(t.strip() for t in p.split("|")) for p in part.split(",")
            )

        return Signature(side(ins), side(outs))

    def matches(self, node: KernelNode) -> bool:
        for wanted, tensor in (
            *((w, node.input(i)) for i, w in enumerate(self.inputs)),
            *((w, node.output(i)) for i, w in enumerate(self.outputs)),
        ):
            if wanted is not None and tensor is not None and tensor.dtype not in wanted:
                return False
        return True


@dataclass(frozen=True)
class Accepts:
    """One kernel's acceptance, as read from ``source`` (see the module docstring)."""

    op: str
    source: str
    prepare: tuple[str, ...] | None = None
    invoke: tuple[str, ...] | None = None
    checks: tuple[Check, ...] = ()
    library: str = "reference"

    def signatures(self, phase: str) -> tuple[Signature, ...] | None:
        texts = self.prepare if phase == "prepare" else self.invoke
        return None if texts is None else _parsed(texts)


@cache
def _parsed(texts: tuple[str, ...]) -> tuple[Signature, ...]:
    return tuple(Signature.parse(t) for t in texts)
