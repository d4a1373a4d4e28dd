"""Notebook widgets for mogel: views only -- they call the engine and redraw from its events.

Needs the `notebook` extra (`pip install "mogel[notebook]"`: ipywidgets and friends); the
core package (`import mogel`) never imports this package.

    from mogel.widgets import GameViewer, VariantPanel, HumanSeat, RulesEditor, RulesExplorer
    RulesExplorer()                       # read rules.mm part by part (notebook 01)
    GameViewer(seed=3)                    # step through a bot game (notebook 02)
    GameViewer(seed=3, settings=True)     # ... with bot settings (notebook 03)
    GameViewer(seed=3, predict=True)      # ... predicting each event before it is shown (notebooks 01, 07)
    VariantPanel(seed=3)                  # toggle house rules, compare (notebook 04)
    RulesEditor()                         # write a card, check it live, play it (notebook 05)
    HumanSeat(seed=3)                     # play a seat against bots by clicking (notebook 06)
    Exercises([Exercise(...)]).checker("3a")   # a checked exercise (the notebooks' check_3a)

Modules (one owner each): cards (HTML/SVG cards, palette), table (the table), log (the event
log and Timeline), stepper (Step/Back/slider/autoplay), settings (bot settings), viewer
(GameViewer), predict (its predict-then-reveal panel, PredictPanel; the questions in
predict_questions), variants (VariantPanel, compare_games), editor (RulesEditor), human (HumanSeat),
explorer (RulesExplorer), exercises (checked exercises: Exercise, Exercises, their hints and
results; the notebooks' own exercises are in notebooks/exercises/), errors (every handler
shows its errors in the widget: `guard`, ErrorArea, a Button that drops double clicks),
toplevel (what every top-level widget does at the end of its constructor: re-running a notebook
cell closes the widgets its earlier run made; keyboard and screen-reader use: focus ring, named
sliders, the log's arrow keys).  The widgets may import every stage up to the lab
(docs/architecture.md), never the command line.
"""

try:
    import anywidget  # noqa: F401   (mogel.widgets.toplevel: focus ring, named sliders, the log's arrow keys)
    import ipywidgets  # noqa: F401
except ImportError as err:  # pragma: no cover - depends on the installed extras
    raise ImportError(f'mogel.widgets needs {err.name or "ipywidgets"}: pip install "mogel[notebook]"') from err

from .cards import OKABE_ITO, back_html, card_html, contrast
from .editor import RulesEditor
from .exercises import Exercise, Exercises, Hint, OneOf, Place
from .explorer import RulesExplorer
from .human import HumanSeat
from .log import EventLog, Timeline, render_log
from .predict import PredictPanel
from .settings import BotSettings
from .stepper import Stepper
from .table import TableView, gallery_html, render_table
from .variants import VariantPanel, compare_games, describe_difference
from .viewer import GameViewer, default_agents

__all__ = [
    "BotSettings", "EventLog", "Exercise", "Exercises", "GameViewer", "Hint", "HumanSeat", "OKABE_ITO", "OneOf",
    "Place", "PredictPanel", "RulesEditor", "RulesExplorer", "Stepper", "TableView", "Timeline", "VariantPanel",
    "back_html",
    "card_html", "compare_games", "contrast",
    "default_agents", "describe_difference", "gallery_html", "render_log", "render_table",
]
