"""Issue 20, item 2: the machinery of the checked exercises (mogel.widgets.exercises), on an
exercise made up here about the packaged rules: answers in their forms, placeholders, hints
that point at a rules line, English and German, nbgrader's grading and cell metadata."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from mogel.errors import MogelError  # noqa: E402
from mogel.widgets.exercises import (  # noqa: E402
    Exercise, Exercises, Hint, OneOf, Place, Result, Reveal, normal, nbgrader_metadata, unanswered)
from mogel.widgets.exercises import watch  # noqa: E402


def most_players(rules) -> Exercise:
    """How many players may play at most: worked out from the rules' header."""
    return Exercise(
        "9z", "investigate", {"en": "How many players at most?", "de": "Wie viele h\u00f6chstens?"},
        {"en": "a whole number", "de": "eine ganze Zahl"}, lambda: rules.game.players[1],
        Hint({"en": "Read the `players:` line.", "de": "Lies die Zeile `players:`."},
             lambda: [Place.of(rules, rules.game.where("players"))]))


@pytest.mark.parametrize("given, form", [
    (10, 10), (10.0, 10), (" 10 ", 10), ("-2", -2), ("yes", True), ("Ja", True), ("nein", False), (True, True),
    ([4, 1], frozenset({1, 4})), ("1, 4", frozenset({1, 4})), ("1 und 4", frozenset({1, 4})),
    ("  \u201eBo\u201c ", "bo"), ("Guard  Bug", "guard bug"), ("10.5", "10.5"),
    ("the Guard Bug", "guard bug"), ("Die W\u00e4chter-Wanze", "w\u00e4chter-wanze"), ("the", "the"),
])
def test_answers_are_compared_in_one_form(given, form):
    assert normal(given) == form and type(normal(given)) is type(form)


def test_an_answer_of_thousands_of_digits_is_checked_not_a_traceback(rules):
    """A learner's cell that pastes a long line (trial 25: Python's int() reads at most 4300 digits)."""
    long = "9" * 4301
    assert normal(long) == long and normal(f"1, {long}") == f"1, {long}"
    assert most_players(rules).check(long).status == "wrong"


def test_a_number_from_a_pandas_table_is_a_whole_number_too():
    numpy = pytest.importorskip("numpy")
    assert normal(numpy.int64(6)) == 6 and type(normal(numpy.int64(6))) is int
    assert type(normal(numpy.float64(6.0))) is int


@pytest.mark.parametrize("placeholder", [None, ..., "", "   \n"])
def test_a_placeholder_is_not_answered_yet_in_both_languages(rules, placeholder):
    exercise = most_players(rules)
    assert unanswered(placeholder)
    for lang, words in (("en", "not answered yet"), ("de", "noch nicht beantwortet")):
        result = exercise.check(placeholder, lang)
        assert result.status == "unanswered" and not result.ok
        assert words in result.text and "answer_9z" in result.text and not result.places


def test_the_right_answer_follows_the_rules_and_a_wrong_one_gets_the_hint(rules):
    exercise = most_players(rules)
    most = rules.game.players[1]
    assert exercise.check(most).ok and exercise.check(str(most), "de").ok
    wrong = exercise.check(most + 1)
    line = rules.game.where("players").line
    assert wrong.status == "wrong" and wrong.places == (Place("rules.mm", line, rules.source.splitlines()[line - 1]
                                                              .split("#")[0].strip()),)
    assert f"rules.mm:{line}" in wrong.text and "Hint: Read the `players:` line." in wrong.text
    german = exercise.check(most + 1, "de")
    assert f"Schau in rules.mm:{line}" in german.text and "Tipp: Lies" in german.text and "noch nicht" in german.text


def test_an_answer_of_another_form_is_told_what_form_is_wanted(rules):
    assert "The answer should be a whole number." in most_players(rules).check("five").text
    assert "Die Antwort sollte eine ganze Zahl sein." in most_players(rules).check("f\u00fcnf", "de").text


def test_an_answer_is_one_of_several_right_ones_and_true_is_not_one(rules):
    exercise = Exercise("9y", "predict", {"en": "Who?"}, {"en": "a name"}, lambda: OneOf("Bo", 1),
                        Hint({"en": "Look."}))
    assert exercise.check("bo").ok and exercise.check(1).ok
    assert not exercise.check(True).ok and not exercise.check("Cy").ok


