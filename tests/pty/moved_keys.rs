//! Keys the config file moved: a key pressed under its old binding says
//! which key does its work now, in the language in use.

use crate::common::pty::*;

#[test]
fn a_key_pressed_under_its_old_binding_names_the_new_one_in_both_languages() {
    let home = fresh_home();
    std::fs::write(home.join("config.toml"), "[keys.board]\nundo = \"z\"\n").unwrap();
    let mut s = Session::start_in(&home, &["tui", "--variant", "four"], 24, 80);
    s.wait_text("Black to move");
    s.send(b"u");
    s.wait_text("u does nothing here; undo is z");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);

    let args = ["tui", "--variant", "four", "--lang", "ko"];
    let mut s = Session::start_in(&home, &args, 24, 80);
    s.wait_text("? 도움말");
    s.send(b"u");
    s.wait_text("u 키는 여기서 하는 일이 없어요. 무르기: 이제 z 키예요");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
}
