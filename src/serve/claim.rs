//! A new key asking for a taken name (or one no account can have): the
//! session says so and offers a free one, the name with a number (Enter
//! takes it for the key). When the name's owner
//! asked for a one-time code (`k` in the lobby), the code typed here adds
//! the key to the account instead, and the session goes on to its lobby
//! (or, when a game of the account's is running, asks to connect again to
//! be seated in it). A wrong code takes a try (and is logged; the last
//! one voids the code); Esc ends the connection.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{Event as Term, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use russh::keys::PublicKey;

use super::Served;
use super::codes::Typed;
use super::keys::{self, Who};
use super::player::Player;
use super::screen::Mirror;
use super::session::give_back;
use crate::i18n::Lang;
use crate::net::{CODE_ALPHABET, CODE_LEN};
use crate::rules::record::shown;
use crate::t;
use crate::tui::{Console, Event, Prefs};

/// How often the screen looks again when nothing is typed.
const EVERY: Duration = Duration::from_millis(250);

/// What the player chose on the screen.
enum Chosen {
    /// The right code: the key joins the account asked for.
    Code,
    /// The name offered, with a number.
    Name(String),
}

/// The screen for `player` (signed in with the new `key` under a taken
/// name, in the client's language `asked`): the player as the account
/// they reached (the key added, or the name with a number claimed), or
/// `None` (the connection ended).
pub fn claim(served: &Served, player: Player, key: &PublicKey, asked: Lang) -> Option<Player> {
    let name = player.who.name().to_string();
    let print = keys::fingerprint(key);
    let Ok(Some(mut console)) = player.pipe.console(Prefs::new(asked)) else {
        give_back(&player);
        return None;
    };
    let prefs = console.prefs.in_force();
    let account = ask(served, &player, &mut console, &name, &print)
        .and_then(|chosen| reach(served, &player, chosen, &name, key));
    drop(prefs);
    drop(console);
    let account = account.filter(|_| !player.pipe.farewell_due());
    let Some(account) = account else {
        give_back(&player);
        return None;
    };
    let who = Who::Player(account);
    let prefs = served
        .key_tables
        .prefs(&who, &served.folder_of(&who), asked);
    Some(Player {
        who,
        prefs,
        ..player
    })
}

/// The account `chosen` leads `key` to: `name`'s with the key added, or
/// the name offered, claimed; `None` (the connection ended, said why) when
/// that cannot be.
fn reach(
    served: &Served,
    player: &Player,
    chosen: Chosen,
    name: &str,
    key: &PublicKey,
) -> Option<String> {
    let print = keys::fingerprint(key);
    let key_shown = print.as_str();
    let reached = match chosen {
        Chosen::Code => served.accounts.add_key(name, key).map(|()| {
            eprintln!(
                "{}",
                t!("serve-log-key-added", name = name, key = key_shown)
            );
            name.to_string()
        }),
        Chosen::Name(other) => match served.accounts.sign_in(&other, key) {
            Ok(Who::Player(account)) => {
                let account_shown = account.as_str();
                eprintln!(
                    "{}",
                    t!("serve-log-claimed", name = account_shown, key = key_shown)
                );
                Ok(account)
            }
            // Taken meanwhile by another key: said so, and the connection
            // ends (the next one is offered another).
            Ok(_) => Err(anyhow::anyhow!(t!(
                "serve-name-taken",
                name = shown(&other)
            ))),
            Err(e) => Err(e),
        },
    };
    match reached {
        Ok(account) => {
            // A game of the account's running: this connection was not
            // seated in it; the next one is.
            if served.seats.of(&account).is_some() {
                player.pipe.hang_up_with(t!("serve-claim-added-again"));
            }
            Some(account)
        }
        Err(e) => {
            let error = crate::tui::words::errors::error_line(&e);
            eprintln!("{}", t!("serve-log-error", name = name, error = error));
            player.pipe.hang_up_with(t!("serve-claim-not-kept"));
            None
        }
    }
}

/// The screen itself: the name offered, and the code's line when a code
/// waits for `name`; what was chosen, or `None` (the connection ended).
fn ask(
    served: &Served,
    player: &Player,
    console: &mut Console<Mirror>,
    name: &str,
    print: &str,
) -> Option<Chosen> {
    let offered = served.accounts.free_name(name);
    let mut typed = String::new();
    let mut note: Option<String> = None;
    let mut last = Instant::now();
    loop {
        if last.elapsed() >= served.limits.idle {
            player.pipe.hang_up_with(t!("serve-idle"));
            return None;
        }
        let waiting = served.codes.waiting(name, Instant::now());
        let title = match keys::valid_name(name) {
            true => t!("serve-claim-title", name = shown(name)),
            false => t!("serve-claim-invalid", name = shown(name)),
        };
        let mut lines = vec![Line::from(title), Line::from("")];
        if let Some(other) = &offered {
            let other = shown(other);
            lines.push(Line::from(match waiting {
                true => t!("serve-claim-offer-or-code", other = other),
                false => t!("serve-claim-offer", other = other),
            }));
            lines.push(Line::from(""));
        }
        if waiting {
            lines.extend([
                Line::from(t!("serve-claim-how", name = shown(name))),
                Line::from(""),
                Line::from(t!("serve-claim-typed", code = typed.as_str())),
            ]);
        }
        if let Some(note) = &note {
            lines.push(Line::from(note.clone()));
        }
        if waiting || note.is_some() {
            lines.push(Line::from(""));
        }
        lines.push(Line::from(t!("serve-claim-keys")));
        let drawn = console.terminal.draw(|frame| {
            let text = Paragraph::new(lines).wrap(Wrap { trim: false });
            frame.render_widget(text, frame.area());
        });
        drawn.ok()?;
        let key = match console.events.next(Some(EVERY)) {
            Event::Terminal(Term::Key(key)) if key.kind != KeyEventKind::Release => key,
            Event::InputLost(_) | Event::End(_) => return None,
            _ => continue,
        };
        last = Instant::now();
        match key.code {
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => return None,
            KeyCode::Esc => return None,
            KeyCode::Backspace => {
                typed.pop();
            }
            // Only what a code is made of, and no more of it than a code.
            KeyCode::Char(c)
                if waiting
                    && c.is_ascii()
                    && CODE_ALPHABET.contains(&(c.to_ascii_uppercase() as u8))
                    && typed.len() < CODE_LEN =>
            {
                typed.push(c.to_ascii_uppercase());
            }
            KeyCode::Enter if typed.is_empty() => {
                if let Some(other) = &offered {
                    return Some(Chosen::Name(other.clone()));
                }
            }
            // A code cut short takes no try.
            KeyCode::Enter if typed.len() < CODE_LEN => {
                note = Some(t!("serve-claim-short", length = CODE_LEN));
            }
            KeyCode::Enter => match served.codes.try_code(name, &typed, Instant::now()) {
                Typed::Right => return Some(Chosen::Code),
                Typed::Wrong(left) => {
                    typed.clear();
                    let wrong = t!("serve-log-code-wrong", name = name, key = print);
                    eprintln!("{wrong}");
                    note = Some(match left {
                        0 => t!("serve-claim-void"),
                        left => t!("serve-claim-wrong", left = left),
                    });
                }
                Typed::NoCode => {
                    typed.clear();
                    note = Some(t!("serve-claim-void"));
                }
            },
            _ => {}
        }
    }
}
