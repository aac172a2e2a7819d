//! The pegchess binary: its command line handed to `commands::main`, which parses it, runs one command and
//! says its exit code.

fn main() -> std::process::ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    pegchess::commands::main(&args)
}
