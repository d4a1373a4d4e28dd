"""`mogel play --seat N` and `mogel resume FILE --seat N`: a person plays seat N at the terminal
(mogel.cli.seat), answering each question with a number typed on standard input; q, the end of
the input or Ctrl-C stop the game, saved with --save to go on exactly there."""

from __future__ import annotations

import io
import time

import pytest

import mogel
from conftest import run_cli
from mogel.runtime.events import Decision
from mogel.cli.seat import TerminalSeat, _chosen, table_lines

ANSWERS = "1\n" * 800      # more than a whole game of rules.mm asks


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


def test_a_whole_game_played_from_the_terminal(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, ANSWERS, "play", "--seat", 1, "--seed", 2, "--bots", "random,honest,sneaky")
    assert (code, err) == (0, "")
    assert "The table as you see it:" in out and "Bo (you)" in out
    assert "Type a number from 1 to" in out and "\n  1. Play " in out
    assert "Your turn: play a card." in out
    rows = [line for line in out.splitlines() if line.endswith(")") and line.startswith(("Ada ", "Bo ", "Cy ", "Di "))]
    assert [row.split()[0] for row in rows] == ["Ada", "Bo", "Cy", "Di"] and rows[1].endswith("(human)")
    *_, winner, seed = out.rstrip().splitlines()   # the seed, told once the game is over (trial 26)
    assert winner.startswith("Winner: ") and seed == "This game's seed was 2: play it again with --seed 2."


def test_a_wrong_entry_is_told_in_one_line_and_the_question_asked_again(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, "xyz\n99\n?\nq\n", "play", "--seat", 0, "--seed", 3)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    wrong = [line for line in lines if "is not one of the options" in line]
    assert wrong == ["'xyz' is not one of the options: type a number from 1 to 3 or the start of one option's "
                     "words; ? shows the table, q stops the game",
                     "'99' is not one of the options: type a number from 1 to 3 or the start of one option's "
                     "words; ? shows the table, q stops the game"]
    assert lines.count("The table as you see it:") == 2          # before the first question, and for `?`
    assert lines.count("Type a number from 1 to 3 (? shows the table, q stops):") == 4
    assert lines[-1] == "game stopped before it ended, not saved (give --save FILE to keep a game you stop)"
    assert "Winner" not in out


def test_an_option_is_named_by_its_number_or_the_start_of_its_words():
    options = [("Play spider (3)", 3, ""), ("Play moth (1)", 1, ""), ("Don't play", None, "")]
    assert _chosen("2", options) == (1, True)
    assert _chosen("play s", options) == (3, True) and _chosen("PLAY M", options) == (1, True)
    assert _chosen("don", options) == (None, True)
    for text in ("play", "0", "4", "x", ""):
        assert _chosen(text, options) == (None, False), text


def test_the_session_language_asks_in_german(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, "", "play", "--seat", 0, "--seed", 3, "--lang", "de")
    assert code == 0 and "Der Tisch, wie du ihn siehst:" in out and "Du bist am Zug: spiel eine Karte." in out
    assert "Gib eine Zahl von 1 bis 3 ein (? zeigt den Tisch, q h\u00f6rt auf):" in out
    assert out.splitlines()[-1].startswith("Partie vor ihrem Ende angehalten, nicht gespeichert")


@pytest.mark.parametrize("stop", ["q\n", "quit\n", ""])     # "": the end of the input (Ctrl-D)
def test_quit_save_and_resume_give_the_uninterrupted_game(tmp_path, capsys, monkeypatch, stop):
    whole, part, done = tmp_path / "whole.mogel", tmp_path / "part.mogel", tmp_path / "done.mogel"
    code, straight, _ = run(capsys, monkeypatch, ANSWERS, "play", "--seat", 0, "--seed", 5, "--save", whole)
    assert code == 0 and "Winner" in straight
    code, first, err = run(capsys, monkeypatch, "1\n" * 6 + stop, "play", "--seat", 0, "--seed", 5, "--save", part)
    assert (code, err) == (0, "")
    assert first.splitlines()[-1] == f"game stopped and saved to {part} (go on with: mogel resume {part} --seat 0)"
    code, second, err = run(capsys, monkeypatch, ANSWERS, "resume", part, "--seat", 0, "--save", done)
    assert (code, err) == (0, "")
    assert second.splitlines()[0].startswith(f"resumed {part} after ")
    assert done.read_bytes() == whole.read_bytes()
    tail = lambda out: out[out.index("The game ends"):].splitlines()[:-1]   # the end and the scores   # noqa: E731
    assert tail(second) == tail(straight) and "Winner: " in tail(second)[-2]
    assert tail(second)[-1] == "This game's seed was 5: play it again with --seed 5."   # told once it is over
    # the question the game stopped at is asked again first
    asked = lambda out: [line for line in out.splitlines() if line.startswith(("Type a number", "Press Enter"))]   # noqa: E731
    assert asked(first)[-1] == asked(second)[0]


