"""``memplan optimize``: a smaller plan written into the model's offline-plan metadata."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES, require_real_models
from tests.tiny_models import branch_48_offline
from tflite_memplan import parse_model
from tflite_memplan.analysis import analyze
from tflite_memplan.model.metadata import set_metadata
from tflite_memplan.optimize import optimize

SAMPLE_MODELS = sorted(p.name for p in SAMPLES.glob("*.tflite"))
REAL = sorted(p.name for p in REAL_MODELS.glob("*.tflite")) if REAL_MODELS.is_dir() else []


def _content(data: bytes) -> tuple:
    """Everything a runtime reads from a model but the offline plan."""
    g = parse_model(data)
    tensors = [
        (t.name, t.shape, t.dtype, t.has_data, t.is_variable, t.quant_scales, t.shape_signature)
        for sg in g.subgraphs
        for t in sg.tensors
    ]
    ops = [
        (o.opcode, o.inputs, o.outputs, dict(o.options), o.called_subgraphs) for sg in g.subgraphs for o in sg.operators
    ]
    io = [(sg.inputs, sg.outputs) for sg in g.subgraphs]
    return tensors, ops, io


def _buffers(data: bytes) -> list[bytes]:
    import tflite

    m = tflite.Model.GetRootAs(data, 0)
    return [
        m.Buffers(i).DataAsNumpy().tobytes() if m.Buffers(i).DataLength() else b"" for i in range(m.BuffersLength())
    ]


def test_reshape_chain_gets_the_lower_bound() -> None:
    # TFLM's greedy plan of reshape_chain is 1,024 B; the live-bytes bound is 768 B, and
    # greedy_by_size's tensor offsets reach it once pinned.
    data = (SAMPLES / "reshape_chain.tflite").read_bytes()
    result = optimize(data, "reshape_chain.tflite")
    assert (result.head_before, result.head_after) == (1024, 768) == (1024, result.before.lower_bound_bytes)
    assert result.data is not None
    written = parse_model(result.data)
    assert written.offline_offsets == result.offsets
    assert _content(result.data) == _content(data)
    # Every buffer is kept byte for byte; the plan, then the builds it was chosen for, are two more at the end.
    assert _buffers(result.data)[:-2] == _buffers(data)
    assert _buffers(result.data)[-1] == b"cortex-m4" and written.offline_plan_builds == ("cortex-m4",)


def test_nothing_is_written_when_tflm_is_already_at_its_best() -> None:
    result = optimize((SAMPLES / "while_loop.tflite").read_bytes(), "while_loop.tflite")
    assert result.data is None and result.after is None and result.head_after == result.head_before == 112


def test_a_model_with_an_offline_plan_needs_replace_plan(cli, tmp_path: Path) -> None:
    (tmp_path / "o.tflite").write_bytes(branch_48_offline())
    r = cli("optimize", tmp_path / "o.tflite", "-o", tmp_path / "out.tflite")
    assert (r.exit_code, r.stderr) == (
        2,
        f"Error: {tmp_path / 'o.tflite'} already carries an offline plan: replace it on purpose or keep it\n",
    )
    assert not (tmp_path / "out.tflite").exists()


def test_set_metadata_replaces_an_entry_and_keeps_the_others() -> None:
    data = branch_48_offline((0, 48, 0, 0))
    from tflite_memplan.model.slots import OFFLINE_PLAN_METADATA
    from tflite_memplan.model.writer import offline_plan_metadata

    replaced = set_metadata(data, OFFLINE_PLAN_METADATA, offline_plan_metadata((0, 48, 96, 0)))
    assert parse_model(replaced).offline_offsets == (0, 48, 96, 0)
    extra = set_metadata(replaced, "memplan_note", b"hello")
    assert parse_model(extra).offline_offsets == (0, 48, 96, 0)
    assert _buffers(extra)[-1] == b"hello"
    assert _content(extra) == _content(data)


def test_cli_reports_before_and_after_and_writes_atomically(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    before = (SAMPLES / "reshape_chain.tflite").read_bytes()
    Path("m.tflite").write_bytes(before)
    r = cli("optimize", "m.tflite", "-o", "out.tflite")
    assert r.exit_code == 0, r.stderr
    assert r.stdout.splitlines() == [
        "m.tflite → out.tflite",
        "  bytes, cortex-m4                    minimum      change      head      change",
        "  as given                              1,968                 1,024",
        "  operator order: none better           1,968         0 B     1,024         0 B",
        "  offline plan, greedy_by_size          1,712      -256 B       768      -256 B",
        "  written (plan)                        1,712      -256 B       768      -256 B",
        "  the offline plan is chosen for cortex-m4 (recorded in the model's metadata)",
        "",
        "  in the firmware (predicted):",
        "    plan compiled in (--emit-c)         1,680      -288 B",
        "    two arenas, together                1,728      -240 B",
        "      persistent (may be slower RAM)      960",
        "      non-persistent                      768",
    ]
    assert r.stderr == "wrote out.tflite\n"
    assert Path("m.tflite").read_bytes() == before  # the input is never touched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.tflite", "out.tflite"]
    r = cli("optimize", "m.tflite", "-o", "m.tflite")
    assert (r.exit_code, r.stderr) == (
        2,
        "Error: m.tflite is the input model: pass --force to replace it, or choose another -o\n",
    )


_INVOKE = r"""
import sys, numpy as np
from tflite_micro.python.tflite_micro import runtime
outs = []
for path in sys.argv[1:]:
    it = runtime.Interpreter.from_file(path, arena_size=8 << 20)
    for i in range(len(it.get_input_details(0)) and 64):
        try:
            d = it.get_input_details(i)
        except Exception:
            break
        rng = np.random.default_rng(i)
        it.set_input((rng.random(d["shape"]) * 100 - 50).astype(d["dtype"]), i)
    it.invoke()
    outs.append(it.get_output(0).copy())
