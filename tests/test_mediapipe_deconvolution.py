"""MediaPipe's custom transposed convolution (``Convolution2DTransposeBias``) under LiteRT
with XNNPACK: LiteRT has no kernel for it, the delegate runs it.

The smallest model that shows it, built with the project's writer as MediaPipe's
selfie-segmentation models have it: a CONV_2D, the custom deconvolution whose filter and
bias are DEQUANTIZEs of float16 constants, and a LOGISTIC. memplan reads the options the
delegate reads (``TfLiteTransposeConvParams`` stored byte for byte), takes the operator
and its two DEQUANTIZEs into the one partition, and sizes its packed weights and
indirection buffer as a deconvolution's (the figures below by hand). The runtime test
measures the same model in the ``ai-edge-litert`` wheel with the corpus's machinery
(``tests/corpus/measure.py``); the corpus rows of the selfie-segmentation models are the
real-model check (``tests/test_corpus_xnnpack.py``).
"""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np
import pytest

from tflite_memplan.analysis import analyze
from tflite_memplan.model.reader import parse_model
from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model
from tflite_memplan.semantics.litert.mediapipe import DECONVOLUTION, SAME, VALID, params
from tflite_memplan.semantics.litert.runnable import litert_runnability
from tflite_memplan.semantics.litert.xnnpack import delegated_graph, delegation
from tflite_memplan.semantics.litert.xnnpack_indirection import xnnpack_indirection
from tflite_memplan.semantics.litert.xnnpack_weights import packed_weights


def deconvolution_model(
    padding: int = SAME,
    stride: int = 2,
    kernel: int = 2,
    options: bytes | None = None,
    float16: bool = True,
    size: int | None = None,
) -> bytes:
    """x (1, 8, 8, 4) → CONV_2D 3×3 SAME → the custom deconvolution (3 output channels,
    ``kernel``×``kernel`` at ``stride``; its filter and bias DEQUANTIZEs of float16
    constants, or float32 constants) → LOGISTIC. ``options``: the custom options' bytes
    (default: the struct with ``padding`` and the strides); ``size``: the output's height
    and width (default: what the padding gives)."""
    if size is None:
        size = 8 * stride if padding == SAME else (8 - 1) * stride + kernel
    raw = struct.pack("<3i", padding, stride, stride) if options is None else options
    w = np.full((3, kernel, kernel, 4), 0.5)
    conv = {"padding": "SAME", "stride_w": 1, "stride_h": 1, "fused_activation_function": 0}
    tensors = [
        TensorSpec("x", (1, 8, 8, 4), "float32"),
        TensorSpec("cw", (4, 3, 3, 4), "float32", data=np.ones((4, 3, 3, 4), np.float32)),
        TensorSpec("cb", (4,), "float32", data=np.zeros(4, np.float32)),
        TensorSpec("c", (1, 8, 8, 4), "float32"),
    ]
    ops = [OpSpec("CONV_2D", [0, 1, 2], [3], conv)]
    if float16:
        tensors += [
            TensorSpec("w16", w.shape, "float16", data=w.astype(np.float16)),
            TensorSpec("w", w.shape, "float32"),
            TensorSpec("b16", (3,), "float16", data=np.zeros(3, np.float16)),
            TensorSpec("b", (3,), "float32"),
        ]
        ops += [OpSpec("DEQUANTIZE", [4], [5]), OpSpec("DEQUANTIZE", [6], [7])]
        filter_bias = [5, 7]
    else:
        tensors += [
            TensorSpec("w", w.shape, "float32", data=w.astype(np.float32)),
            TensorSpec("b", (3,), "float32", data=np.zeros(3, np.float32)),
        ]
        filter_bias = [4, 5]
    y, z = len(tensors), len(tensors) + 1
    tensors += [TensorSpec("y", (1, size, size, 3), "float32"), TensorSpec("z", (1, size, size, 3), "float32")]
    ops += [
        OpSpec(DECONVOLUTION, [3, *filter_bias], [y], custom=True, custom_options=raw),
        OpSpec("LOGISTIC", [y], [z]),
    ]
    return build_model([SubgraphSpec(tensors, ops, inputs=[0], outputs=[z], name="main")])


