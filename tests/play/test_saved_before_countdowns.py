"""Games saved before countdowns (issue 18, item 3) load, replay and resume exactly.

tests/play/saved/ holds a game of rules.mm (seed 5) saved by the mogel before countdowns: in
progress after two rounds (format version 2) and the same game finished (version 1).  Bots
now draw from integer seeds and count down, so the same seed plays another game; the file in
progress must still resume with the bots of then (`draws` 1) and go on to the very game the
old mogel finished.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.play import record as rec
from mogel.play.replaying import replay_file

SAVED = Path(__file__).resolve().parent / "saved"
IN_PROGRESS = SAVED / "before_countdowns_in_progress.mogel"
FINISHED = SAVED / "before_countdowns_finished.mogel"


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules()


def test_the_files_are_of_the_formats_before_countdowns():
    assert rec.load_record(IN_PROGRESS).record.draws == 1
    assert '"version": 2' in IN_PROGRESS.read_text(encoding="utf-8")
    assert rec.load_record(FINISHED).record.finished


def test_both_files_replay(rules):
    finished = replay_file(FINISHED, rules=rules)
    assert finished.finished
    stopped = replay_file(IN_PROGRESS, rules=rules)
    assert not stopped.finished
    assert stopped.events == finished.events[:len(stopped.events)]


def test_the_game_in_progress_resumes_and_ends_as_the_old_mogel_ended_it(rules, tmp_path):
    finished = rec.load_record(FINISHED)
    game = mogel.resume_game(IN_PROGRESS, rules=rules)
    assert game.paused and game.draws == 1
    game.play()
    assert game.decisions == finished.record.decisions
    assert rec.events_digest(game.events) == finished.events
    again = tmp_path / "again.mogel"
    rec.save_game(game, again)
    assert again.read_text(encoding="utf-8") == FINISHED.read_text(encoding="utf-8")


def test_saved_again_in_progress_it_stays_a_file_of_before_countdowns(rules, tmp_path):
    game = mogel.resume_game(IN_PROGRESS, rules=rules)
    again = tmp_path / "again.mogel"
    rec.save_game(game, again)
    assert again.read_text(encoding="utf-8") == IN_PROGRESS.read_text(encoding="utf-8")


def test_the_same_seed_now_plays_another_game_which_resumes_with_countdowns(rules, tmp_path):
    bots = [mogel.make_bot(seat["bot"], **{k: v for k, v in seat.items() if k != "bot"})
            for seat in rec.load_record(IN_PROGRESS).record.seats]
    whole = mogel.Game(rules, bots, seed=5).play()
    assert rec.events_digest(whole.events) != rec.load_record(FINISHED).events
    stopped = mogel.Game(rules, bots, seed=5).play_until(rounds=2)   # before round 3: format 4, bots of now
    path = tmp_path / "now.mogel"
    rec.save_game(stopped, path)
    assert f'"version": {rec.BETWEEN_VERSION}' in path.read_text(encoding="utf-8")
    game = mogel.resume_game(path, rules=rules)
    assert game.draws == 2
    game.play()
    assert game.decisions == whole.decisions and game.events == whole.events
