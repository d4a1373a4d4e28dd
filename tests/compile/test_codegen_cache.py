"""The generated source is cached by a hash of (rules text, file, variants, the mode -- the usual
module, its lab twin or that twin for bots answered at once --, the compile stage's source, mogel's version) -- in memory and in the user's cache folder (mogel.check.cache) -- and
the compiled code in memory: the same rules are written once, other rules again."""

from __future__ import annotations

import pytest

import mogel
from mogel.check import cache
from mogel.compile import codegen
from mogel.compile.program import DeckTables, Program


@pytest.fixture
def counted(monkeypatch, tmp_path):
    """codegen.generate counting its calls, with a cache folder of this test's own."""
    monkeypatch.setenv("MOGEL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("MOGEL_CACHE", raising=False)
    cache.forget()
    codegen._code.clear()
    calls = []
    real = codegen.generate

    def generate(rules, deck, lab, at_once=False):
        calls.append((rules.file, rules.applied) + (("lab",) if lab else ()) + (("at_once",) if at_once else ()))
        return real(rules, deck, lab, at_once)
    monkeypatch.setattr(codegen, "generate", generate)
    yield calls
    cache.forget()
    codegen._code.clear()


def fresh(**kwargs):
    """Rules checked again (not the object in the cache's memory): the same text gives an equal,
    new model."""
    cache.forget()
    text = mogel.default_rules_path().read_text(encoding="utf-8")
    return mogel.check_source(text, "rules.mm", kwargs.get("variants", ()))[0]


def test_the_same_rules_are_written_once(counted):
    first, second = fresh(), fresh()
    a = codegen.source(first, DeckTables(first))
    b = codegen.source(second, DeckTables(second))
    Program(first), Program(second)

    assert first is not second
    assert a == b and counted == [("rules.mm", ())]


def test_variants_and_defines_are_other_rules(counted):
    plain = codegen.source(fresh(), DeckTables(fresh()))
    varied_rules = fresh(variants=["italian_ant"])
    varied = codegen.source(varied_rules, DeckTables(varied_rules))
    fewer = mogel.load_rules(defines={"hand_size": 5})
    shorter = codegen.source(fewer, DeckTables(fewer))

    assert len(counted) == 3 and len({plain, varied, shorter}) == 3
    deal = next(e for e in mogel.Game(fewer, ["random"] * 4, seed=1).play().events if e.kind == "deal")
    assert len(deal.moves) == 4 * 5


def test_a_new_process_reads_the_source_from_the_cache_folder(counted, monkeypatch):
    rules = fresh()
    written = codegen.source(rules, DeckTables(rules))
    cache.forget()   # as a new process: nothing in memory
    codegen._code.clear()
    monkeypatch.setattr(codegen, "generate", lambda rules, deck, lab, at_once: pytest.fail("written again"))

    assert codegen.source(rules, DeckTables(rules)) == written
    Program(rules)


def test_with_the_cache_off_the_source_is_written_each_time(counted, monkeypatch):
    monkeypatch.setenv("MOGEL_CACHE", "0")
    rules = fresh()
    codegen.source(rules, DeckTables(rules))
    codegen.source(rules, DeckTables(rules))

    assert len(counted) == 2


def test_the_lab_twins_are_written_once_beside_the_usual_module(counted):
    first, second = fresh(), fresh()
    usual = codegen.source(first, DeckTables(first))
    twin = codegen.source(first, DeckTables(first), lab=True)
    again = codegen.source(second, DeckTables(second), lab=True)
    at_once = codegen.source(first, DeckTables(first), lab=True, at_once=True)
    at_once_again = codegen.source(second, DeckTables(second), lab=True, at_once=True)

    bots = codegen.source(first, DeckTables(first), at_once=True)   # the usual module for bots answered at once
    bots_again = codegen.source(second, DeckTables(second), at_once=True)

    assert twin == again and twin != usual and at_once == at_once_again and at_once not in (twin, usual)
    assert bots == bots_again and bots not in (usual, twin, at_once)
    assert counted == [("rules.mm", ()), ("rules.mm", (), "lab"), ("rules.mm", (), "lab", "at_once"),
                       ("rules.mm", (), "at_once")]
