//! `App`: the game being played plus everything the screen shows about it —
//! cursor, selection, questions, help, status — changed only by
//! [`App::update`], which does no I/O.

use crate::rules::{Color, Game, Move, Outcome, Point, Position, RuleError, RuleOptions, Variant};

use std::path::PathBuf;

use super::Config;
use super::input::{self, Mode};
use super::theme::Theme;

/// A direction on the screen (not on the board: the board may be turned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards the top of the screen.
    Up,
    /// Towards the bottom of the screen.
    Down,
    /// Towards the left of the screen.
    Left,
    /// Towards the right of the screen.
    Right,
}

/// Everything a player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Move the cursor one point (in the help: scroll).
    Cursor(Dir),
    /// Pick up the piece under the cursor, or drop the picked one there.
    Activate,
    /// A mouse click on a point: the cursor goes there, then [`Action::Activate`].
    Click(Point),
    /// Drop the selection, or close the help.
    Cancel,
    /// Jump the cursor to the next piece that can move.
    NextPiece,
    /// Jump the cursor to the previous piece that can move.
    PrevPiece,
    /// Take back the last move.
    Undo,
    /// Play again the move last taken back.
    Redo,
    /// The side to move offers a draw.
    OfferDraw,
    /// Answer yes to the question asked.
    Yes,
    /// Answer no to the question asked.
    No,
    /// Start a new game (asks first while a game is in progress).
    NewGame,
    /// Turn the board around.
    Flip,
    /// Open or close the help.
    Help,
    /// Quit (asks first while a game is in progress).
    Quit,
    /// Quit at once.
    ForceQuit,
    /// Save the game to a file: ask for its name.
    Save,
    /// A character typed into the file name.
    Type(char),
    /// Delete the last character of the file name.
    Erase,
    /// The terminal now has this many columns and rows.
    Resize(u16, u16),
}

/// What [`App::update`] asks the event loop to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing: draw the screen again and wait for the next key.
    None,
    /// Leave the program.
    Quit,
    /// Write the game's record to this file, then tell the app with
    /// [`App::saved`].
    Save(PathBuf),
}

/// A question that waits for `y` or `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Abandon the game in progress and start a new one?
    NewGame,
    /// Abandon the game in progress and quit?
    Quit,
    /// This side offered a draw; does the other accept?
    Draw(Color),
}

/// How a status message reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// What happened.
    Info,
    /// Why a key did nothing.
    Refusal,
    /// A question waiting for an answer.
    Question,
}

/// The status line: the result of the last key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The message.
    pub text: String,
    /// How it reads.
    pub tone: Tone,
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    config: Config,
    game: Game,
    /// Whether the current game's first player was drawn by lot.
    first_drawn: bool,
    /// State of the generator that draws lots (splitmix64).
    lots: u64,
    cursor: Point,
    selected: Option<Point>,
    confirm: Option<Question>,
    help: Option<u16>,
    /// The furthest the help scrolls, as the view last measured it.
    help_end: u16,
    flipped: bool,
    status: Status,
    size: (u16, u16),
    /// The file name being typed for `s`ave, while the prompt is open.
    prompt: Option<String>,
    /// The name the save prompt offers first.
    save_name: String,
    /// Counts the games of this session: a new or loaded game changes it.
    game_number: u64,
}

impl App {
    /// A new game under `config`. `seed` feeds the drawing of lots for the
    /// first player (when `config.first` is `None`); the same seed gives the
    /// same draws, so tests are repeatable.
    ///
    /// # Errors
    /// [`RuleError::OptionNotForVariant`] when a rule option does not apply
    /// to the variant.
    pub fn new(config: Config, seed: u64) -> Result<App, RuleError> {
        let start = Position::start(config.variant, config.first.unwrap_or(Color::Black));
        let game = Game::new(start, config.options)?;
        let mut app = App {
            config,
            game,
            first_drawn: false,
            lots: seed,
            cursor: centre(config.variant),
            selected: None,
            confirm: None,
            help: None,
            help_end: u16::MAX,
            flipped: false,
            status: Status {
                text: String::new(),
                tone: Tone::Info,
            },
            size: (80, 24),
            prompt: None,
            save_name: format!("kono-{}.kono", config.variant.name()),
            game_number: 0,
        };
        app.new_game();
        Ok(app)
    }

    /// The display and rule settings.
    pub const fn config(&self) -> &Config {
        &self.config
    }