print("same" if np.array_equal(outs[0], outs[1]) else "different")
"""


@pytest.mark.runtime
@pytest.mark.parametrize(
    "name",
    SAMPLE_MODELS + [f"real:{n}" for n in sorted(p.name for p in REAL_MODELS.glob("*.tflite"))]
    if REAL_MODELS.is_dir()
    else SAMPLE_MODELS,
)
def test_the_interpreter_uses_the_predicted_head_and_computes_the_same(name: str, tmp_path: Path) -> None:
    pytest.importorskip("tflite_micro")
    from tests.runtimes import tflm_measured

    path = require_real_models() / name.removeprefix("real:") if name.startswith("real:") else SAMPLES / name
    original = tflm_measured(path)
    if original is None:
        pytest.skip(f"{name}: the tflite-micro interpreter cannot allocate it")
    # forced: the head is checked whether or not the minimum drops (that is checked below)
    result = optimize(path.read_bytes(), str(path), replace_plan=True, options={"target": "host64"}, force=True)
    assert result.head_before == original.head
    if result.data is None:
        return
    out = tmp_path / "optimized.tflite"
    out.write_bytes(result.data)
    measured = tflm_measured(out)
    assert measured is not None
    assert measured.head == result.head_after <= original.head
    if path.stat().st_size > 1_000_000:
        pytest.skip("a 4 MB model: invoking it twice is too slow for the suite (its head is checked above)")
    proc = subprocess.run([sys.executable, "-c", _INVOKE, str(path), str(out)], capture_output=True, text=True)
    assert proc.stdout.strip() == "same", proc.stderr[-2000:]


def test_emit_c_compiles_to_the_plan(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The emitted source, compiled against the two structs TFLM's shim reads (declared here
    with TFLM's field layout), holds every buffer's offset in AddBuffer order."""
    import shutil

    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes((SAMPLES / "scratch_ops.tflite").read_bytes())
    r = cli("optimize", "m.tflite", "-o", "out.tflite", "--emit-c", "plan.cc")
    assert r.exit_code == 0, r.stderr
    header = tmp_path / "tensorflow" / "lite" / "micro" / "memory_planner" / "memory_plan_struct.h"
    header.parent.mkdir(parents=True)
    header.write_text(
        "#include <stdint.h>\nnamespace tflite {\nstruct BufferDescriptor { int32_t offset; };\n"
        "struct BufferPlan { int32_t buffer_count; BufferDescriptor buffer_plan_entries[1]; };\n}\n"
    )
    Path("main.cc").write_text(
        '#include <cstdio>\n#include "tensorflow/lite/micro/memory_planner/memory_plan_struct.h"\n'
        "extern const tflite::BufferPlan& kMemplanBufferPlan;\n"
        "int main() { for (int i = 0; i < kMemplanBufferPlan.buffer_count; ++i)\n"
        '  std::printf("%d\\n", (int)kMemplanBufferPlan.buffer_plan_entries[i].offset); }\n'
    )
    subprocess.run(["g++", "-std=c++17", "-I.", "plan.cc", "main.cc", "-o", "plan"], check=True)
    printed = [int(x) for x in subprocess.run(["./plan"], capture_output=True, text=True, check=True).stdout.split()]
    result = optimize(Path("m.tflite").read_bytes())
    assert printed == list(result.plan.offsets)
    assert len(printed) == len(result.before.records)  # scratch buffers included


