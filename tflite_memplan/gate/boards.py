"""Common microcontroller boards as memory regions, for ``memplan check --board`` and ``memplan fit``.

A board lists its core (which picks the TFLM target, and so the kernel library, memplan
predicts for it), its on-chip RAM regions — each with its size and the largest block one
static array can take there, which the vendor's SDK linker script, not the datasheet's
total, decides — external RAM (PSRAM/SDRAM) and flash. A ``tensor_arena`` is one static
array, so the budget a board gives is its largest block, not the sum of its banks; the
application, the stack and the heap need some of that too, which ``reserve`` keeps aside.

This table is the one place these figures are written; every figure names its source (a
datasheet or reference-manual section, a vendor SDK linker script with the commit it was
read at), and one memplan could not check against its source says so
(``confirmed=False``). Each region's base address lets :func:`locate` say which region
a firmware's ``tensor_arena`` lands in.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from tflite_memplan.errors import MemplanError

if TYPE_CHECKING:
    from rich.text import Text

_KIB = 1024
_MIB = 1024 * _KIB


@dataclass(frozen=True)
class Region:
    """One on-chip RAM region: ``size`` bytes at ``base`` (and at each of ``aliases``, where
    the chip maps it twice), of which one static array can take ``block`` (the linker
    script's region, or what its SDK leaves for static data)."""

    name: str
    size: int
    block: int
    source: str
    base: int
    aliases: tuple[int, ...] = ()
    confirmed: bool = True

    @property
    def spans(self) -> tuple[tuple[int, int], ...]:
        """Every address range ``[start, end)`` the region answers at."""
        return tuple((start, start + self.size) for start in (self.base, *self.aliases))


@dataclass(frozen=True)
class Memory:
    """An amount of external RAM or flash with its source (0 bytes: none on the board), and
    for external RAM the address window ``[start, end)`` it is mapped in, where known."""

    size: int
    source: str
    confirmed: bool = True
    window: tuple[int, int] | None = None


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
_PICO_LD = "pico-sdk src/rp2_common/pico_crt0/{chip}/memmap_default.ld @{commit}"
_PICO_LD_RP2040 = _PICO_LD.format(chip="rp2040", commit="38444923")
_PICO_LD_RP2350 = _PICO_LD.format(chip="rp2350", commit="0e27c5bf")
_L476_LD = "STM32CubeL4 Projects/NUCLEO-L476RG/Templates/STM32CubeIDE/STM32L476RGTX_FLASH.ld @8f38c030"
_H743_LD = (
    "STM32CubeH7 Projects/NUCLEO-H743ZI/Examples/BSP/SW4STM32/STM32H743ZI_Nucleo/STM32H743ZITx_FLASH.ld @3d3ffbe6"
)
_T41_LD = "PaulStoffregen/cores teensy4/imxrt1062_t41.ld @033bd8cd"
_APOLLO3 = (
    "AmbiqSuite (sparkfun/AmbiqSuiteSDK @e280cbde) mcu/apollo3/hal/am_hal_flash.h: SRAM at 0x10000000, "
    "384 KB, the first 64 KB of it DTCM (am_hal_pwrctrl.h); one region in every Apollo3 linker script: "
    "AmbiqSuite boards/apollo3_evb/examples/hello_world/gcc/hello_world.ld (RWMEM 384K at 0x10000000), "
    "SparkFun_Apollo3_AmbiqSuite_BSPs @c8962853 common/tools_sfe/templates/apollo3_tflu.ld and TFLM's "
    "sparkfun_edge target (tflite-micro @52bd2f2c, apollo3evb.ld): SRAM 384K at 0x10000000"
)

_H7B3_H = "cmsis_device_h7 Include/stm32h7b3xxq.h @13ba9da7"
_H7B3_LD = "STM32CubeH7 Projects/STM32H7B3I-DK/Examples/BSP/STM32CubeIDE/STM32H7B3LIHXQ_FLASH.ld @3d3ffbe6"
_IDF = "esp-idf @10212290 components/esp_system/ld"
_C3_SOC = "esp-idf @10212290 components/soc/esp32c3/include/soc/soc.h"
_C6_SOC = "esp-idf @10212290 components/soc/esp32c6/include/soc/soc.h"
_U5_LD = "STM32CubeU5 Projects/B-U585I-IOT02A/Templates/TrustZoneDisabled/STM32CubeIDE/STM32U585AIIX_FLASH.ld @59822cc7"
_U5_H = "cmsis_device_u5 Include/stm32u585xx.h @48a64b6a"
_N6_H = "cmsis-device-n6 Include/stm32n657xx.h @f818b00f"
_N6_XIP_LD = (
    "STM32CubeN6 Projects/STM32N6570-DK/Templates/Template_FSBL_XIP/STM32CubeIDE/AppS/STM32N657XX_XIP.ld @2b220898"
)
_N6_VENC = "STM32CubeN6 @2b220898 Projects/STM32N6570-DK/Applications/VENC/VENC_SDCard"

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
                        0x40000 - 0x200,
                        "Nordic nRF52840 Product Specification: 256 KB RAM at 0x20000000; ArduinoCore-mbed "
                        "variants/ARDUINO_NANO33BLE/linker_script.ld @581328fb: RAM from 0x20000200, 0x40000 - "
                        "0x200 B (the NVIC table and crash data take the first 512 B)",
                        0x2000_0000,
                    ),
                ),
                Memory(
                    1 * _MIB,
                    "nRF52840 Product Specification: 1 MB flash (ArduinoCore-mbed linker_script.ld @581328fb "
                    "gives a sketch 0xefe00 B from 0x10200; the bootloader takes the rest)",
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
                        "Renesas RA4M1 Group datasheet (R7FA4M1AB): 32 KB SRAM at 0x20000000; ArduinoCore-renesas "
                        "variants/SANTIAGO/memory_regions.ld @d4913670 (RA4M1): RAM_START 0x20000000, RAM_LENGTH "
                        "0x8000",
                        0x2000_0000,
                    ),
                ),
                Memory(
                    256 * _KIB,
                    "RA4M1 Group datasheet (R7FA4M1AB): 256 KB code flash (memory_regions.ld @d4913670: "
                    "FLASH_LENGTH 0x40000, the sketch from 0x4000 after the bootloader)",
                ),
            ),
            Board(
                "b-u585i-iot02a",
                "STM32U585AI",
                "cortex-m33",
                (
                    Region(
                        "SRAM1-3",
                        768 * _KIB,
                        768 * _KIB,
                        f"{_U5_H}: SRAM1 0x30000 B (192 KB) at 0x20000000, SRAM2 0x10000 B (64 KB) at 0x20030000, "
                        "SRAM3 0x80000 B (512 KB) at 0x20040000, back to back, and the same at 0x30000000 for "
                        f"secure code; {_U5_LD}: RAM 768K at 0x20000000, where .data and .bss go (the "
                        "TrustZone templates split it: 512K from 0x20040000 non-secure, 256K at 0x30000000 secure)",
                        0x2000_0000,
                        aliases=(0x3000_0000,),
                    ),
                    Region(
                        "SRAM4",
                        16 * _KIB,
                        16 * _KIB,
                        f"{_U5_H}: SRAM4 0x4000 B (16 KB) at 0x28000000, secure at 0x38000000; {_U5_LD}: "
                        "SRAM4 16K at 0x28000000 (nothing placed there by default)",
                        0x2800_0000,
                        aliases=(0x3800_0000,),
                    ),
                ),
                Memory(
                    2 * _MIB,
                    f"{_U5_LD}: ROM 2048K at 0x08000000 ({_U5_H}: FLASH_BASE_NS 0x08000000, up to 2 MB); the "
                    "board's external Octo-SPI NOR flash is not counted",
                ),
                Memory(
                    8 * _MIB,
                    "B-U585I-IOT02A's APS6408L Octo-SPI PSRAM: stm32-aps6408 aps6408.h @caecf0d9 APS6408_RAM_SIZE "
                    "0x800000 (64 Mbit); STM32CubeU5 @59822cc7 Projects/B-U585I-IOT02A/Examples/OCTOSPI/"
                    f"OSPI_PSRAM_MemoryMapped maps it at OCTOSPI1_BASE, 0x90000000 in {_U5_H}",
                    window=(0x9000_0000, 0x9080_0000),
                ),
            ),
            Board(
                "esp32-c3-devkitm",
                "ESP32-C3",
                "esp32c3",
                (
                    Region(
                        "DRAM",
                        384 * _KIB,
                        0x4E710,
                        f"{_C3_SOC}: DRAM 0x3FC80000-0x3FCE0000 (384 KB; the datasheet's 400 KB SRAM less the "
                        f"16 KB instruction cache), the same SRAM as IRAM at 0x40380000; {_IDF}/esp32c3/"
                        "memory.ld.in: dram0_0_seg from SRAM_DRAM_START 0x3FC7C000 + ICACHE_SIZE 0x4000 = "
                        "0x3FC80000 to 0x403CE710 (the bootloader's iram_loader_seg) - I_D_SRAM_OFFSET (0x4037C000 "
                        "- 0x3FC7C000 = 0x700000) = 0x3FCCE710: 0x4E710 B; code placed in IRAM comes out of it too",
                        0x3FC8_0000,
                        aliases=(0x4038_0000,),
                    ),
                ),
                Memory(
                    4 * _MIB,
                    "ESP32-C3-DevKitM-1 user guide: the ESP32-C3-MINI-1 module, whose ESP32-C3FN4 chip has 4 MB "
                    "of flash in its package",
                ),
            ),
            Board(
                "esp32-c6-devkitc",
                "ESP32-C6",
                "esp32c6",
                (
                    Region(
                        "HP SRAM",
                        512 * _KIB,
                        0x6E610,
                        f"{_C6_SOC}: SOC_DRAM_LOW 0x40800000 to SOC_DRAM_HIGH 0x40880000 (512 KB HP SRAM, "
                        f"code and data at one address); {_IDF}/esp32c6/memory.ld.in: sram_seg from "
                        "SRAM_SEG_START 0x40800000 to SRAM_SEG_END 0x4086E610 (esp32c6/ld.hp_mem_defs: the "
                        "bootloader's iram_loader_seg) = 0x6E610 B, without the TEE or ULP-in-HP-memory options; "
                        "code placed in IRAM comes out of it too",
                        0x4080_0000,
                    ),
                ),
                Memory(
                    8 * _MIB,
                    "ESP32-C6-DevKitC-1 user guide: the ESP32-C6-WROOM-1(U) module, 8 MB SPI flash",
                ),
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
                        "and static data can use at most 160 KB (the rest is heap); esp-idf "
                        "components/esp_system/ld/esp32/memory.ld.in @0f549fa1: dram0_0_seg at 0x3FFB0000, "
                        "0x2c200 B, less what Bluetooth reserves",
                        0x3FFB_0000,
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
                        "esp-idf components/esp_system/ld/esp32s3/memory.ld.in @019a0195: dram0_0_seg at "
                        "0x3FC88000, 0x53700 B of the 512 KB SRAM; code placed in IRAM comes out of the same SRAM",
                        0x3FC8_8000,
                    ),
                ),
                Memory(8 * _MIB, "ESP32-S3-DevKitC-1 user guide: the N8R8 module, 8 MB flash (other variants differ)"),
                Memory(
                    8 * _MIB,
                    "ESP32-S3-DevKitC-1 user guide: the N8R8 module, 8 MB octal PSRAM; esp-idf memory.ld.in "
                    "@019a0195: extern_ram_seg at 0x3c000020, 0x2000000 - 0x20 B (shared with flash-mapped rodata)",
                    window=(0x3C00_0020, 0x3E00_0000),
                ),
            ),
            Board(
                "nrf52840-dk",
                "nRF52840",
                "cortex-m4",
                (
                    Region(
                        "RAM",
                        256 * _KIB,
                        256 * _KIB,
                        "Nordic nRF52840 Product Specification: 256 KB RAM at 0x20000000; Zephyr "
                        "boards/nordic/nrf52840dk/nrf52840dk_nrf52840.dts @db8b2135 includes "
                        "dts/arm/nordic/nrf52840_qiaa.dtsi @06758ff2: sram0 256K at 0x20000000",
                        0x2000_0000,
                    ),
                ),
                Memory(
                    1 * _MIB,
                    "nRF52840 Product Specification: 1 MB flash (Zephyr nrf52840_qiaa.dtsi @06758ff2: flash0 "
                    "1024K at 0x0); the DK's 64-Mbit MX25R6435F QSPI NOR (nrf52840dk_nrf52840.dts) is not counted",
                ),
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
                        "dts/arm/nordic/nrf5340_cpuapp_qkaa.dtsi @0b6e4bc6: sram0 512K at 0x20000000",
                        0x2000_0000,
                    ),
                ),
                Memory(
                    1 * _MIB,
                    "nRF5340 Product Specification: application core 1 MB flash (Zephyr "
                    "nrf5340_cpuapp_qkaa.dtsi @0b6e4bc6: flash0 1024K)",
                ),
            ),
            Board(
                "nucleo-f411re",
                "STM32F411RE",
                "cortex-m4",
                (
                    Region(
                        "SRAM",
                        128 * _KIB,
                        128 * _KIB,
                        "ST DS10314 STM32F411xC/E: 128 Kbytes of SRAM; STM32CubeF4 Projects/STM32F411RE-Nucleo/"
                        "Templates/SW4STM32/STM32F4xx-Nucleo/STM32F411RETx_FLASH.ld @3d6be4bd: RAM 128K at "
                        "0x20000000",
                        0x2000_0000,
                    ),
                ),
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
                        f"ST DS10198 STM32L476xx: 128 KB SRAM = 96 KB SRAM1 + 32 KB SRAM2; {_L476_LD}: RAM "
                        "(SRAM1) 96K at 0x20000000",
                        0x2000_0000,
                    ),
                    Region(
                        "SRAM2",
                        32 * _KIB,
                        32 * _KIB,
                        f"{_L476_LD}: SRAM2 32K at 0x10000000 (Zephyr stm32l476Xg.dtsi @06758ff2 too); RM0351 also "
                        "maps it at 0x20018000, after SRAM1, for a linker script that joins the two: that alias is "
                        "not checked against a stored copy of RM0351",
                        0x1000_0000,
                        aliases=(0x2001_8000,),
                        confirmed=False,
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
                        "AXI SRAM",
                        512 * _KIB,
                        512 * _KIB,
                        f"ST RM0433 section 2.3: AXI SRAM 512 KB at 0x24000000; {_H743_LD}: RAM_D1 512K at "
                        "0x24000000, where .data and .bss go (so does STM32CubeIDE's STM32H743ZITX_FLASH.ld "
                        "@68f3d2c0)",
                        0x2400_0000,
                    ),
                    Region("DTCM", 128 * _KIB, 128 * _KIB, f"{_H743_LD}: DTCMRAM 128K at 0x20000000", 0x2000_0000),
                    Region(
                        "SRAM1-3",
                        288 * _KIB,
                        288 * _KIB,
                        f"ST RM0433 section 2.3: SRAM1 128 KB, SRAM2 128 KB, SRAM3 32 KB back to back; {_H743_LD}: "
                        "RAM_D2 288K at 0x30000000",
                        0x3000_0000,
                    ),
                    Region("SRAM4", 64 * _KIB, 64 * _KIB, f"{_H743_LD}: RAM_D3 64K at 0x38000000", 0x3800_0000),
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
                        f"{_RP2040}; {_PICO_LD_RP2040}: RAM 256k at 0x20000000 (four striped banks)",
                        0x2000_0000,
                    ),
                    Region(
                        "SCRATCH_X", 4 * _KIB, 4 * _KIB, f"{_PICO_LD_RP2040}: SCRATCH_X 4k at 0x20040000", 0x2004_0000
                    ),
                    Region(
                        "SCRATCH_Y",
                        4 * _KIB,
                        4 * _KIB,
                        f"{_PICO_LD_RP2040}: SCRATCH_Y 4k at 0x20041000 (core 0's stack)",
                        0x2004_1000,
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
                        f"{_RP2350}; {_PICO_LD_RP2350}: RAM 512k at 0x20000000 (eight striped banks)",
                        0x2000_0000,
                    ),
                    Region(
                        "SCRATCH_X", 4 * _KIB, 4 * _KIB, f"{_PICO_LD_RP2350}: SCRATCH_X 4k at 0x20080000", 0x2008_0000
                    ),
                    Region(
                        "SCRATCH_Y",
                        4 * _KIB,
                        4 * _KIB,
                        f"{_PICO_LD_RP2350}: SCRATCH_Y 4k at 0x20081000 (core 0's stack)",
                        0x2008_1000,
                    ),
                ),
                Memory(4 * _MIB, "Raspberry Pi Pico 2 datasheet: 4 MB QSPI flash"),
            ),
            Board(
                "sparkfun-edge",
                "Ambiq Apollo3 Blue",
                "cortex-m4",
                (Region("TCM+SRAM", 384 * _KIB, 384 * _KIB, _APOLLO3, 0x1000_0000),),
                Memory(
                    1 * _MIB,
                    "Ambiq Apollo3 Blue datasheet: 1 MB flash at 0x0 (the Apollo3 linker scripts above give the "
                    "application 960K from 0xC000 or, with SparkFun's SVL bootloader, 0x10000)",
                ),
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
                        "STM32CubeF7 Projects/STM32746G-Discovery/Templates/SW4STM32/STM32746G_Discovery_ITCM-FLASH/"
                        "STM32F746NGHx_FLASH.ld @767d083e: RAM 320K at 0x20000000",
                        0x2000_0000,
                    ),
                ),
                Memory(1 * _MIB, "ST DS10916 STM32F746xx: 1 Mbyte of flash (the NG part)"),
                Memory(
                    8 * _MIB,
                    "ST UM1907 32F746G-DISCO: 128-Mbit SDRAM, 64 Mbits accessible (external SDRAM); Zephyr "
                    "boards/st/stm32f746g_disco/stm32f746g_disco.dts @0651d31b: sdram1 8M at 0xc0000000",
                    window=(0xC000_0000, 0xC080_0000),
                ),
            ),
            Board(
                "stm32h7b3i-dk",
                "STM32H7B3LI",
                "cortex-m7",
                (
                    Region(
                        "AXI SRAM1-3",
                        1024 * _KIB,
                        1024 * _KIB,
                        f"{_H7B3_H}: AXI SRAM1 256 KB at 0x24000000, SRAM2 384 KB at 0x24040000, SRAM3 384 KB at "
                        f"0x240A0000, back to back; {_H7B3_LD}: RAM 1024K at 0x24000000, where .data and .bss go",
                        0x2400_0000,
                    ),
                    Region(
                        "DTCM",
                        128 * _KIB,
                        128 * _KIB,
                        f"{_H7B3_H}: DTCM 128 KB (2 x 64 KB) at 0x20000000 (that linker script declares "
                        "no region there)",
                        0x2000_0000,
                    ),
                    Region(
                        "AHB SRAM1-2",
                        128 * _KIB,
                        128 * _KIB,
                        f"{_H7B3_H}: AHB SRAM1 64 KB at 0x30000000, SRAM2 64 KB at 0x30010000 (that "
                        "linker script declares no region there)",
                        0x3000_0000,
                    ),
                    Region(
                        "SRD SRAM",
                        32 * _KIB,
                        32 * _KIB,
                        f"{_H7B3_H}: SRD SRAM 32 KB at 0x38000000 ({_H7B3_LD} declares RAM_D3 128K there, more "
                        "than the chip has)",
                        0x3800_0000,
                    ),
                ),
                Memory(
                    2 * _MIB,
                    f"{_H7B3_H}: up to 2 MB of flash at 0x08000000 (FLASH_END 0x081FFFFF); {_H7B3_LD}: ROM 2048K",
                ),
                Memory(
                    16 * _MIB,
                    "stm32h7b3i-dk-bsp stm32h7b3i_discovery_sdram.h @3449406f: SDRAM_DEVICE_ADDR 0xD0000000, "
                    "SDRAM_DEVICE_SIZE 0x01000000 (IS42S16800F, 128 Mbit)",
                    window=(0xD000_0000, 0xD100_0000),
                ),
            ),
            Board(
                "stm32n6570-dk",
                "STM32N657X0",
                "cortex-m55",
                (
                    Region(
                        "AXISRAM1-2",
                        2 * _MIB,
                        2 * _MIB,
                        f"{_N6_H}: SRAM1_AXI 0x100000 B at 0x34000000 (its first 400 KB, to 0x34063FFF, is "
                        "FLEXRAM, which can be given to the TCMs: STM32CubeN6 Projects/STM32N6570-DK/Templates/"
                        "Template_Isolation_LRUN/README.md) and SRAM2_AXI 0x100000 B at 0x34100000, secure, and the "
                        "same at "
                        f"0x24000000 non-secure; {_N6_XIP_LD}: RAM 2048K at 0x34000000, where .data and .bss go "
                        "(the FSBL that starts it runs from AXISRAM2, STM32N657XX_AXISRAM2_fsbl.ld: 511K at "
                        "0x34180400)",
                        0x3400_0000,
                        aliases=(0x2400_0000,),
                    ),
                    Region(
                        "AXISRAM3-6",
                        1792 * _KIB,
                        1792 * _KIB,
                        f"{_N6_H}: SRAM3_AXI to SRAM6_AXI 0x70000 B (448 KB) each from 0x34200000, back to back "
                        "(0x24200000 non-secure), the NPU's RAMs, off until RAMCFG's SRAMSD is cleared "
                        f"({_N6_VENC}/FSBL/Src/system_stm32n6xx_fsbl.c does); {_N6_VENC}/STM32CubeIDE/Appli/"
                        "STM32N657XX_LRUN.ld links RAM 2340K from 0x341B7000, through them",
                        0x3420_0000,
                        aliases=(0x2420_0000,),
                    ),
                    Region(
                        "DTCM",
                        128 * _KIB,
                        128 * _KIB,
                        f"{_N6_H}: DTCM from 128 KB at 0x30000000 secure, 0x20000000 non-secure (up to 256 KB "
                        f"with FLEXRAM); {_N6_VENC}/STM32CubeIDE/Appli/STM32N657XX_LRUN.ld: DTCM 128K at "
                        "0x30000000 (its stack)",
                        0x3000_0000,
                        aliases=(0x2000_0000,),
                    ),
                ),
                Memory(
                    128 * _MIB,
                    "none on the chip (the STM32N657 has no internal flash; its header defines no FLASH_BASE): "
                    "the board's MX66UW1G45G 1-Gbit "
                    "Octo-SPI NOR on XSPI2 (stm32n6570-dk-bsp stm32n6570_discovery_xspi.h @f9c98f37; "
                    "stm32-mx66uw1g45g mx66uw1g45g.h @4c358c62: 128 MB), mapped at 0x70000000 (XSPI2_BASE in "
                    f"{_N6_H}), where {_N6_XIP_LD} puts the code (ROM 511K at 0x70100400)",
                ),
                Memory(
                    32 * _MIB,
                    "the board's APS256XX PSRAM on XSPI1 (stm32n6570-dk-bsp "
                    "stm32n6570_discovery_xspi.h @f9c98f37; stm32-aps256 aps256xx.h @5d0bd096: APS256XX_RAM_SIZE "
                    f"0x2000000, 256 Mbit), mapped at XSPI1_BASE 0x90000000 ({_N6_H})",
                    window=(0x9000_0000, 0x9200_0000),
                ),
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
                        f"ITCM in 32 KB banks; {_T41_LD}: DTCM 512K at 0x20000000, where .data and .bss go",
                        0x2000_0000,
                    ),
                    Region(
                        "RAM2 (OCRAM)",
                        512 * _KIB,
                        512 * _KIB,
                        "PJRC Teensy 4.1 page (Memory): RAM2 512 KB for DMAMEM buffers and the heap; "
                        f"{_T41_LD}: RAM 512K at 0x20200000",
                        0x2020_0000,
                    ),
                ),
                Memory(7936 * _KIB, f"PJRC Teensy 4.1 page: 8 MB flash; {_T41_LD}: FLASH 7936K for programs"),
                Memory(0, "none fitted (PJRC Teensy 4.1 page: pads for up to 16 MB PSRAM)"),
            ),
        )
    }
)


