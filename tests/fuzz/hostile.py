"""Hostile models of the classes a fresh fuzzer found (issue 25), sized from a seed.

- **In-place chains and cycles**: operators that may run in place (RESHAPE, SQUEEZE,
  EXPAND_DIMS, ADD, MUL, SOFTMAX …) each reading the last one's output; a cycle
  writes back onto a tensor already on the chain (the reader refuses it).
- **Deep subgraph chains**: subgraph i calls subgraph i + 1 by CALL_ONCE, by an IF
  with one branch for both (a diamond: TFLM numbers 2^depth steps), or by a WHILE
  whose condition and body are the same subgraph.
- **Huge operand counts**: one operator reading or writing 20,000 tensors, made by
  as many producers, or two such operators side by side.
- **Table swaps**: two table offsets of a sample model exchanged (see
  :func:`tests.fuzz.mutate.swap_tables`), from a separate generator so every kind
  of table pair is tried.
"""

from __future__ import annotations

import random

from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

IN_PLACE = ("RESHAPE", "SQUEEZE", "EXPAND_DIMS", "ADD", "MUL", "SUB", "SOFTMAX")


def _floats(n: int, shape: tuple[int, ...] = (1, 16)) -> list[TensorSpec]:
    return [TensorSpec(f"t{i}", shape, "float32") for i in range(n)]


def in_place_chain(n: int, kinds: list[str], cycle_to: int | None = None) -> bytes:
    """``n`` in-place operators t0 → t1 → … → tn (binary ones also read t0); with
    ``cycle_to``, the last one writes tensor ``cycle_to`` instead of tn."""
    ops = []
    for i in range(n):
        kind = kinds[i % len(kinds)]
        out = cycle_to if cycle_to is not None and i == n - 1 else i + 1
        inputs = [i, 0] if kind in ("ADD", "MUL", "SUB") else [i]
        ops.append(OpSpec(kind, inputs, [out], {"beta": 1.0} if kind == "SOFTMAX" else {}))
    return build_model([SubgraphSpec(_floats(n + 1), ops, [0], [n], "m")])


def deep_chain(depth: int, how: str) -> bytes:
    """Subgraph i calls subgraph i + 1 (``how``: ``call_once``, ``if``, ``while``)."""
    subgraphs = []
    for i in range(depth):
        tensors = [*_floats(2, (1, 4)), TensorSpec("c", (1,), "bool")]
        callee = i + 1
        if callee == depth:
            ops = [OpSpec("ADD", [0, 0], [1])]
        elif how == "call_once":
            ops = [OpSpec("CALL_ONCE", [], [], {"init_subgraph_index": callee}), OpSpec("ADD", [0, 0], [1])]
        elif how == "if":
            ops = [OpSpec("IF", [2, 0], [1], {"then_subgraph_index": callee, "else_subgraph_index": callee})]
        else:
            ops = [OpSpec("WHILE", [0], [1], {"cond_subgraph_index": callee, "body_subgraph_index": callee})]
        inputs = [0] if how == "while" else [0, 2]
        subgraphs.append(SubgraphSpec(tensors, ops, inputs, [1], f"s{i}"))
    return build_model(subgraphs)


def many_operands(n: int, how: str) -> bytes:
    """One operator with ``n`` operands (``how``: ``inputs`` from the graph, ``producers``
    each made by its own RELU, ``outputs`` of one SPLIT, ``twice``: two such operators)."""
    if how == "outputs":
        tensors = _floats(n + 1)
        op = OpSpec("SPLIT", [0], list(range(1, n + 1)), {"num_splits": n})
        return build_model([SubgraphSpec(tensors, [op], [0], list(range(1, n + 1)), "m")])
    if how == "twice":
        half = n // 2
        tensors = [*_floats(n), *_floats(2, (1, 16 * half))]
        ops = [
            OpSpec("CONCATENATION", list(range(half)), [n], {"axis": 1}),
            OpSpec("CONCATENATION", list(range(half, 2 * half)), [n + 1], {"axis": 1}),
        ]
        return build_model([SubgraphSpec(tensors, ops, list(range(2 * half)), [n, n + 1], "m")])
    tensors = [*_floats(n + 1), TensorSpec("x", (1, 16), "float32")]
    concat = OpSpec("CONCATENATION", list(range(n)), [n], {"axis": 0})
    if how == "inputs":
        return build_model([SubgraphSpec(tensors, [concat], list(range(n)), [n], "m")])
    relus = [OpSpec("RELU", [n + 1], [i]) for i in range(n)]
    return build_model([SubgraphSpec(tensors, [*relus, concat], [n + 1], [n], "m")])


def generated(rng: random.Random, largest: int = 20_000) -> tuple[str, bytes]:
    """One hostile model of a random class and size (at most ``largest`` operators,
    subgraphs or operands), with a name saying which."""
    kind = rng.choice(("in-place", "in-place-cycle", "deep", "operands"))
    if kind.startswith("in-place"):
        n = min(rng.choice((1, 2, 3, 10, 200, 2000)), largest)
        kinds = [rng.choice(IN_PLACE) for _ in range(rng.choice((1, 3)))]
        cycle = rng.randrange(n + 1) if kind == "in-place-cycle" else None
        return f"{kind}-{n}-{'+'.join(kinds)}-to{cycle}", in_place_chain(n, kinds, cycle)
    if kind == "deep":
        depth, how = min(rng.choice((2, 30, 200, 2000)), largest), rng.choice(("call_once", "if", "while"))
        return f"deep-{how}-{depth}", deep_chain(depth, how)
    n, how = min(rng.choice((2, 100, 2000, 20_000)), largest), rng.choice(("inputs", "producers", "outputs", "twice"))
    return f"operands-{how}-{n}", many_operands(n, how)
