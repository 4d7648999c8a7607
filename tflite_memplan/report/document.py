"""The machine-readable document (schema ``memplan/1``).

Stable: other tools and CI parse it. Every plan lists each record with its lifetime
and placement, so a reader can re-validate the plan from the JSON alone; a tensor
the runtime computes in place in another tensor's buffer is listed with
``alias_of`` and no placement of its own.
"""

from __future__ import annotations

from tflite_memplan.analysis import Analysis, PlanResult
from tflite_memplan.json_types import Json, JsonValue
from tflite_memplan.plans import OffsetPlan, SharedObjectsPlan
from tflite_memplan.records import UsageRecord
from tflite_memplan.report.flash import compute_document, flash_document

SCHEMA = "memplan/1"


def _record_entry(r: UsageRecord) -> Json:
    entry: Json = {
        "subgraph": r.subgraph,
        "index": r.tensor if r.kind == "tensor" else None,
        "name": r.name,
        "kind": r.kind,
        "size": r.size,
        "first": r.first,
        "last": r.last,
    }
    if r.operator is not None:
        entry["operator"] = {"subgraph": r.operator[0], "index": r.operator[1]}
    if r.offline_offset is not None:
        entry["offline"] = True
    return entry


def plan_document(analysis: Analysis, result: PlanResult) -> Json:
    tensors: list[JsonValue] = []
    doc: Json = {
        "strategy": result.strategy,
        "family": result.family,
        "footprint_bytes": result.footprint,
        "planning_seconds": round(result.seconds, 6),
    }
    if result.upstream:
        doc["upstream"] = result.upstream
    if result.plan.note:
        doc["note"] = result.plan.note
    plan = result.plan
    for i, r in enumerate(analysis.records):
        entry = _record_entry(r)
        if isinstance(plan, OffsetPlan):
            entry["offset"] = plan.offsets[i]
        elif isinstance(plan, SharedObjectsPlan):
            entry["object"] = plan.object_of[i]
        tensors.append(entry)
    sizes = {(r.subgraph, r.tensor): r.size for r in analysis.records}
    for a in analysis.lifetimes.aliases:
        tensors.append(
            {
                "subgraph": a.subgraph,
                "index": a.tensor,
                "name": a.name,
                "kind": "tensor",
                "size": analysis.graph.subgraphs[a.subgraph].tensors[a.tensor].nbytes,
                "alias_of": a.of,
                "root_size": sizes.get((a.subgraph, a.of)),
            }
        )
    doc["tensors"] = tensors
    if isinstance(plan, SharedObjectsPlan):
        doc["objects"] = list(plan.object_sizes)
    return doc


def analysis_document(analysis: Analysis) -> Json:
    """The whole ``memplan/1`` document for one model."""
    peak = analysis.lifetimes.step_at(analysis.peak_time)
    doc: Json = {
        "schema": SCHEMA,
        "model": analysis.graph.path,
        "semantics": analysis.lifetimes.semantics,
        **(analysis.runnability.document() if analysis.runnability is not None else {}),
        "alignment": analysis.alignment,
        "naive_bytes": analysis.naive_bytes,
        "lower_bound_bytes": analysis.lower_bound_bytes,
        "peak": {
            "step": analysis.peak_time,
            "bytes": analysis.peak_bytes,
            "subgraph": peak.subgraph if peak else None,
            "operator": peak.operator if peak else None,
            "opcode": peak.opcode if peak else None,
        },
        "lower_bound_applies": analysis.lower_bound_applies,
        "warnings": list(analysis.notes),
        "left_out": list(analysis.left_out),
        "plans": [plan_document(analysis, p) for p in analysis.plans],
        "flash": flash_document(analysis.graph, analysis.arena),
        "compute": compute_document(analysis.graph),
    }
    if analysis.arena is not None:
        doc["arena"] = analysis.arena.document()
    if analysis.offline is not None:
        doc["offline_plan"] = {
            "pinned": analysis.offline.pinned,
            "buffers": analysis.offline.buffers,
            "overlapping": analysis.offline.overlapping,
        }
    if analysis.operator_order is not None:
        r = analysis.operator_order
        doc["operator_order"] = {
            "stored_peak_bytes": r.stored_peak,
            "peak_bytes": r.peak,
            "bound_bytes": r.bound,
            "optimal": r.optimal,
            "reordered": analysis.reordered,
            "needed_bytes": analysis.order_needed,
        }
    if any(p.family == "shared_objects" for p in analysis.plans):
        doc["shared_objects_lower_bound_bytes"] = analysis.shared_objects_bound.bytes
        doc["shared_objects_positional_bound_bytes"] = analysis.shared_objects_bound.positional
        doc["shared_objects_lower_bound_by"] = analysis.shared_objects_bound.describe()
    return doc
