"""Fuzzed rules files: whatever a student types, mogel answers with located errors or a valid model.

Hypothesis mutates rules.mm (delete / duplicate / swap tokens and lines, random characters and
bytes, huge numbers, deep nesting, non-UTF-8 bytes, an empty file), recombines its blocks, and
generates texts from the grammar itself (mogel/language/grammar.lark, `hypothesis.extra.lark`).  For
every input `load_rules` / `check_source` / `mogel check` must:

* return a checked Rules model, or raise RulesError whose every error is located
  (`file:line:col`, the line within the text) -- never another exception, never a traceback;
* answer within 1 s (Hypothesis' per-example deadline) -- and a hard alarm turns a hang into
  a failure instead of a stuck test run.

docs/robustness.md has the table of inputs tried and the results.
"""

from __future__ import annotations

import os
import re

import pytest
from hypothesis import HealthCheck, assume, example, given, settings, strategies as st
from hypothesis.extra.lark import from_lark
from lark import Lark

import mogel
from mogel.cli.commands import main
from mogel.errors import MogelError, RulesError
from mogel.check.loader import check_source
from mogel.language.grammar import _Indenter

from conftest import hard_limit

SOURCE = mogel.default_rules_path().read_text(encoding="utf-8")
LINES = SOURCE.splitlines(keepends=True)
TOKENS = re.findall(r"\s+|\w+|[^\w\s]", SOURCE)
WORDS = sorted({t for t in TOKENS if re.fullmatch(r"[a-z_][a-z_0-9]*", t)})
FILE = "fuzz.mm"
HUGE = ["0", "1", "-1", "7", "99", "1000000", "999999999999", "1" + "0" * 13, "9" * 40, "9" * 5000, "4%", "100000%"]
ODD = ["(" * 40, ")" * 40, "{" * 40, "}", "not " * 300, "- " * 300, " + ".join("1" * 200), ":", "::", "\t", "\\",
       "'", '"', '"""', "é", "\u00a0", "\u2028", "\ufeff", "\x00", "\x0c", "\r", "\r\n", "#", "if", "else:",
       "    ", "\n    \n", "=", "==", "..", "->", "%", "1e9", "0x10", "_", "__init__"]
# On CI the examples are fixed (derandomize), so that a run is reproducible; on a developer's
# machine every run tries new inputs.
IN_CI = os.environ.get("CI") == "true"
FAST = settings(deadline=1000, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                                       HealthCheck.data_too_large], derandomize=IN_CI,
                database=None if IN_CI else settings.default.database)


def answers(text: str):
    """The property: a valid model, or located errors; never anything else.  Returns the model or None."""
    with hard_limit():
        try:
            rules = mogel.load_rules(text=text, file=FILE)     # = check_source, raising
        except RulesError as err:
            rules, errors = None, err.errors
        else:
            errors = ()
    n_lines = text.count("\n") + 1
    if rules is None:
        assert errors
        for d in errors:
            assert d.span.file == FILE
            assert 0 <= d.span.line <= n_lines + 1, d
            assert d.span.line == 0 or d.span.column >= 1, d
            assert d.message and "Traceback" not in d.render()
            assert "lark" not in d.message.lower() or "grammar" in d.message.lower(), d.message
    else:
        assert isinstance(rules, mogel.Rules)
    return rules


# --- strategies --------------------------------------------------------------------------------------
@st.composite
def token_mutants(draw):
    tokens = list(TOKENS)
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(tokens) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "swap", "replace_word", "insert_odd", "huge"]))
        if op == "delete":
            del tokens[i]
        elif op == "duplicate":
            tokens.insert(i, tokens[i])
        elif op == "swap":
            j = draw(st.integers(0, len(tokens) - 1))
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif op == "replace_word":
            tokens[i] = draw(st.sampled_from(WORDS))
        elif op == "insert_odd":
            tokens.insert(i, draw(st.sampled_from(ODD)))
        else:
            numbers = [k for k, t in enumerate(tokens) if t.isdigit()]
            tokens[draw(st.sampled_from(numbers))] = draw(st.sampled_from(HUGE))
    return "".join(tokens)