    /// The game being played.
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The variant being played.
    pub const fn variant(&self) -> Variant {
        self.config.variant
    }

    /// The rule options in force.
    pub const fn options(&self) -> RuleOptions {
        self.config.options
    }

    /// Whether lots decided who moved first in this game.
    pub const fn first_drawn(&self) -> bool {
        self.first_drawn
    }

    /// The point under the cursor.
    pub const fn cursor(&self) -> Point {
        self.cursor
    }

    /// The picked-up piece.
    pub const fn selected(&self) -> Option<Point> {
        self.selected
    }

    /// The legal moves of the picked-up piece.
    pub fn targets(&self) -> Vec<Move> {
        match self.selected {
            Some(from) => self.moves_from(from),
            None => Vec::new(),
        }
    }

    /// Whether the board is drawn turned around (White at the bottom).
    pub const fn flipped(&self) -> bool {
        self.flipped
    }

    /// The status line.
    pub const fn status(&self) -> &Status {
        &self.status
    }

    /// The question waiting for `y` or `n`, if any.
    pub fn question(&self) -> Option<Question> {
        self.game.draw_offer().map(Question::Draw).or(self.confirm)
    }

    /// The file name typed so far, while the save prompt is open.
    pub fn prompt(&self) -> Option<&str> {
        self.prompt.as_deref()
    }

    /// Which game of the session this is: it changes when a new game starts
    /// or one is loaded, so the event loop knows to autosave it afresh.
    pub const fn game_number(&self) -> u64 {
        self.game_number
    }

    /// Sets the file name the save prompt offers.
    pub fn set_save_name(&mut self, name: String) {
        self.save_name = name;
    }

    /// Continues `game` (read from the record `from`) in place of the
    /// current one, under its own variant and rule options.
    pub fn load(&mut self, game: Game, from: &str) {
        self.config.variant = game.start().variant();
        self.config.options = *game.options();
        self.game = game;
        self.game_number += 1;
        self.first_drawn = false;
        self.selected = None;
        self.confirm = None;
        let moves = counted(self.game.ply_count(), "move");
        let state = match self.game.outcome() {
            Some(outcome) => outcome.to_string(),
            None => format!("{} to move", self.game.position().to_move()),
        };
        self.say(Tone::Info, format!("{from}: {moves}, {state}"));
        self.cursor = self
            .game
            .last_move()
            .and_then(Move::to)
            .or_else(|| self.movable().first().copied())
            .unwrap_or(centre(self.variant()));
    }

    /// Tells the app how a save it asked for went: the path written, or why not.
    pub fn saved(&mut self, result: Result<String, String>) {
        match result {
            Ok(path) => self.say(Tone::Info, format!("saved to {path}")),
            Err(why) => self.refuse(format!("not saved: {why}")),
        }
    }

    /// Puts a message of the event loop's on the status line (that an
    /// unfinished game can be resumed, that autosave failed).
    pub fn notify(&mut self, text: String, refusal: bool) {
        let tone = if refusal { Tone::Refusal } else { Tone::Info };
        self.say(tone, text);
    }

    /// The help's scroll offset in lines, when the help is open.
    pub const fn help(&self) -> Option<u16> {
        self.help
    }

    /// Tells the app the furthest the help can scroll on the screen as it
    /// is now, as the view measures it;
    /// the scroll is kept within it.
    pub fn set_help_end(&mut self, end: u16) {
        self.help_end = end;
        if let Some(scroll) = &mut self.help {
            *scroll = (*scroll).min(end);
        }
    }

    /// The terminal's size as last reported (columns, rows).
    pub const fn size(&self) -> (u16, u16) {
        self.size
    }

    /// Whether a game has begun and not ended: leaving it needs a yes.
    pub fn in_progress(&self) -> bool {
        self.game.ply_count() > 0 && self.game.outcome().is_none()
    }

    /// Whether `action` does something now; the key bar shows only these.
    pub fn offers(&self, action: Action) -> bool {
        let over = self.game.outcome().is_some();
        match action {
            Action::Cancel => {
                self.selected.is_some() || self.help.is_some() || self.prompt.is_some()
            }
            Action::Activate | Action::NextPiece | Action::PrevPiece | Action::OfferDraw => !over,
            Action::Undo => self.game.ply_count() > 0,
            Action::Redo => self.game.can_redo(),
            Action::Yes | Action::No => self.question().is_some(),
            Action::Save => self.game.ply_count() > 0,
            _ => true,
        }
    }

