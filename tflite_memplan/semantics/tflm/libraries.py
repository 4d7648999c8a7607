"""The kernel libraries a TFLM build can link, in one registry.

A TFLM build links the reference kernels and, optionally, a vendor library that replaces
some of them (``OPTIMIZED_KERNEL_DIR``). Everything memplan needs to know about a library
besides its rules is one :class:`KernelLibrary` entry here: which cores it runs on, which
library it builds on (Ethos-U builds are CMSIS-NN builds: the NPU runs its operator,
CMSIS-NN the rest), where its scratch-buffer rules live, which op-data column of
:mod:`.kernel_data` its 32-bit builds read, and its releases, if memplan tells them apart.

Adding a library means one entry in :data:`_ENTRIES` and the module of its scratch rules
(a mapping from opcode to rule, as :data:`.cmsis_nn.RULES`); a kernel the library does not
replace falls back to the library it builds on, and at last to the reference kernels.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The library every build links, and every other falls back to.
REFERENCE = "reference"

#: ESP-NN releases memplan knows (its idf_component.yml versions; 1.2.1–1.2.3 are untagged
#: version bumps on master), oldest first. Their scratch sizes differ by generation
#: (:mod:`.esp_nn`): 1.1.x, 1.2.0, 1.2.1–1.2.2, 1.2.3.
ESP_NN_VERSIONS = ("1.1.0", "1.1.1", "1.1.2", "1.2.0", "1.2.1", "1.2.2", "1.2.3")


@dataclass(frozen=True)
class KernelLibrary:
    """One kernel library a TFLM build can link.

    ``runs_on`` says in words which cores its vendor ships it for ("" for portable C,
    which runs on every core, or for a library that runs where its ``base`` runs); a
    core's :attr:`~.targets.Core.kernels` names the vendor library it takes. ``base`` is
    the library whose kernels run every operator this one has no kernel of its own for.
    ``scratch_rules`` names its rules as ``"package.module:NAME"`` (imported when first
    needed, :mod:`.scratch`): a mapping from opcode to rule for the kernels it replaces.
    ``op_data`` is the :mod:`.kernel_data` column of its op-data structs on 32-bit builds
    (None: its base's, else the reference column). ``versions`` are its releases memplan
    tells apart, oldest first; the newest is the default. ``needs_npu``: it drives an NPU
    that only some cores have beside them.
    """

    name: str
    title: str
    help: str = ""
    runs_on: str = ""
    base: str | None = None
    scratch_rules: str | None = None
    op_data: str | None = None
    versions: tuple[str, ...] = ()
    needs_npu: bool = False

    @property
    def lineage(self) -> tuple[KernelLibrary, ...]:
        """This library, then the one it builds on, and so on (the reference kernels, which
        every library falls back to, are not listed unless this is them)."""
        out = [self]
        while out[-1].base is not None:
            out.append(kernel_library(out[-1].base))
        return tuple(out)

    @property
    def vendor(self) -> KernelLibrary:
        """The library a core must ship to run this one: the root of its lineage."""
        return self.lineage[-1]

    @property
    def portable(self) -> bool:
        """Whether it runs on every core (portable C, as the reference kernels)."""
        return not self.vendor.runs_on

    @property
    def where(self) -> str:
        """The cores it runs on, in words."""
        return self.vendor.runs_on or "every core"

    @property
    def column(self) -> str:
        """The op-data column its 32-bit builds read."""
        return next((lib.op_data for lib in self.lineage if lib.op_data), REFERENCE)

    @property
    def default_version(self) -> str | None:
        return self.versions[-1] if self.versions else None

    @property
    def kernels(self) -> tuple[KernelLibrary, ...]:
        """Where a kernel is looked for, first to last: its lineage, then the reference kernels."""
        lineage = self.lineage
        return lineage if lineage[-1].name == REFERENCE else (*lineage, kernel_library(REFERENCE))

    def uses(self, name: str) -> bool:
        """Whether ``name``'s kernels are in the build (it is this library or one it builds on)."""
        return any(lib.name == name for lib in self.lineage)


_TFLM = "tflite_memplan.semantics.tflm"

_ENTRIES = (
    KernelLibrary(REFERENCE, "reference", scratch_rules=f"{_TFLM}.scratch:REFERENCE_RULES"),
    KernelLibrary(
        "cmsis-nn",
        "CMSIS-NN",
        runs_on="Arm Cortex-M cores",
        scratch_rules=f"{_TFLM}.cmsis_nn:RULES",
        op_data="cmsis-nn",
    ),
    KernelLibrary(
        "ethos-u",
        "Ethos-U",
        help="TFLM built for an Ethos-U NPU, which runs a Vela-compiled model's ethos-u operator "
        "(CMSIS-NN runs the rest), on a cortex-m55 or cortex-m85",
        base="cmsis-nn",
        scratch_rules=f"{_TFLM}.ethos_u:RULES",
        needs_npu=True,
    ),
    KernelLibrary(
        "esp-nn",
        "ESP-NN",
        runs_on="ESP32 chips",
        scratch_rules=f"{_TFLM}.esp_nn:RULES",
        op_data="esp-nn",
        versions=ESP_NN_VERSIONS,
    ),
)

#: Every kernel library memplan knows, by name. Tests may add an entry for a while.
REGISTRY: dict[str, KernelLibrary] = {lib.name: lib for lib in _ENTRIES}
#: Their names, for ``--kernels``.
KERNEL_LIBRARIES = tuple(REGISTRY)


def kernel_library(name: str) -> KernelLibrary:
    """The registry's entry for ``name`` (KeyError for a library it does not have)."""
    return REGISTRY[name]
