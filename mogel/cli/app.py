"""`mogel app`: notebook 06 (play against the bots) served as a web page by Voila on 127.0.0.1.

    mogel app [RULES | --game NAME] [--port N] [--lang en|de]

Voila (the `app` extra: pip install "mogel[app]") runs the notebook's cells in a kernel of its
own for each visitor and shows only their outputs, so the page is the human seat's table and
buttons.  The game reaches the notebook as the environment variable MOGEL_GAME, which Voila's
kernels inherit; a rules file of one's own (RULES, checked before anything starts) is copied
beside the page and reaches it as MOGEL_RULES (its file name), which the notebook reads first.
The page is a copy of the notebook in a temporary folder without the cells of the lesson: those
tagged `not-in-app` (the demo for headless runs, the replay after the game, the exercises'
introduction), the graded exercises (cells with nbgrader's metadata), and those tagged
`game:NAME` for every other shipped game (a game's own "how to play"; with RULES, all of them),
and its first cell, the lesson's introduction (which speaks of the packaged game's cheats and races),
made from the rules served in the app's language (`page_intro`).

The page is served with Voila's lab template, less its links to Font Awesome on a CDN (the
template `mogel`, written into the temporary folder and found through JUPYTER_PATH: the icons
come with Voila's own scripts), so a visitor's browser asks 127.0.0.1 only; its title (the
browser tab's) is the game's display name, "<game name> -- play against the bots".  "Save
game" on the page writes into the kernel's folder and offers the file as a download link
(mogel.widgets.human_save): the visitor keeps it, the folder goes.

The address is printed once Voila listens; Voila's own messages go to a log file in the same
temporary folder (its path is printed too), which is removed when the app stops (the kernels
work in that folder).  Ctrl-C stops Voila and the kernels it started (SIGTERM to Voila, which
shuts its kernels down), says so and exits with code 0; SIGTERM to `mogel` stops it the same
way (exit code 143, mogel.__main__).
"""

from __future__ import annotations

import errno
import importlib.util
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import List, Optional

from ..check.files import shipped_games
from ..check.loader import load_rules
from ..errors import MogelError
from ..language.model import display_name
from .streams import flush, say
from .text import MESSAGES

NOTEBOOK = "06_play_against_the_bots.ipynb"
HOST = "127.0.0.1"
GAME_VARIABLE = "MOGEL_GAME"     # read by the notebook's first code cell
RULES_VARIABLE = "MOGEL_RULES"   # read before it: a rules file beside the page
OWN_PAGE = "page.ipynb"          # the page of a rules file of one's own
TAKEN = ("voila.log", "data", OWN_PAGE)   # names in the temporary folder a copied rules file must not take
LESSON_ONLY = "not-in-app"       # the tag of the cells the page leaves out
STARTUP_SECONDS = 120            # a loaded machine starts Voila in 5 to 15 s
STOP_SECONDS = 15
TEMPLATE = "mogel"               # Voila's lab template without its CDN links (write_template)
CDN_LINKS = tuple(f'<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/'
                  f'{name}.min.css" type="text/css" />' for name in ("all", "v4-shims"))   # in Voila's lab template


def app_notebook() -> Path:
    """Notebook 06: the copy packed into the wheel (mogel/notebooks/), else the repository's.
    Raises MogelError when neither is there."""
    from importlib import resources

    packaged = resources.files("mogel") / "notebooks" / NOTEBOOK
    if packaged.is_file():
        return Path(str(packaged))
    path = Path(__file__).resolve().parents[2] / "notebooks" / NOTEBOOK
    if not path.is_file():
        raise MogelError(f"the notebook of the app, {NOTEBOOK}, is missing from this installation of mogel")
    return path


def port_problem(port: int) -> Optional[str]:
    """Why Voila could not listen on HOST:`port` (None: it can, as far as binding now tells)."""
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # as tornado: a port in TIME_WAIT is free
        try:
            probe.bind((HOST, port))
        except OSError as err:
            if err.errno == errno.EADDRINUSE:
                return (f"port {port} on {HOST} is busy (another program, or another mogel app, listens "
                        f"there): choose another with --port N")
            return f"cannot listen on port {port} of {HOST}: {err.strerror} (choose another with --port N)"
    return None