    /// Applies one action. No I/O: the returned [`Effect`] says whether to quit.
    pub fn update(&mut self, action: Action) -> Effect {
        match action {
            Action::ForceQuit => return Effect::Quit,
            Action::Resize(columns, rows) => {
                // The help's end moves too; the view measures it at the
                // next frame and reports it with `set_help_end`.
                self.size = (columns, rows);
                return Effect::None;
            }
            _ => {}
        }
        if let Some(name) = &mut self.prompt {
            match action {
                Action::Type(c) => name.push(c),
                Action::Erase => {
                    name.pop();
                }
                Action::Cancel => {
                    self.prompt = None;
                    self.say(Tone::Info, "not saved".to_string());
                }
                Action::Activate if name.trim().is_empty() => {
                    let esc = self.key_of(Mode::Prompt, Action::Cancel);
                    self.refuse(format!("type a file name, or {esc} to cancel"));
                }
                Action::Activate => {
                    let path = PathBuf::from(name.trim());
                    self.prompt = None;
                    return Effect::Save(path);
                }
                _ => {}
            }
            return Effect::None;
        }
        if let Some(scroll) = self.help {
            match action {
                // From the end at the most, so that the first Up always
                // shows: the end may have come nearer since the last Down.
                Action::Cursor(Dir::Up) => {
                    self.help = Some(scroll.min(self.help_end).saturating_sub(1));
                }
                Action::Cursor(Dir::Down) => {
                    self.help = Some(scroll.saturating_add(1).min(self.help_end));
                }
                Action::Help | Action::Cancel | Action::Quit => self.help = None,
                _ => {}
            }
            return Effect::None;
        }
        if let Some(question) = self.question() {
            return match action {
                Action::Yes => self.answer(question, true),
                Action::No | Action::Cancel => self.answer(question, false),
                Action::Help => {
                    self.help = Some(0);
                    Effect::None
                }
                _ => {
                    self.pose(question);
                    Effect::None
                }
            };
        }
        match action {
            Action::Cursor(dir) => self.step_cursor(dir),
            Action::Activate => self.activate(),
            Action::Click(point) => {
                if point.on_board(self.variant().size()) {
                    self.cursor = point;
                    self.activate();
                }
            }
            Action::Cancel => {
                if self.selected.take().is_some() {
                    self.say(Tone::Info, "put the piece back".to_string());
                } else {
                    self.refuse("nothing to cancel".to_string());
                }
            }
            Action::NextPiece => self.jump(true),
            Action::PrevPiece => self.jump(false),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::OfferDraw => match self.game.offer_draw() {
                Ok(by) => {
                    self.selected = None;
                    self.pose(Question::Draw(by));
                }
                Err(RuleError::GameOver(outcome)) => self.refuse_over(outcome),
                Err(err) => self.refuse(err.to_string()),
            },
            Action::NewGame if self.in_progress() => self.confirm(Question::NewGame),
            Action::NewGame => self.new_game(),
            Action::Quit if self.in_progress() => self.confirm(Question::Quit),
            Action::Quit => return Effect::Quit,
            Action::Flip => {
                self.flipped = !self.flipped;
                let bottom = if self.flipped {
                    Color::White
                } else {
                    Color::Black
                };
                self.say(Tone::Info, format!("{bottom} is at the bottom"));
            }
            Action::Help => self.help = Some(0),
            Action::Save => {
                self.selected = None;
                self.prompt = Some(self.save_name.clone());
                self.say(Tone::Question, "save as:".to_string());
            }
            Action::Yes | Action::No => self.refuse("there is no question to answer".to_string()),
            Action::ForceQuit | Action::Resize(..) | Action::Type(_) | Action::Erase => {}
        }
        Effect::None
    }

    /// The words of a question.
    pub fn ask(&self, question: Question) -> String {
        match question {
            Question::NewGame => "abandon this game and start a new one?".to_string(),
            Question::Quit => "abandon this game and quit?".to_string(),
            Question::Draw(by) => format!("{by} offers a draw. {}, do you accept?", by.opponent()),
        }
    }

    fn confirm(&mut self, question: Question) {
        self.confirm = Some(question);
        self.pose(question);
    }

    /// Puts `question` on the status line with the keys that answer it.
    fn pose(&mut self, question: Question) {
        let text = self.ask(question);
        let yes = self.key_of(Mode::Question, Action::Yes);
        let no = self.key_of(Mode::Question, Action::No);
        self.say(Tone::Question, format!("{text} {yes} / {no}"));
    }

