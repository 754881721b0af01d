//! The spectators' chat: each game in progress has one of its own,
//! apart from its players' (spectators may not write in that one). A
//! line is at most [`Limits::chat_chars`] characters, and a spectator
//! writes at most [`Limits::chat_lines`] lines in any
//! [`Limits::chat_within`] (the players' chat keeps to the same, within
//! what the wire carries). A line refused is said why and kept to be
//! mended. What others wrote is shown escaped.

use std::time::Instant;

use ratatui::crossterm::event::{Event as Term, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::text::Line;

use super::Limits;
use super::lobby::Lobby;
use super::roster::Said;
use crate::net::{ChatPace, ChatRefused};
use crate::rules::record::{one_line, shown};
use crate::t;
use crate::tui::{Event, words};

/// The lines a game's spectators' chat keeps.
pub const KEPT: usize = 50;

impl Lobby {
    /// `name`, watching the game `game`, says `text`.
    pub fn say(&self, game: &str, name: &str, text: &str) {
        let mut inner = self.inner();
        let lines = inner.talk.entry(game.to_string()).or_default();
        lines.push_back(Said {
            name: name.to_string(),
            text: text.to_string(),
        });
        while lines.len() > KEPT {
            lines.pop_front();
        }
    }

    /// The last `count` lines of the spectators of `game`, oldest first.
    pub fn heard(&self, game: &str, count: usize) -> Vec<Said> {
        let inner = self.inner();
        let Some(lines) = inner.talk.get(game) else {
            return Vec::new();
        };
        lines
            .iter()
            .skip(lines.len().saturating_sub(count))
            .cloned()
            .collect()
    }
}

/// What a key did to the line being typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Nothing to do with typing: the screen's own key.
    No,
    /// Taken by the line.
    Yes,
    /// A line to say.
    Say(String),
}

/// A spectator's line being typed, and how fast they may say lines.
pub struct Typing {
    line: Option<String>,
    pace: ChatPace,
    chars: usize,
    /// The last word to the spectator (too fast, too long).
    pub note: Option<String>,
}

impl Typing {
    /// Nothing typed yet, under `limits`.
    pub fn new(limits: &Limits) -> Typing {
        Typing {
            line: None,
            pace: ChatPace::new(limits.chat_rule()),
            chars: limits.chat_chars,
            note: None,
        }
    }

    /// Takes `event`: Enter starts a line (and says it), Esc drops it.
    pub fn event(&mut self, event: &Event) -> Typed {
        let Event::Terminal(Term::Key(key)) = event else {
            return Typed::No;
        };
        if key.kind == KeyEventKind::Release || key.modifiers.contains(KeyModifiers::CONTROL) {
            return Typed::No;
        }
        let Some(line) = &mut self.line else {
            if key.code == KeyCode::Enter {
                self.line = Some(String::new());
                return Typed::Yes;
            }
            return Typed::No;
        };
        match key.code {
            KeyCode::Esc => self.line = None,
            KeyCode::Backspace => {
                line.pop();
            }
            KeyCode::Char(c) if line.chars().count() < self.chars => line.push(c),
            KeyCode::Char(_) => {
                self.note = Some(words::chat_refused(ChatRefused::Long(self.chars)));
            }
            KeyCode::Enter => {
                let text = self.line.take().unwrap_or_default();
                if text.trim().is_empty() {
                    return Typed::Yes;
                }
                if let Some(refused) = self.pace.refused(&text, Instant::now()) {
                    self.note = Some(words::chat_refused(refused));
                    self.line = Some(text);
                    return Typed::Yes;
                }
                self.note = None;
                return Typed::Say(text);
            }
            _ => {}
        }
        Typed::Yes
    }

    /// The chat as shown below the board: the lines `heard`, then the
    /// line being typed (or how to start one), then the note.
    pub fn lines(&self, heard: &[Said]) -> Vec<Line<'static>> {
        let mut out: Vec<Line> = heard
            .iter()
            .map(|said| {
                Line::from(format!(
                    "{}: {}",
                    shown(&said.name),
                    one_line(&said.text, self.chars)
                ))
            })
            .collect();
        out.push(Line::from(match &self.line {
            Some(line) => t!("serve-talk-typing", line = one_line(line, self.chars)),
            None => t!("serve-talk-how"),
        }));
        if let Some(note) = &self.note {
            out.push(Line::from(note.clone()));
        }
        out
    }
}
