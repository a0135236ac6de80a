/// The player's motion-tool parts, spliced into ``PlayerScript`` (inside its closure, so
/// they extend its `Player`): lanes labelled `view.property` grouped by view, the curve and
/// duration of a bar on hover, the highlighted view (on the device and in the list), the
/// model's ghost outline, and the key moments `[` and `]` jump between.
///
/// Lanes answer "what moves?" the way After Effects' and GSDevTools' do: one row per
/// animated property, not one per animation block (`#1 easeInOut` said neither which view
/// nor what).
enum PlayerLanes {
    static let js = #"""
      // One lane per animated `view.property`, grouped by view; views in the order their
      // first animation starts, properties in the order they were first animated.
      function lanes(list) {
        var byView = {}, views = [];
        list.slice().sort(function (a, b) { return a.start - b.start || a.id - b.id; }).forEach(function (a) {
          a.properties.forEach(function (path) {
            var dot = path.lastIndexOf('.'), view = dot > 0 ? path.slice(0, dot) : path;
            if (!byView[view]) { byView[view] = { view: view, lanes: {}, order: [] }; views.push(byView[view]); }
            var group = byView[view];
            if (!group.lanes[path]) { group.lanes[path] = { view: view, label: path, animations: [] }; group.order.push(path); }
            group.lanes[path].animations.push(a);
          });
        });
        var rows = [];
        views.forEach(function (g, k) {
          g.order.forEach(function (path, i) { var lane = g.lanes[path]; lane.first = i === 0 && k > 0; rows.push(lane); });
        });
        return rows;
      }

      function describe(lane, a) {
        var s = lane.label + ' · #' + a.id + ' ' + a.curve + ' · ' + a.duration + ' s';
        if (a.start > a.begin) s += ' after ' + (a.start - a.begin).toFixed(3) + ' s';
        if (a.repeat !== 1) s += ' · repeat ' + a.repeat;
        return s;
      }

      Player.prototype.drawLanes = function (svg, top, rowHeight) {
        var self = this, tip = this.ui.tip;
        this.lanes.forEach(function (lane, row) {
          var y = top + row * rowHeight;
          // in a comparison, a lane that differs from the other script's is marked red, with what differs
          var differs = (self.data.differs || {})[lane.label];
          var g = el('g', { 'class': differs ? 'lane differs' : 'lane', 'data-lane': lane.label, 'data-view': lane.view }, svg);
          if (differs) g.setAttribute('data-differs', differs);
          if (lane.first) el('line', { x1: -146, x2: 1000, y1: y - 2, y2: y - 2, stroke: '#e5e5ea' }, g);
          el('text', { x: -146, y: y + 9.5, 'font-size': 10, fill: differs ? '#ff3b30' : '#1c1c1e', 'class': 'lane-label' }, g)
            .textContent = lane.label + (differs ? ' ≠' : '');
          lane.animations.forEach(function (a) {
            var bar = el('g', { 'class': 'bar', 'data-id': a.id }, g);
            el('title', {}, bar).textContent = describe(lane, a);
            if (a.start > a.begin) {
              el('line', { x1: self.x(a.begin), x2: self.x(a.start), y1: y + 6, y2: y + 6, stroke: '#8e8e93',
                           'stroke-dasharray': '3 2' }, bar);
            }
            var width = Math.max(self.x(a.end) - self.x(a.start), 1);
            el('rect', { x: self.x(a.start), y: y, width: width, height: 12, rx: 3, fill: '#0a84ff', 'fill-opacity': 0.75 }, bar);
            if (width > 60) {
              el('text', { x: self.x(a.start) + 4, y: y + 9.5, 'font-size': 9, fill: '#fff' }, bar).textContent =
                a.curve + ' ' + a.duration + ' s';
            }
            if (a.completion !== null) el('circle', { cx: self.x(a.completion), cy: y + 6, r: 3.5, fill: '#ff375f' }, bar);
            bar.addEventListener('mouseover', function () {
              tip.textContent = describe(lane, a) + (differs ? ' · differs: ' + differs : '');
              self.hover(lane.view);
            });
            bar.addEventListener('mouseout', function () { tip.textContent = ''; self.hover(null); });
          });
        });
      };

