//! The status line's words: each [`Status`] said plainly, with the theme's
//! glyphs and the key table's names for the keys it mentions; and who is
//! thinking, with a sign that moves.

use super::{game_short, outcome_in_sentence, outcome_text, puzzle_title, side, verdict_line};
use crate::rules::{Move, MoveNumber, Outcome, Turn};
use crate::t;
use crate::tui::action::Action;
use crate::tui::app::{Question, Status, Thinking};
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;

/// The words of `status`, as the status line shows them.
pub fn status_text(status: &Status, theme: &Theme) -> String {
    let key = |mode, action| name_of(mode, action, theme.ascii);
    let arrows = if theme.ascii { "Left/Right" } else { "←/→" };
    match status {
        Status::Empty => String::new(),
        Status::Notice(text) => text.clone(),
        Status::ReadOnly(why) => why.words(),
        Status::TableBuilt => t!("screens-table-built"),
        Status::TableFailed(err) => t!(
            "screens-table-failed",
            why = super::errors::table_text(err.as_ref())
        ),
        Status::Net(note) => super::net::note_text(note),
        Status::Saved(path) => t!("status-saved", path = path),
        Status::NewGame { first, drawn: true } => t!("status-new-game-drawn", side = side(*first)),
        Status::NewGame { first, .. } => t!("status-new-game", side = side(*first)),
        Status::Loaded {
            from,
            moves,
            outcome,
            to_move,
        } => {
            // Moves as the record numbers them: a number for each pair.
            match outcome {
                None => t!(
                    "status-loaded",
                    from = from,
                    number = MoveNumber::of_ply(*moves).number,
                    side = side(*to_move)
                ),
                Some(o) => t!(
                    "status-loaded-over",
                    from = from,
                    count = MoveNumber::count(*moves),
                    outcome = outcome_text(*o)
                ),
            }
        }
        Status::Picked { at, moves } => {
            t!("status-picked", at = at.to_string(), places = places(moves))
        }
        Status::PutBack => t!("status-put-back"),
        Status::Moved {
            turn,
            taken,
            again,
            outcome,
            placing_over,
        } => {
            let mut text = moved(*turn, taken, *again, *outcome, theme);
            if *placing_over && outcome.is_none() {
                text.push_str(&t!("status-placing-over"));
            }
            text
        }
        Status::Removing { to } => t!(
            "status-removing",
            to = to.to_string(),
            key = key(Mode::Board, Action::Activate)
        ),
        Status::TookBack(turn) => t!("status-took-back", what = turn_words(*turn)),
        Status::TookBackRound { mine, reply } => {
            t!("status-took-back", what = round(*mine, *reply))
        }
        Status::PlayedAgainRound { mine, reply } => {
            t!("status-played-again", what = round(*mine, *reply))
        }
        Status::Paused(true) => t!("status-paused", key = key(Mode::Board, Action::Pause)),
        Status::Paused(false) => t!("status-plays-on"),
        Status::BuildingTable => t!("status-building-table"),
        Status::PuzzleNeedsTable => t!(
            "status-puzzle-needs-table",
            key = key(Mode::Board, Action::BuildTable)
        ),
        Status::Hints(true) => t!("status-hints-on"),
        Status::Hints(false) => t!("status-hints-off"),
        Status::Reviewing => t!("status-reviewing", arrows = arrows),
        Status::Agreed(outcome) => outcome_in_sentence(*outcome),
        Status::Asked(question) => format!(
            "{} {} / {}",
            ask(*question),
            key(Mode::Question, Action::Yes),
            key(Mode::Question, Action::No)
        ),
        Status::OfferedDraw(by) => t!("status-offered-draw", side = side(*by)),
        Status::Declined(by) => t!("status-declined", side = side(*by)),
        Status::GoesOn => t!("status-goes-on"),
        Status::Flipped(bottom) => t!("status-flipped", side = side(*bottom)),
        Status::SaveAs => t!("status-save-as"),
        Status::TypingMove => t!("typed-move-as"),
        Status::PuzzleSet { player, win, seed } => {
            t!("status-puzzle", title = puzzle_title(*player, *win, *seed))
        }
        Status::PuzzleVerdict {
            progress,
            win,
            line,
        } => verdict_line(*progress, *win, line),
        Status::AutosaveOff => t!("status-autosave-off"),
        Status::FindingPuzzle => t!("status-finding-puzzle"),
        Status::SeekingPuzzle => t!("status-seeking-puzzle"),
        Status::LessonTask { lesson, number } => {
            t!("status-lesson-task", lesson = *lesson, number = *number)
        }
        Status::Lesson(verdict) => lesson_verdict(verdict, theme.ascii),
        Status::CoachOffWay => t!(
            "screens-coach-off-way",
            key = key(Mode::Board, Action::Retry)
        ),
        Status::TaskHint(mv) => t!(
            "status-task-hint",
            mv = mv.to_string(),
            key = key(Mode::Board, Action::Activate)
        ),
        Status::StarsLost { stars, why } => lesson_done(*stars, Some(&why.words()), theme.ascii),
        Status::CheckingMove(mv) => t!("status-checking", mv = mv.to_string()),
        Status::CourseDone { stars, other } => t!(
            "status-course-done",
            stars = stars_text(*stars, theme.ascii),
            count = *stars,
            offer = first_game_offer(theme.ascii),
            other = other
                .map(|o| format!(
                    "{}{}",
                    theme.separator(),
                    other_course_offer(o, theme.ascii)
                ))
                .unwrap_or_default()
        ),
        Status::AskingCoach => t!("status-asking-coach"),
        Status::Coach { answer, playable } => coach_words(answer, *playable, theme.ascii),
        Status::NoPuzzle { seed } => t!("status-no-puzzle", seed = seed.to_string()),
        Status::WorkingOutReview(percent) => {
            t!("status-working-review", percent = *percent, arrows = arrows)
        }
        Status::NotSaved => t!("status-not-saved"),
        Status::Refused(refusal) => super::refusal::refusal_text(refusal, theme),
    }
}

