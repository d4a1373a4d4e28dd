"""The `notebook` extra installs every library the notebooks 01-07 can reach.

README and docs/teaching.md tell a teacher to `pip install ".[notebook]"`.  Notebooks 03 and 04
run the lab (mogel.lab), whose intervals need scipy; when scipy was only in the `sim` extra,
those notebooks stopped with "a confidence interval needs scipy" on a teacher's install while
every test passed (the tests install `.[test]`, which has everything).  This test reads every
import of the modules outside the reinforcement-learning doors and the app (which notebook 08
and `mogel app` need the `rl` and `app` extras for, as README says) and checks that each
third-party library is a dependency of mogel or in the `notebook` extra.
"""

from __future__ import annotations

import ast
import re
import sys
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: tomllib's forerunner, if installed
    tomllib = pytest.importorskip("tomli")

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mogel"
OTHER_EXTRAS = ("mogel/rl/", "mogel/env.py", "mogel/openspiel.py", "mogel/cli/app.py")
STDLIB = set(sys.stdlib_module_names)


def _names(requirements) -> set:
    """Distribution names of requirement strings, normalised ('dask[distributed]>=1' -> 'dask')."""
    return {re.split(r"[\[<>=!~; ]", req, maxsplit=1)[0].lower().replace("_", "-") for req in requirements}


def _third_party_imports(path: Path) -> set:
    """Top-level names of the modules `path` imports that are neither mogel's nor the standard library's."""
    found, tree = set(), ast.parse(path.read_text(encoding="utf-8"))
    loaders = {"import_module"} | ({"need"} if path.name == "files.py" or any(
        isinstance(node, ast.ImportFrom) and (node.module or "").endswith("files") and
        any(alias.name == "need" for alias in node.names) for node in ast.walk(tree)) else set())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in loaders \
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            found.add(node.args[0].value.split(".")[0])     # need("scipy.stats", ...), import_module("x")
    return {name for name in found if name.isidentifier() and name != "mogel" and name not in STDLIB
            and name != "__future__"}


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def missing_from(installed: set) -> dict:
    """{module: [files importing it]} for each third-party module outside the rl and app doors
    whose distribution is not among `installed` (normalised distribution names)."""
    to_distributions = packages_distributions()
    missing = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        if where.startswith(OTHER_EXTRAS):
            continue
        for module in _third_party_imports(path):
            distributions = {d.lower().replace("_", "-") for d in to_distributions.get(module, [module])}
            if not distributions & installed:
                missing.setdefault(module, []).append(where)
    return missing


def test_the_notebook_extra_holds_every_library_outside_the_rl_and_app_doors():
    project = _project()
    installed = _names(project["dependencies"]) | _names(project["optional-dependencies"]["notebook"])
    assert not missing_from(installed), "imported but not in the notebook extra"


def test_the_check_finds_a_library_left_out():
    project = _project()
    notebook = [req for req in project["optional-dependencies"]["notebook"] if not req.startswith("scipy")]
    missing = missing_from(_names(project["dependencies"]) | _names(notebook))
    assert set(missing) == {"scipy"} and "mogel/lab/measures.py" in missing["scipy"]
