//! Where everything is on the screen, computed once per frame from the
//! screen's size, the variant and which way the board is turned: the board
//! and its grid of points, the side panel, the status line, the key bar and
//! the help. The view draws into these places and mouse clicks are
//! hit-tested against the same ones, so the two never disagree.

use ratatui::layout::{Margin, Rect};

use crate::rules::{Point, Variant};

/// Width of the side panel at its narrowest, borders included.
const PANEL_WIDTH: u16 = 30;
/// The widest the side panel grows on a large screen, borders included.
const PANEL_MAX_WIDTH: u16 = 56;
/// Screens up to this wide keep the narrowest panel; each two columns
/// more give the panel one, as long as the board keeps its scale.
const PANEL_GROWS_FROM: u16 = 100;
/// Rows the side panel needs at least, borders included.
const PANEL_MIN_HEIGHT: u16 = 12;
/// Rows under the board and panel: the status line and the key bar.
const FOOTER: u16 = 2;
/// Board steps tried, largest first: (columns, rows) per step, about
/// twice as wide as high so that the board looks square. The board grows
/// with the window up to the largest.
const SCALES: [(u16, u16); 8] = [
    (18, 9),
    (16, 8),
    (14, 7),
    (12, 6),
    (10, 5),
    (8, 4),
    (6, 3),
    (4, 2),
];
/// The smallest step at which pieces are drawn three columns wide.
pub const BIG_PIECES_FROM: u16 = 10;
/// The smallest step at which pieces are drawn five columns wide and
/// three rows high.
pub const LARGE_PIECES_FROM: u16 = 14;
/// Rows the game-over banner takes inside the board's frame, above the grid.
pub const BANNER_ROWS: u16 = 6;
/// Columns from the rank digit to the first file's points when pieces are
/// one column wide: the digit, a space, and the two columns of the
/// cursor's brackets. Wider pieces push the digit out as far as they reach.
pub const RANK_DIGIT_OFFSET: u16 = 4;

/// How big the pieces are drawn at a board's step: they grow with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceSize {
    /// One character.
    Small,
    /// Three columns, one row.
    Wide,
    /// Five columns, three rows.
    Large,
}

impl PieceSize {
    /// The size of pieces at a step `step_x` columns wide.
    pub const fn at(step_x: u16) -> PieceSize {
        if step_x >= LARGE_PIECES_FROM {
            PieceSize::Large
        } else if step_x >= BIG_PIECES_FROM {
            PieceSize::Wide
        } else {
            PieceSize::Small
        }
    }

    /// Columns a piece reaches either side of its point.
    pub const fn reach_x(self) -> u16 {
        match self {
            PieceSize::Small => 0,
            PieceSize::Wide => 1,
            PieceSize::Large => 2,
        }
    }

    /// Rows a piece reaches above and below its point.
    pub const fn reach_y(self) -> u16 {
        match self {
            PieceSize::Large => 1,
            PieceSize::Small | PieceSize::Wide => 0,
        }
    }
}
/// The widest the help gets, borders included.
const HELP_WIDTH: u16 = 84;

/// Columns the board's content needs at a given step width: the rank
/// digit, a space, two columns for the cursor's brackets, the grid, and the
/// brackets' two columns on the right; bigger pieces reach further either
/// side, and so their marks.
const fn board_content_width(files: u8, step_x: u16) -> u16 {
    let reach = PieceSize::at(step_x).reach_x();
    RANK_DIGIT_OFFSET + reach + (files as u16 - 1) * step_x + 1 + 2 + reach
}

/// Rows the board's content needs: the grid (tall pieces reach a row
/// beyond it either side) and the file letters.
const fn board_content_height(ranks: u8, step_x: u16, step_y: u16) -> u16 {
    (ranks as u16 - 1) * step_y + 1 + 2 * PieceSize::at(step_x).reach_y() + 1
}

/// The smallest terminal (columns, rows) that shows the whole game.
pub fn min_size(variant: Variant) -> (u16, u16) {
    let geometry = variant.geometry();
    let (sx, sy) = SCALES[SCALES.len() - 1];
    // Borders either side (the content has its own margins for the
    // cursor's brackets); a row of padding on top.
    let board_w = board_content_width(geometry.files(), sx) + 2;
    let board_h = board_content_height(geometry.ranks(), sx, sy) + 3;
    let main_h = if board_h > PANEL_MIN_HEIGHT {
        board_h
    } else {
        PANEL_MIN_HEIGHT
    };
    (board_w + PANEL_WIDTH, main_h + FOOTER)
}

