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
game, is mogel.widgets.exercises.
"""

from mogel.widgets.exercises import Exercises

from . import ex01, ex02, ex03, ex04, ex05, ex06, ex07

MODULES = (ex01, ex02, ex03, ex04, ex05, ex06, ex07)

BOOK = Exercises([exercise for module in MODULES for exercise in module.build()])
language = BOOK.language
task = BOOK.task
solutions = BOOK.solutions

for _id in BOOK.by_id:
    globals()[f"check_{_id}"] = BOOK.checker(_id)

__all__ = ["BOOK", "MODULES", "language", "solutions", "task", *(f"check_{_id}" for _id in BOOK.by_id)]
