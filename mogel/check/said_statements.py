"""The checker's messages about statements, choices, claims and warnings, in English and German.

`SAY(id, **fields)` fills one in (a mogel.errors.Catalogue) for mogel.check.statements, control,
choices, claims, lets, warnings and work; the warnings' words are mogel.check.said_warnings'
(`WARNINGS`, a part of `SAY`).  The quoted words of
the rules language stay as written; German says "heimlicher Zug" for a covert move, "Ansage"
for a claim and "Anschuldigung" for an accusation, and speaks to the learner with "du".
"""

from __future__ import annotations

from ..errors import Catalogue
from .said_warnings import WARNINGS

SAY = Catalogue({
    # what a name is, when it is not what the place needs
    "a_zone": ("a zone", "eine Zone"), "a_role": ("a role", "eine Rolle"),
    "a_card_kind": ("a card kind", "eine Kartenart"), "a_definition": ("a definition", "eine Definition"),
    "a_variable": ("a variable", "eine Variable"), "a_tag": ("a tag", "ein Merkmal"),
    "a_builtin": ("a built-in name", "ein eingebauter Name"), "a_truth_value": ("a truth value", "ein Wahrheitswert"),
    "declared_line": ("{word} (line {line})", "{word} (Zeile {line})"),
    "not_a_choice": ("'{shown}' is not a choice here: use {allowed}{hint}",
                     "'{shown}' ist hier keine Wahlmöglichkeit: nimm {allowed}{hint}"),
    # mogel.check.statements
    "race_who_must": ("'who must': every runner of a race runs anyway; write 'who may' for a race each runner may "
                      "join or not (race '{name}'), or leave 'who ...' out",
                      "'who must': bei einem Wettlauf läuft ohnehin jeder Läufer mit; schreib 'who may' für einen "
                      "Wettlauf, bei dem jeder mitlaufen darf oder nicht (Wettlauf '{name}'), oder lass 'who ...' weg"),
    "race_wrong_alone": ("'wrong as {wrong}:' needs a claim to be wrong about: write 'who may, right if COND' before "
                         "the '->' of race '{name}' (running claims that COND holds)",
                         "'wrong as {wrong}:' braucht eine Behauptung, die falsch sein kann: schreib 'who may, right if "
                         "COND' vor das '->' des Wettlaufs '{name}' (wer mitläuft, behauptet, dass COND gilt)"),
    "not_a_zone": ("'{name}' is {other}, not a zone: the zones are {zones}",
                   "'{name}' ist {other}, keine Zone: die Zonen sind {zones}"),
    "unknown_zone": ("unknown zone '{name}'{hint}", "unbekannte Zone '{name}'{hint}"),
    "bottom_only_to": ("'bottom of' stands only after the 'to' of a 'move' (as in 'move all cards from pile to bottom "
                       "of stack of winner'): cards are always taken from the top of their zone",
                       "'bottom of' steht nur nach dem 'to' eines 'move' (wie in 'move all cards from pile to bottom "
                       "of stack of winner'): Karten werden immer oben von ihrer Zone genommen"),
    "shared_names_no_cards": ("{what}: it belongs to nobody, so '{name} of ...' names no cards; {fix}",
                              "{what}: sie gehört niemandem, also nennt '{name} of ...' keine Karten; {fix}"),
    "shared_drop_of": ("{what}: it belongs to nobody, so drop 'of ...'", "{what}: sie gehört niemandem, also lass 'of ...' weg"),
    "whose": ("whose {name}? write '{name} of PLAYER'", "wessen {name}? schreib '{name} of PLAYER'"),
    "except_top": ("'except top' goes with 'move all cards'; '{what}' takes from the top, 'below top' or 'at random'",
                   "'except top' gehört zu 'move all cards'; '{what}' nimmt von oben, 'below top' oder 'at random'"),
    "do_args": ("'do {name}' gives {given}, but 'procedure {name}' has {n} ({params}): give "
                "one value for each, in order, as in 'do {name}(active)'",
                "'do {name}' gibt {given}, aber 'procedure {name}' hat {n} ({params}): gib "
                "für jeden einen Wert, der Reihe nach, wie in 'do {name}(active)'"),
    "values_n": ("{n} values", "{n} Werte"), "value_1": ("1 value", "1 Wert"),
    "parameters_n": ("{n} parameters", "{n} Parameter"), "parameter_1": ("1 parameter", "1 Parameter"),
    "blind_where": ("'chosen blindly' picks among all the cards of the zone: a 'where' would tell the chooser, by "
                    "the places offered, how many cards pass it; move the cards that may be picked to a zone of "
                    "their own first",
                    "'chosen blindly' wählt unter allen Karten der Zone: ein 'where' verriete dem Wählenden an "
                    "der Zahl der angebotenen Plätze, wie viele Karten es erfüllen; leg die wählbaren Karten "
                    "vorher in eine eigene Zone"),
    "blind_up_to": ("'chosen blindly' picks a number of cards, one place at a time: write 'N cards', not 'A to B cards'",
                    "'chosen blindly' wählt eine feste Zahl Karten, Platz für Platz: schreib 'N cards', nicht "
                    "'A to B cards'"),
    "blind_worth": ("'cards worth' offers sets of cards the chooser sees, to add up: write 'chosen by', not "
                    "'chosen blindly by'",
                    "'cards worth' bietet Sätze von Karten an, die der Wählende sieht und zusammenzählt: schreib "
                    "'chosen by', nicht 'chosen blindly by'"),
    "blind_position": ("'chosen blindly' already says which card goes (the one at the place picked): drop "
                       "'at random', 'below top' or 'except top'",
                       "'chosen blindly' sagt schon, welche Karte geht (die am gewählten Platz): lass 'at random', "
                       "'below top' oder 'except top' weg"),
    "per_player": ("{told}{what}{fix}", "{told}{what}{fix}"), "colon_fix": (": {fix}", ": {fix}"),
    "puts_into_hand": ("'{verb}' puts cards into a player's hand: declare 'zone hand:' as 'per player'",
                       "'{verb}' bringt Karten in die Hand eines Spielers: deklariere 'zone hand:' als 'per player'"),
    "puts_into_hand_but": ("'{verb}' puts cards into a player's hand, but ",
                           "'{verb}' bringt Karten in die Hand eines Spielers, aber "),
    "declare_hand": ("declare 'zone hand:' as 'per player'", "deklariere 'zone hand:' als 'per player'"),
    "move_all_whole": ("'move all cards' takes the whole zone, or all 'except top'",
                       "'move all cards' nimmt die ganze Zone, oder alle 'except top'"),
    "end_in_play": ("'end {word}' ends a {word} while it is played: use it in 'turn:', 'on play:', 'steps:' or an "
                    "accusation, not in 'setup:', 'scoring:' or 'when empty:'",
                    "'end {word}' beendet '{word}', während gespielt wird: nutze es in 'turn:', 'on play:', "
                    "'steps:' oder einer Anschuldigung, nicht in 'setup:', 'scoring:' oder 'when empty:'"),
    "deal_each": ("deal gives cards to each player: ", "deal gibt jedem Spieler Karten: "),
    "covert_between": ("a covert move goes between zones of one player; ",
                       "ein heimlicher Zug geht zwischen Zonen eines Spielers; "),
    "let_hides_variable": ("'{name}' is a variable: a 'let' of that name would hide it; write 'set {name} = ...' to "
                           "change it, or choose another name",
                           "'{name}' ist eine Variable: ein 'let' mit diesem Namen würde sie verdecken; schreib 'set "
                           "{name} = ...', um sie zu ändern, oder wähl einen anderen Namen"),
    "let_hides_player_variable": ("'{name}' is a variable of each player: a 'let' of that name would hide it; write "
                                  "'set {name} of PLAYER = ...' to change it, or choose another name",
                                  "'{name}' ist eine Variable jedes Spielers: ein 'let' mit diesem Namen würde sie "
                                  "verdecken; schreib 'set {name} of PLAYER = ...', um sie zu ändern, oder wähl einen "
                                  "anderen Namen"),
    "chosen_by_with_take": ("a player plays and gives the cards they choose: 'chosen by', 'below top', 'except top' "
                            "and 'at random' go with 'takes' and 'move'",
                            "ein Spieler spielt und gibt die Karten, die er wählt: 'chosen by', 'below top', 'except "
                            "top' und 'at random' gehören zu 'takes' und 'move'"),
    "unknown_role": ("unknown role '{role}'{hint}", "unbekannte Rolle '{role}'{hint}"),
    "modal_verbs": ("'must' and 'may' go with 'play' and 'give' (a choice of cards)",
                    "'must' und 'may' gehören zu 'play' und 'give' (eine Wahl von Karten)"),
    "quietly_act": ("'quietly' goes with 'set' and 'goes next' (as in 'quietly active goes next'): what a player "
                    "{verb} is always told, so write it without 'quietly'",
                    "'quietly' gehört zu 'set' und 'goes next' (wie in 'quietly active goes next'): was ein Spieler "
                    "tut ('{verb}'), wird immer erzählt, also schreib es ohne 'quietly'"),
    # mogel.check.control
    "unknown_procedure": ("unknown procedure '{name}'{hint}", "unbekannte Prozedur '{name}'{hint}"),
    "procedures_are": (" (the procedures are {names})", " (die Prozeduren sind {names})"),
    "no_procedure": ("no procedure is called '{name}': declare it as 'procedure {name}:' followed by its statements, "
                     "indented",
                     "keine Prozedur heißt '{name}': deklariere sie als 'procedure {name}:' mit ihren Anweisungen "
                     "darunter, eingerückt"),
    "never_done": ("procedure '{name}' is never done{hint}: no 'do {name}' runs it (a procedure that only a variant does "
                   "belongs in that variant)",
                   "Prozedur '{name}' wird nie ausgeführt{hint}: kein 'do {name}' führt sie aus (eine Prozedur, die nur eine "
                   "Variante ausführt, gehört in diese Variante)"),
    "one_player_verb": ("'{word}' needs one player: 'each player {word}{more}' names several",
                        "'{word}' braucht einen Spieler: 'each player {word}{more}' nennt mehrere"),
    "misses_turns": ("'misses' counts turns: write '1 turn'", "'misses' zählt Züge: schreib '1 turn'"),
    "drop_out_no_level": ("'drops out of {level}': no level is called '{level}' (write a level: {levels}, or 'game' "
                          "for the whole game){hint}",
                          "'drops out of {level}': keine Ebene heißt '{level}' (schreib eine Ebene: {levels}, oder "
                          "'game' für das ganze Spiel){hint}"),
    "drop_out_no_turns": ("'drops out' lasts for the level of turns, but no level is made of turns: say how long, as in "
                          "'drops out of the game' or 'drops out of {level}'",
                          "'drops out' gilt für die Ebene der Züge, aber keine Ebene besteht aus Zügen: sag, wie lange, "
                          "wie in 'drops out of the game' oder 'drops out of {level}'"),
    "how_often": ("say how often: 'repeat 3 times:' or 'repeat until COND:'",
                  "sag, wie oft: 'repeat 3 times:' oder 'repeat until COND:'"),
    "times_counts": ("'times' counts runs, but this is {actual}: write a number, as in 'repeat 3 times:'",
                     "'times' zählt Durchläufe, aber das hier ist {actual}: schreib eine Zahl, wie in 'repeat 3 times:'"),
    "until_truth": ("'until' needs a truth value, but this is {actual}",
                    "'until' braucht einen Wahrheitswert, aber das hier ist {actual}"),
    "never_ends": ("nothing in this 'repeat' can change what 'until' tests (it moves no card and gives no role): it "
                   "runs until the limit of 1000 runs and stops the game",
                   "nichts in diesem 'repeat' kann ändern, was 'until' prüft (es bewegt keine Karte und vergibt keine "
                   "Rolle): es läuft bis zur Grenze von 1000 Durchläufen und bricht das Spiel ab"),
    "never_ends_variables": ("nothing in this 'repeat' can change what 'until' tests: it reads only {names}, and "
                             "the block sets none: it runs until the limit of 1000 runs and stops the game",
                             "nichts in diesem 'repeat' kann ändern, was 'until' prüft: es liest nur {names}, und "
                             "der Block setzt keine davon: es läuft bis zur Grenze von 1000 Durchläufen und bricht "
                             "das Spiel ab"),
    "the_variable": ("the variable {names}", "die Variable {names}"),
    "the_variables": ("the variables {names}", "die Variablen {names}"),
    # mogel.check.lets: numbers of cards (and 'A to B cards'), turns and runs
    "count_cards": ("cards", "Karten"), "count_turns": ("turns", "Züge"), "count_times": ("times", "Durchläufe"),
    "negative": ("a number of {what} is 0 or more", "eine Anzahl {what} ist 0 oder mehr"),
    "negative_is": ("a number of {what} is 0 or more: {named} is {value}",
                    "eine Anzahl {what} ist 0 oder mehr: {named} ist {value}"),
    "this": ("this", "das hier"),
    "number_order": ("the numbers to choose from go from {low} up to {high}, and {high} is less than {low}: there is no "
                     "number to offer; write the lowest first ('from {high} to {low}')",
                     "die Zahlen zur Wahl gehen von {low} bis {high}, und {high} ist kleiner als {low}: es gibt keine "
                     "Zahl zum Anbieten; schreib die kleinste zuerst ('from {high} to {low}')"),
    "number_many": ("this choice would offer {n} numbers ({low} to {high}); a player chooses among at most {most}",
                    "diese Wahl böte {n} Zahlen an ({low} bis {high}); ein Spieler wählt unter höchstens {most}"),
    "repeat_most": ("a 'repeat' runs at most {most} times: {named} is {value}",
                    "ein 'repeat' läuft höchstens {most}-mal: {named} ist {value}"),
    "with_players": ("{value} with {n} players", "{value} mit {n} Spielern"),
    "move_without_chooser": ("'to' counts go with 'plays', 'gives' and 'move ... chosen by': a move without 'chosen by' "
                             "takes a number of cards (nobody chooses how many)",
                             "Anzahlen mit 'to' gehen mit 'plays', 'gives' und 'move ... chosen by': ein 'move' ohne "
                             "'chosen by' nimmt eine feste Anzahl Karten (niemand wählt, wie viele)"),
    "range_order": ("{said}: the smaller number first{players}{more}", "{said}: die kleinere Zahl zuerst{players}{more}"),
    "with_n_players": (" with {n} players", " mit {n} Spielern"),
    "is_more_than": (" ({low} is more than {high})", " ({low} ist mehr als {high})"),
    # mogel.check.choices
    "reset_not_level": ("'reset: each {reset}': '{reset}' is not a level; the levels are {levels}{hint}",
                        "'reset: each {reset}': '{reset}' ist keine Ebene; die Ebenen sind {levels}{hint}"),
    "starts_itself": ("the start value of '{name}' reads '{name}' itself, which has no value yet when it is worked "
                      "out: start it from a number or from other names ('= 0')",
                      "der Startwert von '{name}' liest '{name}' selbst, das noch keinen Wert hat, wenn er berechnet "
                      "wird: lass es mit einer Zahl oder anderen Namen beginnen ('= 0')"),
    "starts_cycle": ("the start value of '{name}' reads itself in a circle ({cycle}): each start value waits for the "
                     "other; start one of them from a number or from other names ('= 0')",
                     "der Startwert von '{name}' liest sich selbst im Kreis ({cycle}): jeder Startwert wartet auf "
                     "den anderen; lass einen davon mit einer Zahl oder anderen Namen beginnen ('= 0')"),
    "variable_holds": ("a variable holds a number, a truth value, a player, a chosen option or a value of an attribute, "
                       "not {actual}",
                       "eine Variable hält eine Zahl, einen Wahrheitswert, einen Spieler, eine gewählte Option oder "
                       "einen Wert eines Attributs, nicht {actual}"),
    "set_fix": ("to change it during play, declare it as 'variable {name} = ...'",
                "um es im Spiel zu ändern, deklariere es als 'variable {name} = ...'"),
    "set_definition": ("'{name}' is a definition (line {line}), which never changes: {fix}",
                       "'{name}' ist eine Definition (Zeile {line}), die sich nie ändert: {fix}"),
    "set_let": ("'{name}' is a 'let' name or a name the game binds, fixed for its block: {fix}",
                "'{name}' ist ein 'let'-Name oder ein Name, den das Spiel bindet, fest für seinen Block: {fix}"),
    "set_other": ("'{name}' is {other}, not a variable: 'set' changes a variable",
                  "'{name}' ist {other}, keine Variable: 'set' ändert eine Variable"),
    "set_builtin": ("'{name}' is a built-in name, which the game keeps: 'set' changes a variable",
                    "'{name}' ist ein eingebauter Name, den das Spiel verwaltet: 'set' ändert eine Variable"),
    "set_of_each": ("'{name}' is a variable of each player: say whose, as in 'set {name} of active = ...'",
                    "'{name}' ist eine Variable jedes Spielers: sag, wessen, wie in 'set {name} of active = ...'"),
    "set_of_table": ("'{name}' is one variable for the whole table, not one per player: drop 'of ...' ('set {name} = "
                     "...'), or declare it 'per player'",
                     "'{name}' ist eine Variable für den ganzen Tisch, nicht eine je Spieler: lass 'of ...' weg "
                     "('set {name} = ...') oder deklariere sie 'per player'"),
    "unknown_variable": ("unknown variable '{name}'{hint}: declare it with 'variable {name} = <its first value>', "
                         "or 'variable {name}' to start with none",
                         "unbekannte Variable '{name}'{hint}: deklariere sie mit 'variable {name} = <ihr erster Wert>' "
                         "oder mit 'variable {name}', um ohne Wert zu beginnen"),
    "variable_is": ("'{name}' is {known} (starts: {starts}, line {line}), but this sets it to {actual}",
                    "'{name}' ist {known} (starts: {starts}, Zeile {line}), aber der Wert hier ist {actual}"),
    "set_differently": ("'{name}' is set to {first} at line {line} and to {actual} here",
                        "'{name}' ist in Zeile {line} {first} und hier {actual}"),
    "one_chooses": ("one player chooses, but this is a set of players: for each player, write 'for each player:' and "
                    "the choice inside it",
                    "ein Spieler wählt, aber das hier ist eine Menge von Spielern: für jeden Spieler schreib 'for each "
                    "player:' und die Wahl darin"),
    "choice_two_options": ("a choice has at least 2 options (one option is no choice: write what it does as a statement)",
                           "eine Wahl hat mindestens 2 Optionen (eine Option ist keine Wahl: schreib, was sie tut, als "
                           "Anweisung)"),
    "option_twice": ("an option is listed twice in this choice: '{name}' (first at line {line})",
                     "eine Option steht zweimal in dieser Wahl: '{name}' (zuerst in Zeile {line})"),
    "option_shadowed": ("'{name}' is already {what}: an option's name is compared with the chosen one, so give it "
                        "another name",
                        "'{name}' ist schon {what}: der Name einer Option wird mit der gewählten verglichen, also gib "
                        "ihr einen anderen Namen"),
    # mogel.check.choices: a choice of an attribute's value
    "no_attributes": ("{said}: this file declares no attribute to choose a value of: declare 'attribute {name}:' with "
                      "its 'values:', or choose 'a player' or 'one of:' named options",
                      "{said}: diese Datei deklariert kein Attribut, dessen Wert gewählt werden kann: deklariere "
                      "'attribute {name}:' mit seinen 'values:', oder wähl 'a player' oder benannte Optionen mit "
                      "'one of:'"),
    "number_range_only": ("'{article} {name} from ...': only a number is chosen from a range: write 'a number from 0 "
                          "to 13', or '{article} {name}' for a value of the attribute",
                          "'{article} {name} from ...': nur eine Zahl wird aus einem Bereich gewählt: schreib 'a "
                          "number from 0 to 13', oder '{article} {name}' für einen Wert des Attributs"),
    "number_needs_range": ("'a number': say from what to what, as in 'a number from 0 to 13'",
                           "'a number': sag, von wo bis wo, wie in 'a number from 0 to 13'"),
    "name_one_attribute": ("{said}: name one attribute after '{article}', as in '{example}' (the attributes are "
                           "{attributes})",
                           "{said}: nenne nach '{article}' ein Attribut, wie in '{example}' (die Attribute sind "
                           "{attributes})"),
    "choice_words": ("'{{{key}}}' is not known in the words of this choice: they may say {{player}} (who chooses), "
                     "{{{name}}} (the chosen {name}) and {named}{hint}",
                     "'{{{key}}}' ist in den Worten dieser Wahl nicht bekannt: erlaubt sind {{player}} (wer wählt), "
                     "{{{name}}} (der gewählte Wert von '{name}') und {named}{hint}"),
    "choice_words_named": ("what is named before the choice: {names}", "was vor der Wahl benannt ist: {names}"),
    "choice_words_none": ("a player or value named before the choice (as 'let target = ...' names one)",
                          "ein Spieler oder Wert, der vor der Wahl benannt ist (wie mit 'let target = ...')"),
    "choice_words_form": ("'{{{key}}}': a name in the words of a choice takes only ':plural' (a value of an "
                          "attribute in the plural), not ':{form}'{hint}",
                          "'{{{key}}}': ein Name in den Worten einer Wahl nimmt nur ':plural' (ein Wert eines "
                          "Attributs in der Mehrzahl), nicht ':{form}'{hint}"),
    "choice_words_plural": ("'{{{key}}}': only a value of an attribute has a plural, and '{name}' is {actual}: "
                            "write '{{{name}}}'",
                            "'{{{key}}}': nur ein Wert eines Attributs hat eine Mehrzahl, und '{name}' ist "
                            "{actual}: schreib '{{{name}}}'"),
    "choice_words_kind": ("the words of this choice cannot say '{{{key}}}': it is {actual}; they may say a player, "
                          "a number, a truth value, an option or a value of an attribute",
                          "die Worte dieser Wahl können '{{{key}}}' nicht sagen: es ist {actual}; sie können einen "
                          "Spieler, eine Zahl, einen Wahrheitswert, eine Option oder einen Wert eines Attributs "
                          "sagen"),
    "option_words": ("an option's words are said as they are written: '{{{key}}}' would be said as it stands; "
                     "leave out the braces",
                     "die Worte einer Option werden gesagt, wie sie geschrieben sind: '{{{key}}}' würde so gesagt; "
                     "lass die geschweiften Klammern weg"),
    # mogel.check.claims
    "holds_truth": ("'holds:' is a truth value about each claimed card ('card'), but this is {actual}",
                    "'holds:' ist ein Wahrheitswert über jede angesagte Karte ('card'), aber das hier ist {actual}"),
    "says_knows": ("'says:' knows {{count}} and the variables and definitions without parameters: '{name}' is "
                   "neither{hint}",
                   "'says:' kennt {{count}} und die Variablen und Definitionen ohne Parameter: '{name}' ist nichts "
                   "davon{hint}"),
    "unknown_cheat": ("unknown covert move '{name}'{hint}", "unbekannter heimlicher Zug '{name}'{hint}"),
    "unknown_claim_or_cheat": ("unknown claim or covert move '{name}'{hint}",
                               "unbekannte Ansage oder unbekannter heimlicher Zug '{name}'{hint}"),
    "accuser_type": ("expected a player or a set of players as who may accuse, but this is {actual}",
                     "erwartet: ein Spieler oder eine Menge von Spielern als die, die beschuldigen dürfen, aber das "
                     "hier ist {actual}"),
    "when_claim_only": ("'when: {when}' goes with an accusation of a claim; '{of}' is a covert move: use 'after each "
                        "act' or 'after each window'",
                        "'when: {when}' gehört zu einer Anschuldigung einer Ansage; '{of}' ist ein heimlicher Zug: "
                        "nimm 'after each act' oder 'after each window'"),
    "when_cheat_only": ("'when: {when}' goes with an accusation of a covert move; '{of}' is a claim: use 'after each "
                        "claim' or 'on call'",
                        "'when: {when}' gehört zu einer Anschuldigung eines heimlichen Zugs; '{of}' ist eine Ansage: "
                        "nimm 'after each claim' oder 'on call'"),
    "cheated_only": ("'cheated' exists only in the outcome of an accusation of a covert move; this one accuses the "
                     "claim '{of}': use 'claimed'",
                     "'cheated' gibt es nur im Ausgang einer Anschuldigung eines heimlichen Zugs; diese beschuldigt "
                     "die Ansage '{of}': nimm 'claimed'"),
    "claimed_only": ("'claimed' exists only in the outcome of an accusation of a claim; this one accuses the covert "
                     "move '{of}': use 'cheated'",
                     "'claimed' gibt es nur im Ausgang einer Anschuldigung einer Ansage; diese beschuldigt den "
                     "heimlichen Zug '{of}': nimm 'cheated'"),
    "says_per_player": ("'{name}' is a variable of each player: 'says:' cannot say whose; keep the value to say in a "
                        "variable of the whole table or a definition without parameters",
                        "'{name}' ist eine Variable jedes Spielers: 'says:' kann nicht sagen, wessen; halte den Wert "
                        "in einer Variable des ganzen Tisches oder einer Definition ohne Parameter"),
    "claim_is_accusation": ("'{name}' is an accusation, not a claim: 'claiming' names a claim ({claims})",
                            "'{name}' ist eine Anschuldigung, keine Ansage: 'claiming' nennt eine Ansage ({claims})"),
    "unknown_claim": ("unknown claim '{name}'{hint}", "unbekannte Ansage '{name}'{hint}"),
    "claiming_face_down": ("'claiming' after a face-up play says what it is about: add 'about CARDS' (as in 'claiming "
                           "{name} about hand of active'); a claim about the face-up cards played is no secret; or add "
                           "'face down' before 'claiming' for a claim about the cards laid",
                           "'claiming' nach einem offenen Ausspielen sagt, worüber angesagt wird: ergänze 'about KARTEN' "
                           "(wie in 'claiming {name} about hand of active'); eine Ansage über die offen ausgespielten "
                           "Karten ist kein Geheimnis; oder setz 'face down' vor 'claiming' für eine Ansage über die "
                           "gelegten Karten"),
    "about_face_down": ("'about' goes with a face-up play: a play face down claims about the cards it lays; leave out "
                        "'about ...'",
                        "'about' gehört zu einem offenen Ausspielen: ein verdecktes Ausspielen sagt über die gelegten "
                        "Karten an; lass 'about ...' weg"),
    "about_type": ("expected a card or a set of cards after 'about', but this is {actual}",
                   "erwartet: eine Karte oder eine Menge von Karten nach 'about', aber das hier ist {actual}"),
    "each_calls": ("'each player calls' names several accusers: one player calls",
                   "'each player calls' nennt mehrere Beschuldigende: ein Spieler ruft"),
    "calls_names": ("'calls' names an accusation: '{name}' is not one{hint}",
                    "'calls' nennt eine Anschuldigung: '{name}' ist keine{hint}"),
    "calls_claim": ("'calls' runs an accusation of a claim; '{name}' accuses the covert move '{of}', which its 'when:' "
                    "asks for",
                    "'calls' führt eine Anschuldigung einer Ansage aus; '{name}' beschuldigt den heimlichen Zug "
                    "'{of}', den ihr 'when:' abfragt"),
    "calls_on_call": ("'calls' runs an accusation 'when: on call'; '{name}' is asked '{when}'",
                      "'calls' führt eine Anschuldigung 'when: on call' aus; '{name}' wird '{when}' gefragt"),
    "on_call_never": ("'on call' needs a 'calls' statement: no rule calls '{name}', so it can never be made",
                      "'on call' braucht eine 'calls'-Anweisung: keine Regel ruft '{name}', also kann sie nie erhoben "
                      "werden"),
    "claim_never_made": ("'{name}' accuses a claim, but no rule makes the claim '{of}'",
                         "'{name}' beschuldigt eine Ansage, aber keine Regel macht die Ansage '{of}'"),
    # mogel.check.statements: face-down cards
    "reveal_type": ("expected a card or a set of cards after 'reveal', but this is {actual}",
                    "erwartet: eine Karte oder eine Menge von Karten nach 'reveal', aber das hier ist {actual}"),
    "show_type": ("expected a card or a set of cards after 'shows', but this is {actual}",
                  "erwartet: eine Karte oder eine Menge von Karten nach 'shows', aber das hier ist {actual}"),
    "show_to_type": ("expected a player or a set of players after 'shows ... to', but this is {actual}",
                     "erwartet: ein Spieler oder eine Menge von Spielern nach 'shows ... to', aber das hier ist "
                     "{actual}"),
    "hides_nothing": ("'face down' hides nothing here: nobody sees the faces in '{zone}' anyway",
                      "'face down' verbirgt hier nichts: niemand sieht die Vorderseiten in '{zone}' sowieso"),
    "hides_nothing_owner": ("'face down' on '{zone}', a zone of each player seen by its owner, hides nothing from the "
                            "others, who see no face there anyway",
                            "'face down' auf '{zone}', einer Zone jedes Spielers, die ihr Besitzer sieht, verbirgt "
                            "nichts vor den anderen, die dort sowieso keine Vorderseite sehen"),
    # mogel.check.warnings and mogel.check.work
    "players_range": ("{low} to {high} players", "{low} bis {high} Spielern"),
    "players_list": ("{counts} players", "{counts} Spielern"),
    "deal_short": ("with {players} this deal needs more cards than the deck has ({each} each: {total} for {most} "
                   "players; the deck has {deck}): it stops when '{src}' is empty and players get fewer than "
                   "{each}{refill}; deal at most {most_each} cards each{fewer}",
                   "mit {players} braucht dieser 'deal' mehr Karten, als der Kartenstapel hat ({each} für jeden: "
                   "{total} für {most} Spieler; der Stapel hat {deck}): er hört auf, wenn '{src}' leer ist, und die "
                   "Spieler bekommen weniger als {each}{refill}; teile höchstens {most_each} Karten pro Spieler "
                   "aus{fewer}"),
    "deal_refill": (" ('when empty' does not run during a deal)", " ('when empty' läuft während eines 'deal' nicht)"),
    "deal_fewer": (", or allow at most {n} players", ", oder erlaube höchstens {n} Spieler"),
    "lone_tag": ("tag '{tag}' of card '{card}' is on no other card and no rule tests it{hint}",
                 "das Merkmal '{tag}' der Karte '{card}' steht auf keiner anderen Karte, und keine Regel prüft es{hint}"),
    "never_fires": ("the 'on play' of card '{card}' can never run: {why}",
                    "das 'on play' der Karte '{card}' kann nie laufen: {why}"),
    "no_copies": ("the deck has no copies of it", "der Kartenstapel hat keine Exemplare davon"),
    "never_played": ("it can never be played", "sie kann nie gespielt werden"),
    "stuck": ("card '{card}' can never be played or given: it leaves a hand only by a covert move",
              "die Karte '{card}' kann nie gespielt oder verschenkt werden: sie verlässt eine Hand nur durch einen "
              "heimlichen Zug"),
    "stuck_unless": ("card '{card}' can never be given, and played only as its 'unless' allows: otherwise it leaves a "
                     "hand only by a covert move",
                     "die Karte '{card}' kann nie verschenkt und nur so gespielt werden, wie ihr 'unless' es erlaubt: "
                     "sonst verlässt sie eine Hand nur durch einen heimlichen Zug"),
    "acknowledged": ("{message} (expected: 'expect warning: {code}')", "{message} (erwartet: 'expect warning: {code}')"),
    "unacknowledged_level": ("{message} [write 'expect warning: {code}' in the block of level '{name}' if that is "
                             "meant]",
                             "{message} [schreib 'expect warning: {code}' in den Block der Ebene '{name}', wenn das "
                             "so gemeint ist]"),
    "unacknowledged": ("{message} [write 'expect warning: {code}' in the card block if that is meant]",
                       "{message} [schreib 'expect warning: {code}' in den Kartenblock, wenn das so gemeint ist]"),
    "unacknowledged_variable": ("{message} [write 'expect warning: {code}' in the block of variable '{name}' if that is "
                                "meant]",
                                "{message} [schreib 'expect warning: {code}' in den Block der Variable '{name}', wenn "
                                "das so gemeint ist]"),
    **WARNINGS,
    # mogel.check.statements.for_value: `for each rank r:`
    "for_each_what": ("'for each {name} ...' goes over the values of an attribute, but '{name}' is none{hint}: "
                      "write 'for each player:' or 'for each ATTRIBUTE NAME:' (the attributes: {attributes})",
                      "'for each {name} ...' geht die Werte eines Attributs durch, aber '{name}' ist keins{hint}: "
                      "schreib 'for each player:' oder 'for each ATTRIBUTE NAME:' (die Attribute: {attributes})"),
    "for_each_name": ("'{name}' is already {what}: give the value another name in 'for each'",
                      "'{name}' ist schon {what}: gib dem Wert in 'for each' einen anderen Namen"),
    "reason_braces": ("a reason for points is said as written, so '{text}' would be told with its braces: write the "
                      "words themselves (en \"Scopa!\"); the scoring player is named before it",
                      "ein Grund für Punkte wird gesagt, wie er dasteht, also käme '{text}' mit den Klammern: schreib "
                      "die Worte selbst (de \"Scopa!\"); der Spieler, der punktet, wird davor genannt"),
    "an_attribute": ("an attribute", "ein Attribut"), "a_value": ("a value of an attribute", "ein Wert eines Attributs"),
    "a_bound_name": ("a name bound here", "ein hier gebundener Name"),
})


def german_number(n: int) -> str:
    """A whole number as German writes it, thousands parted by points: 12.345.678."""
    return f"{n:,}".replace(",", ".")
