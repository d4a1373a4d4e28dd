"""The `mogel` command line: play, check, the JSON Lines log, and its error messages.

`mogel.cli.commands.main([...])` runs in-process (stdout and stderr captured); one test runs the module
as a separate process, as a user would.  Errors must be one located message and an exit code,
never a traceback.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

import mogel
from mogel.present.log import seats_digest
from mogel.agents import make_bot
from mogel.cli.arguments import DEFAULT_BOTS
from mogel.cli.commands import main
from mogel.compile.program import compile_rules
from conftest import run_cli as run

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")
DOC = ROOT / "docs" / "log-format.md"
SEAT_NAMES = ("Ada", "Bo", "Cy", "Di", "Ed")



@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules()


def same_game(rules, seed, players=4):
    """The game `mogel play --players N --seed S` plays (default bots, round the table)."""
    bots = [make_bot(DEFAULT_BOTS[i % len(DEFAULT_BOTS)]) for i in range(players)]
    return mogel.Game(rules, bots, seed=seed).play()


def score_table(out: str, players: int):
    """The score table at the end of `mogel play`: {name: ([round scores], total, bot)}, winners."""
    lines = out.rstrip("\n").splitlines()
    winner_line = lines[-1]
    rows = lines[-1 - players:-1]
    header = lines[-2 - players]
    table = {}
    for row in rows:
        match = re.fullmatch(r"(\w+)\s+((?:-?\d+\s+)*)(-?\d+)\s+\((\w+)\)", row)
        assert match, row
        table[match.group(1)] = ([int(x) for x in match.group(2).split()], int(match.group(3)), match.group(4))
    return header, table, winner_line


# --- play ------------------------------------------------------------------------------------

def test_play_prints_narration_scores_and_winner(capsys, rules):
    code, out, err = run(capsys, "play", "--players", "4", "--seed", "1")
    assert code == 0 and err == ""
    assert out.startswith("A game of Cheating Moth for 4 players (seed 1).\n")
    assert "Round 1 begins." in out and "Round 4 ends." in out
    assert re.search(r"^Ada's turn\.$", out, re.M)
    header, table, winner_line = score_table(out, 4)
    assert header.split() == ["R1", "R2", "R3", "R4", "total"]
    game = same_game(rules, 1)
    assert list(table) == list(SEAT_NAMES[:4])
    for seat, name in enumerate(table):
        rounds, total, bot = table[name]
        assert rounds == [h[seat] for h in game.state.history]
        assert total == sum(rounds) == game.state.totals[seat]
        assert bot == DEFAULT_BOTS[seat]
    winners = [SEAT_NAMES[w] for w in game.winners]
    best = min(total for _, total, _ in table.values())
    assert winners == [name for name, (_, total, _) in table.items() if total == best]
    label = "Winners" if len(winners) > 1 else "Winner"
    assert winner_line == f"{label}: {', '.join(winners)} (fewest points wins)"


def test_play_narration_is_the_games_narration(capsys, rules):
    code, out, _ = run(capsys, "play", "--players", "3", "--seed", "5")
    assert code == 0
    game = same_game(rules, 5, players=3)
    narration = list(game.narration())
    assert out.splitlines()[:len(narration)] == narration


def test_play_in_german(capsys):
    code, out, err = run(capsys, "play", "--players", "4", "--seed", "1", "--lang", "de")
    assert code == 0 and err == ""
    assert out.startswith("Eine Partie Mogel Motte mit 4 Spielern (Startwert 1).\n")
    assert "Runde 1 beginnt." in out
    assert "Der Nachziehstapel wird gemischt." in out
    assert "Ada hat jetzt die Wächter-Wanze." in out
    assert "Round 1 begins." not in out and "'s turn." not in out


def test_quiet_prints_only_the_scores(capsys):
    code, out, _ = run(capsys, "play", "--players", "5", "--seed", "3", "--quiet")
    assert code == 0
    lines = out.rstrip("\n").splitlines()
    assert len(lines) == 1 + 5 + 1
    assert lines[0].split() == ["R1", "R2", "R3", "R4", "R5", "total"]
    assert lines[-1].startswith(("Winner: ", "Winners: "))


def test_bots_and_oldest_are_used(capsys, rules):
    code, out, _ = run(capsys, "play", "--bots", "honest,sneaky,random", "--seed", "4", "--oldest", "2", "--quiet")
    assert code == 0
    _, table, _ = score_table(out, 3)
    assert [bot for _, _, bot in table.values()] == ["honest", "sneaky", "random"]
    game = mogel.Game(rules, [make_bot(b) for b in ("honest", "sneaky", "random")], seed=4, oldest=2).play()
    assert [total for _, total, _ in table.values()] == game.state.totals


def test_the_module_runs_as_a_program():
    done = subprocess.run([sys.executable, "-m", "mogel.cli.commands", "play", "--seed", "2", "--quiet"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.rstrip("\n").splitlines()
    assert lines[0].split()[-1] == "total" and lines[-1].startswith("Winner")
    assert len(lines) == 1 + len(DEFAULT_BOTS) + 1        # no narration with --quiet


# --- the log -----------------------------------------------------------------------------------

def write_log(capsys, tmp_path, seed=0, players=4, *extra):
    path = tmp_path / f"game-{seed}.jsonl"
    code, out, err = run(capsys, "play", "--players", str(players), "--seed", str(seed), "--quiet",
                         "--log", str(path), *extra)
    assert code == 0, err
    assert out.rstrip("\n").splitlines()[-1] == f"log written to {path}"
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return lines


def test_log_header_has_the_deck_table_and_the_table(capsys, tmp_path, rules):
    lines = write_log(capsys, tmp_path, seed=1)
    header = lines[0]
    assert header["type"] == "header"
    assert header["format"] == "mogel-log" and header["version"] == 2   # 2: the seats' settings sealed
    assert header["seats_sha256"] == seats_digest([{k: v for k, v in p.items() if k not in ("seat", "name")}
                                                   for p in header["players"]])
    assert header["game"] == "mogel_motte" and header["rules_file"] == "rules.mm"
    assert header["seed"] == 1 and header["oldest"] == 0 and header["variants"] == []
    assert re.fullmatch(r"[0-9a-f]{64}", header["rules_sha256"])
    deck = compile_rules(rules).deck
    assert header["cards"] == [{"id": c, "kind": deck.kinds[c], "value": deck.values[c], "penalty": deck.penalties[c]}
                               for c in range(71)]
    counts = defaultdict(int)
    for card in header["cards"]:
        counts[card["kind"]] += 1
    assert dict(counts) == {"number": 43, "spider": 5, "mosquito": 5, "cockroach": 5, "ant": 5, "moth": 8}
    assert header["zones"] == [{"zone": "draw", "per_player": False}, {"zone": "discard", "per_player": False},
                               {"zone": "hand", "per_player": True}, {"zone": "hidden", "per_player": True}]
    assert [(p["seat"], p["name"], p["bot"]) for p in header["players"]] == \
        [(i, SEAT_NAMES[i], DEFAULT_BOTS[i]) for i in range(4)]


def test_log_events_each_have_kind_and_rule(capsys, tmp_path):
    lines = write_log(capsys, tmp_path, seed=1)
    events = [line for line in lines if line["type"] == "event"]
    assert [line["type"] for line in lines] == ["header"] + ["event"] * len(events) + ["decisions"]
    assert [e["i"] for e in events] == list(range(len(events)))
    rule = re.compile(r"rules\.mm:\d+:\d+")
    missing = sorted({e["kind"] for e in events if not rule.fullmatch(e.get("rule", ""))})
    assert missing == [], f"event kinds without the rule that caused them: {missing}"
    assert all(isinstance(e["kind"], str) and e["kind"] for e in events)


def test_log_matches_the_game_and_its_decisions(capsys, tmp_path, rules):
    lines = write_log(capsys, tmp_path, seed=2)
    game = same_game(rules, 2)
    events = [line for line in lines if line["type"] == "event"]
    assert [e["kind"] for e in events] == [e.kind for e in game.events]
    assert lines[-1] == {"type": "decisions", "decisions": json.loads(json.dumps(game.record().decisions))}
    assert events[-1]["kind"] == "game_end" and events[-1]["totals"] == game.state.totals
    texts = [e["text"] for e in events if "text" in e]
    assert texts == list(game.narration())


def replay_zones(lines):
    """Rebuild every zone from the log alone; yield (event, zones before it)."""
    zones = defaultdict(list)
    for card in lines[0]["cards"]:
        zones[("box", None)].append(card["id"])
    for line in lines[1:]:
        if line["type"] != "event":
            continue
        before = {key: list(pile) for key, pile in zones.items()}
        yield line, before
        for move in line.get("moves", ()):
            src = (move["from"]["zone"], move["from"]["owner"])
            dst = (move["to"]["zone"], move["to"]["owner"])
            zones[src].remove(move["card"])
            zones[dst].append(move["card"])
        if line["kind"] == "shuffle":
            key = (line["zone"], line["owner"])
            assert sorted(line["order"]) == sorted(zones[key])
            zones[key] = list(line["order"])


def test_every_play_line_names_the_card_and_the_card_it_went_onto(capsys, tmp_path, rules):
    turn_rule = str(rules.turn.body[0].span)
    for seed in (0, 1):
        lines = write_log(capsys, tmp_path, seed)
        values = {card["id"]: card["value"] for card in lines[0]["cards"]}
        plays = 0
        for line, zones in replay_zones(lines):
            if line["kind"] != "play":
                continue
            plays += 1
            (move,) = line["moves"]
            assert move["from"] == {"zone": "hand", "owner": line["seat"]}
            assert move["to"] == {"zone": "discard", "owner": None}
            discard = zones[("discard", None)]
            assert "onto" in line
            assert line["onto"] == (discard[-1] if discard else None), "onto is not the top of the discard pile"
            if line["rule"] == turn_rule:   # the discard rule: one higher or lower, 5 and 1 adjacent
                assert (values[move["card"]] - values[line["onto"]]) % 5 in (1, 4)
        assert plays > 20


# --- check -----------------------------------------------------------------------------------

def test_check_rules_mm_is_ok(capsys):
    code, out, err = run(capsys, "check", str(ROOT / "rules.mm"))
    assert code == 0
    assert out.splitlines()[-1] == "ok"
    assert err == ""


def test_check_default_rules_is_ok(capsys):
    code, out, err = run(capsys, "check")
    assert (code, out, err) == (0, "ok\n", "")


def test_check_broken_file_prints_located_errors(capsys, tmp_path, monkeypatch):
    broken = tmp_path / "broken.mm"
    text = RULES_TEXT.replace("= 43", "= 42", 1)
    broken.write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "check", "broken.mm")
    assert code == 1
    assert "ok" not in out.split()
    line = text[:text.index("= 42")].count("\n") + 1
    lines = err.splitlines()
    assert lines[0] == f"broken.mm:{line}:5: the counts of 'number' add up to 43, not 42"
    assert lines[1] == "    " + text.splitlines()[line - 1]
    assert lines[2] == "    " + " " * 4 + "^"
    assert lines[-1] == "1 error"


def test_check_syntax_error_prints_located_error(capsys, tmp_path):
    bad = tmp_path / "bad.mm"
    bad.write_text("game g:\n    players: 3 to\n", encoding="utf-8")
    code, out, err = run(capsys, "check", str(bad))
    assert code == 1 and out == ""
    lines = err.splitlines()
    assert re.fullmatch(re.escape(str(bad)) + r":2:18: expected a number\b.*", lines[0])
    assert lines[1:3] == ["        players: 3 to", "    " + " " * 17 + "^"]
    assert lines[-1] == "1 error"


def test_play_broken_file_is_refused_with_the_same_message(capsys, tmp_path):
    broken = tmp_path / "broken.mm"
    broken.write_text(RULES_TEXT.replace("total: 71", "total: 70", 1), encoding="utf-8")
    code, out, err = run(capsys, "play", str(broken), "--seed", "1")
    assert code == 1 and out == ""
    assert re.match(re.escape(str(broken)) + r":\d+:5: the deck adds up to 71 cards, not 70\n", err)


@pytest.mark.parametrize("command", ["play", "simulate", "compile", "variants"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_command_tells_broken_rules_as_check_does_with_the_count_line(capsys, tmp_path, command, lang):
    """`mogel play` left out the last line of `mogel check`: "1 error"."""
    broken = tmp_path / "broken.mm"
    broken.write_text(RULES_TEXT.replace("total: 71", "total: 70", 1).replace("penalty: 1 ", "penalti: 1 ", 1),
                      encoding="utf-8")
    checked = run(capsys, "check", str(broken), "--lang", lang)
    assert checked[:2] == (1, "") and checked[2].endswith({"en": "\n1 error\n", "de": "\n1 Fehler\n"}[lang])
    assert run(capsys, command, str(broken), "--lang", lang) == checked


# --- bad command lines ---------------------------------------------------------------------

BAD_COMMANDS = [
    (("play", "--bots", "random,foo"), 2, "mogel: error: unknown bot 'foo': choose from random, honest, sneaky, search"),
    (("play", "--bots", "random,honest,"), 2, "mogel: error: --bots 'random,honest,': a bot is missing at a comma: "
                                              "name one there (random, honest, sneaky, search) or leave the comma out"),
    (("simulate", "--bots", "random,,honest"), 2, "mogel: error: --bots 'random,,honest': a bot is missing at a comma: "
                                                 "name one there (random, honest, sneaky, search) or leave the comma out"),
    (("play", "--bots", ""), 2, "mogel: error: --bots '': no bot is named: give one or more (random, honest, sneaky, search)"),
    (("play", "--bots", "sneaky:cheat_rate=0,3,random,random"), 2,
     "mogel: error: --bots 'sneaky:cheat_rate=0,3,random,random': sneaky:cheat_rate=0,3: commas separate the bots, "
     "so a number is written with a decimal point: sneaky:cheat_rate=0.3"),
    (("play", "--players", "2"), 2, "mogel: error: Cheating Moth is played by 3 to 5 players, not 2: give --players "
                                    "from 3 to 5"),
    (("play", "--bots", "search"), 2, "mogel: error: Cheating Moth is played by 3 to 5 players, not 1: --bots names "
                                      "1 bot, one per seat; add --players 3 to repeat it round the table"),
    (("simulate", "--bots", "sneaky,honest"), 2, "mogel: error: Cheating Moth is played by 3 to 5 players, not 2: "
                                                "--bots names 2 bots, one per seat; add --players 3 to repeat them "
                                                "round the table"),
    (("play", "--bots", "sneaky", "--players", "2"), 2, "mogel: error: Cheating Moth is played by 3 to 5 players, not 2: "
                                                        "give --players from 3 to 5"),
    (("play", "--players", "6"), 2, "mogel: error: Cheating Moth is played by 3 to 5 players, not 6: give --players "
                                    "from 3 to 5"),
    (("play", "--players", "0"), 2, "mogel: error: --players must be a positive number, not 0"),
    (("play", "--oldest", "4"), 2, "mogel: error: --oldest must be a seat from 0 to 3, not 4"),
    (("play", "--oldest", "-1"), 2, "mogel: error: --oldest must be a seat from 0 to 3, not -1"),
    (("play", "--players", "3", "--oldest", "3"), 2, "mogel: error: --oldest must be a seat from 0 to 2, not 3"),
    (("play", "--seat", "0", "--bots", "honest,honest,honest,honest,honest"), 2,
     "mogel: error: Cheating Moth is played by 3 to 5 players, not 6: --bots names 5 bots, one per seat; name from 2 to 4"),
    (("play", "--seat", "0", "--bots", "honest"), 2, "mogel: error: Cheating Moth is played by 3 to 5 players, not 2: "
                                                     "--bots names 1 bot, one per seat; add --players 3 to repeat it round the table"),
    (("play", "no-such-file.mm"), 1, "mogel: no-such-file.mm: no such rules file"),
    (("check", "no-such-file.mm"), 1, "mogel: no-such-file.mm: no such rules file"),
]


@pytest.mark.parametrize("argv, code, message", BAD_COMMANDS, ids=[" ".join(c[0]) for c in BAD_COMMANDS])
def test_bad_command_line_is_one_line_and_an_exit_code(capsys, tmp_path, monkeypatch, argv, code, message):
    monkeypatch.chdir(tmp_path)
    got, out, err = run(capsys, *argv)
    assert (got, out, err) == (code, "", message + "\n")


def test_log_into_a_missing_folder_is_a_usage_error_naming_the_given_path(capsys, tmp_path):
    """Refused before the game is played: a bad command-line argument, exit code 2."""
    target = tmp_path / "no-such-folder" / "game.jsonl"
    got, out, err = run(capsys, "play", "--seed", "1", "--quiet", "--log", str(target))
    assert got == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("mogel: ")
    assert str(target) in err, err                 # the path the user gave ...
    assert ".tmp" not in err, err                  # ... not the temporary file it is written through
    assert not target.parent.exists()


def test_log_onto_a_folder_is_refused_naming_the_folder(capsys, tmp_path):
    folder = tmp_path / "logs"
    folder.mkdir()
    got, out, err = run(capsys, "play", "--seed", "1", "--quiet", "--log", str(folder))
    assert got == 2 and out == ""     # refused before the game is played
    assert len(err.splitlines()) == 1 and str(folder) in err and ".tmp" not in err, err
    assert list(tmp_path.iterdir()) == [folder] and list(folder.iterdir()) == []


def test_an_all_honest_table_finishes_its_game(capsys):
    """Three HonestBots (seed 843) pass two ants of neighbouring values round the table for ever:
    each plays its ant, the next takes it back from below the top.  A game must still end."""
    got, out, err = run(capsys, "play", "--bots", "honest", "--players", "3", "--seed", "843", "--quiet")
    assert (got, err) == (0, "")
    assert out.rstrip("\n").splitlines()[-1].startswith("Winner")


def test_a_folder_is_not_a_rules_file(capsys, tmp_path):
    got, out, err = run(capsys, "check", str(tmp_path))
    assert (got, out, err) == (1, "", f"mogel: {tmp_path}: is a folder, not a rules file\n")


@pytest.mark.parametrize("argv", [("play", "--lang", "fr"), ("play", "--seed", "abc"), ("play", "--oldest", "x"),
                                  ("frobnicate",)])
def test_argparse_errors_exit_2_without_traceback(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    out, err = capsys.readouterr()
    assert info.value.code == 2
    assert "Traceback" not in out + err
    assert len(err.splitlines()) == 1 and err.startswith("mogel: error: ")   # one line, as mogel's own errors
    assert err.endswith(f"(`mogel{' ' + argv[0] if argv[0] == 'play' else ''} --help` lists the options)\n")


@pytest.mark.parametrize("command", ["check", "play", "replay", "simulate", "variants"])
def test_an_unknown_option_of_a_command_points_to_that_commands_help(capsys, command):
    """argparse leaves a subcommand's unknown arguments to the top parser, whose error would
    point to `mogel --help`, which does not list the command's options."""
    argv = [command] + (["saved.mogel"] if command == "replay" else []) + ["--bogus"]
    with pytest.raises(SystemExit) as info:
        main(argv)
    out, err = capsys.readouterr()
    assert (info.value.code, out) == (2, "")
    assert err == f"mogel: error: unrecognized arguments: --bogus (`mogel {command} --help` lists the options)\n"


