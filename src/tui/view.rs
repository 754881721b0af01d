//! Drawing the App: the board, the side panel, the status line and key bar,
//! and the overlays (game-over banner, help, "terminal too small").

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Wrap};

use crate::rules::{Color, Move, Point, Variant, rules_text};

use super::app::{Action, App, Tone};
use super::input::{self, SECTIONS};
use super::theme::Theme;

/// Width of the side panel, borders included.
const PANEL_WIDTH: u16 = 30;
/// Rows the side panel needs at least, borders included.
const PANEL_MIN_HEIGHT: u16 = 12;
/// Rows under the board and panel: the status line and the key bar.
const FOOTER: u16 = 2;
/// Board steps tried, largest first: (columns, rows) per step, about
/// twice as wide as high so that the board looks square.
const SCALES: [(u16, u16); 3] = [(8, 4), (6, 3), (4, 2)];

/// Where the board's points are on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Column of the top-left point.
    pub x: u16,
    /// Row of the top-left point.
    pub y: u16,
    /// Columns between neighbouring points.
    pub step_x: u16,
    /// Rows between neighbouring points.
    pub step_y: u16,
    /// Points along a side.
    pub size: u8,
}

/// The screen split into its parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Areas {
    board: Rect,
    panel: Rect,
    status: Rect,
    keys: Rect,
}

/// Columns the board's content needs at a given step width: the rank
/// digit, a space, two columns for the cursor's brackets, the grid, and the
/// brackets' two columns on the right.
const fn board_content_width(size: u8, step_x: u16) -> u16 {
    1 + 1 + 2 + (size as u16 - 1) * step_x + 1 + 2
}

/// Columns from the rank digit to the first file's points.
const RANK_DIGIT_OFFSET: u16 = 4;

/// Rows the board's content needs: the grid and the file letters.
const fn board_content_height(size: u8, step_y: u16) -> u16 {
    (size as u16 - 1) * step_y + 1 + 1
}

/// The smallest terminal (columns, rows) that shows the whole game.
pub const fn min_size(variant: Variant) -> (u16, u16) {
    let size = variant.size();
    let (sx, sy) = SCALES[SCALES.len() - 1];
    // Borders either side (the content has its own margins for the
    // cursor's brackets); a row of padding on top.
    let board_w = board_content_width(size, sx) + 2;
    let board_h = board_content_height(size, sy) + 3;
    let main_h = if board_h > PANEL_MIN_HEIGHT {
        board_h
    } else {
        PANEL_MIN_HEIGHT
    };
    (board_w + PANEL_WIDTH, main_h + FOOTER)
}

fn areas(area: Rect) -> Areas {
    let main_h = area.height.saturating_sub(FOOTER);
    let board_w = area.width.saturating_sub(PANEL_WIDTH);
    Areas {
        board: Rect::new(area.x, area.y, board_w, main_h),
        panel: Rect::new(area.x + board_w, area.y, area.width - board_w, main_h),
        status: Rect::new(area.x, area.y + main_h, area.width, 1.min(area.height)),
        keys: Rect::new(
            area.x,
            area.y + main_h + 1,
            area.width,
            1.min(area.height.saturating_sub(main_h + 1)),
        ),
    }
}

fn too_small(app: &App, area: Rect) -> bool {
    let (w, h) = min_size(app.variant());
    area.width < w || area.height < h
}

/// Where the board goes inside the screen `area`, if the screen is big enough.
pub fn geometry(app: &App, area: Rect) -> Option<Geometry> {
    if too_small(app, area) {
        return None;
    }
    let inner = board_block().inner(areas(area).board);
    let size = app.variant().size();
    let (step_x, step_y) = SCALES.into_iter().find(|&(sx, sy)| {
        board_content_width(size, sx) <= inner.width
            && board_content_height(size, sy) < inner.height
    })?;
    let w = board_content_width(size, step_x);
    let h = board_content_height(size, step_y);
    let left = inner.x + (inner.width - w) / 2;
    let top = inner.y + (inner.height - h).div_ceil(2);
    Some(Geometry {
        x: left + RANK_DIGIT_OFFSET,
        y: top,
        step_x,
        step_y,
        size,
    })
}

