"""What a built firmware declares: its ``tensor_arena`` and the flash it uses.

:func:`read_firmware` reads an ELF file (with pyelftools, imported only here) or a GNU ld
``.map`` file and returns the arena symbol's size and where it sits (its address and
output section; in an ELF the loadable segment, in a map file the linker's memory region
— :func:`~tflite_memplan.gate.boards.locate` names the board's region from the address),
and the flash the firmware takes: every loaded section — code (text), read-only data
(rodata) and the initial values of writable data (data) — what ``arm-none-eabi-size``
calls text + data.

A symbol is found by its name or, for C++, by its mangled name (``tensor_arena`` in an
anonymous namespace is ``_ZN12_GLOBAL__N_112tensor_arenaE``). A map file lists global
symbols only; a ``static`` array is found by the input section ``-fdata-sections`` gives
it (``.bss.tensor_arena``).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any

from tflite_memplan.errors import MemplanError, one_line

DEFAULT_ARENA_SYMBOL = "tensor_arena"
_MAX_MAP_BYTES = 256 * 2**20
_NOT_LOADED = (".debug", ".comment", ".ARM.attributes", ".stab", ".gnu.attributes", ".line", "/DISCARD/")
#: Output sections a map file shows with a load address that nothing is stored at (a map
#: does not say NOLOAD; ld gives them the LMA that follows .data's).
_NOT_STORED = (".bss", ".sbss", ".tbss", ".noinit", ".heap", ".stack", "._user_heap_stack", "COMMON")


class FirmwareError(MemplanError):
    """A firmware file cannot be read, or does not declare the arena."""


class MissingSymbolError(FirmwareError):
    """The firmware has no symbol of the arena's name."""


@dataclass(frozen=True)
class Segment:
    """The ELF program header (a loadable segment) an address lies in: what the loader
    places where, which an ELF says instead of the linker's region names."""

    index: int
    address: int  # its virtual address (where it runs)
    size: int  # bytes in memory (p_memsz)
    stored: int  # bytes stored in the file, and so in flash (p_filesz; 0 for .bss)
    flags: str  # as readelf prints them, less the spaces: "RW", "RE"


@dataclass(frozen=True)
class DeclaredArena:
    symbol: str  # as the file spells it (mangled for C++)
    size: int
    address: int
    section: str  # the output section it is in (.bss), or the input section in a map file
    region: str | None = None  # the linker's memory region (map files name them)
    segment: Segment | None = None  # the loadable segment it lies in (ELF files say)

    @property
    def where(self) -> str:
        return f"{self.section} ({self.region})" if self.region else self.section


@dataclass(frozen=True)
class Firmware:
    path: str
    arena: DeclaredArena
    text: int | None  # None: the file does not say (a map file without flash regions)
    rodata: int | None
    data: int | None

    @property
    def flash(self) -> int | None:
        parts = (self.text, self.rodata, self.data)
        return None if None in parts else sum(p or 0 for p in parts)


def _matches(candidate: str, name: str) -> bool:
    """``candidate`` is ``name``, or a C++ name (mangled, or demangled as ld's map prints
    it) whose last component is ``name``."""
    if candidate == name or candidate.endswith("::" + name):
        return True
    encoded = f"{len(name)}{name}"
    return candidate.startswith("_Z") and (candidate.endswith(encoded) or candidate.endswith(encoded + "E"))


def read_firmware(path: str | os.PathLike[str], symbol: str = DEFAULT_ARENA_SYMBOL) -> Firmware:
    """The arena ``symbol`` declares in the firmware at ``path`` (an ELF file, or a GNU ld
    map file when it is text), and the firmware's flash use."""
    name = one_line(os.fspath(path))
    try:
        with open(path, "rb") as f:
            magic = f.read(4)
    except OSError as e:
        raise FirmwareError(f"{name}: {e.strerror or e}") from None
    if os.path.isdir(path):
        raise FirmwareError(f"{name}: a directory, not an ELF or map file")
    if magic == b"\x7fELF":
        return _read_elf(path, name, symbol)
    return _read_map(path, name, symbol)


def _missing(name: str, symbol: str, names: list[str]) -> MissingSymbolError:
    near = sorted({n for n in names if "arena" in n.lower()})[:5]
    hint = f" (symbols with 'arena' in their name: {', '.join(near)})" if near else ""
    return MissingSymbolError(f"{name} has no symbol {symbol}{hint}")


