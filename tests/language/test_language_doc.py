"""docs/language.md: every ```mm example parses, and the reference covers the whole grammar.

The grammar's rule names, alternative names and quoted words are read with lark itself
(`mogel.language.grammar.grammar()`), so a rule added to mogel/language/grammar.lark without a word in the
reference fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel
from mogel.errors import RulesError
from mogel.check.loader import check_source
from mogel.language.grammar import grammar
from mogel.language.parser import parse_items

DOC = Path(__file__).resolve().parents[2] / "docs" / "language.md"
TEXT = DOC.read_text(encoding="utf-8")


def mm_blocks(text: str):
    """(line number of the opening fence, code) of every ```mm block, in order."""
    blocks, lines = [], text.splitlines()
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```mm":
            start, body = i + 1, []
            i += 1
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i])
                i += 1
            assert i < len(lines), f"docs/language.md:{start}: a ```mm block is never closed"
            blocks.append((start, "\n".join(body) + "\n"))
        i += 1
    return blocks


BLOCKS = mm_blocks(TEXT)


def without_comments(code: str) -> str:
    """The code with its comments and texts blanked out (what the grammar sees as tokens)."""
    code = re.sub(r'"[^"\n]*"', '""', code)
    return re.sub(r"#[^\n]*", "", code)


CODE = "\n".join(without_comments(code) for _, code in BLOCKS)
CODE_WORDS = set(re.findall(r"[a-z_][a-z0-9_]*", CODE))


def test_the_doc_has_examples():
    assert len(BLOCKS) >= 25


@pytest.mark.parametrize("line, code", BLOCKS, ids=[f"line-{line}" for line, _ in BLOCKS])
def test_example_parses_on_its_own(line, code):
    try:
        items = parse_items(code, f"docs/language.md (block at line {line})")
    except RulesError as err:
        pytest.fail(f"the ```mm block at docs/language.md:{line} does not parse:\n{err}")
    assert items, f"the ```mm block at docs/language.md:{line} holds no item"


def grammar_rule_names():
    """Every rule name and alternative name (`-> alias`) written in grammar.lark."""
    names = set()
    for rule in grammar().rules:
        origin = str(rule.origin.name)
        if not origin.startswith("__"):                 # lark's own helper rules (item*, x+)
            names.add(origin)
        if rule.alias:
            names.add(str(rule.alias))
    return names


def grammar_terminal_names():
    """The terminals the grammar defines by name (NAME, INT, MODAL ...), not quoted words."""
    return {t.name for t in grammar().terminals
            if t.pattern.type == "re" and not t.name.startswith("__")} | {"_NL"}


def grammar_keywords():
    """Every quoted word and symbol of the grammar, and the words of MODAL, PLAY ... PICK."""
    words = set()
    for terminal in grammar().terminals:
        pattern = terminal.pattern
        if pattern.type == "str":
            words.add(pattern.value)
        elif re.fullmatch(r"\(\?:[a-z]+(\|[a-z]+)*\)", pattern.value):
            words.update(pattern.value[3:-1].split("|"))
    return words


@pytest.mark.parametrize("name", sorted(grammar_rule_names() | grammar_terminal_names()))
def test_every_grammar_rule_is_named_in_the_doc(name):
    assert f"`{name}`" in TEXT, f"grammar rule `{name}` is not explained in docs/language.md"


@pytest.mark.parametrize("keyword", sorted(grammar_keywords()))
def test_every_keyword_appears_in_an_example(keyword):
    if re.fullmatch(r"[a-z]+", keyword):
        assert keyword in CODE_WORDS, f"no ```mm example of docs/language.md uses the keyword '{keyword}'"
    else:
        assert keyword in CODE, f"no ```mm example of docs/language.md uses '{keyword}'"


def test_section_links_lead_to_headings():
    """Every `(#anchor)` link of the doc leads to one of its headings (GitHub's anchors)."""
    anchors = set()
    for heading in re.findall(r"^#{2,4} (.+)$", TEXT, re.MULTILINE):
        anchor = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        anchors.add(anchor)
    links = set(re.findall(r"\]\(#([^)]+)\)", TEXT))
    assert links - anchors == set()


