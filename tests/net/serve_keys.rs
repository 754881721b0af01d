//! An account's keys and settings on `kono serve`: a player asks for a
//! one-time code in the lobby (`k`) and types it from a new machine, whose
//! key then opens the account too (a wrong code takes a try, the third
//! voids it; a taken name is offered with a number; a guest has no
//! account to add to); the account's config file gives its sessions
//! their language and keys (a Korean lobby holds no English word).
//! Loopback only, every wait bounded.

use super::serve::{Server, Terminal, key};

/// The code the lobby of `screen` shows after `k`.
fn code_shown(screen: &mut Terminal) -> String {
    screen.type_then(b"k", "type the code ");
    let text = screen.text().replace('\n', " ");
    let (_, after) = text.split_once("type the code ").unwrap();
    after.chars().take(6).collect()
}

#[test]
fn a_one_time_code_from_the_lobby_adds_a_new_machines_key_to_the_account() {
    let server = Server::start();
    let (_dana, mut lobby) = server.arrive("dana");
    let code = code_shown(&mut lobby);
    assert!(lobby.text().contains("ssh -p "), "{}", lobby.text());

    // The new machine: its own key, the account's name.
    let laptop = key();
    let link = server.connect("dana", Some(&laptop));
    let mut new = server.terminal(&link);
    new.wait_text("belongs to another key");
    let wrong = if code == "ABCDEF" { "ABCDEG" } else { "ABCDEF" };
    new.type_then(format!("{wrong}\r").as_bytes(), "2 more tries");
    new.type_then(
        format!("{}\r", code.to_lowercase()).as_bytes(),
        "kono serve — dana",
    );

    // From now on the new key is dana's, whatever name it asks for.
    let again = server.connect("someone", Some(&laptop));
    let mut screen = server.terminal(&again);
    screen.wait_text("kono serve — dana");
    let keys = std::fs::read_to_string(server.data.path().join("accounts/dana/keys")).unwrap();
    assert_eq!(keys.lines().count(), 2, "{keys}");
}

#[test]
fn without_a_code_a_taken_name_is_only_offered_with_a_number_and_a_used_code_is_gone() {
    let server = Server::start();
    let (_erin, mut lobby) = server.arrive("erin");
    let code = code_shown(&mut lobby);
    let first = key();
    let link = server.connect("erin", Some(&first));
    let mut new = server.terminal(&link);
    new.wait_text("belongs to another key");
    new.type_then(format!("{code}\r").as_bytes(), "kono serve — erin");
    // The code is used up: the next key is offered erin2 only, and Esc
    // leaves.
    let link = server.connect("erin", Some(&key()));
    let mut other = server.terminal(&link);
    other.wait_text("takes the name erin2");
    assert!(!other.text().contains("code:"), "{}", other.text());
    other.type_bytes(b"\x1b");
    other.wait_closed();
}

#[test]
fn three_wrong_codes_void_the_code_and_a_guest_has_no_account_to_add_to() {
    let server = Server::start();
    let (_fay, mut lobby) = server.arrive("fay");
    let code = code_shown(&mut lobby);
    let wrong = if code == "ABCDEF" { "ABCDEG" } else { "ABCDEF" };
    let link = server.connect("fay", Some(&key()));
    let mut new = server.terminal(&link);
    new.wait_text("belongs to another key");
    // A code cut short, or letters no code has, take no try.
    new.type_then(b"AB01IO\r", "A code has 6 letters and digits");
    new.type_bytes(b"\x7f\x7f");
    new.type_then(format!("{wrong}\r").as_bytes(), "2 more tries");
    new.type_then(format!("{wrong}\r").as_bytes(), "one more try");
    new.type_then(format!("{wrong}\r").as_bytes(), "No code is waiting");
    // The code is void; the name with a number is still offered.
    new.type_then(b"\r", "kono serve — fay2");

    let guest = server.connect("someone", None);
    let mut screen = server.terminal(&guest);
    screen.wait_text("kono serve — guest-");
    screen.type_then(b"k", "A guest has no account");
}

#[test]
fn the_accounts_config_file_gives_its_sessions_their_language() {
    let server = Server::start();
    let gil = key();
    let link = server.connect("gil", Some(&gil));
    let mut screen = server.terminal(&link);
    screen.wait_text("Players here");
    let file = server.data.path().join("accounts/gil/config.toml");
    std::fs::write(&file, "[look]\nlang = \"ko\"\n").unwrap();
    let link = server.connect("gil", Some(&gil));
    let mut screen = server.terminal(&link);
    screen.wait_text("접속한 사람");
    screen.type_then(b"k", "SSH 키를 추가하려면");
    // The lobby holds no English word but names, keys, the command and
    // the code.
    let names = ["gil", "serve"].map(String::from).into();
    let text = screen.text();
    let english: Vec<String> = super::latin::english(&text, &names)
        .into_iter()
        .filter(|w| !super::latin::KEY_NAMES.contains(&w.as_str()))
        .filter(|w| {
            !w.chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })
        .collect();
    assert!(english.is_empty(), "English {english:?} in\n{text}");
}

#[test]
fn a_name_no_account_can_have_is_told_so_and_a_free_one_offered() {
    let server = Server::start();
    let asked_and_offered = [
        ("a", "a2"),
        ("admin", "admin2"),
        ("9lives", "lives"),
        ("guest-7x", "x2"),
    ];
    for (asked, offered) in asked_and_offered {
        let link = server.connect(asked, Some(&key()));
        let mut screen = server.terminal(&link);
        screen.wait_text("is not a name an account can have");
        screen.type_then(b"\r", &format!("kono serve — {offered}"));
    }
}
