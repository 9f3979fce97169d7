// Arbiter's pages refresh themselves: the round clock counts down every second, and the page
// polls its own JSON; when what it shows has changed, the page's own server-rendered HTML
// (escaped there) replaces what is shown. Without JavaScript the pages read the same.
(function () {
  "use strict";
  var body = document.body;
  var jsonUrl = body.getAttribute("data-json");
  var pollMs = 1000 * (parseFloat(body.getAttribute("data-poll")) || 5);
  var skew = 0; // server time minus this machine's time
  var last = null;

  function pad(n) { return (n < 10 ? "0" : "") + n; }

  function tick() {
    var clocks = document.querySelectorAll(".clock[data-deadline]");
    for (var i = 0; i < clocks.length; i++) {
      var left = Date.parse(clocks[i].getAttribute("data-deadline")) - (Date.now() + skew);
      var s = Math.max(0, Math.floor(left / 1000));
      var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
      clocks[i].textContent = (h ? h + ":" + pad(m) : m) + ":" + pad(s % 60);
    }
  }

  function fingerprint(data) {
    var copy = JSON.parse(JSON.stringify(data));
    if (copy.clock) { delete copy.clock.now; }
    return JSON.stringify(copy);
  }

  function swap() {
    return fetch(location.href, { cache: "no-store" }).then(function (r) {
      // 404: the link was revoked; the page says so, as a fresh visit would.
      if (!r.ok && r.status !== 404) { return false; }
      return r.text().then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("live");
        var main = document.getElementById("live");
        if (!fresh || !main) { return false; }
        main.replaceWith(fresh);
        tick();
        return true;
      });
    });
  }

  function poll() {
    var gone = false;
    fetch(jsonUrl, { cache: "no-store" }).then(function (r) {
      if (r.status === 404) {
        // Shown Arbiter's own 404 page: nothing more will come from this link.
        return swap().then(function (shown) { gone = shown; return null; });
      }
      if (!r.ok) { return null; }
      return r.json();
    }).then(function (data) {
      if (!data) { return; }
      if (data.clock && data.clock.now) { skew = Date.parse(data.clock.now) - Date.now(); }
      var print = fingerprint(data);
      // The first look too: the page may have been made before a change the JSON has.
      if (last === null || print !== last) {
        // Shown only once the page itself came: otherwise the next poll tries again.
        return swap().then(function (shown) { if (shown) { last = print; } });
      }
    }).catch(function () { /* offline for a moment: try again at the next poll */ })
      .then(function () { if (!gone) { setTimeout(poll, pollMs); } });
  }

  var first = document.querySelector(".clock[data-now]");
  if (first) { skew = Date.parse(first.getAttribute("data-now")) - Date.now(); }
  tick();
  setInterval(tick, 1000);
  if (jsonUrl) { poll(); }
})();
