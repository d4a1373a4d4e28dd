"""What a teacher's trial of the command line found (trial 25): any text typed at a `--seat`
prompt gets a line and the question again (a number of 4301 digits gave a traceback and lost the
save); `--define` takes only the digits a rules file takes; a game stopped at a seat keeps its
--log; a stuck level is named with the levels around it; and replay checks a save's seats as
resume does."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from conftest import run_cli


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


@pytest.mark.parametrize("typed", ["9" * 4301, "\u00b2", "\u0665", "\uff11", "0" * 5000 + "1" + "0" * 4400])
def test_any_text_at_a_seat_prompt_gets_a_line_and_the_question_again(tmp_path, capsys, monkeypatch, typed):
    saved = tmp_path / "kept.mogel"
    code, out, err = run(capsys, monkeypatch, f"{typed}\nq\n", "play", "--seat", 0, "--seed", 3, "--save", saved)
    assert (code, err) == (0, "")
    wrong = [line for line in out.splitlines() if "is not one of the options" in line]
    assert len(wrong) == 1 and len(wrong[0]) < 200          # the start of what was typed, not all of it
    assert out.splitlines()[-1].startswith(f"game stopped and saved to {saved}") and saved.exists()


def test_a_number_with_leading_zeros_still_names_its_option(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, "0001\nq\n", "play", "--seat", 0, "--seed", 3)
    assert (code, err) == (0, "") and "is not one of the options" not in out


@pytest.mark.parametrize("value", ["\u0665", "\uff11\uff12", "\u00b2", "1" * 13, "9" * 5000, "1.5", "", "-"])
def test_define_takes_only_the_digits_of_a_rules_file(capsys, value):
    with pytest.raises(SystemExit) as done:
        run_cli(capsys, "check", "--define", f"catch_penalty_cards={value}")
    out, err = capsys.readouterr()
    assert done.value.code == 2 and out == "" and "the value of catch_penalty_cards" in err and len(err) < 300
    assert "Traceback" not in err


@pytest.mark.parametrize("value, ok", [("12", True), ("-2", False), ("+3", True), ("007", True)])
def test_define_still_takes_ascii_numbers(capsys, value, ok):
    code, out, err = run_cli(capsys, "check", "--define", f"catch_penalty_cards={value}")
    assert (code == 0) == ok and "the value of" not in err


@pytest.mark.parametrize("stop", ["q\n", ""])
def test_a_seat_game_stopped_says_its_log_is_not_written_and_how_to_get_it(tmp_path, capsys, monkeypatch, stop):
    log, saved = tmp_path / "game.jsonl", tmp_path / "game.mogel"
    code, out, err = run(capsys, monkeypatch, "1\n1\n" + stop, "play", "--seat", 0, "--seed", 2, "--log", log,
                         "--save", saved)
    assert (code, err) == (0, "") and not log.exists() and saved.exists()
    assert out.splitlines()[-1] == (f"--log {log} is not written: a log holds a whole game, which mogel replay checks "
                                    f"to its end; it is written when the game ends: mogel resume {saved} --seat 0 "
                                    f"--log {log}")
    code, out, err = run(capsys, monkeypatch, "1\n" * 800, "resume", saved, "--seat", 0, "--log", log)
    assert (code, err) == (0, "") and log.exists() and f"log written to {log}" in out
    code, out, _ = run_cli(capsys, "replay", log, "--quiet")
    assert code == 0 and "identical" in out


def test_a_seat_game_stopped_without_save_says_its_log_is_not_written_in_german(tmp_path, capsys, monkeypatch):
    log = tmp_path / "game.jsonl"
    code, out, err = run(capsys, monkeypatch, "q\n", "play", "--seat", 0, "--seed", 2, "--log", log, "--lang", "de")
    assert (code, err) == (0, "") and not log.exists()
    assert out.splitlines()[-1] == (f"--log {log} wird nicht geschrieben: ein Protokoll enth\u00e4lt eine ganze Partie, "
                                    f"die mogel replay bis zu ihrem Ende pr\u00fcft")


UNNAMED_CALL = """\
game fibbing:
    players: 3 to 3
    rounds: 1
    winner: highest score
card plain:
    penalty: 1
deck:
    values: 1 to 6
    plain: 2 each
    total: 12
zone draw:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone pile:
    shared, top seen by all
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: turns >= 9
turn:
    active may play 1 card from hand onto pile face down claiming low_card
    otherwise active draws 1 card from draw
claim low_card:
    holds: card.value < 4
