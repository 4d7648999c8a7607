"""Measures what LiteRT's arenas hold at once for every model of ``tests/resident`` and
writes ``tests/resident/measured.json`` (every phase's peak and every arena event, the
raw log) and its summary ``tests/resident/RESULTS.md`` (run from the repository root,
with gdb and the ``runtimes`` extra; minutes):

    python -m tests.resident.measure [NAME ...]

With names, those models are measured again in every setting; the others keep their
entries, measured anew only where the model changed since or the entry lacks a setting
(one added since: then that setting alone).

Each model is allocated and invoked three times on zeros at one and at two threads, on the
built-in kernels and with XNNPACK applied (its own memory is not an arena), under gdb,
which follows every arena's growth and release (``tests/gdb_resident.py``). A model LiteRT
cannot run is kept with ``null``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.resident import MEASURED, RESULTS, digest, model_bytes, names
from tests.runtimes import INVOKES, litert_resident

#: The settings each model is measured in: thread counts, without and with XNNPACK applied.
SETTINGS = {"1": (1, False), "2": (2, False), "1 xnnpack": (1, True), "2 xnnpack": (2, True)}


def main(only: list[str]) -> None:
    from importlib.metadata import version

    gdb = subprocess.run(["gdb", "--version"], capture_output=True, text=True, check=True).stdout.splitlines()[0]
    kept = json.loads(MEASURED.read_text())["models"] if MEASURED.is_file() else {}
    models = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in names():
            data = model_bytes(name)
            if data is None:
                continue
            old = kept.get(name) if kept.get(name, {}).get("sha256") == digest(data) else None
            ours = old["settings"] if old is not None and name not in only else {}
            if set(ours) == set(SETTINGS):
                models[name] = old
                continue
            path = Path(tmp) / "model.tflite"
            path.write_bytes(data)
            runs = {
                key: ours[key] if key in ours else litert_resident(path, t, delegate=d)
                for key, (t, d) in SETTINGS.items()
            }
            models[name] = {"sha256": digest(data), "settings": runs}
            print(name, {t: r and r["resident"] for t, r in runs.items()}, flush=True)
    doc = {"wheel": f"ai-edge-litert {version('ai-edge-litert')}", "gdb": gdb, "invokes": INVOKES, "models": models}
    MEASURED.write_text(dump(doc))
    RESULTS.write_text(results(doc))


def dump(doc: dict) -> str:
    """The measurement as JSON, one line per model."""
    head = {k: v for k, v in doc.items() if k != "models"}
    lines = [json.dumps(head)[:-1] + ', "models": {']
    items = list(doc["models"].items())
    for i, (name, entry) in enumerate(items):
        lines.append(
            f" {json.dumps(name)}: {json.dumps(entry, separators=(',', ':'))}{',' if i < len(items) - 1 else ''}"
        )
    lines.append("}}")
    return "\n".join(lines) + "\n"


def results(doc: dict) -> str:
    """The summary page of a measurement: per model and thread count, the most bytes held
    at once in each phase and overall."""
    lines = [
        "# What LiteRT's arenas hold at once (measured)",
        "",
        f"{doc['wheel']} (x86-64), built-in kernels, followed with {doc['gdb']}:",
        "the most bytes every arena and persistent arena of every subgraph held at once while the model was",
        f"allocated and invoked {doc['invokes']} times on zeros, at 1 and 2 threads, without and with XNNPACK ",
        "applied (its own memory is not an arena). `python -m tests.resident.measure` writes this page and "
        "`measured.json`;",
        "`tests/test_resident.py` compares memplan's `resident` with the last column. `–`: LiteRT does not run it.",
        "",
        "| model | threads, delegate | allocate | invoke 1 | invoke 2 | invoke 3 | most at once |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, entry in doc["models"].items():
        for setting, run in entry["settings"].items():
            if run is None:
                lines.append(f"| {name} | {setting} | – | – | – | – | – |")
                continue
            phases = ["allocate 1", *(f"invoke {k}" for k in range(1, doc["invokes"] + 1))]
            cells = [f"{run['peaks'][p]:,}" if p in run["peaks"] else "–" for p in phases]
            lines.append(f"| {name} | {setting} | {' | '.join(cells)} | {run['resident']:,} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main(sys.argv[1:])
