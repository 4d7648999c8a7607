"""The model's flash and compute, as ``analyze`` shows them and as JSON.

Reads only the graph (see :mod:`tflite_memplan.model.flash` and
:mod:`tflite_memplan.model.compute`): the summary's two rows, the per-operator table
of ``analyze --layers``, and the ``flash`` and ``compute`` objects of the document.
Cost: O(operators · log operators + buffers · log buffers).
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from rich.text import Text

from tflite_memplan.model.compute import ModelCompute, OperatorCompute, model_compute
from tflite_memplan.model.flash import C_ALIGNMENT, ModelFlash, OperatorWeights, TensorWeights, model_flash
from tflite_memplan.model.graph import ModelGraph
from tflite_memplan.units import shorten

if TYPE_CHECKING:
    from tflite_memplan.json_types import Json
    from tflite_memplan.semantics import Arena


def _count(n: int, what: str) -> str:
    return f"{n:,} {what}{'' if n == 1 else 's'}"


def flash_rows(graph: ModelGraph, arena: Arena | None = None) -> list[tuple[str, str]]:
    """The summary's ``Flash``, ``Runtime flash`` (where the ``arena``'s runtime knows its
    code's size: TFLM targets) and ``Compute`` rows (no ``Flash`` row for a graph built
    by hand)."""
    rows = []
    flash = model_flash(graph)
    if flash is not None:
        rows.append(
            (
                "Flash",
                f"≈ model {flash.model_bytes:,} B (weights {flash.weights_bytes:,} B, metadata "
                f"{flash.metadata_bytes:,} B, structure {flash.structure_bytes:,} B)",
            )
        )
    code = arena.runtime_code(graph, flash.model_bytes if flash is not None else None) if arena is not None else None
    if code is not None:
        rows.append(("Runtime flash", code.text))
    compute = model_compute(graph)
    text = f"{compute.macs:,} MACs, {compute.elementwise_ops:,} element-wise ops"
    if compute.uncounted:
        text += f"; {_count(len(compute.uncounted), 'operator')} not counted"
    rows.append(("Compute", text))
    return rows


def _op_label(subgraph: int, operator: int) -> str:
    return f"{subgraph}:{operator}" if subgraph else str(operator)


def _number(value: int | None) -> str:
    return "–" if value is None else f"{value:,}"


def layers_section(graph: ModelGraph, width: int = 80) -> Text:
    """``analyze --layers``: every operator's weights, MACs and element-wise ops, largest
    weights first; weights no operator reads; the C array; what a transform would save."""
    flash = model_flash(graph)
    compute = model_compute(graph)
    weights = {(w.subgraph, w.operator): w for w in (flash.operators if flash else ())}
    ops = sorted(
        compute.operators,
        key=lambda c: (-_weights_of(weights, c), -(c.macs or 0), c.subgraph, c.operator),
    )
    total = flash.weights_bytes if flash else 0
    header = ("op", "operator", "weights B", "share", "MACs", "elem. ops")
    rows = [header]
    for c in ops:
        w = _weights_of(weights, c)
        share = f"{100 * w / total:.1f}%" if total else "–"
        rows.append(
            (_op_label(c.subgraph, c.operator), c.opcode, f"{w:,}", share, _number(c.macs), _number(c.elementwise_ops))
        )
    if flash and flash.unread:
        unread = sum(u.bytes for u in flash.unread)
        rows.append(("–", "(no operator reads)", f"{unread:,}", f"{100 * unread / total:.1f}%", "", ""))
    rows.append(
        ("", "total", f"{total:,}", "100.0%" if total else "–", f"{compute.macs:,}", f"{compute.elementwise_ops:,}")
    )
    widths = [max(len(r[i]) for r in rows) for i in range(6)]
    fixed = 2 + sum(widths) - widths[1] + 2 * 5
    widths[1] = max(8, min(widths[1], width - fixed))
    out = Text()
    n = len(compute.operators)
    out.append(f"Flash and compute by operator ({_count(n, 'operator')}, largest weights first)", style="bold")
    for k, r in enumerate(rows):
        cells = [r[0].rjust(widths[0]), shorten(r[1], widths[1]).ljust(widths[1])]
        cells += [v.rjust(w) for v, w in zip(r[2:], widths[2:], strict=True)]
        out.append("\n  " + "  ".join(cells).rstrip(), style="bold" if k in (0, len(rows) - 1) else "")
    notes = _flash_notes(flash) if flash is not None else []
    if compute.uncounted:
        kinds = sorted({c.opcode for c in compute.uncounted})
        notes.append(
            f"not counted: {_count(len(compute.uncounted), 'operator')} ({shorten(', '.join(kinds), 50)}): "
            "no rule for the type, or shapes not static"
        )
    for note in notes:
        out.append("\n  " + "\n    ".join(textwrap.wrap(note, width - 4, break_on_hyphens=False)))
    return out


def _weights_of(weights: dict[tuple[int, int], OperatorWeights], c: OperatorCompute) -> int:
    w = weights.get((c.subgraph, c.operator))
    return w.bytes if w is not None else 0


def _flash_notes(flash: ModelFlash) -> list[str]:
    """The lines under the table: shared buffers, the C array, metadata, savings."""
    lines = []
    shared = sum(w.shared_bytes for w in flash.operators)
    if shared:
        lines.append(f"a buffer two operators read counts at the first ({shared:,} B read again later)")
    if flash.quantization_bytes:
        lines.append(
            f"structure includes {flash.quantization_bytes:,} B of quantization parameters (scales, zero points)"
        )
    lines.append(
        f"C array (alignas({C_ALIGNMENT})): {flash.model_bytes:,} B, up to {flash.c_array_max_bytes:,} B "
        "with padding before it"
    )
    if flash.metadata:
        entries = ", ".join(f"{shorten(name, 24)} {size:,} B" for name, size in flash.metadata)
        lines.append(f"metadata: {entries}")
    s = flash.savings
    parts = []
    if s.unread_buffer_bytes:
        parts.append(f"{_count(s.unread_buffers, 'unread buffer')} {s.unread_buffer_bytes:,} B")
    if s.tensor_name_bytes:
        parts.append(f"tensor names ≈{s.tensor_name_bytes:,} B")
    if s.unused_opcodes:
        parts.append(f"{_count(s.unused_opcodes, 'unused operator code')} ≈{s.unused_opcode_bytes:,} B")
    if parts:
        lines.append("a transform would save: " + ", ".join(parts))
    return lines


def _tensor_entry(w: TensorWeights) -> Json:
    return {"subgraph": w.subgraph, "index": w.tensor, "name": w.name, "buffer": w.buffer, "bytes": w.bytes}


def flash_document(graph: ModelGraph, arena: Arena | None = None) -> Json | None:
    """The document's ``flash`` object (``None`` for a graph not read from a file); with an
    ``arena`` whose runtime knows its code's size (TFLM's), its ``runtime`` entry (the
    runtime's code and read-only data)."""
    flash = model_flash(graph)
    if flash is None:
        return None
    s = flash.savings
    runtime = arena.runtime_code(graph, flash.model_bytes) if arena is not None else None
    return {
        "model_bytes": flash.model_bytes,
        "c_array": {"alignment": C_ALIGNMENT, "max_bytes": flash.c_array_max_bytes},
        "weights_bytes": flash.weights_bytes,
        "metadata_bytes": flash.metadata_bytes,
        "structure_bytes": flash.structure_bytes,
        "quantization_bytes": flash.quantization_bytes,
        "metadata": [{"name": name, "bytes": size} for name, size in flash.metadata],
        "operators": [
            {
                "subgraph": w.subgraph,
                "index": w.operator,
                "opcode": w.opcode,
                "weights_bytes": w.bytes,
                "shared_weights_bytes": w.shared_bytes,
                "tensors": [_tensor_entry(t) for t in w.tensors],
            }
            for w in flash.operators
        ],
        "unread": [_tensor_entry(t) for t in flash.unread],
        "savings": {
            "unread_buffers": s.unread_buffers,
            "unread_buffer_bytes": s.unread_buffer_bytes,
            "tensor_name_bytes": s.tensor_name_bytes,
            "unused_opcodes": s.unused_opcodes,
            "unused_opcode_bytes": s.unused_opcode_bytes,
        },
        "runtime": runtime.document if runtime is not None else None,
        "total_bytes": flash.model_bytes + runtime.bytes if runtime is not None and runtime.bytes is not None else None,
    }


def compute_document(graph: ModelGraph) -> Json:
    """The document's ``compute`` object: totals and every operator's figures."""
    compute: ModelCompute = model_compute(graph)
    return {
        "macs": compute.macs,
        "elementwise_ops": compute.elementwise_ops,
        "uncounted_operators": len(compute.uncounted),
        "operators": [
            {
                "subgraph": c.subgraph,
                "index": c.operator,
                "opcode": c.opcode,
                "macs": c.macs,
                "elementwise_ops": c.elementwise_ops,
            }
            for c in compute.operators
        ],
    }