def test_ctrl_c_saves_the_game_and_exits_130(tmp_path, capsys, monkeypatch):
    part = tmp_path / "part.mogel"

    class Interrupted(io.StringIO):
        def readline(self, *_):
            raise KeyboardInterrupt

    monkeypatch.setattr("sys.stdin", Interrupted())
    code, out, err = run_cli(capsys, "play", "--seat", 0, "--seed", 5, "--save", part)
    assert code == 130 and err == "mogel: interrupted\n"
    assert out.splitlines()[-1] == f"game stopped and saved to {part} (go on with: mogel resume {part} --seat 0)"
    assert mogel.resume_game(part).pending.seat == 0


def test_resume_asks_for_the_persons_seat(tmp_path, capsys, monkeypatch):
    part = tmp_path / "part.mogel"
    assert run(capsys, monkeypatch, "q\n", "play", "--seat", 2, "--seed", 1, "--save", part)[0] == 0
    code, out, err = run(capsys, monkeypatch, "", "resume", part)
    assert code == 1 and out == "" and f"seat 2 is a person's: play it here with: mogel resume {part} --seat 2" in err
    code, out, err = run(capsys, monkeypatch, "", "resume", part, "--seat", 1)
    assert code == 1 and "--seat 1: seat 2 is the person's in this saved game: give --seat 2" in err
    bots = tmp_path / "bots.mogel"
    assert run(capsys, monkeypatch, "", "play", "--seed", 1, "--stop-after", 1, "--save", bots)[0] == 0
    code, _, err = run(capsys, monkeypatch, "", "resume", bots, "--seat", 0)
    assert code == 1 and "--seat 0: every seat is a bot's in this saved game" in err


@pytest.mark.parametrize("argv, message", [
    (["--seat", 4], "--seat must be a seat from 0 to 3, not 4"),
    (["--seat", -1], "--seat must be a seat from 0 to 3, not -1"),
    (["--seat", 0, "--stop-after", 1, "--save", "x.mogel"], "--stop-after stops a game of bots"),
    (["--seat", 0, "--players", 3, "--bots", "random,random,random"], "--bots names 3 bots for 3 players"),
    (["--seat", 0, "--quiet"], "--quiet tells nothing of the game"),
])
def test_a_wrong_seat_is_a_usage_error(capsys, monkeypatch, argv, message):
    code, out, err = run(capsys, monkeypatch, "", "play", *argv)
    assert code == 2 and out == "" and message in err


def test_the_table_counts_the_persons_seat(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, "", "play", "--seat", 0, "--bots", "honest", "--players", 3)
    assert code == 0 and "A game of Cheating Moth for 3 players" in out
    code, out, _ = run(capsys, monkeypatch, "", "play", "--seat", 1, "--bots", "honest,random")
    assert code == 0 and "for 3 players" in out


def _first_question(seat_no: int, seed: int):
    """A game of rules.mm at the first question of `seat_no`, a person's seat."""
    agents = ["random", "honest", "sneaky"]
    agents.insert(seat_no, mogel.Human())
    game = mogel.Game(mogel.load_rules(), agents, seed=seed)
    decision = game.advance()
    while not TerminalSeat._asked(decision):
        decision = game.advance(None)
    return game, decision


def _printed(game, seat_no, decision, capsys) -> str:
    """What the seat is told, shown and asked at `decision` (answered with its first option)."""
    seat = TerminalSeat(game, seat_no, "en", stdin=io.StringIO("?\n1\n"))
    seat.tell()
    seat.show_table()
    seat.ask(decision)
    return capsys.readouterr().out


@pytest.mark.parametrize("seat_no, seed", [(0, 3), (2, 8)])
def test_what_the_seat_is_shown_does_not_depend_on_cards_it_cannot_see(capsys, seat_no, seed):
    """Two tables that differ only in cards the seat cannot see (another seat's hand, the draw
    pile: exchanged between them) print the same text to the seat; an all-seeing observer's
    table differs (else the test proves nothing)."""
    game, decision = _first_question(seat_no, seed)
    before = _printed(game, seat_no, decision, capsys)
    everything = table_lines(TerminalSeat(game, None, "en"), game.state)
    state, deck = game.state, game.program.deck
    other = state.slot_of["hand"] + (seat_no + 1) % state.n
    pile = state.slot_of["draw"]
    i, j = next((i, j) for i, a in enumerate(state.zones[other]) for j, b in enumerate(state.zones[pile])
                if deck.face(a) != deck.face(b))
    state.zones[other][i], state.zones[pile][j] = state.zones[pile][j], state.zones[other][i]
    assert table_lines(TerminalSeat(game, None, "en"), game.state) != everything
    assert _printed(game, seat_no, decision, capsys) == before