def _deconvolution(graph):
    return next(op for op in graph.main.operators if op.opcode == DECONVOLUTION)


def test_the_reader_keeps_the_options_the_delegate_reads() -> None:
    """The custom options are not a flexbuffer: the struct's bytes, read as LiteRT's
    TfLiteTransposeConvParams (padding, stride width, stride height); fewer bytes than the
    struct read as zeros, as the delegate's copy over a zeroed struct leaves them."""
    op = _deconvolution(parse_model(deconvolution_model(VALID, stride=3, kernel=3)))
    assert op.custom_options == struct.pack("<3i", VALID, 3, 3)
    assert (params(op).padding, params(op).stride_w, params(op).stride_h) == (VALID, 3, 3)
    short = _deconvolution(parse_model(deconvolution_model(options=struct.pack("<i", SAME))))
    assert (params(short).padding, params(short).stride_w, params(short).stride_h) == (SAME, 0, 0)


def test_xnnpack_takes_it_with_its_float16_weights_in_one_partition() -> None:
    """Every operator is delegated, the two DEQUANTIZEs unpacked, one partition (memplan
    had left the deconvolution and its DEQUANTIZEs to TFLite: two partitions)."""
    d = delegation(parse_model(deconvolution_model()).main)
    assert (sorted(d.taken), len(d.partitions), sorted(d.unpacked), d.unmodelled) == ([0, 1, 2, 3, 4], 1, [1, 2], ())


@pytest.mark.parametrize(
    ("why", "model"),
    [
        ("unknown padding", deconvolution_model(padding=0)),
        ("zero stride", deconvolution_model(options=struct.pack("<3i", SAME, 0, 2))),
        ("no options", deconvolution_model(options=b"")),
        ("SAME with a stride larger than the kernel", deconvolution_model(stride=3, kernel=2)),
        ("VALID with an output smaller than the kernel", deconvolution_model(VALID, stride=1, kernel=9, size=8)),
    ],
)
def test_the_delegate_refuses_options_it_cannot_compute(why: str, model: bytes) -> None:
    """VisitMediaPipeDeconvolutionNode's refusals: the operator stays with TFLite, which has
    no kernel for it, so LiteRT stops even with XNNPACK."""
    graph = parse_model(model)
    d = delegation(graph.main)
    assert 3 not in d.taken and len(d.partitions) == 2, why
    refusal = litert_runnability(graph, delegate="xnnpack").refusals
    assert [(r.opcode, r.phase) for r in refusal] == [(DECONVOLUTION, "resolve")], why


def test_it_runs_with_xnnpack_and_not_without() -> None:
    """LiteRT ships no kernel for it: the built-in kernels stop at it (the unresolved
    custom operator's placeholder); XNNPACK replaces the placeholder."""
    graph = parse_model(deconvolution_model())
    assert litert_runnability(graph, delegate="xnnpack").runnable
    none = litert_runnability(graph, delegate="none")
    assert [(r.opcode, r.phase) for r in none.refusals] == [(DECONVOLUTION, "resolve")]


#: (cpu, stride, kernel, padding) -> (packed bytes, indirection bytes), by hand: 3 output channels,
#: 4 input channels, float32. The packed filter (deconvolution-nhwc.c): output channels to the
#: narrow tile's nr (3 < the IGEMM's nr: the nr2 configuration), each its taps × 4 input
#: channels × 4 bytes and one 4-byte bias per subkernel (stride² when strided), to 64 bytes.
#: The indirection buffer: strided (2 ≤ the 2×2 kernel), subconvolutions: 4 taps × 16 output
#: rows × stride 2 × ceil(16 / 2) columns (mr 1 for one image) × 8 bytes = 8,192; not strided
#: (VALID 3×3 at stride 1, 10×10 out), an IGEMM's: 9 taps × 100 pixels rounded to mr × 8.
BY_HAND = {
    # nr2 8: 8 · (4·4·4 + 4·4) = 640
    ("avx2", 2, 2, SAME): (640, 8_192),
    # nr2 16: 16 · 80 = 1,280
    ("avx512", 2, 2, SAME): (1_280, 8_192),
    ("avx512amx", 2, 2, SAME): (1_280, 8_192),
    # 8 · (9·4·4 + 4) = 1,184 → 1,216; mr among (1, 5, 10) for 100 pixels: 10 → 9 · 100 · 8 = 7,200
    ("avx2", 1, 3, VALID): (1_216, 7_200),
    # 16 · 148 = 2,368 → 2,368; mr among (1, 7): 7 (15 rows of 7 cost less than 100 of 1) → 9 · 105 · 8 = 7,560
    ("avx512", 1, 3, VALID): (2_368, 7_560),
}


