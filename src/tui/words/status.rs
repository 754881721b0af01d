//! The status line's words: each [`Status`] said plainly, with the theme's
//! glyphs and the key table's names for the keys it mentions; and who is
//! thinking, with a sign that moves.

use super::{counted, puzzle_title, verdict_line};
use crate::rules::{Move, MoveNumber, Outcome, RuleError, Turn};
use crate::tui::action::{Action, Dir};
use crate::tui::app::{Question, Refusal, Status, Thinking};
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;

/// The words of `status`, as the status line shows them.
pub fn status_text(status: &Status, theme: &Theme) -> String {
    let key = |mode, action| name_of(mode, action, theme.ascii);
    match status {
        Status::Empty => String::new(),
        Status::Notice(text) => text.clone(),
        Status::Net(note) => super::net::note_text(note),
        Status::Saved(path) => format!("saved to {path}"),
        Status::NewGame { first, drawn } => {
            let how = if *drawn { " (drawn at random)" } else { "" };
            format!("new game: {first} moves first{how}")
        }
        Status::Loaded {
            from,
            moves,
            outcome,
            to_move,
        } => {
            // Moves as the record numbers them: a number for each pair.
            match outcome {
                None => format!(
                    "{from}: move {}, {to_move} to move",
                    MoveNumber::of_ply(*moves).number
                ),
                Some(o) => {
                    let pairs = moves.div_ceil(2);
                    format!("{from}: {}, {o}", counted(pairs, "move"))
                }
            }
        }
        Status::Picked { at, moves } => format!("{at} picked up: {}", places(moves)),
        Status::PutBack => "put the piece back".to_string(),
        Status::Moved {
            turn,
            taken,
            again,
            outcome,
        } => moved(*turn, taken, *again, *outcome, theme),
        Status::Removing { to } => format!(
            "a line of three on {to}: which enemy piece does it remove? (the marked ones; {} removes the one under the cursor)",
            key(Mode::Board, Action::Activate)
        ),
        Status::TookBack(turn) => format!("took back {}", turn_words(*turn)),
        Status::TookBackRound { mine, reply } => format!("took back {}", round(*mine, *reply)),
        Status::PlayedAgainRound { mine, reply } => {
            format!("played again {}", round(*mine, *reply))
        }
        Status::Paused(true) => format!(
            "the computer is paused: {} lets it play on",
            key(Mode::Board, Action::Pause)
        ),
        Status::Paused(false) => "the computer plays on".to_string(),
        Status::BuildingTable => "building the solved five-field game in the background (about half a minute, 1 GB of memory); play on meanwhile, the search stands in until it is ready".to_string(),
        Status::PuzzleNeedsTable => format!(
            "puzzles need the solved five-field game: {} builds it (about half a minute, 1 GB of memory)",
            key(Mode::Board, Action::BuildTable)
        ),
        Status::Hints(true) => "hints on: the value of every move".to_string(),
        Status::Hints(false) => "hints off".to_string(),
        Status::Reviewing => format!(
            "review: {} a move, Home/End the ends, Esc back",
            if theme.ascii { "Left/Right" } else { "←/→" }
        ),
        Status::Agreed(outcome) => outcome.in_sentence(),
        Status::Asked(question) => format!(
            "{} {} / {}",
            ask(*question),
            key(Mode::Question, Action::Yes),
            key(Mode::Question, Action::No)
        ),
        Status::OfferedDraw(by) => {
            format!("{by} offers a draw: waiting for the computer's answer")
        }
        Status::Declined(by) => format!("{by} declines the draw"),
        Status::GoesOn => "the game goes on".to_string(),
        Status::Flipped(bottom) => format!("{bottom} is at the bottom"),
        Status::SaveAs => "save as:".to_string(),
        Status::PuzzleSet { player, win, seed } => {
            format!("Puzzle: {}", puzzle_title(*player, *win, *seed))
        }
        Status::PuzzleVerdict {
            progress,
            win,
            line,
        } => verdict_line(*progress, *win, line),
        Status::AutosaveOff => "autosave is off: no data directory (set KONO_HOME)".to_string(),
        Status::FindingPuzzle => "looking for the next puzzle…".to_string(),
        Status::SeekingPuzzle => "looking for a puzzle…".to_string(),
        Status::LessonTask { lesson, number } => format!("lesson {lesson}, task {number}: your move"),
        Status::Lesson(verdict) => lesson_verdict(verdict, theme.ascii),
        Status::TaskHint(mv) => format!(
            "coach: {mv} leads to the goal in the fewest moves ({} plays it)",
            key(Mode::Board, Action::Activate)
        ),
        Status::StarsLost { stars, why } => {
            let done = lesson_verdict(&crate::learn::Verdict::Done { stars: *stars }, theme.ascii);
            done.replacen(" of 3)", &format!(" of 3): {why}"), 1)
        }
        Status::CheckingMove(mv) => format!("checking {mv}…"),
        Status::CourseDone { stars, other } => format!(
            "done: {} ({stars} of 3). The course is done! {}{}",
            stars_text(*stars),
            first_game_offer(theme.ascii),
            other
                .map(|o| format!("{}{}", theme.separator(), other_course_offer(o, theme.ascii)))
                .unwrap_or_default()
        ),
        Status::AskingCoach => "the coach is thinking…".to_string(),
        Status::Coach { answer, playable } => coach_words(answer, *playable, theme.ascii),
        Status::NoPuzzle { seed } => format!("no puzzle found with seed {seed}"),
        Status::WorkingOutReview(percent) => format!(
            "working out the review… {percent}% ({} a move meanwhile, Esc back)",
            if theme.ascii { "Left/Right" } else { "←/→" }
        ),
        Status::NotSaved => "not saved".to_string(),
        Status::Refused(refusal) => match refusal {
            // A newcomer's orthogonal step in five-field: where pieces go.
            Refusal::Rule(err @ RuleError::WrongStep { kind: "a diagonal", .. }) => {
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
                format!(
                    "{err}: pieces step diagonally, to the marked points (keys {} move the cursor diagonally)",
                    diagonals.join(" ")
                )
            }
            Refusal::Rule(err) => err.to_string(),
            Refusal::GameOver(outcome) => format!(
                "the game is over ({outcome}): {} new game, {} undo",
                key(Mode::Board, Action::NewGame),
                key(Mode::Board, Action::Undo)
            ),
            Refusal::NothingToUndo => "nothing to undo".to_string(),
            Refusal::NothingToRedo => "nothing to redo".to_string(),
            Refusal::NothingToCancel => "nothing to cancel".to_string(),
            Refusal::RemovalIsPartOfTheMove => {
                "the removal is part of the move: choose the enemy piece it removes (undo takes the whole move back)".to_string()
            }
            Refusal::NotRemovable(at) => format!("{at} is not a piece this move may remove: choose a marked one"),
            Refusal::NoQuestion => "there is no question to answer".to_string(),
            Refusal::NoFileName => format!(
                "type a file name, or {} to cancel",
                key(Mode::Prompt, Action::Cancel)
            ),
            Refusal::NotSaved(why) => format!("not saved: {why}"),
            Refusal::AutosaveFailed(why) => format!("autosave failed: {why}"),
            Refusal::ComputersTurn {
                color,
                paused: false,
            } => format!("{color} is the computer's side: wait for its move"),
            Refusal::ComputersTurn {
                color,
                paused: true,
            } => format!(
                "{color} is the computer's side, paused: {} lets it play on",
                key(Mode::Board, Action::Pause)
            ),
            Refusal::NoComputer => "no computer plays in this game".to_string(),
            Refusal::NotAPuzzle => "retry is for puzzles".to_string(),
            Refusal::InLesson => format!(
                "not in a lesson: {} starts the task again, {} leaves",
                key(Mode::Board, Action::Retry),
                key(Mode::Board, Action::Home)
            ),
            Refusal::NotRemembered(why) => format!("the choices were not remembered: {why}"),
            Refusal::KeyMoved(key, mode) => crate::tui::keymap::moved_text(*mode, *key, theme.ascii),
            Refusal::NoTableToBuild => {
                "nothing to build: only a missing five-field table that level 5, hints, the review or a puzzle need".to_string()
            }
        },
    }
}

