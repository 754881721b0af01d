//! The five levels of the computer player and [`choose`], its move.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::search::{Limits, Search};
use super::{Solved, Value};
use crate::rules::{Game, Move, Position, RuleOptions, Variant};

/// How well the computer plays, from 1 (beginner) to 5 (perfect).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The level used when none is given: club.
    pub const DEFAULT: Level = Level(3);
    /// Perfect play from the solved game.
    pub const MAX: Level = Level(5);

    /// The level numbered `n`, if it is 1 to 5.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 5 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// All five levels, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=5).map(Level)
    }

    /// The level's number, 1 to 5.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Its name: beginner, casual, club, strong, perfect.
    pub const fn name(self) -> &'static str {
        match self.0 {
            1 => "beginner",
            2 => "casual",
            3 => "club",
            4 => "strong",
            _ => "perfect",
        }
    }

    /// The search budget of the level in `variant`: level 1 does not
    /// search, level 2 looks a few plies ahead, levels 3 and 4 deeper;
    /// level 5's is the analysis budget (it searches so only while it has
    /// no table). Five-field plays by depth alone at levels 2 to 4 (4, 6
    /// and 12 plies: the same moves on a busy machine as on an idle one,
    /// and each level sees what the one below cannot); its short searches
    /// see little, so its level 2 looks further than four-field's. The
    /// mill, never solved, plays by depth up to level 4 too, and its level
    /// 5 by time: as deep as 1.7 s allow, never less than `MILL_FLOOR` (7)
    /// plies.
    pub const fn limits(self, variant: Variant) -> Limits {
        // Levels 1 to 4: (plies, milliseconds).
        let below_perfect: [(u32, Option<u64>); 4] = match variant {
            Variant::Five => [
                (1, None),
                (FIVE_DEPTHS[0], None),
                (FIVE_DEPTHS[1], None),
                (FIVE_DEPTHS[2], None),
            ],
            Variant::Mill => [(1, None), (2, None), (4, None), (MILL_FLOOR - 1, None)],
            Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line => {
                [(1, None), (2, None), (8, Some(300)), (14, Some(900))]
            }
        };
        let (depth, millis) = if self.0 < 5 {
            below_perfect[(self.0 - 1) as usize]
        } else {
            match variant {
                Variant::Mill => (64, Some(1700)),
                Variant::Five
                | Variant::Four
                | Variant::Well
                | Variant::Pumpkin
                | Variant::Line => {
                    return ANALYSIS;
                }
            }
        };
        Limits {
            depth,
            time: match millis {
                Some(ms) => Some(Duration::from_millis(ms)),
                None => None,
            },
        }
    }

    /// How often, in percent, the level slips on purpose: it plays a
    /// level-1 move instead of its search's best (at level 3 one that never
    /// loses at once when another does not). Level 1 plays only such
    /// moves; five-field's levels 2 and 3 slip 25% and 10% of the time (the
    /// search's own horizon makes their other mistakes).
    pub const fn slips(self, variant: Variant) -> u8 {
        let by_level: [u8; 5] = match variant {
            Variant::Five => [100, 25, 10, 0, 0],
            Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                [100, 45, 15, 0, 0]
            }
        };
        by_level[(self.0 - 1) as usize]
    }

    /// How often, in percent, a slip of the level (every move of level 1)
    /// overlooks the opponent's win in one: it is then any move but a win
    /// in one, where otherwise it steps around the threat. A beginner errs
    /// so in every game: in one whose lost positions are all lost in one
    /// (우물고누's), never stepping into one would be never to err at all.
    pub const fn overlooks(self) -> u8 {
        match self.0 {
            1 | 2 => OVERLOOKS,
            _ => 0,
        }
    }
}

/// How often, in percent, a level-1 move overlooks a loss in one: one time
/// in three.
const OVERLOOKS: u8 = 33;

/// The depths of five-field's levels 2, 3 and 4 (plies, no time limit).
const FIVE_DEPTHS: [u32; 3] = [4, 6, 12];

/// The mill's level 5 searches at least this deep, even past its time on a
/// busy machine (unless a clock gives it less): one ply deeper than level 4.
pub const MILL_FLOOR: u32 = 7;