def test_an_unknown_option_before_the_command_still_points_to_mogel_help(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--bogus", "play"])
    assert info.value.code == 2
    assert capsys.readouterr().err == "mogel: error: unrecognized arguments: --bogus (`mogel --help` lists the options)\n"


# --- the log format document ---------------------------------------------------------------

def documented_sections(doc: str):
    """{event kind: text of its section} from the `### `kind`` headings of the document."""
    sections = {}
    for match in re.finditer(r"^### `(\w+)`\n(.*?)(?=^#{1,3} |\Z)", doc, re.M | re.S):
        sections[match.group(1)] = match.group(2)
    return sections


def test_every_event_kind_in_a_real_log_is_documented(capsys, tmp_path):
    doc = DOC.read_text(encoding="utf-8")
    sections = documented_sections(doc)
    common = {"type", "i", "kind", "seat", "moves", "rule", "text"}
    kinds = set()
    for seed, players in ((0, 4), (1, 3), (2, 5)):
        for line in write_log(capsys, tmp_path, seed, players):
            if line["type"] != "event":
                continue
            kind = line["kind"]
            kinds.add(kind)
            assert kind in sections, f"event kind '{kind}' is not documented in {DOC.name}"
            for field in set(line) - common:
                assert f"`{field}`" in sections[kind], f"field '{field}' of '{kind}' is not documented"
    assert len(kinds) >= 20
    for field in common:
        assert f"`{field}`" in doc


def test_the_documented_kinds_are_the_engines_kinds():
    """Every kind the engine can emit is documented (rare ones too), and the document invents none."""
    import inspect

    import mogel.runtime
    from mogel.compile.source_module import IN_PLACE

    runtime = Path(inspect.getfile(mogel.runtime)).parent
    source = "".join(path.read_text(encoding="utf-8") for path in sorted(runtime.glob("*.py")))   # every module that emits
    written = "".join(path.read_text(encoding="utf-8")   # what the generated code emits itself: the moves
                      for path in sorted((runtime.parent / "compile").glob("source_*.py")))   # and windows written inline
    emitted = set(re.findall(r'\bemit\(\s*"(\w+)"', source)) | set(re.findall(r"\beng\.emit(?:_card)?\('(\w+)'", written))
    emitted |= set(re.findall(r'\bevents\.append\(\(\s*"(\w+)"', source))   # an event the engine keeps in place (a score)
    emitted |= set(IN_PLACE)   # the kinds the generated code may make in place in the lab mode (draw, take: by a name)
    documented = set(documented_sections(DOC.read_text(encoding="utf-8")))
    assert {"no_draw", "game_end", "play"} <= emitted
    assert documented == emitted


def test_the_header_fields_are_documented(capsys, tmp_path):
    doc = DOC.read_text(encoding="utf-8")
    lines = write_log(capsys, tmp_path, 0, 4)
    for field in lines[0]:
        assert f"`{field}`" in doc
    for field in lines[0]["players"][0]:
        assert f"`{field}`" in doc
    for field in ("id", "kind", "value", "penalty", "per_player", "zone", "owner", "decisions"):
        assert f"`{field}`" in doc


def test_version_names_the_installed_package():
    from importlib.metadata import version

    done = subprocess.run([sys.executable, "-m", "mogel", "--version"], capture_output=True, text=True)

    assert (done.returncode, done.stdout, done.stderr) == (0, f"mogel {version('mogel')}\n", "")