      // The view list's order: the animating views first (tree order among them), then the rest.
      Player.prototype.animatingViews = function () {
        var names = {};
        this.animations.forEach(function (a) { (a.views || []).forEach(function (n) { names[n] = true; }); });
        return names;
      };

      // The model's outline — where the view will be — of every view whose geometry animates.
      Player.prototype.drawGhosts = function (frame) {
        var svg = this.ui.stage.querySelector('svg.over');
        if (!svg) return;
        (frame.ghosts || []).forEach(function (g) {
          var p = el('polygon', { 'class': 'ghost', 'data-id': g.id, points: g.points, fill: 'none', stroke: '#5e5ce6',
                                  'stroke-width': 1.5, 'stroke-dasharray': '6 4', 'vector-effect': 'non-scaling-stroke' }, svg);
          el('title', {}, p).textContent = g.name + ': the model (where it will be)';
        });
      };

      // The highlighted view: hovered (a row, a lane, the device) or else selected (a click).
      Player.prototype.hover = function (name) { this.hovered = name; this.drawHighlight(); };
      Player.prototype.select = function (name) {
        this.selected = this.selected === name ? null : name;
        this.root.setAttribute('data-selected', this.selected || '');
        this.drawHighlight();
      };

      Player.prototype.drawHighlight = function () {
        var name = this.hovered || this.selected, frame = this.frames[this.index];
        var old = this.ui.stage.querySelectorAll('.highlight');
        for (var k = 0; k < old.length; k++) old[k].parentNode.removeChild(old[k]);
        Array.prototype.forEach.call(this.ui.views.querySelectorAll('tr'), function (tr) {
          tr.classList.toggle('highlighted', tr.getAttribute('data-view') === name);
        });
        this.root.setAttribute('data-highlight', name || '');
        if (!name || !frame) return;
        var view = frame.views.filter(function (v) { return v.name === name; })[0];
        var box = view && this.ui.stage.querySelector('.v[data-id="' + view.id + '"]');
        if (!box) return;
        var mark = document.createElement('div');
        mark.className = 'highlight';
        box.appendChild(mark);
      };

      Player.prototype.bindHighlight = function () {
        var self = this;
        var nameAt = function (target) {
          var g = target.closest ? target.closest('.v[data-name]') : null;
          return g ? g.getAttribute('data-name') : null;
        };
        this.ui.views.addEventListener('mouseover', function (e) {
          var tr = e.target.closest('tr'); if (tr) self.hover(tr.getAttribute('data-view'));
        });
        this.ui.views.addEventListener('mouseout', function () { self.hover(null); });
        this.ui.views.addEventListener('click', function (e) {
          var tr = e.target.closest('tr'); if (tr) self.select(tr.getAttribute('data-view'));
        });
        this.ui.stage.addEventListener('mouseover', function (e) { self.hover(nameAt(e.target)); });
        this.ui.stage.addEventListener('mouseout', function () { self.hover(null); });
        this.ui.stage.addEventListener('click', function (e) { var n = nameAt(e.target); if (n) self.select(n); });
      };

      // The instants worth stopping at: every event's time, each animation's start, the span's ends.
      Player.prototype.keyMoments = function () {
        var times = [this.from, this.to];
        this.data.events.forEach(function (e) { times.push(e.time); if (e.kind === 'begin') times.push(e.time + e.delay); });
        var from = this.from, to = this.to;
        return times.filter(function (t) { return t >= from && t <= to; }).sort(function (a, b) { return a - b; });
      };

      // `]` the next key moment after now, `[` the last before it.
      Player.prototype.jump = function (direction) {
        var now = this.time, moments = this.keyMoments(), target = direction > 0 ? this.to : this.from;
        for (var k = 0; k < moments.length; k++) {
          if (direction > 0 && moments[k] > now + 1e-9) { target = moments[k]; break; }
          if (direction < 0 && moments[k] < now - 1e-9) target = moments[k];
        }
        this.pause();
        this.seek(target);
      };
    """#
}