/// Bits of the mill's level-5 transposition table (2^20 entries).
const MILL_TABLE_BITS: u32 = 20;

/// The one budget of analysis: `kono analyze`, hints, and level 5 while it
/// has no table all search this deep and this long.
pub const ANALYSIS: Limits = Limits {
    depth: 64,
    time: Some(Duration::from_millis(1500)),
};

impl Default for Level {
    fn default() -> Level {
        Level::DEFAULT
    }
}

impl fmt::Display for Level {
    /// "3 (club)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.0, self.name())
    }
}

/// Text that is not a level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a level: use 1 (beginner) to 5 (perfect)")]
pub struct BadLevel(pub String);

impl FromStr for Level {
    type Err = BadLevel;
    fn from_str(s: &str) -> Result<Level, BadLevel> {
        let text = s.trim();
        text.parse::<u8>()
            .ok()
            .and_then(Level::new)
            .or_else(|| Level::all().find(|l| l.name().eq_ignore_ascii_case(text)))
            .ok_or_else(|| BadLevel(text.to_string()))
    }
}

/// The computer's move and how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub mv: Move,
    /// Whether it came from a solved table (perfect play).
    pub exact: bool,
}

/// A small seeded random number generator: the computer varies its choice
/// among equal moves, the same way for the same seed.
fn rng(seed: u64, game: &Game) -> fastrand::Rng {
    fastrand::Rng::with_seed(seed ^ (game.ply_count() as u64).wrapping_mul(0xA076_1D64_78BD_642F))
}

/// The positions the game has been through, for the repetition draw.
pub(super) fn history(game: &Game) -> Vec<Position> {
    (0..game.ply_count())
        .map(|n| *game.position_after(n))
        .collect()
}

/// The move the computer plays at `level` in `game`, or `None` when the game
/// is over or the search was cancelled through `cancel` before it found one.
/// `solved` is the solved table of the game's variant and options, if one is
/// at hand (only level 5 reads it); `seed` varies the choice among equal
/// moves (seed it once per game).
pub fn choose(
    game: &Game,
    level: Level,
    solved: Option<&dyn Solved>,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<Choice> {
    choose_within(game, level, solved, seed, cancel, None)
}

/// [`choose`], searching no longer than `within` (a timed game's share of
/// the clock, see [`crate::ai::think_time`]). A search that runs out of
/// time before its first iteration ends still moves: as level 1 would.
pub fn choose_within(
    game: &Game,
    level: Level,
    solved: Option<&dyn Solved>,
    seed: u64,
    cancel: &AtomicBool,
    within: Option<Duration>,
) -> Option<Choice> {
    let pos = *game.position();
    let options = *game.options();
    let moves = game.legal_moves();
    let mut rng = rng(seed, game);
    if level == Level::MAX
        && let Some(table) = solved
        && let Some(mv) = perfect(game, table, &mut rng)
    {
        return Some(Choice { mv, exact: true });
    }
    match moves.len() {
        0 => return None,
        1 => {
            return Some(Choice {
                mv: moves[0],
                exact: false,
            });
        }
        _ => {}
    }
    // Levels 1 to 3 slip now and then: a random move, which at levels 1
    // and 2 now and then overlooks a loss in one.
    if rng.u8(..100) < level.slips(pos.variant()) {
        let careful = level.overlooks() == 0 || rng.u8(..100) >= level.overlooks();
        return Some(Choice {
            mv: beginner(&pos, &options, &moves, careful, &mut rng),
            exact: false,
        });
    }
    let mut search = Search::new(options, &history(game), cancel).choosing();
    if level == Level::MAX && pos.variant() == Variant::Mill {
        if within.is_none() {
            search = search.at_least(MILL_FLOOR, MILL_TABLE_BITS);
        }
        // The placing's last plies: searched to its end, the moving
        // phase's table scoring the leaves it covers.
        if let Some(table) = solved {
            search = search.with_table(table);
        }
    }
    let mut limits = level.limits(pos.variant());
    if let Some(within) = within {
        limits.time = Some(limits.time.map_or(within, |t| t.min(within)));
    }
    let Some(found) = search.run(&pos, limits) else {
        return (!cancel.load(std::sync::atomic::Ordering::Relaxed)).then(|| Choice {
            mv: beginner(&pos, &options, &moves, true, &mut rng),
            exact: false,
        });
    };
    let best_score = found.score;
    let equal: Vec<Move> = found
        .moves
        .iter()
        .filter(|&&(_, score)| score == best_score)
        .map(|&(mv, _)| mv)
        .collect();
    let mv = *rng.choice(equal.iter())?;
    Some(Choice { mv, exact: false })
}

/// A slip, and every move of level 1: a random move, but a win in one is
/// always taken and, when `careful`, a move that lets the opponent win at
/// once is avoided when another exists.
fn beginner(
    pos: &Position,
    options: &RuleOptions,
    moves: &[Move],
    careful: bool,
    rng: &mut fastrand::Rng,
) -> Move {
    let me = pos.to_move();
    let wins = |p: &Position, who| p.outcome(options).and_then(|o| o.winner()) == Some(who);
    if let Some(&mv) = moves.iter().find(|&&mv| wins(&pos.play_unchecked(mv), me)) {
        return mv;
    }
    if !careful {
        return moves[rng.usize(..moves.len())];
    }
    let safe: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&mv| {
            let child = pos.play_unchecked(mv);
            !wins(&child, me.opponent())
                && !child
                    .legal_moves(options)
                    .iter()
                    .any(|&reply| wins(&child.play_unchecked(reply), me.opponent()))
        })
        .collect();
    let pool = if safe.is_empty() { moves } else { &safe };
    pool[rng.usize(..pool.len())]
}

