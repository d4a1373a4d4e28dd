"""Cheat, the shipped classic (mogel/games/cheat.mm): its key rules on hand-built tables, whole
games for every number of players with the default bots and with honest/sneaky bots at several
accuse rates, every variant, replays, narration in en and de, and rule H for its hidden
decisions (a claim and who was asked to challenge it).

Cards are named as Scenario.face_of names them: suit then rank ("hearts two", "spades ace").
Seats: 0 = Ada, 1 = Bo, 2 = Cy, 3 = Di.
"""

from __future__ import annotations

import re

import pytest

import mogel
from mogel.agents import bot_from_text
from mogel.check.files import shipped_games
from mogel.play.scenario import FirstOption, Scenario
from mogel.present.narrate import Narrator
from mogel.present.narrate_lines import told_lines
from rule_h import Case, assert_no_leak

ADA, BO, CY, DI = 0, 1, 2, 3
VARIANTS = ("up_same_or_down", "loser_leads", "next_player_only", "one_card", "any_number", "discard_fours",
            "match", "two_packs")
DEFAULT_BOTS = "random,honest,sneaky,random"


def rules(*variants):
    return mogel.load_rules(game="cheat", variants=list(variants))


def table(players=3, last="ace", agents=None, variants=()):
    """A Cheat table whose last claim was of rank `last` (so the next claim is the rank after it)."""
    t = Scenario(rules(*variants), players=players, agents=agents)
    t.engine.set_variable("rank_now", last, None)
    return t


def play_of(events):
    (play,) = [ev for ev in events if ev.kind == "play"]
    return play


def ends(t) -> bool:
    """Whether the round ends after this turn (its `ends when:`, checked after each turn)."""
    return t.ends() is not None


def told(t, events, seat=None, lang="en"):
    narrator = Narrator(t.program, None, lang)
    shown = [t.visibility.redact(ev, seat) for ev in events]
    return [s for s in (narrator.sentence(ev, t.state.layout) for ev in shown if ev is not None) if s]


# --- the game as shipped ---------------------------------------------------------------------

def test_cheat_is_shipped_and_checks_without_a_message():
    """Without a warning: its one note is the house rule discard_fours' `if`, whose test the
    table learns (a four laid aside face up), acknowledged there."""
    assert "cheat" in shipped_games()
    text = mogel.load_rules(game="cheat").source
    loaded, problems = mogel.check_source(text, "cheat.mm")
    assert loaded is not None and [(p.severity, p.source_line.strip()) for p in problems] == [
        ("note", "if size(hand of active) > cards_in_fours(active):")]
    assert loaded.game.players == (2, 8) and len(loaded.variants) >= 4
    for name, variant in loaded.variants.items():   # each house rule says where it comes from
        assert "(" in variant.description, name


# --- key rules on hand-built tables -------------------------------------------------------------

def test_a_true_claim_challenged_sends_the_whole_pile_to_the_challenger():
    t = table()
    t.pile("pile", "clubs nine", "diamonds king")
    t.hand(ADA, "spades two", "hearts two", "clubs five")
    t.hand(BO, "spades three")
    events = t.turn(ADA, answers=["spades two", "hearts two", None, ADA])     # Bo calls "Cheat!"
    play = play_of(events)
    assert play.info["claim"]["says"] == {"en": "2 × 2", "de": "2 × 2"} and play.info["true"] is True
    accuse = next(ev for ev in events if ev.kind == "accuse")
    assert (accuse.seat, accuse.info["accused"], accuse.info["right"]) == (BO, ADA, False)
    assert sorted(t.faces("hand", BO)) == sorted(["spades three", "clubs nine", "diamonds king", "spades two",
                                                  "hearts two"])
    assert t.faces("pile") == [] and t.faces("hand", ADA) == ["clubs five"]
    assert "Bo calls \u201cCheat!\u201d on Ada: wrongly." in told(t, events, CY)
    assert "Bo ruft \u201eGelogen!\u201c zu Ada: zu Unrecht." in told(t, events, CY, "de")


