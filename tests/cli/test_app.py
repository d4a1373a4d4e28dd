"""`mogel app` without a browser: its arguments, its messages when Voila is missing or the port
is busy, the game of --game reaching notebook 06 as Voila runs it (the cells Voila keeps, the
environment its kernels inherit), the served page's title and its links (none to a CDN), and
"Save game" offering the file as a download.  The page in a browser: test_app_browser.py."""

from __future__ import annotations

import base64
import json
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

import mogel
from conftest import run_cli
from mogel.cli import app

ROOT = Path(__file__).resolve().parents[2]


def test_app_help_names_its_options(capsys):
    with pytest.raises(SystemExit) as done:
        run_cli(capsys, "app", "--help")
    out = capsys.readouterr().out

    assert done.value.code == 0
    assert "RULES" in out and "--game NAME" in out and "--port N" in out and "127.0.0.1" in out


@pytest.mark.parametrize("port", ["0", "65536", "eighty", "-1"])
def test_a_port_outside_1_to_65535_is_a_usage_error(capsys, port):
    with pytest.raises(SystemExit) as done:
        run_cli(capsys, "app", f"--port={port}")
    err = capsys.readouterr().err

    assert done.value.code == 2
    assert f"a port is a whole number from 1 to 65535, not '{port}'" in err
    assert "Traceback" not in err


def test_an_unknown_game_is_a_usage_error_naming_the_games(capsys, monkeypatch):
    monkeypatch.setattr(app, "serve", lambda *args: pytest.fail("no server for an unknown game"))

    code, out, err = run_cli(capsys, "app", "--game", "mogeli")

    assert (code, out) == (2, "")
    assert "no shipped game is called 'mogeli'" in err and "mogelei" in err


def test_without_voila_it_names_the_extra_to_install(capsys, monkeypatch):
    monkeypatch.setattr(app, "has_voila", lambda: False)

    code, out, err = run_cli(capsys, "app")

    assert (code, out) == (1, "")
    assert err == 'mogel: mogel app needs the app extra (voila is missing): pip install "mogel[app]" ' \
                  '(in a clone of mogel: pip install ".[app]")\n'


def test_a_busy_port_is_told_before_anything_starts(capsys, monkeypatch):
    monkeypatch.setattr(app, "has_voila", lambda: True)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]

        code, out, err = run_cli(capsys, "app", "--port", port, "--lang", "de")

    assert (code, out) == (1, "")
    assert err.startswith("mogel: Der Befehl konnte nicht ausgef\u00fchrt werden. Meldung auf Englisch: ")
    assert f"port {port} on 127.0.0.1 is busy" in err and "--port N" in err


def test_the_page_leaves_out_the_lesson_the_exercises_and_other_games_how_to():
    """Notebook 06 keeps its lesson for JupyterLab; the page shows the game only."""
    book = json.loads(app.app_notebook().read_text(encoding="utf-8"))
    motte, cheat = app.page_notebook("mogel_motte"), app.page_notebook("cheat")
    texts = lambda book: ["".join(cell["source"]) for cell in book["cells"]]   # noqa: E731

    assert any("check_6a(" in text for text in texts(book)) and any("Spider" in text for text in texts(book))
    assert [cell["cell_type"] for cell in motte["cells"]] == ["markdown", "markdown", "code"]
    assert "**Mogel Motte**" in texts(motte)[1] and "Spider" in texts(motte)[1]
    assert [cell["cell_type"] for cell in cheat["cells"]] == ["markdown", "code"]
    assert texts(cheat) == [texts(motte)[0], texts(motte)[2]] and "HumanSeat(" in texts(cheat)[1]
    assert {key: cheat[key] for key in ("metadata", "nbformat")} == {key: book[key] for key in ("metadata", "nbformat")}


def test_the_game_of_dash_dash_game_is_played_on_the_page(monkeypatch, tmp_path):
    """The page's cells run in a kernel with the app's environment (Voila starts its kernels with
    this process's environment, updated) in a folder of their own: seat 0 plays Cheat."""
    pytest.importorskip("ipykernel")
    nbclient = pytest.importorskip("nbclient")
    import nbformat

    book = nbformat.reads(json.dumps(app.page_notebook("cheat")), as_version=4)
    book.cells.append(nbformat.v4.new_code_cell("print(seat.game.rules.game.name, seat.game.state.n)"))
    for name, value in app.kernel_environment("cheat").items():
        monkeypatch.setenv(name, value)

    nbclient.NotebookClient(book, kernel_name="python3", timeout=120,
                            resources={"metadata": {"path": str(tmp_path)}}).execute()

    assert book.cells[-1].outputs[0]["text"] == "cheat 4\n"


