"""``memplan whatif``: the head when tensors live outside TFLM's arena (pre-allocated tensors RFC)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import require_real_models
from tests.fuzz.hostile import in_place_chain, many_operands
from tests.tiny_models import branch_48
from tflite_memplan import analyze, load_model, parse_model
from tflite_memplan.planners.offset.placed import MANY
from tflite_memplan.records import UsageRecord
from tflite_memplan.whatif import PER_RECORD, RANKED_WORK, outside, plan_work, rank


def test_only_a_tensor_in_the_peak_combination_saves() -> None:
    # branch_48: t0 [0, 2], t1 [1, 3], t2 [2, 3], t3 [3, 3], 48 B each; head 144 (steps 2 and 3).
    a = analyze(parse_model(branch_48()))
    # Without t2: t0+t1 at step 2 and t1+t3 at step 3 are 96 B; TFLM's planner fits them in 96.
    moved = outside(a, ["t2"])
    assert (moved.head_before, moved.head_after, moved.saving, moved.in_peak) == (144, 96, 48, (True,))
    # Without the input t0, step 3 still holds t1, t2 and t3: the head stays.
    t0 = outside(a, ["t0"])
    assert (t0.saving, t0.why) == (0, "step 3 is as full without it")
    # The minimum on the default Cortex-M4 is set while TFLM plans (816 B), and one buffer less
    # to plan is 32 B less of the greedy planner's bookkeeping, whichever tensor it is.
    assert a.arena is not None and a.arena.busiest is not None and a.arena.busiest.what == "making the plan"
    ranked = rank(a)
    assert [(m.tensors[0], m.kind[0], m.saving, m.needed_before, m.needed_after) for m in ranked] == [
        ("t1", "intermediate", 48, 816, 784),
        ("t2", "intermediate", 48, 816, 784),
        ("t0", "input", 0, 816, 784),
        ("t3", "output", 0, 816, 784),
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
        "Minimum tensor_arena (cortex-m4)  816 B",
        "  with t2 outside                 784 B, -32 B (3.9%)",
        "Planned head (tflm_greedy)        144 B",
        "  with t2 outside                 96 B, -48 B (33.3%)",
        "t2 (intermediate) is live at the peak (operator 1 RELU6 (step 2))",
    ]
    r = cli("whatif", "m.tflite", "--outside", "t0")
    assert r.stdout.splitlines()[-2:] == [
        "The head stays: step 3 is as full without it.",
        "The minimum tensor_arena drops all the same: TFLM has one buffer less to plan.",
    ]
    r = cli("whatif", "m.tflite", "--rank")
    assert r.stdout.splitlines()[:8] == [
        "Minimum tensor_arena (cortex-m4) 816 B, head 144 B; what each tensor outside the",
        "arena saves:",
        "",
        " saves   head   graph    tensor   why",
        " ────────────────────────────────────────────────────────",
        "    32     48            t1",
        "    32     48            t2",
        "    32      0   input    t0       one buffer less to plan",
    ]
    r = cli("whatif", "m.tflite")
    assert (r.exit_code, r.stderr.splitlines()[-1]) == (2, "Error: give --outside TENSOR (repeatable) or --rank")
    r = cli("whatif", "m.tflite", "--outside", "nope")
    assert (r.exit_code, r.stderr) == (2, "Error: no planned tensor named 'nope' (see memplan analyze)\n")


def test_whatif_takes_a_tensor_index_and_suggests_close_names(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(branch_48())  # tensors t0 (input), t1, t2, t3 (output)
    by_name = cli("whatif", "m.tflite", "--outside", "t2")
    by_index = cli("whatif", "m.tflite", "--outside", "2")
    assert by_index.exit_code == 0 and by_index.stdout == by_name.stdout
    r = cli("whatif", "m.tflite", "--outside", "9")
    assert (r.exit_code, r.stderr) == (2, "Error: no tensor 9: the main subgraph has 4 tensors\n")
    r = cli("whatif", "m.tflite", "--outside", "t22")
    assert (r.exit_code, r.stderr) == (2, "Error: no planned tensor named 't22'; did you mean 't2'?\n")


@pytest.mark.runtime
def test_a_tensor_really_left_out_of_the_plan_frees_what_whatif_says(tmp_path: Path) -> None:
    """The interpreter's own check: TFLM plans no tensor that already has memory, so a copy
    of the model whose input carries data (a constant) is planned as if the application
    had kept that input in its own buffer. Its head must equal whatif's prediction for the
    original with the input --outside. (An offline offset of -1 would not do: that tensor
    is still planned, online.)"""
    pytest.importorskip("tflite_micro")
    import numpy as np

    from tests.runtimes import tflm_measured, tflm_minimum
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    def model(x_data: np.ndarray | None) -> bytes:
        # x (24 floats) is read by the first and the last operator: it is live across the
        # whole graph, so it is part of every step's live bytes, the peak included.
        rng = np.random.default_rng(7)
        tensors = [TensorSpec("x", (1, 24), "float32", x_data)]
        ops = []
        for k, (n_in, n_out) in enumerate(((24, 40), (40, 24))):
            w = (rng.integers(-64, 65, size=(n_out, n_in)) / 64).astype(np.float32)
            tensors += [TensorSpec(f"w{k}", (n_out, n_in), "float32", w), TensorSpec(f"h{k}", (1, n_out), "float32")]
            ops.append(OpSpec("FULLY_CONNECTED", [0 if k == 0 else 2, len(tensors) - 2, -1], [len(tensors) - 1]))
        tensors.append(TensorSpec("y", (1, 24), "float32"))
        ops.append(OpSpec("ADD", [4, 0], [5]))
        inputs = [] if x_data is not None else [0]
        return build_model([SubgraphSpec(tensors, ops, inputs, [5], "main")])

    original = model(None)
    moved = outside(analyze(parse_model(original), semantics_options={"target": "host64"}), ["x"])
    (tmp_path / "kept_out.tflite").write_bytes(model(np.ones((1, 24), np.float32)))
    measured = tflm_measured(tmp_path / "kept_out.tflite")
    assert measured is not None
    assert moved.in_peak == (True,) and moved.saving > 0
    assert measured.head == moved.head_after
    # The minimum too: it is set while TFLM plans, before the graph inputs' structs (the one
    # thing the constant copy lacks) are allocated, so the copy's bisected minimum is whatif's.
    assert moved.needed_after < moved.needed_before
    assert tflm_minimum(tmp_path / "kept_out.tflite") == moved.needed_after


@pytest.mark.runtime
def test_person_detect_input_kept_out_on_the_interpreter(tmp_path: Path) -> None:
    """The RFC's own example on the real interpreter: person_detect's input tensor pointed
    (in a copy of the model) at a buffer that holds data is not planned, as a
    pre-allocated input would not be; the head TFLM then reports is whatif's figure."""
    pytest.importorskip("tflite_micro")
    import struct

    import tflite

    from tests.runtimes import tflm_measured

    data = bytearray((require_real_models() / "person_detect.tflite").read_bytes())
    m = tflite.Model.GetRootAs(bytes(data), 0)
    sg = m.Subgraphs(0)
    tensor = sg.Tensors(sg.Inputs(0))
    need = 96 * 96  # the int8 1x96x96x1 input
    donor = next(i for i in range(m.BuffersLength()) if m.Buffers(i).DataLength() >= need)
    # Tensor field 2 is its buffer index; person_detect stores it, so it can be patched in place.
    table = tensor._tab.Pos
    vtable = table - struct.unpack_from("<i", data, table)[0]
    field = struct.unpack_from("<H", data, vtable + 4 + 2 * 2)[0]
    assert field, "the model omits the input's buffer field"
    struct.pack_into("<I", data, table + field, donor)
    (tmp_path / "input_outside.tflite").write_bytes(bytes(data))
    measured = tflm_measured(tmp_path / "input_outside.tflite")
    moved = outside(analyze(load_model(require_real_models() / "person_detect.tflite")), ["input"])
    assert measured is not None and measured.head == moved.head_after == 55_296
    assert moved.saving == 0 and moved.in_peak == (False,)


