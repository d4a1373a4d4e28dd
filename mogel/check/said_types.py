"""The messages of the typer (mogel.check.typer and its parts), in English and German; the words of
the types ("a number", "eine Zahl") and of the places an expression stands ("as how many cards").

`SAY(id, **fields)` fills one in (a mogel.errors.Catalogue); `type_word(t)` says a type of
mogel.check.vocabulary in words: a base type, a value of an attribute ("value:colour": "a
colour", German "ein Wert von 'colour'"), a set of them ("values:colour"), a card's kind
("kind") or the answer of a choice ("an option of the choice at line 12").  German speaks of
an attribute by its name in the rules file, as English does by the name's plural; both say the
quoted words of the language as they are written.  Nothing of mogel.check is imported here.
"""

from __future__ import annotations

from ..errors import SAID, Catalogue, Joined, Said

SAY = Catalogue({
    # the types, as mogel.check.vocabulary names them
    "type_int": ("a number", "eine Zahl"), "type_bool": ("a truth value", "ein Wahrheitswert"),
    "type_card": ("a card", "eine Karte"), "type_player": ("a player", "ein Spieler"),
    "type_cards": ("a set of cards", "eine Menge von Karten"),
    "type_players": ("a set of players", "eine Menge von Spielern"),
    "type_ints": ("a set of numbers", "eine Menge von Zahlen"), "type_any": ("anything", "irgendetwas"),
    "type_set": ("a set of cards, players or numbers", "eine Menge von Karten, Spielern oder Zahlen"),
    "type_value": ("{article} {name}", "ein Wert von '{attribute}'"),
    "type_values": ("a set of {plural}", "eine Menge von Werten von '{attribute}'"),
    "type_kind": ("a card kind", "eine Kartenart"),
    "type_option": ("an option of the choice at line {line}", "eine Option der Wahl in Zeile {line}"),
    "type_other": ("{name}", "{name}"),
    # where an expression stands (Typer.expect's `what`)
    "w_after": ("after '{word}'", "nach '{word}'"), "w_before": ("before '{word}'", "vor '{word}'"),
    "player_of_player": ("'player of' gives who laid a card (as in 'player of top of table'), but this is a player "
                         "already: write it without 'player of'",
                         "'player of' ergibt, wer eine Karte gelegt hat (wie in 'player of top of table'), aber das "
                         "hier ist schon ein Spieler: schreib es ohne 'player of'"),
    "w_in": ("in '{word}'", "in '{word}'"),
    "w_how_many_cards": ("as how many cards", "als Anzahl der Karten"),
    "w_how_many_turns": ("as how many turns", "als Anzahl der Züge"),
    "w_rounds": ("as the number of rounds", "als Anzahl der Runden"),
    "w_times_of": ("as the number of {name}s", "als Anzahl von '{name}'"),
    "w_most_cards": ("as the most cards", "als höchste Anzahl der Karten"),
    "w_card_to_move": ("as the card to move", "als die Karte, die bewegt wird"),
    "w_who_races": ("as who races", "als Teilnehmer des Wettlaufs"),
    "w_who_gets": ("as who gets the card", "als Empfänger der Karte"),
    "w_points": ("as the points scored", "als erzielte Punkte"),
    "w_who_cheats": ("as who may cheat", "als die, die mogeln dürfen"),
    "w_who_notices": ("as who may notice", "als der, der es bemerken kann"),
    "w_who_accuses": ("as who may accuse", "als der, der beschuldigen darf"),
    "w_who_chooses": ("as who chooses", "als der, der wählt"),
    "w_who_accused": ("as who is accused", "als der Beschuldigte"),
    "w_set_of_numbers": ("in a set of numbers", "in einer Menge von Zahlen"),
    "w_set_of": ("in a set of {plural}", "in einer Menge von Werten von '{attribute}'"),
    "w_else": ("after 'else' (both sides must agree)", "nach 'else' (beide Seiten müssen zusammenpassen)"),
    "w_option_if": ("after an option's 'if'", "nach dem 'if' einer Option"),
    "w_each_player_counts": ("as what each player counts", "als das, was jeder Spieler zählt"),
    "w_each_card_counts": ("as what each card counts", "als das, was jede Karte zählt"),
    # mogel.check.vocabulary and mogel.check.typer
    "box": ("'{box}' is the game box (cards out of play): rules cannot name it; every card starts there, and 'move all "
            "cards to ZONE' gathers them from it. To put cards out of play, declare a zone for them (zone aside: shared, "
            "seen by nobody)",
            "'{box}' ist die Spielschachtel (Karten außerhalb des Spiels): die Regeln können sie nicht nennen; jede "
            "Karte beginnt dort, und 'move all cards to ZONE' holt sie von dort. Um Karten aus dem Spiel zu nehmen, "
            "deklariere eine Zone für sie (zone aside: shared, seen by nobody)"),
    "zone_shared": ("'{name}' is shared (made so at {at})", "'{name}' ist eine gemeinsame Zone (so festgelegt bei {at})"),
    "zone_shared_by_variant": ("variant '{variant}' makes '{name}' shared (made so at {at})",
                               "Variante '{variant}' macht '{name}' zu einer gemeinsamen Zone (so festgelegt bei {at})"),
    "keep_per_player": ("keep '{name}' 'per player' in that variant", "lass '{name}' in dieser Variante 'per player'"),
    "needs_arguments": ("'{name}' needs {n} argument(s): write {name}({params})",
                        "'{name}' braucht {n} Argument(e): schreib {name}({params})"),
    "zone_of_each": ("'{name}' is a zone of each player: write '{name} of PLAYER'",
                     "'{name}' ist eine Zone jedes Spielers: schreib '{name} of PLAYER'"),
    "variable_of_each": ("'{name}' is a variable of each player: write '{name} of PLAYER'",
                         "'{name}' ist eine Variable jedes Spielers: schreib '{name} of PLAYER'"),
    "variable_of_table": ("'{name}' is one variable for the whole table, not one per player: drop 'of ...', or declare "
                          "it 'per player' ('variable {name} = ..., per player')",
                          "'{name}' ist eine Variable für den ganzen Tisch, nicht eine je Spieler: lass 'of ...' weg "
                          "oder deklariere sie 'per player' ('variable {name} = ..., per player')"),
    "played_only": ("'played' exists only inside an 'on play' block", "'played' gibt es nur in einem 'on play'-Block"),
    "card_kind_test": ("'{name}' is a card kind: test it with 'card is {name}'",
                       "'{name}' ist eine Kartenart: prüfe sie mit 'card is {name}'"),
    "unbound_card": ("'card' is not known here: it names the card being looked at in a 'where' filter or a condition "
                     "on cards; {hint}",
                     "'card' ist hier nicht bekannt: es nennt die Karte, die ein 'where'-Filter oder eine Bedingung "
                     "über Karten gerade betrachtet; {hint}"),
    "others_in_each": ("'others' here is every player but 'active' (whose turn it is; outside a turn, the starter), "
                       "not every player but the 'player' looked at here: for those, write 'players except player'",
                       "'others' sind hier alle Spieler außer 'active' (wer am Zug ist; außerhalb eines Zuges der "
                       "Startspieler), nicht alle Spieler außer dem 'player', der hier betrachtet wird: für diese "
                       "schreib 'players except player'"),
    "unbound_player": ("'player' is not known here: it names the player being looked at in a 'where' filter or a "
                       "condition on players; {hint}",
                       "'player' ist hier nicht bekannt: es nennt den Spieler, den ein 'where'-Filter oder eine "
                       "Bedingung über Spieler gerade betrachtet; {hint}"),
    "player_in_selection": ("'player' is not known here: in the 'where' of the cards a player plays, gives, takes or "
                            "moves, 'card' is each card and 'player' is bound only inside 'each player' or 'for each "
                            "player'; name the acting player: 'active' (whose turn it is), a role, or the name a "
                            "'let', a race ('as loser') or an accusation ('accused') binds",
                            "'player' ist hier nicht bekannt: im 'where' der Karten, die ein Spieler ausspielt, gibt, "
                            "nimmt oder bewegt, ist 'card' jede Karte, und 'player' ist nur innerhalb von 'each "
                            "player' oder 'for each player' gebunden; nenne den handelnden Spieler: 'active' (wer am "
                            "Zug ist), eine Rolle oder den Namen, den ein 'let', ein Wettlauf ('as loser') oder eine "
                            "Anschuldigung ('accused') bindet"),
    "hint_definition": ("a definition sees only its parameters (write 'define f(c) = ...')",
                        "eine Definition sieht nur ihre Parameter (schreib 'define f(c) = ...')"),
    "hint_player": ("name the player here: 'active' (whose turn it is), a role, or a name a race binds ('as loser') or "
                    "an accusation binds ('accused')",
                    "nenne den Spieler hier: 'active' (wer am Zug ist), eine Rolle, oder einen Namen, den ein Wettlauf "
                    "('as loser') oder eine Anschuldigung ('accused') bindet"),
    "hint_card": ("name the card here: 'played' (in an 'on play' block) or 'top of discard'",
                  "nenne die Karte hier: 'played' (in einem 'on play'-Block) oder 'top of discard'"),
    "unknown_name": ("unknown name '{name}'{hint}", "unbekannter Name '{name}'{hint}"),
    "defined_by_itself": ("'{name}' is defined in terms of itself", "'{name}' ist durch sich selbst definiert"),
    "expected": ("expected {wanted}, but this is {actual}", "erwartet: {wanted}, aber das hier ist {actual}"),
    "expected_where": ("expected {wanted} {what}, but this is {actual}",
                       "erwartet: {wanted} {what}, aber das hier ist {actual}"),
    "percentage": ("a percentage is not a number: percentages go only after 'attention during races:' and in "
                   "'chance(30%)'",
                   "ein Prozentwert ist keine Zahl: Prozentwerte stehen nur hinter 'attention during races:' und in "
                   "'chance(30%)'"),
    "card_has_no": ("a card has no '{name}'{hint}; it has {fields}", "eine Karte hat kein '{name}'{hint}; sie hat {fields}"),
    "mod_zero": ("'mod 0' has no value: divide by a number other than 0",
                 "'mod 0' hat keinen Wert: teile durch eine Zahl außer 0"),
    "set_after_in": ("expected a set after 'in', but this is {actual}",
                     "erwartet: eine Menge hinter 'in', aber das hier ist {actual}"),
    "compares_numbers": ("'{op}' compares numbers, but this is {actual}", "'{op}' vergleicht Zahlen, aber das hier ist {actual}"),
    "cannot_compare": ("cannot compare {left} with {right}{hint}", "{left} und {right} lassen sich nicht vergleichen{hint}"),
    "value_hint": (": write 'c.value = 3' for the number on the card", ": schreib 'c.value = 3' für die Zahl auf der Karte"),
    "values_hint": (": the {plural} are {values} (write 'c.{named} = {first}')",
                    ": die Werte von '{named}' sind {values} (schreib 'c.{named} = {first}')"),
    "no_number_columns": ("the cards have no number: the deck's columns are {plural}, not numbers ('columns: {columns}'); "
                          "compare {example} instead",
                          "die Karten haben keine Zahl: die Spalten des Kartenstapels sind die Werte von '{columns}', "
                          "keine Zahlen ('columns: {columns}'); vergleiche stattdessen {example}"),
    "compare_value_or_is": ("'c.{columns} = {value}' or 'c is {value}'", "'c.{columns} = {value}' oder 'c is {value}'"),
    "no_number_values": ("the cards have no number: the deck has no 'values:' line, so '.value' is nothing on every card",
                         "die Karten haben keine Zahl: der Kartenstapel hat keine 'values:'-Zeile, also ist '.value' "
                         "auf keiner Karte etwas"),
    "worth_no_values": ("'{what}' adds up the cards' numbers ('card.value') and no other attribute, but the deck has "
                        "no 'values:' line: no card has a number to add up",
                        "'{what}' zählt die Zahlen der Karten zusammen ('card.value') und kein anderes Attribut, aber "
                        "der Kartenstapel hat keine 'values:'-Zeile: keine Karte hat eine Zahl zum Zusammenzählen"),
    "worth_columns": ("'{what}' adds up the cards' numbers ('card.value') and no other attribute, but the deck's "
                      "columns are {plural}, not numbers ('columns: {columns}'): no card has a number to add up",
                      "'{what}' zählt die Zahlen der Karten zusammen ('card.value') und kein anderes Attribut, aber "
                      "die Spalten des Kartenstapels sind die Werte von '{columns}', keine Zahlen ('columns: "
                      "{columns}'): keine Karte hat eine Zahl zum Zusammenzählen"),
    "is_tests_player": ("'is {name}' tests a player, but this is {actual}",
                        "'is {name}' prüft einen Spieler, aber das hier ist {actual}"),
    "is_tests_card": ("'is {name}' tests a card, but this is {actual}", "'is {name}' prüft eine Karte, aber das hier ist {actual}"),
    "is_names_a_value": ("'{name}' is {kind}, not a card kind, tag or role, which 'is' names: to compare a card's "
                         "attribute with its value, write '{example}'",
                         "'{name}' ist {kind}, keine Kartenart, kein Merkmal und keine Rolle, die 'is' nennt: um ein "
                         "Attribut einer Karte mit dem Wert zu vergleichen, schreib '{example}'"),
    "is_a_variable": ("a variable", "eine Variable"), "is_a_definition": ("a definition", "eine Definition"),
    "is_a_bound_name": ("a name given to a value here", "ein Name für einen Wert hier"),
    "unknown_is": ("unknown card kind, tag or role '{name}'{hint}", "unbekannte Kartenart, Merkmal oder Rolle '{name}'{hint}"),
    "where_filters": ("'where' filters a set of cards or players, but this is {actual}",
                      "'where' filtert eine Menge von Karten oder Spielern, aber das hier ist {actual}"),
    "except_takes": ("'except' takes from a set of cards or players, but this is {actual}",
                     "'except' nimmt aus einer Menge von Karten oder Spielern, aber das hier ist {actual}"),
    "shared_of": ("zone {what}: it has no owner, so '{name} of ...' cannot be used; drop 'of ...' or make the zone "
                  "'per player'",
                  "{what}: sie hat keinen Besitzer, also geht '{name} of ...' nicht; lass 'of ...' weg oder mach die "
                  "Zone 'per player'"),
    "shared_of_variant": ("{what}: it has no owner, so '{name} of ...' cannot be used; drop 'of ...' or {fix}",
                          "{what}: sie hat keinen Besitzer, also geht '{name} of ...' nicht; lass 'of ...' weg oder {fix}"),
    "unknown_function": ("unknown function '{name}'{hint}: no zone, function or definition has that name",
                         "unbekannte Funktion '{name}'{hint}: keine Zone, Funktion oder Definition hat diesen Namen"),
    "face_down_set": ("'face_down' takes a card, not a set of cards: write 'any({cards} where face_down(card))'",
                      "'face_down' nimmt eine Karte, keine Menge von Karten: schreib 'any({cards} where face_down(card))'"),
    "face_down_card": ("expected a card in 'face_down', but this is {actual}",
                       "erwartet: eine Karte in 'face_down', aber das hier ist {actual}"),
    "presence_set": ("'{func}' asks whether a value is there, but this is {actual}, which always is (perhaps with no "
                     "members): ask '{fix}'",
                     "'{func}' fragt, ob ein Wert da ist, aber das hier ist {actual}, und die ist immer da (vielleicht "
                     "ohne Elemente): frag '{fix}'"),
    "call_fails": ("'{name}' does not work with {given}: in its definition (line {line}), {problem}",
                   "'{name}' geht nicht, wenn die Argumente {given} sind: in der Definition (Zeile {line}): {problem}"),
    # mogel.check.teams: `partner of P`, `team of P`, `teammates of P`
    "no_teams": ("'{name} of' needs teams, and this game has none: say who plays together in the game header "
                 "('teams: partners opposite')",
                 "'{name} of' braucht Teams, und dieses Spiel hat keine: sag im Spielkopf, wer zusammen spielt "
                 "('teams: partners opposite')"),
    "partner_of_two": ("'partner of' needs teams of two players, but a team here has {sizes}: use 'teammates of'",
                       "'partner of' braucht Teams aus zwei Spielern, aber ein Team hat hier {sizes}: nimm 'teammates of'"),
    "arity": ("'{name}' takes {n} argument(s), not {given}", "'{name}' nimmt {n} Argument(e), nicht {given}"),
    # mogel.check.typer_attrs
    "no_such_field": ("a card has no '{name}'; it has {known}{hint}", "eine Karte hat kein '{name}'; sie hat {known}{hint}"),
    "order_compare": ("'{op}' compares numbers, but this is {actual}: use next(...) and previous(...) for the order of "
                      "{plural}",
                      "'{op}' vergleicht Zahlen, aber das hier ist {actual}: nimm next(...) und previous(...) für die "
                      "Reihenfolge der Werte von '{attribute}'"),
    "kind_compare": ("'{op}' compares numbers, but this is a card kind",
                     "'{op}' vergleicht Zahlen, aber das hier ist eine Kartenart"),
    "not_a_value": ("'{name}' is not a {attribute}: the {plural} are {values}{hint}",
                    "'{name}' ist kein Wert von '{code}': die Werte sind {values}{hint}"),
    # mogel.check.typer_attrs: `top of discard.value`
    "dot_before_of": ("write '({head}).{name}': '.' is read before 'of'",
                      "schreib '({head}).{name}': '.' wird vor 'of' gelesen"),
    # mogel.check.typer_sets
    "first_needs_set": ("'first' needs one set: write first(players where size(hand of player) > 3)",
                        "'first' braucht eine Menge: schreib first(players where size(hand of player) > 3)"),
    "sum_needs": ("'sum' needs a set and what to add up: write {example}",
                  "'sum' braucht eine Menge und das, was zusammengezählt wird: schreib {example}"),
    "aggregate_needs": ("'{name}' needs a set and what to compare: write {example}",
                        "'{name}' braucht eine Menge und das, was verglichen wird: schreib {example}"),
    "numbers_needs": ("'{name}' needs two numbers or more, or a set and what to compare: write {name}(bid, 13) or "
                      "{name}(players, size(hand of player))",
                      "'{name}' braucht zwei Zahlen oder mehr, oder eine Menge und das, was verglichen wird: schreib "
                      "{name}(bid, 13) oder {name}(players, size(hand of player))"),
    "numbers_compares": ("'{name}' of numbers takes numbers only, but this is {actual}: write {name}(bid, 13), or "
                         "{name}(players, size(hand of player)) over a set",
                         "'{name}' von Zahlen nimmt nur Zahlen, aber das hier ist {actual}: schreib {name}(bid, 13), "
                         "oder {name}(players, size(hand of player)) über eine Menge"),
    "aggregate_compares": ("'{name}' compares numbers, but this is {actual}{hint}",
                           "'{name}' vergleicht Zahlen, aber das hier ist {actual}{hint}"),
    "highest_card": (": use highest(...) for the card itself", ": nimm highest(...) für die Karte selbst"),
    "highest_player": (": use highest(...) for the player itself", ": nimm highest(...) für den Spieler selbst"),
    "sum_source": ("expected a set of cards or players as what to add up, but this is {actual}",
                   "erwartet: eine Menge von Karten oder Spielern als das, was zusammengezählt wird, aber das hier "
                   "ist {actual}"),
    "looks_at_set": ("'{name}' looks at a set of cards or players, but this is {actual}",
                     "'{name}' betrachtet eine Menge von Karten oder Spielern, aber das hier ist {actual}"),
    "takes_one_player": ("'{name}' takes one player: write {name}(active)", "'{name}' nimmt einen Spieler: schreib {name}(active)"),
    "order_of": ("'{name}' gives the player {side} a player in seat order (or the value after a value of an attribute, "
                 "as {name}(c.colour)), but this is {actual}",
                 "'{name}' gibt den Spieler {side} einem Spieler in der Sitzreihenfolge (oder den Wert nach einem Wert "
                 "eines Attributs, wie {name}(c.colour)), aber das hier ist {actual}"),
    "after": ("after", "nach"), "before": ("before", "vor"),
    "member_card": ("'{func}' of a set of cards gives a card: it cannot be compared with a number{hint}",
                    "'{func}' einer Menge von Karten gibt eine Karte: sie lässt sich nicht mit einer Zahl vergleichen{hint}"),
    "member_player": ("'{func}' of a set of players gives a player: it cannot be compared with a number{hint}",
                      "'{func}' einer Menge von Spielern gibt einen Spieler: er lässt sich nicht mit einer Zahl "
                      "vergleichen{hint}"),
    "for_number_max": ("; for the number, write max(...)", "; für die Zahl schreib max(...)"),
    "for_number_min": ("; for the number, write min(...)", "; für die Zahl schreib min(...)"),
    # mogel.check.chances: `chance(30%)`, `chance(1 in 6)`
    "chance_takes": ("'chance' takes a percentage or 'A in B', as in chance(30%) or chance(1 in 6)",
                     "'chance' nimmt einen Prozentwert oder 'A in B', wie in chance(30%) oder chance(1 in 6)"),
    "chance_percent": ("a chance is from 0% to 100%, not {value}%", "eine Chance liegt zwischen 0% und 100%, nicht {value}%"),
    "chance_in": ("'chance({a} in {b})': A in B is a chance when A is from 0 to B and B is 1 or more",
                  "'chance({a} in {b})': A in B ist eine Chance, wenn A zwischen 0 und B liegt und B 1 oder mehr ist"),
    "chance_place": ("'chance' is drawn when its statement runs: write it as the whole test of an 'if' (as in "
                     "'if chance(30%):') or as the whole value of a 'let' or 'set' ('let caught = chance(30%)'), "
                     "and use that name here",
                     "'chance' wird gezogen, wenn seine Anweisung läuft: schreib es als ganze Bedingung eines 'if' "
                     "(wie in 'if chance(30%):') oder als ganzen Wert eines 'let' oder 'set' ('let caught = "
                     "chance(30%)') und nimm hier diesen Namen"),
    "chance_in_definition": ("'chance' cannot stand in a definition: a definition is worked out again each time it "
                             "is used, and would draw anew each time; draw it in a statement ('let caught = "
                             "chance(30%)') and pass it on",
                             "'chance' kann nicht in einer Definition stehen: eine Definition wird bei jeder Nutzung "
                             "neu berechnet und würde jedes Mal neu ziehen; zieh es in einer Anweisung ('let caught "
                             "= chance(30%)') und gib es weiter"),
    "quiet_not_chance": ("'quietly' after 'if' or '=' goes only before a chance, as in 'let oops = quietly "
                         "chance(5 in 100)': what else a statement works out is not told anyway",
                         "'quietly' nach 'if' oder '=' steht nur vor einer Chance, wie in 'let oops = quietly "
                         "chance(5 in 100)': was eine Anweisung sonst berechnet, wird ohnehin nicht erzählt"),
    # a built-in function written as a name (mogel.check.typer)
    "function_as_name": ("'{name}' is a function: write what it is of, as in '{example}'",
                         "'{name}' ist eine Funktion: schreib dazu, wovon, wie in '{example}'"),
    # mogel.check.chances: `penalty:` as an expression of the card
    "penalty_reads": ("'penalty:' is worked out once for each card, when the deck is made: it may read the card "
                      "('card.value', 'card is ...', an attribute such as 'card.rank'), numbers and definitions made "
                      "of those, not {what}: that is not known then",
                      "'penalty:' wird einmal für jede Karte berechnet, wenn das Deck gebildet wird: es darf die Karte "
                      "lesen ('card.value', 'card is ...', ein Attribut wie 'card.rank'), Zahlen und daraus gebildete "
                      "Definitionen, nicht {what}: das ist dann nicht bekannt"),
    "penalty_which_uses": ("'{name}', which uses '{used}' (line {line})", "'{name}', das '{used}' nutzt (Zeile {line})"),
    "penalty_of_penalty": ("'penalty:' works out 'card.penalty': it cannot read it",
                           "'penalty:' berechnet 'card.penalty': es kann es nicht lesen"),
    # mogel.check.vocabulary: the types of choices
    "not_an_option": ("'{name}' is not an option of the choice at line {line}: its options are {options}{hint}",
                      "'{name}' ist keine Option der Wahl in Zeile {line}: ihre Optionen sind {options}{hint}"),
})

