//! The command line: clap definitions of every command and option.

use std::path::PathBuf;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::ai::Level;
use crate::rules::record::shown;
use crate::rules::{Color, Position, PositionText, RuleOptions, Variant};
use crate::store::{Background, SideChoice};

/// The deepest perft the command accepts: five-field's depth 12 counts
/// about 2 * 10^11 paths in minutes; every step deeper takes about nine
/// times as long, so depth 20 would take centuries.
pub const MAX_PERFT_DEPTH: u32 = 12;

/// A count of at least 1, for clap.
fn at_least_one(text: &str) -> Result<u32, String> {
    match parsers::number(0, u32::MAX)(text)? {
        0 => Err(crate::t!("err-usage-at-least-one")),
        n => Ok(n),
    }
}

/// A position in the notation of `kono rules`, for clap: a bad one is a
/// usage error, the reason after the (shortened) text.
fn position(text: &str) -> Result<PositionText, String> {
    text.parse::<PositionText>()
        .map_err(|e| bad_position(text, &e))
}

/// `--position`'s text read as `variant`'s game, or as the one game its
/// board's shape names when no `--variant` was given.
///
/// # Errors
/// Why it is no position of that game, or that two games share its shape.
pub fn read_position(text: &PositionText, variant: Option<Variant>) -> anyhow::Result<Position> {
    text.read(variant)
        .map_err(|e| anyhow::anyhow!(bad_position(text.as_str(), &e)))
}

/// "bad position `…`: why", in the language in use.
fn bad_position(text: &str, why: &crate::rules::PositionError) -> String {
    crate::t!(
        "err-bad-position",
        text = shown(text.trim()),
        reason = crate::tui::words::errors::position_text(why)
    )
}

mod network;
mod parsers;
mod tools;
mod words;
pub use network::{HostArgs, JoinArgs};
pub use tools::{AnalyzeArgs, ArenaArgs, PerftArgs, PuzzleArgs, SolveArgs};
pub use words::{ids, lang_in_args, lang_last, localized};

/// kono: five-field and four-field kono, two players at one terminal.
#[derive(Debug, Parser)]
#[command(
    name = "kono",
    version,
    about,
    long_about = None,
    args_conflicts_with_subcommands = true,
    after_help = "Without a command, `kono` opens the start screen (in the look --ascii and \
                  --theme ask for); with any other option above it goes straight to the \
                  board, as `kono tui` does. The rules: `kono rules --variant five|four|well|pumpkin|line|mill`. \
                  Settings and keys: `kono config`."
)]
pub struct Cli {
    /// What to do; without a command, `kono` opens the terminal game.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The terminal game's options, which work without the word `tui`.
    #[command(flatten)]
    pub tui: TuiArgs,
    /// The language: en or ko [default: the config file's, else the locale's
    /// (LC_ALL, LC_MESSAGES, LANG), else en].
    #[arg(long, value_enum, global = true)]
    pub lang: Option<crate::i18n::Lang>,
    /// Whether an option that defines a game (any but `--ascii` and
    /// `--theme`) was given without a command: then `kono` goes straight to
    /// the board rather than to the start screen.
    #[arg(skip)]
    pub options_given: bool,
}

impl Cli {
    /// Parses the command line of this process.
    ///
    /// # Errors
    /// clap's error for a usage error, `--help` or `--version`, for
    /// `commands::report_usage` to print.
    pub fn try_from_env() -> Result<Cli, clap::Error> {
        Cli::try_from_args(std::env::args_os())
    }

    /// Parses `args`, the program's name first.
    ///
    /// # Errors
    /// As [`Cli::try_from_env`].
    pub fn try_from_args(
        args: impl IntoIterator<Item = impl Into<std::ffi::OsString> + Clone>,
    ) -> Result<Cli, clap::Error> {
        let args = lang_last(args.into_iter().map(Into::into).collect());
        let matches = localized(Cli::command()).try_get_matches_from(args)?;
        let mut cli = Cli::from_arg_matches(&matches)?;
        cli.options_given = matches.ids().any(|id| {
            !LOOK_OPTIONS.contains(&id.as_str())
                && matches.value_source(id.as_str()) == Some(clap::parser::ValueSource::CommandLine)
        });
        Ok(cli)
    }
}