/// The point drawn at screen cell (`column`, `row`), for mouse clicks: the
/// point itself or the bracket columns either side of it.
pub fn point_at(app: &App, column: u16, row: u16) -> Option<Point> {
    let (w, h) = app.size();
    let g = geometry(app, Rect::new(0, 0, w, h))?;
    let dx = column.checked_add(1)?.checked_sub(g.x)?;
    let dy = row.checked_sub(g.y)?;
    if !dy.is_multiple_of(g.step_y) || dx % g.step_x > 2 {
        return None;
    }
    let (r, c) = (dy / g.step_y, dx / g.step_x);
    app.point_at_cell(u8::try_from(r).ok()?, u8::try_from(c).ok()?)
}

fn board_block() -> Block<'static> {
    Block::bordered().border_type(BorderType::Rounded)
}

/// A bordered block in the theme's glyphs.
fn frame_block(theme: &Theme) -> Block<'static> {
    if theme.ascii {
        Block::bordered().border_set(ASCII_BORDER)
    } else {
        board_block()
    }
}

/// Borders drawn with `+`, `-` and `|`.
const ASCII_BORDER: ratatui::symbols::border::Set = ratatui::symbols::border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

/// Draws the whole screen.
pub fn draw(app: &App, frame: &mut Frame) {
    let area = frame.area();
    let theme = Theme::new(app.config().ascii, app.config().color);
    let buf = frame.buffer_mut();
    if too_small(app, area) {
        draw_too_small(app, &theme, area, buf);
        return;
    }
    let parts = areas(area);
    draw_board(app, &theme, parts.board, area, buf);
    draw_panel(app, &theme, parts.panel, buf);
    draw_status(app, &theme, parts.status, buf);
    draw_keys(app, &theme, parts.keys, buf);
    if app.game().outcome().is_some() {
        draw_banner(app, &theme, parts.board, area, buf);
    }
    if let Some(scroll) = app.help() {
        draw_help(app, &theme, area, scroll, buf);
    }
}

fn draw_too_small(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let (w, h) = min_size(app.variant());
    let text = format!(
        "Terminal too small: need {w}{x}{h}, have {}{x}{}",
        area.width,
        area.height,
        x = theme.times()
    );
    let lines = text.chars().count() as u16 / area.width.max(1) + 1;
    let top = area.y + area.height.saturating_sub(lines) / 2;
    let rect = Rect::new(area.x, top, area.width, lines.min(area.height));
    Paragraph::new(text)
        .style(theme.refusal())
        .centered()
        .wrap(Wrap { trim: true })
        .render_into(rect, buf);
}

/// Lets widgets render into a buffer without a `Frame`.
trait RenderInto {
    fn render_into(self, area: Rect, buf: &mut Buffer);
}

impl<W: ratatui::widgets::Widget> RenderInto for W {
    fn render_into(self, area: Rect, buf: &mut Buffer) {
        self.render(area, buf);
    }
}