@dataclass(frozen=True)
class Placement:
    """Where an array lies on a board: the RAM regions it falls in, in address order, and
    how many of its bytes fall in none of them (0: it lies wholly in the board's RAM)."""

    regions: tuple[str, ...]
    outside: int

    @property
    def fits(self) -> bool:
        return self.outside == 0

    @property
    def name(self) -> str:
        """The regions joined ("SRAM1+SRAM2" for an array across two contiguous ones)."""
        return "+".join(self.regions)


def locate(board: Board, address: int, size: int) -> Placement:
    """Which of ``board``'s RAM regions the ``size`` bytes at ``address`` lie in (a region
    counts at its base and at its aliases; external RAM, where its address window is
    known, as "external RAM"); a linker script that declares more RAM than the chip has,
    or one for another chip, puts an array partly or wholly outside them. O(r log r) for
    r region spans."""
    end = address + size
    names: list[str] = []
    inside = 0
    spans = [(a, b, r.name) for r in board.ram for a, b in r.spans]
    if board.psram.size and board.psram.window is not None:
        spans.append((*board.psram.window, "external RAM"))
    for start, stop, name in sorted(spans):
        overlap = min(stop, end) - max(start, address)
        if overlap > 0:
            inside += overlap
            if name not in names:
                names.append(name)
    return Placement(tuple(names), size - inside)