def test_a_lie_challenged_sends_the_whole_pile_to_the_liar():
    t = table()
    t.pile("pile", "clubs nine")
    t.hand(ADA, "spades two", "clubs five", "hearts jack")
    t.hand(BO, "spades three")
    events = t.turn(ADA, answers=["spades two", "clubs five", None, ADA])
    assert play_of(events).info["true"] is False
    accuse = next(ev for ev in events if ev.kind == "accuse")
    assert accuse.info["right"] is True
    assert sorted(t.faces("hand", ADA)) == sorted(["hearts jack", "clubs nine", "spades two", "clubs five"])
    assert t.faces("hand", BO) == ["spades three"] and t.faces("pile") == []
    reveal = next(ev for ev in events if ev.kind == "reveal")           # the cards are shown to all
    assert "Ada reveals 2 of spades and 5 of clubs." in told(t, [reveal], CY)
    assert "Ada deckt Pik-2 und Kreuz-5 auf." in told(t, [reveal], CY, "de")


def lines(t, events, seat=None, lang="en"):
    """The lines `seat` reads (mogel.present.narrate_lines: some events told together)."""
    shown = [t.visibility.redact(ev, seat) for ev in events]
    return [line.text for line in told_lines(Narrator(t.program, None, lang), shown, t.state.layout)]


@pytest.mark.parametrize("cards, en, de", [
    (["spades two", "clubs five"], "Ada reveals 2 of spades and 5 of clubs: Bo was right.",
     "Ada deckt Pik-2 und Kreuz-5 auf: Bo hatte recht."),
    (["spades two", "hearts two"], "Ada reveals 2 of spades and 2 of hearts: Bo was wrong.",
     "Ada deckt Pik-2 und Herz-2 auf: Bo hatte unrecht.")])
def test_a_challenge_is_told_call_first_then_the_cards_and_who_was_right(cards, en, de):
    """The engine turns the cards over before it says who was right; the lines tell the call
    first, as at a table, then the cards with the verdict, to every seat alike."""
    t = table()
    t.pile("pile", "clubs nine")
    t.hand(ADA, "spades two", "hearts two", "clubs five")
    t.hand(BO, "spades three")
    events = t.turn(ADA, answers=[*cards, None, ADA])
    assert [ev.kind for ev in events if ev.kind in ("reveal", "accuse")] == ["reveal", "accuse"]
    for seat in (None, ADA, BO, CY):
        assert lines(t, events, seat)[1:3] == ["Bo to Ada: \u201cCheat!\u201d", en]
        assert lines(t, events, seat, "de")[1:3] == ["Bo zu Ada: \u201eGelogen!\u201c", de]
    assert len(lines(t, events, CY)) == 4            # the play, the call, the cards, the pile taken


def test_the_player_who_went_out_is_told():
    t = table(last="three")
    t.hand(ADA, "hearts nine")
    t.hand(BO, "spades three")
    t.hand(CY, "spades five")
    events = t.turn(ADA)
    assert lines(t, events, BO)[-2:] == ["Nobody calls \u201cCheat!\u201d.", "No cards left: Ada."]
    assert lines(t, events, CY, "de")[-1] == "Keine Karten mehr: Ada."


def test_when_nobody_challenges_the_cards_stay_face_down_and_the_next_player_claims_the_next_rank():
    t = table(last="two")
    t.hand(ADA, "spades three", "hearts nine")
    t.hand(BO, "clubs four", "clubs ten")
    first = t.turn(ADA, answers=["spades three", None])
    assert [ev.kind for ev in first if ev.kind in ("play", "no_accusation", "accuse")] == ["play", "no_accusation"]
    assert len(t.faces("pile")) == 1 and all(t.state.face_down.get(c) is not None for c in t.state.zones[
        t.state.slot_of["pile"]])
    second = t.turn(BO, answers=["clubs ten", None])
    assert play_of(second).info["claim"]["says"]["en"] == "1 × 4"
    assert told(t, first, BO) [-2:] == ["Ada lays a card face down: \u201c1 × 3\u201d.", "Nobody calls \u201cCheat!\u201d."]


def test_after_kings_come_aces_again():
    t = table(last="queen")
    t.hand(ADA, "spades king", "hearts nine")
    t.hand(BO, "clubs ace", "clubs ten")
    assert play_of(t.turn(ADA, answers=["spades king", None])).info["claim"]["says"] == {"en": "1 × king",
                                                                                          "de": "1 × König"}
    assert play_of(t.turn(BO, answers=["clubs ace", None])).info["claim"]["says"] == {"en": "1 × ace",
                                                                                       "de": "1 × Ass"}


def test_the_first_claim_of_a_round_is_aces():
    t = Scenario(rules(), players=3)
    t.hand(ADA, "spades two", "hearts nine")
    assert play_of(t.turn(ADA, answers=["spades two", None])).info["claim"]["says"]["en"] == "1 × ace"


