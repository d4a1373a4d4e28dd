"""Every message of the parser and the checker in German (issue 20, item 5): `mogel check --lang
de`, the notebook editor and the house-rules lab tell them in German, at the same place.

The messages come from catalogues (mogel.errors.Catalogue: mogel/language/said.py and
mogel/check/said_*.py), an English and a German template per id; a Diagnostic carries its Said
and renders in either language (mogel.errors.Diagnostic.render).  Checked here:

* a message cannot be made without its German: a catalogue refuses an entry without both
  languages, `located` (the only way the parser and checker make a Diagnostic) refuses a plain
  string, and no module of mogel.language or mogel.check calls `locate` or `Diagnostic(...)`;
* every entry of every catalogue, rendered in German, holds no English (outside the quoted words
  of the rules language), and every entry is used somewhere;
* every bad rules file of tests/bad_rules/ (and their messages' did-you-mean hints), checked as
  `mogel check --lang de` does: every message has its German, at the same place with the same
  line and caret, no English left in it; the English is what the catalogue of pinned messages
  (tests/check/test_bad_rules.py) says, byte for byte.
"""

from __future__ import annotations

import ast
import re
import shlex
from pathlib import Path

import pytest

from mogel.check import said_items, said_statements, said_types
from mogel.check.vocabulary import BUILTINS, FUNCTIONS
from mogel.check.loader import check_source
from mogel.check.files import read_text
from mogel.errors import SAID, Catalogue, RulesError, Said, located, told
from mogel.language import said as said_language
from mogel.language.grammar import grammar
from mogel.language.model import Span

ROOT = Path(__file__).resolve().parents[2]
BAD = ROOT / "tests" / "bad_rules"
CATALOGUES = {"mogel/language/said.py": said_language.SAY, "mogel/check/said_items.py": said_items.SAY,
              "mogel/check/said_statements.py": said_statements.SAY, "mogel/check/said_types.py": said_types.SAY,
              "mogel/errors.py": SAID}
STAGES = ("mogel/language", "mogel/check")
# The words of the rules language (its keywords and built-in names): a German message may show
# them unquoted in an example of code ("first(players where ...)").
LANGUAGE = frozenset({word for t in grammar().terminals for word in re.findall(r"[a-z]+", t.pattern.value)
                      if t.pattern.type == "str" or re.fullmatch(r"\(\?:[a-z|]+\)", t.pattern.value)}
                     | {w for name in (*BUILTINS, *FUNCTIONS) for w in name.split("_")} | {"card", "player", "played"})
# Words of English prose that are no word of German: one of them in a German message (outside
# quotes and the rules language's words) is English left over.
ENGLISH = frozenset("""the is are has have this that which write cannot only here there but does would should
expected unknown must may it its they their be or and of with for not a by from on as already every
name names choose another give number numbers card cards player players line column""".split()) - LANGUAGE
QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|„[^“\n]*“")
PLACE = re.compile(r"\S+\.mm(?::\d+)*")
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")


def prose(text: str) -> str:
    """The words of a message outside the rules language's quoted words, places and braces."""
    text = QUOTED.sub(" ", PLACE.sub(" ", text))
    return re.sub(r"\{[^{}]*\}", " ", text)


def english_left(text: str):
    return sorted({w for w in WORD.findall(prose(text)) if w in ENGLISH})


# --- a message cannot come without its German -----------------------------------------------------
def test_a_catalogue_refuses_an_entry_without_its_german():
    with pytest.raises(ValueError, match="give its text in en and de"):
        Catalogue({"lonely": ("only English",)})
    with pytest.raises(ValueError, match="give its text in en and de"):
        Catalogue({"empty": ("English", "")})
    said = Catalogue({"ok": ("{n} cards", "{n} Karten")})
    with pytest.raises(TypeError, match="has the fields"):
        said("ok", m=3)
    assert said("ok", n=3).text("de") == "3 Karten" and str(said("ok", n=3)) == "3 cards"


def test_located_takes_only_a_message_of_a_catalogue():
    with pytest.raises(TypeError, match="comes from a Catalogue"):
        located("x\n", Span("r.mm", 1, 1), "an English message")
    d = located("x\n", Span("r.mm", 1, 1), SAID("note"), "warning")
    assert (d.render("en"), d.render("de")) == ("r.mm:1:1: warning: note\n    x\n    ^",
                                                "r.mm:1:1: Warnung: Hinweis\n    x\n    ^")


