"""Every table on SQLModel.metadata: import this where the whole schema must be known
(Alembic's environment, schema checks). Each table module lives with the code that owns it."""

from bot.matches import models
from bot.matches.leagues import league_models, playoff_models
from bot.matches.ratings import rating_models
from bot.matches.weblinks import link_models

TABLE_MODULES = (models, league_models, playoff_models, rating_models, link_models)
