"""``memplan check --firmware``: the arena a built firmware declares, and its flash use.

The firmware is tests/fixtures/firmware/app.c linked with app.ld (FLASH and RAM regions)
by build.sh. With Debian's arm-none-eabi-gcc present the tests build it afresh and check
the committed app.elf and app.map are what the same compiler gives; without it they use
the committed files.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.sarif_schema import sarif_errors
from tests.tiny_models import branch_48
from tflite_memplan.gate.firmware import FirmwareError, MissingSymbolError, read_firmware

FIXTURES = Path(__file__).parent / "fixtures" / "firmware"
SOURCES = ("app.c", "app.ld", "build.sh")
BUILT = ("app.elf", "app.map")
COMPILER = shutil.which("arm-none-eabi-gcc")


def _build(folder: Path) -> None:
    for name in SOURCES:
        shutil.copy(FIXTURES / name, folder / name)
    subprocess.run(["sh", "build.sh"], cwd=folder, check=True, capture_output=True)


@pytest.fixture(scope="module")
def firmware(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with app.elf and app.map: built now when the compiler is here, else the committed ones."""
    if COMPILER is None:
        return FIXTURES
    folder = tmp_path_factory.mktemp("firmware")
    _build(folder)
    return folder


@pytest.mark.skipif(COMPILER is None, reason="needs arm-none-eabi-gcc")
def test_the_committed_firmware_is_what_its_source_builds(firmware: Path) -> None:
    built_with = (firmware / "COMPILER").read_text()
    if built_with != (FIXTURES / "COMPILER").read_text():
        pytest.skip(f"another compiler ({built_with.strip()}): run build.sh in {FIXTURES} to refresh the fixture")
    for name in BUILT:
        assert (firmware / name).read_bytes() == (FIXTURES / name).read_bytes(), f"run build.sh: {name} is stale"


