//! Playing one task: each move of the learner's checked at once against
//! the goal, a wrong one explained and never played, the opponent's
//! perfect reply, and the stars.

use super::judge::{Outlook, Refutation, best_line, only, perfect, refute};
use super::prove::Prover;
use super::{Goal, Target, Task};
use crate::ai::{Solved, Value};
use crate::rules::{Color, DrawReason, Game, Move, Outcome, Position, RuleError};

/// How many moves more than the fewest a [`Goal::Force`] task allows: a
/// move that still forces the target within them stands (with fewer
/// stars), one that does not is wrong.
pub const SLACK: u8 = 2;

/// The stars a finished task earns: 3 when it was done in the fewest moves
/// (`par`) without a wrong try; 2 when the moves beyond the fewest and the
/// wrong tries (each taken-back move counts as one) add up to 1 or 2; 1
/// otherwise. A finished task earns at least 1 star.
pub fn stars(par: u8, played: u8, wrong: u8) -> u8 {
    match played.saturating_sub(par).saturating_add(wrong) {
        0 => 3,
        1 | 2 => 2,
        _ => 1,
    }
}

/// What became of a move the learner tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The rules refuse it; nothing was played.
    Illegal(RuleError),
    /// It stands, and the task goes on after the opponent's reply.
    Played {
        /// The opponent's moves after it (one, or more after a forced pass).
        replies: Vec<Move>,
        /// Whether it made the goal further away than it was (the task can
        /// no longer be done in the fewest moves).
        slower: bool,
    },
    /// It finished the task.
    Done {
        /// The stars earned, 1 to 3.
        stars: u8,
    },
    /// It does not do what the task asks; it was taken back.
    Wrong(Miss),
}

/// Why a legal move was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The task asked for another move.
    NotAsked {
        /// The move asked for.
        asked: Move,
        /// The move played.
        played: Move,
    },
    /// The opponent has an answer to it.
    Refuted(Refutation),
}

/// One task being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    task: Task,
    game: Game,
    player: Color,
    /// The learner's moves that stood.
    played: u8,
    /// Wrong tries, taken back.
    wrong: u8,
    /// The learner's moves the task would take now with best play.
    expected: u8,
    /// The stars, once done.
    stars: Option<u8>,
}

/// Why a task done earned fewer than 3 stars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StarsLost {
    /// The wrong tries.
    pub wrong: u8,
    /// The moves played over the fewest.
    pub extra: u8,
}

impl StarsLost {
    /// In the language in use: "one wrong try", "2 moves more than the
    /// fewest", or both.
    pub fn words(self) -> String {
        let wrong = (self.wrong > 0).then(|| crate::t!("learn-lost-wrong", count = self.wrong));
        let more = (self.extra > 0).then(|| crate::t!("learn-lost-extra", count = self.extra));
        match (wrong, more) {
            (Some(wrong), Some(extra)) => {
                crate::t!("learn-lost-both", wrong = wrong, extra = extra)
            }
            (Some(why), None) | (None, Some(why)) => why,
            (None, None) => String::new(),
        }
    }
}

impl Attempt {
    /// Starts `task`: its position after the prelude, the learner to move.
    ///
    /// # Errors
    /// The rules' refusal of the task's options or prelude (a course
    /// mistake the tests rule out).
    pub fn new(task: &Task) -> Result<Attempt, RuleError> {
        let mut game = Game::new(task.start, task.options)?;
        for &mv in &task.prelude {
            game.play_recorded(mv)?;
        }
        Ok(Attempt {
            player: game.position().to_move(),
            task: task.clone(),
            game,
            played: 0,
            wrong: 0,
            expected: task.goal.par(),
            stars: None,
        })
    }

    /// The task.
    pub fn task(&self) -> &Task {
        &self.task
    }

    /// The game so far, prelude included.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The learner's colour.
    pub fn player(&self) -> Color {
        self.player
    }

