"""Boards a user defines: a TOML board file, or the ``MEMORY`` regions of a GNU ld linker script.

Firmware engineers already describe their memory in a linker script, so
``--linker-script app.ld`` reads its ``MEMORY`` command — each region's name, attributes,
``ORIGIN`` and ``LENGTH`` (``org``/``o``, ``len``/``l``), whose expressions may use
``K``/``M`` suffixes, ``+ - * / %``, parentheses, ``ORIGIN(r)``/``LENGTH(r)`` of an
earlier region and symbols assigned before ``MEMORY`` — and says which region the arena
is assumed to go into: the one ``.bss`` is placed in (``} > RAM``), else the largest
writable one; ``region`` names another. The flash is the region ``.text`` goes into,
else the largest executable region that is not writable.

A board file is TOML::

    name = "my-board"            # optional: the file's stem
    mcu = "STM32U585"            # optional
    core = "cortex-m33"          # as --target names cores
    flash = "2M"                 # bytes, or a size with K/M (optional: 0)
    [[ram]]                      # in the order an arena would be placed
    name = "SRAM1"
    base = 0x20000000
    size = "192K"
    block = "180K"               # optional: the most one static array can take (default: size)

A malformed file raises :class:`BoardFileError` in one line naming the file, the line
and what is wrong. O(file size).
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from tflite_memplan.errors import MemplanError, one_line
from tflite_memplan.gate.boards import Board, Memory, Region

#: Bytes a board file or linker script may have: a real one is a few kilobytes.
MAX_BYTES = 1 << 20


class BoardFileError(MemplanError):
    """A board file or linker script memplan cannot read."""


def _read(path: str | os.PathLike[str], what: str) -> str:
    name = one_line(os.fspath(path))
    try:
        if os.path.getsize(path) > MAX_BYTES:
            raise BoardFileError(f"{name}: too large for a {what} ({MAX_BYTES:,} bytes at most)")
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as e:
        raise BoardFileError(f"{name}: {e.strerror or e}") from None


# --------------------------------------------------------------------------- TOML board files


def read_board_file(path: str | os.PathLike[str]) -> Board:
    """The board a TOML file describes (see the module docstring)."""
    name = one_line(os.fspath(path))
    text = _read(path, "board file")
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise BoardFileError(f"{name}: {e}") from None

    def fail(key: str, what: str) -> BoardFileError:
        line = _line_of(text, key)
        return BoardFileError(f"{name}{'' if line is None else f', line {line}'}: {key}: {what}")

    known = {"name", "mcu", "core", "flash", "ram"}
    unknown = [key for key in doc if key not in known]
    if unknown:
        raise fail(unknown[0], f"unknown key; a board file has {', '.join(sorted(known))}")
    core = doc.get("core")
    if not isinstance(core, str) or not core:
        raise fail("core", "give the core as memplan names cores (cortex-m4, esp32s3, …)")
    ram = doc.get("ram")
    if not isinstance(ram, list) or not ram or not all(isinstance(r, Mapping) for r in ram):
        raise fail("ram", "give at least one [[ram]] table with name, base and size")
    regions = []
    for r in ram:
        region_name = r.get("name")
        if not isinstance(region_name, str) or not region_name:
            raise fail("name", "every [[ram]] region needs a name")
        extra = set(r) - {"name", "base", "size", "block"}
        if extra:
            raise fail(sorted(extra)[0], "unknown key in [[ram]]; a region has name, base, size, block")
        size = _size(r.get("size"), lambda what: fail("size", what))
        block = _size(r.get("block", size), lambda what: fail("block", what))
        base = r.get("base")
        if not isinstance(base, int) or isinstance(base, bool) or base < 0:
            raise fail("base", "give the region's start address as an integer (0x20000000)")
        if block > size:
            raise fail("block", f"{block:,} B is more than the region's {size:,} B")
        regions.append(Region(region_name, size, block, f"{name} [[ram]] {region_name}", base))
    flash = _size(doc.get("flash", 0), lambda what: fail("flash", what))
    board_name = doc.get("name", Path(path).stem)
    mcu = doc.get("mcu", "")
    if not isinstance(board_name, str) or not isinstance(mcu, str):
        raise fail("name" if not isinstance(board_name, str) else "mcu", "give a string")
    return Board(board_name, mcu, core, tuple(regions), Memory(flash, f"{name} flash"))


def _line_of(text: str, key: str) -> int | None:
    """The line ``key`` is first assigned on (None when the file does not write it)."""
    pattern = re.compile(rf"^\s*(?:\[+\s*)?{re.escape(key)}\s*[=\]]", re.MULTILINE)
    m = pattern.search(text)
    return text.count("\n", 0, m.start()) + 1 if m else None


_SIZE = re.compile(r"^\s*(\d+|0x[0-9a-fA-F]+)\s*([kKmM]?)(?:i?B)?\s*$")


def _size(value: object, fail: Callable[[str], BoardFileError]) -> int:
    """A size given as an integer or as text with a K or M suffix (1024-based, as ld's)."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    m = _SIZE.match(value) if isinstance(value, str) else None
    if m is None:
        raise fail(f"{value!r} is not a size (bytes, or a number with K or M)")
    return int(m[1], 0) * {"": 1, "k": 1024, "m": 1024 * 1024}[m[2].lower()]


# --------------------------------------------------------------------------- GNU ld linker scripts


@dataclass(frozen=True)
class LdRegion:
    """One ``MEMORY`` region: name, attributes as written (``rwx``), start and length, and
    the line it is declared on."""

    name: str
    attributes: str
    origin: int
    length: int
    line: int

    @property
    def writable(self) -> bool:
        """``w`` given and not negated (``!``), or no attributes at all (ld's default)."""
        return _has(self.attributes, "w") if self.attributes else True

    @property
    def executable(self) -> bool:
        return _has(self.attributes, "x") if self.attributes else True


def _has(attributes: str, flag: str) -> bool:
    before, bang, after = attributes.lower().partition("!")
    return flag in before and (not bang or flag not in after)


@dataclass(frozen=True)
class LinkerScript:
    """The ``MEMORY`` regions of a linker script, in order, and where ``.bss`` and ``.text``
    are placed (region names, None where the script does not say)."""

    path: str
    regions: tuple[LdRegion, ...]
    bss: str | None
    text: str | None

    def region(self, name: str) -> LdRegion:
        found = next((r for r in self.regions if r.name == name), None)
        if found is None:
            names = ", ".join(r.name for r in self.regions)
            raise BoardFileError(f"{self.path}: no MEMORY region {name!r}; it has {names}")
        return found

    def arena_region(self, name: str | None = None) -> tuple[LdRegion, str]:
        """The region the arena goes into, and why: ``name``, else ``.bss``'s, else the
        largest writable one."""
        if name is not None:
            return self.region(name), "as asked"
        if self.bss is not None:
            return self.region(self.bss), "where .bss goes"
        writable = [r for r in self.regions if r.writable]
        if not writable:
            raise BoardFileError(f"{self.path}: no writable MEMORY region for the arena: name the region to use")
        return max(writable, key=lambda r: r.length), "the largest writable region"

    def flash_region(self) -> LdRegion | None:
        if self.text is not None:
            return self.region(self.text)
        code = [r for r in self.regions if r.executable and not r.writable]
        return max(code, key=lambda r: r.length) if code else None


_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_MEMORY = re.compile(r"\bMEMORY\s*\{", re.IGNORECASE)
_ENTRY = re.compile(
    r"(?P<name>[A-Za-z_.$][\w.$-]*)\s*(?:\((?P<attr>[^)]*)\))?\s*:\s*"
    r"(?:ORIGIN|org|o)\s*=\s*(?P<origin>[^,]+?)\s*,\s*(?:LENGTH|len|l)\s*=\s*(?P<length>[^\n;]+?)\s*(?=\n|$|;)",
)
_ASSIGNMENT = re.compile(r"^\s*(?P<name>[A-Za-z_.$][\w.$]*)\s*=\s*(?P<value>[^;]+);", re.MULTILINE)
_PLACED = re.compile(r"^\s*(?P<section>\.[\w.]+)\b[^{]*:[^{]*\{", re.MULTILINE)


def read_linker_script(path: str | os.PathLike[str]) -> LinkerScript:
    """The ``MEMORY`` regions of the GNU ld script at ``path`` (see the module docstring)."""
    name = one_line(os.fspath(path))
    raw = _read(path, "linker script")
    text = _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), raw)  # comments out, lines kept
    memory = _MEMORY.search(text)
    if memory is None:
        raise BoardFileError(f"{name}: no MEMORY command: not a GNU ld linker script with memory regions")
    end = text.find("}", memory.end())
    if end < 0:
        raise BoardFileError(f"{name}, line {_line(text, memory.start())}: MEMORY {{ is never closed")
    symbols: dict[str, int] = {}
    for m in _ASSIGNMENT.finditer(text, 0, memory.start()):
        try:
            symbols[m["name"]] = _evaluate(m["value"], symbols, {})
        except ValueError:
            continue  # a symbol memplan cannot evaluate, used by no region it reads
    regions: dict[str, LdRegion] = {}
    body_start = memory.end()
    for line_text, offset in _lines(text[body_start:end], body_start):
        if not line_text.strip() or line_text.strip().startswith("INCLUDE"):
            continue  # (an included file's regions are not read: name the region with --region)
        line = _line(text, offset)
        entry = _ENTRY.match(line_text.strip())
        if entry is None:
            raise BoardFileError(f"{name}, line {line}: expected NAME (attr) : ORIGIN = …, LENGTH = …")
        try:
            origin = _evaluate(entry["origin"], symbols, regions)
            length = _evaluate(entry["length"], symbols, regions)
        except ValueError as e:
            raise BoardFileError(f"{name}, line {line}: {entry['name']}: {e}") from None
        if length <= 0 or origin < 0:
            raise BoardFileError(f"{name}, line {line}: {entry['name']}: ORIGIN and LENGTH must be positive")
        regions[entry["name"]] = LdRegion(entry["name"], (entry["attr"] or "").strip(), origin, length, line)
    if not regions:
        raise BoardFileError(f"{name}, line {_line(text, memory.start())}: MEMORY declares no region")
    placed = _placements(text[end:])
    return LinkerScript(name, tuple(regions.values()), placed.get(".bss"), placed.get(".text"))