def test_a_race_is_answered_with_enter_or_the_seconds_typed(capsys):
    game, _ = _first_question(0, 3)
    seat = TerminalSeat(game, 0, "en")
    measured, ok = seat._race("", time.monotonic() - 0.3)
    assert ok and 0.3 <= measured < 60
    now = time.monotonic()
    assert seat._race("0.4", now) == (0.4, True) and seat._race("0,4", now) == (0.4, True)
    assert seat._race("fast", now) == (None, False)
    seat.stdin = io.StringIO("fast\n100\n0.5\n")
    assert seat.ask(Decision(0, "react", (), None, {"race": "slap"})) == 0.5
    out = capsys.readouterr().out
    assert "Race: mosquito slap!" in out and "Press Enter as fast as you can (or type your time in seconds):" in out
    assert out.count("is no time: press Enter, or type the seconds (0.05 to 60)") == 2
    assert "You took" not in out


@pytest.mark.parametrize("lang, says", [("en", "You took 2.{} s to answer: that is your time, not 0.05 s."),
                                        ("de", "Du hast 2,{} s zum Antworten gebraucht: das ist deine Zeit, nicht "
                                               "0.05 s.")])
def test_seconds_typed_count_no_faster_than_the_time_taken_to_type_them(capsys, monkeypatch, lang, says):
    """A typed time is no way to win every race: 0.05 typed two seconds after the race began is
    two seconds, and the seat is told so; a slower time typed stands, a number out of range is refused."""
    game, _ = _first_question(0, 3)
    seat = TerminalSeat(game, 0, lang)
    began = time.monotonic()
    monkeypatch.setattr("mogel.cli.seat.time.monotonic", lambda: began + 2.0)
    assert seat._race("0.05", began) == (2.0, True) and seat._race("7.5", began) == (7.5, True)
    assert seat._race("-1", began) == (-1.0, True)   # refused by the decision: "is no time"
    monkeypatch.setattr("mogel.cli.seat.time.monotonic", iter([began, began + 2.0]).__next__)
    seat.stdin = io.StringIO("0.05\n")
    assert seat.ask(Decision(0, "react", (), None, {"race": "slap"})) == 2.0
    assert says.format("00") in capsys.readouterr().out


def test_a_race_quotes_its_rules_lines_as_written_not_run_together(capsys):
    """Trial 24 section 22: the race's block was printed flattened onto one line."""
    from mogel.errors import Span

    game, _ = _first_question(0, 3)
    seat = TerminalSeat(game, 0, "en")
    seat.stdin = io.StringIO("0.5\n")
    seat.ask(Decision(0, "react", (), Span("rules.mm", 67, 9), {"race": "slap"}))
    lines = capsys.readouterr().out.splitlines()
    at = lines.index("  rules.mm:67")
    assert lines[at + 1:at + 3] == [
        '    race slap (en "mosquito slap", de "M\u00fcckenklatschen") among others -> slowest as loser:',
        "        each player except loser gives 1 card from hand to loser"]


def test_a_move_the_rules_made_for_the_seat_is_told_after_its_line(capsys, monkeypatch):
    code, out, _ = run(capsys, monkeypatch, ANSWERS, "play", "--seat", 1, "--seed", 4)
    lines = out.splitlines()
    forced = [i for i, line in enumerate(lines) if line.startswith("Only a number card (2) could be played, so the "
                                                                   "card was played for you (rules.mm, line 164")]
    assert code == 0 and forced
    assert all(lines[i - 1] == "Bo plays a number card (2) on a number card (1)." for i in forced)
    assert lines[forced[0] + 1].startswith("At that move, not offered: ")


def test_cards_the_seat_chose_itself_are_not_told_as_made_for_it(capsys, monkeypatch):
    """Cheat's `1 to most_cards cards`: a card picked, then "That's all" -- the seat's own move."""
    code, out, _ = run(capsys, monkeypatch, ANSWERS, "play", "--game", "cheat", "--seat", 1, "--seed", 4)
    assert code == 0 and "  1. That's all" in out and "Bo lays 7 of diamonds face down" in out
    assert "could be played, so the card was played for you" not in out