def calls(path: Path):
    """(name, line) of every call of a function by name in a module."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            yield (func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""), \
                node.lineno


def test_the_parser_and_the_checker_make_every_diagnostic_with_located():
    found = [f"{path.relative_to(ROOT)}:{line} {name}" for stage in STAGES for path in sorted((ROOT / stage).glob("*.py"))
             for name, line in calls(path) if name in ("locate", "Diagnostic")]
    assert found == []


# --- every entry, in German -----------------------------------------------------------------------
def entries():
    for file, catalogue in CATALOGUES.items():
        for key in catalogue:
            yield file, catalogue, key


@pytest.mark.parametrize("file, catalogue, key", list(entries()),
                         ids=[f"{Path(f).stem}.{k}" for f, _, k in entries()])
def test_every_message_has_german_without_english_words(file, catalogue, key):
    said = catalogue(key, **{name: "X" for name in catalogue.fields[key]})
    german, english = said.text("de"), said.text("en")
    assert english_left(german) == [], f"{file} '{key}': {german}"
    if WORD.search(prose(english)) and not english_left(english) == []:
        assert german != english, f"{file} '{key}' is English in German too"


@pytest.mark.parametrize("file", list(CATALOGUES))
def test_every_entry_of_a_catalogue_is_used(file):
    source = "\n".join(path.read_text(encoding="utf-8") for stage in (*STAGES, "mogel/errors.py")
                       for path in ((ROOT / stage).glob("*.py") if not stage.endswith(".py") else [ROOT / stage]))
    unused = [key for key in CATALOGUES[file] if source.count(f'"{key}"') < 2]
    assert unused == []


def test_no_catalogue_gives_one_id_twice():
    """A dict literal keeps the last of two equal keys: an id given twice is a message lost."""
    for file in CATALOGUES:
        for node in ast.walk(ast.parse((ROOT / file).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                assert len(keys) == len(set(keys)), (file, sorted(k for k in keys if keys.count(k) > 1))


# --- every bad rules file -------------------------------------------------------------------------
FILES = sorted(BAD.glob("*.mm"))


def diagnostics_of(path: Path):
    """Every diagnostic `mogel check FILE [ARGS]` tells of a bad rules file (its `# args:`)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    args = shlex.split(lines[1][len("# args:"):]) if lines[1].startswith("# args:") else []
    variants = [args[i + 1] for i, a in enumerate(args) if a == "--variant"]
    try:
        text = read_text(path)
    except RulesError as err:
        return list(err.diagnostics)
    return check_source(text, path.name, variants)[1]


def nodes(value):
    """A Said and every Said among its fields, all the way down."""
    if isinstance(value, Said):
        yield value
        for field in value.fields.values():
            yield from nodes(field)
    elif hasattr(value, "parts"):   # a Joined: its separators only where they stand
        for part in (*value.parts, *(value.last,) * (len(value.parts) > 1), *(value.sep,) * (len(value.parts) > 2)):
            yield from nodes(part)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_bad_rules_file_is_told_in_german_at_the_same_place(path):
    found = diagnostics_of(path)
    assert found
    for d in found:
        assert d.said is not None, d.render()
        assert told(d.said, "en") == d.message
        english, german = d.render("en").split("\n"), d.render("de").split("\n")
        where = english[0][:len(english[0]) - len(d.message)]
        assert german[0].startswith(where.replace("warning: ", "Warnung: ").replace("note: ", "Hinweis: "))
        assert german[1:] == english[1:]                       # the same line and caret
        text = d.text("de")
        assert text != d.message and english_left(text) == [], text
        for part in nodes(d.said):                              # no English template is told in German
            assert part.text("de") in text


def test_the_did_you_mean_hints_are_german_too():
    hinted = [d for path in FILES for d in diagnostics_of(path) if "(did you mean '" in d.message]
    assert len(hinted) >= 15
    for d in hinted:
        assert "(meintest du '" in d.text("de") and "did you mean" not in d.text("de")
