//! The arguments of `kono host` and `kono join`: playing a friend over the
//! network.

use std::net::IpAddr;

use clap::Args;

use super::RuleArgs;
use crate::net::Code;
use crate::store::SideChoice;

/// A join code as typed: letter case does not matter.
fn parse_code(text: &str) -> Result<Code, String> {
    Code::from_typed(text).map_err(|e| crate::tui::words::errors::word_text(&e))
}

/// `kono host`.
#[derive(Debug, Clone, Args)]
pub struct HostArgs {
    /// The rules to play by.
    #[command(flatten)]
    pub rules: RuleArgs,
    /// The side the host plays.
    #[arg(long, value_enum, default_value_t = SideChoice::Random)]
    pub side: SideChoice,
    /// The port to listen on [default: 7345; with --resume, the game's].
    #[arg(long, value_name = "N", value_parser = super::parsers::number(0u16, u16::MAX))]
    pub port: Option<u16>,
    /// The address to listen on [default: every interface, IPv4 and IPv6;
    /// with --resume, the game's].
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<IpAddr>,
    /// The join code (6 of A-Z and 2-9, without I, O, 0, 1) [default: random].
    #[arg(long, value_name = "CODE", value_parser = parse_code)]
    pub code: Option<Code>,
    /// No aids: neither side may use hints or the coach in this game
    /// (without it, either may, and the other is told).
    #[arg(long)]
    pub no_aids: bool,
    /// Play with a clock: minutes for each side + seconds added after each
    /// move (5+3). The host keeps time; a side whose time runs out loses.
    #[arg(long, value_name = "MIN+SEC")]
    pub clock: Option<crate::rules::TimeControl>,
    /// Continue the latest unfinished network game hosted here, with its
    /// code and game id (its record gives the rules).
    #[arg(long, conflicts_with_all = ["variant", "first", "strict_goal", "forced_capture", "side", "code", "no_aids", "clock"])]
    pub resume: bool,
}

/// `kono join`.
#[derive(Debug, Clone, Args)]
pub struct JoinArgs {
    /// The host's address, with its port if not 7345: `192.0.2.7`,
    /// `example.org:7000`, `[2001:db8::7]:7345`.
    #[arg(value_name = "ADDR[:PORT]")]
    pub addr: String,
    /// The join code the host shows [default: asked for].
    #[arg(value_name = "CODE", value_parser = parse_code)]
    pub code: Option<Code>,
}