@pytest.mark.parametrize("last_card, true", [("hearts four", True), ("hearts nine", False)])
def test_a_last_card_challenged_wins_only_when_the_claim_was_true(last_card, true):
    t = table(last="three")
    t.pile("pile", "clubs nine", "clubs ten")
    t.hand(ADA, last_card)
    t.hand(BO, "spades three")
    t.hand(CY, "spades five")
    events = t.turn(ADA, answers=[ADA])          # one card: no question; Bo calls
    accuse = next(ev for ev in events if ev.kind == "accuse")
    assert accuse.info["right"] is (not true)
    assert ends(t) is true                                           # Ada is out only if she told the truth
    assert (t.faces("hand", ADA) == []) is true
    if not true:
        assert len(t.faces("hand", ADA)) == 3


def test_a_last_card_nobody_challenges_wins():
    t = table(last="three")
    t.hand(ADA, "hearts nine")
    t.hand(BO, "spades three")
    t.hand(CY, "spades five")
    t.turn(ADA)
    assert ends(t) and t.faces("hand", ADA) == []


def test_one_to_four_cards_and_no_more():
    t = table()
    t.hand(ADA, "spades two", "hearts two", "clubs two", "diamonds two", "clubs nine")
    play = play_of(t.turn(ADA, answers=["spades two", "hearts two", "clubs two", "diamonds two"]))
    assert len(play.moves) == 4 and t.faces("hand", ADA) == ["clubs nine"]     # not asked for a fifth


# --- variants on hand-built tables ---------------------------------------------------------------

def test_up_same_or_down_lets_the_player_choose_the_rank():
    t = table(last="king", variants=["up_same_or_down"])
    t.engine.s.turn = 5
    t.hand(ADA, "spades queen", "hearts nine")
    events = t.turn(ADA, answers=["down", "spades queen", None])
    assert play_of(events).info["claim"]["says"]["en"] == "1 × queen" and play_of(events).info["true"] is True
    assert lines(t, events, BO)[:2] == ["Ada: \u201cOne lower.\u201d",
                                        "Ada lays a card face down: \u201c1 × queen\u201d."]
    assert lines(t, events, BO, "de")[0] == "Ada: \u201eEinen tiefer.\u201c"


def test_loser_leads_gives_the_next_turn_to_whoever_took_the_pile():
    t = table(variants=["loser_leads"])
    t.hand(ADA, "clubs five", "hearts jack")
    t.hand(BO, "spades three")
    events = t.turn(ADA, answers=["clubs five", None, ADA])
    assert [ev.seat for ev in events if ev.kind == "next_turn"] == [ADA]


def test_next_player_only_asks_only_the_next_player():
    t = table(players=4, variants=["next_player_only"])
    t.hand(ADA, "clubs five", "hearts jack")
    t.turn(ADA, answers=["clubs five", None])
    assert [d.seat for d, _ in t.decisions if d.kind == "accuse"] == [BO]


def test_discard_fours_lays_a_full_rank_aside_but_keeps_a_card():
    t = table(variants=["discard_fours"])
    t.hand(ADA, "spades seven", "hearts seven", "clubs seven", "diamonds seven", "hearts two", "clubs nine")
    events = t.turn(ADA, answers=["hearts two", None])
    assert sorted(t.faces("aside")) == sorted(["spades seven", "hearts seven", "clubs seven", "diamonds seven"])
    assert t.faces("hand", ADA) == ["clubs nine"]
    t = table(variants=["discard_fours"])
    t.hand(ADA, "spades seven", "hearts seven", "clubs seven", "diamonds seven")
    t.turn(ADA, answers=["spades seven", None])
    assert t.faces("aside") == [] and len(t.faces("hand", ADA)) == 3    # not the last cards in hand


# --- rule H ---------------------------------------------------------------------------------------

def test_another_seat_is_told_a_true_claim_and_a_bluff_alike():
    def common(t):
        t.engine.set_variable("rank_now", "ace", None)
        t.hand(BO, "spades three")
        t.hand(CY, "spades four")
    true = Case(lambda t: t.hand(ADA, "spades two", "hearts two", "clubs nine"), answers=["spades two", "hearts two", None])
    bluff = Case(lambda t: t.hand(ADA, "spades two", "hearts nine", "clubs two"), answers=["spades two", "hearts nine", None])
    for seat in (BO, CY):
        said = assert_no_leak(rules(), common, true, bluff, seat=seat, act=lambda t, answers: t.turn(ADA, answers),
                              players=3, agents=lambda: [FirstOption()] * 3)
        assert "Ada lays 2 cards face down: \u201c2 × 2\u201d." in said


