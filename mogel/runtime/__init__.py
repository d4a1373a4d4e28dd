"""The runtime stage: a compiled program -> a game's events, one decision or chance at a time.

Owns the mutable game state (`state.State`, `ZoneLayout`), the engine (`engine.Engine`: turns,
rounds, decisions, seeded chance, races, the step budget), what the generated cheating
windows share (`covert.Covert`: covert moves, noticing, accusations settled), and the events
and decisions it emits (`events.Event`, `events.Decision`), each with the rules span it comes
from.  It may import `mogel.errors` and the stages before it;
it never narrates, never chooses for a seat and never knows a bot, widget, lab or command.
"""
