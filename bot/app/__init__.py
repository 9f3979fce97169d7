"""The application layer: services that run every process, through ports the faces implement."""