def test_who_was_asked_to_challenge_is_never_told():
    """Everybody declines: the table hears one 'Nobody calls “Cheat!”', the same whether three
    players were asked or one (only the next player may challenge)."""
    stories = []
    for variants in ((), ("next_player_only",)):
        t = table(players=4, variants=variants)
        t.hand(ADA, "spades two", "clubs nine")
        events = t.turn(ADA, answers=["spades two", None])
        asked = [d.seat for d, _ in t.decisions if d.kind == "accuse"]
        assert asked == ([BO, CY, DI] if not variants else [BO])
        for seat in (BO, CY, DI):
            shown = [t.visibility.redact(ev, seat) for ev in events]
            stories.append([(ev.kind, ev.seat, ev.moves, ev.info) for ev in shown if ev is not None] + told(t, events, seat)
                           + told(t, events, seat, "de"))
        (none,) = [ev for ev in events if ev.kind == "no_accusation"]
        assert none.seat is None and set(none.info) == {"accusation", "claim"}
    assert stories[:3] == stories[3:]


# --- whole games ----------------------------------------------------------------------------------

def bots(text: str, players: int):
    names = text.split(",")
    return [bot_from_text(names[i % len(names)]) for i in range(players)]


def whole_game(r, players, seed, bot_text=DEFAULT_BOTS):
    game = mogel.Game(r, bots(bot_text, players), seed=seed)
    game.play()
    return game


def assert_sound(game):
    """The game ended properly: a winner with no card left (or the fewest after the turn limit),
    every turn laid at least one card, the replay is identical, the narration is complete."""
    events = game.events
    turns = [i for i, ev in enumerate(events) if ev.kind == "turn"]
    for start, end in zip(turns, turns[1:] + [len(events)]):
        assert any(ev.kind == "play" for ev in events[start:end]), "a turn that does nothing"
    again = mogel.replay(game.rules, game.record())
    assert [(ev.kind, ev.seat, ev.moves, ev.info) for ev in again.events] == \
        [(ev.kind, ev.seat, ev.moves, ev.info) for ev in events]
    for lang in ("en", "de"):
        narrator = Narrator(game.program, None, lang)
        for seat in (None, 0):
            text = " ".join(s for s in (narrator.sentence(ev, game.engine.s.layout) for ev in
                                        (game.visibility.redact(e, seat) for e in events) if ev is not None) if s)
            assert "None" not in text and not re.search(r"\b(spades|two|three|ace)_", text)
            assert "{" not in text


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("seed", range(3))
def test_whole_games_with_the_default_bots(players, seed):
    game = whole_game(rules(), players, seed)
    assert_sound(game)
    end = next(ev for ev in game.events if ev.kind == "game_end")
    hands = [len(game.engine.s.zones[game.engine.s.slot_of["hand"] + p]) for p in range(players)]
    assert end.info["winners"] and all(hands[w] == min(hands) for w in end.info["winners"])


@pytest.mark.parametrize("bot_text", ["honest:accuse_rate=0", "honest", "sneaky:accuse_rate=0",
                                      "sneaky:accuse_rate=0.3", "sneaky:cheat_rate=1:accuse_rate=1",
                                      "honest,sneaky:accuse_rate=0.5"])
@pytest.mark.parametrize("players", [3, 5, 8])
def test_whole_games_with_honest_and_sneaky_bots(bot_text, players):
    game = whole_game(rules(), players, 7, bot_text)
    assert_sound(game)
    if bot_text.startswith("honest:"):      # never challenged, never bluffing when it can help it
        assert not any(ev.kind == "accuse" for ev in game.events)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [3, 6])
def test_every_variant_plays(variant, players):
    assert_sound(whole_game(rules(variant), players, 1))


def test_a_game_is_a_function_of_its_seed():
    a, b = whole_game(rules(), 4, 11), whole_game(rules(), 4, 11)
    assert [(ev.kind, ev.moves) for ev in a.events] == [(ev.kind, ev.moves) for ev in b.events]


def test_a_log_and_a_saved_game_replay_from_any_folder(tmp_path, monkeypatch, capsys):
    from mogel.cli.commands import main
    monkeypatch.chdir(tmp_path)
    assert main(["play", "--game", "cheat", "--players", "5", "--seed", "4", "--quiet", "--log", "game.jsonl",
                 "--save", "game.mogel"]) == 0
    for name in ("game.jsonl", "game.mogel"):
        assert main(["replay", name]) == 0
        assert "identical" in capsys.readouterr().out
