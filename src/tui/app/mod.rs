//! `App`: the game being played plus everything the screen shows about it —
//! the board's cursor and selection, the overlays, the status — changed
//! only by [`App::update`], which does no I/O: it returns an [`Effect`]
//! for the event loop to carry out.
//!
//! The parts live in their own files: the game and its settings
//! (`session`), the cursor and selection (`board`), playing on the board
//! (`play`), the computer's turns (`computer`), the overlays and their keys
//! (`overlay`), the status line as data (`status`), hints and review from
//! the solved table (`learn`) and the search's estimates without one
//! (`estimate`).

mod board;
mod computer;
mod estimate;
mod learn;
mod overlay;
mod play;
mod puzzle;
mod session;
mod status;

use ratatui::layout::Rect;

use crate::rules::{Game, Move, Point, RuleError, RuleOptions, Variant};

use super::action::{Action, Dir, Effect};
use super::config::{Config, Seat};
use super::help;
use super::keymap::Mode;
use super::layout::{self, Orientation};

pub use super::words::counted;
pub use crate::ai::puzzle::Progress;
pub use computer::Thinking;
pub use estimate::{EstimateRequest, Stamp, estimate_words, hint_text, leaning};
pub use learn::{Reviewing, in_words, short};
pub use puzzle::Puzzle;
pub use status::{Question, Refusal, Status, Tone};

