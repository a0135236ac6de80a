/// The head of a `--compare` page: A and B side by side and as an onion skin (B over A at
/// half opacity) at the same instant, and the table of lanes with what differs. The two
/// players below share one time: scrubbing either moves both (``PlayerCompare``).
enum CompareSection {
    static func html(_ a: Recording, _ b: Recording, lanes: [MotionDiff.Lane]) -> String {
        var rows = ""
        for lane in lanes {
            let side = { (spans: [MotionDiff.Span]) in spans.isEmpty ? "–" : spans.map(\.text).joined(separator: ", ") }
            let what = lane.differences.isEmpty ? "same" : lane.differences.joined(separator: ", ")
            rows += "<tr data-lane=\(Markup.attribute(lane.label))\(lane.differences.isEmpty ? "" : " class=\"differs\"")>"
                + "<td>\(Markup.text(lane.label))</td><td>\(Markup.text(side(lane.a)))</td><td>\(Markup.text(side(lane.b)))</td>"
                + "<td class=\"what\">\(Markup.text(what))</td></tr>\n"
        }
        return """
        <section class="compare">
        <h1>Compare</h1>
        <div class="panes">
        <figure class="pane a"><figcaption>A \(Markup.text(a.script))</figcaption><div class="pane-stage"></div></figure>
        <figure class="pane b"><figcaption>B \(Markup.text(b.script))</figcaption><div class="pane-stage"></div></figure>
        <figure class="pane onion"><figcaption>onion skin: B over A</figcaption><div class="pane-stage"></div></figure>
        </div>
        <table class="lanes"><thead><tr><th>lane</th><th>A</th><th>B</th><th>differs</th></tr></thead><tbody>
        \(rows)</tbody></table>
        </section>

        """
    }
}

/// The compare page's script, spliced into ``PlayerScript`` after the players exist: the
/// two players share a time, and each draw refreshes the panes.
enum PlayerCompare {
    static let js = #"""
      function linkForCompare(a, b) {
        var section = document.querySelector('section.compare');
        if (!section || !a || !b) return;
        var stages = section.querySelectorAll('.pane-stage'), syncing = false;
        var refresh = function () {
          var fa = a.frames[a.index], fb = b.frames[b.index];
          if (!fa || !fb) return;
          stages[0].innerHTML = fa.svg;
          stages[1].innerHTML = fb.svg;
          stages[2].innerHTML = fa.svg + fb.svg;
          section.setAttribute('data-time', seconds(a.time));
        };
        var follow = function (leader, other) {
          leader.onDraw = function () {
            if (syncing) return;
            syncing = true;
            other.seek(leader.time);
            syncing = false;
            refresh();
          };
        };
        follow(a, b);
        follow(b, a);
        refresh();
      }
    """#
}