def test_a_typical_wrong_answer_gets_its_own_reason_in_its_language_others_only_the_hint(rules):
    header = rules.game.span.line
    exercise = Exercise("9w", "investigate", {"en": "Which line?"}, {"en": "a line number"},
                        lambda: rules.game.where("players").line, Hint({"en": "Look."}, lambda: [Place.of(rules, header)]),
                        near=lambda: [(header, {"en": "Nearly: which line of that block?", "de": "Fast: welche Zeile?"}),
                                      ("never", {"en": "It does."})])
    assert "Nearly: which line of that block?" in exercise.check(str(header)).text
    assert "Fast: welche Zeile?" in exercise.check(header, "de").text
    assert "It does." in exercise.check("never").text and "should be" not in exercise.check("never").text
    assert exercise.check(header + 1000).reason == "" and not exercise.check(True).reason.startswith("It")


def test_a_test_of_its_own_gives_the_reason_and_a_mogel_error_is_a_reason_too(rules):
    def refuse(answer, lang):
        if answer == "boom":
            raise MogelError("rules.mm:3:1: no such thing")
        return None if answer == "ok" else {"en": "too short", "de": "zu kurz"}[lang]

    exercise = Exercise("9x", "make", {"en": "Write it."}, {"en": "a text"}, lambda: "ok", Hint({"en": "Look."}),
                        test=refuse)
    assert exercise.check("ok").ok
    assert "zu kurz" in exercise.check("no", "de").text
    assert "rules.mm:3:1: no such thing" in exercise.check("boom").text


def test_the_html_escapes_every_text_and_marks_code(rules):
    exercise = Exercise("9w", "modify", {"en": "Press **Go** in `<b>`"}, {"en": "a <name>"},
                        lambda: "x", Hint({"en": "Read `a < b`."}, lambda: [Place("rules.mm", 4, "x <y> & z")]),
                        test=lambda answer, lang: f"you wrote {answer}")
    html = exercise.check("<script>")._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<code>a &lt; b</code>" in html and "<code>x &lt;y&gt; &amp; z</code>" in html
    task = exercise.task()._repr_html_()
    assert "<b>Go</b>" in task and "<code>&lt;b&gt;</code>" in task and "a &lt;name&gt;" in task
    assert "Exercise 9w \u00b7 modify" in task and "Aufgabe 9w \u00b7 ver\u00e4ndern" in exercise.task("de")._repr_html_()


def test_a_place_cuts_the_comment_but_not_a_hash_in_quotes(rules):
    class Text:
        file, source = "/some/where/game.mm", 'a = 1   # one\n    paint "#222222"  # dark\n'

    assert Place.of(Text, 1) == Place("game.mm", 1, "a = 1")
    assert Place.of(Text, 2) == Place("game.mm", 2, 'paint "#222222"')
    assert str(Place.of(Text, 2)) == "game.mm:2"


def test_a_book_checks_in_its_language_and_names_its_exercises(rules):
    book = Exercises([most_players(rules)])
    check = book.checker("9z")
    assert check.__name__ == "check_9z"
    assert "right" in check(rules.game.players[1]).text
    book.language("de")
    assert "richtig" in check(rules.game.players[1]).text and "right" in check(rules.game.players[1], lang="en").text
    assert "Aufgabe 9z" in str(book.task("9z"))
    with pytest.raises(KeyError, match="9z"):
        book.get("1a")
    with pytest.raises(ValueError, match="en, de"):
        book.language("fr")
    with pytest.raises(ValueError, match="two exercises"):
        Exercises([most_players(rules), most_players(rules)])
    with pytest.raises(ValueError, match="kind"):
        Exercise("9v", "guess", {"en": "?"}, {"en": "?"}, lambda: 1, Hint({"en": "?"}))


def test_solutions_leave_out_what_needs_the_notebooks_objects(rules):
    needs = Exercise("9u", "run", {"en": "?"}, {"en": "?"}, lambda sweep: sweep * 2, Hint({"en": "?"}),
                     given=("sweep",))
    book = Exercises([most_players(rules), needs])
    assert book.solutions() == {"9z": rules.game.players[1]}
    assert book.solutions(**{"9u": (21,)})["9u"] == 42
    assert book.check("9u", 42, 21).ok and not book.check("9u", 42, 20).ok


@pytest.mark.parametrize("mode", ["autograde", "validate"])
def test_while_nbgrader_grades_an_answer_that_is_not_right_fails_the_cell(rules, monkeypatch, mode):
    book = Exercises([most_players(rules)])
    check = book.checker("9z")
    monkeypatch.setenv("NBGRADER_EXECUTION", mode)
    assert check(rules.game.players[1]) == 1.0          # the points nbgrader reads from the cell's output
    for answer in (None, rules.game.players[1] + 1):
        with pytest.raises(AssertionError, match="9z"):
            check(answer)
    monkeypatch.delenv("NBGRADER_EXECUTION")
    assert isinstance(check(None), Result) and check(rules.game.players[1]).ok


