"""Mogelei (mogel/games/mogelei.mm, seed 003): the rulebook's "Example of Play" and its two
counterfactuals on a hand-built table, rule H for "reveal or keep down", whole games for 3-8
players replayed identically, and every variant.

Seats: 0 Ada (A), 1 Bo (B), 2 Cy (C), 3 Di (D), 4 Ed (E); "left" of a seat is seat + 1.
A pass is run by its level's steps on the table (`pass_steps`), as the level driver does.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from mogel.present.narrate_lines import told_lines
from rule_h import Case, assert_no_leak

A, B, C, D, E = range(5)


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules(game="mogelei")


def pass_steps(t: Scenario, number: int, caller: int, answers=()):
    """Run pass `number` of game 1, round 1 with `caller` as its starter; its events."""
    path = [["game", 1], ["round", 1], ["pass", number]]
    t.engine.emit("level_start", info={"level": "pass", "number": number, "path": path})
    t.engine.emit("starter", caller, info={"level": "pass", "path": path})
    spec = next(spec for spec in t.program.levels if spec.name == "pass")
    return t.run(spec.steps(t.engine, {}), answers)


def example_table(rules) -> Scenario:
    """003 "Example of Play": five players, A is the caller (E dealt).  Each hand holds the cards
    the example shows it play, and one RED card so that nobody runs out (go_on stays offered).
    E's first card is not printed ("player E had already bluffed in the first pass"): BLACK 3."""
    t = Scenario(rules, 5)
    t.pile("rewards", *["reward"] * 12)
    t.hand(A, "family black 10", "family black 9", "family red 1")
    t.hand(B, "family black 5", "family black 2", "family red 2")
    t.hand(C, "family black 4", "family yellow 12", "family red 3")
    t.hand(D, "family black 11", "family black 1", "family red 4")
    t.hand(E, "family black 3", "family black 8", "family red 5")
    t.role("dealer", E)
    t.role("caller", A)
    return t


PASS_1 = ["black",                                                          # A calls BLACK
          "family black 10", "family black 5", "family black 11", "family black 3",   # C has one black
          "show", "show", "show", "show", "keep",                           # A-D reveal, E bluffs
          "go_on"]                                                          # D (BLACK 11) continues
PASS_2 = ["family yellow 12",                                               # C has no black left
          "show", "keep", "keep", "show",                                   # D, E, A, B (C must keep)
          "bluffing"]                                                       # B (BLACK 2) accuses


def play_example(rules, accused: int):
    t = example_table(rules)
    first = pass_steps(t, 1, A, PASS_1)
    second = pass_steps(t, 2, D, [*PASS_2, accused])
    return t, first, second


def revealed(t, events):
    return [(ev.seat, t.face_of(card)) for ev in events if ev.kind == "reveal" for card in ev.info["cards"]]


def test_example_of_play_pass_1_d_is_on_turn_and_continues(rules):
    """003 "Example of Play": "the cards of A, B, C and D are shown with values 10, 5, 4 and 11;
    E's card remains face down.  Player D is now on turn ... Player D decides to 'continue'.
    Player D must now call the starting colour again"."""
    t = example_table(rules)
    events = pass_steps(t, 1, A, PASS_1)
    assert revealed(t, events) == [(A, "family black 10"), (B, "family black 5"), (C, "family black 4"),
                                   (D, "family black 11")]
    assert t.state.roles["on_turn"] == D and t.state.roles["caller"] == D
    assert t.round_over is None
    offered = [d for d, _ in t.decisions if d.kind == "choice" and d.info["choice"] == "answer"][0].options
    assert offered == ("go_on", "end_it", "bluffing")   # D "could say 'I'll end it,' could accuse player E"