def test_a_rules_file_of_ones_own_is_played_on_the_page(monkeypatch, tmp_path):
    """`mogel app RULES` (trial 25: only shipped games could be served): the page leaves out every
    shipped game's how-to, its kernel finds the rules file beside it by MOGEL_RULES (a
    MOGEL_GAME of this process does not get through), and seat 0 plays those rules."""
    pytest.importorskip("ipykernel")
    nbclient = pytest.importorskip("nbclient")
    import nbformat

    text = (ROOT / "mogel" / "games" / "cheat.mm").read_text(encoding="utf-8").replace("game cheat:", "game my_cheat:")
    (tmp_path / "my_cheat.mm").write_text(text, encoding="utf-8")
    page = app.page_notebook(None)
    book = nbformat.reads(json.dumps(page), as_version=4)
    book.cells.append(nbformat.v4.new_code_cell("print(seat.game.rules.game.name, seat.game.rules.file)"))
    monkeypatch.setenv("MOGEL_GAME", "mogelei")
    environment = app.kernel_environment(None, rules="my_cheat.mm")
    assert environment["MOGEL_RULES"] == "my_cheat.mm" and "MOGEL_GAME" not in environment
    for name in ("MOGEL_GAME", "MOGEL_RULES"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)

    nbclient.NotebookClient(book, kernel_name="python3", timeout=120,
                            resources={"metadata": {"path": str(tmp_path)}}).execute()

    assert [cell["cell_type"] for cell in page["cells"]] == ["markdown", "code"]
    assert book.cells[-1].outputs[0]["text"] == "my_cheat my_cheat.mm\n"


def test_a_rules_file_with_errors_is_told_before_anything_starts(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(app, "serve", lambda *args, **kwargs: pytest.fail("no server for broken rules"))
    broken = tmp_path / "broken.mm"
    broken.write_text((ROOT / "mogel" / "games" / "cheat.mm").read_text(encoding="utf-8") + "\nzone spidre\n")

    code, out, err = run_cli(capsys, "app", str(broken))

    assert (code, out) == (1, "")
    assert f"{broken}:" in err and "Traceback" not in err
    code, out, err = run_cli(capsys, "app", str(broken), "--game", "cheat")
    assert code == 2 and "give a rules file or --game, not both" in err


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_served_page_is_titled_by_the_game_and_asks_no_other_server(tmp_path):
    """The page as Voila serves it (no browser: test_app_browser.py plays it): its title is the
    game's display name in --lang, and nothing it links, loads or imports lives elsewhere than
    the app itself -- Voila's lab template asks a CDN for Font Awesome, the app's does not."""
    pytest.importorskip("voila")
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    proc = subprocess.Popen([sys.executable, "-m", "mogel", "app", "--game", "mogelei", "--lang", "de", "--port",
                             str(port)], env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        for line in proc.stdout:
            if "http://" in line:
                break
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=120).read().decode("utf-8")
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)

    assert "<title>Mogelei \u2014 gegen die Bots spielen</title>" in page
    assert "application/vnd.jupyter.widget-view+json" in page and "Traceback" not in page   # the seat, no error
    fetched = re.findall(r"""(?:href|src)=["']([^"'#]+)""", page) + re.findall(r"""import\(["']([^"']+)""", page)
    assert fetched and [url for url in fetched if re.match(r"(https?:)?//", url) and "127.0.0.1" not in url] == []
    assert "cdn.jsdelivr.net" not in page and "cdnjs" not in page
    assert proc.returncode == 0 and err == ""


def test_a_rules_file_of_ones_own_is_served_under_its_display_name(tmp_path):
    """`mogel app RULES` as Voila serves it: the title is the rules' display name, and the seat
    is drawn with no error (the kernel found the copied rules file beside the page)."""
    pytest.importorskip("voila")
    rules = tmp_path / "voila.log"   # a name the app's own folder holds: the copy goes by rules.mm
    rules.write_text((ROOT / "mogel" / "games" / "cheat.mm").read_text(encoding="utf-8"), encoding="utf-8")
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    proc = subprocess.Popen([sys.executable, "-m", "mogel", "app", str(rules), "--port", str(port)], env=env,
                            text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        for line in proc.stdout:
            if "http://" in line:
                break
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=120).read().decode("utf-8")
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)

    title = mogel.load_rules(game="cheat").game.names
    assert f"<title>{dict(title)['en']} \u2014 play against the bots</title>" in page
    assert "application/vnd.jupyter.widget-view+json" in page and "Traceback" not in page and "MogelError" not in page
    assert proc.returncode == 0 and err == ""


