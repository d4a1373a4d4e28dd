"""The checker's messages about the items of a rules file, in English and German: the game header,
zones, cards, the deck, attributes, names, levels, roles, definitions, and reading a file.

`SAY(id, **fields)` fills one in (a mogel.errors.Catalogue) for mogel.check.checker, names,
attributes, levels, roles, chains, loader, variants and overrides.  The quoted words of the rules
language stay as written; German says "Ebene" for a level, "Merkmal" for a tag and "Kartenstapel"
for the deck, and speaks to the learner with "du".
"""

from __future__ import annotations

from ..errors import Catalogue

SAY = Catalogue({
    # kinds of declarations: "a definition" (what a name is already), "this definition" (what to rename)
    "a_definition": ("a definition", "eine Definition"), "this_definition": ("this definition", "diese Definition"),
    "a_zone": ("a zone", "eine Zone"), "this_zone": ("this zone", "diese Zone"),
    "a_role": ("a role", "eine Rolle"), "this_role": ("this role", "diese Rolle"),
    "a_card_kind": ("a card kind", "eine Kartenart"), "this_card_kind": ("this card kind", "diese Kartenart"),
    "a_variable": ("a variable", "eine Variable"), "this_variable": ("this variable", "diese Variable"),
    "a_level": ("a level", "eine Ebene"), "this_level": ("this level", "diese Ebene"),
    "a_procedure": ("a procedure", "eine Prozedur"), "this_procedure": ("this procedure", "diese Prozedur"),
    "a_builtin": ("a built-in name", "ein eingebauter Name"),
    "line": ("line {line}", "Zeile {line}"),
    # mogel.check.checker
    "no_prop": ("{label} has no '{prop}:'", "{label} hat kein '{prop}:'"),
    "players_range": ("players must go from at least 2 to at most 12, lowest first (not {low} to {high})",
                      "players muss von mindestens 2 bis höchstens 12 gehen, die kleinste Zahl zuerst (nicht {low} to "
                      "{high})"),
    # mogel.check.teams: the header's `teams:`
    "teams_words": ("'teams: {words}' is not a way of sitting in teams{hint}: use {allowed}, or the seats of each team "
                    "('teams: 0 and 2, 1 and 3')",
                    "'teams: {words}' ist keine Sitzordnung für Teams{hint}: nimm {allowed} oder die Plätze jedes Teams "
                    "('teams: 0 and 2, 1 and 3')"),
    "teams_odd": ("'teams: {words}' needs an even number of players, but 'players: {players}' allows {odd}",
                  "'teams: {words}' braucht eine gerade Zahl von Spielern, aber 'players: {players}' erlaubt {odd}"),
    "teams_opposite_two": ("'teams: partners opposite' at a table of 2 makes one team of both players, with nobody to "
                           "play against, and 'players: {players}' allows 2: say 'teams: alternate seats' (one against "
                           "one at 2 players), or leave 2 out of 'players:'",
                           "'teams: partners opposite' macht an einem Tisch zu zweit ein Team aus beiden Spielern, "
                           "ohne Gegner, und 'players: {players}' erlaubt 2: sag 'teams: alternate seats' (einer "
                           "gegen einen zu zweit) oder lass 2 bei 'players:' weg"),
    "teams_one": ("'teams: {seats}' makes one team of every player, with nobody to play against: give two teams or "
                  "more, parted by commas ('teams: 0 and 2, 1 and 3'), or leave 'teams:' out",
                  "'teams: {seats}' macht ein Team aus allen Spielern, ohne Gegner: gib zwei Teams oder mehr, durch "
                  "Kommas getrennt ('teams: 0 and 2, 1 and 3'), oder lass 'teams:' weg"),
    "teams_seats_count": ("teams given by their seats need one number of players ('players: {seats} to {seats}'), not "
                          "{players}: or say 'teams: partners opposite' or 'teams: alternate seats'",
                          "Teams mit ihren Plätzen brauchen genau eine Spielerzahl ('players: {seats} to {seats}'), nicht "
                          "{players}: oder sag 'teams: partners opposite' oder 'teams: alternate seats'"),
    "teams_no_seat": ("there is no seat {seat}: {n} players sit at seats 0 to {last}",
                      "es gibt keinen Platz {seat}: {n} Spieler sitzen auf den Plätzen 0 bis {last}"),
    "teams_seat_twice": ("seat {seat} is in two teams: put each seat in one team",
                         "Platz {seat} ist in zwei Teams: setz jeden Platz in genau ein Team"),
    "teams_seat_missing": ("seat {seat} is in no team: put each seat in one team",
                           "Platz {seat} ist in keinem Team: setz jeden Platz in genau ein Team"),
    "players_list": ("the numbers of players are listed each once, lowest first, as in 'players: 2 or 4' (not {counts})",
                     "die Spielerzahlen stehen je einmal da, die kleinste zuerst, wie in 'players: 2 or 4' (nicht "
                     "{counts})"),
    "rounds_range": ("a game has 1 to 1000 rounds, not {value}", "ein Spiel hat 1 bis 1000 Runden, nicht {value}"),
    "zone_box": ("'{box}' is the game box (cards out of play): give the zone another name",
                 "'{box}' ist die Spielschachtel (Karten außerhalb des Spiels): gib der Zone einen anderen Namen"),
    "zone_shared_or": ("zone {name}: say 'shared' or 'per player'", "Zone {name}: sag 'shared' oder 'per player'"),
    "zone_owner": ("zone {name} is shared: it has no owner to see it",
                   "Zone {name} ist gemeinsam: sie hat keinen Besitzer, der sie sehen könnte"),
    "each_needs_columns": ("'{count} each' needs columns: give 'values:' or 'columns:' first",
                           "'{count} each' braucht Spalten: gib zuerst 'values:' oder 'columns:' an"),
    "value_twice": ("a value is listed twice in 'values:'", "ein Wert steht zweimal in 'values:'"),
    "two_rows": ("card '{label}' has two rows (first at {first})", "die Karte '{label}' hat zwei Zeilen (zuerst bei {first})"),
    "counts_for_values": ("{counts} counts for {values} values: give one count per value",
                          "{counts} Anzahlen für {values} Werte: gib eine Anzahl pro Wert an"),
    "row_sum": ("the counts of '{label}' add up to {copies}, not {total}", "die Anzahlen von '{label}' ergeben {copies}, nicht {total}"),
    "no_row": ("card '{kind}' has no row in the deck table{hint}", "die Karte '{kind}' hat keine Zeile in der Kartentabelle{hint}"),
    "row_hint_variant": (" (did you mean '{word}'? a variant that changes a card names it as the rules do)",
                         " (meintest du '{word}'? eine Variante, die eine Karte ändert, nennt sie so wie die Regeln)"),
    "deck_too_big": ("the deck has {total} cards: a game has at most {most}",
                     "der Kartenstapel hat {total} Karten: ein Spiel hat höchstens {most}"),
    "deck_empty": ("the deck has no cards: give at least one kind a count above 0",
                   "der Kartenstapel hat keine Karten: gib mindestens einer Art eine Anzahl über 0"),
    "deck_total": ("the deck adds up to {total} cards, not {given}{fix}", "der Kartenstapel ergibt {total} Karten, nicht {given}{fix}"),
    "deck_total_variant": (": variant '{name}' changes the deck's rows but not this total; add 'total: {total}' to its "
                           "'deck:' (at {at})",
                           ": Variante '{name}' ändert die Zeilen des Kartenstapels, aber nicht diese Summe; ergänze "
                           "'total: {total}' in ihrem 'deck:' (bei {at})"),
    "covert_at_least": ("a covert move moves at least 1 card", "ein heimlicher Zug bewegt mindestens 1 Karte"),
    "attention_range": ("attention is a percentage from 0% to 100%", "attention ist ein Prozentwert von 0% bis 100%"),
    "claim_word": ("claim", "Ansage"), "cheat_word": ("covert move", "heimlicher Zug"),
    "accusation_twice": ("{what} '{of}' already has an accusation ('{name}' at {at})",
                         "{what} '{of}' hat schon eine Anschuldigung ('{name}' bei {at})"),
    # mogel.check.names
    "builtin_name": ("'{name}' is a built-in name: choose another name", "'{name}' ist ein eingebauter Name: wähl einen "
                                                                           "anderen Namen"),
    "literal_name": ("'{name}' is a truth value of the language: choose another name",
                     "'{name}' ist ein Wahrheitswert der Sprache: wähl einen anderen Namen"),
    "builtin_function": ("'{name}' is a built-in function: choose another name",
                         "'{name}' ist eine eingebaute Funktion: wähl einen anderen Namen"),
    "already_declared": ("'{name}' is already {other} ({first}): choose another name for {this}",
                         "'{name}' ist schon {other} ({first}): wähl einen anderen Namen für {this}"),
    "level_named_like": ("'{name}' is already {other} ({first}): a level's name is also its running number in an "
                         "expression ('{name} = 1'), so choose another name for {this}; the level's display name may "
                         "still say it: 'level {free}:' with 'name: en \"{name}\"'",
                         "'{name}' ist schon {other} ({first}): der Name einer Ebene ist in einem Ausdruck auch ihre "
                         "laufende Nummer ('{name} = 1'), also wähl einen anderen Namen für {this}; der Anzeigename der "
                         "Ebene darf es trotzdem sagen: 'level {free}:' mit 'name: de \"{name}\"'"),
    "let_hides": ("'{name}' is {what}: this 'let' hides it for the rest of its block, where '{name}' in an expression "
                  "is the let's value{instead}; choose another name",
                  "'{name}' ist {what}: dieses 'let' verdeckt es für den Rest seines Blocks, wo '{name}' in einem "
                  "Ausdruck der Wert des 'let' ist{instead}; wähl einen anderen Namen"),
    "not_zone_cards": (", not the zone's cards", ", nicht die Karten der Zone"),
    "not_role_holder": (", not the player who holds the role", ", nicht der Spieler, der die Rolle hat"),
    "branch_let": ("this 'let' names '{name}' for the rest of its block only: after the block, '{name}' is again the "
                   "one of the 'let' at {at}; to choose between two values, give that 'let' both: 'let {name} = A if "
                   "TEST else B'",
                   "dieses 'let' benennt '{name}' nur für den Rest seines Blocks: nach dem Block ist '{name}' wieder "
                   "das des 'let' bei {at}; um zwischen zwei Werten zu wählen, gib jenem 'let' beide: 'let {name} = A "
                   "if TEST else B'"),
    "tag_is_kind": ("'{tag}' is already a card kind ({at}): as a tag of '{card}' it would make 'card is {tag}' test "
                    "both; choose another tag",
                    "'{tag}' ist schon eine Kartenart ({at}): als Merkmal von '{card}' würde 'card is {tag}' beides "
                    "prüfen; wähl ein anderes Merkmal"),
    "kind_is_tag": ("'{tag}' is already a tag of card '{card}' ({at}): 'card is {tag}' would test both; choose another "
                    "name for this card kind",
                    "'{tag}' ist schon ein Merkmal der Karte '{card}' ({at}): 'card is {tag}' würde beides prüfen; "
                    "wähl einen anderen Namen für diese Kartenart"),
    "german_article": ("'{text}' is a German article: it goes right after the German name, as in de \"{name}\" {text}",
                       "'{text}' ist ein deutscher Artikel: er steht direkt hinter dem deutschen Namen, wie in de "
                       "\"{name}\" {text}"),
    "plural_where": ("'plural' is given only after the name of a value of an attribute, with its plural form "
                     "(en \"six\" plural \"sixes\"), or alone after the name of a zone that is a plural noun "
                     "(de \"Stiche\" plural): leave it out here",
                     "'plural' steht nur hinter dem Namen eines Werts eines Attributs, mit seiner Mehrzahl "
                     "(de \"Bube\" der plural \"Buben\"), oder allein hinter dem Namen einer Zone, der ein Wort in "
                     "der Mehrzahl ist (de \"Stiche\" plural): lass es hier weg"),
    "plural_form": ("'plural' after the name of a value needs its plural form: \"{name}\" plural \"...\", as in "
                    "en \"six\" plural \"sixes\"",
                    "'plural' hinter dem Namen eines Werts braucht seine Mehrzahl: \"{name}\" plural \"...\", wie "
                    "in de \"Bube\" der plural \"Buben\""),
    "plural_zone": ("'plural' after a zone's name stands alone and says that this name is a plural noun: de "
                    "\"Stiche\" plural (the narration then says \"auf die Stiche\")",
                    "'plural' hinter dem Namen einer Zone steht allein und sagt, dass dieser Name ein Wort in der "
                    "Mehrzahl ist: de \"Stiche\" plural (die Erzählung sagt dann \"auf die Stiche\")"),
    "article_where": ("an article is given only after the German name of a card, zone, role or value of an "
                      "attribute (the narration puts articles before those): leave it out here",
                      "ein Artikel steht nur hinter dem deutschen Namen einer Karte, Zone, Rolle oder eines Werts "
                      "eines Attributs (nur vor diese setzt die Erzählung Artikel): lass ihn hier weg"),
    "look_twice": ("the {look} is given twice", "'{look}' ist zweimal angegeben"),
    "paint_form": ('paint is a colour written "#rrggbb", not "{text}"', 'paint ist eine Farbe der Form "#rrggbb", nicht '
                                                                        '"{text}"'),
    "look_blank": ("the {look} is blank: write it between the quotes", "'{look}' ist leer: schreib es zwischen die "
                                                                        "Anführungszeichen"),
    "not_a_language": ("'{lang}' is not a language: the languages are {langs}, and a name line may end with icon "
                       "\"...\" and paint \"#rrggbb\"{hint}",
                       "'{lang}' ist keine Sprache: die Sprachen sind {langs}, und eine Namenszeile darf mit icon "
                       "\"...\" und paint \"#rrggbb\" enden{hint}"),
    "names_languages": ("names are given for the languages {langs}, not '{lang}'{hint}",
                        "Namen gibt es für die Sprachen {langs}, nicht '{lang}'{hint}"),
    "name_twice": ("the '{lang}' name is given twice", "der '{lang}'-Name ist zweimal angegeben"),
    "name_blank": ("the '{lang}' name is blank: write the name between the quotes",
                   "der '{lang}'-Name ist leer: schreib den Namen zwischen die Anführungszeichen"),
    "descriptions_languages": ("descriptions are given for the languages {langs}, not '{lang}'{hint}",
                               "Beschreibungen gibt es für die Sprachen {langs}, nicht '{lang}'{hint}"),
    "description_twice": ("the '{lang}' description is given twice", "die '{lang}'-Beschreibung ist zweimal angegeben"),
    "description_english": ('a description needs its English text, which the other languages fall back to: '
                            'description: en "...", de "..."',
                            'eine Beschreibung braucht ihren englischen Text, auf den die anderen Sprachen '
                            'zurückgreifen: description: en "...", de "..."'),
    "rounds_changing": ("'rounds:' is worked out once, when the game starts: it may use numbers, player_count and "
                        "definitions made of them, not {what}: that changes during the game",
                        "'rounds:' wird einmal berechnet, wenn das Spiel beginnt: es darf Zahlen, player_count und "
                        "daraus gebildete Definitionen nutzen, nicht {what}: das ändert sich während des Spiels"),
    "rounds_which_uses": ("'{name}', which uses '{used}' (line {line})", "'{name}', das '{used}' nutzt (Zeile {line})"),
    "rounds_gives": ("'rounds:' gives {told}: a game has 1 to 1000 rounds", "'rounds:' ergibt {told}: ein Spiel hat 1 "
                                                                              "bis 1000 Runden"),
    "value_for_players": ("{value} for {players} players", "{value} für {players} Spieler"),
    "no_number_mod": ("no number (a 'mod 0')", "keine Zahl (ein 'mod 0')"),
    # mogel.check.attributes
    "value_of_both": ("'{value}' is a value of both '{a}' (line {line_a}) and '{b}' (line {line_b}): give one of them "
                      "another name",
                      "'{value}' ist ein Wert von '{a}' (Zeile {line_a}) und von '{b}' (Zeile {line_b}): gib einem der "
                      "beiden einen anderen Namen"),
    "value_is_already": ("'{value}' is already {what} ({at}): choose another name for this {attribute}",
                         "'{value}' ist schon {what} ({at}): wähl einen anderen Namen für diesen Wert von '{attribute}'"),
    "value_is_tag": ("'{value}' is already a tag of card '{card}' ({at}): choose another name for this {attribute}",
                     "'{value}' ist schon ein Merkmal der Karte '{card}' ({at}): wähl einen anderen Namen für diesen "
                     "Wert von '{attribute}'"),
    "value_is_language": ("'{value}' is a name of the language: choose another name for this {attribute}",
                          "'{value}' ist ein Name der Sprache: wähl einen anderen Namen für diesen Wert von "
                          "'{attribute}'"),
    "card_has_already": ("'{name}' is what every card has already (card.{name}): give the attribute another name",
                         "'{name}' hat jede Karte schon (card.{name}): gib dem Attribut einen anderen Namen"),
    "no_values": ("attribute {name} has no 'values:': list its values, as 'values: red, blue'",
                  "Attribut {name} hat kein 'values:': liste seine Werte auf, wie 'values: red, blue'"),
    # mogel.check.attributes.deck_value_names: `14: en "ace", de "Ass"` in `deck:`
    "not_a_deck_value": ("{value} is not a value of the deck: its values are {values}",
                         "{value} ist kein Wert des Kartenstapels: seine Werte sind {values}"),
    "number_run": ("{low} to {high}", "{low} bis {high}"),
    "no_deck_rows": ("the deck has no rows: give a line for each card kind with its copies, one count per value "
                     "('king: 1 1 1 1 1') or the same count for each ('king: 1 each', 'joker: 2 cards' for cards "
                     "with no value; section 6)",
                     "das Deck hat keine Zeilen: gib für jede Kartenart eine Zeile mit ihren Exemplaren an, eine Zahl "
                     "je Wert ('king: 1 1 1 1 1') oder dieselbe Zahl für jeden ('king: 1 each', 'joker: 2 cards' "
                     "für Karten ohne Wert; Abschnitt 6)"),
    "no_deck_values": ("the deck has no 'values:' for {value} to be one of: give 'values:' first",
                       "der Kartenstapel hat kein 'values:', zu dem {value} gehören könnte: gib zuerst 'values:' an"),
    "columns_no_numbers": ("with 'columns: {attribute}' the cards have no numbers to name: name the {plural} in "
                           "'attribute {attribute}:' ({example})",
                           "mit 'columns: {attribute}' haben die Karten keine Zahlen, die einen Namen bekämen: benenne "
                           "die Werte in 'attribute {attribute}:' ({example})"),
    "value_named_twice": ("{value} is named twice (first at line {line})", "{value} ist zweimal benannt (zuerst in Zeile "
                                                                           "{line})"),
    "number_paint": ("a number takes no paint: a card is drawn in the paint of its attribute value or of its kind",
                     "eine Zahl hat keine Farbe (paint): eine Karte wird in der Farbe ihres Attributwerts oder ihrer "
                     "Kartenart gezeichnet"),
    "listed_twice": ("'{value}' is listed twice in 'values:'", "'{value}' steht zweimal in 'values:'"),
    "unknown_card_kind": ("unknown card kind '{name}'{hint}", "unbekannte Kartenart '{name}'{hint}"),
    "kind_nor_value": ("'{name}' is neither a card kind nor a value of an attribute{hint}",
                       "'{name}' ist weder eine Kartenart noch ein Wert eines Attributs{hint}"),
    "values_or_columns": ("give 'values:' or 'columns:', not both: the columns are numbers or the values of one attribute",
                          "gib 'values:' oder 'columns:' an, nicht beides: die Spalten sind Zahlen oder die Werte eines "
                          "Attributs"),
    "columns_names": ("'columns:' names an attribute: '{name}' is not one{hint}{known}",
                      "'columns:' nennt ein Attribut: '{name}' ist keins{hint}{known}"),
    "attributes_are": (" (the attributes are {names})", " (die Attribute sind {names})"),
    "row_two_kinds": ("a row names at most one card kind: this one names '{a}' and '{b}'",
                      "eine Zeile nennt höchstens eine Kartenart: diese nennt '{a}' und '{b}'"),
    "row_two_values": ("a row names one {attribute}: this one names '{a}' and '{b}'",
                       "eine Zeile nennt einen Wert von '{attribute}': diese nennt '{a}' und '{b}'"),
    "row_names_column": ("the columns are the {plural}: a row cannot name '{value}' as well",
                         "die Spalten sind die Werte von '{attribute}': eine Zeile kann nicht auch '{value}' nennen"),
    "row_lacks": ("this row names no {attribute}, but the row of '{label}' at line {line} does: every row of a kind "
                  "names the same attributes",
                  "diese Zeile nennt keinen Wert von '{attribute}', aber die Zeile von '{label}' in Zeile {line} "
                  "schon: jede Zeile einer Art nennt dieselben Attribute"),
    "row_extra": ("this row names a {attribute}, but the row of '{label}' at line {line} does not: every row of a kind "
                  "names the same attributes",
                  "diese Zeile nennt einen Wert von '{attribute}', aber die Zeile von '{label}' in Zeile {line} nicht: "
                  "jede Zeile einer Art nennt dieselben Attribute"),
    "shown_as_knows": ("'shown as' knows {told} here: '{name}' is not one of them{hint}",
                       "'shown as' kennt hier {told}: '{name}' ist keins davon{hint}"),
    "shown_lacking": ("'{{{name}}}' in \"{text}\" is told as nothing for {who}, {what}: {hint}",
                      "'{{{name}}}' in \"{text}\" wird für {who} als nichts erzählt, {what}: {hint}"),
    "lacking_one": ("the card kind {kind}", "die Kartenart {kind}"),
    "lacking_kinds": ("the card kinds {kinds}", "die Kartenarten {kinds}"),
    "lacking_kindless": ("the cards of no kind", "die Karten ohne Art"),
    "lacking_value": ("with no number (dealt as 'N cards')", "ohne Zahl (als 'N cards' im Deck)"),
    "lacking_kind": ("which have none", "die keine haben"),
    "lacking_attribute": ("with no '{attribute}' in their deck rows", "ohne '{attribute}' in ihren Deckzeilen"),
    "lacking_own": ("give each of them a 'shown as:' of its own in its 'card' block",
                    "gib jeder davon ein eigenes 'shown as:' in ihrem 'card'-Block"),
    "lacking_leave_out": ("leave it out of this text", "lass es aus diesem Text weg"),
    # mogel.check.levels
    "match_reserved": ("'match' is reserved for the whole game: choose another name for this level",
                       "'match' steht für das ganze Spiel: wähl einen anderen Namen für diese Ebene"),
    "turn_reserved": ("'turn' is the turn of a player (the 'turn:' block): choose another name for this level",
                      "'turn' ist der Zug eines Spielers (der 'turn:'-Block): wähl einen anderen Namen für diese Ebene"),
    "level_both": ("level '{name}' says both 'made of:' and 'steps:': one {name} is made of parts or runs its steps, "
                   "not both: keep one",
                   "Ebene '{name}' sagt 'made of:' und 'steps:': eine Ebene besteht aus Teilen oder führt ihre "
                   "Schritte aus, nicht beides: behalte eins"),
    "level_neither": ("level '{name}' says neither 'made of:' nor 'steps:': say what one {name} is ('made of: turns', "
                      "'made of: LEVEL' or 'steps:')",
                      "Ebene '{name}' sagt weder 'made of:' noch 'steps:': sag, woraus '{name}' besteht ('made of: "
                      "turns', 'made of: LEVEL' oder 'steps:')"),
    "level_no_part": ("level '{name}' is made of '{part}': there is no such level (the levels are {levels}){hint}",
                      "Ebene '{name}' besteht aus '{part}': diese Ebene gibt es nicht (die Ebenen sind {levels}){hint}"),
    "level_itself": ("a level is made of one other level or of turns: '{name}' is made of itself",
                     "eine Ebene besteht aus einer anderen Ebene oder aus Zügen: '{name}' besteht aus sich selbst"),
    "levels_circle": ("the levels go round in a circle: {path}", "die Ebenen bilden einen Kreis: {path}"),
    "made_of_which": (", which is made of ", ", die besteht aus "),
    "two_tops": ("two levels are the top (no level is made of '{a}' nor of '{b}'): make one of them part of the other "
                 "('made of: {b}')",
                 "zwei Ebenen sind oben (keine Ebene besteht aus '{a}' oder aus '{b}'): mach eine zum Teil der anderen "
                 "('made of: {b}')"),
    "number_twice": ("the number of {top}s is given twice: 'rounds:' in the game header (line {line}) and 'times:' "
                     "here: keep one",
                     "die Anzahl von '{top}' ist zweimal angegeben: 'rounds:' im Spielkopf (Zeile {line}) und 'times:' "
                     "hier: behalte eins"),
    "first_with_turns": ("'first:' goes with 'made of: turns': {what}", "'first:' gehört zu 'made of: turns': {what}"),
    "has_steps": ("a {name} has steps, not turns", "'{name}' hat Schritte, keine Züge"),
    "made_of_parts": ("a {name} is made of {part}s, not turns", "'{name}' besteht aus '{part}', nicht aus Zügen"),
    "checked_not_part": ("'checked: after each {checked}' names a level that '{name}' is not made of: {told}",
                         "'checked: after each {checked}' nennt eine Ebene, aus der '{name}' nicht besteht: {told}"),
    "checked_no_turns": ("'checked: after each turn' never comes: no level of this game is made of turns (the innermost, "
                         "'{bottom}', has 'steps:'), so no turn is ever played; write {choices} for '{name}'",
                         "'checked: after each turn' kommt nie: keine Ebene dieses Spiels besteht aus Zügen (die innerste, "
                         "'{bottom}', hat 'steps:'), also wird nie ein Zug gespielt; schreib {choices} für '{name}'"),
    "is_made_of": ("{name} is made of {part}", "'{name}' besteht aus '{part}'"),
    "has_steps_only": ("{name} has steps", "'{name}' hat Schritte"),
    "never_ends": ("level '{name}' can never end: {parts}it has no 'ends when:' and no statement says 'end {name}'",
                   "Ebene '{name}' kann nie enden: {parts}sie hat kein 'ends when:', und keine Anweisung sagt "
                   "'end {name}'"),
    "times_range": ("{within} plays '{name}' 1 to {most} times, not {told}",
                    "{within} spielt '{name}' 1 bis {most} Mal, nicht {told}"),
    "times_game": ("the whole game", "die ganze Partie"), "times_each": ("each {outer}", "jede Instanz von '{outer}'"),
    "ends_never": ("'ends when:' is always false: a {name} never ends by it",
                   "'ends when:' ist immer falsch: '{name}' endet nie dadurch"),
    "parts_no_times": ("its parts ('{part}') have no 'times:'{counted}, ", "ihre Teile ('{part}') haben kein 'times:'{counted}, "),
    "times_counts_level": (" (the 'times:' of '{name}' counts the {name}s of the game; how many {part}s one {name} has "
                           "is the 'times:' of level '{part}')", " (das 'times:' von '{name}' zählt die '{name}' der "
                           "Partie; wie viele '{part}' ein '{name}' hat, sagt das 'times:' der Ebene '{part}')"),
    "end_no_level": ("'end {level}': no level is called '{level}'{hint}", "'end {level}': keine Ebene heißt '{level}'{hint}"),
    "end_in_turn": ("'end {level}' in 'turn:': no level is made of turns, so no turn is ever played and this never "
                    "runs: put it in the 'steps:' of a level",
                    "'end {level}' in 'turn:': keine Ebene besteht aus Zügen, also wird nie ein Zug gespielt und das "
                    "läuft nie: setz es in die 'steps:' einer Ebene"),
    "turn_never_played": ("this 'turn:' is never played: no level is made of turns (each has 'steps:' or is made of "
                          "another level); delete it, or write 'made of: turns' in the level whose parts are the "
                          "players' turns (docs/language.md 8.1)",
                          "dieser 'turn:' wird nie gespielt: keine Ebene besteht aus Zügen (jede hat 'steps:' oder "
                          "besteht aus einer anderen Ebene); lösch ihn, oder schreib 'made of: turns' in die Ebene, "
                          "deren Teile die Züge der Spieler sind (docs/language.md 8.1)"),
    "end_not_running": ("'end {level}': no {level} is running here (this runs inside {around}): an 'end' ends a level "
                        "that is running around it, so write 'end {at}' or the name of a level around it",
                        "'end {level}': hier läuft kein '{level}' (das hier läuft innerhalb von {around}): ein 'end' "
                        "beendet eine Ebene, die darum herum läuft, also schreib 'end {at}' oder den Namen einer Ebene "
                        "darum herum"),
    # mogel.check.roles
    "starter_nobody": ("nobody holds {named} when the first round begins: 'starter:' is worked out before 'setup:', so "
                       "'starter:' gives no player (name a player for the first round, as in 'starter: oldest if round "
                       "= 1 else {role}')",
                       "niemand hat {named}, wenn die erste Runde beginnt: 'starter:' wird vor 'setup:' berechnet, also "
                       "ergibt 'starter:' keinen Spieler (nenne einen Spieler für die erste Runde, wie in 'starter: "
                       "oldest if round = 1 else {role}')"),
    "starter_maybe": ("nobody may hold '{role}' when 'starter:' reads it: nobody holds a role before the first "
                      "'setup:', and 'starter:' reads it in the first round in some games; then 'starter:' gives no "
                      "player and the game stops",
                      "vielleicht hat niemand '{role}', wenn 'starter:' es liest: niemand hat eine Rolle vor dem ersten "
                      "'setup:', und 'starter:' liest sie in manchen Spielen in der ersten Runde; dann ergibt "
                      "'starter:' keinen Spieler und das Spiel hält an"),
    "in_later_rounds": ("in rounds after the first", "in den Runden nach der ersten"),
    "in_some_games": ("in some games", "in manchen Spielen"),
    "it": ("it", "sie"), "them": ("them", "sie"),
    "first_skipped": ("nobody holds {named} when the first turn begins: 'setup:' gives {which} only {where}, so "
                      "'first:' gives no player (give it in the first round too)",
                      "niemand hat {named}, wenn der erste Zug beginnt: 'setup:' vergibt {which} nur {where}, also "
                      "ergibt 'first:' keinen Spieler (vergib sie auch in der ersten Runde)"),
    "first_nobody": ("nobody holds {named} when the first turn begins: nothing in 'setup:' gives {them}, so 'first:' "
                     "gives no player (give it in 'setup:', as in 'starter becomes {role}')",
                     "niemand hat {named}, wenn der erste Zug beginnt: nichts in 'setup:' vergibt {them}, also ergibt "
                     "'first:' keinen Spieler (vergib sie in 'setup:', wie in 'starter becomes {role}')"),
    "given_under_condition": ("it is given before the first turn only under a condition (at {at})",
                              "sie wird vor dem ersten Zug nur unter einer Bedingung vergeben (bei {at})"),
    "setup_gives_only": ("'setup:' gives it only {where}, and '{prop}:' reads it {when}",
                         "'setup:' vergibt sie nur {where}, und '{prop}:' liest sie {when}"),
    "setup_gives_not": ("nothing in 'setup:' gives it, and '{prop}:' reads it {when}",
                        "nichts in 'setup:' vergibt sie, und '{prop}:' liest sie {when}"),
    "nobody_may": ("nobody may hold '{role}' when '{prop}:' reads it: {why}; then '{prop}:' gives no player and the game "
                   "stops",
                   "vielleicht hat niemand '{role}', wenn '{prop}:' es liest: {why}; dann ergibt '{prop}:' keinen "
                   "Spieler und das Spiel hält an"),
    "in_else_of": ("in the 'else:' of '{header}' ({at}), which is true in round 1",
                   "im 'else:' von '{header}' ({at}), das in Runde 1 wahr ist"),
    "under_if": ("under '{header}' ({at}), which is false in round 1", "unter '{header}' ({at}), das in Runde 1 falsch ist"),
    # mogel.check.chains
    "uses": ("{a} uses {b}", "{a} nutzt {b}"), "chain_which_uses": (", which uses {c}", ", das {c} nutzt"),
    "uses_long": ("{a} uses {b}, which uses {c}, ... to {last}", "{a} nutzt {b}, das {c} nutzt, ... bis {last}"),
    "chain_long": ("a chain of {n} definitions that each use the next ({path}) is too long: '{at}' is its {nth}{suffix}, "
                   "and at most {most} may use one another in a row; write part of the chain as one definition",
                   "eine Kette von {n} Definitionen, die jeweils die nächste nutzen ({path}), ist zu lang: '{at}' ist "
                   "ihre {nth}., und höchstens {most} dürfen einander der Reihe nach nutzen; schreib einen Teil der "
                   "Kette als eine Definition"),
    "a_chain_of": (" ({path}, a chain of {n})", " ({path}, eine Kette von {n})"),
    "nested_deep": ("'{name}', with the definitions it uses written out in it, is nested {depth} levels deep{chain}: at "
                    "most {most}; write it with fewer operators and brackets one inside another",
                    "'{name}' ist, mit den Definitionen, die es nutzt, ausgeschrieben, {depth} Ebenen tief "
                    "verschachtelt{chain}: höchstens {most}; schreib es mit weniger ineinander geschachtelten "
                    "Operatoren und Klammern"),
    "too_many_parts": ("'{name}', with the definitions it uses written out in it, has {parts} parts{chain}: at most "
                       "{most}; a definition that uses another twice doubles it, so use fewer definitions in a row",
                       "'{name}' hat, mit den Definitionen, die es nutzt, ausgeschrieben, {parts} Teile{chain}: "
                       "höchstens {most}; eine Definition, die eine andere zweimal nutzt, verdoppelt sie, also nutze "
                       "weniger Definitionen hintereinander"),
    # mogel.check.loader, variants and overrides
    "defined_twice": ("{label} is defined twice (first at {first})", "{label} ist zweimal definiert (zuerst bei {first})"),
    "no_block": ("the rules have no '{header}' block", "die Regeln haben keinen '{header}'-Block"),
    "no_turn": ("the rules have no 'turn:' block, and '{level}' is made of turns (a round is, unless it says "
                "'made of:' or 'steps:'): write a 'turn:' block, or give '{level}' 'steps:' (docs/language.md 8.1)",
                "die Regeln haben keinen 'turn:'-Block, und '{level}' besteht aus Zügen (eine Runde, wenn sie nicht "
                "'made of:' oder 'steps:' sagt): schreib einen 'turn:'-Block, oder gib '{level}' 'steps:' "
                "(docs/language.md 8.1)"),
    "no_rules": ("the file holds no rules: a rules file needs a 'game NAME:' header, a 'deck:', and a 'round:' with a "
                 "'turn:' (or levels, docs/language.md 8.1); docs/language.md begins with a complete game",
                 "die Datei enthält keine Regeln: eine Regeldatei braucht einen Kopf 'game NAME:', ein 'deck:' und "
                 "eine 'round:' mit einem 'turn:' (oder Ebenen, docs/language.md 8.1); docs/language.md beginnt mit "
                 "einem vollständigen Spiel"),
    "utf16": ("the file is saved as UTF-16", "die Datei ist als UTF-16 gespeichert"),
    "not_utf8_byte": ("this character is not UTF-8 (byte 0x{byte}{seen})", "dieses Zeichen ist kein UTF-8 (Byte "
                                                                            "0x{byte}{seen})"),
    "latin1": (", '{char}' (U+{code}) in Latin-1 or Windows-1252", ", '{char}' (U+{code}) in Latin-1 oder Windows-1252"),
    "save_utf8": ("{what}: save the file as UTF-8 (most editors offer an encoding when saving)",
                  "{what}: speichere die Datei als UTF-8 (die meisten Editoren bieten beim Speichern eine Kodierung an)"),
    "unread_define": ("variant '{variant}' adds define '{name}' that no rule reads{hint}", "Variante '{variant}' fügt "
                      "Definition '{name}' hinzu, die keine Regel liest{hint}"),
    "with_variant": ("with variant '{name}': {message}", "mit Variante '{name}': {message}"),
    "with_defines": ("with {defines}: {message}", "mit {defines}: {message}"),
    "variants_clash": ("variants '{a}' and '{b}' clash: both change {changed} of {what} (the other change is at {at})",
                       "die Varianten '{a}' und '{b}' widersprechen sich: beide ändern {changed} von {what} (die andere "
                       "Änderung ist bei {at})"),
    "the_expression": ("the expression", "den Ausdruck"), "the_statements": ("the statements", "die Anweisungen"),
})