fn draw_board(app: &App, theme: &Theme, area: Rect, screen: Rect, buf: &mut Buffer) {
    let variant = app.variant();
    let title = Line::from(vec![Span::styled(
        format!(" {} ", variant.title()),
        theme.heading(),
    )]);
    frame_block(theme)
        .border_style(theme.border())
        .title(title)
        .render_into(area, buf);
    let Some(g) = geometry(app, screen) else {
        return;
    };
    let size = g.size;
    let last = u16::from(size - 1);
    let grid = theme.grid();
    // The lines.
    for r in 0..=last {
        for c in 0..=last {
            let (x, y) = (g.x + c * g.step_x, g.y + r * g.step_y);
            if c < last {
                for dx in 1..g.step_x {
                    put(buf, x + dx, y, theme.hline(), grid);
                }
            }
            if r < last {
                for dy in 1..g.step_y {
                    put(buf, x, y + dy, theme.vline(), grid);
                }
            }
            let junction = theme.junction(r > 0, r < last, c > 0, c < last);
            put(buf, x, y, junction, grid);
        }
    }
    // Rank digits and file letters.
    let labels = theme.label();
    for i in 0..size {
        let i16 = u16::from(i);
        if let Some(p) = app.point_at_cell(i, 0) {
            put(
                buf,
                g.x - RANK_DIGIT_OFFSET,
                g.y + i16 * g.step_y,
                char::from(b'1' + p.rank()),
                labels,
            );
        }
        if let Some(p) = app.point_at_cell(0, i) {
            put(
                buf,
                g.x + i16 * g.step_x,
                g.y + last * g.step_y + 1,
                char::from(b'a' + p.file()),
                labels,
            );
        }
    }
    // The points.
    let position = app.game().position();
    let targets = app.targets();
    let last_move = app.game().last_move();
    for r in 0..size {
        for c in 0..size {
            let Some(point) = app.point_at_cell(r, c) else {
                continue;
            };
            let (x, y) = (g.x + u16::from(c) * g.step_x, g.y + u16::from(r) * g.step_y);
            let mut glyph = None;
            let mut style = theme.point();
            let mut marks: Option<(char, char, Style)> = None;
            if let Some(color) = position.piece_at(point) {
                glyph = Some(theme.piece(color));
                style = theme.piece_style(color);
            }
            if let Some(mv) = last_move {
                if mv.to() == Some(point) {
                    style = style.patch(theme.last_move_piece());
                } else if mv.from() == Some(point) && glyph.is_none() {
                    glyph = Some(theme.last_from_mark());
                    style = style.patch(theme.last_move());
                }
            }
            if let Some(mv) = targets.iter().find(|m| m.to() == Some(point)) {
                if mv.is_capture() {
                    let (l, r) = theme.capture_marks();
                    marks = Some((l, r, theme.capture_target()));
                    style = style.patch(theme.capture_target());
                } else {
                    glyph = Some(theme.step_mark());
                    style = style.patch(theme.step_target());
                }
            }
            // Brackets further out than `marks`: the cursor's, when it is
            // on the picked piece, so that both show: `[‹●›]`.
            let mut outer: Option<(char, char, Style)> = None;
            let selected = app.selected() == Some(point);
            if selected {
                let (l, r) = theme.selection_marks();
                marks = Some((l, r, theme.selection()));
                style = style.patch(theme.selection());
            }
            if app.cursor() == point {
                let (l, r) = theme.cursor_marks();
                if selected {
                    outer = Some((l, r, theme.cursor_bracket()));
                } else {
                    marks = Some((l, r, theme.cursor_bracket()));
                }
                style = style.patch(theme.cursor());
                if glyph.is_none() {
                    glyph = buf
                        .cell((x, y))
                        .and_then(|cell| cell.symbol().chars().next());
                }
            }
            if let Some(glyph) = glyph {
                put(buf, x, y, glyph, style);
            }
            if let Some((l, r, mark_style)) = marks {
                put(buf, x - 1, y, l, mark_style);
                put(buf, x + 1, y, r, mark_style);
            }
            // Two columns out is still this point's: neighbours are at
            // least four columns apart and their marks one column out.
            if let Some((l, r, mark_style)) = outer {
                put(buf, x - 2, y, l, mark_style);
                put(buf, x + 2, y, r, mark_style);
            }
        }
    }
}

fn put(buf: &mut Buffer, x: u16, y: u16, c: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(c).set_style(style);
    }
}

fn color_line<'a>(theme: &Theme, color: Color, text: String) -> Vec<Span<'a>> {
    vec![
        Span::styled(theme.piece(color).to_string(), theme.piece_style(color)),
        Span::raw(format!(" {text}")),
    ]
}

fn draw_panel(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let game = app.game();
    let position = game.position();
    let label = |text: &'static str| Span::styled(format!("{text:<8}"), theme.label());
    let mut lines: Vec<Line> = Vec::new();
    let turn = match game.outcome() {
        Some(outcome) => match outcome.winner() {
            Some(winner) => {
                let mut spans = vec![label("Result")];
                spans.extend(color_line(theme, winner, format!("{winner} won")));
                spans
            }
            None => vec![label("Result"), Span::raw("drawn")],
        },
        None => {
            let me = position.to_move();
            let mut spans = vec![label("Turn")];
            spans.extend(color_line(theme, me, format!("{me} to move")));
            spans
        }
    };
    lines.push(Line::from(turn));
    lines.push(Line::from(vec![
        label("Move"),
        Span::raw(game.move_number().to_string()),
    ]));
    let first = game.start().to_move();
    let mut first_line = vec![label("First")];
    first_line.extend(color_line(theme, first, first.to_string()));
    lines.push(Line::from(first_line));
    if app.first_drawn() {
        lines.push(Line::from(vec![
            label(""),
            Span::styled("drawn at random", theme.label()),
        ]));
    }
    let flags = app.options().flags();
    let rules = if flags.is_empty() {
        "standard".to_string()
    } else {
        flags.join(" ")
    };
    lines.push(Line::from(vec![label("Rules"), Span::raw(rules)]));
    if app.variant() == Variant::Four {
        let mut spans = vec![label("Pieces")];
        for color in [Color::Black, Color::White] {
            spans.extend(color_line(
                theme,
                color,
                format!("{}  ", position.count(color)),
            ));
        }
        lines.push(Line::from(spans));
    }
    if let Some(by) = game.draw_offer() {
        lines.push(Line::from(Span::styled(
            format!("{by} offers a draw"),
            theme.question(),
        )));
    }
    lines.push(Line::default());
    lines.push(Line::from(Span::styled("Moves", theme.heading())));
    let inner = board_block().inner(area);
    let room = usize::from(inner.height).saturating_sub(lines.len());
    lines.extend(move_list(app, theme, room));
    Paragraph::new(lines)
        .block(
            frame_block(theme)
                .border_style(theme.border())
                .title(Span::styled(" Game ", theme.heading()))
                .padding(ratatui::widgets::Padding::horizontal(1)),
        )
        .render_into(area, buf);
}