def test_voila_s_lab_template_has_the_links_the_app_takes_out():
    """If Voila changes its template's CDN links, the app's template must change with them."""
    voila = pytest.importorskip("voila")
    from voila.paths import collect_template_paths

    text = next(Path(folder, "index.html.j2").read_text(encoding="utf-8")
                for folder in collect_template_paths(["voila"], "lab", prune=True)
                if Path(folder, "index.html.j2").is_file() and "voila" in str(folder))
    assert voila and all(link in text for link in app.CDN_LINKS)


def test_save_game_offers_the_saved_file_as_a_download_link(tmp_path, monkeypatch):
    """On the app's page the file lands in the server's temporary folder: the link is how a
    visitor keeps it (a data: URL of the file's bytes, named as the file)."""
    pytest.importorskip("ipywidgets")
    from mogel.widgets import HumanSeat

    monkeypatch.chdir(tmp_path)
    seat = HumanSeat(mogel.load_rules(game="cheat"), seed=3)
    seat.save("lesson one.mogel")
    seat.language.value = "de"

    link = re.search(r"<a class='mogel-download' href='data:application/octet-stream;base64,([^']+)' "
                     r"download='([^']+)'>([^<]+)</a>", seat.save_status.value)
    assert link is not None
    assert base64.b64decode(link.group(1)) == (tmp_path / "lesson one.mogel").read_bytes()
    assert link.group(2) == "lesson one.mogel" and link.group(3) == "lesson one.mogel herunterladen"


def _intro(book) -> str:
    return "".join(book["cells"][0]["source"])


def test_the_pages_introduction_is_the_games_own_not_the_lessons_of_mogel_motte():
    """Trial 26: `mogel app durak.mm` showed notebook 06's introduction, which speaks of "your own
    cheats", races and catches, whatever the rules.  The page's first cell is now made from the
    rules: their display name, and cheats, races and claims only where they have them."""
    lesson = json.loads(app.app_notebook().read_text(encoding="utf-8"))
    durak = ROOT / "tests" / "cli" / "trial26" / "durak.mm"
    title, book = app.app_page(None, durak, "en", "durak.mm")
    intro = _intro(book)
    assert title == "Durak" and intro.startswith("# Durak \u2014 play against the bots\n\nYou are **Ada** (seat 0). "
                                                 "Three bots play Durak with you:")
    assert "cheat" not in intro.lower() and "race" not in intro.lower() and "claim" not in intro.lower()
    assert "**Let a bot finish my game** plays the rest for you." in intro
    assert [cell["source"] for cell in book["cells"][1:]] == [cell["source"] for cell in app.page_notebook(None)["cells"][1:]]
    assert _intro(book) != "".join(lesson["cells"][0]["source"])

    title, book = app.app_page("cheat", lang="de")
    intro = _intro(book)
    assert title == "L\u00fcgen" and intro.startswith("# L\u00fcgen \u2014 gegen die Bots spielen\n\nDu bist **Ada** "
                                                       "(Platz 0). Drei Bots spielen L\u00fcgen mit dir:")
    assert "ob du **Gelogen!** rufst" in intro and "Mogeln** geh\u00f6rt" not in intro and "Wettl\u00e4ufe" not in intro

    title, book = app.app_page("mogel_motte", lang="en")   # its own how-to cell follows: no bullets twice
    intro = _intro(book)
    assert "and only your own cheats" in intro and "* **Races**" not in intro
    assert "**Mogel Motte**" in "".join(book["cells"][1]["source"])


def test_a_rules_file_with_cheats_and_races_gets_their_lines_in_either_language(tmp_path):
    own = tmp_path / "moth.mm"
    own.write_text((ROOT / "rules.mm").read_text(encoding="utf-8"), encoding="utf-8")
    for lang, cheats, races in (("en", "* **Cheating** is part of Cheating Moth: **Hide a card\u2026** chooses",
                                 "* **Races**: when one starts, press **Slap!** as fast as you can"),
                                ("de", "* **Mogeln** geh\u00f6rt zu Mogel Motte: Mit **Eine Karte verstecken\u2026** "
                                       "w\u00e4hlst du", "* **Wettl\u00e4ufe**: Wenn einer beginnt, drück **Klatsch!**")):
        intro = _intro(app.app_page(None, own, lang, "moth.mm")[1])
        assert cheats in intro and races in intro and "Claims" not in intro and "Behauptungen" not in intro
