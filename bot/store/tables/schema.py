"""Every table on SQLModel.metadata: import this where the whole schema must be known
(Alembic's environment, schema checks). Each table module lives with the code that owns it."""

from bot.store.tables import leagues as league_models
from bot.store.tables import links as link_models
from bot.store.tables import matches as models
from bot.store.tables import penalties as penalty_models
from bot.store.tables import phone as phone_models
from bot.store.tables import playoffs as playoff_models
from bot.store.tables import precedents as precedent_models
from bot.store.tables import ratings as rating_models

TABLE_MODULES = (
    models,
    league_models,
    playoff_models,
    rating_models,
    link_models,
    precedent_models,
    phone_models,
    penalty_models,
)
