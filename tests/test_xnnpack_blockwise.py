"""Blockwise-quantized weights: a class found on held-out models, said, not guessed.

LLM-style weights are int4 quantized block by block (the schema's ``BlockwiseQuantization``
details: the scales live in another tensor, one per block of 32 or more). LiteRT's XNNPACK
delegate takes a FULLY_CONNECTED with such weights (its ``qb4w`` path: it packs the weights
with their block scales and converts the float input to int8 in its workspace), where
memplan's rules leave it to the built-in kernels. Until that path is modelled, memplan must
say so in the report and the JSON (a warning naming the operator), never hand a silent
figure. The runtime test shows the delegate does take it, so the warning is needed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import load_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

OUT, IN, BLOCK = 16, 64, 32


def _blockwise_fc(tmp_path: Path) -> Path:
    """One FULLY_CONNECTED: float32 [1, 64] input, int4 [16, 64] weights quantized in
    blocks of 32 (float16 scales [16, 2]), float32 [1, 16] output."""
    weights = bytes(i % 256 for i in range(OUT * IN // 2))  # two int4 values a byte
    scales = np.full((OUT, IN // BLOCK), 0.01, dtype=np.float16)
    tensors = [
        TensorSpec("x", (1, IN), "float32"),
        TensorSpec("w", (OUT, IN), "int4", data=weights, blockwise=(2, -1, BLOCK)),
        TensorSpec("w_scales", (OUT, IN // BLOCK), "float16", data=scales),
        TensorSpec("y", (1, OUT), "float32"),
    ]
    ops = [OpSpec("FULLY_CONNECTED", [0, 1, -1], [3])]
    path = tmp_path / "blockwise_fc.tflite"
    path.write_bytes(build_model([SubgraphSpec(tensors, ops, [0], [3])]))
    return path


def test_the_reader_keeps_the_quantization_details(tmp_path: Path) -> None:
    """The weights' QuantizationDetails kind (2: blockwise) is read; plain tensors have 0."""
    sg = load_model(_blockwise_fc(tmp_path)).main
    assert [t.quant_details for t in sg.tensors] == [0, 2, 0, 0]
    assert sg.tensors[1].quantized


def test_memplan_says_it_does_not_judge_a_blockwise_fully_connected(tmp_path: Path) -> None:
    """With XNNPACK, the report's warnings name the FULLY_CONNECTED that reads the
    blockwise weights; without the delegate there is nothing to say."""
    graph = load_model(_blockwise_fc(tmp_path))
    xnnpack = analyze(graph, "litert", semantics_options={"delegate": "xnnpack", "threads": 1})
    notes = [w for w in xnnpack.lifetimes.warnings if "XNNPACK may take" in w]
    assert notes and "FULLY_CONNECTED (blockwise" in notes[0]
    none = analyze(graph, "litert", semantics_options={"delegate": "none"})
    assert not any("XNNPACK may take" in w for w in none.lifetimes.warnings)


@pytest.mark.runtime
def test_the_wheel_delegates_the_blockwise_fully_connected(tmp_path: Path) -> None:
    """LiteRT's default resolver gives the blockwise FULLY_CONNECTED to XNNPACK (one
    partition, the node gone from the execution plan): the case the warning is for."""
    pytest.importorskip("ai_edge_litert")
    from tflite_memplan.semantics.litert import probe

    info = probe.litert_arena_tensors(_blockwise_fc(tmp_path), delegate=True)
    if info is None:
        pytest.skip("LiteRT's probe did not run the model")
    delegation = info["delegation"]
    assert delegation["execution_plan"] == [delegation["nodes"]]
