"""What else than a variable tells the table a card's face (mogel/check/leaks.py, docs/language.md
sections 10.2, 10.8, 10.10, 10.14 and 17), through the public interface (mogel.check_source,
mogel.load_rules, `mogel check`):

* an error: `move ... chosen by P` from cards P cannot see (the engine would offer P their faces);
* the warning `leaks_hidden` at the place the face is read: an option's `if` that reads a card
  the chooser cannot see, a race whose runners are worked out from a card a runner cannot see,
  a definition a claim's `says:` fills in that reads a card some player cannot see; a note where
  the option, the race's body or the claim's block says `expect warning: leaks_hidden`.

Each case is a line added to the turn of a small game (draw: seen by nobody; discard: top seen
by all; hand: seen by its owner; table: per player, seen by all)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import mogel
from mogel.check.files import shipped_games

BASE = """game tiny:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute colour:
    values: red, green
card gift:
    penalty: 1
deck:
    values: 1 to 6
    red: 1 each
    green: 1 each
    gift: 4 cards
zone draw:
    shared, seen by nobody
zone discard:
    shared, top seen by all
zone hand:
    per player, seen by owner
zone table:
    per player, seen by all
define gifted(p) = any(hand of p where card is gift)
define next_value = (top of draw).value
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player))
    checked: after each turn   # what the turn scores after its move always counts (lost_after_move)
turn:
    active may play 1 card from hand onto discard
    otherwise active draws 1 card from draw
