"""Checked exercises for the notebooks: a question, a check that works the right answer out
from the rules or the engine, and a hint that points at a line of the rules (file:line).

    book = Exercises([Exercise("1a", "investigate", prompt={"en": "...", "de": "..."},
                               expects={"en": "a whole number", "de": "eine ganze Zahl"},
                               solve=lambda: ..., hint=Hint({"en": "...", "de": "..."}, places))])
    book.task("1a")              # the question (an object a notebook shows as HTML)
    check_1a = book.checker("1a")
    check_1a(10)                 # a Result: right, wrong (with the hint), or not answered yet
    check_1a(10, lang="de")      # in German; book.language("de") makes German the default

This module knows no game: the exercises of each notebook, with their questions, the engine
runs that solve them and the rules lines their hints point at, are written next to the
notebooks (notebooks/exercises/).  `solve` is called at each check, so the right answer
always follows the rules as they are; `test` (optional) judges answers no single value
covers, such as a rules text that must make a given test pass: it returns None for a right
answer, else the reason in the language asked for.  A MogelError raised while checking (a
learner's rules text that does not check) is told as the reason, never as a traceback.

Answers are compared after `normal`: 10, 10.0 and "10" are the same; so are "Bo" and " bo ";
"Watcher" and "the Watcher" (an article before a name: the, die, der, das); [1, 4],
(4, 1) and "1, 4"; True, "yes" and "ja".  None, ... (Ellipsis) and an empty text are "not
answered yet", never an error, so a notebook whose answer cells are left as they are still
runs top to bottom.

An answer cell that stopped with an error (`answer_1c = the Watcher`: a SyntaxError, the
quotes forgotten) left the variable as it was: the check says so ("failed", with the form the
answer is written in, `answer_1c = "..."`) instead of judging the earlier value
(`watch()` registers, once per IPython shell -- a notebook's kernel --, a hook run after every
cell: a cell with a line `answer_<id> = ...` is remembered with the error it stopped at;
`failed(id)` names that error's class, "SyntaxError", or None when the cell ran through or none
was watched; outside IPython nothing is watched).  A predict exercise may wait for the moment it
predicts (`Reveal`: the notebook object its check is handed, a viewer, and when that object has
shown the moment): until then the check notes the prediction ("waiting") and does not judge it.

nbgrader: a check cell is an "autograder tests" cell, which scores when it runs without an
error, and reads a number it shows as the points earned.  While nbgrader runs a notebook
(the environment variable NBGRADER_EXECUTION is "autograde" or "validate") a check that is
not right raises AssertionError with its message, and a right one shows the exercise's
points; otherwise a check shows its Result.  `nbgrader_metadata` gives the cells' metadata.
"""

from __future__ import annotations

import numbers
import os
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, Mapping, Optional, Sequence, Tuple, Union

from ..errors import MogelError, RulesError, Span
from ..language.model import LANGUAGES
from .exercises_text import FAILED, KINDS, NO, UNANSWERED, WAITING, YES, Result, Task, say

LONGEST = 4000   # the characters of a text read as numbers (Python's int() reads at most 4300 digits)
_NUMBERS = re.compile(r"-?\d+(?:\s*(?:,|;|\band\b|\bund\b|&)\s*-?\d+)+")
_ARTICLE = re.compile(r"^(?:the|die|der|das)\s+(?=\S)")
_ASSIGNS = re.compile(r"^[ \t]*answer_([0-9A-Za-z_]+)[ \t]*=(?!=)", re.M)
_LAST: Dict[str, Optional[str]] = {}       # exercise id -> the error its answer cell last stopped at
_WATCHED: set = set()                      # id() of the shells a hook is registered with


@dataclass(frozen=True)
class Place:
    """A line of a rules file that a hint points at: `file:line`, and the rule written there."""

    file: str
    line: int
    text: str

    @classmethod
    def of(cls, rules, where) -> "Place":
        """The line of `rules` (anything with `.file` and `.source`, as a Rules) at `where`: a
        Span or a 1-based line number; the line's comment (after a `#` outside quotes) is cut."""
        line = where.line if isinstance(where, Span) else int(where)
        lines = rules.source.splitlines()
        text = lines[line - 1] if 0 < line <= len(lines) else ""
        return cls(os.path.basename(rules.file), line, _without_comment(text).strip())

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


