"""The ``memplan`` CLI, driven with click's CliRunner: exact texts and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.cases import branch_48_cortex_m_arena
from tests.conftest import CLI_ENV, SAMPLES
from tests.tiny_models import branch_48
from tflite_memplan.cli import main
from tflite_memplan.model.reader import load_model
from tflite_memplan.plans import OffsetPlan, validate_plan
from tflite_memplan.records import UsageRecord


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner(env=CLI_ENV)


def run(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_analyze_summary_on_the_golden_branch(runner: CliRunner, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    model = "branch.tflite"
    Path(model).write_bytes(branch_48())
    code, out, err = run(runner, "analyze", model)
    assert code == 0, err
    # The tail on the default target is worked out byte by byte in test_gate.py.
    assert out.splitlines() == [
        "Runs                        yes, on TFLM cmsis-nn kernels",
        f"Model                       {model}",
        "Semantics                   tflm (alignment 1 B)",
        "Subgraphs                   1",
        "Operators                   3",
        "Tensors planned             4",
        "Planned head (tflm_greedy)  144 B",
        "Naive (no reuse)            192 B",
        "Lower bound                 144 B",
        "Overhead over lower bound   0.0%",
        "Peak                        144 B live at operator 1 RELU6 (step 2)",
        "Flash                       ≈ model 508 B (weights 0 B, metadata 0 B, structure",
        "                            508 B)",
        "Runtime flash               ≈ 49,511 B TFLM for 3 operators (measured on",
        "                            cortex-m4, cmsis-nn kernels, gcc -Os framework, -O2",
        "                            kernels); model + runtime ≈ 50,019 B",
        "Compute                     0 MACs, 36 element-wise ops",
        "",
        *branch_48_cortex_m_arena(144),
        "Live at the peak: 3 buffers, largest first",
        "",
        " buffer   kind     bytes   steps",
        " " + "─" * 31,
        " t0       tensor      48    0..2",
        " t1       tensor      48    1..3",
        " t2       tensor      48    2..3",
        "",
    ]


def test_analyze_json_is_a_valid_plan(runner: CliRunner) -> None:
    code, out, _ = run(runner, "analyze", str(SAMPLES / "branching_cnn_int8.tflite"), "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["schema"] == "memplan/1"
    assert doc["semantics"] == "tflm"
    plan = doc["plans"][0]
    assert plan["strategy"] == "tflm_greedy" and plan["family"] == "offset"
    entries = [t for t in plan["tensors"] if "alias_of" not in t]
    records = [UsageRecord(size=t["size"], first=t["first"], last=t["last"]) for t in entries]
    validate_plan(records, OffsetPlan(tuple(t["offset"] for t in entries), plan["footprint_bytes"]))
    assert doc["naive_bytes"] == sum(t["size"] for t in entries)
    assert doc["lower_bound_bytes"] <= plan["footprint_bytes"] <= doc["naive_bytes"]


def test_tflite_semantics_lists_in_place_tensors_as_aliases(runner: CliRunner) -> None:
    code, out, _ = run(runner, "analyze", str(SAMPLES / "reshape_chain.tflite"), "--semantics", "litert", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["alignment"] == 64
    plan = doc["plans"][0]
    assert plan["strategy"] == "greedy_by_size"
    aliases = [t for t in plan["tensors"] if "alias_of" in t]
    planned = {t["index"] for t in plan["tensors"] if "alias_of" not in t}
    assert aliases and all(a["alias_of"] in planned for a in aliases)
    assert all(o % 64 == 0 for o in (t["offset"] for t in plan["tensors"] if "offset" in t))


def test_input_shape_override_grows_the_arena(runner: CliRunner) -> None:
    model = str(SAMPLES / "dynamic_batch.tflite")
    _, out1, _ = run(runner, "analyze", model, "--json")
    doc = json.loads(out1)
    # only the batch is dynamic: said once, briefly
    assert [w for w in doc["warnings"] if "dynamic" in w] == [
        "the batch dimension is dynamic; planned at the stored batch (1)"
    ]
    graph = load_model(model)
    inp = graph.main.tensors[graph.main.inputs[0]]
    shape = ",".join(map(str, (4, *inp.shape[1:])))
    code, out4, err = run(runner, "analyze", model, "--json", "--input-shape", f"{inp.name}={shape}")
    assert code == 0, err
    assert json.loads(out4)["plans"][0]["footprint_bytes"] > doc["plans"][0]["footprint_bytes"]


BAD_INPUTS = [
    ("missing.tflite", None, "cannot read model while opening the file: no such file"),
    ("adir", "dir", "cannot read model while opening the file: is a directory, not a .tflite file"),
    ("empty.tflite", b"", "cannot read model while reading the header: file is empty"),
    ("text.tflite", b"this is not a model at all\n", "not a TFLite model"),
    ("wrongid.tflite", b"\x10\x00\x00\x00TFL2" + bytes(64), "file identifier is b'TFL2', not b'TFL3'"),
    (
        "truncated.tflite",
        "truncate",
        "checking the file's structure: subgraph 0: tensors vector runs past the end of the file",
    ),
]


@pytest.mark.parametrize(("name", "content", "message"), BAD_INPUTS)
def test_bad_input_is_one_line_and_exit_2(
    runner: CliRunner, tmp_path: Path, name: str, content: object, message: str
) -> None:
    path = tmp_path / name
    if content == "dir":
        path.mkdir()
    elif content == "truncate":
        path.write_bytes(branch_48()[:300])
    elif isinstance(content, bytes):
        path.write_bytes(content)
    code, out, err = run(runner, "analyze", str(path))
    assert code == 2
    assert out == ""
    assert err.startswith(f"Error: {path}: ")
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_out_of_range_index_exit_2(runner: CliRunner, tmp_path: Path) -> None:
    data = bytearray(branch_48())
    needle = (2).to_bytes(4, "little") + (1).to_bytes(4, "little") + (2).to_bytes(4, "little")
    at = data.find(needle)
    data[at + 8 : at + 12] = (77).to_bytes(4, "little")
    path = tmp_path / "corrupt.tflite"
    path.write_bytes(bytes(data))
    code, _, err = run(runner, "analyze", str(path))
    assert code == 2
    assert err.strip() == (
        f"Error: {path}: cannot read model while reading operator 2 of subgraph 0 (a tensor it uses): "
        "index 77 is out of range (0..3)"
    )


def test_bad_options_exit_2(runner: CliRunner) -> None:
    model = str(SAMPLES / "dynamic_batch.tflite")
    code, _, err = run(runner, "analyze", model, "--strategy", "bogus")
    assert code == 2 and "Invalid value for '--strategy'" in err and "tflm_greedy" in err
    code, _, err = run(runner, "analyze", model, "--semantics", "gpu9")
    assert code == 2 and "Invalid value for '--semantics'" in err
    code, _, err = run(runner, "analyze", model, "--input-shape", "nonsense")
    assert code == 2 and err.startswith("Error: input shape 'nonsense': expected NAME=D1,D2,...")
    code, _, err = run(runner, "analyze", model, "--input-shape", "x=1,2")
    assert code == 2 and "the model has no input named 'x'" in err


def test_every_command_has_help(runner: CliRunner) -> None:
    code, out, _ = run(runner, "--help")
    assert code == 0 and "memplan analyze m.tflite" in out
    assert max(len(line) for line in out.splitlines()) <= 80
    for name, command in main.commands.items():
        assert command.help, name
        code, out, _ = run(runner, name, "--help")
        assert code == 0
        assert command.help.split("\n")[0][:40] in out
        for param in command.params:
            assert param.name == "help" or getattr(param, "help", None) or param.param_type_name == "argument"


def test_timeline_charts_live_bytes_and_marks_the_peak(runner: CliRunner, tmp_path: Path, monkeypatch) -> None:
    # Golden branch: live 48, 96, 144, 144 at steps 0..3; the first 144 is the peak.
    monkeypatch.chdir(tmp_path)
    Path("m.tflite").write_bytes(branch_48())
    code, out, _ = run(runner, "analyze", "m.tflite", "--timeline")
    assert code == 0
    rows = [line.rstrip() for line in out.splitlines()]
    start = rows.index("Live bytes per step")
    chart = [r for r in rows[start:] if r[:5].strip().isdigit()]
    # At 80 columns the bars get what the other columns and the peak mark leave: 41.
    assert chart == [
        "    0   graph inputs     48   " + "█" * 14,
        "    1   0 RELU           96   " + "█" * 27,
        "    2   1 RELU6         144   " + "█" * 41 + " ◀ peak",
        "    3   2 ADD           144   " + "█" * 41,
    ]
    assert max(len(line) for line in out.splitlines()) <= 80
    assert not any(line.endswith(" ") for line in out.splitlines())


def test_model_files_over_the_size_limit_are_refused_until_it_is_raised(runner: CliRunner) -> None:
    model = SAMPLES / "reshape_chain.tflite"
    size = model.stat().st_size
    code, out, err = run(runner, "--max-model-size", "1KiB", "analyze", str(model))
    assert (code, out) == (2, "")
    assert err == (
        f"Error: {model}: cannot read model while opening the file: {size:,} bytes is over the 1,024-byte model "
        "size limit\n"
    )
    code, _, err = run(runner, "--max-model-size", "2GiB", "analyze", str(model))
    assert code == 0, err
    code, _, err = run(runner, "--max-model-size", "3GiB", "analyze", str(model))
    assert code == 2 and "a flatbuffer is at most 2GiB" in err


def test_names_from_the_model_and_the_path_print_literally_on_one_line(runner: CliRunner, tmp_path: Path) -> None:
    # Rich markup ("[/]", "[bold]") and control characters in a tensor, subgraph or file
    # name are shown as they are, escaped onto one line, never interpreted.
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    tensors = [TensorSpec("in[bold]put\nline2\x1b[31m", (1, 64), "float32"), TensorSpec("[/]out", (1, 64), "float32")]
    model = tmp_path / "m[red].tflite"
    model.write_bytes(build_model([SubgraphSpec(tensors, [OpSpec("RELU", [0], [1])], [0], [1], "main\x07")]))
    for args in (["analyze"], ["plan"], ["compare"], ["check", "--budget", "1MiB"], ["check", "--budget", "1B"]):
        code, out, err = run(runner, *args, str(model))
        assert code in (0, 1), err
        assert "Traceback" not in err and "\x1b" not in out and "\x07" not in out
    _, out, _ = run(runner, "plan", str(model))
    assert "in[bold]put\\nline2\\x1b[31m" in out and "[/]out" in out
    # A file name with a newline cannot start a second line (or a GitHub command).
    odd = tmp_path / "odd\n::error::x.tflite"
    odd.write_bytes(model.read_bytes())
    for fmt in ("text", "github", "markdown", "json"):
        code, out, err = run(runner, "check", "--budget", "1B", "--format", fmt, str(odd))
        assert code == 1, err
        assert not any(line.startswith("::error::x") for line in out.splitlines()), out


# --------------------------------------------------------------------------- one grammar


def test_global_options_work_after_the_command_too(runner: CliRunner) -> None:
    model = str(SAMPLES / "reshape_chain.tflite")
    before = run(runner, "--max-model-size", "1KiB", "analyze", model)
    after = run(runner, "analyze", model, "--max-model-size", "1KiB")
    joined = run(runner, "analyze", "--max-model-size=1KiB", model)
    assert before == after == joined and before[0] == 2 and "1,024-byte model size limit" in before[2]


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (("analyze",), "Error: Missing argument 'MODEL.tflite'."),
        (("analyze", "m.tflite", "--top", "0"), "Error: Invalid value for '--top': 0 is not in the range x>=1."),
        (("nonsense",), "Error: No such command 'nonsense'."),
        (("check", "m.tflite", "--format", "xml"), "Error: Invalid value for '--format': 'xml' is not one of"),
    ],
)
def test_click_usage_errors_are_one_line_with_exit_2(runner: CliRunner, args: tuple[str, ...], error: str) -> None:
    code, out, err = run(runner, *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith(error), err


def test_runtime_flags_come_from_the_registry_and_name_their_runtime(runner: CliRunner) -> None:
    model = str(SAMPLES / "reshape_chain.tflite")
    assert run(runner, "analyze", model, "--target", "host64", "--semantics", "litert")[2] == (
        "Error: --target goes with --semantics tflm, not litert\n"
    )
    assert run(runner, "plan", model, "--recording-allocator", "--semantics", "gpu")[2] == (
        "Error: --recording-allocator goes with --semantics tflm, not gpu\n"
    )
    code, out, _ = run(runner, "analyze", "--help")
    assert code == 0 and "--threads INTEGER RANGE" in out and "With --semantics litert:" in " ".join(out.split())


def test_format_json_is_the_json_document(runner: CliRunner) -> None:
    model = str(SAMPLES / "branching_cnn_int8.tflite")

    def document(*args: str) -> dict:
        code, out, err = run(runner, *args)
        assert code == 0, err
        doc = json.loads(out)
        for plan in doc["plans"]:  # planning times differ from run to run
            plan.pop("planning_seconds")
        return doc

    assert document("analyze", model, "--json") == document("analyze", model, "--format", "json")
    assert document("compare", model, "--json", "--strategies", "offset") == document(
        "compare", model, "--format", "json", "--strategies", "offset"
    )


def test_compare_takes_strategies_one_by_one(runner: CliRunner) -> None:
    model = str(SAMPLES / "branching_cnn_int8.tflite")
    code, out, _ = run(runner, "compare", model, "--strategy", "naive", "--strategy", "tflm_greedy", "--json")
    assert code == 0 and [p["strategy"] for p in json.loads(out)["plans"]] == ["naive", "tflm_greedy"]
    code, out, _ = run(runner, "compare", model, "--json")
    assert len(json.loads(out)["plans"]) == len(__import__("tflite_memplan.planners").planners.PLANNERS)


def test_every_help_text_fits_80_columns(runner: CliRunner) -> None:
    for name in ("", *main.commands):
        code, out, _ = run(runner, *([name] if name else []), "--help")
        assert code == 0 and max(len(line) for line in out.splitlines()) <= 80, name


def test_a_failing_run_writes_nothing_and_prints_no_success_table(runner: CliRunner, tmp_path: Path) -> None:
    model = str(SAMPLES / "skip_connection_f32.tflite")
    plan = tmp_path / "plan.cc"
    code, out, err = run(
        runner, "optimize", model, "-o", str(tmp_path / "missing" / "out.tflite"), "--emit-c", str(plan)
    )
    assert (code, out) == (2, "") and not plan.exists()
    assert err == f"Error: cannot write {tmp_path / 'missing' / 'out.tflite'}: no folder {tmp_path / 'missing'}\n"
    code, out, err = run(runner, "optimize", model, "-o", str(tmp_path / "o.tflite"), "--emit-c", str(tmp_path))
    assert (code, out) == (2, "") and err == f"Error: cannot write {tmp_path}: it is a folder\n"
    assert list(tmp_path.iterdir()) == []
    for args in (
        ("reorder", model, "-o", str(tmp_path / "no" / "r.tflite")),
        ("analyze", model, "--export-csv", str(tmp_path / "no" / "p.csv")),
        ("plan", model, "--svg", str(tmp_path / "no" / "p.svg")),
    ):
        code, out, err = run(runner, *args)
        assert (code, out) == (2, "") and err.startswith("Error: cannot write"), args
    assert list(tmp_path.iterdir()) == []


def test_plan_plain_with_svg_writes_the_picture_and_prints_the_plain_text(runner: CliRunner, tmp_path: Path) -> None:
    model = str(SAMPLES / "reshape_chain.tflite")
    svg = tmp_path / "map.svg"
    code, out, err = run(runner, "plan", model, "--plain", "--svg", str(svg))
    assert code == 0 and svg.read_text().startswith("<svg") and err == f"wrote {svg}\n"
    assert out == run(runner, "plan", model, "--plain")[1]
    code, out, _ = run(runner, "plan", model, "--svg", str(svg))
    assert (code, out) == (0, "")


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.tflite")), ids=lambda p: p.name)
def test_analyze_layers_fits_80_columns_and_adds_up(runner: CliRunner, path: Path) -> None:
    code, out, err = run(runner, "analyze", str(path), "--layers")
    assert code == 0, err
    assert max(len(line) for line in out.splitlines()) <= 80
    table = out[out.index("Flash and compute by operator") :].splitlines()
    graph = load_model(path)
    rows = [line for line in table[2:] if line.split()[:1] and line.split()[0][0].isdigit()]
    assert len(rows) == graph.num_operators
    total = next(line for line in table if line.split()[:1] == ["total"])
    assert total.split()[1] == next(line for line in out.splitlines() if line.startswith("Flash")).split()[6]


def test_analyze_json_has_the_flash_split_and_compute_per_operator(runner: CliRunner) -> None:
    path = SAMPLES / "branching_cnn_int8.tflite"
    code, out, _ = run(runner, "analyze", str(path), "--json")
    assert code == 0
    doc = json.loads(out)
    flash = doc["flash"]
    assert flash["model_bytes"] == path.stat().st_size
    assert flash["weights_bytes"] + flash["metadata_bytes"] + flash["structure_bytes"] == flash["model_bytes"]
    assert (
        sum(op["weights_bytes"] for op in flash["operators"]) + sum(t["bytes"] for t in flash["unread"])
        == (flash["weights_bytes"])
    )
    assert flash["c_array"] == {"alignment": 16, "max_bytes": flash["model_bytes"] + 15}
    compute = doc["compute"]
    assert len(compute["operators"]) == 9
    assert compute["macs"] == sum(op["macs"] for op in compute["operators"])
    conv = compute["operators"][0]
    assert conv["opcode"] == "CONV_2D" and conv["macs"] > 0 and conv["elementwise_ops"] == 0


def test_litert_defaults_to_xnnpack_as_the_wheel_does(runner: CliRunner) -> None:
    model = str(SAMPLES / "branching_cnn_int8.tflite")
    code, out, err = run(runner, "analyze", model, "--semantics", "litert", "--json")
    assert code == 0, err
    default = json.loads(out)["arena"]
    assert (default["delegate"], default["partitions"], default["delegated_operators"]) == ("xnnpack", 1, 8)
    explicit = json.loads(run(runner, "analyze", model, "--semantics", "litert", "--delegate", "xnnpack", "--json")[1])
    assert explicit["arena"] == default
    builtin = json.loads(run(runner, "analyze", model, "--semantics", "litert", "--delegate", "none", "--json")[1])
    assert (builtin["arena"]["delegate"], builtin["arena"]["partitions"]) == ("none", 0)
    code, out, _ = run(runner, "analyze", model, "--semantics", "litert")
    assert out.splitlines()[0] == "Runs                            yes, on LiteRT with XNNPACK"
    code, out, _ = run(runner, "check", model, "--semantics", "litert", "--budget", "1MiB", "--format", "json")
    assert code == 0 and json.loads(out)["models"][0]["arena_bytes"] == default["total"]


def test_long_tensor_names_keep_one_line_cut_in_the_middle(runner: CliRunner, tmp_path: Path) -> None:
    from tflite_memplan.model.writer import OpSpec, SubgraphSpec, TensorSpec, build_model

    names = [f"model/block_{i}/" + "very_long_scope_name/" * 4 + f"Relu{i}" for i in range(3)]
    tensors = [TensorSpec(n, (1, 64), "float32") for n in names]
    ops = [OpSpec("RELU", [0], [1]), OpSpec("RELU", [1], [2])]
    (tmp_path / "long.tflite").write_bytes(build_model([SubgraphSpec(tensors, ops, [0], [2], "main")]))
    code, out, err = run(runner, "analyze", str(tmp_path / "long.tflite"))
    assert code == 0, err
    table = [line for line in out[out.index(" buffer ") :].splitlines()[2:] if line]
    assert len(table) == 2 and all(len(line) <= 80 for line in table)  # one line a buffer
    shown = table[0].split()[0]
    assert len(shown) == 80 - 30 and shown.startswith("model/block_") and shown.endswith("/Relu0")
    assert "…" in shown