def get_board(name: str | Board) -> Board:
    """The board registered under ``name`` (in any case), with an error that lists the
    valid names; a :class:`Board` (one a user defined) as it is."""
    if isinstance(name, Board):
        return name
    board = BOARDS.get(name.lower())
    if board is None:
        raise MemplanError(f"unknown board {name!r}; `memplan boards` lists them: {', '.join(BOARDS)}")
    return board


def board_target(board: Board) -> tuple[str, str | None]:
    """The TFLM target to predict for ``board``: its core when memplan has a target for
    it (the core's kernel library with it), else the default target and a note saying so."""
    from tflite_memplan.semantics import get_runtime

    hook = get_runtime("tflm").build_for_core
    assert hook is not None
    target, own = hook(board.core)
    if own:
        return target, None
    return target, (
        f"{board.name}: memplan has no TFLM target for its {board.core} core yet; predicting {target}'s arena"
    )


def size_text(n: int) -> str:
    """A memory size as a datasheet writes it: ``2 MiB``, ``256 KiB``, else bytes."""
    if n and n % 2**20 == 0:
        return f"{n // 2**20:,} MiB"
    if n and n % 2**10 == 0:
        return f"{n // 2**10:,} KiB"
    return f"{n:,} B"


def boards_table(boards: Iterable[Board], width: int = 80) -> Text:
    """``memplan boards``: per board its microcontroller, core, the largest block one
    static array can take (the budget) and flash, then each RAM region (at its base
    address, and its aliases), the flash and
    any external RAM with its source below ("not confirmed" where memplan could not
    check the figure)."""
    from rich.text import Text

    out = Text()

    def figure(label: str, source: str, confirmed: bool) -> None:
        flag = " (not confirmed)" if not confirmed else ""
        lines = textwrap.wrap(f"{label}: {source}{flag}", max(20, width - 4), subsequent_indent="  ")
        for line in lines:
            out.append(f"    {line}\n")

    for b in boards:
        largest = b.largest
        out.append(b.name, style="bold")
        out.append(f"  {b.mcu}, core {b.core}, budget {size_text(largest.block)} in {largest.name}\n")
        for r in b.ram:
            block = "" if r.block == r.size else f", one array up to {size_text(r.block)}"
            at = " and ".join(f"{a:#010x}" for a in (r.base, *r.aliases))
            figure(f"{r.name} {size_text(r.size)} at {at}{block}", r.source, r.confirmed)
        figure(f"flash {size_text(b.flash.size)}", b.flash.source, b.flash.confirmed)
        if b.psram.size:
            figure(f"external RAM {size_text(b.psram.size)}", b.psram.source, b.psram.confirmed)
    out.rstrip()
    return out
