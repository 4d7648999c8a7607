"""The blog models' GPU usage records, TFLite's answers for them, and how both are made.

``records/NAME.csv`` holds, for each model of :mod:`tests.blog.make_models`, the usage
records of memplan's ``gpu`` semantics as MiniMalloc's CSV (``id`` the tensor index,
``[lower, upper)`` the inclusive steps ``[first, last]``), sorted stably by first use:
the order TFLite GPU's strategies assume. Tests and ``benchmarks/blog.py`` read these,
so neither needs the models (PROVENANCE.md).

``harness.log`` is what TFLite GPU's memory_management code, compiled unchanged outside
the repository (tests/gpu_oracle/PROVENANCE.md), printed for :func:`cases` — every
strategy, both families, at alignments 1 and 64; ``tflite_table.csv`` is that log as
totals and canonical hashes (:mod:`tests.gpu_oracle.table`'s format).

``python -m tests.blog.records --write [MODELS_DIR]`` rewrites the CSVs from the models;
``--input`` prints the harness's input; ``--table`` turns the log on stdin into the table.
"""

from __future__ import annotations

import csv
import os
import sys
from pathlib import Path

from tests.gpu_oracle.generate import Case, harness_input
from tests.gpu_oracle.table import COLUMNS, from_harness
from tflite_memplan.records import UsageRecord
from tflite_memplan.records_csv import read_records_csv, write_records_csv

HERE = Path(__file__).parent
RECORDS = HERE / "records"
TABLE = HERE / "tflite_table.csv"
LOG = HERE / "harness.log"
#: The models, in the order the page lists them.
MODELS = ("mobilenet_v1", "mobilenet_v2", "inception_v3", "deeplab_v3_mnv2", "posenet_mnv1")
ALIGNMENTS = (1, 64)


def models_dir() -> Path:
    """Where make_models.py wrote the models (they are not in the repository)."""
    return Path(os.environ.get("MEMPLAN_BLOG_MODELS", "~/.cache/memplan-blog")).expanduser()


def derive(model: Path) -> list[UsageRecord]:
    """The model's records under the ``gpu`` semantics, sorted stably by first use."""
    from tflite_memplan.model.reader import load_model
    from tflite_memplan.semantics import get_runtime

    records = get_runtime("gpu").lifetimes(load_model(str(model))).records
    return sorted(records, key=lambda r: r.first)


def as_csv(records: list[UsageRecord]) -> str:
    return write_records_csv(records, ids=[str(r.tensor) for r in records])


def read(name: str) -> list[UsageRecord]:
    """The committed records of one model, in file order."""
    path = RECORDS / f"{name}.csv"
    return list(read_records_csv(path.read_text(), str(path)).records)


def cases() -> list[Case]:
    """One case per model and alignment, named ``MODEL@ALIGNMENT``."""
    return [
        Case(f"{name}@{alignment}", alignment, tuple((r.size, r.first, r.last) for r in read(name)))
        for name in MODELS
        for alignment in ALIGNMENTS
    ]


def read_table() -> dict[str, dict[str, tuple[int, str]]]:
    """``case -> {"shared:NAIVE": (total, hash), ...}`` from the committed table."""
    with TABLE.open(newline="") as f:
        table = {}
        for row in csv.DictReader(f):
            cells = {}
            for column in COLUMNS:
                total, digest = row[column].split("/", 1)
                cells[column] = (int(total), digest)
            table[row["case"]] = cells
        return table


def write_table(lines: list[str]) -> None:
    table = from_harness(lines)
    with TABLE.open("w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["case", *COLUMNS])
        for case, cells in table.items():
            w.writerow([case, *(cells[c] for c in COLUMNS)])


def main(argv: list[str]) -> None:
    if argv[:1] == ["--write"]:
        where = Path(argv[1]) if len(argv) > 1 else models_dir()
        RECORDS.mkdir(exist_ok=True)
        for name in MODELS:
            (RECORDS / f"{name}.csv").write_text(as_csv(derive(where / f"{name}.tflite")))
    elif argv == ["--input"]:
        sys.stdout.write(harness_input(cases()))
    elif argv == ["--table"]:
        write_table(sys.stdin.readlines())
    else:
        raise SystemExit("usage: python -m tests.blog.records --write [MODELS_DIR] | --input | --table < LOG")


if __name__ == "__main__":
    main(sys.argv[1:])
