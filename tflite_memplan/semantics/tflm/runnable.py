"""Will TFLite Micro run the model: where its interpreter would stop, and why.

In the order the interpreter meets them: an operator with no registered kernel (a
builtin TFLM lacks, a builtin code newer than its schema, a custom operator it does not
ship) stops it when it builds the graph; a planned tensor it cannot size (a type
``TfLiteTypeSizeOf`` lacks, an unknown dimension) or a kernel's Prepare refusing its
operands stops AllocateTensors; a kernel's Eval refusing a type stops the first Invoke.
The kernels' rules are :mod:`.accepts`; this module applies them.

TFLM sizes every tensor once, from its stored shape, and never resizes one (it has no
dynamic tensors). A kernel whose Eval writes as many elements as the *values* of its
inputs say (SLICE: ``begin`` and ``size``) without comparing them with the output's
shape writes past the tensor when those values are computed while running and the
converter could not size the output (a -1 in its shape signature where its input has
none): the recurrent layers Keras converts to a WHILE loop with ``return_sequences``
do this every step, and Invoke then hangs, faults or returns wrong outputs (measured
on the tflite-micro wheel: tests/test_invoke.py; tflite-micro issue 3674). Where the
model keeps no shape signature, or the input's is unknown too, memplan cannot tell
and says Invoke is not checked. O(operators + tensors).
"""

from __future__ import annotations

import dataclasses

from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
from tflite_memplan.model.schema import UNKNOWN_BUILTIN_PREFIX
from tflite_memplan.semantics.runnable import Refusal, Runnability
from tflite_memplan.semantics.tflm.accepts import SIZED_TYPES, Accepts
from tflite_memplan.semantics.tflm.accepts_table import accepts_for
from tflite_memplan.semantics.tflm.ethos_u import is_ethos_u, runs
from tflite_memplan.semantics.tflm.requests import KernelNode
from tflite_memplan.semantics.tflm.scratch import TFLM_KERNELS
from tflite_memplan.semantics.tflm.targets import DEFAULT_TARGET, Build, BuildOptions, resolve_build


def tflm_runnability(graph: ModelGraph, target: str | Build = DEFAULT_TARGET, **options: object) -> Runnability:
    """The verdict for ``graph`` on the build the options name (as :func:`tflm_lifetimes`
    takes them; options that change only sizes are accepted and ignored)."""
    build = resolve_build(target, BuildOptions.among(options))
    refusals: list[Refusal] = []
    unchecked: list[str] = []
    for sg in graph.subgraphs:
        refusals += _tensor_refusals(sg)
        for op in sg.operators:
            found = _operator_refusals(sg, op, build)
            if not found and op.opcode in _SIZED_BY_VALUES:
                overflow, unknown = _sized_while_running(sg, op)
                found = [overflow] if overflow is not None else []
                unchecked += [unknown] if unknown else []
            refusals += found
    return Runnability(f"TFLM {build.kernels} kernels", tuple(refusals), tuple(unchecked))


#: Kernels whose Eval writes as many elements as some inputs' values say, never checking
#: them against the output's stored shape: opcode -> (those inputs, the kernel's source).
_SIZED_BY_VALUES = {"SLICE": ((1, 2), "slice.cc")}
_UNROLL = (
    "unroll the loop when converting (Keras: unroll=True on the recurrent layer) so that every slice has a "
    "fixed size; TFLM sizes no tensor while running"
)


def _sized_while_running(sg: Subgraph, op: Operator) -> tuple[Refusal | None, str]:
    """(the Invoke refusal, or why Invoke is not checked) for an operator of
    :data:`_SIZED_BY_VALUES`; (None, "") when its output's size is fixed."""
    positions, source = _SIZED_BY_VALUES[op.opcode]
    computed = [i for i in positions if i < len(op.inputs) and op.inputs[i] >= 0]
    computed = [i for i in computed if not sg.tensors[op.inputs[i]].has_data]
    if not computed or not op.outputs or op.outputs[0] < 0:
        return None, ""
    x, y = sg.tensors[op.inputs[0]], sg.tensors[op.outputs[0]]
    where = Refusal("invoke", "", sg.index, op.index, op.opcode).where
    names = " and ".join(f"input {i}" for i in computed)
    if y.shape_signature is None or any(d < 0 for d in x.shape_signature or ()):
        told = "keeps no shape signature" if y.shape_signature is None else "leaves its input's shape open too"
        return None, (
            f"{where} is sized by {names}, computed while running, and the model {told}: whether it stays "
            f"within its stored shape {list(y.shape)} is not known ({source})"
        )
    if all(d >= 0 for d in y.shape_signature):
        return None, ""
    reason = (
        f"{names} {'are' if len(computed) > 1 else 'is'} computed while running and the output's shape is unknown "
        f"in the model ({list(y.shape_signature)}); TFLM keeps the stored {list(y.shape)} and the kernel writes "
        f"as many elements as the computed size says, past the tensor: Invoke hangs, faults or returns wrong "
        f"outputs ({source})"
    )
    return Refusal("invoke", reason, sg.index, op.index, op.opcode, _UNROLL), ""