    /// The learner's moves that stood so far.
    pub fn played(&self) -> u8 {
        self.played
    }

    /// The wrong tries so far.
    pub fn wrong(&self) -> u8 {
        self.wrong
    }

    /// The stars, once the task is done.
    pub fn stars(&self) -> Option<u8> {
        self.stars
    }

    /// Why stars were lost, once the task is done with fewer than 3: the
    /// wrong tries and the moves over the fewest.
    pub fn stars_lost(&self) -> Option<StarsLost> {
        let lost = StarsLost {
            wrong: self.wrong,
            extra: self.played.saturating_sub(self.task.goal.par()),
        };
        let some = lost.wrong > 0 || lost.extra > 0;
        (some && self.stars.is_some_and(|n| n < 3)).then_some(lost)
    }

    /// Tries the learner's move `mv`: refused by the rules, wrong (then
    /// taken back, explained), played with the opponent's reply, or the
    /// end of the task. `table` is the solved game of the task's variant
    /// and options, if one is at hand; without it the short proof search
    /// decides.
    pub fn play(&mut self, mv: Move, table: Option<&dyn Solved>) -> Verdict {
        if let Some(stars) = self.stars {
            return Verdict::Done { stars };
        }
        let pos = *self.game.position();
        let mut after = self.game.clone();
        if let Err(err) = after.play(mv) {
            return Verdict::Illegal(err);
        }
        let options = self.task.options;
        let child = pos.play_unchecked(mv);
        let judged = match self.task.goal {
            Goal::Play(asked) if asked == mv => Judged::Done,
            Goal::Play(asked) => Judged::Wrong(Miss::NotAsked { asked, played: mv }),
            Goal::Force { target, moves } => {
                let left = (moves + SLACK).saturating_sub(self.played);
                self.force(&pos, mv, target, left, table)
            }
            Goal::Hold { moves } => match refute(&child, &options, table) {
                Some(miss) => Judged::Wrong(Miss::Refuted(miss.with(mv))),
                None if self.played + 1 >= moves => Judged::Done,
                None => Judged::Stands {
                    need: moves - self.played - 1,
                },
            },
            Goal::Only => match only(&pos, mv, &self.task, table) {
                Some(miss) => Judged::Wrong(Miss::Refuted(miss.with(mv))),
                None => Judged::Done,
            },
        };
        let judged = match (judged, after.outcome()) {
            (Judged::Stands { .. }, Some(Outcome::Draw(DrawReason::Repetition)))
                if !matches!(self.task.goal, Goal::Hold { .. }) =>
            {
                Judged::Wrong(Miss::Refuted(Refutation {
                    played: mv,
                    opponent: self.player.opponent(),
                    outlook: Outlook::Repetition,
                    line: Vec::new(),
                }))
            }
            (Judged::Stands { .. }, Some(Outcome::Draw(_))) => Judged::Done,
            (judged, _) => judged,
        };
        match judged {
            Judged::Wrong(miss) => {
                self.wrong = self.wrong.saturating_add(1);
                Verdict::Wrong(miss)
            }
            Judged::Done => {
                self.game = after;
                self.played += 1;
                let stars = stars(self.task.goal.par(), self.played, self.wrong);
                self.stars = Some(stars);
                Verdict::Done { stars }
            }
            Judged::Stands { need } => {
                self.game = after;
                self.played += 1;
                let total = self.played.saturating_add(need);
                let slower = total > self.expected;
                self.expected = total;
                let replies = self.reply(table);
                if self.game.outcome().and_then(Outcome::winner) == Some(self.player) {
                    let stars = stars(self.task.goal.par(), self.played, self.wrong);
                    self.stars = Some(stars);
                    return Verdict::Done { stars };
                }
                Verdict::Played { replies, slower }
            }
        }
    }