def test_plan_work_counts_each_record_and_those_live_with_it() -> None:
    # [0,1] meets itself and [1,2]; [1,2] meets [0,1] and itself; [3,3] only itself:
    # 3 records + 2 + 2 + 1.
    records = [UsageRecord(8, 0, 1), UsageRecord(8, 1, 2), UsageRecord(8, 3, 3)]
    assert plan_work(records) == 3 * PER_RECORD + 5
    assert plan_work([UsageRecord(8, 0, 1)] * 1000) == 1000 * PER_RECORD + 1000 * MANY  # capped: the walk is vectorised


def test_rank_re_plans_fewer_tensors_of_a_dense_model(tmp_path: Path) -> None:
    # Was: 200 plans of 500 records all live together (7 s of CPU); the work budget
    # now allows about 10,000,000 // (502 * 100 + 500 * 500) = 33 of them.
    path = tmp_path / "dense.tflite"
    path.write_bytes(many_operands(500, "inputs"))
    analysis = analyze(load_model(path), "tflm")
    assert len(rank(analysis)) == RANKED_WORK // plan_work(analysis.records) == 33


def test_rank_re_plans_fewer_tensors_of_a_long_chain(tmp_path: Path) -> None:
    # From the fuzz runs of round three: 200 plans of a 2,000-operator in-place chain
    # (few records live together) took 8.8 s of CPU.
    path = tmp_path / "chain.tflite"
    path.write_bytes(in_place_chain(2000, ["EXPAND_DIMS", "ADD", "ADD"]))
    analysis = analyze(load_model(path), "tflm")
    assert len(rank(analysis)) == RANKED_WORK // plan_work(analysis.records) < 60


def test_rank_re_plans_one_tensor_when_one_plan_is_over_the_budget(tmp_path: Path) -> None:
    # From the fuzz runs of round four: two operators of 10,000 operands each; every plan
    # walks thousands of live records (1.5 s each), and four plans were always made (8.8 s).
    path = tmp_path / "twice.tflite"
    path.write_bytes(many_operands(10_000, "twice"))
    analysis = analyze(load_model(path), "tflm")
    assert RANKED_WORK // plan_work(analysis.records) == 1
    assert len(rank(analysis)) == 1
    path.write_bytes(many_operands(20_000, "twice"))
    analysis = analyze(load_model(path), "tflm")
    assert RANKED_WORK // plan_work(analysis.records) == 0
    assert len(rank(analysis)) == 1
