//! The terminal game without a terminal, by behaviour: the screens driven
//! by key events through the binding table (and by workers' answers, done
//! on the spot), rendered on ratatui's `TestBackend`. One test crate, a
//! module per feature.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use kono::rules::{Color, DrawReason, Move, Outcome, Point, Variant, WinReason};
use kono::tui::action::{Action, Effect};
use kono::tui::app::{App, Question, Tone};
use kono::tui::help::{self, HelpLine};
use kono::tui::input;
use kono::tui::layout;
use kono::tui::theme::Theme;
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::style::{Color as Tint, Modifier};

#[path = "../common/mod.rs"]
mod common;
use common::*;

mod clock;
mod computer;
mod count;
mod draws;
mod effects;
#[path = "../endings_screen.rs"]
mod endings_screen;
mod every_game;
mod games;
mod gonu;
mod hint_place;
mod hints;
mod key_words;
mod keys;
mod korean;
#[path = "../learn/main.rs"]
mod learn;
mod legend;
mod live;
mod mouse;
mod panel;
mod properties;
mod puzzle;
mod puzzle_play;
mod refusals;
mod rendering;
mod saving;
mod screens;
mod sizes;
mod start;
mod tables;
mod theme;
mod two_terminals;
mod typed;
mod ways_out;

/// The help's kind of a game of `variant` for two players at one keyboard.
fn local(variant: Variant) -> help::Kind {
    help::Kind {
        variant,
        play: help::Play::Local,
        computer: false,
    }
}

const FIVE_BLOCKING: &str = "d1-c2 e4-d3 e2-d1 d3-e2";
const FIVE_PASSES: &str = "d1-c2 d5-c4 e2-d3 a4-b3 e1-d2 c4-d5 d3-c4 b3-a4 d2-e3 c5-b4 c4-d3 a4-b3 \
    e3-d4 b4-c5 d3-c4 e4-d3 c1-b2 b3-a4 a2-b3 d3-e4 c2-d3 a5-b4 b2-a3 b4-a5 a3-b4 pass a1-b2 pass";
const FIVE_FILLED: &str = "d1-c2 a5-b4 c2-d3 c5-d4 d3-c4 b4-a5 c1-d2 a4-b3 d2-c3 e4-d3 a1-b2 d3-c2 \
    b2-a1 b5-a4 c4-b5 d5-c4 e1-d2 d4-c5 a1-b2 e5-d4 e2-d3 a5-b4 d2-e1 b4-a5 d3-e4 c2-d3 b2-a3 b3-c2 \
    e1-d2 c4-b3 d2-e1 d3-e2 c3-b2 c2-d3 b2-a1 d4-c3 b1-c2 c3-d2 c2-d1 c5-b4 d1-c2 b4-c5 a3-b4 b3-c4 \
    b4-c3 c5-b4 c3-d4 e2-d1 d4-e3 d3-e2 a1-b2 a4-b3 a2-b1 d2-c1 b2-a3 e2-d3 e1-d2 b3-a4 b1-a2 b4-c5 \
    a2-b1 c4-b3 d2-c3 b3-a2 e3-d4 c1-d2 a3-b2 d3-e2 d4-e5 a5-b4 c3-d4 a4-b3 c2-d3 b3-c2 e4-d5 d2-e1 \
    b5-a4 a2-b3 b2-a1 e1-d2 a4-b5 b4-a5 d3-c4 d2-e3 b5-a4 c5-b4 c4-b5 b3-a2 a1-b2 a2-b3 b2-a1 e2-d3 \
    b1-a2 d3-e2 b5-c4 b4-a3 a1-b2 c2-d3 b2-a1 d3-c2 c4-d3 a5-b4 a4-b5 b4-c5 d4-c3 c5-b4 d3-c4 e3-d4 \
    d5-e4 b4-c5 a1-b2 d4-e3 c3-d4 c2-b1 b2-c1 c5-b4 e4-d3 b4-c3 d3-c2 a3-b4 d4-c5 b4-a3 c2-d3 a3-b2 \
    b5-a4 e3-d2 c5-b4 b1-c2 d3-e4 c3-d4 a4-b5 c2-d3 b4-a3 d2-e3 b5-a4 d3-c2 c4-d3 c2-b1 d3-c2 e3-d2 \
    c2-d3 b1-c2 a4-b5 b3-a4 a2-b3 c2-b1 b3-c4 d4-c3 e4-d5 a4-b3 d3-c2 d2-e1 d5-e4 e1-d2 e4-d3 b2-a1 \
    a3-b4 c3-b2 b4-a3 d2-e1 e5-d4 b3-a4 d4-c3 a4-b3 c1-d2 b3-a4 c3-d4 b2-c1 d4-e5 a4-b3 d3-e4 e2-d3 \
    d2-c3 d3-e2 b5-a4 e1-d2 e4-d5 b3-a2 c4-b3 c1-b2 c3-d4 b2-c3 d5-c4 c3-b2 d4-c3 b2-c1 c4-d5 e2-d3 \
    d5-c4 d3-e2 a3-b2 e2-d3 c4-d5 d3-e2 a4-b5 d2-e1";
const FOUR_CAPTURES: &str =
    "a1xa3 b4xb2 a2xa4 b3xb1 c1xc3 b2-b3 c2xc4 b1-c1 d1xd3 c1-b1 d2xd4 b3-b4 d4xb4";
const FOUR_BLOCKED: &str = "c1xc3 d4xd2 a1xa3 c4-d4 b1xb3 d4-c4 b2xd2 d3-d4 d2-d3";