/// The options that only change the look: with only these, plain `kono`
/// still opens the start screen.
const LOOK_OPTIONS: [&str; 3] = ["ascii", "theme", "lang"];

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play in the terminal: against the computer or two players at one
    /// keyboard (plain `kono` opens the start screen).
    Tui(TuiArgs),
    /// Print the rules of a variant, with its starting diagram.
    Rules {
        /// Which game.
        #[arg(long, value_parser = variant_parser(), default_value_t = Variant::default())]
        variant: Variant,
    },
    /// Count move sequences to a depth (a check and a benchmark of the move generator).
    Perft(PerftArgs),
    /// Print the board of a saved game after move N or at the end.
    Replay {
        /// The game record to read.
        file: PathBuf,
        /// Show the position after move N as the record numbers it (a
        /// number for each pair: both its moves; 0: the start) instead of the end.
        #[arg(long, value_name = "N")]
        to: Option<usize>,
        /// First list every move with its value for the mover and the marks
        /// of the moves that threw a result away (`?`, `??`), from the solved game.
        #[arg(long)]
        annotate: bool,
    },
    /// The value of positions and of every move: exact from a solved table,
    /// or the search's estimate.
    Analyze(AnalyzeArgs),
    /// Build the solved table of a game and rule option, for perfect play.
    Solve(SolveArgs),
    /// Computer against computer: the benchmark of the levels.
    Arena(ArenaArgs),
    /// A won position from the solved table, to win against perfect defence.
    Puzzle(PuzzleArgs),
    /// Host a game for a friend on another machine: listen, show the
    /// addresses and the join code, and wait for them.
    Host(HostArgs),
    /// Join a friend's game: `kono join ADDR[:PORT] [CODE]`.
    Join(JoinArgs),
    /// Lessons: learn any of the six games step by step, on the real board.
    Learn(LearnArgs),
    /// A gonu server anyone reaches with `ssh`: a lobby, games kept by
    /// the server, spectators, ratings.
    Serve(ServeArgs),
    /// Print a shell completion script.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff, for `man`): every command and option.
    Manual,
    /// Print where the config file is and the settings in force (the look,
    /// the start screen's choices, every key), as a commented file to start from.
    Config,
}

/// `kono serve`.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// The port to listen on.
    #[arg(long, value_name = "N", default_value_t = 2222, value_parser = parsers::number(0u16, u16::MAX))]
    pub port: u16,
    /// The address to listen on [default: every interface].
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<std::net::IpAddr>,
    /// The server's data directory: accounts, host key, ratings, records
    /// [default: kono's data directory].
    #[arg(long, value_name = "DIR")]
    pub data: Option<std::path::PathBuf>,
    /// The most connections at once.
    #[arg(long, value_name = "N", default_value_t = 200)]
    pub max_sessions: usize,
}

/// `kono learn`.
#[derive(Debug, Clone, Args)]
pub struct LearnArgs {
    /// Which game's course [default: five, or both with --list].
    #[arg(long, value_parser = variant_parser())]
    pub variant: Option<Variant>,
    /// Open this lesson (from 1) instead of continuing where you stopped.
    #[arg(long, value_name = "N", value_parser = parsers::number(1u16, u16::MAX))]
    pub lesson: Option<u16>,
    /// Print every lesson and task: its start position, goal, one solution
    /// line, and whether it is done.
    #[arg(long, conflicts_with = "lesson")]
    pub list: bool,
    /// With --list: one JSON object a task, one a line.
    #[arg(long, requires = "list")]
    pub json: bool,
    /// Draw with plain ASCII characters only.
    #[arg(long)]
    pub ascii: bool,
}