/// The moves in numbered rows of two, the latest rows that fit in `room`.
fn move_list<'a>(app: &App, theme: &Theme, room: usize) -> Vec<Line<'a>> {
    let moves: Vec<Move> = app.game().moves().collect();
    if moves.is_empty() {
        return vec![Line::from(Span::styled("  none yet", theme.label()))];
    }
    let rows: Vec<&[Move]> = moves.chunks(2).collect();
    let skip = rows.len().saturating_sub(room);
    let latest = moves.len() - 1;
    rows.iter()
        .enumerate()
        .skip(skip)
        .map(|(i, pair)| {
            let mut spans = vec![Span::styled(format!("{:>3}. ", i + 1), theme.label())];
            for (j, mv) in pair.iter().enumerate() {
                let style = if i * 2 + j == latest {
                    theme.last_move()
                } else {
                    Style::new()
                };
                spans.push(Span::styled(format!("{:<8}", mv.to_string()), style));
            }
            Line::from(spans)
        })
        .collect()
}

fn draw_status(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let status = app.status();
    let style = match status.tone {
        Tone::Info => theme.info(),
        Tone::Refusal => theme.refusal(),
        Tone::Question => theme.question(),
    };
    let mut spans = vec![Span::styled(format!(" {}", status.text), style)];
    if let Some(name) = app.prompt() {
        // The file name being typed, with a block for the text cursor.
        spans.push(Span::raw(format!(" {name}")));
        spans.push(Span::styled(
            " ",
            Style::new().add_modifier(Modifier::REVERSED),
        ));
    }
    Paragraph::new(Line::from(spans)).render_into(area, buf);
}

fn draw_keys(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let entries = input::bar(app);
    let sep = theme.separator().chars().count();
    let width =
        |(keys, word, _): &(String, &str, u8)| keys.chars().count() + 1 + word.chars().count();
    // Keep the most important entries that fit, shown in the table's order.
    let mut ranks: Vec<u8> = entries.iter().map(|e| e.2).collect();
    ranks.sort_unstable();
    let mut used = 1;
    let mut limit = None;
    for rank in ranks {
        let w: usize = entries
            .iter()
            .filter(|e| e.2 == rank)
            .map(|e| width(e) + sep)
            .sum();
        if used + w > usize::from(area.width) + sep {
            break;
        }
        used += w;
        limit = Some(rank);
    }
    let mut spans = vec![Span::raw(" ")];
    for (keys, word, rank) in entries {
        if limit.is_none_or(|limit| rank > limit) {
            continue;
        }
        if spans.len() > 1 {
            spans.push(Span::styled(theme.separator(), theme.label()));
        }
        spans.push(Span::styled(keys, theme.key()));
        spans.push(Span::raw(format!(" {word}")));
    }
    Paragraph::new(Line::from(spans)).render_into(area, buf);
}

