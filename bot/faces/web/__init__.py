"""The web face (shared/spec/web.md): read-only pages and their JSON over the same services.

`pages` turns what the services read into the pages' data (the JSON contract), `reads` reads
it from a read-only database by token, `server` serves it with aiohttp.web and Jinja2.
"""