def _lines(text: str, start: int) -> list[tuple[str, int]]:
    """``text``'s lines with the offset each starts at (``start`` being its own)."""
    out = []
    offset = start
    for piece in text.split("\n"):
        out.append((piece, offset))
        offset += len(piece) + 1
    return out


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _placements(text: str) -> dict[str, str]:
    """Output section -> the region it is placed in (``} > RAM``, ``} >RAM AT> FLASH``)."""
    out: dict[str, str] = {}
    for m in _PLACED.finditer(text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        region = re.match(r"\s*>\s*([A-Za-z_.$][\w.$-]*)", text[i:])
        if region is not None:
            out.setdefault(m["section"], region[1])
    return out


_TOKEN = re.compile(
    r"\s*(?:(?P<number>0[xX][0-9a-fA-F]+|\d+)(?P<suffix>[kKmM]?)(?![\w])"
    r"|(?P<call>ORIGIN|LENGTH|ORG|LEN)\s*\(\s*(?P<arg>[\w.$-]+)\s*\)"
    r"|(?P<name>[A-Za-z_.$][\w.$]*)|(?P<op>[-+*/%()]))"
)


def _evaluate(expression: str, symbols: Mapping[str, int], regions: Mapping[str, LdRegion]) -> int:
    """An ld expression's value: numbers (hex, octal with a leading 0, decimal) with an
    optional K or M, + - * / %, unary minus, parentheses, ORIGIN(r)/LENGTH(r) of a region
    declared earlier and symbols assigned earlier. Raises ValueError naming what it cannot read."""
    tokens: list[int | str] = []
    pos = 0
    text = expression.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise ValueError(f"cannot read {text[pos:].strip()!r}")
        pos = m.end()
        if m["number"] is not None:
            digits = m["number"]
            base = 16 if digits[:2].lower() == "0x" else 8 if len(digits) > 1 and digits[0] == "0" else 10
            scale = {"": 1, "k": 1024, "m": 1024 * 1024}[m["suffix"].lower()]
            tokens.append(int(digits, base) * scale)
        elif m["call"] is not None:
            region = regions.get(m["arg"])
            if region is None:
                raise ValueError(f"{m['call']}({m['arg']}) names no region declared before it")
            tokens.append(region.origin if m["call"].upper().startswith("O") else region.length)
        elif m["name"] is not None:
            if m["name"] not in symbols:
                raise ValueError(f"unknown symbol {m['name']!r}")
            tokens.append(symbols[m["name"]])
        else:
            tokens.append(m["op"])
    value, rest = _sum(tokens)
    if rest:
        raise ValueError(f"unexpected {rest[0]!r}")
    return value


def _sum(tokens: list[int | str]) -> tuple[int, list[int | str]]:
    value, tokens = _product(tokens)
    while tokens and tokens[0] in ("+", "-"):
        op, (right, tokens) = tokens[0], _product(tokens[1:])
        value = value + right if op == "+" else value - right
    return value, tokens


def _product(tokens: list[int | str]) -> tuple[int, list[int | str]]:
    value, tokens = _unary(tokens)
    while tokens and tokens[0] in ("*", "/", "%"):
        op, (right, tokens) = tokens[0], _unary(tokens[1:])
        if op != "*" and right == 0:
            raise ValueError("division by zero")
        value = value * right if op == "*" else value // right if op == "/" else value % right
    return value, tokens


def _unary(tokens: list[int | str]) -> tuple[int, list[int | str]]:
    if not tokens:
        raise ValueError("an expression ends too soon")
    head, rest = tokens[0], tokens[1:]
    if head == "-":
        value, rest = _unary(rest)
        return -value, rest
    if head == "(":
        value, rest = _sum(rest)
        if not rest or rest[0] != ")":
            raise ValueError("a parenthesis is not closed")
        return value, rest[1:]
    if isinstance(head, int):
        return head, rest
    raise ValueError(f"unexpected {head!r}")


def board_from_linker_script(script: LinkerScript, core: str, region: str | None = None) -> tuple[Board, str]:
    """A board of ``core`` whose RAM is the arena's region of ``script`` (``region``, else
    see :meth:`LinkerScript.arena_region`) and whose flash is its code region; with a note
    saying which region the arena is assumed to go into, and why."""
    arena, why = script.arena_region(region)
    flash = script.flash_region()
    source = f"{script.path} line {arena.line}: {arena.name} {arena.length:,} B at {arena.origin:#x}"
    board = Board(
        Path(script.path).stem,
        "",
        core,
        (Region(arena.name, arena.length, arena.length, source, arena.origin),),
        Memory(flash.length, f"{script.path} line {flash.line}: {flash.name}")
        if flash is not None
        else Memory(0, f"{script.path}: no code region"),
    )
    return board, f"{script.path}: the arena goes into {arena.name} ({why}), {arena.length:,} B at {arena.origin:#x}"
