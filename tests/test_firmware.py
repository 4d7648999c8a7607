"""``memplan check --firmware``: the arena a built firmware declares, and its flash use.

The firmware is tests/fixtures/firmware/app.c linked with app.ld (FLASH and RAM regions)
by build.sh, and linked again with past_dtcm.ld, whose RAM region starts 1 KiB before
the end of an STM32H743's DTCM. With Debian's arm-none-eabi-gcc present the tests build
them afresh and check the committed ELF and map files are what the same compiler gives;
without it they use the committed files.
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
SOURCES = ("app.c", "app.ld", "past_dtcm.ld", "sections.ld", "build.sh")
BUILT = ("app.elf", "app.map")
PAST_DTCM = ("past_dtcm.elf", "past_dtcm.map")
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
    for name in BUILT + PAST_DTCM:
        assert (firmware / name).read_bytes() == (FIXTURES / name).read_bytes(), f"run build.sh: {name} is stale"


@pytest.fixture
def models(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, firmware: Path) -> Path:
    """The 816-byte (minimum tensor_arena (cortex-m4)) golden model, and the firmware, in the current folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.tflite").write_bytes(branch_48())
    for name in BUILT + PAST_DTCM:
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
    declared = (  # a map file also names the linker's memory region
        "      tensor_arena 1,024 B at 0x20000310 in .bss, lands in nucleo-f411re's SRAM,\n"
        if name.endswith(".elf")
        else "      tensor_arena 1,024 B at 0x20000310 in .bss (RAM),\n"
    )
    assert (r.exit_code, r.stderr) == (0, "")
    assert r.stdout == (
        "ok    a.tflite\n"
        "      minimum tensor_arena (cortex-m4) 816 B (0.8 KiB), planned head 144 B,\n"
        "      budget 1,024 B (tensor_arena), headroom 208 B\n"
        f"ok    {name}\n"
        f"{declared}"
        + (
            "      flash 396 B (text 84 + rodata 308 + data 4),\n"
            if name.endswith(".elf")
            else "      lands in nucleo-f411re's SRAM,\n      flash 396 B (text 84 + rodata 308 + data 4),\n"
        )
        + "      nucleo-f411re's flash 524,288 B, headroom 523,892 B\n"
        "predicted for cortex-m4: cmsis-nn kernels, DSP SIMD, gcc, for speed;\n"
        "  tflite-micro 90b983c2b3f1\n"
        "1 of 1 models pass\n"
    )


@pytest.mark.parametrize("name", BUILT)
def test_an_arena_that_does_not_fit_fails_and_says_which(models: Path, cli, name: str) -> None:
    r = cli("check", "a.tflite", "--firmware", name, "--arena-symbol", "small_arena", "--format", "json")
    assert r.exit_code == 1
    doc = json.loads(r.stdout)
    assert doc["models"][0]["problems"] == [
        f"minimum tensor_arena (cortex-m4) 816 B does not fit small_arena in {name} (512 B)"
    ]
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
        "      tensor_arena 1,024 B at 0x20000310 in .bss, lands in pico's SRAM0-3,",
        "      flash 396 B (text 84 + rodata 308 + data 4),",
        "      pico's flash 300 B, headroom -96 B",
        "predicted for cortex-m0plus: cmsis-nn kernels, no SIMD, gcc, for speed;",
        "  tflite-micro 90b983c2b3f1",
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
    message = "minimum tensor_arena (cortex-m4) 816 B does not fit small_arena in app.elf (512 B)"
    assert result["message"]["text"] == message
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


# --- which of the board's RAM regions the arena lands in ----------------------------------


@pytest.mark.parametrize("name", BUILT)
def test_the_arena_has_its_address_and_the_elf_its_segment(firmware: Path, name: str) -> None:
    # arm-none-eabi-nm: tensor_arena at 0x20000310; readelf -l: the third LOAD header is
    # .bss, 0x700 B at 0x20000010, nothing stored in the file (RW).
    from tflite_memplan.gate.firmware import Segment

    arena = read_firmware(firmware / name).arena
    assert (arena.address, arena.size) == (0x20000310, 1024)
    expected = Segment(index=2, address=0x20000010, size=0x700, stored=0, flags="RW")
    assert arena.segment == (expected if name.endswith(".elf") else None)  # a map has no program headers


@pytest.mark.parametrize("name", BUILT)
@pytest.mark.parametrize(
    ("board", "region"),
    [
        ("nucleo-f411re", "SRAM"),
        ("nucleo-h743zi", "DTCM"),
        ("nucleo-l476rg", "SRAM1"),
        ("stm32f746g-disco", "DTCM+SRAM1+2"),
        ("teensy-4.1", "RAM1 (DTCM)"),
        ("pico", "SRAM0-3"),
        ("nrf52840-dk", "RAM"),
        ("b-u585i-iot02a", "SRAM1-3"),
        ("stm32n6570-dk", "DTCM"),  # the N6's DTCM answers at 0x20000000 to non-secure code
    ],
)
def test_the_arena_lands_in_the_boards_region_at_its_address(
    firmware: Path, name: str, board: str, region: str
) -> None:
    from tflite_memplan.gate.check import firmware_verdict

    fw = firmware_verdict(str(firmware / name), board=board)
    assert (fw.arena_region, fw.arena_outside_bytes, fw.ok) == (region, 0, True)


