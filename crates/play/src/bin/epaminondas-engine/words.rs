//! `epaminondas-engine words --page-js | --desktop`: the words outside the game's window, from
//! the catalogues (`epaminondas_play::i18n::launcher`), for the build scripts to write where
//! they belong.

use clap::Args;
use epaminondas_play::i18n::launcher;
use std::process::ExitCode;

/// Which words to print.
#[derive(Args, Debug)]
#[group(required = true, multiple = false)]
pub struct WordsArgs {
    /// The web page's loading words, the statement `const PAGE_WORDS = {…};` that wasm/build.sh
    /// writes into the site's start.js
    #[arg(long)]
    page_js: bool,
    /// The Linux menu entry, release/linux/epaminondas.desktop
    #[arg(long)]
    desktop: bool,
}

/// Prints the words asked for on standard output.
pub fn run(args: &WordsArgs) -> ExitCode {
    if args.page_js {
        print!("{}", launcher::page_words_js());
    } else if args.desktop {
        print!("{}", launcher::desktop_entry());
    }
    ExitCode::SUCCESS
}
