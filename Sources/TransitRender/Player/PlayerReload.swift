import TransitCore

/// A player page that reloads itself when `transit render --format html --watch` rewrites
/// it, at the time it was showing — so a transition can be edited and watched side by side.
///
/// No server: the page must work from file://, where `fetch` and XHR of a file are refused.
/// A classic `<script src>` of a file beside the page is allowed, so the page polls one: twice
/// a second it adds `<script src="PAGE.watch.js?n">`, which calls `transitReload("GEN")`.
/// The page carries its own generation (a hash of its bytes); a different one means the page
/// was rewritten, and it reloads with its state in the URL fragment the player already reads
/// (`#t=0.35&speed=0.5&in=…&out=…&play`, HTMLPlayer). The watch file is written after the
/// page, so a page never reloads into a half-written self. The page's Content-Security-Policy
/// allows scripts from `file:` and its own origin for this; an ordinary render stays `'none'`.
public enum PlayerReload {
    /// The watch file beside a page written to `out`.
    public static func sibling(of out: String) -> String { out + ".watch.js" }

    /// Stands for the generation until the page is complete (the hash covers the rest).
    static let placeholder = "@@transit-generation@@"

    /// The page's script: polls `source` (a file name beside the page).
    static func script(source: String) -> String {
        let quoted = source.replacingAll("\\", "\\\\").replacingAll("'", "\\'")
        return """
        <script>
        (function () {
          var generation = '\(placeholder)', source = encodeURIComponent('\(quoted)'), polls = 0;
          window.transitReload = function (seen) {
            if (seen === generation) return;
            var p = (window.transitPlayers || [])[0], parts = [];
            if (p) {
              parts.push('t=' + p.time, 'speed=' + p.speed);
              if (p.loopIn > p.from || p.loopOut < p.to) parts.push('in=' + p.loopIn, 'out=' + p.loopOut);
              if (p.playing) parts.push('play');
              history.replaceState(null, '', '#' + parts.join('&'));
            }
            location.reload();
          };
          setInterval(function () {
            var s = document.createElement('script');
            s.src = source + '?' + (++polls);
            s.onload = s.onerror = function () { s.remove(); };
            document.head.appendChild(s);
          }, 500);
        })();
        </script>

        """
    }

    /// The page with its generation filled in, and the watch file's text.
    static func finish(_ page: String) -> (page: String, watchFile: String) {
        let generation = String(StableHash.fnv1a(page), radix: 16)
        return (page.replacingAll(placeholder, generation), "transitReload('\(generation)');\n")
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