@st.composite
def line_mutants(draw):
    lines = list(LINES)
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "swap", "indent", "dedent", "random_text"]))
        if op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "indent":
            lines[i] = draw(st.sampled_from(["  ", "    ", "\t", " "])) + lines[i]
        elif op == "dedent":
            lines[i] = lines[i].lstrip()
        else:
            lines.insert(i, draw(st.text(max_size=40)) + "\n")
    return "".join(lines)


@st.composite
def char_mutants(draw):
    """Random characters (any Unicode, controls and surrogates included) at random places."""
    text = SOURCE
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(text)))
        junk = draw(st.text(min_size=1, max_size=8))
        cut = draw(st.integers(0, 3))
        text = text[:i] + junk + text[i + cut:]
    return text


def _blocks():
    """rules.mm cut into its top-level blocks (each header with its indented lines and comments)."""
    blocks, current = [], []
    for line in LINES:
        if line.strip() and not line[0].isspace() and not line.startswith("#") and current:
            blocks.append("".join(current))
            current = []
        current.append(line)
    blocks.append("".join(current))
    return blocks


BLOCKS = _blocks()
NAMES = ["draw", "discard", "hand", "hidden", "number", "spider", "mosquito", "cockroach", "ant", "moth",
         "guard", "hide", "caught", "fits", "adjacent", "stalemate", "hand_size", "player", "card"]


@st.composite
def recombined(draw):
    """Whole blocks of rules.mm dropped, repeated, reordered, and names swapped for other names."""
    blocks = draw(st.lists(st.sampled_from(BLOCKS), min_size=0, max_size=len(BLOCKS) + 3))
    if draw(st.booleans()):
        blocks = [b for b in BLOCKS if draw(st.booleans()) or b.startswith(("game", "deck", "round", "turn"))]
    text = "".join(blocks)
    for _ in range(draw(st.integers(0, 3))):
        a, b = draw(st.sampled_from(NAMES)), draw(st.sampled_from(NAMES))
        text = re.sub(rf"\b{a}\b", b, text, count=draw(st.integers(1, 5)))
    return text


GRAMMAR = Lark.open_from_package("mogel.language", "grammar.lark", parser="lalr", postlex=_Indenter(),
                                 propagate_positions=True, maybe_placeholders=True)
from_grammar = from_lark(GRAMMAR, explicit={
    "_INDENT": st.just(""), "_DEDENT": st.just(""),
    "_NL": st.sampled_from(["\n", "\n    ", "\n        ", "\n            "]),
    "COMMENT": st.just("# c"), "STRING": st.sampled_from(['"x"', '"Spinne"', '""']),
    "NAME": st.sampled_from(WORDS), "INT": st.sampled_from(["0", "1", "2", "5", "8", "71", "999999999999"]),
    "PERCENT": st.sampled_from(["0%", "50%", "100%", "101%"]),
})


# --- the properties ---------------------------------------------------------------------------------
def test_rules_mm_itself_is_valid():
    assert answers(SOURCE) is not None


@settings(FAST, max_examples=60)
@given(token_mutants())
@example("")
@example(SOURCE.replace("define hand_size = 8", "define hand_size = " + "(" * 100000 + "8" + ")" * 100000))
@example(SOURCE.replace("define hand_size = 8", "define hand_size = " + "not " * 5000 + "true"))
@example(SOURCE.replace("define hand_size = 8", "define hand_size = " + " + ".join(["1"] * 5000)))
@example(SOURCE.replace("{1, 4}", "{" * 5000 + "1" + "}" * 5000))
@example(SOURCE.replace("define hand_size = 8", "define hand_size = " + "9" * 100000))
@example(SOURCE.replace("50%", "9" * 5000 + "%"))
def test_token_mutants(text):
    answers(text)


