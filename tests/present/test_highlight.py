"""The Pygments lexer for rules files (mogel.present.highlight) and show_rules (mogel.present.show)."""

from __future__ import annotations

import re
import subprocess
from html import unescape
import sys
from importlib import metadata
from pathlib import Path

import pytest

pygments = pytest.importorskip("pygments")
from pygments.token import (Comment, Error, Keyword, Name, Number, Operator,  # noqa: E402
                            String)

import mogel  # noqa: E402
from mogel.errors import MogelError, UnknownVariantError  # noqa: E402
from mogel.present.highlight import MogelLexer, grammar_words  # noqa: E402
from mogel.language.grammar import grammar  # noqa: E402
from mogel.present.show import rules_excerpt  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules.mm"


def tokens(text):
    return [(t, v) for t, v in MogelLexer().get_tokens(text) if v.strip()]


def token_of(text, value):
    """The token type of the first token with this text."""
    return next(t for t, v in tokens(text) if v == value)


# --- finding the lexer ---------------------------------------------------------------------

def _registered():
    return any(ep.name == "mogel" for ep in metadata.entry_points(group="pygments.lexers"))


@pytest.mark.skipif(not _registered(), reason="the pygments.lexers entry point is registered by "
                                              "installing the package: pip install -e .")
def test_pygments_finds_the_lexer_for_rules_files():
    from pygments.lexers import get_lexer_by_name, get_lexer_for_filename

    assert type(get_lexer_for_filename("rules.mm")).__name__ == "MogelLexer"
    assert type(get_lexer_for_filename("house_rules.mm", code=RULES.read_text())).__name__ == "MogelLexer"
    assert type(get_lexer_by_name("mogel")).__name__ == "MogelLexer"
    assert type(get_lexer_by_name("mm")).__name__ == "MogelLexer"


def test_lexer_names():
    assert MogelLexer.name == "mogel"
    assert MogelLexer.aliases == ["mogel", "mm"]
    assert MogelLexer.filenames == ["*.mm"]


# --- the tokens ------------------------------------------------------------------------------

def test_no_error_tokens_in_the_shipped_rules():
    text = RULES.read_text(encoding="utf-8")

    errors = [(t, v) for t, v in MogelLexer().get_tokens(text) if t in Error]

    assert errors == []


def test_no_error_tokens_in_the_examples_of_the_language_reference():
    doc = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```mm\n(.*?)^```", doc, re.MULTILINE | re.DOTALL)

    errors = [(t, v) for block in blocks for t, v in MogelLexer().get_tokens(block) if t in Error]

    assert blocks and errors == []


def test_lexing_keeps_every_character():
    text = RULES.read_text(encoding="utf-8")

    assert "".join(v for _, v in MogelLexer().get_tokens(text)) == text


def test_keywords_are_the_grammars_words():
    """Every quoted word of grammar.lark (read by lark itself) is a keyword of the lexer."""
    lark_words = set()
    for terminal in grammar().terminals:
        pattern = terminal.pattern
        if pattern.type == "str" and pattern.value.isalpha():
            lark_words.add(pattern.value)
        elif pattern.type == "re" and re.fullmatch(r"\(\?:[a-z]+(\|[a-z]+)*\)(\\b)?", pattern.value):
            # MODAL, PLAY ... PICK: `(?:draws|draw)\b` (they end at a word's end: not 'drawz')
            lark_words.update(pattern.value[3:pattern.value.index(")")].split("|"))

    assert grammar_words().keywords == lark_words


