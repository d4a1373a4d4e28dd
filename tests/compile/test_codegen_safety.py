"""The generated code is written only from the checked model, and nothing of a rules file runs.

mogel.compile.codegen is mogel's one `exec`.  Every text of a rules file (names of cards,
zones and races, display names, descriptions, narration texts, the file's name, its comments)
enters the source only through repr(); every identifier comes from the generator's vocabulary
(mogel.compile.source_module) or a counted name, never from the rules.  Each hostile rules file
below checks or is refused; when it checks, its source parses, names nothing outside the
vocabulary (every ast.Name, Attribute, function, argument and keyword, and every name token,
comments and strings aside), holds each hostile text only inside a string or a comment, and a
whole game of it creates no sentinel file and leaves builtins as they were -- the usual module
and its lab twin (the module the engine runs in the lab mode), each also for bots answered at
once (Game.play() of bots; the lab twin of it: mogel.simulate), alike.
"""

from __future__ import annotations

import ast
import builtins
import io
import keyword
import re
import tokenize
from pathlib import Path

import pytest

import mogel
from mogel.compile.codegen import KEYWORDS, check_tree, load, source
from mogel.compile.program import DeckTables
from mogel.compile.source_module import ATTRIBUTES, BUILTINS, CodegenError, allowed

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
SENTINEL = "/tmp/mogel-codegen-sentinel"
MODES = ((False, False), (False, True), (True, False), (True, True))   # (lab, at_once): the four modes of a module

PAYLOADS = [
    f"'); import os; os.system('touch {SENTINEL}'); ('",
    f"__import__('os').system('touch {SENTINEL}')",
    f"\\' + __import__('os').system('touch {SENTINEL}') + '\\",
    "\\\\n \\x00 \\u2028 \\",
    f"\u2028import os\u2029os.system('touch {SENTINEL}')",
    "\u202eevil\u202c \u200b \ufeff \u0430rgs \x0c",
    f"{{__import__('os').system('touch {SENTINEL}')}}",
    "''' \"\"\" # not a comment",
]
IDENTIFIERS = ["__import__", "__builtins__", "__class__", "s", "v", "eng", "len", "exec", "eval", "sp_1", "f_2",
               "x_3", "turn_4", "source", "members"]