/// A turn in words: its move, and the pass it caused.
fn turn_words(Turn { mv, passed, .. }: Turn) -> String {
    match passed {
        Some(passer) => t!("status-and-pass", mv = mv.to_string(), side = side(passer)),
        None => mv.to_string(),
    }
}

/// A person's turn and the computer's reply: "a1xa3 and White's reply c4xc2".
fn round(mine: Turn, reply: Turn) -> String {
    t!(
        "status-and-reply",
        mine = turn_words(mine),
        side = side(reply.by),
        reply = turn_words(reply)
    )
}

/// "White (computer, level 3) is thinking ⠹": the sign moves with every
/// tick of the event loop.
pub fn thinking_text(thinking: Thinking, theme: &Theme) -> String {
    const SIGNS: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
    const ASCII_SIGNS: [&str; 4] = ["|", "/", "-", "\\"];
    let signs: &[&str] = if theme.ascii { &ASCII_SIGNS } else { &SIGNS };
    let sign = signs[usize::from(thinking.frame) % signs.len()];
    t!(
        "status-thinking",
        side = side(thinking.color),
        level = thinking.level.number(),
        sign = sign
    )
}

/// Where a picked piece can go: "it can go to b2 or c3", "it can
/// capture on a3".
fn places(moves: &[Move]) -> String {
    let (captures, steps): (Vec<&Move>, Vec<&Move>) = moves.iter().partition(|m| m.is_capture());
    let list = |moves: &[&Move]| {
        // Each point once: a 참고누 step that makes a 곤 is one move for
        // each piece it may remove, all to the same point.
        let mut names: Vec<String> = Vec::new();
        for name in moves.iter().filter_map(|m| m.to()).map(|p| p.to_string()) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        match names.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => t!("status-or", first = rest.join(", "), last = last.as_str()),
            None => String::new(),
        }
    };
    match (captures.is_empty(), steps.is_empty()) {
        (true, _) => t!("status-can-go", to = list(&steps)),
        (false, true) => t!("status-can-capture", to = list(&captures)),
        (false, false) => t!(
            "status-can-capture-or-step",
            to = list(&captures),
            steps = list(&steps)
        ),
    }
}

