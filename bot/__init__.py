"""Arbiter: a Discord bot that adjudicates trading-card-game matches, citing the rules."""