@pytest.mark.runtime
@pytest.mark.parametrize("name", ["skip_connection_f32", "wide_fanout_f32", "dense_block_f32"])
def test_tflm_above_the_bound_gets_the_full_saving_on_the_interpreter(name: str, tmp_path: Path) -> None:
    pytest.importorskip("tflite_micro")
    from tests.runtimes import tflm_measured

    path = SAMPLES / f"{name}.tflite"
    result = optimize(path.read_bytes(), str(path), options={"target": "host64"}, force=True)
    original = tflm_measured(path)
    assert original is not None and original.head == result.head_before > result.before.lower_bound_bytes
    assert result.data is not None
    (tmp_path / "o.tflite").write_bytes(result.data)
    measured = tflm_measured(tmp_path / "o.tflite")
    assert measured is not None and measured.head == result.head_after == result.before.lower_bound_bytes


def test_replace_plan_reports_the_model_as_stored_before(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--replace-plan`` compares with the plan the model carries, not with TFLM planning
    it afresh: a model already holding the best plan is left alone, and says so."""
    monkeypatch.chdir(tmp_path)
    first = Path("o.tflite")
    assert cli("optimize", SAMPLES / "skip_connection_f32.tflite", "-o", first, "--force").exit_code == 0
    r = cli("optimize", first, "-o", tmp_path / "o2.tflite", "--replace-plan")
    assert r.exit_code == 0
    assert r.stdout.splitlines()[:5] == [
        f"{first}: no lever lowers the minimum tensor_arena; nothing written",
        "  bytes, cortex-m4                    minimum      change      head      change",
        "  as given                              1,456                   352",
        "  operator order: none better           1,456         0 B       352         0 B",
        "  offline plan: none smaller            1,456         0 B       352         0 B",
    ]
    assert not (tmp_path / "o2.tflite").exists()
    result = optimize(first.read_bytes(), str(first), replace_plan=True)
    assert (result.head_before, result.before.primary.footprint) == (352, 448)  # as stored; TFLM without a plan


@pytest.mark.runtime
@pytest.mark.parametrize("name", SAMPLE_MODELS)
def test_written_only_when_the_bisected_minimum_drops(name: str, tmp_path: Path) -> None:
    """The figure of merit on the interpreter: a model optimize writes needs a smaller
    arena — its bisected minimum within 16 B of the prediction and below the original's —
    and one it declines to write (the head drops, the minimum does not) would not have
    needed less: its forced output's bisected minimum is not below the original's."""
    pytest.importorskip("tflite_micro")
    from tests.runtimes import tflm_minimum

    path = SAMPLES / name
    host = {"target": "host64"}
    result = optimize(path.read_bytes(), str(path), options=host, replace_plan=True)
    forced = optimize(path.read_bytes(), str(path), options=host, replace_plan=True, force=True)
    if forced.data is None:
        assert result.data is None and result.after is None  # no plan beats TFLM's own head
        return
    original = tflm_minimum(path)
    out = tmp_path / "o.tflite"
    out.write_bytes(forced.data)
    measured = tflm_minimum(out)
    assert original is not None and measured is not None
    assert forced.after is not None and forced.after.arena is not None
    assert abs(measured - forced.after.arena.minimum) <= 16
    if result.data is not None:
        assert measured < original
    else:
        assert measured >= original - 16


# --- every lever, in one table ---------------------------------------------------------------------


def test_unused_tensors_are_removed_and_the_table_says_so(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """cut_dequantize on host64: removing the float output an editor left behind (planned
    alone at lifetime -1, 2,048 B) and a float filter lowers the head to 960 B and the
    minimum by 1,136 B (both figures bisected on the wheel in the runtime tests)."""
    from tests.tiny_models import cut_dequantize

    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(cut_dequantize())
    r = cli("optimize", "m.tflite", "-o", "o.tflite", "--target", "host64", "--no-reorder")
    assert r.exit_code == 0, r.stderr
    assert r.stdout.splitlines() == [
        "m.tflite → o.tflite",
        "  bytes, host64                       minimum      change      head      change",
        "  as given                              3,232                 2,048",
        "  unused tensors removed (2)            2,096    -1,136 B       960    -1,088 B",
        "    tensors' own cost: 48 B tail, 104 B while planning (1 planned)",
        "  offline plan: none smaller            3,232         0 B     2,048         0 B",
        "  written (unused tensors)              2,096    -1,136 B       960    -1,088 B",
        "",
        "  in the firmware (predicted):",
        "    plan compiled in (--emit-c)         2,032    -1,200 B",
        "    two arenas, together                1,888    -1,344 B",
        "      persistent (may be slower RAM)      928",
        "      non-persistent                      960",
    ]
    written = parse_model(Path("o.tflite").read_bytes())
    assert [t.name for t in written.main.tensors] == [
        "serving_default_x:0",
        "x_int8",
        "conv/filter",
        "conv/bias",
        "conv_int8",
    ]
    r = cli("optimize", "m.tflite", "-o", "k.tflite", "--keep-unused", "--no-reorder")
    assert r.stdout.startswith("m.tflite: no lever lowers the minimum tensor_arena; nothing written\n")
    assert not Path("k.tflite").exists()


def test_a_dead_operator_is_counted_in_its_row(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.tiny_models import dangling_dequantize

    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(dangling_dequantize())
    r = cli("optimize", "m.tflite", "-o", "o.tflite", "--target", "host64", "--no-reorder")
    assert r.stdout.splitlines()[2:7] == [
        "  as given                              3,840                 2,560",
        "  unused removed                        2,096    -1,744 B       960    -1,600 B",
        "    1 operator, 2 tensors",
        "  offline plan: none smaller            3,840         0 B     2,560         0 B",
        "  written (unused removed)              2,096    -1,744 B       960    -1,600 B",
    ]


def test_a_subgraph_nothing_runs_is_dropped(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """two_signatures: TFLM runs subgraph 0 only but allocates and prepares the second
    signature's subgraph too; dropping it (and its signature) lowers the minimum from 3,760
    to 1,520 B on host64 (both bisected on the wheel in the runtime tests)."""
    from tests.tiny_models import two_signatures

    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(two_signatures())
    r = cli("optimize", "m.tflite", "-o", "o.tflite", "--target", "host64", "--no-reorder")
    assert r.stdout.splitlines()[2:7] == [
        "  as given                              3,760                 2,304",
        "  unused removed                        1,520    -2,240 B       512    -1,792 B",
        "    1 subgraph nothing runs",
        "  offline plan: none smaller            3,760         0 B     2,304         0 B",
        "  written (unused removed)              1,520    -2,240 B       512    -1,792 B",
    ]
    written = parse_model(Path("o.tflite").read_bytes())
    assert [sg.name for sg in written.subgraphs] == ["infer"]


def test_forced_levers_and_a_rise_are_signed(cli) -> None:
    """dense_block: the plan lowers the head by 80 B, not the minimum; --force writes it and
    says so; two arenas together need 112 B more than one (a "+" change)."""
    r = cli("optimize", SAMPLES / "dense_block_f32.tflite", "-o", "/dev/null", "--force", "--no-reorder")
    assert r.exit_code == 0, r.stderr
    assert r.stdout.splitlines()[1:] == [
        "  bytes, cortex-m4                    minimum      change      head      change",
        "  as given                              1,344                   272",
        "  offline plan, greedy_by_size          1,344         0 B       192       -80 B",
        "  written (plan)                        1,344         0 B       192       -80 B",
        "  the offline plan is chosen for cortex-m4 (recorded in the model's metadata)",
        "  written because of --force: the minimum tensor_arena does not drop",
        "",
        "  in the firmware (predicted):",
        "    plan compiled in (--emit-c)         1,072      -272 B",
        "    two arenas, together                1,456      +112 B",
        "      persistent (may be slower RAM)      848",
        "      non-persistent                      608",
    ]


def test_resource_variable_slots_sized_to_the_model(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """variable_state has one VAR_HANDLE resource: an application creating 100 slots pays
    99 x 40 B more of table on host64 (bisected on the wheel in the runtime tests); the
    snippet creates the table with the model's count, and sizes its arenas for it."""
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes((SAMPLES / "variable_state.tflite").read_bytes())
    args = ("optimize", "m.tflite", "-o", "o.tflite", "--target", "host64", "--emit-c", "plan.cc")
    r = cli(*args, "--resource-variables", "100")
    assert r.exit_code == 0, r.stderr
    assert r.stdout.splitlines() == [
        "m.tflite: no lever lowers the minimum tensor_arena; nothing written",
        "  bytes, host64                       minimum      change      head      change",
        "  as given                              5,856                    48",
        "  operator order: none better           5,856         0 B        48         0 B",
        "  offline plan: none smaller            5,856         0 B        48         0 B",
        "",
        "  in the firmware (predicted):",
        "    plan compiled in (--emit-c)         5,664      -192 B",
        "    two arenas, together                5,808       -48 B",
        "      persistent (may be slower RAM)    5,280",
        "      non-persistent                      528",
        "    resource slots: 1, not 100          1,904    -3,952 B",
    ]
    source = Path("plan.cc").read_text()
    assert source.count("tflite::MicroResourceVariables::Create(allocator, 1);") == 2  # one arena and two
    r = cli(*args)
    assert r.stdout.splitlines()[-1] == "    resource-variable slots: 1, the model's count (no fewer will do)"
    # the source creates the model's one slot, so its sizes are those of the table sized to it
    assert Path("plan.cc").read_text() == source


# --- verified on the interpreter -------------------------------------------------------------------


def _verification_models() -> list[tuple[str, bytes]]:
    """Every sample, dev-set (when present), per-kernel and unused-tensor synthetic model."""
    from tests.kernel_models import kernel_models
    from tests.tiny_models import cut_dequantize, dangling_dequantize, two_signatures, unused_tensors

    models = [(p.name, p.read_bytes()) for p in sorted(SAMPLES.glob("*.tflite"))]
    if REAL_MODELS.is_dir():
        models += [(f"real:{p.name}", p.read_bytes()) for p in sorted(REAL_MODELS.glob("*.tflite"))]
    models += [(f"kernel:{n}", k.data) for n, k in kernel_models().items()]
    synthetic = [("unused_tensors", unused_tensors()), ("cut_dequantize", cut_dequantize())]
    synthetic += [("dangling_dequantize", dangling_dequantize()), ("two_signatures", two_signatures())]
    return [*models, *synthetic]


@pytest.mark.runtime
def test_every_model_optimize_writes_needs_the_predicted_smaller_arena(tmp_path: Path) -> None:
    """optimize as the CLI runs it (every lever, the order searched) on host64, over every
    sample, dev-set, per-kernel and unused-tensor model: each model it writes has a
    bisected minimum within 16 B of the prediction and below the original's, and computes
    the same outputs; the others it leaves alone (their forced outputs are bisected for the
    samples in test_written_only_when_the_bisected_minimum_drops)."""
    pytest.importorskip("tflite_micro")
    from tests.runtimes import tflm_minimum

    written = []
    for name, data in _verification_models():
        result = optimize(data, name, options={"target": "host64"}, replace_plan=True, reorder_first=True, time_limit=1)
        if result.data is None:
            assert not result.minimum_drops, name
            continue
        assert result.after is not None and result.after.arena is not None
        original, out = tmp_path / f"{len(written)}.tflite", tmp_path / f"{len(written)}.out.tflite"
        original.write_bytes(data)
        out.write_bytes(result.data)
        before, after = tflm_minimum(original), tflm_minimum(out)
        assert before is not None and after is not None, name
        assert abs(after - result.after.arena.minimum) <= 16 and after < before, name
        proc = subprocess.run([sys.executable, "-c", _INVOKE, str(original), str(out)], capture_output=True, text=True)
        assert proc.stdout.strip() == "same", (name, proc.stderr[-2000:])
        written.append((name, [lv.name for lv in result.levers if lv.applied]))
    # the lever that writes: the plan on one sample, the rewrite on the unused-tensor models
    assert written == [
        ("reshape_chain.tflite", ["offline_plan"]),
        ("unused_tensors", ["unused_tensors"]),
        ("cut_dequantize", ["unused_tensors"]),
        ("dangling_dequantize", ["unused_tensors"]),
        ("two_signatures", ["unused_tensors"]),
    ]


@pytest.mark.runtime
def test_resource_variable_slots_on_the_wheel(tmp_path: Path) -> None:
    """The table's cost, bisected with the slot counts an application might choose (the
    wheel's wrapper built with that count): variable_state needs 1 slot, and 100 cost what
    memplan predicts. A model without VAR_HANDLE runs even when the table's slots do not
    fit — TFLM's MicroResourceVariables::Create does not check its slot array, and nothing
    reads it — so its bisected minimum grows by the table's 16-byte header only."""
    pytest.importorskip("tflite_micro")
    from tflite_memplan.semantics.tflm.probe import tflm_minimum_arena

    def predicted(path: Path, slots: int | None) -> int:
        opts = {"target": "host64", **({"resource_variables": slots} if slots is not None else {})}
        return optimize(path.read_bytes(), str(path), options=opts).original.needed

    path = SAMPLES / "variable_state.tflite"
    result = optimize(path.read_bytes(), str(path), options={"target": "host64", "resource_variables": 100})
    slots = result.resource_slots
    assert slots is not None and (slots.slots, slots.needed) == (100, 1)
    assert tflm_minimum_arena(path, resource_variables=100) == predicted(path, 100) == result.original.needed
    assert tflm_minimum_arena(path, resource_variables=1) == predicted(path, None) == slots.minimum
    plain = SAMPLES / "reshape_chain.tflite"
    assert tflm_minimum_arena(plain, resource_variables=100) == predicted(plain, None) + 16


def test_an_order_found_before_the_rewrite_serves_the_rewritten_model() -> None:
    """The order is searched on the model as given; when the rewrite removed dead operators,
    the same order without them (renumbered as the rewrite renumbers) is applied."""
    from tflite_memplan.optimize import _without

    assert _without((2, 0, 1, 3), ()) == (2, 0, 1, 3)
    assert _without((2, 0, 1, 3), (1,)) == (1, 0, 2)
    assert _without((3, 1, 0, 2, 4), (0, 3)) == (0, 1, 2)


def test_a_kept_subgraph_keeps_what_it_calls() -> None:
    """Only trailing subgraphs go: one before the last that runs stays, and so does any
    subgraph it calls, even though nothing runs either (TFLM prepares every subgraph)."""
    from tflite_memplan.model.graph import ModelGraph, Operator, Subgraph
    from tflite_memplan.optimize import _kept_subgraphs

    def sg(index: int, *calls: int) -> Subgraph:
        ops = tuple(Operator(k, "CALL_ONCE", (), (), called_subgraphs=(c,)) for k, c in enumerate(calls))
        return Subgraph(index, f"s{index}", (), ops, (), ())

    graph = ModelGraph("m", (sg(0, 2), sg(1, 4), sg(2), sg(3), sg(4), sg(5)))
    assert _kept_subgraphs(graph) == {0, 1, 2, 3, 4}
    assert _kept_subgraphs(ModelGraph("m", (sg(0), sg(1), sg(2)))) == {0}


def test_offsets_past_the_plans_int32_words_are_refused_in_one_line() -> None:
    # From the round-four fuzz run (seed 20261132): a flipped dimension made a 2 GiB tensor,
    # and optimize wrote its offsets into the plan's int32 words (OverflowError).
    from tflite_memplan.errors import MemplanError
    from tflite_memplan.model.metadata import MetadataError
    from tflite_memplan.model.writer import offline_plan_metadata

    assert offline_plan_metadata([0, 2**31 - 1]) == b"".join(v.to_bytes(4, "little") for v in (1, 0, 2, 0, 2**31 - 1))
    with pytest.raises(MetadataError, match=r"^offset 2,147,483,648 does not fit the plan's 32-bit words$"):
        offline_plan_metadata([0, 2**31])
    data = (Path(__file__).parent / "fuzz" / "reproducers" / "offline-plan-past-2gib.tflite").read_bytes()
    with pytest.raises(MemplanError, match=r"cannot add an offline plan: offset .* does not fit"):
        optimize(data, "flipped.tflite")


# --- several builds ---------------------------------------------------------------------------

BUILDS = ("cortex-m4", "cortex-m", "esp32s3", "host64")


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.tflite")), ids=lambda p: p.name)
def test_a_model_optimized_for_several_builds_is_no_worse_on_any(path: Path) -> None:
    data = path.read_bytes()
    others = [{"target": t} for t in BUILDS[1:]]
    result = optimize(data, path.name, options={"target": BUILDS[0]}, builds=others)
    assert [name for name, _, _ in result.builds] == list(BUILDS)
    if result.data is None:
        return
    written = parse_model(result.data)
    for (name, given, after), options in zip(result.builds, [{"target": BUILDS[0]}, *others], strict=True):
        assert given == analyze(parse_model(data), "tflm", semantics_options=options).needed
        assert after == analyze(written, "tflm", semantics_options=options).needed <= given, name
    if any(lv.name == "offline_plan" and lv.applied for lv in result.levers):
        assert written.offline_plan_builds == BUILDS


def test_the_plan_names_its_builds_and_another_build_is_told(cli, tmp_path: Path) -> None:
    out = tmp_path / "r.tflite"
    r = cli("optimize", SAMPLES / "reshape_chain.tflite", "-o", out, "--target", "cortex-m4", "--target", "esp32s3")
    assert r.exit_code == 0, r.stderr
    lines = r.stdout.splitlines()
    start = lines.index("  minimum on every build (as given → written):")
    assert lines[start + 1 : start + 4] == [
        "    cortex-m4                         1,968 → 1,712 B, -256 B (13.0%)",
        "    esp32s3                           2,000 → 1,744 B, -256 B (12.8%)",
        "  the offline plan is chosen for cortex-m4, esp32s3 (recorded in the model's",
    ]
    assert parse_model(out.read_bytes()).offline_plan_builds == ("cortex-m4", "esp32s3")
    same = cli("analyze", out, "--target", "esp32s3", "--json")
    assert not any("chosen by memplan optimize" in n for n in json.loads(same.stdout)["warnings"])
    other = cli("analyze", out, "--target", "cortex-m55")
    assert (
        "note: the model's offline plan was chosen by memplan optimize for cortex-m4, esp32s3, not for cortex-m55"
        in " ".join(other.stdout.split())
    )


def test_on_thousands_of_buffers_optimize_leaves_the_min_cost_flow_search_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # One operator with n graph inputs: n + 2 buffers. Up to 2,000 every offset strategy is
    # tried; beyond, TFLite's MINCOSTFLOW (minutes on thousands of chained buffers) is not,
    # with a note, unless it is the strategy asked for.
    import dataclasses

    from tests.fuzz.hostile import many_operands
    from tflite_memplan.planners import PLANNERS

    calls: list[int] = []
    flow = PLANNERS["offset_min_cost_flow"]

    def counted(records, alignment):  # type: ignore[no-untyped-def]
        calls.append(len(records))
        return flow.given(records, alignment)

    monkeypatch.setitem(PLANNERS, flow.name, dataclasses.replace(flow, plan=counted))
    assert optimize(many_operands(1_998, "inputs"), "m.tflite").notes == ()
    assert calls[0] == 2_000  # then on the model without its unused tensors
    calls.clear()
    over = many_operands(1_999, "inputs")
    assert optimize(over, "m.tflite").notes == (
        "offline plan: not planned, their searches taking minutes at 2,001 buffers: offset_min_cost_flow "
        "(over 2,000 buffers); name one to run it anyway",
    )
    assert calls == []
    assert optimize(over, "m.tflite", strategy="offset_min_cost_flow").notes == ()
    assert calls[0] == 2_001


def test_figures_wider_than_their_column_stay_apart() -> None:
    # A 10 MB arena and a change of -1,960,096 B fill their columns (9 and 12 wide): each
    # still follows a space, as the label does (measured on a 49,000-operator chain, whose
    # rows read "5,733,280-1,960,096 B" and "RAM)4,557,248" before).
    from types import SimpleNamespace

    from tflite_memplan.report.text import other_levers

    result = SimpleNamespace(
        plan_struct=SimpleNamespace(minimum=5_733_280),
        two_arenas=SimpleNamespace(total=17_693_472, persistent=14_557_248, non_persistent=3_136_224),
        resource_slots=SimpleNamespace(slots=0, needed=0),
        original=SimpleNamespace(needed=7_693_376),
    )
    lines = other_levers(result).plain.splitlines()  # type: ignore[arg-type]
    assert lines[1:] == [
        "  in the firmware (predicted):",
        "    plan compiled in (--emit-c)      5,733,280 -1,960,096 B",
        "    two arenas, together             17,693,472 +10,000,096 B",
        "      persistent (may be slower RAM) 14,557,248",
        "      non-persistent                 3,136,224",
    ]
