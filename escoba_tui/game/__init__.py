"""The game itself: cards, rules, the engine, records, and the facts a game produces."""
