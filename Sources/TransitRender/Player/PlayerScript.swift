/// The player page's script (inline: the page loads nothing). Plain ES2015, no library.
///
/// Each `section.player` parses its embedded recording and draws: the frame at the current
/// time (the largest sampled time at or before it) by putting that frame's HTML stage
/// (``CSSStage``) in the page, scaled to fit; the view list; the timeline under the scrubber (animation spans with their delay,
/// completions, presentations, dismissals and segues, the loop and the playhead); and the
/// curve of every animation running at that time with the playhead on it. Time advances by
/// `performance.now()` deltas times the speed, on a 16 ms timer rather than animation
/// frames: headless Chromium's virtual time (what the tests run on) runs timers but hardly
/// any animation frames. The section carries `data-time` and `data-frame`, which tests read.
///
/// Lanes, highlighting, the model's ghost and key-moment jumps are ``PlayerLanes``, spliced in.
enum PlayerScript {
    static let js = #"""
    (function () {
      'use strict';
      var SVG = 'http://www.w3.org/2000/svg';
      var violations = 0;
      document.addEventListener('securitypolicyviolation', function () {
        violations += 1;
        document.body.setAttribute('data-csp-violations', String(violations));
      });

      function el(name, attrs, parent) {
        var node = document.createElementNS(SVG, name);
        for (var key in attrs) node.setAttribute(key, attrs[key]);
        if (parent) parent.appendChild(node);
        return node;
      }
      function seconds(t) { return t.toFixed(6); }
      function clamp(x, lo, hi) { return Math.max(lo, Math.min(hi, x)); }

      // Animation spans from the events: begin (with its delay), end, completion.
      function animations(events, spanEnd) {
        var byId = {}, list = [];
        events.forEach(function (e) {
          if (e.kind === 'begin') {
            var a = { id: e.id, begin: e.time, start: e.time + e.delay, duration: e.duration, end: spanEnd,
                      repeat: e.repeat, autoreverses: e.autoreverses, curve: e.curve, easing: e.easing,
                      properties: e.properties, views: e.views, completion: null };
            byId[e.id] = a; list.push(a);
          } else if (e.kind === 'end' && byId[e.id]) {
            byId[e.id].end = e.time;
          } else if (e.kind === 'completion' && byId[e.id]) {
            byId[e.id].completion = e.time;
          }
        });
        return list;
      }

      // Linear progress of an animation at time t (repeats and autoreverse as the engine).
      function progress(a, t) {
        if (a.duration <= 0 || t >= a.end) return 1;
        var elapsed = t - a.start;
        if (elapsed <= 0) return 0;
        if (a.repeat === 1 && !a.autoreverses) return clamp(elapsed / a.duration, 0, 1);
        var run = Math.floor(elapsed / a.duration), f = (elapsed - run * a.duration) / a.duration;
        return a.autoreverses && run % 2 === 1 ? 1 - f : f;
      }

      function eased(samples, p) {
        var x = p * (samples.length - 1), i = Math.min(Math.floor(x), samples.length - 2);
        return samples[i] + (samples[i + 1] - samples[i]) * (x - i);
      }

      function Player(root) {
        var q = function (s) { return root.querySelector(s); };
        this.root = root;
        this.data = JSON.parse(q('.player-data').textContent);
        this.frames = this.data.frames;
        this.from = this.data.span[0];
        this.to = this.data.span[1];
        this.loopIn = this.from;
        this.loopOut = this.to;
        this.time = this.from;
        this.index = -1;
        this.speed = 1;
        this.playing = false;
        this.animations = animations(this.data.events, this.to);
        this.lanes = lanes(this.animations);
        this.hovered = null;
        this.selected = null;
        this.ui = { stage: q('.stage'), views: q('.views tbody'), curves: q('.curves'), play: q('.play'),
                    scrubber: q('.scrubber'), time: q('.time'), speed: q('.speed'), loop: q('.loop'),
                    timeline: q('.timeline'), tip: q('.lane-tip'), side: q('.side') };
        var self = this;
        this.ui.play.addEventListener('click', function () { self.toggle(); });
        this.ui.scrubber.addEventListener('input', function () { self.pause(); self.show(Number(self.ui.scrubber.value)); });
        this.ui.speed.addEventListener('change', function () { self.speed = Number(self.ui.speed.value); });
        window.addEventListener('resize', function () { self.fit(); });
        q('.set-in').addEventListener('click', function () { self.setLoop(self.time, self.loopOut); });
        q('.set-out').addEventListener('click', function () { self.setLoop(self.loopIn, self.time); });
        q('.clear-loop').addEventListener('click', function () { self.setLoop(self.from, self.to); });
        root.addEventListener('mousedown', function () { activate(self); });
        root.addEventListener('focusin', function () { activate(self); });
        this.ui.timeline.addEventListener('click', function (event) {
          // the click in the timeline's own units (0…1000 is the span; lane labels sit left of 0)
          var point = self.ui.timeline.createSVGPoint();
          point.x = event.clientX; point.y = event.clientY;
          var x = point.matrixTransform(self.ui.timeline.getScreenCTM().inverse()).x;
          self.pause();
          self.seek(self.from + x / 1000 * (self.to - self.from));
        });
        this.bindHighlight();
        this.drawTimeline();
        this.seek(this.from);
      }

      // The last frame at or before t.
      Player.prototype.frameAt = function (t) {
        var lo = 0, hi = this.frames.length - 1;
        while (lo < hi) {
          var mid = (lo + hi + 1) >> 1;
          if (this.frames[mid].time <= t + 1e-9) lo = mid; else hi = mid - 1;
        }
        return lo;
      };

      Player.prototype.seek = function (t) {
        this.time = clamp(t, this.from, this.to);
        this.draw(this.frameAt(this.time));
      };

      // Shows frame i (scrubbing, stepping): time moves to that frame's.
      Player.prototype.show = function (i) {
        i = clamp(i, 0, this.frames.length - 1);
        this.time = this.frames[i].time;
        this.draw(i);
      };

      Player.prototype.step = function (delta) {
        this.pause();
        this.show(this.index + delta);
      };

      Player.prototype.draw = function (i) {
        var frame = this.frames[i];
        if (i !== this.index) {
          this.index = i;
          this.ui.stage.innerHTML = frame.html;
          this.fit();
          this.drawViews(frame);
          this.drawGhosts(frame);
          this.drawHighlight();
        }
        this.root.setAttribute('data-time', seconds(frame.time));
        this.root.setAttribute('data-frame', String(i));
        this.ui.scrubber.value = String(i);
        this.ui.time.textContent = seconds(this.time) + ' s · frame ' + (i + 1) + '/' + this.frames.length;
        this.drawPlayhead();
        this.drawCurves();
        if (this.onDraw) this.onDraw();
      };

      // One scale for the whole run: the canvas every frame fits in (the recording's
      // `canvas`, in points), so a window that turns to landscape keeps the device's size
      // and each frame sits centred in it, as a movie's frames do. The device is as tall as
      // the side column (the viewport's height less 300 px for the controls and the
      // timeline's top, at least 360 px: the style sheet's rule) and no wider than leaves
      // the side column its minimum width beside it; the boxes' matrices are in points, so
      // the whole frame is scaled.
      Player.prototype.fit = function () {
        var box = this.ui.stage.querySelector('.frame');
        if (!box) return;
        var width = parseFloat(box.style.width), height = parseFloat(box.style.height);
        var canvas = this.data.canvas, layout = this.ui.stage.parentNode;
        var room = layout.getBoundingClientRect().width - parseFloat(getComputedStyle(this.ui.side).minWidth)
          - parseFloat(getComputedStyle(layout).columnGap);
        var scale = Math.min(this.ui.side.getBoundingClientRect().height / canvas[1], Math.max(room, 120) / canvas[0]);
        box.style.transform = 'translate(' + (canvas[0] - width) / 2 * scale + 'px,' + (canvas[1] - height) / 2 * scale
          + 'px) scale(' + scale + ')';
        this.ui.stage.style.width = canvas[0] * scale + 'px';
        this.ui.stage.style.height = canvas[1] * scale + 'px';
        this.root.setAttribute('data-scale', String(scale));
      };

      Player.prototype.drawViews = function (frame) {
        var rows = this.ui.views, animating = this.animatingViews();
        rows.textContent = '';
        var first = frame.views.filter(function (v) { return animating[v.name]; });
        var rest = frame.views.filter(function (v) { return !animating[v.name]; });
        first.concat(rest).forEach(function (v) {
          var tr = document.createElement('tr');
          tr.setAttribute('data-view', v.name);
          if (animating[v.name]) tr.className = 'animating';
          [new Array(v.depth + 1).join('\u00a0\u00a0') + v.name, v.type, v.values].forEach(function (text, k) {
            var td = document.createElement('td');
            if (k === 2) td.className = 'values';
            td.textContent = text;
            tr.appendChild(td);
          });
          rows.appendChild(tr);
        });
      };

      Player.prototype.x = function (t) {
        return this.to > this.from ? (t - this.from) / (this.to - this.from) * 1000 : 0;
      };

      // Markers on top (their labels stacked where they would overlap), one row per
      // animation below, the loop and the playhead.
      Player.prototype.drawTimeline = function () {
        var svg = this.ui.timeline, self = this, rowHeight = 16, ends = [];
        var markers = this.data.events.map(function (e) {
          var label = { present: 'present #' + e.id, dismiss: 'dismiss #' + e.id, segue: 'segue ' + e.identifier,
                        unwind: 'unwind ' + e.identifier, cancelled: e.transition + ' #' + e.id + ' cancelled',
                        interaction: e.transition + ' #' + e.id + ' ' + e.change + ' at ' + e.percent }[e.kind];
          if (!label) return null;
          var x = self.x(e.time), width = label.length * 5.6 + 8, row = 0;
          var flipped = x + width > 1024, left = flipped ? x - width : x;
          while (ends[row] !== undefined && ends[row] > left) row++;
          ends[row] = left + width + 4;
          return { event: e, label: label, x: x, row: row, flipped: flipped };
        }).filter(Boolean);
        var top = 14 + Math.max(ends.length, 1) * 11;
        var height = top + this.lanes.length * rowHeight + 22;
        svg.setAttribute('viewBox', '-150 0 1174 ' + height);
        svg.textContent = '';
        this.loopRect = el('rect', { y: 0, height: height, fill: '#0a84ff', 'fill-opacity': 0.08 }, svg);
        el('line', { x1: 0, x2: 1000, y1: height - 14, y2: height - 14, stroke: '#c7c7cc' }, svg);
        for (var k = 0; k <= 10; k++) {
          var t = this.from + (this.to - this.from) * k / 10;
          el('text', { x: this.x(t), y: height - 3, 'font-size': 9, 'text-anchor': 'middle', fill: '#8e8e93' }, svg)
            .textContent = t.toFixed(2) + ' s';
        }
        markers.forEach(function (m) {
          var g = el('g', { 'class': 'event ' + m.event.kind }, svg);
          el('title', {}, g).textContent = m.event.text;
          var color = { dismiss: '#ff9f0a', cancelled: '#ff3b30', interaction: '#bf5af2' }[m.event.kind] || '#30d158';
          el('path', { d: 'M' + m.x + ' 2l4 6h-8z', fill: color }, g);
          el('line', { x1: m.x, x2: m.x, y1: 8, y2: height - 14, stroke: '#d1d1d6', 'stroke-dasharray': '2 2' }, g);
          el('text', { x: m.flipped ? m.x - 4 : m.x + 4, y: 17 + m.row * 11, 'font-size': 9, fill: '#3a3a3c',
                       'text-anchor': m.flipped ? 'end' : 'start' }, g).textContent = m.label;
        });
        this.drawLanes(svg, top, rowHeight);
        this.playhead = el('line', { y1: 0, y2: height - 14, stroke: '#ff3b30', 'stroke-width': 2 }, svg);
        this.drawLoop();
      };

      Player.prototype.drawPlayhead = function () {
        var x = this.x(this.time);
        this.playhead.setAttribute('x1', x);
        this.playhead.setAttribute('x2', x);
      };

      Player.prototype.drawLoop = function () {
        var whole = this.loopIn <= this.from && this.loopOut >= this.to;
        this.loopRect.setAttribute('x', this.x(this.loopIn));
        this.loopRect.setAttribute('width', Math.max(this.x(this.loopOut) - this.x(this.loopIn), 0));
        this.loopRect.setAttribute('visibility', whole ? 'hidden' : 'visible');
        this.ui.loop.textContent = whole ? '' : 'loop ' + seconds(this.loopIn) + '–' + seconds(this.loopOut) + ' s';
      };

      Player.prototype.setLoop = function (a, b) {
        this.loopIn = clamp(Math.min(a, b), this.from, this.to);
        this.loopOut = clamp(Math.max(a, b), this.from, this.to);
        this.drawLoop();
      };

      // Each animation running now: its curve, the playhead on it.
      Player.prototype.drawCurves = function () {
        var box = this.ui.curves, t = this.time, width = 160, height = 100;
        box.textContent = '';
        var running = this.animations.filter(function (a) { return a.easing && t >= a.begin && t <= a.end; });
        if (!running.length) {
          var none = document.createElement('p');
          none.className = 'none';
          none.textContent = 'nothing animates at ' + seconds(t) + ' s';
          box.appendChild(none);
        }
        this.animations.forEach(function (a) {
          if (!a.easing || t < a.begin || t > a.end) return;
          var lo = Math.min(0, Math.min.apply(null, a.easing)), hi = Math.max(1, Math.max.apply(null, a.easing));
          var px = function (p) { return 8 + p * (width - 16); };
          var py = function (v) { return height - 8 - (v - lo) / (hi - lo) * (height - 16); };
          var figure = document.createElement('figure');
          figure.setAttribute('data-animation', String(a.id));
          var svg = el('svg', { width: width, height: height, viewBox: '0 0 ' + width + ' ' + height });
          el('rect', { x: 8, y: 8, width: width - 16, height: height - 16, fill: '#fafafa', stroke: '#e5e5ea' }, svg);
          el('line', { x1: px(0), x2: px(1), y1: py(0), y2: py(0), stroke: '#d1d1d6' }, svg);
          el('line', { x1: px(0), x2: px(1), y1: py(1), y2: py(1), stroke: '#d1d1d6', 'stroke-dasharray': '2 2' }, svg);
          el('polyline', { fill: 'none', stroke: '#0a84ff', 'stroke-width': 1.5, points: a.easing.map(function (v, i) {
            return px(i / (a.easing.length - 1)).toFixed(2) + ',' + py(v).toFixed(2);
          }).join(' ') }, svg);
          var p = progress(a, t), v = eased(a.easing, p);
          el('line', { x1: px(p), x2: px(p), y1: 8, y2: height - 8, stroke: '#ff3b30', 'stroke-opacity': 0.4 }, svg);
          el('circle', { cx: px(p), cy: py(v), r: 4, fill: '#ff3b30' }, svg);
          var caption = document.createElement('figcaption');
          caption.appendChild(document.createTextNode('#' + a.id + ' ' + a.properties.join(', ')));
          caption.appendChild(document.createElement('br'));
          caption.appendChild(document.createTextNode(a.curve + ' · ' + a.duration + ' s'));
          caption.appendChild(document.createElement('br'));
          caption.appendChild(document.createTextNode('progress ' + p.toFixed(3) + ' → ' + v.toFixed(3)));
          figure.appendChild(svg);
          figure.appendChild(caption);
          box.appendChild(figure);
        });
      };

      Player.prototype.play = function () {
        if (this.playing || this.frames.length < 2) return;
        this.playing = true;
        this.root.setAttribute('data-playing', 'true');
        this.ui.play.textContent = 'Pause';
        if (this.time >= this.loopOut || this.time < this.loopIn) this.time = this.loopIn;
        var self = this, last = performance.now();
        var tick = function () {
          if (!self.playing) return;
          var now = performance.now(), t = self.time + Math.max(now - last, 0) / 1000 * self.speed;
          last = now;
          if (t > self.loopOut) {
            var length = self.loopOut - self.loopIn;
            t = length > 0 ? self.loopIn + (t - self.loopOut) % length : self.loopIn;
          }
          self.seek(t);
          setTimeout(tick, 16);
        };
        setTimeout(tick, 16);
      };

      Player.prototype.pause = function () {
        this.playing = false;
        this.root.setAttribute('data-playing', 'false');
        this.ui.play.textContent = 'Play';
      };

      Player.prototype.toggle = function () { if (this.playing) this.pause(); else this.play(); };

    \#(PlayerLanes.js)
    \#(PlayerCompare.js)
      var players = [], active = null;
      function activate(player) {
        if (active) active.root.classList.remove('active');
        active = player;
        active.root.classList.add('active');
      }

      document.addEventListener('keydown', function (event) {
        var p = active || players[0];
        if (!p || event.target.tagName === 'SELECT') return;
        var keys = {
          ArrowRight: function () { p.step(1); }, ArrowLeft: function () { p.step(-1); },
          ' ': function () { p.toggle(); }, Home: function () { p.pause(); p.seek(p.from); },
          End: function () { p.pause(); p.seek(p.to); },
          i: function () { p.setLoop(p.time, p.loopOut); }, o: function () { p.setLoop(p.loopIn, p.time); },
          '[': function () { p.jump(-1); }, ']': function () { p.jump(1); }
        };
        if (!keys[event.key]) return;
        event.preventDefault();
        keys[event.key]();
      });

      // #t=0.35&speed=0.5&in=0.2&out=1&view=card&play
      function fragment() {
        var options = {};
        location.hash.replace(/^#/, '').split('&').forEach(function (part) {
          if (!part) return;
          var kv = part.split('=');
          options[decodeURIComponent(kv[0])] = kv.length > 1 ? decodeURIComponent(kv[1]) : true;
        });
        return options;
      }

      Array.prototype.forEach.call(document.querySelectorAll('section.player'), function (root) {
        players.push(new Player(root));
      });
      window.transitPlayers = players;     // PlayerReload keeps the time across a reload
      if (document.body.getAttribute('data-compare')) linkForCompare(players[0], players[1]);
      var options = fragment();
      players.forEach(function (p) {
        if (options.speed) { p.speed = Number(options.speed); p.ui.speed.value = String(options.speed); }
        if (options['in'] !== undefined || options.out !== undefined) {
          p.setLoop(options['in'] !== undefined ? Number(options['in']) : p.from,
                    options.out !== undefined ? Number(options.out) : p.to);
        }
        if (options.t !== undefined) p.seek(Number(options.t));
        // a highlighted view belongs in a permalink too (docs' screenshots use it)
        if (typeof options.view === 'string' && options.view) p.select(options.view);
        if (options.play) p.play();
      });
    })();
    """#
}