/// Which way the board is turned: the map between the game's points and
/// the screen's grid of rows and columns (one a rank, one a file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Orientation {
    /// The game, whose board says which grid places hold points.
    pub variant: Variant,
    /// Whether White is at the bottom.
    pub flipped: bool,
}

impl Orientation {
    /// Rows of the screen's grid: the board's ranks.
    pub fn rows(self) -> u8 {
        self.variant.geometry().ranks()
    }

    /// Columns of the screen's grid: the board's files.
    pub fn columns(self) -> u8 {
        self.variant.geometry().files()
    }

    /// Row and column of `point` on the screen's grid of points; their
    /// order is reading order on the screen.
    pub fn cell(self, point: Point) -> (u8, u8) {
        let (rows, columns) = (self.rows(), self.columns());
        if self.flipped {
            (point.rank(), (columns - 1).saturating_sub(point.file()))
        } else {
            ((rows - 1).saturating_sub(point.rank()), point.file())
        }
    }

    /// The point shown at `row`, `column` of the screen's grid, if the
    /// board has a point there.
    pub fn point(self, row: u8, column: u8) -> Option<Point> {
        let (rows, columns) = (self.rows(), self.columns());
        if row >= rows || column >= columns {
            return None;
        }
        let point = if self.flipped {
            Point::new(columns - 1 - column, row)
        } else {
            Point::new(column, rows - 1 - row)
        }?;
        self.variant.geometry().contains(point).then_some(point)
    }
}

/// Where the board's points are on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Column of the top-left point.
    pub x: u16,
    /// Row of the top-left point.
    pub y: u16,
    /// Columns between neighbouring points.
    pub step_x: u16,
    /// Rows between neighbouring points.
    pub step_y: u16,
    /// Which point is where.
    pub orientation: Orientation,
}

impl Grid {
    /// Whether pieces are drawn wider than one column at this scale.
    pub const fn big_pieces(&self) -> bool {
        self.step_x >= BIG_PIECES_FROM
    }

    /// How big pieces are drawn at this scale.
    pub const fn pieces(&self) -> PieceSize {
        PieceSize::at(self.step_x)
    }

    /// The column of the rank digits: clear of the widest marks of the
    /// first file's points.
    pub const fn rank_column(&self) -> u16 {
        self.x - RANK_DIGIT_OFFSET - self.pieces().reach_x()
    }

    /// The screen cell (column, row) of the grid's `row`, `column`.
    pub const fn at(&self, row: u8, column: u8) -> (u16, u16) {
        (
            self.x + column as u16 * self.step_x,
            self.y + row as u16 * self.step_y,
        )
    }

    /// The screen cell (column, row) where `point` is drawn.
    pub fn cell_of(&self, point: Point) -> (u16, u16) {
        let (row, column) = self.orientation.cell(point);
        self.at(row, column)
    }

    /// The row of the file letters, under the last row of points (and
    /// the pieces there).
    pub fn letters_row(&self) -> u16 {
        self.y + u16::from(self.orientation.rows() - 1) * self.step_y + 1 + self.pieces().reach_y()
    }
}

/// The screen split into its parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The whole screen.
    pub screen: Rect,
    /// `Some((columns, rows))` needed when the screen is smaller than that:
    /// nothing but a message is drawn then, and no click hits anything.
    pub too_small: Option<(u16, u16)>,
    /// The board's frame.
    pub board: Rect,
    /// Where the points are inside the board's frame; `None` when the
    /// screen is too small.
    pub grid: Option<Grid>,
    /// The side panel.
    pub panel: Rect,
    /// The status line.
    pub status: Rect,
    /// The key bar.
    pub keys: Rect,
    /// The help overlay, when it is open.
    pub help: Rect,
}

impl Layout {
    /// The layout of a screen `screen` showing `variant`'s board turned
    /// as `flipped` says.
    pub fn new(screen: Rect, variant: Variant, flipped: bool) -> Layout {
        let (w, h) = min_size(variant);
        let too_small = (screen.width < w || screen.height < h).then_some((w, h));
        let main_h = screen.height.saturating_sub(FOOTER);
        let orientation = Orientation { variant, flipped };
        let board_w = screen
            .width
            .saturating_sub(panel_width(screen, main_h, orientation));
        let board = Rect::new(screen.x, screen.y, board_w, main_h);
        Layout {
            screen,
            too_small,
            board,
            grid: if too_small.is_some() {
                None
            } else {
                grid(board, orientation, 0)
            },
            panel: Rect::new(screen.x + board_w, screen.y, screen.width - board_w, main_h),
            status: Rect::new(
                screen.x,
                screen.y + main_h,
                screen.width,
                1.min(screen.height),
            ),
            keys: Rect::new(
                screen.x,
                screen.y + main_h + 1,
                screen.width,
                1.min(screen.height.saturating_sub(main_h + 1)),
            ),
            help: help_area(screen),
        }
    }