def _read_elf(path: str | os.PathLike[str], name: str, symbol: str) -> Firmware:
    from elftools.common.exceptions import ELFError
    from elftools.elf.constants import SH_FLAGS
    from elftools.elf.elffile import ELFFile
    from elftools.elf.sections import SymbolTableSection

    try:
        with open(path, "rb") as f:
            elf = ELFFile(f)
            tables = [s for s in elf.iter_sections() if isinstance(s, SymbolTableSection)]
            if not tables:
                raise FirmwareError(f"{name} has no symbol table (was it stripped?)")
            names: list[str] = []
            found: dict[int, tuple[str, int, int]] = {}  # address -> (name, size, section index)
            for table in tables:
                for sym in table.iter_symbols():
                    names.append(sym.name)
                    index = sym["st_shndx"]
                    if not isinstance(index, int) or sym["st_info"]["type"] not in ("STT_OBJECT", "STT_NOTYPE"):
                        continue
                    if _matches(sym.name, symbol):
                        found.setdefault(sym["st_value"], (sym.name, sym["st_size"], index))
            if not found:
                raise _missing(name, symbol, names)
            exact = {a: v for a, v in found.items() if v[0] == symbol}
            found = exact or found
            if len(found) > 1:
                listed = ", ".join(f"{v[0]} at {a:#x}" for a, v in sorted(found.items()))
                raise FirmwareError(f"{name} has {len(found)} symbols named {symbol}: {listed}")
            ((address, (spelled, size, index)),) = found.items()
            if size <= 0:
                raise FirmwareError(f"{name}: symbol {spelled} has no size (declare the arena as an array)")
            section = elf.get_section(index).name
            segment = _segment_of(elf, address)
            text = rodata = data = 0
            for s in elf.iter_sections():
                flags = s["sh_flags"]
                if not flags & SH_FLAGS.SHF_ALLOC or s["sh_type"] == "SHT_NOBITS":
                    continue
                if flags & SH_FLAGS.SHF_EXECINSTR:
                    text += s["sh_size"]
                elif flags & SH_FLAGS.SHF_WRITE:
                    data += s["sh_size"]
                else:
                    rodata += s["sh_size"]
    except ELFError as e:
        raise FirmwareError(f"{name}: not a readable ELF file ({e})") from None
    except OSError as e:
        raise FirmwareError(f"{name}: {e.strerror or e}") from None
    arena = DeclaredArena(spelled, size, address, section, segment=segment)
    return Firmware(os.fspath(path), arena, text, rodata, data)


def _segment_of(elf: Any, address: int) -> Segment | None:
    """The loadable segment (PT_LOAD program header) whose memory holds ``address``."""
    from elftools.elf.constants import P_FLAGS

    for i, seg in enumerate(elf.iter_segments()):
        if seg["p_type"] != "PT_LOAD" or not seg["p_vaddr"] <= address < seg["p_vaddr"] + seg["p_memsz"]:
            continue
        bits = ((P_FLAGS.PF_R, "R"), (P_FLAGS.PF_W, "W"), (P_FLAGS.PF_X, "E"))
        flags = "".join(letter for bit, letter in bits if seg["p_flags"] & bit) or "-"
        return Segment(i, seg["p_vaddr"], seg["p_memsz"], seg["p_filesz"], flags)
    return None


# --- GNU ld map files ----------------------------------------------------------------------

_HEX = r"0x([0-9a-fA-F]+)"
_REGION = re.compile(rf"^(\S+)\s+{_HEX}\s+{_HEX}(?:\s+(\S+))?\s*$")
_OUTPUT = re.compile(rf"^([^\s*][^\s]*)\s+{_HEX}\s+{_HEX}(?:\s+load address {_HEX})?\s*$")
_OUTPUT_NAME = re.compile(r"^([.\w][^\s]*)\s*$")
_INPUT = re.compile(rf"^ (\S+)\s+{_HEX}\s+{_HEX}(?:\s+(\S.*))?$")
_INPUT_NAME = re.compile(r"^ ([.\w*][^\s]*)\s*$")
_ADDRESS_SIZE = re.compile(rf"^\s+{_HEX}\s+{_HEX}(?:\s+load address {_HEX})?(?:\s+(\S.*))?$")
_SYMBOL = re.compile(rf"^\s+{_HEX}\s+([A-Za-z_.$(][^=]*?)\s*$")  # ld prints C++ names demangled


@dataclass
class _Section:
    name: str
    address: int
    size: int
    load: int | None = None
    symbols: list[tuple[int, str]] = field(default_factory=list)  # (address, name), input sections
    parent: str = ""  # an input section's output section


