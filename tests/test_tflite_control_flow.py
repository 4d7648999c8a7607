"""LiteRT's arenas of control-flow subgraphs and its tensors sized while running, by hand.

The same models are checked against the real interpreter in ``test_fidelity_litert.py``;
these tests need no runtime: each expectation is worked out from the rules in
``tflite_memplan.semantics.litert.lifetimes`` and ``tflite_memplan.semantics.litert.dynamic``.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from tests.conftest import BUILTIN
from tests.tiny_models import computed_shapes, if_branches, while_dynamic_body, while_with_if
from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model, parse_model
from tflite_memplan.semantics.litert.lifetimes import litert_lifetimes

KERAS = Path(__file__).parent / "models"


def planned(lifetimes, subgraph: int) -> set[str]:
    part = next(p for p in (lifetimes.tail.main, *lifetimes.tail.called) if p.subgraph == subgraph)
    return {r.name for r in part.records if r.kind == "tensor"}


def test_branches_and_loop_bodies_read_their_inputs_from_the_caller() -> None:
    lifetimes = litert_lifetimes(parse_model(while_with_if()), delegate="none")
    # the condition keeps the counter it reads (acc, unread, is dropped) and its verdict
    assert planned(lifetimes, 1) == {"i", "go"}
    # the body's inputs are the caller's buffers: only what it computes is planned
    assert planned(lifetimes, 2) == {"i2", "h", "r", "g", "early", "acc2"}
    # a branch's input is the body's buffer too
    assert planned(lifetimes, 3) == {"w", "out"}


def test_every_called_subgraph_has_a_span_of_its_own_and_the_total_adds_what_is_held_at_once() -> None:
    analysis = analyze(parse_model(if_branches()), "litert", semantics_options=BUILTIN)
    doc = analysis.arena.document()
    spans = {s["subgraph"]: s["span"] for s in doc["subgraphs"]}
    assert set(spans) == {0, 1, 2} and all(spans.values())
    assert spans[1] == analysis.called[0].footprint and spans[2] == analysis.called[1].footprint
    assert doc["span"] == sum(spans.values())
    # IF allocates both branches while it is prepared, with the main subgraph: all at once
    assert doc["resident"] == doc["span"] + doc["persistent"]
    own = doc["interpreter"] + doc["tensor_quantization"] + doc["tflite_structures"] + doc["eigen_thread_pool"]
    assert doc["total"] == doc["resident"] + doc["heap"] + own + doc["ruy_buffers"]


def test_an_unread_loop_output_the_body_passes_through_is_never_allocated() -> None:
    # Keras' GRU loop returns its input sequence unchanged (body input 4 is output 4) and
    # nobody reads WHILE's fifth output: LiteRT drops it when WHILE is prepared.
    graph = load_model(KERAS / "keras_gru.tflite")
    loop = next(op for op in graph.main.operators if op.opcode == "WHILE")
    dropped = graph.main.tensors[loop.outputs[4]].name
    assert dropped not in planned(litert_lifetimes(graph, delegate="none"), 0)


def test_a_dynamic_loop_keeps_its_state_on_the_heap() -> None:
    # The body RESHAPEs its state to a computed shape: WHILE's outputs (a 4-byte counter,
    # a 64-byte state) go to the heap, and so does the body's RESHAPE output (64 bytes),
    # which takes no arena slot in a body LiteRT plans again before each run.
    lifetimes = litert_lifetimes(parse_model(while_dynamic_body()), delegate="none")
    assert planned(lifetimes, 0) == {"x", "y"}
    assert "r" not in planned(lifetimes, 2)
    assert lifetimes.tail.heap == 4 + 64 + 64


def test_outputs_sized_while_running_end_a_stretch_and_go_to_the_heap() -> None:
    lifetimes = litert_lifetimes(parse_model(computed_shapes()), delegate="none")
    names = planned(lifetimes, 0)
    # RESHAPE to a computed shape keeps its slot (y); STRIDED_SLICE with a computed begin
    # does not (s, 32 bytes on the heap); SHAPE and what it folds into take no bytes
    assert "y" in names and "s" not in names
    assert not names & {"xs", "n", "k2"}
    # y (64 bytes, cannot share the graph input's buffer) and s (32) own heap memory
    assert {t: n for t, n in lifetimes.tail.main.heap_tensors} == {4: 64, 10: 32}


def test_operators_newer_than_the_schema_are_named_with_the_subgraphs_left_out() -> None:
    graph = parse_model(if_branches())
    ops = list(graph.main.operators)
    ops[1] = dataclasses.replace(ops[1], opcode="BUILTIN_209", called_subgraphs=())  # as an unknown code reads
    main = dataclasses.replace(graph.main, operators=tuple(ops))
    graph = dataclasses.replace(graph, subgraphs=(main, *graph.subgraphs[1:]))
    lifetimes = litert_lifetimes(graph, delegate="none")
    assert lifetimes.tail.unplanned_subgraphs == 2
    assert any("BUILTIN_209" in w and "2 subgraphs" in w for w in lifetimes.warnings)
