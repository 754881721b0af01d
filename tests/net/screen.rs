//! The start screen's network row: host with the choices made, or join
//! with an address and a code typed in its line editor.

use kono::tui::action::{Action, Dir, Edit};
use kono::tui::start::{Choice, Choices, Library, Page, Row, Start};

#[test]
fn the_network_row_hosts_or_opens_the_join_editor() {
    let mut start = Start::new(Choices::default(), Library::default());
    assert!(start.rows().contains(&Row::Network));
    start.row = Row::Network;
    assert_eq!(
        start.update(Action::Activate),
        Choice::Host(Choices::default())
    );
    start.update(Action::Cursor(Dir::Right));
    assert!(!start.host, "←/→ switch between host and join");
    assert_eq!(start.update(Action::Activate), Choice::Stay);
    assert_eq!(start.page, Page::Join);
    // Nothing typed: Enter does nothing.
    assert_eq!(start.update(Action::Activate), Choice::Stay);
    for c in "127.0.0.1:7345 abc234".chars() {
        start.update(Action::Edit(Edit::InsertChar(c)));
    }
    assert_eq!(
        start.update(Action::Activate),
        Choice::Join("127.0.0.1:7345 abc234".to_string())
    );
    assert_eq!(start.page, Page::Menu);
    start.update(Action::Activate);
    start.update(Action::Cancel);
    assert_eq!(start.page, Page::Menu, "Esc leaves the editor");
}