/// Level 5 with a table: one of [`best_moves`] at random, among those that
/// lead where the game has been least (so that a drawn game is not a
/// shuffle to and fro while a new position is as good).
fn perfect(game: &Game, table: &dyn Solved, rng: &mut fastrand::Rng) -> Option<Move> {
    let pos = game.position();
    let mut candidates = best_moves(pos, game.options(), table)?;
    let been = history(game);
    let seen = |mv: Move| {
        let child = pos.play_unchecked(mv);
        been.iter().filter(|&&p| p == child).count()
    };
    let least = candidates.iter().map(|&mv| seen(mv)).min()?;
    candidates.retain(|&mv| seen(mv) == least);
    candidates.get(rng.usize(..candidates.len())).copied()
}

/// The table's best moves in `pos`, in move order: those of the best value
/// (the quickest win, the longest loss); in a drawn position only the
/// drawing moves that leave the opponent the most losing replies, and of
/// those the ones that leave it the fewest replies that hold. `None` when
/// the table does not know `pos` or there is no legal move.
pub fn best_moves(pos: &Position, options: &RuleOptions, table: &dyn Solved) -> Option<Vec<Move>> {
    let scored = move_values(pos, options, table)?;
    let best = scored.iter().map(|&(_, v)| v).max()?;
    let mut candidates: Vec<Move> = scored
        .iter()
        .filter(|&&(_, v)| v == best)
        .map(|&(mv, _)| mv)
        .collect();
    if best == Value::Draw {
        // (losing replies, replies that hold), the most of the first and
        // then the fewest of the second.
        let problems = |mv: Move| {
            let child = pos.play_unchecked(mv);
            move_values(&child, options, table).map_or((0, std::cmp::Reverse(0)), |replies| {
                let losing = replies
                    .iter()
                    .filter(|(_, v)| matches!(v, Value::Loss(_)))
                    .count();
                (losing, std::cmp::Reverse(replies.len() - losing))
            })
        };
        let most = candidates.iter().map(|&mv| problems(mv)).max()?;
        candidates.retain(|&mv| problems(mv) == most);
    }
    Some(candidates)
}

/// Each legal move of `pos` with its exact value for the mover, from
/// `table`; `None` if the table does not cover a child.
pub fn move_values(
    pos: &Position,
    options: &RuleOptions,
    table: &dyn Solved,
) -> Option<Vec<(Move, Value)>> {
    pos.legal_moves(options)
        .iter()
        .map(|&mv| {
            let child = pos.play_unchecked(mv);
            table.value(&child).map(|v| (mv, v.for_mover()))
        })
        .collect()
}
