"""``memplan fit`` and the board table it reads: each board's core picks the target,
the arena goes in the first region whose largest block takes it, flash is the model file."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.tiny_models import branch_48
from tflite_memplan.errors import MemplanError
from tflite_memplan.gate.boards import BOARDS, board_target, get_board
from tflite_memplan.gate.fit import fit_boards, format_json, format_text

KIB = 1024


def _fake_plan(needed: dict[str, int], runnable: bool = True):
    """A ``plan(model, target)`` that returns ``needed[target]`` (default 1 KiB) without planning."""
    planned: list[str] = []

    def plan(model: str, target: str):
        planned.append(target)
        arena = SimpleNamespace(
            needed_label=f"minimum tensor_arena ({target})",
            runtime_code=lambda graph, model_bytes: None,
            built_for=f"{target}: its kernels; tflite-micro",
        )
        runs = SimpleNamespace(runnable=runnable)
        return SimpleNamespace(arena=arena, graph=None, needed=needed.get(target, KIB), runnability=runs)

    plan.planned = planned  # type: ignore[attr-defined]
    return plan


@pytest.fixture
def model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The golden model, named as a user in its folder types it (a report's width is
    then its own, not the temporary folder's)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "m.tflite").write_bytes(branch_48())
    return "m.tflite"


def test_every_board_cites_a_source_for_every_figure() -> None:
    for board in BOARDS.values():
        assert board.ram and all(r.source and 0 < r.block <= r.size for r in board.ram), board.name
        assert board.flash.size > 0 and board.flash.source and board.psram.source, board.name
        assert board.budget == max(r.block for r in board.ram)


def test_the_overstated_boards_are_fixed() -> None:
    # Issue 27: one arena cannot take every bank; the ESP32's static DRAM is far below 520 KiB.
    assert get_board("esp32-devkitc").budget == 160 * KIB
    assert (get_board("nucleo-h743zi").budget, get_board("nucleo-h743zi").largest.name) == (512 * KIB, "AXI SRAM")
    assert [r.size for r in get_board("teensy-4.1").ram] == [512 * KIB, 512 * KIB]
    assert get_board("teensy-4.1").budget == 512 * KIB
    assert get_board("esp32-devkitc").core == "esp32" and get_board("esp32-s3-devkitc").core == "esp32s3"


def test_the_esp32_c3_and_c6_blocks_are_the_idf_linker_scripts_arithmetic() -> None:
    # esp32c3/memory.ld.in: dram0_0_seg from SRAM_DRAM_START + ICACHE_SIZE to the bootloader's
    # iram_loader_seg (0x403CE710, an IRAM address) less I_D_SRAM_OFFSET; soc.h: DRAM to 0x3FCE0000.
    c3 = get_board("esp32-c3-devkitm").ram[0]
    offset = 0x4037C000 - 0x3FC7C000
    assert c3.base == 0x3FC7C000 + 0x4000 == 0x3FC80000 and c3.aliases == (c3.base + offset,)  # IRAM 0x40380000
    assert c3.block == (0x403CE710 - offset) - (0x3FC7C000 + 0x4000) == 321_296
    assert c3.size == 0x3FCE0000 - 0x3FC80000 == 384 * KIB
    # esp32c6/memory.ld.in: sram_seg from SRAM_SEG_START to SRAM_SEG_END (ld.hp_mem_defs); soc.h: 512 KiB.
    c6 = get_board("esp32-c6-devkitc").ram[0]
    assert (c6.base, c6.block, c6.size) == (0x40800000, 0x4086E610 - 0x40800000, 0x40880000 - 0x40800000)
    assert c6.block == 452_112
    assert [get_board(n).core for n in ("esp32-c3-devkitm", "esp32-c6-devkitc")] == ["esp32c3", "esp32c6"]
    assert board_target(get_board("esp32-c6-devkitc")) == ("esp32c6", None)


def test_the_nrf52840_dk_u585_and_n6_figures_are_their_sources() -> None:
    # Zephyr nrf52840_qiaa.dtsi: sram0 DT_SIZE_K(256) at 0x20000000, flash0 DT_SIZE_K(1024).
    nrf = get_board("nrf52840-dk")
    assert [(r.base, r.size, r.block) for r in nrf.ram] == [(0x20000000, 256 * KIB, 256 * KIB)]
    assert (nrf.core, nrf.flash.size) == ("cortex-m4", 1024 * KIB)
    # stm32u585xx.h: SRAM1 0x30000 + SRAM2 0x10000 + SRAM3 0x80000 back to back = the linker script's RAM 768K.
    u5 = get_board("b-u585i-iot02a")
    sram, sram4 = u5.ram
    assert 0x20000000 + 0x30000 == 0x20030000 and 0x20030000 + 0x10000 == 0x20040000
    assert sram.size == sram.block == 0x30000 + 0x10000 + 0x80000 == 768 * KIB and sram.aliases == (0x30000000,)
    assert (sram4.base, sram4.size) == (0x28000000, 0x4000) and u5.budget == 768 * KIB
    assert (u5.core, u5.flash.size, u5.psram.window) == ("cortex-m33", 2048 * KIB, (0x90000000, 0x90800000))
    # stm32n657xx.h: SRAM1_AXI and SRAM2_AXI 0x100000 each = the XIP template's RAM 2048K at 0x34000000;
    # SRAM3..6_AXI 0x70000 each from 0x34200000, ending where the NPU cache RAM starts (0x343C0000).
    n6 = get_board("stm32n6570-dk")
    axi12, axi36, dtcm = n6.ram
    assert (axi12.base, axi12.size, axi12.block) == (0x34000000, 2 * 0x100000, 2048 * KIB)
    assert axi36.base == axi12.base + axi12.size and axi36.base + axi36.size == 0x343C0000 == 0x34200000 + 4 * 0x70000
    assert (dtcm.base, dtcm.aliases, dtcm.size) == (0x30000000, (0x20000000,), 128 * KIB)
    assert n6.budget == 2 * 1024 * KIB and board_target(n6) == ("cortex-m55", None)
    # No flash on the chip: the board's 1-Gbit NOR; its 256-Mbit PSRAM at XSPI1 (0x90000000).
    assert n6.flash.size == 1024 * 1024 * 1024 // 8 and "no internal flash" in n6.flash.source
    assert n6.psram.window == (0x90000000, 0x90000000 + 0x2000000)


def test_the_h7b3_axi_sram_is_its_three_banks_back_to_back() -> None:
    # stm32h7b3xxq.h: AXI SRAM1 256 KiB at 0x24000000, SRAM2 384 KiB at 0x24040000, SRAM3 384 KiB at
    # 0x240A0000 = the linker script's RAM 1024K; its RAM_D3 128K overstates the 32 KiB SRD SRAM.
    h7b3 = get_board("stm32h7b3i-dk")
    assert 0x24000000 + 256 * KIB == 0x24040000 and 0x24040000 + 384 * KIB == 0x240A0000
    assert (h7b3.ram[0].base, h7b3.ram[0].size) == (0x24000000, (256 + 384 + 384) * KIB) and h7b3.budget == 1024 * KIB
    assert [(r.name, r.base, r.size) for r in h7b3.ram[1:]] == [
        ("DTCM", 0x20000000, 128 * KIB),
        ("AHB SRAM1-2", 0x30000000, 128 * KIB),
        ("SRD SRAM", 0x38000000, 32 * KIB),
    ]
    assert h7b3.flash.size == 0x081FFFFF + 1 - 0x08000000 and h7b3.psram.window == (0xD0000000, 0xD1000000)


def test_board_names_are_read_in_any_case() -> None:
    assert get_board("PICO") is get_board("pico") is BOARDS["pico"]
    with pytest.raises(MemplanError, match="unknown board 'nano'"):
        get_board("nano")


def test_a_core_without_a_target_falls_back_with_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    from tflite_memplan.semantics.tflm import targets

    assert board_target(get_board("pico")) == ("cortex-m0plus", None)
    if "esp32" not in targets.CORES:
        target, note = board_target(get_board("esp32-devkitc"))
        assert target == targets.DEFAULT_TARGET
        assert note == f"esp32-devkitc: memplan has no TFLM target for its esp32 core yet; predicting {target}'s arena"
    monkeypatch.setattr(targets, "CORES", {**targets.CORES, "esp32": targets.CORES["cortex-m4"]})
    assert board_target(get_board("esp32-devkitc")) == ("esp32", None)  # once the target exists, it is used


def test_the_arena_goes_in_the_first_region_that_takes_it(model: str) -> None:
    # The H743 lists its 512 KiB AXI SRAM first (ST's linker scripts put .bss there), then
    # the 128 KiB DTCM; the Teensy 4.1 its DTCM (RAM1), then the OCRAM (RAM2).
    h743 = [get_board("nucleo-h743zi")]
    small = fit_boards(model, _fake_plan({"cortex-m7": 100 * KIB}), boards=h743).rows[0]
    assert (small.region, small.arena_margin_bytes) == ("AXI SRAM", 412 * KIB)
    medium = fit_boards(model, _fake_plan({"cortex-m7": 200 * KIB}), boards=h743).rows[0]
    assert (medium.region, medium.arena_margin_bytes, medium.ok) == ("AXI SRAM", 312 * KIB, True)
    teensy = fit_boards(model, _fake_plan({"cortex-m7": 100 * KIB}), boards=[get_board("teensy-4.1")]).rows[0]
    assert teensy.region == "RAM1 (DTCM)"
    big = fit_boards(model, _fake_plan({"cortex-m7": 600 * KIB}), boards=h743).rows[0]
    assert (big.region, big.arena_margin_bytes, big.fits_psram, big.ok) == (None, -88 * KIB, False, False)
    # The ESP32-S3 board's PSRAM would hold what its static DRAM cannot.
    s3 = fit_boards(model, _fake_plan({}), boards=[get_board("esp32-s3-devkitc")], target="cortex-m4")
    assert s3.rows[0].region == "DRAM"
    s3 = fit_boards(model, _fake_plan({"esp32s3": 1024 * KIB}), boards=[get_board("esp32-s3-devkitc")])
    assert (s3.rows[0].region, s3.rows[0].fits_psram) == (None, True)


def test_the_reserve_is_kept_in_the_region_and_each_target_is_planned_once(model: str) -> None:
    plan = _fake_plan({})
    report = fit_boards(model, plan, reserve=31 * KIB)
    assert sorted(plan.planned) == sorted(set(plan.planned))  # type: ignore[attr-defined]
    uno = next(r for r in report.rows if r.board == "arduino-uno-r4")
    assert (uno.region, uno.arena_margin_bytes) == ("SRAM", 0)  # 32 KiB - 31 KiB - 1 KiB
    report = fit_boards(model, _fake_plan({}), reserve=32 * KIB)
    uno = next(r for r in report.rows if r.board == "arduino-uno-r4")
    assert (uno.region, uno.arena_margin_bytes, uno.ok) == (None, -KIB, False)


def test_flash_is_the_model_files_size(model: str) -> None:
    report = fit_boards(model, _fake_plan({}))
    assert report.model_flash_bytes == len(branch_48())
    pico = next(r for r in report.rows if r.board == "pico")
    assert pico.flash_margin_bytes == 2 * 1024 * KIB - len(branch_48())


def _runtime_flash(cli, model: str, target: str) -> int | None:
    """What analyze says TFLM's code for the model's operators takes on ``target``."""
    return json.loads(cli("analyze", model, "--target", target, "--json").stdout)["flash"]["runtime"]["bytes"]


def test_fit_prints_a_row_per_board_in_80_columns(model: str, cli) -> None:
    r = cli("fit", model)
    assert (r.exit_code, r.stderr) == (0, "")
    lines = r.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    head = lines.index("board               target         arena KiB  fits in       RAM left flash left")
    assert " ".join(lines[:head]) == (
        f"{model}: flash {len(branch_48()):,} B (the model file's size + the runtime's code where measured)"
    )
    rows = {line.split()[0].rstrip("?"): line for line in lines[head + 1 : head + 1 + len(BOARDS)]}
    assert set(rows) == set(BOARDS)
    # The golden model's minimum tensor_arena (cortex-m4) is 816 B = 0.8 KiB: 31.2 KiB of the Uno R4's 32 KiB left;
    # its 508-byte file and TFLM's code for its operators on a Cortex-M4 with CMSIS-NN (measured)
    # leave the rest of the 256 KiB flash.
    runtime = _runtime_flash(cli, model, "cortex-m4")
    assert runtime is not None and runtime > 20_000
    left = f"{(256 * KIB - len(branch_48()) - runtime) / KIB:,.1f}"
    assert rows["arduino-uno-r4"].split() == ["arduino-uno-r4", "cortex-m4", "0.8", "SRAM", "31.2", left]
    # not measured for a Cortex-M0+: the model alone, marked
    assert _runtime_flash(cli, model, "cortex-m0plus") is None and rows["pico"].split()[-1].endswith("+")
    assert rows["pico"].split()[1] == "cortex-m0plus" and rows["nucleo-h743zi"].split()[3:5] == ["AXI", "SRAM"]
    assert lines[head + 1 + len(BOARDS)].startswith(f"fits {len(BOARDS)} of {len(BOARDS)} boards")


def test_fit_json_has_stable_field_names(model: str, cli) -> None:
    r = cli("fit", model, "--format", "json", "--reserve", "32K", "--target", "cortex-m4")
    doc = json.loads(r.stdout)
    assert doc["schema"] == "memplan-fit/1" and doc["model_flash_bytes"] == len(branch_48())
    assert doc["reserve_bytes"] == 32 * KIB
    assert doc["flash_measure"] == "the model file's size + the runtime's code where measured"
    assert [b["board"] for b in doc["boards"]] == list(BOARDS)
    assert set(doc["boards"][0]) == {
        "board", "mcu", "core", "target", "target_note", "measure", "arena_bytes", "runnable", "arena_fits",
        "region", "block_bytes", "arena_margin_bytes", "psram_bytes", "fits_psram", "flash_bytes",
        "runtime_flash_bytes", "flash_fits", "flash_margin_bytes", "confirmed", "ok", "built_for",
    }  # fmt: skip
    uno = next(b for b in doc["boards"] if b["board"] == "arduino-uno-r4")
    assert (uno["arena_fits"], uno["region"], uno["arena_margin_bytes"]) == (False, None, -816)
    assert {b["target"] for b in doc["boards"]} == {"cortex-m4"}  # --target replaces each board's core
    assert {b["built_for"] for b in doc["boards"]} == {
        "cortex-m4: cmsis-nn kernels, DSP SIMD, gcc, for speed; tflite-micro 90b983c2b3f1"
    }
    text = cli("fit", model, "--target", "cortex-m4").stdout.splitlines()
    assert text[-4:-2] == [
        "arena: the minimum tensor_arena on tflite-micro 90b983c2b3f1, for",
        "  cortex-m4: cmsis-nn kernels, DSP SIMD, gcc, for speed",
    ]


def test_fit_text_marks_fallbacks_and_failures(model: str) -> None:
    report = fit_boards(model, _fake_plan({}, runnable=False), reserve=32 * KIB)
    text = format_text(report)
    assert "cannot run" in text and "fits 0 of" in text
    assert all(len(line) <= 80 for line in text.splitlines())
    assert json.loads(format_json(report))["boards"][0]["runnable"] is False


def test_check_with_an_esp32_board_says_which_target_it_predicts(cli, model: str) -> None:
    from tflite_memplan.semantics.tflm.targets import CORES

    r = cli("check", model, "--board", "ESP32-DEVKITC")
    assert r.exit_code == 0
    if "esp32" not in CORES:
        assert r.stderr.startswith("Note: esp32-devkitc: memplan has no TFLM target for its esp32 core yet")
        assert "minimum tensor_arena (cortex-m4) 816 B" in r.stdout and "budget 163,840 B" in r.stdout
    else:  # the chip's own build, Espressif's TFLM with ESP-NN, named where the figures are
        assert r.stdout.splitlines()[-3:-1] == [
            "predicted for esp32: esp-nn 1.2.3 kernels; espressif/esp-tflite-micro 1.4.0",
            "  (99f49e1, 2026-08-14)",
        ]


def test_one_verdict_per_board_counts_the_runtime_s_flash(model: str, cli, tmp_path: Path) -> None:
    """A board whose RAM holds the arena but whose flash cannot hold the model and TFLM's
    code for its operators does not fit, and says so."""
    runtime = _runtime_flash(cli, model, "cortex-m4")
    assert runtime is not None
    flash = len(branch_48()) + runtime - 1  # one byte short
    (tmp_path / "b.toml").write_text(
        f'core = "cortex-m4"\nflash = {flash}\n[[ram]]\nname = "SRAM"\nbase = 0x20000000\nsize = "64K"\n'
    )
    r = cli("fit", model, "--board-file", str(tmp_path / "b.toml"), "--format", "json")
    (row,) = json.loads(r.stdout)["boards"]
    assert (row["runtime_flash_bytes"], row["flash_margin_bytes"]) == (runtime, -1)
    assert (row["arena_fits"], row["flash_fits"], row["ok"]) == (True, False, False)
    r = cli("fit", model, "--board-file", str(tmp_path / "b.toml"))
    (line,) = [line for line in r.stdout.splitlines() if line.startswith("b ")]
    assert line.split()[3:5] == ["no:", "flash"]