# The page's introduction (`page_intro`), in place of the lesson's, which speaks of the packaged game's
# cheats and races: {title} the page's, {name} the game's display name; a line for each thing the
# rules have (cheats, races, claims), the buttons named as the human seat names them.
INTRO = {
    "en": {"head": "# {title}\n\nYou are **Ada** (seat 0). Three bots play {name} with you: a random bot (Bo), a "
                   "sneaky bot (Cy) and an honest bot (Di). You see only what Ada may see: your own hand face up, "
                   "the others' hands face down{own}.",
           "own": ", and only your own cheats",
           "how": "**How to play** -- everything is a button (keyboard: *Tab* to it, *Enter* to press). Above the "
                  "buttons stands what you are asked, with the line of the rules that asks it; above that, a yellow "
                  "box tells what happened since your last choice, each line with its number in the log. "
                  "**{finish}** plays the rest for you.",
           "cheats": "* **Cheating** is part of {name}: **{hide}** chooses a card to make disappear at your next "
                     "chance; **{call}** calls out a player you saw cheating (or on a hunch).",
           "races": "* **Races**: when one starts, press **{slap}** as fast as you can -- your time is measured "
                    "from the moment the button appears.",
           "claims": "* **Claims**: a player may claim something about cards you cannot see; you may be asked "
                     "whether to call **{call}**."},
    "de": {"head": "# {title}\n\nDu bist **Ada** (Platz 0). Drei Bots spielen {name} mit dir: ein Zufalls-Bot "
                   "(Bo), ein gerissener Bot (Cy) und ein ehrlicher Bot (Di). Du siehst nur, was Ada sehen darf: "
                   "deine eigene Hand offen, die Hände der anderen verdeckt{own}.",
           "own": ", und nur deine eigenen Mogeleien",
           "how": "**So spielst du** -- alles ist ein Knopf (Tastatur: mit *Tab* hin, mit *Enter* drücken). Über den "
                  "Knöpfen steht, was du gefragt wirst, mit der Zeile der Regeln, die es fragt; darüber erzählt ein "
                  "gelber Kasten, was seit deiner letzten Wahl geschah, jede Zeile mit ihrer Nummer im Protokoll. "
                  "**{finish}** spielt den Rest für dich.",
           "cheats": "* **Mogeln** gehört zu {name}: Mit **{hide}** wählst du eine Karte, die bei deiner nächsten "
                     "Gelegenheit verschwindet; mit **{call}** beschuldigst du jemanden, den du mogeln gesehen hast "
                     "(oder auf Verdacht).",
           "races": "* **Wettläufe**: Wenn einer beginnt, drück **{slap}** so schnell du kannst -- deine Zeit läuft, "
                    "sobald der Knopf erscheint.",
           "claims": "* **Behauptungen**: Wer spielt, darf etwas über Karten behaupten, die du nicht sehen kannst; "
                     "du wirst vielleicht gefragt, ob du **{call}** rufst."},
}


def page_intro(rules, title: str, lang: str = "en", own_cell: bool = False) -> str:
    """The page's introduction (markdown) for `rules` (a checked Rules) in `lang`: who plays, what
    the seat sees, how to play, and a line for cheats, races and claims only where the rules
    have them (INTRO) and the page has no cell of the game's own telling them (`own_cell`: a
    cell tagged `game:NAME`, as the packaged game's)."""
    from ..check.kept import walk_stmts
    from ..check.lets import blocks
    from ..language.choosing import Race
    from ..present.seat_words import call_word, say as seat_say

    words = INTRO.get(lang, INTRO["en"])
    name = display_name(rules.game.names, lang, rules.game.name)
    races = any(isinstance(node, Race) for _, block, _ in blocks(rules) for node in walk_stmts(block))
    fields = {"name": name, "hide": seat_say(lang, "hide_toggle"), "slap": seat_say(lang, "slap"),
              "call": call_word(rules, lang), "finish": seat_say(lang, "finish")}
    things = [words[key].format(**fields) for key, has in (("cheats", rules.cheats), ("races", races),
                                                           ("claims", rules.claims)) if has and not own_cell]
    head = words["head"].format(title=title, name=name, own=words["own"] if rules.cheats else "")
    return "\n\n".join([head, words["how"].format(**fields)] + (["\n".join(things)] if things else []))


