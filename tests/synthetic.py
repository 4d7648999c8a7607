"""Synthetic model graphs, for scale tests and benchmarks.

Real models big enough to stress a planner (tens of thousands of tensors) are rare
and large to ship, and planners only ever see usage records. So this module builds
:class:`~tflite_memplan.model.graph.ModelGraph` values directly — no flatbuffer — whose
*shape* of memory use resembles real networks of four families:

- :func:`chain` — a MobileNet-like CNN: one long path whose resolution goes down
  (and, in long chains, back up) with channels growing as resolution shrinks, so
  buffer sizes vary over two orders of magnitude and nothing lives long.
- :func:`wide_branches` — Inception-like modules: ``width`` parallel branches of
  1–3 operators joined by a CONCATENATION, so several buffers are live at once.
- :func:`unet` — encoder/decoder with skip connections: every encoder level's output
  waits for its decoder level, the longest-lived buffers being the largest ones.
  ``stages`` > 1 stacks hourglasses one after another.
- :func:`transformer` — pre-norm encoder blocks: decomposed layer norms,
  Q/K/V projections, per-head attention (S×S scores), residual adds and an MLP.

Every generator takes a seed and draws from a private ``random.Random(seed)``, so a
graph is a pure function of its arguments. Shapes are drawn at random from ranges
seen in real models; the *structure* (how many operators, which feeds which) is a
function of the size arguments only, so sizes can be targeted exactly.
:func:`synthetic_graph` picks the size arguments that give about ``n_records``
planned tensors. Operators use only builtins whose TFLite Micro kernels are known to
memplan (a decomposed layer norm's MEAN asks TFLM for two small scratch buffers).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from tflite_memplan.model.dtypes import tensor_nbytes
from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph, Tensor, tensor_kind

# Builtin option values as the schema encodes them (and the loader reports them).
_SAME, _VALID = 0, 1
_NO_ACTIVATION, _RELU, _RELU6 = 0, 1, 3


@dataclass
class _Spec:
    name: str
    shape: tuple[int, ...]
    dtype: str
    constant: bool


@dataclass
class _Builder:
    """Accumulates tensors and operators in execution order (private, mutable)."""

    dtype: str
    tensors: list[_Spec] = field(default_factory=list)
    ops: list[tuple[str, tuple[int, ...], tuple[int, ...], dict[str, object]]] = field(default_factory=list)

    def tensor(self, name: str, shape: Sequence[int], dtype: str | None = None, constant: bool = False) -> int:
        self.tensors.append(_Spec(name, tuple(shape), dtype or self.dtype, constant))
        return len(self.tensors) - 1

    def const(self, name: str, shape: Sequence[int], dtype: str | None = None) -> int:
        return self.tensor(name, shape, dtype, constant=True)

    def shape(self, t: int) -> tuple[int, ...]:
        return self.tensors[t].shape

    def op(
        self,
        opcode: str,
        inputs: Sequence[int],
        out_shape: Sequence[int],
        options: Mapping[str, object] | None = None,
        out_dtype: str | None = None,
    ) -> int:
        """Append one operator with a single new output tensor; return that tensor."""
        out = self.tensor(f"{opcode.lower()}_{len(self.ops)}", out_shape, out_dtype)
        self.ops.append((opcode, tuple(inputs), (out,), dict(options or {})))
        return out

    # CNN building blocks (NHWC, SAME padding).

    def _bias_dtype(self) -> str:
        return "int32" if self.dtype == "int8" else self.dtype

    def conv(self, x: int, cout: int, k: int = 3, stride: int = 1, act: int = _RELU6) -> int:
        b, h, w, cin = self.shape(x)
        n = len(self.ops)
        weights = self.const(f"conv_{n}/weights", (cout, k, k, cin))
        bias = self.const(f"conv_{n}/bias", (cout,), self._bias_dtype())
        options = {"padding": _SAME, "stride_w": stride, "stride_h": stride, "fused_activation_function": act}
        return self.op("CONV_2D", (x, weights, bias), (b, _down(h, stride), _down(w, stride), cout), options)

    def depthwise(self, x: int, stride: int = 1) -> int:
        b, h, w, c = self.shape(x)
        n = len(self.ops)
        weights = self.const(f"dwconv_{n}/weights", (1, 3, 3, c))
        bias = self.const(f"dwconv_{n}/bias", (c,), self._bias_dtype())
        options = {
            "padding": _SAME,
            "stride_w": stride,
            "stride_h": stride,
            "depth_multiplier": 1,
            "fused_activation_function": _RELU6,
        }
        return self.op("DEPTHWISE_CONV_2D", (x, weights, bias), (b, _down(h, stride), _down(w, stride), c), options)

    def pool(self, x: int, stride: int, opcode: str = "MAX_POOL_2D", size: int = 2) -> int:
        b, h, w, c = self.shape(x)
        options = {
            "padding": _SAME,
            "stride_w": stride,
            "stride_h": stride,
            "filter_width": size,
            "filter_height": size,
            "fused_activation_function": _NO_ACTIVATION,
        }
        return self.op(opcode, (x,), (b, _down(h, stride), _down(w, stride), c), options)

    def resize(self, x: int, h: int, w: int) -> int:
        b, _, _, c = self.shape(x)
        size = self.const(f"resize_{len(self.ops)}/size", (2,), "int32")
        options = {"align_corners": False, "half_pixel_centers": False}
        return self.op("RESIZE_NEAREST_NEIGHBOR", (x, size), (b, h, w, c), options)

    def concat(self, xs: Sequence[int]) -> int:
        shapes = [self.shape(x) for x in xs]
        out = (*shapes[0][:-1], sum(s[-1] for s in shapes))
        return self.op("CONCATENATION", xs, out, {"axis": len(out) - 1, "fused_activation_function": _NO_ACTIVATION})

    def build(self, path: str, inputs: Sequence[int], outputs: Sequence[int], description: str) -> ModelGraph:
        ins, outs = set(inputs), set(outputs)
        tensors = []
        for i, s in enumerate(self.tensors):
            kind = tensor_kind(is_variable=False, has_data=s.constant, is_input=i in ins, is_output=i in outs)
            tensors.append(
                Tensor(
                    index=i,
                    name=s.name,
                    shape=s.shape,
                    dtype=s.dtype,
                    nbytes=tensor_nbytes(s.shape, s.dtype),
                    kind=kind,
                    has_data=s.constant,
                    quantized=s.dtype in ("int8", "int16"),
                )
            )
        operators = tuple(
            Operator(index=k, opcode=opcode, inputs=i, outputs=o, options=opts)
            for k, (opcode, i, o, opts) in enumerate(self.ops)
        )
        sg = Subgraph(0, "main", tuple(tensors), operators, tuple(inputs), tuple(outputs))
        return ModelGraph(path=path, subgraphs=(sg,), description=description)


def _down(size: int, stride: int) -> int:
    """Output extent of a SAME-padded window: ceil(size / stride)."""
    return -(-size // stride)


def activation_count(graph: ModelGraph) -> int:
    """Tensors of the main subgraph a runtime plans: neither constant nor variable.

    This is what :func:`synthetic_graph` aims ``n_records`` at. TFLite Micro adds a few
    kernel scratch buffers to it, TFLite's CPU planner removes the tensors it computes
    in place, so their record counts differ from it by a few percent.
    """
    return sum(1 for t in graph.main.tensors if not t.has_data and not t.is_variable)


def chain(n_ops: int, seed: int = 0) -> ModelGraph:
    """A MobileNet-like chain of ``n_ops`` operators (``n_ops + 1`` activations). O(n_ops).

    A stride-2 stem, then a random walk over resolution levels (stride-2 convolutions
    going down, nearest-neighbour resizes coming back up, never below 4×4), with
    depthwise and 1×1 convolutions (sometimes expanding channels 4×) in between.
    """
    if n_ops < 1:
        raise ValueError(f"a chain needs at least one operator, got {n_ops}")
    rng = random.Random(seed)
    dtype = rng.choice(("int8", "float32"))
    side = rng.choice((96, 128, 160, 192, 224))
    base = rng.choice((8, 16, 24, 32))
    g = _Builder(dtype)
    x = g.tensor("input", (1, side, side, 3))
    x = g.conv(x, base, stride=2)
    top_level = 0
    while top_level < 5 and side // 2 ** (top_level + 2) >= 4:
        top_level += 1
    level = 0
    widths = [min(base * 2**lv, 1024) for lv in range(top_level + 1)]
    while len(g.ops) < n_ops:
        r = rng.random()
        if r < 0.08 and level < top_level:
            level += 1
            x = g.conv(x, widths[level], stride=2)
        elif r < 0.12 and level > 0:
            level -= 1
            _, h, w, _ = g.shape(x)
            x = g.resize(x, h * 2, w * 2)
        elif r < 0.56:
            x = g.depthwise(x)
        else:
            x = g.conv(x, widths[level] * rng.choice((1, 1, 4)), k=1)
    return g.build(f"synthetic:chain:{n_ops}:{seed}", [0], [x], f"synthetic chain of {n_ops} operators")


def wide_branches(n_ops: int, width: int, seed: int = 0) -> ModelGraph:
    """Inception-like modules of ``width`` parallel branches, ``n_ops`` operators in all. O(n_ops).

    Each module feeds its input to every branch (a 1×1 convolution, or a pooling then
    a 1×1 convolution, followed by up to two 3×3 convolutions) and concatenates the
    branch outputs; now and then a module halves the resolution in every branch.
    When fewer than ``width + 1`` operators remain, the graph ends in a short chain.
    """
    if n_ops < 1 or width < 1:
        raise ValueError(f"wide_branches needs n_ops >= 1 and width >= 1, got {n_ops} and {width}")
    rng = random.Random(seed)
    dtype = rng.choice(("int8", "float32"))
    side = rng.choice((17, 28, 35, 56))
    g = _Builder(dtype)
    x = g.tensor("input", (1, side, side, rng.choice((64, 128, 192))))
    while n_ops - len(g.ops) >= width + 1:
        spare = n_ops - len(g.ops) - (width + 1)
        lengths = [1] * width
        for b in rng.sample(range(width), width):
            extra = min(rng.randint(0, 2), spare)
            lengths[b] += extra
            spare -= extra
        reduce = g.shape(x)[1] >= 8 and rng.random() < 0.1
        outs = []
        for length in lengths:
            cb = rng.choice((32, 48, 64, 96, 128, 192))
            stride = 2 if reduce else 1
            if length >= 2 and rng.random() < 0.3:
                y = g.pool(x, stride, rng.choice(("MAX_POOL_2D", "AVERAGE_POOL_2D")), size=3)
                y = g.conv(y, cb, k=1)
                rest = length - 2
            else:
                y = g.conv(x, cb, k=3 if reduce else 1, stride=stride)
                rest = length - 1
            for _ in range(rest):
                y = g.conv(y, cb, k=3)
            outs.append(y)
        x = g.concat(outs)
    while len(g.ops) < n_ops:
        x = g.conv(x, rng.choice((64, 128, 256)), k=1)
    return g.build(
        f"synthetic:wide_branches:{n_ops}:{width}:{seed}",
        [0],
        [x],
        f"synthetic Inception-like graph, {n_ops} operators, {width} branches per module",
    )


def unet_tensors(depth: int, stages: int = 1) -> int:
    """Planned tensors of :func:`unet` (input included): 1 + stages·(7·depth + 3)."""
    return 1 + stages * (7 * depth + 3)


def unet(depth: int, seed: int = 0, stages: int = 1) -> ModelGraph:
    """A U-Net of ``depth`` levels; ``stages`` hourglasses stacked end to end. O(stages·depth).

    Per level the encoder runs two 3×3 convolutions and keeps the result as a skip
    tensor, then max-pools; the decoder resizes back up, concatenates the skip
    tensor and runs two convolutions; a 1×1 convolution ends each stage. Pooling
    stops halving at 4×4 (deeper levels pool with stride 1), so any depth is valid.
    """
    if depth < 1 or stages < 1:
        raise ValueError(f"a U-Net needs depth >= 1 and stages >= 1, got {depth} and {stages}")
    rng = random.Random(seed)
    dtype = rng.choice(("int8", "float32"))
    side = rng.choice((64, 96, 128, 256))
    base = rng.choice((8, 16, 32))
    g = _Builder(dtype)
    x = g.tensor("input", (1, side, side, rng.choice((1, 3))))
    for _ in range(stages):
        skips = []
        for level in range(depth):
            ch = min(base * 2**level, 512)
            x = g.conv(g.conv(x, ch), ch)
            skips.append(x)
            x = g.pool(x, 2 if g.shape(x)[1] >= 8 else 1)
        ch = min(base * 2**depth, 512)
        x = g.conv(g.conv(x, ch), ch)
        for level in reversed(range(depth)):
            ch = min(base * 2**level, 512)
            _, h, w, _ = g.shape(skips[level])
            x = g.concat((g.resize(x, h, w), skips[level]))
            x = g.conv(g.conv(x, ch), ch)
        x = g.conv(x, base, k=1, act=_NO_ACTIVATION)
    return g.build(
        f"synthetic:unet:{depth}:{stages}:{seed}", [0], [x], f"synthetic U-Net, depth {depth}, {stages} stage(s)"
    )


_LAYER_NORM_OPS = 9
_BLOCK_OPS = 2 * _LAYER_NORM_OPS + 23


def transformer_tensors(n_blocks: int) -> int:
    """Planned tensors of :func:`transformer` (input included): 1 + 41·blocks + 9 (final norm)."""
    return 1 + n_blocks * _BLOCK_OPS + _LAYER_NORM_OPS


def transformer(n_blocks: int, seed: int = 0) -> ModelGraph:
    """A float32 pre-norm transformer encoder of ``n_blocks`` blocks. O(n_blocks).

    Sequence length 64–256, width 128–512 in heads of 64. Each block: a layer norm
    (decomposed as converters emit it: MEAN, SUB, MUL, MEAN, ADD, RSQRT, MUL, MUL, ADD),
    Q/K/V projections, per-head attention (RESHAPE/TRANSPOSE to heads, scaled Q,
    BATCH_MATMUL to S×S scores, SOFTMAX, BATCH_MATMUL, back to S×D), output
    projection, residual ADD; a second layer norm, an MLP of width 4·D with a
    sigmoid-approximated GELU, residual ADD. A final layer norm ends the graph.
    """
    if n_blocks < 1:
        raise ValueError(f"a transformer needs at least one block, got {n_blocks}")
    rng = random.Random(seed)
    s = rng.choice((64, 128, 196, 256))
    d = rng.choice((128, 192, 256, 384, 512))
    heads, dh = d // 64, 64
    g = _Builder("float32")

    def fc(x: int, units: int, act: int = _NO_ACTIVATION) -> int:
        n = len(g.ops)
        w = g.const(f"fc_{n}/weights", (units, g.shape(x)[-1]))
        b = g.const(f"fc_{n}/bias", (units,))
        options = {"fused_activation_function": act, "keep_num_dims": True}
        return g.op("FULLY_CONNECTED", (x, w, b), (*g.shape(x)[:-1], units), options)

    def layer_norm(x: int) -> int:
        shape = g.shape(x)
        reduced = (*shape[:-1], 1)
        axis = g.const(f"ln_{len(g.ops)}/axis", (1,), "int32")
        mean = g.op("MEAN", (x, axis), reduced, {"keep_dims": True})
        centred = g.op("SUB", (x, mean), shape)
        square = g.op("MUL", (centred, centred), shape)
        var = g.op("MEAN", (square, axis), reduced, {"keep_dims": True})
        var_eps = g.op("ADD", (var, g.const(f"ln_{len(g.ops)}/eps", ())), reduced)
        inv = g.op("RSQRT", (var_eps,), reduced)
        normed = g.op("MUL", (centred, inv), shape)
        scaled = g.op("MUL", (normed, g.const(f"ln_{len(g.ops)}/gamma", (shape[-1],))), shape)
        return g.op("ADD", (scaled, g.const(f"ln_{len(g.ops)}/beta", (shape[-1],))), shape)

    def split_heads(x: int, perm: tuple[int, ...]) -> int:
        shape4 = g.const(f"reshape_{len(g.ops)}/shape", (4,), "int32")
        y = g.op("RESHAPE", (x, shape4), (1, s, heads, dh))
        p = g.const(f"transpose_{len(g.ops)}/perm", (4,), "int32")
        return g.op("TRANSPOSE", (y, p), tuple((1, s, heads, dh)[i] for i in perm))

    x = g.tensor("tokens", (1, s, d))
    for _ in range(n_blocks):
        h = layer_norm(x)
        q, k, v = fc(h, d), fc(h, d), fc(h, d)
        q = g.op("MUL", (q, g.const(f"attn_{len(g.ops)}/scale", ())), (1, s, d))
        qh = split_heads(q, (0, 2, 1, 3))
        kh = split_heads(k, (0, 2, 1, 3))
        vh = split_heads(v, (0, 2, 1, 3))
        scores = g.op("BATCH_MATMUL", (qh, kh), (1, heads, s, s), {"adj_x": False, "adj_y": True})
        probs = g.op("SOFTMAX", (scores,), (1, heads, s, s), {"beta": 1.0})
        ctx = g.op("BATCH_MATMUL", (probs, vh), (1, heads, s, dh), {"adj_x": False, "adj_y": False})
        perm = g.const(f"transpose_{len(g.ops)}/perm", (4,), "int32")
        ctx = g.op("TRANSPOSE", (ctx, perm), (1, s, heads, dh))
        ctx = g.op("RESHAPE", (ctx, g.const(f"reshape_{len(g.ops)}/shape", (3,), "int32")), (1, s, d))
        x = g.op("ADD", (x, fc(ctx, d)), (1, s, d))
        h = layer_norm(x)
        up = fc(h, 4 * d)
        gate = g.op("LOGISTIC", (g.op("MUL", (up, g.const(f"gelu_{len(g.ops)}/k", ())), (1, s, 4 * d)),), (1, s, 4 * d))
        act = g.op("MUL", (up, gate), (1, s, 4 * d))
        x = g.op("ADD", (x, fc(act, d)), (1, s, d))
    x = layer_norm(x)
    return g.build(
        f"synthetic:transformer:{n_blocks}:{seed}",
        [0],
        [x],
        f"synthetic transformer encoder, {n_blocks} blocks, sequence {s}, width {d}",
    )


def _sized_chain(n_records: int, seed: int) -> ModelGraph:
    return chain(max(1, n_records - 1), seed)


def _sized_wide(n_records: int, seed: int) -> ModelGraph:
    width = random.Random(seed).choice((3, 4, 4, 6))
    return wide_branches(max(1, n_records - 1), width, seed)


def _sized_unet(n_records: int, seed: int) -> ModelGraph:
    depth = random.Random(seed).choice((4, 5))
    depth = max(1, min(depth, (n_records - 4) // 7))
    stages = max(1, round((n_records - 1) / (7 * depth + 3)))
    return unet(depth, seed, stages)


def _sized_transformer(n_records: int, seed: int) -> ModelGraph:
    return transformer(max(1, round((n_records - 1 - _LAYER_NORM_OPS) / _BLOCK_OPS)), seed)


#: Graph kinds :func:`synthetic_graph` knows, each sized by planned tensors.
KINDS: Mapping[str, Callable[[int, int], ModelGraph]] = {
    "chain": _sized_chain,
    "wide_branches": _sized_wide,
    "unet": _sized_unet,
    "transformer": _sized_transformer,
}


def synthetic_graph(kind: str, n_records: int, seed: int = 0) -> ModelGraph:
    """A graph of ``kind`` whose main subgraph has about ``n_records`` planned tensors.

    Exact for ``chain`` and ``wide_branches``; ``unet`` and ``transformer`` grow in
    whole stages/blocks (41 tensors a block, 7·depth + 3 a stage), so they land within
    half a block of the target, and never below one block. See
    :func:`activation_count` for what is counted.
    """
    try:
        make = KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown synthetic graph kind {kind!r}; choose from: {', '.join(KINDS)}") from None
    if n_records < 2:
        raise ValueError(f"n_records must be at least 2, got {n_records}")
    return make(n_records, seed)


__all__ = [
    "KINDS",
    "activation_count",
    "chain",
    "synthetic_graph",
    "transformer",
    "transformer_tensors",
    "unet",
    "unet_tensors",
    "wide_branches",
]