def test_the_cells_metadata_follows_nbgraders_schema_3():
    task, answer, check = (nbgrader_metadata(role, "3a", 2) for role in ("task", "answer", "check"))
    assert answer == {"nbgrader": {"grade": False, "grade_id": "answer_3a", "locked": False, "schema_version": 3,
                                   "solution": True, "task": False}}
    assert check["nbgrader"] == {"grade": True, "grade_id": "check_3a", "locked": True, "points": 2,
                                 "schema_version": 3, "solution": False, "task": False}
    assert task["nbgrader"]["locked"] and not task["nbgrader"]["grade"] and "points" not in task["nbgrader"]
    assert task["editable"] is check["editable"] is False
    with pytest.raises(ValueError):
        nbgrader_metadata("hint", "3a")


def guard_name(rules, id="9t") -> Exercise:
    """A name answer: the role that may not cheat (its name and display names), written in quotes."""
    role = rules.roles["guard"]
    return Exercise(id, "investigate", {"en": "Who may not cheat?", "de": "Wer darf nicht mogeln?"},
                    {"en": "a role's name in quotes", "de": "der Name einer Rolle"},
                    lambda: OneOf("guard", *(text for _, text in role.names)), Hint({"en": "Look.", "de": "Schau."}),
                    form='"..."')


def test_the_task_shows_the_form_of_the_answer(rules):
    task = guard_name(rules).task()._repr_html_()
    assert "<code>answer_9t = &quot;...&quot;</code>" in task
    assert "<code>answer_9z = ...</code>" in most_players(rules).task("de")._repr_html_()


def test_an_answer_cell_that_stopped_with_an_error_is_told_and_not_judged(rules):
    shell = pytest.importorskip("IPython.core.interactiveshell").InteractiveShell.instance()
    assert watch(shell) and watch(shell)                          # a second watch adds no second hook
    book = Exercises([guard_name(rules)])
    check = book.checker("9t")
    shell.run_cell('answer_9t = "dealer"')
    assert check(shell.user_ns["answer_9t"]).status == "wrong"
    shell.run_cell("answer_9t = Guard Bug")                       # the quotes forgotten: a SyntaxError
    assert shell.user_ns["answer_9t"] == "dealer"                 # the variable kept its earlier answer
    failed = check(shell.user_ns["answer_9t"])
    assert failed.status == "failed" and not failed.ok and not failed.places
    assert "did not run" in failed.text and "SyntaxError" in failed.text and 'answer_9t = "..."' in failed.text
    assert "needs quotes" in failed.text and "not yet" not in failed.text
    german = check(shell.user_ns["answer_9t"], lang="de")
    assert "nicht gelaufen" in german.text and "Anf\u00fchrungszeichen" in german.text
    shell.run_cell("answer_9t = Guard")                           # a name Python does not know
    assert "NameError" in check(shell.user_ns["answer_9t"]).text
    shell.run_cell('answer_9t = "the Guard Bug"')                 # ran through: judged again, article and all
    assert check(shell.user_ns["answer_9t"]).ok
    shell.run_cell('answer_9t = "guard"\nprint(1 / 0)')          # an error after the answer: not judged either
    assert check(shell.user_ns["answer_9t"]).status == "failed"


def test_a_prediction_is_noted_until_its_moment_is_shown_and_then_judged(rules, monkeypatch):
    viewer = {"round": 1}
    predict = Exercise("9s", "predict", {"en": "Who?"}, {"en": "a name"}, lambda: "Bo", Hint({"en": "Look."}),
                       form='"..."', reveal=Reveal("viewer", lambda v: v["round"] >= 2,
                                                   {"en": "Step to round 2.", "de": "Geh zu Runde 2."}))
    assert predict.handed == ("viewer",)
    book = Exercises([predict])
    check = book.checker("9s")
    noted = check("Cy", viewer)
    assert noted.status == "waiting" and not noted.ok and "'Cy'" in noted.text and "Step to round 2." in noted.text
    assert "right" not in noted.text and "not yet" not in noted.text
    assert "Geh zu Runde 2." in check("Bo", viewer, lang="de").text
    assert check(None, viewer).status == "unanswered"
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")      # nbgrader never waits: it grades
    assert check("Bo", viewer) == 1.0
    monkeypatch.delenv("NBGRADER_EXECUTION")
    assert check("Bo", viewer).status == "waiting"
    viewer["round"] = 2
    assert check("Bo", viewer).ok and check("Cy", viewer).status == "wrong"
    viewer["round"] = 1                                          # stepped back: the answer is known now
    assert check("Bo", viewer).ok