@pytest.mark.parametrize("name", PAST_DTCM)
def test_an_arena_past_the_end_of_its_region_fails(models: Path, cli, name: str) -> None:
    # past_dtcm.ld's RAM starts at 0x2001FC00; nm: tensor_arena at 0x2001FF10, so 0xF0 = 240 B
    # of its 1,024 lie in the H743's DTCM (which ends at 0x20020000) and 784 B past it, in no RAM.
    r = cli("check", "a.tflite", "--firmware", name, "--board", "nucleo-h743zi")
    assert (r.exit_code, r.stderr) == (1, "")
    region = "" if name.endswith(".elf") else " (RAM)"
    assert r.stdout.splitlines()[3:] == [
        f"FAIL  {name}",
        f"      tensor_arena 1,024 B at 0x2001ff10 in .bss{region},",
        "      784 B of it outside nucleo-h743zi's DTCM,",
        "      flash 396 B (text 84 + rodata 308 + data 4),",
        "      nucleo-h743zi's flash 2,097,152 B, headroom 2,096,756 B",
        "predicted for cortex-m7: cmsis-nn kernels, DSP SIMD, gcc, for speed;",
        "  tflite-micro 90b983c2b3f1",
        "1 of 1 models pass; the firmware's arena is not in the board's RAM",
    ]
    assert max(map(len, r.stdout.splitlines())) <= 80
    doc = json.loads(
        cli("check", "a.tflite", "--firmware", name, "--board", "nucleo-h743zi", "--format", "json").stdout
    )
    fw = doc["firmware"]
    assert (fw["arena_address"], fw["arena_region"], fw["arena_outside_bytes"], fw["ok"]) == (
        0x2001FF10,
        "DTCM",
        784,
        False,
    )
    assert fw["problems"] == ["tensor_arena (1,024 B at 0x2001ff10) has 784 B outside nucleo-h743zi's DTCM"]
    small = cli("check", "a.tflite", "--firmware", name, "--board", "nucleo-h743zi", "--arena-symbol", "small_arena")
    assert small.exit_code == 1  # the model's 816 B do not fit its 512 B; the array itself is in the DTCM
    assert "small_arena 512 B at 0x2001fd10" in small.stdout and "lands in nucleo-h743zi's DTCM" in small.stdout


def test_an_arena_built_for_another_chip_is_outside_the_boards_ram(models: Path, cli) -> None:
    # The Apollo3's RAM is at 0x10000000; app.ld puts the arena at 0x20000310.
    r = cli("check", "a.tflite", "--firmware", "app.elf", "--board", "sparkfun-edge", "--format", "github")
    assert r.exit_code == 1
    assert r.stdout.splitlines()[0] == (
        "::error file=app.elf,title=memplan::tensor_arena (1,024 B at 0x20000310) is in none of sparkfun-edge's "
        "RAM regions"
    )


def test_without_a_board_the_region_is_not_judged(models: Path, cli) -> None:
    doc = json.loads(cli("check", "a.tflite", "--firmware", "app.elf", "--format", "json").stdout)["firmware"]
    assert (doc["arena_address"], doc["arena_region"], doc["arena_outside_bytes"]) == (0x20000310, None, None)
    assert doc["arena_segment"] == {"index": 2, "address": 0x20000010, "size": 0x700, "stored": 0, "flags": "RW"}
    doc = json.loads(cli("check", "a.tflite", "--firmware", "app.map", "--format", "json").stdout)["firmware"]
    assert (doc["arena_where"], doc["arena_segment"]) == (".bss (RAM)", None)


def test_locate_joins_contiguous_regions_and_counts_what_lies_outside() -> None:
    from tflite_memplan.gate.boards import BOARDS, Placement, locate

    l476 = BOARDS["nucleo-l476rg"]  # SRAM1 0x20000000 + 96 KiB, then SRAM2's alias at 0x20018000 + 32 KiB
    assert locate(l476, 0x20010000, 64 * 1024) == Placement(("SRAM1", "SRAM2"), 0)
    assert locate(l476, 0x10000000, 32 * 1024) == Placement(("SRAM2",), 0)
    assert locate(l476, 0x2001FFF0, 32) == Placement(("SRAM2",), 16)  # 16 B past the alias's end
    assert locate(l476, 0x08000000, 16) == Placement((), 16)
    assert not locate(l476, 0x08000000, 16).fits and locate(l476, 0x20010000, 64 * 1024).name == "SRAM1+SRAM2"
    # The N6's AXISRAM1-2 (2 MiB at 0x34000000) runs on into AXISRAM3-6; non-secure code sees both at 0x24000000.
    n6 = BOARDS["stm32n6570-dk"]
    assert locate(n6, 0x341FFF00, 512) == Placement(("AXISRAM1-2", "AXISRAM3-6"), 0)
    assert locate(n6, 0x241FFF00, 512) == Placement(("AXISRAM1-2", "AXISRAM3-6"), 0)
    assert locate(n6, 0x343BFF00, 512) == Placement(("AXISRAM3-6",), 256)  # the NPU cache RAM after it is not
    assert locate(BOARDS["esp32-c3-devkitm"], 0x40380000, 1024) == Placement(("DRAM",), 0)  # its IRAM alias
    assert locate(BOARDS["b-u585i-iot02a"], 0x30040000, 1024) == Placement(("SRAM1-3",), 0)  # secure alias


def test_an_arena_in_a_boards_external_ram_is_located_there() -> None:
    # The F746 Discovery's SDRAM is at 0xC0000000 (8 MiB); the Teensy 4.1 has none fitted,
    # so its linker script's ERAM (0x70000000) is no RAM of the board.
    from tflite_memplan.gate.boards import BOARDS, Placement, locate

    assert locate(BOARDS["stm32f746g-disco"], 0xC0000000, 1 << 20) == Placement(("external RAM",), 0)
    assert locate(BOARDS["stm32f746g-disco"], 0xC07FFF00, 512) == Placement(("external RAM",), 256)
    assert locate(BOARDS["teensy-4.1"], 0x70000000, 1024) == Placement((), 1024)