/// The words of a question.
fn ask(question: Question) -> String {
    match question {
        Question::NewGame => t!("status-ask-new-game"),
        Question::Quit => t!("status-ask-quit"),
        Question::QuitNetwork { hosting } => super::net::quit_text(hosting),
        Question::LeavePuzzle { next: true } => t!("status-ask-next-puzzle"),
        Question::LeavePuzzle { next: false } => t!("status-ask-leave-puzzle"),
        Question::Draw(by) => t!(
            "status-ask-draw",
            side = side(by),
            other = side(by.opponent())
        ),
        Question::Overwrite => t!("status-ask-overwrite"),
        Question::PeerDraw(by) => t!("status-ask-peer-draw", side = side(by)),
        Question::PeerRematch(by) => super::net::rematch_question(by),
        Question::PeerUndo(by) => t!("status-ask-peer-undo", side = side(by)),
        Question::Resign(by) => t!(
            "status-ask-resign",
            side = side(by),
            other = side(by.opponent())
        ),
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
    let (me, them) = (side(by), side(by.opponent()));
    let mut text = match (mv.from(), mv.to()) {
        _ if again => t!("status-played-again", what = mv.to_string()),
        (None, Some(to)) => t!("status-placed", side = me.as_str(), to = to.to_string()),
        (Some(from), Some(to)) if mv.is_capture() => t!(
            "status-captured",
            from = from.to_string(),
            sign = theme.capture_sign().to_string(),
            to = to.to_string(),
            side = me.as_str(),
            other = them.as_str()
        ),
        (Some(from), Some(to)) => format!("{from} {} {to}", theme.arrow()),
        _ => t!("status-passes", side = me.as_str()),
    };
    if let Some(removed) = mv.removed() {
        text.push_str(&t!(
            "status-removing-piece",
            other = them.as_str(),
            at = removed.to_string()
        ));
    }
    if !taken.is_empty() {
        let names: Vec<String> = taken.iter().map(ToString::to_string).collect();
        text.push_str(&t!(
            "status-takes",
            side = me.as_str(),
            at = names.join(" ")
        ));
    }
    if let Some(who) = passed {
        text.push_str(&t!("status-cannot-move", side = side(who)));
    }
    if let Some(outcome) = outcome {
        text.push_str(&t!("status-end", outcome = outcome_text(outcome)));
    }
    text
}

/// A lesson's verdict on a move, with the keys that go on.
fn lesson_verdict(verdict: &crate::learn::Verdict, ascii: bool) -> String {
    use crate::learn::Verdict;
    match verdict {
        Verdict::Done { stars } => lesson_done(*stars, None, ascii),
        // The rules' refusal, in the words the game screen uses.
        Verdict::Illegal(err) => super::refusal::rule_error_text(err),
        other => other.to_string(),
    }
}

/// A task done with `stars` (and why fewer than 3), with the keys that go
/// on: "done: **- (2 of 3): why · Enter next task · r again".
fn lesson_done(stars: u8, why: Option<&str>, ascii: bool) -> String {
    let key = |mode, action| name_of(mode, action, ascii);
    let dot = if ascii { " | " } else { " · " };
    let mut done = t!(
        "status-task-done",
        stars = stars_text(stars, ascii),
        count = stars
    );
    if let Some(why) = why {
        done = t!("status-task-why", done = done, why = why);
    }
    t!(
        "status-task-keys",
        done = done,
        dot = dot,
        next = key(Mode::Board, Action::Activate),
        again = key(Mode::Board, Action::Retry)
    )
}

/// What the end of a course offers: "Play your first game against the
/// computer (level 1): Enter".
pub fn first_game_offer(ascii: bool) -> String {
    t!(
        "status-first-game",
        key = name_of(Mode::Board, Action::Activate, ascii)
    )
}

/// What the end of a course offers besides: "the four-field course: n".
pub fn other_course_offer(other: crate::tui::app::NotDone, ascii: bool) -> String {
    use crate::tui::app::NotDone;
    let key = name_of(Mode::Board, Action::NewGame, ascii);
    match other {
        NotDone::Task { lesson, number } => t!(
            "status-skipped-task",
            lesson = lesson,
            number = number,
            key = key
        ),
        NotDone::Course(variant) => {
            t!("status-other-course", game = game_short(variant), key = key)
        }
    }
}

/// Stars readable without colour: `★★☆`, or in plain ASCII `**-`.
pub fn stars_text(stars: u8, ascii: bool) -> String {
    let (full, empty) = if ascii { ('*', '-') } else { ('★', '☆') };
    (1..=3)
        .map(|n| if n <= stars { full } else { empty })
        .collect()
}

/// The coach's answer in words.
fn coach_words(answer: &crate::learn::coach::Answer, playable: bool, ascii: bool) -> String {
    use crate::learn::coach::Answer as Coaching;
    match answer {
        Coaching::Suggested(Some(s)) if playable => t!(
            "status-coach-play",
            says = s.to_string(),
            key = name_of(Mode::Board, Action::Activate, ascii)
        ),
        Coaching::Suggested(Some(s)) => t!("status-coach", says = s.to_string()),
        Coaching::Suggested(None) => t!("status-coach-none"),
        Coaching::Explained(Some(e)) => t!("status-coach", says = e.to_string()),
        Coaching::Explained(None) => t!("status-coach-nothing"),
    }
}