def test_example_of_play_b_accuses_c_wrongly_and_receives_the_ten_cards(rules):
    """003 "Example of Play": "Player B is now on turn, because in the last pass B played the
    highest BLACK card (BLACK 2)" ... "says to player C: 'You're bluffing!' ... it is YELLOW 12.
    ... Player B receives all the cards from the round (10 cards)" ... "Players A and E now turn
    their cards over ... A played BLACK 9, and player E played BLACK 8 ... player A receives a
    reward card" ... "The player who received the cards (player B) begins the next round"."""
    t, _, second = play_example(rules, C)
    calls = [ev for ev in second if ev.kind == "choose" and ev.info["choice"] == "called"]
    assert calls[0].seat == D and calls[0].info["chosen"] == "black" and calls[0].info["asked"] is False
    suspects = [d for d, _ in t.decisions if d.kind == "choice" and d.info["choice"] == "accused"][0].options
    assert suspects == (C, E, A)   # "accuse A, C or E", in seat order from B
    accusation = [ev for ev in second if ev.kind == "accuse"]
    assert [(ev.seat, ev.info["accused"], ev.info["right"]) for ev in accusation] == [(B, C, False)]
    assert revealed(t, second) == [(D, "family black 1"), (B, "family black 2"), (C, "family yellow 12"),
                                   (E, "family black 8"), (A, "family black 9")]
    assert len(t.state.zones[t._slot("collected", B)]) == 10
    assert all(t.faces("stack", seat) == [] for seat in range(5))
    assert [len(t.faces("earned", seat)) for seat in range(5)] == [1, 0, 0, 0, 0]
    assert t.state.roles["caller"] == B and t.state.roles["collector"] == B
    assert t.round_over == "end round"


@pytest.mark.parametrize("accused, egg", [(A, E), (E, A)])
def test_example_of_play_counterfactuals_the_bluffer_receives_the_cards(rules, accused, egg):
    """003 "Example of Play": "Had player B accused player A, player A would have received all
    the cards from the round.  Had player B accused player E, player E would have received the
    cards from the round."  The fattest egg is then laid among the cards still face down (gap B):
    E's BLACK 8 when A is accused, A's BLACK 9 when E is."""
    t, _, second = play_example(rules, accused)
    assert [(ev.info["accused"], ev.info["right"]) for ev in second if ev.kind == "accuse"] == [(accused, True)]
    assert len(t.state.zones[t._slot("collected", accused)]) == 10
    assert t.state.roles["caller"] == accused
    assert [len(t.faces("earned", seat)) for seat in range(5)] == [int(seat == egg) for seat in range(5)]


def test_with_accused_lays_eggs_the_accused_bluffer_may_lay_the_fattest_egg():
    rules = mogel.load_rules(game="mogelei", variants=["accused_lays_eggs"])
    t, _, _ = play_example(rules, A)
    assert [len(t.faces("earned", seat)) for seat in range(5)] == [1, 0, 0, 0, 0]   # A's BLACK 9


def test_example_of_play_is_told_naturally_in_english_and_german(rules):
    t, first, second = play_example(rules, C)
    told = {lang: [Narrator(t.program, None, lang).sentence(ev, t.state.layout) for ev in [*first, *second]]
            for lang in ("en", "de")}
    en, de = told["en"], told["de"]
    for line in ["Ada calls BLACK.", "Ada: \u201cI'll reveal it.\u201d", "Ada reveals BLACK 10.",
                 "Ed: \u201cI'll leave it face down.\u201d", "Di: \u201cI'll continue!\u201d", "Di calls BLACK.",
                 "Bo: \u201cYou're bluffing!\u201d", "Cy reveals YELLOW 12.",
                 "Bo calls \u201cYou're bluffing!\u201d on Cy: wrongly.", "Ada reveals BLACK 9."]:
        assert line in en, line
    for line in ["Ada sagt SCHWARZ an.", "Di: \u201eIch mache weiter!\u201c", "Cy deckt GELB 12 auf."]:
        assert line in de, line
    for text in (en, de):
        assert not any(s and ("None" in s or "family" in s) for s in text)


def lines(t, events, lang, seat=None):
    """The lines `seat` reads of `events` (mogel.present.narrate_lines)."""
    shown = [t.visibility.redact(ev, seat) for ev in events]
    return [line.text for line in told_lines(Narrator(t.program, None, lang), shown, t.state.layout)]


