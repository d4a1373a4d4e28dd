"""Issue 20, item 2: the checked exercises at the end of each notebook (notebooks/exercises/).

Every check accepts the right answer and refuses wrong ones with its hint's rules line, in
English and German.  The right answers are worked out here by other routes where there is
one (the rules model, a widget, a played game), and with rules changed the checks follow the
change: no answer is a number copied from a run.  The notebooks carry the exercises at their
end, with nbgrader's cell metadata; one notebook run with the right answers filled in says
"right" under every check.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.check.overrides import number_defines  # noqa: E402
from mogel.check.variants import apply_variants  # noqa: E402
from mogel.widgets import VariantPanel  # noqa: E402
from mogel.widgets.exercises import Exercises, OneOf, nbgrader_metadata, normal  # noqa: E402
from mogel.widgets.variants import game_facts  # noqa: E402

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
sys.path.insert(0, str(NOTEBOOKS))          # as a notebook's kernel finds it: in the notebooks' folder
try:
    import exercises
    from exercises import ex01, ex02, ex03, ex04, ex05, ex06, ex07
finally:
    sys.path.remove(str(NOTEBOOKS))

BOOK = exercises.BOOK
GIVEN = {"3c": (SimpleNamespace(stops_paying=4),)}      # what notebook 03 hands check_3c: its sweep
WRONG = {"1a": 11, "1b": [1, 4], "1c": "dealer", "2a": "Nobody", "2b": "Nobody", "2c": 1, "3a": 7, "3c": 5,
         "4a": 1, "4b": ["quick_game", "italian_ant"], "4c": "variant x:\n    description: \"x\"\n",
         "5a": 1, "5b": "variant x:\n    description: \"x\"\n", "6a": "spider", "6b": "maybe", "7a": 99,
         "7b": "Nobody", "7c": "Nobody"}


def first(answer):
    return answer[0] if isinstance(answer, OneOf) else answer


def wrong_answer(id):
    """An answer to exercise `id` that is not right: from WRONG, or for a word answer (3b, 5c)
    another of the words the exercise offers."""
    if id in WRONG:
        return WRONG[id]
    right = {normal(a) for a in BOOK.get(id).solve()}
    words = {"3b": ("more", "fewer", "the same"), "5c": ("longer", "shorter", "as long")}[id]
    return next(w for w in words if normal(w) not in right)


def test_each_notebook_has_two_to_four_exercises_and_the_set_has_each_kind():
    for number in range(1, 8):
        assert 2 <= sum(id.startswith(str(number)) for id in BOOK.by_id) <= 4
    assert {e.kind for e in BOOK.by_id.values()} >= {"predict", "run", "investigate", "modify", "make"}


@pytest.mark.parametrize("id", list(BOOK.by_id))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_check_accepts_the_right_answer_and_refuses_a_wrong_one_with_its_hint(id, lang):
    exercise = BOOK.get(id)
    given = GIVEN.get(id, ())
    right = exercise.solve(*given)
    assert BOOK.check(id, first(right), *given, lang=lang).ok
    wrong = BOOK.check(id, wrong_answer(id), *given, lang=lang)
    assert wrong.status == "wrong"
    words = {"en": ("not yet", "Hint:", "Look at"), "de": ("noch nicht", "Tipp:", "Schau in")}[lang]
    assert all(w in wrong.text for w in words)
    assert wrong.places and all(re.fullmatch(r"(rules|mogelei)\.mm:\d+", str(p)) and p.text for p in wrong.places)
    assert exercise.hint.words[lang] in wrong.text
    assert exercise.prompt[lang].replace("**", "") in str(BOOK.task(id, lang))     # plain text: no Markdown
    assert BOOK.check(id, None, *given, lang=lang).status == "unanswered"


# --- the right answers, by other routes -------------------------------------------------------
def test_01_answers_are_the_rules_own(rules):
    solved = BOOK.solutions()
    assert solved["1a"] == rules.cards["moth"].penalty
    holder = next(role for role in rules.roles if role in str(rules.cheats["hide"].by))
    assert normal(holder) in {normal(a) for a in solved["1c"]}
    book = Exercises(ex01.build(apply_variants(rules, ["plus_minus_or_equal"])))   # a card fits on its own value too
    assert book.check("1b", solved["1b"] + [ex01.TOP]).ok and not book.check("1b", solved["1b"]).ok


def test_01_checks_follow_changed_rules(rules):
    text = rules.source.replace("penalty: 10 ", "penalty: 12 ").replace('"Guard Bug"', '"Night Watch"')
    book = Exercises(ex01.build(mogel.load_rules(text=text)))
    assert book.check("1a", 12).ok and not book.check("1a", 10).ok
    assert book.check("1c", "Night Watch").ok


def test_02_answers_are_those_of_the_game_played_to_each_round(rules):
    game = mogel.Game(rules, mogel.widgets.default_agents(4), ex02.SEED).play_until(rounds=1)
    fewest = min(game.state.totals)
    assert BOOK.check("2b", game.narrator.names[game.state.totals.index(fewest)]).ok
    stays = apply_variants(rules, ["guard_stays"])      # round 2 starts with the guard of round 1's end
    after = mogel.Game(stays, mogel.widgets.default_agents(4), ex02.SEED).play_until(rounds=1)
    book = Exercises(ex02.build(stays))
    assert book.check("2a", after.state.roles["guard"]).ok
    lines = [first(a) for a in BOOK.get("2c").solve()]
    actions = [card.span for card in rules.cards.values() if card.on_play]
    assert all(any(s.line <= line <= s.end_line for s in actions) for line in lines)


def test_03_a_catch_gives_the_defined_penalty_and_the_sweep_its_answer(rules):
    assert BOOK.check("3a", number_defines(rules)["catch_penalty_cards"]).ok
    book = Exercises(ex03.build(mogel.load_rules(defines={"catch_penalty_cards": 2})))
    assert book.check("3a", 2).ok and not book.check("3a", 1).ok
    assert BOOK.check("3c", "never", SimpleNamespace(stops_paying=None)).ok
    assert BOOK.check("3c", "nie", SimpleNamespace(stops_paying=None), lang="de").ok
    assert not BOOK.check("3c", 6, SimpleNamespace(stops_paying=None)).ok


def test_3c_never_is_told_why_when_the_sweep_does_stop_paying_and_right_when_it_does_not():
    found = SimpleNamespace(stops_paying=6)
    for word, lang in (("never", "en"), ("nie", "de"), ("Never", "en")):
        result = BOOK.check("3c", word, found, lang=lang)
        assert not result.ok and result.reason and "whole number" not in result.text and "ganze Zahl" not in result.text
        assert BOOK.check("3c", word, SimpleNamespace(stops_paying=None), lang=lang).ok
    assert '"never"' in BOOK.task("3c").expects and '"nie"' in BOOK.task("3c", "de").expects


def test_1bs_wrap_round_mistake_gets_a_hint_of_its_own(rules):
    right = ex01.fits_on(rules, ex01.TOP)
    neighbours = [v for v in right if abs(v - ex01.TOP) == 1]
    assert neighbours and neighbours != right
    told = BOOK.check("1b", neighbours)
    assert not told.ok and "wraps round" in told.reason and str(ex01.TOP) in told.reason
    assert BOOK.check("1b", [0, 2]).reason == "" and "im Kreis" in BOOK.check("1b", neighbours, lang="de").reason


@pytest.mark.parametrize("id", [id for id, ex in BOOK.by_id.items() if ex.expects["en"] == "a line number"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_line_a_hint_names_is_right_or_told_why_never_the_same_hint_again(id, lang):
    """No loop: answering with the line a hint points at gets "right" or a reason of its own."""
    places = BOOK.get(id).hint.where()
    assert places
    for place in places:
        result = BOOK.check(id, place.line, lang=lang)
        assert result.ok or result.reason, f"{id}: the hint's {place} is refused with the same hint"


def test_the_checks_play_the_seats_and_seeds_of_the_notebooks_widgets():
    cells = {path.name[:2]: "".join("".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"])
             for path in NOTEBOOKS.glob("0*.ipynb")}
    assert f"agents={ex03.AGENTS}" in cells["03"] and f"seed={ex03.SEED}" in cells["03"]
    assert ex03.AGENTS == "[" + ", ".join(_written(bot) for bot in ex03.viewer_agents()) + "]"
    assert f"GameViewer(seed={ex02.SEED})" in cells["02"] and f"VariantPanel(rules, seed={ex04.SEED}" in cells["04"]
    assert f"RulesEditor(seed={ex05.SEED})" in cells["05"] and f"GameViewer(rules, seed={ex07.SEED})" in cells["07"]


def test_04_answers_are_what_the_panel_shows_and_what_the_checker_refuses(rules):
    panel = VariantPanel(rules, seed=ex04.SEED)
    panel.checkboxes["quick_game"].value = True
    assert BOOK.check("4a", game_facts(panel.game)["turns"]).ok
    for pair in BOOK.get("4b").solve():
        with pytest.raises(mogel.RulesError):
            mogel.load_rules(variants=pair)
    assert "no variant" in BOOK.check("4b", ["quick_game", "slow_game"]).text


@pytest.mark.parametrize("text, reason", [
    (ex04.YOUNG.replace("rounds: 2", "rounds: 3"), "the game has 3 rounds; the test wants 2"),
    (ex04.YOUNG.replace("= 5", "= 6"), "each player gets 6 cards in the deal; the test wants 5"),
    (ex04.YOUNG.replace("define", "defin"), "Your text does not check yet: line 3"),
    ("# no variant here\n", "no `variant NAME:` block"),
    (42, "a rules text"),
])
def test_04_a_house_rule_that_fails_the_test_is_told_why(text, reason):
    assert reason in BOOK.check("4c", text).text


def test_05_the_checker_points_at_the_misspelt_line(rules):
    lines = mogel.widgets.editor_text.STARTERS["en"].splitlines()
    misspelt = next(n for n, line in enumerate(lines, 1) if " draws " in line and not line.startswith("#"))
    assert BOOK.check("5a", misspelt).ok and not BOOK.check("5a", misspelt + 1).ok


@pytest.mark.parametrize("text, reason", [
    (ex05.FROG.replace("active draws 2 cards", "active draws 1 card"), "she holds 2 cards; the test wants 3"),
    (ex05.FROG.replace("frog", "toad"), "no card `frog`"),
    (ex05.FROG.replace("total: 76", "total: 75"), "Your text does not check yet"),
])
def test_05_a_card_that_fails_the_test_is_told_why(text, reason):
    assert reason in BOOK.check("5b", text).text


def test_06_answers_are_the_cards_restrictions(rules):
    never = [kind for kind, card in rules.cards.items() if card.cannot_give is not None]
    assert never and all(BOOK.check("6a", kind).ok for kind in never)
    assert BOOK.check("6b", "yes").ok and BOOK.check("6b", "ja", lang="de").ok
    strict = rules.source.replace("cannot be played unless player is guard", "cannot be played")
    assert Exercises(ex06.build(mogel.load_rules(text=strict))).check("6b", "no").ok


def test_07_answers_follow_mogelei(rules):
    assert BOOK.check("7a", number_defines(mogel.load_rules(game="mogelei"))["reward_points"]).ok
    richer = mogel.load_rules(game="mogelei", defines={"reward_points": 4})
    assert Exercises(ex07.build(richer)).check("7a", 4).ok
    match = ex07.match(mogel.load_rules(game="mogelei"))
    count = {seat: 0 for seat in range(match.state.n)}
    for event in match.events:
        if event.kind == "choose" and event.info["choice"] == "shown" and event.info.get("true") is False:
            count[event.seat] += 1
    assert BOOK.check("7b", max(count, key=count.get)).ok


# --- the notebooks -----------------------------------------------------------------------------
@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("0[1-7]_*.ipynb")), ids=lambda p: p.stem)   # 08 (agents,
def test_the_exercises_end_the_notebook_with_nbgraders_metadata(path):          # issue 21) has none
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    start = next(i for i, c in enumerate(cells) if c["id"].endswith("-ex-intro"))
    ids = [id for id in BOOK.by_id if id.startswith(path.name[1])]
    tail = cells[start + 2:]
    assert [c["id"] for c in tail] == [f"{path.name[:2]}-ex-{id}-{role}" for id in ids
                                       for role in ("task", "answer", "check")]
    grade_ids = []
    for cell in tail:
        role, id = cell["id"].split("-")[-1], cell["id"].split("-")[-2]
        assert cell["metadata"] == nbgrader_metadata(role, id, BOOK.get(id).points)
        meta = cell["metadata"]["nbgrader"]
        assert re.fullmatch(r"[a-zA-Z0-9_\-]+", meta["grade_id"]) and ("points" in meta) == meta["grade"]
        grade_ids.append(meta["grade_id"])
    assert len(set(grade_ids)) == len(grade_ids)
    given = {id: "".join(f", {g}" for g in BOOK.get(id).handed) for id in ids}     # 2a: the viewer too
    assert ["".join(c["source"]) for c in tail if c["id"].endswith("-check")] == \
        [f"check_{id}(answer_{id}{given[id]})" for id in ids]
    assert all("".join(c["source"]).startswith(f"answer_{c['id'].split('-')[-2]} = None")
               for c in tail if c["id"].endswith("-answer"))


def test_notebook_01_run_with_the_right_answers_says_right_under_every_check(tmp_path):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    path = NOTEBOOKS / "01_meet_the_rules.ipynb"
    book = nbformat.read(path, as_version=4)
    solved = BOOK.solutions()
    for cell in book.cells:
        if cell.id.endswith("-answer"):
            id = cell.id.split("-")[-2]
            cell.source = f"answer_{id} = {first(solved[id])!r}"
        if cell.id.endswith("-setup"):
            cell.source = cell.source.replace('language("en")', 'language("de")')
    nbclient.NotebookClient(book, kernel_name="python3", timeout=120,
                            resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    checks = [c for c in book.cells if c.id.endswith("-check")]
    assert checks and all("richtig" in c.outputs[0]["data"]["text/plain"] for c in checks)


def test_notebook_01_a_check_after_an_answer_cell_that_failed_says_so(tmp_path):
    """The teacher's trial: `answer_1c = Guard Bug` (quotes forgotten) after a right answer; the
    check run next said "not yet" about the earlier answer."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    book = nbformat.read(NOTEBOOKS / "01_meet_the_rules.ipynb", as_version=4)
    at = next(i for i, c in enumerate(book.cells) if c.id == "01-ex-1c-answer")
    book.cells[at].source = "answer_1c = Guard Bug"
    book.cells.insert(at, nbformat.v4.new_code_cell('answer_1c = "dealer"'))       # an earlier, wrong answer
    nbclient.NotebookClient(book, kernel_name="python3", timeout=120, allow_errors=True,
                            resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    assert book.cells[at + 1].outputs[0]["ename"] == "SyntaxError"
    said = next(c for c in book.cells if c.id == "01-ex-1c-check").outputs[0]["data"]["text/plain"]
    assert "your answer cell did not run" in said and 'answer_1c = "..."' in said and "not yet" not in said


def test_2a_notes_the_prediction_until_the_viewer_reaches_round_2(rules):
    book = Exercises(ex02.build(rules))
    viewer = mogel.widgets.GameViewer(rules, seed=ex02.SEED)
    right = first(book.get("2a").solve())
    noted = book.check("2a", right, viewer)
    assert noted.status == "waiting" and "round 2" in noted.text and "\u2714" not in noted.text
    viewer.stepper.to_round_end.click()                      # round 1 is scored: still round 1
    assert viewer.state.round == 1 and book.check("2a", right, viewer).status == "waiting"
    while viewer.state.round < 2:
        viewer.stepper.step.click()
    assert book.check("2a", right, viewer).ok
    holder = viewer.game.state_at(viewer.timeline.count(viewer.timeline.first("turn", viewer.position) + 1))
    assert normal(viewer.game.narrator.names[holder.roles["guard"]]) == normal(right)   # what the viewer shows


def test_the_key_prints_answers_as_a_learner_writes_them(capsys):
    from exercises.__main__ import main

    main("en")
    key = capsys.readouterr().out
    assert "-> 'yes' / 'ja'" in key and "-> True" not in key and "**" not in key


# --- docs/teaching.md ----------------------------------------------------------------------------
TEACHING = NOTEBOOKS.parent / "docs" / "teaching.md"


def section(text: str, heading: str) -> str:
    """The part of a markdown text under the heading that starts with `heading`, up to the next
    heading of its level."""
    start = text.index("\n" + heading)
    end = text.find("\n## ", start + len(heading))
    return text[start:end if end >= 0 else len(text)]


def literals(cell: str) -> list:
    """The Python values written in backquotes in a table cell (other code is skipped)."""
    found = []
    for code in re.findall(r"`([^`]+)`", cell):
        try:
            found.append(ast.literal_eval(code))
        except (ValueError, SyntaxError):
            continue
    return found


def notebook_sweep():
    """The sweep notebook 03 makes (its cell run as it stands): what check_3c is given there."""
    book = json.loads((NOTEBOOKS / "03_cheats_and_catches.ipynb").read_text(encoding="utf-8"))
    code = next("".join(c["source"]) for c in book["cells"] if "mogel.lab.sweep(" in "".join(c["source"]))
    import mogel.lab  # noqa: F401 - the cell calls mogel.lab.sweep
    names = {"mogel": mogel}
    exec(code, names)
    return names["balance"]


def test_the_answer_key_of_docs_teaching_is_what_the_checks_accept():
    rows = re.findall(r"^\| (\d[a-z]) \| (\w+) \| (.+?) \| (.+?) \|$", section(TEACHING.read_text(encoding="utf-8"),
                                                                                "## The answer key"), re.M)
    assert [row[0] for row in rows] == list(BOOK.by_id)
    given = {"3c": (notebook_sweep(),)}
    for id, kind, answer, _depends in rows:
        assert kind == BOOK.get(id).kind
        shown = literals(answer)
        assert shown or kind == "make", f"{id}: the key gives no answer"
        for value in shown:
            assert BOOK.check(id, value, *given.get(id, ())).ok, f"{id}: the key's {value!r} is not right"


def test_lesson_1s_event_and_line_numbers_are_what_notebook_02_shows(rules):
    """The plan names events of notebook 02's game by their numbers in the viewer (view
    Everything) and rules lines by theirs: each must be what the viewer shows there."""
    lesson = section(TEACHING.read_text(encoding="utf-8"), "## Lesson 1")
    viewer = mogel.widgets.GameViewer(rules, seed=ex02.SEED)
    entries, events, deck = viewer.timeline.entries, viewer.game.events, viewer.game.program.deck

    def at(position):                  # 'event N "what the log says"', as the plan quotes it
        text = entries[position - 1].text
        return f'event {position} "{text.split(" on ")[0].rstrip(".")}'

    def kind_of(entry):
        return deck.kinds[events[entry.index].moves[0][0]]

    opened = viewer.position
    starter = next(p for p, e in enumerate(entries, 1) if e.kind == "starter")
    guard = next(p for p, e in enumerate(entries, 1) if e.kind == "role")
    action = next(p for p, e in enumerate(entries, 1) if e.kind == "play" and rules.cards[kind_of(e)].on_play)
    card = rules.cards[kind_of(entries[action - 1])].span
    effect = next(p for p, e in enumerate(entries[action:], action + 1)
                  if e.span is not None and card.line <= e.span.line <= card.end_line)
    moth = next(p for p, e in enumerate(entries, 1) if e.kind == "play" and kind_of(e) == "moth"
                and viewer.game.state_at(e.index).roles["guard"] == events[e.index].seat)
    assert entries[opened + 1].text.startswith("Ada plays ") and entries[opened + 2].kind == "cheat"
    cheat = entries[opened + 2].span.line

    def log_line(p):                   # 'line N "what the log says"'
        return f'line {p} "{entries[p - 1].text.rstrip(".")}"'

    claims = [f"event {opened}", at(opened + 2), f"event {opened + 3}, Cy's cheat (line {cheat})",
              log_line(starter), log_line(guard),
              f"`rules.mm:{entries[starter - 1].span.line}`", f"line {entries[opened + 1].span.line}) marked",
              at(action), f"{at(effect)}", f"line {entries[effect - 1].span.line}, the spider's `on play`",
              f"event {moth}: Cy, the guard, plays a moth"]
    for claim in claims:
        assert claim in lesson, claim
    viewer.stepper.to_round_end.click()
    everything = viewer.position
    viewer.view.value = 1
    assert f"Bo's view says event {viewer.position}, mine says {everything}" in lesson


def test_the_worksheet_fits_one_page_and_asks_every_lesson_exercise():
    text = TEACHING.read_text(encoding="utf-8")
    sheet = section(text, "## Student worksheet")
    assert len([line for line in sheet.splitlines() if line.strip()]) <= 45
    lessons = section(text, "## Lesson 1: a game is a program") + section(text, "## Lesson 2: does cheating pay?")
    asked = set(re.findall(r"^\| (\d[a-z]) \|", sheet, re.M))
    assert asked and asked <= set(BOOK.by_id) and asked <= set(re.findall(r"\b(\d[a-z])\b", lessons))
    rows = [line for line in sheet.splitlines() if line.startswith("| ") and "____" in line]
    assert len(rows) >= len(asked) and all(row.count("|") == 3 for row in rows), \
        "a worksheet row has a second place to write besides its blank"


def test_lesson_1s_exit_question_names_the_cell_and_the_button_of_notebook_06():
    from mogel.present import seat_words as human_text   # the words of notebook 06 and of `mogel play --seat`
    lesson = section(TEACHING.read_text(encoding="utf-8"), "## Lesson 1")
    book = json.loads((NOTEBOOKS / "06_play_against_the_bots.ipynb").read_text(encoding="utf-8"))
    headings = ["".join(c["source"]).splitlines()[0] for c in book["cells"] if c["cell_type"] == "markdown"]
    exit_row = next(line for line in lesson.splitlines() if line.startswith("| 43-45"))
    assert "## After the game" in headings and "**After the game**" in exit_row
    assert f"**{human_text.TEXT['en']['finish']}**" in exit_row
    assert "docs/teaching.md" in (NOTEBOOKS.parent / "README.md").read_text(encoding="utf-8")


def _written(bot) -> str:
    """A bot as code: its class and the settings that differ from the class's defaults."""
    changed = {k: v for k, v in vars(bot).items() if v != vars(type(bot)())[k]}
    return f"{type(bot).__name__}({', '.join(f'{k}={v!r}' for k, v in changed.items())})"


@pytest.mark.parametrize("argv, says", [
    ([], "exercises: mogel cannot be imported by this Python ("),
    (["de"], "exercises: mogel l\u00e4sst sich mit diesem Python ("),
])
def test_the_key_without_mogel_says_what_to_install_in_one_line(argv, says):
    """`python -m exercises` with a Python that has no mogel (trial 28: a traceback ending in
    ModuleNotFoundError): one line naming the notebook extra, exit code 1."""
    import os
    import subprocess

    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-S", "-m", "exercises", *argv], cwd=NOTEBOOKS, env=env,
                          capture_output=True, text=True, timeout=120)   # -S: no site-packages, so no mogel
    assert (done.returncode, done.stdout) == (1, "") and done.stderr.count("\n") == 1
    assert done.stderr.startswith(says) and '.venv/bin/pip install ".[notebook]"' in done.stderr


def test_the_key_in_another_language_is_a_usage_line():
    import subprocess

    done = subprocess.run([sys.executable, "-m", "exercises", "fr"], cwd=NOTEBOOKS, capture_output=True, text=True,
                          timeout=120)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "usage: python -m exercises [en|de] (the key in English or German), not 'fr'\n"