def page_notebook(game: Optional[str], title: Optional[str] = None, intro: Optional[str] = None) -> dict:
    """Notebook 06 as the page for shipped game `game` (None: a rules file of one's own)
    (nbformat's JSON, as a dict): without the cells tagged `not-in-app` or `game:NAME` of
    another shipped game, and without the graded
    exercise cells (nbgrader's metadata); `title` (the page's, in the browser tab) as its
    metadata's title; `intro` (markdown: page_intro) in place of its first cell, the lesson's."""
    book = json.loads(app_notebook().read_text(encoding="utf-8"))
    left_out = {LESSON_ONLY} | {f"game:{name}" for name in shipped_games() if name != game}
    book["cells"] = [cell for cell in book["cells"] if "nbgrader" not in cell.get("metadata", {})
                     and not left_out & set(cell.get("metadata", {}).get("tags", ()))]
    if intro is not None:
        book["cells"][0] = {**book["cells"][0], "source": intro}
    if title is not None:
        book["metadata"] = {**book["metadata"], "title": title}
    return book


def app_page(game: Optional[str], rules: Optional[Path] = None, lang: str = "en", own: Optional[str] = None):
    """(the game's display name in `lang`, the page: page_notebook) for the shipped game `game`
    or the rules file `rules` (its name on the page: `own`), its introduction made from those
    rules (page_intro).  Raises RulesError for rules with errors, MogelError for a file that
    cannot be read."""
    games = shipped_games()
    loaded = load_rules(games[game], file=games[game].name) if rules is None else load_rules(rules, file=own)
    title = display_name(loaded.game.names, lang, game if rules is None else rules.stem)
    page_title = MESSAGES[lang]["app_page"].format(title=title)
    own_cell = any(f"game:{game}" in cell.get("metadata", {}).get("tags", ()) for cell in page_notebook(game)["cells"])
    return title, page_notebook(game, page_title, page_intro(loaded, page_title, lang, own_cell=own_cell))


def write_template(root: Path) -> Path:
    """Write the Voila template TEMPLATE under `root` (a Jupyter data folder: root/voila/templates/
    TEMPLATE): Voila's lab template with its CDN_LINKS taken out of the page head, and without
    nbconvert's loader of mermaid.js from a CDN (the page draws no diagram).  Returns its
    folder."""
    folder = root / "voila" / "templates" / TEMPLATE
    folder.mkdir(parents=True)
    (folder / "conf.json").write_text(json.dumps({"base_template": "lab"}), encoding="utf-8")
    cut = " | ".join(f"replace({json.dumps(link)}, '')" for link in CDN_LINKS)
    (folder / "index.html.j2").write_text(
        "{%- extends 'lab/index.html.j2' -%}\n"
        "{%- block notebook_css -%}{%- filter " + cut + " -%}{{ super() }}{%- endfilter -%}{%- endblock notebook_css -%}\n"
        "{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}\n",   # no diagrams: no CDN
        encoding="utf-8")
    return folder


def voila_command(notebook: Path, port: int) -> List[str]:
    """The command line that serves `notebook` on HOST:`port` with the template TEMPLATE."""
    return [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--Voila.ip={HOST}", f"--port={port}",
            "--Voila.port_retries=0", "--theme=light", f"--template={TEMPLATE}"]