def test_example_of_play_reads_as_the_table_says_it(rules):
    """The challenge takes two lines, the call before the card it turns over; a reveal is not
    also told as the option said; a caller just named does not also "start pass 2"; the cards of
    the round go to the collector in one line; every role in people's words."""
    t, _, _ = play_example(rules, C)
    en = lines(t, t.events, "en")
    call = en.index("Bo to Cy: \u201cYou're bluffing!\u201d")
    assert en[call + 1:call + 3] == ["Cy reveals YELLOW 12: Bo was wrong.", "Bo receives the cards of this round."]
    start = en.index("Game 1, round 1, pass 1.")
    assert en[start - 1:start + 3] == ["Ada is now the caller.", "Game 1, round 1, pass 1.", "Ada calls BLACK.",
                                       "Ada lays BLACK 10 face down."]
    assert en[en.index("Di is now on turn."):][:4] == ["Di is now on turn.", "Di: \u201cI'll continue!\u201d",
                                                         "Di is now the caller.", "Game 1, round 1, pass 2."]
    assert en[en.index("Game 1, round 1, pass 2.") + 1] == "Di calls BLACK."
    assert "Ada reveals BLACK 10." in en and "Ed: \u201cI'll leave it face down.\u201d" in en
    assert "10 cards go to Bo's collected cards." in en
    for gone in ("Di starts pass 2.", "Bo: \u201cYou're bluffing!\u201d", "Bo chooses Cy.",
                 "Ada: \u201cI'll reveal it.\u201d"):
        assert gone not in en, gone
    assert not any("holds the" in line for line in en)
    assert sum("Bo's collected cards" in line for line in en) == 1       # not once per player
    de = lines(t, t.events, "de")
    call = de.index("Bo zu Cy: \u201eDu bluffst!\u201c")
    assert de[call + 1:call + 3] == ["Cy deckt GELB 12 auf: Bo hatte unrecht.", "Bo bekommt die Karten dieser Runde."]
    for line in ["Di ist jetzt am Zug.", "Di ist jetzt Ausrufer.", "Ada deckt SCHWARZ 10 auf.",
                 "10 Karten kommen auf den Sammelstapel von Bo."]:
        assert line in de, line


@pytest.mark.parametrize("accused, name", [(A, "Ada reveals BLACK 9"), (E, "Ed reveals BLACK 8")])
def test_a_right_challenge_reads_right(rules, accused, name):
    t, first, second = play_example(rules, accused)
    en = lines(t, second, "en", seat=C)
    assert en[en.index(f"Bo to {name[:name.index(' ')]}: \u201cYou're bluffing!\u201d") + 1] == f"{name}: Bo was right."
    de = lines(t, second, "de", seat=C)
    assert f"{name.replace('reveals', 'deckt').replace('BLACK', 'SCHWARZ')} auf: Bo hatte recht." in de


def test_every_event_of_the_example_is_told_by_a_line_in_order(rules):
    """A line tells the events up to its index: indexes never go back, the last is the last told event."""
    t, _, _ = play_example(rules, C)
    events = t.events
    told = told_lines(Narrator(t.program, None, "en"), events, t.state.layout)
    indexes = [line.index for line in told]
    assert indexes == sorted(indexes) and len(told) < len(events)
    assert indexes[-1] == max(i for i, ev in enumerate(events) if Narrator(t.program).sentence(ev, t.state.layout))


def test_a_player_without_the_called_colour_is_not_asked_and_must_keep_it_down(rules):
    """003 "Reveal or Not?": "A player who could not play the called colour ... must leave their
    card face down"."""
    t, _, second = play_example(rules, C)
    asked = [d.seat for d, _ in t.decisions if d.kind == "choice" and d.info["choice"] == "shown"]
    assert asked.count(C) == 1   # only in pass 1, when C played BLACK 4
    keep = [ev for ev in second if ev.kind == "choose" and ev.seat == C and ev.info["choice"] == "shown"]
    assert keep[0].info["chosen"] == "keep" and keep[0].info["asked"] is False


def test_nobody_revealed_the_caller_is_on_turn_and_may_accuse(rules):
    """003 "Reveal or Not?": "If no card was revealed in the last pass, the caller is on turn
    again"; 003 "Tips": "Can a player also accuse themselves of having bluffed? NO"."""
    t = example_table(rules)
    pass_steps(t, 1, A, ["black", "family black 10", "family black 5", "family black 11", "family black 3",
                         "keep", "keep", "keep", "keep", "keep", "bluffing", B])
    suspects = [d for d, _ in t.decisions if d.kind == "choice" and d.info["choice"] == "accused"][0].options
    assert t.state.roles["on_turn"] == A and A not in suspects and suspects == (B, C, D, E)


# --- rule H: "reveal or keep down" reads the same for a bluffer and a player without the colour ------

