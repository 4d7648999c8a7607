"""Boards a user defines: TOML board files and GNU ld linker scripts' MEMORY regions.

The linker scripts in tests/fixtures/linker_scripts/ are minimal ones written for these
tests in the syntax of real SDKs' scripts (each names the SDK file it follows); every
expected figure below is worked out by hand from the script's text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tflite_memplan.gate.board_file import BoardFileError, board_from_linker_script, read_board_file, read_linker_script

SCRIPTS = Path(__file__).parent / "fixtures" / "linker_scripts"


def _regions(name: str) -> list[tuple[str, int, int]]:
    return [(r.name, r.origin, r.length) for r in read_linker_script(SCRIPTS / name).regions]


def test_stm32cube_script_regions_and_where_bss_goes() -> None:
    script = read_linker_script(SCRIPTS / "stm32h743.ld")
    assert _regions("stm32h743.ld") == [
        ("FLASH", 0x0800_0000, 2048 * 1024),
        ("DTCMRAM", 0x2000_0000, 128 * 1024),
        ("RAM_D1", 0x2400_0000, 512 * 1024),
        ("RAM_D2", 0x3000_0000, 288 * 1024),
        ("RAM_D3", 0x3800_0000, 64 * 1024),
        ("ITCMRAM", 0, 64 * 1024),
    ]
    assert (script.bss, script.text) == ("RAM_D1", "FLASH")  # "} >RAM_D1 AT> FLASH" is .data's
    region, why = script.arena_region()
    assert (region.name, why) == ("RAM_D1", "where .bss goes")
    assert script.arena_region("DTCMRAM")[0].origin == 0x2000_0000


def test_pico_sdk_script_lower_case_suffixes() -> None:
    assert _regions("rp2350.ld") == [
        ("FLASH", 0x1000_0000, 4096 * 1024),
        ("RAM", 0x2000_0000, 512 * 1024),
        ("SCRATCH_X", 0x2008_0000, 4096),
        ("SCRATCH_Y", 0x2008_1000, 4096),
    ]
    board, note = board_from_linker_script(read_linker_script(SCRIPTS / "rp2350.ld"), "cortex-m33")
    assert (board.name, board.core, board.budget, board.flash.size) == ("rp2350", "cortex-m33", 524_288, 4_194_304)
    assert note.endswith("rp2350.ld: the arena goes into RAM (where .bss goes), 524,288 B at 0x20000000")


def test_nordic_script_parenthesised_sums_and_no_sections() -> None:
    # RAM starts after the NVIC table and the crash data (0x100 each): 0x20000200, 0x40000 - 0x200 B
    assert _regions("nrf52840.ld")[-1] == ("RAM", 0x2000_0200, 0x40000 - 0x200)
    script = read_linker_script(SCRIPTS / "nrf52840.ld")
    assert script.bss is None and script.arena_region() == (script.region("RAM"), "the largest writable region")
    assert script.flash_region() == script.region("FLASH")


def test_esp_idf_memory_ld_org_len_and_attributes() -> None:
    script = read_linker_script(SCRIPTS / "esp32c3.ld")
    dram = script.region("dram0_0_seg")
    assert (dram.origin, dram.length) == (0x3FC8_0000, 0x403C_E710 - 0x4037_C000 - 0x4000)  # 321,296 B
    assert not script.region("drom0_0_seg").writable and script.region("rtc_iram_seg").writable
    assert script.arena_region()[0] == dram  # the largest writable region (RW), not the RX ones


def test_origin_and_length_of_earlier_regions_and_m_suffix() -> None:
    assert _regions("stm32u585.ld")[2:] == [
        ("FLASH", 0x0800_0000, 2 * 1024 * 1024),
        ("FLASH_TAIL", 0x0800_0000 + 2 * 1024 * 1024 - 8 * 1024, 8 * 1024),
    ]


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("SECTIONS { }\n", "x.ld: no MEMORY command: not a GNU ld linker script with memory regions"),
        ("MEMORY\n{\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = 64K\n", "x.ld, line 1: MEMORY { is never closed"),
        (
            "MEMORY\n{\n  RAM (rwx) ORIGIN = 0x20000000, LENGTH = 64K\n}\n",
            "x.ld, line 3: expected NAME (attr) : ORIGIN = …, LENGTH = …",
        ),
        (
            "MEMORY\n{\n  FLASH (rx) : ORIGIN = 0, LENGTH = 1M\n  RAM (rwx) : ORIGIN = RAM_BASE, LENGTH = 64K\n}\n",
            "x.ld, line 4: RAM: unknown symbol 'RAM_BASE'",
        ),
        (
            "MEMORY\n{\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = (64K\n}\n",
            "x.ld, line 3: RAM: a parenthesis is not closed",
        ),
        (
            "MEMORY\n{\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = 0\n}\n",
            "x.ld, line 3: RAM: ORIGIN and LENGTH must be positive",
        ),
        ("MEMORY\n{\n}\n", "x.ld, line 1: MEMORY declares no region"),
    ],
)
def test_a_malformed_linker_script_is_one_line_naming_file_and_line(tmp_path: Path, text: str, error: str) -> None:
    (tmp_path / "x.ld").write_text(text)
    with pytest.raises(BoardFileError) as e:
        read_linker_script(tmp_path / "x.ld")
    assert str(e.value) == error.replace("x.ld", str(tmp_path / "x.ld"))


def test_an_unknown_region_lists_the_script_s_regions() -> None:
    script = read_linker_script(SCRIPTS / "rp2350.ld")
    with pytest.raises(BoardFileError, match=r"no MEMORY region 'SRAM'; it has FLASH, RAM, SCRATCH_X, SCRATCH_Y"):
        script.arena_region("SRAM")


BOARD = """\
name = "my-u5"
mcu = "STM32U585"
core = "cortex-m33"
flash = "2M"