/// Reads a game by its name (`five`, `four`, …), listing the names of
/// every game in `--help` and in the error for a wrong one.
pub fn variant_parser() -> impl clap::builder::TypedValueParser<Value = Variant> {
    use clap::builder::TypedValueParser;
    let names = Variant::ALL.map(|v| {
        let korean = v.korean();
        let short = korean.strip_suffix("고누").unwrap_or(korean);
        clap::builder::PossibleValue::new(v.name()).aliases([korean, short])
    });
    clap::builder::PossibleValuesParser::new(names).try_map(|name| name.parse::<Variant>())
}

/// The rule options (`kono rules` explains them), for `tui` and `perft`.
#[derive(Debug, Clone, Copy, Args, Default)]
pub struct OptionArgs {
    /// Five-field: win only with all 7 pieces on the opponent's camp.
    #[arg(long)]
    pub strict_goal: bool,
    /// Four-field: a player who can capture must capture.
    #[arg(long)]
    pub forced_capture: bool,
    /// Line kono: a move may never recreate an earlier position.
    #[arg(long)]
    pub no_repeat: bool,
}

impl From<OptionArgs> for RuleOptions {
    fn from(args: OptionArgs) -> RuleOptions {
        RuleOptions {
            strict_goal: args.strict_goal,
            forced_capture: args.forced_capture,
            no_repeat: args.no_repeat,
        }
    }
}

/// The rules of a game to play.
#[derive(Debug, Clone, Default, Args)]
pub struct RuleArgs {
    /// Which game.
    #[arg(long, value_parser = variant_parser(), default_value_t = Variant::default())]
    pub variant: Variant,
    /// Who moves first [default: random in five-field, black in the other games].
    #[arg(long, value_enum)]
    pub first: Option<SideChoice>,
    /// The rule options.
    #[command(flatten)]
    pub options: OptionArgs,
}

impl RuleArgs {
    /// The first player asked for: `None` means drawn by lot.
    pub fn first(&self) -> Option<Color> {
        match self.first {
            Some(first) => first.color(),
            None => self.variant.default_first(),
        }
    }
}

/// The options that set the rules, which a saved game's record gives
/// instead: `--load` and `--resume` refuse them.
const RULE_OPTIONS: [&str; 5] = [
    "variant",
    "first",
    "strict_goal",
    "forced_capture",
    "no_repeat",
];

/// `kono tui`.
#[derive(Debug, Clone, Args, Default)]
pub struct TuiArgs {
    /// The rules to play by.
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Draw with plain ASCII characters only.
    #[arg(long)]
    pub ascii: bool,
    /// Colours for a dark or a light terminal; auto asks the terminal, and
    /// falls back to colours that read on both [default: the config file's, or auto].
    #[arg(long, value_enum)]
    pub theme: Option<Background>,
    /// Open a saved game at its last position (its record gives the rules).
    #[arg(long, value_name = "FILE", conflicts_with = "resume", conflicts_with_all = RULE_OPTIONS)]
    pub load: Option<PathBuf>,
    /// Continue the unfinished game with the latest move (its record gives the rules).
    #[arg(long, conflicts_with_all = RULE_OPTIONS)]
    pub resume: bool,
    /// Play against the computer: the side(s) it plays (a saved game that
    /// names the computer keeps its own).
    #[arg(long, value_enum, value_name = "SIDE")]
    pub computer: Option<crate::tui::Seat>,
    /// How well the computer plays: 1 (beginner) to 5 (perfect), or the
    /// level's name [default: 3].
    #[arg(long, value_name = "N", requires = "computer", value_parser = parsers::level)]
    pub level: Option<Level>,
    /// Play with a clock: minutes for each side + seconds added after each
    /// move (5+3, 0:30+2), or seconds for each move (30s). A side whose
    /// time runs out loses.
    #[arg(long, value_name = "MIN+SEC", conflicts_with_all = ["load", "resume"])]
    pub clock: Option<crate::rules::TimeControl>,
}
