"""Common microcontroller boards as memory regions, for ``memplan check --board`` and ``memplan fit``.

A board lists its core (which picks the TFLM target, and so the kernel library, memplan
predicts for it), its on-chip RAM regions — each with its size and the largest block one
static array can take there, which the vendor's SDK linker script, not the datasheet's
total, decides — external RAM (PSRAM/SDRAM) and flash. A ``tensor_arena`` is one static
array, so the budget a board gives is its largest block, not the sum of its banks; the
application, the stack and the heap need some of that too, which ``reserve`` keeps aside.

This table is the one place these figures are written; every figure names its source (a
datasheet or reference-manual section, a vendor SDK linker script), and one memplan
could not check against its source says so (``confirmed=False``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tflite_memplan.errors import MemplanError

_KIB = 1024
_MIB = 1024 * _KIB


@dataclass(frozen=True)
class Region:
    """One on-chip RAM region: ``size`` bytes, of which one static array can take
    ``block`` (the linker script's region, or what its SDK leaves for static data)."""

    name: str
    size: int
    block: int
    source: str
    confirmed: bool = True


@dataclass(frozen=True)
class Memory:
    """An amount of external RAM or flash with its source (0 bytes: none on the board)."""

    size: int
    source: str
    confirmed: bool = True


@dataclass(frozen=True)
class Board:
    name: str
    mcu: str
    #: The processor core, as memplan's TFLM targets name cores (``cortex-m4``, ``esp32``).
    core: str
    ram: tuple[Region, ...]  # in the order an arena would be placed: the default data region first
    flash: Memory
    psram: Memory = Memory(0, "none on the board")

    @property
    def sram(self) -> int:
        """Every on-chip RAM region together (what a datasheet's headline gives)."""
        return sum(r.size for r in self.ram)

    @property
    def largest(self) -> Region:
        """The region with the largest block one static array can take (the first such)."""
        return max(self.ram, key=lambda r: r.block)

    @property
    def budget(self) -> int:
        """The bytes one ``tensor_arena`` can take: the largest block."""
        return self.largest.block

    @property
    def confirmed(self) -> bool:
        return all(r.confirmed for r in self.ram) and self.flash.confirmed and self.psram.confirmed


_RP2040 = "RP2040 datasheet section 2.6.2 (SRAM: 264 KB in six banks)"
_RP2350 = "RP2350 datasheet section 4.2 (SRAM: 520 KB in ten banks)"
_PICO_LD = "pico-sdk src/rp2_common/pico_crt0/{chip}/memmap_default.ld"

BOARDS: Mapping[str, Board] = MappingProxyType(
    {
        b.name: b
        for b in (
            Board(
                "arduino-nano-33-ble",
                "nRF52840",
                "cortex-m4",
                (
                    Region(
                        "RAM",
                        256 * _KIB,
                        256 * _KIB,
                        "Nordic nRF52840 Product Specification: 256 KB RAM, one range at 0x20000000 (as "
                        "nRF52840 linker scripts declare it: RAM 256K)",
                    ),
                ),
                Memory(
                    1 * _MIB,
                    "nRF52840 Product Specification: 1 MB flash (a bootloader or SoftDevice, when present, takes some)",
                ),
            ),
            Board(
                "arduino-uno-r4",
                "Renesas RA4M1",
                "cortex-m4",
                (
                    Region(
                        "SRAM",
                        32 * _KIB,
                        32 * _KIB,
                        "Renesas RA4M1 Group datasheet (R7FA4M1AB): 32 KB SRAM at 0x20000000 (probe-rs's RA4M1 "
                        "memory map agrees)",
                    ),
                ),
                Memory(256 * _KIB, "RA4M1 Group datasheet (R7FA4M1AB): 256 KB code flash (Zephyr arduino_uno_r4 too)"),
            ),
            Board(
                "esp32-devkitc",
                "ESP32",
                "esp32",
                (
                    Region(
                        "DRAM",
                        320 * _KIB,
                        160 * _KIB,
                        "ESP-IDF Programming Guide, API Guides > Memory Types: of 520 KB SRAM, 320 KB is DRAM "
                        "and static data can use at most 160 KB (the rest is heap); esp32/memory.ld.in gives "
                        "dram0_0_seg 0x2c200 B, 64 KB less with Bluetooth",
                    ),
                ),
                Memory(4 * _MIB, "ESP32-DevKitC V4 user guide: ESP32-WROOM-32E module, 4 MB SPI flash"),
                Memory(0, "none on the ESP32-WROOM-32E (the ESP32-WROVER-E variant has 8 MB PSRAM)"),
            ),
            Board(
                "esp32-s3-devkitc",
                "ESP32-S3",
                "esp32s3",
                (
                    Region(
                        "DRAM",
                        341_760,
                        341_760,
                        "ESP-IDF components/esp_system/ld/esp32s3/memory.ld.in: dram0_0_seg 0x53700 B of the "
                        "512 KB SRAM; code placed in IRAM comes out of the same SRAM",
                    ),
                ),
                Memory(8 * _MIB, "ESP32-S3-DevKitC-1 user guide: the N8R8 module, 8 MB flash (other variants differ)"),
                Memory(8 * _MIB, "ESP32-S3-DevKitC-1 user guide: the N8R8 module, 8 MB octal PSRAM"),
            ),
            Board(
                "nrf5340-dk",
                "nRF5340 (application core)",
                "cortex-m33",
                (
                    Region(
                        "RAM",
                        512 * _KIB,
                        512 * _KIB,
                        "Nordic nRF5340 Product Specification (application core): 512 KB RAM; Zephyr "
                        "nrf5340_cpuapp_qkaa.dtsi: sram0 512K at 0x20000000",
                    ),
                ),
                Memory(1 * _MIB, "nRF5340 Product Specification: application core 1 MB flash (Zephyr: flash0 1024K)"),
            ),
            Board(
                "nucleo-f411re",
                "STM32F411RE",
                "cortex-m4",
                (Region("SRAM", 128 * _KIB, 128 * _KIB, "ST DS10314 STM32F411xC/E: 128 Kbytes of SRAM"),),
                Memory(512 * _KIB, "ST DS10314 STM32F411xC/E: 512 Kbytes of flash (the RE part)"),
            ),
            Board(
                "nucleo-l476rg",
                "STM32L476RG",
                "cortex-m4",
                (
                    Region(
                        "SRAM1",
                        96 * _KIB,
                        96 * _KIB,
                        "ST DS10198 STM32L476xx: 128 KB SRAM = 96 KB SRAM1 + 32 KB SRAM2; "
                        "STM32CubeIDE STM32L476RGTX_FLASH.ld: RAM 96K at 0x20000000",
                    ),
                    Region(
                        "SRAM2",
                        32 * _KIB,
                        32 * _KIB,
                        "STM32L476RGTX_FLASH.ld: RAM2 32K at 0x10000000 (RM0351 also maps it at 0x20018000, "
                        "after SRAM1, for a linker script that joins the two)",
                    ),
                ),
                Memory(1 * _MIB, "ST DS10198 STM32L476xx: 1 MB flash (the RG part)"),
            ),
            Board(
                "nucleo-h743zi",
                "STM32H743ZI",
                "cortex-m7",
                (
                    Region(
                        "DTCM",
                        128 * _KIB,
                        128 * _KIB,
                        "ST RM0433 section 2.3 (memory map): DTCM 128 KB at 0x20000000",
                    ),
                    Region("AXI SRAM", 512 * _KIB, 512 * _KIB, "ST RM0433 section 2.3: AXI SRAM 512 KB at 0x24000000"),
                    Region(
                        "SRAM1-3",
                        288 * _KIB,
                        288 * _KIB,
                        "ST RM0433 section 2.3: SRAM1 128 KB, SRAM2 128 KB, SRAM3 32 KB back to back at 0x30000000",
                    ),
                    Region("SRAM4", 64 * _KIB, 64 * _KIB, "ST RM0433 section 2.3: SRAM4 64 KB at 0x38000000"),
                ),
                Memory(2 * _MIB, "ST DS12110 STM32H743xI: 2 Mbytes of flash"),
            ),
            Board(
                "pico",
                "RP2040",
                "cortex-m0plus",
                (
                    Region(
                        "SRAM0-3",
                        256 * _KIB,
                        256 * _KIB,
                        f"{_RP2040}; {_PICO_LD.format(chip='rp2040')}: RAM 256k (four striped banks)",
                    ),
                    Region("SCRATCH_X", 4 * _KIB, 4 * _KIB, f"{_PICO_LD.format(chip='rp2040')}: SCRATCH_X 4k (SRAM4)"),
                    Region(
                        "SCRATCH_Y",
                        4 * _KIB,
                        4 * _KIB,
                        f"{_PICO_LD.format(chip='rp2040')}: SCRATCH_Y 4k (SRAM5, core 0's stack)",
                    ),
                ),
                Memory(2 * _MIB, "Raspberry Pi Pico datasheet: 2 MB QSPI flash (W25Q16JV)"),
            ),
            Board(
                "pico2",
                "RP2350",
                "cortex-m33",
                (
                    Region(
                        "SRAM0-7",
                        512 * _KIB,
                        512 * _KIB,
                        f"{_RP2350}; {_PICO_LD.format(chip='rp2350')}: RAM 512k (eight striped banks)",
                    ),
                    Region("SCRATCH_X", 4 * _KIB, 4 * _KIB, f"{_PICO_LD.format(chip='rp2350')}: SCRATCH_X 4k (SRAM8)"),
                    Region(
                        "SCRATCH_Y",
                        4 * _KIB,
                        4 * _KIB,
                        f"{_PICO_LD.format(chip='rp2350')}: SCRATCH_Y 4k (SRAM9, core 0's stack)",
                    ),
                ),
                Memory(4 * _MIB, "Raspberry Pi Pico 2 datasheet: 4 MB QSPI flash"),
            ),
            Board(
                "sparkfun-edge",
                "Ambiq Apollo3 Blue",
                "cortex-m4",
                (
                    Region(
                        "TCM+SRAM",
                        384 * _KIB,
                        384 * _KIB,
                        "Ambiq Apollo3 Blue datasheet (memory map): 64 KB TCM at 0x10000000 then 320 KB "
                        "SRAM, one range; whether SparkFun's linker script joins them is not checked",
                        confirmed=False,
                    ),
                ),
                Memory(1 * _MIB, "Ambiq Apollo3 Blue datasheet: 1 MB flash at 0x0 (a bootloader, if any, takes some)"),
            ),
            Board(
                "stm32f746g-disco",
                "STM32F746NG",
                "cortex-m7",
                (
                    Region(
                        "DTCM+SRAM1+2",
                        320 * _KIB,
                        320 * _KIB,
                        "ST RM0385 section 2.2: DTCM 64 KB, SRAM1 240 KB, SRAM2 16 KB back to back at 0x20000000; "
                        "STM32CubeIDE STM32F746NGHX_FLASH.ld: RAM 320K",
                    ),
                ),
                Memory(1 * _MIB, "ST DS10916 STM32F746xx: 1 Mbyte of flash (the NG part)"),
                Memory(8 * _MIB, "ST UM1907 32F746G-DISCO: 128-Mbit SDRAM, 64 Mbits accessible (external SDRAM)"),
            ),
            Board(
                "teensy-4.1",
                "NXP i.MX RT1062",
                "cortex-m7",
                (
                    Region(
                        "RAM1 (DTCM)",
                        512 * _KIB,
                        512 * _KIB,
                        "PJRC Teensy 4.1 page (Memory): RAM1 512 KB, tightly coupled, shared with code run from "
                        "ITCM in 32 KB banks; teensy4 imxrt1062_t41.ld: DTCM 512K",
                    ),
                    Region(
                        "RAM2 (OCRAM)",
                        512 * _KIB,
                        512 * _KIB,
                        "PJRC Teensy 4.1 page (Memory): RAM2 512 KB for DMAMEM buffers and the heap; "
                        "imxrt1062_t41.ld: RAM 512K",
                    ),
                ),
                Memory(7936 * _KIB, "PJRC Teensy 4.1 page: 8 MB flash, 7936K for programs"),
                Memory(0, "none fitted (PJRC Teensy 4.1 page: pads for up to 16 MB PSRAM)"),
            ),
        )
    }
)


def get_board(name: str) -> Board:
    """The board registered under ``name`` (in any case), with an error that lists the valid names."""
    board = BOARDS.get(name.lower())
    if board is None:
        raise MemplanError(f"unknown board {name!r}; `memplan boards` lists them: {', '.join(BOARDS)}")
    return board


def board_target(board: Board) -> tuple[str, str | None]:
    """The TFLM target to predict for ``board``: its core when memplan has a target for
    it (the core's kernel library with it), else the default target and a note saying so."""
    from tflite_memplan.semantics.tflm.targets import CORES, DEFAULT_TARGET

    if board.core in CORES:
        return board.core, None
    return DEFAULT_TARGET, (
        f"{board.name}: memplan has no TFLM target for its {board.core} core yet; predicting {DEFAULT_TARGET}'s arena"
    )
