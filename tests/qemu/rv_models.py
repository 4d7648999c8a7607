"""Streaming, wake-word-like int8 models with resource variables (issue 37, item 1), built with
memplan's own writer (``tests.kernel_models.build``).

Each model is a chain of stages; a stage keeps the last ``T - 1`` frames of its input in a
resource variable, as a streaming keyword-spotting model does:

    VAR_HANDLE s_k -> READ_VARIABLE -> state [1, T-1, 1, C]
    CONCATENATION(state, x) on the time axis -> [1, T-1+F, 1, C]
    CONV_2D / DEPTHWISE_CONV_2D, a T x 1 VALID kernel -> [1, F, 1, C']
    STRIDED_SLICE of the concatenation (its last T-1 frames) -> the new state
    VAR_HANDLE s_k -> ASSIGN_VARIABLE(new state)

so every variable has two VAR_HANDLE operators (six variables: 12), and a FULLY_CONNECTED
classifier closes the graph. ``models()`` returns ``{name: bytes}``; the shapes are chosen
so state sizes, channel counts and tensor counts fall on many different 16-byte
alignments. ``python -m tests.qemu.rv_models OUTDIR`` writes them as ``OUTDIR/NAME.tflite``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.kernel_models import build

Q = "q=0.05,0"


def streaming(name: str, frames: int, channels: int, stages: list[tuple[str, int, int]], classes: int) -> dict:
    """``stages``: (kind, T, C_out) with kind ``conv`` or ``dw`` (depthwise, C_out a multiple of C_in)."""
    tensors = [f"x q8[1,{frames},1,{channels}] {Q}"]
    ops = []

    def add(text: str) -> int:
        tensors.append(text)
        return len(tensors) - 1

    x, c = 0, channels
    for k, (kind, t, cout) in enumerate(stages):
        keep = t - 1
        h1 = add(f"h{k}a resource[]")
        ops.append(("VAR_HANDLE", [], [h1], {"container": "", "shared_name": f"stream_{k}"}))
        state = add(f"state{k} q8[1,{keep},1,{c}] {Q}")
        ops.append(("READ_VARIABLE", [h1], [state]))
        cat = add(f"cat{k} q8[1,{keep + frames},1,{c}] {Q}")
        ops.append(("CONCATENATION", [state, x], [cat], {"axis": 1}))
        if kind == "dw":
            w = add(f"w{k} q8[1,{t},1,{cout}] q=pc,0 dim=3 rand=w{name}{k}")
            opts = {"padding": "VALID", "stride_w": 1, "stride_h": 1, "depth_multiplier": cout // c}
            opcode = "DEPTHWISE_CONV_2D"
        else:
            w = add(f"w{k} q8[{cout},{t},1,{c}] q=pc,0 rand=w{name}{k}")
            opts = {"padding": "VALID", "stride_w": 1, "stride_h": 1}
            opcode = "CONV_2D"
        b = add(f"b{k} int32[{cout}] fill=0 q=0.05*pc,0")
        y = add(f"y{k} q8[1,{frames},1,{cout}] {Q}")
        ops.append((opcode, [cat, w, b], [y], {**opts, "fused_activation_function": "RELU"}, 3))
        begin = add(f"sb{k} i32[4] =0,{frames},0,0")
        end = add(f"se{k} i32[4] =1,{keep + frames},1,{c}")
        stride = add(f"ss{k} i32[4] =1,1,1,1")
        new = add(f"new{k} q8[1,{keep},1,{c}] {Q}")
        ops.append(("STRIDED_SLICE", [cat, begin, end, stride], [new]))
        h2 = add(f"h{k}b resource[]")
        ops.append(("VAR_HANDLE", [], [h2], {"container": "", "shared_name": f"stream_{k}"}))
        ops.append(("ASSIGN_VARIABLE", [h2, new], []))
        x, c = y, cout
    flat = frames * c
    w = add(f"wfc q8[{classes},{flat}] q=0.02,0 rand=fc{name}")
    b = add(f"bfc int32[{classes}] fill=0 q=0.001,0")
    out = add(f"out q8[1,{classes}] q=0.1,0")
    ops.append(("FULLY_CONNECTED", [x, w, b], [out], {"fused_activation_function": "NONE"}, 4))
    return {"name": name, "tensors": tensors, "ops": ops, "inputs": [0], "outputs": [out]}


# fmt: off
#: name -> (frames, input channels, stages, classes)
SPECS: dict[str, tuple[int, int, list[tuple[str, int, int]], int]] = {
    # six variables, 12 VAR_HANDLE, as the wake-word model
    "ww6_a": (1, 40, [("conv", 3, 32), ("dw", 5, 32), ("conv", 1 + 1, 48), ("dw", 5, 48), ("conv", 2, 32),
                      ("dw", 3, 32)], 3),
    "ww6_b": (1, 20, [("conv", 5, 30), ("dw", 7, 30), ("conv", 3, 24), ("dw", 9, 24), ("conv", 3, 20),
                      ("dw", 5, 20)], 2),
    "ww6_c": (3, 13, [("conv", 3, 17), ("dw", 3, 17), ("conv", 4, 9), ("dw", 5, 18), ("conv", 2, 11),
                      ("dw", 3, 11)], 4),
    "ww6_d": (2, 40, [("dw", 3, 40), ("conv", 5, 64), ("dw", 3, 64), ("conv", 3, 64), ("dw", 7, 64),
                      ("conv", 3, 32)], 2),
    "ww6_e": (1, 8, [("conv", 2, 8), ("conv", 2, 8), ("conv", 2, 8), ("conv", 2, 8), ("conv", 2, 8),
                     ("conv", 2, 8)], 1),
    "ww6_f": (1, 33, [("dw", 4, 33), ("dw", 4, 33), ("conv", 4, 21), ("dw", 4, 21), ("conv", 4, 7),
                      ("dw", 4, 7)], 5),
    # fewer variables
    "ww1_a": (1, 40, [("conv", 3, 32)], 3),
    "ww1_b": (2, 7, [("dw", 6, 14)], 2),
    "ww2_a": (1, 24, [("conv", 3, 24), ("dw", 5, 24)], 2),
    "ww2_b": (3, 10, [("dw", 4, 20), ("conv", 2, 15)], 3),
    "ww3_a": (1, 40, [("conv", 5, 32), ("dw", 3, 32), ("conv", 3, 16)], 2),
    "ww3_b": (2, 5, [("conv", 3, 9), ("dw", 3, 9), ("conv", 5, 13)], 4),
    "ww4_a": (1, 16, [("conv", 3, 16), ("dw", 3, 16), ("conv", 3, 16), ("dw", 3, 16)], 2),
    "ww4_b": (1, 12, [("dw", 3, 24), ("conv", 4, 20), ("dw", 2, 20), ("conv", 3, 6)], 3),
    "ww5_a": (1, 40, [("conv", 3, 48), ("dw", 5, 48), ("conv", 3, 48), ("dw", 5, 48), ("conv", 3, 24)], 2),
    "ww5_b": (2, 6, [("conv", 2, 6), ("dw", 3, 12), ("conv", 2, 5), ("dw", 4, 5), ("conv", 2, 3)], 2),
    "ww8_a": (1, 16, [("conv", 3, 16), ("dw", 3, 16), ("conv", 2, 12), ("dw", 3, 12), ("conv", 2, 10),
                      ("dw", 3, 10), ("conv", 2, 8), ("dw", 3, 8)], 2),
}
# fmt: on


def random_specs(count: int = 40, seed: int = 37) -> dict[str, tuple[int, int, list[tuple[str, int, int]], int]]:
    """``count`` more streaming models, their sizes drawn with a fixed seed: 1 to 6 variables,
    1 to 3 frames, 3 to 40 channels, kernels of 2 to 7 frames."""
    import numpy as np

    rng = np.random.default_rng(seed)
    out = {}
    for i in range(count):
        frames, c = int(rng.integers(1, 4)), int(rng.integers(3, 41))
        stages = []
        for _ in range(int(rng.integers(1, 7))):
            t = int(rng.integers(2, 8))
            if rng.random() < 0.5:
                m = int(rng.integers(1, 3))
                stages.append(("dw", t, c * m))
                c *= m
            else:
                c = int(rng.integers(3, 41))
                stages.append(("conv", t, c))
        out[f"rnd{i:02d}"] = (frames, int(rng.integers(3, 41)), stages, int(rng.integers(1, 6)))
    # the first stage's input channels are the model's: fix depthwise multipliers to match
    for name, (frames, c, stages, classes) in out.items():
        fixed, cin = [], c
        for kind, t, cout in stages:
            if kind == "dw":
                cout = cin * max(1, cout // max(1, cin)) if cout % cin == 0 else cin
            fixed.append((kind, t, cout))
            cin = cout
        out[name] = (frames, c, fixed, classes)
    return out


def models() -> dict[str, bytes]:
    specs = {**SPECS, **random_specs()}
    return {name: build(streaming(name, *spec)) for name, spec in specs.items()}


if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, data in models().items():
        (out / f"{name}.tflite").write_bytes(data)
        print(name, len(data))