/// The game-over banner, drawn where it hides no point of the board: a
/// box in the empty rows above the grid (over the frame's top border when
/// it needs that row too) when they have room, otherwise a strip on the
/// frame's top border and the rows under it, with the keys on the bottom
/// border.
fn draw_banner(app: &App, theme: &Theme, board: Rect, screen: Rect, buf: &mut Buffer) {
    let Some(outcome) = app.game().outcome() else {
        return;
    };
    let text = outcome.to_string();
    let hint = banner_hint(app, theme);
    let inner = frame_block(theme).inner(board);
    // The rows above the grid: the top border and the blank rows under it.
    let above = match geometry(app, screen) {
        Some(g) => g.y.saturating_sub(board.y),
        None => 1,
    };
    let room = usize::from(inner.width);
    // A box: borders and a column of padding either side.
    let wide = room.saturating_sub(4);
    let longest = text.chars().count().max(hint.chars().count());
    let text_lines = wrap_words(&text, wide.min(longest));
    let hint_lines = wrap_words(&hint, wide.min(longest));
    for blank in [1, 0] {
        let height = text_lines.len() + blank + hint_lines.len() + 2;
        if height > usize::from(above) {
            continue;
        }
        let height = u16::try_from(height).unwrap_or(u16::MAX);
        // Inside the frame when the blank rows suffice, centred in them.
        let free = above - 1;
        let y = if height <= free {
            board.y + 1 + (free - height) / 2
        } else {
            clear_title(theme, inner, board.y, buf);
            board.y
        };
        let mut lines: Vec<Line> = text_lines
            .iter()
            .map(|l| Line::from(Span::styled(l.clone(), theme.banner())))
            .collect();
        if blank == 1 {
            lines.push(Line::default());
        }
        lines.extend(
            hint_lines
                .iter()
                .map(|l| Line::from(Span::styled(l.clone(), theme.label()))),
        );
        let width = u16::try_from(longest.min(wide) + 4).unwrap_or(u16::MAX);
        let x = inner.x + inner.width.saturating_sub(width) / 2;
        let rect = Rect::new(x, y, width, height).intersection(screen);
        Clear.render_into(rect, buf);
        Paragraph::new(lines)
            .centered()
            .block(
                (if theme.ascii {
                    Block::bordered().border_set(ASCII_BORDER)
                } else {
                    Block::bordered().border_type(BorderType::Double)
                })
                .border_style(theme.banner_border())
                .title(Span::styled(" Game over ", theme.banner_border()))
                .title_alignment(ratatui::layout::HorizontalAlignment::Center),
            )
            .render_into(rect, buf);
        return;
    }
    // A strip: the result on the top border and the blank rows under it,
    // shortened to who won when it does not fit; the keys on the bottom border.
    let strip = room.saturating_sub(2);
    let short = match outcome.winner() {
        Some(winner) => format!("{winner} wins"),
        None => "Draw".to_string(),
    };
    // The whole result may wrap onto the blank rows; who won, not.
    let tries = [
        (format!("Game over: {text}"), above),
        (text, above),
        (format!("Game over: {short}"), 1),
        (short, 1),
    ];
    let mut lines = Vec::new();
    for (words, most) in tries {
        lines = wrap_words(&words, strip);
        if lines.len() <= usize::from(most) {
            break;
        }
    }
    lines.truncate(usize::from(above));
    clear_title(theme, inner, board.y, buf);
    for (row, line) in (board.y..).zip(lines) {
        strip_line(buf, inner, row, &line, theme.banner_strip());
    }
    let bottom = board.y + board.height.saturating_sub(1);
    if hint.chars().count() + 2 <= room {
        strip_line(buf, inner, bottom, &hint, theme.banner_border());
    }
}

/// Draws the top border on `row` again without its title, so that no
/// part of the title sticks out beside a banner drawn over it.
fn clear_title(theme: &Theme, inner: Rect, row: u16, buf: &mut Buffer) {
    let line = theme.hline().to_string().repeat(usize::from(inner.width));
    buf.set_string(inner.x, row, line, theme.border());
}

/// Writes ` text ` centred in `area`'s columns on `row`.
fn strip_line(buf: &mut Buffer, area: Rect, row: u16, text: &str, style: Style) {
    let text = format!(" {text} ");
    let width = u16::try_from(text.chars().count()).unwrap_or(u16::MAX);
    let x = area.x + area.width.saturating_sub(width) / 2;
    buf.set_stringn(x, row, &text, usize::from(area.width), style);
}

