"""Dynamic dimensions: which static shape to plan with, and input-shape overrides.

A converter writes ``shape_signature`` with ``-1`` for each unknown dimension and a
placeholder (usually 1) in ``shape``. Runtimes plan with ``shape`` until the user
resizes an input; memplan does the same by default and says so. An override such as
``input=4,96,96,1`` replaces an input's placeholders, and every other tensor whose
signature has ``-1`` where its static shape holds that same placeholder is resized
the same way — the placeholder "carries" the dynamic dimension through the graph.
A dynamic dimension that no override reaches is left unknown (``nbytes=None``) and
reported, never guessed.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping

from tflite_memplan.errors import ShapeError
from tflite_memplan.model.dtypes import tensor_nbytes
from tflite_memplan.model.graph import ModelGraph, Subgraph, Tensor


def parse_shape_override(text: str) -> tuple[str, tuple[int, ...]]:
    """Parse an input-shape override, ``NAME=1,96,96,1``."""
    name, sep, dims = text.rpartition("=")
    if not sep or not name:
        raise ShapeError(f"input shape {text!r}: expected NAME=D1,D2,... (e.g. input=1,96,96,1)")
    try:
        shape = tuple(int(d) for d in dims.split(",") if d.strip() != "")
    except ValueError:
        raise ShapeError(f"input shape {text!r}: dimensions must be integers") from None
    if not shape or any(d <= 0 for d in shape):
        raise ShapeError(f"input shape {text!r}: dimensions must be positive integers")
    return name, shape


def _batch_only(t: Tensor) -> bool:
    """Only the leading (batch) dimension is dynamic, as in every Keras model."""
    signature = t.shape_signature or ()
    return all(s >= 0 for s in signature[1:])


def _dynamic_note(graph: ModelGraph) -> str | None:
    """One short note when a model has dynamic dimensions: briefly when only the batch is
    (the stored batch, usually 1, is what a device runs), else naming a graph input whose
    shape an override can change."""
    dynamic = [t for sg in graph.subgraphs for t in sg.tensors if t.is_dynamic and not t.has_data]
    if not dynamic:
        return None
    if all(_batch_only(t) for t in dynamic):
        batches = sorted({t.shape[0] for t in dynamic if t.shape})
        return f"the batch dimension is dynamic; planned at the stored batch ({', '.join(map(str, batches))})"
    main = graph.main
    resizable = [main.tensors[i] for i in main.inputs if main.tensors[i].is_dynamic]
    n = len(dynamic)
    note = f"{n} tensor{'s have' if n > 1 else ' has'} dynamic dimensions; planned with static shapes"
    if not resizable:
        return note + " (no graph input has one, so overriding an input's shape cannot change them)"
    example = resizable[0]
    shape = ",".join(
        "N" if s < 0 else str(d) for d, s in zip(example.shape, example.shape_signature or (), strict=False)
    )
    return note + f"; plan another size by overriding the input's shape ({example.name}={shape})"


def resolve_shapes(graph: ModelGraph, overrides: Mapping[str, tuple[int, ...]]) -> ModelGraph:
    """Apply input-shape overrides to the main subgraph and propagate them.

    Cost: linear in the number of tensors.
    """
    main = graph.main
    by_name = {main.tensors[i].name: i for i in main.inputs}
    carried: dict[int, int] = {}  # static placeholder -> overriding value
    new_inputs: dict[int, tuple[int, ...]] = {}
    for name, shape in overrides.items():
        if name not in by_name:
            known = ", ".join(sorted(by_name)) or "(none)"
            raise ShapeError(f"input shape: the model has no input named {name!r}; inputs: {known}")
        t = main.tensors[by_name[name]]
        if len(shape) != len(t.shape):
            raise ShapeError(
                f"input shape {name}: rank {len(shape)} given, but the input has rank {len(t.shape)} {t.shape}"
            )
        sig = t.shape_signature or t.shape
        for j, (old, new, s) in enumerate(zip(t.shape, shape, sig, strict=True)):
            if s >= 0 and new != old:
                raise ShapeError(f"input shape {name}: dimension {j} is fixed at {old} in the model, got {new}")
            if s < 0:
                if carried.get(old, new) != new:
                    raise ShapeError(f"input shape: placeholder {old} is overridden with both {carried[old]} and {new}")
                carried[old] = new
        new_inputs[by_name[name]] = shape

    notes = list(graph.notes)
    if not overrides:
        note = _dynamic_note(graph)
        return dataclasses.replace(graph, notes=(*notes, note)) if note else graph
    if not overrides:
        return graph

    unknown: list[str] = []

    def resize(sg: Subgraph, t: Tensor) -> Tensor:
        if sg.index == 0 and t.index in new_inputs:
            shape = new_inputs[t.index]
        elif t.is_dynamic and not t.has_data and t.shape_signature is not None:
            dims = []
            for d, s in zip(t.shape, t.shape_signature, strict=False):
                if s >= 0:
                    dims.append(d)
                elif d in carried:
                    dims.append(carried[d])
                else:
                    dims.append(-1)
            shape = tuple(dims)
        else:
            return t
        nbytes = tensor_nbytes(shape, t.dtype)
        if nbytes is None:
            unknown.append(f"{t.name} (subgraph {sg.index})")
        return dataclasses.replace(t, shape=shape, nbytes=nbytes)

    subgraphs = tuple(
        dataclasses.replace(sg, tensors=tuple(resize(sg, t) for t in sg.tensors)) for sg in graph.subgraphs
    )
    applied = ", ".join(f"{n}={','.join(map(str, s))}" for n, s in overrides.items())
    notes.append(f"input shapes overridden: {applied}")
    if unknown:
        notes.append(
            f"{len(unknown)} tensors have a dynamic dimension the override does not determine; "
            f"their size is unknown and they are left out of the plan: {', '.join(unknown[:5])}"
            + (" …" if len(unknown) > 5 else "")
        )
    return dataclasses.replace(graph, subgraphs=subgraphs, notes=tuple(notes))


def infer_stretched_reshapes(graph: ModelGraph) -> ModelGraph:
    """Give RESHAPE outputs stored with one ``-1`` dimension the size the kernel computes.

    The converter may leave the "stretch" dimension of a RESHAPE output as -1; the
    runtimes fill it in when the operator is prepared, from the input's element count.
    Operators are visited in order, so chains of such reshapes resolve. O(operators).
    """
    subgraphs = list(graph.subgraphs)
    changed = False
    for s, sg in enumerate(subgraphs):
        tensors = list(sg.tensors)
        for op in sg.operators:
            if op.opcode != "RESHAPE" or not op.inputs or not op.outputs:
                continue
            src, dst = op.inputs[0], op.outputs[0]
            if not (0 <= src < len(tensors) and 0 <= dst < len(tensors)):
                continue
            x, y = tensors[src], tensors[dst]
            if sum(d < 0 for d in y.shape) != 1 or x.nbytes is None or any(d < 0 for d in x.shape):
                continue
            rest = math.prod(d for d in y.shape if d >= 0)
            count = math.prod(x.shape)
            if rest <= 0 or count % rest:
                continue
            shape = tuple(count // rest if d < 0 else d for d in y.shape)
            tensors[dst] = dataclasses.replace(y, shape=shape, nbytes=tensor_nbytes(shape, y.dtype), stretched=True)
            changed = True
        subgraphs[s] = dataclasses.replace(sg, tensors=tuple(tensors))
    return dataclasses.replace(graph, subgraphs=tuple(subgraphs)) if changed else graph
