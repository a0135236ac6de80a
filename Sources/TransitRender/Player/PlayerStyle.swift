/// The player page's style sheet (inline: the page loads nothing).
enum PlayerStyle {
    static let css = #"""
    :root { color-scheme: light; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
    body { margin: 0 auto; padding: 16px 24px 48px; max-width: 1280px; background: #f2f2f7; color: #1c1c1e; }
    h1 { font-size: 22px; margin: 8px 0 16px; }
    h2 { font-size: 16px; margin: 0 0 8px; font-family: ui-monospace, Menlo, monospace; }
    h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #6e6e73; margin: 12px 0 6px; }
    .player { background: #fff; border-radius: 12px; padding: 16px; margin: 0 0 24px; outline: none;
              box-shadow: 0 1px 3px rgba(0,0,0,.12); }
    .player:focus-visible, .player.active { box-shadow: 0 0 0 2px #0a84ff; }
    .layout { display: flex; gap: 16px; align-items: flex-start; }
    .stage { flex: none; }
    /* the device as tall as the window allows, the controls and the timeline's top still in view */
    .stage { position: relative; overflow: hidden; }
    .stage .frame { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    .stage .frame > svg, .stage .screen { position: absolute; left: 0; top: 0; }
    .stage .screen { overflow: hidden; }
    .stage svg.over { pointer-events: none; }
    .stage .v { position: absolute; left: 0; top: 0; box-sizing: border-box; transform-origin: 0 0; cursor: pointer; }
    .stage .v > svg.content { position: absolute; left: 0; top: 0; overflow: visible; }
    .stage .v > .border, .stage .v > .highlight { position: absolute; left: 0; top: 0; right: 0; bottom: 0;
                                                  box-sizing: border-box; pointer-events: none; }
    .stage .v > .highlight { background: rgba(255,159,10,.15); border: 3px solid #ff9f0a; }
    /* the curves stay in view; the view list scrolls under them */
    .side { flex: 1; min-width: 320px; display: flex; flex-direction: column; height: calc(100vh - 300px); min-height: 360px; }
    .view-list { flex: 1; min-height: 0; overflow: auto; }
    .hint { text-transform: none; letter-spacing: 0; font-weight: normal; color: #8e8e93; }
    table.views tr.animating td:first-child { font-weight: 600; }
    table.views tr.highlighted { background: #fff1d6; }
    table.views tr { cursor: pointer; }
    .lane-tip { display: block; min-height: 1.4em; font: 12px ui-monospace, Menlo, monospace; color: #3a3a3c; }
    .curves { flex: none; min-height: 128px; }
    .curves .none { color: #8e8e93; font-size: 12px; margin: 4px 0; }
    table.views { border-collapse: collapse; width: 100%; font: 12px/1.3 ui-monospace, Menlo, monospace; }
    table.views th { text-align: left; color: #6e6e73; font-weight: normal; border-bottom: 1px solid #d1d1d6; }
    table.views td { padding: 2px 8px 2px 0; vertical-align: top; white-space: nowrap; }
    table.views td.values { white-space: normal; word-break: break-all; }
    .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 12px 0 4px; }
    .controls .scrubber { flex: 1; min-width: 200px; }
    .controls output { font: 12px ui-monospace, Menlo, monospace; min-width: 9em; }
    button, select { font: inherit; padding: 3px 10px; }
    svg.timeline { display: block; width: 100%; height: auto; background: #fafafa; border: 1px solid #e5e5ea;
                   border-radius: 6px; cursor: pointer; font-family: ui-monospace, Menlo, monospace; }
    .curves { display: flex; flex-wrap: wrap; gap: 8px; align-content: flex-start; }
    .curves figure { margin: 0; font: 11px ui-monospace, Menlo, monospace; }
    .curves figcaption { max-width: 170px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .keys { color: #6e6e73; font-size: 12px; margin: 6px 0 0; }
    /* --compare: A, B and the onion skin side by side; B over A at half opacity */
    .compare { background: #fff; border-radius: 12px; padding: 16px; margin: 0 0 24px; }
    .compare .panes { display: flex; gap: 16px; }
    .compare .pane { margin: 0; font: 12px ui-monospace, Menlo, monospace; }
    .compare .pane-stage { position: relative; }
    .compare .pane-stage svg { display: block; height: 45vh; width: auto; }
    .compare .onion svg + svg { position: absolute; left: 0; top: 0; opacity: 0.5; }
    .compare table.lanes { border-collapse: collapse; margin-top: 12px; font: 12px ui-monospace, Menlo, monospace; }
    .compare table.lanes td, .compare table.lanes th { padding: 2px 12px 2px 0; text-align: left; }
    .compare tr.differs td.what { color: #ff3b30; }
    """#
}
