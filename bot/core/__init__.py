"""Pure cores: rules (one module per game), rulings, league, ratings, the match domain. No I/O."""
