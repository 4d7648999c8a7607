"""``memplan whatif``: the head when tensors live outside TFLM's arena (pre-allocated tensors RFC)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import require_real_models
from tests.tiny_models import branch_48
from tflite_memplan import analyze, load_model, parse_model
from tflite_memplan.whatif import outside, rank


def test_only_a_tensor_in_the_peak_combination_saves() -> None:
    # branch_48: t0 [0, 2], t1 [1, 3], t2 [2, 3], t3 [3, 3], 48 B each; head 144 (steps 2 and 3).
    a = analyze(parse_model(branch_48()))
    # Without t2: t0+t1 at step 2 and t1+t3 at step 3 are 96 B; TFLM's planner fits them in 96.
    moved = outside(a, ["t2"])
    assert (moved.head_before, moved.head_after, moved.saving, moved.in_peak) == (144, 96, 48, (True,))
    # Without the input t0, step 3 still holds t1, t2 and t3: nothing saved.
    assert outside(a, ["t0"]).saving == 0
    ranked = rank(a)
    assert [(m.tensors[0], m.kind[0], m.saving) for m in ranked] == [
        ("t0", "input", 0),
        ("t3", "output", 0),
        ("t1", "intermediate", 48),
        ("t2", "intermediate", 48),
    ]


def test_person_detect_input_outside_saves_nothing() -> None:
    # The RFC's example: the camera input is not in the peak pair (operator 2's input and
    # output), so keeping it in its own buffer frees no arena bytes.
    a = analyze(load_model(require_real_models() / "person_detect.tflite"))
    assert outside(a, ["input"]).saving == 0
    best = max(rank(a), key=lambda m: m.saving)
    assert best.tensors == ("MobilenetV1/MobilenetV1/Conv2d_1_pointwise/Relu6",) and best.saving == 18_432


def test_whatif_cli(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(branch_48())
    r = cli("whatif", "m.tflite", "--outside", "t2")
    assert r.stdout.splitlines() == [
        "Planned head (tflm_greedy)  144 B",
        "With t2 outside             96 B",
        "Saving                      48 B",
        "t2 (intermediate) is live at the peak (operator 1 RELU6 (step 2))",
    ]
    r = cli("whatif", "m.tflite")
    assert (r.exit_code, r.stderr.splitlines()[-1]) == (2, "Error: give --outside TENSOR (repeatable) or --rank")
    r = cli("whatif", "m.tflite", "--outside", "nope")
    assert (r.exit_code, r.stderr) == (2, "Error: no planned tensor named 'nope' (see memplan analyze)\n")
