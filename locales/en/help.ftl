## The command line's help (pegchess --help, pegchess help COMMAND) in English is clap's own: the doc comments of
## crates/pegchess-core/src/config/ (which also write docs/reference.md). The other languages' help.ftl translate them, a message per
## command and an attribute per option; this file stays empty so every language has the same files.