def vocabulary_names(tree: ast.AST):
    """(kind, name) of every identifier a syntax tree names."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            yield "name", node.id
        elif isinstance(node, ast.FunctionDef):
            yield "name", node.name
        elif isinstance(node, ast.arg):
            yield "name", node.arg
        elif isinstance(node, ast.Attribute):
            yield "attribute", node.attr
        elif isinstance(node, ast.keyword):
            yield "keyword", node.arg


def code_only(text: str) -> str:
    """The source without its strings and comments."""
    kept = [tok.string for tok in tokenize.generate_tokens(io.StringIO(text).readline)
            if tok.type not in (tokenize.STRING, tokenize.COMMENT)]
    return " ".join(kept)


def assert_safe_source(text: str, hostile=()):
    tree = ast.parse(text)
    check_tree(tree)
    for kind, name in vocabulary_names(tree):
        if kind == "attribute":
            assert name in ATTRIBUTES, name
        elif kind == "keyword":
            assert name in KEYWORDS, name
        else:
            assert allowed(name), name
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.NAME:
            assert allowed(tok.string) or keyword.iskeyword(tok.string) or tok.string in ATTRIBUTES | KEYWORDS, tok
    bare = code_only(text)
    for piece in hostile:
        for word in re.findall(r"[A-Za-z_]\w*", piece):
            if not (allowed(word) or keyword.iskeyword(word) or word in ATTRIBUTES):
                assert not re.search(rf"\b{re.escape(word)}\b", bare), word
    return tree


def play_safely(rules, players: int = 4, seeds=(1, 2)):
    """Play whole games of `rules`: no sentinel appears, builtins stay as they were."""
    import os

    before = {name: id(value) for name, value in vars(builtins).items()}
    real_import = builtins.__import__
    games = [mogel.Game(rules, ["random"] * players, seed=seed).play() for seed in seeds]
    counted = mogel.Game(rules, ["random"] * players, seed=seeds[0])
    counted.engine.count_only({})   # the lab mode: the module's lab twin runs
    assert counted.engine.p.lab and counted.play().decisions == games[0].decisions
    at_once = mogel.Game(rules, ["random"] * players, seed=seeds[0])
    at_once.engine.count_only({}, at_once=True)   # its twin for bots answered at once: the same game
    assert at_once.engine.p.at_once and at_once.play().state.totals == games[0].state.totals
    assert not os.path.exists(SENTINEL)
    assert builtins.__import__ is real_import
    assert {name: id(value) for name, value in vars(builtins).items()} == before
    return games


def loaded_or_refused(text: str, file: str = "hostile.mm", variants=()):
    try:
        return mogel.load_rules(text=text, file=file, variants=list(variants))
    except mogel.RulesError as error:
        assert all(d.span.line >= 1 for d in error.errors)
        return None


def hostile_texts(payload: str):
    """rules.mm with `payload` in a display name, a description, a race's names, a comment."""
    yield RULES_TEXT.replace('name: en "spider", de "Spinne"', f'name: en "{payload}", de "{payload}"', 1)
    yield RULES_TEXT.replace('description: "the ant makes each other player draw', f'description: "{payload}', 1)
    yield RULES_TEXT.replace('(en "mosquito slap", de "Mückenklatschen")', f'(en "{payload}", de "{payload}")', 1)
    yield RULES_TEXT.replace("turn:\n", f"turn:   # {payload}\n", 1)


@pytest.mark.parametrize("payload", PAYLOADS)
def test_hostile_texts_check_or_are_refused_and_run_nothing(payload):
    for text in hostile_texts(payload.replace('"', "'")):
        rules = loaded_or_refused(text)
        if rules is None:
            continue
        for lab, at_once in MODES:
            assert_safe_source(source(rules, DeckTables(rules), lab, at_once), [payload])
        play_safely(rules, seeds=(1,))


def test_a_text_is_shown_as_written():
    payload = PAYLOADS[0]
    rules = mogel.load_rules(text=next(hostile_texts(payload)), file="hostile.mm")
    game = play_safely(rules, seeds=(2,))[0]
    assert payload in "\n".join(game.narration())


@pytest.mark.parametrize("name", IDENTIFIERS)
def test_rules_names_like_the_generators_own_play_as_the_plain_names_do(name):
    """A card kind and a variant named like a name of the generated code or of Python, a zone
    named like a counted name of it (`v_1`, a copy of the bound names) and a definition's
    parameter like its state (`s`): the same games as with the rules' own names."""
    text = re.sub(r"\bspider\b", name, RULES_TEXT)
    text = re.sub(r"\bdiscard\b", "v_1", text)
    text = text.replace("define fits(c, t) = (c.value - t.value)", "define fits(s, t) = (s.value - t.value)")
    text = re.sub(r"\bitalian_ant\b", name, text)
    plain = mogel.load_rules()
    renamed = mogel.load_rules(text=text, file="renamed.mm")
    for lab, at_once in MODES:
        assert_safe_source(source(renamed, DeckTables(renamed), lab, at_once), [name])
    for a, b in zip(play_safely(plain), play_safely(renamed)):
        assert [(e.kind, e.seat, e.moves) for e in a.events] == [(e.kind, e.seat, e.moves) for e in b.events]
    varied = mogel.load_rules(text=text, file="renamed.mm", variants=[name])
    assert_safe_source(source(varied, DeckTables(varied)), [name])
    assert source(varied, DeckTables(varied)).startswith(f"# renamed.mm (game mogel_motte, variants: {name})")