@settings(FAST, max_examples=40)
@given(line_mutants())
@example(SOURCE.replace("turn:\n", "turn:\n" + "".join("    " * (i + 1) + "if true:\n" for i in range(200))
                        + "    " * 201 + "end round\n", 1))
@example(SOURCE.replace("\n", "\r"))
@example("\ufeff" + SOURCE)
@example(SOURCE.replace("    ", "\t"))
def test_line_mutants(text):
    answers(text)


@settings(FAST, max_examples=30)
@given(char_mutants())
@example("\x00" * 100)
@example(SOURCE + "\ud800")
def test_random_characters(text):
    answers(text)


@settings(FAST, max_examples=30)
@given(recombined())
def test_recombined_blocks(text):
    answers(text)


@settings(FAST, max_examples=40)
@given(from_grammar)
def test_texts_generated_from_the_grammar(text):
    answers(text)


@settings(FAST, max_examples=25)
@given(st.binary(max_size=2000) | st.builds(lambda i, b: SOURCE.encode()[:i] + b + SOURCE.encode()[i:],
                                            st.integers(0, len(SOURCE.encode())), st.binary(min_size=1, max_size=4)))
def test_random_bytes_in_a_file(tmp_path_factory, data):
    """Bytes, UTF-8 or not: load_rules(path) gives a Rules or a MogelError saying why."""
    path = tmp_path_factory.mktemp("bytes") / "student.mm"
    path.write_bytes(data)
    with hard_limit():
        try:
            mogel.load_rules(path)
        except RulesError as err:
            assert err.errors and all(d.span.file.endswith("student.mm") for d in err.errors)
        except MogelError as err:
            assert "UTF-8" in str(err) or "student.mm" in str(err)


@pytest.mark.parametrize("data,expect", [
    (b"", "the file holds no rules"),
    (SOURCE.encode("utf-8").replace("Mücke".encode("utf-8"), "Mücke".encode("latin-1")), "UTF-8"),
    (SOURCE.encode("utf-16"), "UTF-8"),
    (b"\x89PNG\r\n\x1a\n" + bytes(range(256)), "UTF-8"),
])
def test_mogel_check_answers_bad_files_with_exit_1(tmp_path, capsys, data, expect):
    path = tmp_path / "student.mm"
    path.write_bytes(data)
    with hard_limit():
        assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert expect in err and "Traceback" not in err


@settings(max_examples=15, deadline=2000, derandomize=IN_CI, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(token_mutants() | line_mutants())
def test_mogel_check_cli_never_shows_a_traceback(tmp_path_factory, capsys, text):
    path = tmp_path_factory.mktemp("cli") / "student.mm"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    with hard_limit():
        code = main(["check", str(path)])
    out = capsys.readouterr()
    assert code in (0, 1), code
    assert "Traceback" not in out.err + out.out
    assert ("ok" in out.out) == (code == 0)


@settings(max_examples=15, deadline=None, derandomize=IN_CI, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(token_mutants() | line_mutants() | recombined(), st.integers(0, 1000))
def test_valid_mutants_play_or_stop_with_a_rules_error(text, seed):
    """A mutant that checks must play: to its end, or to a RulesRuntimeError naming rules lines."""
    assume(not any(h in text for h in HUGE[5:]))      # runaway sizes: tests/runtime/test_runaway_rules.py
    with hard_limit(5):
        rules, _ = check_source(text, FILE)
    assume(rules is not None)
    low, high = rules.game.players or (3, 5)
    with hard_limit(30):
        try:
            game = mogel.Game(rules, [mogel.RandomBot() for _ in range(max(low, min(high, 4)))], seed=seed)
            game.play()
        except mogel.RulesRuntimeError as err:
            assert re.search(rf"{FILE}:\d+", str(err)), str(err)
        except MogelError:
            pass