    /// Judges a move of a [`Goal::Force`] task with `left` moves allowed.
    fn force(
        &self,
        pos: &Position,
        mv: Move,
        target: Target,
        left: u8,
        table: Option<&dyn Solved>,
    ) -> Judged {
        let options = self.task.options;
        let mut prover = Prover::new(options, self.player, target);
        if prover.hits(pos, mv) {
            return Judged::Done;
        }
        let child = pos.play_unchecked(mv);
        if target == Target::Win
            && let Some(value) = table.and_then(|t| t.value(&child))
        {
            // The opponent's loss counted in the learner's moves, as the
            // goal counts them.
            let mine = value.winner_moves().unwrap_or(u16::MAX);
            return match value {
                Value::Loss(_) if mine < u16::from(left) => Judged::Stands {
                    need: u8::try_from(mine).unwrap_or(u8::MAX),
                },
                _ => match refute(&child, &options, table) {
                    Some(miss) => Judged::Wrong(Miss::Refuted(miss.with(mv))),
                    None => Judged::Wrong(Miss::Refuted(Refutation {
                        played: mv,
                        opponent: self.player.opponent(),
                        outlook: Outlook::Draws,
                        line: table.map_or_else(Vec::new, |t| best_line(t, &child, &options)),
                    })),
                },
            };
        }
        let allowed = left.saturating_sub(1);
        if let Some(need) = prover.fewest_after(&child, allowed) {
            return Judged::Stands { need };
        }
        if let Some(miss) = refute(&child, &options, table) {
            return Judged::Wrong(Miss::Refuted(miss.with(mv)));
        }
        let line = prover
            .defend(&child, allowed)
            .map(|(reply, _)| vec![reply])
            .unwrap_or_default();
        Judged::Wrong(Miss::Refuted(Refutation {
            played: mv,
            opponent: self.player.opponent(),
            outlook: Outlook::Escapes {
                target,
                left: allowed,
                off_class: off_class(self.game.position().variant(), mv, target),
            },
            line,
        }))
    }

    /// The opponent's perfect replies until the learner is to move again or
    /// the game is over.
    fn reply(&mut self, table: Option<&dyn Solved>) -> Vec<Move> {
        let mut replies = Vec::new();
        while self.game.outcome().is_none() && self.game.position().to_move() != self.player {
            let pos = *self.game.position();
            let Some(mv) = self.opponent_move(&pos, table) else {
                break;
            };
            if self.game.play(mv).is_err() {
                break;
            }
            replies.push(mv);
        }
        replies
    }

    /// The opponent's move in `pos`: the most stubborn defence in a task
    /// to force something, the table's best otherwise.
    fn opponent_move(&self, pos: &Position, table: Option<&dyn Solved>) -> Option<Move> {
        let options = self.task.options;
        if let Goal::Force { target, moves } = self.task.goal {
            let left = (moves + SLACK).saturating_sub(self.played);
            let tabled = target == Target::Win && table.and_then(|t| t.value(pos)).is_some();
            if !tabled {
                let mut prover = Prover::new(options, self.player, target);
                return prover.defend(pos, left).map(|(mv, _)| mv);
            }
        }
        match table.and_then(|t| perfect(pos, &options, t)) {
            Some(mv) => Some(mv),
            None => super::coach::searched(pos, &options, self.game_history()),
        }
    }

    fn game_history(&self) -> Vec<Position> {
        (0..self.game.ply_count())
            .map(|n| *self.game.position_after(n))
            .collect()
    }
}

/// A move judged, before it is played.
enum Judged {
    Done,
    Stands { need: u8 },
    Wrong(Miss),
}

/// Whether, in five-field, `mv` took its piece to the other class of
/// points than the point `target` asks for: diagonal steps keep a piece's
/// class (file plus rank even or odd), so it can never get there.
fn off_class(variant: crate::rules::Variant, mv: Move, target: Target) -> bool {
    use crate::rules::Variant;
    match variant {
        Variant::Five => match (mv.to(), target) {
            (Some(to), Target::Reach(point)) => !super::same_class(to, point),
            _ => false,
        },
        Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => false,
    }
}