def _read_map(path: str | os.PathLike[str], name: str, symbol: str) -> Firmware:
    try:
        if os.path.getsize(path) > _MAX_MAP_BYTES:
            raise FirmwareError(f"{name}: too large for a map file")
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise FirmwareError(f"{name}: {e.strerror or e}") from None
    try:
        start = lines.index("Linker script and memory map")
    except ValueError:
        raise FirmwareError(f"{name}: neither an ELF file nor a GNU ld map file") from None
    regions = _memory_regions(lines[:start])
    outputs: list[_Section] = []
    inputs: list[_Section] = []
    pending: tuple[str, str] | None = None  # a section name whose address and size follow on the next line
    for line in lines[start + 1 :]:
        if pending is not None:
            kind, section_name = pending
            pending = None
            m = _ADDRESS_SIZE.match(line)
            if m:
                load = int(m[3], 16) if m[3] else None
                parent = outputs[-1].name if outputs and kind == "input" else ""
                (outputs if kind == "output" else inputs).append(
                    _Section(section_name, int(m[1], 16), int(m[2], 16), load, [], parent)
                )
                continue
        if m := _OUTPUT.match(line):
            outputs.append(_Section(m[1], int(m[2], 16), int(m[3], 16), int(m[4], 16) if m[4] else None))
        elif m := _OUTPUT_NAME.match(line):
            pending = ("output", m[1])
        elif m := _INPUT.match(line):
            parent = outputs[-1].name if outputs else ""
            inputs.append(_Section(m[1], int(m[2], 16), int(m[3], 16), symbols=[], parent=parent))
        elif m := _INPUT_NAME.match(line):
            pending = ("input", m[1])
        elif (m := _SYMBOL.match(line)) and inputs:
            inputs[-1].symbols.append((int(m[1], 16), m[2]))
    arena = _map_arena(name, symbol, inputs, regions)
    text, rodata, data = _map_flash(outputs, regions)
    return Firmware(os.fspath(path), arena, text, rodata, data)


def _memory_regions(lines: list[str]) -> list[tuple[str, int, int, str]]:
    """The ``Memory Configuration`` table: (name, origin, length, attributes), ``*default*`` left out."""
    out = []
    for line in lines:
        m = _REGION.match(line)
        if m and m[1] != "*default*":
            out.append((m[1], int(m[2], 16), int(m[3], 16), m[4] or ""))
    return out


def _region_of(address: int, regions: list[tuple[str, int, int, str]]) -> tuple[str, int, int, str] | None:
    return next((r for r in regions if r[1] <= address < r[1] + r[2]), None)


def _map_arena(
    name: str, symbol: str, inputs: list[_Section], regions: list[tuple[str, int, int, str]]
) -> DeclaredArena:
    """The arena as a global symbol in an input section (its size: up to the next symbol or
    the section's end), else as an input section of its own (``.bss.tensor_arena``)."""
    candidates: list[tuple[str, int, int, str]] = []  # (spelled, address, size, output section)
    for section in inputs:
        symbols = sorted(section.symbols)
        for i, (address, spelled) in enumerate(symbols):
            if _matches(spelled, symbol):
                end = next((a for a, _ in symbols[i + 1 :] if a > address), section.address + section.size)
                candidates.append((spelled, address, end - address, section.parent or section.name))
    if not candidates:
        for section in inputs:
            suffix = section.name.rsplit(".", 1)[-1] if "." in section.name[1:] else ""
            if suffix and _matches(suffix, symbol) and section.size > 0:
                candidates.append((suffix, section.address, section.size, section.parent or section.name))
    if not candidates:
        names = [s for section in inputs for _, s in section.symbols]
        names += [s.name.rsplit(".", 1)[-1] for s in inputs if "." in s.name[1:]]
        raise _missing(name, symbol, names)
    exact = [c for c in candidates if c[0] == symbol] or candidates
    distinct = sorted({(c[1], c[0]) for c in exact})
    if len(distinct) > 1:
        listed = ", ".join(f"{s} at {a:#x}" for a, s in distinct)
        raise FirmwareError(f"{name} has {len(distinct)} symbols named {symbol}: {listed}")
    spelled, address, size, output = exact[0]
    if size <= 0:
        raise FirmwareError(f"{name}: symbol {spelled} has no size (declare the arena as an array)")
    region = _region_of(address, regions)
    return DeclaredArena(spelled, size, address, output, region[0] if region else None)


def _is_flash(region: tuple[str, int, int, str]) -> bool:
    """A region the firmware is stored in: not writable, or (without attributes) named so."""
    name, _, _, attributes = region
    if attributes:
        return "w" not in attributes.lower().lstrip("!").split("!")[0]
    return any(word in name.upper() for word in ("FLASH", "ROM"))


def _map_flash(
    outputs: list[_Section], regions: list[tuple[str, int, int, str]]
) -> tuple[int | None, int | None, int | None]:
    """Text, rodata and data stored in flash: output sections placed in a flash region,
    and the initial values of those loaded from one (``load address``)."""
    if not any(_is_flash(r) for r in regions):
        return None, None, None
    text = rodata = data = 0
    for s in outputs:
        if s.size == 0 or s.name.startswith(_NOT_LOADED + _NOT_STORED):
            continue
        stored = s.load if s.load is not None else s.address
        region = _region_of(stored, regions)
        if region is None or not _is_flash(region):
            continue
        if s.load is not None and s.load != s.address:
            data += s.size
        elif "text" in s.name or s.name in (".init", ".fini"):
            text += s.size
        else:
            rodata += s.size
    return text, rodata, data
