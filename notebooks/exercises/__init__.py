"""The checked exercises of the notebooks: one module per notebook (ex01 ... ex07), each with
`build(rules=None)`, its exercises on those rules (default: the shipped files).

In a notebook (the notebook's folder is the kernel's working directory, so this package is
found there):

    from exercises import language, task, check_3a
    language("de")          # the questions, checks and hints in German from now on
    task("3a")              # the question of exercise 3a
    check_3a(answer_3a)     # right, wrong (with a hint to a rules line) or not answered yet

`python -m exercises [en|de]`, run in notebooks/, prints every exercise with its right answer,
worked out now from the rules (docs/teaching.md).  The exercise machinery, which knows no
game, is mogel.widgets.exercises.  Without mogel and its notebook extra (another Python than the
venv's, `pip install .` alone), `python -m exercises` says so in one line (exit code 1) and an
import in a notebook raises an ImportError saying what to install.
"""

import sys

NEEDS = {"en": "exercises: {missing} cannot be imported by this Python ({python}): the exercises need mogel with its "
               "notebook extra; install it in the project's folder with python3 -m venv .venv && .venv/bin/pip "
               "install \".[notebook]\", then run in notebooks/: ../.venv/bin/python -m exercises",
         "de": "exercises: {missing} l\u00e4sst sich mit diesem Python ({python}) nicht importieren: die \u00dcbungen "
               "brauchen mogel mit dem Extra notebook; installiere es im Ordner des Projekts mit python3 -m venv .venv "
               "&& .venv/bin/pip install \".[notebook]\", dann in notebooks/: ../.venv/bin/python -m exercises"}

try:
    from mogel.widgets.exercises import Exercises

    from . import ex01, ex02, ex03, ex04, ex05, ex06, ex07
except ImportError as err:
    if (err.name or "").startswith("exercises"):   # a module of its own: not a library missing
        raise
    _said = NEEDS["de" if sys.argv[1:2] == ["de"] else "en"].format(missing=err.name, python=sys.executable) \
        if err.name else f"exercises: {err}"   # mogel's own message (mogel.widgets: which extra)
    if sys.argv[:1] == ["-m"]:   # `python -m exercises` still finding its __main__: one line, no traceback
        raise SystemExit(_said) from None
    raise ImportError(_said, name=err.name) from None

MODULES = (ex01, ex02, ex03, ex04, ex05, ex06, ex07)

BOOK = Exercises([exercise for module in MODULES for exercise in module.build()])
language = BOOK.language
task = BOOK.task
solutions = BOOK.solutions

for _id in BOOK.by_id:
    globals()[f"check_{_id}"] = BOOK.checker(_id)

__all__ = ["BOOK", "MODULES", "language", "solutions", "task", *(f"check_{_id}" for _id in BOOK.by_id)]
