"""The card catalogues of bot.rulings.cards: one JSON file per game, read as package data."""