BASE_TYPES = {"int": "type_int", "bool": "type_bool", "card": "type_card", "player": "type_player",
              "cards": "type_cards", "players": "type_players", "ints": "type_ints", "any": "type_any",
              "set": "type_set", "kind": "type_kind"}
OPTION_PREFIX = "an option of the choice at line "   # vocabulary.OPTION_TYPE


def plural(word: str) -> str:
    """English plural of an attribute's name, for messages: colours, suits, boxes, categories."""
    word = word.replace("_", " ")
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    return word + "s"


def type_word(t: str) -> Said:
    """A type in words (see the module): "a number" / "eine Zahl", "a colour" / "ein Wert von 'colour'"."""
    if t in BASE_TYPES:
        return SAY(BASE_TYPES[t])
    if t.startswith("value:"):
        name = t[len("value:"):]
        shown = name.replace("_", " ")
        return SAY("type_value", article="an" if shown[:1] in "aeiou" else "a", name=shown, attribute=name)
    if t.startswith("values:"):
        name = t[len("values:"):]
        return SAY("type_values", plural=plural(name), attribute=name)
    if t.startswith(OPTION_PREFIX):
        return SAY("type_option", line=t[len(OPTION_PREFIX):])
    return SAY("type_other", name=t)


def types_joined(types) -> Joined:
    """Types in words joined with "and" ("a card and a number"), as a mogel.errors.Joined."""
    return Joined(tuple(type_word(t) for t in types), SAID("and"), SAID("and"))
