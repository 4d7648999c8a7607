"""``memplan optimize``: a smaller plan written into the model's offline-plan metadata."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REAL_MODELS, SAMPLES, require_real_models
from tests.tiny_models import branch_48_offline
from tflite_memplan import parse_model
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
    # Every buffer is kept byte for byte; the plan is one more buffer at the end.
    assert _buffers(result.data)[:-1] == _buffers(data)


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
    from tflite_memplan.model.schema import OFFLINE_PLAN_METADATA
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


def test_replace_plan_reports_the_model_as_stored_before(cli, tmp_path: Path) -> None:
    """``--replace-plan`` compares with the plan the model carries, not with TFLM planning
    it afresh: a model already holding the best plan is left alone, and says so."""
    first = tmp_path / "o.tflite"
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
