"""The cache of checked rules (mogel/check/cache.py), through `load_rules` and `check_source`.

A text loaded before is not parsed again (the parser is made to fail to show it): in the same
process the same Rules comes back from memory; after `forget()` (as in a new process) an
equal one comes back from the cache's file, spans and diagnostics to the column.  A file that
is corrupt, not the user's or for another key is ignored and made again; other variants,
defines and file names are other entries; a folder that cannot be made is no error, and
MOGEL_CACHE=0 turns the cache off.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

import mogel
from mogel.check import cache
from mogel.check.files import shipped_games
from model_dump import dump

ROOT = Path(__file__).resolve().parents[2]
TEXT = mogel.default_rules_path().read_text(encoding="utf-8")
WARNED = TEXT.replace("define hand_size = 8", "define hand_size = 30", 1)   # a deal the deck cannot serve


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """An empty cache folder of this test, nothing in memory."""
    monkeypatch.setenv("MOGEL_CACHE_DIR", str(tmp_path / "cache"))
    cache.forget()
    yield tmp_path / "cache" / "checked"
    cache.forget()


@pytest.fixture
def parses(monkeypatch):
    """Counts the parses of a rules text (mogel.language.parser.parse_items)."""
    from mogel.language import parser

    calls = []
    real = parser.parse_items

    def counted(text, file="rules.mm"):
        calls.append(file)
        return real(text, file)

    monkeypatch.setattr(parser, "parse_items", counted)
    return calls


def no_parser(monkeypatch):
    def refuse(text, file="rules.mm"):
        raise AssertionError("parsed again")

    monkeypatch.setattr("mogel.language.parser.parse_items", refuse)


def cold(**load):
    """load_rules(**load) with the cache off."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("MOGEL_CACHE", "0")
        return mogel.load_rules(**load)


def test_a_repeated_load_does_not_parse_and_gives_the_same_rules(folder, monkeypatch):
    first = mogel.load_rules(text=TEXT, variants=["italian_ant"])
    no_parser(monkeypatch)
    assert mogel.load_rules(text=TEXT, variants=["italian_ant"]) is first   # in memory
    cache.forget()                                                           # as a new process
    again = mogel.load_rules(text=TEXT, variants=["italian_ant"])
    assert again is not first and dump(again) == dump(first)
    assert again.applied == ("italian_ant",)


def test_the_file_gives_the_same_diagnostics_as_a_cold_check(folder, monkeypatch):
    for text in (WARNED, TEXT.replace("penalty: 10", "penalty: ten", 1)):   # warnings; a syntax error
        with monkeypatch.context() as patch:
            patch.setenv("MOGEL_CACHE", "0")
            expected = dump(mogel.check_source(text))
        assert dump(mogel.check_source(text)) == expected
        with monkeypatch.context() as patch:
            no_parser(patch)
            assert dump(mogel.check_source(text)) == expected   # from memory
            cache.forget()
            assert dump(mogel.check_source(text)) == expected   # from the file
    assert any(d.severity == "warning" for d in mogel.check_source(WARNED)[1])


def test_a_fresh_process_reads_the_file_and_needs_no_parser(tmp_path):
    env = {**os.environ, "MOGEL_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    code = "import sys, mogel; rules = mogel.load_rules(game='mogelei'); print('lark' in sys.modules, len(rules.cards))"
    runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
            for _ in range(2)]
    cards = len(mogel.load_rules(game="mogelei").cards)
    assert runs == [f"True {cards}\n", f"False {cards}\n"]


@pytest.mark.parametrize("damage", ["garbage", "truncated", "another key", "empty"])
def test_a_damaged_file_is_ignored_and_written_again(folder, parses, monkeypatch, damage):
    first = mogel.load_rules(text=TEXT)
    [path] = folder.glob("*.pickle")
    data = path.read_bytes()
    path.write_bytes({"garbage": b"not a pickle at all", "truncated": data[:len(data) // 2], "empty": b"",
                      "another key": pickle.dumps(("0" * 64, ("rules", ())))}[damage])
    cache.forget()
    again = mogel.load_rules(text=TEXT)
    assert len(parses) == 2 and dump(again) == dump(first)
    assert path.read_bytes() == data                        # made again
    no_parser(monkeypatch)
    cache.forget()
    assert dump(mogel.load_rules(text=TEXT)) == dump(first)


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="giving a file away needs root")
def test_a_file_of_another_user_is_not_read(folder, parses):
    mogel.load_rules(text=TEXT)
    [path] = folder.glob("*.pickle")
    os.chown(path, 4321, -1)
    cache.forget()
    mogel.load_rules(text=TEXT)
    assert len(parses) == 2


def test_other_variants_defines_and_file_names_are_other_entries(folder, monkeypatch):
    loads = [dict(), dict(variants=["italian_ant"]), dict(variants="quick_game"), dict(defines={"hand_size": 6}),
             dict(defines={"hand_size": 7}), dict(file="other.mm")]
    expected = [cold(text=TEXT, **load) for load in loads]
    for load in loads:
        mogel.load_rules(text=TEXT, **load)
    assert len(list(folder.glob("*.pickle"))) == len(loads) + 2   # a define's load keeps its text's check too
    no_parser(monkeypatch)
    cache.forget()
    for load, rules in zip(loads, expected):
        assert dump(mogel.load_rules(text=TEXT, **load)) == dump(rules)
    assert mogel.load_rules(text=TEXT, defines={"hand_size": 6}).defines["hand_size"].body.value == 6
    assert mogel.load_rules(text=TEXT, file="other.mm").cards["moth"].span.file == "other.mm"


