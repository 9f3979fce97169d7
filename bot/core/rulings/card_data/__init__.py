"""The card catalogues of bot.core.rulings.cards: one JSON file per game, read as package data."""