def test_another_seat_cannot_tell_a_bluffer_from_a_player_without_the_called_colour(rules):
    def common(t):
        t.pile("rewards", *["reward"] * 3)
        t.hand(A, "family black 10", "family red 1")
        t.hand(B, "family red 2", "family yellow 2")
        t.hand(C, "family red 3", "family yellow 3")
        t.role("dealer", C)
        t.role("caller", A)

    bluffer = Case(lambda t: t.hand(D, "family black 4", "family red 4"),
                   answers=["black", "family red 2", "family red 3", "show", "keep", "go_on"])
    without = Case(lambda t: t.hand(D, "family blue 4", "family red 4"),
                   answers=["black", "family red 2", "family red 3", "family blue 4", "show", "go_on"])
    told = assert_no_leak(rules, common, bluffer, without, seat=B, players=4,
                          act=lambda t, answers: pass_steps(t, 1, A, answers))
    assert "Di lays a card face down." in told and "Di: \u201cI'll leave it face down.\u201d" in told


# --- whole games ----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(3, 9))
def test_whole_games_for_every_player_count_replay_identically(rules, players):
    for seed in (players, 100 + players):
        game = mogel.Game(rules, (["random", "honest", "sneaky"] * 3)[:players], seed=seed).play()
        assert mogel.replay(rules, game.record()).events == game.events
        ends = [ev for ev in game.events if ev.kind == "level_end" and ev.info["level"] == "game"]
        assert len(ends) == 5
        assert not any(ev.kind == "turn" for ev in game.events)   # no turns at all, so no empty ones
        for lang in ("en", "de"):
            text = "\n".join(game.narration(lang=lang))
            assert "None" not in text and "family" not in text


@pytest.mark.parametrize("players", [3, 4, 8])
def test_each_game_deals_twelve_cards_each_of_the_values_for_the_player_count(rules, players):
    """003 "Setup": "Which card values are used depends on the number of players" (3: 1-9 ...
    8: 1-24); "Each player receives 12 cards"."""
    game = mogel.Game(rules, ["random"] * players, seed=7).play()
    deals = [ev for ev in game.events if ev.kind == "deal"]
    assert len(deals) == 5
    for ev in deals:
        values = sorted(game.program.deck.values[card] for card, _, _ in ev.moves)
        assert len(values) == 12 * players and values == sorted(list(range(1, 3 * players + 1)) * 4)


@pytest.mark.parametrize("variant", ["one_egg_each", "accused_lays_eggs", "short_match",
                                     "new_colour_on_continue", "fat_reward"])
def test_every_variant_plays_and_replays(variant):
    rules = mogel.load_rules(game="mogelei", variants=[variant])
    game = mogel.Game(rules, ["random", "sneaky", "honest", "random"], seed=3).play()
    assert mogel.replay(rules, game.record()).events == game.events
    games = [ev for ev in game.events if ev.kind == "level_end" and ev.info["level"] == "game"]
    assert len(games) == (3 if variant == "short_match" else 5)


def test_a_saved_game_and_a_log_replay_from_their_files(rules, tmp_path):
    """`--save` and `--log` of `mogel play --game mogelei`: the files name only the rules file's
    name, and replay finds the shipped game by it (its choices' answers are names)."""
    from mogel.play.record import save_game
    from mogel.play.replaying import replay_file
    from mogel.present.log import write_log
    game = mogel.Game(rules, ["random", "sneaky", "honest"], seed=5).play()
    save_game(game, tmp_path / "saved.json")
    write_log(game, tmp_path / "game.jsonl")
    for name in ("saved.json", "game.jsonl"):
        assert replay_file(tmp_path / name).events == game.events


def test_each_game_scores_three_per_reward_card_and_minus_one_per_fried_egg(rules):
    """003 "End of the Game": "Each reward card scores 3 plus points.  Each fried egg scores 1
    minus point"; our egg table (gap A): 1 on 3, 6, 9, 15, 18, 21; 2 on 12 and 24."""
    eggs = {3: 1, 6: 1, 9: 1, 15: 1, 18: 1, 21: 1, 12: 2, 24: 2}
    game = mogel.Game(rules, ["random"] * 4, seed=11).play()
    deck = game.program.deck
    ends = [i for i, ev in enumerate(game.events) if ev.kind == "level_end" and ev.info["level"] == "game"]
    for i in ends:
        s = game.state_at(i + 1)
        expected = []
        for seat in range(4):
            earned = s.zones[s.slot_of["earned"] + seat]
            collected = s.zones[s.slot_of["collected"] + seat]
            expected.append(3 * len(earned) - sum(eggs.get(deck.values[c], 0) for c in collected))
        scored = next(ev for ev in game.events[i:] if ev.kind == "level_scored" and ev.info["level"] == "game")
        assert scored.info["scores"] == expected