accusation doubt:
    of: low_card
    by: others
    when: after each claim
    if right: accused scores -1
    if wrong: accuser scores -1
"""


@pytest.mark.parametrize("lang, call, asked", [("en", "\u201cCaught!\u201d", "Call \u201cCaught!\u201d on"),
                                               ("de", "\u201eErwischt!\u201c", "\u201eErwischt!\u201c rufen bei")])
def test_an_accusation_with_no_name_is_called_alike_at_the_seat_and_in_the_narration(tmp_path, capsys, monkeypatch,
                                                                                       lang, call, asked):
    rules = tmp_path / "doubting.mm"
    rules.write_text(UNNAMED_CALL, encoding="utf-8")
    code, out, err = run(capsys, monkeypatch, "1\n" * 60, "play", rules, "--seat", 1, "--seed", 2, "--lang", lang,
                         "--bots", "honest,sneaky")
    assert (code, err) == (0, "")
    assert asked in out and call in out.replace(asked, "")   # asked, and told in the narration by the same word
    assert "doubt\u201d" not in out and "doubt\u201c" not in out
    code, out, err = run_cli(capsys, "play", rules, "--seed", 2, "--lang", lang, "--bots", "honest,sneaky,random")
    assert code == 0 and call in out and "doubt" not in out


def test_the_table_is_shown_at_each_decision_it_changed_before(capsys, monkeypatch):
    """Trial 25, 7: README says the table is shown at each decision; it was shown once in 141 prompts."""
    code, out, err = run(capsys, monkeypatch, "1\n" * 800, "play", "--seat", 1, "--seed", 2)
    assert (code, err) == (0, "")
    blocks = out.split("The table as you see it:\n")[1:]
    tables = [block.split("\n\n")[0] for block in blocks]
    asked = out.count("Type a number from 1 to")
    assert asked > 10 and len(tables) > asked // 2              # not only at the first decision
    assert all(before != after for before, after in zip(tables, tables[1:]))   # each one shown because it changed


def forged(path, change: dict):
    """The saved game at `path` with seat 0's settings changed by `change`, its checksum made
    again (as a forger would: the checksum guards against damage, not against a forger)."""
    import json

    from mogel.play.record import _checksum

    body = json.loads(path.read_text(encoding="utf-8"))
    body["seats"][0] = {**body["seats"][0], **change}
    body["checksum"] = _checksum(body)
    path.write_text(json.dumps(body), encoding="utf-8")


@pytest.mark.parametrize("change, says", [
    ({"bot": "evil"}, "seat 0 was played by 'evil', which is no bot of this mogel: the game cannot go on with "
                      "mogel's bots (mogel resume), only with that seat's own agent, in Python: mogel.resume_game("),
    ({"cheat_rate": 5}, "seat 0: cheat_rate must be between 0 and 1, not 5"),
])
def test_replay_refuses_a_forged_seat_as_resume_does(tmp_path, capsys, change, says):
    """Trial 25, 15: `replay` said "identical ... (go on with: mogel resume ...)" of a save whose
    seat was forged; `resume` refused it, with advice for Python only."""
    saved = tmp_path / "part.mogel"
    code, _, _ = run_cli(capsys, "play", "--seed", 3, "--stop-after", 1, "--save", saved, "--quiet",
                         "--bots", "sneaky,honest,random")
    assert code == 0
    forged(saved, change)
    replayed = run_cli(capsys, "replay", saved, "--quiet")
    resumed = run_cli(capsys, "resume", saved, "--quiet")
    assert replayed[0] == resumed[0] == 1 and says in replayed[2] and replayed[2] == resumed[2]


@pytest.mark.parametrize("lang, said", [
    ("en", "Round {n} ends: the condition \u201cendless\u201d holds (rules.mm, line 159)."),
    ("de", "Runde {n} ist zu Ende: die Bedingung \u201eendless\u201c gilt (rules.mm, Zeile 159)."),
])
def test_a_round_ended_by_a_definition_is_told_as_a_condition_of_the_rules(capsys, lang, said):
    """Trial 25, 20: "Runde 1 ist zu Ende: all_books_down." told a definition's identifier as if
    it were a word, even in German."""
    code, out, err = run_cli(capsys, "play", "--seed", 6, "--variant", "no_cheating", "--bots", "honest," * 4 + "honest",
                             "--lang", lang)
    assert (code, err) == (0, "")
    assert said.format(n=5) in out.splitlines()
    assert not [line for line in out.splitlines() if line.endswith((": endless.", ": stalemate."))]


STUCK = Path(__file__).resolve().parent / "trial25" / "var_breaks.mm"   # the trial's Hearts, a variant that sticks


@pytest.mark.parametrize("lang, says", [("en", "var_breaks.mm:111:5: hand {hand}, trick 1 did not end after 2000 turns"),
                                        ("de", "var_breaks.mm:111:5: Spiel {hand}, Stich 1 war nach 2000 Z\u00fcgen")])
def test_a_level_that_does_not_end_is_told_with_the_levels_around_it(capsys, lang, says):
    """Trial 25, 17: "trick 1 did not end after 2000 turns" said not in which hand; the lines
    before it were all "Bo's turn.".  The engine's message names the hand itself, once: no line
    on stdout says it again."""
    code, out, err = run_cli(capsys, "play", STUCK, "--variant", "three_players", "--players", 3, "--lang", lang)
    import re

    assert code == 1 and re.search(re.escape(says).replace(r"\{hand\}", r"[1-9]\d*"), err)
    assert "stopped the game in" not in out and "angehalten" not in out


@pytest.mark.parametrize("lang, says", [("en", "The rules stopped the game in game 1, round 1."),
                                        ("de", "Die Regeln haben die Partie hier angehalten: Spiel 1, Runde 1.")])
def test_a_stop_whose_message_names_no_level_is_told_with_the_levels_around_it(tmp_path, capsys, lang, says):
    """A number that came out negative in a round inside a game: its message names the line, not
    the levels, so the CLI says where the game stood."""
    from level_games import GAME_OF_TURNS

    draw = "    otherwise active draws 1 card from draw\n"
    assert draw in GAME_OF_TURNS
    path = tmp_path / "negative.mm"
    path.write_text(GAME_OF_TURNS.replace(draw, draw + "    active draws size(discard) - 9 cards from draw\n"))
    code, out, err = run_cli(capsys, "play", path, "--players", 2, "--lang", lang)
    assert code == 1 and out.rstrip().splitlines()[-1] == says


@pytest.mark.parametrize("option", ["--seed", "--players"])
@pytest.mark.parametrize("value, says", [("\u0665", "a whole number written with the digits 0 to 9, not '\u0665'"),
                                         ("\uff11\uff12", "a whole number written with the digits 0 to 9"),
                                         ("9" * 5000, "is too large a number")])
def test_a_number_of_the_command_line_is_written_with_ascii_digits(capsys, option, value, says):
    with pytest.raises(SystemExit) as done:
        run_cli(capsys, "play", option, value)
    out, err = capsys.readouterr()
    assert done.value.code == 2 and out == "" and says in err and len(err) < 300


@pytest.mark.parametrize("lang, says", [("en", r"var_breaks\.mm:111:5: hand [1-9]\d*, trick 1 did not end after 2000 turns: "),
                                        ("de", r"var_breaks\.mm:111:5: Spiel [1-9]\d*, Stich 1 war nach 2000 Z\u00fcgen "
                                               r"nicht zu Ende: ")])
def test_the_engines_own_message_names_the_hand_of_a_stuck_trick(lang, says):
    """Trial 25, 17: the message of the stop itself -- what mogel.Game raises, what a run of
    mogel.simulate lists for a game that did not finish -- names the levels around the trick, in
    their display names (the round's `name:` "hand", German "Spiel"), as the CLI's line does."""
    import re

    import mogel
    from mogel.errors import RunawayGame

    rules = mogel.load_rules(STUCK, variants=["three_players"])
    with pytest.raises(RunawayGame) as stopped:
        mogel.Game(rules, [mogel.make_bot("random") for _ in range(3)], seed=0).play()
    assert re.search(says, stopped.value.render(lang) if lang == "de" else str(stopped.value))


def test_a_run_tells_a_stuck_trick_with_its_hand():
    pytest.importorskip("pandas")
    import mogel

    rules = mogel.load_rules(STUCK, variants=["three_players"])
    with pytest.raises(mogel.MogelError, match=r"^the game did not finish: .*var_breaks\.mm:111:5: hand [1-9]\d*, "
                                               r"trick 1 did not end after 2000 turns"):
        mogel.simulate(rules, bots=["random"] * 3, games=1, seed=0, workers=1, progress=False)
    with pytest.raises(mogel.RulesRuntimeError, match=r"'first:' gives no player in hand 1, trick 1: "):
        mogel.simulate(rules, bots=["random"] * 3, games=1, seed=2, workers=1, progress=False)