def _without_comment(line: str) -> str:
    quoted = False
    for i, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == "#" and not quoted:
            return line[:i]
    return line


@dataclass(frozen=True)
class Hint:
    """What to look at (`words`: language -> text) and where: `where()` gives the Places,
    worked out when the hint is shown (so they follow the rules as they are)."""

    words: Mapping[str, str]
    where: Callable[[], Sequence[Place]] = lambda: ()


class OneOf(tuple):
    """Several right answers, any of which counts (a name in English or German, a seat number)."""

    def __new__(cls, *values):
        return super().__new__(cls, values)


def normal(value: Any) -> Any:
    """`value` in the form answers are compared in: whole numbers (numpy's too) as int,
    "yes"/"ja"/True as True, a list, tuple, set or text of several numbers ("1, 4") as a
    frozenset, other text stripped of quotes, spaces and an article before it (the, die, der,
    das), in lower case."""
    if isinstance(value, bool):
        return value
    if isinstance(value, numbers.Integral):          # numpy's integers too (a pandas table's cell)
        return int(value)
    if isinstance(value, numbers.Real) and float(value).is_integer():
        return int(value)
    if isinstance(value, (list, tuple, set, frozenset)):
        return frozenset(normal(v) for v in value)
    if isinstance(value, str):
        text = " ".join(value.strip().strip("\"'\u201c\u201d\u201e").split()).casefold()
        if len(text) <= LONGEST and re.fullmatch(r"[-+]?\d+", text):   # a longer one int() refuses: it stays text
            return int(text)
        if text in YES or text in NO:
            return text in YES
        if len(text) <= LONGEST and _NUMBERS.fullmatch(text):
            return frozenset(int(n) for n in re.findall(r"-?\d+", text))
        return _ARTICLE.sub("", text, count=1)
    return value


def unanswered(answer: Any) -> bool:
    """Whether `answer` is a placeholder: None, ... or a text of nothing but spaces."""
    return answer is None or answer is Ellipsis or (isinstance(answer, str) and not answer.strip())


@dataclass(frozen=True)
class Reveal:
    """What a predict exercise waits for before its check judges: `on`, the name of the
    notebook's object the check cell hands over after the exercise's `given` (a viewer:
    `check_2a(answer_2a, viewer)`); `shown(obj)`: whether it has shown the predicted moment;
    `words`: language -> what to do until then ("Step to round 2 ...")."""

    on: str
    shown: Callable[[Any], bool]
    words: Mapping[str, str]


def assigned(source: str) -> list:
    """The exercise ids whose answer variable a cell's source assigns (`answer_1c = ...`)."""
    return _ASSIGNS.findall(source or "")


def ran(source: str, error: Optional[BaseException]) -> None:
    """Remember that a cell with `source` ran, stopping at `error` (None: it ran through)."""
    for id in assigned(source):
        _LAST[id] = type(error).__name__ if error is not None else None


def failed(id: str) -> Optional[str]:
    """The class name of the error the last run of exercise `id`'s answer cell stopped at, or
    None (it ran through, or no run was watched)."""
    return _LAST.get(id)


def _after_cell(result) -> None:
    """IPython's post_run_cell hook: `result` is an ExecutionResult."""
    info = getattr(result, "info", None)
    error = getattr(result, "error_before_exec", None) or getattr(result, "error_in_exec", None)
    ran(getattr(info, "raw_cell", ""), error)