    /// The same layout with the status line two rows high, the row taken
    /// from above it: the board drawn a size smaller if it must, while the
    /// long message shows (the key bar is never covered). Unchanged when
    /// even that does not fit: the status is then shortened to its row.
    pub fn with_status_above(mut self) -> Layout {
        let Some(g) = self.grid else {
            return self;
        };
        if self.board.height < 2 || self.status.y == self.screen.y {
            return self;
        }
        let board = Rect {
            height: self.board.height - 1,
            ..self.board
        };
        let Some(shorter) = grid(board, g.orientation, 0) else {
            return self;
        };
        self.board = board;
        self.grid = Some(shorter);
        self.panel.height = self.panel.height.saturating_sub(1);
        self.status.y -= 1;
        self.status.height = 2;
        self
    }

    /// The same layout with `rows` kept free inside the board's frame
    /// above the grid (for the game-over banner), when the board fits
    /// with them at the same scale; otherwise unchanged: the board never
    /// shrinks for the banner.
    pub fn with_room_above(mut self, rows: u16) -> Layout {
        if let Some(g) = self.grid
            && let Some(roomier) = grid(self.board, g.orientation, rows)
            && (roomier.step_x, roomier.step_y) == (g.step_x, g.step_y)
        {
            self.grid = Some(roomier);
        }
        self
    }

    /// The point drawn at screen cell (`column`, `row`), for mouse clicks:
    /// the nearest point, anywhere in the cell around it (half a step
    /// either way).
    pub fn point_at(&self, column: u16, row: u16) -> Option<Point> {
        let g = self.grid?;
        let nearest = |at: u16, origin: u16, step: u16| {
            let from = at.checked_add(step / 2)?.checked_sub(origin)?;
            u8::try_from(from / step).ok()
        };
        let c = nearest(column, g.x, g.step_x)?;
        let r = nearest(row, g.y, g.step_y)?;
        g.orientation.point(r, c)
    }
}

/// How wide the side panel is on `screen`, the board and panel `main_h`
/// rows high: the narrowest on a screen up to [`PANEL_GROWS_FROM`] columns;
/// on a wider one it grows by half the columns beyond, up to
/// [`PANEL_MAX_WIDTH`], taking only columns the board does not need for
/// the scale it has beside the narrowest panel (the board never shrinks
/// for it).
fn panel_width(screen: Rect, main_h: u16, orientation: Orientation) -> u16 {
    let narrow = Rect::new(
        screen.x,
        screen.y,
        screen.width.saturating_sub(PANEL_WIDTH),
        main_h,
    );
    let Some(g) = grid(narrow, orientation, 0) else {
        return PANEL_WIDTH;
    };
    // The board's content and its frame's two borders.
    let needed = board_content_width(orientation.columns(), g.step_x) + 2;
    let spare = narrow.width.saturating_sub(needed);
    let wanted = screen.width.saturating_sub(PANEL_GROWS_FROM) / 2;
    PANEL_WIDTH + spare.min(wanted).min(PANEL_MAX_WIDTH - PANEL_WIDTH)
}

/// Where the points go inside the board's frame `board`, with `above`
/// rows kept free over them: the largest scale that fits, centred.
fn grid(board: Rect, orientation: Orientation, above: u16) -> Option<Grid> {
    // The frame's borders are one cell thick, in Unicode and ASCII alike.
    let inner = board.inner(Margin::new(1, 1));
    let height = inner.height.checked_sub(above)?;
    let (files, ranks) = (orientation.columns(), orientation.rows());
    let (step_x, step_y) = SCALES.into_iter().find(|&(sx, sy)| {
        board_content_width(files, sx) <= inner.width
            && board_content_height(ranks, sx, sy) < height
    })?;
    let w = board_content_width(files, step_x);
    let h = board_content_height(ranks, step_x, step_y);
    let left = inner.x + (inner.width - w) / 2;
    let top = inner.y + above + (height - h).div_ceil(2);
    let pieces = PieceSize::at(step_x);
    Some(Grid {
        x: left + RANK_DIGIT_OFFSET + pieces.reach_x(),
        y: top + pieces.reach_y(),
        step_x,
        step_y,
        orientation,
    })
}

/// Where the help goes on a screen `screen`, borders included.
pub fn help_area(screen: Rect) -> Rect {
    let width = screen.width.saturating_sub(4).min(HELP_WIDTH);
    let height = screen.height.saturating_sub(3);
    Rect::new(
        screen.x + (screen.width - width) / 2,
        screen.y + 1,
        width,
        height,
    )
}