/// A turn in words: its move, and the pass it caused.
fn turn_words(Turn { mv, passed, .. }: Turn) -> String {
    match passed {
        Some(passer) => format!("{mv} and {passer}'s pass"),
        None => mv.to_string(),
    }
}

/// A person's turn and the computer's reply: "a1xa3 and White's reply c4xc2".
fn round(mine: Turn, reply: Turn) -> String {
    format!(
        "{} and {}'s reply {}",
        turn_words(mine),
        reply.by,
        turn_words(reply)
    )
}

/// "White (computer, level 3) is thinking ⠹": the sign moves with every
/// tick of the event loop.
pub fn thinking_text(thinking: Thinking, theme: &Theme) -> String {
    const SIGNS: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
    const ASCII_SIGNS: [&str; 4] = ["|", "/", "-", "\\"];
    let signs: &[&str] = if theme.ascii { &ASCII_SIGNS } else { &SIGNS };
    let sign = signs[usize::from(thinking.frame) % signs.len()];
    format!(
        "{} (computer, level {}) is thinking {sign}",
        thinking.color,
        thinking.level.number()
    )
}

/// Where a picked piece can go: "it can go to b2 or c3", "it can
/// capture on a3".
fn places(moves: &[Move]) -> String {
    let (captures, steps): (Vec<&Move>, Vec<&Move>) = moves.iter().partition(|m| m.is_capture());
    let list = |moves: &[&Move]| {
        let names: Vec<String> = moves
            .iter()
            .filter_map(|m| m.to())
            .map(|p| p.to_string())
            .collect();
        match names.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    };
    match (captures.is_empty(), steps.is_empty()) {
        (true, _) => format!("it can go to {}", list(&steps)),
        (false, true) => format!("it can capture on {}", list(&captures)),
        (false, false) => format!(
            "it can capture on {}, or step to {}",
            list(&captures),
            list(&steps)
        ),
    }
}