/// What the keys do after the end of a game: "n new game · u undo · q quit".
fn banner_hint(app: &App, theme: &Theme) -> String {
    let ascii = app.config().ascii;
    [
        (Action::NewGame, "new game"),
        (Action::Undo, "undo"),
        (Action::Quit, "quit"),
    ]
    .into_iter()
    .filter_map(|(action, word)| {
        let key = input::keys_for(input::Mode::Board, action).next()?;
        Some(format!("{} {word}", input::key_name(key, ascii)))
    })
    .collect::<Vec<_>>()
    .join(theme.separator())
}

/// Splits `text` into lines of at most `width` characters at spaces.
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let used = line.chars().count();
        if used > 0 && used + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push(line);
    out
}

/// The help's lines, wrapped to `width`: every key binding from the table,
/// then the rules of the variant.
pub fn help_lines(app: &App, theme: &Theme, width: u16) -> Vec<Line<'static>> {
    let width = usize::from(width).max(24);
    let ascii = app.config().ascii;
    let key_col = 18;
    let mut lines = vec![Line::from(Span::styled("Keys", theme.heading()))];
    let entry = |lines: &mut Vec<Line<'static>>, keys: String, does: &str| {
        for (i, text) in wrap_words(does, width.saturating_sub(key_col).max(8))
            .into_iter()
            .enumerate()
        {
            let keys = if i == 0 { keys.clone() } else { String::new() };
            lines.push(Line::from(vec![
                Span::styled(format!("  {keys:<w$}", w = key_col - 2), theme.key()),
                Span::raw(text),
            ]));
        }
    };
    for section in SECTIONS {
        lines.push(Line::default());
        lines.push(Line::from(Span::styled(
            section.title,
            Style::new().add_modifier(Modifier::BOLD),
        )));
        for binding in section.bindings {
            entry(&mut lines, input::keys_name(binding, ascii), binding.help);
        }
        if section.mode == input::Mode::Board {
            let activate = input::keys_for(input::Mode::Board, Action::Activate)
                .next()
                .map(|key| input::key_name(key, ascii));
            let then = activate.map_or_else(String::new, |name| format!(", then {name}"));
            entry(
                &mut lines,
                "mouse click".to_string(),
                &format!("cursor there{then}"),
            );
        }
    }
    lines.push(Line::default());
    lines.push(Line::from(Span::styled(
        format!("The rules of {}", app.variant().title()),
        theme.heading(),
    )));
    for paragraph in rules_text(app.variant()).split("\n\n") {
        lines.push(Line::default());
        lines.extend(wrap_words(paragraph, width).into_iter().map(Line::from));
    }
    lines
}

/// Where the help goes on a screen of this size.
fn help_rect(screen: Rect) -> Rect {
    let width = screen.width.saturating_sub(4).min(84);
    let height = screen.height.saturating_sub(3);
    Rect::new(
        screen.x + (screen.width - width) / 2,
        screen.y + 1,
        width,
        height,
    )
}

/// The furthest the help can scroll on the app's screen: its lines less
/// those that fit.
pub fn help_max_scroll(app: &App) -> u16 {
    let (w, h) = app.size();
    let rect = help_rect(Rect::new(0, 0, w, h));
    let theme = Theme::new(app.config().ascii, app.config().color);
    let total = help_lines(app, &theme, rect.width.saturating_sub(4)).len();
    let total = u16::try_from(total).unwrap_or(u16::MAX);
    total.saturating_sub(rect.height.saturating_sub(2))
}

fn draw_help(app: &App, theme: &Theme, screen: Rect, scroll: u16, buf: &mut Buffer) {
    let rect = help_rect(screen);
    let (width, height) = (rect.width, rect.height);
    let lines = help_lines(app, theme, width.saturating_sub(4));
    let total = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let paragraph = Paragraph::new(lines);
    let visible = height.saturating_sub(2);
    let scroll = scroll.min(total.saturating_sub(visible));
    let more = if total > visible + scroll {
        " ↓ more "
    } else {
        ""
    };
    Clear.render_into(rect, buf);
    paragraph
        .scroll((scroll, 0))
        .block(
            frame_block(theme)
                .border_style(theme.banner_border())
                .title(Span::styled(" Help ", theme.heading()))
                .title_bottom(Line::from(Span::styled(
                    if theme.ascii {
                        more.replace('↓', "v")
                    } else {
                        more.to_string()
                    },
                    theme.label(),
                )))
                .padding(ratatui::widgets::Padding::horizontal(1)),
        )
        .render_into(rect, buf);
}