def watch(shell=None) -> bool:
    """Watch the answer cells run in `shell` (default: the running IPython, if any); True when
    a shell is watched.  Registering twice with one shell does nothing more."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:          # no IPython: nothing runs cells
            return False
        shell = get_ipython()
    if shell is None or not hasattr(shell, "events"):
        return False
    if id(shell) not in _WATCHED:
        shell.events.register("post_run_cell", _after_cell)
        _WATCHED.add(id(shell))
    return True


@dataclass(frozen=True)
class Exercise:
    """One exercise.  id: "3a" (the notebook's number and a letter; the notebook's cells are
    `answer_3a = ...` and `check_3a(answer_3a)`); kind: one of KINDS' keys; prompt, expects
    (the form of the answer, "a whole number"): language -> text; solve(*given): a right
    answer, or a OneOf of them, worked out from the rules or the engine; hint: a Hint;
    test(answer, lang, *given): None when `answer` is right, else the reason in `lang` (by
    default: `answer` is compared with `solve(*given)` after `normal`); given: the names of
    what the notebook hands the check besides the answer (a sweep it made, say: its check
    cell is `check_3c(answer_3c, balance)`); points: what nbgrader gives for a right answer;
    form: how the answer is written after `answer_3a = ` (`"..."` for a text: the task shows
    it, and so does a check whose answer cell failed); reveal: for a prediction, the moment
    it waits for (a Reveal; its object comes after `given` in the check cell); near(*given):
    typical wrong answers, each (answer, language -> the reason told for it), so that a hint's
    own place or a half-right answer gets a reason of its own, not the same hint again."""

    id: str
    kind: str
    prompt: Mapping[str, str]
    expects: Mapping[str, str]
    solve: Callable[..., Any]
    hint: Hint
    test: Optional[Callable[..., Optional[str]]] = None
    given: Tuple[str, ...] = ()
    points: int = 1
    form: str = "..."
    reveal: Optional[Reveal] = None
    near: Callable[..., Sequence[Tuple[Any, Mapping[str, str]]]] = lambda *given: ()

    def __post_init__(self):
        if self.kind not in KINDS["en"]:
            raise ValueError(f"exercise {self.id}: kind must be one of {', '.join(KINDS['en'])}, not {self.kind!r}")
        if not re.fullmatch(r"[0-9A-Za-z_]+", self.id):
            raise ValueError(f"exercise id {self.id!r}: letters, digits and _ only (it names answer_{self.id})")

    def judge(self, answer: Any, lang: str, *given) -> Optional[str]:
        """None when `answer` (not a placeholder) is right, else the reason, maybe empty."""
        if self.test is not None:
            return self.test(answer, lang, *given)
        right = self.solve(*given)
        accepted = [normal(r) for r in (right if isinstance(right, OneOf) else (right,))]
        mine = normal(answer)
        if any(type(mine) is type(r) and mine == r for r in accepted):     # True is not 1
            return None
        told = [_in(words, lang) for value, words in self.near(*given)
                if type(normal(value)) is type(mine) and normal(value) == mine]
        if told:
            return told[0]
        if all(type(mine) is not type(r) for r in accepted):
            return say(lang, "form", expects=_in(self.expects, lang))
        return ""

    def check(self, answer: Any, lang: str = "en", *given) -> Result:
        """The Result of `answer` in `lang`; a wrong one carries the hint and its places."""
        if lang not in LANGUAGES:
            raise ValueError(f"no texts in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        if unanswered(answer):
            return Result(self.id, UNANSWERED, lang)
        try:
            reason = self.judge(answer, lang, *given)
        except MogelError as err:   # the checker's messages in `lang`, any other as it says
            reason = err.render(lang) if isinstance(err, RulesError) else str(err)
        if reason is None:
            return Result(self.id, "right", lang)
        return Result(self.id, "wrong", lang, reason, _in(self.hint.words, lang), tuple(self.hint.where()))

    def task(self, lang: str = "en") -> Task:
        """The question in `lang`."""
        return Task(self.id, self.kind, _in(self.prompt, lang), _in(self.expects, lang), lang, self.form)

    @property
    def handed(self) -> Tuple[str, ...]:
        """The names of what its check cell hands over after the answer: `given`, then the
        object a Reveal waits on (`check_2a(answer_2a, viewer)`)."""
        return self.given + ((self.reveal.on,) if self.reveal is not None else ())


def _in(texts: Mapping[str, str], lang: str) -> str:
    return texts.get(lang, texts["en"])


def grading() -> bool:
    """Whether nbgrader is running the notebook (NBGRADER_EXECUTION "autograde" or "validate")."""
    return os.environ.get("NBGRADER_EXECUTION", "").strip().lower() in ("autograde", "validate")


@dataclass
class Exercises:
    """A notebook's exercises, by id, with the language their words default to (`lang`)."""

    exercises: Iterable[Exercise]
    lang: str = "en"
    by_id: Dict[str, Exercise] = field(init=False)
    revealed: set = field(init=False, default_factory=set)    # ids whose predicted moment was shown

    def __post_init__(self):
        self.by_id = {}
        for exercise in self.exercises:
            if exercise.id in self.by_id:
                raise ValueError(f"two exercises are called {exercise.id}")
            self.by_id[exercise.id] = exercise
        self.language(self.lang)

    def language(self, lang: str) -> None:
        """Make `lang` ("en" or "de") the language of every task and check from now on."""
        if lang not in LANGUAGES:
            raise ValueError(f"no texts in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        self.lang = lang

    def get(self, id: str) -> Exercise:
        """The exercise `id`; KeyError (saying which there are) for another."""
        if id not in self.by_id:
            raise KeyError(say(self.lang, "unknown", id=id, known=", ".join(self.by_id)))
        return self.by_id[id]

    def task(self, id: str, lang: Optional[str] = None) -> Task:
        """The question of exercise `id`, in `lang` (default: the book's language)."""
        return self.get(id).task(lang or self.lang)

    def check(self, id: str, answer: Any, *given, lang: Optional[str] = None) -> Result:
        """Check `answer` to exercise `id` (see Exercise.check), `given`: what the check cell
        hands over (Exercise.handed).  "failed" when the last run of the answer cell stopped
        with an error (`failed`); "waiting" for a prediction whose Reveal
        has not been shown yet (once shown, it stays shown; nbgrader never waits).  While
        nbgrader grades (`grading`), an answer that is not right raises AssertionError with
        the Result's text."""
        exercise, lang = self.get(id), lang or self.lang
        if lang not in LANGUAGES:
            raise ValueError(f"no texts in {lang!r}: choose one of {', '.join(LANGUAGES)}")
        reveal, waits = exercise.reveal, exercise.reveal is not None and len(given) > len(exercise.given)
        if waits and not grading() and id not in self.revealed and reveal.shown(given[len(exercise.given)]):
            self.revealed.add(id)
        waiting = waits and not grading() and id not in self.revealed
        given = given[:len(exercise.given)] if reveal is not None else given
        error = failed(id)
        if error is not None:
            why = say(lang, "failed_why", id=id, error=error, form=exercise.form)
            quotes = say(lang, "quotes") if error in ("SyntaxError", "NameError") else ""
            result = Result(id, FAILED, lang, " ".join(filter(None, (why, quotes))))
        elif waiting and not unanswered(answer):
            result = Result(id, WAITING, lang, say(lang, "noted", answer=repr(answer), then=_in(reveal.words, lang)))
        else:
            result = exercise.check(answer, lang, *given)
        if grading() and not result.ok:
            raise AssertionError(result.text)
        return result

    def checker(self, id: str) -> Callable[..., Union[Result, float]]:
        """The notebook's `check_<id>(answer, *given, lang=None)` for exercise `id`: its Result,
        or while nbgrader grades, the points of a right answer (nbgrader reads them from the
        cell's output) and AssertionError for another."""
        points = float(self.get(id).points)
        watch()                      # in a notebook's kernel: the answer cells that stop with an error

        def check(answer: Any, *given, lang: Optional[str] = None) -> Union[Result, float]:
            result = self.check(id, answer, *given, lang=lang)
            return points if grading() else result

        check.__name__ = check.__qualname__ = f"check_{id}"
        check.__doc__ = f"Check your answer to exercise {id}: a Result, right, wrong (with a hint) or not answered yet."
        return check

    def solutions(self, **given) -> Dict[str, Any]:
        """{id: a right answer} for every exercise, worked out now (for the teacher); `given`:
        {id: (what the notebook hands its check, ...)}; an exercise that needs what the
        notebook made and is not given it is left out."""
        return {id: ex.solve(*given.get(id, ())) for id, ex in self.by_id.items()
                if id in given or not ex.given}


def nbgrader_metadata(role: str, id: str, points: int = 1) -> Dict[str, Any]:
    """A cell's metadata for nbgrader (its cell metadata schema 3): role "task" (the question:
    locked), "answer" (the learner's cell: an autograded answer) or "check" (an autograder
    tests cell worth `points`, locked); its grade_id is "<role>_<id>".  A locked cell is also
    neither `editable` nor `deletable` in JupyterLab."""
    if role not in ("task", "answer", "check"):
        raise ValueError(f"role must be task, answer or check, not {role!r}")
    meta = {"grade": role == "check", "grade_id": f"{role}_{id}", "locked": role != "answer",
            "schema_version": 3, "solution": role == "answer", "task": False}
    if role == "check":
        meta["points"] = points
    return {"nbgrader": meta} if role == "answer" else {"nbgrader": meta, "editable": False, "deletable": False}