@pytest.fixture
def models(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, firmware: Path) -> Path:
    """The 816-byte (cortex-m4 arena) golden model, and the firmware, in the current folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.tflite").write_bytes(branch_48())
    for name in BUILT:
        shutil.copy(firmware / name, tmp_path / name)
    return tmp_path


@pytest.mark.parametrize("name", BUILT)
def test_the_elf_and_the_map_declare_the_same_arenas_and_flash(firmware: Path, name: str) -> None:
    # app.c: tensor_arena[1024] (global), small_arena[512] (static: no map symbol, only
    # its .bss.small_arena section), ns::ns_arena[256] (a C++ name); text 84 B, rodata
    # 300 B of weights + 8 B of vectors, data 4 B — what arm-none-eabi-size calls text + data.
    expected = {"tensor_arena": 1024, "small_arena": 512, "ns_arena": 256}
    for symbol, size in expected.items():
        fw = read_firmware(firmware / name, symbol)
        assert (fw.arena.size, fw.arena.section) == (size, ".bss")
        assert (fw.text, fw.rodata, fw.data, fw.flash) == (84, 308, 4, 396)
    assert read_firmware(firmware / "app.map").arena.region == "RAM"  # the map names the linker's region


@pytest.mark.parametrize("name", BUILT)
def test_an_arena_that_fits_passes(models: Path, cli, name: str) -> None:
    r = cli("check", "a.tflite", "--firmware", name, "--board", "nucleo-f411re")
    flash = "flash 396 B (text 84 + rodata 308 + data 4)"
    declared = (  # a map file also names the linker's memory region
        f"      tensor_arena 1,024 B in .bss, {flash},\n"
        if name.endswith(".elf")
        else f"      tensor_arena 1,024 B in .bss (RAM),\n      {flash},\n"
    )
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == (
        "ok    a.tflite\n"
        "      cortex-m4 arena 816 B (0.8 KiB),\n"
        "      budget 1,024 B (tensor_arena), headroom 208 B\n"
        f"ok    {name}\n"
        f"{declared}"
        "      nucleo-f411re's flash 524,288 B, headroom 523,892 B\n"
        "1 of 1 models pass\n"
    )


@pytest.mark.parametrize("name", BUILT)
def test_an_arena_that_does_not_fit_fails_and_says_which(models: Path, cli, name: str) -> None:
    r = cli("check", "a.tflite", "--firmware", name, "--arena-symbol", "small_arena", "--format", "json")
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    assert doc["models"][0]["problems"] == [f"cortex-m4 arena 816 B does not fit small_arena in {name} (512 B)"]
    assert doc["firmware"]["arena_bytes"] == 512 and doc["firmware"]["ok"] is True
    assert cli("check", "a.tflite", "--firmware", name, "--arena-symbol", "ns_arena").exit_code == 1  # 256 B


@pytest.mark.parametrize("name", BUILT)
def test_a_missing_symbol_is_one_line_exit_2(models: Path, cli, name: str) -> None:
    r = cli("check", "a.tflite", "--firmware", name, "--arena-symbol", "g_arena")
    assert (r.exit_code, r.stdout) == (2, "")
    assert r.stderr.startswith(f"Error: {name} has no symbol g_arena (symbols with 'arena' in their name: ")
    assert r.stderr.endswith("; name the arena's symbol with --arena-symbol\n") and r.stderr.count("\n") == 1
    with pytest.raises(MissingSymbolError):
        read_firmware(models / name, "g_arena")


def test_flash_use_over_the_boards_flash_fails(models: Path, cli, monkeypatch: pytest.MonkeyPatch) -> None:
    from tflite_memplan.gate import check
    from tflite_memplan.gate.boards import BOARDS, Memory

    tiny = dataclasses.replace(BOARDS["pico"], flash=Memory(300, "a board with 300 B of flash, for this test"))
    monkeypatch.setattr(check, "get_board", lambda name: tiny)
    r = cli("check", "a.tflite", "--firmware", "app.elf", "--board", "pico")
    assert r.exit_code == 1
    assert r.stdout.splitlines()[3:] == [
        "OVER  app.elf",
        "      tensor_arena 1,024 B in .bss, flash 396 B (text 84 + rodata 308 + data 4),",
        "      pico's flash 300 B, headroom -96 B",
        "1 of 1 models pass; the firmware's flash use does not fit",
    ]
    r = cli("check", "a.tflite", "--firmware", "app.elf", "--board", "pico", "--format", "github")
    assert "::error file=app.elf,title=memplan::flash use 396 B exceeds pico's flash 300 B" in r.stdout


def test_sarif_lists_each_failure_with_its_rule_and_file(models: Path, cli) -> None:
    r = cli("check", "a.tflite", "--firmware", "app.elf", "--arena-symbol", "small_arena", "--format", "sarif")
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    assert doc["version"] == "2.1.0" and doc["$schema"].endswith("sarif-2.1.0.json")
    (run,) = doc["runs"]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    (result,) = run["results"]
    assert result["ruleId"] == "arena-over-budget" and rules[result["ruleIndex"]] == "arena-over-budget"
    assert result["level"] == "error"
    assert result["message"]["text"] == "cortex-m4 arena 816 B does not fit small_arena in app.elf (512 B)"
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "a.tflite"
    passing = json.loads(cli("check", "a.tflite", "--budget", "1K", "--format", "sarif").stdout)
    assert passing["runs"][0]["results"] == []
    assert sarif_errors(doc) == sarif_errors(passing) == []  # the OASIS schema (tests/test_sarif.py: every log)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--firmware", "app.elf", "--budget", "1K"), "--firmware declares the arena: give --budget SIZE or"),
        (("--firmware", "app.elf", "--reserve", "1K"), "--firmware declares the arena: --reserve does not apply"),
        (("--budget", "1K", "--arena-symbol", "x"), "--arena-symbol names the arena in --firmware FILE"),
        (("--firmware", "a.tflite"), "a.tflite: neither an ELF file nor a GNU ld map file"),
        (("--firmware", "nothing.elf"), "nothing.elf: No such file or directory"),
    ],
)
def test_firmware_usage_errors(models: Path, cli, args: tuple[str, ...], message: str) -> None:
    r = cli("check", "a.tflite", *args)
    assert (r.exit_code, r.stdout) == (2, "")
    assert r.stderr.startswith("Error: " + message) and r.stderr.count("\n") == 1


def test_a_stripped_elf_says_so(models: Path) -> None:
    if shutil.which("arm-none-eabi-strip") is None:
        pytest.skip("needs arm-none-eabi-strip")
    subprocess.run(["arm-none-eabi-strip", "app.elf", "-o", "stripped.elf"], check=True)
    with pytest.raises(FirmwareError, match=r"stripped\.elf has no symbol table"):
        read_firmware("stripped.elf")


@pytest.mark.parametrize("name", BUILT)
def test_the_committed_fixture_reads_without_a_compiler(name: str) -> None:
    fw = read_firmware(FIXTURES / name)
    assert (fw.arena.symbol, fw.arena.size, fw.flash) == ("tensor_arena", 1024, 396)


def test_sarif_uris_are_uri_references() -> None:
    from tflite_memplan.gate.verdicts import _sarif_uri

    assert _sarif_uri("models/my model.tflite") == "models/my%20model.tflite"
    assert _sarif_uri("/abs/a.tflite") == "file:///abs/a.tflite"


@pytest.mark.skipif(COMPILER is None, reason="needs arm-none-eabi-gcc")
def test_without_data_sections_a_map_sizes_a_global_up_to_the_next_symbol(tmp_path: Path) -> None:
    # Without -fdata-sections every variable shares one .bss input section; the map lists
    # its global symbols only, so a global's size is up to the next global (or the
    # section's end) and a static array is not found; the ELF's symbol table is exact.
    for name in SOURCES:
        shutil.copy(FIXTURES / name, tmp_path / name)
    script = (tmp_path / "build.sh").read_text().replace("-ffunction-sections -fdata-sections", "-fcommon")
    (tmp_path / "build.sh").write_text(script)
    subprocess.run(["sh", "build.sh"], cwd=tmp_path, check=True, capture_output=True)
    assert read_firmware(tmp_path / "app.elf").arena.size == 1024
    assert read_firmware(tmp_path / "app.elf", "small_arena").arena.size == 512
    assert read_firmware(tmp_path / "app.map").arena.size >= 1024
    assert read_firmware(tmp_path / "app.map").flash == read_firmware(tmp_path / "app.elf").flash
    with pytest.raises(MissingSymbolError):
        read_firmware(tmp_path / "app.map", "small_arena")
