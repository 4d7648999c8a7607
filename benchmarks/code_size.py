"""TFLM's runtime flash: the per-operator table's prediction against measured builds.

Reads only committed measurements (``tests/codesize/``, see its PROVENANCE.md): the
section sizes of the minimal application linked with each single operator, with no
operator, and with every sample and dev-set model's operator set, per configuration
(core and kernel library). ``--table`` rewrites the table in
``tflite_memplan/semantics/tflm/code_size.py`` from them; ``--markdown`` writes the
results table. Builds nothing.

    python benchmarks/code_size.py --table --markdown benchmarks/CODE_SIZE_RESULTS.md
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tflite_memplan.semantics.tflm import code_size  # noqa: E402

DATA = ROOT / "tests" / "codesize"
MODULE = ROOT / "tflite_memplan" / "semantics" / "tflm" / "code_size.py"
#: Each row's share of the prediction it may miss by (the done-when of issue 27).
TOLERANCE = 0.05


def read_sizes(path: Path) -> dict[str, dict[str, int]]:
    """``config name text data bss`` lines -> {config: {name: flash (text + data)}}."""
    sizes: dict[str, dict[str, int]] = {}
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        config, name, text, data, _bss = line.split()
        sizes.setdefault(config, {})[name] = int(text) + int(data)
    return sizes


def op_sets() -> dict[str, list[str]]:
    """Every sample and dev-set model's operator set, by file name."""
    return json.loads((DATA / "opsets.json").read_text())["models"]


def read_sections(config: str) -> dict[str, dict[tuple[str, str], int]]:
    """``tests/codesize/sections/<config>.txt.gz``: per build (``baseline``, ``op_*``),
    the kept input sections that occupy flash, (section, object) -> bytes; an ``op_*``
    build lists only those the baseline does not keep."""
    builds: dict[str, dict[tuple[str, str], int]] = {}
    with gzip.open(DATA / "sections" / f"{config}.txt.gz", "rt") as f:
        for line in f:
            build, section, obj, size = line.split()
            builds.setdefault(build, {})[(section, obj)] = int(size)
    return builds


def table_from(sizes: dict[str, dict[str, int]]) -> dict[code_size.Build, code_size.Measured]:
    """The table: each configuration's builds reduced by :func:`code_size.derive`."""
    table = {}
    for key, (config, _) in code_size.CONFIGS.items():
        builds, sections = sizes[config], read_sections(config)
        ops = {name[3:]: (flash, sections[name]) for name, flash in builds.items() if name.startswith("op_")}
        table[key] = code_size.derive(builds["baseline"], sections["baseline"], ops)
    return table


def write_table(table: dict[code_size.Build, code_size.Measured]) -> None:
    lines = []
    for key, (baseline, components, ops) in table.items():
        lines.append(f"    {key!r}: ({baseline}, (")
        lines += _wrapped([f"{c}" for c in components], "        ")
        lines.append("    ), {")
        entries = [f'{op!r}: ({r}, "{code_size.ranges(comps)}")' for op, (r, comps) in ops.items()]
        lines += _wrapped(entries, "        ")
        lines.append("    }),")
    body = "\n".join(lines)
    text = MODULE.read_text()
    new = re.sub(
        r"(_RAW: [^\n]*= \{)\n.*?(\}\n# fmt: on)",
        lambda m: m[1] + "\n" + body + "\n" + m[2],
        text,
        count=1,
        flags=re.S,
    )
    MODULE.write_text(new)


def _wrapped(items: list[str], indent: str) -> list[str]:
    lines, row = [], indent
    for item in items:
        if len(row) + len(item) + 2 > 120 and row.strip():
            lines.append(row.rstrip())
            row = indent
        row += f"{item}, "
    if row.strip():
        lines.append(row.rstrip())
    return [line if len(line) <= 120 else f"{line}  # noqa: E501" for line in lines]


def rows() -> list[dict]:
    """One row per model and configuration: prediction, measured builds, errors."""
    sizes = read_sizes(DATA / "sizes.txt")
    inline = read_sizes(DATA / "sizes_inline.txt")
    out = []
    for model, ops in op_sets().items():
        name = "model_" + model.removesuffix(".tflite")
        for key, (config, _) in code_size.CONFIGS.items():
            predicted = code_size.predict(key, ops)
            naive = code_size.naive_sum(key, ops)
            measured = sizes[config][name]
            exact = inline.get(config, {}).get(name)
            out.append(
                {
                    "model": model,
                    "config": config,
                    "optimized_for": key[2],
                    "operators": len(ops),
                    "predicted": predicted,
                    "naive": naive,
                    "measured": measured,
                    "error": (predicted - measured) / measured,
                    "measured_inline": exact,
                    "error_inline": None if exact is None else (predicted - exact) / exact,
                }
            )
    return out