/// The words of a question.
fn ask(question: Question) -> String {
    match question {
        Question::NewGame => {
            "start a new game? This one is saved (kono --resume continues it)".to_string()
        }
        Question::Quit => "quit? The game is saved (kono --resume continues it)".to_string(),
        Question::QuitNetwork { hosting } => super::net::quit_text(hosting),
        Question::LeavePuzzle { next: true } => {
            "on to the next puzzle? This try stays among the saved games".to_string()
        }
        Question::LeavePuzzle { next: false } => {
            "quit? This try stays among the saved games".to_string()
        }
        Question::Draw(by) => format!("{by} offers a draw. {}, do you accept?", by.opponent()),
        Question::Overwrite => "a file of that name exists: replace it?".to_string(),
        Question::PeerDraw(by) => format!("{by} offers a draw: do you accept?"),
        Question::PeerRematch(by) => super::net::rematch_question(by),
        Question::PeerUndo(by) => {
            format!("{by} asks to take back their last move (and your reply): allow it?")
        }
        Question::Resign(by) => format!("{by} resigns, and {} wins: are you sure?", by.opponent()),
    }
}

/// A turn played: the move, the forced pass it caused, the end it brought.
fn moved(
    turn: Turn,
    taken: &[crate::rules::Point],
    again: bool,
    outcome: Option<Outcome>,
    theme: &Theme,
) -> String {
    let Turn { mv, by, passed } = turn;
    let mut text = match (mv.from(), mv.to()) {
        _ if again => format!("played again {mv}"),
        (None, Some(to)) => format!("{by} places a piece on {to}"),
        (Some(from), Some(to)) if mv.is_capture() => format!(
            "{from} {} {to}: {by} takes {}'s piece on {to}",
            theme.capture_sign(),
            by.opponent()
        ),
        (Some(from), Some(to)) => format!("{from} {} {to}", theme.arrow()),
        _ => format!("{by} passes"),
    };
    if let Some(removed) = mv.removed() {
        text.push_str(&format!(
            ", removing {}'s piece on {removed}",
            by.opponent()
        ));
    }
    if !taken.is_empty() {
        let names: Vec<String> = taken.iter().map(ToString::to_string).collect();
        text.push_str(&format!(": {by} takes {}", names.join(" ")));
    }
    if let Some(who) = passed {
        text.push_str(&format!(". {who} cannot move and passes"));
    }
    if let Some(outcome) = outcome {
        text.push_str(&format!(". {outcome}"));
    }
    text
}

/// A lesson's verdict on a move, with the keys that go on.
fn lesson_verdict(verdict: &crate::learn::Verdict, ascii: bool) -> String {
    use crate::learn::Verdict;
    let key = |mode, action| name_of(mode, action, ascii);
    let dot = if ascii { " | " } else { " · " };
    match verdict {
        Verdict::Done { stars } => format!(
            "done: {} ({stars} of 3){dot}{} next task{dot}{} again",
            stars_text(*stars),
            key(Mode::Board, Action::Activate),
            key(Mode::Board, Action::Retry)
        ),
        other => other.to_string(),
    }
}

/// What the end of a course offers: "Play your first game against the
/// computer (level 1): Enter".
pub fn first_game_offer(ascii: bool) -> String {
    format!(
        "Play your first game against the computer (level 1): {}",
        name_of(Mode::Board, Action::Activate, ascii)
    )
}

/// What the end of a course offers besides: "the four-field course: n".
pub fn other_course_offer(other: crate::tui::app::NotDone, ascii: bool) -> String {
    use crate::tui::app::NotDone;
    let what = match other {
        NotDone::Task { lesson, number } => format!("lesson {lesson}, task {number}, skipped"),
        NotDone::Course(variant) => {
            format!("the {} course", variant.title().trim_end_matches(" kono"))
        }
    };
    format!("{what}: {}", name_of(Mode::Board, Action::NewGame, ascii))
}

/// Stars in plain characters, readable without colour: `***`, `**-`.
pub fn stars_text(stars: u8) -> String {
    (1..=3)
        .map(|n| if n <= stars { '*' } else { '-' })
        .collect()
}

/// The coach's answer in words.
fn coach_words(answer: &crate::learn::coach::Answer, playable: bool, ascii: bool) -> String {
    use crate::learn::coach::Answer as Coaching;
    let key = |mode, action| name_of(mode, action, ascii);
    match answer {
        Coaching::Suggested(Some(s)) if playable => format!(
            "coach: {s}; {} plays it",
            key(Mode::Board, Action::Activate)
        ),
        Coaching::Suggested(Some(s)) => format!("coach: {s}"),
        Coaching::Suggested(None) => "coach: no move to suggest, the game is over".to_string(),
        Coaching::Explained(Some(e)) => format!("coach: {e}"),
        Coaching::Explained(None) => "coach: no move to explain yet".to_string(),
    }
}