def test_every_shipped_game_and_variant_comes_back_whole(folder, monkeypatch):
    loads = [dict(game=name, variants=variants) for name in shipped_games()
             for variants in [(), *[(v,) for v in cold(game=name).variants]]]
    expected = []
    for load in loads:   # checked now (the folder is empty), kept in it
        try:
            expected.append(dump(mogel.load_rules(**load)))
        except mogel.RulesError:   # a variant that clashes alone
            expected.append(None)
    no_parser(monkeypatch)
    cache.forget()
    for load, rules in zip(loads, expected):
        if rules is not None:
            assert dump(mogel.load_rules(**load)) == rules, load
    assert len(loads) >= 40 and expected.count(None) < len(loads) // 4


def test_a_folder_that_cannot_be_made_is_no_error(tmp_path, monkeypatch, parses):
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("MOGEL_CACHE_DIR", str(blocked / "cache"))
    cache.forget()
    rules = mogel.load_rules(text=TEXT)
    assert mogel.load_rules(text=TEXT) is rules and len(parses) == 1   # kept in memory only
    cache.forget()
    assert dump(mogel.load_rules(text=TEXT)) == dump(rules) and len(parses) == 2


def test_mogel_cache_0_turns_it_off(folder, monkeypatch, parses):
    monkeypatch.setenv("MOGEL_CACHE", "0")
    first = mogel.load_rules(text=TEXT)
    assert mogel.load_rules(text=TEXT) is not first and len(parses) == 2
    assert not folder.exists()


def test_only_the_newest_files_are_kept(folder, monkeypatch):
    monkeypatch.setattr(cache, "MAX_FILES", 2)
    for variant in ("italian_ant", "quick_game", "open_hands"):
        mogel.load_rules(text=TEXT, variants=[variant])
    assert len(list(folder.glob("*.pickle"))) == 2
    assert not list(folder.glob("*.tmp"))


def test_writers_at_once_leave_one_whole_file(tmp_path):
    """Three processes load the same rules into an empty folder at the same time."""
    env = {**os.environ, "MOGEL_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    code = "import mogel; print(len(mogel.load_rules(variants=['quick_game']).cards))"
    runs = [subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True)
            for _ in range(3)]
    outs = [run.communicate()[0] for run in runs]
    assert outs == [f"{len(mogel.load_rules().cards)}\n"] * 3
    files = list((tmp_path / "checked").iterdir())
    assert len(files) == 1 and files[0].suffix == ".pickle"
    rules, diagnostics = cache._read(files[0], files[0].stem)   # None unless whole and of the key it is named by
    assert rules.applied == ("quick_game",)


def test_a_file_and_its_text_are_one_entry(folder, monkeypatch, tmp_path):
    """load_rules of a file keys the cache by the file's bytes, check_source of its text by the
    text: one entry, whichever comes first; a file with a lone "\r" or a byte order mark is read
    as its text is."""
    path = tmp_path / "mine.mm"
    path.write_text(TEXT, encoding="utf-8")
    first = mogel.load_rules(path, file="mine.mm")
    no_parser(monkeypatch)
    assert mogel.check_source(TEXT, "mine.mm")[0] is first
    cache.forget()
    assert dump(mogel.check_source(TEXT, "mine.mm")[0]) == dump(first)
    monkeypatch.undo()
    for odd in (b"\xef\xbb\xbf" + TEXT.encode(), TEXT.replace("\n", "\r", 1).encode()):
        path.write_bytes(odd)
        assert dump(mogel.load_rules(path, file="mine.mm")) == dump(cold(path=path, file="mine.mm"))


def test_a_span_is_a_place_that_pickles_compares_and_hashes_as_one():
    from mogel.errors import Span

    span = Span("rules.mm", 3, 5, 3, 9)
    assert (span.file, span.line, span.column, span.end_line, span.end_column) == ("rules.mm", 3, 5, 3, 9)
    assert str(span) == f"{span}" == "rules.mm:3:5" and Span("a", 1, 2) == Span("a", 1, 2, 0, 0)
    assert repr(span) == "Span(file='rules.mm', line=3, column=5, end_line=3, end_column=9)"
    assert span != ("rules.mm", 3, 5, 3, 9) and ("rules.mm", 3, 5, 3, 9) != span and span != Span("rules.mm", 3, 5)
    assert hash(span) == hash(Span("rules.mm", 3, 5, 3, 9)) and {span: 1}[Span("rules.mm", 3, 5, 3, 9)] == 1
    again = pickle.loads(pickle.dumps(span))
    assert type(again) is Span and again == span
    with pytest.raises(AttributeError):
        span.line = 4


def test_a_load_from_the_file_leaves_the_collector_as_it_found_it(folder, monkeypatch):
    """The read's collector settings: on again afterwards; the loaded model is in the oldest
    generation (not traversed by young collections); objects the process froze stay frozen,
    and then the model is left to the young generations."""
    import gc

    mogel.load_rules()
    cache.forget()
    no_parser(monkeypatch)
    rules = mogel.load_rules()
    assert gc.isenabled()
    assert any(obj is rules for obj in gc.get_objects(generation=2))
    cache.forget()
    gc.freeze()
    try:
        count = gc.get_freeze_count()
        again = mogel.load_rules()
        assert gc.get_freeze_count() == count and gc.isenabled()
        assert dump(again) == dump(rules) and not any(obj is again for obj in gc.get_objects(generation=2))
    finally:
        gc.unfreeze()