def markdown(results: list[dict]) -> str:
    worst = max(abs(r["error"]) for r in results)
    inl = [abs(r["error_inline"]) for r in results if r["error_inline"] is not None]
    lines = [
        "# TFLM runtime flash: per-operator prediction vs measured builds",
        "",
        "Generated by `python benchmarks/code_size.py --markdown benchmarks/CODE_SIZE_RESULTS.md` from the",
        "committed measurements in `tests/codesize/` (how they were built: its `PROVENANCE.md`).",
        "",
        f"TFLM `{code_size.TFLM_COMMIT[:7]}`, CMSIS-NN `{code_size.CMSIS_NN_COMMIT[:7]}`, {code_size.COMPILER}.",
        "The library is built two ways: at TFLM's default levels for `cortex_m_qemu`",
        f"({code_size.OPTIMIZATION['speed']}; the configs without a suffix, memplan's `--optimized-for speed`) and",
        f"all `-Os` ({code_size.OPTIMIZATION['size']}: `KERNEL_OPTIMIZATION_LEVEL=-Os",
        "THIRD_PARTY_KERNEL_OPTIMIZATION_LEVEL=-Os OPTIMIZE_KERNELS_FOR=KERNELS_OPTIMIZED_FOR_SIZE`; the `_os`",
        "configs, `--optimized-for size`); the application at `-Os`, linked with newlib-nano and `--gc-sections`.",
        "Flash = text (code + read-only data) + data (initial values), from `arm-none-eabi-size`.",
        "",
        "- **predicted**: the table's baseline (interpreter, empty resolver) + the code the model's operators",
        "  pull in, each input section once (grouped into components by the operators that keep them) +",
        "  each operator's residual (padding, merged strings).",
        "- **naive**: the baseline + each operator's increment (its build alone minus the baseline): shared",
        "  code counted at every operator, shown to say why the table keeps components.",
        "- **measured**: the same application linked with the model's operators registered (the table's",
        "  harness: one registration function per operator, `MicroMutableOpResolver<128>`).",
        "- **exact**: an independent build with `MicroMutableOpResolver<N>` of exactly the model's N",
        "  operators, their `Add*` calls inlined in `main` (Cortex-M4 and M55 at default levels, every `_os`",
        "  config).",
        "",
        f"{len(results)} rows; worst error against *measured* {100 * worst:.2f} %, against *exact* "
        f"{100 * max(inl, default=0):.2f} % (tolerance {100 * TOLERANCE:.0f} %). Positive: the prediction is",
        "higher.",
        "",
        *[_worst(results, how) for how in sorted({r["optimized_for"] for r in results}, reverse=True)],
        "",
        "| model | config | ops | predicted B | measured B | error | exact B | error | naive error |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        exact = "–" if r["measured_inline"] is None else f"{r['measured_inline']:,}"
        err = "–" if r["error_inline"] is None else f"{100 * r['error_inline']:+.2f} %"
        lines.append(
            f"| {r['model']} | {r['config']} | {r['operators']} | {r['predicted']:,} | {r['measured']:,} | "
            f"{100 * r['error']:+.2f} % | {exact} | {err} | {100 * (r['naive'] / r['measured'] - 1):+.1f} % |"
        )
    return "\n".join(lines) + "\n"


def _worst(results: list[dict], optimized_for: str) -> str:
    """One line: the worst errors of the builds optimized for ``optimized_for``."""
    mine = [r for r in results if r["optimized_for"] == optimized_for]
    exact = [r["error_inline"] for r in mine if r["error_inline"] is not None]
    return (
        f"- {code_size.OPTIMIZATION[optimized_for]} ({len({r['config'] for r in mine})} configs, {len(mine)} rows): "
        f"error against *measured* {100 * min(r['error'] for r in mine):+.2f} % to "
        f"{100 * max(r['error'] for r in mine):+.2f} %, against *exact* "
        + (f"{100 * min(exact):+.2f} % to {100 * max(exact):+.2f} %." if exact else "not built.")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--table", action="store_true", help="rewrite the table in code_size.py")
    parser.add_argument("--markdown", type=Path, help="write the results table here")
    args = parser.parse_args()
    if args.table:
        write_table(table_from(read_sizes(DATA / "sizes.txt")))
        importlib.reload(code_size)
    results = rows()
    if args.markdown:
        args.markdown.write_text(markdown(results))
    worst = max(results, key=lambda r: abs(r["error"]))
    print(f"{len(results)} rows, worst {100 * worst['error']:+.2f} % ({worst['model']}, {worst['config']})")


if __name__ == "__main__":
    main()