    /// The name of the first key bound to `action` in `mode`, for messages.
    fn key_of(&self, mode: Mode, action: Action) -> String {
        input::keys_for(mode, action)
            .next()
            .map(|key| input::key_name(key, self.config.ascii))
            .unwrap_or_default()
    }

    /// Refuses a key that needs a game in progress, saying what still works.
    fn refuse_over(&mut self, outcome: Outcome) {
        let new = self.key_of(Mode::Board, Action::NewGame);
        let undo = self.key_of(Mode::Board, Action::Undo);
        self.refuse(format!(
            "the game is over ({outcome}): {new} new game, {undo} undo"
        ));
    }

    fn answer(&mut self, question: Question, yes: bool) -> Effect {
        self.confirm = None;
        match (question, yes) {
            (Question::Quit, true) => return Effect::Quit,
            (Question::NewGame, true) => self.new_game(),
            (Question::Draw(by), _) => match self.game.answer_draw(yes) {
                Ok(()) if yes => self.announce_end(),
                Ok(()) => self.say(Tone::Info, format!("{} declines the draw", by.opponent())),
                Err(err) => self.refuse(err.to_string()),
            },
            (_, false) => self.say(Tone::Info, "the game goes on".to_string()),
        }
        Effect::None
    }

    fn say(&mut self, tone: Tone, text: String) {
        self.status = Status { text, tone };
    }

    fn refuse(&mut self, text: String) {
        self.say(Tone::Refusal, text);
    }

    /// Draws the lots `(config.first == None)` and sets up a fresh game.
    fn new_game(&mut self) {
        let first = match self.config.first {
            Some(color) => color,
            None => {
                if self.draw_lot() {
                    Color::White
                } else {
                    Color::Black
                }
            }
        };
        self.first_drawn = self.config.first.is_none();
        self.game_number += 1;
        self.game = self.game.restarted(first);
        self.selected = None;
        self.confirm = None;
        let how = if self.first_drawn {
            " (drawn at random)"
        } else {
            ""
        };
        self.say(Tone::Info, format!("new game: {first} moves first{how}"));
        self.cursor = self
            .movable()
            .first()
            .copied()
            .unwrap_or(centre(self.variant()));
    }