@pytest.mark.parametrize("text, value, kind", [
    ("# a comment\n", "# a comment", Comment.Single),
    ('card x:\n    name: en "spider"\n', '"spider"', String.Double),
    ("card spider:\n    penalty: 5\n", "card", Keyword.Declaration),
    ("card spider:\n    penalty: 5\n", "spider", Name.Class),
    ("card spider:\n    penalty: 5\n", "penalty", Name.Tag),
    ("card spider:\n    penalty: 5\n", "5", Number.Integer),
    ("cheat c:\n    attention during races: 50%\n", "50%", Number),
    ("cheat c:\n    attention during races: 50%\n", "attention during races", Name.Tag),
    ("define fits(c, t) = adjacent(c.value, t.value)\n", "fits", Name.Function),
    ("define fits(c, t) = adjacent(c.value, t.value)\n", "value", Name.Attribute),
    ("define x = size(hand of active) >= 2 and not c is moth\n", "size", Name.Builtin),
    ("define x = size(hand of active) >= 2 and not c is moth\n", "active", Name.Builtin),
    ("define x = size(hand of active) >= 2 and not c is moth\n", "and", Operator.Word),
    ("define x = size(hand of active) >= 2 and not c is moth\n", ">=", Operator),
    ("turn:\n    active must play 1 card from hand onto discard\n", "must", Keyword),
    ("turn:\n    active must play 1 card from hand onto discard\n", "play", Keyword),
    ("turn:\n    active draws 1 card from draw\n", "draws", Keyword),
    ("turn:\n    active draws 1 card from draw\n", "draw", Name),
    ("deck:\n    values: 1 2\n    spider: 1 1 = 2\n", "spider", Name.Class),
    ("round:\n    first: guard\n", "round", Keyword.Declaration),
    ("round:\n    ends when: round = 3\n", "ends when", Name.Tag),
    ("define x = true\n", "true", Keyword.Constant),
])
def test_token_kinds(text, value, kind):
    assert token_of(text, value) in kind


@pytest.mark.parametrize("bad", ["card Spider:\n", "define x = a & b\n", "name: en 'spider'\n"])
def test_characters_the_language_has_not_are_errors(bad):
    assert any(t in Error for t, _ in tokens(bad))


# --- show_rules: which lines -----------------------------------------------------------------

def lines_of(text):
    return text.splitlines()


def test_excerpt_without_choice_is_the_whole_file():
    excerpt = rules_excerpt()

    assert excerpt.text == RULES.read_text(encoding="utf-8")
    assert excerpt.file == "rules.mm"


def test_variant_excerpt_shows_the_variant_and_the_base_lines_it_changes():
    source = lines_of(RULES.read_text(encoding="utf-8"))

    excerpt = rules_excerpt(variant="italian_ant")

    shown = lines_of(excerpt.text)
    assert "variant italian_ant:" in shown
    assert "            each player except active draws 1 card from draw" in shown
    assert "card ant:" in shown                                   # the header of the changed item
    assert "        each player except active takes 1 card from discard below top" in shown
    for unrelated in ('    name: en "ant", de "Ameise"', "card spider:", "zone draw:", "variant ant_takes_top:",
                      "    active must play 1 card from hand where fits(card, top of discard) onto discard"):
        assert unrelated not in shown
    for number in excerpt.numbers:                                # every shown line is the file's own
        assert source[number - 1] in shown


def test_variant_excerpt_of_a_define_and_a_zone_flag():
    define = lines_of(rules_excerpt(variant="moth_on_anything").text)
    flags = lines_of(rules_excerpt(variant="open_hands").text)

    assert "define fits(c, top_card) = adjacent(c.value, top_card.value)" in define
    assert "    define fits(c, top_card) = adjacent(c.value, top_card.value) or c is moth" in define
    assert not any(line.startswith("define adjacent") for line in define)
    assert "zone hand:" in flags and "        per player, seen by all" in flags
    assert any(line.startswith("    per player, seen by owner") for line in flags)
    assert "zone hidden:" not in flags


