"""Seeded random record sets for the TFLite GPU oracle (tests/gpu_oracle/PROVENANCE.md).

``random_cases()`` makes :data:`COUNT` record sets from :data:`SEED`, the same ones every
run: between 1 and 14 records each, listed by first use (ties in random order, as the
delegate's tensor order leaves them), in shapes that stress tie-breaking — few
distinct sizes (so many equal sizes), all sizes equal, identical lifetimes, long and
one-step lifetimes, wide sizes, an occasional zero-byte record — each at alignment 1
or 64; then :data:`UNSORTED` more (named ``u…``) whose records are *not* listed by first
use. ``model_cases()`` reads the records of the sample and per-kernel models stored
beside this file (models.json, written by :func:`write_model_cases` from memplan's GPU
semantics, in its order: by tensor index), sorted stably by first use, at alignments 1
and 64, and, where the semantics' own order differs, as listed too (``…~tensor-order``).
Cases not listed by first use (:attr:`Case.by_first_use` false) check only the strategies
that do not assume that order (TFLite's ``EQUALITY``, ``GREEDY_IN_ORDER`` and
``MINCOSTFLOW`` do, and can make invalid plans without it; memplan sorts first).
``python -m tests.gpu_oracle.generate`` prints every case in the oracle harness's input
format (``case ID ALIGNMENT N`` then N lines ``SIZE FIRST LAST``).
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

SEED = 20261129
COUNT = 2000
UNSORTED = 500
HERE = Path(__file__).parent
MODELS = HERE / "models.json"


@dataclass(frozen=True)
class Case:
    name: str
    alignment: int
    records: tuple[tuple[int, int, int], ...]  # (size, first, last), inclusive steps

    @property
    def by_first_use(self) -> bool:
        return all(a[1] <= b[1] for a, b in itertools.pairwise(self.records))


def _sizes(rng: random.Random, n: int, shape: str) -> list[int]:
    if shape == "equal":
        return [rng.choice((1, 4, 64, 100))] * n
    if shape == "few":
        choices = [rng.randint(1, 8) for _ in range(rng.randint(1, 3))]
        return [rng.choice(choices) for _ in range(n)]
    if shape == "wide":
        return [rng.choice((rng.randint(1, 100), rng.randint(1, 5000))) for _ in range(n)]
    sizes = [rng.randint(1, 12) for _ in range(n)]
    if rng.random() < 0.1:
        sizes[rng.randrange(n)] = 0
    return sizes


def _lifetimes(rng: random.Random, n: int, shape: str) -> list[tuple[int, int]]:
    steps = rng.randint(1, max(1, n + 2))
    if shape == "same":
        first = rng.randrange(steps)
        span = (first, rng.randint(first, steps))
        return [span] * n
    spans = []
    for _ in range(n):
        first = rng.randrange(steps)
        if shape == "short":
            last = first + rng.choice((0, 0, 1))
        elif shape == "long":
            last = rng.randint(first, steps + 2)
        else:
            last = first + rng.randint(0, 3)
        spans.append((first, last))
    if shape == "chain":  # a producer-consumer chain: each starts where the last ended
        spans = [(k, k + 1) for k in range(n)]
    return spans


def random_cases(seed: int = SEED, count: int = COUNT) -> list[Case]:
    """The random record sets (see the module's docstring). Deterministic in ``seed``."""
    rng = random.Random(seed)
    cases = []
    for k in range(count):
        n = rng.randint(1, 14)
        sizes = _sizes(rng, n, rng.choice(("mixed", "few", "few", "equal", "wide")))
        spans = _lifetimes(rng, n, rng.choice(("mixed", "mixed", "short", "long", "same", "chain")))
        records = [(s, f, last) for s, (f, last) in zip(sizes, spans, strict=True)]
        rng.shuffle(records)
        records.sort(key=lambda r: r[1])  # by first use; ties stay shuffled
        cases.append(Case(f"r{k}", rng.choice((1, 1, 64)), tuple(records)))
    for k in range(UNSORTED):
        n = rng.randint(2, 14)
        sizes = _sizes(rng, n, rng.choice(("mixed", "few", "equal", "wide")))
        spans = _lifetimes(rng, n, rng.choice(("mixed", "short", "long")))
        records = [(s, f, last) for s, (f, last) in zip(sizes, spans, strict=True)]
        rng.shuffle(records)
        cases.append(Case(f"u{k}", rng.choice((1, 64)), tuple(records)))
    return cases


def model_cases() -> list[Case]:
    """The sample and per-kernel models' GPU records (stored in models.json): see the module's docstring."""
    cases = []
    for name, listed in sorted(json.loads(MODELS.read_text()).items()):
        records = tuple((size, first, last) for size, first, last in listed)
        by_first_use = tuple(sorted(records, key=lambda r: r[1]))
        cases += [Case(f"{name}@{alignment}", alignment, by_first_use) for alignment in (1, 64)]
        if records != by_first_use:
            cases.append(Case(f"{name}~tensor-order@1", 1, records))
    return cases


def all_cases() -> list[Case]:
    return random_cases() + model_cases()


def write_model_cases() -> None:
    """Store the GPU records (in the semantics' order) of every sample model and every
    per-kernel model that the GPU semantics reads. Run from the repository's root."""
    from tests.kernel_models import kernel_models
    from tflite_memplan.model.reader import load_model, parse_model
    from tflite_memplan.semantics import get_runtime

    gpu = get_runtime("gpu")
    graphs = {f"sample:{p.stem}": load_model(str(p)) for p in sorted(Path("sample_models").glob("*.tflite"))}
    for name, km in kernel_models().items():
        graphs[f"kernel:{name}"] = parse_model(km.data, name)
    stored = {}
    for name, graph in graphs.items():
        try:
            records = gpu.lifetimes(graph).records
        except Exception:  # a model the GPU semantics refuses is no case
            continue
        stored[name] = [[r.size, r.first, r.last] for r in records]
    rows = [f"{json.dumps(name)}: {json.dumps(records)}" for name, records in sorted(stored.items())]
    MODELS.write_text("{\n" + ",\n".join(rows) + "\n}\n")


def harness_input(cases: list[Case]) -> str:
    lines = []
    for case in cases:
        lines.append(f"case {case.name} {case.alignment} {len(case.records)}")
        lines.extend(f"{s} {f} {last}" for s, f, last in case.records)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if sys.argv[1:] == ["--models"]:
        write_model_cases()
    else:
        sys.stdout.write(harness_input(all_cases()))