"""
TURN = "    otherwise active draws 1 card from draw\n"


def game(*lines: str, extra: str = "") -> str:
    """BASE with `lines` at the end of the turn and `extra` appended."""
    return BASE.replace(TURN, TURN + "".join(f"    {line}\n" for line in lines), 1) + extra


def at(text: str, snippet: str) -> tuple:
    """1-based (line, column) of the last occurrence of `snippet` in `text`."""
    index = text.rindex(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def told(text: str):
    """(line, column, severity, message) of each diagnostic of `text`."""
    _, diagnostics = mogel.check_source(text, "tiny.mm")
    return [(d.span.line, d.span.column, d.severity, d.message) for d in diagnostics]


OWNER = "the face of a card in 'hand', which only its owner sees"
NOBODY = "the face of a card in 'draw', which nobody sees"


# --- `chosen by`: the chooser must see the cards ---------------------------------------------

def blind(chooser: str, zone: str, why: str) -> str:
    return (f"{why}: 'chosen by' would offer '{chooser}' the faces of its cards, which gives them away; 'at random' "
            f"picks a card blind: 'move N cards from {zone} at random to ...' (no 'chosen by'); to let '{chooser}' pick "
            f"one by its place, unseen, write 'chosen blindly by {chooser}'")


BLIND = [
    ("another-players-hand", "move 1 card chosen by active from hand of left of active to hand of active",
     "active", "hand of left of active", "'active' cannot see 'hand of left of active': only its owner sees the "
                                        "cards of 'hand'"),
    ("a-pile-nobody-sees", "move 1 card chosen by active from draw to hand of active", "active", "draw",
     "'active' cannot see 'draw': nobody sees the cards of 'draw'"),
    ("below-a-piles-top", "move 1 card chosen by active from discard to hand of active", "active", "discard",
     "'active' cannot see 'discard' below its top card: everybody sees only the top of 'discard'"),
]


@pytest.mark.parametrize("line, chooser, zone, why", [pytest.param(*c[1:], id=c[0]) for c in BLIND])
def test_a_choice_among_cards_the_chooser_cannot_see_is_an_error(line, chooser, zone, why):
    text = game(line)
    assert told(text) == [(*at(text, f"{chooser} from"), "error", blind(chooser, zone, why))]


def test_cards_others_may_lay_face_down_are_not_seen_even_in_a_zone_all_see():
    text = game("move 1 card chosen by active from hand of active to table of left of active face down",
                "move 1 card chosen by left of active from table of left of active to discard")
    why = "'left of active' may not see every card of 'table of left of active': cards may lie face down in 'table'"
    assert told(text) == [(*at(text, "left of active from"), "error",
                           blind("left of active", "table of left of active", why))]


SEEN = [
    ("its-own-hand", ["move 1 card chosen by active from hand of active to discard"]),
    ("through-a-let", ["let p = active", "move 1 card chosen by p from hand of active to discard"]),
    ("each-player-their-own", ["for each player:", "    move 1 card chosen by player from hand of player to discard"]),
    ("a-zone-all-see", ["move 1 card chosen by active from table of left of active to discard"]),
    ("own-face-down-cards", ["active may play 1 card from hand onto table face down",
                             "move 1 card chosen by active from table of active to discard"]),
    ("blind-at-random", ["move 1 card from hand of left of active at random to hand of active"]),
]


@pytest.mark.parametrize("lines", [pytest.param(c[1], id=c[0]) for c in SEEN])
def test_a_choice_among_cards_the_chooser_sees_is_fine(lines):
    assert told(game(*lines)) == []


def test_the_error_in_german_and_from_the_command_line(tmp_path):
    text = game(BLIND[0][1])
    _, [found] = mogel.check_source(text, "tiny.mm")
    assert found.render("de").splitlines()[0] == (
        f"tiny.mm:{at(text, 'active from')[0]}:{at(text, 'active from')[1]}: 'active' sieht 'hand of left of active' "
        "nicht: nur der Besitzer sieht die Karten von 'hand': 'chosen by' würde 'active' die Vorderseiten der Karten "
        "anbieten und sie so verraten; 'at random' nimmt eine Karte blind: 'move N cards from hand of left of active "
        "at random to ...' (ohne 'chosen by'); damit 'active' eine Karte nach ihrem Platz wählt, ungesehen, schreib "
        "'chosen blindly by active'")
    path = tmp_path / "tiny.mm"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mogel", "check", str(path)], capture_output=True, text=True)
    assert done.returncode != 0
    assert "'active' cannot see 'hand of left of active'" in done.stdout + done.stderr
    with pytest.raises(mogel.RulesError):
        mogel.load_rules(text=text, file="tiny.mm")


# --- an option's `if` --------------------------------------------------------------------------

def option(name: str, what: str, through: str = "") -> str:
    return (f"option '{name}' is offered only when this holds, and it depends on {what}{through}: whether the option "
            f"is offered (and so the answer the table hears) gives that card away; offer it always, or test what only "
            f"the rules should know after the choice [write 'expect warning: leaks_hidden' indented under option "
            f"'{name}' if that is meant]")


def choice(condition: str, under: str = "") -> list:
    return ["let peek = active chooses one of:", f"    guess (en \"A gift!\") if {condition}", *under,
            "    pass (en \"Pass.\")"]


def test_an_option_offered_by_a_card_the_chooser_cannot_see_is_warned_where_it_is_read():
    text = game(*choice("any(hand of left of active where card is gift)"))
    assert told(text) == [(*at(text, "card is gift"), "warning", option("guess", OWNER))]
    text = game(*choice("next_value > 3"))
    read = at(text, "(top of draw).value")
    assert told(text) == [(*at(text, "next_value > 3"), "warning",
                           option("guess", NOBODY, f" (read at tiny.mm:{read[0]}:{read[1]})"))]


@pytest.mark.parametrize("condition", ["any(hand of active where card is gift)", "gifted(active)",
                                       "size(hand of left of active) > 2", "(top of discard).value > 3"])
def test_an_option_offered_by_the_choosers_own_cards_or_what_all_see_is_not_warned(condition):
    assert told(game(*choice(condition))) == []


def test_each_player_choosing_by_their_own_hand_is_not_warned():
    text = game("for each player:", "    let peek = player chooses one of:",
                "        show (en \"Show\") if gifted(player)", "        keep (en \"Keep\")",
                "    let look = player chooses one of:",
                "        show (en \"Show\") if gifted(left of player)", "        keep (en \"Keep\")")
    assert [(line, column, severity) for line, column, severity, _ in told(text)] == \
        [(*at(text, "gifted(left of player)"), "warning")]


def test_an_option_acknowledges_it_with_a_line_under_it():
    text = game(*choice("gifted(left of active)", ["        expect warning: leaks_hidden"]))
    [(_, _, severity, message)] = told(text)
    assert severity == "note"
    assert message.endswith("(expected: 'expect warning: leaks_hidden')")
    guess = mogel.load_rules(text=text, file="tiny.mm").turn.body[-1].choice.options[0]
    assert guess.expect_warning == ("leaks_hidden",)
    text = game(*choice("gifted(left of active)", ["        expect warning: leak_hidden"]))
    assert (at(text, "expect warning: leak_hidden")[0], "error",
            "unknown warning 'leak_hidden' (did you mean 'leaks_hidden'?): the codes are leaks_hidden") in \
        [(line, severity, message) for line, _, severity, message in told(text)]


# --- a race's runners ------------------------------------------------------------------------

def race(name: str, what: str) -> str:
    return (f"every player is told who runs the race '{name}', and these runners are worked out from {what}: the rules "
            f"give that card away; race among players chosen by what every player sees [write 'expect warning: "
            f"leaks_hidden' as the first line of the body of race '{name}' if that is meant]")


def test_runners_worked_out_from_cards_a_runner_cannot_see_are_warned():
    text = game("race grab among players where gifted(left of player) -> fastest as grabber:",
                "    grabber scores 1")
    read = at(text, "card is gift")
    assert told(text) == [(*at(text, "players where gifted"), "warning",
                           race("grab", OWNER + f" (read at tiny.mm:{read[0]}:{read[1]})"))]
    text = game("race grab among players where (top of draw).value > 3 -> fastest as grabber:", "    grabber scores 1")
    assert told(text) == [(*at(text, "(top of draw).value > 3"), "warning", race("grab", NOBODY))]


def test_runners_who_run_because_of_their_own_cards_are_not_warned():
    """Running is the runner's act: at a table those who hold a gift grab (rules.mm's cockroach)."""
    text = game("race grab among players where any(hand of player where card is gift) -> fastest as grabber:",
                "    grabber scores 1")
    assert told(text) == []


def test_a_race_acknowledges_it_with_the_first_line_of_its_body():
    text = game("race grab among players where next_value > 3 -> fastest as grabber:",
                "    expect warning: leaks_hidden", "    grabber scores 1")
    [(_, _, severity, _)] = told(text)
    assert severity == "note"
    grab = mogel.load_rules(text=text, file="tiny.mm").turn.body[-1]
    assert (grab.expect_warning, len(grab.body)) == (("leaks_hidden",), 1)
    record = mogel.Game(mogel.load_rules(text=text, file="tiny.mm"), ["random", "random"], seed=3).play()
    assert record is not None


# --- a claim's words -------------------------------------------------------------------------

CLAIM = "\nclaim secret:\n    says: en \"{count} cards, next {next_value}\"\n    holds: true\n"
CLAIMING = "active may play 1 card from hand onto table face down claiming secret"


def test_a_claims_words_that_read_a_hidden_card_are_warned_in_the_definition():
    text = game(CLAIMING, extra=CLAIM)
    assert told(text) == [(*at(text, "(top of draw).value"), "warning", (
        "the claim 'secret' says '{next_value}' to every player, and 'next_value' is worked out from " + NOBODY +
        ": the rules give that card away; say what every player sees, a variable or '{count}' [write 'expect "
        "warning: leaks_hidden' in the block of claim 'secret' if that is meant]"))]
    _, [found] = mogel.check_source(text, "tiny.mm")
    assert "die Behauptung 'secret' sagt allen '{next_value}'" in found.render("de")


def test_a_claims_block_acknowledges_it():
    text = game(CLAIMING, extra=CLAIM + "    expect warning: leaks_hidden\n")
    [(_, _, severity, _)] = told(text)
    assert severity == "note"
    assert mogel.load_rules(text=text, file="tiny.mm").claims["secret"].expect_warning == ("leaks_hidden",)


def test_a_claims_words_from_what_all_see_are_not_warned():
    text = game(CLAIMING, extra=CLAIM.replace("{next_value}", "{top_value}") +
                "define top_value = (top of discard).value\n")
    assert told(text) == []


# --- the shipped games ------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(shipped_games()))
def test_no_shipped_game_leaks_or_chooses_blind(name):
    """rules.mm's cockroach race runs those who hold the number: their own cards, no leak.  What a
    shipped game's rulebook makes public on purpose (a four laid aside in cheat.mm, the tops
    Mogelei's pass reads) is acknowledged there: a note, never a warning."""
    path = shipped_games()[name]
    rules, diagnostics = mogel.check_source(path.read_text(encoding="utf-8"), path.name)
    assert rules is not None
    assert [d.message for d in diagnostics if d.severity != "note" and (
        "leaks_hidden" in d.message or "cannot see" in d.message)] == []
    assert all(d.message.endswith("(expected: 'expect warning: leaks_hidden')") for d in diagnostics
               if "leaks_hidden" in d.message)