def _tensor_refusals(sg: Subgraph) -> list[Refusal]:
    """Planned tensors AllocateTensors cannot size (memory_helpers.cc)."""
    out = []
    for t in sg.tensors:
        if t.has_data:
            continue
        if t.dtype not in SIZED_TYPES:
            reason = f"tensor {t.index} ({t.name}) is {t.dtype}, which TFLM cannot size"
            out.append(Refusal("prepare", reason, sg.index))
        elif any(d < 0 for d in t.shape):
            out.append(
                Refusal("prepare", f"tensor {t.index} ({t.name}) has an unknown dimension {list(t.shape)}", sg.index)
            )
    return out


def _operator_refusals(sg: Subgraph, op: Operator, build: Build) -> list[Refusal]:
    def refuse(phase: str, reason: str) -> Refusal:
        return Refusal(phase, reason, sg.index, op.index, op.opcode)

    if op.opcode.startswith(UNKNOWN_BUILTIN_PREFIX):
        code = op.opcode.removeprefix(UNKNOWN_BUILTIN_PREFIX)
        return [refuse("resolve", f"builtin code {code} is newer than TFLM's operator set")]
    if is_ethos_u(op):
        if runs(op, build):
            return []
        return [
            refuse("resolve", "its kernel is built only for an Ethos-U NPU (CO_PROCESSOR=ethos_u, the ethos-u library)")
        ]
    if op.opcode not in TFLM_KERNELS:
        if op.is_custom:
            return [refuse("resolve", "no kernel ships for this custom operator; the firmware must register one")]
        return [refuse("resolve", "no kernel for this builtin operator")]
    row = accepts_for(op.opcode, build.library.vendor.name)
    if row is None:
        return []
    node = KernelNode(sg, op, build)
    out = []
    for phase in ("prepare", "invoke"):
        reason = _type_refusal(row, phase, node)
        if reason:
            out.append(_with_fix(refuse(phase, reason), sg, op))
    for check in row.checks:
        found = check(node)
        if found is not None:
            out.append(refuse(*found))
    # The interpreter stops at the first refusal of an operator.
    return sorted(out, key=lambda r: ("prepare", "invoke").index(r.phase))[:1]


#: What to do about a refusal memplan can name a remedy for: (opcode, input 0's type) -> fix.
_FIXES = {
    ("DEQUANTIZE", "float16"): "convert the model without float16 weights (float32, or int8 quantized), or "
    "dequantize them offline; TFLM dequantizes only integer types",
}


def _with_fix(refusal: Refusal, sg: Subgraph, op: Operator) -> Refusal:
    """``refusal`` with the remedy :data:`_FIXES` knows for it, if any."""
    dtype = sg.tensors[op.inputs[0]].dtype if op.inputs and op.inputs[0] >= 0 else ""
    fix = _FIXES.get((op.opcode, dtype), "")
    return dataclasses.replace(refusal, fix=fix) if fix else refusal


def _type_refusal(row: Accepts, phase: str, node: KernelNode) -> str | None:
    """Why the kernel refuses the operands' types at ``phase``, or None. Names the first
    operand no accepted signature allows, else the combination."""
    signatures = row.signatures(phase)
    if signatures is None or any(s.matches(node) for s in signatures):
        return None
    source = row.source.rsplit("/", 1)[-1]
    operands = [("input", i, node.input(i), [s.inputs for s in signatures]) for i in range(len(node.op.inputs))]
    operands += [("output", i, node.output(i), [s.outputs for s in signatures]) for i in range(len(node.op.outputs))]
    for side, i, tensor, positions in operands:
        allowed: set[str] = set()
        for p in positions:
            types = p[i] if i < len(p) else None
            if types is None:
                break  # some signature takes any type here
            allowed |= types
        else:
            if tensor is not None and tensor.dtype not in allowed:
                return f"{side} {i} is {tensor.dtype}; the kernel takes {_either(sorted(allowed))} ({source})"
    texts = row.prepare if phase == "prepare" else row.invoke
    return f"its kernel takes no such mix of types, only {'; '.join(texts or ())} ({source})"


def _either(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
