"""The checker's warnings (and the errors of a blind `chosen by`), in English and German: what a
rule gives away (mogel.check.leaks, mogel.check.offers), how a warning is acknowledged
(mogel.check.warnings), an `if` that is always true or false, too much work (mogel.check.work), and a
procedure's parameter that hides a name (mogel.check.names).

`WARNINGS` is a part of mogel.check.said_statements' catalogue `SAY`, which fills them in; the
same words and forms of address as there.
"""

from __future__ import annotations

WARNINGS = {
    # mogel.check.names: a procedure's parameter named like something else (the warning, and the errors)
    "param_hides": ("'{name}' is {what}: this parameter hides it in all of procedure '{procedure}', where '{name}' in an "
                    "expression is the value the 'do' gives{instead}; choose another name",
                    "'{name}' ist {what}: dieser Parameter verdeckt es in der ganzen Prozedur '{procedure}', wo '{name}' "
                    "in einem Ausdruck der Wert ist, den das 'do' übergibt{instead}; wähl einen anderen Namen"),
    "param_variable": ("'{name}' is a variable: a parameter of that name would hide it in all of procedure "
                       "'{procedure}' ('set {name} = ...' would change the variable, '{name}' read the parameter); "
                       "choose another name",
                       "'{name}' ist eine Variable: ein Parameter mit diesem Namen würde sie in der ganzen Prozedur "
                       "'{procedure}' verdecken ('set {name} = ...' würde die Variable ändern, '{name}' den Parameter "
                       "lesen); wähl einen anderen Namen"),
    "param_twice": ("procedure '{procedure}' has two parameters called '{name}': give each its own name",
                    "Prozedur '{procedure}' hat zwei Parameter namens '{name}': gib jedem einen eigenen Namen"),
    # mogel.check.leaks
    "leaks_hidden": ("'{name}' is public: every player is told its value, and this 'set' works it out from {what}"
                     "{through}: the rules give that card away; set it from what every player sees (a card played "
                     "face up or revealed, a pile seen by all) or from a choice ('active chooses ...'), or keep the "
                     "value in a 'let', which nobody is told",
                     "'{name}' ist öffentlich: jeder Spieler erfährt den Wert, und dieses 'set' berechnet ihn aus "
                     "{what}{through}: die Regeln verraten diese Karte; setz ihn aus dem, was alle sehen (eine offen "
                     "gespielte oder aufgedeckte Karte, ein Stapel, den alle sehen), oder aus einer Wahl ('active "
                     "chooses ...'), oder behalte den Wert in einem 'let', das niemandem gesagt wird"),
    "leaks_hidden_starts": ("'{name}' is public: every player is told its value, and its 'starts:' works it out from "
                            "{what}{through}: the rules give that card away; start it from what every player sees, "
                            "or set it later from a choice ('active chooses ...')",
                            "'{name}' ist öffentlich: jeder Spieler erfährt den Wert, und sein 'starts:' berechnet "
                            "ihn aus {what}{through}: die Regeln verraten diese Karte; lass ihn mit dem beginnen, was "
                            "alle sehen, oder setz ihn später aus einer Wahl ('active chooses ...')"),
    "leak_owner": ("the face of a card in '{zone}', which only its owner sees",
                   "der Vorderseite einer Karte in '{zone}', die nur ihr Besitzer sieht"),
    "leak_nobody": ("the face of a card in '{zone}', which nobody sees",
                    "der Vorderseite einer Karte in '{zone}', die niemand sieht"),
    "leak_top": ("the faces of cards in '{zone}', of which everybody sees only the top card",
                 "den Vorderseiten von Karten in '{zone}', wovon alle nur die oberste Karte sehen"),
    "leak_face_down": ("the face of a card that may lie face down in '{zone}'",
                       "der Vorderseite einer Karte, die in '{zone}' verdeckt liegen kann"),
    "leak_through": (" (read at {where})", " (gelesen bei {where})"),
    "option_leaks": ("option '{name}' is offered only when this holds, and it depends on {what}{through}: whether "
                     "the option is offered (and so the answer the table hears) gives that card away; offer it "
                     "always, or test what only the rules should know after the choice",
                     "die Option '{name}' wird nur angeboten, wenn das gilt, und das hängt ab von {what}{through}: "
                     "ob die Option angeboten wird (und damit die Antwort, die der Tisch hört), verrät diese Karte; "
                     "biete sie immer an, oder prüfe, was nur die Regeln wissen sollen, nach der Wahl"),
    "race_leaks": ("every player is told who runs the race '{name}', and these runners are worked out from {what}"
                   "{through}: the rules give that card away; race among players chosen by what every player sees",
                   "allen wird gesagt, wer beim Wettlauf '{name}' mitläuft, und diese Läufer werden bestimmt aus "
                   "{what}{through}: die Regeln verraten diese Karte; lass Spieler laufen, die nach dem bestimmt "
                   "werden, was alle sehen"),
    "right_leaks": ("every player is told whether each runner of the race '{name}' is right, and that is worked out "
                    "from {what}{through}: the rules give that card away; make running a claim about what every "
                    "player sees",
                    "allen wird gesagt, ob jeder Läufer beim Wettlauf '{name}' richtig liegt, und das wird bestimmt "
                    "aus {what}{through}: die Regeln verraten diese Karte; lass das Mitlaufen etwas behaupten, was "
                    "alle sehen"),
    "says_leaks": ("the claim '{name}' says '{{{placeholder}}}' to every player, and '{placeholder}' is worked out "
                   "from {what}: the rules give that card away; say what every player sees, a variable or '{{count}}'",
                   "die Behauptung '{name}' sagt allen '{{{placeholder}}}', und '{placeholder}' wird bestimmt aus "
                   "{what}: die Regeln verraten diese Karte; sag, was alle sehen, eine Variable oder '{{count}}'"),
    "when_leaks": ("the claim '{name}' is made at this play only when this holds, and it depends on {what}: whether "
                   "the claim is made gives that card away; test the card played ('card'), or make the claim at every play",
                   "die Behauptung '{name}' wird bei diesem Ausspielen nur gemacht, wenn das gilt, und das hängt ab von "
                   "{what}: ob sie gemacht wird, verrät diese Karte; prüf die ausgespielte Karte ('card') oder mach die "
                   "Behauptung bei jedem Ausspielen"),
    "about_leaks": ("'{name}' is made about cards its claimer cannot see ({what}), yet the claimer is told whether "
                    "it holds (its plays are marked as bluffs or not): the rules give those cards away; make the claim "
                    "about cards the claimer sees, such as its own hand",
                    "'{name}' wird über Karten gemacht, die der Behauptende nicht sieht ({what}), doch ihm wird gesagt, "
                    "ob sie gilt (seine Züge sind als Bluff markiert oder nicht): die Regeln verraten diese Karten; "
                    "mach die Behauptung über Karten, die er sieht, etwa seine eigene Hand"),
    "play_leaks": ("the cards '{name}' may pick are those where this holds, and it depends on {what}{through}: "
                   "which cards are offered tells '{name}', and the card picked tells the table, something about "
                   "that card; test the cards offered and what '{name}' sees, or what only the rules should know "
                   "after the pick",
                   "'{name}' darf die Karten nehmen, für die das gilt, und das hängt ab von {what}{through}: welche "
                   "Karten angeboten werden, verrät '{name}', und die genommene Karte dem Tisch, etwas über diese "
                   "Karte; prüfe die angebotenen Karten und was '{name}' sieht, oder was nur die Regeln wissen "
                   "sollen, nach der Wahl"),
    "worth_leaks": ("the cards '{name}' may pick add up to this number, and it depends on {what}{through}: the "
                    "question ('Which cards worth ...?') tells '{name}', and the cards taken tell the table, that "
                    "number; add up to what '{name}' sees",
                    "die Karten, die '{name}' nehmen darf, ergeben zusammen diese Zahl, und sie hängt ab von "
                    "{what}{through}: die Frage ('Welche Karten im Wert von ...?') verrät sie '{name}', und die "
                    "genommenen Karten dem Tisch; nimm als Summe, was '{name}' sieht"),
    "choice_leaks": ("'{name}' may choose those where this holds, and it depends on {what}{through}: which are "
                     "offered tells '{name}', and the answer tells the table, something about that card; offer "
                     "what '{name}' sees, or test what only the rules should know after the choice",
                     "'{name}' darf wählen, wofür das gilt, und das hängt ab von {what}{through}: was angeboten "
                     "wird, verrät '{name}', und die Antwort dem Tisch, etwas über diese Karte; biete an, was "
                     "'{name}' sieht, oder prüfe, was nur die Regeln wissen sollen, nach der Wahl"),
    "words_leak": ("the words of the choice of '{name}' say '{{{placeholder}}}' to every player, and its value "
                   "depends on {what}{through}: name in the words only what every player sees",
                   "die Worte der Wahl von '{name}' sagen '{{{placeholder}}}' allen Spielern, und sein Wert hängt "
                   "ab von {what}{through}: nenne in den Worten nur, was alle Spieler sehen"),
    "unless_leaks": ("card '{name}' may be {verb} only when this holds, and it depends on {what}{through}: whether "
                     "it is offered tells its player, and the card picked tells the table, something about that "
                     "card; test the card and what its player sees",
                     "die Karte '{name}' darf nur {verb} werden, wenn das gilt, und das hängt ab von "
                     "{what}{through}: ob sie angeboten wird, verrät ihrem Spieler, und die genommene Karte dem "
                     "Tisch, etwas über diese Karte; prüfe die Karte und was ihr Spieler sieht"),
    "verb_played": ("played", "gespielt"), "verb_given": ("given", "verschenkt"),
    "cheat_leaks": ("the covert move '{name}' is offered only when this holds, and it depends on {what}{through}: "
                    "whether a player is offered it gives that card away to that player; test what the cheater "
                    "sees (its own zones, what all see)",
                    "der heimliche Zug '{name}' wird nur angeboten, wenn das gilt, und das hängt ab von "
                    "{what}{through}: ob ein Spieler ihn angeboten bekommt, verrät ihm diese Karte; prüfe, was "
                    "der Mogelnde sieht (seine eigenen Zonen, was alle sehen)"),
    "accuser_leaks": ("who is asked to make the accusation '{name}' is worked out from {what}{through}: being asked "
                      "gives that card away to the player asked; let players accuse by what they see",
                      "wer gefragt wird, ob er die Anschuldigung '{name}' erhebt, wird bestimmt aus {what}{through}: "
                      "gefragt zu werden, verrät dem Gefragten diese Karte; lass Spieler nach dem anklagen, was sie "
                      "sehen"),
    "unacknowledged_statement": ("{message} [write 'expect warning: {code}' indented under this statement if that "
                                 "is meant]",
                                 "{message} [schreib 'expect warning: {code}' eingerückt unter diese Anweisung, wenn "
                                 "das so gemeint ist]"),
    # mogel.check.silent
    "never_set": ("variable '{name}' is read (at {at}) but no statement sets it and it has no start value: it is "
                  "absent all game, and every comparison with it is false; set it ('set {name} = ...') or give it "
                  "a start value ('variable {name} = ...')",
                  "die Variable '{name}' wird gelesen (bei {at}), aber keine Anweisung setzt sie, und sie hat "
                  "keinen Startwert: sie fehlt die ganze Partie, und jeder Vergleich mit ihr ist falsch; setze sie "
                  "('set {name} = ...') oder gib ihr einen Startwert ('variable {name} = ...')"),
    "maybe_absent": ("variable '{name}' is read (at {at}), but only a 'setup:' sets it (at line {line}), and only on some "
                     "ways through it (under an 'if' whose other branch does not set it, in an 'otherwise', or by a 'may' "
                     "choice), and it has no start value: where the setup does not set it, it stays absent, and every "
                     "comparison with it is false; set it on every way (an 'else' that sets it too) or give it a start "
                     "value ('variable {name} = ...')",
                     "die Variable '{name}' wird gelesen (bei {at}), aber nur ein 'setup:' setzt sie (in Zeile {line}), "
                     "und nur auf manchen Wegen hindurch (unter einem 'if', dessen anderer Zweig sie nicht setzt, in einem"
                     " 'otherwise' oder durch eine Wahl mit 'may'), und sie hat keinen Startwert: wo das 'setup:' sie "
                     "nicht setzt, fehlt sie, und jeder Vergleich mit ihr ist falsch; setze sie auf jedem Weg (ein 'else',"
                     " das sie auch setzt) oder gib ihr einen Startwert ('variable {name} = ...')"),
    "maybe_absent_from": ("variable '{name}' is read (at {at}), but only a 'setup:' sets it, and it sets it (at line "
                          "{line}) from '{source}', which may be absent there (see the warning of '{source}'), and it "
                          "has no start value: then it is absent too, and every comparison with it is false; set "
                          "'{source}' on every way through the setup, or ask 'present({source})' first",
                          "die Variable '{name}' wird gelesen (bei {at}), aber nur ein 'setup:' setzt sie, und zwar "
                          "(in Zeile {line}) aus '{source}', das dort fehlen kann (siehe die Warnung zu '{source}'), "
                          "und sie hat keinen Startwert: dann fehlt sie auch, und jeder Vergleich mit ihr ist falsch; "
                          "setze '{source}' auf jedem Weg durch das 'setup:', oder frag zuerst 'present({source})'"),
    "nobody_chooses": ("nobody chooses which cards of '{zone}' this move takes: without 'chosen by' it takes the top "
                       "ones that pass (the cards their owner received last), and only the owner sees them, so the "
                       "rules pick for the owner; write 'chosen by' and the owner to let the owner choose, or 'at "
                       "random' to take blind",
                       "niemand wählt, welche Karten aus '{zone}' dieser Zug nimmt: ohne 'chosen by' nimmt er die "
                       "obersten, die passen (die ihr Besitzer zuletzt bekam), und nur der Besitzer sieht sie, also "
                       "wählen die Regeln für ihn; schreib 'chosen by' und den Besitzer, damit er wählt, oder 'at "
                       "random', um blind zu ziehen"),
    "move_short": ("with {players} the deal at line {line} leaves too few cards in '{zone}' for this move (with {n} "
                   "players: {left} left, it needs {wanted}): it moves fewer, or none, and '{dest}', which no other "
                   "statement fills, stays short all game without a word; take the cards before the deal, or deal "
                   "fewer",
                   "mit {players} lässt der 'deal' in Zeile {line} zu wenige Karten in '{zone}' für diesen Zug (bei "
                   "{n} Spielern: {left} übrig, er braucht {wanted}): er bewegt weniger oder keine, und '{dest}', "
                   "das keine andere Anweisung füllt, bleibt die ganze Partie ohne ein Wort zu leer; nimm die "
                   "Karten vor dem 'deal' oder teile weniger aus"),
    # mogel.check.public
    "decided_leaks": ("every player is told {effect}, and it is worked out from {what}{through}: the rules give "
                      "that card away; decide it by what every player sees, or by a choice ('active chooses ...')",
                      "allen wird gesagt, {effect}, und das wird bestimmt aus {what}{through}: die Regeln verraten "
                      "diese Karte; entscheide es nach dem, was alle sehen, oder durch eine Wahl ('active chooses "
                      "...')"),
    "effect_starter": ("who starts each '{level}' ('starter:')", "wer jede Ebene '{level}' beginnt ('starter:')"),
    "effect_first": ("who takes the first turn of each '{level}' ('first:')",
                     "wer in jeder Ebene '{level}' den ersten Zug macht ('first:')"),
    "effect_ends": ("when a '{level}' ends ('ends when:')", "wann eine Ebene '{level}' endet ('ends when:')"),
    "effect_times": ("how many parts a '{level}' plays ('times:')",
                     "wie viele Teile eine Ebene '{level}' spielt ('times:')"),
    "effect_if": ("whether this 'if' holds (what its block does is told)",
                  "ob dieses 'if' gilt (was sein Block tut, wird gesagt)"),
    "effect_repeat": ("how often this 'repeat' runs (what its block does is told)",
                      "wie oft dieses 'repeat' läuft (was sein Block tut, wird gesagt)"),
    "effect_each": ("for which players this block runs", "für welche Spieler dieser Block läuft"),
    "effect_who": ("who does this", "wer das tut"),
    "effect_next": ("who goes next", "wer als Nächstes dran ist"),
    "effect_how_many": ("how many cards, points or turns this is", "wie viele Karten, Punkte oder Züge das sind"),
    "effect_moved": ("how many cards pass this move's 'where' (the cards go where not every player sees "
                     "them, so only their number is told)",
                     "wie viele Karten das 'where' dieses Zugs erfüllen (die Karten kommen dorthin, wo nicht alle "
                     "sie sehen, also wird nur ihre Zahl gesagt)"),
    "effect_whose": ("whose cards these are", "wessen Karten das sind"),
    "effect_whom": ("who this is done to", "wen das trifft"),
    "effect_chooser": ("who chooses", "wer wählt"),
    "place_level": ("in the block of level '{name}'", "in den Block der Ebene '{name}'"),
    "place_card": ("in the block of card '{name}'", "in den Block der Karte '{name}'"),
    "place_procedure": ("as the first line of procedure '{name}'", "als erste Zeile der Prozedur '{name}'"),
    "place_turn": ("as the first line of 'turn:'", "als erste Zeile von 'turn:'"),
    "place_if": ("as the first line of this 'if''s block", "als erste Zeile in den Block dieses 'if'"),
    "unacknowledged_decided": ("{message} [write 'expect warning: {code}' {name} if the rulebook makes it public]",
                               "{message} [schreib 'expect warning: {code}' {name}, wenn die Spielregel das "
                               "öffentlich macht]"),
    "unacknowledged_where": ("{message} [{code}]", "{message} [{code}]"),
    "unacknowledged_placed": ("{message} [write 'expect warning: {code}' {place} if that is meant]",
                              "{message} [schreib 'expect warning: {code}' {place}, wenn das so gemeint ist]"),
    "unacknowledged_option": ("{message} [write 'expect warning: {code}' indented under option '{name}' if that is "
                              "meant]",
                              "{message} [schreib 'expect warning: {code}' eingerückt unter die Option '{name}', "
                              "wenn das so gemeint ist]"),
    "unacknowledged_race": ("{message} [write 'expect warning: {code}' as the first line of the body of race "
                            "'{name}' if that is meant]",
                            "{message} [schreib 'expect warning: {code}' als erste Zeile in den Rumpf des Wettlaufs "
                            "'{name}', wenn das so gemeint ist]"),
    "unacknowledged_claim": ("{message} [write 'expect warning: {code}' in the block of claim '{name}' if that is "
                             "meant]",
                             "{message} [schreib 'expect warning: {code}' in den Block der Behauptung '{name}', wenn "
                             "das so gemeint ist]"),
    "unacknowledged_card": ("{message} [write 'expect warning: {code}' in the block of card '{name}' if that is "
                            "meant]",
                            "{message} [schreib 'expect warning: {code}' in den Block der Karte '{name}', wenn das "
                            "so gemeint ist]"),
    "unacknowledged_cheat": ("{message} [write 'expect warning: {code}' in the block of cheat '{name}' if that is "
                             "meant]",
                             "{message} [schreib 'expect warning: {code}' in den Block des heimlichen Zugs '{name}', "
                             "wenn das so gemeint ist]"),
    "unacknowledged_accusation": ("{message} [write 'expect warning: {code}' in the block of accusation '{name}' if "
                                  "that is meant]",
                                  "{message} [schreib 'expect warning: {code}' in den Block der Anschuldigung "
                                  "'{name}', wenn das so gemeint ist]"),
    "blind_choice": ("{why}: 'chosen by' would offer '{chooser}' the faces of its cards, which gives them away; "
                     "'at random' picks a card blind: 'move N cards from {zone} at random to ...' (no 'chosen by'); "
                     "to let '{chooser}' pick one by its place, unseen, write 'chosen blindly by {chooser}'",
                     "{why}: 'chosen by' würde '{chooser}' die Vorderseiten der Karten anbieten und sie so verraten; "
                     "'at random' nimmt eine Karte blind: 'move N cards from {zone} at random to ...' (ohne "
                     "'chosen by'); damit '{chooser}' eine Karte nach ihrem Platz wählt, ungesehen, schreib "
                     "'chosen blindly by {chooser}'"),
    "blindly_seen": ("'{chooser}' sees the cards of {zone}: a pick 'chosen blindly' there is made with the faces in "
                     "view, so 'blindly' means nothing; write 'chosen by {chooser}' (a pick by face), or 'at random'",
                     "'{chooser}' sieht die Karten von {zone}: eine Wahl 'chosen blindly' dort geschieht mit den "
                     "Vorderseiten vor Augen, also bedeutet 'blindly' nichts; schreib 'chosen by {chooser}' (eine Wahl "
                     "nach der Vorderseite) oder 'at random'"),
    "idle_reveal": ("this 'reveal' does nothing: it turns face-down cards face up, and it reveals {why}, where no "
                    "card lies face down; 'reveal' shows no card of a zone like '{zone}' to the others: to show it to "
                    "the others where it lies, write 'P shows CARD' (or 'P shows CARD to PLAYERS')",
                    "dieses 'reveal' bewirkt nichts: es deckt verdeckte Karten auf, und es deckt {why} auf, wo keine "
                    "Karte verdeckt liegt; 'reveal' zeigt den anderen keine Karte einer Zone wie '{zone}': um sie "
                    "den anderen zu zeigen, wo sie liegt, schreib 'P shows CARD' (oder 'P shows CARD to PLAYERS')"),
    "reveal_owner": ("cards in '{zone}', which only their owner sees", "Karten in '{zone}', die nur ihr Besitzer sieht"),
    "reveal_nobody": ("cards in '{zone}', which nobody sees", "Karten in '{zone}', die niemand sieht"),
    "blind_owner": ("'{chooser}' cannot see '{zone}': only its owner sees the cards of '{name}'",
                    "'{chooser}' sieht '{zone}' nicht: nur der Besitzer sieht die Karten von '{name}'"),
    "blind_nobody": ("'{chooser}' cannot see '{zone}': nobody sees the cards of '{name}'",
                     "'{chooser}' sieht '{zone}' nicht: niemand sieht die Karten von '{name}'"),
    "blind_top": ("'{chooser}' cannot see '{zone}' below its top card: everybody sees only the top of '{name}'",
                  "'{chooser}' sieht von '{zone}' nur die oberste Karte: alle sehen nur die oberste Karte von "
                  "'{name}'"),
    "blind_face_down": ("'{chooser}' may not see every card of '{zone}': cards may lie face down in '{name}'",
                        "'{chooser}' sieht vielleicht nicht jede Karte von '{zone}': in '{name}' können Karten "
                        "verdeckt liegen"),
    "unknown_warning": ("unknown warning '{code}'{hint}: the codes are {codes}",
                        "unbekannte Warnung '{code}'{hint}: die Codes sind {codes}"),
    "lost_after_move": ("this 'set' does not run when the move at line {at} ends '{level}', and '{name}' is read "
                        "after the end (or kept): '{level}' is checked after each move (the default), its 'ends when:' "
                        "reads cards, and the rest of the turn is not played once it ends; put it before that move, "
                        "or write 'checked: after each turn' in '{level}'",
                        "dieses 'set' läuft nicht, wenn der Zug in Zeile {at} die Ebene '{level}' beendet, und "
                        "'{name}' wird nach dem Ende gelesen (oder bleibt): '{level}' wird nach jedem Zug geprüft (der "
                        "Standard), ihr 'ends when:' liest Karten, und der Rest des Zugs wird nicht gespielt, sobald "
                        "sie endet; stell es vor diesen Zug, oder schreib 'checked: after each turn' in '{level}'"),
    "lost_points_after_move": ("these points are not scored when the move at line {at} ends '{level}': '{level}' is "
                               "checked after each move (the default), its 'ends when:' reads cards, and the rest of "
                               "the turn is not played once it ends; score them before that move, or write 'checked: "
                               "after each turn' in '{level}'",
                               "diese Punkte werden nicht gezählt, wenn der Zug in Zeile {at} die Ebene '{level}' "
                               "beendet: '{level}' wird nach jedem Zug geprüft (der Standard), ihr 'ends when:' liest "
                               "Karten, und der Rest des Zugs wird nicht gespielt, sobald sie endet; vergib sie vor "
                               "diesem Zug, oder schreib 'checked: after each turn' in '{level}'"),
    "compared_with_itself": ("'{text}' compares an expression with itself: it is always {value}; inside a nested "
                             "'where', 'card' (and 'player') is the inner one on both sides: give the outer one to a "
                             "definition ('define same_rank(p, c) = count(hand of p where card.rank = c.rank)') or "
                             "walk it with 'for each' (docs/language.md 15)",
                             "'{text}' vergleicht einen Ausdruck mit sich selbst: das ist immer {value}; in einem "
                             "inneren 'where' ist 'card' (und 'player') auf beiden Seiten das innere: gib das äußere "
                             "einer Definition ('define same_rank(p, c) = count(hand of p where card.rank = c.rank)') "
                             "oder geh es mit 'for each' durch (docs/language.md 15)"),
    "if_always": ("this 'if' is always {value}: one of its branches never runs",
                  "dieses 'if' ist immer {value}: einer seiner Zweige läuft nie"),
    "true": ("true", "wahr"), "false": ("false", "falsch"),
    "too_much_work": ("with {players} players and all {deck} cards in each pile it looks at, this can take {steps} "
                      "steps with nothing happening in the game (each player or card looked at is a step, and sets "
                      "or loops inside one another multiply their sizes), more than the {work} a game allows: a game "
                      "that gets that far is stopped here; nest fewer 'where', 'count', 'any', 'sum', 'for each' or "
                      "'repeat' inside one another",
                      "mit {players} Spielern und allen {deck} Karten in jedem Stapel, den es ansieht, kann das "
                      "{steps_de} Schritte dauern, ohne dass im Spiel etwas passiert (jeder betrachtete Spieler und "
                      "jede betrachtete Karte ist ein Schritt, und ineinander geschachtelte Mengen oder Schleifen "
                      "multiplizieren ihre Größen), mehr als die {work_de}, die ein Spiel erlaubt: ein Spiel, das so "
                      "weit kommt, wird hier abgebrochen; schachtle weniger 'where', 'count', 'any', 'sum', 'for "
                      "each' oder 'repeat' ineinander"),
    "more_than_huge": ("more than 10^15", "mehr als 10^15"),
}