def test_ctrl_c_while_the_bots_play_stops_at_the_next_question(tmp_path, capsys, monkeypatch):
    """Ctrl-C comes while a bot decides: the game runs on to the person's next question, is saved
    there, and resumes to the uninterrupted game."""
    import signal

    from mogel.agents.simple import RandomBot

    whole, part, done = tmp_path / "whole.mogel", tmp_path / "part.mogel", tmp_path / "done.mogel"
    assert run(capsys, monkeypatch, ANSWERS, "play", "--seat", 0, "--seed", 6, "--save", whole)[0] == 0
    calls, choose = [], RandomBot.choose

    def interrupted(self, view, decision, rng):
        calls.append(1)
        if len(calls) == 12:
            signal.raise_signal(signal.SIGINT)
        return choose(self, view, decision, rng)

    monkeypatch.setattr(RandomBot, "choose", interrupted)
    code, out, err = run(capsys, monkeypatch, ANSWERS, "play", "--seat", 0, "--seed", 6, "--save", part)
    assert code == 130 and err == "mogel: interrupted\n" and len(calls) >= 12
    assert out.splitlines()[-1] == f"game stopped and saved to {part} (go on with: mogel resume {part} --seat 0)"
    monkeypatch.setattr(RandomBot, "choose", choose)
    code, _, _ = run(capsys, monkeypatch, ANSWERS, "resume", part, "--seat", 0, "--save", done)
    assert code == 0 and done.read_bytes() == whole.read_bytes()


@pytest.mark.parametrize("game_name, seed", [(None, 4), ("cheat", 4), ("mogelei", 2)])
def test_the_seat_is_told_its_whole_narration_in_order(capsys, game_name, seed):
    """Every line of the game as the seat saw it (Game.narration(seat=...)) is said, in order,
    between the questions: a line that later events joined is said again whole."""
    rules = mogel.load_rules(game=game_name) if game_name else mogel.load_rules()
    game = mogel.Game(rules, ["random", mogel.Human(), "honest", "sneaky"], seed=seed)
    TerminalSeat(game, 1, "en", stdin=io.StringIO(ANSWERS * 4)).play()
    assert game.finished
    printed = iter(capsys.readouterr().out.splitlines())
    missing = [line for line in game.narration(seat=1) if line and not any(line == said for said in printed)]
    assert missing == []


def test_each_claim_and_call_is_told_once_at_the_seat(capsys, monkeypatch, tmp_path):
    """Cheat's accusation `when: after each claim` (trial 23): a call's line shares its first event
    with the claim's, and both were said again after every later decision."""
    import json
    log = tmp_path / "cheat.jsonl"
    code, out, err = run(capsys, monkeypatch, "1\n" * 400, "play", "--game", "cheat", "--players", 3, "--seed", 3,
                         "--seat", 0, "--log", str(log))
    assert (code, err) == (0, "")
    events = [json.loads(line) for line in log.read_text().splitlines()]
    kinds = [record.get("kind") for record in events if record.get("type") == "event"]
    lines = out.splitlines()
    calls = [line for line in lines if line.endswith(": \u201cCheat!\u201d") and " to " in line]
    assert kinds.count("accuse") > 5 and len(calls) == kinds.count("accuse")
    assert len([line for line in lines if " lays " in line]) == kinds.count("play")


def test_a_choice_of_several_lines_and_a_continued_line_are_quoted_whole_on_one_line(capsys, monkeypatch, tmp_path):
    """Trial 23: the `one of:` block was quoted with its runs of spaces, and a line continued with
    a backslash only up to the backslash (also in the note of a card played for the seat)."""
    from face_up_claims import HOLD
    play = "    active must play 1 card from hand onto pile claiming no_three about hand of active when card is joker\n"
    rules = tmp_path / "h.mm"
    rules.write_text(HOLD.replace(play, "    let mood = active chooses one of:\n"
                                        "        calm (en \"Calm.\", de \"Ruhig.\")\n"
                                        "        loud (en \"Loud.\", de \"Laut.\")\n"
                                        "    if mood = loud:\n"
                                        "        active draws 1 card from draw\n"
                                        "    active must play 1 card from hand onto pile \\\n"
                                        "        claiming no_three about hand of active when card is joker\n"))
    code, out, err = run(capsys, monkeypatch, "1\n" * 100, "play", str(rules), "--players", 3, "--seed", 1, "--seat", 0)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    whole = "active must play 1 card from hand onto pile claiming no_three about hand of active when card is joker"
    assert f"  {rules}:56  let mood = active chooses one of: calm (en \"Calm.\", de \"Ruhig.\") " \
           "loud (en \"Loud.\", de \"Laut.\")" in lines
    assert f"  {rules}:61  {whole}" in lines
    assert f"Only a number card (2) could be played, so the card was played for you ({rules}, line 61: \u201c{whole}\u201d)." in lines