use board::Board;
use computer::Computer;
use learn::Learn;
use overlay::Overlay;
use session::Session;

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    session: Session,
    board: Board,
    overlay: Option<Overlay>,
    status: Status,
    /// The terminal's size as last reported (columns, rows).
    size: (u16, u16),
    /// The name the save prompt offers first.
    save_name: String,
    /// The computer's turns.
    computer: Computer,
    /// The file a save would replace, while [`Question::Overwrite`] is asked.
    overwrite: Option<std::path::PathBuf>,
    /// The puzzle being played, in puzzle mode (`kono puzzle`).
    puzzle: Option<Puzzle>,
    /// Hints and the solved table.
    learn: Learn,
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
        let mut app = App {
            session: Session::new(config, seed)?,
            board: Board::new(config.variant),
            overlay: None,
            status: Status::Empty,
            size: (80, 24),
            save_name: format!("kono-{}.kono", config.variant.name()),
            computer: Computer::default(),
            overwrite: None,
            puzzle: None,
            learn: Learn::default(),
        };
        app.new_game();
        Ok(app)
    }

    /// The display and rule settings.
    pub const fn config(&self) -> &Config {
        self.session.config()
    }

    /// The game being played.
    pub const fn game(&self) -> &Game {
        self.session.game()
    }

    /// The variant being played.
    pub const fn variant(&self) -> Variant {
        self.config().variant
    }

    /// The rule options in force.
    pub const fn options(&self) -> RuleOptions {
        self.config().options
    }

    /// Whether lots decided who moved first in this game.
    pub const fn first_drawn(&self) -> bool {
        self.session.first_drawn()
    }

    /// Which game of the session this is: it changes when a new game starts
    /// or one is loaded, so the event loop knows to autosave it afresh.
    pub const fn game_number(&self) -> u64 {
        self.session.game_number()
    }

    /// Changes whenever the game does: the event loop autosaves when it
    /// differs from the one last written.
    pub const fn revision(&self) -> u64 {
        self.session.revision()
    }

    /// Changes with every move, draw offer and answer, not with undo and
    /// redo: autosave gives a game a file of its own only when it does.
    pub const fn additions(&self) -> u64 {
        self.session.played()
    }

    /// The point under the cursor.
    pub const fn cursor(&self) -> Point {
        self.board.cursor
    }

    /// The picked-up piece.
    pub const fn selected(&self) -> Option<Point> {
        self.board.selected
    }

    /// Whether the board is drawn turned around (White at the bottom).
    pub const fn flipped(&self) -> bool {
        self.board.flipped
    }

    /// Which point is where on the screen's grid.
    pub const fn orientation(&self) -> Orientation {
        self.board.orientation(self.variant())
    }

    /// The legal moves of the picked-up piece.
    pub fn targets(&self) -> Vec<Move> {
        self.board
            .selected
            .map_or_else(Vec::new, |from| self.moves_from(from))
    }

    /// The status line.
    pub const fn status(&self) -> &Status {
        &self.status
    }

    /// The question waiting for `y` or `n`, if any (also while the help
    /// is open over it).
    pub fn question(&self) -> Option<Question> {
        let asked = match self.overlay {
            Some(
                Overlay::Confirm(question)
                | Overlay::Help {
                    under: Some(question),
                    ..
                },
            ) => Some(question),
            _ => None,
        };
        self.game().draw_offer().map(Question::Draw).or(asked)
    }

    /// The file name typed so far, while the save prompt is open.
    pub fn prompt(&self) -> Option<&str> {
        match &self.overlay {
            Some(Overlay::Prompt(prompt)) => Some(prompt.input.value()),
            _ => None,
        }
    }

    /// Where the text cursor is in the file name being typed, in columns
    /// from its start.
    pub fn prompt_cursor(&self) -> Option<usize> {
        match &self.overlay {
            Some(Overlay::Prompt(prompt)) => Some(prompt.input.visual_cursor()),
            _ => None,
        }
    }

    /// The help's scroll offset in lines, when the help is open.
    pub const fn help(&self) -> Option<u16> {
        match self.overlay {
            Some(Overlay::Help { scroll, .. }) => Some(scroll),
            _ => None,
        }
    }

    /// The terminal's size as last reported (columns, rows).
    pub const fn size(&self) -> (u16, u16) {
        self.size
    }

    /// THE order of the modes: an open prompt takes every key, then the
    /// help, then a question, then the board.
    pub fn mode(&self) -> Mode {
        match self.overlay {
            Some(Overlay::Prompt(_)) => Mode::Prompt,
            Some(Overlay::Help { .. }) => Mode::Help,
            Some(Overlay::Confirm(_)) => Mode::Question,
            Some(Overlay::Review(_)) => Mode::Review,
            None if self.game().draw_offer().is_some() => Mode::Question,
            None => Mode::Board,
        }
    }

    /// Whether a game has begun and not ended: leaving it needs a yes.
    pub fn in_progress(&self) -> bool {
        self.game().ply_count() > 0 && self.game().outcome().is_none()
    }

    /// Whether `action` does something now; the key bar shows only these.
    pub fn offers(&self, action: Action) -> bool {
        let game = self.game();
        let over = game.outcome().is_some();
        match self.mode() {
            Mode::Prompt => return true,
            Mode::Help => {
                let scroll = self.help().unwrap_or(0);
                let end = self.help_end();
                return match action {
                    Action::Cursor(Dir::Up) | Action::Page(Dir::Up) | Action::Far(Dir::Up) => {
                        scroll > 0
                    }
                    Action::Cursor(Dir::Down)
                    | Action::Page(Dir::Down)
                    | Action::Far(Dir::Down) => scroll < end,
                    _ => true,
                };
            }
            Mode::Review => return self.review_offers(action),
            Mode::Board | Mode::Question | Mode::Anywhere | Mode::Start => {}
        }
        match action {
            Action::Cancel => self.board.selected.is_some() || self.overlay.is_some(),
            Action::Activate | Action::OfferDraw => !over && !self.computer_to_move(),
            Action::NextPiece | Action::PrevPiece => !over,
            Action::Pause => self.config().computer != Seat::None,
            Action::BuildTable => self.table_can_be_built(),
            Action::Undo => self.can_undo(),
            Action::Save => game.ply_count() > 0,
            Action::Redo => game.can_redo(),
            Action::Retry => self.puzzle.is_some(),
            Action::Yes | Action::No => self.question().is_some(),
            _ => true,
        }
    }

    /// Sets the file name the save prompt offers.
    pub fn set_save_name(&mut self, name: String) {
        self.save_name = name;
    }

    /// Continues `game` (read from the record `from`) in place of the
    /// current one, under its own variant and rule options.
    pub fn load(&mut self, game: Game, from: &str) {
        self.session.load(game);
        self.board.selected = None;
        self.overlay = None;
        let game = self.session.game();
        self.status = Status::Loaded {
            from: from.to_string(),
            moves: game.ply_count(),
            outcome: game.outcome(),
            to_move: game.position().to_move(),
        };
        self.board.cursor = game
            .last_move()
            .and_then(Move::to)
            .or_else(|| self.movable().first().copied())
            .unwrap_or(board::centre(self.variant()));
    }

    /// Tells the app how a save it asked for went: the path written, or why not.
    pub fn saved(&mut self, result: Result<String, String>) {
        self.status = match result {
            Ok(path) => Status::Saved(path),
            Err(why) => Refusal::NotSaved(why).into(),
        };
    }

    /// Asks whether to replace `path`, which a save asked for and which
    /// exists; yes gives [`Effect::Overwrite`].
    pub fn ask_overwrite(&mut self, path: std::path::PathBuf) {
        self.overwrite = Some(path);
        self.confirm(Question::Overwrite);
    }

    /// Puts a message of the event loop's on the status line (that an
    /// unfinished game can be resumed, that autosave failed).
    pub fn notify(&mut self, status: Status) {
        self.status = status;
    }

    /// Applies one action. No I/O: the returned [`Effect`] says what the
    /// event loop is to do, [`Effect::Think`] when the computer is to move.
    pub fn update(&mut self, action: Action) -> Effect {
        let effect = self.apply(action);
        self.follow_puzzle();
        let effect = self.after(effect);
        self.refresh_hints();
        effect
    }

    fn apply(&mut self, action: Action) -> Effect {
        if let Some(effect) = self.on_computer(action) {
            return effect;
        }
        match action {
            Action::ForceQuit => return Effect::Quit,
            Action::Suspend => return Effect::Suspend,
            Action::Resize(columns, rows) => {
                self.size = (columns, rows);
                self.scroll_help(|scroll, _| scroll);
                return Effect::None;
            }
            _ => {}
        }
        if self.too_small() {
            // The board is not on screen: nothing may be played blind.
            return Effect::None;
        }
        match self.mode() {
            Mode::Prompt => self.on_prompt(action),
            Mode::Help => self.on_help(action),
            Mode::Question => self.on_question(action),
            Mode::Review => self.on_review(action),
            Mode::Board | Mode::Anywhere | Mode::Start => self.on_board(action),
        }
    }

    /// Whether the terminal is too small to show the board: keys do
    /// nothing then (but Ctrl-c).
    pub fn too_small(&self) -> bool {
        let (columns, rows) = self.size;
        let (w, h) = layout::min_size(self.variant());
        columns < w || rows < h
    }

    /// Lines a page of the help scrolls: its visible lines less one, so
    /// that a line of the last page stays in view.
    fn help_page(&self) -> u16 {
        let (columns, rows) = self.size;
        let area = layout::help_area(Rect::new(0, 0, columns, rows));
        help::text_height(area).saturating_sub(1).max(1)
    }

    /// The furthest the help scrolls on the terminal as it is now.
    fn help_end(&self) -> u16 {
        let (columns, rows) = self.size;
        let area = layout::help_area(Rect::new(0, 0, columns, rows));
        help::max_scroll(self.variant(), self.config().ascii, area)
    }
}