def kernel_environment(game: Optional[str], data: Optional[Path] = None, rules: Optional[str] = None) -> dict:
    """This process's environment with MOGEL_GAME set to `game` or MOGEL_RULES to `rules` (a
    rules file's name in the notebook's folder; the other variable left out, whatever this
    process has), `data` (a folder with the template, see write_template) first on
    JUPYTER_PATH, and, when mogel runs from a clone (not installed), the clone on PYTHONPATH:
    the kernels start in the notebook's folder and must import this same mogel."""
    env = {name: value for name, value in os.environ.items() if name not in (GAME_VARIABLE, RULES_VARIABLE)}
    env.update({RULES_VARIABLE: rules} if rules is not None else {GAME_VARIABLE: game})
    if data is not None:
        env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(data), env.get("JUPYTER_PATH")]))
    root = Path(__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file():
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
    return env


def has_voila() -> bool:
    """Whether Voila is installed (the app extra)."""
    return importlib.util.find_spec("voila") is not None


def serve(game: Optional[str], port: int, lang: str = "en", rules: Optional[Path] = None) -> int:
    """Serve notebook 06 with the shipped game `game` (None: the packaged rules.mm), or the
    rules file `rules` (a path; game then None), on HOST:`port` until Ctrl-C; returns the exit
    code (0 after Ctrl-C).  Raises MogelError when Voila is missing (naming the extra), the
    port is busy, Voila fails to start, or `rules` cannot be read; RulesError for rules with
    errors."""
    if not has_voila():
        raise MogelError('mogel app needs the app extra (voila is missing): pip install "mogel[app]" '
                         '(in a clone of mogel: pip install ".[app]")')
    game = game if game is not None or rules is not None else next(iter(shipped_games()))
    problem = port_problem(port)
    if problem is not None:
        raise MogelError(problem)
    words = MESSAGES[lang]
    own = None if rules is None else rules.name if rules.name not in TAKEN else "rules.mm"   # the page's rules' name
    title, book = app_page(game, rules, lang, own)
    page = json.dumps(book, ensure_ascii=False)
    folder = Path(tempfile.mkdtemp(prefix="mogel-app-"))
    log_path = folder / "voila.log"
    url = f"http://{HOST}:{port}/"
    notebook = folder / (f"{game}.ipynb" if rules is None else OWN_PAGE)
    try:
        notebook.write_text(page, encoding="utf-8")
        if rules is not None:
            shutil.copyfile(rules, folder / own)
        write_template(folder / "data")
        environment = kernel_environment(game, folder / "data", own if rules is not None else None)
        with open(log_path, "wb") as log:
            proc = subprocess.Popen(voila_command(notebook, port), env=environment,
                                    stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                    start_new_session=True)   # Ctrl-C reaches mogel only, which stops Voila
        try:
            say(words["app_starting"].format(title=title, port=port))
            flush()
            _wait_until_listening(proc, port, log_path)
            say(words["app"].format(title=title, url=url, log=log_path))
            flush()
            code = proc.wait()
        except KeyboardInterrupt:
            _stop(proc)
            say(words["app_stopped"])
            return 0
        finally:
            _stop(proc)
        raise MogelError(f"Voila stopped by itself (exit code {code}); its last messages:\n{_tail(log_path)}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _wait_until_listening(proc: subprocess.Popen, port: int, log_path: Path) -> None:
    """Return once something accepts connections on HOST:`port` while Voila runs; MogelError
    when Voila exits first (a port taken meanwhile, a broken installation) or takes too long."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while proc.poll() is None:
        with socket.socket() as probe:
            probe.settimeout(1)
            if probe.connect_ex((HOST, port)) == 0:
                return
        if time.monotonic() > deadline:
            raise MogelError(f"Voila did not start within {STARTUP_SECONDS} s; its last messages:\n{_tail(log_path)}")
        time.sleep(0.2)
    problem = port_problem(port)
    raise MogelError(problem if problem is not None else
                     f"Voila stopped before serving the page (exit code {proc.returncode}); its last "
                     f"messages:\n{_tail(log_path)}")


def _tail(log_path: Path, lines: int = 12) -> str:
    """The last lines of Voila's log, indented."""
    text = log_path.read_text(encoding="utf-8", errors="replace").strip().splitlines()
    return "\n".join("    " + line for line in text[-lines:]) or "    (none)"


def _stop(proc: subprocess.Popen) -> None:
    """Stop Voila (SIGTERM: it shuts its kernels down), killing it and its process group if it
    has not stopped within STOP_SECONDS.  Nothing to do once it has exited."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=STOP_SECONDS)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    if hasattr(os, "killpg"):
        try:
            os.killpg(proc.pid, signal.SIGKILL)   # anything of its own session left behind
        except (ProcessLookupError, PermissionError):
            pass