def test_the_example_error_message_is_what_mogel_check_says_of_rules_mm():
    """Section 18's example: the shown line is a line of today's rules.mm with one word
    misspelt, and checking rules.mm with that line gives exactly the three lines shown."""
    section = TEXT[TEXT.index("## 18. Error messages"):]
    head, shown, caret = section[section.index("```text\n") + 8:section.index("\n```", section.index("```text"))] \
        .splitlines()
    found = re.fullmatch(r"rules\.mm:(\d+):\d+: unknown zone '(\w+)' \(did you mean '(\w+)'\?\)", head)
    assert found, head
    line, wrong, right = int(found[1]), found[2], found[3]
    rules_lines = (DOC.parent.parent / "rules.mm").read_text(encoding="utf-8").split("\n")
    mutated = shown[len("    "):]
    assert mutated.replace(wrong, right) == rules_lines[line - 1]

    _, diagnostics = check_source("\n".join(rules_lines[:line - 1] + [mutated] + rules_lines[line:]), "rules.mm")

    assert diagnostics[0].render().splitlines() == [head, shown, caret]


def complete_game() -> str:
    """The ```mm block of the section "A complete game"."""
    section = TEXT.index("## A complete game")
    return next(code for line, code in BLOCKS if line > TEXT[:section].count("\n"))


def test_the_complete_game_is_short_and_checks_without_a_word():
    """Without a warning: its one note is the stalemate's leak (`ends when:` reads every hand),
    which its round acknowledges."""
    code = complete_game()

    rules, diagnostics = check_source(code, "colour_run.mm")

    assert len(code.splitlines()) <= 40
    assert rules is not None and [(d.severity, d.message.split(":")[0]) for d in diagnostics] == [
        ("note", "every player is told when a 'round' ends ('ends when")]
    assert diagnostics[0].source_line.endswith("or stuck")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_complete_game_plays_to_a_winner_with_no_idle_turn(players):
    """The first player with no cards wins, alone; no turn passes with no card moved."""
    rules = mogel.load_rules(text=complete_game(), file="colour_run.mm")
    for seed in range(20):
        game = mogel.Game(rules, ["random"] * players, seed=seed)
        game.play()

        out = [seat for seat, size in enumerate(game.state.hand_sizes("hand")) if size == 0]
        winners = game.events[-1].info["winners"]
        assert winners == out if out else winners == list(range(players))
        turns = [i for i, ev in enumerate(game.events) if ev.kind == "turn"]
        ends = [*turns[1:], next(i for i, ev in enumerate(game.events) if ev.kind == "round_end")]
        assert all(any(ev.moves for ev in game.events[a:b]) for a, b in zip(turns, ends))


def test_the_german_description_example_is_what_mogel_variants_says(capsys):
    """Section 13's example of a description in two languages: each language gets its own text
    (`described`), the rules with it check, and rules.mm's own quick_game says the same in
    `mogel variants --lang de`."""
    from mogel.check.variants import described
    from mogel.cli.commands import main

    line, code = next((line, code) for line, code in BLOCKS if 'de "eine kurze' in code)
    english, german = re.findall(r'(?:en|de) "([^"]+)"', code)
    rules_text = (DOC.parent.parent / "rules.mm").read_text(encoding="utf-8")
    rules_text = rules_text[:rules_text.index("variant quick_game:")]   # the shipped one gives way to the doc's
    rules, problems = check_source(rules_text + code, "rules.mm")
    assert rules is not None, [d.render() for d in problems]
    variant = rules.variants["quick_game"]

    assert (described(variant, "en"), described(variant, "de")) == (english, german)
    assert main(["variants", "--lang", "de"]) == 0
    assert re.search(rf"^quick_game +{re.escape(german)}$", capsys.readouterr().out, re.MULTILINE)


def test_the_german_example_error_message_is_what_mogel_check_says_in_german():
    """Section 18's German example: the same mistake as the English one, told by
    `Diagnostic.render("de")` at the same place, line and caret."""
    section = TEXT[TEXT.index("## 18. Error messages"):]
    blocks = re.findall(r"```text\n(.*?)\n```", section, re.DOTALL)
    english, german = blocks[0].splitlines(), blocks[1].splitlines()
    line = int(re.match(r"rules\.mm:(\d+):", english[0])[1])
    rules_lines = (DOC.parent.parent / "rules.mm").read_text(encoding="utf-8").split("\n")
    mutated = english[1][len("    "):]

    _, diagnostics = check_source("\n".join(rules_lines[:line - 1] + [mutated] + rules_lines[line:]), "rules.mm")

    assert diagnostics[0].render("de").splitlines() == german
    assert german[1:] == english[1:]