def test_variant_excerpt_of_a_deck_row(tmp_path):
    path = tmp_path / "small.mm"
    path.write_text("game g:\n    players: 3 to 5\n    rounds: 1\n\n"
                    "card a:\n    penalty: 1\n\ncard b:\n    penalty: 2\n\n"
                    "deck:\n    values: 1 2\n    a: 1 1 = 2\n    b: 2 2 = 4\n    total: 6\n\n"
                    "variant more_b:\n    description: \"more b\"\n    deck:\n        b: 3 3 = 6\n")

    shown = lines_of(rules_excerpt(path, variant="more_b").text)

    assert "deck:" in shown and "    b: 2 2 = 4" in shown and "        b: 3 3 = 6" in shown
    assert "    a: 1 1 = 2" not in shown and "    total: 6" not in shown


def test_lines_choose_a_range_and_runs_are_labelled():
    excerpt = rules_excerpt(lines=(13, 15))
    gaps = rules_excerpt(lines=[13, 14, 20])

    assert excerpt.numbers == (13, 14, 15)
    assert lines_of(excerpt.text)[:2] == ["# rules.mm, lines 13-15", "game mogel_motte:"]
    assert "# rules.mm, line 20" in lines_of(gaps.text)


def test_a_rules_object_is_shown_from_its_source():
    rules = mogel.load_rules(variants=["italian_ant"])       # applied variants do not matter

    shown = lines_of(rules_excerpt(rules, variant="italian_ant").text)

    assert "        each player except active takes 1 card from discard below top" in shown


def test_unknown_variant_has_a_did_you_mean():
    with pytest.raises(UnknownVariantError, match="did you mean 'italian_ant'"):
        rules_excerpt(variant="italian_ants")


# --- show_rules: the notebook object ---------------------------------------------------------

def test_show_rules_returns_highlighted_code():
    ipython = pytest.importorskip("IPython.display")

    code = mogel.show_rules(variant="italian_ant")

    assert isinstance(code, ipython.Code)
    assert code.language == "mogel"
    assert code.data == rules_excerpt(variant="italian_ant").text
    assert code.numbers == rules_excerpt(variant="italian_ant").numbers
    html = code._repr_html_()
    assert '<span class="kd">variant</span>' in html              # Keyword.Declaration
    assert 'class="err"' not in html


def test_show_rules_without_ipython_says_what_to_install(monkeypatch):
    from mogel.present import show

    show._code_class.cache_clear()
    monkeypatch.setitem(sys.modules, "IPython", None)
    monkeypatch.setitem(sys.modules, "IPython.display", None)
    try:
        with pytest.raises(MogelError, match=r"pip install 'mogel\[notebook\]'"):
            show.show_rules()
    finally:
        show._code_class.cache_clear()


def test_import_mogel_imports_neither_pygments_nor_ipython():
    code = ("import sys, mogel\n"
            "mogel.show_rules\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygments', 'IPython')))\n")

    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)

    assert result.stdout.strip() == "[]"


def test_show_rules_numbers_each_line_as_the_file_does():
    pytest.importorskip("IPython.display")
    rules = mogel.load_rules()
    spider = rules.cards["spider"].span.line
    html = mogel.show_rules()._repr_html_()
    rows = [re.sub(r"<[^>]+>", "", row) for row in html.split("<pre>", 1)[1].split("\n")]
    assert rows[spider - 1].split()[:3] == [str(spider), "card", "spider:"]     # the number of the line in the file
    assert len([r for r in rows if r.strip()]) >= len(rules.source.splitlines()) - 5
    assert 'user-select:none' in html                                        # copying the text leaves them out
    excerpt = rules_excerpt(variant="italian_ant")
    shown = mogel.show_rules(variant="italian_ant")._repr_html_()
    lines = [re.sub(r"<[^>]+>", "", row) for row in shown.split("<pre>", 1)[1].split("\n")]
    assert len(excerpt.labels) == len(excerpt.text.splitlines())
    width = len(str(max(n for n in excerpt.labels if n)))                 # numbers right-aligned, then a space
    for label, row, text in zip(excerpt.labels, lines, excerpt.text.splitlines()):
        row = unescape(row)
        assert row[:width].strip() == (str(label) if label else "") and row[width + 1:] == text
