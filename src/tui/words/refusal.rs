//! Why a key did nothing, in words: the App's refusals and the rules'
//! own (a move the rules do not allow, said as the board shows it).

use crate::rules::{Color, RuleError};
use crate::t;
use crate::tui::action::{Action, Dir};
use crate::tui::app::Refusal;
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;

use super::{game, outcome_in_sentence, side};

/// Why a key did nothing, in words.
pub fn refusal_text(refusal: &Refusal, theme: &Theme) -> String {
    let key = |mode, action| name_of(mode, action, theme.ascii);
    match refusal {
        // A newcomer's orthogonal step in five-field: where pieces go.
        Refusal::Rule(
            err @ RuleError::WrongStep {
                kind: "a diagonal", ..
            },
        ) => {
            let diagonals: Vec<String> = [
                Action::Diagonal(Dir::Up, Dir::Left),
                Action::Diagonal(Dir::Up, Dir::Right),
                Action::Diagonal(Dir::Down, Dir::Left),
                Action::Diagonal(Dir::Down, Dir::Right),
            ]
            .into_iter()
            .map(|action| key(Mode::Board, action))
            .filter(|name| !name.is_empty())
            .collect();
            t!(
                "status-step-diagonally",
                error = rule_error_text(err),
                keys = diagonals.join(" ")
            )
        }
        Refusal::Rule(RuleError::GameOver(outcome)) => t!(
            "status-rule-game-over",
            outcome = outcome_in_sentence(*outcome)
        ),
        Refusal::GameOver(outcome) => t!(
            "status-game-over",
            outcome = outcome_in_sentence(*outcome),
            new = key(Mode::Board, Action::NewGame),
            undo = key(Mode::Board, Action::Undo)
        ),
        Refusal::Rule(err) => rule_error_text(err),
        Refusal::NothingToUndo => t!("status-nothing-to-undo"),
        Refusal::NothingToRedo => t!("status-nothing-to-redo"),
        Refusal::NothingToCancel => t!("status-nothing-to-cancel"),
        Refusal::RemovalIsPartOfTheMove => t!("status-removal-is-part"),
        Refusal::NotRemovable(at) => t!("status-not-removable", at = at.to_string()),
        Refusal::NoQuestion => t!("status-no-question"),
        Refusal::NoFileName => t!(
            "status-no-file-name",
            key = key(Mode::Prompt, Action::Cancel)
        ),
        Refusal::NotSaved(why) => t!("status-not-saved-why", why = why.words()),
        Refusal::AutosaveFailed(why) => t!("status-autosave-failed", why = why.words()),
        Refusal::ComputersTurn {
            color,
            paused: false,
        } => t!("status-computers-turn", side = side(*color)),
        Refusal::ComputersTurn {
            color,
            paused: true,
        } => t!(
            "status-computers-turn-paused",
            side = side(*color),
            key = key(Mode::Board, Action::Pause)
        ),
        Refusal::NoComputer => t!("status-no-computer"),
        Refusal::NotAPuzzle => t!("status-not-a-puzzle"),
        Refusal::InLesson => t!(
            "status-in-lesson",
            retry = key(Mode::Board, Action::Retry),
            home = key(Mode::Board, Action::Home)
        ),
        Refusal::NotRemembered(why) => t!("status-not-remembered", why = why.words()),
        Refusal::KeyMoved(key, mode) => crate::tui::keymap::moved_text(*mode, *key, theme.ascii),
        Refusal::NoTableToBuild => t!("status-no-table-to-build"),
    }
}

/// A move the rules refuse, in words. Text that does not parse (a
/// point, a move, a game's name typed on the command line) keeps the
/// rules' own words: the game screen never makes it.
pub fn rule_error_text(err: &RuleError) -> String {
    let (mv, at) = (
        |m: &crate::rules::Move| m.to_string(),
        |p: &crate::rules::Point| p.to_string(),
    );
    let whose = |c: &Color| side(*c);
    match err {
        RuleError::OffBoard { point, variant } => {
            t!("rule-off-board", at = at(point), game = game(*variant))
        }
        RuleError::GameOver(outcome) => {
            t!(
                "status-rule-game-over",
                outcome = outcome_in_sentence(*outcome)
            )
        }
        RuleError::NoPiece { point, color } => {
            t!("rule-no-piece", at = at(point), side = whose(color))
        }
        RuleError::Empty(point) => t!("rule-empty", at = at(point)),
        RuleError::Immobile(point) => t!("rule-immobile", at = at(point)),
        RuleError::CannotCapture(point) => t!("rule-cannot-capture", at = at(point)),
        RuleError::Occupied(point) => t!("rule-occupied", at = at(point)),
        RuleError::WrongStep { mv: m, kind } if *kind == "an orthogonal" => {
            t!("rule-step-orthogonal", mv = mv(m))
        }
        RuleError::WrongStep { mv: m, .. } => t!("rule-step-diagonal", mv = mv(m)),
        RuleError::NoCaptures { variant, mv: m } => {
            t!("rule-no-captures", mv = mv(m), game = game(*variant))
        }
        RuleError::WrongCaptureShape { mv: m } => t!("rule-capture-shape", mv = mv(m)),
        RuleError::NoOwnPieceToJump {
            mv: m,
            color,
            over,
            held: Some(held),
        } => t!(
            "rule-jump-over-theirs",
            mv = mv(m),
            side = whose(color),
            at = at(over),
            held = whose(held)
        ),
        RuleError::NoOwnPieceToJump {
            mv: m, color, over, ..
        } => t!(
            "rule-jump-over-empty",
            mv = mv(m),
            side = whose(color),
            at = at(over)
        ),
        RuleError::NoEnemyToCapture { mv: m, enemy, to } => t!(
            "rule-no-enemy",
            mv = mv(m),
            side = whose(enemy),
            at = at(to)
        ),
        RuleError::MustCapture { mv: m } => t!("rule-must-capture", mv = mv(m)),
        RuleError::NotALine(m) => t!("rule-not-a-line", mv = mv(m)),
        RuleError::WellFirstMove(m) => t!("rule-well-first-move", mv = mv(m)),
        RuleError::NoWayHome(m) => t!("rule-no-way-home", mv = mv(m)),
        RuleError::NoWayOut(m) => t!("rule-no-way-out", mv = mv(m)),
        RuleError::MustPlace(color) => t!("rule-must-place", side = whose(color)),
        RuleError::PlacingOver(m) => t!("rule-placing-over", mv = mv(m)),
        RuleError::Marked(point) => t!("rule-marked", at = at(point)),
        RuleError::MustRemove { mv: m, example } => {
            t!("rule-must-remove", mv = mv(m), example = mv(example))
        }
        RuleError::NoGon(m) => t!("rule-no-gon", mv = mv(m)),
        RuleError::NotRemovable { point, enemy } => {
            t!("rule-not-removable", at = at(point), side = whose(enemy))
        }
        RuleError::Repeats(m) => t!("rule-repeats", mv = mv(m)),
        RuleError::CannotPass(color) => t!("rule-cannot-pass", side = whose(color)),
        RuleError::NoDrawOffer => t!("rule-no-draw-offer"),
        RuleError::Illegal(m) => t!("rule-illegal", mv = mv(m)),
        RuleError::MustPass(color) => t!("rule-must-pass", side = whose(color)),
        RuleError::BadMove(text) => t!("typed-bad-move", text = text.clone()),
        RuleError::BadPoint(text) => t!("typed-bad-point", text = text.clone()),
        other => other.to_string(),
    }
}