def test_a_hostile_file_name_is_only_a_text():
    file = f"x.mm'\nimport os\nos.system('touch {SENTINEL}')\n#\u2028"
    rules = mogel.load_rules(text=RULES_TEXT, file=file)
    for lab, at_once in MODES:
        assert_safe_source(source(rules, DeckTables(rules), lab, at_once), ["os", "system"])
    play_safely(rules, seeds=(1,))


@pytest.mark.parametrize("code", [
    "import os", "from os import system", "__import__('os')", "x = ().__class__", "f = lambda: 0",
    "class C: pass", "global len", "exec('1')", "open('x')", "s.__dict__", "async def f(): pass",
    "def f(**kw): pass", "sp_1 = getattr(s, 'zones')",
])
def test_the_tree_check_refuses_what_the_generator_never_writes(code):
    with pytest.raises(CodegenError):
        check_tree(ast.parse(code))


def test_the_generated_module_has_only_its_few_builtins():
    rules = mogel.load_rules()
    names = load(rules, DeckTables(rules))
    assert set(names["__builtins__"]) == set(BUILTINS)
    assert not {"__import__", "open", "eval", "exec", "compile", "getattr", "globals"} & set(names["__builtins__"])


def test_a_cheat_block_named_like_the_locals_of_its_window_plays_as_the_plain_names_do():
    """The covert move, its zone, the watching role and the accusation named like locals of a
    generated cheating window (mogel.compile.source_cheats: `seat`, `pile`, `counter`, `allowed`):
    they stand in its source only as texts, and the games are those of the rules' own names."""
    text = RULES_TEXT
    for old, new in (("hide", "seat"), ("hidden", "pile"), ("guard", "counter"), ("caught", "allowed")):
        text = re.sub(rf"\b{old}\b", new, text)
    plain = mogel.load_rules()
    renamed = mogel.load_rules(text=text, file="renamed.mm")
    generated = source(renamed, DeckTables(renamed))
    assert_safe_source(generated, ["seat", "pile", "counter", "allowed"])
    info = re.search(r"^(c_\d+) = INFO\(\{'cheat': 'seat'\}\)$", generated, re.M).group(1)   # the event's info, a read-only constant
    assert f"eng.emit_card('cheat', seat, card, 2 + seat, s.slot_of['pile'] + seat, {info}, " in generated
    assert "s.roles['counter']" in generated
    for a, b in zip(play_safely(plain), play_safely(renamed)):
        assert [(e.kind, e.seat, e.moves) for e in a.events] == [(e.kind, e.seat, e.moves) for e in b.events]


TWENTY_ONE = (Path(__file__).resolve().parents[1] / "games" / "twenty_one.mm").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", IDENTIFIERS)
def test_a_variable_per_player_named_like_the_generators_own_plays_as_the_plain_name_does(name):
    """Twenty-One's `stake`, kept per player, named like a name of the generated code or of Python,
    and its `chips` given a hostile display name: the name is only a text (the key of each seat's
    value) and the display name only the narration's, so the games are the plain ones."""
    text = re.sub(r"\bstake\b", name, TWENTY_ONE)
    text = text.replace('name: en "chips", de "Chips"', f'name: en "{PAYLOADS[0]}", de "{PAYLOADS[1]}"')
    plain = mogel.load_rules(text=TWENTY_ONE, file="twenty_one.mm")
    renamed = mogel.load_rules(text=text, file="renamed.mm")
    for lab, at_once in MODES:
        assert_safe_source(source(renamed, DeckTables(renamed), lab, at_once), [name, *PAYLOADS[:2]])
    for a, b in zip(play_safely(plain, players=3, seeds=(1,)), play_safely(renamed, players=3, seeds=(1,))):
        assert [(e.kind, e.seat, e.moves) for e in a.events] == [(e.kind, e.seat, e.moves) for e in b.events]
        assert any(PAYLOADS[0] in line for line in b.narration())
