"""The package's layout (docs/architecture.md): every import of mogel/ goes down the pipeline and
none goes round in a circle.

Every module's imports are read with `ast` (those inside functions too: an import that runs
later is still a dependency).  A stage may import its own modules and those of the stages
before it in STAGES, never a later stage; mogel/__init__.py and mogel/__main__.py are the
front door and may import any stage, as may mogel/env.py and mogel/openspiel.py (the doors of
the `rl` extra).  A failure prints each offending edge.  Every module but a door has 100 to 400
lines.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "mogel"

# The pipeline, first stage first (docs/architecture.md draws it).
STAGES = ["errors", "language", "check", "compile", "runtime", "present", "agents", "play", "lab", "rl", "widgets",
          "cli"]
FRONT_DOOR = {"mogel", "mogel.__main__", "mogel.env", "mogel.openspiel"}   # the last two: of the rl extra


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports(name: str, path: Path, known: dict) -> set:
    """The mogel modules that module `name` imports (`from . import x` counts x where x is a module;
    `importlib.import_module("mogel.x")` and `__import__("mogel.x")` with a literal name count too)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.split(".")[0] == "mogel")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            elif node.module and node.module.split(".")[0] == "mogel":
                target = node.module
            else:
                continue
            subs = [f"{target}.{alias.name}" for alias in node.names if f"{target}.{alias.name}" in known]
            found.update(subs or [target])
        elif isinstance(node, ast.Call) and _dynamic_import(node):
            found.add(node.args[0].value)
    return found - {name}


def _dynamic_import(node: ast.Call) -> bool:
    """`importlib.import_module("mogel...")` or `__import__("mogel...")` with a literal name."""
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    return called in ("import_module", "__import__") and bool(node.args) \
        and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str) \
        and node.args[0].value.split(".")[0] == "mogel"


def stage_of(name: str) -> str:
    return name.split(".")[1] if "." in name else ""


def graph() -> dict:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_every_module_belongs_to_a_stage():
    strays = [name for name in modules() if name not in FRONT_DOOR and stage_of(name) not in STAGES]
    assert not strays, f"modules outside every stage of STAGES (docs/architecture.md): {strays}"


def test_every_import_names_a_module_that_exists():
    known = modules()
    missing = [f"{name} -> {target}" for name, targets in graph().items() for target in sorted(targets)
               if target not in known]
    assert not missing, "imports of modules that do not exist:\n  " + "\n  ".join(missing)


def test_no_stage_imports_a_later_one():
    known = modules()
    upward = []
    for name, targets in graph().items():
        if name in FRONT_DOOR:
            continue
        for target in sorted(targets & set(known)):
            if target in FRONT_DOOR or STAGES.index(stage_of(target)) > STAGES.index(stage_of(name)):
                upward.append(f"{name} -> {target}")
    assert not upward, "imports up the pipeline:\n  " + "\n  ".join(upward)


def find_cycle(edges: dict):
    """One import cycle as a list of modules (first == last), or None."""
    state = {}

    def visit(node, path):
        state[node] = "open"
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == "open":
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt, path + [nxt])
                if cycle:
                    return cycle
        state[node] = "done"
        return None

    for start in sorted(edges):
        if start not in state:
            cycle = visit(start, [start])
            if cycle:
                return cycle
    return None


def test_no_module_imports_itself_round_a_circle():
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


# The public API, as it was before the package was cut into stages (issue 16: unchanged),
# resume_game (issue 19, item 6: a saved game in progress is continued) and SearchBot (issue 18,
# item 6: a bot that thinks in any game).
PUBLIC = ["Agent", "BOTS", "BotSettingError", "Decision", "Event", "Game", "GameRecord", "HonestBot", "Human",
          "IllegalDecision", "MogelError", "RandomBot", "Rules", "RulesError", "RulesRuntimeError",
          "RulesSyntaxError", "SavedGameError", "SearchBot", "SneakyBot", "Span", "UnknownVariantError", "apply_variants",
          "check_source", "cheating_pays", "compare", "default_rules_path", "game_seed", "load_rules",
          "make_bot", "plot_heatmap", "replay", "replay_file", "resume_game", "save_game", "show_rules",
          "simulate"]


def test_import_mogel_offers_the_same_names_and_each_resolves():
    code = ("import mogel, sys; print(sorted(mogel.__all__)); "
            "missing = [n for n in mogel.__all__ if getattr(mogel, n, None) is None]; print(missing)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    names, missing = done.stdout.splitlines()
    assert names == repr(sorted(PUBLIC))
    assert missing == "[]", f"names of mogel.__all__ that do not resolve: {missing}"


def test_the_cycle_finder_finds_a_circle_and_the_stage_rule_an_upward_edge():
    """The checks above can fail: a made-up circle is found, and a made-up upward edge is one."""
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
    assert STAGES.index(stage_of("mogel.runtime.engine")) < STAGES.index(stage_of("mogel.widgets.viewer"))


def test_an_import_by_a_literal_name_is_an_edge_too(tmp_path):
    fake = tmp_path / "engine.py"
    fake.write_text("import importlib\n\ndef late():\n    importlib.import_module('mogel.widgets.viewer')\n"
                    "    __import__('mogel.cli.commands')\n    importlib.import_module(name)\n", encoding="utf-8")

    found = imports("mogel.runtime.engine", fake, modules())

    assert found == {"mogel.widgets.viewer", "mogel.cli.commands"}


@pytest.mark.parametrize("heavy", ["ipywidgets", "pandas", "matplotlib", "lark", "pettingzoo", "pyspiel"])
def test_import_mogel_loads_no_heavy_library(heavy):
    code = f"import mogel, sys; assert {heavy!r} not in sys.modules, sorted(sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_no_module_is_longer_than_400_lines():
    long = {name: n for name, path in modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 400}
    assert not long, f"modules over 400 lines: {long}"


def test_no_module_but_a_door_is_shorter_than_100_lines():
    """A module is one concern of 100 to 400 lines (the project's standard): a shorter one is a
    piece of a neighbour's concern, merged into it.  A door only names what other modules hold
    (a package's `__init__`, FRONT_DOOR), so it may be short."""
    short = {name: n for name, path in modules().items()
             if path.name != "__init__.py" and name not in FRONT_DOOR
             and (n := len(path.read_text(encoding="utf-8").splitlines())) < 100}
    assert not short, f"modules under 100 lines (merge each into the module whose concern it is): {short}"


def test_docs_architecture_names_every_folder_and_only_what_exists():
    doc = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    named = {path.rstrip("/.") for path in re.findall(r"mogel/[\w/.]*", doc)}
    folders = {f"mogel/{path.name}" for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}
    assert folders <= named, f"folders docs/architecture.md does not name: {sorted(folders - named)}"
    missing = sorted(path for path in named if not (PACKAGE.parent / path).exists())
    assert not missing, f"docs/architecture.md names what does not exist: {missing}"
    table = [line.split("|")[1] for line in doc.splitlines() if line.startswith("| `")]
    assert [cell.strip(" `").removeprefix("mogel/").removesuffix(".py").rstrip("/") for cell in table] == STAGES, \
        "the table of folders in docs/architecture.md lists the stages in the order of STAGES"
