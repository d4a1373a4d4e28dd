"""Whole rules files built by Hypothesis from parts, checked, and played under a time limit.

Not mutations of rules.mm: new card kinds whose `on play` plays, draws, gives, takes or moves
cards (so cards play cards, in chains), `for each player:` inside one another, `count`, `any`
and `sum` of a `where` inside one another, `repeat` loops, `let`s, decks of up to 10,000 cards
and hands of hundreds.  Every file that checks is played by bots; the outcome must be a
finished game or a MogelError that names its place (`file:line:col`, with the line and a
caret) -- never another exception (a RecursionError, a TypeError ...) and never a hang
(the conftest alarm, at 60 s, turns one into a failure).  Files that do not check must fail with
located errors as well.
"""

from __future__ import annotations

import os
import re

from hypothesis import HealthCheck, event, given, settings, strategies as st

import mogel
from mogel.errors import MogelError, RulesError, RulesRuntimeError
from conftest import hard_limit
from tiny_games import tiny

IN_CI = bool(os.environ.get("CI"))
KINDS = ("alpha", "beta", "gamma")
LOCATED = re.compile(r"^gen\.mm:\d+:\d+: ")

# --- parts ------------------------------------------------------------------------------------

names = st.sampled_from(KINDS)


@st.composite
def nested_set(draw, depth=None) -> str:
    """`count`, `any` or `sum` of a `where` of players or cards, nested `depth` deep."""
    depth = draw(st.integers(0, 12)) if depth is None else depth
    expr = draw(st.sampled_from(["true", "size(hand of player) > 0", "player = active"]))
    for _ in range(depth):
        kind = draw(st.sampled_from(["count_players", "any_players", "count_cards", "sum_cards", "max_players"]))
        expr = {"count_players": f"count(players where {expr}) >= 0",
                "any_players": f"any(players where {expr})",
                "count_cards": f"count(hand of active where {expr}) >= 0",
                "sum_cards": f"sum(hand of active, card.value) >= 0 and ({expr})",
                "max_players": f"max(players where {expr}, size(hand of player)) != 999"}[kind]
    return expr


@st.composite
def effect(draw, indent: int, depth: int = 0) -> str:
    """One statement (with its block) for an `on play` or the turn, at `indent` levels."""
    pad = "    " * indent
    choices = ["play", "draw", "give", "move", "take", "let", "if"]
    if depth < 3:
        choices += ["for_each", "repeat", "each"]
    kind = draw(st.sampled_from(choices))
    modal = draw(st.sampled_from(["may", "must"]))
    other = draw(names)
    if kind == "play":
        where = draw(st.sampled_from([f"card is {other}", "true", f"card is {other} or card.value = 1"]))
        return f"{pad}active {modal} play 1 card from hand where {where} onto discard\n"
    if kind == "draw":
        return f"{pad}active draws {draw(st.integers(0, 3))} cards from draw\n"
    if kind == "give":
        return f"{pad}active {modal} give 1 card from hand to a chosen player except active\n"
    if kind == "move":
        return f"{pad}move {draw(st.integers(0, 5))} cards from draw to discard\n"
    if kind == "take":
        return f"{pad}active takes 1 card from discard\n"
    if kind == "let":
        return f"{pad}let n = {draw(nested_set(depth=draw(st.integers(0, 4))))}\n"
    if kind == "each":
        return f"{pad}each player except active draws 1 card from draw\n"
    if kind == "if":
        return f"{pad}if {draw(nested_set())}:\n" + draw(effect(indent + 1, depth + 1))
    if kind == "for_each":
        loops = draw(st.integers(1, 12))
        head = "".join("    " * (indent + i) + "for each player:\n" for i in range(loops))
        body = draw(st.sampled_from(["let x = player", None]))
        return head + ("    " * (indent + loops) + body + "\n" if body else draw(effect(indent + loops, depth + 1)))
    return (f"{pad}repeat {draw(st.sampled_from([2, 10, 1000]))} times:\n"
            + draw(effect(indent + 1, depth + 1)))


@st.composite
def card(draw, name: str) -> str:
    body = "".join(draw(st.lists(effect(2), min_size=1, max_size=3)))
    return f'card {name}:\n    name: en "{name} card", de "{name}karte"\n    penalty: 2\n    on play:\n{body}'


@st.composite
def rules_files(draw) -> str:
    kinds = draw(st.lists(names, min_size=0, max_size=3, unique=True))
    cards = "".join(draw(card(name)) + "\n" for name in kinds)
    rows = ""
    for name in kinds:
        copies = [draw(st.sampled_from([0, 1, 3, 50, 400])) for _ in range(3)]
        rows += f"    {name}:  {copies[0]}  {copies[1]}  {copies[2]}  = {sum(copies)}\n"
    turn = "".join(draw(st.lists(effect(1), max_size=2)))
    turn += ("    active may play 1 card from hand where card.value = (top of discard).value "
             "or card.kind != number onto discard\n    otherwise active draws 1 card from draw\n")
    text = tiny(cards=cards, rows=rows, turn=turn, limit=draw(st.sampled_from([10, 40])))
    hand = draw(st.sampled_from([3, 3, 20, 300, 2500]))
    return text.replace("deal 3 cards", f"deal {hand} cards")


# --- the property -----------------------------------------------------------------------------

def located(error: MogelError) -> bool:
    if isinstance(error, RulesError):
        return all(d.span.line > 0 for d in error.errors)
    return bool(LOCATED.match(str(error))) and isinstance(error, RulesRuntimeError) and error.span is not None


@settings(max_examples=int(os.environ.get("MOGEL_GENERATED_EXAMPLES", 40)), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
          database=None if IN_CI else settings.default.database)
@given(text=rules_files(), players=st.integers(2, 4), seed=st.integers(0, 3),
       bots=st.sampled_from(["honest", "random"]))
def test_generated_rules_check_and_play_or_stop_with_a_located_error(text, players, seed, bots):
    try:
        rules = mogel.load_rules(text=text, file="gen.mm")
    except MogelError as error:
        assert located(error), str(error)
        event("a located check error")
        return
    game = mogel.Game(rules, [mogel.make_bot(bots) for _ in range(players)], seed=seed)
    try:
        with hard_limit(60):   # a game of 100,000 events takes about 10 s; a hang never ends
            game.play()
    except MogelError as error:   # a RecursionError, TimeoutError or TypeError fails the test
        assert located(error), str(error)
        assert error.render().rstrip().endswith("^"), error.render()
        event(f"stopped: {type(error).__name__}")
        return
    assert game.finished
    event("finished")
