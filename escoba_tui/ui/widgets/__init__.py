"""The widgets of the board: cards, hand, table, seats, score sheet, move log, count."""