# --- `reveal` of a card no other player sees, where none lies face down --------------------------

IDLE = ("this 'reveal' does nothing: it turns face-down cards face up, and it reveals cards in '{zone}', which {who}, "
        "where no card lies face down; 'reveal' shows no card of a zone like '{zone}' to the others: to show it to "
        "the others where it lies, write 'P shows CARD' (or 'P shows CARD to PLAYERS')")


@pytest.mark.parametrize("line, zone, who", [
    ("reveal top of hand of active", "hand", "only their owner sees"),
    ("reveal hand of left of active", "hand", "only their owner sees"),
    ("reveal draw", "draw", "nobody sees")])
def test_a_reveal_that_can_turn_no_card_over_is_an_error(line, zone, who):
    """Trial 25's item 10: Go Fish's "show the card you fished" as `reveal top of hand of active`
    made no event and no warning."""
    text = game(line)
    assert told(text) == [(*at(text, "reveal"), "error", IDLE.format(zone=zone, who=who))]
    _, [found] = mogel.check_source(text, "tiny.mm")
    assert "dieses 'reveal' bewirkt nichts" in found.render("de")


@pytest.mark.parametrize("lines", [
    ["reveal top of table of active"],
    ["reveal top of discard"],
    ["active may play 1 card from hand onto table face down", "reveal table of active"]])
def test_a_reveal_of_cards_that_may_lie_face_down_or_all_see_is_fine(lines):
    assert told(game(*lines)) == []
