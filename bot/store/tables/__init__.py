"""The web pages' public links (shared/spec/web.md): the table of who made which page public
(`link_models`) and the writes and reads over it (`links`), for the Discord and web faces."""
