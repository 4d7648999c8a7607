"""On-chip SRAM of common microcontroller boards, for ``memplan check --board``.

A board's budget is its microcontroller's total on-chip SRAM as the vendor's datasheet
states it (every bank, TCMs included); the application, the stack and the heap need
some of it too, which ``--reserve`` keeps aside. External PSRAM/SDRAM is not counted.
This table is the one place these figures are written; each row names its source.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tflite_memplan.errors import MemplanError

_KIB = 1024


@dataclass(frozen=True)
class Board:
    name: str
    mcu: str
    sram: int  # bytes
    source: str


BOARDS: Mapping[str, Board] = MappingProxyType(
    {
        b.name: b
        for b in (
            Board("arduino-nano-33-ble", "nRF52840", 256 * _KIB, "Nordic nRF52840 Product Specification: 256 KB RAM"),
            Board("arduino-uno-r4", "Renesas RA4M1", 32 * _KIB, "Renesas RA4M1 datasheet: 32 KB SRAM"),
            Board("esp32-devkitc", "ESP32", 520 * _KIB, "Espressif ESP32 datasheet: 520 KB SRAM"),
            Board("esp32-s3-devkitc", "ESP32-S3", 512 * _KIB, "Espressif ESP32-S3 datasheet: 512 KB SRAM"),
            Board(
                "nrf5340-dk",
                "nRF5340 (application core)",
                512 * _KIB,
                "Nordic nRF5340 Product Specification: 512 KB RAM",
            ),
            Board("nucleo-f411re", "STM32F411RE", 128 * _KIB, "ST STM32F411xC/E datasheet: 128 KB SRAM"),
            Board("nucleo-l476rg", "STM32L476RG", 128 * _KIB, "ST STM32L476xx datasheet: 128 KB SRAM"),
            Board("nucleo-h743zi", "STM32H743ZI", 1024 * _KIB, "ST STM32H743xI datasheet: 1 MB RAM (TCM included)"),
            Board("pico", "RP2040", 264 * _KIB, "Raspberry Pi RP2040 datasheet: 264 KB SRAM"),
            Board("pico2", "RP2350", 520 * _KIB, "Raspberry Pi RP2350 datasheet: 520 KB SRAM"),
            Board("sparkfun-edge", "Ambiq Apollo3 Blue", 384 * _KIB, "Ambiq Apollo3 Blue datasheet: 384 KB SRAM"),
            Board("stm32f746g-disco", "STM32F746NG", 320 * _KIB, "ST STM32F746xx datasheet: 320 KB SRAM"),
            Board("teensy-4.1", "NXP i.MX RT1062", 1024 * _KIB, "NXP i.MX RT1060 datasheet: 1 MB on-chip RAM"),
        )
    }
)


def get_board(name: str) -> Board:
    """The board registered under ``name``, with an error that lists the valid names."""
    try:
        return BOARDS[name]
    except KeyError:
        raise MemplanError(f"unknown board {name!r}; `memplan boards` lists them: {', '.join(BOARDS)}") from None
