"""Synthetic graphs: deterministic per seed, about the size asked for, and valid graphs
(that every planner plans them validly is checked in test_properties.py)."""

from __future__ import annotations

import pytest

from tests.synthetic import (
    KINDS,
    activation_count,
    chain,
    synthetic_graph,
    transformer,
    transformer_tensors,
    unet,
    unet_tensors,
    wide_branches,
)
from tflite_memplan.model.graph import ModelGraph, TensorKind
from tflite_memplan.semantics.tflm.lifetimes import tflm_lifetimes


def assert_valid(graph: ModelGraph) -> None:
    """Every operator reads only graph inputs, constants or tensors produced earlier."""
    sg = graph.main
    assert [t.index for t in sg.tensors] == list(range(len(sg.tensors)))
    assert [op.index for op in sg.operators] == list(range(len(sg.operators)))
    available = set(sg.inputs) | {t.index for t in sg.tensors if t.has_data}
    produced: set[int] = set()
    for op in sg.operators:
        for t in op.inputs:
            assert t in available, f"{op.opcode} #{op.index} reads tensor {t} before it exists"
        for t in op.outputs:
            assert t not in available and t not in produced, f"tensor {t} is written twice"
            produced.add(t)
            available.add(t)
    assert set(sg.outputs) <= produced
    consumed = {t for op in sg.operators for t in op.inputs}
    for t in sg.tensors:
        assert t.nbytes is not None and t.nbytes > 0
        assert all(d >= 1 for d in t.shape)
        if not t.has_data:
            assert t.index in available, f"activation {t.index} is never produced"
            assert t.index in consumed or t.index in sg.outputs, f"activation {t.index} is never used"
    kinds = {t.index: t.kind for t in sg.tensors}
    assert all(kinds[t] == TensorKind.INPUT for t in sg.inputs)
    assert all(kinds[t] == TensorKind.OUTPUT for t in sg.outputs)


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("n", [2, 40, 500, 3000])
def test_synthetic_graphs_are_valid_and_about_the_requested_size(kind: str, n: int) -> None:
    g = synthetic_graph(kind, n, seed=n)
    assert_valid(g)
    count = activation_count(g)
    if n >= 500:
        assert abs(count - n) <= 0.05 * n
    elif kind in ("chain", "wide_branches"):
        assert count == n


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_same_seed_same_graph_other_seed_other_graph(kind: str) -> None:
    a = synthetic_graph(kind, 300, seed=7)
    assert synthetic_graph(kind, 300, seed=7) == a
    others = [synthetic_graph(kind, 300, seed=s) for s in range(8, 12)]
    assert any(o != a for o in others)


def test_generators_leave_the_global_rng_alone() -> None:
    import random

    random.seed(123)
    expected = random.random()
    random.seed(123)
    synthetic_graph("chain", 200, seed=1)
    synthetic_graph("transformer", 200, seed=1)
    assert random.random() == expected


def test_exact_sizes_of_the_size_arguments() -> None:
    assert activation_count(chain(99, seed=3)) == 100
    assert len(chain(99, seed=3).main.operators) == 99
    assert len(wide_branches(250, 4, seed=3).main.operators) == 250
    for depth, stages in ((1, 1), (4, 1), (5, 3), (9, 2)):
        assert activation_count(unet(depth, seed=2, stages=stages)) == unet_tensors(depth, stages)
    for blocks in (1, 2, 5):
        assert activation_count(transformer(blocks, seed=2)) == transformer_tensors(blocks)


def test_unet_skip_tensors_live_across_the_hourglass() -> None:
    g = unet(4, seed=0)
    records = tflm_lifetimes(g).records
    longest = max(r.last - r.first for r in records)
    # The first encoder level's skip tensor waits for the last decoder level.
    assert longest >= len(g.main.operators) - 6


def test_transformer_has_attention_and_residuals() -> None:
    g = transformer(2, seed=0)
    ops = [op.opcode for op in g.main.operators]
    assert ops.count("BATCH_MATMUL") == 4
    assert ops.count("SOFTMAX") == 2
    assert ops.count("FULLY_CONNECTED") == 12
    assert ops.count("MEAN") == 10
    assert not tflm_lifetimes(g).warnings


def test_unknown_kind_and_bad_sizes_are_rejected() -> None:
    with pytest.raises(ValueError, match="choose from"):
        synthetic_graph("resnet", 100, seed=0)
    with pytest.raises(ValueError):
        synthetic_graph("chain", 1, seed=0)
    with pytest.raises(ValueError):
        chain(0)
    with pytest.raises(ValueError):
        unet(0)