@pytest.mark.parametrize(("cpu", "stride", "kernel", "padding"), list(BY_HAND))
def test_packed_weights_and_indirection_by_hand(cpu: str, stride: int, kernel: int, padding: int) -> None:
    graph = parse_model(deconvolution_model(padding, stride=stride, kernel=kernel))
    _, delegations = delegated_graph(graph)
    packed = packed_weights(graph, delegations, cpu)
    deconv = [p for p in packed.operators if p.opcode == DECONVOLUTION]
    assert len(deconv) == 1 and deconv[0].path == "deconv" and not packed.unmodelled
    indirection = [b for b in xnnpack_indirection(graph, packed, delegations).buffers if b.operator == 3]
    assert (deconv[0].nbytes, sum(b.nbytes for b in indirection)) == BY_HAND[(cpu, stride, kernel, padding)]


def test_float32_weights_need_no_dequantize() -> None:
    """Float32 constants are taken as they are (three operators, one partition)."""
    d = delegation(parse_model(deconvolution_model(float16=False)).main)
    assert (sorted(d.taken), len(d.partitions), sorted(d.unpacked)) == ([0, 1, 2], 1, [])


def test_the_report_counts_it_in_the_partition() -> None:
    """With XNNPACK the arena at the delegate's boundary holds only the input and the
    output (1 × 8 × 8 × 4 and 1 × 16 × 16 × 3 floats), and no operator is left unmodelled."""
    analysis = analyze(
        parse_model(deconvolution_model()), "litert", semantics_options={"delegate": "xnnpack", "cpu": "avx2"}
    )
    assert analysis.arena is not None
    doc = analysis.arena.document()
    assert (doc["partitions"], doc["delegated_operators"]) == (1, 5)
    assert analysis.primary.footprint == 8 * 8 * 4 * 4 + 16 * 16 * 3 * 4


@pytest.mark.runtime
@pytest.mark.parametrize(
    ("padding", "stride", "kernel", "threads"),
    [(SAME, 2, 2, 1), (SAME, 2, 2, 2), (VALID, 1, 3, 1)],
    ids=["strided", "strided-2-threads", "valid-unit-stride"],
)
def test_it_matches_the_wheel(padding: int, stride: int, kernel: int, threads: int, tmp_path: Path) -> None:
    """The wheel runs the model with XNNPACK: memplan's delegated operators, partitions,
    arena span, workspace, packed weights and indirection buffers equal what it does, and
    the total is within 1 % of the heap's growth (measured with the corpus's stages: the
    probe, and gdb on XNNPACK's plan, its packings and its allocator)."""
    pytest.importorskip("ai_edge_litert")
    from tests.corpus.compare import verdict
    from tests.corpus.measure import indirection_stage, memplan, probe_stage, weights_stage, workspace_stage

    path = tmp_path / "deconvolution.tflite"
    path.write_bytes(deconvolution_model(padding, stride=stride, kernel=kernel))
    measured = probe_stage(path, threads)
    assert measured["ran"], "the wheel runs it with XNNPACK"
    figures = ["runs", "partitions", "delegated_operators", "span", "total"]
    for figure, (found, _) in (
        ("workspace", workspace_stage(path, threads)),
        ("packed_weights", weights_stage(path)),
        ("indirection", indirection_stage(path, threads)),
    ):
        if found.get(figure) is not None and (figure != "packed_weights" or threads == 1):
            measured.update(found)
            figures.append(figure)
    mine = memplan(path, threads)
    misses = {f: (mine, measured) for f in figures if verdict(f, mine, measured) is not True}
    assert not misses, misses
