"""Nothing in a rules file can run Python, import a module or open a file.

The rules language is parsed by a grammar (mogel/language/grammar.lark) into a data model and
compiled to Python source written only from that model, every text through repr()
(tests/compile/test_codegen_safety.py): no text of a rules file ever reaches eval,
exec, compile, import or open.  Each attempt below is put where a student might type it --
a definition, a condition, a statement, a name, a whole line -- and must be refused as a
syntax error or an unknown name, with a location; while the files are checked, eval / exec /
compile / __import__ / open are booby-trapped, and a file the attempts name must not appear.
"""

from __future__ import annotations

import builtins
import sys
from contextlib import contextmanager

import pytest

import mogel
from mogel.errors import RulesError

SOURCE = mogel.default_rules_path().read_text(encoding="utf-8")
SENTINEL = "/tmp/mogel-pwned-by-rules"

ATTEMPTS = [
    f"__import__('os').system('touch {SENTINEL}')",
    "__import__(\"os\")",
    "eval(\"1 + 1\")",
    "exec(\"import os\")",
    f"open(\"{SENTINEL}\", \"w\")",
    "compile(\"1\", \"x\", \"eval\")",
    "globals()",
    "getattr(card, \"__class__\")",
    "card.__class__.__mro__",
    "().__class__.__bases__[0].__subclasses__()",
    "lambda: 0",
    "[x for x in range(10)]",
    "`ls`",
    "$(touch /tmp/x)",
    "${HOME}",
    "{{ config }}",
    "{% import os %}",
    "f\"{__import__('os')}\"",
    "os.system(\"ls\")",
    "sys.exit(1)",
    "__builtins__",
    "1; import os",
    "1 if __debug__ else 2",
    "print(1)",
]
STATEMENTS = [
    "import os",
    "from os import system",
    f"open(\"{SENTINEL}\", \"w\").write(\"x\")",
    "exec(\"print(1)\")",
    "os.system(\"ls\")",
    "def f(): pass",
    "class X: pass",
    "while true:",
    "for i in range(10):",
    "`rm -rf /`",
    "{{ 7 * 7 }}",
    "%import common",
    "with open(\"x\") as f:",
]


def _places(code: str):
    """The attempt in a definition, in a condition, in a card's name, as a statement, as an item."""
    yield "define", SOURCE.replace("define hand_size = 8", f"define hand_size = {code}", 1)
    yield "condition", SOURCE.replace("    only if: size(hand of player) >= 2", f"    only if: {code}", 1)
    yield "argument", SOURCE.replace("fits(card, top of discard)", f"fits(card, {code})", 1)


def _statement_places(line: str):
    yield "turn statement", SOURCE.replace("turn:\n", f"turn:\n    {line}\n", 1)
    yield "top-level line", SOURCE + f"\n{line}\n"
    yield "first line", f"{line}\n" + SOURCE


@contextmanager
def booby_traps():
    """eval, exec, compile, open and imports of os/sys/subprocess... fail loudly while a rules file
    is read and checked (only around that call: pytest itself needs them)."""
    calls = []
    real_import = builtins.__import__
    saved = {name: getattr(builtins, name) for name in ("eval", "exec", "compile", "open", "__import__")}

    def trap(name):
        def f(*args, **kwargs):
            calls.append((name, args[:1]))
            raise AssertionError(f"a rules file reached {name}")
        return f

    def guarded_import(name, *args, **kwargs):
        if name.split(".")[0] in ("os", "subprocess", "sys", "shutil", "socket") and name not in sys.modules:
            calls.append(("import", name))
            raise AssertionError(f"a rules file imported {name}")
        return real_import(name, *args, **kwargs)

    for name in ("eval", "exec", "compile", "open"):
        setattr(builtins, name, trap(name))
    builtins.__import__ = guarded_import
    try:
        yield calls
    finally:
        for name, value in saved.items():
            setattr(builtins, name, value)


def _refused(text: str):
    import os

    try:        # once without the traps: modules mogel imports lazily get imported (and compiled)
        mogel.load_rules(text=text, file="attempt.mm")
    except RulesError:
        pass
    assert not os.path.exists(SENTINEL)
    with booby_traps() as calls:
        try:
            mogel.load_rules(text=text, file="attempt.mm")
        except RulesError as error:
            err = error
        else:
            err = None
    assert not calls, calls
    assert err is not None, "the rules file was accepted"
    errors = err.errors
    assert errors and all(d.span.file == "attempt.mm" and d.span.line >= 1 for d in errors)
    words = ("unexpected", "expected", "unknown", "not defined", "no such", "is not", "cannot", "write", "use",
             "texts are written", "only", "must", "has no", "written", "without")
    assert any(any(w in d.message for w in words) for d in errors), [d.message for d in errors]
    return errors


@pytest.mark.parametrize("code", ATTEMPTS)
def test_code_in_an_expression_is_refused(code):
    for place, text in _places(code):
        _refused(text)


@pytest.mark.parametrize("line", STATEMENTS)
def test_code_as_a_statement_is_refused(line):
    for place, text in _statement_places(line):
        _refused(text)


def test_code_in_a_text_is_only_a_text(tmp_path):
    """A quoted name may say anything; it is shown, never run."""
    import os

    sentinel = tmp_path / "pwned"
    text = SOURCE.replace('name: en "spider", de "Spinne"',
                          f'name: en "__import__(\'os\').system(\'touch {sentinel}\')", de "{{{{ 7 * 7 }}}}"', 1)
    rules = mogel.load_rules(text=text, file="attempt.mm")
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=2).play()
    told = "\n".join(game.narration()) + "\n".join(game.narration(lang="de"))
    assert "__import__" in told and "{{ 7 * 7 }}" in told      # shown as it was written
    assert not sentinel.exists() and not os.path.exists(SENTINEL)


def test_the_cli_refuses_code_with_exit_1(tmp_path, capsys):
    from mogel.cli.commands import main

    path = tmp_path / "attempt.mm"
    path.write_text(SOURCE.replace("define hand_size = 8", "define hand_size = __import__('os')", 1),
                    encoding="utf-8")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert "attempt.mm:" in err and "Traceback" not in err