[[ram]]
name = "SRAM1-3"
base = 0x20000000
size = "768K"
block = "760K"

[[ram]]
name = "SRAM4"
base = 0x28000000
size = 16384
"""


def test_a_board_file_gives_a_board(tmp_path: Path) -> None:
    (tmp_path / "b.toml").write_text(BOARD)
    board = read_board_file(tmp_path / "b.toml")
    assert (board.name, board.mcu, board.core, board.flash.size) == ("my-u5", "STM32U585", "cortex-m33", 2 << 20)
    assert [(r.name, r.base, r.size, r.block) for r in board.ram] == [
        ("SRAM1-3", 0x2000_0000, 768 * 1024, 760 * 1024),
        ("SRAM4", 0x2800_0000, 16384, 16384),
    ]
    assert board.budget == 760 * 1024


@pytest.mark.parametrize(
    ("edit", "error"),
    [
        (
            ('core = "cortex-m33"\n', ""),
            "b.toml: core: give the core as memplan names cores (cortex-m4, esp32s3, …)",
        ),
        (
            ('size = "768K"', 'size = "768Q"'),
            "b.toml, line 9: size: '768Q' is not a size (bytes, or a number with K or M)",
        ),
        (('block = "760K"', 'block = "800K"'), "b.toml, line 10: block: 819,200 B is more than the region's 786,432 B"),
        (
            ("base = 0x28000000", 'base = "high"'),
            "b.toml, line 8: base: give the region's start address as an integer (0x20000000)",
        ),
        (
            ('flash = "2M"', 'flahs = "2M"'),
            "b.toml, line 4: flahs: unknown key; a board file has core, flash, mcu, name, ram",
        ),
        (('mcu = "STM32U585"', "mcu = "), "b.toml: Invalid value (at line 2, column 7)"),
    ],
)
def test_a_malformed_board_file_is_one_line_naming_file_and_line(
    tmp_path: Path, edit: tuple[str, str], error: str
) -> None:
    (tmp_path / "b.toml").write_text(BOARD.replace(*edit))
    with pytest.raises(BoardFileError) as e:
        read_board_file(tmp_path / "b.toml")
    assert str(e.value) == error.replace("b.toml", str(tmp_path / "b.toml"))


# --------------------------------------------------------------------------- on the command line

from click.testing import CliRunner  # noqa: E402

from tests.conftest import CLI_ENV, SAMPLES  # noqa: E402
from tflite_memplan.cli import main  # noqa: E402

MODEL = str(SAMPLES / "branching_cnn_int8.tflite")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner(env=CLI_ENV).invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_check_takes_its_budget_from_a_linker_script_region() -> None:
    script = str(SCRIPTS / "rp2350.ld")
    code, out, err = run("check", MODEL, "--linker-script", script, "--target", "cortex-m33", "--reserve", "500K")
    # RAM 512k less 500K = 12,288 B for the arena; the same build as --board pico2 (cortex-m33)
    assert code == 0, err
    note = f"Note: {script}: the arena goes into RAM (where .bss goes), 524,288 B at 0x20000000; core cortex-m33"
    assert " ".join(err.split()) == note and max(len(line) for line in err.splitlines()) <= 80
    _, same, _ = run("check", MODEL, "--budget", "12288B", "--target", "cortex-m33")
    assert out.splitlines()[1].split(",")[0] == same.splitlines()[1].split(",")[0]
    assert "budget 12,288 B" in out
    scratch = ("check", MODEL, "--linker-script", script, "--region", "SCRATCH_X", "--target", "cortex-m33")
    code, out, err = run(*scratch)  # the arena's 3,696 B fit SCRATCH_X's 4k
    assert code == 0 and "budget 4,096 B" in out and "SCRATCH_X (as asked)" in err
    code, out, _ = run(*scratch, "--reserve", "1K")  # but not 3,072 B
    assert code == 1 and "budget 3,072 B" in out


def test_check_and_fit_take_a_board_file(tmp_path: Path) -> None:
    (tmp_path / "b.toml").write_text(BOARD)
    code, out, err = run("check", MODEL, "--board-file", str(tmp_path / "b.toml"))
    assert code == 0, err
    # the largest block (760K) is the budget, and the board's core the build
    assert "minimum tensor_arena (cortex-m33)" in out and "budget 778,240 B" in out
    code, out, err = run("fit", MODEL, "--board-file", str(tmp_path / "b.toml"), "--format", "json")
    assert code == 0, err
    (row,) = json.loads(out)["boards"]
    assert (row["board"], row["target"], row["region"]) == ("my-u5", "cortex-m33", "SRAM1-3")


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (("--board", "pico", "--board-file", "b.toml"), "give --board NAME or a board of your own"),
        (("--board-file", "b.toml", "--linker-script", "x.ld"), "give --board-file FILE or --linker-script FILE"),
        (("--region", "RAM", "--budget", "1M"), "--region names a region of --linker-script FILE"),
    ],
)
def test_user_boards_refuse_conflicting_options(args: tuple[str, ...], error: str) -> None:
    code, _, err = run("check", MODEL, *args)
    assert code == 2 and error in err


def test_a_malformed_board_file_is_one_error_line(tmp_path: Path) -> None:
    (tmp_path / "b.toml").write_text(BOARD.replace('size = "768K"', 'size = "768Q"'))
    code, out, err = run("check", MODEL, "--board-file", str(tmp_path / "b.toml"))
    assert (code, out) == (2, "")
    assert err == f"Error: {tmp_path / 'b.toml'}, line 9: size: '768Q' is not a size (bytes, or a number with K or M)\n"