    /// One random bit from the splitmix64 sequence started by the seed.
    fn draw_lot(&mut self) -> bool {
        self.lots = self.lots.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.lots;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) & 1 == 1
    }

    fn moves_from(&self, from: Point) -> Vec<Move> {
        self.game
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.from() == Some(from))
            .collect()
    }

    /// The points of the pieces that can move, in reading order on screen.
    pub fn movable(&self) -> Vec<Point> {
        let mut points: Vec<Point> = self
            .game
            .legal_moves()
            .iter()
            .filter_map(|mv| mv.from())
            .collect();
        points.sort_by_key(|p| self.screen_cell(*p));
        points.dedup();
        points
    }

    /// Row and column of `point` on the screen's grid of points; their
    /// order is reading order on the screen.
    pub fn screen_cell(&self, point: Point) -> (u8, u8) {
        let last = self.variant().size() - 1;
        if self.flipped {
            (point.rank(), last - point.file())
        } else {
            (last - point.rank(), point.file())
        }
    }

    /// The point shown at `row`, `column` of the screen's grid of points.
    pub fn point_at_cell(&self, row: u8, column: u8) -> Option<Point> {
        let size = self.variant().size();
        if row >= size || column >= size {
            return None;
        }
        let last = size - 1;
        if self.flipped {
            Point::new(last - column, row)
        } else {
            Point::new(column, last - row)
        }
    }

    fn step_cursor(&mut self, dir: Dir) {
        let (row, column) = self.screen_cell(self.cursor);
        let (row, column) = match dir {
            Dir::Up => (row.checked_sub(1), Some(column)),
            Dir::Down => (Some(row + 1), Some(column)),
            Dir::Left => (Some(row), column.checked_sub(1)),
            Dir::Right => (Some(row), Some(column + 1)),
        };
        if let Some(point) = row.zip(column).and_then(|(r, c)| self.point_at_cell(r, c)) {
            self.cursor = point;
        }
    }

    fn jump(&mut self, forward: bool) {
        if let Some(outcome) = self.game.outcome() {
            return self.refuse_over(outcome);
        }
        let movable = self.movable();
        let here = self.screen_cell(self.cursor);
        let next = if forward {
            movable
                .iter()
                .find(|p| self.screen_cell(**p) > here)
                .or(movable.first())
        } else {
            movable
                .iter()
                .rev()
                .find(|p| self.screen_cell(**p) < here)
                .or(movable.last())
        };
        if let Some(point) = next {
            self.cursor = *point;
        }
    }

    fn activate(&mut self) {
        if let Some(outcome) = self.game.outcome() {
            return self.refuse_over(outcome);
        }
        let here = self.cursor;
        let Some(from) = self.selected else {
            return self.pick(here);
        };
        if let Some(mv) = self
            .moves_from(from)
            .into_iter()
            .find(|mv| mv.to() == Some(here))
        {
            return self.play(mv);
        }
        let me = self.game.position().to_move();
        if here == from {
            self.selected = None;
            self.say(Tone::Info, "put the piece back".to_string());
        } else if self.game.position().piece_at(here) == Some(me) {
            self.pick(here);
        } else {
            match self.game.position().check_move(from, here, &self.options()) {
                Ok(mv) => self.play(mv),
                Err(err) => self.refuse(err.to_string()),
            }
        }
    }

    fn pick(&mut self, at: Point) {
        match self.game.position().check_movable(at, &self.options()) {
            Ok(()) => {
                self.selected = Some(at);
                let places = counted(self.moves_from(at).len(), "place");
                self.say(Tone::Info, format!("{at} picked up: it can go to {places}"));
            }
            Err(err) => {
                if matches!(err, RuleError::Immobile(_) | RuleError::CannotCapture(_)) {
                    self.selected = None;
                }
                self.refuse(err.to_string());
            }
        }
    }

    fn play(&mut self, mv: Move) {
        let me = self.game.position().to_move();
        let theme = Theme::new(self.config.ascii, self.config.color);
        let arrow = theme.arrow();
        let turn = match self.game.play(mv) {
            Ok(turn) => turn,
            Err(err) => return self.refuse(err.to_string()),
        };
        self.selected = None;
        let text = match (mv.from(), mv.to()) {
            (Some(from), Some(to)) if mv.is_capture() => {
                format!(
                    "{from} {} {to}: {me} takes {}'s piece on {to}",
                    theme.capture_sign(),
                    me.opponent()
                )
            }
            (Some(from), Some(to)) => format!("{from} {arrow} {to}"),
            _ => format!("{me} passes"),
        };
        self.after_move(text, turn.passed);
    }

    /// After a move: the forced pass if the next player could not move, and
    /// the end of the game.
    fn after_move(&mut self, mut text: String, passed: Option<Color>) {
        if let Some(who) = passed {
            text.push_str(&format!(". {who} cannot move and passes"));
        }
        if let Some(outcome) = self.game.outcome() {
            text = format!("{text}. {outcome}");
        }
        if let Some(point) = self.game.last_move().and_then(|mv| mv.to()) {
            self.cursor = point;
        }
        self.say(Tone::Info, text);
    }

    fn announce_end(&mut self) {
        if let Some(outcome) = self.game.outcome() {
            self.say(Tone::Info, outcome.in_sentence());
        }
    }

    fn undo(&mut self) {
        let Some(turn) = self.game.undo() else {
            return self.refuse("nothing to undo".to_string());
        };
        self.selected = None;
        let mv = turn.mv;
        let text = match turn.passed {
            Some(passer) => format!("took back {mv} and {passer}'s pass"),
            None => format!("took back {mv}"),
        };
        if let Some(point) = self.game.last_move().and_then(|mv| mv.to()).or(mv.from()) {
            self.cursor = point;
        }
        self.say(Tone::Info, text);
    }

    fn redo(&mut self) {
        match self.game.redo() {
            Some(turn) => {
                self.selected = None;
                self.after_move(format!("played again {}", turn.mv), turn.passed);
            }
            None => match self.game.outcome() {
                Some(outcome) => self.refuse_over(outcome),
                None => self.refuse("nothing to redo".to_string()),
            },
        }
    }
}

/// "1 move", "3 moves".
pub fn counted(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The point in the middle of the board (rounded down and left).
fn centre(variant: Variant) -> Point {
    let size = variant.size();
    let mid = u32::from((size - 1) / 2);
    Point::from_index(mid * u32::from(size) + mid, size)
}
